import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

const account = (index: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'SteamAccount',
  id: `U3RlYW1BY2NvdW50OjE${index}`,
  accountName: `trader_${index}`,
  steamId: `7656119880000000${index}`,
  status: 'NORMAL',
  statusReason: null,
  type: 'ORDINARY',
  tradeLink: `https://steamcommunity.com/tradeoffer/new/?partner=${index}&token=abc`,
  tokenExpiresAt: '2026-11-23T08:00:00.000Z',
  tokenRefreshedAt: '2026-11-22T08:00:00.000Z',
  inventoryRefreshedAt: null,
  itemCount: 40,
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

const rows = () => screen.getAllByTestId('steam-account');
/** The counter "共 N 个账号" above the list. */
const counter = () => within(screen.getByTestId('steam-accounts')).getByText(/^共 \d+ 个账号$/).textContent;
const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('/user/steam', () => {
  it('lists the accounts and copies a trade link, refreshes a token, switches the type and unbinds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/user/steam', {
      viewer: viewerData(),
      resolvers: {
        SteamAccountConnection: () => ({
          totalCount: 2,
          edges: [
            { cursor: 'c1', node: account(1) },
            { cursor: 'c2', node: account(2, { status: 'ABNORMAL', statusReason: '登录已失效，请重新绑定' }) },
          ],
        }),
      },
      respond: (operation) => {
        const name = operationName(operation);
        const input = operation.request.variables.input as { id: string; type?: string };
        if (name === 'useRefreshSteamTokenMutation') {
          return { data: { refreshSteamToken: apiError('BaseError', { code: 'REBIND_REQUIRED', message: '请在APP中重新绑定' }) } };
        }
        if (name === 'useSetSteamAccountTypeMutation') {
          return { data: { setSteamAccountType: { __typename: 'SetSteamAccountTypePayload', account: { id: input.id, type: input.type } } } };
        }
        if (name === 'useUnbindSteamAccountMutation') {
          return { data: { unbindSteamAccount: { __typename: 'UnbindSteamAccountPayload', deletedSteamAccountId: input.id, delistedCount: 2 } } };
        }
        if (name === 'SteamAccountRowGuardCodeQuery') {
          return {
            data: { node: { __typename: 'SteamAccount', id: input?.id ?? operation.request.variables.id, guardCode: { code: 'XQN9Y', expiresInSeconds: 17 } } },
          };
        }
        return undefined;
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Steam 账号' })).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(counter()).toBe('共 2 个账号');
    expect(within(rows()[0]).getByTestId('steam-status').textContent).toBe('正常');
    expect(within(rows()[1]).getByTestId('steam-status').textContent).toBe('异常');
    expect(within(rows()[1]).getByText('登录已失效，请重新绑定')).toBeTruthy();
    // the side navigation has the Steam pages
    const nav = screen.getByRole('navigation', { name: '个人中心导航' });
    expect(within(nav).getByRole('link', { name: 'Steam 账号' }).getAttribute('href')).toBe('/user/steam');
    expect(within(nav).getByRole('link', { name: 'Steam 库存' }).getAttribute('href')).toBe('/user/inventory');
    expect(within(nav).getByRole('link', { name: '在售管理' }).getAttribute('href')).toBe('/user/sell');

    // copy the trade link
    fireEvent.click(within(rows()[0]).getByTestId('copy-trade-link'));
    expect(await toasts()).toContain('已复制');
    expect(writeText).toHaveBeenCalledWith('https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc');

    // view the token: the code and its seconds
    fireEvent.click(within(rows()[0]).getByTestId('view-token'));
    expect((await within(rows()[0]).findByTestId('guard-code')).textContent).toBe('XQN9Y');
    expect(within(rows()[0]).getByTestId('guard-code-seconds').textContent).toMatch(/^1[67] 秒后更新$/);

    // refresh the token: the server's message
    fireEvent.click(within(rows()[1]).getByTestId('refresh-token'));
    await waitFor(async () => expect(await toasts()).toContain('请在APP中重新绑定'));

    // switch to robot after confirming
    const toggle = within(rows()[0]).getByRole('switch', { name: 'trader_1 的机器人模式' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    const typeDialog = await screen.findByRole('dialog', { name: '切换账号类型' });
    fireEvent.click(within(typeDialog).getByRole('button', { name: '确认切换' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(await toasts()).toContain('已更新');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // unbind: the dialog says its listings go off the market
    fireEvent.click(within(rows()[1]).getByTestId('unbind'));
    const unbindDialog = await screen.findByRole('dialog', { name: '解绑 Steam 账号' });
    expect(unbindDialog.textContent).toContain('在售的饰品将全部下架');
    fireEvent.click(within(unbindDialog).getByRole('button', { name: '确认解绑' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await toasts()).toContain('已解绑');
    expect(counter()).toBe('共 1 个账号');
  });

  it('binds an account with its Mafile and password, checked first on the client', async () => {
    let sent: Record<string, unknown> | null = null;
    renderApp('/user/steam', {
      viewer: viewerData(),
      resolvers: { SteamAccountConnection: () => ({ totalCount: 0, edges: [] }) },
      respond: (operation) => {
        if (operationName(operation) !== 'useBindSteamAccountMutation') return undefined;
        sent = operation.request.variables.input as Record<string, unknown>;
        if (sent.password === 'wrong')
          return { data: { bindSteamAccount: apiError('BaseError', { code: 'STEAM_BAD_CREDENTIALS', message: 'Steam 账号或密码错误' }) } };
        return {
          data: {
            bindSteamAccount: { __typename: 'BindSteamAccountPayload', inventoryRefreshMinutes: 5, account: account(7, { accountName: 'demo_trader' }) },
          },
        };
      },
    });
    expect(await screen.findByText(/还没有绑定 Steam 账号/)).toBeTruthy();
    expect(counter()).toBe('共 0 个账号');
    fireEvent.click(screen.getByTestId('bind-open'));
    const dialog = await screen.findByRole('dialog', { name: '绑定 Steam 账号' });
    fireEvent.click(within(dialog).getByTestId('bind-submit'));
    expect(within(dialog).getByText('请上传令牌文件')).toBeTruthy();
    expect(within(dialog).getByText('请输入密码')).toBeTruthy();

    const file = new File(['{"account_name":"demo_trader","shared_secret":"c2VjcmV0"}'], 'demo_trader.maFile', { type: 'application/json' });
    fireEvent.change(within(dialog).getByTestId('bind-mafile'), { target: { files: [file] } });
    await within(dialog).findByText('demo_trader.maFile');
    fireEvent.change(within(dialog).getByLabelText('Steam 密码'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByTestId('bind-submit'));
    expect(await within(dialog).findByText('Steam 账号或密码错误')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Steam 密码'), { target: { value: 'demo-steam-2026' } });
    fireEvent.click(within(dialog).getByTestId('bind-submit'));
    expect((await within(dialog).findByTestId('bind-inventory-notice')).textContent).toBe('库存刷新可能需要 5 分钟，请稍后在库存页面查看。');
    expect(await toasts()).toContain('绑定成功');
    expect(sent).toEqual({ mafile: '{"account_name":"demo_trader","shared_secret":"c2VjcmV0"}', password: 'demo-steam-2026', type: 'ORDINARY' });
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].getAttribute('data-account-name')).toBe('demo_trader');
    expect(counter()).toBe('共 1 个账号');
  });

  it('counts the accounts of a batch bind at once, each once, without asking for the list again', async () => {
    const { environment } = renderApp('/user/steam', {
      viewer: viewerData(),
      resolvers: { SteamAccountConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c1', node: account(1) }] }) },
      respond: (operation) =>
        operationName(operation) === 'useBindSteamAccountsMutation'
          ? {
              data: {
                bindSteamAccounts: {
                  __typename: 'BindSteamAccountsPayload',
                  boundCount: 2,
                  failedCount: 1,
                  inventoryRefreshMinutes: 5,
                  outcomes: [
                    { accountName: 'trader_8', fileName: 'trader_8.maFile', account: account(8), error: null },
                    { accountName: 'trader_9', fileName: 'trader_9.maFile', account: account(9), error: null },
                    {
                      accountName: 'bob',
                      fileName: 'bob.maFile',
                      account: null,
                      error: apiError('BaseError', { code: 'STEAM_BAD_CREDENTIALS', message: 'Steam 账号或密码错误' }),
                    },
                  ],
                },
              },
            }
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Steam 账号' })).toBeTruthy();
    expect(counter()).toBe('共 1 个账号');
    fireEvent.click(screen.getByTestId('batch-bind-open'));
    const dialog = await screen.findByRole('dialog', { name: '批量绑定 Steam 账号' });
    fireEvent.change(within(dialog).getByLabelText('账号和密码'), { target: { value: 'trader_8--pw8\ntrader_9--pw9\nbob--pw' } });
    const files = ['trader_8', 'trader_9', 'bob'].map((name) => new File([`{"account_name":"${name}"}`], `${name}.maFile`, { type: 'application/json' }));
    fireEvent.change(within(dialog).getByTestId('batch-mafiles'), { target: { files } });
    await within(dialog).findByText('bob.maFile');
    fireEvent.click(within(dialog).getByTestId('batch-submit'));
    expect(await within(dialog).findAllByTestId('batch-outcome')).toHaveLength(3);
    // the list and its counter behind the dialog follow at once; the outcomes stay on screen
    await waitFor(() => expect(counter()).toBe('共 3 个账号'));
    expect(rows().map((row) => row.getAttribute('data-account-name'))).toEqual(['trader_1', 'trader_8', 'trader_9']);
    expect(environment.sent.filter((operation) => operationName(operation) === 'SteamAccountListPaginationQuery')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter()).toBe('共 3 个账号');
  });
});

describe('/user/steam without an account', () => {
  const none = { SteamAccountConnection: () => ({ totalCount: 0, edges: [] }), Query: () => ({ steamSimulationEnabled: false }) };

  it('says a bound account is needed to sell and to receive what is bought', async () => {
    renderApp('/user/steam', { viewer: viewerData(), resolvers: none });
    const text = (await screen.findByTestId('steam-empty')).textContent ?? '';
    expect(text).toContain('出售库存中的饰品');
    expect(text).toContain('接收买到的饰品');
  });

  it('says first that buying needs it, when the buyer comes from a purchase', async () => {
    renderApp('/user/steam?from=purchase', { viewer: viewerData(), resolvers: none });
    const text = (await screen.findByTestId('steam-empty')).textContent ?? '';
    expect(text.startsWith('购买的饰品要通过 Steam 交易报价发到您绑定的账号')).toBe(true);
  });

  it('in English too', async () => {
    renderApp('/user/steam?from=purchase', { language: 'en', viewer: viewerData(), resolvers: none });
    expect((await screen.findByTestId('steam-empty')).textContent).toMatch(/^The items you buy are sent by a Steam trade offer/);
  });
});
