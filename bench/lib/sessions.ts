import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Samples, every 100 ms, what the app's database sessions are doing: waiting for the app inside a
 * transaction, waiting on a lock or on I/O (which), or running. Sessions whose application_name
 * starts with `ownName` (the bench's own) are left out. `stop()` answers how many samples were taken
 * and, per state, the sessions counted over all of them.
 */
export function sampleSessions(
  databaseUrl: string,
  ownName: string,
  log: (line: string) => void,
): { stop(): Promise<{ samples: number; counts: Map<string, number> }> } {
  const counts = new Map<string, number>();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${ownName}-sampler` });
  let running = true;
  let samples = 0;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `SELECT CASE WHEN state = 'idle in transaction' THEN 'in a transaction, waiting for the app'
                     WHEN wait_event_type IS NULL THEN 'running'
                     ELSE wait_event_type || ': ' || wait_event END AS what, count(*)::int AS n
         FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
           AND application_name NOT LIKE $1 AND state IN ('active', 'idle in transaction')
         GROUP BY 1`,
        [`${ownName}%`],
      );
      samples += 1;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch((error) => log(`session sampler: ${error instanceof Error ? error.message : error}`));
      await client.end().catch(() => {});
      return { samples, counts };
    },
  };
}
