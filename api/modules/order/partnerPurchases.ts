// A partner's purchases (the partner API; docs/money-and-orders.md "Buying"): the merchant order number
// that is a purchase's idempotency key (the same request answered again, another one refused naming
// what differs), and the app's daily limits (orders and amount per market day, UTC+8), which its
// purchases, buy orders and price offers count against.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { db } from '../../db/client.ts';
import { marketDayStart } from '../../marketDay.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { PartnerDailyRoom } from '../wallet/wallet.service.ts';
import { DailyLimitError, type MerchantOrderNoDifference, MerchantOrderNoUsedError, yuanText } from './order.errors.ts';
import type { OrderStatusDes } from './orderStateMachine.ts';
import type { BuyAnswer, PurchaseLine, PurchaseReceiver } from './purchaseInput.ts';

type Tx = Prisma.TransactionClient;

/** What a partner app's buy orders or offers placed since a time may still buy: units (an offer is one) and the amount they hold, cents. */
export type OpenCommitments = { units: number; amountCents: bigint };

/**
 * The modules whose holdings count against a partner app's daily limits (api/modules/buyorder,
 * api/modules/bargain, api/modules/lease: they own the rows, and depend on this module; services.ts gives them): each
 * answers what the app's holdings placed since `since` may still buy, read with `client` (the
 * caller's transaction, which holds the app's row when it checks a new commitment).
 */
export interface PartnerCommitments {
  openCommitments(client: Pick<Tx, '$queryRaw'>, appId: string, since: Date): Promise<OpenCommitments>;
}

/** A partner app's daily limits: orders, and amount in cents. */
export type PartnerAppLimits = { dailyOrders: number; dailyAmountCents: bigint };

/**
 * A partner app's daily limits, read with the app's row locked in the caller's transaction (so that
 * the app's commitments queue); null when there is no such app. api/modules/openplatform owns the
 * apps and depends on this module: services.ts gives OpenPlatformService.lockDailyLimits.
 */
export type LockPartnerAppLimits = (tx: Tx, appId: string) => Promise<PartnerAppLimits | null>;

const EARLIER_PURCHASE = { listingId: true, priceCents: true, buyerSteamAccountId: true, buyerTradeUrl: true } satisfies Prisma.OrderSelect;

/** A purchase's own orders under a merchant order number: a buy order's fills and an accepted offer's order carry their numbers too. */
const purchaseOrders = (buyerId: string, merchantOrderNo: string) =>
  ({ buyerId, merchantOrderNo, buyOrderId: null, bargainId: null }) satisfies Prisma.OrderWhereInput;

/**
 * What differs between the orders a merchant order number made and a request under the same number:
 * the listings, a price (the first that differs, both shown), or the receiver; null when nothing does.
 */
