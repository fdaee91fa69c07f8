// The terms of a lease (租赁), shared by the API and the web client (docs/money-and-orders.md
// "Leases"): what a lender may ask, what a renter pays, and how the money held is divided when the
// lease ends. Every amount is integer cents; every length is in lease days (LEASE_DAY_SECONDS each).

/** A lease runs at least 8 days: a traded item is trade-protected for 7 days and can come back on day 8. */
export const LEASE_MIN_DAYS = 8;
/** The most days a lender may allow. */
export const LEASE_MAX_DAYS = 60;
/** The long-term rent applies to every day of a lease over this many days. */
export const LEASE_LONG_DAYS = 21;
/** Days of trade protection of a trade: the item cannot be traded on, and the trade can be reversed, until they pass. */
export const LEASE_PROTECTION_DAYS = 7;
/** The deposit is at least this share of the reference price (percent)… */
export const DEPOSIT_MIN_PERCENT_OF_REFERENCE = 140;
/** …and a day's rent at most this share of it (percent). */
export const DAILY_RENT_MAX_PERCENT_OF_REFERENCE = 10;
/** The market's "from ¥x/day" ignores listings whose deposit is more than this many times the reference price. */
export const DISPLAYED_RENT_DEPOSIT_MAX_TIMES = 3;
/** Most items one request may offer for rent. */
export const LEASE_BATCH_MAX = 200;

/** What a lender asks (cents; the long rent and the buyout are optional). */
export type LeaseAsk = {
  dailyRentCents: number;
  longDailyRentCents: number | null;
  depositCents: number;
  maxDays: number;
  buyoutPriceCents: number | null;
};

/** The least deposit: max(140 % of the reference price, rounded up to the cent; the daily rent × the most days). */
export function minDepositCents(referenceCents: number, dailyRentCents: number, maxDays: number): number {
  return Math.max(Math.ceil((referenceCents * DEPOSIT_MIN_PERCENT_OF_REFERENCE) / 100), dailyRentCents * maxDays);
}

/** The most a day's rent may be: 10 % of the reference price, rounded down to the cent (at least 1 cent). */
export function maxDailyRentCents(referenceCents: number): number {
  return Math.max(1, Math.floor((referenceCents * DAILY_RENT_MAX_PERCENT_OF_REFERENCE) / 100));
}

/** Why an ask is refused, in the order they are checked; null when it may be offered. */
export type LeaseAskProblem =
  | { field: 'dailyRent'; reason: 'notPositive' | 'tooHigh'; limitCents?: number }
  | { field: 'longDailyRent'; reason: 'notPositive' | 'aboveDailyRent' }
  | { field: 'maxDays'; reason: 'range' }
  | { field: 'deposit'; reason: 'tooLow'; limitCents: number }
  | { field: 'buyoutPrice'; reason: 'belowDeposit' };

export function checkLeaseAsk(ask: LeaseAsk, referenceCents: number): LeaseAskProblem | null {
  if (!(Number.isSafeInteger(ask.dailyRentCents) && ask.dailyRentCents > 0)) return { field: 'dailyRent', reason: 'notPositive' };
  const maxRent = maxDailyRentCents(referenceCents);
  if (ask.dailyRentCents > maxRent) return { field: 'dailyRent', reason: 'tooHigh', limitCents: maxRent };
  if (ask.longDailyRentCents !== null) {
    if (!(Number.isSafeInteger(ask.longDailyRentCents) && ask.longDailyRentCents > 0)) return { field: 'longDailyRent', reason: 'notPositive' };
    if (ask.longDailyRentCents > ask.dailyRentCents) return { field: 'longDailyRent', reason: 'aboveDailyRent' };
  }
  if (!(Number.isInteger(ask.maxDays) && ask.maxDays >= LEASE_MIN_DAYS && ask.maxDays <= LEASE_MAX_DAYS)) return { field: 'maxDays', reason: 'range' };
  const minDeposit = minDepositCents(referenceCents, ask.dailyRentCents, ask.maxDays);
  if (!(Number.isSafeInteger(ask.depositCents) && ask.depositCents >= minDeposit)) return { field: 'deposit', reason: 'tooLow', limitCents: minDeposit };
  if (ask.buyoutPriceCents !== null && !(Number.isSafeInteger(ask.buyoutPriceCents) && ask.buyoutPriceCents >= ask.depositCents)) {
    return { field: 'buyoutPrice', reason: 'belowDeposit' };
  }
  return null;
}

/** The rent a day for a lease of `days` days: the long rent over 21 days when the lender gave one. */
export function dailyRentFor(terms: Pick<LeaseAsk, 'dailyRentCents' | 'longDailyRentCents'>, days: number): number {
  return days > LEASE_LONG_DAYS && terms.longDailyRentCents !== null ? terms.longDailyRentCents : terms.dailyRentCents;
}

/** The rent of a new lease of `days` days. */
export function rentFor(terms: Pick<LeaseAsk, 'dailyRentCents' | 'longDailyRentCents'>, days: number): number {
  return dailyRentFor(terms, days) * days;
}

/**
 * The rent a renewal adds: the lease's rent for its new length less the rent already paid, never
 * less than nothing (a renewal that takes a lease over 21 days brings every day to the long rent).
 */
export function renewalRentCents(terms: Pick<LeaseAsk, 'dailyRentCents' | 'longDailyRentCents'>, rentPaidCents: number, newDays: number): number {
  return Math.max(0, rentFor(terms, newDays) - rentPaidCents);
}

/** Whole lease days begun between `from` and `to` (at least 1 once any time passed, 0 otherwise). */
export function daysBegun(from: Date, to: Date, daySeconds: number): number {
  const elapsed = to.getTime() - from.getTime();
  return elapsed <= 0 ? 0 : Math.ceil(elapsed / (daySeconds * 1000));
}

/**
 * The rent earned for the days used of a lease paid `rentCents` for `days` days: the days begun
 * until the return was asked for, at least `minimumDays` (8 for a return, 1 for a buyout), at most
 * every day paid; the share of the rent paid, rounded down to the cent (the whole rent when every
 * day was used).
 */
export function rentUsedCents(lease: { rentCents: number; days: number }, daysUsed: number, minimumDays: number): number {
  const used = Math.min(lease.days, Math.max(minimumDays, daysUsed));
  return used >= lease.days ? lease.rentCents : Math.floor((lease.rentCents * used) / lease.days);
}

/** When a lease that started at `startedAt` may first be returned: the day its item's trade protection ends (day 8). */
export function firstReturnAt(startedAt: Date, daySeconds: number): Date {
  return new Date(startedAt.getTime() + LEASE_PROTECTION_DAYS * daySeconds * 1000);
}

/** Whether a listing's daily rent counts for the market's "from ¥x/day": its deposit is at most 3 times the reference price. */
export function countsForDisplayedRent(depositCents: number, referenceCents: number): boolean {
  return depositCents <= referenceCents * DISPLAYED_RENT_DEPOSIT_MAX_TIMES;
}

/**
 * A lease's number in a trade offer's message: "L", the market day and 10 digits (18 digits). The
 * delivery offer and the return offer of a lease carry it, and the simulated Steam reads it there to
 * protect the trade for 7 lease days instead of 7 real ones (docs/simulated-services.md).
 */
export const LEASE_NO_IN_MESSAGE = /(?<![A-Za-z0-9])L\d{18}(?!\d)/;

/** The lease number a trade offer's message names, or null when it names none. */
export function leaseNoInOfferMessage(message: string | null | undefined): string | null {
  return message ? (LEASE_NO_IN_MESSAGE.exec(message)?.[0] ?? null) : null;
}
