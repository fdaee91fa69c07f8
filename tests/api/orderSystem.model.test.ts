// The model-based test of the whole money and order system (issue 11 point 7; tests/model/orderSystemModel.ts
// says what it plays and checks). Here on the embedded database, at least 2,000 steps (`npm run
// model:orders` runs many more on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { db } from '../../api/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { executed, runOrderModel, timings } from '../model/orderSystemModel.ts';

// rounds of MODEL_RUNS runs of up to MODEL_STEPS commands until MODEL_MIN_STEPS steps executed
const NUM_RUNS = Number(process.env.MODEL_RUNS ?? 4);
const MAX_COMMANDS = Number(process.env.MODEL_STEPS ?? 250);
const MIN_STEPS = Number(process.env.MODEL_MIN_STEPS ?? 2_000);

let database: Database;
let api: TestApp;
let clock: ControlledClock;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  // every run moves the clock 21 days on: the events of all runs are kept, so the last check sees them all
  api = await createTestApp(database, { clock, env: { EVENT_RETENTION_DAYS: '3650' } });
  await importCatalog(db());
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

describe('the order system against a model', () => {
  it('keeps the ledger, the listings and every order’s money where the model says, after every step of random buying, paying, delivering, cancelling, waiting and reversing', async () => {
    const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : undefined;
    const { runs, steps } = await runOrderModel({
      api,
      clock,
      numRuns: NUM_RUNS,
      maxCommands: MAX_COMMANDS,
      minSteps: MIN_STEPS,
      seed,
      path: process.env.MODEL_PATH,
    });
    expect(runs % NUM_RUNS).toBe(0);
    // the commands ran (the counts per kind are printed)
    console.log(`order model: ${runs} runs, ${steps} steps`, timings, Object.fromEntries([...executed].sort()));
    if (seed === undefined) expect(steps).toBeGreaterThanOrEqual(MIN_STEPS);
  }, 900_000);
});
