// Partner callbacks from the event log (docs/open-platform.md "5. Callbacks and events"): the
// transactional outbox, the event row committed with its change and delivered after.
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
// dropped; the partner sees a duplicate only where an acknowledgement could not be recorded. Every
// attempt is kept (partner_callback_attempts: time, HTTP status, latency, the answer's first 1 KB,
// error); a redelivery is a new delivery of the same event whose attempts start from zero. The
// body is JSON `{ apiVersion, eventId, type, occurredAt, orderNo, merchantOrderNo, seq, status,
// statusDes, statusText, data }` (toPartnerEvent), signed with the platform's key over
// `timestamp \n nonce \n body` (headers X-Platform-Key-Id, -Timestamp, -Nonce, -Signature). The URL
// is checked again before each attempt and the connection goes to the address that check resolved
// (a name cannot be re-pointed at a private address in between). No redirect is followed, 10 s for
// the whole attempt, at most 64 KB of the answer read. A 2xx acknowledges; anything else is tried
// again after 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h and 24 h (more than 24 hours
// in all), then the delivery is marked failed. Partners deduplicate by eventId.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { db } from '../../db/client.ts';
import { PartnerCallbackStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { isMessageKey, translate } from '../../i18n/messages.ts';
import type { PlatformKey } from '../../security/platformKey.ts';
import type { Viewer } from '../../session/viewer.ts';
import { appendEvents, decodeCursor, encodeCursor, type EventPosition, wakeOnCommit } from '../events/events.service.ts';
import { SELLER_UNSEEN_ORDER_EVENTS } from '../order/order.service.ts';
import { API_VERSION } from './apiVersion.ts';
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
/** How much of an answer's body an attempt keeps (its history shows it). */
export const ANSWER_EXCERPT_BYTES = 1024;
const DISPATCH_BATCH = 500;
/** The most deliveries the log shows. */
export const DELIVERY_LOG_MAX = 50;
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
/** The event types an app receives as callbacks and replays (it may choose some: PUT /open/v1/webhooks). */
export const CALLBACK_TYPES = ['order.transitioned', 'listing.transitioned', 'buyOrder.changed', 'bargain.changed'] as const;
export type CallbackType = (typeof CALLBACK_TYPES)[number];
/** The callback of POST /open/v1/webhooks/ping (the log's `webhook.ping`): sent on request, whatever types the app chose. */
export const PING_TYPE = 'ping';
/** Every event's apiVersion: the partner contract's dated version (apiVersion.ts says how it changes). */
export const CALLBACK_API_VERSION = API_VERSION;
/** The widest time range one bulk redelivery covers, and the most events it sends again. */
export const REDELIVER_MAX_RANGE_DAYS = 7;
export const REDELIVER_MAX_EVENTS = 1_000;

export type PartnerEvent = {
  apiVersion: string;
  eventId: string;
  type: string;
  occurredAt: string;
  orderNo: string | null;
  merchantOrderNo: string | null;
  seq: number;
  status: number | string | null;
  /** a stable code (an order's statusDes, e.g. SELLER_DELIVERING); partners act on it */
  statusDes: string | null;
  /** the code's label in Chinese, for display only (it may be reworded) */
  statusText: string | null;
  data: Record<string, unknown>;
};

export type AttemptView = {
  number: number;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  answerExcerpt: string | null;
  error: string | null;
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
  /** the delivery this one sends again; null for the event's first delivery */
  redeliveryOf: string | null;
  /** every attempt, oldest first */
  attemptLog: AttemptView[];
};

/** An event as the callbacks read it from the log, with its order's or hold's numbers and buyer. */
export type EventRow = {
  id: bigint;
  tx: string;
  type: string;
  aggregate_id: string;
  aggregate_seq: number;
  payload: Record<string, unknown>;
  occurred_at: Date;
  order_no: string | null;
  /** the buyer of the event's order, buy order or price offer: the party its merchant number is for */
  buyer_id: string | null;
  merchant_order_no: string | null;
};

export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null; latencyMs: number; answerExcerpt?: string | null };

