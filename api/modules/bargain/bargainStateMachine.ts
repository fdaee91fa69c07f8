// The price offer state machine: the states of an offer, the events that move it and the one table
// they follow (bargainTransitions.ts applies it; nothing else writes an offer's status, closed_at or
// hold). Who may make each step (the seller or the buyer) is bargainTerms.ts's bargainActionsOf. Pure
// data and pure functions: no database here.
//
// States (prisma enum BargainStatus): OPEN (the offer waits for the seller), COUNTERED (the seller's
// counter-offer waits for the buyer), both with the offer's amount held; ACCEPTED (an order was made
// at the agreed price, paid from the hold), DECLINED, CANCELLED, EXPIRED (the hold went back).

import { type HoldingTransitionRow, holdingTransitionOf } from '../holding/holding.service.ts';

export const BARGAIN_STATES = ['OPEN', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type BargainState = (typeof BARGAIN_STATES)[number];

/** Waiting for an answer: the money is held. */
export const OPEN_BARGAIN_STATUSES = ['OPEN', 'COUNTERED'] as const satisfies readonly BargainState[];

export const BARGAIN_EVENTS = ['OFFER', 'COUNTER', 'ACCEPT', 'DECLINE', 'CANCEL', 'EXPIRE'] as const;
export type BargainEvent = (typeof BARGAIN_EVENTS)[number];

/** What an offer's row keeps of its hold: SET (the offer's amount), KEEP, CLEAR (nothing: it paid the order, or went back to the balance). */
export type BargainTransitionRow = HoldingTransitionRow<BargainState, 'SET' | 'KEEP' | 'CLEAR'>;

/** The transition table. */
export const BARGAIN_TRANSITIONS: Readonly<Record<BargainEvent, BargainTransitionRow>> = {
  OFFER: { from: [], to: 'OPEN', held: 'SET', closedAt: 'KEEP', by: "the buyer offers (web, GraphQL, a partner); the offer's amount is held" },
  COUNTER: {
    from: ['OPEN'],
    to: 'COUNTERED',
    held: 'KEEP',
    closedAt: 'KEEP',
    by: 'the seller names a higher price, once; the buyer has 24 hours from then to answer',
  },
  ACCEPT: {
    from: ['OPEN', 'COUNTERED'],
    to: 'ACCEPTED',
    held: 'CLEAR',
    closedAt: 'SET',
    by: 'the seller accepts the offer, or the buyer the counter (its difference held first); the hold pays the order',
  },
  DECLINE: { from: ['OPEN', 'COUNTERED'], to: 'DECLINED', held: 'CLEAR', closedAt: 'SET', by: 'the seller declines the offer, or the buyer the counter' },
  CANCEL: {
    from: ['OPEN', 'COUNTERED'],
    to: 'CANCELLED',
    held: 'CLEAR',
    closedAt: 'SET',
    by: "the buyer withdraws it; or the system ends it: the listing sold, unlisted, repriced or given new terms (the listing module's off-sale listeners), the buyer's receiving account unbound (steam)",
  },
  EXPIRE: { from: ['OPEN', 'COUNTERED'], to: 'EXPIRED', held: 'CLEAR', closedAt: 'SET', by: 'its answer is 24 hours late (the expiry job, the minute sweep)' },
};

/** The state `event` takes an offer in `state` to, or null when the table does not apply it there (null state: not made yet). */
export const bargainTransitionOf = (event: BargainEvent, state: BargainState | null): BargainState | null =>
  holdingTransitionOf(BARGAIN_TRANSITIONS, event, state);
