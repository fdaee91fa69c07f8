// Jobs on pg-boss (api/db/jobs.ts) and the clock port: durable and retried jobs, due times on the
// clock, the session purge and the inventory refresh as jobs, and the simulated Steam on the same
// clock. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { IDEMPOTENCY_TTL_MS, idempotent } from '../../api/db/idempotency.ts';
import { JOB_SCHEMA, jobConnection, JobQueue, type JobQueueOptions } from '../../api/db/jobs.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { INVENTORY_REFRESH_FAILED_JOB, INVENTORY_REFRESH_JOB } from '../../api/modules/inventory/inventory.service.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
let clock: ControlledClock;
let api: TestApp;
const extraQueues: JobQueue[] = [];
const deadWorkers: PgBoss[] = [];

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date());
  api = await createTestApp(database, { clock });
  await seedMarketFixtures();
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  for (const queue of extraQueues) await queue.stop();
  for (const boss of deadWorkers) await boss.stop({ graceful: false, wait: true });
  await api?.app.close();
});

/** Another process's job queue on the same database. */
async function processQueue(declare: (queue: JobQueue) => void) {
  const queue = new JobQueue(database, { clock, mode: 'manual' });
  declare(queue);
  await queue.start();
  extraQueues.push(queue);
  return queue;
}

/** A worker that takes one job of the queue and then dies: the job stays active, never completed. */
async function workerThatDies(queue: string) {
  const boss = new PgBoss({ ...jobConnection(database), schema: JOB_SCHEMA, supervise: false, schedule: false, migrate: false });
  await boss.start();
  deadWorkers.push(boss);
  const [job] = await boss.fetch(queue);
  expect(job).toBeDefined();
  return job;
}

describe('the job queue', () => {
  it('a job taken by a process that dies is expired and finished by another process on the same database', async () => {
    let releaseFirst!: () => void;
    let firstTook!: () => void;
    const taken = new Promise<void>((resolve) => (firstTook = resolve));
    const first = await processQueue((queue) =>
      queue.work<{ order: number }>('crash-demo', { expireInSeconds: 60 }, async () => {
        firstTook();
        // the process "dies" here: the attempt never ends while the second process works
        await new Promise<void>((resolve) => (releaseFirst = resolve));
      }),
    );
    const finished: { data: unknown; retryCount: number }[] = [];
    const second = await processQueue((queue) =>
      queue.work<{ order: number }>('crash-demo', { expireInSeconds: 60 }, async (job) => {
        finished.push({ data: job.data, retryCount: job.retryCount });
      }),
    );

    const id = (await first.send('crash-demo', { order: 7 }))!;
    const firstRun = first.runDue();
    await taken;
    expect((await second.getJob('crash-demo', id))?.state).toBe('active');

    // still within its expiry the attempt belongs to the dead process
    // (real time passing while the test runs only adds to the clock's advance, so keep a margin before the expiry)
    clock.advance(30_000);
    expect(await second.runDue()).toBe(0);
    clock.advance(30_001);
    expect(await second.runDue()).toBe(1);
    expect(finished).toEqual([{ data: { order: 7 }, retryCount: 1 }]);
    expect((await second.getJob('crash-demo', id))?.state).toBe('completed');

    // the dead attempt coming back cannot complete the job a second time
    releaseFirst();
    await firstRun;
    expect((await second.getJob('crash-demo', id))?.state).toBe('completed');
  });

  it('retries a failed attempt and runs a job only once the clock reaches its start time', async () => {
    const attempts: number[] = [];
    const queue = await processQueue((declared) =>
      declared.work('flaky-demo', { retryLimit: 1 }, async (job) => {
        attempts.push(job.retryCount);
        if (attempts.length === 1) throw new Error('Steam timed out');
      }),
    );
    const id = (await queue.send('flaky-demo', {}, { startAfter: new Date(clock.now().getTime() + HOUR) }))!;
    expect(await queue.runDue()).toBe(0);
    clock.advance(HOUR - MINUTE);
    expect(await queue.runDue()).toBe(0);
    clock.advance(MINUTE);
    expect(await queue.runDue()).toBe(2);
    expect(attempts).toEqual([0, 1]);
    expect((await queue.getJob('flaky-demo', id))?.state).toBe('completed');
  });

  it('on a server (poll mode) pg-boss runs a sent job by itself', async () => {
    let ran!: (data: unknown) => void;
    const done = new Promise((resolve) => (ran = resolve));
    const queue = new JobQueue(database, { clock, mode: 'poll', pollingIntervalSeconds: 0.5 });
    queue.work('poll-demo', {}, async (job) => ran(job.data));
    await queue.start();
    try {
      await queue.send('poll-demo', { hello: 'world' });
      expect(await done).toEqual({ hello: 'world' });
    } finally {
      // its cron timekeeper would otherwise fire the app's schedules on real time
      await queue.stop();
    }
  });
});

