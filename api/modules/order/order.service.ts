// Orders (/user/order and /user/orderDetail; docs/money-and-orders.md "Buying"): buying listings with the
// balance or through Alipay, cancelling, and reading one's orders. Every change of an order goes
// through the state machine (orderStateMachine.ts, applied by orderTransitions.ts); other domains
// (delivery) reach it through this file: `orders.applyTransition`, `orders.transitions`.
//
// Buying is one transaction per request, under the request's idempotency key: the listings are
// locked, every rule is checked (a refusal rolls everything back), the orders are created and then
// either paid from the balance (the PAID transition, which sells the listings still locked in this
// transaction) or, their listings claimed (the listing module's RESERVE: ON_SALE -> RESERVED), left
// waiting for one Alipay payment of the total.
import { type Remaining, remainingTime } from '../../../lib/time.ts';
import { randomUUID } from 'node:crypto';
import { feeCents, parseCentsInput } from '../../../lib/money.ts';
import type { OrderSettings } from '../../config.ts';
import { db } from '../../db/client.ts';
import { type Order, Prisma, SteamAccountStatus } from '../../db/generated/prisma/client.ts';
import { IdempotencyKeyReusedError, idempotent } from '../../db/idempotency.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlRows } from '../../db/sql.ts';
import { sqlConstant, sqlConstants, sqlLiteral } from '../../db/sqlConstants.ts';
import { ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { marketDayStart, marketDaySerial } from '../../marketDay.ts';
import { requireStepUpFor } from '../../security/operationPolicy.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { NoUsableSteamAccountError } from '../steam/steam.errors.ts';
import type { EventLog } from '../events/events.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { balancesOf, type Ledger, type PartnerDailyRoom } from '../wallet/wallet.service.ts';
import { InsufficientBalanceError } from '../wallet/wallet.errors.ts';
import {
  CancelNotAllowedError,
  DailyLimitError,
  ListingUnavailableError,
  type MerchantOrderNoDifference,
  MerchantOrderNoUsedError,
  OrderNotFoundError,
  OwnListingError,
  PriceChangedError,
  yuanText,
} from './order.errors.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink, type TradeLink } from './tradeLink.ts';

export { parseTradeLinkUrl, steamIdOfTradeLink };
/** Codes of an open order (unpaid or pending), for other modules' statements. */
export { OPEN_CODES as OPEN_ORDER_CODES } from './orderStateMachine.ts';
import type { OrderPayments } from './orderPayments.ts';
import { insertOrders } from './orderRows.ts';
import { CLOSED_CODES, OPEN_CODES, PENDING_CODES, SUCCESSFUL_CODES } from './orderStateMachine.ts';
import { type AppliedTransition, type OrderDelivery, OrderTransitions, type TransitionOptions } from './orderTransitions.ts';
import type { OrderEvent, OrderStatusDes } from './orderStateMachine.ts';

type Tx = Prisma.TransactionClient;

/**
 * Purchases of popular listings queue on the listing rows and on the connection pool: a burst waits
 * for a connection (and holds it while it waits for a row) longer than Prisma's 2 s default.
 */
const BUY_TRANSACTION = { maxWait: 20_000, timeout: 20_000 } as const;

/** Most listings one purchase may buy (docs/rest.md "Orders": `listingIds` 1–20). */
export const BUY_MAX_LISTINGS = 20;
export const PAY_METHODS = ['balance', 'alipay'] as const;
export type PayMethodName = (typeof PAY_METHODS)[number];
export const ORDER_DIRECTIONS = ['buy', 'sell'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];
export const ORDER_STATUS_FILTERS = ['ALL', 'PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export type BuyInput = {
  listingIds: unknown;
  /** the prices the buyer saw, cents, in the order of listingIds */
  prices: unknown;
  payMethod: unknown;
  steamAccountId: unknown;
  idempotencyKey?: unknown;
  /** partners only: their own number of the purchase, which is its idempotency key (instead of idempotencyKey) */
  merchantOrderNo?: unknown;
  /** partners only: a Steam trade URL that receives the items instead of a bound account (a partner buys for its customers) */
  tradeUrl?: unknown;
};

export type BuyAnswer = {
  orders: { orderNo: string; status: number; statusDes: OrderStatusDes }[];
  /** the cashier (Alipay), null for a balance purchase */
  payUrl: string | null;
};

export type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };
export type Page = { offset: number; limit: number };
export type OrderFilter = { direction: OrderDirection; status: OrderStatusFilter; orderNo?: string };

