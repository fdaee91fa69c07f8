import { defineConfig } from 'vitest/config';

// graphql ships CommonJS (main) and ESM (module) builds; Node loads the CommonJS one for Pothos and
// Yoga, so the tests must too, or two graphql instances meet ("from another module or realm").
const singleGraphql = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// `npm test` runs every project: unit, API integration (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) and web component tests. End-to-end tests are Playwright's.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: singleGraphql,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: singleGraphql,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // after each file the ledgers of its databases must reconcile (tests/helpers/ledgerReconciliation.ts)
          setupFiles: ['tests/helpers/setupApiFile.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
