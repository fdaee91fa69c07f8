// The lease listings as the market sees them (docs/money-and-orders.md "Leases"): per item, how many
// are offered for rent, the "from ¥x/day" and the deposit of the listing that sets it, and the newest
// offer. One statement per use: the market's lease mode joins it as a subquery (the market page, one
// statement a page, through the LeaseSql port services.ts gives MarketService), and the lease module
// reads it for the items of a GraphQL page and the item page's 租赁 tab.
//
// The displayed rent (lib/leaseTerms.ts countsForDisplayedRent): the lowest daily rent among the
// item's listings whose deposit is at most 3 times the item's reference price, so a huge deposit with a
// tiny rent cannot drag the shown rent down. When none of an item's listings counts, the item still
// shows, "from" its lowest rent of all (a user looking for it must still find it; its deposit, shown
// beside the rent, tells why it is cheap). Ties: the lower deposit, then the older listing. The
// reference price is the item's as anyone sees it: the lowest price on sale, else the catalogue's
// (the listing module's itemReferencePriceSql).
import { LeaseListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { DISPLAYED_RENT_DEPOSIT_MAX_TIMES } from '../../../lib/leaseTerms.ts';
import { templateJoin } from '../catalog/catalog.service.ts';
import { itemReferencePriceSql } from '../listing/listing.service.ts';

/** An item's lease figures: its listings for rent, the "from" rent and that listing's deposit (cents), its newest offer. */
export type LeaseFigures = { count: number; dailyRentCents: number; depositCents: number; lastOfferedAt: Date };

/**
 * One row per item with lease listings on offer (of these items only, when given): template_id,
 * lease_count, lease_rent_cents (the "from ¥x/day"), lease_deposit_cents (the deposit of the listing
 * that sets it), lease_last_at (when the newest was offered). The index lease_listings(template_id,
 * status, daily_rent_cents) holds the rows it reads.
 */
export function leaseFiguresSql(templateIds?: readonly number[]): Prisma.Sql {
  const only = templateIds === undefined ? Prisma.empty : Prisma.sql` AND l.template_id = ANY(${[...templateIds]}::int[])`;
  const reference = itemReferencePriceSql(Prisma.sql`l.template_id`, Prisma.sql`t.reference_price_cents`);
  return Prisma.sql`SELECT DISTINCT ON (l.template_id) l.template_id,
           (count(*) OVER w)::int AS lease_count,
           l.daily_rent_cents AS lease_rent_cents,
           l.deposit_cents AS lease_deposit_cents,
           max(l.created_at) OVER w AS lease_last_at
    FROM lease_listings l
    ${templateJoin(Prisma.sql`l.template_id`, { left: false })}
    WHERE l.status = ${sqlConstant(LeaseListingStatus.ON_LEASE)}${only}
    WINDOW w AS (PARTITION BY l.template_id)
    ORDER BY l.template_id, (l.deposit_cents::bigint <= ${DISPLAYED_RENT_DEPOSIT_MAX_TIMES} * ${reference}) IS TRUE DESC,
             l.daily_rent_cents, l.deposit_cents, l.created_at, l.id`;
}

/** A row of leaseFiguresSql. */
export type LeaseFiguresRow = {
  template_id: number;
  lease_count: number;
  lease_rent_cents: number;
  lease_deposit_cents: number;
  lease_last_at: Date;
};

export const figuresOfRow = (row: LeaseFiguresRow): LeaseFigures => ({
  count: row.lease_count,
  dailyRentCents: row.lease_rent_cents,
  depositCents: row.lease_deposit_cents,
  lastOfferedAt: row.lease_last_at,
});
