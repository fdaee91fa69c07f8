// Setup file of the api test project (vitest.config.ts), run before each file in the worker that
// runs it. A worker runs many files on the modules it imported once (isolate: false), so each file
// ends as the next one expects to start: the ledgers of the test databases it left open must
// reconcile (the ones it closed were checked as they closed), the clock is real again, and no answer
// broke its operation's schema (a 500 its test may not have looked at).
import { afterAll, expect, vi } from 'vitest';
import { takeContractBreaches } from './contractBreaches.ts';
import { assertLedgerReconciles, openTestDatabases } from './ledgerReconciliation.ts';

afterAll(async () => {
  vi.useRealTimers();
  for (const database of openTestDatabases()) await assertLedgerReconciles(database);
  expect(takeContractBreaches(), 'answers that broke their operation’s schema (api/http/contract.ts)').toEqual([]);
});
