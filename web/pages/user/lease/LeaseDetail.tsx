import { useCallback, useEffect } from 'react';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LeaseDetail_lease$key } from '../../../__generated__/LeaseDetail_lease.graphql.ts';
import type { LeaseDetailQuery } from '../../../__generated__/LeaseDetailQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { QUIET } from '../../../relay/network.ts';
import { useLiveEventsConnected } from '../../../session/LiveEvents.tsx';
import { LeaseActionBar } from './LeaseActionBar.tsx';
import { LeaseAmounts } from './LeaseAmounts.tsx';
import { LeaseItemInfo } from './LeaseItemInfo.tsx';
import { LeaseOffer } from './LeaseOffer.tsx';
import { LeaseStatusCard } from './LeaseStatusCard.tsx';
import { LeaseSteps } from './LeaseSteps.tsx';

/** How often an open lease is read again while the tab's live stream is down (it moves with payments, Steam and deadlines). */
export const LEASE_REFRESH_MS = 5000;
/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const leaseDetailQuery = graphql`
  query LeaseDetailQuery($leaseNo: String!) {
    lease(leaseNo: $leaseNo) {
      id
      ...LeaseDetail_lease
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(5)}; min-width: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { grid-template-columns: 1fr; }
`;

/** The lease's panels: status and actions, item and other party, the Steam offer, amounts, every step. */
function Lease({ lease, leaseNo }: { lease: LeaseDetail_lease$key; leaseNo: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment LeaseDetail_lease on Lease {
        closedAt
        role
        status
        actions
        returnableFrom
        ...LeaseStatusCard_lease
        ...LeaseActionBar_lease
        ...LeaseItemInfo_lease
        ...LeaseOffer_lease
        ...LeaseAmounts_lease
        ...LeaseSteps_lease
      }
    `,
    lease,
  );
  const refetch = useCallback(
    (then?: () => void) =>
      fetchQuery<LeaseDetailQuery>(
        environment,
        leaseDetailQuery,
        { leaseNo },
        { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { [QUIET]: true } } },
      ).subscribe({ complete: then, error: then }),
    [environment, leaseNo],
  );
  // while the tab's live stream is up the lease arrives by itself (LeaseChanged, web/session/LiveEvents.tsx)
  const open = !data.closedAt;
  const live = useLiveEventsConnected();
  useEffect(() => {
    if (!open || live) return;
    const timer = setInterval(() => refetch(), LEASE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, live, refetch]);

  // day 8 is no event: the renter's 归还 appears when it comes, read again then (and every few seconds while the server says not yet)
  const returnAwaited =
    data.role === 'RENTER' && (data.status === 'RENTING' || data.status === 'OVERDUE') && data.returnableFrom != null && !data.actions.includes('return');
  const returnableAt = data.returnableFrom ? Date.parse(String(data.returnableFrom)) : 0;
  useEffect(() => {
    if (!returnAwaited) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = () =>
      refetch(() => {
        if (!stopped) timer = setTimeout(ask, LEASE_REFRESH_MS);
      });
    timer = setTimeout(ask, Math.min(Math.max(0, returnableAt - Date.now()) + 1000, LONGEST_TIMER_MS));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [returnAwaited, returnableAt, refetch]);

  return (
    <Grid>
      <div>
        <Panel title={t('page.leases.detail.statusTitle')}>
          <LeaseStatusCard lease={data} />
          <LeaseActionBar lease={data} />
        </Panel>
        <Panel title={t('page.leases.detail.item')}>
          <LeaseItemInfo lease={data} />
        </Panel>
        <Panel title={t('page.leases.detail.offer.title')}>
          <LeaseOffer lease={data} />
        </Panel>
      </div>
      <div>
        <Panel title={t('page.leases.detail.amounts.title')}>
          <LeaseAmounts lease={data} />
        </Panel>
        <Panel title={t('page.leases.detail.steps')} testId="lease-steps">
          <LeaseSteps lease={data} />
        </Panel>
      </div>
    </Grid>
  );
}

export function NoSuchLease() {
  const { t } = useTranslation();
  return (
    <EmptyState>
      <strong data-testid="lease-not-found">{t('page.leases.detail.notFound')}</strong>
      <span>{t('page.leases.detail.notFoundText')}</span>
      <Link to="/user/lease">{t('page.leases.detail.toLeases')}</Link>
    </EmptyState>
  );
}

/** The lease of ?leaseNo=, or that there is none (not the viewer's, or no such number). */
export function LeaseDetail({ query, leaseNo }: { query: PreloadedQuery<LeaseDetailQuery>; leaseNo: string }) {
  const data = usePreloadedQuery<LeaseDetailQuery>(leaseDetailQuery, query);
  return data.lease ? <Lease lease={data.lease} leaseNo={leaseNo} /> : <NoSuchLease />;
}
