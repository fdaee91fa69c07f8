import { describe, expect, it } from 'vitest';
import { formatRemainingZh, remainingTime } from '../../lib/time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('remainingTime (SPEC §5)', () => {
  it('shows nothing for a past time or now', () => {
    expect(remainingTime(later(-1), now)).toBeNull();
    expect(remainingTime(now, now)).toBeNull();
    expect(formatRemainingZh(remainingTime(later(-HOUR), now))).toBe('');
  });

  it('rounds whole days up from one day on', () => {
    expect(formatRemainingZh(remainingTime(later(24 * HOUR), now))).toBe('1天');
    expect(formatRemainingZh(remainingTime(later(24 * HOUR + 1), now))).toBe('2天');
    expect(formatRemainingZh(remainingTime(later(7 * 24 * HOUR - 1), now))).toBe('7天');
  });

  it('rounds whole hours down between one hour and a day', () => {
    expect(formatRemainingZh(remainingTime(later(HOUR), now))).toBe('1时');
    expect(formatRemainingZh(remainingTime(later(2 * HOUR - 1), now))).toBe('1时');
    expect(formatRemainingZh(remainingTime(later(24 * HOUR - 1), now))).toBe('23时');
  });

  it('shows <1时 under an hour', () => {
    expect(formatRemainingZh(remainingTime(later(1), now))).toBe('<1时');
    expect(formatRemainingZh(remainingTime(later(HOUR - 1), now))).toBe('<1时');
  });
});
