// tests/helpers/clockTimedJobs.ts: jobs due on the controlled clock alone, failed attempts retried at
// once, and a job failed for good reported. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { JOB_SCHEMA, JobQueue } from '../../api/db/jobs.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { timeJobsByClock } from '../helpers/clockTimedJobs.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const clock = new ControlledClock(new Date('2026-12-01T02:00:00Z'));
const ran: string[] = [];
const attemptsOf = new Map<string, number>();
let queue: JobQueue;

/** What the database's own time passing does to the waiting jobs (a slow run): `seconds` nearer to due. */
async function databaseTimePasses(seconds: number) {
  await db().$executeRawUnsafe(`UPDATE ${JOB_SCHEMA}.job SET start_after = start_after - $1 * interval '1 second' WHERE state < 'active'`, seconds);
}

const testDatabase = useTestDatabase();
beforeAll(async () => {
  queue = new JobQueue(testDatabase(), { clock, mode: 'manual' });
  queue.work<{ label: string; failures: number }>('clock-timed', { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true }, async (job) => {
    const attempts = (attemptsOf.get(job.data.label) ?? 0) + 1;
    attemptsOf.set(job.data.label, attempts);
    if (attempts <= job.data.failures) throw new Error(`${job.data.label} failed attempt ${attempts}`);
    ran.push(job.data.label);
  });
  await queue.start();
  timeJobsByClock(queue, clock);
});

afterAll(async () => {
  await queue?.stop();
});

describe('jobs timed by the controlled clock', () => {
  it('a job due a minute later on the clock runs at the first runDue at or after it, however much of the database time passed before', async () => {
    await queue.send('clock-timed', { label: 'in a minute', failures: 0 }, { startAfter: new Date(clock.now().getTime() + 60_000) });
    await queue.send('clock-timed', { label: 'now', failures: 0 });
    await databaseTimePasses(120);
    clock.advance(30_000);
    await queue.runDue();
    expect(ran).toEqual(['now']);
    await databaseTimePasses(120);
    clock.advance(30_000);
    await queue.runDue();
    expect(ran).toEqual(['now', 'in a minute']);
  });

  it('retries a failed attempt within the same runDue instead of after the retry delay', async () => {
    await queue.send('clock-timed', { label: 'twice failing', failures: 2 });
    expect(await queue.runDue()).toBe(3);
    expect(attemptsOf.get('twice failing')).toBe(3);
    expect(ran).toContain('twice failing');
  });

  it('throws from runDue once a job failed on every attempt, with its error', async () => {
    await queue.send('clock-timed', { label: 'always failing', failures: 99 });
    await expect(queue.runDue()).rejects.toThrow(/clock-timed.*always failing failed attempt 4/);
    expect(attemptsOf.get('always failing')).toBe(4);
    // reported once: the next runDue finds nothing new
    await expect(queue.runDue()).resolves.toBe(0);
  });
});
