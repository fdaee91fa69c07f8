// Purging a table that grows without bound (docs/operations.md "Tables that grow"): its old rows are
// deleted a batch at a time, each batch its own short transaction, until none is left or the time
// budget is spent. One DELETE of every old row would hold its locks and its WAL for as long as it runs
// and leave the whole table's dead rows to vacuum at once; a batch touches at most `batchSize` rows.
//
// Each module writes the DELETE of its own tables (api/db/tableOwners.ts): a statement whose last
// parameter is the batch's size, choosing the rows by the index that finds the oldest first:
//
//   DELETE FROM events WHERE ctid = ANY(ARRAY(
//     SELECT ctid FROM events WHERE occurred_at < $1 ORDER BY occurred_at LIMIT $2 FOR UPDATE SKIP LOCKED))
//
// The batch is an array computed first (an InitPlan), whose rows the DELETE reaches by their
// physical address (a Tid Scan): `WHERE id IN (SELECT …)` was planned as a hash join over a
// sequential scan of the whole table, the very cost the batch is there to avoid. FOR UPDATE keeps
// the chosen rows where they are until the DELETE; SKIP LOCKED leaves a row a request holds for the
// next run rather than waiting for it.
import { sqlExecute, type Statement } from './sql.ts';
import { transaction } from './transaction.ts';

/** How much one run of a purge may do: rows per batch, and the time after which it stops between batches. */
export type PurgeLimits = { batchSize: number; budgetMs: number };

/** A batch of 1,000 rows takes a few milliseconds; a run stops after a minute (the next one goes on). */
export const PURGE_DEFAULTS: PurgeLimits = { batchSize: 1_000, budgetMs: 60_000 };

/** What one run deleted, in how many batches, and whether it reached the end (false: the budget ran out first). */
export type PurgeResult = { deleted: number; batches: number; done: boolean };

/**
 * Runs `statement` with `values` and the batch size after them, each time in a transaction of its own,
 * until a batch deletes fewer rows than the batch size or `limits.budgetMs` has passed.
 */
export async function purgeInBatches(statement: Statement, values: readonly unknown[], limits: PurgeLimits): Promise<PurgeResult> {
  if (!Number.isInteger(limits.batchSize) || limits.batchSize < 1) throw new Error(`Not a batch size: ${limits.batchSize}`);
  const started = performance.now();
  let deleted = 0;
  let batches = 0;
  for (;;) {
    const count = await transaction((tx) => sqlExecute(tx, statement, [...values, limits.batchSize]));
    deleted += count;
    batches += 1;
    if (count < limits.batchSize) return { deleted, batches, done: true };
    if (performance.now() - started >= limits.budgetMs) return { deleted, batches, done: false };
  }
}
