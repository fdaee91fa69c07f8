// Scale-out proven (issue 22 point 5, DESIGN.md §7): two API processes (`npm start`'s entry) on one
// PostgreSQL database and one Redis, as behind a load balancer. A session made on one is valid on the
// other; the request limit counts across both; a job queued by one runs once; an event committed
// through one reaches a subscriber of the other within a second; a subscriber whose process is killed
// resumes on the other from its last cursor and misses nothing. Needs TEST_DATABASE_URL (a database on
// the server; this test makes its own `<name>_scale` beside it) and TEST_REDIS_URL; `.ci/run` gives both.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { createClient } from 'graphql-sse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { until } from '../helpers/until.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(baseUrl && redisUrl);

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
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

type Server = { name: string; url: string; child: ChildProcess; dataDir: string };
let databaseUrl = '';
const servers: Server[] = [];

async function recreateDatabase(): Promise<string> {
  const url = new URL(baseUrl!);
  const name = `${url.pathname.slice(1) || 'test'}_scale`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** This process's environment without vitest's own variables: with VITEST set, vite.config.ts builds from the repository's root, and a server whose web client is older than its sources builds it at start. */
function processEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

/** Starts one API process and waits until it answers. */
/** A port nothing listens on now, as the server binds it (a random one in 3300-3499 once hit MySQL's 3306). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '0.0.0.0');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function startServer(name: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `scale-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: { ...processEnvironment(), ...SHARED, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited: ${output.slice(-2000)}`);
    const answer = await fetch(`${url}/web/notice?limit=0`, { headers: XHR }).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`server ${name} did not start: ${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const server = { name, url, child, dataDir };
  servers.push(server);
  return server;
}

async function call(server: Server, method: string, route: string, options: { token?: string; body?: unknown; address?: string } = {}) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...XHR,
      ...(options.token ? { cookie: `Authorization=${options.token}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('Authorization='));
  return { status: response.status, body: (await response.json()) as { code: number; data: never }, token: setCookie?.split(';')[0].split('=')[1] };
}

/** Signs a new user in through `server` (the code from that process's SMS outbox); answers the session token. */
async function signIn(server: Server): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await call(server, 'POST', '/web/sms', { body: { phone } })).body.code).toBe(0);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    code = await readLatestCodeFromOutboxFile(path.join(server.dataDir, 'sms-outbox.jsonl'), phone, 'login');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await call(server, 'POST', '/web/login', { body: { phone, code, agree: true } });
  expect(login.body.code).toBe(0);
  return login.token!;
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

describe.skipIf(!enabled)('two API processes on one PostgreSQL and one Redis', () => {
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    databaseUrl = await recreateDatabase();
    // one at a time: the first migrates and seeds the new database
    a = await startServer('a', await freePort());
    b = await startServer('b', await freePort());
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('a session made on one is valid on the other', async () => {
    const token = await signIn(a);
    const onA = await call(a, 'GET', '/web/user', { token });
    const onB = await call(b, 'GET', '/web/user', { token });
    expect(onB.body.code).toBe(0);
    expect((onB.body.data as { id: string }).id).toBe((onA.body.data as { id: string }).id);
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
});
