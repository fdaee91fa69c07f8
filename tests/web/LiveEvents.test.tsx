import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

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
