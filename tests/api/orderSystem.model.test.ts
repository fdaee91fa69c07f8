// The model-based test of the whole money and order system (tests/model/orderSystemModel.ts says what
// it plays and checks): at least MODEL_MIN_STEPS steps (default 600 in rounds of 4 runs on PostgreSQL,
// with Together steps: several users' commands at once; 250 in rounds of 2 on the embedded database, one
// command at a time, which is slower per step: tests/helpers/modelBudget.ts); `npm run model:orders`
// plays many more.
// Every kind of command must have done what it is for at least once, not only been refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { db } from '../../api/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { modelBudget, ON_POSTGRES } from '../helpers/modelBudget.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { executed, runOrderModel, SUCCESS_KINDS, succeeded, timings } from '../model/orderSystemModel.ts';

// rounds of MODEL_RUNS runs of up to MODEL_STEPS commands until MODEL_MIN_STEPS steps executed (then single runs, at most 8,
// while a kind of command has not succeeded yet)
const NUM_RUNS = modelBudget(process.env.MODEL_RUNS, { postgres: 4, embedded: 2 });
const MAX_COMMANDS = Number(process.env.MODEL_STEPS ?? 250);
const MIN_STEPS = modelBudget(process.env.MODEL_MIN_STEPS, { postgres: 600, embedded: 250 });
// the embedded database runs one statement at a time: commands at once are raced on PostgreSQL only
const CONCURRENT = (process.env.MODEL_CONCURRENT ?? (ON_POSTGRES ? '1' : '0')) === '1';

let database: Database;
let api: TestApp;
let clock: ControlledClock;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  // every run moves the clock 21 days on: the events of all runs are kept, so the last check sees them all
  api = await createTestApp(database, {
    clock,
    env: { EVENT_RETENTION_DAYS: '3650' },
    // MODEL_LOG=error shows the server's errors (a 5xx answer's cause) beside the failure
    logger: process.env.MODEL_LOG ? { level: process.env.MODEL_LOG } : false,
  });
  await importCatalog(db());
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

describe('the order system against a model', () => {
  it('keeps the ledger, the listings and every order’s money where the model says, after every step of random buying, paying, delivering, cancelling, waiting and reversing', async () => {
    const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : undefined;
    const kinds = [...SUCCESS_KINDS, ...(CONCURRENT ? ['Together'] : [])];
    const { runs, steps } = await runOrderModel({
      api,
      clock,
      numRuns: NUM_RUNS,
      maxCommands: MAX_COMMANDS,
      minSteps: MIN_STEPS,
      coverKinds: kinds,
      concurrent: CONCURRENT,
      seed,
      path: process.env.MODEL_PATH,
    });
    expect(runs).toBeGreaterThanOrEqual(NUM_RUNS);
    console.log(`order model: ${runs} runs, ${steps} steps${CONCURRENT ? ' (with Together steps)' : ''}`, timings, Object.fromEntries([...executed].sort()));
    if (seed === undefined) {
      expect(steps).toBeGreaterThanOrEqual(MIN_STEPS);
      // a command that only ever took its refusal path proved nothing about what it is for
      expect(kinds.filter((kind) => !succeeded.has(kind))).toEqual([]);
    }
  }, 1_200_000);
});
