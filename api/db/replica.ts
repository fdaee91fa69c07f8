// The read replica: public reads (market pages, item pages, prices) go to it while its replay lag is
// under the maximum, to the primary otherwise. A viewer's own data, transactions and every write stay
// on the primary (`db()`); a service asks for the replica explicitly with `publicRead` or
// `sqlRead(..., { replica: true })`. A failed replica read is answered by the primary.
import { database } from './client.ts';
import type { Database } from './database.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

export type ReadTarget = 'primary' | 'replica';

export type ReplicaOptions = {
  maxLagMs: number;
  intervalMs?: number;
  /** Measures the replay lag in ms (the default asks the replica); throws when the replica is unreachable. */
  measureLag?: (replica: Database) => Promise<number>;
  /** Called after every check with the lag measured, or undefined when the check failed. */
  onLag?: (lagMs: number | undefined) => void;
};

export type ReadReplica = {
  database: Database;
  usable(): boolean;
  /** The replay lag the last check measured in ms; undefined before the first check and when the last one failed. */
  lagMs(): number | undefined;
  /** Measures the lag once (the monitor does it every intervalMs). */
  check(): Promise<void>;
  /** A read failed on the replica: no more reads go there until a check succeeds. */
  failed(): void;
  stop(): void;
};

let current: ReadReplica | undefined;
let countRead: ((target: ReadTarget) => void) | undefined;

// An idle primary sends no WAL: received = replayed means caught up, whatever the last replayed commit's age.
const LAG_SQL = `SELECT CASE WHEN NOT pg_is_in_recovery() THEN NULL
  WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000, 0) END::float8 AS lag`;

/** The replay lag of a streaming standby in ms; a server that is not a standby is never used as a replica. */
export async function replicationLag(replica: Database): Promise<number> {
  const [row] = await replica.prisma.$queryRawUnsafe<{ lag: number | null }[]>(LAG_SQL);
  if (row?.lag === null || row?.lag === undefined) throw new Error('The replica is not a standby server (pg_is_in_recovery() is false)');
  return Number(row.lag);
}

/** Routes public reads to `replica` while its lag is under `maxLagMs`; checks it every `intervalMs`. */
export function useReplica(replica: Database, options: ReplicaOptions): ReadReplica {
  const measureLag = options.measureLag ?? replicationLag;
  let usable = false;
  let lastLag: number | undefined;
  let checking: Promise<void> | undefined;
  const check = () => {
    checking ??= measureLag(replica)
      .then(
        (lag) => {
          usable = lag <= options.maxLagMs;
          lastLag = lag;
          options.onLag?.(lag);
        },
        () => {
          usable = false;
          lastLag = undefined;
          options.onLag?.(undefined);
        },
      )
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? 500);
  timer.unref();
  const handle: ReadReplica = {
    database: replica,
    usable: () => usable,
    lagMs: () => lastLag,
    check,
    failed() {
      usable = false;
      void check();
    },
    stop() {
      clearInterval(timer);
      usable = false;
      if (current === handle) current = undefined;
    },
  };
  current = handle;
  void check();
  return handle;
}

/** The replica public reads are routed to, if the process has one. */
export function currentReplica(): ReadReplica | undefined {
  return current;
}

/** Counts every public read by the database that answered it (the metrics). */
export function onPublicRead(listener: ((target: ReadTarget) => void) | undefined): void {
  countRead = listener;
}

/**
 * Runs a public read on the replica when it is usable, on the primary otherwise. A failed replica read
 * (stopped, restarting, a connection cut) marks the replica unusable until its next check and is
 * answered by the primary: a read changes nothing, so running it again is safe.
 */
export async function publicRead<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const replica = current;
  if (replica?.usable()) {
    try {
      const answer = await read(replica.database);
      countRead?.('replica');
      return answer;
    } catch {
      replica.failed();
    }
  }
  const answer = await read(database());
  countRead?.('primary');
  return answer;
}

/** `publicRead` through the Prisma client. */
export function publicPrisma<T>(read: (prisma: PrismaClient) => Promise<T>): Promise<T> {
  return publicRead((target) => read(target.prisma));
}
