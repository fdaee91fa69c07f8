// The probes (api/observability): GET /healthz answers while the process runs, GET /readyz whether
// it can serve (the database, the migrations, the job workers, Redis when configured), both without
// a token, never rate-limited, never the web client's page, and a failing part named without detail.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, useDatabase } from '../../api/db/client.ts';
import { openDatabase } from '../../api/db/database.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase());
});

afterAll(async () => {
  await api?.app.close();
});

async function probe(target: TestApp, url: string, remoteAddress = '10.66.0.1') {
  const reply = await target.app.inject({ method: 'GET', url, remoteAddress });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json() };
}

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 without a token: alive, and every part up', async () => {
    const alive = await probe(api, '/healthz');
    expect(alive).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await probe(api, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', parts: { database: 'up', migrations: 'up', jobs: 'up' } });
  });

  it('are never rate-limited, while the API is', async () => {
    const limited = await createTestApp(testDatabase(), { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let index = 0; index < 10; index += 1) {
        expect((await probe(limited, '/healthz', '10.66.1.1')).status).toBe(200);
        expect((await probe(limited, '/readyz', '10.66.1.1')).status).toBe(200);
      }
      const api = await Promise.all(Array.from({ length: 5 }, () => limited.app.inject({ method: 'GET', url: '/web/market', remoteAddress: '10.66.1.1' })));
      expect(api.map((reply) => reply.statusCode)).toContain(429);
    } finally {
      await limited.app.close();
    }
  });

  it('are answered by themselves where the web client answers every other page', async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'health-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const site = await createTestApp(testDatabase(), { webDistDir });
    try {
      const page = await site.app.inject({ method: 'GET', url: '/healthzz' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      for (const url of ['/healthz', '/readyz']) {
        const reply = await site.app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^application\/json/);
        expect(reply.json().status).toBe('ok');
      }
    } finally {
      await site.app.close();
    }
  });

  it('answers 503 naming the database when it cannot be reached, with no detail of why', async () => {
    // the process's database becomes one that refuses connections
    const unreachable = await openDatabase({ databaseUrl: 'postgres://market@127.0.0.1:1/market' });
    useDatabase(unreachable);
    let reply: Awaited<ReturnType<typeof probe>>;
    const started = Date.now();
    try {
      reply = await probe(api, '/readyz');
    } finally {
      useDatabase(testDatabase());
      await unreachable.close().catch(() => {});
    }
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'unavailable', failing: ['database', 'migrations'], parts: { database: 'down', migrations: 'down', jobs: 'up' } });
    // the process itself is alive
    expect((await probe(api, '/healthz')).status).toBe(200);
    expect((await probe(api, '/readyz')).status).toBe(200);
  });

  it('answers 503 naming the migrations when one of this release is not applied', async () => {
    const [last] = await db().$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    const saved = await db().$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM _prisma_migrations WHERE migration_name = $1`, last.migration_name);
    await db().$executeRaw`DELETE FROM _prisma_migrations WHERE migration_name = ${last.migration_name}`;
    try {
      const reply = await probe(api, '/readyz');
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ status: 'unavailable', failing: ['migrations'], parts: { database: 'up', migrations: 'down', jobs: 'up' } });
      expect(JSON.stringify(reply.body)).not.toContain(last.migration_name);
    } finally {
      const row = saved[0];
      const columns = Object.keys(row);
      await db().$executeRawUnsafe(
        `INSERT INTO _prisma_migrations (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        ...columns.map((column) => row[column]),
      );
    }
    expect((await probe(api, '/readyz')).status).toBe(200);
  });

  it('answers 503 naming the job workers once they stopped, and Redis when it is configured and does not answer', async () => {
    const redisDown = await createTestApp(testDatabase(), { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const reply = await probe(redisDown, '/readyz');
      expect(reply.status).toBe(503);
      expect(reply.body.failing).toEqual(['redis']);
      expect(reply.body.parts.redis).toBe('down');
      await redisDown.jobs.stop();
      expect((await probe(redisDown, '/readyz')).body.failing).toEqual(['jobs', 'redis']);
    } finally {
      await redisDown.app.close();
    }
  });
});
