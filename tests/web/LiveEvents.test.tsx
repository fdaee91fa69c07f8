import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';
import { bargainActionsOf } from '../../api/modules/bargain/bargainTerms.ts';

// The tab's live stream (web/session/LiveEvents.tsx): what each event does to the page, pushed into
// the open subscription as the server would send it.
const WALLET = { __typename: 'Wallet', total: 1_000, deposit: 1_000, withdrawable: 0, frozen: 0, points: 0 };
const NO_WITHDRAWALS = {
  WithdrawalSettings: () => ({
    enabled: true,
    withdrawable: 0,
    verified: false,
    account: null,
    rateBps: 100,
    min: 1_000,
    max: 5_000_000,
    phone: '138****0000',
  }),
  WithdrawalConnection: () => ({ totalCount: 0, edges: [] }),
  WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
};

const bargainStep = (action: string, actor: string, price: number | null) => ({ action, actor, price, reason: null, at: '2026-11-26T08:00:00.000Z' });

/** An offer as a BargainChanged event carries it (every field 我的还价 shows). */
function bargain(fields: Record<string, unknown>) {
  const offer = {
    __typename: 'Bargain',
    id: 'QmFyZ2Fpbjo5',
    bargainNo: 'K202611260000000009',
    role: 'SELLER',
    status: 'OPEN',
    listPrice: 10_000,
    price: 8_500,
    counterPrice: null,
    held: 8_500,
    expiresAt: '2026-11-27T08:00:00.000Z',
    createdAt: '2026-11-26T08:00:00.000Z',
    closedAt: null,
    order: null,
    item: { hashName: 'AK-47 | Redline (Field-Tested)', iconUrl: null, name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' } },
    history: [bargainStep('OFFERED', 'BUYER', 8_500)],
    ...fields,
  } as Record<string, unknown> & { role: 'BUYER' | 'SELLER'; status: string; price: number; listPrice: number; history: unknown[] };
  // what its viewer may do, as the API answers it (the server's rule, bargainTerms.ts)
  const actions = bargainActionsOf({ role: offer.role, status: offer.status, expired: false, priceCents: offer.price, listPriceCents: offer.listPrice });
  return { ...offer, viewerActions: actions };
}

type Environment = ReturnType<typeof renderApp>['environment'];

async function liveStream(environment: Environment): Promise<OperationDescriptor> {
  let stream: OperationDescriptor | undefined;
  await waitFor(() => {
    stream = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'LiveEventsSubscription');
    expect(stream).toBeTruthy();
  });
  return stream!;
}

/** Sends one event into the open stream, as the server would. */
function push(environment: Environment, stream: OperationDescriptor, viewerEvents: Record<string, unknown>) {
  act(() => environment.mock.nextValue(stream, { data: { viewerEvents } }));
}

