// The one writer of a price offer's state: `apply` follows the table of bargainStateMachine.ts, in the
// caller's transaction. OFFER creates the offer; every other event is one conditional update of a row
// the caller has locked (where its id and status is one of the event's from), which also writes what the
// table says of the hold, closed_at and updated_at, and a counter's price and new time. Nothing else
// writes an offer's status (tests/unit/listingStateOwner.test.ts fails otherwise).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { BARGAIN_TRANSITIONS, type BargainState } from './bargainStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** A new offer's row (OFFER): everything but its state, which the table gives. */
export type NewBargain = Omit<Prisma.BargainUncheckedCreateInput, 'status' | 'closedAt' | 'counterPriceCents' | 'order' | 'steps'>;

export type BargainTransition =
  | { event: 'OFFER'; bargain: NewBargain }
  /** the seller's counter-offer, which waits for the buyer until `expiresAt` */
  | { event: 'COUNTER'; id: string; counterPriceCents: number; expiresAt: Date; at: Date }
  | { event: 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'EXPIRE'; id: string; at: Date };

/** Applies `transition` (see the top of this file) and answers the offer's new state; throws when the row is not in a state the event applies to. */
export async function apply(tx: Tx, transition: BargainTransition): Promise<BargainState> {
  const row = BARGAIN_TRANSITIONS[transition.event];
  if (transition.event === 'OFFER') {
    await tx.bargain.create({ data: { ...transition.bargain, status: row.to } });
    return row.to;
  }
  const changed = await tx.bargain.updateMany({
    where: { id: transition.id, status: { in: [...row.from] } },
    data: {
      status: row.to,
      ...(transition.event === 'COUNTER' && { counterPriceCents: transition.counterPriceCents, expiresAt: transition.expiresAt }),
      ...(row.held === 'CLEAR' && { heldCents: 0, heldFromDepositCents: 0 }),
      ...(row.closedAt === 'SET' && { closedAt: transition.at }),
      updatedAt: transition.at,
    },
  });
  if (changed.count === 0) throw new Error(`price offer ${transition.id}: ${transition.event} does not apply to its state`);
  return row.to;
}
