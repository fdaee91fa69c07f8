// The one function that changes an order (docs/money-and-orders.md): `apply(tx, orderId, event, …)`
// checks the transition table (orderStateMachine.ts) against the locked order and, in the caller's
// transaction, updates the order, records the OrderEvent, moves the listing, writes the trade messages
// and moves the money through the ledger, or refuses with OrderTransitionError and changes nothing.
//
// Follow-ups (the deadline job of the new status, the cancel verification, delivery's jobs, e.g. the
// offer of a paid order) are jobs queued in the same transaction (JobQueue.sendWithin): they exist
// only if the transition committed and run after it. Delivery decides its jobs right there
// (OrderDelivery.followUp), so a paid order's offer job is one hop from the payment, not two. Every job is
// idempotent (it re-reads the order and acts only when it is still due), and a sweep each minute
// catches any deadline whose job was lost.
//
// The money moves last in each transition, after the order, its history, its listing and its
// messages, so the ledger's locks on the users' balance rows are held for the shortest time. The
// platform's escrow account, which every order's money passes through, is never locked (wallet/ledger.ts).
import type { JobQueue } from '../../db/jobs.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import { db } from '../../db/client.ts';
import type { Order, Payment, Prisma } from '../../db/generated/prisma/client.ts';
import { type TransactionOptions, transaction } from '../../db/transaction.ts';
import type { OrderSettings } from '../../config.ts';
import type { EventLog, NewEvent } from '../events/events.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import type { Ledger, TransferInput } from '../wallet/wallet.service.ts';
import { OrderNotFoundError, OrderTransitionError } from './order.errors.ts';
import type { OrderPayments } from './orderPayments.ts';
import { recordHistory, updateOrder } from './orderRows.ts';
import {
  CANCEL_VERIFYING,
  CANCEL_VERIFYING_CODES,
  DEADLINE_CODES,
  type OrderEvent,
  type OrderStatusDes,
  type TransitionTarget,
  transitionOf,
} from './orderStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** Who made a transition happen (OrderEvent.actor). */
export type OrderActor = 'BUYER' | 'SELLER' | 'SYSTEM' | 'PAYMENT' | 'STEAM';

/** Columns a transition may set besides its status: what the caller learnt (the offer, the trade…). */
export type TransitionFields = {
  offerId?: string | null;
  offerSenderSteamId?: string | null;
  tradeId?: string | null;
  assetId?: string | null;
  /** overrides the deadline the table would start */
  deadlineAt?: Date | null;
};

export type TransitionOptions = {
  actor: OrderActor;
  /** recorded with the event (why: Steam's offer state, the reason of a cancellation…); plain JSON */
  detail?: Record<string, unknown>;
  fields?: TransitionFields;
  /**
   * The order as this transaction has just created it (a purchase paid from the balance): no other
   * transaction can see it before the commit, so it is neither locked nor read again.
   */
  created?: OrderForTransition;
};

export type AppliedTransition = {
  event: OrderEvent;
  from: { status: number; statusDes: string };
  /** the order as the transition left it */
  order: Order;
};

/**
 * What follows a transition, decided in its transaction with the order as the transition left it:
 * it only reads and queues jobs in `tx` (JobQueue.send with `tx`), which run once the transition committed.
 */
export type TransitionFollowUp = (tx: Tx, change: { event: OrderEvent; order: Order }) => Promise<void>;

/** What delivery answers when asked to cancel an order's offer at Steam (see verifyCancellation). */
export type OfferCancellationOutcome = 'cancelled' | 'accepted' | 'in_escrow';
export type OfferCancellationAnswer =
  | OfferCancellationOutcome
  | { outcome: OfferCancellationOutcome; fields?: TransitionFields; detail?: Record<string, unknown> };

/** A deadline handler: runs (outside any transaction) when the order's deadline in a status has passed. */
export type DeadlineHandler = (order: Order) => Promise<void>;

export const ORDER_DEADLINE_JOB = 'order-deadline';
export const ORDER_CANCEL_VERIFY_JOB = 'order-cancel-verify';
export const ORDER_SWEEP_JOB = 'order-sweep';
/** Follow-ups queued as jobs by earlier versions (before OrderDelivery.followUp ran in the transaction); drained, never sent now. */
export const ORDER_TRANSITIONED_JOB = 'order-transitioned';
const ORDER_SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 200;
/** A cancellation still being verified after this long is asked about again by the sweep. */
const CANCEL_VERIFY_RETRY_MS = 60_000;

