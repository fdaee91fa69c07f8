// The order state machine (docs/money-and-orders.md): the named statuses (`statusDes`), their
// codes and display codes, and the one transition table every change of an order goes through
// (api/modules/order/orderTransitions.ts applies it). Pure data and pure functions: no database here.
//
// Codes: 11 being created, 21 waiting for the offer to be sent, 31 trade on hold, 41 waiting
// for offer confirmation, 51 successful, 55 failed. 21/31/41 count as pending, 55 as closed. Each named
// status has the code of the step it belongs to; `*_CANCEL_VERIFYING` keep the code of the
// status the cancellation was asked in (21 or 41).

export const ORDER_STATUS_DES = [
  'WAITING_PAYMENT',
  'SELLER_DELIVERING',
  'BUYER_CANCEL_VERIFYING',
  'SELLER_CANCEL_VERIFYING',
  'SYSTEM_CANCEL_VERIFYING',
  'WAITING_RECEIPT',
  'VERIFYING_STATUS',
  'ON_HOLD',
  'PROTECTED',
  'TRADE_SUCCESSFUL',
  'SELLER_SHIPMENT_TIMEOUT',
  'SELLER_CANCELLED',
  'SELLER_REVOKED',
  'BUYER_CANCELLED',
  'BUYER_MALICIOUS_COUNTER',
  'BUYER_RECEIVE_TIMEOUT',
  'BUYER_DECLINED',
  'SYSTEM_CANCELLED',
] as const;
export type OrderStatusDes = (typeof ORDER_STATUS_DES)[number];

export const ORDER_CODES = [11, 21, 31, 41, 51, 55] as const;
export type OrderCode = (typeof ORDER_CODES)[number];

/** The display status of each code: 11->0, 21->2, 31->3, 41->3, 51->4, 55->2. */
export const DISPLAY_STATUS: Readonly<Record<OrderCode, number>> = { 11: 0, 21: 2, 31: 3, 41: 3, 51: 4, 55: 2 };

/** Codes that count as pending. */
export const PENDING_CODES: readonly OrderCode[] = [21, 31, 41];
/** Codes that count as closed. */
export const CLOSED_CODES: readonly OrderCode[] = [55];
export const SUCCESSFUL_CODES: readonly OrderCode[] = [51];
/** The code of an unpaid order (WAITING_PAYMENT). */
export const UNPAID_CODES: readonly OrderCode[] = [11];
/** Codes of an open order, unpaid or pending: it holds its listing (a SOLD listing stays live while its order is open). */
export const OPEN_CODES: readonly OrderCode[] = [...UNPAID_CODES, ...PENDING_CODES];
/** Codes whose statuses run a deadline (payment 11, shipment 21, receipt 41, protection 51): what the deadline sweep reads. */
export const DEADLINE_CODES: readonly OrderCode[] = [11, 21, 41, 51];
/** Codes a cancellation is verified in: a `*_CANCEL_VERIFYING` status keeps the code it was asked from. */
export const CANCEL_VERIFYING_CODES: readonly OrderCode[] = [21, 41];

export function isOrderCode(value: number): value is OrderCode {
  return (ORDER_CODES as readonly number[]).includes(value);
}

export function isOrderStatusDes(value: string): value is OrderStatusDes {
  return (ORDER_STATUS_DES as readonly string[]).includes(value);
}

export function displayStatus(code: number): number | null {
  return isOrderCode(code) ? DISPLAY_STATUS[code] : null;
}

export const isPending = (code: number) => (PENDING_CODES as readonly number[]).includes(code);
export const isClosed = (code: number) => (CLOSED_CODES as readonly number[]).includes(code);

