// A listing as price offers see it: its seller's terms (the switch, their minimum), its price and
// its item's best buy order, from which the floor and the refusal follow (bargainTerms.ts), and the
// listing floor an agreed price must stay over.
import { floorCents } from '../../../lib/pricing.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { BuyOrderService } from '../buyorder/buyOrder.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { referencePriceSql, SellingRefusedError } from '../inventory/selling.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { type BargainRefusal, bargainFloorCents, bargainRefusalOf, type ListingBargainFacts } from './bargainTerms.ts';

type Tx = Prisma.TransactionClient;

export type ListingFactsRow = ListingBargainFacts & { id: string; templateId: number };

/** What price offers read of other modules: the listings, their items' top buy orders, the catalogue's reference prices. */
export type BargainReads = {
  listings: Pick<ListingService, 'bargainFacts'>;
  buyOrders: Pick<BuyOrderService, 'topPrices'>;
  catalog: Pick<CatalogService, 'itemsByIds'>;
};

/** The facts of these listings (an unknown id is left out); `share` locks them FOR SHARE (offers side by side, a sale or repricing waits). */
export async function listingFacts(client: Tx, reads: BargainReads, listingIds: readonly string[], share: boolean): Promise<ListingFactsRow[]> {
  const listings = await reads.listings.bargainFacts(client, listingIds, share);
  const tops = await reads.buyOrders.topPrices(
    client,
    listings.map((listing) => listing.templateId),
  );
  return listings.map((listing) => ({ ...listing, topBuyOrderCents: tops.get(listing.templateId) ?? null }));
}

/** A listing's item's hash name (its catalogue item exists: a foreign key). */
export async function hashNameOf(tx: Tx, catalog: BargainReads['catalog'], templateId: number): Promise<string> {
  const item = (await catalog.itemsByIds(tx, [templateId])).get(templateId);
  if (!item) throw new Error(`no catalogue item ${templateId}`);
  return item.hashName;
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

/** What any buyer may offer on a listing, the same whoever asks (the item page shows it; its seller still may not offer on it). */
export type OfferTerms = {
  listingId: string;
  /** the seller's switch */
  enabled: boolean;
  floorCents: number;
  topBuyOrderCents: number | null;
  /** on sale, the switch on and the floor below the price: a buyer (not its seller) may offer */
  takesOffers: boolean;
};

/** A listing's terms as every reader sees them. */
export function offerTermsFrom(row: ListingFactsRow): OfferTerms {
  return {
    listingId: row.id,
    enabled: row.bargainEnabled,
    floorCents: bargainFloorCents(row),
    topBuyOrderCents: row.topBuyOrderCents,
    takesOffers: bargainRefusalOf(row, null) === null,
  };
}

/**
 * No sale below the listing floor, whichever way it is made: an agreed price under PRICE_FLOOR_PERCENT
 * of the item's reference price (as its seller is priced against it now) is refused with the
 * listing's own message, and the offer stays as it was.
 */
export async function assertOverListingFloor(
  tx: Tx,
  catalog: BargainReads['catalog'],
  bargain: { templateId: number; sellerId: string },
  priceCents: number,
): Promise<void> {
  const item = (await catalog.itemsByIds(tx, [bargain.templateId])).get(bargain.templateId);
  if (!item) return;
  const [reference] = await tx.$queryRaw<{ cents: number }[]>`
    SELECT ${referencePriceSql(Prisma.sql`${item.id}::int`, Prisma.sql`${item.referencePriceCents}::int`, bargain.sellerId)}::int AS cents`;
  const minimumCents = floorCents(reference.cents);
  if (priceCents < minimumCents) throw new SellingRefusedError({ inventoryItemId: '', reason: 'priceTooLow', minimumCents });
}
