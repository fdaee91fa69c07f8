// A buy order's row as its service, its fills and its lifecycle read it locked, and the event every
// change of it appends (buyOrder.changed, seen by its buyer: live updates, partner callbacks).
import type { BuyOrder, Prisma } from '../../db/generated/prisma/client.ts';
import type { EventLog } from '../events/events.service.ts';
import { lockHolding } from '../holding/holding.service.ts';

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
export function lockBuyOrder(tx: Tx, id: string, now: Date): Promise<LockedRow | null> {
  return lockHolding<Pick<LockedRow, 'buyOrderNo' | 'quantity' | 'filledQuantity'>>(
    tx,
    'buy_orders',
    'b.buy_order_no AS "buyOrderNo", b.quantity, b.filled_quantity AS "filledQuantity"',
    id,
    now,
  );
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
