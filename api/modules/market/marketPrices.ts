// The partners' price batch (POST /open/v1/prices): each named item's market figures, best buy order
// and reference price, in one statement.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRead } from '../../db/read.ts';
import { templateByHashNameJoin } from '../catalog/catalog.service.ts';
import { referencePriceSql } from '../listing/listing.service.ts';
import type { BuyOrderSql } from './marketPage.ts';

/** Most items one price batch asks for (POST /open/v1/prices). */
export const PRICE_BATCH_MAX = 200;

/**
 * The prices of one item for a trader (a partner's price batch): what it sells for, what it is bid,
 * and what the trader's own listings and buy orders are priced against. Every figure is null for a
 * name the catalogue does not know (`known: false`).
 */
export type ItemPrices = {
  hashName: string;
  known: boolean;
  /** the lowest price on sale (market_stats, every seller's listings), cents; null when nothing is on sale */
  lowestPriceCents: number | null;
  /** listings on sale; null for an unknown name */
  onSale: number | null;
  /** the best open, unexpired buy order's price, cents (highest, first placed first), and the units it still wants */
  buyOrderPriceCents: number | null;
  buyOrderQuantity: number | null;
  /** the trader's reference price (the listing module's referencePrice.ts: other sellers' lowest on sale, else the catalogue's), cents */
  referencePriceCents: number | null;
};

type PriceRow = Record<string, unknown> & ItemPrices;

/**
 * The prices of the named items for the trader `traderId`, in the order named, in one statement: each
 * name is looked up by its unique index, its market figures (market_stats) and its best buy order
 * (the partial index buy_orders_open_by_price, one row) joined beside it, and the reference price
 * read from the cheapest listings on sale (the listing module's). A name given twice is answered twice.
 */
export async function pricesOf(hashNames: readonly string[], traderId: string, now: Date, buyOrderSql: BuyOrderSql): Promise<ItemPrices[]> {
  if (hashNames.length === 0) return [];
  const rows = await sqlRead<PriceRow>(
    Prisma.sql`
    SELECT n.hash_name AS "hashName", t.id IS NOT NULL AS known,
           s.lowest_price_cents AS "lowestPriceCents", CASE WHEN t.id IS NULL THEN NULL ELSE coalesce(s.quantity, 0) END AS "onSale",
           b.price_cents AS "buyOrderPriceCents", b.quantity - b.filled_quantity AS "buyOrderQuantity",
           CASE WHEN t.id IS NULL THEN NULL ELSE ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, traderId)}::int END AS "referencePriceCents"
    FROM unnest(${[...hashNames]}::text[]) WITH ORDINALITY AS n(hash_name, position)
    ${templateByHashNameJoin(Prisma.sql`n.hash_name`)}
    LEFT JOIN market_stats s ON s.template_id = t.id
    LEFT JOIN LATERAL (${buyOrderSql.bestOpen(Prisma.sql`t.id`, now)}) b ON true
    ORDER BY n.position`,
    [],
    { replica: true },
  );
  return rows.map((row) => ({
    hashName: row.hashName,
    known: row.known,
    lowestPriceCents: row.lowestPriceCents === null ? null : Number(row.lowestPriceCents),
    onSale: row.onSale === null ? null : Number(row.onSale),
    buyOrderPriceCents: row.buyOrderPriceCents === null ? null : Number(row.buyOrderPriceCents),
    buyOrderQuantity: row.buyOrderQuantity === null ? null : Number(row.buyOrderQuantity),
    referencePriceCents: row.referencePriceCents === null ? null : Number(row.referencePriceCents),
  }));
}
