// The listings other modules read: the market's newest, a seller's own (the inventory and the partner
// API), and the held ones of a seller's assets (unlisting).
import { db } from '../../db/client.ts';
import { ListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { publicPrisma } from '../../db/replica.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import type { ListingQuery, ListingRow } from './itemListings.ts';
import type { ListingState } from './listingStateMachine.ts';

/** The newest listings on sale (the home page's), a page of them with the caller's selection, and how many are on sale (a public read, api/db/replica.ts). */
export async function latestListingsOnSale<Q extends ListingQuery>(page: { offset: number; limit: number }, query: Q = {} as Q) {
  const where: Prisma.ListingWhereInput = { status: ListingStatus.ON_SALE };
  const [listings, total] = await Promise.all([
    publicPrisma((prisma) =>
      prisma.listing.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
    ),
    publicPrisma((prisma) => prisma.listing.count({ where })),
  ]);
  return { listings: listings as ListingRow<Q>[], total };
}

/**
 * The seller's listings, in one state or in any, newest first (ties: the greater id), after the
 * position `before` (a listing's created_at and id), at most `take`, with the caller's selection.
 */
export async function sellerListings<Q extends ListingQuery>(
  sellerId: string,
  options: { status?: ListingState; before?: { at: Date; id: string } | null; take: number },
  query: Q,
): Promise<ListingRow<Q>[]> {
  const { status, before } = options;
  return (await db().listing.findMany({
    ...query,
    where: {
      sellerId,
      ...(status ? { status } : {}),
      ...(before ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: options.take,
  })) as ListingRow<Q>[];
}

/** One of the seller's listings in whatever state, with the caller's selection; null for another seller's. */
export async function sellerListing<Q extends ListingQuery>(sellerId: string, listingId: string, query: Q): Promise<ListingRow<Q> | null> {
  return (await db().listing.findFirst({ ...query, where: { id: listingId, sellerId } })) as ListingRow<Q> | null;
}

/** Which of these assets of the seller have a listing held for a buyer's order (of the named listings only, when given), in `tx`. */
export async function reservedAssets(
  tx: Prisma.TransactionClient,
  sellerId: string,
  inventoryItemIds: readonly string[],
  listingIds?: readonly string[],
): Promise<Set<string>> {
  const onlyNamed = listingIds ? Prisma.sql` AND id = ANY(${[...listingIds]}::text[])` : Prisma.empty;
  const held = await tx.$queryRaw<{ inventory_item_id: string }[]>`
    SELECT inventory_item_id FROM listings
    WHERE inventory_item_id = ANY(${[...inventoryItemIds]}::text[]) AND seller_id = ${sellerId} AND status = ${sqlConstant(ListingStatus.RESERVED)}${onlyNamed}`;
  return new Set(held.map((row) => row.inventory_item_id));
}
