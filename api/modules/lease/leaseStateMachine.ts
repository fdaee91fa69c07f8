// The lease state machine (docs/money-and-orders.md "Leases"): the states of a lease (prisma enum
// LeaseStatus), the events that move it and the one table they follow (leaseTransitions.ts applies
// it; nothing else writes a lease's status, hold, deadline or closed_at). Pure data and pure
// functions: no database here.
//
//   AWAITING_PAYMENT ──PAID──▶ AWAITING_DELIVERY ──DELIVERED──▶ RENTING ──RETURN_REQUESTED──▶ RETURNING
//        │ (Alipay)              │ (balance: RENT_BALANCE)        │  ▲ RENEWED                 │
//        ▼                       ▼                                │  └── RETURN_FAILED ◀───────┤
//    CANCELLED ◀── DELIVERY_FAILED / _DECLINED / RENTER_CANCELLED            ├─ BUYOUT ─▶ BOUGHT_OUT      ▼ RETURN_RECEIVED
//                                                                 ├─ END_PASSED ─▶ OVERDUE   RETURN_PROTECTED
//    REVERSED ◀── DELIVERY_REVERSED (RENTING, OVERDUE, RETURNING) │              │ GRACE_PASSED  │        │
//                                                                                ▼              ▼        ▼
//                                                                            DEFAULTED ◀─ RETURN_REVERSED  COMPLETED (PROTECTION_ENDED)

import { type HoldingTransitionRow, holdingTransitionOf } from '../holding/holding.service.ts';

export const LEASE_STATES = [
  'AWAITING_PAYMENT',
  'AWAITING_DELIVERY',
  'RENTING',
  'RETURNING',
  'RETURN_PROTECTED',
  'COMPLETED',
  'OVERDUE',
  'DEFAULTED',
  'BOUGHT_OUT',
  'CANCELLED',
  'REVERSED',
] as const;
export type LeaseState = (typeof LEASE_STATES)[number];

/** The states in which rent and deposit are held for the lease. */
export const HOLDING_LEASE_STATES = ['AWAITING_DELIVERY', 'RENTING', 'RETURNING', 'RETURN_PROTECTED', 'OVERDUE'] as const satisfies readonly LeaseState[];
/** The states in which the renter has the item (or is sending it back): 租入 in their inventory, 租出 in the lender's. */
export const WITH_RENTER_STATES = ['RENTING', 'RETURNING', 'OVERDUE'] as const satisfies readonly LeaseState[];
/** The states a lease ends in. */
export const CLOSED_LEASE_STATES = ['COMPLETED', 'DEFAULTED', 'BOUGHT_OUT', 'CANCELLED', 'REVERSED'] as const satisfies readonly LeaseState[];
/** The states of a lease that has not ended (its listing is LEASED). */
export const OPEN_LEASE_STATES = LEASE_STATES.filter((state) => !(CLOSED_LEASE_STATES as readonly string[]).includes(state)) as readonly LeaseState[];

export const LEASE_EVENTS = [
  'RENT_ALIPAY',
  'RENT_BALANCE',
  'PAID',
  'PAYMENT_TIMEOUT',
  'RENTER_CANCELLED',
  'DELIVERY_FAILED',
  'DELIVERY_DECLINED',
  'DELIVERY_OFFER_SENT',
  'DELIVERED',
  'RENEWED',
  'BUYOUT',
  'RETURN_REQUESTED',
  'RETURN_OFFER_SENT',
  'RETURN_FAILED',
  'RETURN_FAILED_OVERDUE',
  'RETURN_RECEIVED',
  'PROTECTION_ENDED',
  'RETURN_REVERSED',
  'END_PASSED',
  'GRACE_PASSED',
  'DELIVERY_REVERSED',
] as const;
export type LeaseEvent = (typeof LEASE_EVENTS)[number];

