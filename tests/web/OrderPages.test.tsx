import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, marketItem, renderApp, TAGS, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);
const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

const HOUR = 3_600_000;

const order = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order',
  id: 'T3JkZXI6MQ==',
  orderNo: 'B202611240001',
  createTime: '2026-11-24T08:00:00.000Z',
  updateTime: '2026-11-24T08:05:00.000Z',
  payTime: '2026-11-24T08:01:00.000Z',
  tradingTime: null,
  confirmTime: null,
  floatValue: 0.25634567,
  paintSeed: 321,
  stickerList: [{ slot: 0, iconUrl: null, wear: 0.1, name: { zh: '印花 | 泰坦（全息）', en: 'Sticker | Titan (Holo)' } }],
  price: 12_345,
  fee: 123,
  feeRateBps: 100,
  actualPayment: 12_345,
  actualIncome: 12_222,
  payMethod: 'BALANCE',
  type: 'MANUAL',
  status: 21,
  displayStatus: 2,
  statusDes: 'SELLER_DELIVERING',
  statusText: '卖家发货中',
  direction: 'BUY',
  deadlineAt: new Date(Date.now() + 5.5 * HOUR).toISOString(),
  protectedUntil: null,
  buyerSteamId: '76561198800000001',
  offerId: null,
  offerSenderSteamId: null,
  canConfirmOffer: false,
  sellerInfo: { nickname: '红线商店', avatarUrl: null },
  buyerInfo: { nickname: '玩家8000', avatarUrl: null },
  steps: [
    { step: 'ORDER', done: true, time: '2026-11-24T08:00:00.000Z' },
    { step: 'PAYMENT', done: true, time: '2026-11-24T08:01:00.000Z' },
    { step: 'SHIPMENT', done: false, time: null },
    { step: 'RECEIPT', done: false, time: null },
  ],
  actions: { pay: false, payUrl: null, cancel: true, deliver: false },
  events: [],
  ...overrides,
});

const item = marketItem({ type: TAGS.rifle, exterior: TAGS.fieldTested });

afterEach(() => vi.useRealTimers());

