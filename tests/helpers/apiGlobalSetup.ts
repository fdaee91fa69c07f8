// Global setup of the api test project (vitest.config.ts): builds, once per run and before any file
// starts, the migrated template every test database is cloned from (tests/helpers/databaseTemplates.ts),
// and hands its name (PostgreSQL) or its snapshot file (PGlite) to the workers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, preparePostgresTemplate } from './databaseTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template database on TEST_DATABASE_URL's server. */
    postgresTemplate: string | undefined;
    /** PGlite: the file holding the migrated data directory. */
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('postgresTemplate', await preparePostgresTemplate(serverUrl));
    project.provide('pgliteTemplate', undefined);
    return undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'api-tests-'));
  const file = path.join(directory, 'migrated-pgdata.tar');
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', undefined);
  return () => rmSync(directory, { recursive: true, force: true });
}
