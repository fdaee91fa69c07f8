// The model-based test of leases (tests/model/leaseModel.ts says what it plays and checks):
// LEASE_MODEL_RUNS runs (default 3) of up to LEASE_MODEL_STEPS commands (default 150; a command with
// nothing to act on is skipped), then, while a kind of command has not done what it is for yet, more
// runs in rounds of LEASE_MODEL_RUNS, at most LEASE_MODEL_COVER_RUNS more (default ten rounds); MODEL_SEED
// (with MODEL_PATH) replays a failure. Every kind of command must have succeeded at least once in an
// unseeded run. It runs on the embedded database (npm test) and on PostgreSQL (TEST_DATABASE_URL) alike:
// the app's jobs run by the controlled clock alone (tests/helpers/clockTimedJobs.ts), so the real time a
// run takes never makes a deadline's job run at an earlier stop, and a failed attempt is retried at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { timeJobsByClock } from '../helpers/clockTimedJobs.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { executed, LEASE_MODEL_ENV, runLeaseModel, SUCCESS_KINDS, succeeded, timings } from '../model/leaseModel.ts';

const NUM_RUNS = Number(process.env.LEASE_MODEL_RUNS ?? 3);
const MAX_COMMANDS = Number(process.env.LEASE_MODEL_STEPS ?? 150);
const COVER_RUNS = Number(process.env.LEASE_MODEL_COVER_RUNS ?? 10 * NUM_RUNS);

let api: TestApp;
let clock: ControlledClock;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  clock = new ControlledClock(new Date('2026-12-01T02:00:00Z'));
  api = await createTestApp(testDatabase(), {
    clock,
    env: { ...LEASE_MODEL_ENV, EVENT_RETENTION_DAYS: '3650' },
    logger: process.env.MODEL_LOG ? { level: process.env.MODEL_LOG } : false,
  });
  timeJobsByClock(api.jobs, clock);
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

describe('leases against a model', () => {
  it('keep every balance, hold, lease and listing where the model says after every step of renting, delivering, renewing, returning, buying out, reversing, racing and waiting', async () => {
    const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : undefined;
    const started = performance.now();
    const { runs, steps } = await runLeaseModel({
      api,
      clock,
      numRuns: NUM_RUNS,
      maxCommands: MAX_COMMANDS,
      coverKinds: SUCCESS_KINDS,
      coverRuns: COVER_RUNS,
      seed,
      path: process.env.MODEL_PATH,
    });
    console.log(
      `lease model: ${runs} runs, ${steps} steps in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      Object.fromEntries(Object.entries(timings).map(([part, ms]) => [part, `${(ms / 1000).toFixed(1)} s`])),
      Object.fromEntries([...executed].sort()),
      'done:',
      Object.fromEntries([...succeeded].sort()),
    );
    if (seed === undefined) {
      // a command that only ever took its refusal path proved nothing about what it is for
      expect(SUCCESS_KINDS.filter((kind) => !succeeded.has(kind))).toEqual([]);
    }
  }, 900_000);
});