/** A readable, unique order number: the day (yyyyMMdd, UTC+8, the market's time zone) and 10 random digits. */
export function newOrderNo(now: Date): string {
  return marketDaySerial('', now, 10);
}

const MERCHANT_ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

/** What a partner app's buy orders or offers placed since a time may still buy: units (an offer is one) and the amount they hold, cents. */
export type OpenCommitments = { units: number; amountCents: bigint };

/**
 * The modules whose holdings count against a partner app's daily limits (api/modules/buyorder,
 * api/modules/bargain: they own the rows, and depend on this module; services.ts gives them): each
 * answers what the app's holdings placed since `since` may still buy, read with `client` (the
 * caller's transaction, which holds the app's row when it checks a new commitment).
 */
export interface PartnerCommitments {
  openCommitments(client: Pick<Tx, '$queryRaw'>, appId: string, since: Date): Promise<OpenCommitments>;
}

/**
 * What a partner app has committed on the market day (UTC+8) that holds `now`, as its daily limits
 * count it: its orders made today plus what its buy orders and offers placed today may still buy
 * (their unfilled units and held amounts, their open offers).
 */
async function partnerDayUsage(
  client: Pick<Tx, '$queryRaw'>,
  appId: string,
  now: Date,
  holdings: readonly PartnerCommitments[],
): Promise<{ orders: number; amount: bigint }> {
  const since = marketDayStart(now);
  const [today] = await client.$queryRaw<{ orders: number; amount: bigint }[]>`
    SELECT count(*)::int AS orders, coalesce(sum(price_cents), 0)::bigint AS amount FROM orders WHERE partner_app_id = ${appId} AND created_at >= ${since}`;
  let orders = today.orders;
  let amount = BigInt(today.amount);
  for (const holding of holdings) {
    const open = await holding.openCommitments(client, appId, since);
    orders += open.units;
    amount += open.amountCents;
  }
  return { orders, amount };
}

/**
 * A partner app's daily limits (orders and amount, per market day, UTC+8) for a new commitment: a
 * purchase (its lines), a buy order (its units at its price) or a price offer (one unit at the offer).
 * The day's commitments are the app's orders made today plus what its buy orders and offers placed
 * today may still buy (their unfilled units, their open offers): a fill or an accepted offer later
 * is counted once, as the order it makes. Call it with the app's row locked (`app`, read FOR UPDATE
 * in the caller's transaction, so that the app's commitments queue); DailyLimitError when it does not fit.
 */
async function checkPartnerDailyRoom(
  tx: Tx,
  appId: string,
  add: { orders: number; amountCents: number },
  now: Date,
  holdings: readonly PartnerCommitments[],
  app?: { daily_orders: number; daily_amount_cents: bigint },
): Promise<void> {
  const [limits] = app
    ? [app]
    : await tx.$queryRaw<{ daily_orders: number; daily_amount_cents: bigint }[]>`
        SELECT daily_orders, daily_amount_cents FROM partner_apps WHERE id = ${appId} FOR UPDATE`;
  if (!limits) return;
  const today = await partnerDayUsage(tx, appId, now, holdings);
  if (today.orders + add.orders > limits.daily_orders) throw new DailyLimitError('order.dailyOrdersExceeded', { max: limits.daily_orders });
  if (today.amount + BigInt(add.amountCents) > BigInt(limits.daily_amount_cents)) {
    throw new DailyLimitError('order.dailyAmountExceeded', { max: (Number(limits.daily_amount_cents) / 100).toFixed(2) });
  }
}

/**
 * The partner's part of a purchase or of a buy order: the merchant order
 * number (required; the idempotency key), where the items go (a bound account or any Steam trade URL,
 * one of them), and nothing of it for a web buyer.
 */
