import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { showToast } from './components/toast/toastStore.ts';
import { createI18n, currentLanguage, languageTag, loadTranslations, storedLanguage } from './i18n/i18n.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { readPreloadedResponses } from './relay/preloadedResponses.ts';
import { createRoutes } from './routes/routes.tsx';
import { signOutLocally } from './session/Session.tsx';

const startLanguage = storedLanguage();
const i18n = createI18n(startLanguage, { [startLanguage]: await loadTranslations(startLanguage) });

// the answers the server wrote into the page for its first queries (web/relay/preloadedResponses.ts)
const preloaded = readPreloadedResponses(document);

let navigate: (path: string) => void = (path) => window.location.assign(path);

const environment = createRelayEnvironment({
  getLanguage: () => languageTag(currentLanguage(i18n)),
  messages: () => ({ network: i18n.t('common.errors.network'), server: i18n.t('common.errors.server') }),
  notify: (message) => showToast(message, 'error'),
  navigate: (path) => navigate(path),
  // SPEC §8: a 401 is silent, and the app treats the user as signed out from then on.
  onUnauthenticated: () => signOutLocally(environment),
  preloaded,
});

const router = createBrowserRouter(createRoutes(environment));
navigate = (path) => void router.navigate(path);
// once the first page's loaders are done, the answers it did not use are dropped: later requests are fresh
const stopWatching = router.subscribe((state) => {
  if (!state.initialized) return;
  preloaded.discard();
  stopWatching();
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders environment={environment} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
