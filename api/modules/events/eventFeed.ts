// Reading the event log after commit: positions and cursors, the backlog of one
// user, and the relay that moves committed events from the log to this process's subscribers.
//
// A position is (tx_id, id) (events.service.ts says why): events are read in that order and only
// below the oldest transaction still running, so every event is read exactly once, in one order that
// never changes, and a reader that resumes after a position misses nothing.
//
// The relay reads the log after its position and hands each event to the process's subscribers of
// its audience. It runs when a transaction of this process appended events (woken after the commit)
// and otherwise every `pollMs`, which brings other processes' events and those that waited for an
// older transaction, and when another process signals its commits (api/integrations/commitSignal:
// Redis pub/sub, or PostgreSQL LISTEN/NOTIFY): the signal only wakes, every relay reads the log
// itself, so a lost signal delays an event by at most one poll and never loses or reorders one.
import { db } from '../../db/client.ts';
import type { CommitSignal } from '../../integrations/commitSignal/port.ts';
import { decodeCursor, encodeCursor, type EventPosition, type EventType, wakeOnCommit } from './events.service.ts';

export { decodeCursor, encodeCursor, type EventPosition };

/** A committed event as subscribers get it. */
export type FeedEvent = {
  position: EventPosition;
  /** the position, opaque to clients (base64url of "txId:id") */
  cursor: string;
  type: EventType;
  aggregateId: string;
  audience: readonly string[];
  payload: Record<string, unknown>;
  occurredAt: Date;
};

export function isAfter(a: EventPosition, b: EventPosition): boolean {
  return a.txId > b.txId || (a.txId === b.txId && a.id > b.id);
}

type EventRow = {
  id: bigint;
  tx: string;
  type: EventType;
  aggregate_id: string;
  audience_user_ids: string[];
  payload: Record<string, unknown>;
  occurred_at: Date;
};

function toFeedEvent(row: EventRow): FeedEvent {
  const position = { txId: BigInt(row.tx), id: BigInt(row.id) };
  return {
    position,
    cursor: encodeCursor(position),
    type: row.type,
    aggregateId: row.aggregate_id,
    audience: row.audience_user_ids,
    payload: row.payload,
    occurredAt: row.occurred_at,
  };
}

/**
 * Committed events after `after` (from the start when null), in log order, at most `limit`: those
 * whose audience holds `userId` when it is given, every one otherwise.
 */
export async function readEvents(options: { after: EventPosition | null; userId?: string; limit: number }): Promise<FeedEvent[]> {
  const after = options.after ?? { txId: 0n, id: 0n };
  const rows = options.userId
    ? await db().$queryRaw<EventRow[]>`
        SELECT id, tx_id::text AS tx, type, aggregate_id, audience_user_ids, payload, occurred_at
        FROM events
        WHERE (tx_id, id) > (${after.txId.toString()}::xid8, ${after.id})
          AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
          AND audience_user_ids @> ARRAY[${options.userId}]::text[]
        ORDER BY tx_id, id LIMIT ${options.limit}`
    : await db().$queryRaw<EventRow[]>`
        SELECT id, tx_id::text AS tx, type, aggregate_id, audience_user_ids, payload, occurred_at
        FROM events
        WHERE (tx_id, id) > (${after.txId.toString()}::xid8, ${after.id})
          AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY tx_id, id LIMIT ${options.limit}`;
  return rows.map(toFeedEvent);
}

/** The last committed position now: everything at or before it can be read, everything committed later comes after it. */
export async function logHead(): Promise<EventPosition> {
  const [row] = await db().$queryRaw<{ tx: string; id: bigint }[]>`
    SELECT tx_id::text AS tx, id FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, id DESC LIMIT 1`;
  return row ? { txId: BigInt(row.tx), id: BigInt(row.id) } : { txId: 0n, id: 0n };
}

