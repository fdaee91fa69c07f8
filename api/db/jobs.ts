// Durable jobs on pg-boss (docs/architecture.md): every deadline, retry, poll and periodic task is a job in
// the `pgboss` schema of the marketplace's own database, so it survives restarts and a job taken by a
// process that died is retried by another (pg-boss expires it after its `expireInSeconds`).
//
// Time. Services speak the clock port's time; pg-boss compares `start_after` and `started_on` with
// the database's now(). The queue bridges them without ever trusting two clocks to agree:
// - `send` turns a due time into a delay from the clock's now, which pg-boss adds to the database's
//   now(); with the system clock that is the same moment (and immune to skew between app and database).
// - In 'poll' mode (servers) pg-boss runs everything itself: workers poll, maintenance expires and
//   retries jobs, cron schedules fire.
// - In 'manual' mode (tests) nothing runs on its own. `runDue()` first ages the unfinished jobs by as
//   much as the clock moved since the queue last looked (their start_after and started_on move back),
//   which is exactly what the database's now() moving forward would do; then it fires the cron
//   schedules that came due on the clock, expires timed-out jobs (pg-boss's own rule), and runs every
//   due job to completion, again until none is left. So a test that advances the clock and calls
//   runDue() sees precisely the jobs due at that moment run, without waiting on any polling interval.
//   Only one manual queue per database should call runDue (each remembers the clock time it aged to).
//
// Pace (poll mode). Each queue runs up to `concurrency` jobs at once in this process: it has
// ceil(concurrency / batchSize) pg-boss workers, each fetching up to `batchSize` jobs in one statement
// and running them concurrently. A job's outcome is recorded on its own (completed, or failed and
// retried on its queue's terms), so one failing job never fails the others of its batch. A worker
// whose batch came back full asks again at once instead of sleeping its polling interval, so a
// backlog drains at the speed of the handlers. A job this process sends for now wakes an idle worker
// of its queue (pg-boss's notifyWorker): at once when sent on its own, and after the commit when sent
// inside a transaction (api/db/transaction.ts's afterCommit), never for a rolled-back one. Jobs sent
// by another process, or due later, are found by the next poll.
import { currentRequestId, withRequestId } from '../logging/requestContext.ts';
import type { PGlite } from '@electric-sql/pglite';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { Clock } from '../integrations/clock/port.ts';
import type { Database } from './database.ts';
import { afterCommit, type TransactionClient } from './transaction.ts';
import { type PgPoolCounts, type PoolStats, poolStatsOf } from './poolStats.ts';
import { sqlRows } from './sql.ts';
import { inSpan, markSpanFailed } from '../observability/tracing.ts';

export const JOB_SCHEMA = 'pgboss';

export type QueueOptions = {
  /** Further attempts after a failure or an expiry (default 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer than this is taken as dead and retried (default 15 minutes). */
  expireInSeconds?: number;
  /** The queue that receives the job's data once its attempts are spent. */
  deadLetter?: string;
  /**
   * Jobs of this queue one process runs at once in poll mode (JobQueueOptions.concurrency when left
   * out; JobQueueOptions.queueConcurrency overrides it).
   */
  concurrency?: number;
  /** Jobs one fetch takes, at most `concurrency` (JobQueueOptions.batchSize when left out). */
  batchSize?: number;
};

export type JobSendOptions = {
  /** A fixed id (a uuid): sending again while the job exists does nothing. */
  id?: string;
  singletonKey?: string;
  /** Not before this time of the clock. */
  startAfter?: Date;
  /**
   * Queue the job inside this open transaction: it exists exactly when the transaction commits (a
   * rolled-back transaction leaves no job, a committed one cannot lose it).
   */
  tx?: TransactionClient;
};

export type Job<T> = { id: string; name: string; data: T; retryCount: number };
export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export type JobQueueOptions = {
  clock: Clock;
  mode: 'poll' | 'manual';
  log?: (error: unknown, message: string) => void;
  /** How often an idle worker asks for work in 'poll' mode (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** Connections of pg-boss's own pool on PostgreSQL. */
  poolSize?: number;
  /** Jobs of a queue one process runs at once, for queues that declare none (JOB_CONCURRENCY). */
  concurrency?: number;
  /** Jobs one fetch takes, for queues that declare none (JOB_BATCH_SIZE). */
  batchSize?: number;
  /** Concurrency of named queues, over what the code declares (JOB_QUEUE_CONCURRENCY). */
  queueConcurrency?: Readonly<Record<string, number>>;
};

