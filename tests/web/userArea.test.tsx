import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, viewerData, type MockResolvers } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const statistics = {
  UserStatistics: () => ({
    __typename: 'UserStatistics',
    range: 'THIS_MONTH',
    from: '2026-11-01',
    to: '2026-11-21',
    sales: { count: 2, amount: 12345 },
    withdrawals: { count: 0, amount: 0 },
  }),
} satisfies MockResolvers;

afterEach(() => {
  vi.useRealTimers();
});

describe('user area', () => {
  it('opens the login modal for visitors and, when it is closed, goes home (no page before)', async () => {
    const { router, environment } = renderApp('/user/setting');
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    expect(sentNamed(environment.sent, 'SettingPageQuery')).toHaveLength(0); // nothing of the user's is asked for
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor who logs in from the guard lands on the page asked for', async () => {
    let signedIn = false;
    const { router } = renderApp('/sellhot', {
      viewer: () => (signedIn ? viewerData() : null),
      resolvers: statistics,
      respond: (operation) =>
        operationName(operation) === 'useLoginMutation'
          ? ((signedIn = true), { data: { login: { __typename: 'LoginPayload', viewer: { id: viewerData().id } } } })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: '热卖饰品' });
    await act(() => router.navigate('/user/setting'));
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { level: 1, name: '账户设置' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/setting');
    expect(screen.getByTestId('masked-phone').textContent).toBe('138****8000');
  });

  it("closing the guard's modal returns to the page the visitor came from", async () => {
    const { router } = renderApp('/sellhot');
    await screen.findByRole('heading', { level: 1, name: '热卖饰品' });
    await act(() => router.navigate('/user/messageCenter'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sellhot'));
  });

  it("shows the settings: masked phone, verification status, statistics in the user's currency, the open-platform switch", async () => {
    renderApp('/user/setting', { viewer: viewerData({ verifiedStatus: 1, realName: '张*' }), resolvers: statistics });
    expect(await screen.findByRole('heading', { level: 1, name: '账户设置' })).toBeTruthy();
    expect(screen.getByTestId('identity-status').textContent).toBe('已认证');
    expect(within(screen.getByTestId('identity-section')).getByText('张*')).toBeTruthy();
    expect(screen.getByTestId('statistics-period').textContent).toBe('2026-11-01 至 2026-11-21');
    expect(within(screen.getByTestId('statistics-section')).getByText('¥123.45')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '开放平台开关' }).getAttribute('aria-checked')).toBe('false');
    const side = screen.getByRole('navigation', { name: '个人中心导航' });
    expect(within(side).getByRole('link', { name: '账户设置' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks before leaving with an unsaved nickname: cancel stays with the edit, "save and leave" saves and goes', async () => {
    let saved: string | null = null;
    const { router, environment } = renderApp('/user/setting', {
      viewer: () => viewerData(saved ? { nickname: saved } : {}),
      resolvers: statistics,
      respond: (operation) => {
        if (operationName(operation) !== 'useUpdateProfileMutation') return undefined;
        const nickname = (operation.request.variables.input as { nickname: string }).nickname;
        if (nickname === 'bad')
          return { data: { updateProfile: apiError('ValidationError', { code: 'VALIDATION', field: 'nickname', message: '昵称不能包含换行符或控制字符' }) } };
        saved = nickname;
        return { data: { updateProfile: { __typename: 'UpdateProfilePayload', viewer: { id: viewerData().id, nickname } } } };
      },
    });
    const input = (await screen.findByRole('textbox', { name: '昵称' })) as HTMLInputElement;
    const goToMessages = () => fireEvent.click(within(screen.getByRole('navigation', { name: '个人中心导航' })).getByRole('link', { name: '消息中心' }));

    // no edit: leaving is free, and the browser is not asked either
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    fireEvent.change(input, { target: { value: 'bad' } });
    expect(unload()).toBe(true);
    goToMessages();
    let prompt = await screen.findByRole('dialog', { name: '有未保存的修改' });
    fireEvent.click(within(prompt).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/user/setting');
    expect(input.value).toBe('bad');

    // a save the API refuses keeps the user here, with the message in place
    goToMessages();
    prompt = await screen.findByRole('dialog', { name: '有未保存的修改' });
    fireEvent.click(within(prompt).getByRole('button', { name: '保存并离开' }));
    expect(await screen.findByText('昵称不能包含换行符或控制字符')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/user/setting');

    // a query-string change is not leaving
    await act(() => router.navigate('/user/setting?tab=x'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(input, { target: { value: '  新昵称  ' } });
    goToMessages();
    prompt = await screen.findByRole('dialog', { name: '有未保存的修改' });
    fireEvent.click(within(prompt).getByRole('button', { name: '保存并离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/messageCenter'));
    const updates = sentNamed(environment.sent, 'useUpdateProfileMutation');
    expect(updates.map((operation) => operation.request.variables.input)).toEqual([{ nickname: 'bad' }, { nickname: '新昵称' }]);
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('昵称已更新');
    expect(unload()).toBe(false);
  });

  it('offers leaving without saving: the edit is dropped, nothing is sent and the user goes', async () => {
    const { router, environment } = renderApp('/user/setting', { viewer: viewerData(), resolvers: statistics });
    const input = (await screen.findByRole('textbox', { name: '昵称' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '不要了' } });
    fireEvent.click(within(screen.getByRole('navigation', { name: '个人中心导航' })).getByRole('link', { name: '消息中心' }));
    const prompt = await screen.findByRole('dialog', { name: '有未保存的修改' });
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['取消', '不保存离开', '保存并离开']));
    fireEvent.click(within(prompt).getByRole('button', { name: '不保存离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/messageCenter'));
    expect(screen.queryByRole('dialog', { name: '有未保存的修改' })).toBeNull();
    expect(sentNamed(environment.sent, 'useUpdateProfileMutation')).toHaveLength(0);
  });

  it('refuses a wrong avatar file before sending it', async () => {
    const { environment } = renderApp('/user/setting', { viewer: viewerData(), resolvers: statistics });
    const input = (await screen.findByTestId('avatar-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('只能上传 JPG、PNG、WebP 或 GIF 图片')).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过 2 MB')).toBeTruthy();
    expect(environment.restCalls.filter((call) => call.path.startsWith('/web/user/avatar'))).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(environment.restCalls.filter((call) => call.path === '/web/user/avatar')).toHaveLength(1));
    const upload = environment.restCalls.find((call) => call.path === '/web/user/avatar')!;
    expect(upload.init.method).toBe('POST');
    expect(upload.init.body).toBeInstanceOf(FormData);
    expect((upload.init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('头像已更新');
    // the viewer is loaded again for the new picture
    await waitFor(() => expect(sentNamed(environment.sent, 'SessionQuery').length).toBeGreaterThanOrEqual(2));
  });

  it('asks before switching the open platform', async () => {
    const { environment } = renderApp('/user/setting', {
      viewer: viewerData(),
      resolvers: statistics,
      respond: (operation) =>
        operationName(operation) === 'useSetOpenPlatformMutation'
          ? { data: { setOpenPlatform: { __typename: 'SetOpenPlatformPayload', viewer: { id: viewerData().id, openPlatformEnabled: true } } } }
          : undefined,
    });
    const toggle = await screen.findByRole('switch', { name: '开放平台开关' });
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('dialog', { name: '开启开放平台？' })).getByRole('button', { name: '取消' }));
    expect(sentNamed(environment.sent, 'useSetOpenPlatformMutation')).toHaveLength(0);
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('dialog', { name: '开启开放平台？' })).getByRole('button', { name: '确认开启' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sentNamed(environment.sent, 'useSetOpenPlatformMutation')[0].request.variables).toEqual({ input: { enabled: true } });
  });

  it('logs out: the toast, the local entries cleared, home after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = true;
    window.localStorage.setItem('order', 'ORDER-1');
    window.localStorage.setItem('button', JSON.stringify({ loginCode: Date.now() + 30_000 }));
    window.localStorage.setItem('lang', 'zh');
    const { router, environment } = renderApp('/user/setting', {
      viewer: () => (signedIn ? viewerData() : null),
      resolvers: statistics,
      respond: (operation) =>
        operationName(operation) === 'useLogoutMutation' ? ((signedIn = false), { data: { logout: { __typename: 'LogoutPayload' } } }) : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: '账户设置' });
    expect(window.localStorage.getItem('id')).toBe(viewerData().id);
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('已退出登录');
    expect(sentNamed(environment.sent, 'useLogoutMutation')).toHaveLength(1);
    expect(['id', 'order', 'button'].map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
    expect(window.localStorage.getItem('lang')).toBe('zh'); // preferences stay
    expect(screen.queryByRole('dialog')).toBeNull(); // the guard stays quiet during the logout
    expect(router.state.location.pathname).toBe('/user/setting');
    act(() => vi.advanceTimersByTime(999));
    expect(router.state.location.pathname).toBe('/user/setting');
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('refreshes the viewer every 5 minutes; a session gone meanwhile signs the user out silently', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = true;
    const { environment } = renderApp('/user/setting', { viewer: () => (signedIn ? viewerData() : null), resolvers: statistics });
    await screen.findByRole('heading', { level: 1, name: '账户设置' });
    const loads = () => sentNamed(environment.sent, 'SessionQuery').length;
    const before = loads();
    await act(() => vi.advanceTimersByTimeAsync(4 * 60 * 1000));
    expect(loads()).toBe(before);
    signedIn = false;
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
    await waitFor(() => expect(loads()).toBe(before + 1));
    // signed out: the user area shows its guard and the login modal
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
