// The reference prices of the seller's items (the rule and its SQL: market/referencePrice.ts, through
// market.service.ts): the lowest price of OTHER sellers' listings on sale, else the catalogue's.
import { db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { referencePriceSql } from '../market/market.service.ts';

export { referencePriceSql };

/** The reference prices of these catalogue items for the seller, by item id (an unknown id is left out). */
export async function referencePrices(sellerId: string, templateIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return new Map();
  const rows = await db().$queryRaw<{ id: number; cents: number }[]>`
    SELECT t.id, ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, sellerId)}::int AS cents
    FROM item_templates t WHERE t.id = ANY(${ids}::int[])`;
  return new Map(rows.map((row) => [row.id, row.cents]));
}
