// Connection helpers for the benchmark's own PostgreSQL database (never the app's or the tests').
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { Database } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/market_bench';

/** Creates the database named in `url` when it does not exist, connecting to `postgres` on the same server. */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * Applies the migrations and then closes the connections the schema engine opened (after applying
 * it leaves them open, an idle one holding Prisma's migration advisory lock until its pool drops it).
 */
export async function migrateBenchDatabase(database: Database): Promise<string[]> {
  const factory = database.adapterFactory;
  const engineConnections: SqlDriverAdapter[] = [];
  try {
    return await applyMigrations({
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: async () => {
        const connection = await factory.connect();
        engineConnections.push(connection);
        return connection;
      },
      connectToShadowDb: () => factory.connectToShadowDb(),
    });
  } finally {
    // When nothing is pending the engine has already closed its connection, and a second close
    // throws ("Called end on pool more than once"); either way the connection is gone.
    await Promise.allSettled(engineConnections.map((connection) => connection.dispose()));
  }
}