describe('/user/orderDetail', () => {
  it('shows the steps, item, amounts, parties, status with the time left, and cancels after a confirmation', async () => {
    const { environment } = renderApp('/user/orderDetail?orderNo=B202611240001', {
      viewer: viewerData(),
      resolvers: { Order: () => order(), MarketItem: () => item },
      respond: (operation) => {
        if (operationName(operation) !== 'useCancelOrderMutation') return undefined;
        return {
          data: {
            cancelOrder: {
              __typename: 'CancelOrderPayload',
              order: order({
                statusDes: 'BUYER_CANCEL_VERIFYING',
                statusText: '买家取消核实中',
                actions: { pay: false, payUrl: null, cancel: false, deliver: false },
              }),
            },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '订单详情' })).toBeTruthy();
    expect(sentNamed(environment.sent, 'OrderDetailPageQuery')[0].request.variables).toEqual({ orderNo: 'B202611240001' });

    // steps: order and payment done with their times, shipment and receipt not yet
    const steps = await screen.findAllByTestId('order-step');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['下单', '付款', '发货', '收货']);
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'false', 'false']);
    expect(steps[1].querySelector('small')?.textContent).toMatch(/^2026-11-24 \d\d:01$/);
    expect(steps[2].querySelector('small')?.textContent).toBe('—');

    // the item, its float and stickers
    const itemBox = screen.getByTestId('order-item');
    expect(within(itemBox).getByRole('link', { name: 'AK-47 | 红线 (久经沙场)' })).toBeTruthy();
    expect(within(itemBox).getByText('久经沙场').getAttribute('data-tag')).toBe('exterior');
    expect(within(itemBox).getByTestId('order-float').textContent).toBe('0.25634567');
    expect(within(itemBox).getByRole('meter')).toBeTruthy();
    expect(within(itemBox).getByTestId('order-sticker').textContent).toBe('印花 | 泰坦（全息）');

    // amounts: price, fee, actual payment (the buyer's side)
    expect(screen.getByTestId('order-price').textContent).toBe('¥123.45');
    expect(screen.getByTestId('order-fee').textContent).toContain('¥1.23');
    expect(screen.getByTestId('order-actual-payment').textContent).toBe('¥123.45');
    expect(screen.queryByTestId('order-actual-income')).toBeNull();
    expect(screen.getByTestId('order-seller').textContent).toContain('红线商店');
    expect(screen.getByTestId('order-buyer').textContent).toContain('玩家8000');

    // status and the time left to the shipment deadline (the rule of time left: whole hours rounded down)
    expect(screen.getByTestId('order-status-text').textContent).toBe('卖家发货中');
    expect(screen.getByTestId('order-remaining').textContent).toBe('5时');
    expect(screen.getByText('发货剩余时间')).toBeTruthy();
    expect(screen.getByTestId('order-offer').textContent).toContain('尚未发送');

    // actions now: cancel only, after a confirmation
    const actions = screen.getByTestId('order-actions');
    expect(within(actions).queryByTestId('order-pay')).toBeNull();
    expect(within(actions).queryByTestId('order-deliver')).toBeNull();
    fireEvent.click(within(actions).getByTestId('order-cancel'));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    fireEvent.click(within(dialog).getByTestId('order-cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('order-status-text').textContent).toBe('买家取消核实中'));
    expect(sentNamed(environment.sent, 'useCancelOrderMutation')[0].request.variables.input).toEqual({ orderNo: 'B202611240001' });
    expect(await toasts()).toContain('已提交取消');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('counts down, offers payment while unpaid, and refreshes itself every 5 s while pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const deadlineAt = new Date(Date.now() + HOUR + 3_000).toISOString();
    renderApp('/user/orderDetail?orderNo=B202611240001', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () => {
          reads++;
          return order({
            status: 11,
            statusDes: 'WAITING_PAYMENT',
            statusText: '等待付款',
            payMethod: 'ALIPAY',
            actualPayment: null,
            payTime: null,
            deadlineAt,
            steps: [
              { step: 'ORDER', done: true, time: '2026-11-24T08:00:00.000Z' },
              { step: 'PAYMENT', done: false, time: null },
              { step: 'SHIPMENT', done: false, time: null },
              { step: 'RECEIPT', done: false, time: null },
            ],
            actions: { pay: true, payUrl: '/web/pay/sim/cashier/T1', cancel: true, deliver: false },
          });
        },
      },
    });
    expect((await screen.findByTestId('order-remaining')).textContent).toBe('1时');
    expect(screen.getByText('付款剩余时间')).toBeTruthy();
    expect(screen.getByTestId('order-pay').getAttribute('href')).toBe('/web/pay/sim/cashier/T1');
    const before = reads;
    // 5 s later: the countdown is under the hour, and the order was read again
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    // under the hour the payment window counts down in minutes and seconds, not <1时
    await waitFor(() => expect(screen.getByTestId('order-remaining').textContent).toMatch(/^59:5\d$/));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    // the code names the state it waits in, not 订单创建中; nothing is paid yet, the way chosen is shown
    expect(screen.getByTestId('order-status-card').textContent).toContain('待付款');
    expect(screen.getByTestId('order-status-card').textContent).not.toContain('订单创建中');
    expect(screen.getByTestId('order-actual-payment').textContent).toBe('—');
    expect(screen.getByTestId('order-pay-method').textContent).toBe('支付宝');
  });

  it('counts the 15-minute payment window down in mm:ss, every second', async () => {
    // the countdown's clock (Date, setInterval) only: React's and Relay's timeouts and findBy's time
    // limit stay real, so a page that loads slowly is waited for (or fails) instead of hanging forever
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const deadlineAt = new Date(Date.now() + 15 * 60_000).toISOString();
    renderApp('/user/orderDetail?orderNo=B202611240001', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () => order({ status: 11, statusDes: 'WAITING_PAYMENT', statusText: '等待付款', payMethod: 'ALIPAY', actualPayment: null, deadlineAt }),
      },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect((await screen.findByTestId('order-remaining')).textContent).toBe('15:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByTestId('order-remaining').textContent).toBe('13:59');
  });

  it('shows a cancelled order that was never paid with nothing paid and no way of payment', async () => {
    renderApp('/user/orderDetail?orderNo=B202611240002', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () =>
          order({
            orderNo: 'B202611240002',
            status: 55,
            statusDes: 'BUYER_CANCELLED',
            statusText: '买家取消',
            price: 3_300,
            actualPayment: null,
            payMethod: null,
            payTime: null,
            deadlineAt: null,
            actions: { pay: false, payUrl: null, cancel: false, deliver: false },
          }),
      },
    });
    expect((await screen.findByTestId('order-actual-payment')).textContent).toBe('—');
    expect(screen.getByTestId('order-pay-method').textContent).toBe('—');
    expect(screen.getByTestId('order-price').textContent).toBe('¥33.00');
  });

  it('shows a sale: 待发货, actual income and 发货, with the refusal translated', async () => {
    const { environment } = renderApp('/user/orderDetail?orderNo=S1', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () =>
          order({
            orderNo: 'S1',
            direction: 'SELL',
            statusText: '卖家发货中',
            actions: { pay: false, payUrl: null, cancel: true, deliver: true },
          }),
      },
      respond: (operation) =>
        operationName(operation) === 'useDeliverOrderMutation'
          ? { data: { deliverOrder: apiError('BaseError', { code: 'SERVICE_UNAVAILABLE', message: 'Steam 暂时无法访问，请稍后重试' }) } }
          : undefined,
    });
    expect((await screen.findByTestId('order-status-text')).textContent).toBe('待发货');
    expect(screen.getByTestId('order-actual-income').textContent).toBe('¥122.22');
    fireEvent.click(screen.getByTestId('order-deliver'));
    expect(await toasts()).toContain('Steam 暂时无法访问，请稍后重试');
    expect(sentNamed(environment.sent, 'useDeliverOrderMutation')[0].request.variables.input).toEqual({ orderNo: 'S1' });
  });

  it('shows a fee under 10 cents with three decimals, the whole cents the ledger moved', async () => {
    renderApp('/user/orderDetail?orderNo=S2', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () => order({ orderNo: 'S2', direction: 'SELL', price: 890, fee: 9, actualPayment: 890, actualIncome: 881 }),
      },
    });
    expect((await screen.findByTestId('order-fee')).textContent).toContain('¥0.090');
    expect(screen.getByTestId('order-price').textContent).toBe('¥8.90');
    expect(screen.getByTestId('order-actual-income').textContent).toBe('¥8.81');
  });

  it('tells the buyer to check the SteamID the offer comes from', async () => {
    renderApp('/user/orderDetail?orderNo=B1', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () =>
          order({
            status: 41,
            statusDes: 'WAITING_RECEIPT',
            statusText: '等待买家收货',
            offerId: '6100000001',
            offerSenderSteamId: '76561198811111111',
            tradingTime: '2026-11-24T09:00:00.000Z',
            actions: { pay: false, payUrl: null, cancel: false, deliver: false },
          }),
      },
    });
    expect((await screen.findByTestId('order-offer-id')).textContent).toBe('6100000001');
    expect(screen.getByTestId('order-offer-sender').textContent).toBe('76561198811111111');
    expect(screen.getByTestId('order-offer-warning').textContent).toBe(
      '请在 Steam 中核对报价的发送方 SteamID 为 76561198811111111，其他账号发来的报价请勿接受。',
    );
    expect(screen.getByText('收货剩余时间')).toBeTruthy();
    expect(screen.getByTestId('order-actions').textContent).toBe('当前没有可执行的操作');
  });

  it('says so for an unknown order or another user’s', async () => {
    renderApp('/user/orderDetail?orderNo=NOPE', { viewer: viewerData(), resolvers: { Query: () => ({ order: null }) } });
    expect((await screen.findByTestId('order-not-found')).textContent).toBe('订单不存在');
    expect(screen.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe('/user/order');
  });

  it('lets the seller confirm the offer with the simulated Steam', async () => {
    const { environment } = renderApp('/user/orderDetail?orderNo=S1', {
      viewer: viewerData(),
      resolvers: {
        MarketItem: () => item,
        Order: () =>
          order({
            orderNo: 'S1',
            direction: 'SELL',
            offerId: '61',
            canConfirmOffer: true,
            actions: { pay: false, payUrl: null, cancel: true, deliver: false },
          }),
      },
      respond: (operation) =>
        operationName(operation) === 'useConfirmOrderOfferMutation'
          ? {
              data: {
                confirmOrderOffer: {
                  __typename: 'DeliverOrderPayload',
                  order: order({
                    orderNo: 'S1',
                    direction: 'SELL',
                    status: 41,
                    statusDes: 'WAITING_RECEIPT',
                    statusText: '等待买家收货',
                    offerId: '61',
                    canConfirmOffer: false,
                    actions: { pay: false, payUrl: null, cancel: true, deliver: false },
                  }),
                },
              },
            }
          : undefined,
    });
    fireEvent.click(await screen.findByTestId('order-confirm-offer'));
    await waitFor(() => expect(screen.getByTestId('order-status-text').textContent).toBe('等待买家收货'));
    expect(await toasts()).toContain('报价已确认并发送给买家');
    expect(screen.queryByTestId('order-confirm-offer')).toBeNull();
    expect(sentNamed(environment.sent, 'useConfirmOrderOfferMutation')[0].request.variables.input).toEqual({ orderNo: 'S1' });
  });

  it('shows 获取失败 when the status text is missing', async () => {
    renderApp('/user/orderDetail?orderNo=B1', { viewer: viewerData(), resolvers: { MarketItem: () => item, Order: () => order({ statusText: '' }) } });
    expect((await screen.findByTestId('order-status-text')).textContent).toBe('获取失败');
  });
});

