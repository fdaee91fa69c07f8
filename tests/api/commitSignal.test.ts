// The PostgreSQL commit signal (api/integrations/commitSignal/signals.ts): a publish wakes a listener
// of another process, many publishes at once share the connection without overlapping queries, and
// once closed it holds no connection, nor opens one for a late publish (a process that stopped must be
// able to exit). Needs TEST_DATABASE_URL (LISTEN/NOTIFY across connections); skipped on PGlite.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresCommitSignal } from '../../api/integrations/commitSignal/signals.ts';
import type { CommitSignal } from '../../api/integrations/commitSignal/port.ts';
import { until } from '../helpers/until.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

async function signalConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = 'event-signal' AND datname = current_database()`,
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}

describe.skipIf(!databaseUrl)('the commit signal on PostgreSQL', () => {
  const opened: CommitSignal[] = [];
  const signal = () => {
    const next = postgresCommitSignal(databaseUrl!, (error) => {
      throw error;
    });
    opened.push(next);
    return next;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((each) => each.close()));
  });

  it('wakes a listener of another process once a publisher notifies, and leaves no connection once both close', async () => {
    const listener = signal();
    const publisher = signal();
    let wakes = 0;
    const stopListening = await listener.listen(() => wakes++);
    const warnings: string[] = [];
    const warn = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warn);
    try {
      for (let index = 0; index < 20; index++) publisher.publish();
      await until(() => wakes > 0, 5_000);
      // a burst of publishes is sent one NOTIFY after the other (pg warns of overlapping queries)
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', warn);
    }
    await stopListening();
    await listener.close();
    await publisher.close();
    expect(await signalConnections()).toBe(0);
  });

  it('opens no connection for a publish after it closed', async () => {
    const publisher = signal();
    publisher.publish();
    await until(async () => (await signalConnections()) === 1, 5_000);
    await publisher.close();
    publisher.publish();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await signalConnections()).toBe(0);
  });
});
