import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: every navigation without a query string scrolls the page to the top. */
export function ScrollToTop() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new location key) scrolls, not only a change of the values read
  useLayoutEffect(() => {
    if (location.search) return;
    try {
      window.scrollTo({ top: 0, left: 0 });
    } catch {
      // environments without scrolling (tests)
    }
  }, [location.key, location.pathname, location.search]);
  return null;
}