function purchaseDifference(
  earlier: { listingId: string; priceCents: number; buyerSteamAccountId: string | null; buyerTradeUrl: string | null }[],
  lines: PurchaseLine[],
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

/** A partner app's daily limits and merchant order numbers, for OrderService. */
export class PartnerPurchases {
  constructor(
    private readonly lockLimits: LockPartnerAppLimits,
    /** the holdings that count against the daily limits (buy orders, offers), asked only once every service exists */
    private readonly holdings: () => readonly PartnerCommitments[],
  ) {}

  /**
   * What is left today of the partner app's daily limits (checkDailyRoom's count: orders made today
   * and what its buy orders and offers placed today may still buy), never below 0; a viewer that is
   * not a partner has none.
   */
  async dailyRoom(viewer: Viewer, now: Date): Promise<PartnerDailyRoom | null> {
    if (!viewer.partner) return null;
    const { appId, dailyOrders, dailyAmountCents } = viewer.partner;
    const today = await this.dayUsage(db(), appId, now);
    return {
      dailyOrders,
      dailyAmountCents,
      remainingOrders: Math.max(0, dailyOrders - today.orders),
      remainingAmountCents: Math.max(0, dailyAmountCents - Number(today.amount)),
    };
  }

  /**
   * A partner app's daily limits (orders and amount, per market day, UTC+8) for a new commitment: a
   * purchase (its lines), a buy order (its units at its price) or a price offer (one unit at the offer).
   * The day's commitments are the app's orders made today plus what its buy orders and offers placed
   * today may still buy (their unfilled units, their open offers): a fill or an accepted offer later
   * is counted once, as the order it makes. The app's row is locked first in the caller's transaction,
   * so that the app's commitments queue; DailyLimitError when it does not fit.
   */
  async checkDailyRoom(tx: Tx, appId: string, add: { orders: number; amountCents: number }, now: Date): Promise<void> {
    await this.checkRoom(tx, appId, await this.lockLimits(tx, appId), add, now);
  }

  /** checkDailyRoom with the app's limits read (and its row locked) by the caller. */
  private async checkRoom(tx: Tx, appId: string, limits: PartnerAppLimits | null, add: { orders: number; amountCents: number }, now: Date): Promise<void> {
    if (!limits) return;
    const today = await this.dayUsage(tx, appId, now);
    if (today.orders + add.orders > limits.dailyOrders) throw new DailyLimitError('order.dailyOrdersExceeded', { max: limits.dailyOrders });
    if (today.amount + BigInt(add.amountCents) > limits.dailyAmountCents) {
      throw new DailyLimitError('order.dailyAmountExceeded', { max: (Number(limits.dailyAmountCents) / 100).toFixed(2) });
    }
  }

  /**
   * A partner's purchase, before anything is bought: the app's row is locked (its purchases queue, so
   * the daily limits hold under concurrent requests); a merchant order number used before answers its
   * orders again (in their current state) when the request is the same (listings, prices, receiver:
   * an idempotency record is kept 24 hours, the orders for ever) and is refused with 409 naming what
   * differs otherwise; then the day's orders and amount (UTC+8) must leave room for these lines.
   * Answers the earlier purchase's answer, or null for a new purchase.
   */
  async admit(tx: Tx, viewer: Viewer, merchantOrderNo: string, lines: PurchaseLine[], receiver: PurchaseReceiver, now: Date): Promise<BuyAnswer | null> {
    const appId = viewer.partner!.appId;
    const limits = await this.lockLimits(tx, appId);
    const earlier = await tx.order.findMany({
      where: purchaseOrders(viewer.user.id, merchantOrderNo),
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
    const amountCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    await this.checkRoom(tx, appId, limits, { orders: lines.length, amountCents }, now);
    return null;
  }

  /** The 409 of a merchant order number used before with another request (its idempotency record's answer), naming what differs. */
  async reusedNumber(buyerId: string, merchantOrderNo: string, lines: PurchaseLine[], receiver: PurchaseReceiver): Promise<MerchantOrderNoUsedError> {
    const earlier = await db().order.findMany({ where: purchaseOrders(buyerId, merchantOrderNo), select: EARLIER_PURCHASE });
    return new MerchantOrderNoUsedError(merchantOrderNo, 'order', purchaseDifference(earlier, lines, receiver) ?? undefined);
  }

  /**
   * What a partner app has committed on the market day (UTC+8) that holds `now`, as its daily limits
   * count it: its orders made today plus what its buy orders and offers placed today may still buy
   * (their unfilled units and held amounts, their open offers).
   */
  private async dayUsage(client: Pick<Tx, '$queryRaw'>, appId: string, now: Date): Promise<{ orders: number; amount: bigint }> {
    const since = marketDayStart(now);
    const [today] = await client.$queryRaw<{ orders: number; amount: bigint }[]>`
      SELECT count(*)::int AS orders, coalesce(sum(price_cents), 0)::bigint AS amount FROM orders WHERE partner_app_id = ${appId} AND created_at >= ${since}`;
    let orders = today.orders;
    let amount = BigInt(today.amount);
    for (const holding of this.holdings()) {
      const open = await holding.openCommitments(client, appId, since);
      orders += open.units;
      amount += open.amountCents;
    }
    return { orders, amount };
  }
}
