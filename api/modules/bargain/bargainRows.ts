// A price offer's row as the service and the holding lifecycle read it locked, its history (the steps
// both parties see, bargain_steps) and the event every step appends (bargain.changed, seen by both
// parties: live updates, partner callbacks).
import { db } from '../../db/client.ts';
import type { Bargain, BargainAction, BargainActor, Prisma } from '../../db/generated/prisma/client.ts';
import type { EventLog } from '../events/events.service.ts';
import { type HeldColumns, type HoldingReads, type LockedColumns, withReceiver } from '../holding/holding.service.ts';
import type { OrderService } from '../order/order.service.ts';
import { OPEN_BARGAIN_STATUSES } from './bargainStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** An offer locked by the caller's transaction. */
export type LockedBargain = Pick<Bargain, 'bargainNo' | 'listingId' | 'sellerId' | 'listPriceCents' | 'counterPriceCents'> & HeldColumns;

/** Locks an offer (FOR UPDATE) in the caller's transaction; null for none. */
export async function lockBargain(tx: Tx, reads: HoldingReads, id: string, now: Date): Promise<LockedBargain | null> {
  const [row] = await tx.$queryRaw<(LockedColumns & Pick<LockedBargain, 'bargainNo' | 'listingId' | 'sellerId' | 'listPriceCents' | 'counterPriceCents'>)[]>`
    SELECT b.id, b.buyer_id AS "buyerId", b.template_id AS "templateId", b.price_cents AS "priceCents", b.held_cents AS "heldCents",
           b.held_from_deposit_cents AS "heldFromDepositCents", b.buyer_steam_account_id AS "buyerSteamAccountId", b.buyer_trade_url AS "buyerTradeUrl",
           b.partner_app_id AS "partnerAppId", b.merchant_order_no AS "merchantOrderNo", b.status::text AS status, b.expires_at <= ${now}::timestamp AS expired,
           b.bargain_no AS "bargainNo", b.listing_id AS "listingId", b.seller_id AS "sellerId", b.list_price_cents AS "listPriceCents",
           b.counter_price_cents AS "counterPriceCents"
    FROM bargains b WHERE b.id = ${id} FOR UPDATE`;
  return withReceiver(tx, reads, row);
}

/** The offers that wait whose time is over at `now`, the oldest first, at most `limit` (the expiry sweep). */
export async function dueBargains(now: Date, limit: number): Promise<string[]> {
  const rows = await db().bargain.findMany({
    where: { status: { in: [...OPEN_BARGAIN_STATUSES] }, expiresAt: { lte: now } },
    orderBy: { expiresAt: 'asc' },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The offers that wait and would deliver to a Steam account, in id order. */
export async function bargainsDeliveringTo(tx: Tx, steamAccountId: string): Promise<string[]> {
  const rows = await tx.bargain.findMany({
    where: { buyerSteamAccountId: steamAccountId, status: { in: [...OPEN_BARGAIN_STATUSES] } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** A step of the offer's history. */
export async function recordStep(
  tx: Tx,
  bargainId: string,
  action: BargainAction,
  actor: BargainActor,
  priceCents: number | null,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.bargainStep.create({ data: { bargainId, action, actor, priceCents, reason, createdAt: at }, select: { id: true } });
}

/** The offer's last step: who did what. */
export function lastStep(tx: Tx, bargainId: string): Promise<{ action: string; actor: string } | null> {
  return tx.bargainStep.findFirst({ where: { bargainId }, orderBy: { id: 'desc' }, select: { action: true, actor: true } });
}

/** Who accepted an accepted offer, and its order's number. */
export async function acceptedBy(
  tx: Tx,
  orders: Pick<OrderService, 'orderNosOfBargains'>,
  bargainId: string,
): Promise<{ actor: string; orderNo: string } | undefined> {
  const step = await tx.bargainStep.findFirst({ where: { bargainId, action: 'ACCEPTED' }, select: { actor: true } });
  const orderNo = step ? (await orders.orderNosOfBargains(tx, [bargainId])).get(bargainId) : undefined;
  return step && orderNo !== undefined ? { actor: step.actor, orderNo } : undefined;
}

export type BargainChange = 'offered' | 'countered' | 'accepted' | 'declined' | 'cancelled' | 'expired';

/** The offer's event, seen by both parties. */
export function announceBargain(
  events: EventLog,
  tx: Tx,
  bargain: Pick<LockedBargain, 'id' | 'bargainNo' | 'buyerId' | 'sellerId' | 'listingId'> & { status: string },
  event: BargainChange,
  orderNo: string | null,
): Promise<void> {
  return events.append(tx, [
    {
      type: 'bargain.changed',
      aggregateId: bargain.id,
      audience: [bargain.buyerId, bargain.sellerId],
      payload: { bargainId: bargain.id, bargainNo: bargain.bargainNo, listingId: bargain.listingId, event, status: bargain.status, orderNo },
    },
  ]);
}
