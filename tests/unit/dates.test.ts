// One date format on every page, in both languages (web/lib/dates.ts): 2026-11-27 14:03, in the
// browser's time zone.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../web/lib/dates.ts';

describe('formatDateTime', () => {
  const at = new Date(2026, 10, 27, 14, 3, 59).toISOString();

  it('writes year-month-day hours:minutes, zero-padded, in the local time zone', () => {
    expect(formatDateTime(at)).toBe('2026-11-27 14:03');
    expect(formatDateTime(new Date(2026, 0, 5, 7, 9).toISOString())).toBe('2026-01-05 07:09');
    expect(formatDate(at)).toBe('2026-11-27');
  });

  it('writes nothing for a value that is not a time', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
