import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseStatusCard_lease$key } from '../../../__generated__/LeaseStatusCard_lease.graphql.ts';
import { formatRemaining } from '../../../components/inventory/selling.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { minutesAndSeconds } from '../../../../lib/time.ts';
import { Facts } from '../../../components/Facts.tsx';
import { useNow } from '../../../components/useNow.ts';
import { Status } from './LeaseRow.tsx';
import { leaseStatusText, leaseTone } from './leaseStatus.ts';

const BigStatus = styled(Status)`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The statuses whose deadline the card names (the payment window, the delivery, the lease's end, the grace, the return's protection). */
const DEADLINE_KINDS = ['AWAITING_PAYMENT', 'AWAITING_DELIVERY', 'RENTING', 'OVERDUE', 'RETURN_PROTECTED'] as const;
type DeadlineKind = (typeof DEADLINE_KINDS)[number] | 'other';

/** The lease's number, status, the viewer's side, start and end, days left and the time left to its next deadline, counting down. */
export function LeaseStatusCard({ lease }: { lease: LeaseStatusCard_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseStatusCard_lease on Lease {
        leaseNo
        status
        role
        startedAt
        endsAt
        daysLeft
        deadlineAt
        closedAt
        returnableFrom
      }
    `,
    lease,
  );
  const now = useNow();
  const kind: DeadlineKind = DEADLINE_KINDS.find((value) => value === data.status) ?? 'other';
  const deadline = data.closedAt || !data.deadlineAt ? null : new Date(String(data.deadlineAt));
  // the payment window counts down in minutes and seconds; longer deadlines by the rule of time left
  const remaining = !deadline ? '' : kind === 'AWAITING_PAYMENT' ? minutesAndSeconds(deadline, now) : formatRemaining(t, deadline.toISOString(), now);
  const running = data.status === 'RENTING' || data.status === 'OVERDUE';
  const returnableLater = running && data.role === 'RENTER' && data.returnableFrom && new Date(String(data.returnableFrom)).getTime() > now;
  return (
    <>
      <Facts data-testid="lease-status-card">
        <dt>{t('page.leases.detail.leaseNo')}</dt>
        <dd>
          <code data-testid="lease-no">{data.leaseNo}</code>
        </dd>
        <dt>{t('page.leases.detail.status')}</dt>
        <dd>
          <BigStatus $tone={leaseTone(data.status)} data-testid="lease-status-text">
            {leaseStatusText(t, data.status)}
          </BigStatus>
        </dd>
        <dt>{t('page.leases.detail.role')}</dt>
        <dd>{t(data.role === 'RENTER' ? 'page.leases.detail.roleRenter' : 'page.leases.detail.roleLender')}</dd>
        {remaining ? (
          <>
            <dt>{t(`page.leases.detail.deadline.${kind}`)}</dt>
            <dd data-testid="lease-remaining">{remaining}</dd>
          </>
        ) : null}
        {data.status === 'RENTING' && data.daysLeft != null ? (
          <>
            <dt>{t('page.leases.detail.daysLeft')}</dt>
            <dd data-testid="lease-days-left">{t('page.leases.detail.daysLeftValue', { count: data.daysLeft })}</dd>
          </>
        ) : null}
        {data.startedAt ? (
          <>
            <dt>{t('page.leases.detail.startedAt')}</dt>
            <dd>{formatDateTime(String(data.startedAt))}</dd>
          </>
        ) : null}
        {data.endsAt ? (
          <>
            <dt>{t('page.leases.detail.endsAt')}</dt>
            <dd data-testid="lease-ends-at">{formatDateTime(String(data.endsAt))}</dd>
          </>
        ) : null}
        {returnableLater ? (
          <>
            <dt>{t('page.leases.detail.returnableFrom')}</dt>
            <dd data-testid="lease-returnable-from">{formatDateTime(String(data.returnableFrom))}</dd>
          </>
        ) : null}
      </Facts>
      {data.status === 'OVERDUE' && data.role === 'RENTER' ? <Warning role="note">{t('page.leases.detail.overdueNote')}</Warning> : null}
    </>
  );
}
