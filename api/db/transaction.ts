// The one way to open a database transaction (docs/money-and-orders.md): an interactive Prisma transaction
// at the isolation level the caller asks for (READ COMMITTED unless it needs more), retried when
// PostgreSQL aborts it for a serialization failure (40001) or a deadlock (40P01). The work function
// may therefore run more than once: it must only touch the database through `tx` (no files, no
// outside calls, no state kept between attempts). Every other error is rethrown untouched.
//
// After-commit hooks: code inside the work function may ask for a callback once the transaction has
// committed (`afterCommit(tx, …)`), e.g. the job queue waking its worker for a job the transaction
// queued. Each attempt starts with an empty list, so a rolled-back or retried attempt runs none of its
// hooks; the committed attempt's hooks run once, right after `$transaction` resolves.
//
// Pre-commit work: what many steps of one transaction each need written (the event log's rows, an
// item's market figures) may be asked for with `beforeCommit(tx, key, …)` and is then written once,
// after the work function and before COMMIT, in the same transaction (a purchase writes its event-log
// rows and recounts an item's market figures once, however many of its steps asked). Rows whose
// write nobody reads (`writeBeforeCommit`: the event log, messages, order history, the idempotent answer) go last, all
// owners' in one statement.
//
// On PGlite there is one connection, so transactions run one after another and never conflict (its
// adapter also sends SET TRANSACTION before BEGIN, where PostgreSQL ignores it); the retry matters on
// PostgreSQL, where CI runs the API suite.
import { setTimeout as sleep } from 'node:timers/promises';
import { isDriverAdapterError } from '@prisma/driver-adapter-utils';
import { db } from './client.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import { bindDriver, openingTransaction, sqlExecute } from './sql.ts';

export type TransactionClient = Prisma.TransactionClient;
export type IsolationLevel = 'ReadCommitted' | 'RepeatableRead' | 'Serializable';

export type TransactionOptions = {
  /** ReadCommitted when left out. */
  isolationLevel?: IsolationLevel;
  /** Attempts in all, the first included (5 when left out). */
  maxAttempts?: number;
  /** Backoff before attempt n+1: a random delay up to min(maxDelayMs, baseDelayMs × 2^(n-1)) ("full jitter"). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Prisma's limits: waiting for a connection, and the transaction's own duration (its defaults: 2 s and 5 s). */
  maxWait?: number;
  timeout?: number;
  /** The client to open it on; db() when left out (the simulated Steam may be given its own). */
  client?: PrismaClient;
};

export const TRANSACTION_DEFAULTS = { isolationLevel: 'ReadCommitted', maxAttempts: 5, baseDelayMs: 10, maxDelayMs: 500 } as const;

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

type AdapterErrorCause = { kind?: string; originalCode?: string; code?: string };

function retryableCause(cause: AdapterErrorCause | undefined): boolean {
  if (!cause || typeof cause !== 'object') return false;
  return cause.kind === 'TransactionWriteConflict' || RETRYABLE_SQLSTATES.has(cause.originalCode ?? '') || RETRYABLE_SQLSTATES.has(cause.code ?? '');
}

/**
 * Whether an error is a serialization failure or a deadlock, in each shape Prisma 7 gives it with a
 * driver adapter: P2034 from a model query; P2010 from a raw query, with the driver adapter error in
 * `meta.driverAdapterError`; a bare DriverAdapterError (`cause.originalCode`) when COMMIT fails; or
 * the driver's own error with the SQLSTATE in `code`.
 */
export function isRetryableConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: AdapterErrorCause } } };
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return candidate.code === 'P2034' || retryableCause(candidate.meta?.driverAdapterError?.cause);
  }
  if (isDriverAdapterError(error)) return retryableCause(error.cause as AdapterErrorCause);
  return typeof candidate.code === 'string' && RETRYABLE_SQLSTATES.has(candidate.code);
}

type CommitHook = () => void;
const commitHooks = new WeakMap<TransactionClient, CommitHook[]>();
type PreCommitWork = (tx: TransactionClient) => Promise<void>;
type PendingWork = { work: PreCommitWork; last: boolean };
const preCommitWork = new WeakMap<TransactionClient, Map<string, PendingWork>>();

/**
 * A write nobody reads the answer of (rows appended to a log, an answer stored): `statement` is an
 * INSERT, UPDATE or DELETE; `ctes` are the `name AS (…)` items it reads from, comma-separated, named
 * after their owner so that they cannot clash with another write's. The writes of one transaction
 * run as parts of one statement, which do not see each other's changes: a write must not change rows
 * another batched write changes (one of the two changes would be lost), and owners keep to their
 * own tables (the event log, messages, order history, idempotent answers).
 */
export type BatchedWrite = { ctes?: Prisma.Sql; statement: Prisma.Sql };
type PendingBatch = { rows: unknown[]; write: (rows: unknown[]) => BatchedWrite; last: boolean };
const pendingBatches = new WeakMap<TransactionClient, Map<string, PendingBatch>>();

