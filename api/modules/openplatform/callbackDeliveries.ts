// Delivering partner callbacks (callbacks.service.ts says the rules): a job per attempt, never lost.
// An attempt first claims its delivery (moves its next attempt a lease ahead, so no other job or
// process sends it meanwhile), then posts, then records the outcome. A process killed or a connection
// dropped at any moment leaves the delivery PENDING with a next attempt at most a lease away: the
// job's own retry, or the sweep (every minute: every PENDING delivery whose next attempt is overdue
// gets a job), sends it again. So a delivery is repeated, never dropped.
import { db } from '../../db/client.ts';
import { PartnerCallbackStatus, type Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from '../../db/purge.ts';
import { sqlConstant, sqlLiteral } from '../../db/sqlConstants.ts';
import { transaction } from '../../db/transaction.ts';
import { eventsByIds, eventTypesOf } from '../events/events.service.ts';
import { type AttemptOutcome, type CallbackPosting, postCallback } from './callbackSender.ts';
import { callbackBody, type HoldingRefs, PING_TYPE, withPartnerRefs } from './partnerEvent.ts';

type Tx = Prisma.TransactionClient;

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

/**
 * A batch of the deliveries made before $1 that are no longer pending, the oldest first, by
 * partner_callbacks_created_at_idx (api/db/purge.ts); their attempts go with them (ON DELETE CASCADE).
 */
export const PURGE_CALLBACKS_SQL = `DELETE FROM partner_callbacks WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM partner_callbacks WHERE created_at < $1 AND status <> ${sqlLiteral(PartnerCallbackStatus.PENDING)}
    ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED))`;

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

export type CallbackDeliveryOptions = CallbackPosting & { jobs: JobQueue; holdings: HoldingRefs };

/** The deliveries of partner callbacks: their attempts (a job each), the sweep of overdue ones, new deliveries and their log. */
export class CallbackDeliveries {
  constructor(private readonly options: CallbackDeliveryOptions) {
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
    const [event] = await withPartnerRefs(await eventsByIds([callback.eventId]), this.options.holdings);
    const attemptedAt = this.options.now();
    let outcome: AttemptOutcome;
    if (!app?.callbackUrl || app.suspendedAt) outcome = { ok: false, statusCode: null, error: 'the app is suspended or has no callback URL', latencyMs: 0 };
    else if (!event) outcome = { ok: false, statusCode: null, error: 'the event is no longer kept', latencyMs: 0 };
    else outcome = await postCallback(this.options, app.callbackUrl, callbackBody(event, app.userId), event.request_id);

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

  /**
   * New deliveries of the events to the app, each with its job: the event's first delivery when it
   * has none, else a redelivery of its latest one (attempts from zero). Answers their ids, in order.
   */
  async newDeliveries(tx: Tx, appId: string, eventIds: readonly bigint[]): Promise<string[]> {
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

  /**
   * Deletes the deliveries, with their attempts, made more than `days` days ago (an event's deliveries
   * are kept as long as the event: EVENT_RETENTION_DAYS), in batches; a pending one stays until it ends.
   */
  purgeOlderThan(days: number, limits: PurgeLimits = PURGE_DEFAULTS): Promise<PurgeResult> {
    return purgeInBatches(PURGE_CALLBACKS_SQL, [new Date(this.options.now().getTime() - days * 86_400_000)], limits);
  }

  /** The app's deliveries, newest first (those of `ids`, or of one event, when given), each with its attempts. */
  async views(appId: string, options: { ids?: string[]; eventId?: bigint; limit: number }): Promise<DeliveryView[]> {
    const callbacks = await db().partnerCallback.findMany({
      where: { appId, ...(options.ids ? { id: { in: options.ids } } : {}), ...(options.eventId !== undefined ? { eventId: options.eventId } : {}) },
      orderBy: [{ createdAt: 'desc' }, { eventId: 'desc' }, { id: 'desc' }],
      take: options.limit,
      include: { attemptLog: { orderBy: { number: 'asc' } } },
    });
    const types = await eventTypesOf([...new Set(callbacks.map((callback) => callback.eventId))]);
    return callbacks.map((callback) => {
      const type = types.get(String(callback.eventId));
      return {
        id: callback.id,
        eventId: String(callback.eventId),
        type: type === 'webhook.ping' ? PING_TYPE : (type ?? 'expired'),
        status: callback.status.toLowerCase() as DeliveryView['status'],
        attempts: callback.attempts,
        lastStatusCode: callback.lastStatusCode,
        lastError: callback.lastError,
        lastLatencyMs: callback.lastLatencyMs,
        lastAttemptAt: callback.lastAttemptAt,
        nextAttemptAt: callback.nextAttemptAt,
        deliveredAt: callback.deliveredAt,
        createdAt: callback.createdAt,
        redeliveryOf: callback.redeliveryOf,
        attemptLog: callback.attemptLog.map((attempt) => ({
          number: attempt.number,
          attemptedAt: attempt.attemptedAt,
          statusCode: attempt.statusCode,
          latencyMs: attempt.latencyMs,
          answerExcerpt: attempt.answerExcerpt,
          error: attempt.error,
        })),
      };
    });
  }
}
