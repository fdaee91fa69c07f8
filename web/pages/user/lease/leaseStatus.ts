import type { TFunction } from 'i18next';

/** Every status a lease may be in, in the order of its life (the status filter lists them so). */
export const LEASE_STATUSES = [
  'AWAITING_PAYMENT',
  'AWAITING_DELIVERY',
  'RENTING',
  'RETURNING',
  'RETURN_PROTECTED',
  'COMPLETED',
  'OVERDUE',
  'DEFAULTED',
  'BOUGHT_OUT',
  'CANCELLED',
  'REVERSED',
] as const;
export type LeaseStatusName = (typeof LEASE_STATUSES)[number];

export type LeaseTone = 'pending' | 'success' | 'failed';

/** How a status reads: ended well (completed, bought out), badly (overdue, defaulted, cancelled, reversed) or under way. */
export function leaseTone(status: string): LeaseTone {
  if (status === 'COMPLETED' || status === 'BOUGHT_OUT') return 'success';
  if (status === 'OVERDUE' || status === 'DEFAULTED' || status === 'CANCELLED' || status === 'REVERSED') return 'failed';
  return 'pending';
}

/** The status in the user's language (a status the client does not know yet reads as its code). */
export function leaseStatusText(t: TFunction, status: string): string {
  return t(`page.leases.statuses.${status as LeaseStatusName}`, { defaultValue: status });
}