describe('/user/order', () => {
  const sale = (index: number, overrides: Record<string, unknown> = {}) =>
    order({ id: `T3JkZXI6U${index}`, orderNo: `S20261124000${index}`, direction: 'SELL', ...overrides });

  it('shows the sell records with 待发货 first, 发货 on them and the badge on the sell tab', async () => {
    let turn = 0;
    const rows = [
      sale(1, { statusDes: 'SELLER_DELIVERING', statusText: '卖家发货中', actions: { pay: false, payUrl: null, cancel: true, deliver: true } }),
      sale(2, { status: 51, statusDes: 'PROTECTED', statusText: '交易保护中', actions: { pay: false, payUrl: null, cancel: false, deliver: false } }),
    ];
    const { environment, router } = renderApp('/user/order?direction=sell', {
      viewer: viewerData({ ordersToDeliver: 1 }),
      resolvers: {
        MarketItem: () => item,
        OrderConnection: () => ({ totalCount: 2, edges: [{ cursor: 'o1' }, { cursor: 'o2' }] }),
        Order: () => rows[turn++ % rows.length],
      },
      respond: (operation) => {
        if (operationName(operation) !== 'useDeliverOrderMutation') return undefined;
        return {
          data: {
            deliverOrder: {
              __typename: 'DeliverOrderPayload',
              order: sale(1, {
                statusDes: 'SELLER_DELIVERING',
                offerId: '61',
                canConfirmOffer: true,
                actions: { pay: false, payUrl: null, cancel: true, deliver: false },
              }),
            },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '我的订单' })).toBeTruthy();
    expect(sentNamed(environment.sent, 'OrderPageQuery')[0].request.variables).toMatchObject({ direction: 'SELL', status: 'ALL', orderNo: null });
    const tabs = screen.getByRole('tablist', { name: '买入或卖出' });
    expect(
      within(tabs)
        .getByRole('tab', { name: /出售记录/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(tabs).getByTestId('order-deliver-badge').textContent).toBe('1');

    const list = await screen.findAllByTestId('order-row');
    expect(list).toHaveLength(2);
    expect(within(list[0]).getByTestId('order-status').textContent).toBe('待发货');
    expect(within(list[0]).getByTestId('order-deliver').textContent).toBe('发货');
    expect(within(list[0]).getByText('玩家8000')).toBeTruthy(); // the other party: the buyer
    expect(within(list[0]).getByText('久经沙场').getAttribute('data-tag')).toBe('exterior');
    expect(within(list[1]).getByTestId('order-status').textContent).toBe('交易保护中');
    expect(within(list[1]).queryByTestId('order-deliver')).toBeNull();
    expect(within(list[1]).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/user/orderDetail?orderNo=S202611240002');

    // 发货: the mutation, the row follows the answer (待确认报价, and 确认报价 to the order page, where the
    // simulated Steam's confirm button is), the toast says so, the badge is read again
    fireEvent.click(within(list[0]).getByTestId('order-deliver'));
    expect(await toasts()).toContain('报价已创建，请在订单详情页点击「确认报价」发送给买家');
    await waitFor(() => expect(within(screen.getAllByTestId('order-row')[0]).queryByTestId('order-deliver')).toBeNull());
    const delivered = screen.getAllByTestId('order-row')[0];
    expect(within(delivered).getByTestId('order-status').textContent).toBe('待确认报价');
    expect(within(delivered).getByTestId('order-confirm-link').textContent).toBe('确认报价');
    expect(within(delivered).getByTestId('order-confirm-link').getAttribute('href')).toBe('/user/orderDetail?orderNo=S202611240001');
    expect(sentNamed(environment.sent, 'useDeliverOrderMutation')[0].request.variables.input).toEqual({ orderNo: 'S202611240001' });
    await waitFor(() => expect(sentNamed(environment.sent, 'DeliverButtonBadgeQuery')).toHaveLength(1));

    // filter and search
    fireEvent.click(screen.getByRole('button', { name: '进行中' }));
    await waitFor(() => expect(router.state.location.search).toBe('?direction=sell&status=pending'));
    fireEvent.change(screen.getByRole('searchbox', { name: '按订单号搜索' }), { target: { value: 'S2026' } });
    await waitFor(() => expect(router.state.location.search).toBe('?direction=sell&status=pending&orderNo=S2026'), { timeout: 3000 });
    const last = sentNamed(environment.sent, 'OrderPageQuery').at(-1);
    expect(last?.request.variables).toMatchObject({ direction: 'SELL', status: 'PENDING', orderNo: 'S2026' });
  });

  it('opens on the buy records, the other party being the seller, and is in the side navigation', async () => {
    renderApp('/user/order', {
      viewer: viewerData({ ordersToDeliver: 0 }),
      resolvers: {
        MarketItem: () => item,
        OrderConnection: () => ({ totalCount: 1, edges: [{ cursor: 'o1' }] }),
        Order: () => order(),
      },
    });
    const row = (await screen.findAllByTestId('order-row'))[0];
    // a table of the records, its columns named for screen readers too
    const table = screen.getByRole('table', { name: '购买记录' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['饰品', '价格', '状态', '下单时间', '卖家', '操作']);
    expect(within(row).getAllByRole('cell')).toHaveLength(6);
    expect(within(row).getByTestId('order-status').textContent).toBe('卖家发货中');
    expect(within(row).getByText('红线商店')).toBeTruthy();
    expect(within(row).queryByTestId('order-deliver')).toBeNull();
    expect(screen.queryByTestId('order-deliver-badge')).toBeNull();
    const nav = screen.getByRole('navigation', { name: '个人中心导航' });
    expect(within(nav).getByRole('link', { name: '我的订单' }).getAttribute('href')).toBe('/user/order');
  });
});
