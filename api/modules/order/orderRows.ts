// Writing order rows and their history by hand (api/db/sql.ts), for the purchase path: a purchase
// creates its orders and moves them in one transaction, holding their rows, so what it writes is
// known without reading it back. The column list is checked against Prisma's Order type: a field added to the model and
// not here does not compile.
import { randomUUID } from 'node:crypto';
import { feeCents } from '../../../lib/money.ts';
import { sqlExecute } from '../../db/sql.ts';
import { type BatchedWrite, writeBeforeCommit } from '../../db/transaction.ts';
import { type Order, Prisma } from '../../db/generated/prisma/client.ts';
import type { ListingForPurchase } from '../listing/listing.service.ts';

type Tx = Prisma.TransactionClient;

/** Each field of an order: its column and the type its JSON text is read as. */
const ORDER_COLUMNS = {
  id: ['id', 'text'],
  orderNo: ['order_no', 'text'],
  buyerId: ['buyer_id', 'text'],
  sellerId: ['seller_id', 'text'],
  listingId: ['listing_id', 'text'],
  templateId: ['template_id', 'int'],
  buyerSteamAccountId: ['buyer_steam_account_id', 'text'],
  sellerSteamAccountId: ['seller_steam_account_id', 'text'],
  buyerTradeUrl: ['buyer_trade_url', 'text'],
  partnerAppId: ['partner_app_id', 'text'],
  merchantOrderNo: ['merchant_order_no', 'text'],
  buyOrderId: ['buy_order_id', 'text'],
  bargainId: ['bargain_id', 'text'],
  buyerSteamId: ['buyer_steam_id', 'text'],
  assetId: ['asset_id', 'text'],
  floatValue: ['float_value', 'float8'],
  paintSeed: ['paint_seed', 'int'],
  stickers: ['stickers', 'jsonb'],
  priceCents: ['price_cents', 'int'],
  feeCents: ['fee_cents', 'int'],
  feeRateBps: ['fee_rate_bps', 'int'],
  status: ['status', 'int'],
  statusDes: ['status_des', 'text'],
  payMethod: ['pay_method', 'pay_method'],
  paymentId: ['payment_id', 'text'],
  paidFromDepositCents: ['paid_from_deposit_cents', 'int'],
  paidFromWithdrawableCents: ['paid_from_withdrawable_cents', 'int'],
  offerId: ['offer_id', 'text'],
  offerSenderSteamId: ['offer_sender_steam_id', 'text'],
  tradeId: ['trade_id', 'text'],
  deadlineAt: ['deadline_at', 'timestamp'],
  protectedUntil: ['protected_until', 'timestamp'],
  version: ['version', 'int'],
  createdAt: ['created_at', 'timestamp'],
  updatedAt: ['updated_at', 'timestamp'],
  paidAt: ['paid_at', 'timestamp'],
  tradingAt: ['trading_at', 'timestamp'],
  confirmedAt: ['confirmed_at', 'timestamp'],
  settledAt: ['settled_at', 'timestamp'],
  closedAt: ['closed_at', 'timestamp'],
} as const satisfies Record<keyof Order, readonly [string, string]>;

const FIELDS = Object.keys(ORDER_COLUMNS) as (keyof Order)[];
// a JSON record's fields are read as text (jsonb for stickers) and cast to the column's type: the
// enum and the timestamps (ISO text in UTC, as Prisma writes them) cannot be read directly
const RECORD_TYPE = FIELDS.map((field) => `"${field}" ${ORDER_COLUMNS[field][1] === 'jsonb' ? 'jsonb' : 'text'}`).join(', ');
const SELECT_LIST = FIELDS.map((field) => {
  const [, type] = ORDER_COLUMNS[field];
  return type === 'text' || type === 'jsonb' ? `x."${field}"` : `x."${field}"::${type}`;
}).join(', ');
const INSERT_COLUMNS = FIELDS.map((field) => ORDER_COLUMNS[field][0]).join(', ');

/** A new order's row for a locked listing, unpaid (WAITING_PAYMENT), before its buyer's side and payment are set. */
export function orderRowOf(
  listing: ListingForPurchase,
  terms: { buyerId: string; priceCents: number; feeRateBps: number; now: Date },
): Omit<
  Order,
  'buyerSteamAccountId' | 'buyerSteamId' | 'buyerTradeUrl' | 'partnerAppId' | 'merchantOrderNo' | 'buyOrderId' | 'bargainId' | 'orderNo' | 'payMethod'
> {
  return {
    id: randomUUID(),
    buyerId: terms.buyerId,
    sellerId: listing.sellerId,
    listingId: listing.id,
    templateId: listing.templateId,
    sellerSteamAccountId: listing.sellerSteamAccountId,
    assetId: listing.assetId,
    floatValue: listing.floatValue,
    paintSeed: listing.paintSeed,
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

/** Inserts whole orders (every field given) in one statement. */
export async function insertOrders(tx: Tx, orders: readonly Order[]): Promise<void> {
  if (orders.length === 0) return;
  await sqlExecute(tx, `INSERT INTO orders (${INSERT_COLUMNS}) SELECT ${SELECT_LIST} FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE})`, [
    JSON.stringify(orders),
  ]);
}

/** Writes the changed fields of an order whose row the caller's transaction holds (locked or created in it). */
export async function updateOrder(tx: Tx, orderId: string, changes: Partial<Order>): Promise<void> {
  const fields = FIELDS.filter((field) => field !== 'id' && changes[field] !== undefined);
  if (fields.length === 0) return;
  const assignments = fields.map((field, index) => {
    const [column, type] = ORDER_COLUMNS[field];
    return `${column} = $${index + 2}::${type}`;
  });
  const values = fields.map((field) => {
    const value = changes[field];
    return ORDER_COLUMNS[field][1] === 'jsonb' && value !== null ? JSON.stringify(value) : value;
  });
  const changed = await sqlExecute(tx, `UPDATE orders SET ${assignments.join(', ')} WHERE id = $1`, [orderId, ...values]);
  if (changed !== 1) throw new Error(`order ${orderId} was not there to update`);
}

/** A row of an order's history (order_events), as written. */
export type HistoryRow = {
  order_id: string;
  from_status: number | null;
  from_des: string | null;
  to_status: number;
  to_des: string;
  actor: string;
  event: string;
  detail: unknown;
  /** ISO text, UTC */
  created_at: string;
};

/**
 * Records history rows in the caller's transaction: written in one statement before it commits (a
 * purchase records CREATED and PAID), in the order recorded; at once when `tx` was not opened by
 * transaction().
 */
export function recordHistory(tx: Tx, rows: readonly HistoryRow[]): Promise<void> {
  return writeBeforeCommit(tx, 'orderHistory', rows, historyWrite);
}

/** The rows, ids (the history's order) following the order they were recorded in. */
function historyWrite(rows: HistoryRow[]): BatchedWrite {
  return {
    statement: Prisma.sql`INSERT INTO order_events (order_id, from_status, from_des, to_status, to_des, actor, event, detail, created_at)
     SELECT x.order_id, x.from_status, x.from_des, x.to_status, x.to_des, x.actor, x.event, x.detail, x.created_at
     FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, ord) => ({ ...row, ord })))}::jsonb)
       AS x(ord int, order_id text, from_status int, from_des text, to_status int, to_des text, actor text, event text, detail jsonb, created_at timestamp)
     ORDER BY x.ord`,
  };
}
