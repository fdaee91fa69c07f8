// The server's rendering of a first visit's page: the web client's own routes and components, built
// for Node by `vite build --ssr` (web/entry-server.tsx, into SSR_DIST_DIR) and loaded here once at
// start-up. Without that build (an API-only process, most tests) pages are sent unrendered and the
// browser builds them, as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRendered, ServerRenderInput } from '../../web/entry-server.tsx';

export type { ServerRendered, ServerRenderInput };

/** A page's markup and styles, or null when it cannot be rendered as the browser would show it. */
export type RenderPage = (input: ServerRenderInput) => Promise<ServerRendered | null>;

export const SERVER_ENTRY = 'entry-server.js';

export async function loadServerRendering(ssrDistDir: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = path.join(ssrDistDir, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  // a page that fails to render is sent unrendered: the visitor still gets it, the log says why
  return async (input) => {
    try {
      return await renderPage(input);
    } catch (error) {
      log.error({ err: error, url: input.url }, 'server rendering failed; the page is sent unrendered');
      return null;
    }
  };
}
