// Durable jobs on pg-boss (DESIGN.md §1): every deadline, retry, poll and periodic task is a job in
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
import type { PGlite } from '@electric-sql/pglite';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { Clock } from '../integrations/clock/port.ts';
import type { Database } from './database.ts';
import type { TransactionClient } from './transaction.ts';

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
};

// biome-ignore lint/suspicious/noExplicitAny: one map holds the handlers of queues of every payload type
type Queue = { options: QueueOptions; handler: JobHandler<any> };
type Schedule = { cron: string; data: object };
type JobRow = { id: string; name: string; data: unknown; retryCount?: number };

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
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...parameters) };
    },
  };
}

/** How pg-boss reaches the database: its own pool on PostgreSQL, the embedded instance otherwise. */
export function jobConnection(database: Database, poolSize = 4): PgBoss.ConstructorOptions {
  if (database.pglite) return { db: pgliteExecutor(database.pglite) };
  if (!database.databaseUrl) throw new Error('The database has neither a connection string nor an embedded instance');
  return { connectionString: database.databaseUrl, max: poolSize, application_name: 'marketplace-jobs' };
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Queue>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly clock: Clock;
  private readonly mode: JobQueueOptions['mode'];
  private readonly log: (error: unknown, message: string) => void;
  private readonly pollingIntervalSeconds: number;
  private started = false;
  /** manual mode: the clock time the queue's jobs were last aged to, and the schedules fired up to */
  private agedTo = 0;

  constructor(database: Database, options: JobQueueOptions) {
    this.clock = options.clock;
    this.mode = options.mode;
    this.log = options.log ?? (() => {});
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    const manual = options.mode === 'manual';
    this.boss = new PgBoss({ ...jobConnection(database, options.poolSize), schema: JOB_SCHEMA, supervise: !manual, schedule: !manual });
    this.boss.on('error', (error) => this.log(error, 'job queue error'));
  }

  /** Declares a queue and the handler that runs its jobs (before start). A handler that throws fails the attempt. */
  work<T>(name: string, options: QueueOptions, handler: JobHandler<T>): void {
    if (this.started) throw new Error(`Queue ${name} must be declared before the job queue starts`);
    if (this.queues.has(name)) throw new Error(`Queue ${name} is declared twice`);
    this.queues.set(name, { options, handler });
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
    for (const [name, { handler }] of this.queues) {
      await this.boss.work<unknown>(name, { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true }, async ([job]) =>
        handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount }),
      );
    }
  }

  /** Queues a job; answers its id, or null when a job with that id or singleton key already waits. */
  async send<T extends object>(name: string, data: T, options: JobSendOptions = {}): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`Queue ${name} is not declared`);
    const delayMs = options.startAfter ? options.startAfter.getTime() - this.clock.now().getTime() : 0;
    return this.boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      // a delay, which pg-boss adds to the database's now() (see the top of this file)
      ...(delayMs > 0 ? { startAfter: delayMs / 1000 } : {}),
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    });
  }

  /**
   * Queues a job inside the caller's database transaction (a Prisma transaction on the same database):
   * it exists only if that transaction commits, so it can never run before the change it follows nor
   * for a change that rolled back. pg-boss writes it through its `db` option; the queue's own settings apply.
   */
  async sendWithin(tx: TransactionClient, name: string, data: object, options: Pick<JobSendOptions, 'startAfter'> = {}): Promise<void> {
    await this.send(name, data, { ...options, tx });
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
          await this.attempt(name, handler, job);
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

  private async attempt(name: string, handler: JobHandler<unknown>, job: JobRow) {
    try {
      const output = await handler({ id: job.id, name, data: job.data, retryCount: job.retryCount ?? 0 });
      await this.boss.complete(name, job.id, output && typeof output === 'object' ? output : undefined);
    } catch (error) {
      this.log(error, `job ${name} failed`);
      await this.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
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
