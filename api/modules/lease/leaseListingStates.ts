// The one writer of a lease listing's status and closed_at: offering creates it ON_LEASE; renting,
// a lease's end, the lender's delisting and the item's sale, unbinding or disappearance move it here.
// Pure rules of which move is allowed are the caller's; this applies one conditionally.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { type LeaseListingStatus, SteamAccountStatus } from '../../db/generated/prisma/enums.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';

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
  const [row] = await tx.$queryRaw<{ offerable: boolean }[]>(Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM lease_listings l
      JOIN steam_accounts a ON a.id = l.steam_account_id
      JOIN inventory_items i ON i.id = l.inventory_item_id
      WHERE l.id = ${id} AND a.user_id = l.lender_id AND a.status = ${sqlConstant(SteamAccountStatus.NORMAL)} AND a.trade_link_url IS NOT NULL
        AND i.steam_account_id = l.steam_account_id AND i.asset_id = l.asset_id
    ) AS offerable`);
  return row?.offerable === true;
}
