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
import { randomUUID } from 'node:crypto';
import { db } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import type { PurgeLimits, PurgeResult } from '../../db/purge.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { PlatformKey } from '../../security/platformKey.ts';
import type { Viewer } from '../../session/viewer.ts';
import {
  appendEvents,
  decodeCursor,
  type EventPosition,
  encodeCursor,
  eventsSeenAfter,
  eventsSeenBetween,
  isEventSeenBy,
  pingEventId,
} from '../events/events.service.ts';
import { CallbackDeliveries, type DeliveryView } from './callbackDeliveries.ts';
import { CallbackDispatcher } from './callbackDispatcher.ts';
import { type CallbackSender, networkSender } from './callbackSender.ts';
import type { CallbackPolicy } from './callbackUrl.ts';
import { CALLBACK_TYPES, type CallbackType, type HoldingRefs, type PartnerEvent, toPartnerEvent, withPartnerRefs } from './partnerEvent.ts';

// the parts: the event-to-callback mapping (partnerEvent.ts), sending (callbackSender.ts), the
// dispatcher (callbackDispatcher.ts), the deliveries and their attempts (callbackDeliveries.ts)
export { type AttemptView, type DeliveryView, RETRY_DELAYS_SECONDS } from './callbackDeliveries.ts';
export { ANSWER_EXCERPT_BYTES } from './callbackSender.ts';
export { CALLBACK_API_VERSION, CALLBACK_TYPES, callbackBody, callbackHeaders, type EventRow } from './partnerEvent.ts';

/** The most deliveries the log shows. */
export const DELIVERY_LOG_MAX = 50;
/** The widest time range one bulk redelivery covers, and the most events it sends again. */
export const REDELIVER_MAX_RANGE_DAYS = 7;
export const REDELIVER_MAX_EVENTS = 1_000;

export type PartnerCallbackOptions = {
  now: () => Date;
  jobs: JobQueue;
  platformKey: () => PlatformKey;
  callbackPolicy: CallbackPolicy;
  warn: (error: unknown, message: string) => void;
  send?: CallbackSender;
  /** the buyer and merchant number of buy orders and offers (their modules own them), for their events */
  holdings: HoldingRefs;
};

export class PartnerCallbacks {
  private readonly delivery: CallbackDeliveries;
  private readonly dispatcher: CallbackDispatcher;

  constructor(private readonly options: PartnerCallbackOptions) {
    const { now, jobs, platformKey, callbackPolicy, warn, holdings } = options;
    this.dispatcher = new CallbackDispatcher({ now, jobs, warn });
    this.delivery = new CallbackDeliveries({ now, jobs, platformKey, callbackPolicy, holdings, send: options.send ?? networkSender });
  }

  /** Queues an attempt of every PENDING delivery whose next attempt is overdue (its job lost, or its attempt killed); answers how many. */
  sweep(): Promise<number> {
    return this.delivery.sweep();
  }

  /** Deletes the deliveries older than `days` days that are no longer pending, with their attempts, in batches. */
  purgeOlderThan(days: number, limits?: PurgeLimits): Promise<PurgeResult> {
    return this.delivery.purgeOlderThan(days, limits);
  }

  /**
   * Dispatches after this process's commits that appended events, at most every 200 ms (a burst of
   * commits makes one run, not one each); stop() ends it.
   */
  watchCommits(): void {
    this.dispatcher.watchCommits();
  }

  /** An app's step 2 (or reset) committed: the dispatcher asks again at once which apps receive callbacks. */
  receiversChanged(): void {
    this.dispatcher.receiversChanged();
  }

  /** Stops dispatching after commits and waits for a run in progress (the app is closing). */
  stop(): Promise<void> {
    return this.dispatcher.stop();
  }

  /** Deliveries waiting for an attempt, and the age in seconds of the oldest of them (0 when none): one statement over the status index. */
  async backlog(): Promise<{ pending: number; oldestSeconds: number }> {
    const [row] = await db().$queryRaw<{ pending: number; oldest: Date | null }[]>`
      SELECT count(*)::int AS pending, min(created_at) AS oldest FROM partner_callbacks WHERE status = 'PENDING'`;
    const oldest = row?.oldest ? (this.options.now().getTime() - row.oldest.getTime()) / 1000 : 0;
    return { pending: row?.pending ?? 0, oldestSeconds: Math.max(0, oldest) };
  }

