import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { leaseToast } from '../../web/session/leaseToasts.ts';
import { createTestI18n } from './helpers/i18n.ts';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

// 我的租赁 (web/pages/user/lease): the leases the viewer rents and lent, by role and status, and one
// lease's page (/user/lease?leaseNo=…) with its actions as the API lists them: renew for days, return
// and buy out after a confirmation, the lender's 发货; the live stream's lease toasts.

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const ITEM = {
  __typename: 'MarketItem',
  id: 'TWFya2V0SXRlbTox',
  hashName: 'AK-47 | Redline (Field-Tested)',
  iconUrl: null,
  rarityColor: '#D32CE6',
  name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' },
  rarity: null,
  exterior: null,
};

const DAY = 86_400_000;
const STARTED = Date.now() - 9 * DAY;

function lease(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Lease',
    id: 'TGVhc2U6MQ==',
    leaseNo: 'L202611190000000001',
    status: 'RENTING',
    role: 'RENTER',
    days: 10,
    maxDays: 30,
    dailyRent: 100,
    rent: 1_000,
    deposit: 10_000,
    buyoutPrice: 15_000,
    held: 11_000,
    payMethod: 'BALANCE',
    createdAt: new Date(STARTED - DAY / 2).toISOString(),
    startedAt: new Date(STARTED).toISOString(),
    endsAt: new Date(STARTED + 10 * DAY).toISOString(),
    closedAt: null,
    deadlineAt: new Date(STARTED + 10 * DAY).toISOString(),
    daysLeft: 1,
    returnableFrom: new Date(STARTED + 7 * DAY).toISOString(),
    floatValue: 0.25634567,
    item: ITEM,
    lenderIncome: 0,
    fee: 0,
    renterRefund: null,
    counterpart: { nickname: '红线商店', avatarUrl: null },
    lenderSteamId: '76561198800000002',
    renterSteamId: '76561198800000001',
    offerId: '7001',
    payUrl: null,
    actions: ['renew', 'return', 'buyout'],
    renewalOptions: Array.from({ length: 20 }, (_, index) => ({ days: index + 1, addedRent: (index + 1) * 100 })),
    history: [
      { event: 'RENT_BALANCE', actor: 'RENTER', at: new Date(STARTED - DAY / 2).toISOString() },
      { event: 'DELIVERY_OFFER_SENT', actor: 'LENDER', at: new Date(STARTED - DAY / 4).toISOString() },
      { event: 'DELIVERED', actor: 'SYSTEM', at: new Date(STARTED).toISOString() },
    ],
    ...overrides,
  };
}

const LENDER_AWAITING = lease({
  id: 'TGVhc2U6Mg==',
  leaseNo: 'L202611190000000002',
  role: 'LENDER',
  status: 'AWAITING_DELIVERY',
  counterpart: { nickname: '玩家9000', avatarUrl: null },
  startedAt: null,
  endsAt: null,
  daysLeft: null,
  returnableFrom: null,
  offerId: null,
  actions: ['deliver'],
  renewalOptions: [],
  history: [{ event: 'RENT_BALANCE', actor: 'RENTER', at: new Date().toISOString() }],
});

