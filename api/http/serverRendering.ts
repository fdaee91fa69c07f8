// The server's rendering of a first visit's page: the web client's own routes and components, built
// for Node by `vite build --ssr` (into SSR_DIST_DIR) and loaded here once at start-up, with the
// queries of a first visit whose answers the server writes into the page (lib/serverEntry.ts). The
// API imports the built file only, never the web client's sources. Without that build (an API-only
// process, most tests), or with one that lacks those exports, pages are sent without answers and
// unrendered, and the browser builds them.
//
// A rendering takes about 10 ms of the server (production React), and many visitors get the same
// answers (the public response cache): a rendered page is kept for a short while under its URL, its
// language, its currency and the answers it was rendered from, and sent again as it is, with the
// time it was rendered at (the relative times in it are that time's, which the browser hydrates with).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ServerEntry, ServerRendered, ServerRenderInput } from '../../lib/serverEntry.ts';

export const SERVER_ENTRY = 'entry-server.js';

/** How long a rendered page is sent again (its relative times are that much older at most). */
const KEPT_MS = 30_000;
/** The rendered pages kept, at most (their markup and styles: about 15-30 KB each). */
const KEPT_BYTES = 16 * 1024 * 1024;

export type PageToRender = Omit<ServerRenderInput, 'renderedAt'>;
export type RenderedPage = ServerRendered & { renderedAt: number };

/** A page's markup and styles with the time they were rendered at, or null when it cannot be rendered as the browser would show it. */
export type RenderPage = (page: PageToRender) => Promise<RenderedPage | null>;

/** The build's first-load queries, and its renderer with the pages it rendered lately kept. */
export type ServerRendering = Pick<ServerEntry, 'firstLoadQueries' | 'hasFirstLoadPageQuery'> & { renderPage: RenderPage };

type Entry = { page: RenderedPage | null };

const ENTRY_FUNCTIONS = ['firstLoadQueries', 'hasFirstLoadPageQuery', 'renderPage'] as const satisfies readonly (keyof ServerEntry)[];

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof value === 'object' && value !== null && ENTRY_FUNCTIONS.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');
}

export async function loadServerRendering(ssrDistDir: string, log: FastifyBaseLogger): Promise<ServerRendering | null> {
  const file = path.join(ssrDistDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  let entry: unknown;
  try {
    entry = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (error) {
    log.error({ err: error, file }, 'the server rendering build cannot be loaded; pages are sent without answers, unrendered');
    return null;
  }
  if (!isServerEntry(entry)) {
    log.error(
      { file, expected: ENTRY_FUNCTIONS },
      'the server rendering build lacks its exports (npm run build:web); pages are sent without answers, unrendered',
    );
    return null;
  }
  const { firstLoadQueries, hasFirstLoadPageQuery, renderPage } = entry;
  const kept = new LRUCache<string, Entry>({
    maxSize: KEPT_BYTES,
    sizeCalculation: ({ page }) => (page ? page.html.length + page.styles.length : 0) + 64,
    ttl: KEPT_MS,
  });
  const keyOf = ({ url, language, currency, preloaded }: PageToRender) =>
    createHash('sha256')
      .update(JSON.stringify([url, language, currency, preloaded]))
      .digest('base64url');

  const renderKept: RenderPage = async (page) => {
    const key = keyOf(page);
    const found = kept.get(key);
    if (found) return found.page;
    const renderedAt = Date.now();
    try {
      const rendered = await renderPage({ ...page, renderedAt });
      const result = rendered && { ...rendered, renderedAt };
      kept.set(key, { page: result });
      return result;
    } catch (error) {
      // a page that fails to render is sent unrendered: the visitor still gets it, the log says why
      log.error({ err: error, url: page.url }, 'server rendering failed; the page is sent unrendered');
      return null;
    }
  };
  return { firstLoadQueries, hasFirstLoadPageQuery, renderPage: renderKept };
}
