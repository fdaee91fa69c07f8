// Orders (/user/order and /user/orderDetail; docs/money-and-orders.md "Buying"): buying listings with the
// balance or through Alipay, cancelling, and reading one's orders (orderReads.ts). Every change of an
// order goes through the state machine (orderStateMachine.ts, applied by orderTransitions.ts); other
// domains (delivery) reach it through this file: `orders.applyTransition`, `orders.transitions`.
//
// Buying is one transaction per request, under the request's idempotency key: the listings are
// locked, every rule is checked (a refusal rolls everything back), the orders are created and then
// either paid from the balance (the PAID transition, which sells the listings still locked in this
// transaction) or, their listings claimed (the listing module's RESERVE: ON_SALE -> RESERVED), left
// waiting for one Alipay payment of the total. A partner's purchase is admitted first
// (partnerPurchases.ts: its merchant order number, its daily limits).
import type { Remaining } from '../../../lib/time.ts';
import type { OrderSettings } from '../../config.ts';
import { db } from '../../db/client.ts';
import { type Order, Prisma } from '../../db/generated/prisma/client.ts';
import { IdempotencyKeyReusedError, idempotent } from '../../db/idempotency.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlRows } from '../../db/sql.ts';
import { ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { marketDaySerial } from '../../marketDay.ts';
import { requireStepUpFor } from '../../security/operationPolicy.ts';
import type { Viewer } from '../../session/viewer.ts';
import { NoUsableSteamAccountError } from '../steam/steam.errors.ts';
import { receivingAccountSql } from '../steam/steam.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { balancesOf, type Ledger, type PartnerDailyRoom } from '../wallet/wallet.service.ts';
import { InsufficientBalanceError } from '../wallet/wallet.errors.ts';
import { CancelNotAllowedError, ListingUnavailableError, OrderTransitionError, OwnListingError, PriceChangedError } from './order.errors.ts';
import type { OrderPayments } from './orderPayments.ts';
import { directionOf, type OrderDirection, type OrderFilter, type OrderQuery, OrderReads, type Page } from './orderReads.ts';
import { insertOrders, orderRowOf } from './orderRows.ts';
import type { OrderEvent, OrderStatusDes } from './orderStateMachine.ts';
import { type AppliedTransition, type OrderDelivery, OrderTransitions, type TransitionOptions } from './orderTransitions.ts';
import { type LockPartnerAppLimits, type PartnerCommitments, PartnerPurchases } from './partnerPurchases.ts';
import { type BuyAnswer, type BuyInput, parseLines, parsePartnerPurchase, parsePayMethod } from './purchaseInput.ts';
import { steamIdOfTradeLink } from './tradeLink.ts';

export { parseTradeLinkUrl, steamIdOfTradeLink } from './tradeLink.ts';
/** Codes of an open order (unpaid or pending), for other modules' statements. */
export { OPEN_CODES as OPEN_ORDER_CODES } from './orderStateMachine.ts';
export {
  directionOf,
  ORDER_DIRECTIONS,
  ORDER_STATUS_FILTERS,
  type OrderDirection,
  type OrderFilter,
  type OrderQuery,
  type OrderStatusFilter,
  type Page,
  paidAmountOf,
  payMethodOf,
} from './orderReads.ts';
export type { OpenCommitments, PartnerCommitments } from './partnerPurchases.ts';
export { BUY_MAX_LISTINGS, type BuyAnswer, type BuyInput, PAY_METHODS, type PayMethodName, parsePartnerPurchase, parsePayMethod } from './purchaseInput.ts';

type Tx = Prisma.TransactionClient;

/** The statuses of an order its buyer's or its seller's side asked to cancel: that cancellation being verified, or done. */
const CANCELLED_BY_SIDE: Record<OrderDirection, readonly OrderStatusDes[]> = {
  buy: ['BUYER_CANCEL_VERIFYING', 'BUYER_CANCELLED'],
  sell: ['SELLER_CANCEL_VERIFYING', 'SELLER_CANCELLED'],
};

/** Whether the order's status is the cancellation `direction`'s side asked for (a repeated cancel answers it as it is). */
const cancelledBySide = (direction: OrderDirection, statusDes: string): boolean => (CANCELLED_BY_SIDE[direction] as readonly string[]).includes(statusDes);

/**
 * Purchases of popular listings queue on the listing rows and on the connection pool: a burst waits
 * for a connection (and holds it while it waits for a row) longer than Prisma's 2 s default.
 */
const BUY_TRANSACTION = { maxWait: 20_000, timeout: 20_000 } as const;

/** A readable, unique order number: the day (yyyyMMdd, UTC+8, the market's time zone) and 10 random digits. */
export function newOrderNo(now: Date): string {
  return marketDaySerial('', now, 10);
}

/**
 * How many of an order's first events its seller never sees: CREATED, the only event before payment
 * (every transition out of WAITING_PAYMENT is PAID or ends the unpaid order, whose events stay the
 * buyer's). The seller's own stream of the order (partner callbacks' seq) is numbered from PAID on.
 */
export const SELLER_UNSEEN_ORDER_EVENTS = 1;

/** A listing bought from the buyer's hold (OrderService.buyFromHold): a buy order's unit, or an accepted price offer. */
export type HeldPurchase = {
  listingId: string;
  buyerId: string;
  receiver: Pick<Order, 'buyerSteamAccountId' | 'buyerSteamId' | 'buyerTradeUrl'>;
  partnerAppId: string | null;
  /** the hold's merchant order number (a partner's buy order or offer): its orders carry it (GET /open/v1/orders?merchantOrderNo= finds them) */
  merchantOrderNo: string | null;
  priceCents: number;
  /** how much of the price comes out of the hold's deposit part, and how much out of its withdrawable part */
  split: { fromDeposit: number; fromWithdrawable: number };
  /** the hold it is paid from: a buy order's or a price offer's */
  source: { buyOrderId: string } | { bargainId: string };
};

export type OrderServiceOptions = {
  settings: OrderSettings;
  jobs: JobQueue;
  now: () => Date;
  warn?: (error: unknown, message: string) => void;
  ledger: Ledger;
  events: EventLog;
  listings: ListingService;
  /** Alipay checkouts, and what a confirmed order payment does; without it Alipay orders are refused. */
  payments?: OrderPayments;
  /** Delivery (offers, its deadlines, offer cancellations): see OrderTransitionsOptions.delivery. */
  delivery?: () => OrderDelivery;
  /** The holdings that count against a partner app's daily limits (buy orders, offers), asked only once every service exists. */
  partnerCommitments: () => readonly PartnerCommitments[];
  /** A partner app's daily limits, its row locked (the open platform's, given by services.ts). */
  lockPartnerAppLimits: LockPartnerAppLimits;
};

export class OrderService {
  readonly transitions: OrderTransitions;
  private readonly settings: OrderSettings;
  private readonly now: () => Date;
  private readonly reads: OrderReads;
  private readonly payments: OrderPayments | undefined;
  private readonly listings: ListingService;
  private readonly partners: PartnerPurchases;

  constructor(options: OrderServiceOptions) {
    this.settings = options.settings;
    this.now = options.now;
    this.reads = new OrderReads(options.now);
    this.listings = options.listings;
    this.partners = new PartnerPurchases(options.lockPartnerAppLimits, options.partnerCommitments);
    this.payments = options.payments;
    this.transitions = new OrderTransitions({
      settings: options.settings,
      jobs: options.jobs,
      now: this.now,
      warn: options.warn ?? (() => {}),
      ledger: options.ledger,
      events: options.events,
      listings: options.listings,
      payments: options.payments,
      delivery: options.delivery,
    });
    // a confirmed order payment pays its orders; an order that fails is refunded through it
    options.payments?.onPaid('ORDER', (tx, payment, late) => this.transitions.paymentConfirmed(tx, payment, late));
  }

  get feeRateBps(): number {
    return this.settings.feeRateBps;
  }

  /**
   * What is left today of the partner app's daily limits (orders made today and what its buy orders
   * and offers placed today may still buy), never below 0; a viewer that is not a partner has none.
   */
  partnerDailyRoom(viewer: Viewer): Promise<PartnerDailyRoom | null> {
    return this.partners.dailyRoom(viewer, this.now());
  }

  /**
   * A partner app's daily limits for a new buy order or offer (PartnerPurchases.checkDailyRoom, with
   * the app's row locked here): DailyLimitError when `add` does not fit, in the caller's transaction.
   */
  checkPartnerDailyRoom(tx: Tx, appId: string, add: { orders: number; amountCents: number }, now: Date): Promise<void> {
    return this.partners.checkDailyRoom(tx, appId, add, now);
  }

  /** The state machine's one entry (orderTransitions.ts), for delivery and the tests: in the caller's transaction. */
  applyTransition = (tx: Tx, orderId: string, event: OrderEvent, options: TransitionOptions): Promise<AppliedTransition> =>
    this.transitions.apply(tx, orderId, event, options);

  // -------------------------------------------------------------------------------------------
  // Buying

  /**
   * Buys listings: every rule is a translated refusal that changes nothing (see the top of the file).
   * The same idempotency key and parameters answer the first answer again, once its effect committed.
   */
  async buy(viewer: Viewer, input: BuyInput): Promise<BuyAnswer> {
    const buyerId = viewer.user.id;
    const lines = parseLines(input.listingIds, input.prices);
    const partner = parsePartnerPurchase(viewer, input);
    // a partner pays from its balance (an Alipay checkout needs a person at the cashier)
    const payMethod = parsePayMethod(input.payMethod);
    if (partner && payMethod !== 'balance') throw new ValidationError('payMethod', 'order.partnerPaysFromBalance');
    const steamAccountId = typeof input.steamAccountId === 'string' ? input.steamAccountId.trim() : '';
    if (payMethod === 'alipay' && !this.payments) throw new ServiceUnavailableError('order.alipayUnavailable');
    const now = this.now();
    if (payMethod === 'balance') requireStepUpFor(viewer, 'payFromBalance', now);
    const params = { lines, payMethod, steamAccountId, tradeUrl: partner?.tradeLink?.url ?? null };
    const key = partner ? `merchant:${partner.merchantOrderNo}` : input.idempotencyKey;

    // for a partner the key is its merchant order number: reused with another body it is a 409
    return idempotent(
      { userId: buyerId, key, operation: 'order.buy', params, now, required: true },
      async (tx) => {
        if (partner) {
          const earlier = await this.partners.admit(
            tx,
            viewer,
            partner.merchantOrderNo,
            lines,
            { steamAccountId, tradeUrl: partner.tradeLink?.url ?? null },
            now,
          );
          if (earlier) return earlier;
        }
        const [account] = steamAccountId ? await sqlRows<{ id: string; steamId: string }>(tx, receivingAccountSql(steamAccountId, buyerId)) : [];
        if (!account && !partner?.tradeLink) throw new NoUsableSteamAccountError();
        const receiver = account
          ? { buyerSteamAccountId: account.id, buyerSteamId: account.steamId, buyerTradeUrl: null }
          : { buyerSteamAccountId: null, buyerSteamId: steamIdOfTradeLink(partner!.tradeLink!), buyerTradeUrl: partner!.tradeLink!.url };
        const total = lines.reduce((sum, line) => sum + line.priceCents, 0);
        if (payMethod === 'balance') {
          // a hint that saves locking listings for nothing; spendFromBalance decides under the account locks
          const balances = await balancesOf(tx, buyerId);
          if (balances.deposit + balances.withdrawable < BigInt(total)) throw new InsufficientBalanceError();
        }

        const listings = await this.listings.lockForPurchase(
          tx,
          lines.map((line) => line.listingId),
        );
        for (const line of lines) {
          const listing = listings.get(line.listingId);
          if (!listing) throw new ListingUnavailableError(line.listingId);
          if (listing.sellerId === buyerId) throw new OwnListingError();
        }
        for (const line of lines) {
          const listing = listings.get(line.listingId)!;
          if (listing.status !== 'ON_SALE') throw new ListingUnavailableError(line.listingId);
          if (listing.priceCents !== line.priceCents) throw new PriceChangedError(line.listingId, listing.priceCents);
        }
        // an Alipay checkout holds its listings until it is paid; a balance purchase is paid below, in
        // this transaction, and its PAID transition sells the listings it holds locked (ON_SALE -> SOLD)
        if (payMethod === 'alipay') {
          const claimed = await this.listings.apply(tx, { event: 'RESERVE', where: { listingIds: lines.map((line) => line.listingId) }, now });
          if (claimed.length !== lines.length) throw new Error('a locked listing changed under its lock');
        }

        const orderNos = lines.map(() => newOrderNo(now));
        let payment: { id: string; payUrl: string } | null = null;
        const deadlineAt = payMethod === 'alipay' ? new Date(now.getTime() + this.settings.paymentMs) : null;
        if (payMethod === 'alipay') {
          const created = await this.payments!.createPayment(tx, {
            userId: buyerId,
            purpose: 'ORDER',
            amountCents: total,
            subject: translate('zh', 'order.subject', { orderNo: orderNos[0], count: lines.length }),
            expiresAt: deadlineAt!,
            returnUrl: orderNos.length === 1 ? `/user/orderDetail?orderNo=${orderNos[0]}` : '/user/order',
          });
          payment = { id: created.payment.id, payUrl: created.payUrl };
        }

        const rows: Order[] = lines.map((line, index) => {
          const listing = listings.get(line.listingId)!;
          return {
            ...orderRowOf(listing, { buyerId, priceCents: listing.priceCents, feeRateBps: this.settings.feeRateBps, now }),
            ...receiver,
            orderNo: orderNos[index],
            partnerAppId: viewer.partner?.appId ?? null,
            merchantOrderNo: partner?.merchantOrderNo ?? null,
            buyOrderId: null,
            bargainId: null,
            payMethod: payMethod === 'alipay' ? 'ALIPAY' : 'BALANCE',
            paymentId: payment?.id ?? null,
            deadlineAt,
          };
        });
        await insertOrders(tx, rows);
        await this.transitions.recordCreated(
          tx,
          rows.map((row) => ({ id: row.id, orderNo: row.orderNo, buyerId })),
          payment ? { payMethod, paymentId: payment.id, payUrl: payment.payUrl } : { payMethod },
        );

        const answers: BuyAnswer['orders'] = [];
        for (const row of rows) {
          if (payMethod === 'balance') {
            const hashName = listings.get(row.listingId)!.hashName;
            const applied = await this.transitions.apply(tx, row.id, 'PAID', {
              actor: 'BUYER',
              detail: { payMethod },
              created: { ...row, template: { hashName } },
            });
            answers.push({ orderNo: applied.order.orderNo, status: applied.order.status, statusDes: applied.order.statusDes as OrderStatusDes });
          } else {
            await this.transitions.queueDeadline(tx, { id: row.id, deadlineAt });
            answers.push({ orderNo: row.orderNo, status: 11, statusDes: 'WAITING_PAYMENT' });
          }
        }
        return { orders: answers, payUrl: payment?.payUrl ?? null };
      },
      BUY_TRANSACTION,
    )
      .catch(async (error: unknown) => {
        if (!(partner && error instanceof IdempotencyKeyReusedError)) throw error;
        throw await this.partners.reusedNumber(buyerId, partner.merchantOrderNo, lines, { steamAccountId, tradeUrl: partner.tradeLink?.url ?? null });
      })
      .then((answer) => this.currentState(answer));
  }

  /**
   * A purchase's answer with its orders in their current state: what a replay (the same idempotency
   * key or merchantOrderNo and body) answers too, whatever the orders did since the first answer, in
   * the first answer's order and with the same keys in the same order.
   */
  private async currentState(answer: BuyAnswer): Promise<BuyAnswer> {
    const rows = await db().order.findMany({
      where: { orderNo: { in: answer.orders.map((order) => order.orderNo) } },
      select: { orderNo: true, status: true, statusDes: true },
    });
    const byNo = new Map(rows.map((row) => [row.orderNo, row]));
    return {
      orders: answer.orders.map((order) => {
        const now = byNo.get(order.orderNo) ?? order;
        return { orderNo: order.orderNo, status: now.status, statusDes: now.statusDes as OrderStatusDes };
      }),
      payUrl: answer.payUrl,
    };
  }

  /**
   * A listing bought from the buyer's hold: one unit of a buy order filled by a listing,
   * or an accepted price offer. The order is created and paid in the caller's transaction, which holds
   * the hold's row (the buy order's, the offer's), from the buyer's HELD account (HELD -> escrow, the
   * deposit/withdrawable split given by the hold's owner), at the agreed price; its PAID
   * transition sells the listing. Answers null, creating nothing, when the listing is no longer on
   * sale or is the buyer's own.
   */
  async buyFromHold(tx: Tx, purchase: HeldPurchase): Promise<Order | null> {
    const listing = (await this.listings.lockForPurchase(tx, [purchase.listingId])).get(purchase.listingId);
    if (listing?.status !== 'ON_SALE' || listing.sellerId === purchase.buyerId) return null;
    const now = this.now();
    const row: Order = {
      ...orderRowOf(listing, { buyerId: purchase.buyerId, priceCents: purchase.priceCents, feeRateBps: this.settings.feeRateBps, now }),
      ...purchase.receiver,
      partnerAppId: purchase.partnerAppId,
      merchantOrderNo: purchase.merchantOrderNo,
      buyOrderId: 'buyOrderId' in purchase.source ? purchase.source.buyOrderId : null,
      bargainId: 'bargainId' in purchase.source ? purchase.source.bargainId : null,
      orderNo: newOrderNo(now),
      payMethod: 'BALANCE',
      paidFromDepositCents: purchase.split.fromDeposit,
      paidFromWithdrawableCents: purchase.split.fromWithdrawable,
    };
    await insertOrders(tx, [row]);
    await this.transitions.recordCreated(tx, [{ id: row.id, orderNo: row.orderNo, buyerId: row.buyerId }], purchase.source);
    const applied = await this.transitions.apply(tx, row.id, 'PAID', {
      actor: 'BUYER',
      detail: purchase.source,
      created: { ...row, template: { hashName: listing.hashName } },
    });
    return applied.order;
  }

  // -------------------------------------------------------------------------------------------
  // Cancelling

  /**
   * Cancels an order for the viewer: the buyer before the offer is sent (an unpaid checkout is
   * cancelled at once with its payment; a paid one is verified first), the seller an order they
   * cannot deliver. Another user's order is not found. A repeated cancel (the same rule as buy orders'
   * and price offers'): an order the viewer's side already asked to cancel (its cancellation being
   * verified, or cancelled by that side) is answered as it is and nothing moves; an order another
   * party cancelled, or that ended otherwise, is refused.
   */
  async cancel(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const order = await this.reads.findOwnOrder(viewer, orderNo);
    const direction = directionOf(order, viewer);
    if (cancelledBySide(direction, order.statusDes)) return order;
    try {
      if (direction === 'buy' && order.statusDes === 'WAITING_PAYMENT') {
        await this.transitions.cancelUnpaid(order, 'BUYER_CANCELLED_UNPAID', 'BUYER');
      } else if (direction === 'buy' && order.statusDes === 'SELLER_DELIVERING') {
        await this.transitions.transition(order.id, 'BUYER_CANCEL_REQUESTED', { actor: 'BUYER' });
      } else if (direction === 'sell' && (order.statusDes === 'SELLER_DELIVERING' || order.statusDes === 'WAITING_RECEIPT')) {
        await this.transitions.transition(order.id, 'SELLER_CANCEL_REQUESTED', { actor: 'SELLER' });
      } else {
        throw new CancelNotAllowedError();
      }
    } catch (error) {
      // two cancels at once by the same side: the one that lost the race answers the order as the other left it
      if (!(error instanceof OrderTransitionError)) throw error;
      const now = await db().order.findUniqueOrThrow({ where: { id: order.id } });
      if (cancelledBySide(direction, now.statusDes)) return now;
      throw error;
    }
    return db().order.findUniqueOrThrow({ where: { id: order.id } });
  }

  // -------------------------------------------------------------------------------------------
  // Reading (orderReads.ts)

  /** node(id) of an order: its buyer finds it, its seller once it is paid; anyone else (or a visitor) nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.OrderWhereUniqueInput {
    return this.reads.nodeWhere(viewer, id);
  }

  /** The time left before an order's deadline, now (null without one): one answer for REST and GraphQL. */
  timeLeft(order: Pick<Order, 'deadlineAt'>): { remaining: Remaining; seconds: number } | null {
    return this.reads.timeLeft(order);
  }

  /** A seller's sales paid in [start, end) and not failed since, and what their buyers paid (OrderReads.salesTotals). */
  salesTotals(sellerId: string, start: Date, end: Date): Promise<{ count: number; amount: number }> {
    return this.reads.salesTotals(sellerId, start, end);
  }

  /** The viewer's side of an order they can see: BUY for its buyer, SELL for its seller. */
  sideOf(order: Pick<Order, 'buyerId' | 'sellerId'>, viewer: Viewer | undefined): 'BUY' | 'SELL' {
    return this.reads.sideOf(order, viewer);
  }

  /** One of the viewer's orders with the caller's selection; null when it is not theirs or does not exist. */
  find<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q> | null> {
    return this.reads.find(viewer, orderNo, query);
  }

  /** Like find, but a missing order is OrderNotFoundError (REST's 404). */
  get<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q>> {
    return this.reads.get(viewer, orderNo, query);
  }

  /** The viewer's orders, newest first, a keyset page after a cursor (the partner API's GET /open/v1/orders; OrderReads.pageAfter). */
  pageAfter<Q extends OrderQuery>(
    viewer: Viewer,
    options: { after?: string; limit: number; merchantOrderNo?: string },
    query?: Q,
  ): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; next: string | null }> {
    return this.reads.pageAfter(viewer, options, query);
  }

  /** Orders by id, only the viewer's (node(id), payloads). */
  byIds<Q extends OrderQuery>(viewer: Viewer, ids: string[], query?: Q): Promise<Prisma.OrderGetPayload<Q>[]> {
    return this.reads.byIds(viewer, ids, query);
  }

  /** One page of the viewer's orders in a direction, newest first (/user/order; OrderReads.list). */
  list<Q extends OrderQuery>(viewer: Viewer, filter: OrderFilter, page: Page, query?: Q): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; total: number }> {
    return this.reads.list(viewer, filter, page, query);
  }

  /** The cashier address of an unpaid Alipay order while its payment is open (null otherwise). */
  payUrlOf(order: Pick<Order, 'id' | 'statusDes' | 'paymentId' | 'deadlineAt'>): Promise<string | null> {
    return this.reads.payUrlOf(order);
  }

  /** What the viewer may do with the order now (the detail page's buttons). */
  allowedActions(order: Pick<Order, 'buyerId' | 'sellerId' | 'statusDes' | 'offerId'>, viewer: Viewer): { pay: boolean; cancel: boolean; deliver: boolean } {
    return this.reads.allowedActions(order, viewer);
  }

  /** The orders that filled a buy order, newest first (the buy order module has checked the viewer's right to see them). */
  ordersOfBuyOrder(buyOrderId: string): Promise<Pick<Order, 'orderNo' | 'status' | 'statusDes' | 'priceCents' | 'createdAt'>[]> {
    return db().order.findMany({
      where: { buyOrderId },
      select: { orderNo: true, status: true, statusDes: true, priceCents: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }],
    });
  }

  /** The numbers of the orders accepted price offers made, by offer id, read with `client`; an offer without one is left out. */
  async orderNosOfBargains(client: Tx, bargainIds: readonly string[]): Promise<Map<string, string>> {
    if (bargainIds.length === 0) return new Map();
    const orders = await client.order.findMany({ where: { bargainId: { in: [...bargainIds] } }, select: { bargainId: true, orderNo: true } });
    return new Map(orders.flatMap((order) => (order.bargainId === null ? [] : [[order.bargainId, order.orderNo] as const])));
  }
}

