// The web client's page (index.html of the build) as the server sends it for a site page, in the
// language its cookie names (Chinese by default, lib/pageLanguage.ts): with modulepreload links
// for what a first visit of that page loads on demand (the language's texts, the page's chunk and
// its imports, from the build's first-load.json), and for an anonymous visitor the
// answers of the queries the page sends before it can render (the server rendering build's
// firstLoadQueries, serverRendering.ts), run through our own /graphql (the same persisted documents,
// response cache, limits and rules as the browser's requests) and written into the page as JSON
// that the client's network layer uses instead of its first requests (lib/preloadedQueries.ts). A
// visitor with a session cookie gets the page without answers: nothing about a user is ever written
// into a page. With those answers, the home page, the market and an item page are also rendered on
// the server: the page is on screen once its HTML arrives, and the browser hydrates it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE, pageCurrencyOf } from '../../lib/pageCurrency.ts';
import { LANGUAGE_COOKIE, type PageLanguage, pageLanguageOf, pageLanguageTag } from '../../lib/pageLanguage.ts';
import { PRELOADED_ELEMENT_ID, type PreloadedPayload } from '../../lib/preloadedQueries.ts';
import { SESSION_COOKIE, sessionToken } from '../session/cookie.ts';
import type { ServerRendering } from './serverRendering.ts';

/** What the build's first-load.json holds (vite.config.ts, firstLoadManifest). */
type FirstLoadManifest = { texts: Record<string, string[]>; routes: Record<string, string[]> };

/** A GraphQL request's body, answered by the app's own endpoint: the status and the parsed JSON. */
export type RunGraphQL = (request: FastifyRequest, body: object, language: string) => Promise<{ status: number; payload: unknown }>;

/** JSON safe inside a <script> element: no `<` (so no `</script>`), `>`, `&` or line separators as such. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * styled-components' style element (`<style …>css</style>`, one element) with no `</style` inside its
 * CSS: no value in a style (none is a visitor's text, but a catalogue's colour is data) can end the
 * element early and write into the page. Anything else is dropped (the browser's app styles the page).
 */
export function safeStyleElement(element: string): string {
  const contentStart = element.indexOf('>') + 1;
  const contentEnd = element.lastIndexOf('</style>');
  if (!element.startsWith('<style') || contentStart <= 0 || contentEnd < contentStart) return '';
  const css = element.slice(contentStart, contentEnd).replace(/<\/(style)/gi, '<\\/$1');
  return `${element.slice(0, contentStart)}${css}</style>`;
}

/** Whether a route pattern of the client's route table (`/help/:serial?`) matches a path, as react-router matches it. */
function routeMatches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const required = expected.filter((segment) => !segment.endsWith('?')).length;
  if (actual.length < required || actual.length > expected.length) return false;
  return actual.every((segment, index) => expected[index].startsWith(':') || expected[index].toLowerCase() === segment.toLowerCase());
}