/** Defaults of JobQueueOptions (and of JOB_CONCURRENCY, JOB_BATCH_SIZE, JOB_POLL_SECONDS in api/config.ts). */
export const JOB_DEFAULTS = { concurrency: 4, batchSize: 4, pollingIntervalSeconds: 2, poolSize: 6 } as const;

/** A queue's jobs not started yet: due now, due later, and how long the oldest due one has waited (seconds). */
export type QueueDepth = { queue: string; due: number; later: number; oldestDueSeconds: number };

/** How a queue runs in poll mode: its workers, the jobs each fetches, and so how many run at once. */
export type QueuePace = { concurrency: number; batchSize: number; workers: number };

/** A pg-boss worker of ours: its id once pg-boss answered it, and whether it is running a batch. */
type WorkerSlot = { id: string | undefined; busy: boolean };
// biome-ignore lint/suspicious/noExplicitAny: one map holds the handlers of queues of every payload type
type Queue = { options: QueueOptions; handler: JobHandler<any>; workers: WorkerSlot[]; nextWake: number };
type Schedule = { cron: string; data: object };
type JobRow = { id: string; name: string; data: unknown; retryCount?: number; expireInSeconds?: number };

const MANUAL_BATCH = 20;
const MANUAL_MAX_PASSES = 100;

/** pg-boss's `db` option over PGlite: parameterised statements through query, scripts through exec. */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      // pg-boss creates and migrates its schema with multi-statement scripts, which only exec runs
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss's `db` option over an open Prisma transaction, for a job sent as part of it. */
export function transactionExecutor(tx: TransactionClient): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // node-postgres's conversions, which pg-boss's statements expect: objects as JSON text, undefined as NULL
      const parameters = values.map((value) =>
        value === undefined ? null : value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
      );
      return { rows: await sqlRows(tx, text, parameters) };
    },
  };
}

/** How pg-boss reaches the database: its own pool on PostgreSQL, the embedded instance otherwise. */
export function jobConnection(database: Database, poolSize = 4): PgBoss.ConstructorOptions {
  if (database.pglite) return { db: pgliteExecutor(database.pglite) };
  if (!database.sessionUrl) throw new Error('The database has neither a connection string nor an embedded instance');
  // pg-boss's own pool, past any transaction pooler (DATABASE_DIRECT_URL)
  return { connectionString: database.sessionUrl, max: poolSize, application_name: 'marketplace-jobs' };
}

