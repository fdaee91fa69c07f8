// Dispatching partner callbacks (callbacks.service.ts says the rules): an app is sent the events that
// happened after its step 2. The log is read after a durable cursor (one row, locked by the
// dispatching transaction, so one dispatcher runs at a time and every event is considered exactly
// once, in log order, below the oldest running transaction as eventFeed.ts reads it). Each event of
// an order or a listing whose audience holds an app's user (an app with keys, not suspended) becomes
// one delivery row, unique per app and event, and one job, in the same transaction that moves the
// cursor. It runs after this process's commits that appended events, and every minute (a job) for
// those of other processes.
import { outsideAnyRequest, withRequestId } from '../../logging/requestContext.ts';
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { committedEventsAfter, committedHeadSql, eventsPendingAfter, wakeOnCommit } from '../events/events.service.ts';
import { DELIVER_JOB } from './callbackDeliveries.ts';
import { CALLBACK_TYPES } from './partnerEvent.ts';

type Tx = Prisma.TransactionClient;

export const DISPATCH_JOB = 'partner-callbacks-dispatch';
const DISPATCH_CRON = '* * * * *';
const DISPATCH_BATCH = 500;
/** The pause between a commit and the dispatch it wakes: commits within it share one run. */
const DISPATCH_PAUSE_MS = 200;
/** How often the cursor is moved to the log's end while no app can receive callbacks. */
const FAST_FORWARD_MS = 5_000;
/** How soon a dispatch reads again when committed events were held back by an older transaction still running. */
const HELD_BACK_RETRY_MS = 500;
/** How many times in a row it reads again for held-back events (10 s); then the minute job takes them. */
const HELD_BACK_RETRIES = 20;
/** How long a commit trusts the last answer to "can any app receive callbacks?" */
const RECEIVERS_CHECK_MS = 5_000;

export type CallbackDispatcherOptions = { now: () => Date; jobs: JobQueue; warn: (error: unknown, message: string) => void };

/** An app able to receive callbacks (keys submitted, not suspended), as the dispatcher matches it to events. */
type Receiver = { id: string; userId: string; keysSubmittedAt: Date | null; callbackTypes: string[] };

/** Turns committed events into deliveries, after this process's commits and every minute. */
export class CallbackDispatcher {
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private fastForwardedAt = Number.NEGATIVE_INFINITY;
  /** whether an app could receive callbacks at the last check, and when that was */
  private receiversKnown: { exist: boolean; at: number } | undefined;
  /** the last dispatch saw committed events that an older transaction, still running, keeps it from reading yet */
  private heldBack = false;
  private heldBackRetries = 0;
  private timer: NodeJS.Timeout | undefined;
  private unwatch: (() => void) | undefined;

  constructor(private readonly options: CallbackDispatcherOptions) {
    options.jobs.work(DISPATCH_JOB, { retryLimit: 0 }, () => this.dispatch());
    options.jobs.schedule(DISPATCH_JOB, DISPATCH_CRON);
  }

  /**
   * Dispatches after this process's commits that appended events, at most every DISPATCH_PAUSE_MS
   * (a burst of commits makes one run, not one each); stop() ends it.
   */
  watchCommits(): void {
    this.unwatch ??= wakeOnCommit(() => this.wakeSoon(DISPATCH_PAUSE_MS));
  }

  /**
   * An app's step 2 (or reset) committed: the next dispatch asks again whether any app can receive
   * callbacks instead of trusting the last answer, and runs at once, so the app's first callbacks are
   * made within DISPATCH_PAUSE_MS of its next events, not at the minute job.
   */
  receiversChanged(): void {
    this.receiversKnown = undefined;
    this.wakeSoon(DISPATCH_PAUSE_MS);
  }

  private wakeSoon(pauseMs: number): void {
    if (this.timer || this.stopped) return;
    // the commit that wakes it is one request's; the dispatch serves every request's events
    this.timer = outsideAnyRequest(() =>
      setTimeout(() => {
        this.timer = undefined;
        // with no app to send to a moment ago, a commit costs no query now: it is dispatched once that
        // answer is RECEIVERS_CHECK_MS old (an app whose step 2 came meanwhile in another process gets it then)
        const known = this.receiversKnown;
        const age = known ? this.options.now().getTime() - known.at : Number.POSITIVE_INFINITY;
        const wait = known && !known.exist && age < RECEIVERS_CHECK_MS ? RECEIVERS_CHECK_MS - age : 0;
        if (wait === 0) return void this.dispatchSoon();
        this.timer = setTimeout(() => {
          this.timer = undefined;
          if (!this.stopped) void this.dispatchSoon();
        }, wait);
        this.timer.unref();
      }, pauseMs),
    );
    this.timer.unref();
  }

