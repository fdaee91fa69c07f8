import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const mutations = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

type Answers = Partial<Record<'useSendLoginCodeMutation' | 'useLoginMutation', Record<string, unknown>>>;

/** The app on /sellhot with the login modal open; the mutations answer what the test says. */
async function openLogin(answers: Answers = {}) {
  let signedIn = false;
  const view = renderApp('/sellhot', {
    viewer: () => (signedIn ? viewerData({ nickname: '新玩家' }) : null),
    respond: (operation) => {
      const name = operationName(operation);
      if (name === 'useSendLoginCodeMutation')
        return { data: { sendLoginCode: answers[name] ?? { __typename: 'SendLoginCodePayload', retryAfterSeconds: 60 } } };
      if (name === 'useLoginMutation') {
        const result = answers[name] ?? { __typename: 'LoginPayload', viewer: { id: viewerData().id } };
        if (result.__typename === 'LoginPayload') signedIn = true;
        return { data: { login: result } };
      }
      return undefined;
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: '登录' }));
  const dialog = screen.getByRole('dialog', { name: '登录' });
  const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
  return { ...view, dialog, phone: field('手机号'), code: field('验证码'), sendButton: within(dialog).getByTestId('send-code') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login modal', () => {
  it('checks the phone, the code and the agreements before sending anything, with the API messages', async () => {
    const { dialog, phone, sendButton, environment } = await openLogin();

    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(within(dialog).getByText('请输入正确的手机号')).toBeTruthy();
    expect(within(dialog).getByText('请输入验证码')).toBeTruthy();
    expect(within(dialog).getByText('请先同意用户协议')).toBeTruthy();

    for (const wrong of ['12345', '12800138000', '1380013800', '+1 13800138000', '138001380001']) {
      fireEvent.change(phone, { target: { value: wrong } });
      fireEvent.click(sendButton);
      expect(within(dialog).getByText('请输入正确的手机号')).toBeTruthy();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mutations(environment.sent, 'useSendLoginCodeMutation')).toHaveLength(0);
    expect(mutations(environment.sent, 'useLoginMutation')).toHaveLength(0);

    // typing clears the field's message; a number with +86 and spaces is a mainland number
    fireEvent.change(phone, { target: { value: '+86 138 0013 8000' } });
    expect(within(dialog).queryByText('请输入正确的手机号')).toBeNull();
    fireEvent.click(sendButton);
    await waitFor(() => expect(mutations(environment.sent, 'useSendLoginCodeMutation')).toHaveLength(1));
    expect(mutations(environment.sent, 'useSendLoginCodeMutation')[0].request.variables).toEqual({ input: { phone: '+86 138 0013 8000' } });
  });

  it('counts down 60 s after a send, keeps counting across a reload, then allows a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, phone, sendButton, unmount } = await openLogin();
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.click(sendButton);
    await waitFor(() => expect(sendButton.textContent).toBe('60 秒后重新获取'));
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('验证码已发送');
    expect(JSON.parse(window.localStorage.getItem('button') ?? '{}')).toHaveProperty('loginCode');

    act(() => vi.advanceTimersByTime(1000));
    expect(sendButton.textContent).toBe('59 秒后重新获取');
    expect(within(dialog).queryByText('请输入正确的手机号')).toBeNull();

    // the countdown lives in the `button` entry: a new page goes on counting
    act(() => vi.advanceTimersByTime(9000));
    unmount();
    const again = await openLogin();
    expect(again.sendButton.textContent).toBe('50 秒后重新获取');
    expect((again.sendButton as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(50_000));
    await waitFor(() => expect(again.sendButton.textContent).toBe('获取验证码'));
    expect((again.sendButton as HTMLButtonElement).disabled).toBe(false);
    expect(window.localStorage.getItem('button')).toBeNull();
  });

  it('a refused send shows the API message and counts down the seconds the API gives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = '验证码发送过于频繁，请 42 秒后再试';
    const { phone, sendButton } = await openLogin({
      useSendLoginCodeMutation: apiError('RateLimitError', { code: 'RATE_LIMITED', message, retryAfterSeconds: 42 }),
    });
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.click(sendButton);
    await waitFor(() => expect(sendButton.textContent).toBe('42 秒后重新获取'));
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain(message);
  });

  it('requires the agreements; the API field errors are shown under their field', async () => {
    const { dialog, phone, code, environment } = await openLogin({
      useLoginMutation: apiError('ValidationError', { code: 'VALIDATION', field: 'code', message: '登录失败，验证码错误' }),
    });
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.change(code, { target: { value: '12a34 56' } });
    expect(code.value).toBe('123456'); // digits only
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    const agreement = within(dialog).getByRole('checkbox', { name: /我已阅读并同意《用户服务协议》和《隐私政策》/ });
    expect(within(dialog).getByRole('alert').textContent).toBe('请先同意用户协议');
    expect(agreement.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mutations(environment.sent, 'useLoginMutation')).toHaveLength(0);

    fireEvent.click(agreement);
    expect(within(dialog).queryByText('请先同意用户协议')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '15 天内保持登录' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('登录失败，验证码错误')).toBeTruthy();
    expect(mutations(environment.sent, 'useLoginMutation')[0].request.variables).toEqual({
      input: { phone: '13800138000', code: '123456', agree: true, keepLogin: true },
    });
    expect(screen.getByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('a successful login shows a toast, closes the modal and keeps the user on the page, signed in', async () => {
    const { dialog, phone, code, router } = await openLogin();
    fireEvent.change(phone, { target: { value: '13800138000' } });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('登录成功');
    expect((await screen.findByTestId('user-menu')).textContent).toContain('新玩家');
    expect(router.state.location.pathname).toBe('/sellhot');
    expect(window.localStorage.getItem('id')).toBe(viewerData().id);
  });

  it('speaks English too', async () => {
    renderApp('/sellhot', { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Please enter a correct phone number')).toBeTruthy();
    expect(within(dialog).getByText('Please agree to the user agreement first')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeTruthy();
  });
});
