// The one writer of a lease listing's status and closed_at: offering creates it ON_LEASE; renting,
// a lease's end, the lender's delisting and the item's sale, unbinding or disappearance move it here.
// Pure rules of which move is allowed are the caller's; this applies one conditionally.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { type LeaseListingStatus, SteamAccountStatus } from '../../db/generated/prisma/enums.ts';

type Tx = Prisma.TransactionClient;

/** A new lease listing's row: everything but its status, which starts ON_LEASE. */
export type NewLeaseListing = Omit<Prisma.LeaseListingUncheckedCreateInput, 'status' | 'closedAt' | 'leases'>;

export async function createLeaseListing(tx: Tx, listing: NewLeaseListing): Promise<string> {
  const created = await tx.leaseListing.create({ data: { ...listing, status: 'ON_LEASE' }, select: { id: true } });
  return created.id;
}

/**
 * Moves the lease listings `ids` that are in one of `from` to `to` (closed_at set when DELISTED,
 * cleared when back ON_LEASE); answers how many moved.
 */
export async function moveLeaseListings(
  tx: Tx,
  ids: readonly string[],
  from: readonly LeaseListingStatus[],
  to: LeaseListingStatus,
  at: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx.leaseListing.updateMany({
    where: { id: { in: [...ids] }, status: { in: [...from] } },
    data: { status: to, closedAt: to === 'DELISTED' ? at : null, updatedAt: at },
  });
  return moved.count;
}

/**
 * Whether a rented lease listing may be offered again when its lease ends without the item having
 * moved (cancelled, declined, not paid): its asset still in the account it was offered from, that
 * account still the lender's and able to trade (NORMAL, with a trade link). An account marked
 * ABNORMAL, unbound, or an asset gone while it was rented ended the listings offered then, not this one.
 */
export async function leaseListingStillOfferable(tx: Tx, id: string): Promise<boolean> {
  const listing = await tx.leaseListing.findUnique({
    where: { id },
    select: {
      lenderId: true,
      steamAccountId: true,
      assetId: true,
      steamAccount: { select: { userId: true, status: true, tradeLinkUrl: true } },
      inventoryItem: { select: { steamAccountId: true, assetId: true } },
    },
  });
  const account = listing?.steamAccount;
  const item = listing?.inventoryItem;
  return (
    account?.userId === listing?.lenderId &&
    account?.status === SteamAccountStatus.NORMAL &&
    account?.tradeLinkUrl != null &&
    item?.steamAccountId === listing?.steamAccountId &&
    item?.assetId === listing?.assetId
  );
}
