// The migrated databases every API test database is cloned from (tests/helpers/testDatabase.ts), built
// once per run by the api project's global setup (tests/helpers/apiGlobalSetup.ts). Two kinds:
// 'migrated' (the migrations and the job queue's schema, no rows) and 'catalogue' (the same plus the
// real catalogue, prisma/seed/importCatalog.ts, which most order and market test files need and which costs seconds to
// import into each of them):
// - PostgreSQL (TEST_DATABASE_URL): a database `<name>_<kind>_<hash>` on the server, where <name>
//   is TEST_DATABASE_URL's database and <hash> that of prisma/migrations and the pg-boss version
//   (and, for the catalogue, of the vendored catalogue and its importer), so a template built from
//   other migrations is never used (it is dropped, and a new one built). It
//   is built under a temporary name and renamed when complete, then closed to connections: `CREATE
//   DATABASE … TEMPLATE` refuses a template anyone is connected to. A later run on the same server
//   finds it and builds nothing.
// - PGlite: a snapshot of a migrated in-memory PGlite's data directory (its dumpDataDir), which each
//   test file loads (openDatabase's loadDataDir) instead of running initdb and the migrations.
// Both hold the migrations and the job queue's pgboss schema, which the app's job queue would
// otherwise create at every start (api/db/jobs.ts), and no rows.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { type Database, openDatabase } from '../../api/db/database.ts';
import { JobQueue } from '../../api/db/jobs.ts';
import { applyMigrations, readMigrations } from '../../api/db/migrate.ts';
import { systemClock } from '../../api/integrations/clock/system.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';

export const TEMPLATE_KINDS = ['migrated', 'catalogue'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** What a catalogue template holds beside the migrations: the vendored files and the code that imports them. */
const CATALOGUE_SOURCES = new URL('../../prisma/seed/', import.meta.url);
const CATALOGUE_CODE = ['importCatalog.ts', 'catalogItems.ts', 'catalogSource.ts', 'bulkRows.ts'];

/** A hash of what a template holds: the migrations (names and SQL), the pg-boss version, and for the catalogue its sources. */
export function templateHash(kind: TemplateKind): string {
  const migrations = readMigrations();
  const bossVersion = (createRequire(import.meta.url)('pg-boss/package.json') as { version: string }).version;
  const hash = createHash('sha256');
  hash.update(`pg-boss ${bossVersion}\n${migrations.lockfile.content ?? ''}\n`);
  for (const migration of migrations.migrationDirectories) {
    const { content } = migration.migrationFile;
    hash.update(`${migration.path}\n${content.tag === 'ok' ? content.value : `missing: ${content.value}`}\n`);
  }
  if (kind === 'catalogue') {
    const catalogue = readdirSync(new URL('catalog/', CATALOGUE_SOURCES)).sort();
    for (const file of [...CATALOGUE_CODE, ...catalogue.map((name) => `catalog/${name}`)]) {
      hash.update(`${file}\n`);
      hash.update(readFileSync(new URL(file, CATALOGUE_SOURCES)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates a new, empty database and creates pg-boss's schema in it, as the app's first start would; imports the catalogue into a catalogue template. */
async function fillTemplate(database: Database, kind: TemplateKind): Promise<void> {
  await applyMigrations(database.adapterFactory);
  const queue = new JobQueue(database, { clock: systemClock, mode: 'manual', poolSize: 1 });
  await queue.start();
  await queue.stop();
  if (kind === 'catalogue') await importCatalog(database.prisma);
}

// PostgreSQL

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** TEST_DATABASE_URL's database: the worker databases and the template are named after it. */
export function serverDatabaseName(serverUrl: string): string {
  return decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'postgres';
}

/** The connection string of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL's own database (never a test database or the template). */
export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'api-tests' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The name of the current template of `kind` on the server of `serverUrl`, built first when missing.
 * Templates of other hashes are dropped (unless a run is cloning one right now: that run still needs it).
 */
export async function preparePostgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  const prefix = `${serverDatabaseName(serverUrl)}_${kind}_`;
  const name = `${prefix}${templateHash(kind)}`;
  if (Buffer.byteLength(name) > 63) throw new Error(`TEST_DATABASE_URL's database name is too long for its template's name (${name})`);
  return withServer(serverUrl, async (server) => {
    const found = await server.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${likeLiteral(prefix)}%`]);
    for (const { datname } of found.rows) {
      if (datname === name) continue;
      try {
        await server.query(`ALTER DATABASE ${quoteIdentifier(datname)} WITH IS_TEMPLATE false`);
        await server.query(`DROP DATABASE ${quoteIdentifier(datname)}`);
      } catch {
        // in use by another run, or dropped by it meanwhile: left for a later run
      }
    }
    if (found.rows.some((row) => row.datname === name)) return name;

    const building = `${name}_${process.pid}`.slice(0, 63);
    await server.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(building)} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${quoteIdentifier(building)}`);
    try {
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building), poolSize: 2 });
      try {
        await fillTemplate(database, kind);
      } finally {
        await database.close();
      }
      // the schema engine's and pg-boss's pools may not have let their last connections go yet
      await server.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [building]);
      await server.query(`ALTER DATABASE ${quoteIdentifier(building)} RENAME TO ${quoteIdentifier(name)}`);
    } catch (error) {
      await server.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(building)} WITH (FORCE)`);
      // another run built the same template meanwhile
      if ((error as { code?: string }).code === '42P04') return name;
      throw error;
    }
    await server.query(`ALTER DATABASE ${quoteIdentifier(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  });
}

/** Drops database `name` if it exists and creates it anew as a copy of `template`. */
export async function cloneTemplate(serverUrl: string, template: string, name: string): Promise<void> {
  await withServer(serverUrl, async (server) => {
    await server.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  });
}

/** Drops database `name` (a test database its file closed), whoever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (server) => server.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
}

// PGlite

/** A migrated PGlite's data directory, as PGlite's dumpDataDir writes it (an uncompressed tar: it loads fastest). */
export async function buildPgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await fillTemplate(database, kind);
    // written to the data files, so that each copy starts without replaying the migrations' WAL
    await database.pglite!.exec('CHECKPOINT');
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}
