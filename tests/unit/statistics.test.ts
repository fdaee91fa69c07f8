import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../api/errors.ts';
import { formatDay, parseDay, resolveStatisticsPeriod, shanghaiDay } from '../../api/modules/user/statistics.ts';

const at = (iso: string) => new Date(iso);
const days = (period: { from: string; to: string }) => [period.from, period.to];

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return { field: error.field, key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('expected a ValidationError');
}

// 2026-11-22 is a Sunday; 23:30 on it in Shanghai is 15:30 UTC the same day, and 00:30 on Monday
// the 23rd in Shanghai is still Sunday 16:30 UTC.
const sundayLate = at('2026-11-22T15:30:00Z');
const mondayEarly = at('2026-11-22T16:30:00Z');

describe('Shanghai calendar days', () => {
  it('turn over at 16:00 UTC', () => {
    expect(formatDay(shanghaiDay(at('2026-11-22T15:59:59.999Z')))).toBe('2026-11-22');
    expect(formatDay(shanghaiDay(at('2026-11-22T16:00:00Z')))).toBe('2026-11-23');
    expect(formatDay(shanghaiDay(at('2026-11-21T16:00:00Z')))).toBe('2026-11-22');
  });

  it('parse only real YYYY-MM-DD dates', () => {
    expect(formatDay(parseDay('2028-02-29')!)).toBe('2028-02-29');
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '20261122', '2026/11/22', '', 'today']) {
      expect(parseDay(text)).toBeUndefined();
    }
    expect(parseDay(20261122)).toBeUndefined();
  });
});

