// The commit signal's drivers (port.ts says what it is for).
import { Redis } from 'ioredis';
import pg from 'pg';
import type { CommitSignal } from './port.ts';

const CHANNEL = 'market_events_committed';

/** Redis pub/sub: one publisher connection, one subscriber connection per listening process. */
export function redisCommitSignal(url: string, warn: (error: unknown, message: string) => void): CommitSignal {
  let publisher: Redis | undefined;
  let closed = false;
  const connection = () => {
    const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    client.on('error', (error) => warn(error, 'Redis (event signal) failed; other processes fall back to polling the event log'));
    return client;
  };
  return {
    name: 'redis',
    publish() {
      if (closed) return;
      publisher ??= connection();
      publisher.publish(CHANNEL, '1').catch(() => {});
    },
    async listen(wake) {
      const subscriber = connection();
      subscriber.on('message', wake);
      await subscriber.subscribe(CHANNEL);
      return async () => {
        subscriber.disconnect();
      };
    },
    async close() {
      closed = true;
      publisher?.disconnect();
      publisher = undefined;
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (outside any business transaction: a NOTIFY
 * inside one would make every commit wait for the notification queue's lock).
 */
export function postgresCommitSignal(databaseUrl: string, warn: (error: unknown, message: string) => void): CommitSignal {
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  // one NOTIFY at a time on the connection: signals asked for meanwhile become one more NOTIFY
  let notifying = false;
  let notifyAgain = false;
  const open = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: databaseUrl, application_name: 'event-signal' });
      next.on('error', (error) => {
        warn(error, 'the event signal connection failed; other processes fall back to polling the event log');
        connecting = undefined;
      });
      await next.connect();
      return next;
    })();
    return connecting;
  };
  const notify = async () => {
    notifying = true;
    try {
      do {
        notifyAgain = false;
        if (closed) return;
        const connection = await open();
        await connection.query(`NOTIFY ${CHANNEL}`);
      } while (notifyAgain && !closed);
    } catch {
      // the other processes poll the event log meanwhile
    } finally {
      notifying = false;
    }
  };
  return {
    name: 'postgres',
    publish() {
      if (closed) return;
      if (notifying) notifyAgain = true;
      else void notify();
    },
    async listen(wake) {
      const connection = await open();
      connection.on('notification', wake);
      await connection.query(`LISTEN ${CHANNEL}`);
      return async () => {
        connection.off('notification', wake);
        await connection.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      const opened = connecting;
      connecting = undefined;
      if (opened) await (await opened.catch(() => undefined))?.end().catch(() => {});
    },
  };
}

/** One process (the embedded database): a commit wakes this process's relay directly; nothing to tell. */
export function localCommitSignal(): CommitSignal {
  return {
    name: 'local',
    publish() {},
    async listen() {
      return async () => {};
    },
    async close() {},
  };
}
