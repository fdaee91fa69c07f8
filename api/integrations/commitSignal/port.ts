/**
 * "Events were committed": the signal that wakes the event relays of the other API processes
 * (api/modules/events/eventFeed.ts). It carries no event: every relay reads the log itself, in the
 * log's order, so a lost or repeated signal costs at most one poll interval (EVENTS_POLL_MS), never
 * an event or its order. Redis pub/sub with REDIS_URL, PostgreSQL LISTEN/NOTIFY on a database
 * server, nothing between processes on the embedded database (one process).
 */
export interface CommitSignal {
  readonly name: 'redis' | 'postgres' | 'local';
  /** Tells the other processes (and this one) that events were committed. */
  publish(): void;
  /** Calls `wake` on every signal, this process's included; answers the function that stops listening. */
  listen(wake: () => void): Promise<() => Promise<void>>;
  /** Closes the connections it opened, the publisher's included; later signals are dropped. */
  close(): Promise<void>;
}
