// After every API test file, the ledger of each database it used must reconcile:
// createTestDatabase registers the databases it opens here, and a database is checked when the file
// closes it (before it closes) or, when the file leaves it open, by the api project's setup file
// (tests/helpers/setupApiFile.ts) in its afterAll. Any difference fails the file with the report.
import type { Database } from '../../api/db/database.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';

const open = new Set<Database>();

/** Throws the reconciliation report when the database's ledger has any difference. */
export async function assertLedgerReconciles(database: Database): Promise<void> {
  const report = await reconcileLedger(database.prisma);
  if (!report.ok) {
    throw new Error(`the ledger does not reconcile after this file:\n${JSON.stringify(report.differences, null, 2)}${report.truncated ? '\n(truncated)' : ''}`);
  }
}

/** Tracks a test database: its close() reconciles the ledger first (and closes it whatever the result). */
export function trackTestDatabase(database: Database): Database {
  open.add(database);
  const close = database.close.bind(database);
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= (async () => {
      open.delete(database);
      try {
        await assertLedgerReconciles(database);
      } finally {
        await close();
      }
    })();
    return closing;
  };
  return database;
}

/** Databases a file opened and has not closed. */
export function openTestDatabases(): Database[] {
  return [...open];
}

/** Forgets a database without checking it (a test that breaks the ledger on purpose and closes it itself). */
export function untrackTestDatabase(database: Database): void {
  open.delete(database);
}
