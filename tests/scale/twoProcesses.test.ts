// Scale-out proven (docs/operations.md): two API processes (`npm start`'s entry) on one
// PostgreSQL database and one Redis, as behind a load balancer. A session made on one is valid on the
// other; the request limit counts across both; a job queued by one runs once; an event committed
// through one reaches a subscriber of the other within a second; a subscriber whose process is killed
// resumes on the other from its last cursor and misses nothing; an avatar uploaded through one is
// served by the other. Needs TEST_DATABASE_URL (a database on
// the server; this test makes its own `<name>_scale` beside it) and TEST_REDIS_URL; `.ci/run` gives both.
// With TEST_PGBOUNCER_URL (PgBouncer in transaction mode in front of that server: deploy/local/pgbouncer.sh)
// the processes reach the database through it, as DATABASE_URL, and PostgreSQL itself as DATABASE_DIRECT_URL
// (`.ci/run` runs the file a second time so); the database is then `<name>_scale_pooled`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-sse';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { type ApiProcess, call, freePort, recreateDatabase, signIn, startApiProcess, stopApiProcess, XHR } from './apiProcesses.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const poolerUrl = process.env.TEST_PGBOUNCER_URL;
const enabled = Boolean(baseUrl && redisUrl);

/** The database URL the processes are given: through the pooler when there is one. */
function processDatabaseUrls(direct: string): Record<string, string> {
  if (!poolerUrl) return { DATABASE_URL: direct };
  const pooled = Object.assign(new URL(poolerUrl), { pathname: new URL(direct).pathname });
  return { DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: direct };
}

const SHARED = {
  NODE_ENV: 'development',
  COOKIE_SECRET: 'scale-test-cookie-secret-0123456789abcdef',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100',
  TRUST_PROXY: '127.0.0.1',
  // polling far slower than the second asked for: only the commit signal (Redis) can be that prompt
  EVENTS_POLL_MS: '10000',
};

type Server = ApiProcess;
let databaseUrl = '';
const servers: Server[] = [];

async function startServer(name: string, port: number): Promise<Server> {
  const server = await startApiProcess(name, port, { ...SHARED, ...processDatabaseUrls(databaseUrl), REDIS_URL: redisUrl });
  servers.push(server);
  return server;
}

type Received = { __typename: string; cursor: string; at: number };
function subscribe(server: Server, token: string, after?: string) {
  const client = createClient({ url: `${server.url}/graphql`, retryAttempts: 0, headers: { ...XHR, cookie: `Authorization=${token}` } });
  const received: Received[] = [];
  let ended = false;
  client.subscribe<{ viewerEvents: Omit<Received, 'at'> }>(
    { query: 'subscription($after: String) { viewerEvents(after: $after) { __typename cursor } }', variables: after ? { after } : {} },
    {
      next: (result) => {
        if (result.data) received.push({ ...result.data.viewerEvents, at: Date.now() });
      },
      error: () => {
        ended = true;
      },
      complete: () => {
        ended = true;
      },
    },
  );
  return {
    received,
    get ended() {
      return ended;
    },
    close: () => client.dispose(),
  };
}