describe('resolveStatisticsPeriod', () => {
  it('this week runs from Monday to today, last week from Monday to Sunday', () => {
    expect(days(resolveStatisticsPeriod('thisWeek', undefined, undefined, sundayLate))).toEqual(['2026-11-16', '2026-11-22']);
    expect(days(resolveStatisticsPeriod('lastWeek', undefined, undefined, sundayLate))).toEqual(['2026-11-09', '2026-11-15']);
    // one hour later it is Monday in Shanghai: a new week although UTC still says Sunday
    const thisWeek = resolveStatisticsPeriod('thisWeek', undefined, undefined, mondayEarly);
    expect(days(thisWeek)).toEqual(['2026-11-23', '2026-11-23']);
    expect(thisWeek.start).toEqual(at('2026-11-22T16:00:00Z'));
    expect(thisWeek.end).toEqual(at('2026-11-23T16:00:00Z'));
    const lastWeek = resolveStatisticsPeriod('lastWeek', undefined, undefined, mondayEarly);
    expect(days(lastWeek)).toEqual(['2026-11-16', '2026-11-22']);
    expect(lastWeek).toMatchObject({ days: 7, start: at('2026-11-15T16:00:00Z'), end: at('2026-11-22T16:00:00Z') });
  });

  it('last week reaches into the previous year', () => {
    // 2027-01-01 is a Friday
    expect(days(resolveStatisticsPeriod('lastWeek', undefined, undefined, at('2027-01-01T04:00:00Z')))).toEqual(['2026-12-21', '2026-12-27']);
    expect(days(resolveStatisticsPeriod('thisWeek', undefined, undefined, at('2027-01-01T04:00:00Z')))).toEqual(['2026-12-28', '2027-01-01']);
  });

  it('this month starts on the 1st of the Shanghai month', () => {
    const lastMinute = resolveStatisticsPeriod('thisMonth', undefined, undefined, at('2026-11-30T15:59:00Z'));
    expect(lastMinute).toMatchObject({ range: 'thisMonth', from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(lastMinute.start).toEqual(at('2026-10-31T16:00:00Z'));
    expect(lastMinute.end).toEqual(at('2026-11-30T16:00:00Z'));
    // 2026-11-30 16:30 UTC is 1 December in Shanghai
    expect(days(resolveStatisticsPeriod('thisMonth', undefined, undefined, at('2026-11-30T16:30:00Z')))).toEqual(['2026-12-01', '2026-12-01']);
    expect(days(resolveStatisticsPeriod('thisMonth', undefined, undefined, at('2028-02-29T10:00:00Z')))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('the last N days end today and include it', () => {
    expect(resolveStatisticsPeriod('last7Days', undefined, undefined, sundayLate)).toMatchObject({ from: '2026-11-16', to: '2026-11-22', days: 7 });
    expect(resolveStatisticsPeriod('last30Days', undefined, undefined, sundayLate)).toMatchObject({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(resolveStatisticsPeriod('last90Days', undefined, undefined, sundayLate)).toMatchObject({ from: '2026-08-25', to: '2026-11-22', days: 90 });
    expect(resolveStatisticsPeriod('last7Days', undefined, undefined, mondayEarly)).toMatchObject({ from: '2026-11-17', to: '2026-11-23' });
  });

  it('ignores dates given with a named range', () => {
    expect(days(resolveStatisticsPeriod('last7Days', '2020-01-01', 'nonsense', sundayLate))).toEqual(['2026-11-16', '2026-11-22']);
  });

  it('takes a custom range of real dates, both ends included', () => {
    const custom = resolveStatisticsPeriod('custom', '2026-11-01', ' 2026-11-03 ', sundayLate);
    expect(custom).toMatchObject({ range: 'custom', from: '2026-11-01', to: '2026-11-03', days: 3 });
    expect(custom.start).toEqual(at('2026-10-31T16:00:00Z'));
    expect(custom.end).toEqual(at('2026-11-03T16:00:00Z'));
    expect(resolveStatisticsPeriod('custom', '2026-11-22', '2026-11-22', sundayLate).days).toBe(1);
    // 366 days at most: 2025-11-22 .. 2026-11-22 is exactly 366
    expect(resolveStatisticsPeriod('custom', '2025-11-22', '2026-11-22', sundayLate).days).toBe(366);
    expect(refusal(() => resolveStatisticsPeriod('custom', '2025-11-21', '2026-11-22', sundayLate))).toEqual({
      field: 'from',
      key: 'statistics.rangeTooLong',
      params: { max: 366 },
    });
  });

  it('refuses custom ranges that are incomplete, malformed, reversed or in the future', () => {
    expect(refusal(() => resolveStatisticsPeriod('custom', undefined, '2026-11-01', sundayLate))).toMatchObject({
      field: 'from',
      key: 'statistics.customDatesRequired',
    });
    expect(refusal(() => resolveStatisticsPeriod('custom', '2026-11-01', '', sundayLate))).toMatchObject({
      field: 'to',
      key: 'statistics.customDatesRequired',
    });
    expect(refusal(() => resolveStatisticsPeriod('custom', '2026-02-30', '2026-03-01', sundayLate))).toEqual({
      field: 'from',
      key: 'statistics.dateInvalid',
      params: { field: 'field.from' },
    });
    expect(refusal(() => resolveStatisticsPeriod('custom', '2026-11-01', '11/22/2026', sundayLate))).toMatchObject({
      field: 'to',
      key: 'statistics.dateInvalid',
    });
    expect(refusal(() => resolveStatisticsPeriod('custom', '2026-11-10', '2026-11-09', sundayLate))).toMatchObject({
      field: 'from',
      key: 'statistics.dateOrder',
    });
    // Sunday 23:30 in Shanghai: Monday is the future; half an hour later it is today
    expect(refusal(() => resolveStatisticsPeriod('custom', '2026-11-20', '2026-11-23', sundayLate))).toMatchObject({
      field: 'to',
      key: 'statistics.dateInFuture',
    });
    expect(resolveStatisticsPeriod('custom', '2026-11-20', '2026-11-23', mondayEarly).days).toBe(4);
  });

  it.each([undefined, '', 'THIS_MONTH', 'lastMonth', 7])('refuses the range %j', (range) => {
    expect(refusal(() => resolveStatisticsPeriod(range, undefined, undefined, sundayLate))).toEqual({
      field: 'range',
      key: 'statistics.rangeInvalid',
      params: {},
    });
  });
});
