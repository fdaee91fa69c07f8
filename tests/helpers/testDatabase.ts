// Databases for API tests. Each call gives a fresh, migrated database that belongs to the caller,
// who closes it: an in-memory PGlite by default, or the PostgreSQL server named by
// TEST_DATABASE_URL (CI), whose public schema (and the job queue's pgboss schema) is dropped and
// re-created first so every run starts clean. Its ledger is reconciled when it closes, and
// any difference fails the file (tests/helpers/ledgerReconciliation.ts). Test files run in parallel
// workers (vitest.config.ts): on PostgreSQL each worker gets a database of its own, named after
// TEST_DATABASE_URL's with the worker's number appended, created on first use.
import pg from 'pg';
import { type Database, openDatabase } from '../../api/db/database.ts';
import { JOB_SCHEMA } from '../../api/db/jobs.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { type SeedOptions, seedDatabase } from '../../prisma/seed/seed.ts';
import { trackTestDatabase } from './ledgerReconciliation.ts';

/** The encryption key of the test apps (tests/helpers/testApp.ts): the demo sellers' Steam secrets are written under it. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

/** The worker's own database on the server of `serverUrl` (created when missing), or `serverUrl` itself outside a vitest worker. */
async function workerDatabaseUrl(serverUrl: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return serverUrl;
  const url = new URL(serverUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${worker}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      // two workers never share a name, so only a leftover of an interrupted run can exist already
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL && (await workerDatabaseUrl(process.env.TEST_DATABASE_URL));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  try {
    if (databaseUrl) {
      await database.prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
      await database.prisma.$executeRawUnsafe('DROP SCHEMA IF EXISTS public CASCADE');
      await database.prisma.$executeRawUnsafe('CREATE SCHEMA public');
    }
    await applyMigrations(database.adapterFactory);
    // its ledger must reconcile when the file is done with it (tests/helpers/ledgerReconciliation.ts)
    return trackTestDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A fresh database holding the catalogue and the demo market. Nothing is cached between calls. */
export async function seededTestDatabase(options: Omit<SeedOptions, 'demo'> = {}): Promise<Database> {
  const database = await createTestDatabase();
  try {
    await seedDatabase(database.prisma, { secrets: new SecretBox(TEST_ENCRYPTION_KEY), ...options, demo: true });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
