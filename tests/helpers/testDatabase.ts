// Databases for API tests. An API test file calls useTestDatabase() once (at the top, or in the
// describe that needs it): its beforeAll opens a database of the file's own and binds it as the
// app's (useDatabase), its afterAll closes it. createTestDatabase gives a further one, which the
// caller closes. Every database starts as a copy of a migrated template (with the real catalogue when
// asked: `catalogue: true`), built once per run by the api project's global setup
// (tests/helpers/apiGlobalSetup.ts, tests/helpers/databaseTemplates.ts):
// - PGlite (default): an in-memory PGlite loaded from the template's data directory snapshot;
// - PostgreSQL (TEST_DATABASE_URL, CI): a database `CREATE DATABASE … TEMPLATE` copies on that
//   server, named after TEST_DATABASE_URL's with the worker's number appended (`<name>_w<worker>`,
//   and `_w<worker>_<n>` for a file's further databases), dropped when it closes (and before it is
//   created, should an interrupted run have left it). Test files run in parallel workers
//   (vitest.config.ts), one file at a time per worker.
// Both hold the migrations and the empty pgboss schema of the job queue, and no rows but the catalogue's. Each database's
// ledger is reconciled when it closes, and any difference fails the file
// (tests/helpers/ledgerReconciliation.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { useDatabase } from '../../api/db/client.ts';
import { type Database, openDatabase } from '../../api/db/database.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { type SeedOptions, seedDatabase } from '../../prisma/seed/seed.ts';
import {
  buildPgliteTemplate,
  cloneTemplate,
  databaseUrlOf,
  dropDatabase,
  preparePostgresTemplate,
  serverDatabaseName,
  type TemplateKind,
} from './databaseTemplates.ts';
import { trackTestDatabase } from './ledgerReconciliation.ts';

/** The encryption key of the test apps (tests/helpers/testApp.ts): the demo sellers' Steam secrets are written under it. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

// the global setup's templates; built here instead when a run has none (a config without the setup)
const pgliteTemplates = new Map<TemplateKind, Promise<Blob>>();
const postgresTemplates = new Map<TemplateKind, Promise<string>>();

function pgliteSnapshot(kind: TemplateKind): Promise<Blob> {
  let snapshot = pgliteTemplates.get(kind);
  if (!snapshot) {
    const file = inject('pgliteTemplates')?.[kind];
    snapshot = file ? Promise.resolve(new Blob([readFileSync(file)])) : buildPgliteTemplate(kind);
    pgliteTemplates.set(kind, snapshot);
  }
  return snapshot;
}

/** Names of this worker's databases that are open (a name is free again once its database closed). */
const namesInUse = new Set<string>();

function claimDatabaseName(serverUrl: string): string {
  const prefix = `${serverDatabaseName(serverUrl)}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  for (let index = 1; ; index += 1) {
    const name = index === 1 ? prefix : `${prefix}_${index}`;
    if (!namesInUse.has(name)) {
      namesInUse.add(name);
      return name;
    }
  }
}

/** Copies the template of `kind` into database `name`, building the template again if it went missing (a run with other migrations dropped it). */
async function cloneInto(serverUrl: string, kind: TemplateKind, name: string): Promise<void> {
  if (!postgresTemplates.has(kind)) {
    const provided = inject('postgresTemplates')?.[kind];
    postgresTemplates.set(kind, provided ? Promise.resolve(provided) : preparePostgresTemplate(serverUrl, kind));
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await cloneTemplate(serverUrl, await postgresTemplates.get(kind)!, name);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 3D000: the template does not exist; 55006: someone is connected to it (only while it is being built)
      if (attempt >= 5 || (code !== '3D000' && code !== '55006')) throw error;
      if (code === '3D000') postgresTemplates.set(kind, preparePostgresTemplate(serverUrl, kind));
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** A fresh database of the caller's own, migrated and empty (but for the real catalogue with `catalogue: true`); the caller closes it. */
export async function createTestDatabase(options: { catalogue?: boolean } = {}): Promise<Database> {
  const kind: TemplateKind = options.catalogue ? 'catalogue' : 'migrated';
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (serverUrl) {
    const name = claimDatabaseName(serverUrl);
    try {
      await cloneInto(serverUrl, kind, name);
      database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
    } catch (error) {
      namesInUse.delete(name);
      throw error;
    }
    // closed, it is dropped: nothing is left on the server, and its name is free for the next one
    const close = database.close.bind(database);
    database.close = () =>
      close().finally(async () => {
        await dropDatabase(serverUrl, name);
        namesInUse.delete(name);
      });
  } else {
    database = await openDatabase({ loadDataDir: await pgliteSnapshot(kind) });
  }
  // its ledger must reconcile when the file is done with it (tests/helpers/ledgerReconciliation.ts)
  return trackTestDatabase(database);
}

/** A fresh database holding the catalogue and the demo market. Nothing is cached between calls. */
export async function seededTestDatabase(options: Omit<SeedOptions, 'demo'> = {}): Promise<Database> {
  const database = await createTestDatabase({ catalogue: true });
  try {
    await seedDatabase(database.prisma, { secrets: new SecretBox(TEST_ENCRYPTION_KEY), ...options, demo: true });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type TestDatabaseOptions = {
  /** Starts from the template that holds the real catalogue (prisma/seed/importCatalog.ts) already: importing it again then writes nothing. */
  catalogue?: boolean;
  /** Seeds the catalogue and the demo market first (seededTestDatabase), with these options when given. */
  seeded?: boolean | Omit<SeedOptions, 'demo'>;
};

/**
 * The test file's database: registers a beforeAll that opens it (and makes it the app's database,
 * useDatabase) and an afterAll that closes it, which reconciles its ledger. Call it before the
 * file's own beforeAll (hooks run in the order they were registered, afterAll ones in reverse, so
 * the file's afterAll closes its apps first); the answer gives the database from its beforeAll on.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    const { seeded } = options;
    database = seeded ? await seededTestDatabase(seeded === true ? {} : seeded) : await createTestDatabase({ catalogue: options.catalogue });
    useDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database opens in the beforeAll of useTestDatabase(): read it in a hook or a test');
    return database;
  };
}
