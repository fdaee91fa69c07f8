// A listing as price offers see it: its seller's terms (the switch, their minimum), its price and
// its item's best buy order, from which the floor and the refusal follow (bargainTerms.ts), and the
// listing floor an agreed price must stay over.
import { floorCents } from '../../../lib/pricing.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRows } from '../../db/sql.ts';
import { referencePriceSql, SellingRefusedError } from '../inventory/selling.service.ts';
import { type BargainRefusal, bargainFloorCents, bargainRefusalOf, type ListingBargainFacts } from './bargainTerms.ts';

type Tx = Prisma.TransactionClient;

const LISTING_FACTS_SQL = `SELECT l.id, l.seller_id AS "sellerId", l.price_cents AS "priceCents", l.status::text AS status, l.origin::text AS origin,
    l.bargain_enabled AS "bargainEnabled", l.bargain_min_cents AS "bargainMinCents", st.top_price_cents AS "topBuyOrderCents",
    l.template_id AS "templateId", t.hash_name AS "hashName"
  FROM listings l JOIN item_templates t ON t.id = l.template_id LEFT JOIN buy_order_stats st ON st.template_id = l.template_id`;
export type ListingFactsRow = ListingBargainFacts & { id: string; templateId: number; hashName: string };

/** The facts of these listings (an unknown id is left out); `share` locks them FOR SHARE (offers side by side, a sale or repricing waits). */
export function listingFacts(client: Tx, listingIds: readonly string[], share: boolean): Promise<ListingFactsRow[]> {
  return sqlRows<ListingFactsRow>(client, `${LISTING_FACTS_SQL} WHERE l.id = ANY($1::text[])${share ? ' FOR SHARE OF l' : ''}`, [[...listingIds]]);
}

/** What a buyer may offer on a listing, shown before they offer: the floor, and why not when they may not. */
export type BargainTerms = {
  listingId: string;
  /** the seller's switch */
  enabled: boolean;
  /** the seller's own lowest acceptable offer; answered to the seller only (null to anyone else) */
  minPriceCents: number | null;
  listPriceCents: number;
  floorCents: number;
  topBuyOrderCents: number | null;
  /** why the viewer may not offer; null when they may */
  refusal: BargainRefusal | null;
};

/** A listing's terms as `viewerId` (null: signed out) sees them. */
export function termsFrom(row: ListingFactsRow, viewerId: string | null): BargainTerms {
  return {
    listingId: row.id,
    enabled: row.bargainEnabled,
    minPriceCents: viewerId !== null && row.sellerId === viewerId ? row.bargainMinCents : null,
    listPriceCents: row.priceCents,
    floorCents: bargainFloorCents(row),
    topBuyOrderCents: row.topBuyOrderCents,
    refusal: bargainRefusalOf(row, viewerId),
  };
}

/**
 * No sale below the listing floor, whichever way it is made: an agreed price under PRICE_FLOOR_PERCENT
 * of the item's reference price (as its seller is priced against it now) is refused with the
 * listing's own message, and the offer stays as it was.
 */
export async function assertOverListingFloor(tx: Tx, bargain: { listingId: string; sellerId: string }, priceCents: number): Promise<void> {
  const [item] = await sqlRows<{ reference_cents: number | null }>(
    tx,
    Prisma.sql`SELECT ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, bargain.sellerId)}::int AS reference_cents
      FROM listings l JOIN item_templates t ON t.id = l.template_id WHERE l.id = ${bargain.listingId}`,
  );
  if (!item || item.reference_cents === null) return;
  const minimumCents = floorCents(item.reference_cents);
  if (priceCents < minimumCents) throw new SellingRefusedError({ inventoryItemId: '', reason: 'priceTooLow', minimumCents });
}