/** An order's numbers and parties (orderRefs). */
export type OrderRef = Pick<Order, 'id' | 'orderNo' | 'paymentId' | 'buyerId' | 'sellerId' | 'merchantOrderNo' | 'feeCents'>;

/**
 * Orders' numbers and parties for other modules' views of them (partner callbacks, the wallet's
 * statement and reconciliation), by id, by order number or by payment: one query for many.
 */
export async function orderRefs(by: { ids?: readonly string[]; orderNos?: readonly string[]; paymentIds?: readonly string[] }): Promise<OrderRef[]> {
  const where: Prisma.OrderWhereInput[] = [];
  if (by.ids?.length) where.push({ id: { in: [...by.ids] } });
  if (by.orderNos?.length) where.push({ orderNo: { in: [...by.orderNos] } });
  if (by.paymentIds?.length) where.push({ paymentId: { in: [...by.paymentIds] } });
  if (where.length === 0) return [];
  return db().order.findMany({
    where: { OR: where },
    select: { id: true, orderNo: true, paymentId: true, buyerId: true, sellerId: true, merchantOrderNo: true, feeCents: true },
  });
}

/** The numbers of the orders a user bought, as SQL (the wallet's transaction list selects its Alipay rows by them; given by services.ts). */
export function orderNosBoughtBySql(userId: string): Prisma.Sql {
  return Prisma.sql`SELECT order_no FROM orders WHERE buyer_id = ${userId}`;
}

/** The conditions on a listing's orders that other modules' statements use (the inventory's live listing, an asset traded away). */
export { openOrderOfListing, tradedOrderOfListing } from './orderSql.ts';