/**
 * What a transition does to the money held (leaseMoney.ts moves it through the ledger):
 * - SET: rent and deposit held from the renter's balance (deposit first), or from an Alipay payment;
 * - ADD: a renewal's added rent held too;
 * - KEEP: nothing moves;
 * - RELEASE: everything held goes back to the renter;
 * - SETTLE: the rent of the days used to the lender (less the fee), the rest back to the renter;
 * - CAPTURE: everything held to the lender (less the fee);
 * - BUYOUT: the buyout price less the deposit paid too, then the buyout price and the rent of the days
 *   used to the lender (less the fee), the unused rent back to the renter.
 */
export type LeaseMoney = 'SET' | 'ADD' | 'KEEP' | 'RELEASE' | 'SETTLE' | 'CAPTURE' | 'BUYOUT';

/**
 * The deadline the new state runs (its length from the configuration and the lease; leaseTerms.ts):
 * PAYMENT (the orders' payment window), SHIPMENT and RECEIPT (the orders' delivery deadlines), END (the lease's end),
 * GRACE (LEASE_GRACE_HOURS after the end), PROTECTION (the return trade's protection), KEEP or CLEAR.
 */
export type LeaseDeadline = 'PAYMENT' | 'SHIPMENT' | 'RECEIPT' | 'END' | 'GRACE' | 'PROTECTION' | 'KEEP' | 'CLEAR';

export type LeaseTransitionRow = HoldingTransitionRow<LeaseState, LeaseMoney> & {
  deadline: LeaseDeadline;
  /** what the lease listing becomes: LEASED (rented), ON_LEASE (back for rent), DELISTED, or unchanged */
  listing: 'LEASED' | 'ON_LEASE' | 'DELISTED' | 'KEEP';
};

const row = (
  from: readonly LeaseState[],
  to: LeaseState,
  held: LeaseMoney,
  deadline: LeaseDeadline,
  listing: LeaseTransitionRow['listing'],
  by: string,
): LeaseTransitionRow => ({ from, to, held, deadline, listing, closedAt: (CLOSED_LEASE_STATES as readonly string[]).includes(to) ? 'SET' : 'KEEP', by });

