/**
 * Steam's trade offer states (ETradeOfferState) and post-acceptance trade statuses (ETradeStatus),
 * in our names (UPPER_SNAKE, like the Prisma enums), with the mappings from Steam's numbers and the
 * state machine an offer follows. Numbers as in steam-tradeoffer-manager's resources/ETradeOfferState.js
 * and resources/ETradeStatus.js (2.13.0); 12 is Steam's undocumented trade-protection reversal.
 */

export const TRADE_OFFER_STATES = [
  'INVALID',
  'ACTIVE',
  'ACCEPTED',
  'COUNTERED',
  'EXPIRED',
  'CANCELED',
  'DECLINED',
  'INVALID_ITEMS',
  'CREATED_NEEDS_CONFIRMATION',
  'CANCELED_BY_SECOND_FACTOR',
  'IN_ESCROW',
] as const;

export type TradeOfferState = (typeof TRADE_OFFER_STATES)[number];

/** Steam's ETradeOfferState number of each state. */
export const STEAM_OFFER_STATE_NUMBER: Readonly<Record<TradeOfferState, number>> = {
  INVALID: 1,
  ACTIVE: 2, // sent, neither party has acted on it yet
  ACCEPTED: 3, // accepted by the recipient, items exchanged
  COUNTERED: 4, // the recipient made a counter-offer (a new offer replaces this one)
  EXPIRED: 5, // not accepted before its expiry
  CANCELED: 6, // the sender cancelled it
  DECLINED: 7, // the recipient declined it
  INVALID_ITEMS: 8, // some items are no longer available
  CREATED_NEEDS_CONFIRMATION: 9, // not sent yet: awaits the sender's mobile/email confirmation
  CANCELED_BY_SECOND_FACTOR: 10, // either party cancelled it in the email/mobile confirmation
  IN_ESCROW: 11, // accepted, items on hold
};

const OFFER_STATE_BY_NUMBER = new Map<number, TradeOfferState>(TRADE_OFFER_STATES.map((state) => [STEAM_OFFER_STATE_NUMBER[state], state]));

/** Our state for Steam's ETradeOfferState number, or null for a number Steam does not define. */
export function offerStateFromSteam(value: number): TradeOfferState | null {
  return OFFER_STATE_BY_NUMBER.get(value) ?? null;
}

export function offerStateToSteam(state: TradeOfferState): number {
  return STEAM_OFFER_STATE_NUMBER[state];
}

/**
 * Where an offer may go from each state. Only CREATED_NEEDS_CONFIRMATION, ACTIVE and IN_ESCROW are
 * open; every other state is final (an accepted trade can still be reversed, but that is the trade's
 * status, not the offer's state).
 * - CREATED_NEEDS_CONFIRMATION: the sender confirms (ACTIVE), refuses the confirmation
 *   (CANCELED_BY_SECOND_FACTOR) or cancels the unsent offer (CANCELED).
 * - ACTIVE: the recipient accepts (ACCEPTED, or IN_ESCROW when a hold applies), declines, counters,
 *   refuses its own acceptance's confirmation (CANCELED_BY_SECOND_FACTOR); the sender cancels; it
 *   expires; items vanish (INVALID_ITEMS).
 * - IN_ESCROW: the hold ends (ACCEPTED) or either party cancels during it (CANCELED).
 */
export const OFFER_TRANSITIONS: Readonly<Record<TradeOfferState, readonly TradeOfferState[]>> = {
  CREATED_NEEDS_CONFIRMATION: ['ACTIVE', 'CANCELED_BY_SECOND_FACTOR', 'CANCELED'],
  ACTIVE: ['ACCEPTED', 'DECLINED', 'COUNTERED', 'EXPIRED', 'CANCELED', 'INVALID_ITEMS', 'IN_ESCROW', 'CANCELED_BY_SECOND_FACTOR'],
  IN_ESCROW: ['ACCEPTED', 'CANCELED'],
  INVALID: [],
  ACCEPTED: [],
  COUNTERED: [],
  EXPIRED: [],
  CANCELED: [],
  DECLINED: [],
  INVALID_ITEMS: [],
  CANCELED_BY_SECOND_FACTOR: [],
};