function readManifest(webDistDir: string): FirstLoadManifest {
  const file = path.join(webDistDir, 'first-load.json');
  if (!existsSync(file)) return { texts: {}, routes: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as FirstLoadManifest;
}

/**
 * A page in two parts: `head`, everything up to the app's root element (the scripts, the preload
 * links), sent at once so that the browser fetches the scripts meanwhile, and `tail`, once the
 * queries are answered: the root element (with the rendered page and its styles, when it is
 * rendered), the answers and the end of the document. Module scripts run only once the whole
 * document is parsed, so the answers are always there before the app starts.
 */
export type RenderedPage = { head: string; tail: Promise<string> };

export type PageHtml = {
  /** The page for a GET of `request.url`; `isPage`: a page of the site (else the 404 page, plain). */
  render(request: FastifyRequest, isPage: boolean): RenderedPage;
};

/** The app's root element in index.html (web/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Without the server rendering's build (`serverRendering` null) a page carries its preload links only. */
export function createPageHtml(webDistDir: string, runGraphQL: RunGraphQL, serverRendering: ServerRendering | null = null): PageHtml {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = readManifest(webDistDir);
  const routes = Object.entries(manifest.routes);

  const preloadLinks = (pathname: string, language: PageLanguage): string => {
    const scripts = new Set(manifest.texts[language] ?? []);
    for (const file of routes.find(([pattern]) => routeMatches(pattern, pathname))?.[1] ?? []) scripts.add(file);
    return [...scripts].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  };

  const answers = async (request: FastifyRequest, pathname: string, search: string, language: string): Promise<PreloadedPayload | null> => {
    // any session cookie, even an empty or expired one: the answers are for anonymous visitors only
    if (!serverRendering || sessionToken(request) !== undefined || request.cookies[SESSION_COOKIE] !== undefined) return null;
    const queries = serverRendering.firstLoadQueries(pathname, search);
    const answered = await Promise.all(
      queries.map(async (query) => {
        try {
          const body = { operationName: query.operationName, variables: query.variables, extensions: { persistedQuery: { version: 1, sha256Hash: query.id } } };
          const { status, payload } = await runGraphQL(request, body, language);
          const result = payload as { data?: unknown; errors?: unknown[] } | null;
          // only whole answers: an error is the client's to show, from its own request
          if (status !== 200 || !result?.data || (result.errors && result.errors.length > 0)) return null;
          return [query.key, { data: result.data }] as const;
        } catch {
          return null;
        }
      }),
    );
    const usable = answered.filter((entry) => entry !== null);
    return usable.length ? { language, answers: Object.fromEntries(usable) as PreloadedPayload['answers'] } : null;
  };

  /**
   * The root element, rendered when the page can be: only with every first query answered, so the
   * browser renders the same, in the language and currency of the visitor's cookies. Inert until
   * the browser's app has taken it over (web/main.tsx): a click before would find no handler.
   */
  const root = async (request: FastifyRequest, pathname: string, search: string, language: PageLanguage, payload: PreloadedPayload | null) => {
    if (!serverRendering || !payload) return ROOT_ELEMENT;
    const whole = Object.keys(payload.answers).length === serverRendering.firstLoadQueries(pathname, search).length;
    if (!whole || !serverRendering.hasFirstLoadPageQuery(pathname, search)) return ROOT_ELEMENT;
    const currency = pageCurrencyOf(request.cookies[CURRENCY_COOKIE]);
    const rendered = await serverRendering.renderPage({ url: `http://page${request.url}`, language, currency, preloaded: payload });
    if (!rendered) return ROOT_ELEMENT;
    return `${safeStyleElement(rendered.styles)}<div id="root" inert data-rendered-at="${rendered.renderedAt}" data-currency="${currency}">${rendered.html}</div>`;
  };

  // before: up to the root element; body: from after it to the end of the body (null: a page
  // without the root element, which is sent as it is); after: the rest
  const rootAt = template.indexOf(ROOT_ELEMENT);
  const end = template.lastIndexOf('</body>');
  const [before, body, after] =
    rootAt < 0 || end < rootAt
      ? [end < 0 ? template : template.slice(0, end), null, end < 0 ? '' : template.slice(end)]
      : [template.slice(0, rootAt), template.slice(rootAt + ROOT_ELEMENT.length, end), template.slice(end)];

  return {
    render(request, isPage) {
      if (!isPage) return { head: template, tail: Promise.resolve('') };
      const [pathname, search = ''] = request.url.split('?');
      const language = pageLanguageOf(request.cookies[LANGUAGE_COOKIE]);
      const tail = answers(request, pathname, search, pageLanguageTag(language))
        .catch(() => null)
        .then(async (payload) => {
          const script = payload ? `<script type="application/json" id="${PRELOADED_ELEMENT_ID}">${scriptSafeJson(payload)}</script>` : '';
          if (body === null) return script + after;
          const element = await root(request, pathname, search, language, payload).catch(() => ROOT_ELEMENT);
          return element + body + script + after;
        });
      const head = before
        .replace(/<html lang="[^"]*">/, `<html lang="${pageLanguageTag(language)}">`)
        .replace('</head>', `${preloadLinks(pathname, language)}</head>`);
      return { head, tail };
    },
  };
}
