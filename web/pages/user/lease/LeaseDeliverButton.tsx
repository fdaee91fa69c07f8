import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { LeaseDeliverButton_lease$key } from '../../../__generated__/LeaseDeliverButton_lease.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useDeliverLease } from './useDeliverLease.ts';
import { useLeaseCommit } from './useLeaseCommit.ts';

/** 发货: the lender has the platform send the lease's offer from their Steam account to the renter. */
export function LeaseDeliverButton({ lease }: { lease: LeaseDeliverButton_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseDeliverButton_lease on Lease {
        leaseNo
      }
    `,
    lease,
  );
  const [commit, inFlight] = useDeliverLease();
  const run = useLeaseCommit();
  const deliver = () =>
    run(
      commit,
      { input: { leaseNo: data.leaseNo } },
      (response) => response.deliverLease,
      () => showToast(t('page.leases.actions.delivered'), 'success'),
    );
  return (
    <Button type="button" $variant="primary" disabled={inFlight} onClick={deliver} data-testid="lease-deliver">
      {inFlight ? t('page.leases.actions.delivering') : t('page.leases.actions.deliver')}
    </Button>
  );
}
