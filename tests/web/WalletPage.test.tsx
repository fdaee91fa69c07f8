import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const row = (index: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'WalletTransaction',
  key: `E${index}`,
  type: 'BUY',
  kind: 'PURCHASE',
  amount: -9_000,
  balanceAfter: 1_000,
  account: 'DEPOSIT',
  orderNo: `W2026112400000${index}`,
  leaseNo: null,
  description: '购买饰品（余额支付）',
  createdAt: '2026-11-24T08:30:00.000Z',
  ...overrides,
});

const WALLET = { __typename: 'Wallet', total: 899_150, deposit: 1_000, withdrawable: 8_150, frozen: 890_000, points: 37 };
const SETTINGS = { enabled: true, withdrawable: 8_150, verified: false, account: null, rateBps: 100, min: 1_000, max: 5_000_000, phone: '138****0000' };
const NO_WITHDRAWALS = { WithdrawalSettings: () => SETTINGS, WithdrawalConnection: () => ({ totalCount: 0, edges: [] }) };

describe('/user/wallet', () => {
  it('shows the balances and the transactions, filters by type, searches an order number after 500 ms, and loads more', async () => {
    let secondPage = false;
    const { environment, router } = renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: {
        ...NO_WITHDRAWALS,
        Wallet: () => WALLET,
        WalletTransactionConnection: (context) => {
          secondPage = Boolean(context.args?.after);
          if (secondPage)
            return {
              totalCount: 3,
              edges: [{ cursor: 'c3', node: row(3, { type: 'RECHARGE_WITHDRAW', kind: 'RECHARGE', amount: 10_000, orderNo: null, description: '充值' }) }],
            };
          return {
            totalCount: 3,
            edges: [
              {
                cursor: 'c1',
                node: row(1, { type: 'BUY', kind: 'PAYMENT', amount: -4_000, balanceAfter: null, account: 'ALIPAY', description: '购买饰品（支付宝支付）' }),
              },
              {
                cursor: 'c2',
                node: row(2, {
                  type: 'SELL',
                  kind: 'SALE',
                  amount: 890_000,
                  balanceAfter: 890_000,
                  account: 'FROZEN',
                  description: '出售饰品所得（冻结 7 天）',
                }),
              },
            ],
          };
        },
        PageInfo: () => ({ hasNextPage: !secondPage, hasPreviousPage: false, startCursor: secondPage ? 'c3' : 'c1', endCursor: secondPage ? 'c3' : 'c2' }),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: '我的钱包' })).toBeTruthy();
    expect(screen.getByTestId('wallet-total').textContent).toContain('¥8991.50');
    expect(screen.getByTestId('wallet-total').textContent).toContain('¥10.00');
    expect(screen.getByTestId('wallet-withdrawable').textContent).toContain('¥81.50');
    expect(screen.getByTestId('wallet-frozen').textContent).toContain('¥8900.00');
    expect(screen.getByTestId('wallet-points').textContent).toContain('37');
    // the side navigation has the wallet, marked as the current page
    const nav = screen.getByRole('navigation', { name: '个人中心导航' });
    expect(within(nav).getByRole('link', { name: '我的钱包' }).getAttribute('aria-current')).toBe('page');

    const rows = screen.getAllByTestId('wallet-transaction');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('购买饰品（支付宝支付）');
    expect(rows[0].textContent).toContain('支付宝');
    expect(rows[0].textContent).toContain('−¥40.00');
    expect(within(rows[0]).getByRole('link', { name: 'W20261124000001' }).getAttribute('href')).toBe('/user/orderDetail?orderNo=W20261124000001');
    expect(rows[1].textContent).toContain('+¥8900.00');
    expect(rows[1].textContent).toContain('出售');
    expect(sentNamed(environment.sent, 'WalletPageQuery')[0].request.variables).toEqual({ type: null, orderNo: null, first: 20 });

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(3));
    expect(screen.getAllByTestId('wallet-transaction')[2].textContent).toContain('充值');
    expect(sentNamed(environment.sent, 'WalletTransactionListPaginationQuery')[0].request.variables).toMatchObject({ first: 20, after: 'c2' });

    // the type tabs are in the URL
    fireEvent.click(screen.getByRole('tab', { name: '出售' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=sell'));
    await waitFor(() => expect(sentNamed(environment.sent, 'WalletPageQuery').at(-1)!.request.variables).toEqual({ type: 'SELL', orderNo: null, first: 20 }));

    // the order-number search waits for 500 ms of quiet before it queries
    const search = screen.getByRole('searchbox', { name: '按订单号搜索' });
    fireEvent.change(search, { target: { value: 'W2026' } });
    fireEvent.change(search, { target: { value: 'W20261124' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toBe('?type=sell');
    await waitFor(() => expect(router.state.location.search).toBe('?type=sell&orderNo=W20261124'), { timeout: 2_000 });
    await waitFor(() =>
      expect(sentNamed(environment.sent, 'WalletPageQuery').at(-1)!.request.variables).toEqual({ type: 'SELL', orderNo: 'W20261124', first: 20 }),
    );
    expect(sentNamed(environment.sent, 'WalletPageQuery').filter((operation) => operation.request.variables.orderNo === 'W2026')).toHaveLength(0);
  });

  it('links a lease’s rows to the lease', async () => {
    renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: {
        ...NO_WITHDRAWALS,
        Wallet: () => WALLET,
        WalletTransactionConnection: () => ({
          totalCount: 1,
          edges: [
            {
              cursor: 'c1',
              node: row(1, {
                kind: 'HOLD',
                amount: -12_000,
                account: 'DEPOSIT',
                orderNo: null,
                leaseNo: 'L202611280001',
                description: '租赁冻结（租金和押金）',
              }),
            },
          ],
        }),
      },
    });
    const [leaseRow] = await screen.findAllByTestId('wallet-transaction');
    expect(within(leaseRow).getByRole('link', { name: 'L202611280001' }).getAttribute('href')).toBe('/user/lease?leaseNo=L202611280001');
  });

  it('says how much of the total is held, naming leases beside buy orders and offers, in Chinese and English', async () => {
    const { unmount } = renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: {
        ...NO_WITHDRAWALS,
        // a lease's rent and deposit held: ¥10 rent and ¥100 deposit
        Wallet: () => ({ ...WALLET, total: 11_500, deposit: 500, withdrawable: 0, frozen: 0, held: 11_000 }),
        WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
      },
    });
    const total = await screen.findByTestId('wallet-total');
    expect(total.textContent).toContain('¥115.00');
    expect(within(total).getByTestId('wallet-held').textContent).toBe('其中求购、还价和租赁冻结 ¥110.00');
    unmount();

    renderApp('/user/wallet', {
      language: 'en',
      viewer: viewerData(),
      resolvers: {
        ...NO_WITHDRAWALS,
        Wallet: () => ({ ...WALLET, held: 11_000 }),
        WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
      },
    });
    expect((await screen.findByTestId('wallet-held')).textContent).toContain('Of which held for buy orders, offers and leases');
  });

  it('shows no held note when nothing is held', async () => {
    renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: { ...NO_WITHDRAWALS, Wallet: () => ({ ...WALLET, held: 0 }), WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }) },
    });
    expect((await screen.findByTestId('wallet-total')).textContent).toContain('¥8991.50');
    expect(screen.queryByTestId('wallet-held')).toBeNull();
  });

  it('speaks English and shows an empty list', async () => {
    renderApp('/user/wallet', {
      language: 'en',
      viewer: viewerData(),
      resolvers: {
        Wallet: () => ({ ...WALLET, total: 0, deposit: 0, withdrawable: 0, frozen: 0, points: 0 }),
        WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
        ...NO_WITHDRAWALS,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My wallet' })).toBeTruthy();
    expect(screen.getByText('Total assets')).toBeTruthy();
    expect(screen.getByText('No transactions yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recharge/withdraw' })).toBeTruthy();
  });

  it('dates its transactions and withdrawals in the one format of the site, in English as in Chinese', async () => {
    const at = new Date(2026, 10, 27, 14, 3, 9).toISOString(); // 2026-11-27 14:03 in the browser's time zone
    renderApp('/user/wallet', {
      language: 'en',
      viewer: viewerData(),
      resolvers: {
        Wallet: () => WALLET,
        WalletTransactionConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c1', node: row(1, { createdAt: at }) }] }),
        WithdrawalSettings: () => SETTINGS,
        WithdrawalConnection: () => ({
          totalCount: 1,
          edges: [
            {
              cursor: 'w1',
              node: {
                id: 'w1',
                serialNo: 'W1',
                status: 'SUCCESS',
                statusText: 'Success',
                amount: 3_000,
                fee: 30,
                actualAmount: 2_970,
                failureReason: null,
                createdAt: at,
              },
            },
          ],
        }),
      },
    });
    const transaction = await screen.findByTestId('wallet-transaction');
    expect(transaction.textContent).toContain('2026-11-27 14:03');
    expect(transaction.textContent).not.toContain('27/11/2026');
    expect(within(screen.getByTestId('withdraw-history')).getByTestId('withdrawal-row').textContent).toContain('2026-11-27 14:03');
  });

  it('withdraws: shows the fee and what arrives, asks the first withdrawal for the name, ID number and account, sends them with the code and a key', async () => {
    const { environment } = renderApp('/user/wallet', {
      viewer: viewerData(),
      resolvers: {
        Wallet: () => WALLET,
        WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
        WithdrawalSettings: () => SETTINGS,
        WithdrawalConnection: () => ({
          totalCount: 1,
          edges: [
            {
              cursor: 'w1',
              node: {
                id: 'w1',
                serialNo: 'W20261124000000000001',
                status: 'FAILURE',
                statusText: '失败',
                amount: 3_000,
                fee: 30,
                actualAmount: 2_970,
                failureReason: '收款账号不存在或姓名有误，请核实后重试',
                createdAt: '2026-11-24T08:30:00.000Z',
              },
            },
          ],
        }),
        SendWithdrawalCodeResult: () => ({ __typename: 'SendWithdrawalCodePayload', retryAfterSeconds: 60 }),
        WithdrawResult: () => ({ __typename: 'WithdrawPayload' }),
      },
    });
    const form = await screen.findByTestId('withdraw-form');
    expect(within(form).getByTestId('withdraw-available').textContent).toBe('¥81.50');
    const history = screen.getByTestId('withdraw-history');
    expect(within(history).getByTestId('withdrawal-row').textContent).toContain('收款账号不存在或姓名有误');
    expect(within(history).getByTestId('withdrawal-row').textContent).toContain('¥29.70');

    fireEvent.change(within(form).getByLabelText('提现金额（元）'), { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认提现' }));
    expect(await within(form).findByText('可用金额不足，请重新输入')).toBeTruthy();
    expect(within(form).getByText('请输入真实姓名')).toBeTruthy();
    expect(sentNamed(environment.sent, 'useWithdrawMutation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('提现金额（元）'), { target: { value: '50' } });
    expect(within(form).getByTestId('withdraw-preview').textContent).toBe('手续费 ¥0.50，实际到账 ¥49.50');
    fireEvent.change(within(form).getByLabelText('支付宝账号'), { target: { value: '13800138000' } });
    fireEvent.change(within(form).getByLabelText('真实姓名'), { target: { value: '张三' } });
    fireEvent.change(within(form).getByLabelText('身份证号'), { target: { value: '11010519491231002x' } });
    fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useSendWithdrawalCodeMutation')).toHaveLength(1));
    fireEvent.change(within(form).getByLabelText('短信验证码（发送至 138****0000）'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认提现' }));
    // the first withdrawal verifies the real name for good: a confirmation with the name and the masked number comes first
    let confirm = await screen.findByRole('dialog', { name: '确认实名信息' });
    expect(confirm.textContent).toContain('实名认证提交后不可修改');
    expect(within(confirm).getByTestId('identity-confirm-details').textContent).toBe('真实姓名张三身份证号110105********002X');
    expect(confirm.textContent).not.toContain('11010519491231002X');
    // back: nothing is sent, the form keeps what was typed
    fireEvent.click(within(confirm).getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentNamed(environment.sent, 'useWithdrawMutation')).toHaveLength(0);
    expect((within(form).getByLabelText('真实姓名') as HTMLInputElement).value).toBe('张三');
    fireEvent.click(within(form).getByRole('button', { name: '确认提现' }));
    confirm = await screen.findByRole('dialog', { name: '确认实名信息' });
    fireEvent.click(within(confirm).getByTestId('identity-confirm'));
    await waitFor(() => expect(sentNamed(environment.sent, 'useWithdrawMutation')).toHaveLength(1));
    const input = sentNamed(environment.sent, 'useWithdrawMutation')[0].request.variables.input;
    expect(input).toMatchObject({ amount: '50', smsCode: '123456', name: '张三', idNumber: '11010519491231002X', account: '13800138000' });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('提现已发起')).toBeTruthy();
  });
});
