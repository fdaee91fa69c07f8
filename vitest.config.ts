import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { EMBEDDED_API_FILES } from './tests/helpers/embeddedApiFiles.ts';

/**
 * The model-based tests are the longest files by far (minutes) but small ones, so without timings
 * cached from an earlier run (a fresh clone, CI) vitest would start them last and the run would wait
 * on them alone at its end: they start first, the other files fill the other workers meanwhile.
 */
class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isModel = (file: TestSpecification) => file.moduleId.endsWith('.model.test.ts');
    return [...sorted.filter(isModel), ...sorted.filter((file) => !isModel(file))];
  }
}

// graphql ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for Pothos and
// Yoga, so the tests must too, or two graphql instances meet ("from another module or realm").
const singleGraphql = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

/** The API project's settings, on whichever database its `env` gives it. */
const apiTest = {
  environment: 'node' as const,
  // once per run: the migrated template every test database is a copy of (tests/helpers/databaseTemplates.ts)
  globalSetup: ['tests/helpers/apiGlobalSetup.ts'],
  // after each file the ledgers of its databases must reconcile (tests/helpers/ledgerReconciliation.ts)
  setupFiles: ['tests/helpers/setupApiFile.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // files run in parallel workers, each on databases of its own (tests/helpers/testDatabase.ts);
  // a worker keeps the modules it imported for its next file (the app, its schema, Prisma's
  // client) instead of importing them anew per file: what a file changes it undoes (setupApiFile.ts)
  isolate: false,
};

// `npm test` runs the unit, API integration, web component and example projects (package.json);
// the API suite runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set, and then the files of
// tests/helpers/embeddedApiFiles.ts run on PGlite too (`api-embedded`). The scale project runs only
// when named (`--project scale`). End-to-end tests are Playwright's.
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: on CI's two cores that would be one file at a time
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: singleGraphql,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // the source scans (theme, table owners, docs) parse every file: seconds on a busy machine
          testTimeout: 30_000,
        },
      },
      { resolve: singleGraphql, test: { ...apiTest, name: 'api', include: ['tests/api/**/*.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: singleGraphql, test: { ...apiTest, name: 'api-embedded', include: [...EMBEDDED_API_FILES], env: { TEST_DATABASE_URL: '' } } }]
        : []),
      {
        resolve: singleGraphql,
        test: {
          // two API processes on PostgreSQL and Redis (tests/scale): run by .ci/run with TEST_DATABASE_URL and TEST_REDIS_URL, skipped without them
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // one file at a time: each starts API processes and measures their timing (a second, a job once),
          // which another file's processes and faults on the same two cores would disturb
          fileParallelism: false,
        },
      },
      {
        resolve: singleGraphql,
        test: {
          // examples/partner run against a started server (`api/start.ts` on its embedded database)
          name: 'example',
          include: ['tests/example/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // a worker runs its files in one jsdom on the modules it imported once; each test starts
          // from an empty document and storage (tests/web/helpers/setupWebFile.ts)
          isolate: false,
          setupFiles: ['tests/web/helpers/setupWebFile.ts'],
          // whole-app tests take several round trips of the mock environment, and a file's first test
          // loads its routes' modules: room for a loaded machine (20 s was too little at a load of 4 on 2 cores)
          testTimeout: 60_000,
        },
      },
    ],
  },
});