describe('我的租赁', () => {
  it('lists the rented leases with their terms, status and time left, and reads the lent ones and one status from the URL', async () => {
    const ended = lease({ id: 'TGVhc2U6Mw==', leaseNo: 'L202611190000000003', status: 'COMPLETED', closedAt: '2026-11-20T08:00:00.000Z', actions: [] });
    const rows = [lease(), ended];
    let next = 0;
    const rendered = renderApp('/user/lease', {
      viewer: viewerData(),
      resolvers: {
        LeaseConnection: () => ({ totalCount: 2, edges: rows.map((_, index) => ({ cursor: `c${index}` })) }),
        Lease: () => rows[next++ % rows.length],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '我的租赁' })).toBeTruthy();
    const [running, completed] = await screen.findAllByTestId('lease-row');
    const table = screen.getByRole('table', { name: '我租入的' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['饰品', '租期 / 日租金', '押金', '状态', '剩余 / 到期', '出租方', '操作']);
    expect(within(running).getByTestId('lease-no').textContent).toBe('L202611190000000001');
    expect(within(running).getByTestId('lease-terms').textContent).toBe('10 天 × ¥1.00/天');
    expect(within(running).getByTestId('lease-deposit').textContent).toBe('¥100.00');
    expect(within(running).getByTestId('lease-status').textContent).toBe('租赁中');
    expect(within(running).getByTestId('lease-time').textContent).toBe('剩 1 天');
    expect(within(running).getByTestId('lease-counterpart').textContent).toBe('红线商店');
    expect(within(running).getByTestId('lease-renew-link').getAttribute('href')).toBe('/user/lease?leaseNo=L202611190000000001');
    expect(within(completed).getByTestId('lease-status').textContent).toBe('已完成');
    expect(within(completed).getByTestId('lease-time').textContent).toMatch(/结束$/);
    const lists = () => sentNamed(rendered.environment.sent, 'LeasePageQuery');
    expect(lists()[0].request.variables).toMatchObject({ role: 'RENTER', status: null });

    // 我租出的, then only the leases awaiting delivery
    fireEvent.click(screen.getByRole('tab', { name: '我租出的' }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists()[1].request.variables).toMatchObject({ role: 'LENDER', status: null });
    expect(rendered.router.state.location.search).toBe('?role=lender');
    await waitFor(() => expect(screen.getByRole('tab', { name: '我租出的' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(await screen.findByLabelText('按状态筛选'), { target: { value: 'AWAITING_DELIVERY' } });
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(lists()[2].request.variables).toMatchObject({ role: 'LENDER', status: 'AWAITING_DELIVERY' });
    expect(rendered.router.state.location.search).toBe('?role=lender&status=AWAITING_DELIVERY');
  });

  it('in English', async () => {
    renderApp('/user/lease?role=lender', {
      language: 'en',
      viewer: viewerData(),
      resolvers: { LeaseConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c0' }] }), Lease: () => LENDER_AWAITING },
    });
    const [row] = await screen.findAllByTestId('lease-row');
    expect(screen.getByRole('table', { name: 'Lent' })).toBeTruthy();
    expect(within(row).getByTestId('lease-status').textContent).toBe('Awaiting delivery');
    expect(within(row).getByTestId('lease-deliver').textContent).toBe('Deliver');
  });
});

describe('a lease’s page', () => {
  it('shows the status with days left, the steps, the amounts and the offer; renews for the days chosen with the rent they add', async () => {
    const renewed = lease({ days: 15, rent: 1_500, daysLeft: 6, endsAt: new Date(STARTED + 15 * DAY).toISOString() });
    const { environment } = renderApp('/user/lease?leaseNo=L202611190000000001', {
      viewer: viewerData(),
      resolvers: { Lease: () => lease() },
      respond: (operation) =>
        operationName(operation) === 'useRenewLeaseMutation' ? { data: { renewLease: { __typename: 'LeasePayload', lease: renewed } } } : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '租赁详情' })).toBeTruthy();
    expect(screen.getByTestId('lease-status-text').textContent).toBe('租赁中');
    expect(screen.getByTestId('lease-days-left').textContent).toBe('1 天');
    expect(screen.getByTestId('lease-remaining').textContent).toBeTruthy();
    expect(screen.getAllByTestId('lease-step').map((step) => step.querySelector('strong')?.textContent)).toEqual([
      '余额支付租金和押金',
      '出租方已发出报价',
      '租客已收到饰品，开始计租',
    ]);
    expect(screen.getByTestId('lease-rent').textContent).toBe('¥10.00');
    expect(screen.getByTestId('lease-buyout-price').textContent).toBe('¥150.00');
    expect(screen.getByTestId('lease-offer-id').textContent).toBe('7001');

    fireEvent.click(screen.getByTestId('lease-renew'));
    const dialog = await screen.findByRole('dialog', { name: '续租' });
    expect(within(dialog).getByText('总租期最多 30 天，当前 10 天')).toBeTruthy();
    expect(within(dialog).getByTestId('lease-renew-added').textContent).toBe('¥1.00');
    fireEvent.change(within(dialog).getByTestId('lease-renew-days'), { target: { value: '5' } });
    expect(within(dialog).getByTestId('lease-renew-added').textContent).toBe('¥5.00');
    fireEvent.click(within(dialog).getByTestId('lease-renew-confirm'));
    await waitFor(() => expect(sentNamed(environment.sent, 'useRenewLeaseMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useRenewLeaseMutation')[0].request.variables.input).toEqual({ leaseNo: 'L202611190000000001', days: 5 });
    expect(await screen.findByText('已续租 5 天')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('lease-days-left').textContent).toBe('6 天'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns only after a confirmation, and shows the buyout price less the deposit before buying out', async () => {
    const { environment } = renderApp('/user/lease?leaseNo=L202611190000000001', {
      viewer: viewerData(),
      resolvers: { Lease: () => lease() },
      respond: (operation) =>
        operationName(operation) === 'useReturnLeaseMutation'
          ? { data: { returnLease: { __typename: 'LeasePayload', lease: lease({ status: 'RETURNING', actions: [] }) } } }
          : undefined,
    });
    fireEvent.click(await screen.findByTestId('lease-buyout'));
    const buyout = await screen.findByRole('dialog', { name: '买断这件饰品？' });
    expect(within(buyout).getByText('买断价 ¥150.00，已付押金 ¥100.00 抵扣，需再支付：')).toBeTruthy();
    expect(within(buyout).getByTestId('lease-buyout-due').textContent).toBe('¥50.00');
    fireEvent.click(within(buyout).getByRole('button', { name: '再想想' }));
    expect(sentNamed(environment.sent, 'useBuyoutLeaseMutation')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('lease-return'));
    const confirm = await screen.findByRole('dialog', { name: '归还饰品？' });
    expect(sentNamed(environment.sent, 'useReturnLeaseMutation')).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('lease-return-confirm'));
    await waitFor(() => expect(sentNamed(environment.sent, 'useReturnLeaseMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useReturnLeaseMutation')[0].request.variables.input).toEqual({ leaseNo: 'L202611190000000001' });
    await waitFor(() => expect(screen.getByTestId('lease-status-text').textContent).toBe('归还中'));
    expect(screen.getByText('暂无可执行的操作')).toBeTruthy();
  });

  it('gives the lender 发货, which asks the platform to send the offer', async () => {
    const { environment } = renderApp('/user/lease?leaseNo=L202611190000000002', {
      viewer: viewerData(),
      resolvers: { Lease: () => LENDER_AWAITING },
      respond: (operation) =>
        operationName(operation) === 'useDeliverLeaseMutation'
          ? { data: { deliverLease: { __typename: 'LeasePayload', lease: { ...LENDER_AWAITING, offerId: '7002', actions: [] } } } }
          : undefined,
    });
    expect(await screen.findByTestId('lease-offer-note')).toHaveProperty('textContent', '租客已付款，请点击“发货”，由平台从你的 Steam 账号发出报价。');
    const [deliver] = screen.getAllByTestId('lease-deliver');
    expect(deliver.textContent).toBe('发货');
    fireEvent.click(deliver);
    await waitFor(() => expect(sentNamed(environment.sent, 'useDeliverLeaseMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useDeliverLeaseMutation')[0].request.variables.input).toEqual({ leaseNo: 'L202611190000000002' });
    expect(await screen.findByText('报价已发出，等待租客接受')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('lease-deliver')).toHaveLength(0));
    expect(screen.getByTestId('lease-offer-id').textContent).toBe('7002');
  });

  it('tells the renter to accept the offer when the lender’s offer arrives on the live stream', async () => {
    const awaiting = lease({ status: 'AWAITING_DELIVERY', offerId: null, actions: ['cancel'], startedAt: null, endsAt: null, daysLeft: null });
    const { environment } = renderApp('/user/lease?leaseNo=L202611190000000001', { viewer: viewerData(), resolvers: { Lease: () => awaiting } });
    expect((await screen.findByTestId('lease-offer-note')).textContent).toBe('等待出租方发货，发货后请在 Steam 中接受报价。');
    let stream: OperationDescriptor | undefined;
    await waitFor(() => {
      stream = environment.mock.getAllOperations().find((operation) => operationName(operation) === 'LiveEventsSubscription');
      expect(stream).toBeTruthy();
    });
    act(() =>
      environment.mock.nextValue(stream!, {
        data: {
          viewerEvents: {
            __typename: 'LeaseChanged',
            cursor: 'c1',
            leaseEvent: 'DELIVERY_OFFER_SENT',
            lease: { ...awaiting, offerId: '7003', actions: [], item: ITEM },
          },
        },
      }),
    );
    expect(await screen.findByText('出租方已发出报价：AK-47 | 红线 (久经沙场)，请在 Steam 中接受')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('lease-offer-id').textContent).toBe('7003'));
    expect(screen.getByTestId('lease-offer-note').textContent).toContain('76561198800000002');
  });
});

describe('the lease toasts', () => {
  it('tell each side only what it must act on, in Chinese and English', () => {
    const zh = createTestI18n('zh').t;
    const en = createTestI18n('en').t;
    const name = 'AK-47 | 红线 (久经沙场)';
    const renter = { role: 'RENTER', actions: [] } as const;
    const lender = { role: 'LENDER', actions: ['deliver'] } as const;
    expect(leaseToast('END_PASSED', renter, zh, name)).toEqual({ text: '租赁已逾期：AK-47 | 红线 (久经沙场)，请尽快归还或买断', tone: 'error' });
    expect(leaseToast('END_PASSED', renter, en, name)?.text).toBe('Lease overdue: AK-47 | 红线 (久经沙场). Return or buy it out now');
    expect(leaseToast('RENT_BALANCE', lender, zh, name)?.text).toBe('你的饰品被租出：AK-47 | 红线 (久经沙场)，请尽快发货');
    expect(leaseToast('RETURN_RECEIVED', { role: 'LENDER', actions: [] }, zh, name)?.text).toBe('租出的饰品已归还：AK-47 | 红线 (久经沙场)');
    expect(leaseToast('RETURN_FAILED', renter, en, name)?.text).toBe('Return failed: AK-47 | 红线 (久经沙场). Check your Steam account and try again');
    // a robot account delivers by itself: the lender has nothing to do; nobody hears of their own step
    expect(leaseToast('RENT_BALANCE', { role: 'LENDER', actions: [] }, zh, name)).toBeNull();
    expect(leaseToast('RENT_BALANCE', renter, zh, name)).toBeNull();
    expect(leaseToast('DELIVERY_OFFER_SENT', { role: 'LENDER', actions: [] }, zh, name)).toBeNull();
    expect(leaseToast('RENEWED', renter, zh, name)).toBeNull();
  });
});
