// The buy order state machine: the states of a buy order, the events that move it and the one table
// they follow (buyOrderTransitions.ts applies it; nothing else writes a buy order's status, closed_at
// or hold). Pure data and pure functions: no database here.
//
// States (prisma enum BuyOrderStatus): OPEN (waiting for sellers; the money of its unfilled units is
// held), FILLED (every unit bought), CANCELLED and EXPIRED (what was still held went back).

import { type HoldingTransitionRow, holdingTransitionOf } from '../holding/holding.service.ts';

export const BUY_ORDER_STATES = ['OPEN', 'FILLED', 'CANCELLED', 'EXPIRED'] as const;
export type BuyOrderState = (typeof BUY_ORDER_STATES)[number];

/** The states in which a buy order holds money and may fill. */
export const OPEN_BUY_ORDER_STATES = ['OPEN'] as const satisfies readonly BuyOrderState[];

export const BUY_ORDER_EVENTS = ['PLACE', 'FILL', 'FILL_LAST', 'CANCEL', 'EXPIRE'] as const;
export type BuyOrderEvent = (typeof BUY_ORDER_EVENTS)[number];

/** What a buy order's row keeps of its hold: SET (the whole amount, placed), SPEND_UNIT (less one unit's price, spent on its order), CLEAR (nothing: it went back to the balance). */
export type BuyOrderTransitionRow = HoldingTransitionRow<BuyOrderState, 'SET' | 'SPEND_UNIT' | 'CLEAR'>;

/** The transition table. */
export const BUY_ORDER_TRANSITIONS: Readonly<Record<BuyOrderEvent, BuyOrderTransitionRow>> = {
  PLACE: { from: [], to: 'OPEN', held: 'SET', closedAt: 'KEEP', by: 'the buyer places it (web, GraphQL, a partner); price × quantity is held' },
  FILL: {
    from: ['OPEN'],
    to: 'OPEN',
    held: 'SPEND_UNIT',
    closedAt: 'KEEP',
    by: "a seller sells it one unit, and units remain (selling: a listing at or under its price, a sale from the inventory, in the seller's transaction)",
  },
  FILL_LAST: { from: ['OPEN'], to: 'FILLED', held: 'SPEND_UNIT', closedAt: 'SET', by: 'a seller sells it its last unit (selling, as FILL)' },
  CANCEL: {
    from: ['OPEN'],
    to: 'CANCELLED',
    held: 'CLEAR',
    closedAt: 'SET',
    by: 'its buyer cancels it, or unbinds the Steam account it delivers to (steam); what is held goes back',
  },
  EXPIRE: { from: ['OPEN'], to: 'EXPIRED', held: 'CLEAR', closedAt: 'SET', by: 'its time is over (the expiry job, the minute sweep); what is held goes back' },
};

/** The state `event` takes a buy order in `state` to, or null when the table does not apply it there (null state: not created yet). */
export const buyOrderTransitionOf = (event: BuyOrderEvent, state: BuyOrderState | null): BuyOrderState | null =>
  holdingTransitionOf(BUY_ORDER_TRANSITIONS, event, state);
