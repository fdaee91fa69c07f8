// Global setup of the api test project (vitest.config.ts): builds, once per run and before any file
// starts, the migrated templates every test database is cloned from (tests/helpers/databaseTemplates.ts),
// and hands their names (PostgreSQL) or their snapshot files (PGlite) to the workers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, preparePostgresTemplate, TEMPLATE_KINDS, type TemplateKind } from './databaseTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template databases on TEST_DATABASE_URL's server, by kind. */
    postgresTemplates: Record<TemplateKind, string> | undefined;
    /** PGlite: the files holding the migrated data directories, by kind. */
    pgliteTemplates: Record<TemplateKind, string> | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  // the database the project's tests are given: the embedded pass (vitest.config.ts) sets it empty
  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const names = {} as Record<TemplateKind, string>;
    for (const kind of TEMPLATE_KINDS) names[kind] = await preparePostgresTemplate(serverUrl, kind);
    project.provide('postgresTemplates', names);
    project.provide('pgliteTemplates', undefined);
    return undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'api-tests-'));
  const files = {} as Record<TemplateKind, string>;
  for (const kind of TEMPLATE_KINDS) {
    files[kind] = path.join(directory, `${kind}-pgdata.tar`);
    writeFileSync(files[kind], Buffer.from(await (await buildPgliteTemplate(kind)).arrayBuffer()));
  }
  project.provide('pgliteTemplates', files);
  project.provide('postgresTemplates', undefined);
  return () => rmSync(directory, { recursive: true, force: true });
}
