// The listings as other modules' statements read them beside their own rows (api/db/tableOwners.ts):
// the market figures recounted at every change, and an inventory item's live listing, which the
// inventory's pages and the selling checks join in one statement.
import { ListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
import { LIVE_LISTING_STATES } from './listingStateMachine.ts';

const ON_SALE = sqlConstant(ListingStatus.ON_SALE);

/**
 * The market figures of the items `templateIds` from their listings, one row per item with a listing
 * (an item without any has none: its figures are empty): template_id, lowest_price_cents, quantity,
 * auto_delivery_quantity, sales_count, last_listed_at, last_sold_at. Index-backed (template_id,
 * status, price_cents).
 */
export function marketFiguresSql(templateIds: readonly number[]): Prisma.Sql {
  return Prisma.sql`SELECT l.template_id,
           min(l.price_cents) FILTER (WHERE l.status = ${ON_SALE}) AS lowest_price_cents,
           count(*) FILTER (WHERE l.status = ${ON_SALE})::int AS quantity,
           count(*) FILTER (WHERE l.status = ${ON_SALE} AND l.auto_delivery)::int AS auto_delivery_quantity,
           count(*) FILTER (WHERE l.status = ${sqlConstant(ListingStatus.SOLD)})::int AS sales_count,
           max(l.created_at) FILTER (WHERE l.status = ${ON_SALE}) AS last_listed_at,
           max(l.sold_at) AS last_sold_at
    FROM listings l WHERE l.template_id = ANY(${[...templateIds]}::int[])
    GROUP BY l.template_id`;
}

/**
 * The live listing of the inventory item `inventoryItemId`, as `l` (every column): on sale, held for
 * an unpaid order, or sold to an order still open (`soldToOpenOrder(listingId)`, the order module's
 * condition). One row or none, for a LEFT JOIN LATERAL; an item with one cannot be listed again.
 */
export function liveListingJoin(inventoryItemId: Prisma.Sql, soldToOpenOrder: (listingId: Prisma.Sql) => Prisma.Sql): Prisma.Sql {
  return Prisma.sql`LEFT JOIN LATERAL (
      SELECT l.* FROM listings l
      WHERE l.inventory_item_id = ${inventoryItemId} AND (l.status IN (${sqlConstants(LIVE_LISTING_STATES)})
        OR (l.status = ${sqlConstant(ListingStatus.SOLD)} AND ${soldToOpenOrder(Prisma.sql`l.id`)}))
      ORDER BY l.status LIMIT 1
    ) l ON true`;
}

/** Whether any listing of the inventory item `inventoryItemId` meets `condition(listingId)` (a condition of another module on the listing). */
export function someListingOfItem(inventoryItemId: Prisma.Sql, condition: (listingId: Prisma.Sql) => Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM listings s WHERE s.inventory_item_id = ${inventoryItemId} AND ${condition(Prisma.sql`s.id`)})`;
}
