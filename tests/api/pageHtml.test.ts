import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamedPage } from '../../api/http/compression.ts';
import { safeStyleElement, scriptSafeJson } from '../../api/http/pageHtml.ts';
import { PRELOADED_ELEMENT_ID, type PreloadedPayload } from '../../lib/preloadedQueries.ts';
import { firstLoadQueries } from '../../web/routes/firstLoadQueries.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { serverRenderingBuild } from '../helpers/webBuild.ts';

let api: TestApp;

// index.html as Vite writes it, and the build's first-load.json (vite.config.ts, firstLoadManifest)
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const FIRST_LOAD = {
  texts: { zh: ['/assets/zh-1234.js'], en: ['/assets/en-1234.js'] },
  routes: {
    '/': ['/assets/HomePage-1234.js'],
    '/market': ['/assets/MarketPage-1234.js', '/assets/MarketItemCard-1234.js'],
    '/goods': ['/assets/GoodsPage-1234.js'],
    '/help/:serial?': ['/assets/HelpPage-1234.js', '/assets/markdown-1234.js'],
  },
};

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify(FIRST_LOAD));
  // the first queries come from the server rendering's build, as in production
  api = await createTestApp(testDatabase(), { webDistDir: dist, ssrDistDir: serverRenderingBuild() });
});

afterAll(async () => {
  await api?.app.close();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, html: response.body };
}

/** The answers the page carries, read as the client reads them (the element's text, JSON). */
function answersIn(html: string): PreloadedPayload | null {
  const match = html.match(new RegExp(`<script type="application/json" id="${PRELOADED_ELEMENT_ID}">([^<]*)</script>`));
  return match ? (JSON.parse(match[1]) as PreloadedPayload) : null;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

/** The same request the browser would send: the persisted query by its id, in Chinese unless told. */
async function asTheBrowserAsks(query: ReturnType<typeof firstLoadQueries>[number], language = 'zh-CN') {
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': language },
    payload: { operationName: query.operationName, variables: query.variables, extensions: { persistedQuery: { version: 1, sha256Hash: query.id } } },
  });
  return (response.json() as { data: unknown }).data;
}

