// The listing state machine (docs/money-and-orders.md "Listings"): the states of a listing, the named
// events that move it and the one table they follow (listing.service.ts applies it; nothing else
// writes a listing's status or sold_at). Pure data and pure functions: no database here.
//
// States (prisma enum ListingStatus): ON_SALE (on the market), RESERVED (held for a buyer's unpaid
// order: still "listed" in the seller's inventory, but not on the market, and it cannot be unlisted
// or repriced), SOLD (the order is paid), DELISTED (off the market for good; the asset may be listed
// again as a new listing).

export const LISTING_STATES = ['ON_SALE', 'RESERVED', 'SOLD', 'DELISTED'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** The states of a live listing: one per asset at most (the partial unique index listings_one_on_sale_per_asset). */
export const LIVE_LISTING_STATES = ['ON_SALE', 'RESERVED'] as const satisfies readonly ListingState[];

export const LISTING_EVENTS = ['LIST', 'RESERVE', 'SELL', 'RELEASE', 'RESTORE', 'TAKE_DOWN', 'DELIST', 'ITEM_GONE', 'ACCOUNT_CLOSED'] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

/**
 * Where an event takes a listing:
 * - `from`: the states it applies to (a listing in any other state is left as it is, and is not in
 *   the answer: that is how a caller sees a lost race); LIST creates the listing;
 * - `to`: the new state; `ON_SALE_UNLESS_RELISTED` is ON_SALE, or DELISTED when the seller listed
 *   the same asset again meanwhile (one live listing per asset) or when the listing was made to sell
 *   the asset straight to a buy order (origin BUY_ORDER: it was never on the market);
 * - `soldAt`: SET to the transition's time, CLEAR, or KEEP;
 * - `by`: who makes it happen (documentation, docs/money-and-orders.md "Listings").
 */
export type ListingTransitionRow = {
  from: readonly ListingState[];
  to: ListingState | 'ON_SALE_UNLESS_RELISTED';
  soldAt: 'SET' | 'CLEAR' | 'KEEP';
  by: string;
};

/** The transition table. */
export const LISTING_TRANSITIONS: Readonly<Record<ListingEvent, ListingTransitionRow>> = {
  LIST: { from: [], to: 'ON_SALE', soldAt: 'KEEP', by: 'the seller lists an asset of their inventory (inventory: listItems)' },
  RESERVE: { from: ['ON_SALE'], to: 'RESERVED', soldAt: 'KEEP', by: "a buyer's checkout, in the purchase's transaction (order: buy)" },
  SELL: { from: ['ON_SALE', 'RESERVED'], to: 'SOLD', soldAt: 'SET', by: "the order's PAID transition (order)" },
  RELEASE: {
    from: ['RESERVED'],
    to: 'ON_SALE_UNLESS_RELISTED',
    soldAt: 'CLEAR',
    by: 'an unpaid order ends: the buyer cancels it (BUYER_CANCELLED_UNPAID) or its payment time is over (PAYMENT_TIMEOUT) (order)',
  },
  RESTORE: {
    from: ['SOLD'],
    to: 'ON_SALE_UNLESS_RELISTED',
    soldAt: 'CLEAR',
    by: "a paid order fails on the buyer's side and is refunded: OFFER_DECLINED, OFFER_COUNTERED, RECEIPT_TIMEOUT, the buyer's CANCEL_CONFIRMED (order)",
  },
  TAKE_DOWN: {
    from: ['ON_SALE', 'RESERVED', 'SOLD'],
    to: 'DELISTED',
    soldAt: 'CLEAR',
    by: "an order fails on the seller's or the system's side (OFFER_CANCELLED_BY_SELLER, SHIPMENT_TIMEOUT, the seller's or system's CANCEL_CONFIRMED, TRADE_MISMATCH) or its trade is reversed (TRADE_REVERSED) (order)",
  },
  DELIST: { from: ['ON_SALE'], to: 'DELISTED', soldAt: 'KEEP', by: 'the seller unlists it (inventory: unlistItems, only their own)' },
  ITEM_GONE: { from: ['ON_SALE'], to: 'DELISTED', soldAt: 'KEEP', by: 'an inventory refresh finds the asset gone from the Steam inventory (inventory)' },
  ACCOUNT_CLOSED: {
    from: ['ON_SALE'],
    to: 'DELISTED',
    soldAt: 'KEEP',
    by: "the seller's Steam account is unbound, or marked ABNORMAL (e.g. a reversed trade) (steam)",
  },
};

/** The state `event` takes a listing in `state` to (ON_SALE for ON_SALE_UNLESS_RELISTED), or null when the table does not apply it there. */
export function listingTransitionOf(event: ListingEvent, state: ListingState | null): ListingState | null {
  const row = LISTING_TRANSITIONS[event];
  if (state === null) return event === 'LIST' ? 'ON_SALE' : null;
  if (!row.from.includes(state)) return null;
  return row.to === 'ON_SALE_UNLESS_RELISTED' ? 'ON_SALE' : row.to;
}
