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
// and every transition is applied under the order's row lock after checking that version.
import { createHash } from 'node:crypto';
import { db } from '../../db/client.ts';
import type { Order, Prisma, SteamAccount } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { AppError, ServiceUnavailableError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { isTradePending, isTradeReversed } from '../../integrations/tradePlatform/offerStates.ts';
import {
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  type SteamSession,
  type TradeOffer,
  type TradePlatform,
  TradePlatformError,
} from '../../integrations/tradePlatform/port.ts';
import type { Viewer } from '../../session/viewer.ts';
import { postMessage } from '../message/message.service.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from './tradeLink.ts';
import { RebindRequiredError, type SteamAccountService, steamAccountTypeOf } from '../steam/steam.service.ts';
import {
  AccountInTradeError,
  ConfirmNotAvailableError,
  DeliverNotAllowedError,
  DeliveryBuyerUnavailableError,
  DeliveryItemUnavailableError,
  DeliverySellerAccountError,
} from './delivery.errors.ts';
import type { OrderService } from './order.service.ts';
import { CANCEL_VERIFYING, FAILED_STATUS_DES, type OrderEvent, type OrderStatusDes, transitionOf } from './orderStateMachine.ts';
import type { OfferCancellationAnswer, OrderActor, OrderDelivery, TransitionFields } from './orderTransitions.ts';

type Tx = Prisma.TransactionClient;

export const DELIVERY_SEND_JOB = 'order-delivery-send';
export const DELIVERY_FOLLOW_JOB = 'order-delivery-follow';
export const DELIVERY_DEMO_JOB = 'order-delivery-demo';

/** Delays between reads of an open offer, then the last one repeated (seconds). */
export const FOLLOW_BACKOFF_SECONDS = [5, 15, 60, 300] as const;
/** While Steam holds the trade (IN_ESCROW, up to 15 days): hourly, and just after the hold ends. */
const HOLD_CHECK_SECONDS = 3_600;
/** During the 7-day trade protection: the trade is read daily for a reversal, and at its end before settling. */
const PROTECTION_CHECK_SECONDS = 86_400;

const LOAD = {
  sellerSteamAccount: true,
  buyerSteamAccount: { select: { tradeLinkUrl: true } },
  template: { select: { hashName: true } },
  listing: { select: { inventoryItem: { select: { assetId: true, contextId: true } } } },
} satisfies Prisma.OrderInclude;
type LoadedOrder = Prisma.OrderGetPayload<{ include: typeof LOAD }>;

type JobData = { orderId: string; version: number; attempt: number };
type Verdict = 'verified' | 'mismatch' | 'unverified';
/** What a look at Steam did: moved the order (its new transition follows it), or nothing yet. */
type Step = 'moved' | 'wait';

/** Why an offer could not be made: 'retry' is Steam unreachable; the others end the order (system cancel). */
type SendFailure = 'retry' | 'item' | 'buyer' | 'account';

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

/** Steam could not be asked now (unreachable, rate limited, a session problem): ask again later. */
function isTransient(error: unknown): boolean {
  if (error instanceof TradePlatformError) return ['UNAVAILABLE', 'RATE_LIMITED', 'SESSION_EXPIRED'].includes(error.code);
  return error instanceof ServiceUnavailableError || (error instanceof AppError && error.code === 'RATE_LIMITED');
}

function sendFailureOf(error: unknown): SendFailure | null {
  if (error instanceof RebindRequiredError || error instanceof DeliverySellerAccountError) return 'account';
  if (error instanceof DeliveryBuyerUnavailableError) return 'buyer';
  if (error instanceof TradePlatformError) {
    if (error.code === 'NOT_TRADABLE') return 'item';
    if (error.code === 'INVALID_TRADE_LINK' || error.code === 'PARTNER_UNAVAILABLE') return 'buyer';
  }
  return isTransient(error) ? 'retry' : null;
}

function failureError(failure: Exclude<SendFailure, 'retry'>): AppError {
  if (failure === 'item') return new DeliveryItemUnavailableError();
  if (failure === 'buyer') return new DeliveryBuyerUnavailableError();
  return new DeliverySellerAccountError();
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
   * 发货: the seller has the platform create the offer of an order waiting for delivery (OFFER_CREATED:
   * the offer id and the sending SteamID are recorded). An ordinary account's offer then waits for the
   * seller's mobile confirmation; a robot account's is confirmed at once. Answers the order.
   */
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

  async deliver(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const order = await this.orders.get(viewer, orderNo);
    if (order.sellerId !== viewer.user.id || order.statusDes !== 'SELLER_DELIVERING' || order.offerId) throw new DeliverNotAllowedError();
    await this.sendOffer(order.id, order.version, 'SELLER');
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
    const order = await this.load(found.id);
    const account = this.sellerAccountOf(order);
    const session = await this.sessionOf(account);
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
    await this.react(order, offer, session);
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
    let order = await this.load(orderId);
    if (order.statusDes === 'SELLER_DELIVERING' && !order.offerId) {
      await this.sendOffer(order.id, order.version, 'SELLER');
      order = await this.load(orderId);
    }
    if (!order.offerId) return null;
    const account = this.sellerAccountOf(order);
    const session = await this.sessionOf(account);
    const offer = await this.platform.getOffer(session, order.offerId);
    if (offer?.state === 'CREATED_NEEDS_CONFIRMATION') await this.react(order, await this.steamAccounts.confirmOffer(account, session, offer.id), session);
    return order.offerId;
  }

  /** Reads the order's offer (or protected trade) at Steam now and applies what it says: the follow-up job's look, at once. */
  async lookNow(orderId: string): Promise<void> {
    await this.check(await this.load(orderId));
  }

  /** How many of the viewer's sales wait for them to deliver (发货 or confirm the offer): the sell tab's badge. */
  ordersToDeliver(viewer: Viewer): Promise<number> {
    return db().order.count({ where: { sellerId: viewer.user.id, statusDes: 'SELLER_DELIVERING' } });
  }

  // -------------------------------------------------------------------------------------------
  // Making the offer

  /**
   * Creates the offer of an order still waiting for delivery at `version`, records it (OFFER_CREATED)
   * and, for a robot account, confirms it. Refusals that can never succeed (the item or the account is
   * gone, the buyer cannot receive) send the order to a system cancellation and throw the translated
   * refusal; a Steam that cannot be reached throws ServiceUnavailableError.
   */
  private async sendOffer(orderId: string, version: number, actor: OrderActor): Promise<void> {
    const order = await this.load(orderId);
    if (order.version !== version || order.statusDes !== 'SELLER_DELIVERING' || order.offerId) return;
    let session: SteamSession;
    let account: SteamAccount;
    let offer: TradeOffer;
    try {
      account = this.sellerAccountOf(order);
      // the buyer may have unbound the account since: no link, no offer (a partner's order carries its trade URL)
      const tradeLink = parseTradeLinkUrl(order.buyerTradeUrl ?? order.buyerSteamAccount?.tradeLinkUrl);
      // the link must lead to the SteamID the buyer chose: an offer to anyone else is never made
      if (!tradeLink || steamIdOfTradeLink(tradeLink) !== order.buyerSteamId) throw new DeliveryBuyerUnavailableError();
      session = await this.sessionOf(account);
      offer = await this.platform.createOffer(session, {
        tradeLink,
        itemsToGive: [{ appId: CS2_APP_ID, contextId: this.contextOf(order), assetId: order.assetId! }],
        itemsToReceive: [],
        message: translate('zh', 'order.offerMessage', { orderNo: order.orderNo }),
      });
    } catch (error) {
      const failure = sendFailureOf(error);
      if (failure === null) throw error;
      if (failure === 'retry') throw error instanceof AppError ? error : new ServiceUnavailableError('steam.unavailable');
      await this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { reason: `delivery:${failure}` } });
      throw failureError(failure);
    }

    const recorded = await this.orders.transitions.run(async (tx) => {
      const current = await this.lockVersion(tx, order.id);
      if (current?.statusDes !== 'SELLER_DELIVERING' || current.offerId) return false;
      const applied = await this.orders.applyTransition(tx, order.id, 'OFFER_CREATED', {
        actor,
        detail: { offerId: offer.id, state: offer.state },
        fields: { offerId: offer.id, offerSenderSteamId: session.steamId },
      });
      if (account.type !== 'ROBOT' && actor === 'SELLER') {
        await postMessage(tx, order.sellerId, 'TRADE', 'orderOfferCreated', {
          orderNo: order.orderNo,
          item: order.template.hashName,
          offerId: offer.id,
          hours: Math.max(1, Math.floor(((applied.order.deadlineAt?.getTime() ?? 0) - this.now().getTime()) / 3_600_000)),
        });
      }
      return true;
    });
    if (!recorded) {
      // another delivery or a deadline got there first: this offer must not stay open
      await this.platform.cancelOffer(session, offer.id).catch((error: unknown) => this.warn(error, `an extra offer ${offer.id} could not be cancelled`));
      return;
    }
    if (offer.state === 'CREATED_NEEDS_CONFIRMATION' && (await this.confirmsItself(order, account))) {
      try {
        offer = await this.steamAccounts.confirmOffer(account, session, offer.id);
      } catch (error) {
        // the follow-up of OFFER_CREATED confirms it again
        if (!isTransient(error) && !(error instanceof TradePlatformError)) throw error;
        this.warn(error, `the offer of order ${order.orderNo} could not be confirmed yet`);
        return;
      }
    }
    await this.react(await this.load(order.id), offer, session);
  }

  // -------------------------------------------------------------------------------------------
  // Jobs

  /** After every committed transition (a job of the order module): what delivery does next. */
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
      await this.sendOffer(data.orderId, data.version, 'SYSTEM');
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
      await this.sendOffer(data.orderId, data.version, 'SELLER');
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
    const order = await this.load(data.orderId);
    if (order.version !== data.version) return;
    let step: Step = 'wait';
    try {
      step = await this.check(order);
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
  // Reading Steam and mapping it to the state machine

  /** Reads the offer (or, when protected, the trade) and applies what Steam says. */
  private async check(order: LoadedOrder): Promise<Step> {
    if (!order.offerId) return 'wait';
    const session = await this.sessionOf(this.sellerAccountOf(order));
    if (order.statusDes === 'PROTECTED') return this.checkProtection(order, session, false);
    const offer = await this.platform.getOffer(session, order.offerId);
    if (!offer) return 'wait';
    return this.react(order, offer, session);
  }

  /**
   * The transition(s) Steam's offer state calls for in the order's status (orderStateMachine.ts):
   * ACTIVE: sent; ACCEPTED: the trade verified (partner and asset) or not; IN_ESCROW: on hold;
   * DECLINED, COUNTERED, EXPIRED; CANCELED by the seller (after a deadline: our own cancellation);
   * CANCELED_BY_SECOND_FACTOR: the seller refused to send it, or the buyer refused their acceptance;
   * INVALID_ITEMS: the item went away (a system cancellation).
   */
  private async react(order: LoadedOrder, offer: TradeOffer, session: SteamSession): Promise<Step> {
    const des = order.statusDes as OrderStatusDes;
    const delivering = des === 'SELLER_DELIVERING';
    // an offer the buyer acted on while we still thought it unsent was sent first
    const sent: OrderEvent[] = delivering ? ['OFFER_SENT'] : [];
    const deadlinePassed = order.deadlineAt !== null && order.deadlineAt.getTime() <= this.now().getTime();
    const steam = { actor: 'STEAM' as const, detail: { offerId: offer.id, state: offer.state } };
    switch (offer.state) {
      case 'CREATED_NEEDS_CONFIRMATION': {
        if (!delivering) return 'wait';
        const account = this.sellerAccountOf(order);
        if (!(await this.confirmsItself(order, account))) return 'wait';
        const confirmed = await this.steamAccounts.confirmOffer(account, session, offer.id);
        return confirmed.state === 'CREATED_NEEDS_CONFIRMATION' ? 'wait' : this.react(order, confirmed, session);
      }
      case 'ACTIVE':
        if (delivering) return this.step(order, ['OFFER_SENT'], steam);
        // still open after the receipt deadline passed unread: the system cancels it
        if (des === 'VERIFYING_STATUS')
          return this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { ...steam.detail, reason: 'receiptTimeout' } });
        return 'wait';
      case 'ACCEPTED': {
        if (!['SELLER_DELIVERING', 'WAITING_RECEIPT', 'VERIFYING_STATUS', 'ON_HOLD'].includes(des)) return 'wait';
        const verdict = await this.verifyTrade(order, offer, session);
        const fields: TransitionFields = { tradeId: offer.tradeId };
        const detail = { ...steam.detail, tradeId: offer.tradeId, verdict };
        if (verdict === 'verified') return this.step(order, [...sent, 'OFFER_ACCEPTED'], { ...steam, detail, fields });
        if (des === 'ON_HOLD') return 'wait';
        if (verdict === 'mismatch') return this.step(order, [...sent, 'TRADE_MISMATCH'], { ...steam, detail, fields });
        return des === 'VERIFYING_STATUS' ? 'wait' : this.step(order, [...sent, 'TRADE_VERIFYING'], { ...steam, detail, fields });
      }
      case 'IN_ESCROW': {
        if (des === 'ON_HOLD') return 'wait';
        const fields: TransitionFields = { tradeId: offer.tradeId };
        if (!this.offerIsTheOrders(order, offer)) return this.step(order, [...sent, 'TRADE_MISMATCH'], { ...steam, fields });
        return this.step(order, [...sent, 'OFFER_IN_ESCROW'], {
          ...steam,
          detail: { ...steam.detail, escrowEndsAt: offer.escrowEndsAt?.toISOString() },
          fields,
        });
      }
      case 'DECLINED':
        return this.step(order, [...sent, 'OFFER_DECLINED'], steam);
      case 'COUNTERED':
        // the counter-offer is declined for the seller: the order does not trade on other terms
        if (offer.counterOfferId) {
          await this.platform
            .cancelOffer(session, offer.counterOfferId)
            .catch((error: unknown) => this.warn(error, `the counter-offer ${offer.counterOfferId} could not be declined`));
        }
        return this.step(order, [...sent, 'OFFER_COUNTERED'], { ...steam, detail: { ...steam.detail, counterOfferId: offer.counterOfferId } });
      case 'EXPIRED':
        return this.step(order, delivering ? ['SHIPMENT_TIMEOUT'] : ['RECEIPT_TIMEOUT'], steam);
      case 'CANCELED':
        // after a deadline the cancellation is ours (shipment or receipt timeout); before it, the seller's
        if (deadlinePassed && delivering) return this.step(order, ['SHIPMENT_TIMEOUT'], steam);
        if (deadlinePassed && des === 'WAITING_RECEIPT') return this.step(order, ['RECEIPT_TIMEOUT'], steam);
        return this.step(order, ['OFFER_CANCELLED_BY_SELLER'], steam);
      case 'CANCELED_BY_SECOND_FACTOR':
        // unsent: the seller refused to confirm it; sent: the buyer refused the confirmation of their acceptance
        return this.step(order, [delivering ? 'OFFER_CANCELLED_BY_SELLER' : 'OFFER_DECLINED'], steam);
      case 'INVALID_ITEMS':
      case 'INVALID':
        return this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { ...steam.detail, reason: 'offerInvalid' } });
    }
  }

  /** The offer is the order's: sent by us to the buyer's SteamID, giving exactly the order's asset and asking nothing. */
  private offerIsTheOrders(order: Order, offer: TradeOffer): boolean {
    return (
      offer.isOurOffer &&
      offer.partnerSteamId === order.buyerSteamId &&
      offer.itemsToReceive.length === 0 &&
      offer.itemsToGive.length === 1 &&
      offer.itemsToGive[0].assetId === order.assetId
    );
  }

  /**
   * An accepted offer's trade: verified when its partner is the buyer's SteamID, the offer gave exactly
   * the order's asset and nothing came back; a mismatch otherwise (or when Steam undid it); unverified
   * while Steam cannot say (the trade unknown yet, still committing, or Steam unreachable).
   */
  private async verifyTrade(order: Order, offer: TradeOffer, session: SteamSession): Promise<Verdict> {
    if (!this.offerIsTheOrders(order, offer)) return 'mismatch';
    if (!offer.tradeId) return 'unverified';
    let receipt: Awaited<ReturnType<TradePlatform['getTrade']>>;
    try {
      receipt = await this.platform.getTrade(session, offer.tradeId);
    } catch (error) {
      if (isTransient(error)) return 'unverified';
      throw error;
    }
    if (!receipt || isTradePending(receipt.status)) return 'unverified';
    if (isTradeReversed(receipt.status)) return 'mismatch';
    return receipt.partnerSteamId === order.buyerSteamId && receipt.assetsReceived.length === 0 ? 'verified' : 'mismatch';
  }

  /**
   * Inside the protection: a reversed trade ends the order (TRADE_REVERSED: the buyer refunded from
   * the frozen proceeds, the fee returned, the seller's account ABNORMAL and told why); at its end an
   * intact trade settles (`settle`). Throws while the trade cannot be read: nothing settles unchecked.
   */
  private async checkProtection(order: LoadedOrder, session: SteamSession, settle: boolean): Promise<Step> {
    if (!order.tradeId) throw new Error(`protected order ${order.orderNo} has no trade`);
    const receipt = await this.platform.getTrade(session, order.tradeId);
    if (!receipt) throw new ServiceUnavailableError('steam.unavailable');
    if (isTradeReversed(receipt.status)) return this.reverse(order, receipt.status);
    if (settle) return this.step(order, ['SETTLED'], { actor: 'SYSTEM', detail: { tradeStatus: receipt.status } });
    return 'wait';
  }

  private async reverse(order: LoadedOrder, tradeStatus: string): Promise<Step> {
    const account = order.sellerSteamAccount;
    return this.step(order, ['TRADE_REVERSED'], { actor: 'STEAM', detail: { tradeId: order.tradeId, tradeStatus } }, async (tx) => {
      if (!account) return;
      await this.steamAccounts.markAbnormal(tx, account.id, 'tradeReversed');
      await postMessage(tx, order.sellerId, 'TRADE', 'steamAccountAbnormal', {
        orderNo: order.orderNo,
        item: order.template.hashName,
        account: account.accountName,
      });
    });
  }

  /**
   * Applies `events` in order, in one transaction, if the order is still at the version it was read
   * at (else another job or a user moved it first, and nothing happens). `also` runs in the same transaction.
   */
  private async step(
    order: Order,
    events: OrderEvent[],
    options: { actor: OrderActor; detail?: Record<string, unknown>; fields?: TransitionFields },
    also?: (tx: Tx) => Promise<void>,
  ): Promise<Step> {
    // a verification that Steam answers with an offer not accepted after all: the system cancels
    // (the cancellation verification cancels the offer at Steam if it is still open)
    if (order.statusDes === 'VERIFYING_STATUS' && !transitionOf(events[0], order)) {
      events = ['SYSTEM_CANCEL_REQUESTED'];
      options = { actor: 'SYSTEM', detail: { ...options.detail, reason: 'notAccepted' } };
    }
    if (!transitionOf(events[0], order)) {
      this.warn(new Error(`${events[0]} from ${order.statusDes}`), `order ${order.orderNo}: Steam's answer has no transition here; it waits`);
      return 'wait';
    }
    const moved = await this.orders.transitions.run(async (tx) => {
      const current = await this.lockVersion(tx, order.id);
      if (!current || current.version !== order.version) return false;
      for (const [index, event] of events.entries()) {
        const last = index === events.length - 1;
        await this.orders.applyTransition(tx, order.id, event, last ? options : { actor: options.actor, detail: options.detail });
      }
      if (also) await also(tx);
      return true;
    });
    return moved ? 'moved' : 'wait';
  }

  private async lockVersion(tx: Tx, orderId: string): Promise<Pick<Order, 'version' | 'statusDes' | 'offerId'> | null> {
    const rows = await tx.$queryRaw<{ version: number; status_des: string; offer_id: string | null }[]>`
      SELECT version, status_des, offer_id FROM orders WHERE id = ${orderId} FOR UPDATE`;
    return rows[0] ? { version: rows[0].version, statusDes: rows[0].status_des, offerId: rows[0].offer_id } : null;
  }

  // -------------------------------------------------------------------------------------------
  // Deadlines (called by the order's deadline job, and by its sweep each minute while still due)

  /** The shipment deadline: an unconfirmed offer is cancelled at Steam first, then SHIPMENT_TIMEOUT (or what Steam says). */
  private async shipmentDeadline(order: Order): Promise<void> {
    if (!order.offerId) {
      await this.step(order, ['SHIPMENT_TIMEOUT'], { actor: 'SYSTEM' });
      return;
    }
    const loaded = await this.load(order.id);
    const session = await this.sessionOf(this.sellerAccountOf(loaded));
    const offer = await this.cancelIfOpen(session, loaded.offerId!, ['CREATED_NEEDS_CONFIRMATION']);
    if (!offer) {
      await this.step(loaded, ['SHIPMENT_TIMEOUT'], { actor: 'SYSTEM', detail: { offer: 'unknown' } });
      return;
    }
    await this.react(loaded, offer, session);
  }

  /**
   * The receipt deadline: the offer still open is cancelled at Steam and the order fails
   * (RECEIPT_TIMEOUT); accepted meanwhile, it is verified instead. When Steam cannot be read the order
   * waits in VERIFYING_STATUS (the offer may have been accepted) and is followed until Steam answers.
   */
  private async receiptDeadline(order: Order): Promise<void> {
    const loaded = await this.load(order.id);
    try {
      const session = await this.sessionOf(this.sellerAccountOf(loaded));
      const offer = await this.cancelIfOpen(session, loaded.offerId!, ['ACTIVE']);
      if (!offer) {
        await this.step(loaded, ['RECEIPT_TIMEOUT'], { actor: 'SYSTEM', detail: { offer: 'unknown' } });
        return;
      }
      await this.react(loaded, offer, session);
    } catch (error) {
      if (!isTransient(error) && !(error instanceof RebindRequiredError)) throw error;
      await this.step(loaded, ['TRADE_VERIFYING'], { actor: 'SYSTEM', detail: { reason: 'steamUnreadable' } });
    }
  }

  /** The end of the 7-day protection: the trade is read once more; intact, the order settles. */
  private async protectionEnded(order: Order): Promise<void> {
    const loaded = await this.load(order.id);
    await this.checkProtection(loaded, await this.sessionOf(this.sellerAccountOf(loaded)), true);
  }

  /** Cancels the offer at Steam when it is in one of `states`; answers the offer as it is now (null when Steam does not know it). */
  private async cancelIfOpen(session: SteamSession, offerId: string, states: TradeOffer['state'][]): Promise<TradeOffer | null> {
    const offer = await this.platform.getOffer(session, offerId);
    if (!offer || !states.includes(offer.state)) return offer;
    try {
      return await this.platform.cancelOffer(session, offerId);
    } catch (error) {
      // it moved on meanwhile (accepted, declined…): what it became decides
      if (error instanceof TradePlatformError && error.code === 'OFFER_NOT_OPEN') return this.platform.getOffer(session, offerId);
      throw error;
    }
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
    const loaded = await this.load(order.id);
    const session = await this.sessionOf(this.sellerAccountOf(loaded));
    const offer = await this.cancelIfOpen(session, loaded.offerId!, ['CREATED_NEEDS_CONFIRMATION', 'ACTIVE']);
    if (!offer) return { outcome: 'cancelled', detail: { offerState: 'unknown' } };
    const detail = { offerId: offer.id, offerState: offer.state };
    if (offer.state === 'IN_ESCROW') {
      if (!this.offerIsTheOrders(loaded, offer)) return { outcome: 'cancelled', detail: { ...detail, verdict: 'mismatch' } };
      return { outcome: 'in_escrow', detail, fields: { tradeId: offer.tradeId } };
    }
    if (offer.state === 'ACCEPTED') {
      const verdict = await this.verifyTrade(loaded, offer, session);
      if (verdict === 'unverified') throw new ServiceUnavailableError('steam.unavailable');
      if (verdict === 'mismatch') return { outcome: 'cancelled', detail: { ...detail, verdict } };
      return { outcome: 'accepted', detail, fields: { tradeId: offer.tradeId } };
    }
    if (offer.state === 'COUNTERED' && offer.counterOfferId) {
      await this.platform.cancelOffer(session, offer.counterOfferId).catch((error: unknown) => this.warn(error, 'declining a counter-offer failed'));
    }
    return { outcome: 'cancelled', detail };
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  private load(orderId: string): Promise<LoadedOrder> {
    return db().order.findUniqueOrThrow({ where: { id: orderId }, include: LOAD });
  }

  private sellerAccountOf(order: LoadedOrder): SteamAccount {
    const account = order.sellerSteamAccount;
    if (!account || !order.assetId) throw new DeliverySellerAccountError();
    return account;
  }

  /** Whose offers the platform confirms: a robot account's, and a demo player's (they confirm by themselves, on their "phone"). */
  private async confirmsItself(order: Order, account: SteamAccount): Promise<boolean> {
    return account.type === 'ROBOT' || (await this.isDemoPlayer(order.sellerId));
  }

  private sessionOf(account: SteamAccount): Promise<SteamSession> {
    return this.steamAccounts.sessionFor(account);
  }

  /** The inventory context of the order's asset (its listing's inventory item), CS2's default context when unknown. */
  private contextOf(order: LoadedOrder): typeof CS2_CONTEXT_DEFAULT | typeof CS2_CONTEXT_TRADE_PROTECTED {
    const item = order.listing.inventoryItem;
    return item?.assetId === order.assetId && item.contextId === CS2_CONTEXT_TRADE_PROTECTED ? CS2_CONTEXT_TRADE_PROTECTED : CS2_CONTEXT_DEFAULT;
  }
}
