import { describe, expect, it } from 'vitest';
import { fromMarketClock, marketDate, marketDayOf, marketDaySerial, marketDayStart, marketMidnight, marketTimestamp } from '../../api/marketDay.ts';

const at = (iso: string) => new Date(iso);

describe("the market's day (UTC+8)", () => {
  it('turns at 16:00 UTC', () => {
    expect(marketDate(at('2026-11-22T15:59:59.999Z'))).toBe('20261122');
    expect(marketDate(at('2026-11-22T16:00:00Z'))).toBe('20261123');
    expect(marketDayStart(at('2026-11-22T15:59:59.999Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(marketDayStart(at('2026-11-22T16:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(marketMidnight(marketDayOf(at('2026-12-31T20:00:00Z'))).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it("reads the market's wall clock, and back", () => {
    expect(marketTimestamp(at('2026-11-22T16:04:05Z'))).toBe('20261123000405');
    expect(fromMarketClock(Date.UTC(2026, 10, 1)).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('numbers serials by the market day: the prefix, yyyyMMdd and the random digits', () => {
    expect(marketDaySerial('B', at('2026-11-22T16:00:00Z'), 10)).toMatch(/^B20261123\d{10}$/);
    expect(marketDaySerial('', at('2026-11-22T15:00:00Z'), 10)).toMatch(/^20261122\d{10}$/);
    expect(marketDaySerial('W', at('2026-11-22T15:00:00Z'), 12)).toMatch(/^W20261122\d{12}$/);
  });
});
