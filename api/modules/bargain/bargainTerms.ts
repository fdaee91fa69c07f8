// The rule of what a buyer may offer on a listing (还价), as pure functions: the
// service (bargain.service.ts) applies them to the rows it locked, and the pages show the same floor.

/** An offer is at least this share of the listing's price. */
export const BARGAIN_FLOOR_PERCENT = 80;

/** What the floor and the refusal are computed from: a listing, its seller's terms and its item's best buy order. */
export type ListingBargainFacts = {
  sellerId: string;
  priceCents: number;
  status: string;
  origin: string;
  bargainEnabled: boolean;
  bargainMinCents: number | null;
  topBuyOrderCents: number | null;
};

export type BargainRefusal = 'disabled' | 'notOnSale' | 'ownListing' | 'noRoom';

/**
 * The lowest offer a listing takes: the larger of 80 % of its price (rounded up to the cent), the
 * best open buy order of its item (a seller could sell there at once) and the seller's own minimum.
 */
export function bargainFloorCents(facts: Pick<ListingBargainFacts, 'priceCents' | 'bargainMinCents' | 'topBuyOrderCents'>): number {
  return Math.max(Math.ceil((facts.priceCents * BARGAIN_FLOOR_PERCENT) / 100), facts.topBuyOrderCents ?? 0, facts.bargainMinCents ?? 0);
}

/** Why `buyerId` may not make an offer on the listing, or null when they may (any price from the floor to a cent below the price). */
export function bargainRefusalOf(facts: ListingBargainFacts, buyerId: string | null): BargainRefusal | null {
  if (facts.status !== 'ON_SALE' || facts.origin !== 'MARKET') return 'notOnSale';
  if (buyerId !== null && facts.sellerId === buyerId) return 'ownListing';
  if (!facts.bargainEnabled) return 'disabled';
  if (bargainFloorCents(facts) >= facts.priceCents) return 'noRoom';
  return null;
}

/**
 * The hold's split for an accepted price: the deposit part of what is held is spent first, as a
 * purchase spends the deposit first; the whole hold pays for the order.
 */
export function holdSplit(heldCents: number, heldFromDepositCents: number): { fromDeposit: number; fromWithdrawable: number } {
  return { fromDeposit: heldFromDepositCents, fromWithdrawable: heldCents - heldFromDepositCents };
}

export type BargainActions = { accept: boolean; decline: boolean; counter: boolean; cancel: boolean };

/**
 * What one party of an offer may do now (the rule the service's answers follow, and what every face
 * shows as buttons): the seller accepts, declines or counters (once, when there is a price between the
 * offer and the list price) an open offer; the buyer accepts or declines a counter-offer, and withdraws
 * while the offer waits. Nothing once its time is over.
 */
export function bargainActionsOf(offer: {
  role: 'BUYER' | 'SELLER';
  status: string;
  expired: boolean;
  priceCents: number;
  listPriceCents: number;
}): BargainActions {
  const { role, status } = offer;
  if (offer.expired) return { accept: false, decline: false, counter: false, cancel: false };
  const waitsForViewer = (role === 'SELLER' && status === 'OPEN') || (role === 'BUYER' && status === 'COUNTERED');
  return {
    accept: waitsForViewer,
    decline: waitsForViewer,
    counter: role === 'SELLER' && status === 'OPEN' && offer.priceCents + 1 < offer.listPriceCents,
    cancel: role === 'BUYER' && (status === 'OPEN' || status === 'COUNTERED'),
  };
}
