// The server's part of the site's pages: which paths are pages (lib/siteRoutes.ts: index.html with
// 200, any other page path index.html with 404, a missing file a 404 without the page), and the
// /sans page's destination check through GraphQL (outboundLink) and REST (GET /web/sans).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  database = testDatabase();
  api = await createTestApp(database, { webDistDir: dist, env: { OUTBOUND_ALLOWED_HOSTS: 'steamcommunity.com,www.alipay.com' } });
});

afterAll(async () => {
  await api?.app.close();
});

describe('page paths', () => {
  it.each([
    '/',
    '/market?tagRarity=rarity_ancient_weapon',
    '/download/app',
    '/openplat',
    '/multiplatform',
    '/help/101',
    '/news/some-news',
    '/agreement/service',
    '/user/wallet',
    '/sans?url=https%3A%2F%2Fevil.example%2F',
    '/downloadh5.html',
    '/MARKET/',
  ])('answers the page %s with index.html and 200', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/no-such-page', '/user/nope', '/market/extra', '/help/101/more', '/openplatx'])(
    'answers the unknown page %s with index.html and 404, for the client to show its 404 page',
    async (url) => {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers a missing file with a 404 that is not the page', async () => {
    for (const url of ['/assets/x.js', '/downloadh5.htm', '/robots.txt']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body).not.toContain('<div id="root">');
    }
    expect((await api.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
  });
});

const OUTBOUND = /* GraphQL */ `
  query ($url: String!) {
    outboundLink(url: $url) {
      url
      host
      allowed
      refusal
    }
  }
`;

describe('the /sans destination check', () => {
  it('allows a configured host and its subdomains (GraphQL)', async () => {
    expect((await api.graphql(OUTBOUND, { url: 'https://steamcommunity.com/id/gaben' })).data).toEqual({
      outboundLink: { url: 'https://steamcommunity.com/id/gaben', host: 'steamcommunity.com', allowed: true, refusal: null },
    });
    expect((await api.graphql(OUTBOUND, { url: 'https://help.steamcommunity.com/' })).data).toMatchObject({ outboundLink: { allowed: true } });
  });

  it('follows OUTBOUND_ALLOWED_HOSTS: a default host left out of it is refused', async () => {
    expect((await api.graphql(OUTBOUND, { url: 'https://store.steampowered.com/' })).data).toMatchObject({
      outboundLink: { url: null, allowed: false, refusal: 'HOST_NOT_ALLOWED' },
    });
  });

  it.each([
    ['https://steamcommunity.com.evil.example/', 'HOST_NOT_ALLOWED', 'steamcommunity.com.evil.example'],
    ['javascript:alert(document.cookie)', 'NOT_WEB_ADDRESS', null],
    ['https://steamcommunity.com@evil.example/', 'CREDENTIALS', 'evil.example'],
    [`https://steamcommunity.com/?q=${'a'.repeat(2100)}`, 'TOO_LONG', null],
  ])('refuses %s, never giving a URL to link to (GraphQL)', async (url, refusal, host) => {
    const { data, errors } = await api.graphql(OUTBOUND, { url });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ outboundLink: { url: null, host, allowed: false, refusal } });
  });

  it('answers the same through GET /web/sans in the envelope', async () => {
    const allowed = await api.rest(`/web/sans?url=${encodeURIComponent('https://www.alipay.com/')}`);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ code: 0, data: { url: 'https://www.alipay.com/', host: 'www.alipay.com', allowed: true, refusal: null } });
    const lookalike = await api.rest(`/web/sans?url=${encodeURIComponent('https://steamcommunity.com.evil.example/')}`);
    expect(lookalike.body).toMatchObject({ code: 0, data: { url: null, allowed: false, refusal: 'HOST_NOT_ALLOWED' } });
    const missing = await api.rest('/web/sans');
    expect(missing.body).toMatchObject({ code: 0, data: { url: null, host: null, allowed: false, refusal: 'NOT_WEB_ADDRESS' } });
  });
});
