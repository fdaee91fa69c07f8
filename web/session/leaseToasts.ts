import type { TFunction } from 'i18next';
import type { LiveEventsSubscription$data } from '../__generated__/LiveEventsSubscription.graphql.ts';

type Event = LiveEventsSubscription$data['viewerEvents'];
type ChangedLease = NonNullable<Event['lease']>;

/**
 * The toast of a lease's step, to the side that must act on it (both sides receive every event):
 * the renter when the lender's offer waits in Steam, when the lease is overdue or a return failed;
 * the lender when an item of theirs was rented and waits for 发货, and when it came back. Null for the rest.
 */
export function leaseToast(
  kind: Event['leaseEvent'],
  lease: Pick<ChangedLease, 'role' | 'actions'>,
  t: TFunction,
  name: string,
): { text: string; tone: 'info' | 'success' | 'error' } | null {
  if (lease.role === 'RENTER') {
    if (kind === 'DELIVERY_OFFER_SENT') return { text: t('page.leases.live.offerSent', { name }), tone: 'info' };
    if (kind === 'END_PASSED') return { text: t('page.leases.live.overdue', { name }), tone: 'error' };
    if (kind === 'RETURN_FAILED' || kind === 'RETURN_FAILED_OVERDUE') return { text: t('page.leases.live.returnFailed', { name }), tone: 'error' };
    return null;
  }
  const rented = kind === 'RENT_BALANCE' || kind === 'PAID';
  if (rented && lease.actions.includes('deliver')) return { text: t('page.leases.live.rented', { name }), tone: 'info' };
  if (kind === 'RETURN_RECEIVED') return { text: t('page.leases.live.returned', { name }), tone: 'success' };
  return null;
}