/** Posts a signed body to a checked address: the real network driver (tests point it at a local server). */
export type CallbackSender = (request: { url: URL; address: string; headers: Record<string, string>; body: string }) => Promise<AttemptOutcome>;

export type PartnerCallbackOptions = {
  now: () => Date;
  jobs: JobQueue;
  platformKey: () => PlatformKey;
  callbackPolicy: CallbackPolicy;
  warn: (error: unknown, message: string) => void;
  send?: CallbackSender;
  /** the buyer and merchant number of buy orders and offers (their modules own them), for their events */
  holdings: { buyOrders: PartnerRefs; bargains: PartnerRefs };
};

/**
 * The partner's view of an event, for the app of `recipientId`: the order's number, its merchant
 * number and state; the listing's state; a buy order's or a price offer's state, with the order of a
 * fill or an acceptance. The merchant number is the buyer's (who made the purchase, the buy order or
 * the offer): another party gets null. `seq` numbers the recipient's own stream of the aggregate
 * 1, 2, 3, … with no gap: an order's seller never sees its first event (CREATED, before payment),
 * so the seller's numbers are the order's less that one.
 */
export function toPartnerEvent(row: EventRow, recipientId: string): PartnerEvent {
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
    appId?: string;
    pingId?: string;
  };
  const isBuyer = row.buyer_id !== null && row.buyer_id === recipientId;
  const common = { apiVersion: CALLBACK_API_VERSION, eventId: String(row.id), type: row.type, occurredAt: row.occurred_at.toISOString() };
  if (row.type === 'webhook.ping') {
    return {
      ...common,
      type: PING_TYPE,
      orderNo: null,
      merchantOrderNo: null,
      seq: row.aggregate_seq,
      status: null,
      statusDes: null,
      statusText: null,
      data: { appId: payload.appId, pingId: payload.pingId },
    };
  }
  // a buy order's or a price offer's state, with the order it made (a fill, an accepted offer)
  const held =
    row.type === 'bargain.changed'
      ? { bargainNo: payload.bargainNo, listingId: payload.listingId, event: payload.event }
      : row.type === 'buyOrder.changed'
        ? { buyOrderNo: payload.buyOrderNo, event: payload.event, quantity: payload.quantity, filledQuantity: payload.filledQuantity }
        : null;
  if (held) {
    return {
      ...common,
      orderNo: payload.orderNo ?? null,
      merchantOrderNo: isBuyer ? row.merchant_order_no : null,
      seq: row.aggregate_seq,
      status: payload.status ?? null,
      statusDes: null,
      statusText: statusLabel(`openplat.status.${row.type === 'bargain.changed' ? 'bargain' : 'buyOrder'}.${payload.status}`),
      data: held,
    };
  }
  if (row.type === 'order.transitioned') {
    const statusDes = payload.to?.statusDes ?? null;
    return {
      ...common,
      orderNo: row.order_no,
      merchantOrderNo: isBuyer ? row.merchant_order_no : null,
      seq: isBuyer || row.buyer_id === null ? row.aggregate_seq : row.aggregate_seq - SELLER_UNSEEN_ORDER_EVENTS,
      status: payload.to?.status ?? null,
      statusDes,
      statusText: statusDes ? statusLabel(`order.statusDes.${statusDes}`) : null,
      data: { event: payload.event, from: payload.from },
    };
  }
  return {
    ...common,
    orderNo: null,
    merchantOrderNo: null,
    seq: row.aggregate_seq,
    status: payload.status ?? null,
    statusDes: null,
    statusText: statusLabel(`openplat.status.listing.${payload.status}`),
    data: { listingId: payload.listingId ?? row.aggregate_id, event: payload.event },
  };
}

