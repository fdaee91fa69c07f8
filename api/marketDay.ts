// The market's clock and day: the market keeps China's time, UTC+8 all year (China has kept no
// daylight saving time since 1991), as do Alipay's times. Its day is the day of order and serial
// numbers, partners' daily limits, statements and statistics; these are the one place that shifts an
// instant by the eight hours. Pure functions of the instant they are given (no clock of their own).
import { randomInt } from 'node:crypto';

/** UTC+8. */
export const MARKET_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The market's wall clock at an instant, as a Date whose UTC fields (getUTCDate, toISOString) read it. */
export function marketClock(instant: Date): Date {
  return new Date(instant.getTime() + MARKET_UTC_OFFSET_MS);
}

/** The instant at which the market's wall clock reads `wallClock` (milliseconds whose UTC reading is the market's): marketClock's inverse. */
export function fromMarketClock(wallClock: number): Date {
  return new Date(wallClock - MARKET_UTC_OFFSET_MS);
}

/** The market day at an instant, as days since 1970-01-01 (the day, not an instant). */
export function marketDayOf(instant: Date): number {
  return Math.floor(marketClock(instant).getTime() / DAY_MS);
}

/** The instant a market day begins (its midnight, 16:00 UTC the day before). */
export function marketMidnight(day: number): Date {
  return fromMarketClock(day * DAY_MS);
}

/** The start of the market day that holds `now`. */
export function marketDayStart(now: Date): Date {
  return marketMidnight(marketDayOf(now));
}

/** yyyyMMdd of the market day at an instant. */
export function marketDate(instant: Date): string {
  return marketClock(instant).toISOString().slice(0, 10).replaceAll('-', '');
}

/** yyyyMMddHHmmss of the market's wall clock at an instant. */
export function marketTimestamp(instant: Date): string {
  return marketClock(instant).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** `count` random decimal digits. */
export function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) {
    const width = Math.min(6, count - digits.length);
    digits += String(randomInt(0, 10 ** width)).padStart(width, '0');
  }
  return digits;
}

/**
 * A readable, unique serial number: a prefix (a letter naming what it numbers, or none), the market
 * day (yyyyMMdd) and `digits` random digits. Orders, buy orders, price offers and withdrawals are
 * numbered so; the columns are unique.
 */
export function marketDaySerial(prefix: string, now: Date, digits: number): string {
  return `${prefix}${marketDate(now)}${randomDigits(digits)}`;
}