  /** Stops dispatching after commits and waits for a run in progress (the app is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unwatch?.();
    clearTimeout(this.timer);
    await this.running;
  }

  private dispatchSoon(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.dispatch()
      .catch((error: unknown) => {
        this.options.warn(error, 'dispatching partner callbacks failed; the next commit or the minute job tries again');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.dispatchSoon();
        } else if (this.heldBack && !this.stopped && this.heldBackRetries < HELD_BACK_RETRIES) {
          // committed events an older transaction still holds back: read again shortly, not at the minute job
          this.heldBackRetries += 1;
          this.wakeSoon(HELD_BACK_RETRY_MS);
        } else this.heldBackRetries = 0;
        this.heldBack = false;
      });
    return this.running;
  }

  /**
   * Turns the events committed since the cursor into deliveries; answers how many it made. While no
   * app can receive callbacks it only moves the cursor to the log's end, at most every
   * FAST_FORWARD_MS (no app would get those events: an app is sent only what happened after its
   * step 2), so a market without partners pays one small read per run.
   */
  async dispatch(): Promise<number> {
    if (!(await this.receiversExist())) {
      const now = this.options.now().getTime();
      if (now - this.fastForwardedAt >= FAST_FORWARD_MS) {
        this.fastForwardedAt = now;
        // one statement, one snapshot: an app whose step 2 commits after it read "no app" cannot lose
        // the events that follow (they are all after that snapshot's head)
        await db().$executeRaw`
          UPDATE partner_callback_cursor c SET tx_id = head.tx_id, event_id = head.id
          FROM (${committedHeadSql}) head
          WHERE c.id = 1 AND (head.tx_id, head.id) > (c.tx_id, c.event_id)
            AND NOT EXISTS (SELECT 1 FROM partner_apps WHERE keys_submitted_at IS NOT NULL AND suspended_at IS NULL)`;
      }
      return 0;
    }
    let made = 0;
    for (;;) {
      const { count, more, heldBack } = await transaction((tx) => this.dispatchBatch(tx), { isolationLevel: 'RepeatableRead' });
      made += count;
      if (!more) {
        if (heldBack) this.heldBack = true;
        return made;
      }
    }
  }

  private async receiversExist(): Promise<boolean> {
    const [row] = await db().$queryRaw<{ exists: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM partner_apps WHERE keys_submitted_at IS NOT NULL AND suspended_at IS NULL) AS exists`;
    const exist = row?.exists === true;
    this.receiversKnown = { exist, at: this.options.now().getTime() };
    return exist;
  }

  private async dispatchBatch(tx: Tx): Promise<{ count: number; more: boolean; heldBack: boolean }> {
    // one dispatcher at a time: a second one waits for the cursor, and (its snapshot being older than
    // the first one's commit) is retried by transaction() on the serialization failure, then reads on
    // from where the first one left the cursor
    const [cursor] = await tx.$queryRaw<{ tx: string; event_id: bigint }[]>`
      SELECT tx_id::text AS tx, event_id FROM partner_callback_cursor WHERE id = 1 FOR UPDATE`;
    if (!cursor) return { count: 0, more: false, heldBack: false };
    const events = await committedEventsAfter(tx, { tx: cursor.tx, id: cursor.event_id }, DISPATCH_BATCH);
    if (events.length === 0) return { count: 0, more: false, heldBack: await eventsPendingAfter(tx, { tx: cursor.tx, id: cursor.event_id }) };
    const receivers = await this.receiversOf(tx, events);
    const now = this.options.now();
    let count = 0;
    for (const event of events) {
      for (const app of receivers) {
        if (!receives(app, event)) continue;
        const [created] = await tx.$queryRaw<{ id: string }[]>`
          INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at) VALUES (gen_random_uuid()::text, ${app.id}, ${event.id}, ${now}, ${now})
          ON CONFLICT (app_id, event_id) WHERE redelivery_of IS NULL DO NOTHING RETURNING id`;
        if (!created) continue;
        // the delivery is part of the request that caused the event (its logs and the callback's X-Request-Id name it)
        await withRequestId(event.request_id, () => this.options.jobs.send(DELIVER_JOB, { callbackId: created.id }, { tx }));
        count += 1;
      }
    }
    const last = events.at(-1)!;
    await tx.$executeRaw`UPDATE partner_callback_cursor SET tx_id = ${last.tx}::xid8, event_id = ${last.id} WHERE id = 1`;
    const more = events.length >= DISPATCH_BATCH;
    return { count, more, heldBack: !more && (await eventsPendingAfter(tx, { tx: last.tx, id: last.id })) };
  }

  /** The apps that can receive callbacks among the audiences of the events of a callback type (read in the dispatch's snapshot). */
  private receiversOf(tx: Tx, events: readonly { type: string; audience_user_ids: string[] }[]): Promise<Receiver[]> {
    const callbackEvents = events.filter((event) => (CALLBACK_TYPES as readonly string[]).includes(event.type));
    const userIds = [...new Set(callbackEvents.flatMap((event) => event.audience_user_ids))];
    if (userIds.length === 0) return Promise.resolve([]);
    return tx.partnerApp.findMany({
      where: { userId: { in: userIds }, keysSubmittedAt: { not: null }, suspendedAt: null },
      select: { id: true, userId: true, keysSubmittedAt: true, callbackTypes: true },
    });
  }
}

/** Whether the app is sent the event: its user is in the audience, a callback type the app chose (every type when it chose none), after its step 2. */
function receives(app: Receiver, event: { type: string; audience_user_ids: string[]; occurred_at: Date }): boolean {
  return (
    app.keysSubmittedAt !== null &&
    event.audience_user_ids.includes(app.userId) &&
    (CALLBACK_TYPES as readonly string[]).includes(event.type) &&
    event.occurred_at.getTime() >= app.keysSubmittedAt.getTime() &&
    (app.callbackTypes.length === 0 || app.callbackTypes.includes(event.type))
  );
}
