// Partner callbacks from the event log (issue 23 point 5; DESIGN.md §8, the transactional outbox).
//
// Dispatching: an app is sent the events that happened after its step 2. The log is read after a durable cursor (one row, locked by the dispatching
// transaction, so one dispatcher runs at a time and every event is considered exactly once, in
// log order, below the oldest running transaction as eventFeed.ts reads it). Each event of an order
// or a listing whose audience holds an app's user (an app with keys, not suspended) becomes one
// delivery row, unique per app and event, and one job, in the same transaction that moves the
// cursor. It runs after this process's commits that appended events, and every minute (a job) for
// those of other processes.
//
// Delivering (a job per attempt, never lost): an attempt first claims its delivery (moves its next
// attempt a lease ahead, so no other job or process sends it meanwhile), then posts, then records
// the outcome. A process killed or a connection dropped at any moment leaves the delivery PENDING with
// a next attempt at most a lease away: the job's own retry, or the sweep (every minute: every PENDING
// delivery whose next attempt is overdue gets a job), sends it again. So a delivery is repeated, never
// dropped; the partner sees a duplicate only where an acknowledgement could not be recorded. The
// body is JSON `{ eventId, type, occurredAt, orderNo,
// merchantOrderNo, seq, status, statusDes, data }`, signed with the platform's key over
// `timestamp \n nonce \n body` (headers X-Platform-Key-Id, -Timestamp, -Nonce, -Signature). The URL
// is checked again before each attempt and the connection goes to the address that check resolved
// (a name cannot be re-pointed at a private address in between). No redirect is followed, 10 s for
// the whole attempt, at most 64 KB of the answer read. A 2xx acknowledges; anything else is tried
// again after 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h and 24 h (more than 24 hours
// in all), then the delivery is marked failed. Partners deduplicate by eventId.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { PlatformKey } from '../../security/platformKey.ts';
import type { Viewer } from '../../session/viewer.ts';
import { decodeCursor, encodeCursor, type EventPosition, wakeOnCommit } from '../events/events.service.ts';
import { type CallbackPolicy, checkCallbackUrl } from './callbackUrl.ts';
import { callbackSigningInput, sign } from './signature.ts';

type Tx = Prisma.TransactionClient;

export const DISPATCH_JOB = 'partner-callbacks-dispatch';
const DISPATCH_CRON = '* * * * *';
export const DELIVER_JOB = 'partner-callback-deliver';
export const SWEEP_JOB = 'partner-callbacks-sweep';
const SWEEP_CRON = '* * * * *';
/** How far an attempt moves its delivery's next attempt when it starts: longer than the attempt itself can take. */
export const ATTEMPT_LEASE_SECONDS = 60;
/** Overdue deliveries the sweep queues per run (the next run takes the rest). */
const SWEEP_BATCH = 500;
/** How early a job may claim its delivery: the queue's and the app's clocks may differ a little. */
const CLAIM_TOLERANCE_MS = 5_000;
/** How late a delivery must be before the sweep sends it: its own scheduled job normally takes it at once. */
const SWEEP_GRACE_SECONDS = 30;
/** The waits between attempts: more than 24 hours in all before a delivery is given up. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 43_200, 86_400] as const;
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;
const DISPATCH_BATCH = 500;
/** The most deliveries the log shows. */
export const DELIVERY_LOG_MAX = 50;
/** The pause between a commit and the dispatch it wakes: commits within it share one run. */
const DISPATCH_PAUSE_MS = 200;
/** How often the cursor is moved to the log's end while no app can receive callbacks. */
const FAST_FORWARD_MS = 5_000;
/** How long a commit trusts the last answer to "can any app receive callbacks?" */
const RECEIVERS_CHECK_MS = 5_000;
const CALLBACK_TYPES = ['order.transitioned', 'listing.transitioned', 'buyOrder.changed', 'bargain.changed'] as const;

export type PartnerEvent = {
  eventId: string;
  type: string;
  occurredAt: string;
  orderNo: string | null;
  merchantOrderNo: string | null;
  seq: number;
  status: number | string | null;
  statusDes: string | null;
  data: Record<string, unknown>;
};

export type DeliveryView = {
  id: string;
  eventId: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastLatencyMs: number | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
};

type EventRow = {
  id: bigint;
  tx: string;
  type: string;
  aggregate_id: string;
  aggregate_seq: number;
  payload: Record<string, unknown>;
  occurred_at: Date;
  order_no: string | null;
  merchant_order_no: string | null;
};

export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null; latencyMs: number };