/** `running`, or a rejection once it has run `seconds` less a margin (10 %, at most 5 s). */
async function withinSeconds<T>(running: Promise<T>, seconds: number): Promise<T> {
  const limitMs = seconds * 1000 - Math.min(5_000, seconds * 100);
  let timer: NodeJS.Timeout | undefined;
  // an attempt that ends after it was given up on must not become an unhandled rejection
  running.catch(() => {});
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the attempt ran longer than its ${seconds} s expiry`)), limitMs);
  });
  try {
    return await Promise.race([running, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The key of a job's data that names the request that queued it (the handler never sees it). */
const REQUEST_ID_KEY = '$requestId';

function splitRequestId(data: unknown): { data: unknown; requestId: string | undefined } {
  if (!data || typeof data !== 'object' || !(REQUEST_ID_KEY in data)) return { data, requestId: undefined };
  const { [REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>;
  return { data: rest, requestId: typeof requestId === 'string' ? requestId : undefined };
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Queue>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly clock: Clock;
  private readonly mode: JobQueueOptions['mode'];
  private readonly log: (error: unknown, message: string) => void;
  private readonly pollingIntervalSeconds: number;
  private readonly defaultConcurrency: number;
  private readonly defaultBatchSize: number;
  private readonly queueConcurrency: Readonly<Record<string, number>>;
  private started = false;
  /** manual mode: the clock time the queue's jobs were last aged to, and the schedules fired up to */
  private agedTo = 0;

  constructor(database: Database, options: JobQueueOptions) {
    this.clock = options.clock;
    this.mode = options.mode;
    this.log = options.log ?? (() => {});
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? JOB_DEFAULTS.pollingIntervalSeconds;
    this.defaultConcurrency = options.concurrency ?? JOB_DEFAULTS.concurrency;
    this.defaultBatchSize = options.batchSize ?? JOB_DEFAULTS.batchSize;
    this.queueConcurrency = options.queueConcurrency ?? {};
    const manual = options.mode === 'manual';
    this.boss = new PgBoss({
      ...jobConnection(database, options.poolSize ?? JOB_DEFAULTS.poolSize),
      schema: JOB_SCHEMA,
      supervise: !manual,
      schedule: !manual,
    });
    this.boss.on('error', (error) => this.log(error, 'job queue error'));
  }

  /** Declares a queue and the handler that runs its jobs (before start). A handler that throws fails the attempt. */
  work<T>(name: string, options: QueueOptions, handler: JobHandler<T>): void {
    if (this.started) throw new Error(`Queue ${name} must be declared before the job queue starts`);
    if (this.queues.has(name)) throw new Error(`Queue ${name} is declared twice`);
    for (const key of ['concurrency', 'batchSize'] as const) {
      const value = options[key];
      if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new Error(`Queue ${name}: ${key} must be a whole number >= 1`);
    }
    this.queues.set(name, { options, handler, workers: [], nextWake: 0 });
  }

  /** How the queue `name` runs in poll mode (see the top of this file). */
  pace(name: string): QueuePace {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not declared`);
    const concurrency = this.queueConcurrency[name] ?? queue.options.concurrency ?? this.defaultConcurrency;
    const batchSize = Math.min(concurrency, queue.options.batchSize ?? this.defaultBatchSize);
    return { concurrency, batchSize, workers: Math.ceil(concurrency / batchSize) };
  }

  /** Sends a job to a declared queue on a cron schedule (UTC), at most once per tick across processes (before start). */
  schedule(name: string, cron: string, data: object = {}): void {
    if (this.started) throw new Error(`Schedule ${name} must be declared before the job queue starts`);
    if (!this.queues.has(name)) throw new Error(`Schedule ${name} has no queue`);
    cronParser.parseExpression(cron, { tz: 'UTC' });
    this.schedules.set(name, { cron, data });
  }

  /** Creates pg-boss's schema when missing, the queues and schedules, and (in poll mode) the workers. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.boss.start();
    for (const [name, { options }] of this.queues) {
      if (options.deadLetter && !this.queues.has(options.deadLetter)) throw new Error(`Queue ${name} names an undeclared dead-letter queue`);
    }
    // dead-letter queues first: a queue's definition refers to its dead-letter queue
    const ordered = [...this.queues].sort(([, a], [, b]) => Number(Boolean(a.options.deadLetter)) - Number(Boolean(b.options.deadLetter)));
    for (const [name, { options }] of ordered) {
      const definition = {
        name,
        retryLimit: options.retryLimit ?? 2,
        retryDelay: options.retryDelaySeconds ?? 0,
        retryBackoff: options.retryBackoff ?? false,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
        ...(options.deadLetter ? { deadLetter: options.deadLetter } : {}),
      };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, definition);
      else await this.boss.createQueue(name, definition);
    }
    for (const [name, { cron, data }] of this.schedules) await this.boss.schedule(name, cron, data, { tz: 'UTC' });
    if (this.mode === 'manual') {
      this.agedTo = this.clock.now().getTime();
      return;
    }
    for (const name of Object.keys(this.queueConcurrency)) {
      if (!this.queues.has(name)) throw new Error(`JOB_QUEUE_CONCURRENCY names ${name}, which is not a queue`);
    }
    for (const [name, queue] of this.queues) {
      const { batchSize, workers } = this.pace(name);
      for (let index = 0; index < workers; index += 1) {
        const slot: WorkerSlot = { id: undefined, busy: false };
        queue.workers.push(slot);
        slot.id = await this.boss.work<unknown>(name, { batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true }, (jobs) =>
          this.runBatch(name, queue, slot, batchSize, jobs),
        );
      }
    }
  }

  /**
   * One worker's batch: its jobs run at once, each completed or failed on its own. It never throws:
   * pg-boss would then fail the whole batch (and fail again jobs already failed and queued for retry);
   * the complete pg-boss sends for the batch afterwards finds nothing left active.
   */
  private async runBatch(name: string, queue: Queue, slot: WorkerSlot, batchSize: number, jobs: JobRow[]): Promise<void> {
    slot.busy = true;
    try {
      await Promise.all(jobs.map((job) => this.attempt(name, queue.handler, job, true)));
    } finally {
      slot.busy = false;
    }
    // a full batch: more are probably waiting, so the worker fetches again without its polling pause
    if (jobs.length >= batchSize && slot.id && this.started) this.boss.notifyWorker(slot.id);
  }

  /** Wakes a worker of the queue for a job just sent for now. */
  private wake(name: string): void {
    const queue = this.queues.get(name);
    if (!this.started || !queue || queue.workers.length === 0) return;
    // the idle workers in turn (several jobs sent together wake several workers); all busy: the next
    // one in turn fetches again right after its batch instead of sleeping
    const idle = queue.workers.filter((slot) => slot.id && !slot.busy);
    const candidates = idle.length > 0 ? idle : queue.workers.filter((slot) => slot.id);
    if (candidates.length === 0) return;
    const slot = candidates[queue.nextWake++ % candidates.length];
    this.boss.notifyWorker(slot.id!);
  }

  /** Queues a job; answers its id, or null when a job with that id or singleton key already waits. */
  async send<T extends object>(name: string, data: T, options: JobSendOptions = {}): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`Queue ${name} is not declared`);
    const delayMs = options.startAfter ? options.startAfter.getTime() - this.clock.now().getTime() : 0;
    const requestId = currentRequestId();
    const id = await this.boss.send(name, requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      // a delay, which pg-boss adds to the database's now() (see the top of this file)
      ...(delayMs > 0 ? { startAfter: delayMs / 1000 } : {}),
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    });
    // due now: a worker takes it without waiting for its next poll (within a transaction, once it committed)
    if (id !== null && delayMs <= 0 && this.mode === 'poll') {
      if (options.tx) afterCommit(options.tx, () => this.wake(name));
      else this.wake(name);
    }
    return id;
  }

  /**
   * Queues a job inside the caller's database transaction (a Prisma transaction on the same database):
   * it exists only if that transaction commits, so it can never run before the change it follows nor
   * for a change that rolled back. pg-boss writes it through its `db` option; the queue's own settings apply.
   */
  async sendWithin(tx: TransactionClient, name: string, data: object, options: Pick<JobSendOptions, 'startAfter'> = {}): Promise<void> {
    await this.send(name, data, { ...options, tx });
  }

  /** Whether the queue has started and not stopped: its workers (poll mode) are taking jobs. */
  get running(): boolean {
    return this.started;
  }

  /**
   * Each declared queue's jobs waiting to run: due now (and how long the oldest of those has been
   * due, in seconds) and due later. One statement over pg-boss's index of unstarted jobs (job_i5).
   */
  async depths(): Promise<QueueDepth[]> {
    const { rows } = (await this.boss.getDb().executeSql(
      `SELECT name, count(*) FILTER (WHERE start_after <= now())::int AS due, count(*) FILTER (WHERE start_after > now())::int AS later,
              coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE start_after <= now())), 0)::float8 AS oldest
       FROM ${JOB_SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'active' GROUP BY name`,
      [[...this.queues.keys()]],
    )) as { rows: { name: string; due: number; later: number; oldest: number }[] };
    const found = new Map(rows.map((row) => [row.name, row]));
    return [...this.queues.keys()].map((name) => {
      const row = found.get(name);
      return { queue: name, due: row?.due ?? 0, later: row?.later ?? 0, oldestDueSeconds: Math.max(0, row?.oldest ?? 0) };
    });
  }

  /** The connections of pg-boss's own pool (PostgreSQL); undefined on the embedded database, where it has none. */
  poolStats(): PoolStats | undefined {
    const pool = (this.boss.getDb() as { pool?: PgPoolCounts }).pool;
    return pool ? poolStatsOf(pool) : undefined;
  }

  /** The job as pg-boss keeps it (state, retries), or null. */
  getJob(name: string, id: string) {
    return this.boss.getJobById(name, id);
  }

  /**
   * Manual mode: runs every job due at the clock's now (and those they queue for now), one queue
   * after another, until none is left; answers how many attempts ran.
   */
  async runDue(): Promise<number> {
    if (this.mode !== 'manual') throw new Error('runDue is for a manual job queue');
    if (!this.started) throw new Error('The job queue has not started');
    await this.age();
    // the jobs this call starts all end within it, so only those already active can time out
    await this.boss.expire();
    let ran = 0;
    for (let pass = 0; pass < MANUAL_MAX_PASSES; pass += 1) {
      const due = await this.queuesWithDueJobs();
      let fetched = 0;
      for (const [name, { handler }] of this.queues) {
        if (!due.has(name)) continue;
        const jobs = (await this.boss.fetch<unknown>(name, { batchSize: MANUAL_BATCH, includeMetadata: true })) as JobRow[];
        for (const job of jobs) {
          fetched += 1;
          await this.attempt(name, handler, job, false);
        }
      }
      if (fetched === 0) return ran;
      ran += fetched;
    }
    throw new Error('Jobs kept coming due: a job probably queues itself without delay');
  }

  /** One query instead of a fetch per declared queue: the names of queues with a job that pg-boss's fetch would take now. */
  private async queuesWithDueJobs(): Promise<Set<string>> {
    const { rows } = (await this.boss
      .getDb()
      .executeSql(`SELECT DISTINCT name FROM ${JOB_SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`, [
        [...this.queues.keys()],
      ])) as { rows: { name: string }[] };
    return new Set(rows.map((row) => row.name));
  }

  /**
   * One attempt of one job, recorded on its own: completed with the handler's output, or failed (pg-boss
   * then retries it on the queue's terms). In poll mode an attempt that outlives its expiry (less a
   * margin, so that it ends before pg-boss's timer of the batch) is failed as timed out. A failure to
   * record the outcome (the database) leaves the job active, to be expired and retried by pg-boss.
   */
  private attempt(name: string, handler: JobHandler<unknown>, job: JobRow, timed: boolean): Promise<void> {
    const { data, requestId } = splitRequestId(job.data);
    const attributes = { 'job.queue': name, 'job.id': job.id, 'job.retry_count': job.retryCount ?? 0 };
    return withRequestId(requestId, () => inSpan(`job ${name}`, attributes, () => this.attemptAs(name, handler, { ...job, data }, timed)));
  }

  private async attemptAs(name: string, handler: JobHandler<unknown>, job: JobRow, timed: boolean): Promise<void> {
    let outcome: { output: unknown } | { error: unknown };
    let running: Promise<unknown>;
    try {
      running = Promise.resolve(handler({ id: job.id, name, data: job.data, retryCount: job.retryCount ?? 0 }));
    } catch (error) {
      running = Promise.reject(error);
    }
    try {
      outcome = { output: timed && job.expireInSeconds ? await withinSeconds(running, job.expireInSeconds) : await running };
    } catch (error) {
      outcome = { error };
    }
    try {
      if ('output' in outcome) {
        await this.boss.complete(name, job.id, outcome.output && typeof outcome.output === 'object' ? outcome.output : undefined);
      } else {
        this.log(outcome.error, `job ${name} failed`);
        markSpanFailed(outcome.error);
        await this.boss.fail(name, job.id, { message: outcome.error instanceof Error ? outcome.error.message : String(outcome.error) });
      }
    } catch (error) {
      this.log(error, `job ${name}: its outcome could not be recorded; it is retried once it expires`);
    }
  }

  /** Manual mode: moves the unfinished jobs' times back by the clock's advance and fires the schedules it passed. */
  private async age() {
    const now = this.clock.now().getTime();
    const advancedMs = now - this.agedTo;
    if (advancedMs <= 0) return;
    const names = [...this.queues.keys()];
    await this.boss.getDb().executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = start_after - $1 * interval '1 millisecond',
              started_on = started_on - $1 * interval '1 millisecond'
       WHERE name = ANY($2::text[]) AND state < 'completed'`,
      [advancedMs, names],
    );
    for (const [name, { cron, data }] of this.schedules) {
      const next = cronParser
        .parseExpression(cron, { tz: 'UTC', currentDate: new Date(this.agedTo) })
        .next()
        .toDate();
      // one job however many ticks were passed, as pg-boss's own cron does after a pause
      if (next.getTime() <= now) await this.boss.send(name, data);
    }
    this.agedTo = now;
  }

  /** Stops taking jobs; in poll mode waits up to `timeoutMs` for running ones (the rest are retried later). */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: this.mode === 'poll', wait: true, timeout: timeoutMs });
  }
}
