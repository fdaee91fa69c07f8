// The one writer of a buy order's state: `apply` follows the table of buyOrderStateMachine.ts, in the
// caller's transaction. PLACE creates the buy order; every other event is one conditional UPDATE of
// a row the caller has locked (… WHERE id AND status IN (<the event's from>)), which also writes what
// the table says of the hold, closed_at and updated_at. Nothing else writes a buy order's status
// (tests/unit/listingStateOwner.test.ts fails otherwise).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRows } from '../../db/sql.ts';
import { stateList } from '../holding/holding.service.ts';
import { BUY_ORDER_TRANSITIONS, type BuyOrderState } from './buyOrderStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** A new buy order's row (PLACE): everything but its state, which the table gives. */
export type NewBuyOrder = Omit<Prisma.BuyOrderUncheckedCreateInput, 'status' | 'closedAt' | 'filledQuantity' | 'orders'>;

export type BuyOrderTransition =
  | { event: 'PLACE'; buyOrder: NewBuyOrder }
  /** a unit sold: its price, and the deposit part of it, leave the hold (FILL_LAST: the last unit) */
  | { event: 'FILL' | 'FILL_LAST'; id: string; unit: { priceCents: number; fromDeposit: number }; at: Date }
  | { event: 'CANCEL' | 'EXPIRE'; id: string; at: Date };

/** Applies `transition` (see the top of this file) and answers the buy order's new state; throws when the row is not in a state the event applies to. */
export async function apply(tx: Tx, transition: BuyOrderTransition): Promise<BuyOrderState> {
  const row = BUY_ORDER_TRANSITIONS[transition.event];
  if (transition.event === 'PLACE') {
    await tx.buyOrder.create({ data: { ...transition.buyOrder, status: row.to } });
    return row.to;
  }
  const fill = 'unit' in transition;
  const held =
    row.held === 'SPEND_UNIT'
      ? 'filled_quantity = filled_quantity + 1, held_cents = held_cents - $3, held_from_deposit_cents = held_from_deposit_cents - $4'
      : 'held_cents = 0, held_from_deposit_cents = 0';
  // FILL leaves a unit or more to fill, FILL_LAST none
  const units =
    transition.event === 'FILL' ? ' AND filled_quantity + 1 < quantity' : transition.event === 'FILL_LAST' ? ' AND filled_quantity + 1 = quantity' : '';
  const changed = await sqlRows<{ id: string }>(
    tx,
    `UPDATE buy_orders SET status = '${row.to}'::buy_order_status, ${held}${row.closedAt === 'SET' ? ', closed_at = $2::timestamp' : ''}, updated_at = $2::timestamp
     WHERE id = $1 AND status IN (${stateList(row.from)})${units}
     RETURNING id`,
    fill ? [transition.id, transition.at, transition.unit.priceCents, transition.unit.fromDeposit] : [transition.id, transition.at],
  );
  if (changed.length === 0) throw new Error(`buy order ${transition.id}: ${transition.event} does not apply to its state`);
  return row.to;
}