/** Whether the event at `position` is still in the log (false once the retention purged it). */
export async function isKept(position: EventPosition): Promise<boolean> {
  const [row] = await db().$queryRaw<{ kept: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM events WHERE id = ${position.id} AND tx_id = ${position.txId.toString()}::xid8) AS kept`;
  return row?.kept === true;
}

type Listener = (event: FeedEvent) => void;

/** Moves committed events from the log to this process's subscribers, in log order, each once. */
export class EventRelay {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyEvent = new Set<(events: readonly FeedEvent[]) => void>();
  private position: EventPosition | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** stop() was called: no more signals to the other processes (a late one would open a connection again). */
  private closed = false;
  private started: Promise<void> | undefined;
  private stopListening: () => Promise<void> = async () => {};
  private signalPending = false;
  private readonly wake = () => this.runSoon();
  /** A commit of this process that appended events: the other processes are told, this one's relay runs. */
  private readonly unwatchCommits = wakeOnCommit(() => {
    this.tellOthers();
    this.runSoon();
  });

  constructor(private readonly options: { pollMs: number; signal: CommitSignal; batch?: number; warn: (error: unknown, message: string) => void }) {}

  /**
   * Starts at the log's head, once (the first subscriber starts it; later calls answer the same
   * promise): subscribers get what commits after it, earlier events come from readEvents.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.stopped = false;
      this.position = await logHead().catch((error: unknown) => {
        // e.g. asked before the migrations ran: the next caller tries again
        this.started = undefined;
        throw error;
      });
      this.stopListening = await this.options.signal.listen(this.wake).catch((error: unknown) => {
        this.options.warn(error, 'listening for other processes’ events failed; polling the event log');
        return async () => {};
      });
      this.schedule();
    })();
    return this.started;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closed = true;
    this.unwatchCommits();
    clearTimeout(this.timer);
    await this.started?.catch(() => {});
    await this.running;
    await this.stopListening();
    await this.options.signal.close();
  }

  /** Signals the commit to the other processes, once per burst of commits (within a few ms). */
  private tellOthers(): void {
    if (this.signalPending) return;
    this.signalPending = true;
    setTimeout(() => {
      this.signalPending = false;
      if (!this.closed) this.options.signal.publish();
    }, 5).unref();
  }

  /** Calls `listener` with each event committed from now on whose audience holds `userId`; answers the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /**
   * Calls `listener` with every batch of events committed from now on, whoever they are for (the
   * GraphQL response cache drops what they may have changed); starts the relay. Answers the unsubscribe.
   */
  watchAll(listener: (events: readonly FeedEvent[]) => void): () => void {
    this.everyEvent.add(listener);
    void this.start().catch((error: unknown) => this.options.warn(error, 'starting the event relay failed'));
    return () => this.everyEvent.delete(listener);
  }

  /**
   * Calls `listener` with every batch the relay hands out while something else keeps it running (a
   * subscriber, the response cache); does not start it. The metrics observe it so.
   */
  observeAll(listener: (events: readonly FeedEvent[]) => void): () => void {
    this.everyEvent.add(listener);
    return () => this.everyEvent.delete(listener);
  }

  /** Reads what has committed since the last run and hands it out; answers once done. */
  runNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.options.warn(error, 'reading the event log failed; retrying at the next poll'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.runSoon();
        } else this.schedule();
      });
    return this.running;
  }

  private runSoon(): void {
    if (!this.stopped) void this.runNow();
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.wake, this.options.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const batch = this.options.batch ?? 500;
    for (;;) {
      if (this.stopped || !this.position) return;
      const events = await readEvents({ after: this.position, limit: batch });
      if (events.length > 0) {
        for (const listener of this.everyEvent) {
          try {
            listener(events);
          } catch (error) {
            this.options.warn(error, 'a listener of every event failed');
          }
        }
      }
      for (const event of events) {
        this.position = event.position;
        for (const userId of event.audience) {
          for (const listener of this.listeners.get(userId) ?? []) listener(event);
        }
      }
      if (events.length < batch) return;
    }
  }
}