  /** Turns the events committed since the cursor into deliveries; answers how many it made. */
  dispatch(): Promise<number> {
    return this.dispatcher.dispatch();
  }

  /** One attempt of a delivery (its job does the same): claimed, posted, its outcome recorded. */
  attempt(callbackId: string): Promise<void> {
    return this.delivery.attempt(callbackId);
  }

  /** The app's events after `after` (a cursor of an earlier answer; from the oldest kept when absent), as callbacks carry them. */
  async replay(viewer: Viewer, options: { after?: string; limit: number }): Promise<{ list: PartnerEvent[]; next: string | null }> {
    const after: EventPosition = options.after ? (decodeCursor(options.after) ?? invalidCursor()) : { txId: 0n, id: 0n };
    const events = await eventsSeenAfter(after, { userId: viewer.user.id, types: CALLBACK_TYPES }, options.limit);
    const rows = await withPartnerRefs(events, this.options.holdings);
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
    const [callbackId] = await transaction((tx) => this.delivery.newDeliveries(tx, app.id, [id]));
    return (await this.delivery.views(app.id, { ids: [callbackId], limit: 1 }))[0];
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
    const rows = await eventsSeenBetween({ from: new Date(from), to: new Date(to) }, { userId: viewer.user.id, types }, REDELIVER_MAX_EVENTS + 1);
    const sent = rows.slice(0, REDELIVER_MAX_EVENTS);
    if (sent.length > 0)
      await transaction((tx) =>
        this.delivery.newDeliveries(
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
      const eventId = await pingEventId(tx, app.id, pingId);
      const [created] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO partner_callbacks (id, app_id, event_id, created_at, next_attempt_at)
        VALUES (gen_random_uuid()::text, ${app.id}, ${eventId}, ${now}, ${now}) RETURNING id`;
      return created.id;
    });
    await this.delivery.attempt(callbackId);
    return (await this.delivery.views(app.id, { ids: [callbackId], limit: 1 }))[0];
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
    const views = await this.delivery.views(app.id, { eventId: id, limit: DELIVERY_LOG_MAX });
    if (views.length === 0 && !(await this.isAppEvent(app, id))) throw new NotFoundError('openplat.eventNotFound');
    return views;
  }

  /** The last deliveries of the viewer's app, newest first (the delivery log of /user/openapi): `first` of them, at most DELIVERY_LOG_MAX. */
  async deliveries(viewer: Viewer, first: number = DELIVERY_LOG_MAX): Promise<DeliveryView[]> {
    const app = await this.appOf(viewer);
    return app ? this.delivery.views(app.id, { limit: Math.min(Math.max(Math.trunc(first), 1), DELIVERY_LOG_MAX) }) : [];
  }

  /** Sends the event of one delivery of the viewer's app again, as a new delivery (the page's resend button). */
  async resend(viewer: Viewer, callbackId: unknown): Promise<DeliveryView> {
    const app = await this.appOf(viewer);
    const callback =
      app && typeof callbackId === 'string'
        ? await db().partnerCallback.findFirst({ where: { id: callbackId, appId: app.id }, select: { eventId: true } })
        : null;
    if (!app || !callback) throw new NotFoundError('openplat.eventNotFound');
    const [created] = await transaction((tx) => this.delivery.newDeliveries(tx, app.id, [callback.eventId]));
    return (await this.delivery.views(app.id, { ids: [created], limit: 1 }))[0];
  }

  private appOf(viewer: Viewer) {
    return db().partnerApp.findUnique({ where: { userId: viewer.user.id } });
  }

  /** Whether the event is one the app may be sent: of its user's audience and a callback type, or one it was sent (a ping). */
  private async isAppEvent(app: { id: string; userId: string }, eventId: bigint): Promise<boolean> {
    if (await isEventSeenBy(eventId, { userId: app.userId, types: CALLBACK_TYPES })) return true;
    return (await db().partnerCallback.findFirst({ where: { appId: app.id, eventId }, select: { id: true } })) !== null;
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