export type OrderForTransition = Order & { template: { hashName: string } };

/** The ledger keys of an order's movements: derived from the order and the effect, so nothing moves twice. */
export const orderTransferKey = (orderNo: string, effect: string) => `order:${orderNo}:${effect}`;

/**
 * An order's transition as the event log keeps it. The buyer sees every one; the seller sees an
 * order from its payment on (as OrderService.visibleTo shows it), so its events too.
 */
function transitionedEvent(
  order: Pick<Order, 'id' | 'orderNo' | 'buyerId' | 'paidAt'> & { sellerId?: string },
  event: string,
  actor: string,
  from: { status: number; statusDes: string } | null,
  to: { status: number; statusDes: string },
): NewEvent {
  return {
    type: 'order.transitioned',
    aggregateId: order.id,
    audience: order.paidAt && order.sellerId ? [order.buyerId, order.sellerId] : [order.buyerId],
    payload: {
      orderId: order.id,
      orderNo: order.orderNo,
      event,
      actor,
      from: from ?? { status: 0, statusDes: '' },
      to: { status: to.status, statusDes: to.statusDes },
    },
  };
}

type MovedOrder = Pick<Order, 'orderNo' | 'buyerId' | 'sellerId' | 'priceCents' | 'feeCents'>;

/**
 * The ledger movements of an order's release (the proceeds to the seller's frozen balance, the fee to
 * the platform) and of its settlement (the proceeds withdrawable, the buyer's points): the transitions
 * make them, and the seed's history makes exactly the same ones.
 */
export function orderMoves(order: MovedOrder, effect: 'RELEASE' | 'SETTLE'): TransferInput[] {
  const reference = { type: 'ORDER' as const, id: order.orderNo };
  const key = (name: string) => orderTransferKey(order.orderNo, name);
  const proceeds = order.priceCents - order.feeCents;
  const moves: TransferInput[] =
    effect === 'RELEASE'
      ? [
          {
            idempotencyKey: key('sale'),
            kind: 'SALE',
            reference,
            from: { platform: 'PLATFORM_ESCROW' },
            to: { userId: order.sellerId, kind: 'FROZEN' },
            amount: proceeds,
          },
          {
            idempotencyKey: key('fee'),
            kind: 'FEE',
            reference,
            from: { platform: 'PLATFORM_ESCROW' },
            to: { platform: 'PLATFORM_FEES' },
            amount: order.feeCents,
          },
        ]
      : [
          {
            idempotencyKey: key('settlement'),
            kind: 'SETTLEMENT',
            reference,
            from: { userId: order.sellerId, kind: 'FROZEN' },
            to: { userId: order.sellerId, kind: 'WITHDRAWABLE' },
            amount: proceeds,
          },
          {
            idempotencyKey: key('points'),
            kind: 'POINTS',
            reference,
            from: { platform: 'PLATFORM_POINTS_ISSUED' },
            to: { userId: order.buyerId, kind: 'POINTS' },
            amount: pointsFor(order.priceCents),
          },
        ];
  return moves.filter((move) => Number(move.amount) > 0);
}
/** Alipay's out_request_no of an order's refund. */
export const orderRefundRequestNo = (orderNo: string) => `R${orderNo}`;
/** Points of a completed purchase: one per whole yuan. */
export const pointsFor = (priceCents: number) => Math.floor(priceCents / 100);

function deadlineFor(target: TransitionTarget, current: Order, settings: OrderSettings, now: Date): Date | null {
  const after = (ms: number) => new Date(now.getTime() + ms);
  switch (target.deadline) {
    case 'PAYMENT':
      return after(settings.paymentMs);
    case 'SHIPMENT':
      return after(settings.shipmentMs);
    case 'RECEIPT':
      return after(settings.receiptMs);
    case 'PROTECTION':
      return after(settings.protectionMs);
    case 'KEEP':
      return current.deadlineAt;
    default:
      return null;
  }
}

/**
 * What delivery adds to an order's life: a follow-up of every committed transition (offers, polls; it
 * runs in a job), the deadlines it handles instead of the state machine (shipment with an offer,
 * receipt, protection), and how the cancellation of an order with an offer is verified (cancel the
 * offer at Steam and answer 'cancelled', 'accepted' with the trade verified, or 'in_escrow'; throw to
 * be asked again later).
 */
