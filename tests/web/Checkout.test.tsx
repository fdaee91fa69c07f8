import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { apiError, inTurn, renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const GOODS = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29';

const listing = (index: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Listing',
  id: `TGlzdGluZzox${index}`,
  price: 10_000 + index * 1_000,
  floatValue: 0.25 + index / 100,
  paintSeed: 100 + index,
  autoDelivery: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  stickers: [],
  seller: { __typename: 'Seller', id: `U2VsbGVyOn${index}`, nickname: `卖家${index}`, avatarUrl: null, isRobot: true },
  ...overrides,
});

/** The listing put on sale by the signed-in viewer of viewerData (its seller's id is their sellerId). */
const own = (node: ReturnType<typeof listing>) => ({ ...node, seller: { ...node.seller, id: viewerData().sellerId } });

const account = (index: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'SteamAccount',
  id: `U3RlYW1BY2NvdW50OjE${index}`,
  accountName: `buyer_${index}`,
  steamId: `7656119880000000${index}`,
  status: 'NORMAL',
  tradeLink: `https://steamcommunity.com/tradeoffer/new/?partner=${index}&token=abc`,
  ...overrides,
});

/** The listings of the page (or of the checkout's query), in turn: the mock generator asks the Listing resolver for each one. */
const listings = (...nodes: Record<string, unknown>[]) => {
  let next = 0;
  return {
    ListingConnection: () => ({ totalCount: nodes.length, edges: nodes.map((_, index) => ({ cursor: `c${index}` })) }),
    Listing: () => nodes[next++ % nodes.length],
  };
};

const wallet = (deposit: number, withdrawable = 0) => ({
  Wallet: () => ({ __typename: 'Wallet', total: deposit + withdrawable, deposit, withdrawable, frozen: 0, points: 0 }),
});
const accounts = (...nodes: Record<string, unknown>[]) => ({
  SteamAccountConnection: () => ({ totalCount: nodes.length, edges: nodes.map((node, index) => ({ cursor: `a${index}`, node })) }),
});

async function openCheckout(row = 0) {
  const rows = await screen.findAllByTestId('listing-row');
  fireEvent.click(within(rows[row]).getByTestId('listing-buy'));
  return screen.findByRole('dialog', { name: '确认订单' });
}

