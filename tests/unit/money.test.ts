import { describe, expect, it } from 'vitest';
import { calculateFee, formatAmount, MAX_PRICE_CENTS, parseYuanToCents } from '../../lib/money.ts';

describe('parseYuanToCents (SPEC §5: decimal string to integer cents, at most two decimals)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
    [' 7.5 ', 750],
    ['12.', 1200],
    ['0.10', 10],
  ])('%j is %i cents', (input, cents) => {
    expect(parseYuanToCents(input)).toEqual({ ok: true, cents });
  });

  it('never goes through floating point: 0.29 and 1.005-like inputs are exact or refused', () => {
    expect(parseYuanToCents('0.29')).toEqual({ ok: true, cents: 29 });
    expect(parseYuanToCents('4.35')).toEqual({ ok: true, cents: 435 });
    expect(parseYuanToCents('1.005')).toEqual({ ok: false, reason: 'decimals' });
  });

  it.each(['1.234', '0.001', '.123'])('refuses three decimals in %j', (input) => {
    expect(parseYuanToCents(input)).toEqual({ ok: false, reason: 'decimals' });
  });

  it.each(['', 'abc', '-1', '1e3', '1,5', '+3', '1.2.3', 'NaN', 'Infinity'])('refuses %j', (input) => {
    expect(parseYuanToCents(input).ok).toBe(false);
  });

  it('refuses amounts above the maximum price', () => {
    expect(parseYuanToCents(String(MAX_PRICE_CENTS / 100))).toEqual({ ok: true, cents: MAX_PRICE_CENTS });
    expect(parseYuanToCents(String(MAX_PRICE_CENTS / 100 + 1))).toEqual({ ok: false, reason: 'range' });
    expect(parseYuanToCents('123456789012345')).toEqual({ ok: false, reason: 'range' });
  });
});

describe('formatAmount (SPEC §5: 2 decimals, 4 when 0 < |x| < 0.01)', () => {
  it.each([
    [0, '0.00'],
    [12.5, '12.50'],
    [1234.567, '1234.57'],
    [0.01, '0.01'],
    [0.0099, '0.0099'],
    [0.00142, '0.0014'],
    [-0.005, '-0.0050'],
    [-3.2, '-3.20'],
  ])('%d shows as %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});

describe('calculateFee (SPEC §5: whole cents, three decimals under 10 cents)', () => {
  it('rounds a fee of 10 cents or more to whole cents', () => {
    expect(calculateFee(10_000, 0.025)).toBe(2.5);
    expect(calculateFee(12_345, 0.01)).toBe(1.23);
    expect(calculateFee(12_355, 0.01)).toBe(1.24);
  });

  it('keeps three decimals for fees under 10 cents', () => {
    expect(calculateFee(450, 0.01)).toBe(0.045);
    expect(calculateFee(333, 0.01)).toBe(0.033);
    expect(calculateFee(0, 0.01)).toBe(0);
  });
});