describe('live events', () => {
  it('a signed-in tab opens one stream from the present; a visitor none', async () => {
    const { environment } = renderApp('/user/wallet', { viewer: viewerData(), resolvers: { ...NO_WITHDRAWALS, Wallet: () => WALLET } });
    const stream = await liveStream(environment);
    expect(stream.request.variables).toEqual({ after: null });
    const visitor = renderApp('/', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(visitor.environment.mock.getAllOperations().some((operation) => operation.request.node.params.operationKind === 'subscription')).toBe(false);
  });

  it('moves the wallet’s balances when money moves, without a reload', async () => {
    const { environment } = renderApp('/user/wallet', { viewer: viewerData(), resolvers: { ...NO_WITHDRAWALS, Wallet: () => WALLET } });
    expect(await screen.findByRole('heading', { level: 1, name: '我的钱包' })).toBeTruthy();
    expect(screen.getByTestId('wallet-total').textContent).toContain('¥10.00');
    const stream = await liveStream(environment);
    push(environment, stream, { __typename: 'WalletChanged', cursor: 'c1', wallet: { ...WALLET, total: 26_000, deposit: 1_000, withdrawable: 25_000 } });
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toContain('¥260.00'));
    expect(screen.getByTestId('wallet-withdrawable').textContent).toContain('¥250.00');
  });

  it('moves the header’s counter when a message arrives, and tells a seller of a sale', async () => {
    const { environment } = renderApp('/', { viewer: viewerData() });
    const stream = await liveStream(environment);
    push(environment, stream, { __typename: 'UnreadCountsChanged', cursor: 'c1', unreadCounts: { notices: 0, messages: 2, total: 2 } });
    await waitFor(() => expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('2 条未读：公告 0 条，消息 2 条'));

    // an order event carries the whole order the pages show (generated: the first type of the union is OrderChanged)
    const order = MockPayloadGenerator.generate(stream, {
      Order: () => ({ direction: 'SELL', statusDes: 'SELLER_DELIVERING', status: 21 }),
      Label: () => ({ zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' }),
    }) as { data: { viewerEvents: Record<string, unknown> } };
    expect(order.data.viewerEvents.__typename).toBe('OrderChanged');
    push(environment, stream, { ...order.data.viewerEvents, cursor: 'c2' });
    expect(await screen.findByText('您的饰品 AK-47 | 红线 (久经沙场) 已售出，请尽快发货')).toBeTruthy();
  });

  it('tells a buyer their buy order was filled, and says nothing of one just placed', async () => {
    const { environment } = renderApp('/', { viewer: viewerData() });
    const stream = await liveStream(environment);
    const buyOrder = (event: 'PLACED' | 'FILLED', filledQuantity: number, cursor: string) => ({
      __typename: 'BuyOrderChanged',
      cursor,
      event,
      buyOrder: {
        id: 'QnV5T3JkZXI6MQ==',
        buyOrderNo: 'B202611260000000001',
        price: 8_000,
        quantity: 2,
        filledQuantity,
        minFloat: null,
        maxFloat: 0.2,
        paintSeeds: [],
        sticker: null,
        held: (2 - filledQuantity) * 8_000,
        status: 'OPEN',
        expiresAt: '2026-12-26T00:00:00.000Z',
        createdAt: '2026-11-26T00:00:00.000Z',
        item: { hashName: 'AK-47 | Redline (Field-Tested)', iconUrl: null, name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' } },
        orders: [],
      },
    });
    push(environment, stream, buyOrder('PLACED', 0, 'c1'));
    push(environment, stream, buyOrder('FILLED', 1, 'c2'));
    expect(await screen.findByText('求购成交：AK-47 | 红线 (久经沙场)（1/2），等待卖家发货')).toBeTruthy();
    expect(screen.queryAllByText(/求购成交/)).toHaveLength(1);
  });

  it('tells each side of an offer only what concerns it: the seller a new offer, the buyer a counter-offer and the seller’s acceptance', async () => {
    const { environment } = renderApp('/', { viewer: viewerData() });
    const stream = await liveStream(environment);
    const push = (event: string, role: 'BUYER' | 'SELLER', fields: Record<string, unknown>, cursor: string) =>
      act(() =>
        environment.mock.nextValue(stream, {
          data: { viewerEvents: { __typename: 'BargainChanged', cursor, bargainEvent: event, bargain: bargain({ role, ...fields }) } },
        }),
      );
    const offered = { status: 'OPEN', history: [bargainStep('OFFERED', 'BUYER', 8_500)] };
    const countered = { status: 'COUNTERED', counterPrice: 9_000, history: [...offered.history, bargainStep('COUNTERED', 'SELLER', 9_000)] };
    const accepted = {
      status: 'ACCEPTED',
      held: 0,
      order: { orderNo: '202611260000000099' },
      history: [...offered.history, bargainStep('ACCEPTED', 'SELLER', 8_500)],
    };

    // the buyer's own offer, and the seller's own counter-offer and acceptance, tell them nothing
    push('OFFERED', 'BUYER', offered, 'c1');
    push('COUNTERED', 'SELLER', countered, 'c2');
    push('ACCEPTED', 'SELLER', accepted, 'c3');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);

    push('OFFERED', 'SELLER', offered, 'c4');
    expect(await screen.findByText('收到新的还价：AK-47 | 红线 (久经沙场) 出价 ¥85.00，请在 24 小时内回复')).toBeTruthy();
    push('COUNTERED', 'BUYER', countered, 'c5');
    expect(await screen.findByText('卖家反还价：AK-47 | 红线 (久经沙场) ¥90.00，请在 24 小时内接受或拒绝')).toBeTruthy();
    push('ACCEPTED', 'BUYER', accepted, 'c6');
    expect(await screen.findByText('卖家接受了你的还价：AK-47 | 红线 (久经沙场) ¥85.00，等待卖家发货')).toBeTruthy();
    // the buyer accepting a counter-offer is their own doing: no toast (the seller hears of the sale from the order)
    const acceptedByBuyer = { ...countered, status: 'ACCEPTED', history: [...countered.history, bargainStep('ACCEPTED', 'BUYER', 9_000)] };
    push('ACCEPTED', 'BUYER', acceptedByBuyer, 'c7');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByText(/卖家接受了你的还价/)).toHaveLength(1);
  });

  it('puts a new offer into the seller’s 我的还价 at once and keeps an offer shown there current', async () => {
    const listed = bargain({ id: 'QmFyZ2Fpbjox', bargainNo: 'K202611260000000001', role: 'SELLER', price: 8_000 });
    const { environment } = renderApp('/user/bargain?role=seller', {
      viewer: viewerData(),
      resolvers: { BargainConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c0' }] }), Bargain: () => listed },
    });
    await screen.findAllByTestId('bargain-row');
    const stream = await liveStream(environment);
    const fresh = bargain({ id: 'QmFyZ2Fpbjoy', bargainNo: 'K202611260000000002', role: 'SELLER', price: 8_500 });
    push(environment, stream, { __typename: 'BargainChanged', cursor: 'c1', bargainEvent: 'OFFERED', bargain: fresh });
    await waitFor(() =>
      expect(screen.getAllByTestId('bargain-row').map((row) => row.getAttribute('data-bargain-no'))).toEqual(['K202611260000000002', 'K202611260000000001']),
    );
    expect(screen.getByTestId('bargain-total').textContent).toBe('共 2 条');
    // the buyer withdrew the older one: its row says so, and its buttons are gone
    push(environment, stream, {
      __typename: 'BargainChanged',
      cursor: 'c2',
      bargainEvent: 'CANCELLED',
      bargain: bargain({
        ...listed,
        status: 'CANCELLED',
        held: 0,
        closedAt: '2026-11-26T09:00:00.000Z',
        history: [...listed.history, bargainStep('CANCELLED', 'BUYER', null)],
      }),
    });
    const older = screen.getAllByTestId('bargain-row')[1];
    await waitFor(() => expect(older.querySelector('[data-testid="bargain-status"]')?.textContent).toBe('已取消'));
    expect(older.querySelector('[data-testid="bargain-accept"]')).toBeNull();
  });

  it('moves a withdrawal from 处理中 to 成功 on /user/wallet by itself, and fetches the transactions again', async () => {
    const withdrawal = {
      __typename: 'Withdrawal',
      id: 'w1',
      serialNo: 'W202611260000000001',
      status: 'PROCESSING',
      statusText: '处理中',
      amount: 1_000,
      fee: 10,
      actualAmount: 990,
      failureReason: null,
      createdAt: '2026-11-26T08:00:00.000Z',
    };
    const { environment } = renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: {
        ...NO_WITHDRAWALS,
        Wallet: () => WALLET,
        WithdrawalConnection: () => ({ totalCount: 1, edges: [{ cursor: 'w', node: withdrawal }] }),
        Withdrawal: () => withdrawal,
      },
    });
    const row = await screen.findByTestId('withdrawal-row');
    expect(row.textContent).toContain('处理中');
    const stream = await liveStream(environment);
    const transactionsBefore = environment.sent.filter((operation) => operation.request.node.params.name === 'WalletTransactionListPaginationQuery').length;
    push(environment, stream, {
      __typename: 'WithdrawalChanged',
      cursor: 'c1',
      withdrawal: { ...withdrawal, status: 'SUCCESS', statusText: '成功' },
      wallet: { ...WALLET, total: 1_000 },
    });
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').textContent).toContain('成功'));
    expect(screen.getByTestId('withdrawal-row').textContent).not.toContain('处理中');
    // the transaction list gets its new rows: fetched again under its filters
    await waitFor(() =>
      expect(environment.sent.filter((operation) => operation.request.node.params.name === 'WalletTransactionListPaginationQuery').length).toBe(
        transactionsBefore + 1,
      ),
    );
  });

  it('shows a listing’s new price on /user/sell at once, and a sale elsewhere takes it off the list with the count following', async () => {
    let sold = false;
    const item = (index: number, price: number) => ({
      __typename: 'InventoryItem',
      id: `SW52ZW50b3J5SXRlbTo${index}`,
      name: { zh: `饰品${index}`, en: `Item ${index}` },
      marketHashName: `Item ${index}`,
      floatValue: 0.2,
      paintSeed: 1,
      tradable: true,
      neverTradable: false,
      cooldownEndsAt: null,
      referencePrice: 10_000,
      stickers: [],
      listing: { __typename: 'Listing', id: `TGlzdGluZzo${index}`, price },
      steamAccount: { __typename: 'SteamAccount', id: 'U3RlYW1BY2NvdW50OjE=', accountName: 'demo_trader', status: 'NORMAL' },
    });
    const { environment } = renderApp('/user/sell', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => (sold ? { all: 1, unlisted: 0, listed: 1, nonTradable: 0 } : { all: 2, unlisted: 0, listed: 2, nonTradable: 0 }),
        Listing: (context) => ({ price: sold ? 2_500 : [9_900, 2_500][Number(context.path?.[3] ?? 0)] }),
        InventoryItemConnection: () =>
          sold
            ? { totalCount: 1, edges: [{ cursor: 'c1', node: item(2, 2_500) }] }
            : { totalCount: 2, edges: [item(1, 9_900), item(2, 2_500)].map((node, index) => ({ cursor: `c${index}`, node })) },
      },
    });
    expect(await screen.findByText('共 2 件在售')).toBeTruthy();
    const stream = await liveStream(environment);
    const pageQueries = () => environment.sent.filter((operation) => operation.request.node.params.name === 'SellPageQuery').length;
    const loaded = pageQueries();

    // repriced in another tab: the card's price follows from the store, nothing is fetched again
    push(environment, stream, {
      __typename: 'ListingChanged',
      cursor: 'c1',
      listingEvent: 'REPRICE',
      status: 'ON_SALE',
      listing: { __typename: 'Listing', id: 'TGlzdGluZzo2', price: 2_400 },
      inventoryItem: { __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo2', listing: { __typename: 'Listing', id: 'TGlzdGluZzo2', price: 2_400 } },
    });
    await waitFor(() => expect(screen.getAllByTestId('listing-price')[1].textContent).toContain('¥24.00'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pageQueries()).toBe(loaded);

    // bought by someone: the list and its count are fetched again, without the sold item
    sold = true;
    push(environment, stream, {
      __typename: 'ListingChanged',
      cursor: 'c2',
      listingEvent: 'SELL',
      status: 'SOLD',
      listing: { __typename: 'Listing', id: 'TGlzdGluZzo1', price: 9_900 },
      inventoryItem: { __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo1', listing: null },
    });
    expect(await screen.findByText('共 1 件在售')).toBeTruthy();
    expect(screen.getAllByTestId('inventory-item')).toHaveLength(1);
    expect(pageQueries()).toBe(loaded + 1);
  });

  it('resumes after a dropped stream from the last cursor it received', async () => {
    const { environment } = renderApp('/', { viewer: viewerData() });
    const first = await liveStream(environment);
    push(environment, first, { __typename: 'UnreadCountsChanged', cursor: 'c7', unreadCounts: { notices: 0, messages: 1, total: 1 } });
    act(() => environment.mock.reject(first, new Error('network')));
    await waitFor(
      () => {
        const again = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'LiveEventsSubscription');
        expect(again?.request.variables).toEqual({ after: 'c7' });
      },
      { timeout: 3_000 },
    );
  });
});
