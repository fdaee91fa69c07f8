import { describe, expect, it } from 'vitest';
import { formatRemainingZh, minutesAndSeconds, remainingTime } from '../../lib/time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('remainingTime (the rule of time left)', () => {
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

describe('minutesAndSeconds (the payment window, counted in minutes and seconds)', () => {
  it('counts a 15-minute window down in mm:ss, seconds rounded up', () => {
    expect(minutesAndSeconds(later(15 * 60_000), now)).toBe('15:00');
    expect(minutesAndSeconds(later(14 * 60_000 + 59_001), now)).toBe('15:00');
    expect(minutesAndSeconds(later(14 * 60_000 + 59_000), now)).toBe('14:59');
    expect(minutesAndSeconds(later(61_000), now)).toBe('01:01');
    expect(minutesAndSeconds(later(1), now)).toBe('00:01');
  });

  it('says nothing when past, and leaves an hour or more to the rule of time left', () => {
    expect(minutesAndSeconds(now, now)).toBeNull();
    expect(minutesAndSeconds(later(-1_000), now)).toBeNull();
    expect(minutesAndSeconds(later(HOUR), now)).toBeNull();
    expect(minutesAndSeconds(later(HOUR - 1), now)).toBeNull();
    expect(minutesAndSeconds(later(HOUR - 1_000), now)).toBe('59:59');
  });
});
