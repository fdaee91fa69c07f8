import { useSyncExternalStore } from 'react';

// The time the page's texts are written for ("3 minutes ago", the footer's year). A page rendered
// on the server (web/entry-server.tsx) is written for the time it was rendered at, and the browser
// hydrates it at that same time (React reads the server snapshot while hydrating), so the two agree;
// right after, and every 30 seconds while a time is on screen, the texts move to the browser's clock.

const TICK_MS = 30_000;

let renderedAt: number | null = null;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The server's render time of the page: set by the server before it renders, and by the browser before it hydrates. */
export function setRenderClock(at: number): void {
  renderedAt = at;
}

function subscribe(listener: () => void): () => void {
  // a first time on screen after a while: the clock is brought up to date (React renders again if it moved)
  if (listeners.size === 0) now = Date.now();
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const each of listeners) each();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/** The current time in epoch ms, as texts should show it (see above). */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}