/** One statement for several writes: each becomes a data-modifying CTE of it (they cannot see each other's rows). */
function combinedStatement(writes: readonly BatchedWrite[]): Prisma.Sql {
  if (writes.length === 1 && !writes[0].ctes) return writes[0].statement;
  const items = writes.flatMap((write, index) => [...(write.ctes ? [write.ctes] : []), Prisma.sql`${Prisma.raw(`batched_${index}`)} AS (${write.statement})`]);
  return Prisma.sql`WITH ${Prisma.join(items, ', ')} SELECT 1`;
}

/**
 * Adds `rows` to the transaction's batch under `key`; the batch is written by `write(rows of the
 * batch)` once, after the work function and the pre-commit works (which may still add to it), just
 * before COMMIT, together with the transaction's other batches in one statement: the history of a
 * purchase, its messages, its events and its idempotent answer cost one round trip. Batches are
 * written in the order first asked for, those with `last` after the others (the event log). When
 * `tx` was not opened by transaction() the rows are written at once.
 */
export async function writeBeforeCommit<Row>(
  tx: TransactionClient,
  key: string,
  rows: readonly Row[],
  write: (rows: Row[]) => BatchedWrite,
  options: { last?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const batches = pendingBatches.get(tx);
  if (!batches) {
    await sqlExecute(tx, combinedStatement([write([...rows])]));
    return;
  }
  const batch = batches.get(key);
  if (batch) batch.rows.push(...rows);
  else batches.set(key, { rows: [...rows], write: write as (rows: unknown[]) => BatchedWrite, last: options.last ?? false });
}

async function writeBatches(tx: TransactionClient, batches: Map<string, PendingBatch>): Promise<void> {
  const ordered = [...batches.values()].sort((a, b) => Number(a.last) - Number(b.last));
  batches.clear();
  if (ordered.length > 0) await sqlExecute(tx, combinedStatement(ordered.map((batch) => batch.write(batch.rows))));
}

/**
 * Runs `work` in the transaction `tx` (opened by `transaction` below) after its work function has
 * finished and before it commits, once per `key` however often it is asked for: what many steps of
 * one transaction each need written (the event log's rows, an item's market figures) is written
 * once, in one statement, at the end. Pending works run in the order they were first asked for,
 * those asked for with `last` after all others (the event log, which other works may still append
 * to), so every transaction takes the rows these works lock in the same order; a work asked for
 * while the others run (again under its key, once it has run) runs after them. Answers false,
 * running nothing, when `tx` was opened some other way: the caller then does the work itself, at once.
 */
export function beforeCommit(tx: TransactionClient, key: string, work: PreCommitWork, options: { last?: boolean } = {}): boolean {
  const pending = preCommitWork.get(tx);
  if (!pending) return false;
  if (!pending.has(key)) pending.set(key, { work, last: options.last ?? false });
  return true;
}

async function runPreCommitWork(tx: TransactionClient, pending: Map<string, PendingWork>): Promise<void> {
  while (pending.size > 0) {
    const entries = [...pending.entries()];
    const [key, { work }] = entries.find(([, entry]) => !entry.last) ?? entries[0];
    pending.delete(key);
    await work(tx);
  }
}

/**
 * Runs `hook` once the transaction `tx` (opened by `transaction` below) has committed; never when it
 * rolls back. Answers false, running nothing, when `tx` was opened some other way. A hook must be
 * quick and must not throw (the commit cannot be undone); an error it throws is reported as a process
 * warning.
 */
export function afterCommit(tx: TransactionClient, hook: CommitHook): boolean {
  const hooks = commitHooks.get(tx);
  if (!hooks) return false;
  // the same hook asked for again (each append to the event log asks) runs once
  if (!hooks.includes(hook)) hooks.push(hook);
  return true;
}

function runCommitHooks(hooks: CommitHook[]) {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      process.emitWarning(error instanceof Error ? error : new Error(String(error)), 'AfterCommitHookWarning');
    }
  }
}

/** Runs `work` in one transaction, retrying it on serialization failures and deadlocks; rethrows the last error. */
export async function transaction<T>(work: (tx: TransactionClient) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const prisma = options.client ?? db();
  const maxAttempts = options.maxAttempts ?? TRANSACTION_DEFAULTS.maxAttempts;
  const baseDelayMs = options.baseDelayMs ?? TRANSACTION_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? TRANSACTION_DEFAULTS.maxDelayMs;
  const isolationLevel = options.isolationLevel ?? TRANSACTION_DEFAULTS.isolationLevel;
  const settings = {
    // READ COMMITTED is PostgreSQL's default: asking for it would cost a SET TRANSACTION round trip per transaction
    ...(isolationLevel !== 'ReadCommitted' ? { isolationLevel } : {}),
    ...(options.maxWait !== undefined ? { maxWait: options.maxWait } : {}),
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      let hooks: CommitHook[] = [];
      const result = await openingTransaction((slot) =>
        prisma.$transaction(async (tx) => {
          bindDriver(tx, slot);
          hooks = [];
          commitHooks.set(tx, hooks);
          const pending = new Map<string, PendingWork>();
          preCommitWork.set(tx, pending);
          const batches = new Map<string, PendingBatch>();
          pendingBatches.set(tx, batches);
          const answer = await work(tx);
          await runPreCommitWork(tx, pending);
          await writeBatches(tx, batches);
          return answer;
        }, settings),
      );
      runCommitHooks(hooks);
      return result;
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableConflict(error)) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