/** The body of an event's callback to the app of `recipientId`: the JSON of toPartnerEvent, as sent and signed. */
export function callbackBody(row: EventRow, recipientId: string): string {
  return JSON.stringify(toPartnerEvent(row, recipientId));
}

/** The headers that sign a callback's body with the platform's key: X-Platform-Key-Id, -Timestamp, -Nonce, -Signature. */
export function callbackHeaders(
  body: string,
  key: Pick<PlatformKey, 'keyId' | 'privateKey'>,
  at: { timestamp: string; nonce: string },
): Record<string, string> {
  return {
    'x-platform-key-id': key.keyId,
    'x-platform-timestamp': at.timestamp,
    'x-platform-nonce': at.nonce,
    'x-platform-signature': sign(key.privateKey, callbackSigningInput({ timestamp: at.timestamp, nonce: at.nonce, body })),
  };
}

/**
 * The Chinese label of a status code (the market's language: a callback has no reader whose language
 * it could take), null when there is none: an order's statusDes, a listing's, buy order's or offer's status.
 */
function statusLabel(key: string): string | null {
  return isMessageKey(key) ? translate('zh', key) : null;
}

const EVENT_COLUMNS = Prisma.sql`e.id, e.tx_id::text AS tx, e.type, e.aggregate_id, e.aggregate_seq, e.payload, e.occurred_at, o.order_no,
  o.buyer_id, o.merchant_order_no`;
const ORDER_JOIN = Prisma.sql`LEFT JOIN orders o ON e.type = 'order.transitioned' AND o.id = e.aggregate_id`;

/** The buyer and merchant order number of a buy order or an offer, by id (their modules answer: PartnerCallbackOptions.holdings). */
export type PartnerRefs = (ids: readonly string[]) => Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>>;

/** Events with the buyer and merchant number of their buy orders and offers (an order's come with its row), asked of their modules. */
async function withHoldingRefs(rows: EventRow[], holdings: { buyOrders: PartnerRefs; bargains: PartnerRefs }): Promise<EventRow[]> {
  const ids = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.aggregate_id))];
  const [buyOrderIds, bargainIds] = [ids('buyOrder.changed'), ids('bargain.changed')];
  const buyOrders = buyOrderIds.length > 0 ? await holdings.buyOrders(buyOrderIds) : new Map();
  const bargains = bargainIds.length > 0 ? await holdings.bargains(bargainIds) : new Map();
  return rows.map((row) => {
    const refs =
      row.type === 'buyOrder.changed' ? buyOrders.get(row.aggregate_id) : row.type === 'bargain.changed' ? bargains.get(row.aggregate_id) : undefined;
    return refs ? { ...row, buyer_id: refs.buyerId, merchant_order_no: refs.merchantOrderNo } : row;
  });
}

/** The first ANSWER_EXCERPT_BYTES of an answer as text (a character cut in two dropped), null when empty. */
export function answerExcerpt(chunks: readonly Buffer[]): string | null {
  const bytes = Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES);
  if (bytes.length === 0) return null;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/\uFFFD+$/, '');
}