/** The failed statuses (code 55). */
export const FAILED_STATUS_DES = [
  'SELLER_SHIPMENT_TIMEOUT',
  'SELLER_CANCELLED',
  'SELLER_REVOKED',
  'BUYER_CANCELLED',
  'BUYER_MALICIOUS_COUNTER',
  'BUYER_RECEIVE_TIMEOUT',
  'BUYER_DECLINED',
  'SYSTEM_CANCELLED',
] as const satisfies readonly OrderStatusDes[];
export type FailedStatusDes = (typeof FAILED_STATUS_DES)[number];

export const CANCEL_VERIFYING = ['BUYER_CANCEL_VERIFYING', 'SELLER_CANCEL_VERIFYING', 'SYSTEM_CANCEL_VERIFYING'] as const satisfies readonly OrderStatusDes[];

/** Where the buyer's money is in each status (docs/money-and-orders.md): what the model tests check. */
export const MONEY_LOCATION: Readonly<Record<OrderStatusDes, 'NONE' | 'ESCROW' | 'SELLER_FROZEN' | 'SELLER_WITHDRAWABLE' | 'REFUNDED'>> = {
  WAITING_PAYMENT: 'NONE',
  SELLER_DELIVERING: 'ESCROW',
  BUYER_CANCEL_VERIFYING: 'ESCROW',
  SELLER_CANCEL_VERIFYING: 'ESCROW',
  SYSTEM_CANCEL_VERIFYING: 'ESCROW',
  WAITING_RECEIPT: 'ESCROW',
  VERIFYING_STATUS: 'ESCROW',
  ON_HOLD: 'ESCROW',
  PROTECTED: 'SELLER_FROZEN',
  TRADE_SUCCESSFUL: 'SELLER_WITHDRAWABLE',
  SELLER_SHIPMENT_TIMEOUT: 'REFUNDED',
  SELLER_CANCELLED: 'REFUNDED',
  SELLER_REVOKED: 'REFUNDED',
  BUYER_CANCELLED: 'REFUNDED',
  BUYER_MALICIOUS_COUNTER: 'REFUNDED',
  BUYER_RECEIVE_TIMEOUT: 'REFUNDED',
  BUYER_DECLINED: 'REFUNDED',
  SYSTEM_CANCELLED: 'REFUNDED',
};

