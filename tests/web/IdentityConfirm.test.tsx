// The real-name verification cannot be changed once submitted: the settings' verification asks for
// a last look at the name and the masked ID number before it is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../web/components/IdentityConfirmDialog.tsx';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

describe('confirming the real-name verification', () => {
  it('masks all but the first 6 and the last 4 characters of the ID number', () => {
    expect(maskIdNumber('11010519491231002x')).toBe('110105********002X');
    expect(maskIdNumber('12345')).toBe('*****');
  });

  it('settings: shows the name and the masked number; back sends nothing, confirm sends the verification', async () => {
    const { environment } = renderApp('/user/setting', {
      viewer: viewerData(),
      resolvers: {
        UserStatistics: () => ({
          range: 'THIS_MONTH',
          from: '2026-11-01',
          to: '2026-11-21',
          sales: { count: 0, amount: 0 },
          withdrawals: { count: 0, amount: 0 },
        }),
        VerifyIdentityResult: () => ({ __typename: 'VerifyIdentityPayload', viewer: viewerData({ verifiedStatus: 1, realName: '张*' }) }),
      },
    });
    const section = await screen.findByTestId('identity-section');
    fireEvent.change(within(section).getByLabelText('真实姓名'), { target: { value: ' 张三 ' } });
    fireEvent.change(within(section).getByLabelText('身份证号'), { target: { value: '11010519491231002x' } });
    fireEvent.click(within(section).getByRole('button', { name: '提交认证' }));

    let dialog = await screen.findByRole('dialog', { name: '确认实名信息' });
    expect(dialog.textContent).toContain('实名认证提交后不可修改');
    expect(within(dialog).getByTestId('identity-confirm-details').textContent).toBe('真实姓名张三身份证号110105********002X');
    fireEvent.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentNamed(environment.sent, 'useVerifyIdentityMutation')).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: '提交认证' }));
    dialog = await screen.findByRole('dialog', { name: '确认实名信息' });
    fireEvent.click(within(dialog).getByTestId('identity-confirm'));
    await waitFor(() => expect(sentNamed(environment.sent, 'useVerifyIdentityMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useVerifyIdentityMutation')[0].request.variables.input).toEqual({ name: '张三', idNumber: '11010519491231002X' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