/** Posts a signed body to a checked address: the real network driver (tests point it at a local server). */
export type CallbackSender = (request: { url: URL; address: string; headers: Record<string, string>; body: string }) => Promise<AttemptOutcome>;

export type PartnerCallbackOptions = {
  now: () => Date;
  jobs: JobQueue;
  platformKey: () => PlatformKey;
  callbackPolicy: CallbackPolicy;
  warn: (error: unknown, message: string) => void;
  send?: CallbackSender;
};

/**
 * The partner's view of an event: the order's number, its merchant number and state; the listing's
 * state; a buy order's or a price offer's state, with the order of a fill or an acceptance.
 */
function toPartnerEvent(row: EventRow): PartnerEvent {
  const payload = row.payload as {
    to?: { status: number; statusDes: string };
    from?: unknown;
    event?: string;
    status?: string;
    listingId?: string;
    buyOrderNo?: string;
    quantity?: number;
    filledQuantity?: number;
    orderNo?: string | null;
    bargainNo?: string;
  };
  // a buy order's or a price offer's state, with the order it made (a fill, an accepted offer)
  const held =
    row.type === 'bargain.changed'
      ? { bargainNo: payload.bargainNo, listingId: payload.listingId, event: payload.event }
      : row.type === 'buyOrder.changed'
        ? { buyOrderNo: payload.buyOrderNo, event: payload.event, quantity: payload.quantity, filledQuantity: payload.filledQuantity }
        : null;
  if (held) {
    return {
      eventId: String(row.id),
      type: row.type,
      occurredAt: row.occurred_at.toISOString(),
      orderNo: payload.orderNo ?? null,
      merchantOrderNo: null,
      seq: row.aggregate_seq,
      status: payload.status ?? null,
      statusDes: null,
      data: held,
    };
  }
  const isOrder = row.type === 'order.transitioned';
  return {
    eventId: String(row.id),
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    orderNo: isOrder ? row.order_no : null,
    merchantOrderNo: isOrder ? row.merchant_order_no : null,
    seq: row.aggregate_seq,
    status: isOrder ? (payload.to?.status ?? null) : (payload.status ?? null),
    statusDes: isOrder ? (payload.to?.statusDes ?? null) : null,
    data: isOrder ? { event: payload.event, from: payload.from } : { listingId: payload.listingId ?? row.aggregate_id, event: payload.event },
  };
}

const EVENT_COLUMNS = Prisma.sql`e.id, e.tx_id::text AS tx, e.type, e.aggregate_id, e.aggregate_seq, e.payload, e.occurred_at, o.order_no, o.merchant_order_no`;
const ORDER_JOIN = Prisma.sql`LEFT JOIN orders o ON e.type = 'order.transitioned' AND o.id = e.aggregate_id`;

