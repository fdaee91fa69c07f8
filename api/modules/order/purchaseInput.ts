// What a purchase request says (POST /web/order, createOrder, the partner API's POST /open/v1/orders),
// checked before anything is locked: the listings and the prices the buyer saw, how it is paid, and a
// partner's merchant order number and receiver. Every refusal here is a translated 400.
import { parseCentsInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { OrderStatusDes } from './orderStateMachine.ts';
import { parseTradeLinkUrl, type TradeLink } from './tradeLink.ts';

/** Most listings one purchase may buy (docs/rest.md "Orders": `listingIds` 1–20). */
export const BUY_MAX_LISTINGS = 20;
export const PAY_METHODS = ['balance', 'alipay'] as const;
export type PayMethodName = (typeof PAY_METHODS)[number];

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

/** One listing of a purchase and the price the buyer saw, cents. */
export type PurchaseLine = { listingId: string; priceCents: number };

/** Where a purchase's items go: a bound account, or a trade URL. */
export type PurchaseReceiver = { steamAccountId: string; tradeUrl: string | null };

const MERCHANT_ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

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

export function parsePayMethod(value: unknown): PayMethodName {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const found = PAY_METHODS.find((method) => method === text);
  if (!found) throw new ValidationError('payMethod', 'order.payMethodInvalid');
  return found;
}

/** The buy request's listings and seen prices, checked before anything is locked. */
export function parseLines(listingIds: unknown, prices: unknown): PurchaseLine[] {
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
