// A price offer's row as the service and the holding lifecycle read it locked, its history (the steps
// both parties see, bargain_steps) and the event every step appends (bargain.changed, seen by both
// parties: live updates, partner callbacks).
import type { Bargain, BargainAction, BargainActor, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlExecute, sqlRows } from '../../db/sql.ts';
import type { EventLog } from '../events/events.service.ts';
import { type HeldColumns, lockHolding } from '../holding/holding.service.ts';

type Tx = Prisma.TransactionClient;

/** An offer locked by the caller's transaction. */
export type LockedBargain = Pick<Bargain, 'bargainNo' | 'listingId' | 'sellerId' | 'listPriceCents' | 'counterPriceCents'> & HeldColumns;

/** Locks an offer (FOR UPDATE) in the caller's transaction; null for none. */
export function lockBargain(tx: Tx, id: string, now: Date): Promise<LockedBargain | null> {
  return lockHolding<Pick<LockedBargain, 'bargainNo' | 'listingId' | 'sellerId' | 'listPriceCents' | 'counterPriceCents'>>(
    tx,
    'bargains',
    `b.bargain_no AS "bargainNo", b.listing_id AS "listingId", b.seller_id AS "sellerId", b.list_price_cents AS "listPriceCents",
     b.counter_price_cents AS "counterPriceCents"`,
    id,
    now,
  );
}

/** A step of the offer's history. */
export function recordStep(tx: Tx, bargainId: string, action: BargainAction, actor: BargainActor, priceCents: number | null, reason: string | null, at: Date) {
  return sqlExecute(
    tx,
    `INSERT INTO bargain_steps (bargain_id, action, actor, price_cents, reason, created_at)
     VALUES ($1, $2::bargain_action, $3::bargain_actor, $4, $5, $6::timestamp)`,
    [bargainId, action, actor, priceCents, reason, at],
  );
}

/** The offer's last step: who did what. */
export async function lastStep(tx: Tx, bargainId: string): Promise<{ action: string; actor: string } | undefined> {
  const [last] = await sqlRows<{ action: string; actor: string }>(
    tx,
    'SELECT action::text AS action, actor::text AS actor FROM bargain_steps WHERE bargain_id = $1 ORDER BY id DESC LIMIT 1',
    [bargainId],
  );
  return last;
}

/** Who accepted an accepted offer, and its order's number. */
export async function acceptedBy(tx: Tx, bargainId: string): Promise<{ actor: string; orderNo: string } | undefined> {
  const [row] = await sqlRows<{ actor: string; orderNo: string }>(
    tx,
    `SELECT s.actor::text AS actor, o.order_no AS "orderNo" FROM bargain_steps s JOIN orders o ON o.bargain_id = s.bargain_id
     WHERE s.bargain_id = $1 AND s.action = 'ACCEPTED'`,
    [bargainId],
  );
  return row;
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
