// The server's rendering of a first visit (api/http/serverRendering.ts, web/entry-server.tsx): the
// real build of both (dist/web and dist/ssr, tests/helpers/webBuild.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { SERVER_ENTRY } from '../../api/http/serverRendering.ts';
import { createLeaseListing } from '../../api/modules/lease/leaseListingStates.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { serverRenderingBuild, webBuild } from '../helpers/webBuild.ts';

const testDatabase = useTestDatabase({ catalogue: true });
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp(testDatabase(), { webDistDir: webBuild(), ssrDistDir: serverRenderingBuild() });
});

afterAll(async () => {
  await api?.app.close();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, html: response.body };
}

/** The content of the app's root element, or null when the page was sent unrendered (an empty root). */
function rendered(html: string): { renderedAt: number; content: string } | null {
  const match = html.match(/<div id="root" inert data-rendered-at="(\d+)" data-currency="(?:CNY|USD)">([\s\S]*)<\/div>\s*<noscript>/);
  if (match) return { renderedAt: Number(match[1]), content: match[2] };
  expect(html).toContain('<div id="root"></div>');
  return null;
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a first visit rendered on the server', () => {
  it("the item page: the item's name, price chart and listings are in the HTML, with their styles, before any script runs", async () => {
    const before = Date.now();
    const { status, html } = await page(`/goods?hashName=${encodeURIComponent('Kilowatt Case')}`);
    expect(status).toBe(200);
    const root = rendered(html);
    expect(root).not.toBeNull();
    expect(root?.renderedAt).toBeGreaterThanOrEqual(before);
    expect(textOf(root?.content ?? '')).toContain('Kilowatt Case');
    // the page's styled components' rules come with it, ahead of the root element
    const styles = html.slice(0, html.indexOf('<div id="root"'));
    expect(html).toMatch(/<style data-styled="true" data-styled-version="[^"]+">[^<]*\{[^<]*\}[^<]*<\/style><div id="root"/);
    // the page's own elements come after it, not inside it
    expect(html.match(/<\/style>/g)?.length).toBe(html.match(/<style[ >]/g)?.length);
    // the classes in the markup are those the styles define
    const classes = new Set([...(root?.content ?? '').matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(' ')));
    const defined = [...classes].filter((name) => styles.includes(`.${name}{`) || styles.includes(`.${name}:`));
    expect(defined.length).toBeGreaterThan(20);
    // the answers the browser hydrates with are still in the page
    expect(html).toContain('<script type="application/json" id="preloaded-queries">');
  });

  it('the item page offered for rent: its header shows the lowest daily rent, leaving out a listing with a deposit over 3 times the reference price', async () => {
    const hashName = 'AK-47 | Redline (Field-Tested)';
    const item = await db().itemTemplate.findUniqueOrThrow({ where: { hashName }, select: { id: true, referencePriceCents: true } });
    const reference = item.referencePriceCents!;
    const lender = await api.signIn();
    const at = new Date();
    const listing = (assetId: string, dailyRentCents: number, depositCents: number) => ({
      lenderId: lender.userId,
      templateId: item.id,
      assetId,
      dailyRentCents,
      depositCents,
      maxDays: 30,
      createdAt: at,
      updatedAt: at,
    });
    await transaction(async (tx) => {
      await createLeaseListing(tx, listing('9001', 321, Math.ceil(reference * 1.5)));
      // the cheapest rent, but behind a deposit over 3 times the reference price: not the displayed one
      await createLeaseListing(tx, listing('9002', 1, reference * 3 + 1));
    });

    const text = textOf(rendered((await page(`/goods?hashName=${encodeURIComponent(hashName)}`)).html)?.content ?? '');
    expect(text).toContain('租金 ¥3.21/天起');
    expect(text).not.toContain('¥0.01/天起');
    const english = textOf(rendered((await page(`/goods?hashName=${encodeURIComponent(hashName)}`, { cookie: 'lang=en' })).html)?.content ?? '');
    expect(english).toContain('Rent from ¥3.21/day');
    // it opens the item's 租赁 tab
    expect((await page(`/goods?hashName=${encodeURIComponent(hashName)}`)).html).toContain(
      `href="/goods?${new URLSearchParams({ hashName, tab: 'lease' }).toString().replace('&', '&amp;')}#goods-listings-title"`,
    );
  });

  it("the home page and the market are rendered, in the language of the visitor's cookie", async () => {
    const home = rendered((await page('/')).html);
    expect(home).not.toBeNull();
    // the market's filters, from its query's answer (the catalogue's knives)
    const market = rendered((await page('/market')).html);
    expect(textOf(market?.content ?? '')).toContain('匕首');

    const english = await page('/market', { cookie: 'lang=en' });
    expect(english.html).toContain('<html lang="en">');
    const content = textOf(rendered(english.html)?.content ?? '');
    expect(content).toContain('Knives');
    expect(content).not.toContain('匕首');
  });

  it("writes prices in the currency of the visitor's cookie, at the rate the page carries", async () => {
    const url = `/goods?hashName=${encodeURIComponent('Kilowatt Case')}`;
    const yuan = await page(url);
    expect(yuan.html).toContain('data-currency="CNY"');
    expect(textOf(rendered(yuan.html)?.content ?? '')).toMatch(/¥\d/);

    const dollars = await page(url, { cookie: 'currency=USD' });
    expect(dollars.html).toContain('data-currency="USD"');
    const content = textOf(rendered(dollars.html)?.content ?? '');
    expect(content).toMatch(/\$\d/);
    expect(content).not.toMatch(/¥\d/);
  });

  it('is not done for a visitor with a session cookie, nor for pages whose data the server does not preload', async () => {
    const user = await api.signIn();
    const signedIn = await page('/market', { cookie: `Authorization=${user.token}` });
    expect(signedIn.status).toBe(200);
    expect(rendered(signedIn.html)).toBeNull();
    expect(signedIn.html).not.toContain(user.nickname);

    expect(rendered((await page('/help/902')).html)).toBeNull();
    expect(rendered((await page('/goods')).html)).toBeNull();
  });
});

