// Listings for the tests, written through the listing module's one transition function (as the
// product writes them): a listing on sale without an asset (like the demo market's), sold or
// delisted directly, without an order or a seller's request. They change listings at the machine's
// time (a file's ControlledClock does not reach them).
import { MAX_PRICE_CENTS } from '../../lib/money.ts';
import { transaction } from '../../api/db/transaction.ts';
import { AppError, ValidationError } from '../../api/errors.ts';
import { type ListingEvent, ListingService, type NewListing } from '../../api/modules/listing/listing.service.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { inventoryItemSql } from '../../api/modules/inventory/inventory.service.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';

export type { NewListing };

const listings = new ListingService(() => new Date(), new EventLog(() => new Date()), refreshMarketStats, inventoryItemSql);

/** The listing is no longer on sale (or not the seller's): the change lost its race. */
export class ListingUnavailableError extends AppError {
  constructor() {
    super('errors.notFound', {}, 'LISTING_UNAVAILABLE', 409);
  }
}

/** A listing on sale (LIST), with the market figures of its item refreshed. */
export async function createListing(input: NewListing) {
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents <= 0 || input.priceCents > MAX_PRICE_CENTS) {
    throw new ValidationError('price', 'market.priceRange', { field: 'field.minPrice' });
  }
  return transaction(async (tx) => {
    const [created] = await listings.apply(tx, { event: 'LIST', listings: [input] });
    return tx.listing.findUniqueOrThrow({ where: { id: created.id } });
  });
}

/** Moves a listing on sale to SOLD (SELL) or DELISTED (DELIST, only the seller's); ListingUnavailableError when it was not on sale. */
async function closeListing(listingId: string, event: Extract<ListingEvent, 'SELL' | 'DELIST'>, sellerId?: string) {
  return transaction(async (tx) => {
    const [closed] = await listings.apply(tx, { event, where: { listingIds: [listingId] }, sellerId, expect: ['ON_SALE'] });
    if (!closed) throw new ListingUnavailableError();
    return { templateId: closed.templateId, status: closed.status };
  });
}

export function delistListing(listingId: string, sellerId: string) {
  return closeListing(listingId, 'DELIST', sellerId);
}

export function markListingSold(listingId: string) {
  return closeListing(listingId, 'SELL');
}
