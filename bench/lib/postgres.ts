// Connection helpers for the benchmark's own PostgreSQL database (never the app's or the tests').
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { Database } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/market_bench';

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  return name;
}

/** Runs `work` on the `postgres` database of the server in `url`. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database named in `url` when it does not exist, connecting to `postgres` on the same server. */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const name = databaseName(url);
  return onServer(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${quoted(name)}`);
    return true;
  });
}

/** Drops the database named in `url` (ending its sessions) and creates it empty (--fresh). */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (name === 'postgres' || name.startsWith('template')) throw new Error(`refusing to drop the ${name} database`);
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)}`);
  });
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
