// Hand-written SQL in a transaction, sent straight to the connection Prisma opened for it.
//
// Prisma runs every statement through its client pipeline, raw ones included: about 0.4-1.5 ms of
// Node's CPU each, where the driver itself (node-postgres) takes 0.15-0.2 ms. On the purchase path,
// twenty statements a purchase, that pipeline was what limited purchases per second (docs/
// benchmarks.md). `sqlRows` and `sqlExecute` send a statement to the driver adapter's transaction
// object that Prisma started for `tx` (the same connection and transaction: what they write commits
// or rolls back with the rest), skipping the pipeline; the N+1 guard still counts them (database.ts
// observes the adapter). Prisma's model queries stay the way to read and write elsewhere: these are
// for the hot paths, where the statement is the whole point.
//
// How the adapter's transaction is found: transaction() opens each transaction inside an
// AsyncLocalStorage slot of its own; Prisma asks the adapter to start the transaction from within that
// call, and the observed adapter (database.ts) hands what it started to the slot (`driverStarted`).
// A `tx` not opened by transaction() (or an adapter that started nothing there) falls back to Prisma's
// `$queryRawUnsafe`, with the same answers.
//
// Values: parameters are `$1`, `$2` … in the text, bound in order (or a Prisma.sql template, which
// numbers its own) (strings, numbers, bigints,
// booleans, null, Dates, arrays of these for `= ANY($n::text[])`, and JSON as text with a `::jsonb`
// cast). Rows come back as objects of the driver's values: int4 and float8 as numbers, text as
// strings, booleans, int8 and numeric as strings, json as text; cast in SQL (`::int`, `::text`) to get
// the type the caller wants.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { ArgType, SqlQuery, Transaction as DriverTransaction } from '@prisma/driver-adapter-utils';
import type { Prisma } from './generated/prisma/client.ts';

type TransactionClient = Prisma.TransactionClient;

type Slot = { driver?: DriverTransaction };
const opening = new AsyncLocalStorage<Slot>();
const drivers = new WeakMap<TransactionClient, DriverTransaction>();

/** Runs `open` (which starts a Prisma transaction) in a slot the driver's transaction is reported to. */
export function openingTransaction<T>(open: (slot: Slot) => Promise<T>): Promise<T> {
  const slot: Slot = {};
  return opening.run(slot, () => open(slot));
}

/** The observed adapter reports the transaction it started (database.ts). */
export function driverStarted(driver: DriverTransaction): void {
  const slot = opening.getStore();
  if (slot && !slot.driver) slot.driver = driver;
}

/**
 * Prisma ends a transaction (commits it, rolls it back, or rolls it back when it outlived its timeout
 * while its work function still runs) and releases the connection to the pool: a statement sent
 * after that would run outside any transaction, or inside another caller's. The observed adapter
 * reports the end as it is asked for (database.ts); sqlRows and sqlExecute then refuse to send.
 */
const ended = new WeakSet<object>();

export function driverEnded(driver: object): void {
  ended.add(driver);
}

/** A statement for a transaction that has ended: it is not sent. */
export class TransactionEndedError extends Error {
  constructor() {
    super('The transaction has ended (committed, rolled back or timed out); the statement was not sent');
  }
}

function openDriver(tx: TransactionClient): DriverTransaction | undefined {
  const driver = drivers.get(tx);
  if (driver && ended.has(driver)) throw new TransactionEndedError();
  return driver;
}

/** Ties Prisma's `tx` to the driver's transaction it runs on (transaction.ts, at the start of the work). */
export function bindDriver(tx: TransactionClient, slot: Slot): void {
  if (slot.driver) drivers.set(tx, slot.driver);
}

const SCALAR: ArgType = { scalarType: 'unknown', arity: 'scalar' };
const LIST: ArgType = { scalarType: 'unknown', arity: 'list' };

/** A Date as ISO text with its zone (right for timestamp and timestamptz columns alike, whatever the session's TimeZone). */
function bound(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(bound);
  return value;
}

/**
 * Hand-written statements are prepared once per connection and then only bound and executed: the
 * text (up to 2.6 KB for the event log's or pg-boss's insert) is not sent and parsed again each time.
 * The name is derived from the text; the adapter passes it to node-postgres (`statementNameGenerator`
 * in database.ts), which prepares a name on a connection the first time it runs there. Texts built
 * at run time could be endless, so only the first MAX_PREPARED distinct texts are named; others
 * run unnamed, as before.
 */
const MAX_PREPARED = 500;
const statementNames = new Map<string, string>();
const STATEMENT_NAME = Symbol('statementName');
type NamedQuery = SqlQuery & { [STATEMENT_NAME]?: string };

function statementNameOf(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `sql_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The adapter's `statementNameGenerator`: the name of a statement sent by sqlRows or sqlExecute; Prisma's own stay unnamed. */
export function preparedStatementName(query: SqlQuery): string {
  // node-postgres treats an empty name as the unnamed statement
  return (query as NamedQuery)[STATEMENT_NAME] ?? '';
}

/** The adapter's query for a text and its values; `prepared: false` sends it unnamed (planned for its values each time). */
export function driverQuery(text: string, values: readonly unknown[], options: { prepared?: boolean } = {}): SqlQuery {
  const query: NamedQuery = { sql: text, args: values.map(bound), argTypes: values.map((value) => (Array.isArray(value) ? LIST : SCALAR)) };
  if (options.prepared === false) return query;
  const name = statementNameOf(text);
  if (name) query[STATEMENT_NAME] = name;
  return query;
}

/** A statement: its text with `$n` parameters and their values apart, or a Prisma.sql template (its values inside). */
export type Statement = string | Prisma.Sql;

export function textOf(statement: Statement, values: readonly unknown[]): [string, readonly unknown[]] {
  return typeof statement === 'string' ? [statement, values] : [statement.text, statement.values];
}

function fromPrisma(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** The rows of a driver's answer as objects, keyed by column name. */
export function rowObjects<Row>(result: { columnNames: string[]; rows: unknown[][] }): Row[] {
  const names = result.columnNames;
  return result.rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) object[names[index]] = row[index];
    return object as Row;
  });
}

/** Prisma's answer to a raw query in the driver's values (bigints and dates as text, JSON as text). */
export function driverValues<Row>(rows: Record<string, unknown>[]): Row[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, fromPrisma(value)])) as Row);
}

/** Runs one statement in `tx` and answers its rows (see the top of this file for the values). */
export async function sqlRows<Row extends Record<string, unknown>>(
  tx: TransactionClient,
  statement: Statement,
  values: readonly unknown[] = [],
): Promise<Row[]> {
  const [text, bound] = textOf(statement, values);
  const driver = openDriver(tx);
  if (!driver) return driverValues<Row>(await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...bound));
  return rowObjects<Row>(await driver.queryRaw(driverQuery(text, bound)));
}

/** Runs one statement in `tx` and answers how many rows it changed. */
export async function sqlExecute(tx: TransactionClient, statement: Statement, values: readonly unknown[] = []): Promise<number> {
  const [text, bound] = textOf(statement, values);
  const driver = openDriver(tx);
  if (!driver) return tx.$executeRawUnsafe(text, ...bound);
  return driver.executeRaw(driverQuery(text, bound));
}