export function parsePartnerPurchase(
  viewer: Viewer,
  input: Pick<BuyInput, 'merchantOrderNo' | 'tradeUrl' | 'steamAccountId'>,
): { merchantOrderNo: string; tradeLink: TradeLink | null } | null {
  if (!viewer.partner) {
    if (input.merchantOrderNo !== undefined) throw new ValidationError('merchantOrderNo', 'order.partnerOnly');
    if (input.tradeUrl !== undefined) throw new ValidationError('tradeUrl', 'order.partnerOnly');
    return null;
  }
  const merchantOrderNo = typeof input.merchantOrderNo === 'string' ? input.merchantOrderNo : '';
  if (!MERCHANT_ORDER_NO.test(merchantOrderNo)) throw new ValidationError('merchantOrderNo', 'order.merchantOrderNoInvalid');
  const hasAccount = typeof input.steamAccountId === 'string' && input.steamAccountId.trim() !== '';
  if (input.tradeUrl === undefined || input.tradeUrl === null) {
    if (!hasAccount) throw new ValidationError('tradeUrl', 'order.receiverRequired');
    return { merchantOrderNo, tradeLink: null };
  }
  if (hasAccount) throw new ValidationError('tradeUrl', 'order.receiverRequired');
  const tradeLink = typeof input.tradeUrl === 'string' ? parseTradeLinkUrl(input.tradeUrl) : null;
  if (!tradeLink) throw new ValidationError('tradeUrl', 'order.tradeUrlInvalid');
  return { merchantOrderNo, tradeLink };
}

function encodeOrderCursor(order: { createdAt: Date; orderNo: string }): string {
  return Buffer.from(`${order.createdAt.getTime()}:${order.orderNo}`).toString('base64url');
}

/** The position an order cursor names; a translated 400 for anything else. */
function decodeOrderCursor(cursor: string): { createdAt: Date; orderNo: string } {
  const match = cursor.length <= 80 ? /^(\d{1,15}):(\d{8,32})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  if (!match) throw new ValidationError('after', 'order.cursorInvalid');
  return { createdAt: new Date(Number(match[1])), orderNo: match[2] };
}

function parsePayMethod(value: unknown): PayMethodName {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = PAY_METHODS.find((method) => method === text);
  if (!found) throw new ValidationError('payMethod', 'order.payMethodInvalid');
  return found;
}

/** The buy request's listings and seen prices, checked before anything is locked. */
function parseLines(listingIds: unknown, prices: unknown): { listingId: string; priceCents: number }[] {
  if (!Array.isArray(listingIds) || listingIds.length === 0) throw new ValidationError('listingIds', 'order.listingsRequired');
  if (listingIds.length > BUY_MAX_LISTINGS) throw new ValidationError('listingIds', 'order.tooManyListings', { max: BUY_MAX_LISTINGS });
  if (!Array.isArray(prices) || prices.length !== listingIds.length) throw new ValidationError('prices', 'order.pricesMismatch');
  const seen = new Set<string>();
  return listingIds.map((raw, index) => {
    const listingId = typeof raw === 'string' ? raw.trim() : '';
    if (!listingId || listingId.length > 64 || seen.has(listingId)) throw new ValidationError('listingIds', 'order.listingsRequired');
    seen.add(listingId);
    const price = parseCentsInput(prices[index]);
    if (!price.ok || price.cents <= 0) throw new ValidationError('prices', 'order.pricesMismatch');
    return { listingId, priceCents: price.cents };
  });
}

type LockedListing = {
  id: string;
  seller_id: string;
  status: 'ON_SALE' | 'RESERVED' | 'SOLD' | 'DELISTED';
  price_cents: number;
  template_id: number;
  float_value: number | null;
  paint_seed: number | null;
  /** JSON text */
  stickers: string | null;
  asset_id: string | null;
  seller_steam_account_id: string | null;
  hash_name: string;
};

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

/** A new order's row for a locked listing, unpaid (WAITING_PAYMENT), before its buyer's side and payment are set. */
function orderRowOf(
  listing: LockedListing,
  terms: { buyerId: string; priceCents: number; feeRateBps: number; now: Date },
): Omit<
  Order,
  'buyerSteamAccountId' | 'buyerSteamId' | 'buyerTradeUrl' | 'partnerAppId' | 'merchantOrderNo' | 'buyOrderId' | 'bargainId' | 'orderNo' | 'payMethod'
