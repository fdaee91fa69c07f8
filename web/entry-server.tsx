// The server's rendering of a first visit's page (api/http/serverRendering.ts): the same routes,
// loaders and components as the browser's, run once for the request in a Relay environment that
// answers only from the answers the server already wrote into the page (pageHtml.ts). The browser
// then hydrates that HTML instead of building the page from nothing (main.tsx), so the page is on
// screen as soon as its HTML and styles arrive, not once the scripts have run. Built by
// `vite build --ssr` (vite.config.ts) into dist/ssr, since the graphql tags need babel-plugin-relay
// and the styled components need their build-time ids. Its default export is what the API loads
// (lib/serverEntry.ts): this renderer and the first-load queries the server answers into the page.
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './AppProviders.tsx';
import { setRenderClock } from './components/renderClock.ts';
import { createI18n, type Language, loadTranslations } from './i18n/i18n.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { GRAPHQL_ENDPOINT } from './relay/network.ts';
import type { ServerEntry, ServerRendered, ServerRenderInput } from '../lib/serverEntry.ts';
import { preloadedResponsesOf } from './relay/preloadedResponses.ts';
import { firstLoadQueries, hasFirstLoadPageQuery } from './routes/firstLoadQueries.ts';
import { createRoutes } from './routes/routes.tsx';

const i18nByLanguage = new Map<Language, Promise<I18n>>();

/** One i18next instance per language for every request: a page never changes the server's language. */
function i18nFor(language: Language): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = loadTranslations(language).then((translations) => createI18n(language, { [language]: translations }));
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

class NotPreloaded extends Error {
  constructor() {
    super('a query the page did not preload');
  }
}

/**
 * Renders the page, or answers null when it cannot be rendered as the browser would show it: a
 * redirect, a route error, or a query whose answer is not in the page. The caller then sends the
 * page unrendered, which the browser builds itself, as it always could.
 */
async function renderPage({ url, language, currency, preloaded, renderedAt }: ServerRenderInput): Promise<ServerRendered | null> {
  const i18n = await i18nFor(language);
  let missedQuery = false;
  const environment = createRelayEnvironment({
    isServer: true,
    getLanguage: () => preloaded.language,
    messages: () => ({ network: '', server: '' }),
    notify: () => undefined,
    navigate: () => undefined,
    preloaded: preloadedResponsesOf(preloaded),
    // nothing is sent from here: the notice check is the browser's, and a query not preloaded
    // means the page cannot be rendered as the browser would show it
    fetchImpl: (input) => {
      if (String(input) === GRAPHQL_ENDPOINT) missedQuery = true;
      return Promise.reject(new NotPreloaded());
    },
  });
  const handler = createStaticHandler(createRoutes(environment));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors || context.statusCode !== 200 || missedQuery) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    setRenderClock(renderedAt);
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders environment={environment} i18n={i18n} currency={currency}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    if (missedQuery) return null;
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export default { renderPage, firstLoadQueries, hasFirstLoadPageQuery } satisfies ServerEntry;
