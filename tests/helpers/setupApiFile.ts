// Setup file of the api test project (vitest.config.ts): after each file, the ledgers of the test
// databases it left open must reconcile (the ones it closed were checked as they closed).
import { afterAll } from 'vitest';
import { assertLedgerReconciles, openTestDatabases } from './ledgerReconciliation.ts';

afterAll(async () => {
  for (const database of openTestDatabases()) await assertLedgerReconciles(database);
});
