import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseSteps_lease$key } from '../../../__generated__/LeaseSteps_lease.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: 0 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 8px;
    top: 17px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:last-child { padding-bottom: 0; }
  strong { font-weight: 500; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.textMuted}; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

/** Every step of the lease, oldest first: what happened, who did it, when. */
export function LeaseSteps({ lease }: { lease: LeaseSteps_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseSteps_lease on Lease {
        history {
          event
          actor
          at
        }
      }
    `,
    lease,
  );
  return (
    <List aria-label={t('page.leases.detail.stepsLabel')}>
      {data.history.map((step) => (
        <Step key={`${String(step.at)}-${step.event}`} data-testid="lease-step">
          <strong>{t(`page.leases.detail.events.${step.event as 'PAID'}`, { defaultValue: step.event })}</strong>
          <time dateTime={String(step.at)}>{formatDateTime(String(step.at))}</time>
          <small>{t(`page.leases.detail.actors.${step.actor as 'SYSTEM'}`, { defaultValue: step.actor })}</small>
        </Step>
      ))}
    </List>
  );
}