/** POSTs over http or https to the address the URL check resolved, with no redirect and a bounded answer. */
export const networkSender: CallbackSender = ({ url, address, headers, body }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const kept: Buffer[] = [];
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({
        ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
        statusCode,
        error,
        latencyMs: Math.round(performance.now() - started),
        answerExcerpt: answerExcerpt(kept),
      });
    };
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
          if (read < ANSWER_EXCERPT_BYTES) kept.push(chunk.subarray(0, ANSWER_EXCERPT_BYTES - read));
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
  /** the last dispatch saw committed events that an older transaction, still running, keeps it from reading yet */
  private heldBack = false;
  private heldBackRetries = 0;
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
    this.timer = setTimeout(() => {
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
    }, pauseMs);
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
          FROM (SELECT tx_id, id FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, id DESC LIMIT 1) head
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
    // an app receives the types it chose (every type when it chose none)
    const rows = await tx.$queryRaw<{ id: bigint; tx: string; app_id: string | null }[]>`
      SELECT e.id, e.tx_id::text AS tx, a.id AS app_id
      FROM (
        SELECT id, tx_id, type, audience_user_ids, occurred_at FROM events
        WHERE (tx_id, id) > (${cursor.tx}::xid8, ${cursor.event_id}) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY tx_id, id LIMIT ${DISPATCH_BATCH}
      ) e
      LEFT JOIN partner_apps a ON a.user_id = ANY(e.audience_user_ids) AND a.keys_submitted_at IS NOT NULL AND a.suspended_at IS NULL
        AND e.type = ANY(${[...CALLBACK_TYPES]}::text[]) AND e.occurred_at >= a.keys_submitted_at
        AND (coalesce(cardinality(a.callback_types), 0) = 0 OR e.type = ANY(a.callback_types))
      ORDER BY e.tx_id, e.id`;
    if (rows.length === 0) return { count: 0, more: false, heldBack: await this.heldBackAfter(tx, cursor.tx, cursor.event_id) };
    const now = this.options.now();
    let count = 0;
    for (const row of rows) {
      if (!row.app_id) continue;
      const [created] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at) VALUES (gen_random_uuid()::text, ${row.app_id}, ${row.id}, ${now}, ${now})
        ON CONFLICT (app_id, event_id) WHERE redelivery_of IS NULL DO NOTHING RETURNING id`;
      if (!created) continue;
      await this.options.jobs.send(DELIVER_JOB, { callbackId: created.id }, { tx });
      count += 1;
    }
    const last = rows.at(-1)!;
    await tx.$executeRaw`UPDATE partner_callback_cursor SET tx_id = ${last.tx}::xid8, event_id = ${last.id} WHERE id = 1`;
    const scanned = new Set(rows.map((row) => row.id)).size;
    const more = scanned >= DISPATCH_BATCH;
    return { count, more, heldBack: !more && (await this.heldBackAfter(tx, last.tx, last.id)) };
  }

  /** Whether committed events after the position wait for an older transaction (read at the next run, not before). */
  private async heldBackAfter(tx: Tx, txId: string, eventId: bigint): Promise<boolean> {
    const [row] = await tx.$queryRaw<{ held: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM events WHERE (tx_id, id) > (${txId}::xid8, ${eventId})) AS held`;
    return row?.held === true;
  }

  /**
   * One attempt of a delivery (the job): claimed first, so a duplicate job, a retry or the sweep that
   * comes while it runs finds nothing due; a failure schedules the next attempt, or gives up after the
   * last. A delivery not due (its next attempt later) is left to the job of that time. Every attempt
   * is kept in the delivery's history.
   */
  async attempt(callbackId: string): Promise<void> {
    const claimedAt = this.options.now();
    const [claimed] = await db().$queryRaw<{ attempts: number }[]>`
      UPDATE partner_callbacks SET next_attempt_at = ${new Date(claimedAt.getTime() + ATTEMPT_LEASE_SECONDS * 1000)}
      WHERE id = ${callbackId} AND status = ${sqlConstant(PartnerCallbackStatus.PENDING)} AND (next_attempt_at IS NULL OR next_attempt_at <= ${new Date(claimedAt.getTime() + CLAIM_TOLERANCE_MS)})
      RETURNING attempts`;
    if (!claimed) return;
    const callback = await db().partnerCallback.findUniqueOrThrow({ where: { id: callbackId } });
    const app = await db().partnerApp.findUnique({ where: { id: callback.appId } });
    const events = await db().$queryRaw<EventRow[]>`SELECT ${EVENT_COLUMNS} FROM events e ${ORDER_JOIN} WHERE e.id = ${callback.eventId}`;
    const [event] = await withHoldingRefs(events, this.options.holdings);
    const attemptedAt = this.options.now();
    let outcome: AttemptOutcome;
    if (!app?.callbackUrl || app.suspendedAt) outcome = { ok: false, statusCode: null, error: 'the app is suspended or has no callback URL', latencyMs: 0 };
    else if (!event) outcome = { ok: false, statusCode: null, error: 'the event is no longer kept', latencyMs: 0 };
    else outcome = await this.post(app.callbackUrl, callbackBody(event, app.userId));

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
      if (updated.count !== 1) return;
      await tx.partnerCallbackAttempt.create({
        data: {
          callbackId,
          number: attempts,
          attemptedAt,
          statusCode: outcome.statusCode,
          latencyMs: outcome.latencyMs,
          answerExcerpt: outcome.answerExcerpt ?? null,
          error: outcome.error,
        },
      });
      if (nextAttemptAt) await this.options.jobs.send(DELIVER_JOB, { callbackId }, { tx, startAfter: nextAttemptAt });
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
    const headers = callbackHeaders(body, this.options.platformKey(), {
      timestamp: String(this.options.now().getTime()),
      nonce: randomBytes(16).toString('hex'),
    });
    return this.send({ url: checked.url, address: checked.addresses[0], headers, body });
  }

  // ----- what partners and their page read and ask -----

  /** The app's events after `after` (a cursor of an earlier answer; from the oldest kept when absent), as callbacks carry them. */
  async replay(viewer: Viewer, options: { after?: string; limit: number }): Promise<{ list: PartnerEvent[]; next: string | null }> {
    const after: EventPosition = options.after ? (decodeCursor(options.after) ?? invalidCursor()) : { txId: 0n, id: 0n };
    const events = await db().$queryRaw<EventRow[]>`
      SELECT ${EVENT_COLUMNS} FROM events e ${ORDER_JOIN}
      WHERE (e.tx_id, e.id) > (${after.txId.toString()}::xid8, ${after.id}) AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
        AND e.audience_user_ids @> ARRAY[${viewer.user.id}]::text[] AND e.type = ANY(${[...CALLBACK_TYPES]}::text[])
      ORDER BY e.tx_id, e.id LIMIT ${options.limit}`;
    const rows = await withHoldingRefs(events, this.options.holdings);
    const last = rows.at(-1);
    return {
      list: rows.map((row) => toPartnerEvent(row, viewer.user.id)),
      next: last ? encodeCursor({ txId: BigInt(last.tx), id: BigInt(last.id) }) : (options.after ?? null),
    };
  }

  /** Sends one event to the viewer's app again: a new delivery, its attempts from zero (the earlier deliveries and their attempts stay). */
  async redeliver(viewer: Viewer, eventId: unknown): Promise<DeliveryView> {
    const app = await this.appOf(viewer);
    const id = typeof eventId === 'string' && /^\d{1,18}$/.test(eventId) ? BigInt(eventId) : null;
    if (!app || id === null || !(await this.isAppEvent(app, id))) throw new NotFoundError('openplat.eventNotFound');
    const [callbackId] = await transaction((tx) => this.newDeliveries(tx, app.id, [id]));
    return (await this.deliveryViews(app.id, { ids: [callbackId], limit: 1 }))[0];
  }

  /**
   * Sends again, as new deliveries, the app's events that happened in [from, to] (milliseconds), of
   * the types it receives (narrowed to `types` when given), oldest first: a range of at most
   * REDELIVER_MAX_RANGE_DAYS, at most REDELIVER_MAX_EVENTS events a call. `next` is where to go on from
   * (the time of the first event left out), null when every event of the range was sent.
   */
  async redeliverRange(
    viewer: Viewer,
    input: { from?: unknown; to?: unknown; types?: unknown },
  ): Promise<{ from: number; to: number; types: string[]; count: number; next: number | null; maxRangeDays: number; maxEvents: number }> {
    const app = await this.appOf(viewer);
    if (!app?.callbackUrl || app.suspendedAt) throw new AppError('openplat.noCallbackUrl', {}, 'CONFLICT', 409);
    const from = typeof input.from === 'number' && Number.isSafeInteger(input.from) && input.from >= 0 ? input.from : null;
    const to = typeof input.to === 'number' && Number.isSafeInteger(input.to) && input.to >= 0 ? input.to : null;
    if (from === null || to === null || from > to) throw new ValidationError(from === null ? 'from' : 'to', 'openplat.redeliverRangeInvalid');
    if (to - from > REDELIVER_MAX_RANGE_DAYS * 86_400_000)
      throw new ValidationError('to', 'openplat.redeliverRangeTooWide', { days: REDELIVER_MAX_RANGE_DAYS });
    const chosen = app.callbackTypes.length > 0 ? app.callbackTypes : [...CALLBACK_TYPES];
    const types = input.types === undefined || input.types === null ? chosen : parseTypes(input.types).filter((type) => chosen.includes(type));
    const rows = await db().$queryRaw<{ id: bigint; occurred_at: Date }[]>`
      SELECT id, occurred_at FROM events
      WHERE audience_user_ids @> ARRAY[${viewer.user.id}]::text[] AND type = ANY(${types}::text[])
        AND occurred_at >= ${new Date(from)} AND occurred_at <= ${new Date(to)} AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY occurred_at, id LIMIT ${REDELIVER_MAX_EVENTS + 1}`;
    const sent = rows.slice(0, REDELIVER_MAX_EVENTS);
    if (sent.length > 0)
      await transaction((tx) =>
        this.newDeliveries(
          tx,
          app.id,
          sent.map((row) => row.id),
        ),
      );
    const left = rows[REDELIVER_MAX_EVENTS];
    return {
      from,
      to,
      types,
      count: sent.length,
      next: left ? left.occurred_at.getTime() : null,
      maxRangeDays: REDELIVER_MAX_RANGE_DAYS,
      maxEvents: REDELIVER_MAX_EVENTS,
    };
  }

  /**
   * A signed `ping` to the viewer's app now: an event of its own in the log and a delivery like any
   * other (retried if it fails), whose first attempt is made before answering; answers the delivery.
   */
  async ping(viewer: Viewer): Promise<DeliveryView> {
    const app = await this.appOf(viewer);
    if (!app?.callbackUrl || app.suspendedAt) throw new AppError('openplat.noCallbackUrl', {}, 'CONFLICT', 409);
    const pingId = randomUUID();
    // nobody's live stream shows it (no audience): its only reader is its delivery
    await transaction((tx) =>
      appendEvents(tx, [{ type: 'webhook.ping', aggregateId: app.id, audience: [], payload: { appId: app.id, pingId } }], this.options.now()),
    );
    const callbackId = await transaction(async (tx) => {
      const now = this.options.now();
      const [event] = await tx.$queryRaw<{ id: bigint }[]>`
        SELECT id FROM events WHERE type = 'webhook.ping' AND aggregate_id = ${app.id} AND payload->>'pingId' = ${pingId}`;
      const [created] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at)
        VALUES (gen_random_uuid()::text, ${app.id}, ${event.id}, ${now}, ${now}) RETURNING id`;
      return created.id;
    });
    await this.attempt(callbackId);
    return (await this.deliveryViews(app.id, { ids: [callbackId], limit: 1 }))[0];
  }

  /** The event types the viewer's app receives as callbacks (every one when it chose none), and the types there are. */
  async webhookSettings(viewer: Viewer): Promise<{ types: string[]; all: boolean; known: string[] }> {
    const app = await this.appOf(viewer);
    if (!app) throw new AppError('openplat.noApp', {}, 'NOT_FOUND', 404);
    return settingsOf(app.callbackTypes);
  }

  /** Chooses the event types the viewer's app receives: a non-empty list of known types, or null for every type. */
  async chooseWebhookTypes(viewer: Viewer, input: { types?: unknown }): Promise<{ types: string[]; all: boolean; known: string[] }> {
    const app = await this.appOf(viewer);
    if (!app) throw new AppError('openplat.noApp', {}, 'NOT_FOUND', 404);
    const types = input.types === null ? [] : parseTypes(input.types);
    // kept in the known types' order; every type chosen is kept as "every type" (so new types come too)
    const chosen = types.length === CALLBACK_TYPES.length ? [] : CALLBACK_TYPES.filter((type) => types.includes(type));
    await db().partnerApp.update({ where: { id: app.id }, data: { callbackTypes: chosen } });
    return settingsOf(chosen);
  }

  /** Every delivery of one of the viewer's app's events, newest first, each with its attempts. */
  async deliveriesOfEvent(viewer: Viewer, eventId: unknown): Promise<DeliveryView[]> {
    const app = await this.appOf(viewer);
    const id = typeof eventId === 'string' && /^\d{1,18}$/.test(eventId) ? BigInt(eventId) : null;
    if (!app || id === null) throw new NotFoundError('openplat.eventNotFound');
    const views = await this.deliveryViews(app.id, { eventId: id, limit: DELIVERY_LOG_MAX });
    if (views.length === 0 && !(await this.isAppEvent(app, id))) throw new NotFoundError('openplat.eventNotFound');
    return views;
  }

  /** The last deliveries of the viewer's app, newest first (the delivery log of /user/openapi): `first` of them, at most DELIVERY_LOG_MAX. */
  async deliveries(viewer: Viewer, first: number = DELIVERY_LOG_MAX): Promise<DeliveryView[]> {
    const app = await this.appOf(viewer);
    return app ? this.deliveryViews(app.id, { limit: Math.min(Math.max(Math.trunc(first), 1), DELIVERY_LOG_MAX) }) : [];
  }

  /** Sends the event of one delivery of the viewer's app again, as a new delivery (the page's resend button). */
  async resend(viewer: Viewer, callbackId: unknown): Promise<DeliveryView> {
    const app = await this.appOf(viewer);
    const callback =
      app && typeof callbackId === 'string'
        ? await db().partnerCallback.findFirst({ where: { id: callbackId, appId: app.id }, select: { eventId: true } })
        : null;
    if (!app || !callback) throw new NotFoundError('openplat.eventNotFound');
    const [created] = await transaction((tx) => this.newDeliveries(tx, app.id, [callback.eventId]));
    return (await this.deliveryViews(app.id, { ids: [created], limit: 1 }))[0];
  }

  private appOf(viewer: Viewer) {
    return db().partnerApp.findUnique({ where: { userId: viewer.user.id } });
  }

  /** Whether the event is one the app may be sent: of its user's audience and a callback type, or one it was sent (a ping). */
  private async isAppEvent(app: { id: string; userId: string }, eventId: bigint): Promise<boolean> {
    const [row] = await db().$queryRaw<{ yes: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM events WHERE id = ${eventId} AND audience_user_ids @> ARRAY[${app.userId}]::text[] AND type = ANY(${[...CALLBACK_TYPES]}::text[]))
          OR EXISTS (SELECT 1 FROM partner_callbacks WHERE app_id = ${app.id} AND event_id = ${eventId}) AS yes`;
    return row?.yes === true;
  }

  /**
   * New deliveries of the events to the app, each with its job: the event's first delivery when it
   * has none, else a redelivery of its latest one (attempts from zero). Answers their ids, in order.
   */
  private async newDeliveries(tx: Tx, appId: string, eventIds: readonly bigint[]): Promise<string[]> {
    const now = this.options.now();
    const rows = await tx.$queryRaw<{ id: string; event_id: bigint }[]>`
      WITH input AS (SELECT event_id, ord FROM unnest(${eventIds.map(String)}::bigint[]) WITH ORDINALITY AS x(event_id, ord)),
      latest AS (
        SELECT DISTINCT ON (c.event_id) c.event_id, c.id FROM partner_callbacks c
        WHERE c.app_id = ${appId} AND c.event_id IN (SELECT event_id FROM input)
        ORDER BY c.event_id, c.created_at DESC, c.id DESC
      )
      INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at, redelivery_of)
      SELECT gen_random_uuid()::text, ${appId}, i.event_id, ${now}, ${now}, l.id FROM input i LEFT JOIN latest l ON l.event_id = i.event_id ORDER BY i.ord
      RETURNING id, event_id`;
    for (const row of rows) await this.options.jobs.send(DELIVER_JOB, { callbackId: row.id }, { tx });
    const byEvent = new Map(rows.map((row) => [String(row.event_id), row.id]));
    return eventIds.map((eventId) => byEvent.get(String(eventId))!);
  }

  private async deliveryViews(appId: string, options: { ids?: string[]; eventId?: bigint; limit: number }): Promise<DeliveryView[]> {
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
        redelivery_of: string | null;
      }[]
    >`
      SELECT c.id, c.event_id, e.type, c.status::text AS status, c.attempts, c.last_status_code, c.last_error, c.last_latency_ms,
             c.last_attempt_at, c.next_attempt_at, c.delivered_at, c.created_at, c.redelivery_of
      FROM partner_callbacks c LEFT JOIN events e ON e.id = c.event_id
      WHERE c.app_id = ${appId} ${options.ids ? Prisma.sql`AND c.id = ANY(${options.ids}::text[])` : Prisma.empty}
        ${options.eventId !== undefined ? Prisma.sql`AND c.event_id = ${options.eventId}` : Prisma.empty}
      ORDER BY c.created_at DESC, c.event_id DESC, c.id DESC LIMIT ${options.limit}`;
    const attempts = await db().partnerCallbackAttempt.findMany({
      where: { callbackId: { in: rows.map((row) => row.id) } },
      orderBy: [{ callbackId: 'asc' }, { number: 'asc' }],
    });
    const attemptsOf = new Map<string, typeof attempts>();
    for (const attempt of attempts) attemptsOf.set(attempt.callbackId, [...(attemptsOf.get(attempt.callbackId) ?? []), attempt]);
    return rows.map((row) => ({
      id: row.id,
      eventId: String(row.event_id),
      type: row.type === 'webhook.ping' ? PING_TYPE : (row.type ?? 'expired'),
      status: row.status.toLowerCase() as DeliveryView['status'],
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      lastLatencyMs: row.last_latency_ms,
      lastAttemptAt: row.last_attempt_at,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
      createdAt: row.created_at,
      redeliveryOf: row.redelivery_of,
      attemptLog: (attemptsOf.get(row.id) ?? []).map((attempt) => ({
        number: attempt.number,
        attemptedAt: attempt.attemptedAt,
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        answerExcerpt: attempt.answerExcerpt,
        error: attempt.error,
      })),
    }));
  }
}

function settingsOf(chosen: readonly string[]): { types: string[]; all: boolean; known: string[] } {
  return { types: chosen.length > 0 ? [...chosen] : [...CALLBACK_TYPES], all: chosen.length === 0, known: [...CALLBACK_TYPES] };
}

/** A non-empty array of known callback types; a 400 naming the first unknown one. */
function parseTypes(value: unknown): CallbackType[] {
  const known = CALLBACK_TYPES.join(', ');
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) throw new ValidationError('types', 'openplat.webhookTypesInvalid', { known });
  for (const type of value) {
    if (typeof type !== 'string' || !(CALLBACK_TYPES as readonly string[]).includes(type))
      throw new ValidationError('types', 'openplat.webhookTypeUnknown', { type: String(type).slice(0, 64), known });
  }
  return [...new Set(value as CallbackType[])];
}

function invalidCursor(): never {
  throw new ValidationError('after', 'openplat.cursorInvalid');
}
