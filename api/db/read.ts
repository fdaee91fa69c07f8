// Hand-written reads outside a transaction, sent straight to the pool Prisma connected.
//
// A read through `db().$queryRaw` runs Prisma's client pipeline, about 0.8 ms of Node's CPU for a
// market page on the 2-core test machine, where the statement itself takes 2-3 ms. `sqlRead` sends
// the statement to the driver adapter instead (the same pool and connections, counted by the N+1
// guard). Unlike the transactions' statements (api/db/sql.ts) a read is not prepared: the best plan
// of a market page depends on its filter's values, and the plan PostgreSQL settles on for a prepared
// statement after a few runs does not (the rifle page of bench:market took 17 ms with it instead of
// 5). Until Prisma has connected, and on a database opened some other way, it falls back to
// `$queryRawUnsafe` with the same answers. The values and row shapes are sql.ts's.
import { database } from './client.ts';
import type { Database } from './database.ts';
import { publicRead } from './replica.ts';
import { driverQuery, driverValues, rowObjects, type Statement, textOf } from './sql.ts';

/**
 * Runs one read statement on the database, planned for its values, and answers its rows. `replica`:
 * a public read, answered by the read replica while it is usable (api/db/replica.ts).
 */
export async function sqlRead<Row extends Record<string, unknown>>(
  statement: Statement,
  values: readonly unknown[] = [],
  options: { replica?: boolean } = {},
): Promise<Row[]> {
  if (options.replica) return publicRead((target) => readOn<Row>(target, statement, values));
  return readOn<Row>(database(), statement, values);
}

async function readOn<Row extends Record<string, unknown>>(current: Database, statement: Statement, values: readonly unknown[]): Promise<Row[]> {
  const [text, bound] = textOf(statement, values);
  const driver = current.driver();
  if (!driver) return driverValues<Row>(await current.prisma.$queryRawUnsafe<Record<string, unknown>[]>(text, ...bound));
  return rowObjects<Row>(await driver.queryRaw(driverQuery(text, bound, { prepared: false })));
}
