/** YYYY-MM-DD HH:mm in the browser's time zone (the same shape in both languages). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD in the browser's time zone. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}
