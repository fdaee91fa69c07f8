import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { WithdrawalRow_withdrawal$key, WithdrawalStatus } from '../../../__generated__/WithdrawalRow_withdrawal.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMoney } from '../../../money/currency.tsx';

const STATUS_COLOR = { PROCESSING: 'accent', SUCCESS: 'success', FAILURE: 'danger' } as const;
const Status = styled.span<{ $status: WithdrawalStatus }>`
  color: ${({ theme, $status }) => theme.colors[STATUS_COLOR[$status as keyof typeof STATUS_COLOR] ?? 'text']};
  font-weight: 600;
`;

/**
 * One withdrawal of the history: serial number, status (处理中 → 成功 or 失败 as the live stream
 * tells it, web/session/LiveEvents.tsx), amount, actual amount, fee, created time.
 */
export function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalRow_withdrawal$key }) {
  const { format } = useMoney();
  const node = useFragment(
    graphql`
      fragment WithdrawalRow_withdrawal on Withdrawal {
        serialNo
        status
        statusText
        amount
        fee
        actualAmount
        failureReason
        createdAt
      }
    `,
    withdrawal,
  );
  return (
    <tr data-testid="withdrawal-row">
      <td>{node.serialNo}</td>
      <td>
        <Status $status={node.status}>{node.statusText}</Status>
        {node.failureReason ? <small>{node.failureReason}</small> : null}
      </td>
      <td className="amount">{format(node.amount)}</td>
      <td className="amount">{format(node.actualAmount)}</td>
      <td className="amount">{format(node.fee, 'fee')}</td>
      <td>{formatDateTime(String(node.createdAt))}</td>
    </tr>
  );
}
