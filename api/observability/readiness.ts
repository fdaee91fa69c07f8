// Readiness (GET /readyz): whether this process can serve, each part checked with a short timeout so
// a probe answers within about a second however a dependency hangs. A part is "up" or "down", never
// why: the reason goes to the log, not to whoever asks.
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../db/jobs.ts';
import { migrationNames, unappliedMigrations } from '../db/migrate.ts';

export type PartState = 'up' | 'down';
export type Readiness = { ready: boolean; parts: Record<string, PartState> };

/** A part of readiness: resolves when the part is fine, throws (or outlasts the timeout) when not. */
export type ReadinessCheck = { part: string; check: () => Promise<void> };

/** How long one check may take before its part is down. */
export const READINESS_TIMEOUT_MS = 1_000;

/** `running`, or a rejection once `ms` have passed (it may still settle later, unobserved). */
export function withTimeout<T>(running: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  running.catch(() => {});
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; the process is ready when every part is up. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  options: { timeoutMs?: number; warn?: (error: unknown, message: string) => void } = {},
): Promise<Readiness> {
  const states = await Promise.all(
    checks.map(async ({ part, check }): Promise<[string, PartState]> => {
      try {
        await withTimeout(Promise.resolve().then(check), options.timeoutMs ?? READINESS_TIMEOUT_MS);
        return [part, 'up'];
      } catch (error) {
        options.warn?.(error, `readiness: ${part} is down`);
        return [part, 'down'];
      }
    }),
  );
  return { ready: states.every(([, state]) => state === 'up'), parts: Object.fromEntries(states) };
}

/**
 * The process's parts: the database answers, every migration of this release is applied, the job
 * workers run, and Redis answers when it is configured. `database` is read at each check (the
 * process's current database).
 */
export function readinessChecks(options: { database: () => Database; jobs: JobQueue; redis: Redis | undefined }): ReadinessCheck[] {
  const expected = migrationNames();
  const checks: ReadinessCheck[] = [
    { part: 'database', check: async () => void (await options.database().prisma.$queryRaw`SELECT 1`) },
    {
      part: 'migrations',
      check: async () => {
        const missing = await unappliedMigrations(options.database().prisma, expected);
        if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
      },
    },
    {
      part: 'jobs',
      check: async () => {
        if (!options.jobs.running) throw new Error('the job queue is not running');
      },
    },
  ];
  const redis = options.redis;
  if (redis) checks.push({ part: 'redis', check: async () => void (await redis.ping()) });
  return checks;
}
