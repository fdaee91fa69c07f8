import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderStatusCard_order$key } from '../../../__generated__/OrderStatusCard_order.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { orderStatusText, statusTone } from '../../../lib/orderStatus.ts';
import { formatRemaining } from '../../../components/inventory/selling.ts';
import { minutesAndSeconds } from '../../../../lib/time.ts';
import { Facts } from '../../../components/Facts.tsx';
import { useNow } from '../../../components/useNow.ts';

const Status = styled.strong<{ $tone: 'pending' | 'success' | 'failed' }>`
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'failed' ? theme.colors.danger : theme.colors.accent)};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Which deadline the order waits on, by its named status. */
const DEADLINE_KINDS = ['WAITING_PAYMENT', 'SELLER_DELIVERING', 'WAITING_RECEIPT', 'PROTECTED'] as const;
type DeadlineKind = (typeof DEADLINE_KINDS)[number] | 'other';

/** The order's number, status (code and named status, 获取失败 when unreadable) and the time left to its current deadline, counting down (the payment window in mm:ss). */
export function OrderStatusCard({ order }: { order: OrderStatusCard_order$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderStatusCard_order on Order {
        orderNo
        status
        statusDes
        statusText
        direction
        actions {
          deliver
        }
        deadlineAt
        createTime
        updateTime
      }
    `,
    order,
  );
  const now = useNow();
  const kind: DeadlineKind = DEADLINE_KINDS.find((value) => value === data.statusDes) ?? 'other';
  // the payment window counts down in minutes and seconds; longer deadlines by the rule of time left
  // (docs/web-client.md "Behaviours")
  const paymentCountdown = kind === 'WAITING_PAYMENT' && data.deadlineAt ? minutesAndSeconds(new Date(String(data.deadlineAt)), now) : null;
  const remaining = paymentCountdown ?? (data.deadlineAt ? formatRemaining(t, String(data.deadlineAt), now) : '');
  return (
    <Facts data-testid="order-status-card">
      <dt>{t('page.orderDetail.orderNo')}</dt>
      <dd>
        <code data-testid="order-no">{data.orderNo}</code>
      </dd>
      <dt>{t('page.orderDetail.status')}</dt>
      <dd>
        <Status $tone={statusTone(data.status)} data-testid="order-status-text">
          {orderStatusText(t, data)}
        </Status>
        <Code>{t(`page.orderDetail.statusCodes.${String(data.status) as '21'}`, { defaultValue: String(data.status) })}</Code>
      </dd>
      {remaining ? (
        <>
          <dt>{t(`page.orderDetail.deadline.${kind}`)}</dt>
          <dd data-testid="order-remaining">{remaining}</dd>
        </>
      ) : null}
      <dt>{t('page.orderDetail.updated')}</dt>
      <dd>{formatDateTime(String(data.updateTime))}</dd>
    </Facts>
  );
}
