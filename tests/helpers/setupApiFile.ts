// Setup file of the api test project (vitest.config.ts), run before each file in the worker that
// runs it. A worker runs many files on the modules it imported once (isolate: false), so each file
// ends as the next one expects to start: the ledgers of the test databases it left open must
// reconcile (the ones it closed were checked as they closed), and the clock is real again.
import { afterAll, vi } from 'vitest';
import { assertLedgerReconciles, openTestDatabases } from './ledgerReconciliation.ts';

afterAll(async () => {
  vi.useRealTimers();
  for (const database of openTestDatabases()) await assertLedgerReconciles(database);
});
