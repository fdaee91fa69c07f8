// The one writer of a buy order's state: `apply` follows the table of buyOrderStateMachine.ts, in the
// caller's transaction. PLACE creates the buy order; every other event is one conditional UPDATE of
// a row the caller has locked (… WHERE id AND status IN (<the event's from>)), which also writes what
// the table says of the hold, closed_at and updated_at. Nothing else writes a buy order's status
// (tests/unit/listingStateOwner.test.ts fails otherwise).
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
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
  const unit = 'unit' in transition ? transition.unit : null;
  if (row.held === 'SPEND_UNIT' && !unit) throw new Error(`buy order ${transition.id}: ${transition.event} needs the unit it spends`);
  const held =
    row.held === 'SPEND_UNIT' && unit
      ? Prisma.sql`filled_quantity = filled_quantity + 1, held_cents = held_cents - ${unit.priceCents}::int,
                   held_from_deposit_cents = held_from_deposit_cents - ${unit.fromDeposit}::int`
      : Prisma.sql`held_cents = 0, held_from_deposit_cents = 0`;
  // FILL leaves a unit or more to fill, FILL_LAST none
  const units =
    transition.event === 'FILL'
      ? Prisma.sql` AND filled_quantity + 1 < quantity`
      : transition.event === 'FILL_LAST'
        ? Prisma.sql` AND filled_quantity + 1 = quantity`
        : Prisma.empty;
  const closedAt = row.closedAt === 'SET' ? Prisma.sql`, closed_at = ${transition.at}::timestamp` : Prisma.empty;
  // a conditional UPDATE whose condition compares two columns: more than a model query can say
  const changed = await tx.$executeRaw`
    UPDATE buy_orders SET status = ${sqlConstant(row.to)}::buy_order_status, ${held}${closedAt}, updated_at = ${transition.at}::timestamp
    WHERE id = ${transition.id} AND status IN (${sqlConstants(row.from)})${units}`;
  if (changed === 0) throw new Error(`buy order ${transition.id}: ${transition.event} does not apply to its state`);
  return row.to;
}