describe('the page of a first visit', () => {
  it("carries the market's first answers for an anonymous visitor, the same as the browser's own requests, and its scripts as preload links", async () => {
    const url = '/market?tagType=rifle&sort=price_asc';
    const { status, headers, html } = await page(url);
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/text\/html/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(preloads(html)).toEqual(['/assets/zh-1234.js', '/assets/MarketPage-1234.js', '/assets/MarketItemCard-1234.js']);

    const payload = answersIn(html);
    expect(payload?.language).toBe('zh-CN');
    const queries = firstLoadQueries('/market', '?tagType=rifle&sort=price_asc');
    expect(queries.map((query) => query.operationName)).toEqual(['SessionQuery', 'AppRootRateQuery', 'MarketPageQuery']);
    expect(Object.keys(payload?.answers ?? {}).sort()).toEqual(queries.map((query) => query.key).sort());
    for (const query of queries) expect(payload?.answers[query.key]).toEqual({ data: await asTheBrowserAsks(query) });
    // an anonymous visitor: no viewer
    expect(payload?.answers[queries[0].key]).toEqual({ data: { viewer: null } });

    // the CSP still allows no inline script: the answers are data (type application/json), not a script
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.every((attributes) => attributes.includes(' src=') || attributes.includes('type="application/json"'))).toBe(true);
  });

  it('is written in English for a visitor whose language cookie says so: its texts preloaded, its answers in English', async () => {
    const url = '/market?tagType=rifle&sort=price_asc';
    const { html } = await page(url, { cookie: 'lang=en' });
    expect(html).toContain('<html lang="en">');
    expect(preloads(html)).toEqual(['/assets/en-1234.js', '/assets/MarketPage-1234.js', '/assets/MarketItemCard-1234.js']);
    const payload = answersIn(html);
    expect(payload?.language).toBe('en');
    const queries = firstLoadQueries('/market', '?tagType=rifle&sort=price_asc');
    for (const query of queries) expect(payload?.answers[query.key]).toEqual({ data: await asTheBrowserAsks(query, 'en') });
    // English answers indeed: the market's tag labels are not the Chinese ones
    expect(JSON.stringify(payload)).not.toEqual(JSON.stringify(answersIn((await page(url)).html)));

    // any other value is the first visit's Chinese
    const other = await page(url, { cookie: 'lang=fr' });
    expect(other.html).toContain('<html lang="zh-CN">');
    expect(preloads(other.html)[0]).toBe('/assets/zh-1234.js');
    expect(answersIn(other.html)?.language).toBe('zh-CN');
  });

  it("an item page carries its item's answer; the URL's text cannot close the script element", async () => {
    const hostile = 'Kilowatt Case</script><script>alert(1)</script>';
    const { html } = await page(`/goods?hashName=${encodeURIComponent(hostile)}`);
    expect(html).not.toContain('</script><script>alert(1)');
    const payload = answersIn(html);
    const goods = firstLoadQueries('/goods', `?hashName=${encodeURIComponent(hostile)}`)[2];
    expect(goods.operationName).toBe('GoodsPageQuery');
    expect(payload?.answers[goods.key]).toEqual({ data: await asTheBrowserAsks(goods) });

    const real = await page(`/goods?hashName=${encodeURIComponent('Kilowatt Case')}`);
    const query = firstLoadQueries('/goods', '?hashName=Kilowatt%20Case')[2];
    const answer = answersIn(real.html)?.answers[query.key] as { data: { marketItem: { hashName: string } | null } } | undefined;
    expect(answer?.data.marketItem?.hashName).toBe('Kilowatt Case');
    expect(preloads(real.html)).toEqual(['/assets/zh-1234.js', '/assets/GoodsPage-1234.js']);
  });

  it('carries no answer for a visitor with a session cookie: nothing about a user is written into a page', async () => {
    const user = await api.signIn();
    const { status, html } = await page('/market', { cookie: `Authorization=${user.token}` });
    expect(status).toBe(200);
    expect(answersIn(html)).toBeNull();
    expect(html).not.toContain(user.nickname);
    expect(preloads(html)).toEqual(['/assets/zh-1234.js', '/assets/MarketPage-1234.js', '/assets/MarketItemCard-1234.js']);
  });

  it("other pages carry the session's and the rate's answers and their own scripts; an unknown path is the plain page with 404", async () => {
    const help = await page('/help/902');
    expect(preloads(help.html)).toEqual(['/assets/zh-1234.js', '/assets/HelpPage-1234.js', '/assets/markdown-1234.js']);
    expect(Object.keys(answersIn(help.html)?.answers ?? {})).toHaveLength(2);

    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toBe(INDEX_HTML);
  });

  it('is compressed for a browser that takes brotli', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(answersIn(html)?.answers[firstLoadQueries('/', '')[2].key]).toBeDefined();
  });
});

describe('streamedPage', () => {
  it('sends the head at once, compressed, and the rest when it is ready', async () => {
    let finish: (text: string) => void = () => {};
    const body = streamedPage('<head>scripts</head>', new Promise<string>((resolve) => (finish = resolve)), 'gzip');
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    // what reached the client before the rest is ready: the whole head
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe('<head>scripts</head>');
    const ended = new Promise((resolve) => body.once('end', resolve));
    finish('<script type="application/json">{}</script></body>');
    await ended;
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe('<head>scripts</head><script type="application/json">{}</script></body>');
  });
});

describe('scriptSafeJson', () => {
  it('writes JSON that no text can end the script element with, and that parses back to the same value', () => {
    const value = { text: '</script><!-- <script> & \u2028\u2029 "quoted"' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('safeStyleElement', () => {
  it('keeps a style element whole, and no CSS inside it can end it', () => {
    const element = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}</style>';
    expect(safeStyleElement(element)).toBe(element);
    const hostile = '<style data-styled="true">.a{color:red;}</STYLE><script>alert(1)</script>.b{}</style>';
    const safe = safeStyleElement(hostile);
    expect(safe.match(/<\/style/gi)).toEqual(['</style']);
    expect(safe.endsWith('</style>')).toBe(true);
    expect(safeStyleElement('<div>not a style</div>')).toBe('');
  });
});
