// Jobs due on the controlled clock alone, for tests that model when each job runs (tests/model/leaseModel.ts).
//
// The manual job queue (api/db/jobs.ts) keeps a job's due time as pg-boss does, against the
// database's now(), and ages it by as much as the clock moved. The real time a test spends between
// two stops therefore counts too: a job due a lease minute later on the clock runs at an earlier stop
// once a minute of real time passed (a slow run, a loaded database server), sees its deadline not yet
// come and ends doing nothing. And a failed attempt waits for its retry delay (30 s and more) on the
// database's time. With timeJobsByClock the app's queue instead:
// - parks a job sent for a later clock time far in the future of the database and frees it (due at
//   once) at the first runDue at or after that clock time, so real time never moves a job;
// - retries a failed attempt at once, within the same runDue, up to the queue's retry limit;
// - throws from runDue when a job failed for good (its attempts spent), with the job's error, so a
//   handler that fails cannot pass unnoticed as a step that merely came late.
// Jobs sent for now run in the runDue that follows, as before. Install it once, right after the app
// is created: it replaces the `send` and `runDue` of that app's queue.
import { db } from '../../api/db/client.ts';
import { JOB_SCHEMA, type JobQueue, type JobSendOptions } from '../../api/db/jobs.ts';
import type { Clock } from '../../api/integrations/clock/port.ts';

/** How far in the database's future a job waits for its clock time (far beyond any test's clock). */
const PARKED_MS = 100 * 365 * 24 * 3_600_000;
/** Rounds of immediate retries in one runDue (above every queue's retry limit). */
const MAX_RETRY_ROUNDS = 10;

type FailedJob = { id: string; name: string; output: unknown };

export function timeJobsByClock(jobs: JobQueue, clock: Clock): void {
  /** the parked jobs' ids and their due times on the clock (ms) */
  const parked = new Map<string, number>();
  const reported = new Set<string>();
  const send = jobs.send.bind(jobs);
  const runDue = jobs.runDue.bind(jobs);

  jobs.send = async <T extends object>(name: string, data: T, options: JobSendOptions = {}) => {
    const dueAt = options.startAfter?.getTime();
    if (dueAt === undefined || dueAt <= clock.now().getTime()) return send(name, data, options);
    const id = await send(name, data, { ...options, startAfter: new Date(dueAt + PARKED_MS) });
    // a job sent in a transaction that rolls back leaves an id no row has: freeing it changes nothing
    if (id !== null) parked.set(id, dueAt);
    return id;
  };

  jobs.runDue = async () => {
    const now = clock.now().getTime();
    const due = [...parked].filter(([, dueAt]) => dueAt <= now).map(([id]) => id);
    if (due.length > 0) {
      // created_on is when it was sent: in the past of the database's now(), however the queue ages it
      await db().$executeRawUnsafe(
        `UPDATE ${JOB_SCHEMA}.job SET start_after = created_on - interval '1 second' WHERE id = ANY($1::uuid[]) AND state < 'active'`,
        due,
      );
      for (const id of due) parked.delete(id);
    }
    let ran = await runDue();
    for (let round = 0; round < MAX_RETRY_ROUNDS; round += 1) {
      const retried = await db().$executeRawUnsafe(
        `UPDATE ${JOB_SCHEMA}.job SET start_after = created_on - interval '1 second' WHERE state = 'retry' AND start_after >= now()`,
      );
      if (retried === 0) break;
      ran += await runDue();
    }
    const failed = await db().$queryRawUnsafe<FailedJob[]>(`SELECT id::text AS id, name, output FROM ${JOB_SCHEMA}.job WHERE state = 'failed'`);
    const fresh = failed.filter((job) => !reported.has(job.id));
    for (const job of fresh) reported.add(job.id);
    if (fresh.length > 0) {
      throw new Error(`jobs failed for good: ${fresh.map((job) => `${job.name} (${JSON.stringify(job.output)})`).join('; ')}`);
    }
    return ran;
  };
}