export const ORDER_EVENTS = [
  'PAID',
  'PAYMENT_TIMEOUT',
  'BUYER_CANCELLED_UNPAID',
  'OFFER_CREATED',
  'OFFER_SENT',
  'TRADE_VERIFYING',
  'OFFER_ACCEPTED',
  'OFFER_IN_ESCROW',
  'OFFER_DECLINED',
  'OFFER_COUNTERED',
  'RECEIPT_TIMEOUT',
  'OFFER_CANCELLED_BY_SELLER',
  'SHIPMENT_TIMEOUT',
  'BUYER_CANCEL_REQUESTED',
  'SELLER_CANCEL_REQUESTED',
  'SYSTEM_CANCEL_REQUESTED',
  'CANCEL_CONFIRMED',
  'TRADE_MISMATCH',
  'SETTLED',
  'TRADE_REVERSED',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * What a transition does to money (docs/money-and-orders.md "The order state machine"):
 * HOLD: the buyer's money into escrow (balance: PURCHASE, deposit first; Alipay: PAYMENT clearing -> escrow);
 * RELEASE: SALE escrow -> seller FROZEN (price - fee) and FEE escrow -> PLATFORM_FEES;
 * SETTLE: SETTLEMENT seller FROZEN -> WITHDRAWABLE and POINTS (one per whole yuan) to the buyer;
 * REFUND: escrow -> where it came from (balance by the deposit/withdrawable split; Alipay back to
 * clearing and a refund through the provider);
 * REVERSE: REVERSAL seller FROZEN and PLATFORM_FEES -> escrow, then REFUND.
 */
export type MoneyEffect = 'NONE' | 'HOLD' | 'RELEASE' | 'SETTLE' | 'REFUND' | 'REVERSE';
/** What a transition does to the order's listing: SOLD, back ON_SALE on the market, or DELISTED. */
export type ListingEffect = 'NONE' | 'SOLD' | 'ON_SALE' | 'DELISTED';

/**
 * Which deadline starts with the new status (its length comes from the configuration), kept, or none.
 * PROTECTION: the end of the trade protection (ORDER_PROTECTION_DAYS, 7 by default), after which the order settles.
 */
export type DeadlineEffect = 'PAYMENT' | 'SHIPMENT' | 'RECEIPT' | 'PROTECTION' | 'KEEP' | 'CLEAR';

export type TransitionTarget = {
  status: OrderCode;
  statusDes: OrderStatusDes;
  money: MoneyEffect;
  listing: ListingEffect;
  deadline: DeadlineEffect;
};

/** `code: 'SAME'` keeps the code the order has (the cancel verifications keep 21 or 41). */
type Target = Omit<TransitionTarget, 'status'> & { status: OrderCode | 'SAME' };

type Row = { from: readonly OrderStatusDes[]; to: Target | ((from: OrderStatusDes) => Target) };

const to = (status: OrderCode | 'SAME', statusDes: OrderStatusDes, money: MoneyEffect, listing: ListingEffect, deadline: DeadlineEffect): Target => ({
  status,
  statusDes,
  money,
  listing,
  deadline,
});

const failed = (statusDes: FailedStatusDes, money: MoneyEffect, listing: ListingEffect) => to(55, statusDes, money, listing, 'CLEAR');

/** The transition table (COMMON.md; docs/money-and-orders.md shows it with a diagram). Nothing else changes an order's status. */
export const TRANSITIONS: Readonly<Record<OrderEvent, Row>> = {
  PAID: { from: ['WAITING_PAYMENT'], to: to(21, 'SELLER_DELIVERING', 'HOLD', 'SOLD', 'SHIPMENT') },
  PAYMENT_TIMEOUT: { from: ['WAITING_PAYMENT'], to: failed('SYSTEM_CANCELLED', 'NONE', 'ON_SALE') },
  BUYER_CANCELLED_UNPAID: { from: ['WAITING_PAYMENT'], to: failed('BUYER_CANCELLED', 'NONE', 'ON_SALE') },
  // the offer exists and waits for the seller's mobile confirmation: the shipment deadline keeps running
  OFFER_CREATED: { from: ['SELLER_DELIVERING'], to: to(21, 'SELLER_DELIVERING', 'NONE', 'NONE', 'KEEP') },
  OFFER_SENT: { from: ['SELLER_DELIVERING'], to: to(41, 'WAITING_RECEIPT', 'NONE', 'NONE', 'RECEIPT') },
  TRADE_VERIFYING: { from: ['WAITING_RECEIPT'], to: to(41, 'VERIFYING_STATUS', 'NONE', 'NONE', 'CLEAR') },
  OFFER_ACCEPTED: {
    from: ['WAITING_RECEIPT', 'VERIFYING_STATUS', 'ON_HOLD', ...CANCEL_VERIFYING],
    to: to(51, 'PROTECTED', 'RELEASE', 'NONE', 'PROTECTION'),
  },
  OFFER_IN_ESCROW: { from: ['WAITING_RECEIPT', 'VERIFYING_STATUS', ...CANCEL_VERIFYING], to: to(31, 'ON_HOLD', 'NONE', 'NONE', 'CLEAR') },
  OFFER_DECLINED: { from: ['WAITING_RECEIPT', 'VERIFYING_STATUS'], to: failed('BUYER_DECLINED', 'REFUND', 'ON_SALE') },
  OFFER_COUNTERED: { from: ['WAITING_RECEIPT'], to: failed('BUYER_MALICIOUS_COUNTER', 'REFUND', 'ON_SALE') },
  RECEIPT_TIMEOUT: { from: ['WAITING_RECEIPT'], to: failed('BUYER_RECEIVE_TIMEOUT', 'REFUND', 'ON_SALE') },
  OFFER_CANCELLED_BY_SELLER: { from: ['SELLER_DELIVERING', 'WAITING_RECEIPT', 'ON_HOLD'], to: failed('SELLER_CANCELLED', 'REFUND', 'DELISTED') },
  SHIPMENT_TIMEOUT: { from: ['SELLER_DELIVERING'], to: failed('SELLER_SHIPMENT_TIMEOUT', 'REFUND', 'DELISTED') },
  BUYER_CANCEL_REQUESTED: { from: ['SELLER_DELIVERING'], to: to('SAME', 'BUYER_CANCEL_VERIFYING', 'NONE', 'NONE', 'KEEP') },
  SELLER_CANCEL_REQUESTED: { from: ['SELLER_DELIVERING', 'WAITING_RECEIPT'], to: to('SAME', 'SELLER_CANCEL_VERIFYING', 'NONE', 'NONE', 'KEEP') },
  SYSTEM_CANCEL_REQUESTED: {
    from: ['SELLER_DELIVERING', 'WAITING_RECEIPT', 'VERIFYING_STATUS'],
    to: to('SAME', 'SYSTEM_CANCEL_VERIFYING', 'NONE', 'NONE', 'KEEP'),
  },
  CANCEL_CONFIRMED: {
    from: CANCEL_VERIFYING,
    to: (from) =>
      from === 'BUYER_CANCEL_VERIFYING'
        ? failed('BUYER_CANCELLED', 'REFUND', 'ON_SALE')
        : from === 'SELLER_CANCEL_VERIFYING'
          ? failed('SELLER_CANCELLED', 'REFUND', 'DELISTED')
          : failed('SYSTEM_CANCELLED', 'REFUND', 'DELISTED'),
  },
  TRADE_MISMATCH: { from: ['WAITING_RECEIPT', 'VERIFYING_STATUS'], to: failed('SYSTEM_CANCELLED', 'REFUND', 'DELISTED') },
  SETTLED: { from: ['PROTECTED'], to: to(51, 'TRADE_SUCCESSFUL', 'SETTLE', 'NONE', 'CLEAR') },
  TRADE_REVERSED: { from: ['PROTECTED'], to: failed('SELLER_REVOKED', 'REVERSE', 'DELISTED') },
};

/**
 * Where `event` takes an order that is in `statusDes` (with code `status`), or null when the
 * table does not allow the event there.
 */
export function transitionOf(event: OrderEvent, current: { status: number; statusDes: string }): TransitionTarget | null {
  const row = TRANSITIONS[event];
  if (!row || !isOrderStatusDes(current.statusDes) || !row.from.includes(current.statusDes)) return null;
  const target = typeof row.to === 'function' ? row.to(current.statusDes) : row.to;
  if (target.status !== 'SAME') return { ...target, status: target.status };
  if (!isOrderCode(current.status)) return null;
  return { ...target, status: current.status };
}

/** The events the table allows from a status (for the detail page's history and the tests). */
export function eventsFrom(statusDes: OrderStatusDes): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => TRANSITIONS[event].from.includes(statusDes));
}

/** The code an order has in a status (the cancel verifications: the code they were asked from, 21 when unknown). */
export function codeOf(statusDes: OrderStatusDes): OrderCode {
  switch (statusDes) {
    case 'WAITING_PAYMENT':
      return 11;
    case 'SELLER_DELIVERING':
    case 'BUYER_CANCEL_VERIFYING':
    case 'SELLER_CANCEL_VERIFYING':
    case 'SYSTEM_CANCEL_VERIFYING':
      return 21;
    case 'WAITING_RECEIPT':
    case 'VERIFYING_STATUS':
      return 41;
    case 'ON_HOLD':
      return 31;
    case 'PROTECTED':
    case 'TRADE_SUCCESSFUL':
      return 51;
    default:
      return 55;
  }
}
