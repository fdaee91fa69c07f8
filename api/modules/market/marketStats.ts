// The market figures (market_stats: each item's lowest price on sale, quantities, sales), kept exact
// by a recount from the item's listings (the listing module's SQL) at every change of a listing.
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { sqlExecute } from '../../db/sql.ts';
import { beforeCommit, transaction } from '../../db/transaction.ts';
import { knownTemplateIdsSql } from '../catalog/catalog.service.ts';
import { marketFiguresSql } from '../listing/listing.service.ts';

type Transaction = Prisma.TransactionClient | PrismaClient;

/**
 * Recomputes the market figures of the given items from their listings, inside the caller's
 * transaction: every change of a listing's state calls this before it commits, so the figures are
 * always exact. In a transaction opened by `transaction` the items of the whole transaction are
 * recounted once, just before it commits (a purchase reserves, then sells its listing: one recount,
 * and the items' rows stay locked for the shortest time); elsewhere at once. Index-backed
 * (template_id, status, price_cents), so it costs a few index reads. Given the client rather than a
 * transaction, it opens one (the row locks must last to the recount).
 */
export async function refreshMarketStats(tx: Transaction, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  // a transaction's client lacks $connect: given the client itself (the seed), it opens one on it
  if ('$connect' in tx) {
    await transaction((inner) => refreshMarketStats(inner, templateIds), { client: tx, timeout: 120_000 });
    return;
  }
  const pending = pendingRecounts.get(tx);
  if (pending) {
    for (const id of templateIds) pending.add(id);
    return;
  }
  if (
    beforeCommit(tx, 'marketStats', async (inner) => {
      const ids = pendingRecounts.get(inner) ?? new Set<number>();
      pendingRecounts.delete(inner);
      await recountMarketStats(inner, [...ids]);
    })
  ) {
    pendingRecounts.set(tx, new Set(templateIds));
    return;
  }
  await recountMarketStats(tx, templateIds);
}

/** The items whose figures a transaction will recount before it commits (refreshMarketStats). */
const pendingRecounts = new WeakMap<Transaction, Set<number>>();

async function recountMarketStats(tx: Transaction, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  // Serialise refreshes per item: the recount below then starts after any other refresh of the
  // item has committed and sees its listing change (under READ COMMITTED a concurrent recount would
  // otherwise let stale figures win). The locks are row locks on the items' own market_stats rows,
  // taken in id order so two transactions never wait on each other in a circle. A row lock is kept
  // in the tuple, not in PostgreSQL's shared lock table, so a refresh of the whole catalogue takes
  // no more lock-table entries than one of a single item (one advisory lock per item ran out of
  // shared memory at a few thousand items), and unlike hashed lock buckets no two items contend.
  // One statement makes the rows of items never refreshed before and locks them all: an upsert
  // locks the row it conflicts with (waiting for another transaction inserting it to commit).
  const ordered = [...new Set(templateIds)].sort((a, b) => a - b);
  await sqlExecute(
    tx,
    Prisma.sql`INSERT INTO market_stats (template_id)
     ${knownTemplateIdsSql(ordered)}
     ON CONFLICT (template_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
  );
  // every item's row exists now (an unknown id has none): each takes its listings' figures, or none
  await sqlExecute(
    tx,
    Prisma.sql`INSERT INTO market_stats (template_id, lowest_price_cents, quantity, auto_delivery_quantity, sales_count, last_listed_at, last_sold_at)
    SELECT s.template_id, f.lowest_price_cents, coalesce(f.quantity, 0), coalesce(f.auto_delivery_quantity, 0), coalesce(f.sales_count, 0),
           f.last_listed_at, f.last_sold_at
    FROM market_stats s LEFT JOIN (${marketFiguresSql(ordered)}) f ON f.template_id = s.template_id
    WHERE s.template_id = ANY(${ordered}::int[])
    ON CONFLICT (template_id) DO UPDATE SET
      lowest_price_cents = EXCLUDED.lowest_price_cents,
      quantity = EXCLUDED.quantity,
      auto_delivery_quantity = EXCLUDED.auto_delivery_quantity,
      sales_count = EXCLUDED.sales_count,
      last_listed_at = EXCLUDED.last_listed_at,
      last_sold_at = EXCLUDED.last_sold_at`,
  );
}
