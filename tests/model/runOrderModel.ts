// `npm run model:orders`: the model-based test of the order system (tests/model/orderSystemModel.ts) with
// many more runs than `npm test` makes, on PostgreSQL. It never touches the database it is pointed at: it
// recreates a database of its own, `orders_model`, on the server named by MODEL_DATABASE_URL, else
// TEST_DATABASE_URL, else DATABASE_URL (default postgres://postgres@127.0.0.1:5432).
//   MODEL_RUNS (default 200) runs of at most MODEL_STEPS (default 100) commands, MODEL_SEED to replay a seed
//   (MODEL_PATH with it to replay a counterexample); Together steps (several users' commands at once)
//   unless MODEL_CONCURRENT=0; MODEL_BUYERS, MODEL_SELLERS and MODEL_LISTINGS size the market. Prints the
//   seed, the runs, the steps and the count of each outcome; exits 1 with fast-check's report (seed, path,
//   the shrunk steps) when a rule breaks, or when a kind of command never did what it is for.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { recreateDatabase } from '../../bench/lib/postgres.ts';
import { createTestApp } from '../helpers/testApp.ts';
import { executed, runOrderModel, SUCCESS_KINDS, succeeded } from './orderSystemModel.ts';

const server = process.env.MODEL_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(server);
url.pathname = '/orders_model';
const numRuns = Number(process.env.MODEL_RUNS ?? 200);
const maxCommands = Number(process.env.MODEL_STEPS ?? 100);
const concurrent = process.env.MODEL_CONCURRENT !== '0';
const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);
const log = (line: string) => console.log(`[model:orders] ${line}`);

async function main(): Promise<boolean> {
  await recreateDatabase(url.toString());
  const database = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(database.adapterFactory);
  await importCatalog(database.prisma);
  const clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  // the app makes the database the one db() answers
  const api = await createTestApp(database, { clock, env: { EVENT_RETENTION_DAYS: '3650' } });
  log(`database ${url.host}/orders_model, seed ${seed}, ${numRuns} runs of at most ${maxCommands} commands`);
  const started = performance.now();
  let failed = false;
  try {
    const { runs, steps } = await runOrderModel({ api, clock, numRuns, maxCommands, concurrent, seed, path: process.env.MODEL_PATH });
    log(`passed: ${runs} runs, ${steps} steps in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed})`);
    const idle = [...SUCCESS_KINDS, ...(concurrent ? ['Together'] : [])].filter((kind) => !succeeded.has(kind));
    if (idle.length > 0) log(`never did what it is for: ${idle.join(', ')}`);
    const report = await reconcileLedger();
    log(
      `ledger at the end: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries, ${report.ok ? 'reconciled' : 'DIFFERENCES'}`,
    );
    failed = !report.ok || idle.length > 0;
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
    // fast-check's report holds the steps; the rule that broke is its cause
    if (error instanceof Error && error.cause) console.error('Caused by:', error.cause);
    log(`FAILED after ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed}); replay with MODEL_SEED=${seed}`);
  } finally {
    log('commands executed:');
    for (const [name, times] of [...executed].sort(([a], [b]) => a.localeCompare(b))) log(`  ${name.padEnd(40)} ${times}`);
    await api.app.close();
    await database.close();
  }
  return failed;
}

process.exit((await main()) ? 1 : 0);
