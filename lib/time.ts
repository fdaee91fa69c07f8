// Remaining-time rule of SPEC §5, shared by the API and the web client.

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
