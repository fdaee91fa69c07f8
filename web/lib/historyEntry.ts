/**
 * react-router keys its saved scroll positions (sessionStorage `react-router-scroll-positions`) by
 * the history entry's key, and a document's first entry has none: every page loaded from the
 * address bar, a bookmark or another site was "default", so it opened where the last such page of
 * the tab had been scrolled to. Entering a page starts at its top (docs/web-client.md "Behaviours"),
 * and a full page load enters one. So a page load that is not a move back or forward gets a key of its own
 * before the router reads the entry (a reload too: it opens at the top); back and forward keep the
 * entry's key and so its saved position.
 */
export function keyFirstEntry(history: Pick<History, 'state' | 'replaceState'>, navigationType: string | undefined, newKey: () => string): void {
  if (navigationType === 'back_forward') return;
  const state = history.state as Record<string, unknown> | null;
  history.replaceState({ ...(state ?? {}), key: newKey() }, '');
}

/** How this document was reached: 'navigate', 'reload', 'back_forward' or 'prerender' (Navigation Timing). */
export function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

/** A history key as react-router makes them. */
export const newHistoryKey = () => Math.random().toString(36).slice(2, 10);
