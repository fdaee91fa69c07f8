import { describe, expect, it } from 'vitest';
import { amountToYuanCents, MAX_PRICE_CENTS, yuanCentsToAmount } from '../../lib/money.ts';

// the rate the site shows: dollars for one yuan, 4 decimals
const RATE = 0.1383;

describe('amountToYuanCents: a price typed in the selected currency, as the yuan cents the API takes', () => {
  it('CNY: the yuan amount as it is typed', () => {
    expect(amountToYuanCents('1100.77', 'CNY', RATE)).toEqual({ ok: true, cents: 110_077 });
    expect(amountToYuanCents('12.345', 'CNY', RATE)).toEqual({ ok: false, reason: 'decimals' });
  });

  it('USD: dollars divided by the shown rate, to the nearest yuan cent', () => {
    // $152.24 / 0.1383 = ¥1100.7953… -> ¥1100.80
    expect(amountToYuanCents('152.24', 'USD', RATE)).toEqual({ ok: true, cents: 110_080 });
    // $1 / 0.1383 = ¥7.2306… -> ¥7.23
    expect(amountToYuanCents('1', 'USD', RATE)).toEqual({ ok: true, cents: 723 });
    // $0.01 / 0.1383 = ¥0.0723… -> ¥0.07
    expect(amountToYuanCents('0.01', 'USD', RATE)).toEqual({ ok: true, cents: 7 });
  });

  it('USD: half a yuan cent rounds up, computed without floating-point drift', () => {
    // at 0.2 dollars per yuan, $0.01 is exactly ¥0.05, $0.03 is ¥0.15; at 0.4, $0.01 is ¥0.025 -> ¥0.03
    expect(amountToYuanCents('0.01', 'USD', 0.2)).toEqual({ ok: true, cents: 5 });
    expect(amountToYuanCents('0.03', 'USD', 0.2)).toEqual({ ok: true, cents: 15 });
    expect(amountToYuanCents('0.01', 'USD', 0.4)).toEqual({ ok: true, cents: 3 });
    // 0.1 + 0.2 style rates: 0.1383 is taken as 1383 ten-thousandths, not as a binary fraction
    expect(amountToYuanCents('13.83', 'USD', 0.1383)).toEqual({ ok: true, cents: 10_000 });
  });

  it('USD: refuses bad input, a missing rate and amounts above the largest price', () => {
    expect(amountToYuanCents('1.234', 'USD', RATE)).toEqual({ ok: false, reason: 'decimals' });
    expect(amountToYuanCents('abc', 'USD', RATE)).toEqual({ ok: false, reason: 'format' });
    expect(amountToYuanCents('10', 'USD', null)).toEqual({ ok: false, reason: 'rate' });
    expect(amountToYuanCents('10', 'USD', 0)).toEqual({ ok: false, reason: 'rate' });
    const largest = yuanCentsToAmount(MAX_PRICE_CENTS, 'USD', RATE);
    expect(amountToYuanCents(largest, 'USD', RATE).ok).toBe(true);
    expect(amountToYuanCents(String(Number(largest) + 1), 'USD', RATE)).toEqual({ ok: false, reason: 'range' });
  });
});

describe('yuanCentsToAmount: yuan cents as a price field shows them in the selected currency', () => {
  it('CNY: yuan with two decimals', () => {
    expect(yuanCentsToAmount(110_077, 'CNY', RATE)).toBe('1100.77');
    expect(yuanCentsToAmount(5, 'CNY', RATE)).toBe('0.05');
  });

  it('USD: dollars at the rate, to the nearest cent; without a rate, yuan', () => {
    // ¥1100.77 × 0.1383 = $152.2365 -> $152.24
    expect(yuanCentsToAmount(110_077, 'USD', RATE)).toBe('152.24');
    expect(yuanCentsToAmount(110_077, 'USD', null)).toBe('1100.77');
  });

  it('round trip: a converted amount comes back within one yuan cent per dollar cent of rounding', () => {
    for (const cents of [1, 99, 723, 110_077, 9_999_999]) {
      const back = amountToYuanCents(yuanCentsToAmount(cents, 'USD', RATE), 'USD', RATE);
      expect(back.ok).toBe(true);
      if (back.ok) expect(Math.abs(back.cents - cents)).toBeLessThanOrEqual(Math.ceil(1 / RATE / 2));
    }
  });
});
