import { MAX_PRICE_CENTS } from '../../../lib/money.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { refreshMarketStats } from './market.service.ts';
import { currentTime } from '../../integrations/clock/port.ts';

type Transaction = Prisma.TransactionClient | PrismaClient;

export type NewListing = {
  templateId: number;
  sellerId: string;
  priceCents: number;
  floatValue?: number | null;
  paintSeed?: number | null;
  stickers?: Prisma.InputJsonValue;
  autoDelivery?: boolean;
};

export class ListingUnavailableError extends AppError {
  constructor() {
    super('errors.notFound', {}, 'LISTING_UNAVAILABLE', 409);
  }
}

export async function createListing(input: NewListing) {
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents <= 0 || input.priceCents > MAX_PRICE_CENTS) {
    throw new ValidationError('price', 'market.priceRange', { field: 'field.minPrice' });
  }
  return transaction(async (tx) => {
    const listing = await tx.listing.create({ data: { ...input, stickers: input.stickers ?? [] } });
    await refreshMarketStats(tx, [input.templateId]);
    return listing;
  });
}

/**
 * Moves a listing out of ON_SALE. The conditional update is the lock: of two racing requests (an
 * unlisting and a purchase, or two purchases) exactly one changes the row, the other gets
 * ListingUnavailableError, and the market figures are refreshed in the same transaction.
 */
async function closeListing(listingId: string, next: 'SOLD' | 'DELISTED', sellerId?: string) {
  return transaction(async (tx) => {
    const now = currentTime();
    const [closed] = await tx.$queryRaw<{ template_id: number }[]>`
      UPDATE listings SET status = ${next}::listing_status, updated_at = ${now},
             sold_at = CASE WHEN ${next} = 'SOLD' THEN ${now}::timestamp(3) ELSE sold_at END
      WHERE id = ${listingId} AND status = 'ON_SALE' AND (${sellerId ?? null}::text IS NULL OR seller_id = ${sellerId ?? null})
      RETURNING template_id`;
    if (!closed) throw new ListingUnavailableError();
    await refreshMarketStats(tx, [closed.template_id]);
    return { templateId: closed.template_id, status: next };
  });
}

export function delistListing(listingId: string, sellerId: string) {
  return closeListing(listingId, 'DELISTED', sellerId);
}

export function markListingSold(listingId: string) {
  return closeListing(listingId, 'SOLD');
}

/** Delists every listing of an account's items (unbinding); answers how many left the market. */
export async function closeListingsOfAccount(tx: Transaction, steamAccountId: string): Promise<number> {
  const closed = await tx.$queryRaw<{ template_id: number }[]>`
    UPDATE listings l SET status = 'DELISTED', updated_at = now()
    FROM inventory_items i
    WHERE l.inventory_item_id = i.id AND i.steam_account_id = ${steamAccountId} AND l.status = 'ON_SALE'
    RETURNING l.template_id`;
  await refreshMarketStats(
    tx,
    closed.map((row) => row.template_id),
  );
  return closed.length;
}