describe('buying on the item page', () => {
  it('marks the viewer’s own listing (its seller is the session’s sellerId) without Buy or 还价', async () => {
    renderApp(GOODS, { viewer: viewerData(), resolvers: listings(own(listing(1)), listing(2)) });
    const rows = await screen.findAllByTestId('listing-row');
    expect(within(rows[0]).getByTestId('listing-mine').textContent).toBe('我的');
    expect(within(rows[0]).queryByTestId('listing-buy')).toBeNull();
    expect(within(rows[0]).queryByTestId('listing-bargain')).toBeNull();
    expect(within(rows[0]).queryByRole('checkbox')).toBeNull();
    expect(within(rows[1]).queryByTestId('listing-mine')).toBeNull();
    expect(within(rows[1]).getByTestId('listing-buy')).toBeTruthy();
  });

  it('marks nothing as a visitor’s own, and gives them the login modal', async () => {
    renderApp(GOODS, { resolvers: listings(own(listing(1)), listing(2)) });
    const rows = await screen.findAllByTestId('listing-row');
    expect(screen.queryByTestId('listing-mine')).toBeNull();
    // a visitor: the login modal, not the checkout
    fireEvent.click(within(rows[1]).getByTestId('listing-buy'));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '确认订单' })).toBeNull();
  });

  it('refuses without a usable Steam account and takes the buyer to /user/steam', async () => {
    const { router, environment } = renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: { ...listings(listing(1)), ...wallet(1_000_000), ...accounts(account(1, { status: 'ABNORMAL' }), account(2, { tradeLink: null })) },
    });
    const dialog = await openCheckout();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('没有可用的Steam账号，请绑定令牌后重试');
    expect(within(dialog).queryByTestId('checkout-confirm')).toBeNull();
    const link = within(dialog).getByRole('link', { name: '去绑定 Steam 账号' });
    expect(link.getAttribute('href')).toBe('/user/steam?from=purchase');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/steam'));
    expect(screen.queryByRole('dialog', { name: '确认订单' })).toBeNull();
    expect(environment.sent.some((operation) => operationName(operation) === 'useCreateOrderMutation')).toBe(false);
  });

  it('offers the balance only when it covers the total, and shows it', async () => {
    renderApp(GOODS, { viewer: viewerData(), resolvers: { ...listings(listing(1)), ...wallet(5_000, 4_000), ...accounts(account(1)) } });
    const dialog = await openCheckout();
    await within(dialog).findByTestId('checkout');
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥110.00');
    // 50.00 + 40.00 < 110.00: Alipay only, and why
    expect(within(dialog).queryByRole('radio', { name: '余额支付' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByTestId('checkout-balance-short').textContent).toContain('¥90.00');
    expect(within(dialog).getByTestId('checkout-confirm').textContent).toBe('去支付宝付款');
    // the account select shows the account and its status
    expect(within(dialog).getByRole('combobox', { name: '接收饰品的 Steam 账号' }).textContent).toContain('buyer_1（76561198800000001）· 正常');
  });

  it('buys with the balance when it covers the total and opens the order', async () => {
    let input: Record<string, unknown> | null = null;
    const { router } = renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: { ...listings(listing(1)), ...wallet(5_000, 8_000), ...accounts(account(1)) },
      respond: (operation) => {
        if (operationName(operation) !== 'useCreateOrderMutation') return undefined;
        input = operation.request.variables.input as Record<string, unknown>;
        return {
          data: {
            createOrder: {
              __typename: 'CreateOrderPayload',
              payUrl: null,
              orders: [{ __typename: 'Order', id: 'T3JkZXI6MQ==', orderNo: 'B202611240001', status: 21, statusDes: 'SELLER_DELIVERING' }],
            },
          },
        };
      },
    });
    const dialog = await openCheckout();
    await within(dialog).findByTestId('checkout');
    const balance = within(dialog).getByRole('radio', { name: '余额支付' }) as HTMLInputElement;
    expect(balance.checked).toBe(true);
    expect(within(dialog).getByText('可用余额').parentElement?.textContent).toContain('¥130.00');
    fireEvent.click(within(dialog).getByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orderDetail'));
    expect(router.state.location.search).toBe('?orderNo=B202611240001');
    expect(input).toMatchObject({ listingIds: ['TGlzdGluZzox1'], prices: [11_000], payMethod: 'BALANCE', steamAccountId: 'U3RlYW1BY2NvdW50OjE1' });
    expect(String((input as unknown as { idempotencyKey: string }).idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one idempotency key for every retry of a checkout: after a failed request and after a changed price', async () => {
    const inputs: Record<string, unknown>[] = [];
    const answers = inTurn<unknown>(
      { data: null, errors: [{ message: '网络连接失败' }] },
      {
        data: {
          createOrder: apiError('PriceChangedError', {
            code: 'PRICE_CHANGED',
            message: '价格已变为 ¥125.00，请确认新价格后重新下单',
            listingId: 'TGlzdGluZzox2',
            price: 12_500,
          }),
        },
      },
      {
        data: {
          createOrder: {
            __typename: 'CreateOrderPayload',
            payUrl: null,
            orders: [
              { __typename: 'Order', id: 'T3JkZXI6MQ==', orderNo: 'B202611240001', status: 21, statusDes: 'SELLER_DELIVERING' },
              { __typename: 'Order', id: 'T3JkZXI6Mg==', orderNo: 'B202611240002', status: 21, statusDes: 'SELLER_DELIVERING' },
            ],
          },
        },
      },
    );
    const { router } = renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: { ...listings(listing(1), listing(2), own(listing(3))), ...wallet(100_000), ...accounts(account(1)) },
      respond: (operation) => {
        if (operationName(operation) !== 'useCreateOrderMutation') return undefined;
        inputs.push(operation.request.variables.input as Record<string, unknown>);
        return answers();
      },
    });
    // select two listings and buy them together
    const rows = await screen.findAllByTestId('listing-row');
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    expect(screen.getByTestId('listings-selection').textContent).toContain('已选 2/20 件，合计');
    fireEvent.click(screen.getByTestId('listings-buy-selected'));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await within(dialog).findByTestId('checkout');
    expect(within(dialog).getAllByTestId('checkout-line')).toHaveLength(2);
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥230.00');

    // 1: the request fails on the way; the checkout stays open
    fireEvent.click(within(dialog).getByTestId('checkout-confirm'));
    await waitFor(() => expect(inputs).toHaveLength(1));
    await waitFor(() => expect((within(dialog).getByTestId('checkout-confirm') as HTMLButtonElement).disabled).toBe(false));
    // 2: the price changed: the new price is shown, the buyer confirms again
    fireEvent.click(within(dialog).getByTestId('checkout-confirm'));
    expect((await within(dialog).findByTestId('checkout-price-changed')).textContent).toBe('价格已变为 ¥125.00，请确认新价格后重新下单');
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥235.00');
    // 3: bought
    fireEvent.click(within(dialog).getByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order'));

    expect(inputs).toHaveLength(3);
    const keys = new Set(inputs.map((input) => input.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(inputs[0]).toMatchObject({ listingIds: ['TGlzdGluZzox1', 'TGlzdGluZzox2'], prices: [11_000, 12_000] });
    expect(inputs[2]).toMatchObject({ listingIds: ['TGlzdGluZzox1', 'TGlzdGluZzox2'], prices: [11_000, 12_500] });
  });

  it('gives each opened checkout its own key', async () => {
    const keys: unknown[] = [];
    renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: { ...listings(listing(1)), ...wallet(100_000), ...accounts(account(1)) },
      respond: (operation) => {
        if (operationName(operation) !== 'useCreateOrderMutation') return undefined;
        keys.push((operation.request.variables.input as Record<string, unknown>).idempotencyKey);
        return { data: { createOrder: apiError('BaseError', { code: 'LISTING_UNAVAILABLE', message: '该饰品已售出或已被其他买家锁定，请选择其他在售饰品' }) } };
      },
    });
    for (let round = 0; round < 2; round++) {
      const dialog = await openCheckout();
      await within(dialog).findByTestId('checkout');
      fireEvent.click(within(dialog).getByTestId('checkout-confirm'));
      expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('该饰品已售出或已被其他买家锁定，请选择其他在售饰品');
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('buying from a market card', () => {
  it('checks out the cheapest listing that is not the viewer’s own', async () => {
    renderApp('/sellhot', {
      viewer: viewerData(),
      resolvers: {
        MarketItemConnection: () => ({ totalCount: 1, edges: [{}] }),
        ...listings(own(listing(1)), listing(2)),
        ...wallet(100_000),
        ...accounts(account(1)),
      },
    });
    const card = (await screen.findAllByTestId('market-item-card'))[0];
    fireEvent.click(within(card.parentElement as HTMLElement).getByTestId('market-item-buy'));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await within(dialog).findByTestId('checkout');
    expect(within(dialog).getAllByTestId('checkout-line')).toHaveLength(1);
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥120.00');
  });
});
