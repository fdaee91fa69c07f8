// The orders as other modules' statements ask about a listing's (api/db/tableOwners.ts): the
// inventory tells an asset's live listing and an asset traded away by these conditions, in its own
// statements.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import { OPEN_CODES } from './orderStateMachine.ts';

/** Whether the listing `listingId` is sold to an order still open (unpaid or pending). */
export function openOrderOfListing(listingId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM orders o WHERE o.listing_id = ${listingId} AND o.status IN (${sqlConstants(OPEN_CODES)}))`;
}

/** Whether an order of the listing `listingId` traded its asset away (the buyer accepted its offer at Steam). */
export function tradedOrderOfListing(listingId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM orders o WHERE o.listing_id = ${listingId} AND o.trade_id IS NOT NULL)`;
}