/** The transition table. Nothing else changes a lease's status. */
export const LEASE_TRANSITIONS: Readonly<Record<LeaseEvent, LeaseTransitionRow>> = {
  RENT_ALIPAY: row([], 'AWAITING_PAYMENT', 'KEEP', 'PAYMENT', 'LEASED', 'the renter rents it paying with Alipay (web, GraphQL)'),
  RENT_BALANCE: row(
    [],
    'AWAITING_DELIVERY',
    'SET',
    'SHIPMENT',
    'LEASED',
    'the renter rents it from the balance (web, GraphQL, a partner): rent and deposit are held',
  ),
  PAID: row(['AWAITING_PAYMENT'], 'AWAITING_DELIVERY', 'SET', 'SHIPMENT', 'KEEP', "Alipay's verified notification: the payment is held"),
  PAYMENT_TIMEOUT: row(['AWAITING_PAYMENT'], 'CANCELLED', 'KEEP', 'CLEAR', 'ON_LEASE', 'not paid within 15 minutes: the listing is for rent again'),
  RENTER_CANCELLED: row(
    ['AWAITING_PAYMENT', 'AWAITING_DELIVERY'],
    'CANCELLED',
    'RELEASE',
    'CLEAR',
    'ON_LEASE',
    'the renter cancels before the lender made the offer: everything held goes back',
  ),
  DELIVERY_FAILED: row(
    ['AWAITING_DELIVERY'],
    'CANCELLED',
    'RELEASE',
    'CLEAR',
    'DELISTED',
    'the lender did not deliver in time, cancelled the offer, or the item or the account is gone: everything goes back, the listing ends',
  ),
  DELIVERY_DECLINED: row(
    ['AWAITING_DELIVERY'],
    'CANCELLED',
    'RELEASE',
    'CLEAR',
    'ON_LEASE',
    "the renter declined or countered the lender's offer, or let it lapse: everything goes back, the listing is for rent again",
  ),
  DELIVERY_OFFER_SENT: row(
    ['AWAITING_DELIVERY'],
    'AWAITING_DELIVERY',
    'KEEP',
    'RECEIPT',
    'KEEP',
    "the lender's offer is sent (a robot account at once, an ordinary one by 发货 and its confirmation): the renter's time to accept runs",
  ),
  DELIVERED: row(
    ['AWAITING_DELIVERY'],
    'RENTING',
    'KEEP',
    'END',
    'KEEP',
    "the renter's account has exactly the item (the trade checked against the asset and both Steam IDs)",
  ),
  RENEWED: row(['RENTING'], 'RENTING', 'ADD', 'END', 'KEEP', 'the renter adds days before the end, within the most days: the added rent is held'),
  BUYOUT: row(['RENTING', 'OVERDUE'], 'BOUGHT_OUT', 'BUYOUT', 'CLEAR', 'DELISTED', 'the renter buys the item out (a listing with a buyout price)'),
  RETURN_REQUESTED: row(
    ['RENTING', 'OVERDUE'],
    'RETURNING',
    'KEEP',
    'CLEAR',
    'KEEP',
    "the renter returns it from day 8: the platform sends the offer from the renter's account to the lender's; neither the end nor the grace runs while it is on its way",
  ),
  RETURN_OFFER_SENT: row(
    ['RETURNING'],
    'RETURNING',
    'KEEP',
    'KEEP',
    'KEEP',
    "the return offer is sent, and sent again after the lender's account declined it or let it lapse (the renter is never made overdue by the lender's refusal)",
  ),
  RETURN_FAILED: row(
    ['RETURNING'],
    'RENTING',
    'KEEP',
    'END',
    'KEEP',
    "the return could not be made from the renter's side (the item or the renter's account is gone) before the end: the lease runs on to its end",
  ),
  RETURN_FAILED_OVERDUE: row(
    ['RETURNING'],
    'OVERDUE',
    'KEEP',
    'GRACE',
    'KEEP',
    "the return failed on the renter's side after the end: the lease is overdue, the whole grace from now",
  ),
  RETURN_RECEIVED: row(
    ['RETURNING'],
    'RETURN_PROTECTED',
    'KEEP',
    'PROTECTION',
    'KEEP',
    "the lender's account has exactly the item back; the return trade's protection runs",
  ),
  PROTECTION_ENDED: row(
    ['RETURN_PROTECTED'],
    'COMPLETED',
    'SETTLE',
    'CLEAR',
    'DELISTED',
    'the return trade can no longer be reversed: rent of the days used to the lender, the rest to the renter',
  ),
  RETURN_REVERSED: row(
    ['RETURN_PROTECTED'],
    'DEFAULTED',
    'CAPTURE',
    'CLEAR',
    'DELISTED',
    'the renter reversed the return trade: the deposit and the rent go to the lender',
  ),
  END_PASSED: row(['RENTING'], 'OVERDUE', 'KEEP', 'GRACE', 'KEEP', 'the lease ended and the item was not returned: the renter is told, the grace runs'),
  GRACE_PASSED: row(
    ['OVERDUE'],
    'DEFAULTED',
    'CAPTURE',
    'CLEAR',
    'DELISTED',
    'the grace is over: the deposit and the rent go to the lender, the item stays with the renter',
  ),
  DELIVERY_REVERSED: row(
    ['RENTING', 'OVERDUE', 'RETURNING'],
    'REVERSED',
    'RELEASE',
    'CLEAR',
    'DELISTED',
    'the lender reversed the delivery trade: the renter gets everything back',
  ),
};

/** The state `event` takes a lease in `state` to, or null when the table does not apply it there (null state: not created yet). */
export const leaseTransitionOf = (event: LeaseEvent, state: LeaseState | null): LeaseState | null => holdingTransitionOf(LEASE_TRANSITIONS, event, state);

export const isLeaseState = (value: string): value is LeaseState => (LEASE_STATES as readonly string[]).includes(value);
export const isClosedLease = (state: string) => (CLOSED_LEASE_STATES as readonly string[]).includes(state);
export const isHoldingLease = (state: string) => (HOLDING_LEASE_STATES as readonly string[]).includes(state);
