// Date ranges of the settings page's sales and withdrawal statistics: this month,
// this week, last week, the last 7, 30 or 90 days, or a custom range. Calendar days are those of
// Asia/Shanghai (UTC+8 all year: China has kept no daylight saving time since 1991), and weeks start
// on Monday. Pure functions of the clock they are given, so they are unit-tested on fixed dates.
import { ValidationError } from '../../errors.ts';
import { marketDayOf, marketMidnight } from '../../marketDay.ts';

export const STATISTICS_RANGES = ['thisMonth', 'thisWeek', 'lastWeek', 'last7Days', 'last30Days', 'last90Days', 'custom'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** A custom range covers at most this many calendar days, both ends included. */
export const MAX_CUSTOM_DAYS = 366;

const DAY_MS = 86_400_000;

/** A calendar day as a number of days since 1970-01-01 (the day, not an instant). */
export type DayNumber = number;

/** The calendar day in Shanghai at an instant. */
export function shanghaiDay(instant: Date): DayNumber {
  return marketDayOf(instant);
}

/** The instant a Shanghai calendar day begins (its midnight, which is 16:00 UTC the day before). */
export function shanghaiMidnight(day: DayNumber): Date {
  return marketMidnight(day);
}

/** YYYY-MM-DD of a calendar day. */
export function formatDay(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day of a YYYY-MM-DD string naming a real date, or undefined. */
export function parseDay(text: unknown): DayNumber | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
  return utc / DAY_MS;
}

/** 0 for Monday … 6 for Sunday. */
function weekdayFromMonday(day: DayNumber): number {
  return (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
}

function firstOfMonth(day: DayNumber): DayNumber {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

export type StatisticsPeriod = {
  range: StatisticsRange;
  /** First calendar day, YYYY-MM-DD (Shanghai). */
  from: string;
  /** Last calendar day, included, YYYY-MM-DD (Shanghai). */
  to: string;
  /** Number of calendar days, both ends included. */
  days: number;
  /** The instant the first day begins. */
  start: Date;
  /** The instant after the last day ends (exclusive bound). */
  end: Date;
};

function period(range: StatisticsRange, fromDay: DayNumber, toDay: DayNumber): StatisticsPeriod {
  return {
    range,
    from: formatDay(fromDay),
    to: formatDay(toDay),
    days: toDay - fromDay + 1,
    start: shanghaiMidnight(fromDay),
    end: shanghaiMidnight(toDay + 1),
  };
}

export function isStatisticsRange(value: unknown): value is StatisticsRange {
  return typeof value === 'string' && (STATISTICS_RANGES as readonly string[]).includes(value);
}

/**
 * The calendar days a range covers at `now`. The running periods (this month, this week, the last
 * N days) end today, so `to` is today's date; "last 7 days" is today and the 6 days before it.
 * A custom range needs both dates (YYYY-MM-DD), from ≤ to, neither after today, at most
 * MAX_CUSTOM_DAYS days; the dates are ignored for the other ranges.
 */
export function resolveStatisticsPeriod(range: unknown, from: unknown, to: unknown, now: Date): StatisticsPeriod {
  if (!isStatisticsRange(range)) throw new ValidationError('range', 'statistics.rangeInvalid');
  const today = shanghaiDay(now);
  switch (range) {
    case 'thisMonth':
      return period(range, firstOfMonth(today), today);
    case 'thisWeek':
      return period(range, today - weekdayFromMonday(today), today);
    case 'lastWeek': {
      const monday = today - weekdayFromMonday(today) - 7;
      return period(range, monday, monday + 6);
    }
    case 'last7Days':
      return period(range, today - 6, today);
    case 'last30Days':
      return period(range, today - 29, today);
    case 'last90Days':
      return period(range, today - 89, today);
    case 'custom': {
      const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (blank(from) || blank(to)) throw new ValidationError(blank(from) ? 'from' : 'to', 'statistics.customDatesRequired');
      const fromDay = parseDay(from);
      if (fromDay === undefined) throw new ValidationError('from', 'statistics.dateInvalid', { field: 'field.from' });
      const toDay = parseDay(to);
      if (toDay === undefined) throw new ValidationError('to', 'statistics.dateInvalid', { field: 'field.to' });
      if (fromDay > toDay) throw new ValidationError('from', 'statistics.dateOrder');
      if (toDay > today) throw new ValidationError('to', 'statistics.dateInFuture');
      if (toDay - fromDay + 1 > MAX_CUSTOM_DAYS) throw new ValidationError('from', 'statistics.rangeTooLong', { max: MAX_CUSTOM_DAYS });
      return period(range, fromDay, toDay);
    }
  }
}
