import { describe, expect, it } from 'vitest';
import { PRESET_MULTIPLIERS, checkPrice, parseMultiplier, priceFromMultiplier } from '../../lib/pricing.ts';

describe('listing prices from the reference price', () => {
  it('turns each preset multiplier into whole cents, half a cent rounded up', () => {
    expect(PRESET_MULTIPLIERS).toEqual([0.995, 0.99, 0.98]);
    // 12345 × 0.995 = 12283.275 -> 12283; × 0.99 = 12221.55 -> 12222; × 0.98 = 12098.1 -> 12098
    const prices = PRESET_MULTIPLIERS.map((multiplier) => {
      const parsed = parseMultiplier(multiplier);
      if (!parsed.ok) throw new Error('preset refused');
      return priceFromMultiplier(12_345, parsed.thousandths);
    });
    expect(prices).toEqual([12_283, 12_222, 12_098]);
    expect(priceFromMultiplier(50, 990)).toBe(50); // 49.5 -> 50
    expect(priceFromMultiplier(1, 970)).toBe(1); // never below one cent
  });

  it('accepts custom multipliers from 0.97 to 1.1 with at most three decimals', () => {
    expect(parseMultiplier(0.97)).toEqual({ ok: true, thousandths: 970 });
    expect(parseMultiplier('1.1')).toEqual({ ok: true, thousandths: 1100 });
    expect(parseMultiplier('1.05')).toEqual({ ok: true, thousandths: 1050 });
    expect(parseMultiplier(0.969)).toEqual({ ok: false, reason: 'range' });
    expect(parseMultiplier(1.101)).toEqual({ ok: false, reason: 'range' });
    expect(parseMultiplier('0.9951')).toEqual({ ok: false, reason: 'format' });
    expect(parseMultiplier(0.9951)).toEqual({ ok: false, reason: 'format' });
    expect(parseMultiplier('abc')).toEqual({ ok: false, reason: 'format' });
    expect(parseMultiplier(Number.NaN)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses a price under half the reference and lowers one over three times it', () => {
    expect(checkPrice(4_999, 10_000)).toEqual({ ok: false, reason: 'tooLow', minimumCents: 5_000 });
    expect(checkPrice(5_000, 10_000)).toEqual({ ok: true, priceCents: 5_000, lowered: false });
    expect(checkPrice(30_000, 10_000)).toEqual({ ok: true, priceCents: 30_000, lowered: false });
    expect(checkPrice(30_001, 10_000)).toEqual({ ok: true, priceCents: 30_000, lowered: true });
    // odd references: the floor rounds up, the ceiling down, so both stay inside the percentages
    expect(checkPrice(1, 3)).toEqual({ ok: false, reason: 'tooLow', minimumCents: 2 });
    expect(checkPrice(10, 3)).toEqual({ ok: true, priceCents: 9, lowered: true });
  });
});
