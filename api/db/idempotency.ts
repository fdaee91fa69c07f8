// Idempotency keys (docs/rest.md "Idempotency keys"): a client sends a key of its choosing with a request that
// changes something; a retry with the same key gets the first answer again instead of a second effect.
//
// - The key is claimed in the very transaction of the effect, with an insert on the (user, key)
//   primary key, and its answer is stored before that transaction commits: key and effect commit or
//   roll back together. A concurrent request with the same key waits on that insert until the first
//   one finishes, then replays its answer (or, if the first rolled back, runs itself): one effect.
// - The same key with another operation or other parameters is refused (422 IDEMPOTENCY_KEY_REUSED)
//   and changes nothing.
// - A refused request (any AppError: bad input, a business rule) rolls back with its key: the key
//   stays unused and the client may correct the request and send it again under the same key. Only
//   answers whose effect committed are stored (Stripe also skips requests that fail validation).
// - Keys are scoped to the acting user and live 24 hours; `purgeExpired` deletes the old ones, and a
//   key whose row has expired but is not purged yet counts as new.
import { createHash } from 'node:crypto';
import { AppError, ValidationError } from '../errors.ts';
import { Prisma } from './generated/prisma/client.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from './purge.ts';
import { sqlRows } from './sql.ts';
import { type BatchedWrite, type TransactionClient, type TransactionOptions, transaction, writeBeforeCommit } from './transaction.ts';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9._:-]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };
/** What an idempotent operation answers: plain JSON (no Dates or BigInts), stored and replayed as it is. */
export type JsonAnswer = readonly Json[] | { readonly [key: string]: Json | undefined };

export type IdempotentRequest = {
  /** the acting user: keys of different users never meet */
  userId: string;
  /** the client's key as received (header or input field); undefined or null: no key, the work just runs */
  key: unknown;
  /** a stable name of the operation, e.g. inventory.list */
  operation: string;
  /** the operation's parameters, normalised (the fingerprint hashes their canonical JSON) */
  params: unknown;
  /** the request's time: the key is kept for IDEMPOTENCY_TTL_MS from it */
  now: Date;
  /** money requests (buying, recharging, withdrawing) are refused without a key: a retry must never move money twice */
  required?: boolean;
};

/** A money request came without its idempotency key. */
export class IdempotencyKeyRequiredError extends ValidationError {
  constructor() {
    super('idempotencyKey', 'idempotency.keyRequired');
  }
}

/** The same idempotency key was sent with another request. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super('idempotency.keyReused', {}, 'IDEMPOTENCY_KEY_REUSED', 422);
  }
}

/** The key as sent, checked; undefined when none was sent. */
export function parseIdempotencyKey(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw))
    throw new ValidationError('idempotencyKey', 'idempotency.keyInvalid', { max: IDEMPOTENCY_KEY_MAX_LENGTH });
  return raw;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => (entry === undefined ? null : canonical(entry)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, entry]) => [name, canonical(entry)]),
    );
  }
  return value;
}

/** SHA-256 (hex) of the parameters' canonical JSON: object keys sorted, undefined left out, list order kept. */
export function requestFingerprint(params: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(params)) ?? 'null')
    .digest('hex');
}

/**
 * Runs `work` once per (user, key): in one transaction (see transaction()) that first claims the key,
 * then runs the work and stores its answer. A request that finds the key taken gets the stored answer
 * (same operation and parameters) or IdempotencyKeyReusedError. Without a key the work simply runs,
 * unless the request requires one.
 */
export async function idempotent<T extends JsonAnswer>(
  request: IdempotentRequest,
  work: (tx: TransactionClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const key = parseIdempotencyKey(request.key);
  if (key === undefined && request.required) throw new IdempotencyKeyRequiredError();
  if (key === undefined) return transaction(work, options);
  const { userId, operation } = request;
  const fingerprint = requestFingerprint(request.params);
  const { now } = request;
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);

  return transaction(async (tx) => {
    // waits for a concurrent claim of the same key to commit or roll back; takes over an expired row
    const claimed = await sqlRows<{ key: string }>(
      tx,
      `INSERT INTO idempotency_keys (user_id, key, operation, fingerprint, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::timestamp, $6::timestamp)
       ON CONFLICT (user_id, key) DO UPDATE
         SET operation = EXCLUDED.operation, fingerprint = EXCLUDED.fingerprint, response = NULL,
             created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
       RETURNING key`,
      [userId, key, operation, fingerprint, now, expiresAt],
    );
    if (claimed.length === 0) {
      const [stored] = await sqlRows<{ operation: string; fingerprint: string; response: string | null }>(
        tx,
        'SELECT operation, fingerprint, response::text AS response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      // the conflicting row is committed (and locked by the insert above), so it holds its answer
      if (!stored || stored.response === null) throw new Error('An idempotency key was found without its answer');
      if (stored.operation !== operation || stored.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
      return JSON.parse(stored.response) as T;
    }
    // the first answer and every replay are the same JSON
    const response = JSON.stringify(await work(tx));
    // stored with the transaction's other last writes, in their statement before COMMIT
    await writeBeforeCommit(tx, 'idempotentAnswer', [{ user_id: userId, key, response }], idempotentAnswersWrite);
    return JSON.parse(response) as T;
  }, options);
}

/**
 * The answers, each found by its key. The LIMIT (the number of rows, in the text) tells the planner
 * how many rows the JSON holds: left to guess (a hundred), it joined them to a sequential scan of the
 * whole table, which grew with every key kept (6,700 rows read per purchase in bench:purchase).
 * Exported for the test of its plan.
 */
export function idempotentAnswersWrite(rows: { user_id: string; key: string; response: string }[]): BatchedWrite {
  return {
    statement: Prisma.sql`UPDATE idempotency_keys k SET response = x.response::jsonb
      FROM (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(user_id text, key text, response text) LIMIT ${Prisma.raw(String(rows.length))}) x
      WHERE k.user_id = x.user_id AND k.key = x.key`,
  };
}

/** A batch of the keys expired by $1, the oldest first, by idempotency_keys_expires_at_idx (purge.ts). */
export const PURGE_IDEMPOTENCY_KEYS_SQL = `DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM idempotency_keys WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED))`;

/** Deletes the keys that expired by `now`, in batches. Meant to run as a periodic job. */
export function purgeExpired(now: Date, limits: PurgeLimits = PURGE_DEFAULTS): Promise<PurgeResult> {
  return purgeInBatches(PURGE_IDEMPOTENCY_KEYS_SQL, [now], limits);
}