/** POSTs over http or https to the address the URL check resolved, with no redirect and a bounded answer. */
export const networkSender: CallbackSender = ({ url, address, headers, body }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const finish = (statusCode: number | null, error: string | null) =>
      resolve({ ok: statusCode !== null && statusCode >= 200 && statusCode < 300, statusCode, error, latencyMs: Math.round(performance.now() - started) });
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'cs2-market-callbacks/1' },
        // the connection goes where the check resolved, never to a second lookup of the name
        lookup: (_hostname, options, callback) => {
          const family = address.includes(':') ? 6 : 4;
          if ((options as { all?: boolean }).all)
            (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
        timeout: ATTEMPT_TIMEOUT_MS,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('end', () => finish(response.statusCode ?? null, null));
        response.on('close', () => finish(response.statusCode ?? null, null));
        response.on('error', () => finish(response.statusCode ?? null, null));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timed out after 10 s')), ATTEMPT_TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
    request.on('error', (error) => finish(null, error.message.slice(0, 200)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });

export class PartnerCallbacks {
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private fastForwardedAt = Number.NEGATIVE_INFINITY;
  /** whether an app could receive callbacks at the last check, and when that was */
  private receiversKnown: { exist: boolean; at: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unwatch: (() => void) | undefined;
  private readonly send: CallbackSender;

  constructor(private readonly options: PartnerCallbackOptions) {
    this.send = options.send ?? networkSender;
    options.jobs.work(DISPATCH_JOB, { retryLimit: 0 }, () => this.dispatch());
    options.jobs.schedule(DISPATCH_JOB, DISPATCH_CRON);
    // each attempt is its own job, scheduled by the one before; a job that failed (its database
    // connection dropped) or expired (its process killed) is retried, and the sweep catches the rest
    options.jobs.work<{ callbackId: string }>(DELIVER_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.attempt(job.data.callbackId),
    );
    options.jobs.work(SWEEP_JOB, { retryLimit: 0 }, () => this.sweep());
    options.jobs.schedule(SWEEP_JOB, SWEEP_CRON);
  }

  /** Queues an attempt of every PENDING delivery whose next attempt is overdue (its job lost, or its attempt killed); answers how many. */
  async sweep(): Promise<number> {
    const overdue = new Date(this.options.now().getTime() - SWEEP_GRACE_SECONDS * 1000);
    const due = await db().partnerCallback.findMany({
      where: { status: 'PENDING', nextAttemptAt: { lte: overdue } },
      select: { id: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: SWEEP_BATCH,
    });
    for (const { id } of due) await this.options.jobs.send(DELIVER_JOB, { callbackId: id });
    return due.length;
  }

  /**
   * Dispatches after this process's commits that appended events, at most every DISPATCH_PAUSE_MS
   * (a burst of commits makes one run, not one each); stop() ends it.
   */
  watchCommits(): void {
    this.unwatch ??= wakeOnCommit(() => {
      if (this.timer || this.stopped) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        // with no app to send to a moment ago, a commit costs no query now: it is dispatched once that
        // answer is RECEIVERS_CHECK_MS old (an app whose step 2 came meanwhile gets it then)
        const known = this.receiversKnown;
        const age = known ? this.options.now().getTime() - known.at : Number.POSITIVE_INFINITY;
        const wait = known && !known.exist && age < RECEIVERS_CHECK_MS ? RECEIVERS_CHECK_MS - age : 0;
        if (wait === 0) return void this.dispatchSoon();
        this.timer = setTimeout(() => {
          this.timer = undefined;
          if (!this.stopped) void this.dispatchSoon();
        }, wait);
        this.timer.unref();
      }, DISPATCH_PAUSE_MS);
      this.timer.unref();
    });
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
        }
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
        await db().$executeRaw`
          UPDATE partner_callback_cursor c SET tx_id = head.tx_id, event_id = head.id
          FROM (SELECT tx_id, id FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, id DESC LIMIT 1) head
          WHERE c.id = 1 AND (head.tx_id, head.id) > (c.tx_id, c.event_id)`;
      }
      return 0;
    }
    let made = 0;
    for (;;) {
      const { count, more } = await transaction((tx) => this.dispatchBatch(tx), { isolationLevel: 'RepeatableRead' });
      made += count;
      if (!more) return made;
    }
  }

  private async receiversExist(): Promise<boolean> {
    const [row] = await db().$queryRaw<{ exists: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM partner_apps WHERE keys_submitted_at IS NOT NULL AND suspended_at IS NULL) AS exists`;
    const exist = row?.exists === true;
    this.receiversKnown = { exist, at: this.options.now().getTime() };
    return exist;
  }

  private async dispatchBatch(tx: Tx): Promise<{ count: number; more: boolean }> {
    // one dispatcher at a time: a second one waits for the cursor, and (its snapshot being older than
    // the first one's commit) is retried by transaction() on the serialization failure, then reads on
    // from where the first one left the cursor
    const [cursor] = await tx.$queryRaw<{ tx: string; event_id: bigint }[]>`
      SELECT tx_id::text AS tx, event_id FROM partner_callback_cursor WHERE id = 1 FOR UPDATE`;
    if (!cursor) return { count: 0, more: false };
    const rows = await tx.$queryRaw<{ id: bigint; tx: string; app_id: string | null }[]>`
      SELECT e.id, e.tx_id::text AS tx, a.id AS app_id
      FROM (
        SELECT id, tx_id, type, audience_user_ids, occurred_at FROM events
        WHERE (tx_id, id) > (${cursor.tx}::xid8, ${cursor.event_id}) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY tx_id, id LIMIT ${DISPATCH_BATCH}
      ) e
      LEFT JOIN partner_apps a ON a.user_id = ANY(e.audience_user_ids) AND a.keys_submitted_at IS NOT NULL AND a.suspended_at IS NULL
        AND e.type = ANY(${[...CALLBACK_TYPES]}::text[]) AND e.occurred_at >= a.keys_submitted_at
      ORDER BY e.tx_id, e.id`;
    if (rows.length === 0) return { count: 0, more: false };
    const now = this.options.now();
    let count = 0;
    for (const row of rows) {
      if (!row.app_id) continue;
      const [created] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at) VALUES (gen_random_uuid()::text, ${row.app_id}, ${row.id}, ${now}, ${now})
        ON CONFLICT (app_id, event_id) DO NOTHING RETURNING id`;
      if (!created) continue;
      await this.options.jobs.send(DELIVER_JOB, { callbackId: created.id }, { tx });
      count += 1;
    }
    const last = rows.at(-1)!;
    await tx.$executeRaw`UPDATE partner_callback_cursor SET tx_id = ${last.tx}::xid8, event_id = ${last.id} WHERE id = 1`;
    const scanned = new Set(rows.map((row) => row.id)).size;
    return { count, more: scanned >= DISPATCH_BATCH };
  }

  /**
   * One attempt of a delivery (the job): claimed first, so a duplicate job, a retry or the sweep that
   * comes while it runs finds nothing due; a failure schedules the next attempt, or gives up after the
   * last. A delivery not due (its next attempt later) is left to the job of that time.
   */
  async attempt(callbackId: string): Promise<void> {
    const claimedAt = this.options.now();
    const [claimed] = await db().$queryRaw<{ attempts: number }[]>`
      UPDATE partner_callbacks SET next_attempt_at = ${new Date(claimedAt.getTime() + ATTEMPT_LEASE_SECONDS * 1000)}
      WHERE id = ${callbackId} AND status = 'PENDING' AND (next_attempt_at IS NULL OR next_attempt_at <= ${new Date(claimedAt.getTime() + CLAIM_TOLERANCE_MS)})
      RETURNING attempts`;
    if (!claimed) return;
    const callback = await db().partnerCallback.findUniqueOrThrow({ where: { id: callbackId } });
    const app = await db().partnerApp.findUnique({ where: { id: callback.appId } });
    const [event] = await db().$queryRaw<EventRow[]>`SELECT ${EVENT_COLUMNS} FROM events e ${ORDER_JOIN} WHERE e.id = ${callback.eventId}`;
    let outcome: AttemptOutcome;
    if (!app?.callbackUrl || app.suspendedAt) outcome = { ok: false, statusCode: null, error: 'the app is suspended or has no callback URL', latencyMs: 0 };
    else if (!event) outcome = { ok: false, statusCode: null, error: 'the event is no longer kept', latencyMs: 0 };
    else outcome = await this.post(app.callbackUrl, JSON.stringify(toPartnerEvent(event)));

    const now = this.options.now();
    const attempts = callback.attempts + 1;
    const delay = RETRY_DELAYS_SECONDS[attempts - 1];
    const giveUp = !outcome.ok && (delay === undefined || !event);
    const nextAttemptAt = outcome.ok || giveUp ? null : new Date(now.getTime() + delay! * 1000);
    await transaction(async (tx) => {
      const updated = await tx.partnerCallback.updateMany({
        where: { id: callbackId, status: 'PENDING', attempts: callback.attempts },
        data: {
          status: outcome.ok ? 'DELIVERED' : giveUp ? 'FAILED' : 'PENDING',
          attempts,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          lastLatencyMs: outcome.latencyMs,
          lastAttemptAt: now,
          nextAttemptAt,
          deliveredAt: outcome.ok ? now : null,
        },
      });
      if (updated.count === 1 && nextAttemptAt) await this.options.jobs.send(DELIVER_JOB, { callbackId }, { tx, startAfter: nextAttemptAt });
    });
  }

  private async post(callbackUrl: string, body: string): Promise<AttemptOutcome> {
    let checked: { url: URL; addresses: string[] };
    try {
      checked = await checkCallbackUrl(callbackUrl, this.options.callbackPolicy);
    } catch (error) {
      const reason = error instanceof ValidationError ? error.messageKey : 'the callback URL was refused';
      return { ok: false, statusCode: null, error: `refused before sending: ${reason}`, latencyMs: 0 };
    }
    const key = this.options.platformKey();
    const timestamp = String(this.options.now().getTime());
    const nonce = randomBytes(16).toString('hex');
    const headers = {
      'x-platform-key-id': key.keyId,
      'x-platform-timestamp': timestamp,
      'x-platform-nonce': nonce,
      'x-platform-signature': sign(key.privateKey, callbackSigningInput({ timestamp, nonce, body })),
    };
    return this.send({ url: checked.url, address: checked.addresses[0], headers, body });
  }

  // ----- what partners and their page read -----

  /** The app's events after `after` (a cursor of an earlier answer; from the oldest kept when absent), as callbacks carry them. */
  async replay(viewer: Viewer, options: { after?: string; limit: number }): Promise<{ list: PartnerEvent[]; next: string | null }> {
    const after: EventPosition = options.after ? (decodeCursor(options.after) ?? invalidCursor()) : { txId: 0n, id: 0n };
    const rows = await db().$queryRaw<EventRow[]>`
      SELECT ${EVENT_COLUMNS} FROM events e ${ORDER_JOIN}
      WHERE (e.tx_id, e.id) > (${after.txId.toString()}::xid8, ${after.id}) AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
        AND e.audience_user_ids @> ARRAY[${viewer.user.id}]::text[] AND e.type = ANY(${[...CALLBACK_TYPES]}::text[])
      ORDER BY e.tx_id, e.id LIMIT ${options.limit}`;
    const last = rows.at(-1);
    return {
      list: rows.map(toPartnerEvent),
      next: last ? encodeCursor({ txId: BigInt(last.tx), id: BigInt(last.id) }) : (options.after ?? null),
    };
  }

  /** Sends one event to the viewer's app again (a new delivery when it had none). */
  async redeliver(viewer: Viewer, eventId: unknown): Promise<DeliveryView> {
    const app = await db().partnerApp.findUnique({ where: { userId: viewer.user.id } });
    const id = typeof eventId === 'string' && /^\d{1,18}$/.test(eventId) ? BigInt(eventId) : null;
    if (!app || id === null) throw new NotFoundError('openplat.eventNotFound');
    const [event] = await db().$queryRaw<{ id: bigint }[]>`
      SELECT id FROM events WHERE id = ${id} AND audience_user_ids @> ARRAY[${viewer.user.id}]::text[] AND type = ANY(${[...CALLBACK_TYPES]}::text[])`;
    if (!event) throw new NotFoundError('openplat.eventNotFound');
    const callbackId = await transaction(async (tx) => {
      const now = this.options.now();
      const [row] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at) VALUES (gen_random_uuid()::text, ${app.id}, ${id}, ${now}, ${now})
        ON CONFLICT (app_id, event_id) DO UPDATE SET status = 'PENDING', attempts = 0, next_attempt_at = ${now}, delivered_at = NULL
        RETURNING id`;
      await this.options.jobs.send(DELIVER_JOB, { callbackId: row.id }, { tx });
      return row.id;
    });
    return (await this.deliveryViews(app.id, { ids: [callbackId], limit: 1 }))[0];
  }

  /** The last deliveries of the viewer's app, newest first (the delivery log of /user/openapi): `first` of them, at most DELIVERY_LOG_MAX. */
  async deliveries(viewer: Viewer, first: number = DELIVERY_LOG_MAX): Promise<DeliveryView[]> {
    const app = await db().partnerApp.findUnique({ where: { userId: viewer.user.id }, select: { id: true } });
    return app ? this.deliveryViews(app.id, { limit: Math.min(Math.max(Math.trunc(first), 1), DELIVERY_LOG_MAX) }) : [];
  }

  /** Sends one delivery of the viewer's app again (the page's resend button). */
  async resend(viewer: Viewer, callbackId: unknown): Promise<DeliveryView> {
    const app = await db().partnerApp.findUnique({ where: { userId: viewer.user.id }, select: { id: true } });
    const callback =
      app && typeof callbackId === 'string'
        ? await db().partnerCallback.findFirst({ where: { id: callbackId, appId: app.id }, select: { eventId: true } })
        : null;
    if (!callback) throw new NotFoundError('openplat.eventNotFound');
    return this.redeliver(viewer, String(callback.eventId));
  }

  private async deliveryViews(appId: string, options: { ids?: string[]; limit: number }): Promise<DeliveryView[]> {
    const rows = await db().$queryRaw<
      {
        id: string;
        event_id: bigint;
        type: string | null;
        status: string;
        attempts: number;
        last_status_code: number | null;
        last_error: string | null;
        last_latency_ms: number | null;
        last_attempt_at: Date | null;
        next_attempt_at: Date | null;
        delivered_at: Date | null;
        created_at: Date;
      }[]
    >`
      SELECT c.id, c.event_id, e.type, c.status::text AS status, c.attempts, c.last_status_code, c.last_error, c.last_latency_ms,
             c.last_attempt_at, c.next_attempt_at, c.delivered_at, c.created_at
      FROM partner_callbacks c LEFT JOIN events e ON e.id = c.event_id
      WHERE c.app_id = ${appId} ${options.ids ? Prisma.sql`AND c.id = ANY(${options.ids}::text[])` : Prisma.empty}
      ORDER BY c.created_at DESC, c.event_id DESC LIMIT ${options.limit}`;
    return rows.map((row) => ({
      id: row.id,
      eventId: String(row.event_id),
      type: row.type ?? 'expired',
      status: row.status.toLowerCase() as DeliveryView['status'],
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      lastLatencyMs: row.last_latency_ms,
      lastAttemptAt: row.last_attempt_at,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
      createdAt: row.created_at,
    }));
  }
}

function invalidCursor(): never {
  throw new ValidationError('after', 'openplat.cursorInvalid');
}
