// The API reference at /api-docs: the OpenAPI documents of the partner API (GET /open/v1/openapi.json)
// and of the web REST adapter (GET /api-docs/web.json), rendered by Scalar's standalone bundle, which
// we serve ourselves so the page works with no internet.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { contractDocument } from './contract.ts';
import { SITE_ICON_LINK } from './siteIcon.ts';

const scalarBundle = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');
const START_SCRIPT = readFileSync(new URL('./apiDocs/start.js', import.meta.url));

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export async function apiDocsRoutes(app: FastifyInstance) {
  let bundle: { plain: Buffer; gzip: Buffer } | undefined;
  const loadBundle = () => {
    if (!bundle) {
      const plain = readFileSync(scalarBundle());
      bundle = { plain, gzip: gzipSync(plain) };
    }
    return bundle;
  };

  app.get('/api-docs', async (request, reply) => {
    // the language the reader chose on the site (its lang cookie), else the browser's
    const chosen = request.cookies?.lang;
    const language = chosen === 'en' || chosen === 'zh' ? chosen : request.language;
    const sources = [
      { title: translate(language, 'apiDocs.partner'), slug: 'open-v1', url: '/open/v1/openapi.json' },
      { title: translate(language, 'apiDocs.web'), slug: 'web', url: '/api-docs/web.json' },
    ];
    const html = [
      '<!doctype html>',
      `<html lang="${language === 'en' ? 'en' : 'zh-CN'}">`,
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${translate(language, 'apiDocs.title')}</title>${SITE_ICON_LINK}</head>`,
      `<body><div id="reference" data-locale="${language === 'en' ? 'en' : 'zh-CN'}" data-sources="${escapeAttribute(JSON.stringify(sources))}"></div>`,
      '<script src="/api-docs/scalar.js"></script><script src="/api-docs/start.js"></script></body></html>',
    ].join('');
    return reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Language, Cookie').send(html);
  });

  app.get('/api-docs/web.json', async () => contractDocument(app, 'web'));

  app.get('/api-docs/start.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(START_SCRIPT),
  );

  app.get('/api-docs/scalar.js', async (request, reply) => {
    const { plain, gzip } = loadBundle();
    const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').header('vary', 'Accept-Encoding');
    if (gzipped) reply.header('content-encoding', 'gzip');
    return reply.send(gzipped ? gzip : plain);
  });
}