/** A server's job queue (poll mode) on the test's database whose idle workers ask for jobs only every 30 s. */
async function slowPollingQueue(declare: (queue: JobQueue) => void, options: Partial<JobQueueOptions> = {}) {
  const queue = new JobQueue(database, { clock, mode: 'poll', pollingIntervalSeconds: 30, ...options });
  declare(queue);
  await queue.start();
  // its cron timekeeper would otherwise fire the app's schedules on real time
  extraQueues.push(queue);
  // the workers' first fetch (at start) is over: from here on they sleep their 30 s unless woken
  await new Promise((resolve) => setTimeout(resolve, 300));
  return queue;
}

/** Resolves when `condition` holds, checking every 20 ms; rejects after `ms`. */
async function within(ms: number, condition: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the job queue keeps pace (poll mode)', () => {
  it('a job sent in a committed transaction runs at once, not at the next poll; a rolled-back one never runs', async () => {
    const ran: string[] = [];
    const queue = await slowPollingQueue((declared) => declared.work<{ tag: string }>('wake-demo', {}, async (job) => void ran.push(job.data.tag)));

    await expect(
      transaction(async (tx) => {
        await queue.sendWithin(tx, 'wake-demo', { tag: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const sentAt = Date.now();
    await transaction(async (tx) => {
      await queue.sendWithin(tx, 'wake-demo', { tag: 'committed' });
      // not before the commit: the worker would not see the job yet
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran).toEqual([]);
    });
    await within(1_000, () => ran.length > 0);
    expect(Date.now() - sentAt).toBeLessThan(1_500);
    // the committed job's fetch would have taken the other one too, had it existed
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toEqual(['committed']);
    const rows = await db().$queryRawUnsafe<{ data: unknown }[]>(`SELECT data FROM ${JOB_SCHEMA}.job WHERE name = 'wake-demo'`);
    expect(rows.map((row) => row.data)).toEqual([{ tag: 'committed' }]);
  });

  it('a job sent on its own for now runs at once', async () => {
    const ran: unknown[] = [];
    const queue = await slowPollingQueue((declared) => declared.work('wake-alone-demo', {}, async (job) => void ran.push(job.data)));
    await queue.send('wake-alone-demo', { n: 1 });
    await within(1_000, () => ran.length === 1);
  });

  it('one failing job of a batch fails alone: the others complete once, and only it is retried', async () => {
    const attempts: { n: number; retryCount: number }[] = [];
    const queue = await slowPollingQueue((declared) =>
      declared.work<{ n: number }>('batch-demo', { retryLimit: 1, concurrency: 4, batchSize: 4 }, async (job) => {
        attempts.push({ n: job.data.n, retryCount: job.retryCount });
        if (job.data.n === 2 && job.retryCount === 0) throw new Error('Steam timed out');
      }),
    );
    expect(queue.pace('batch-demo')).toEqual({ concurrency: 4, batchSize: 4, workers: 1 });
    const ids = await transaction(async (tx) => {
      const sent: string[] = [];
      for (const n of [1, 2, 3, 4]) sent.push((await queue.send('batch-demo', { n }, { tx }))!);
      return sent;
    });
    await within(2_000, async () => (await Promise.all(ids.map((id) => queue.getJob('batch-demo', id)))).every((job) => job?.state === 'completed'));
    const byJob = (n: number) => attempts.filter((attempt) => attempt.n === n).map((attempt) => attempt.retryCount);
    expect([byJob(1), byJob(2), byJob(3), byJob(4)]).toEqual([[0], [0, 1], [0], [0]]);
    expect((await queue.getJob('batch-demo', ids[1]))?.retryCount).toBe(1);
    expect((await queue.getJob('batch-demo', ids[0]))?.retryCount).toBe(0);
  });

  it('a queue with a concurrency of 4 runs 4 jobs at the same time, over its workers', async () => {
    let running = 0;
    let most = 0;
    let releaseAll!: () => void;
    const allRunning = new Promise<void>((resolve) => (releaseAll = resolve));
    const queue = await slowPollingQueue((declared) =>
      declared.work('parallel-demo', { concurrency: 4, batchSize: 2 }, async () => {
        running += 1;
        most = Math.max(most, running);
        if (running === 4) releaseAll();
        // each job waits for the others (at most 2 s): one at a time, they would never all run
        await Promise.race([allRunning, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        running -= 1;
      }),
    );
    expect(queue.pace('parallel-demo')).toEqual({ concurrency: 4, batchSize: 2, workers: 2 });
    const started = Date.now();
    await transaction(async (tx) => {
      for (const n of [1, 2, 3, 4]) await queue.sendWithin(tx, 'parallel-demo', { n });
    });
    await within(3_000, () => most === 4 && running === 0);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('JOB_QUEUE_CONCURRENCY-style overrides win over the code, and a batch never exceeds the concurrency', async () => {
    const queue = new JobQueue(database, { clock, mode: 'manual', concurrency: 3, batchSize: 8, queueConcurrency: { 'pace-b': 20 } });
    queue.work('pace-a', {}, async () => {});
    queue.work('pace-b', { concurrency: 2 }, async () => {});
    queue.work('pace-c', { concurrency: 10, batchSize: 4 }, async () => {});
    expect(queue.pace('pace-a')).toEqual({ concurrency: 3, batchSize: 3, workers: 1 });
    expect(queue.pace('pace-b')).toEqual({ concurrency: 20, batchSize: 8, workers: 3 });
    expect(queue.pace('pace-c')).toEqual({ concurrency: 10, batchSize: 4, workers: 3 });
  });
});

describe('the session purge job', () => {
  it('deletes the sessions whose expiry the clock passed, at the next hourly run', async () => {
    const browser = await api.signIn({ keepLogin: false });
    const kept = await api.signIn({ keepLogin: true });
    const sessions = () => db().session.findMany({ where: { userId: { in: [browser.userId, kept.userId] } }, select: { userId: true } });

    await api.jobs.runDue();
    expect(await sessions()).toHaveLength(2);

    // a browser session lives a day on the server; the purge runs hourly
    clock.advance(24 * HOUR + HOUR);
    expect(await api.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await sessions()).toEqual([{ userId: kept.userId }]);
    expect((await api.call('GET', '/web/user', { token: browser.token })).body.code).toBe(401);
    expect((await api.call('GET', '/web/user', { token: kept.token })).body.code).toBe(0);
  });
});

describe('the idempotency key purge job', () => {
  it('deletes the keys older than 24 hours at the next hourly run, on the clock', async () => {
    const user = await api.signIn();
    await idempotent({ userId: user.userId, key: 'purge-me', operation: 'test.purge', params: { n: 1 }, now: clock.now() }, async () => ({ done: true }));
    const keys = () => db().idempotencyKey.count({ where: { userId: user.userId } });
    await api.jobs.runDue();
    expect(await keys()).toBe(1);

    clock.advance(IDEMPOTENCY_TTL_MS + HOUR);
    await api.jobs.runDue();
    expect(await keys()).toBe(0);
  });
});

describe('the inventory refresh as a job', () => {
  let accounts = 0;

  async function boundUser(inventorySize = 12) {
    accounts += 1;
    const user = await api.signIn();
    const password = `pw-${accounts}-secret!`;
    const created = await api.steam.createAccount({
      accountName: `jobs_${accounts}_${Date.now() % 100_000}`,
      password,
      inventorySize,
      seed: `jobs-${accounts}`,
    });
    const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: created.mafileJson, password } });
    expect(bound.body.code).toBe(0);
    return { ...user, accountId: bound.body.data.account.id as string, steamId: created.steamId };
  }

  const latest = (userId: string) => db().inventoryRefresh.findFirstOrThrow({ where: { userId }, orderBy: { startedAt: 'desc' } });

  it('a bind queues the refresh; it runs when due jobs run and finishes its progress row', async () => {
    const user = await boundUser();
    const refresh = await latest(user.userId);
    expect(refresh.status).toBe('RUNNING');
    expect((await api.jobs.getJob(INVENTORY_REFRESH_JOB, refresh.id))?.state).toBe('created');

    await api.jobs.runDue();
    expect(await latest(user.userId)).toMatchObject({ id: refresh.id, status: 'SUCCEEDED', accountsDone: 1, itemsFound: 12 });
    expect((await api.jobs.getJob(INVENTORY_REFRESH_JOB, refresh.id))?.state).toBe('completed');
    expect(await db().inventoryItem.count({ where: { steamAccountId: user.accountId } })).toBe(12);
  });

  it('a refresh whose process died is retried once it counts as dead, and finishes', async () => {
    const user = await boundUser(5);
    const refresh = await latest(user.userId);
    await workerThatDies(INVENTORY_REFRESH_JOB);

    expect(await api.jobs.runDue()).toBe(0);
    expect((await latest(user.userId)).status).toBe('RUNNING');
    clock.advance(10 * MINUTE + 1_000);
    // the retried refresh, and an hourly purge when the ten minutes crossed its minute
    expect(await api.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await latest(user.userId)).toMatchObject({ id: refresh.id, status: 'SUCCEEDED', accountsTotal: 1, accountsDone: 1, itemsFound: 5 });
  });

  it('a refresh left RUNNING without its job is queued again at start-up; queuing twice is harmless', async () => {
    const user = await boundUser(3);
    await api.jobs.runDue();
    // as if a process stopped between creating the row and sending its job
    const orphan = await db().inventoryRefresh.create({ data: { userId: user.userId, accountsTotal: 1, startedAt: clock.now() } });

    expect(await api.app.services.inventory.resumeRefreshes()).toBe(1);
    expect(await api.app.services.inventory.resumeRefreshes()).toBe(0);
    expect(await api.jobs.runDue()).toBe(1);
    expect(await db().inventoryRefresh.findUniqueOrThrow({ where: { id: orphan.id } })).toMatchObject({ status: 'SUCCEEDED', itemsFound: 3 });
  });

  it('a refresh whose every attempt fails ends FAILED, and the user is told', async () => {
    const user = await boundUser(2);
    const refresh = await latest(user.userId);
    vi.spyOn(api.app.services.inventory as unknown as { run: () => Promise<void> }, 'run').mockRejectedValue(new Error('database went away'));

    // three attempts (retryLimit 2), then the dead letter closes the refresh
    expect(await api.jobs.runDue()).toBe(4);
    expect((await api.jobs.getJob(INVENTORY_REFRESH_JOB, refresh.id))?.state).toBe('failed');
    expect(await latest(user.userId)).toMatchObject({ id: refresh.id, status: 'FAILED' });
    expect(await db().message.count({ where: { userId: user.userId, kind: 'inventoryRefreshFailed' } })).toBe(1);
    expect(INVENTORY_REFRESH_FAILED_JOB).toBe('inventory-refresh-failed');
  });

  it('the simulated Steam reads the same clock: its sessions expire and renew on the advanced time', async () => {
    clock.advance(3 * 24 * HOUR);
    const user = await boundUser(4);
    const bindTime = clock.now().getTime();
    const account = () => db().steamAccount.findUniqueOrThrow({ where: { id: user.accountId } });
    // the simulated Steam issued the session at the clock's time: a day's lifetime from it
    expect((await account()).tokenExpiresAt?.getTime()).toBe(bindTime + 24 * HOUR);
    await api.jobs.runDue();

    // a day and more later the token has expired by that clock; the refresh job renews it and reads the inventory
    clock.advance(25 * HOUR);
    expect((await api.call('POST', '/web/inventory/refresh', { token: user.token, body: {} })).body.code).toBe(0);
    await api.jobs.runDue();
    expect(await latest(user.userId)).toMatchObject({ status: 'SUCCEEDED', itemsFound: 4, finishedAt: clock.now() });
    expect((await account()).tokenExpiresAt?.getTime()).toBe(bindTime + 25 * HOUR + 24 * HOUR);
  });
});
