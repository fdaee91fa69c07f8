import { useCallback, useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';

type Cooldowns = Record<string, number>;

function readCooldowns(): Cooldowns {
  try {
    const value: unknown = JSON.parse(readStored(STORAGE_KEYS.button) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

function writeCooldown(name: string, endsAt: number | null): void {
  const now = Date.now();
  const cooldowns = Object.fromEntries(Object.entries(readCooldowns()).filter(([key, end]) => key !== name && end > now));
  if (endsAt !== null) cooldowns[name] = endsAt;
  writeStored(STORAGE_KEYS.button, Object.keys(cooldowns).length ? JSON.stringify(cooldowns) : null);
}

const secondsUntil = (endsAt: number | undefined) => (endsAt ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0);

/**
 * A button's countdown in whole seconds (the "send code" button: 60 s after a send). Its end is
 * kept in the `button` storage entry (cleared at logout), so that a reload keeps counting.
 */
export function useCountdown(name: string): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | undefined>(() => readCooldowns()[name]);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    setSecondsLeft(secondsUntil(endsAt));
    if (!endsAt || endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        writeCooldown(name, null);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, name]);

  const start = useCallback(
    (seconds: number) => {
      const end = Date.now() + Math.max(0, seconds) * 1000;
      writeCooldown(name, seconds > 0 ? end : null);
      setEndsAt(seconds > 0 ? end : undefined);
    },
    [name],
  );

  return { secondsLeft, start };
}
