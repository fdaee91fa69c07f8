// Delivery: everything after an order is PAID, through the trade-platform port.
//
// - A robot (ROBOT) seller account: a job creates the offer from the seller's account to the buyer's
//   trade link, giving exactly the order's asset with the order number in the message, and confirms
//   it at once with the account's identity secret (OFFER_CREATED, then OFFER_SENT).
// - An ordinary account: the seller is told (the PAID transition's message), presses 发货 (`deliver`)
//   before the shipment deadline, and confirms the offer in the Steam app; with the simulated Steam the
//   product confirms it as the app would (`confirmSimulatedOffer`, never with the real driver).
// - Every offer is followed by jobs with backoff (5 s, 15 s, 1 min, then every 5 min; an hour while
//   Steam holds the trade; daily during the 7-day protection), and at each deadline (the order's
//   deadline job calls the handlers registered here). Steam's offer state maps to one transition of
//   the table (orderStateMachine.ts); an accepted offer completes an order only when its trade's
//   partner is the buyer's SteamID and exactly the order's asset went to it (anti-scam).
// - A cancellation being verified asks Steam here (verifyOfferCancellation): an offer not accepted is
//   cancelled at Steam; an accepted one cannot be, and the order goes on to PROTECTED.
//
// Nothing holds a database transaction across a call to Steam. Each job re-reads the order and acts
// only if it is still at the version it was sent for (a newer transition queued its own follow-up),
// and every transition is applied under the order's row lock after checking that version. Making,
// reading and verifying the offer itself is deliveryOffers.ts's; this file is delivery's entries, its
// jobs and its deadlines.
import { createHash } from 'node:crypto';
import { db } from '../../db/client.ts';
import type { Order, Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { AppError, ServiceUnavailableError } from '../../errors.ts';
import { type TradePlatform, TradePlatformError } from '../../integrations/tradePlatform/port.ts';
import type { Viewer } from '../../session/viewer.ts';
import { RebindRequiredError, type SteamAccountService, steamAccountTypeOf } from '../steam/steam.service.ts';
import { AccountInTradeError, ConfirmNotAvailableError, DeliverNotAllowedError } from './delivery.errors.ts';
import { DeliveryOffers, isTransient, type LoadedOrder, type Step, sendFailureOf } from './deliveryOffers.ts';

/** What a lease's delivery shares with an order's (api/modules/lease/leaseDelivery.ts): Steam's transient failures, a send's failure, a cancellation at a deadline. */
export { cancelOfferIfOpen, isTransient, sendFailureOf } from './deliveryOffers.ts';
import type { OrderService } from './order.service.ts';
import { CANCEL_VERIFYING, FAILED_STATUS_DES, type OrderEvent, type OrderStatusDes } from './orderStateMachine.ts';
import type { OfferCancellationAnswer, OrderDelivery } from './orderTransitions.ts';

export const DELIVERY_SEND_JOB = 'order-delivery-send';
export const DELIVERY_FOLLOW_JOB = 'order-delivery-follow';
export const DELIVERY_DEMO_JOB = 'order-delivery-demo';

/** Delays between reads of an open offer, then the last one repeated (seconds). */
export const FOLLOW_BACKOFF_SECONDS = [5, 15, 60, 300] as const;
/** While Steam holds the trade (IN_ESCROW, up to 15 days): hourly, and just after the hold ends. */
const HOLD_CHECK_SECONDS = 3_600;
/** During the 7-day trade protection: the trade is read daily for a reversal, and at its end before settling. */
const PROTECTION_CHECK_SECONDS = 86_400;

type JobData = { orderId: string; version: number; attempt: number };

/** Demo players (ordinary demo sellers) press 发货 and confirm by themselves after this delay. */
export type DeliverySettings = { demoDeliverySeconds: number };

export type DeliveryServiceOptions = {
  platform: TradePlatform;
  steamAccounts: SteamAccountService;
  orders: OrderService;
  jobs: JobQueue;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  /** the simulated Steam is the trade platform: sellers may confirm offers from the product */
  simulated: boolean;
  settings?: DeliverySettings;
  /** whether a seller is a demo player whose deliveries a job makes (helper "demo"'s isDemoPlayer) */
  isDemoPlayer?: (userId: string, client?: Prisma.TransactionClient) => Promise<boolean>;
};

/** A job id (uuid-shaped) fixed by what it is for: sending it twice queues it once. */
function jobId(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A status in which the order ends, or is about to end, with no sale. */
const isEndingWithoutSale = (statusDes: string) => ([...CANCEL_VERIFYING, ...FAILED_STATUS_DES] as readonly string[]).includes(statusDes);

export class DeliveryService {
  private readonly platform: TradePlatform;
  private readonly steamAccounts: SteamAccountService;
  private readonly orders: OrderService;
  private readonly jobs: JobQueue;
  private readonly now: () => Date;
  private readonly warn: (error: unknown, message: string) => void;
  private readonly settings: DeliverySettings;
  private readonly isDemoPlayer: (userId: string, client?: Prisma.TransactionClient) => Promise<boolean>;
  private readonly offers: DeliveryOffers;
  /** whether the product may confirm offers as the Steam app would (the simulated Steam only) */
  readonly simulated: boolean;

  constructor(options: DeliveryServiceOptions) {
    this.platform = options.platform;
    this.steamAccounts = options.steamAccounts;
    this.orders = options.orders;
    this.jobs = options.jobs;
    this.now = options.now;
    this.warn = options.warn;
    this.simulated = options.simulated;
    this.settings = options.settings ?? { demoDeliverySeconds: 30 };
    this.isDemoPlayer = options.isDemoPlayer ?? (async () => false);
    this.offers = new DeliveryOffers({ ...options, isDemoPlayer: (userId) => this.isDemoPlayer(userId) });

    // the jobs keep their own schedules (below); a failed attempt (a bug, the database) is retried by pg-boss
    const retry = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true };
    // offers of a burst of paid orders go out side by side (docs/architecture.md "Jobs and time"); each waits mostly on Steam
    this.jobs.work<JobData>(DELIVERY_SEND_JOB, { ...retry, concurrency: 16, batchSize: 8 }, (job) => this.sendJob(job.data));
    this.jobs.work<JobData>(DELIVERY_FOLLOW_JOB, { ...retry, concurrency: 8 }, (job) => this.followJob(job.data));
    this.jobs.work<JobData>(DELIVERY_DEMO_JOB, retry, (job) => this.demoJob(job.data));
  }

  /** What delivery adds to the order's life (OrderDelivery): the order service asks for it through services.ts. */
  readonly orderDelivery: OrderDelivery = {
    followUp: (tx, change) => this.followUp(tx, change),
    deadlines: {
      SELLER_DELIVERING: (order) => this.shipmentDeadline(order),
      WAITING_RECEIPT: (order) => this.receiptDeadline(order),
      PROTECTED: (order) => this.protectionEnded(order),
    },
    verifyOfferCancellation: (order) => this.verifyOfferCancellation(order),
  };

  // -------------------------------------------------------------------------------------------
  // The seller's side (REST and GraphQL)

  /**
   * Refuses (AccountInTradeError) to let a Steam account go while one of its sales is not finished:
   * unpaid, being delivered, or in its trade protection, all of which need the account (the offer, its
   * confirmation, the checks for a reversed trade). Run in the unbinding's transaction, after its
   * listings were closed, so a purchase that commits meanwhile is seen here.
   */
  async refuseUnbindingInTrade(tx: Prisma.TransactionClient, accountId: string): Promise<void> {
    const open = await tx.order.findFirst({
      where: { sellerSteamAccountId: accountId, statusDes: { notIn: ['TRADE_SUCCESSFUL', ...FAILED_STATUS_DES] } },
      orderBy: { createdAt: 'asc' },
      select: { orderNo: true },
    });
    if (open) throw new AccountInTradeError(open.orderNo);
  }

  /**
   * 发货: the seller has the platform create the offer of an order waiting for delivery (OFFER_CREATED:
   * the offer id and the sending SteamID are recorded). An ordinary account's offer then waits for the
   * seller's mobile confirmation; a robot account's is confirmed at once. Answers the order.
   */
  async deliver(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const order = await this.orders.get(viewer, orderNo);
    if (order.sellerId !== viewer.user.id || order.statusDes !== 'SELLER_DELIVERING' || order.offerId) throw new DeliverNotAllowedError();
    await this.offers.send(order.id, order.version, 'SELLER');
    const after = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    // the order moved meanwhile (the buyer cancelled it, say) and no offer of this 发货 was recorded: not delivered
    if (!after.offerId) throw new DeliverNotAllowedError();
    return after;
  }

  /** Whether the viewer may confirm the order's offer from the product now (the simulated Steam's mobile confirmation). */
  canConfirmOffer(order: Pick<Order, 'sellerId' | 'statusDes' | 'offerId'>, viewer: Viewer): boolean {
    return this.simulated && order.sellerId === viewer.user.id && order.statusDes === 'SELLER_DELIVERING' && order.offerId !== null;
  }

  /**
   * With the simulated Steam only: the seller confirms the order's offer as the Steam app's mobile
   * confirmation would (with the account's identity secret); the offer goes out (OFFER_SENT).
   */
  async confirmSimulatedOffer(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const found = await this.orders.get(viewer, orderNo);
    if (!this.canConfirmOffer(found, viewer)) throw new ConfirmNotAvailableError();
    const order = await this.offers.load(found.id);
    const account = this.offers.sellerAccountOf(order);
    const session = await this.offers.sessionOf(account);
    let offer = await this.platform.getOffer(session, order.offerId!);
    if (offer?.state === 'CREATED_NEEDS_CONFIRMATION') {
      try {
        offer = await this.steamAccounts.confirmOffer(account, session, offer.id);
      } catch (error) {
        // confirmed by a second click, or withdrawn by a cancellation, a moment before: what Steam holds now decides
        if (!(error instanceof TradePlatformError && error.code === 'CONFIRMATION_NOT_FOUND')) throw error;
        offer = await this.platform.getOffer(session, order.offerId!);
        if (offer?.state === 'CREATED_NEEDS_CONFIRMATION') throw error;
      }
    }
    if (!offer) throw new ConfirmNotAvailableError();
    await this.offers.react(order, offer, session);
    const after = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    // cancelled meanwhile: the offer is withdrawn at Steam by the cancellation, not sent to the buyer
    if (isEndingWithoutSale(after.statusDes)) throw new ConfirmNotAvailableError();
    return after;
  }

  /**
   * With the simulated Steam only (the partner sandbox): the order's offer made now if it has none
   * (the seller's 发货) and confirmed as the seller's phone would, so that it waits for the buyer.
   * Answers the offer's id; null when the order has no offer and none can be made in its status.
   */
  async sendAndConfirmSimulatedOffer(orderId: string): Promise<string | null> {
    if (!this.simulated) throw new ConfirmNotAvailableError();
    let order = await this.offers.load(orderId);
    if (order.statusDes === 'SELLER_DELIVERING' && !order.offerId) {
      await this.offers.send(order.id, order.version, 'SELLER');
      order = await this.offers.load(orderId);
    }
    if (!order.offerId) return null;
    const account = this.offers.sellerAccountOf(order);
    const session = await this.offers.sessionOf(account);
    const offer = await this.platform.getOffer(session, order.offerId);
    if (offer?.state === 'CREATED_NEEDS_CONFIRMATION')
      await this.offers.react(order, await this.steamAccounts.confirmOffer(account, session, offer.id), session);
    return order.offerId;
  }

  /** Reads the order's offer (or protected trade) at Steam now and applies what it says: the follow-up job's look, at once. */
  async lookNow(orderId: string): Promise<void> {
    await this.offers.check(await this.offers.load(orderId));
  }

  /** How many of the viewer's sales wait for them to deliver (发货 or confirm the offer): the sell tab's badge. */
  ordersToDeliver(viewer: Viewer): Promise<number> {
    return db().order.count({ where: { sellerId: viewer.user.id, statusDes: 'SELLER_DELIVERING' } });
  }

  // -------------------------------------------------------------------------------------------
  // Jobs

  /**
   * Delivery's jobs after a transition, queued in the transition's own transaction (they exist exactly
   * when it commits): a paid order's offer (robot accounts at once, demo players after their delay),
   * and the first look at Steam in the statuses delivery follows.
   */
  private async followUp(tx: Prisma.TransactionClient, change: { event: OrderEvent; order: Order }): Promise<void> {
    const { order } = change;
    const data: JobData = { orderId: order.id, version: order.version, attempt: 0 };
    if (change.event === 'PAID') {
      const type = order.sellerSteamAccountId ? await steamAccountTypeOf(tx, order.sellerSteamAccountId) : null;
      if (type === 'ROBOT') await this.queue(DELIVERY_SEND_JOB, data, 0, this.now(), tx);
      else if (await this.isDemoPlayer(order.sellerId, tx)) await this.queue(DELIVERY_DEMO_JOB, data, this.settings.demoDeliverySeconds, this.now(), tx);
      return;
    }
    const delay = this.firstCheckSeconds(order);
    // counted from the transition
    if (delay !== null) await this.queue(DELIVERY_FOLLOW_JOB, data, delay, order.updatedAt, tx);
  }

  /** Seconds to the first look at Steam after the order entered its status; null when nothing is to be followed. */
  private firstCheckSeconds(order: Order): number | null {
    switch (order.statusDes as OrderStatusDes) {
      case 'SELLER_DELIVERING':
        return order.offerId ? FOLLOW_BACKOFF_SECONDS[0] : null;
      case 'WAITING_RECEIPT':
      case 'VERIFYING_STATUS':
      case 'ON_HOLD':
        return FOLLOW_BACKOFF_SECONDS[0];
      case 'PROTECTED':
        return this.protectionCheckSeconds(order);
      default:
        return null;
    }
  }

  private protectionCheckSeconds(order: Order): number | null {
    const left = order.protectedUntil ? (order.protectedUntil.getTime() - this.now().getTime()) / 1000 : 0;
    // the check at its end is the deadline's (protectionEnded)
    return left > PROTECTION_CHECK_SECONDS ? PROTECTION_CHECK_SECONDS : null;
  }

  /** Queues one of delivery's jobs (once per order version and attempt), in `tx` when given. */
  private async queue(name: string, data: JobData, delaySeconds: number, from: Date = this.now(), tx?: Prisma.TransactionClient): Promise<void> {
    await this.jobs.send(name, data, {
      id: jobId(name, data.orderId, data.version, data.attempt),
      startAfter: new Date(Math.max(from.getTime() + delaySeconds * 1000, this.now().getTime())),
      ...(tx ? { tx } : {}),
    });
  }

  /** A robot account's offer: made at once, again with backoff while Steam cannot be reached (until the shipment deadline). */
  private async sendJob(data: JobData): Promise<void> {
    try {
      await this.offers.send(data.orderId, data.version, 'SYSTEM');
    } catch (error) {
      if (sendFailureOf(error) === 'retry' || error instanceof ServiceUnavailableError) {
        const order = await db().order.findUnique({ where: { id: data.orderId } });
        const delay = FOLLOW_BACKOFF_SECONDS[Math.min(data.attempt, FOLLOW_BACKOFF_SECONDS.length - 1)];
        if (order?.version === data.version && order.deadlineAt && order.deadlineAt.getTime() > this.now().getTime() + delay * 1000) {
          await this.queue(DELIVERY_SEND_JOB, { ...data, attempt: data.attempt + 1 }, delay);
        }
        return;
      }
      // the order went to a system cancellation (a refusal that cannot succeed): nothing more to do
      if (error instanceof AppError) return;
      throw error;
    }
  }

  /** A demo player presses 发货 (the offer is then confirmed by the follow-up, as its player would on the phone). */
  private async demoJob(data: JobData): Promise<void> {
    try {
      await this.offers.send(data.orderId, data.version, 'SELLER');
    } catch (error) {
      if (error instanceof AppError) {
        if (sendFailureOf(error) === 'retry') await this.queue(DELIVERY_DEMO_JOB, { ...data, attempt: data.attempt + 1 }, this.settings.demoDeliverySeconds);
        return;
      }
      throw error;
    }
  }

  /** One look at an order's offer or trade; while nothing changed, the next look with backoff. */
  private async followJob(data: JobData): Promise<void> {
    const order = await this.offers.load(data.orderId);
    if (order.version !== data.version) return;
    let step: Step = 'wait';
    try {
      step = await this.offers.check(order);
    } catch (error) {
      if (!isTransient(error) && !(error instanceof RebindRequiredError)) throw error;
      this.warn(error, `Steam could not be read for order ${order.orderNo}; asking again later`);
    }
    if (step === 'moved') return;
    const delay = this.nextCheckSeconds(order, data.attempt + 1);
    if (delay !== null) await this.queue(DELIVERY_FOLLOW_JOB, { ...data, attempt: data.attempt + 1 }, delay);
  }

  private nextCheckSeconds(order: LoadedOrder, attempt: number): number | null {
    const backoff = FOLLOW_BACKOFF_SECONDS[Math.min(attempt, FOLLOW_BACKOFF_SECONDS.length - 1)];
    switch (order.statusDes as OrderStatusDes) {
      case 'SELLER_DELIVERING':
        return order.offerId ? backoff : null;
      case 'WAITING_RECEIPT':
      case 'VERIFYING_STATUS':
        return backoff;
      case 'ON_HOLD':
        return Math.min(backoff * 12, HOLD_CHECK_SECONDS);
      case 'PROTECTED':
        return this.protectionCheckSeconds(order);
      default:
        return null;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Deadlines (called by the order's deadline job, and by its sweep each minute while still due)

  /** The shipment deadline: an unconfirmed offer is cancelled at Steam first, then SHIPMENT_TIMEOUT (or what Steam says). */
  private async shipmentDeadline(order: Order): Promise<void> {
    if (!order.offerId) {
      await this.offers.step(order, ['SHIPMENT_TIMEOUT'], { actor: 'SYSTEM' });
      return;
    }
    const loaded = await this.offers.load(order.id);
    const session = await this.offers.sessionOf(this.offers.sellerAccountOf(loaded));
    const offer = await this.offers.cancelIfOpen(session, loaded.offerId!, ['CREATED_NEEDS_CONFIRMATION']);
    if (!offer) {
      await this.offers.step(loaded, ['SHIPMENT_TIMEOUT'], { actor: 'SYSTEM', detail: { offer: 'unknown' } });
      return;
    }
    await this.offers.react(loaded, offer, session);
  }

  /**
   * The receipt deadline: the offer still open is cancelled at Steam and the order fails
   * (RECEIPT_TIMEOUT); accepted meanwhile, it is verified instead. When Steam cannot be read the order
   * waits in VERIFYING_STATUS (the offer may have been accepted) and is followed until Steam answers.
   */
  private async receiptDeadline(order: Order): Promise<void> {
    const loaded = await this.offers.load(order.id);
    try {
      const session = await this.offers.sessionOf(this.offers.sellerAccountOf(loaded));
      const offer = await this.offers.cancelIfOpen(session, loaded.offerId!, ['ACTIVE']);
      if (!offer) {
        await this.offers.step(loaded, ['RECEIPT_TIMEOUT'], { actor: 'SYSTEM', detail: { offer: 'unknown' } });
        return;
      }
      await this.offers.react(loaded, offer, session);
    } catch (error) {
      if (!isTransient(error) && !(error instanceof RebindRequiredError)) throw error;
      await this.offers.step(loaded, ['TRADE_VERIFYING'], { actor: 'SYSTEM', detail: { reason: 'steamUnreadable' } });
    }
  }

  /** The end of the 7-day protection: the trade is read once more; intact, the order settles. */
  private async protectionEnded(order: Order): Promise<void> {
    const loaded = await this.offers.load(order.id);
    await this.offers.checkProtection(loaded, await this.offers.sessionOf(this.offers.sellerAccountOf(loaded)), true);
  }

  // -------------------------------------------------------------------------------------------
  // Cancellation verification (called by the order module for *_CANCEL_VERIFYING orders with an offer)

  /**
   * Cancels the order's offer at Steam unless it was accepted: 'cancelled' when it is not accepted and
   * now cannot be (cancelled, declined, expired, invalid, unknown to Steam); 'accepted' when its trade
   * is verified (the order goes on to PROTECTED); 'in_escrow' when Steam holds it. An offer accepted by
   * anyone else counts as cancelled for the order (it never completes it). Throws while Steam cannot
   * say: the order module asks again.
   */
  async verifyOfferCancellation(order: Order): Promise<OfferCancellationAnswer> {
    const loaded = await this.offers.load(order.id);
    const session = await this.offers.sessionOf(this.offers.sellerAccountOf(loaded));
    const offer = await this.offers.cancelIfOpen(session, loaded.offerId!, ['CREATED_NEEDS_CONFIRMATION', 'ACTIVE']);
    if (!offer) return { outcome: 'cancelled', detail: { offerState: 'unknown' } };
    const detail = { offerId: offer.id, offerState: offer.state };
    if (offer.state === 'IN_ESCROW') {
      if (!this.offers.offerIsTheOrders(loaded, offer)) return { outcome: 'cancelled', detail: { ...detail, verdict: 'mismatch' } };
      return { outcome: 'in_escrow', detail, fields: { tradeId: offer.tradeId } };
    }
    if (offer.state === 'ACCEPTED') {
      const verdict = await this.offers.verifyTrade(loaded, offer, session);
      if (verdict === 'unverified') throw new ServiceUnavailableError('steam.unavailable');
      if (verdict === 'mismatch') return { outcome: 'cancelled', detail: { ...detail, verdict } };
      return { outcome: 'accepted', detail, fields: { tradeId: offer.tradeId } };
    }
    if (offer.state === 'COUNTERED' && offer.counterOfferId) {
      await this.platform.cancelOffer(session, offer.counterOfferId).catch((error: unknown) => this.warn(error, 'declining a counter-offer failed'));
    }
    return { outcome: 'cancelled', detail };
  }
}
