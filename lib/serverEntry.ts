// What the server rendering's build exports to the API: web/entry-server.tsx, built by
// `vite build --ssr` into dist/ssr/entry-server.js, whose default export the API loads at start-up
// (api/http/serverRendering.ts). It holds what needs the web client's build: its routes and
// components, Relay's artifacts and the pages' query parameters.
import type { PageCurrency } from './pageCurrency.ts';
import type { PageLanguage } from './pageLanguage.ts';
import type { PreloadedPayload } from './preloadedQueries.ts';

/** A query a first visit sends before its page can render, as the client sends it. */
export type FirstLoadQuery = {
  /** The persisted operation's id (api/graphql/persisted-documents.json). */
  id: string;
  operationName: string;
  /** Normalised as Relay normalises a request's: every declared variable, defaults filled in. */
  variables: Record<string, unknown>;
  /** preloadKey(id, variables): what the client looks the answer up by. */
  key: string;
};

export type ServerRenderInput = {
  /** The page's URL, with its origin (the loaders read their parameters from it). */
  url: string;
  language: PageLanguage;
  currency: PageCurrency;
  /** The answers of the page's first queries, as written into the page. */
  preloaded: PreloadedPayload;
  /** The time the page is rendered at (epoch ms): relative times and the year read it, on both sides. */
  renderedAt: number;
};

/** The page's markup (the content of #root) and the style elements of the components in it. */
export type ServerRendered = { html: string; styles: string };

export type ServerEntry = {
  /**
   * The queries of a first visit of the site page `pathname?search`: the app root's (the session and
   * the exchange rate, which every page waits for) and, on the pages that have one, the page's own.
   */
  firstLoadQueries(pathname: string, search: string): FirstLoadQuery[];
  /** Whether the page's own query is among a first visit's (the pages the server renders). */
  hasFirstLoadPageQuery(pathname: string, search: string): boolean;
  /**
   * The page rendered, or null when it cannot be rendered as the browser would show it (a redirect,
   * a route error, a query whose answer is not in the page).
   */
  renderPage(input: ServerRenderInput): Promise<ServerRendered | null>;
};
