import { describe, expect, it } from 'vitest';
import { feeCents, formatAmount, formatFee, MAX_PRICE_CENTS, parseCentsInput, parseMoneyInput, parseYuanToCents } from '../../lib/money.ts';

describe('parseYuanToCents (decimal string to integer cents, at most two decimals)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
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

  it.each(['', 'abc', '-1', '1e3', '1,5', '+3', '1.2.3', 'NaN', 'Infinity', ' 7.5 ', '12.', '0x42f'])('refuses %j', (input) => {
    expect(parseYuanToCents(input).ok).toBe(false);
  });

  it('refuses amounts above the maximum price', () => {
    expect(parseYuanToCents(String(MAX_PRICE_CENTS / 100))).toEqual({ ok: true, cents: MAX_PRICE_CENTS });
    expect(parseYuanToCents(String(MAX_PRICE_CENTS / 100 + 1))).toEqual({ ok: false, reason: 'range' });
    expect(parseYuanToCents('123456789012345')).toEqual({ ok: false, reason: 'range' });
  });
});

describe('formatAmount (2 decimals, 4 when 0 < |x| < 0.01)', () => {
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

describe('parseMoneyInput: the one strict reading of an amount in a request (nothing is coerced)', () => {
  it.each([
    ['10', 1000],
    ['10.7', 1070],
    ['10.71', 1071],
    [10.71, 1071],
    [1071, 107_100],
    [0.1, 10],
    ['0', 0],
  ])('%j is %i cents', (input, cents) => {
    expect(parseMoneyInput(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['0x42f', 'format'],
    ['10.71e2', 'format'],
    [1e21, 'format'],
    [' 10 ', 'format'],
    ['10 ', 'format'],
    ['\t10', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['-1', 'format'],
    ['+1', 'format'],
    ['1_000', 'format'],
    ['１０', 'format'],
    ['', 'format'],
    [[1071], 'format'],
    [['10.71'], 'format'],
    [{ amount: 10 }, 'format'],
    [true, 'format'],
    [null, 'format'],
    [undefined, 'format'],
    [Number.NaN, 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    [-5, 'format'],
    [10.711, 'decimals'],
    [0.1 + 0.2, 'decimals'],
    ['10.711', 'decimals'],
    ['99999999999', 'range'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parseMoneyInput(input)).toEqual({ ok: false, reason });
  });
});

describe('parseCentsInput: integer cents in a request', () => {
  it.each([
    [1071, 1071],
    ['1071', 1071],
    [0, 0],
  ])('%j is %i cents', (input, cents) => {
    expect(parseCentsInput(input)).toEqual({ ok: true, cents });
  });

  it.each([['0x42f'], ['10.71e2'], [[1071]], [' 1071 '], [10.5], ['10.5'], [-1], [true], [null], [{}], [Number.NaN]])('refuses %j', (input) => {
    expect(parseCentsInput(input).ok).toBe(false);
  });
});

describe('the fee rule (decided once for orders and withdrawals): whole cents, shown with three decimals under 10 cents', () => {
  it('charges rate × amount rounded half up to whole cents', () => {
    expect(feeCents(10_000, 250)).toBe(250);
    expect(feeCents(12_345, 100)).toBe(123);
    expect(feeCents(12_350, 100)).toBe(124);
    expect(feeCents(890, 100)).toBe(9);
    expect(feeCents(449, 100)).toBe(4);
    expect(feeCents(0, 100)).toBe(0);
  });

  it.each([
    [0.09, '0.090'],
    [0.04, '0.040'],
    [0.01, '0.010'],
    [0.1, '0.10'],
    [1.23, '1.23'],
    [0, '0.00'],
    [-0.05, '-0.050'],
  ])('a fee of %d yuan shows as %s', (amount, text) => {
    expect(formatFee(amount)).toBe(text);
  });

  it('shows exactly the cents it charges: a ¥8.90 sale at 1 % shows ¥0.090, which is the 9 cents moved', () => {
    const fee = feeCents(890, 100);
    expect(formatFee(fee / 100)).toBe('0.090');
    expect(Math.round(Number(formatFee(fee / 100)) * 100)).toBe(fee);
  });
});
