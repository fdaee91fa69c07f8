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
  api = await createTestApp(database, { webDistDir: dist });
});

afterAll(async () => {
  await api?.app.close();
});

describe('serving the web client', () => {
  // an unknown page path is index.html with 404 (tests/api/sitePages.test.ts)
  it.each(['/', '/market?tagRarity=rarity_ancient_weapon', '/goods?hashName=Kilowatt%20Case'])('answers the client route %s with index.html', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets and answers a missing one with 404, not the page', async () => {
    const asset = await api.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await api.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('keeps the API paths for the API', async () => {
    expect((await api.rest('/web/unknown')).body.code).toBe(404);
    const post = await api.app.inject({ method: 'POST', url: '/market', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sets security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
