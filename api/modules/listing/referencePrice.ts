// The reference price a seller sees and is priced against (docs/rest.md: the multipliers 0.995, 0.99,
// 0.98 or 0.97–1.1 of it; lib/pricing.ts's floor and ceiling): the lowest price of OTHER sellers'
// listings on sale, else the catalogue's reference price. The seller's own listings are left out:
// otherwise listing one AWP at 900 while others sell from 1100.77 makes 900 the reference, and ×0.99
// undercuts oneself. This one expression serves the inventory's pages and price sorts, the
// select-all, the listing and repricing checks, and the partners' price batch (the market's
// prices); the market's lowest price (market_stats, what buyers see) still counts every listing.
import { db } from '../../db/client.ts';
import { ListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { templateReferencePricesSql } from '../catalog/catalog.service.ts';

/**
 * SQL of the reference price of the item `templateId` for the seller `sellerId`; `catalogueCents`
 * is the item's catalogue reference price column. The index listings(template_id, status,
 * price_cents) answers it by reading the cheapest listings until one is another seller's.
 */
export function referencePriceSql(templateId: Prisma.Sql, catalogueCents: Prisma.Sql, sellerId: string): Prisma.Sql {
  return Prisma.sql`COALESCE(
    (SELECT min(other.price_cents) FROM listings other
     WHERE other.template_id = ${templateId} AND other.status = ${sqlConstant(ListingStatus.ON_SALE)} AND other.seller_id <> ${sellerId}),
    ${catalogueCents})`;
}

/**
 * SQL of the reference price of the item `templateId` as anyone sees it (no seller left out): the
 * lowest price of its listings on sale, else the catalogue's (`catalogueCents`). The market's "from
 * ¥x/day" of the lease listings is judged against it (api/modules/lease).
 */
export function itemReferencePriceSql(templateId: Prisma.Sql, catalogueCents: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE(
    (SELECT min(other.price_cents) FROM listings other WHERE other.template_id = ${templateId} AND other.status = ${sqlConstant(ListingStatus.ON_SALE)}),
    ${catalogueCents})`;
}

/** The reference prices of these catalogue items for the seller, by item id (an unknown id is left out); read with `client` (a transaction's) when given. */
export async function referencePrices(
  sellerId: string,
  templateIds: readonly number[],
  client: Pick<Prisma.TransactionClient, '$queryRaw'> = db(),
): Promise<Map<number, number>> {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return new Map();
  const rows = await client.$queryRaw<{ id: number; cents: number }[]>`
    SELECT t.id, ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, sellerId)}::int AS cents
    FROM (${templateReferencePricesSql(ids)}) t`;
  return new Map(rows.map((row) => [row.id, row.cents]));
}