/** True when the offer can no longer change state. */
export function isFinal(state: TradeOfferState): boolean {
  return OFFER_TRANSITIONS[state].length === 0;
}

/** True when an offer in `from` may move to `to` (staying in the same state is not a transition). */
export function canTransition(from: TradeOfferState, to: TradeOfferState): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

// ---------------------------------------------------------------------------------------------
// After acceptance: the trade's status

export const TRADE_STATUSES = [
  'INIT',
  'PRE_COMMITTED',
  'COMMITTED',
  'COMPLETE',
  'FAILED',
  'PARTIAL_SUPPORT_ROLLBACK',
  'FULL_SUPPORT_ROLLBACK',
  'SUPPORT_ROLLBACK_SELECTIVE',
  'ROLLBACK_FAILED',
  'ROLLBACK_ABANDONED',
  'IN_ESCROW',
  'ESCROW_ROLLBACK',
  'TRADE_PROTECTION_ROLLBACK',
] as const;

export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** Steam's ETradeStatus number of each status. */
export const STEAM_TRADE_STATUS_NUMBER: Readonly<Record<TradeStatus, number>> = {
  INIT: 0, // accepted/confirmed, no work done yet
  PRE_COMMITTED: 1, // Steam is about to commit the trade
  COMMITTED: 2, // items exchanged
  COMPLETE: 3, // all work finished
  FAILED: 4, // failed before being committed; rolled back
  PARTIAL_SUPPORT_ROLLBACK: 5, // Steam Support rolled it back for one side
  FULL_SUPPORT_ROLLBACK: 6, // Steam Support rolled it back for both sides
  SUPPORT_ROLLBACK_SELECTIVE: 7, // Steam Support rolled back some of the items
  ROLLBACK_FAILED: 8, // rolling back a failed trade has not finished for all items yet
  ROLLBACK_ABANDONED: 9, // rolling back was given up
  IN_ESCROW: 10, // on hold
  ESCROW_ROLLBACK: 11, // a held trade was rolled back
  TRADE_PROTECTION_ROLLBACK: 12, // reversed during CS2 trade protection (undocumented; the original trade gets this status)
};

const TRADE_STATUS_BY_NUMBER = new Map<number, TradeStatus>(TRADE_STATUSES.map((status) => [STEAM_TRADE_STATUS_NUMBER[status], status]));

/** Our status for Steam's ETradeStatus number, or null for a number we do not know. */
export function tradeStatusFromSteam(value: number): TradeStatus | null {
  return TRADE_STATUS_BY_NUMBER.get(value) ?? null;
}

export function tradeStatusToSteam(status: TradeStatus): number {
  return STEAM_TRADE_STATUS_NUMBER[status];
}

/** The items were exchanged and nothing has been undone (they may still be reversed during trade protection). */
export function isTradeDelivered(status: TradeStatus): boolean {
  return status === 'COMMITTED' || status === 'COMPLETE';
}

/** The exchange was undone, in whole or in part, or never happened: the buyer does not keep the items. */
export function isTradeReversed(status: TradeStatus): boolean {
  return (
    status === 'FAILED' ||
    status === 'PARTIAL_SUPPORT_ROLLBACK' ||
    status === 'FULL_SUPPORT_ROLLBACK' ||
    status === 'SUPPORT_ROLLBACK_SELECTIVE' ||
    status === 'ROLLBACK_FAILED' ||
    status === 'ROLLBACK_ABANDONED' ||
    status === 'ESCROW_ROLLBACK' ||
    status === 'TRADE_PROTECTION_ROLLBACK'
  );
}

/** Not settled yet: Steam is still working on it or holding it. */
export function isTradePending(status: TradeStatus): boolean {
  return status === 'INIT' || status === 'PRE_COMMITTED' || status === 'IN_ESCROW';
}
