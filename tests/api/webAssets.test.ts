import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
const script = `console.log(${JSON.stringify('x'.repeat(2_000))})`;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  // a build as vite.config.ts writes it: every script with its .gz and .br beside it
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const file = path.join(dist, 'assets', 'app-1234.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.gz`, gzipSync(script, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  database = testDatabase();
  api = await createTestApp(database, { webDistDir: dist });
});

afterAll(async () => {
  await api?.app.close();
});

describe('compressed web assets', () => {
  it('sends the brotli or gzip file written at build time to a browser that accepts it, and the plain file otherwise', async () => {
    const brotli = await api.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await api.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await api.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