describe.skipIf(!enabled)(`two API processes on one PostgreSQL${poolerUrl ? ' through PgBouncer (transaction pooling)' : ''} and one Redis`, () => {
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    databaseUrl = await recreateDatabase(baseUrl!, poolerUrl ? 'scale_pooled' : 'scale');
    // one at a time: the first migrates and seeds the new database
    a = await startServer('a', await freePort());
    b = await startServer('b', await freePort());
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) stopApiProcess(server);
  });

  it('a session made on one is valid on the other', async () => {
    const token = await signIn(a);
    const onA = await call(a, 'GET', '/web/user', { token });
    const onB = await call(b, 'GET', '/web/user', { token });
    expect(onB.body.code).toBe(0);
    expect((onB.body.data as { id: string }).id).toBe((onA.body.data as { id: string }).id);
  });

  it('serves an avatar uploaded through one from the other, with the same bytes and headers (UPLOAD_DRIVER defaults to database)', async () => {
    const token = await signIn(a);
    const upload = async (server: Server, red: number) => {
      const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: red, g: 40, b: 90 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${server.url}/web/user/avatar`, { method: 'POST', headers: { ...XHR, cookie: `Authorization=${token}` }, body: form });
      const answer = (await response.json()) as { code: number; data: { avatar: string } };
      expect(answer.code).toBe(0);
      return answer.data.avatar;
    };
    const served = async (server: Server, url: string) => {
      const response = await fetch(`${server.url}${url}`);
      const headers = Object.fromEntries(
        ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      );
      return { status: response.status, headers, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const first = await upload(a, 200);
    const fromA = await served(a, first);
    const fromB = await served(b, first);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(fromB.headers).toEqual(fromA.headers);
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // neither machine's folder holds it
    for (const server of [a, b]) expect(existsSync(path.join(server.dataDir, 'uploads', first.replace('/uploads/', '')))).toBe(false);
    // replaced through the other process, the first file is gone for both
    const second = await upload(b, 20);
    expect((await served(a, second)).status).toBe(200);
    expect((await served(a, first)).status).toBe(404);
    expect((await served(b, first)).status).toBe(404);
  });

  it('counts one address’s requests across both: 100 a minute in all, not 100 each', async () => {
    const address = `10.${Math.floor(Math.random() * 200)}.0.9`;
    const answers = await Promise.all(
      Array.from({ length: 140 }, (_, index) => call(index % 2 === 0 ? a : b, 'GET', '/web/notice?limit=0', { address }).then((reply) => reply.status)),
    );
    expect(answers.filter((status) => status === 200).length).toBe(100);
    expect(answers.filter((status) => status === 429).length).toBe(40);
  });

  it('runs a job queued by one process once, by either', async () => {
    const token = await signIn(b);
    const created = await call(b, 'POST', '/web/steam/simulated-account', { token, body: {} });
    expect(created.body.code).toBe(0);
    const { mafile, password } = created.body.data as { mafile: string; password: string };
    const bound = await call(b, 'POST', '/web/steam/accounts', { token, body: { mafile, password } });
    expect(bound.body.code).toBe(0);
    const userId = ((await call(a, 'GET', '/web/user', { token })).body.data as { id: string }).id;
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      let refreshId = '';
      await until(async () => {
        const { rows } = await database.query('SELECT id, status FROM inventory_refreshes WHERE user_id = $1', [userId]);
        refreshId = rows[0]?.id ?? '';
        return rows.length === 1 && rows[0].status !== 'RUNNING' && rows[0].status !== 'QUEUED';
      }, 60_000);
      // its job ran once, at the first try, and the user was told once
      const { rows: jobs } = await database.query('SELECT state, retry_count FROM pgboss.job WHERE id = $1::uuid', [refreshId]);
      expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
      const { rows: told } = await database.query(`SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND kind = 'inventoryRefreshed'`, [userId]);
      expect(told[0].n).toBe(1);
    } finally {
      await database.end();
    }
  }, 90_000);

  it('an event committed through one process reaches a subscriber of the other within a second', async () => {
    const token = await signIn(a);
    const stream = subscribe(b, token);
    await until(async () => (await fetch(`${b.url}/web/notice?limit=0`, { headers: XHR })).ok);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // reading the welcome message changes the header's counts
    const committed = Date.now();
    expect((await call(a, 'POST', '/web/messages/read', { token, body: {} })).body.code).toBe(0);
    await until(() => stream.received.length > 0, 5_000);
    expect(stream.received[0].__typename).toBe('UnreadCountsChanged');
    expect(stream.received[0].at - committed).toBeLessThan(1_000);
    stream.close();
  });

  it('a subscriber whose process is killed resumes on the other from its last cursor and misses nothing', async () => {
    const token = await signIn(a);
    const notices = (await call(a, 'GET', '/web/notice?limit=20', { token })).body.data as { list: { id: number }[] };
    expect(notices.list.length).toBeGreaterThanOrEqual(3);
    const stream = subscribe(b, token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(a, 'POST', `/web/notice/${notices.list[0].id}/read`, { token })).body.code).toBe(0);
    await until(() => stream.received.length === 1, 5_000);
    const last = stream.received[0].cursor;

    // process B dies mid-stream; meanwhile the user reads more notices through A
    b.child.kill('SIGKILL');
    await until(() => stream.ended, 5_000);
    for (const notice of notices.list.slice(1)) expect((await call(a, 'POST', `/web/notice/${notice.id}/read`, { token })).body.code).toBe(0);

    const resumed = subscribe(a, token, last);
    await until(() => resumed.received.length >= notices.list.length - 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resumed.received.length).toBe(notices.list.length - 1);
    expect(new Set(resumed.received.map((event) => event.cursor)).size).toBe(resumed.received.length);
    expect(resumed.received.every((event) => event.__typename === 'UnreadCountsChanged')).toBe(true);
    resumed.close();
  }, 60_000);

  it.skipIf(!poolerUrl)('reaches the database through the pooler: its transactions passed PgBouncer', async () => {
    const console = new pg.Client({ connectionString: Object.assign(new URL(poolerUrl!), { pathname: '/pgbouncer' }).toString() });
    await console.connect();
    try {
      const { rows } = await console.query<{ database: string; total_xact_count: string }>('SHOW STATS');
      const name = new URL(databaseUrl).pathname.slice(1);
      expect(Number(rows.find((row) => row.database === name)?.total_xact_count ?? 0)).toBeGreaterThan(100);
    } finally {
      await console.end();
    }
  });
});
