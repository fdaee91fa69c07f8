import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { setRenderClock } from './components/renderClock.ts';
import { showToast } from './components/toast/toastStore.ts';
import { createI18n, currentLanguage, languageTag, loadTranslations, storedLanguage } from './i18n/i18n.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { readPreloadedResponses } from './relay/preloadedResponses.ts';
import { documentNavigationType, keyFirstEntry, newHistoryKey } from './lib/historyEntry.ts';
import { readStored, writeStored } from './lib/storage.ts';
import { showCurrency, storedCurrency } from './money/currency.tsx';
import { createRoutes } from './routes/routes.tsx';
import { signOutLocally } from './session/Session.tsx';

// the language the server wrote the page in (read before the app marks the page with its own)
const pageLanguage = document.documentElement.lang;
const startLanguage = storedLanguage();
const startCurrency = storedCurrency();
showCurrency(startCurrency);
const i18n = createI18n(startLanguage, { [startLanguage]: await loadTranslations(startLanguage) });

// the answers the server wrote into the page for its first queries (web/relay/preloadedResponses.ts)
const preloaded = readPreloadedResponses(document);

let navigate: (path: string) => void = (path) => window.location.assign(path);

const environment = createRelayEnvironment({
  getLanguage: () => languageTag(currentLanguage(i18n)),
  messages: () => ({ network: i18n.t('common.errors.network'), server: i18n.t('common.errors.server') }),
  notify: (message) => showToast(message, 'error'),
  navigate: (path) => navigate(path),
  // a 401 is silent, and the app treats the user as signed out from then on (docs/web-client.md)
  onUnauthenticated: () => signOutLocally(environment),
  preloaded,
});

/**
 * The visitor may have scrolled the server's page before React took it over: <ScrollRestoration>
 * (AppRoot) would then send them back to the top, unless a position is saved for this history
 * entry, in react-router's own record (its storage key and its entry key).
 */
function keepScrollPosition(): void {
  if (window.scrollY === 0) return;
  const storageKey = 'react-router-scroll-positions';
  const entry = (window.history.state as { key?: string } | null)?.key ?? 'default';
  try {
    const saved = JSON.parse(readStored(storageKey, 'session') ?? '{}') as Record<string, number>;
    writeStored(storageKey, JSON.stringify({ ...saved, [entry]: window.scrollY }), 'session');
  } catch {
    // an unreadable record: the page starts at its top, as any page does
  }
}

// a page loaded anew opens at its top, back and forward where the user was (web/lib/historyEntry.ts)
keyFirstEntry(window.history, documentNavigationType(), newHistoryKey);
const router = createBrowserRouter(createRoutes(environment));
navigate = (path) => void router.navigate(path);
// the first page's code and data are in once its loaders are done (answered from the page's answers)
const initialized = new Promise<void>((resolve) => {
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    stopWatching();
    resolve();
  });
  if (router.state.initialized) resolve();
});
// once the first page's loaders are done, the answers it did not use are dropped: later requests are fresh
void initialized.then(() => preloaded.discard());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The server's page is inert until React has taken it over (api/http/pageHtml.ts): a click or a
 * keystroke before that would be lost on an element with no handler yet. Readable meanwhile.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => container?.removeAttribute('inert'), []);
  return children;
}

const app = (
  <StrictMode>
    <Interactive>
      <AppProviders environment={environment} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </Interactive>
  </StrictMode>
);

// A page the server rendered (api/http/serverRendering.ts) stays on screen while the route's code
// and data come in, and React then takes it over as it is (hydration), when the browser would
// render the same: the same language and currency (the server reads them from the cookies the app
// keeps, lib/pageLanguage.ts and lib/pageCurrency.ts).
// Otherwise the app renders it anew, once it has it all, so the visitor never sees a spinner instead.
const renderedAt = container.dataset.renderedAt;
if (renderedAt === undefined || !container.hasChildNodes()) {
  createRoot(container).render(app);
} else {
  // not awaited here: the pages' chunks import this one, which must have finished running first
  void initialized.then(() => {
    const same = pageLanguage === languageTag(startLanguage) && container.dataset.currency === startCurrency && !router.state.errors;
    if (!same) {
      createRoot(container).render(app);
      return;
    }
    setRenderClock(Number(renderedAt));
    keepScrollPosition();
    hydrateRoot(container, app);
  });
}
