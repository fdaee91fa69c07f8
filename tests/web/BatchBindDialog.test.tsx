import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { BatchBindDialog, checkBatchBind } from '../../web/pages/user/steam/BatchBindDialog.tsx';
import { createTestI18n } from './helpers/i18n.ts';
import { apiError, renderWithProviders } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const mafile = (name: string) => new File([JSON.stringify({ account_name: name, shared_secret: 'c2VjcmV0' })], `${name}.maFile`, { type: 'application/json' });

describe('batch bind', () => {
  it('checks the lines and the Mafiles on the client', () => {
    const t = createTestI18n('zh').t;
    expect(checkBatchBind(t, '', 0)?.message).toBe('请输入密码');
    expect(checkBatchBind(t, '  \n ', 1)?.message).toBe('请输入密码');
    expect(checkBatchBind(t, 'alice--pw1\nbob', 2)?.message).toBe('第 2 行格式错误，应为“账号--密码”');
    expect(checkBatchBind(t, 'alice--', 1)?.message).toBe('账号 alice 缺少密码');
    expect(checkBatchBind(t, 'alice--p w', 1)?.message).toBe('第 1 行账号 alice 的密码格式错误');
    expect(checkBatchBind(t, 'alice--pw1', 0)).toEqual({ field: 'mafiles', message: '请上传令牌文件' });
    expect(checkBatchBind(t, 'alice--pw1\n\nbob--pw2', 1)?.message).toBe('密码数量（2）与令牌文件数量（1）不一致');
    expect(checkBatchBind(t, 'alice--pw1\nbob--pw--2', 2)).toBeNull();
  });

  it('shows the client errors in place, then the outcome per account', async () => {
    const onBound = vi.fn();
    let sentInput: unknown = null;
    const { environment } = renderWithProviders(
      <BatchBindDialog connection="client:VXNlcjp2aWV3ZXI=:__SteamAccountList_steamAccounts_connection" onClose={() => undefined} onBound={onBound} />,
      {
        respond: (operation) => {
          if (operationName(operation) !== 'useBindSteamAccountsMutation') return undefined;
          sentInput = operation.request.variables.input;
          return {
            data: {
              bindSteamAccounts: {
                __typename: 'BindSteamAccountsPayload',
                boundCount: 1,
                failedCount: 1,
                outcomes: [
                  { accountName: 'alice', fileName: 'alice.maFile', account: { id: 'U3RlYW06MQ==', accountName: 'alice' }, error: null },
                  {
                    accountName: 'bob',
                    fileName: 'bob.maFile',
                    account: null,
                    error: apiError('BaseError', { code: 'STEAM_BAD_CREDENTIALS', message: 'Steam 账号或密码错误' }),
                  },
                ],
              },
            },
          };
        },
      },
    );
    const submit = await screen.findByTestId('batch-submit');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请输入密码');

    fireEvent.change(screen.getByLabelText('账号和密码'), { target: { value: 'alice--pw1\nbob--pw2' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('请上传令牌文件');

    fireEvent.change(screen.getByTestId('batch-mafiles'), { target: { files: [mafile('alice')] } });
    await screen.findByText('alice.maFile');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('密码数量（2）与令牌文件数量（1）不一致');
    expect(environment.sent.some((operation) => operationName(operation) === 'useBindSteamAccountsMutation')).toBe(false);

    fireEvent.change(screen.getByTestId('batch-mafiles'), { target: { files: [mafile('alice'), mafile('bob')] } });
    await screen.findByText('bob.maFile');
    fireEvent.click(submit);
    const outcomes = await screen.findAllByTestId('batch-outcome');
    expect(outcomes.map((row) => row.textContent)).toEqual(['alice绑定成功', 'bobSteam 账号或密码错误']);
    expect(sentInput).toMatchObject({
      credentials: 'alice--pw1\nbob--pw2',
      type: 'ORDINARY',
      mafiles: [{ fileName: 'alice.maFile' }, { fileName: 'bob.maFile' }],
    });
    expect((sentInput as { mafiles: { content: string }[] }).mafiles[0].content).toContain('"account_name":"alice"');
    await waitFor(() => expect(onBound).toHaveBeenCalled());
  });
});