describe('a rendered page', () => {
  it('is sent again as it is to the next visitors with the same answers, language and currency, for a short while', async () => {
    const url = `/goods?hashName=${encodeURIComponent('Kilowatt Case')}`;
    const first = rendered((await page(url)).html);
    const second = rendered((await page(url)).html);
    expect(second?.renderedAt).toBe(first?.renderedAt);
    expect(second?.content).toBe(first?.content);
    // another language is another page
    const english = rendered((await page(url, { cookie: 'lang=en' })).html);
    expect(english?.renderedAt).not.toBe(first?.renderedAt);
  });
});

/** A server rendering build of one file, entry-server.js, with the given source. */
function serverBuildOf(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  writeFileSync(path.join(dir, SERVER_ENTRY), source);
  return dir;
}

/** The answer to a first visit of /market from an app on the given server rendering build. */
async function marketPageOn(ssrDistDir: string) {
  const app = await createTestApp(testDatabase(), { webDistDir: webBuild(), ssrDistDir });
  try {
    return await app.app.inject({ method: 'GET', url: '/market' });
  } finally {
    await app.app.close();
  }
}

describe('a rendering that fails', () => {
  it('sends the page unrendered, with its answers, which the browser builds as before', async () => {
    const real = pathToFileURL(path.join(serverRenderingBuild(), SERVER_ENTRY)).href;
    const broken = serverBuildOf(
      `import entry from ${JSON.stringify(real)};\nexport default { ...entry, async renderPage() { throw new Error('broken build'); } };\n`,
    );
    const response = await marketPageOn(broken);
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBeNull();
    expect(response.body).toContain('<script type="application/json" id="preloaded-queries">');
  });
});

describe('a server rendering build without the exports the API loads', () => {
  it('leaves the server running: the page is sent without answers, unrendered', async () => {
    const response = await marketPageOn(serverBuildOf('export function renderPage() {}\n'));
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toBeNull();
    expect(response.body).not.toContain('preloaded-queries');
  });
});
