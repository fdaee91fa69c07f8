// With TEST_DATABASE_URL the API suite runs on PostgreSQL (CI's pass). These files run a second time,
// on the embedded database (PGlite, what `npm start` and the end-to-end suite run on), in the
// `api-embedded` project of vitest.config.ts: they cover the code that differs between the two
// engines or leans on one connection: the job queue over PGlite's own executor, transactions that
// queue on one connection, the migrations and readiness, uploads on the local disk, the event relay
// without LISTEN, the pool metrics' absence, and the ledger and a purchase on it end to end.
// tests/unit/embeddedApiFiles.test.ts holds each entry to an existing file.
export const EMBEDDED_API_FILES = [
  'tests/api/clockTimedJobs.test.ts',
  'tests/api/events.test.ts',
  'tests/api/health.test.ts',
  'tests/api/idempotency.test.ts',
  'tests/api/jobs.test.ts',
  'tests/api/ledger.concurrency.test.ts',
  'tests/api/ledger.test.ts',
  'tests/api/metrics.test.ts',
  'tests/api/order.alipay.test.ts',
  'tests/api/order.test.ts',
  'tests/api/purge.test.ts',
  'tests/api/seedTestDatabase.test.ts',
  'tests/api/transaction.test.ts',
  'tests/api/uploads.manyApps.test.ts',
] as const;
