// npm run reconcile [-- --from <ISO date or time> --to <ISO date or time>]
// Reconciles our payments, recharges and payouts with the payment provider and with the ledger
// (api/modules/wallet/reconciliation.service.ts) over the window (default: the last day), records
// the run and its differences in the database, prints the report, and exits 1 when there is a
// difference, 0 when there is none, 2 when it could not run (bad arguments, the database). With the
// embedded database, stop `npm start` first: one PGlite directory serves one process at a time.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../api/config.ts';
import { useDatabase } from '../../api/db/client.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { createPaymentGateway } from '../../api/integrations/ports.ts';
import { orderRefs } from '../../api/modules/order/order.service.ts';
import { ReconciliationService } from '../../api/modules/wallet/reconciliation.service.ts';
import { openScriptDatabase } from './scriptDatabase.ts';

const usage = 'usage: npm run reconcile [-- --from 2026-11-23 --to 2026-11-24T08:00:00Z]';
const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const parseTime = (text: string | undefined, fallback: Date): Date => {
  if (text === undefined) return fallback;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) {
    console.error(`not a date or time: ${text}\n${usage}`);
    process.exit(2);
  }
  return time;
};
const to = parseTime(values.to, new Date());
const from = parseTime(values.from, new Date(to.getTime() - 86_400_000));
if (from >= to) {
  console.error(`--from must be before --to\n${usage}`);
  process.exit(2);
}

/** Runs the reconciliation and prints its report: 0 without a difference, 1 with one. */
async function reconcile(): Promise<number> {
  const config = loadConfig();
  const database = await openScriptDatabase(config);
  try {
    await applyMigrations(database.adapterFactory);
    useDatabase(database);
    const now = () => new Date();
    // the report is printed below; the log lines are for the server's log, not this terminal
    const quiet = { info: () => {}, error: () => {} };
    const reconciliation = new ReconciliationService({
      gateway: createPaymentGateway(config, now),
      now,
      log: quiet,
      paymentGraceSeconds: config.payment.expiryGraceSeconds,
      orderRefs,
    });
    const report = await reconciliation.run({ from, to });
    const { checked } = report;
    console.log(`reconciliation ${report.runId}: ${report.from} .. ${report.to} (provider: ${config.payment.driver})`);
    console.log(
      `checked ${checked.payments} payments, ${checked.withdrawals} withdrawals, the ledger's ${checked.ledger.accounts} accounts, ${checked.ledger.transfers} transfers, ${checked.ledger.entries} entries`,
    );
    if (report.ok) {
      console.log('no differences');
      return 0;
    }
    const perCheck = new Map<string, number>();
    for (const difference of report.differences) perCheck.set(difference.check, (perCheck.get(difference.check) ?? 0) + 1);
    console.log(`${report.differences.length} differences: ${[...perCheck].map(([check, count]) => `${check} ${count}`).join(', ')}`);
    for (const difference of report.differences) {
      console.log(
        `  ${difference.check}  ${difference.subjectType} ${difference.subjectId}  ours: ${difference.ours ?? '-'}  theirs: ${difference.theirs ?? '-'}`,
      );
    }
    for (const [check, count] of Object.entries(report.leftOut)) console.log(`  … and ${count} more ${check} not recorded`);
    if (report.ledgerTruncated) console.log("  … and more of the ledger's own differences than listed (at most 100 per check)");
    return 1;
  } finally {
    await database.close();
  }
}

// a run that could not be made (the database, the provider's configuration) is 2, never 1: 1 means a difference
const exitCode = await reconcile().catch((error: unknown) => {
  console.error('the reconciliation could not run:', error instanceof Error ? error.message : error);
  return 2;
});
process.exit(exitCode);