> {
  return {
    id: randomUUID(),
    buyerId: terms.buyerId,
    sellerId: listing.seller_id,
    listingId: listing.id,
    templateId: listing.template_id,
    sellerSteamAccountId: listing.seller_steam_account_id,
    assetId: listing.asset_id,
    floatValue: listing.float_value,
    paintSeed: listing.paint_seed,
    stickers: (listing.stickers === null ? [] : JSON.parse(listing.stickers)) as Prisma.JsonValue,
    priceCents: terms.priceCents,
    feeCents: feeCents(terms.priceCents, terms.feeRateBps),
    feeRateBps: terms.feeRateBps,
    status: 11,
    statusDes: 'WAITING_PAYMENT',
    paymentId: null,
    paidFromDepositCents: 0,
    paidFromWithdrawableCents: 0,
    offerId: null,
    offerSenderSteamId: null,
    tradeId: null,
    deadlineAt: null,
    protectedUntil: null,
    version: 0,
    createdAt: terms.now,
    updatedAt: terms.now,
    paidAt: null,
    tradingAt: null,
    confirmedAt: null,
    settledAt: null,
    closedAt: null,
  };
}

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
};

/** A order's parties as the viewer sees them: which side they are on. */
export function directionOf(order: Pick<Order, 'buyerId' | 'sellerId'>, viewer: Viewer): OrderDirection {
  return order.buyerId === viewer.user.id ? 'buy' : 'sell';
}

/**
 * What the buyer paid for an order: its price once paid, null while it waits for payment or when it
 * closed without being paid (nothing was paid). A paid order that failed shows what was paid (and refunded).
 */
export function paidAmountOf(order: Pick<Order, 'paidAt' | 'priceCents'>): number | null {
  return order.paidAt ? order.priceCents : null;
}

/** How an order is or was paid: the buyer's choice while it waits for payment or once paid, null for one closed without being paid. */
export function payMethodOf(order: Pick<Order, 'paidAt' | 'statusDes' | 'payMethod'>): Order['payMethod'] | null {
  return order.paidAt || order.statusDes === 'WAITING_PAYMENT' ? order.payMethod : null;
}

/** Where a purchase's items go: a bound account, or a trade URL. */
type PurchaseReceiver = { steamAccountId: string; tradeUrl: string | null };

const EARLIER_PURCHASE = { listingId: true, priceCents: true, buyerSteamAccountId: true, buyerTradeUrl: true } satisfies Prisma.OrderSelect;

/**
 * What differs between the orders a merchant order number made and a request under the same number:
 * the listings, a price (the first that differs, both shown), or the receiver; null when nothing does.
 */
function purchaseDifference(
  earlier: { listingId: string; priceCents: number; buyerSteamAccountId: string | null; buyerTradeUrl: string | null }[],
  lines: { listingId: string; priceCents: number }[],
  receiver: PurchaseReceiver,
): MerchantOrderNoDifference | null {
  if (earlier.length === 0) return null;
  const sameListings = earlier.length === lines.length && lines.every((line) => earlier.some((order) => order.listingId === line.listingId));
  if (!sameListings) return { field: 'listings' };
  for (const line of lines) {
    const order = earlier.find((each) => each.listingId === line.listingId)!;
    if (order.priceCents !== line.priceCents) return { field: 'price', was: yuanText(order.priceCents), now: yuanText(line.priceCents) };
  }
  const first = earlier[0];
  const sameReceiver = receiver.tradeUrl !== null ? first.buyerTradeUrl === receiver.tradeUrl : first.buyerSteamAccountId === receiver.steamAccountId;
  return sameReceiver ? null : { field: 'receiver' };
}

export class OrderService {
  readonly transitions: OrderTransitions;
  private readonly settings: OrderSettings;
  private readonly now: () => Date;
  private readonly payments: OrderPayments | undefined;
  private readonly listings: ListingService;
  private readonly holdings: () => readonly PartnerCommitments[];

  constructor(options: OrderServiceOptions) {
    this.settings = options.settings;
    this.now = options.now;
    this.listings = options.listings;
    this.holdings = options.partnerCommitments;
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
   * What is left today of the partner app's daily limits (checkPartnerDailyRoom's count: orders made
   * today and what its buy orders and offers placed today may still buy), never below 0; a viewer
   * that is not a partner has none.
   */
  async partnerDailyRoom(viewer: Viewer): Promise<PartnerDailyRoom | null> {
    if (!viewer.partner) return null;
    const { appId, dailyOrders, dailyAmountCents } = viewer.partner;
    const today = await partnerDayUsage(db(), appId, this.now(), this.holdings());
    return {
      dailyOrders,
      dailyAmountCents,
      remainingOrders: Math.max(0, dailyOrders - today.orders),
      remainingAmountCents: Math.max(0, dailyAmountCents - Number(today.amount)),
    };
  }