export type OrderDelivery = {
  followUp: TransitionFollowUp;
  deadlines: Partial<Record<OrderStatusDes, DeadlineHandler>>;
  verifyOfferCancellation(order: Order): Promise<OfferCancellationAnswer>;
};

export type OrderTransitionsOptions = {
  settings: OrderSettings;
  jobs: JobQueue;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  /** Every money movement of a transition goes through it. */
  ledger: Ledger;
  /** Every transition appends its event to it. */
  events: EventLog;
  /** The order's listing follows each transition through it. */
  listings: ListingService;
  /** Alipay checkouts, refunds and deadline checks; without it Alipay orders are refused. */
  payments?: OrderPayments;
  /**
   * Delivery, answered when first needed: the delivery service is built from the order service, so
   * api/services.ts passes a function that answers it once both exist.
   */
  delivery?: () => OrderDelivery;
};

export class OrderTransitions {
  private readonly settings: OrderSettings;
  private readonly jobs: JobQueue;
  private readonly now: () => Date;
  private readonly warn: (error: unknown, message: string) => void;
  private readonly ledger: Ledger;
  private readonly events: EventLog;
  private readonly listings: ListingService;
  private readonly payments: OrderPayments | undefined;
  private readonly delivery: (() => OrderDelivery) | undefined;
  private readonly deadlineHandlers = new Map<OrderStatusDes, DeadlineHandler>();

