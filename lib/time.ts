// The rule of time left (docs/web-client.md "Amounts, dates and times"), shared by the API and the web client.

export type Remaining = { unit: 'day'; value: number } | { unit: 'hour'; value: number } | { unit: 'underHour' } | null;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Past: nothing; a day or more: whole days rounded up; an hour or more: whole hours rounded down; else under an hour. */
export function remainingTime(until: Date | number, now: Date | number = Date.now()): Remaining {
  const left = new Date(until).getTime() - new Date(now).getTime();
  if (left <= 0) return null;
  if (left >= DAY) return { unit: 'day', value: Math.ceil(left / DAY) };
  if (left >= HOUR) return { unit: 'hour', value: Math.floor(left / HOUR) };
  return { unit: 'underHour' };
}

/** Chinese form used across the site: 3天, 5时, <1时. */
export function formatRemainingZh(remaining: Remaining): string {
  if (!remaining) return '';
  if (remaining.unit === 'day') return `${remaining.value}天`;
  if (remaining.unit === 'hour') return `${remaining.value}时`;
  return '<1时';
}

/**
 * The countdown of a payment window (15 minutes): minutes and seconds, `mm:ss`, seconds rounded up so
 * it reads 00:01 in its last second; nothing when past. This departs from the rule above, which would
 * say <1时 for the whole window (docs/web-client.md "Behaviours"); a
 * deadline an hour or more away keeps the rule (null here).
 */
export function minutesAndSeconds(until: Date | number, now: Date | number = Date.now()): string | null {
  const left = new Date(until).getTime() - new Date(now).getTime();
  if (left <= 0 || left >= HOUR) return null;
  const seconds = Math.ceil(left / 1000);
  if (seconds >= 3600) return null;
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
