import { useCallback, useEffect, useState } from 'react';
import { goToExternalPage } from './externalNavigation.ts';

/**
 * Leaving for a page of the payment provider: `leaving` stays true until the page is gone (the
 * button stays busy), and false again when the browser comes back to this page from its cache.
 */
export function useExternalPage() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const leave = useCallback((url: string) => {
    setLeaving(true);
    goToExternalPage(url);
  }, []);
  return { leaving, leave };
}
