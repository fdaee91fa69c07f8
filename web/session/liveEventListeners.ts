import { useEffect, useRef } from 'react';
import type { LiveEventsSubscription$data } from '../__generated__/LiveEventsSubscription.graphql.ts';

/** One event of the tab's live stream (web/session/LiveEvents.tsx), after the store took it in. */
export type LiveEvent = LiveEventsSubscription$data['viewerEvents'];

const listeners = new Set<(event: LiveEvent) => void>();

/** Hands an event to the pages that follow the stream (LiveEvents calls it once the store is updated). */
export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of listeners) listener(event);
}

/** Calls `onEvent` with every live event while the component is mounted (the latest `onEvent`, without re-subscribing). */
export function useLiveEvent(onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    const listener = (event: LiveEvent) => latest.current(event);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** How long a page waits after a matching event before it refetches, so a burst (ten items listed at once) costs one fetch. */
export const LIVE_REFETCH_DELAY_MS = 250;

/**
 * Refetches (once per burst) after each live event `matches` accepts: for what the store cannot
 * follow by itself, such as a filtered list an item leaves or joins, or counts the server computes.
 */
export function useRefetchOnLiveEvent(matches: (event: LiveEvent) => boolean, refetch: () => void): void {
  const latest = useRef({ matches, refetch });
  latest.current = { matches, refetch };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent((event) => {
    if (!latest.current.matches(event) || timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current.refetch();
    }, LIVE_REFETCH_DELAY_MS);
  });
}

/**
 * A listing of the viewer's changed state (sold, unlisted, listed, reserved or released), as opposed
 * to a new price: it moves an item between the inventory's tabs and changes their counts.
 */
export function isListingMove(event: LiveEvent): boolean {
  return event.__typename === 'ListingChanged' && event.listingEvent !== 'REPRICE';
}