  /**
   * A partner app's daily limits for a new buy order or offer (checkPartnerDailyRoom, with the app's
   * row locked here): DailyLimitError when `add` does not fit, in the caller's transaction.
   */
  checkPartnerDailyRoom(tx: Tx, appId: string, add: { orders: number; amountCents: number }, now: Date): Promise<void> {
    return checkPartnerDailyRoom(tx, appId, add, now, this.holdings());
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
          const earlier = await this.partnerPurchase(
            tx,
            viewer,
            partner.merchantOrderNo,
            lines,
            { steamAccountId, tradeUrl: partner.tradeLink?.url ?? null },
            now,
          );
          if (earlier) return earlier;
        }
        const [account] = steamAccountId
          ? await sqlRows<{ id: string; steamId: string }>(
              tx,
              `SELECT id, steam_id AS "steamId" FROM steam_accounts WHERE id = $1 AND user_id = $2 AND status = ${sqlLiteral(SteamAccountStatus.NORMAL)} AND trade_link_url IS NOT NULL`,
              [steamAccountId, buyerId],
            )
          : [];
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

        const listings = await this.lockListings(
          tx,
          lines.map((line) => line.listingId),
        );
        for (const line of lines) {
          const listing = listings.get(line.listingId);
          if (!listing) throw new ListingUnavailableError(line.listingId);
          if (listing.seller_id === buyerId) throw new OwnListingError();
        }
        for (const line of lines) {
          const listing = listings.get(line.listingId)!;
          if (listing.status !== 'ON_SALE') throw new ListingUnavailableError(line.listingId);
          if (listing.price_cents !== line.priceCents) throw new PriceChangedError(line.listingId, listing.price_cents);
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
            ...orderRowOf(listing, { buyerId, priceCents: listing.price_cents, feeRateBps: this.settings.feeRateBps, now }),
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
            const hashName = listings.get(row.listingId)!.hash_name;
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
        const earlier = await db().order.findMany({ where: { buyerId, merchantOrderNo: partner.merchantOrderNo }, select: EARLIER_PURCHASE });
        throw new MerchantOrderNoUsedError(
          partner.merchantOrderNo,
          'order',
          purchaseDifference(earlier, lines, { steamAccountId, tradeUrl: partner.tradeLink?.url ?? null }) ?? undefined,
        );
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
    const listing = (await this.lockListings(tx, [purchase.listingId])).get(purchase.listingId);
    if (!listing || listing.status !== 'ON_SALE' || listing.seller_id === purchase.buyerId) return null;
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
      created: { ...row, template: { hashName: listing.hash_name } },
    });
    return applied.order;
  }

  /**
   * A partner's purchase, before anything is bought: the app's row is locked (its purchases queue, so
   * the daily limits hold under concurrent requests); a merchant order number used before answers its
   * orders again (in their current state) when the request is the same (listings, prices, receiver:
   * an idempotency record is kept 24 hours, the orders for ever) and is refused with 409 naming what
   * differs otherwise; then the day's orders and amount (UTC+8) must leave
   * room for these lines.
   */
  private async partnerPurchase(
    tx: Tx,
    viewer: Viewer,
    merchantOrderNo: string,
    lines: { listingId: string; priceCents: number }[],
    receiver: PurchaseReceiver,
    now: Date,
  ): Promise<BuyAnswer | null> {
    const appId = viewer.partner!.appId;
    const [app] = await tx.$queryRaw<{ daily_orders: number; daily_amount_cents: bigint }[]>`
      SELECT daily_orders, daily_amount_cents FROM partner_apps WHERE id = ${appId} FOR UPDATE`;
    // the purchase's own orders: a buy order's fills and an accepted offer's order carry their merchant numbers too
    const earlier = await tx.order.findMany({
      where: { buyerId: viewer.user.id, merchantOrderNo, buyOrderId: null, bargainId: null },
      select: { ...EARLIER_PURCHASE, orderNo: true, status: true, statusDes: true },
      orderBy: { orderNo: 'asc' },
    });
    if (earlier.length > 0) {
      const difference = purchaseDifference(earlier, lines, receiver);
      if (difference) throw new MerchantOrderNoUsedError(merchantOrderNo, 'order', difference);
      // in the order of the request's listings, as the first answer was
      const ordered = lines.map((line) => earlier.find((order) => order.listingId === line.listingId)!);
      return { orders: ordered.map(({ orderNo, status, statusDes }) => ({ orderNo, status, statusDes: statusDes as OrderStatusDes })), payUrl: null };
    }
    await checkPartnerDailyRoom(
      tx,
      appId,
      { orders: lines.length, amountCents: lines.reduce((sum, line) => sum + line.priceCents, 0) },
      now,
      this.holdings(),
      app,
    );
    return null;
  }

  /**
   * Locks the listings (in id order, so two buyers of the same listings queue instead of deadlocking)
   * and reads them as the last committed change left them.
   */
  private async lockListings(tx: Tx, ids: string[]): Promise<Map<string, LockedListing>> {
    // rows are locked as the sort hands them over; a row another transaction changed meanwhile is read
    // again, as that transaction left it, once its lock is released
    const rows = await sqlRows<LockedListing>(
      tx,
      `SELECT l.id, l.seller_id, l.status::text AS status, l.price_cents, l.template_id, l.float_value, l.paint_seed, l.stickers::text AS stickers,
              i.asset_id, i.steam_account_id AS seller_steam_account_id, t.hash_name
       FROM listings l
       JOIN item_templates t ON t.id = l.template_id
       LEFT JOIN inventory_items i ON i.id = l.inventory_item_id
       WHERE l.id = ANY($1::text[])
       ORDER BY l.id
       FOR UPDATE OF l`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  // -------------------------------------------------------------------------------------------
  // Cancelling

  /**
   * Cancels an order for the viewer: the buyer before the offer is sent (an unpaid checkout is
   * cancelled at once with its payment; a paid one is verified first), the seller an order they
   * cannot deliver. Another user's order is not found.
   */
  async cancel(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const order = await this.findOwnOrder(viewer, orderNo);
    const direction = directionOf(order, viewer);
    if (direction === 'buy' && order.statusDes === 'WAITING_PAYMENT') {
      await this.transitions.cancelUnpaid(order, 'BUYER_CANCELLED_UNPAID', 'BUYER');
    } else if (direction === 'buy' && order.statusDes === 'SELLER_DELIVERING') {
      await this.transitions.transition(order.id, 'BUYER_CANCEL_REQUESTED', { actor: 'BUYER' });
    } else if (direction === 'sell' && (order.statusDes === 'SELLER_DELIVERING' || order.statusDes === 'WAITING_RECEIPT')) {
      await this.transitions.transition(order.id, 'SELLER_CANCEL_REQUESTED', { actor: 'SELLER' });
    } else {
      throw new CancelNotAllowedError();
    }
    return db().order.findUniqueOrThrow({ where: { id: order.id } });
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  /**
   * Which orders a viewer sees: those they bought, and those they sold once paid (the seller is not
   * told of a checkout that was never paid).
   */
  /** node(id) of an order: its buyer finds it, its seller once it is paid; anyone else (or a visitor) nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.OrderWhereUniqueInput {
    return viewer ? { id, AND: [this.visibleTo(viewer)] } : { id, buyerId: NO_ROW_ID };
  }

  /** The time left before an order's deadline, now (null without one): one answer for REST and GraphQL. */
  timeLeft(order: Pick<Order, 'deadlineAt'>): { remaining: Remaining; seconds: number } | null {
    if (!order.deadlineAt) return null;
    const now = this.now();
    return { remaining: remainingTime(order.deadlineAt, now), seconds: Math.max(0, Math.floor((order.deadlineAt.getTime() - now.getTime()) / 1000)) };
  }

  /**
   * A seller's sales for the settings' statistics: their orders paid in [start, end) and not failed
   * since (a failed order's payment went back to its buyer), and what their buyers paid for them:
   * each order's price, the seller's fee not deducted. The order's price is what was paid: a sale to
   * a buy order at the buy order's price, an accepted price offer at the offer's, whatever the
   * listing asked.
   */
  async salesTotals(sellerId: string, start: Date, end: Date): Promise<{ count: number; amount: number }> {
    const result = await db().order.aggregate({
      where: { sellerId, paidAt: { gte: start, lt: end }, status: { notIn: [...CLOSED_CODES] } },
      _count: { _all: true },
      _sum: { priceCents: true },
    });
    return { count: result._count._all, amount: result._sum.priceCents ?? 0 };
  }

  /** The viewer's side of an order they can see: BUY for its buyer, SELL for its seller. */
  sideOf(order: Pick<Order, 'buyerId' | 'sellerId'>, viewer: Viewer | undefined): 'BUY' | 'SELL' {
    return viewer && directionOf(order, viewer) === 'buy' ? 'BUY' : 'SELL';
  }

  private visibleTo(viewer: Viewer, direction?: OrderDirection): Prisma.OrderWhereInput {
    const userId = viewer.user.id;
    const asBuyer: Prisma.OrderWhereInput = { buyerId: userId };
    const asSeller: Prisma.OrderWhereInput = { sellerId: userId, paidAt: { not: null } };
    if (direction === 'buy') return asBuyer;
    if (direction === 'sell') return asSeller;
    return { OR: [asBuyer, asSeller] };
  }

  private async findOwnOrder(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const number = typeof orderNo === 'string' ? orderNo.trim() : '';
    if (!/^\d{8,32}$/.test(number)) throw new OrderNotFoundError();
    const order = await db().order.findFirst({ where: { orderNo: number, ...this.visibleTo(viewer) } });
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** One of the viewer's orders with the caller's selection; null when it is not theirs or does not exist. */
  async find<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q> | null> {
    const number = typeof orderNo === 'string' ? orderNo.trim() : '';
    if (!/^\d{8,32}$/.test(number)) return null;
    return db().order.findFirst({ ...(query ?? {}), where: { orderNo: number, ...this.visibleTo(viewer) } }) as Promise<Prisma.OrderGetPayload<Q> | null>;
  }

  /** Like find, but a missing order is OrderNotFoundError (REST's 404). */
  async get<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q>> {
    const order = await this.find(viewer, orderNo, query);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /**
   * The viewer's orders (bought, and sold once paid), newest first, a page at a time after a cursor
   * (the partner API's `GET /open/v1/orders`): keyset pages, so a page deep in the history costs what
   * the first does and an order created meanwhile never shifts a page. Optionally those of one
   * merchant order number.
   */
  async pageAfter<Q extends OrderQuery>(
    viewer: Viewer,
    options: { after?: string; limit: number; merchantOrderNo?: string },
    query?: Q,
  ): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; next: string | null }> {
    const after = options.after ? decodeOrderCursor(options.after) : null;
    const where: Prisma.OrderWhereInput = { AND: [this.visibleTo(viewer)] };
    // a merchant number is its buyer's: a seller never finds orders by the buyer's number
    if (options.merchantOrderNo !== undefined) Object.assign(where, { merchantOrderNo: options.merchantOrderNo, buyerId: viewer.user.id });
    if (after) {
      (where.AND as Prisma.OrderWhereInput[]).push({
        OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, orderNo: { lt: after.orderNo } }],
      });
    }
    const rows = (await db().order.findMany({
      ...(query ?? {}),
      where,
      orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }],
      take: options.limit + 1,
    })) as unknown as (Prisma.OrderGetPayload<Q> & { createdAt: Date; orderNo: string })[];
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    return { rows: page, next: rows.length > options.limit && last ? encodeOrderCursor(last) : null };
  }

  /** Orders by id, only the viewer's (node(id), payloads). */
  byIds<Q extends OrderQuery>(viewer: Viewer, ids: string[], query?: Q) {
    return db().order.findMany({ ...(query ?? {}), where: { id: { in: ids }, ...this.visibleTo(viewer) } }) as Promise<Prisma.OrderGetPayload<Q>[]>;
  }

  /**
   * One page of the viewer's orders in a direction, newest first; the sell side puts the orders
   * waiting for the seller to deliver (待发货) first. PENDING counts 21/31/41 and, for the buyer, an
   * unpaid order (11); SUCCESSFUL 51; FAILED 55.
   */
  async list<Q extends OrderQuery>(viewer: Viewer, filter: OrderFilter, page: Page, query?: Q): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; total: number }> {
    const where: Prisma.OrderWhereInput = { ...this.visibleTo(viewer, filter.direction) };
    if (filter.status === 'PENDING') where.status = { in: filter.direction === 'buy' ? [...OPEN_CODES] : [...PENDING_CODES] };
    if (filter.status === 'SUCCESSFUL') where.status = { in: [...SUCCESSFUL_CODES] };
    if (filter.status === 'FAILED') where.status = { in: [...CLOSED_CODES] };
    const orderNo = filter.orderNo?.trim();
    if (orderNo) {
      if (!/^\d{1,32}$/.test(orderNo)) return { rows: [], total: 0 };
      where.orderNo = { startsWith: orderNo };
    }
    const total = await db().order.count({ where });
    let ids: string[];
    if (filter.direction === 'sell') {
      // 待发货 first: an ordering Prisma cannot express, over the same filter
      const conditions: Prisma.Sql[] = [Prisma.sql`seller_id = ${viewer.user.id}`, Prisma.sql`paid_at IS NOT NULL`];
      if (filter.status === 'PENDING') conditions.push(Prisma.sql`status IN (${sqlConstants(PENDING_CODES)})`);
      if (filter.status === 'SUCCESSFUL') conditions.push(Prisma.sql`status IN (${sqlConstants(SUCCESSFUL_CODES)})`);
      if (filter.status === 'FAILED') conditions.push(Prisma.sql`status IN (${sqlConstants(CLOSED_CODES)})`);
      if (orderNo) conditions.push(Prisma.sql`order_no LIKE ${`${orderNo}%`}`);
      const rows = await db().$queryRaw<{ id: string }[]>`
        SELECT id FROM orders WHERE ${Prisma.join(conditions, ' AND ')}
        ORDER BY (status_des = ${sqlConstant('SELLER_DELIVERING' satisfies OrderStatusDes)}) DESC, created_at DESC, id DESC
        OFFSET ${page.offset} LIMIT ${page.limit}`;
      ids = rows.map((row) => row.id);
    } else {
      const rows = await db().order.findMany({
        where,
        select: { id: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: page.offset,
        take: page.limit,
      });
      ids = rows.map((row) => row.id);
    }
    if (ids.length === 0) return { rows: [], total };
    // the selection may leave the id out: it is added to put the rows back in the page's order
    const selection = query?.select ? { select: { ...query.select, id: true } } : (query ?? {});
    const loaded = (await db().order.findMany({ ...selection, where: { id: { in: ids } } })) as unknown as { id: string }[];
    const byId = new Map(loaded.map((row) => [row.id, row]));
    return { rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined) as unknown as Prisma.OrderGetPayload<Q>[], total };
  }

  /** The cashier address of an unpaid Alipay order while its payment is open (null otherwise). */
  async payUrlOf(order: Pick<Order, 'id' | 'statusDes' | 'paymentId' | 'deadlineAt'>): Promise<string | null> {
    if (order.statusDes !== 'WAITING_PAYMENT' || !order.paymentId) return null;
    if (order.deadlineAt && order.deadlineAt.getTime() <= this.now().getTime()) return null;
    const created = await db().orderEvent.findFirst({ where: { orderId: order.id, event: 'CREATED' }, select: { detail: true } });
    const detail = created?.detail as { payUrl?: unknown } | null;
    return typeof detail?.payUrl === 'string' ? detail.payUrl : null;
  }

  /** What the viewer may do with the order now (the detail page's buttons). */
  allowedActions(order: Pick<Order, 'buyerId' | 'sellerId' | 'statusDes' | 'offerId'>, viewer: Viewer): { pay: boolean; cancel: boolean; deliver: boolean } {
    const direction = directionOf(order, viewer);
    if (direction === 'buy') {
      return {
        pay: order.statusDes === 'WAITING_PAYMENT',
        cancel: order.statusDes === 'WAITING_PAYMENT' || order.statusDes === 'SELLER_DELIVERING',
        deliver: false,
      };
    }
    return {
      pay: false,
      cancel: order.statusDes === 'SELLER_DELIVERING' || order.statusDes === 'WAITING_RECEIPT',
      deliver: order.statusDes === 'SELLER_DELIVERING' && !order.offerId,
    };
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
