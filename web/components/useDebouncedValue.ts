import { useEffect, useState } from 'react';

/** How long typing must pause before a field applies by itself (docs/web-client.md "Amounts, dates and times"). */
export const DEFAULT_DEBOUNCE_MS = 500;

/** `value` once it has stopped changing for `delayMs` (a search box that queries as the user types). */
export function useDebouncedValue<T>(value: T, delayMs = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
