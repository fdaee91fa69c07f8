// A buy order's row as its service, its fills and its lifecycle read it locked, and the event every
// change of it appends (buyOrder.changed, seen by its buyer: live updates, partner callbacks).
import { db } from '../../db/client.ts';
import type { BuyOrder, Prisma } from '../../db/generated/prisma/client.ts';
import type { EventLog } from '../events/events.service.ts';
import { type HoldingReads, type LockedColumns, withReceiver } from '../holding/holding.service.ts';
import { OPEN_BUY_ORDER_STATES } from './buyOrderStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** A buy order locked by the caller's transaction, with what a fill needs. */
export type LockedBuyOrder = Pick<
  BuyOrder,
  | 'id'
  | 'buyOrderNo'
  | 'buyerId'
  | 'templateId'
  | 'priceCents'
  | 'quantity'
  | 'filledQuantity'
  | 'heldCents'
  | 'heldFromDepositCents'
  | 'buyerSteamAccountId'
  | 'buyerTradeUrl'
  | 'partnerAppId'
  | 'merchantOrderNo'
> & { buyerSteamId: string; hashName: string };

/** A buy order locked whatever its state: its status, whether its time is over, and its receiver's SteamID when it still has one. */
export type LockedRow = Omit<LockedBuyOrder, 'buyerSteamId'> & { buyerSteamId: string | null; status: string; expired: boolean };

/** Locks a buy order (FOR UPDATE) in the caller's transaction; null for none. */
export async function lockBuyOrder(tx: Tx, reads: HoldingReads, id: string, now: Date): Promise<LockedRow | null> {
  const [row] = await tx.$queryRaw<(LockedColumns & Pick<LockedRow, 'buyOrderNo' | 'quantity' | 'filledQuantity'>)[]>`
    SELECT b.id, b.buyer_id AS "buyerId", b.template_id AS "templateId", b.price_cents AS "priceCents", b.held_cents AS "heldCents",
           b.held_from_deposit_cents AS "heldFromDepositCents", b.buyer_steam_account_id AS "buyerSteamAccountId", b.buyer_trade_url AS "buyerTradeUrl",
           b.partner_app_id AS "partnerAppId", b.merchant_order_no AS "merchantOrderNo", b.status::text AS status, b.expires_at <= ${now}::timestamp AS expired,
           b.buy_order_no AS "buyOrderNo", b.quantity, b.filled_quantity AS "filledQuantity"
    FROM buy_orders b WHERE b.id = ${id} FOR UPDATE`;
  return withReceiver(tx, reads, row);
}

/** The open buy orders whose time is over at `now`, the oldest first, at most `limit` (the expiry sweep). */
export async function dueBuyOrders(now: Date, limit: number): Promise<string[]> {
  const rows = await db().buyOrder.findMany({
    where: { status: { in: [...OPEN_BUY_ORDER_STATES] }, expiresAt: { lte: now } },
    orderBy: { expiresAt: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The open buy orders that deliver to a Steam account, in id order. */
export async function buyOrdersDeliveringTo(tx: Tx, steamAccountId: string): Promise<string[]> {
  const rows = await tx.buyOrder.findMany({
    where: { buyerSteamAccountId: steamAccountId, status: { in: [...OPEN_BUY_ORDER_STATES] } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

export type BuyOrderChange = 'placed' | 'filled' | 'cancelled' | 'expired';

/** The buy order's event, seen by its buyer. */
export function announceBuyOrder(
  events: EventLog,
  tx: Tx,
  buyOrder: Pick<LockedRow, 'id' | 'buyOrderNo' | 'buyerId' | 'quantity' | 'filledQuantity'> & { status: string },
  event: BuyOrderChange,
  orderNo: string | null,
): Promise<void> {
  return events.append(tx, [
    {
      type: 'buyOrder.changed',
      aggregateId: buyOrder.id,
      audience: [buyOrder.buyerId],
      payload: {
        buyOrderId: buyOrder.id,
        buyOrderNo: buyOrder.buyOrderNo,
        event,
        status: buyOrder.status,
        quantity: buyOrder.quantity,
        filledQuantity: buyOrder.filledQuantity,
        orderNo,
      },
    },
  ]);
}