  constructor(options: OrderTransitionsOptions) {
    this.settings = options.settings;
    this.jobs = options.jobs;
    this.now = options.now;
    this.warn = options.warn;
    this.ledger = options.ledger;
    this.events = options.events;
    this.listings = options.listings;
    this.payments = options.payments;
    this.delivery = options.delivery;
    this.deadlineHandlers.set('WAITING_PAYMENT', (order) => this.expireUnpaid(order));
    this.deadlineHandlers.set('SELLER_DELIVERING', (order) => this.shipmentTimeout(order));
    this.deadlineHandlers.set('PROTECTED', (order) => this.settle(order));
    for (const status of CANCEL_VERIFYING) this.deadlineHandlers.set(status, (order) => this.verifyCancellation(order.id));
    // the order pipeline's queues run many jobs at once (docs/architecture.md "Jobs and time"): a burst of payments or of
    // deadlines must not wait behind one another
    options.jobs.work<{ orderId: string }>(ORDER_DEADLINE_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, concurrency: 8 }, (job) =>
      this.handleDue(job.data.orderId),
    );
    options.jobs.work<{ orderId: string }>(ORDER_CANCEL_VERIFY_JOB, { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true }, (job) =>
      this.verifyCancellation(job.data.orderId),
    );
    options.jobs.work<{ orderId: string; event: OrderEvent; version: number }>(
      ORDER_TRANSITIONED_JOB,
      { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true },
      (job) => this.followUpQueuedEarlier(job.data),
    );
    options.jobs.work(ORDER_SWEEP_JOB, { retryLimit: 0, expireInSeconds: 300 }, () => this.sweep());
    options.jobs.schedule(ORDER_SWEEP_JOB, ORDER_SWEEP_CRON);
  }

  get paymentsAvailable(): boolean {
    return this.payments !== undefined;
  }

  /**
   * Applies `event` to the order in the caller's transaction (see the top of this file). Throws
   * OrderTransitionError when the table does not allow it from the order's status, OrderNotFoundError
   * when there is no such order; the caller's transaction must then roll back (nothing was written).
   */
  apply = async (tx: Tx, orderId: string, event: OrderEvent, options: TransitionOptions): Promise<AppliedTransition> => {
    const now = this.now();
    const order = options.created?.id === orderId ? options.created : await this.lockOrder(tx, orderId);
    const target = transitionOf(event, order);
    if (!target) throw new OrderTransitionError(event, order.statusDes);

    const fields = options.fields ?? {};
    const deadlineAt = fields.deadlineAt !== undefined ? fields.deadlineAt : deadlineFor(target, order, this.settings, now);
    // the order's row is held (locked above, or created in this transaction): what it becomes is known
    // without reading it back, and it is written once, at the end, with the payment's split
    const changes: Partial<Order> = {
      status: target.status,
      statusDes: target.statusDes,
      version: order.version + 1,
      updatedAt: now,
      deadlineAt,
      ...(fields.offerId !== undefined ? { offerId: fields.offerId } : {}),
      ...(fields.offerSenderSteamId !== undefined ? { offerSenderSteamId: fields.offerSenderSteamId } : {}),
      ...(fields.tradeId !== undefined ? { tradeId: fields.tradeId } : {}),
      ...(fields.assetId !== undefined ? { assetId: fields.assetId } : {}),
      ...(event === 'PAID' ? { paidAt: now } : {}),
      ...(event === 'OFFER_SENT' ? { tradingAt: now } : {}),
      ...(event === 'OFFER_ACCEPTED' ? { confirmedAt: now, protectedUntil: new Date(now.getTime() + this.settings.protectionMs) } : {}),
      ...(event === 'SETTLED' ? { settledAt: now } : {}),
      ...(target.status === 55 ? { closedAt: now } : {}),
    };
    const { template, ...current } = order;
    let updated: Order = { ...current, ...changes };
    await recordHistory(tx, [
      {
        order_id: orderId,
        from_status: order.status,
        from_des: order.statusDes,
        to_status: target.status,
        to_des: target.statusDes,
        actor: options.actor,
        event,
        detail: options.detail ?? {},
        created_at: now.toISOString(),
      },
    ]);
    await this.events.append(tx, [transitionedEvent(updated, event, options.actor, { status: order.status, statusDes: order.statusDes }, target)]);
    await this.moveListing(tx, order, target, now);
    await this.writeMessages(tx, { ...updated, template }, event, target, order.statusDes);
    await this.queueFollowUps(tx, updated, event, order.deadlineAt);
    // last: the ledger locks (the user accounts) are held for the shortest time
    const split = await this.moveMoney(tx, updated, target);
    if (split) {
      changes.paidFromDepositCents = split.fromDeposit;
      changes.paidFromWithdrawableCents = split.fromWithdrawable;
      updated = { ...updated, paidFromDepositCents: split.fromDeposit, paidFromWithdrawableCents: split.fromWithdrawable };
    }
    await updateOrder(tx, orderId, changes);
    return { event, from: { status: order.status, statusDes: order.statusDes }, order: updated };
  };

  private async lockOrder(tx: Tx, orderId: string): Promise<OrderForTransition> {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
    if (locked.length === 0) throw new OrderNotFoundError();
    return (await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { template: { select: { hashName: true } } },
    })) as OrderForTransition;
  }

  /**
   * The history's and the event log's first entry of orders just created, waiting for payment (CREATED,
   * by the buyer), in the purchase's transaction.
   */
  async recordCreated(tx: Tx, orders: readonly { id: string; orderNo: string; buyerId: string }[], detail: Prisma.InputJsonValue): Promise<void> {
    const now = this.now();
    await recordHistory(
      tx,
      orders.map((order) => ({
        order_id: order.id,
        from_status: null,
        from_des: null,
        to_status: 11,
        to_des: 'WAITING_PAYMENT',
        actor: 'BUYER',
        event: 'CREATED',
        detail,
        created_at: now.toISOString(),
      })),
    );
    await this.events.append(
      tx,
      orders.map((order) => transitionedEvent({ ...order, paidAt: null }, 'CREATED', 'BUYER', null, { status: 11, statusDes: 'WAITING_PAYMENT' })),
    );
  }

  /** `work` in its own transaction (retried on serialization failures and deadlocks). */
  run<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return transaction(work, options);
  }

  /** One transition in its own transaction. */
  transition(orderId: string, event: OrderEvent, options: TransitionOptions): Promise<AppliedTransition> {
    return this.run((tx) => this.apply(tx, orderId, event, options));
  }

  /** The jobs that follow a transition, queued in its transaction: its new deadline, a cancel verification, delivery's. */
  private async queueFollowUps(tx: Tx, order: Order, event: OrderEvent, previousDeadlineAt: Date | null): Promise<void> {
    if ((CANCEL_VERIFYING as readonly string[]).includes(order.statusDes)) {
      await this.jobs.sendWithin(tx, ORDER_CANCEL_VERIFY_JOB, { orderId: order.id });
    } else if (order.deadlineAt && order.deadlineAt.getTime() !== previousDeadlineAt?.getTime()) {
      await this.jobs.sendWithin(tx, ORDER_DEADLINE_JOB, { orderId: order.id }, { startAfter: order.deadlineAt });
    }
    await this.delivery?.().followUp(tx, { event, order });
  }

  /** The deadline job of an order created with one (creation is not a transition), in the creating transaction. */
  async queueDeadline(tx: Tx, order: Pick<Order, 'id' | 'deadlineAt'>): Promise<void> {
    if (order.deadlineAt) await this.jobs.sendWithin(tx, ORDER_DEADLINE_JOB, { orderId: order.id }, { startAfter: order.deadlineAt });
  }

  /** A follow-up job an earlier version queued: run now, unless a later transition has had its own. */
  private async followUpQueuedEarlier(data: { orderId: string; event: OrderEvent; version: number }): Promise<void> {
    await this.run(async (tx) => {
      const order = await tx.order.findUnique({ where: { id: data.orderId } });
      if (order?.version === data.version) await this.delivery?.().followUp(tx, { event: data.event, order });
    });
  }

  // -------------------------------------------------------------------------------------------
  // Deadlines and verifications (jobs)

  /** The deadline job: acts when the order is still in a status whose deadline has passed. */
  async handleDue(orderId: string): Promise<void> {
    const order = await db().order.findUnique({ where: { id: orderId } });
    if (!order) return;
    const cancelVerifying = (CANCEL_VERIFYING as readonly string[]).includes(order.statusDes);
    if (!cancelVerifying && (!order.deadlineAt || order.deadlineAt.getTime() > this.now().getTime())) return;
    const status = order.statusDes as OrderStatusDes;
    const handler = this.delivery?.().deadlines[status] ?? this.deadlineHandlers.get(status);
    if (handler) await handler(order);
  }

  /** Applies a transition unless the order moved on meanwhile (another job, a user, Steam got there first). */
  private async applyIfStill(orderId: string, event: OrderEvent, options: TransitionOptions): Promise<AppliedTransition | null> {
    try {
      return await this.transition(orderId, event, options);
    } catch (error) {
      if (error instanceof OrderTransitionError) return null;
      throw error;
    }
  }

  /**
   * An unpaid order's payment time is over. Never cancelled blind: the provider is asked first
   * (PaymentService.resolveAtDeadline). Paid there → the payment is credited and its orders go on as
   * paid, as if the lost notification had come; unpaid → closed at the provider, then every unpaid
   * order of the payment is cancelled (listings back on sale) and the payment closed; no answer →
   * the error fails this attempt, the job and the minute sweep ask again, the listings stay held.
   */
  private async expireUnpaid(order: Order): Promise<void> {
    if (order.paymentId && this.payments) {
      const atProvider = await this.payments.resolveAtDeadline(order.paymentId);
      if (atProvider === 'paid') return;
    }
    await this.cancelUnpaid(order, 'PAYMENT_TIMEOUT', 'SYSTEM');
  }

  /**
   * Ends the unpaid orders of a checkout together (they share one payment): each one's listing goes
   * back on sale, and the payment is closed so it can no longer be paid (paid anyway, it is refunded).
   */
  async cancelUnpaid(
    order: Pick<Order, 'id' | 'paymentId'>,
    event: 'PAYMENT_TIMEOUT' | 'BUYER_CANCELLED_UNPAID',
    actor: OrderActor,
  ): Promise<AppliedTransition[]> {
    return this.run(async (tx) => {
      const siblings = order.paymentId
        ? await tx.order.findMany({ where: { paymentId: order.paymentId, statusDes: 'WAITING_PAYMENT' }, orderBy: { id: 'asc' }, select: { id: true } })
        : [{ id: order.id }];
      if (!siblings.some((sibling) => sibling.id === order.id)) throw new OrderTransitionError(event, 'unknown');
      const applied: AppliedTransition[] = [];
      for (const sibling of siblings) applied.push(await this.apply(tx, sibling.id, event, { actor }));
      if (order.paymentId && this.payments) await this.payments.closePayment(tx, order.paymentId);
      return applied;
    }).catch((error: unknown) => {
      if (error instanceof OrderTransitionError && event === 'PAYMENT_TIMEOUT') return [];
      throw error;
    });
  }

  /** The shipment deadline passed with no offer made: the seller did not ship. (With an offer, delivery's handler decides.) */
  private async shipmentTimeout(order: Order): Promise<void> {
    if (order.offerId) return;
    await this.applyIfStill(order.id, 'SHIPMENT_TIMEOUT', { actor: 'SYSTEM' });
  }

  /** The protection period ended without a reversal: the proceeds become withdrawable and the buyer earns points. */
  private async settle(order: Order): Promise<void> {
    await this.applyIfStill(order.id, 'SETTLED', { actor: 'SYSTEM' });
  }

  /**
   * A cancellation being verified: with no offer the order is simply cancelled; with one, delivery asks
   * Steam to cancel it and answers what became of it.
   */
  async verifyCancellation(orderId: string): Promise<void> {
    const order = await db().order.findUnique({ where: { id: orderId } });
    if (!order || !(CANCEL_VERIFYING as readonly string[]).includes(order.statusDes)) return;
    if (!order.offerId) {
      await this.applyIfStill(order.id, 'CANCEL_CONFIRMED', { actor: 'SYSTEM', detail: { offer: 'none' } });
      return;
    }
    const delivery = this.delivery?.();
    if (!delivery) {
      this.warn(new Error('no delivery is connected'), `order ${order.orderNo} has an offer to cancel; it waits for delivery`);
      return;
    }
    const raw = await delivery.verifyOfferCancellation(order);
    const answer = typeof raw === 'string' ? { outcome: raw } : raw;
    const event: OrderEvent = answer.outcome === 'cancelled' ? 'CANCEL_CONFIRMED' : answer.outcome === 'accepted' ? 'OFFER_ACCEPTED' : 'OFFER_IN_ESCROW';
    await this.applyIfStill(order.id, event, {
      actor: 'STEAM',
      detail: { offer: answer.outcome, ...('detail' in answer ? answer.detail : {}) },
      fields: 'fields' in answer ? answer.fields : undefined,
    });
  }

  /** Each minute: orders whose deadline passed and cancellations not verified yet (what a lost follow-up job would have done). */
  async sweep(): Promise<number> {
    const now = this.now();
    const due = await db().$queryRaw<{ id: string }[]>`
      (SELECT id FROM orders WHERE status IN (${sqlConstants(DEADLINE_CODES)}) AND deadline_at <= ${now} ORDER BY deadline_at LIMIT ${SWEEP_BATCH})
      UNION
      (SELECT id FROM orders WHERE status IN (${sqlConstants(CANCEL_VERIFYING_CODES)}) AND status_des IN (${sqlConstants(CANCEL_VERIFYING)})
         AND updated_at <= ${new Date(now.getTime() - CANCEL_VERIFY_RETRY_MS)} LIMIT ${SWEEP_BATCH})`;
    for (const { id } of due) {
      try {
        await this.handleDue(id);
      } catch (error) {
        this.warn(error, `the deadline of order ${id} could not be handled; the next sweep retries`);
      }
    }
    return due.length;
  }

  // -------------------------------------------------------------------------------------------
  // Effects

  /**
   * The listing's side of a transition, through the listing module: PAID sells it; an unpaid order
   * that ends releases it and a paid one that fails on the buyer's side restores it (back on sale);
   * a failure on the seller's or the system's side, or a reversal, takes it down.
   */
  private async moveListing(tx: Tx, order: Order, target: TransitionTarget, now: Date): Promise<void> {
    if (target.listing === 'NONE') return;
    const where = { listingIds: [order.listingId] };
    if (target.listing === 'SOLD') {
      const sold = await this.listings.apply(tx, { event: 'SELL', where, now });
      // an order holds its listing: claimed (RESERVED) for an Alipay checkout, locked by its own transaction for a balance purchase
      if (sold.length === 0) throw new Error(`listing ${order.listingId} of order ${order.orderNo} was not held for it`);
    } else if (target.listing === 'ON_SALE') {
      await this.listings.apply(tx, { event: order.statusDes === 'WAITING_PAYMENT' ? 'RELEASE' : 'RESTORE', where, now });
    } else {
      await this.listings.apply(tx, { event: 'TAKE_DOWN', where, now });
    }
  }

  private async writeMessages(tx: Tx, order: OrderForTransition, event: OrderEvent, target: TransitionTarget, fromDes: string): Promise<void> {
    const base = { orderNo: order.orderNo, item: order.template.hashName };
    const yuan = (cents: number) => (cents / 100).toFixed(2);
    const income = yuan(order.priceCents - order.feeCents);
    const buyer = (kind: string, params: Record<string, string | number> = {}) => postMessage(tx, order.buyerId, 'TRADE', kind, { ...base, ...params });
    const seller = (kind: string, params: Record<string, string | number> = {}) => postMessage(tx, order.sellerId, 'TRADE', kind, { ...base, ...params });
    switch (event) {
      case 'PAID':
        await buyer('orderPaid', { amount: yuan(order.priceCents) });
        await seller('orderSold', { amount: yuan(order.priceCents), hours: Math.round(this.settings.shipmentMs / 3_600_000) });
        break;
      case 'OFFER_SENT':
        await buyer('orderOfferSent', { steamId: order.offerSenderSteamId ?? '' });
        break;
      case 'OFFER_ACCEPTED':
        await buyer('orderReceived');
        await seller('orderDelivered', { income });
        break;
      case 'OFFER_IN_ESCROW':
        await buyer('orderOnHold');
        await seller('orderOnHold');
        break;
      case 'SETTLED':
        await seller('orderSettled', { income });
        if (pointsFor(order.priceCents) > 0) await buyer('orderPoints', { points: pointsFor(order.priceCents) });
        break;
      case 'BUYER_CANCEL_REQUESTED':
        await seller('orderCancelRequested');
        break;
      case 'SELLER_CANCEL_REQUESTED':
        await buyer('orderCancelRequested');
        break;
      case 'SYSTEM_CANCEL_REQUESTED':
        await buyer('orderCancelRequested');
        await seller('orderCancelRequested');
        break;
      default:
        break;
    }
    if (target.status === 55) {
      const kind = `orderFailed.${target.statusDes}`;
      await buyer(kind);
      // the seller hears of a failure only when they had been told of the sale
      if (fromDes !== 'WAITING_PAYMENT') await seller(kind);
      if (target.money === 'REFUND' || target.money === 'REVERSE') await buyer('orderRefunded', { amount: yuan(order.priceCents) });
    }
  }

  /** The money effect of a transition; answers the deposit/withdrawable split of a balance payment. */
  private async moveMoney(tx: Tx, order: Order, target: TransitionTarget): Promise<{ fromDeposit: number; fromWithdrawable: number } | null> {
    const reference = { type: 'ORDER' as const, id: order.orderNo };
    const key = (effect: string) => orderTransferKey(order.orderNo, effect);
    const proceeds = order.priceCents - order.feeCents;
    const move = async (input: Omit<TransferInput, 'reference'>) => {
      if (Number(input.amount) > 0) await this.ledger.transfer(tx, { ...input, reference });
    };
    switch (target.money) {
      case 'HOLD':
        if (order.buyOrderId !== null || order.bargainId !== null) {
          // a buy order's unit or an accepted price offer: its price leaves the buyer's hold, split as the hold's owner decided
          await move({
            idempotencyKey: key('hold'),
            kind: 'PURCHASE',
            from: { userId: order.buyerId, kind: 'HELD' },
            to: { platform: 'PLATFORM_ESCROW' },
            amount: order.priceCents,
          });
          return { fromDeposit: order.paidFromDepositCents, fromWithdrawable: order.paidFromWithdrawableCents };
        }
        if (order.payMethod === 'BALANCE') {
          return this.ledger.spendFromBalance(tx, {
            userId: order.buyerId,
            amount: order.priceCents,
            to: { platform: 'PLATFORM_ESCROW' },
            kind: 'PURCHASE',
            reference,
            idempotencyKey: key('hold'),
          });
        }
        await move({
          idempotencyKey: key('hold'),
          kind: 'PAYMENT',
          from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
          to: { platform: 'PLATFORM_ESCROW' },
          amount: order.priceCents,
        });
        return null;
      case 'RELEASE':
      case 'SETTLE':
        for (const input of orderMoves(order, target.money)) await this.ledger.transfer(tx, input);
        return null;
      case 'REVERSE':
        await move({
          idempotencyKey: key('reversal:sale'),
          kind: 'REVERSAL',
          from: { userId: order.sellerId, kind: 'FROZEN' },
          to: { platform: 'PLATFORM_ESCROW' },
          amount: proceeds,
        });
        await move({
          idempotencyKey: key('reversal:fee'),
          kind: 'REVERSAL',
          from: { platform: 'PLATFORM_FEES' },
          to: { platform: 'PLATFORM_ESCROW' },
          amount: order.feeCents,
        });
        await this.refund(tx, order, move);
        return null;
      case 'REFUND':
        await this.refund(tx, order, move);
        return null;
      default:
        return null;
    }
  }

  /** The buyer's money back to where it came from: the balance by its split, or Alipay through the provider. */
  private async refund(tx: Tx, order: Order, move: (input: Omit<TransferInput, 'reference'>) => Promise<void>): Promise<void> {
    const key = (effect: string) => orderTransferKey(order.orderNo, effect);
    if (order.payMethod === 'BALANCE') {
      await move({
        idempotencyKey: key('refund:deposit'),
        kind: 'REFUND',
        from: { platform: 'PLATFORM_ESCROW' },
        to: { userId: order.buyerId, kind: 'DEPOSIT' },
        amount: order.paidFromDepositCents,
      });
      await move({
        idempotencyKey: key('refund:withdrawable'),
        kind: 'REFUND',
        from: { platform: 'PLATFORM_ESCROW' },
        to: { userId: order.buyerId, kind: 'WITHDRAWABLE' },
        amount: order.paidFromWithdrawableCents,
      });
      return;
    }
    if (!order.paymentId || !this.payments) throw new Error(`order ${order.orderNo} was paid through a provider that is not available to refund it`);
    await this.payments.requestRefund(tx, {
      paymentId: order.paymentId,
      orderId: order.id,
      amountCents: order.priceCents,
      reason: order.statusDes,
      outRequestNo: orderRefundRequestNo(order.orderNo),
    });
    await move({
      idempotencyKey: key('refund'),
      kind: 'REFUND',
      from: { platform: 'PLATFORM_ESCROW' },
      to: { platform: 'PLATFORM_PAYMENT_CLEARING' },
      amount: order.priceCents,
    });
  }

  /**
   * A payment of orders was confirmed (registered with payments.onPaid('ORDER'), in the transaction
   * that marks it PAID): each unpaid order of it is PAID (its price from clearing into escrow); an
   * order no longer waiting (cancelled or timed out before the money came) is refunded in full.
   */
  async paymentConfirmed(tx: Tx, payment: Payment, late: boolean): Promise<void> {
    const orders = await tx.order.findMany({ where: { paymentId: payment.id }, orderBy: { id: 'asc' }, include: { template: { select: { hashName: true } } } });
    const refunds: typeof orders = [];
    for (const order of orders) {
      if (!late && order.statusDes === 'WAITING_PAYMENT')
        await this.apply(tx, order.id, 'PAID', { actor: 'PAYMENT', detail: { outTradeNo: payment.outTradeNo } });
      else refunds.push(order);
    }
    if (refunds.length === 0) return;
    if (!this.payments) throw new Error('a late payment cannot be refunded without the payment service');
    for (const order of refunds) {
      // the money did come in: the ledger shows it arriving and going straight back out
      const reference = { type: 'ORDER' as const, id: order.orderNo };
      await this.ledger.transferAll(tx, [
        {
          idempotencyKey: `order:${order.orderNo}:late-payment`,
          kind: 'PAYMENT',
          reference,
          from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
          to: { platform: 'PLATFORM_ESCROW' },
          amount: order.priceCents,
        },
        {
          idempotencyKey: `order:${order.orderNo}:late-refund`,
          kind: 'REFUND',
          reference,
          from: { platform: 'PLATFORM_ESCROW' },
          to: { platform: 'PLATFORM_PAYMENT_CLEARING' },
          amount: order.priceCents,
        },
      ]);
      await this.payments.requestRefund(tx, {
        paymentId: payment.id,
        orderId: order.id,
        amountCents: order.priceCents,
        reason: `late payment: order ${order.statusDes}`,
        outRequestNo: orderRefundRequestNo(order.orderNo),
      });
      // once: this runs in the transaction that marks the payment PAID, which happens once
      await postMessage(tx, order.buyerId, 'TRADE', 'orderLatePaymentRefunded', {
        orderNo: order.orderNo,
        item: order.template.hashName,
        amount: (order.priceCents / 100).toFixed(2),
      });
    }
  }
}
