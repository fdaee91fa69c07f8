// The production topology run (`npm run cluster`, deploy/local/cluster.ts), checked through nginx
// only: the probes and nginx's request id, a session on both API processes, the public market reads
// answered by the streaming replica, a listing made through the proxy on the market it shows, and a
// live event stream that survives the restart of the process serving it (it resumes from its last
// cursor and misses nothing committed meanwhile). Needs TEST_CLUSTER_STATE, the cluster.json of a
// running cluster (`.ci/run` starts one with `npm run cluster -- start`); skipped without it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-sse';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterState } from '../../deploy/local/cluster.ts';
import LiveEventsSubscription from '../../web/__generated__/LiveEventsSubscription.graphql.ts';
import { requestBody } from '../../web/relay/requestBody.ts';
import { until } from '../helpers/until.ts';
import { call, signInThrough, XHR } from './apiProcesses.ts';

const stateFile = process.env.TEST_CLUSTER_STATE;
const API_NAMES = ['api-1', 'api-2'] as const;
type ApiName = (typeof API_NAMES)[number];

let state: ClusterState;
let proxy: { url: string };
const opened: { close: () => void }[] = [];

/** The API process nginx passed a request to (X-Upstream: the last address it tried). */
function apiNamed(upstream: string | null): ApiName | undefined {
  const port = Number(upstream?.split(',').at(-1)?.trim().split(':').at(-1));
  return API_NAMES.find((name) => state.ports[name] === port);
}

async function through(route: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${state.url}${route}`, {
    headers: { ...XHR, ...(options.token ? { cookie: `Authorization=${options.token}` } : {}), ...options.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    api: apiNamed(response.headers.get('x-upstream')),
    body: (text.startsWith('{') ? JSON.parse(text) : text) as { code: number; status?: string; parts?: Record<string, string>; data: never },
  };
}

const signIn = () =>
  signInThrough(
    state.url,
    API_NAMES.map((name) => state.dataDirs[name]),
  );

async function onReplica<Row extends Record<string, unknown>>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${state.ports.replica}/market` });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The market's quantity on sale of one item, as the public market page through nginx shows it. */
async function marketQuantity(hashName: string): Promise<number> {
  const { body } = await through(`/web/market?search=${encodeURIComponent(hashName)}`);
  expect(body.code).toBe(0);
  return (body.data as { list: { hashName: string; quantity: number }[] }).list.find((item) => item.hashName === hashName)?.quantity ?? 0;
}

type Received = { __typename: string; cursor: string };

/** The web client's live events (its trusted document, as web/relay/subscriptions.ts sends it) through nginx; `api` is the process that took the stream. */
function subscribe(token: string, after?: string) {
  const stream = { received: [] as Received[], ended: false, connected: false, api: undefined as ApiName | undefined, close: () => {} };
  const client = createClient({
    url: `${state.url}/graphql`,
    retryAttempts: 0,
    headers: { ...XHR, cookie: `Authorization=${token}` },
    fetchFn: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      stream.api ??= apiNamed(response.headers.get('x-upstream'));
      return response;
    },
  });
  stream.close = client.dispose;
  opened.push(stream);
  client.subscribe<{ viewerEvents: Received }>(
    { query: '', ...requestBody(LiveEventsSubscription.params, { after: after ?? null }) },
    {
      next: (result) => {
        if (result.data) stream.received.push({ __typename: result.data.viewerEvents.__typename, cursor: result.data.viewerEvents.cursor });
      },
      error: () => {
        stream.ended = true;
      },
      complete: () => {
        stream.ended = true;
      },
    },
    {
      connected: () => {
        stream.connected = true;
      },
    },
  );
  return stream;
}

async function readNotice(token: string, id: number): Promise<void> {
  expect((await call(proxy, 'POST', `/web/notice/${id}/read`, { token })).body.code).toBe(0);
}

describe.skipIf(!stateFile)('the local cluster, through nginx', () => {
  beforeAll(() => {
    state = JSON.parse(readFileSync(stateFile!, 'utf8')) as ClusterState;
    proxy = { url: state.url };
  });

  afterAll(() => {
    for (const stream of opened) stream.close();
  });

  it('answers the probes through nginx, /metrics only on each process’s metrics port, and names each request by nginx’s id', async () => {
    const ready = await through('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.parts).toMatchObject({ database: 'up', redis: 'up' });
    expect((await through('/healthz')).status).toBe(200);
    expect((await through('/metrics')).status).toBe(404);
    for (const name of API_NAMES) {
      const metrics = await fetch(`http://127.0.0.1:${state.ports[`${name}-metrics`]}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('market_http_request_duration_seconds');
    }

    // nginx's $request_id (32 hex digits) replaces whatever the client sent; the process answers it and logs under it
    const first = await through('/web/notice?limit=1', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    const second = await through('/web/notice?limit=1', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(first.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.requestId).not.toBe(first.requestId);
    await until(() => readFileSync(path.join(state.dir, 'logs', `${first.api}.log`), 'utf8').includes(`"reqId":"${first.requestId}"`), 5_000);
  });

  it('keeps a session made through nginx on both API processes, the requests alternating between them', async () => {
    const token = await signIn();
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await through('/web/user', { token }));
    for (const answer of answers) expect(answer.body.code).toBe(0);
    expect(new Set(answers.map((answer) => (answer.body.data as { id: string }).id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.api))).toEqual(new Set(API_NAMES));
  });

  it('answers the public market reads from the streaming replica', async () => {
    const [standby] = await onReplica<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    expect(standby.standby).toBe(true);
    // only the public reads touch the app's tables there (the lag check reads none): their scans are counted on the replica
    const scans = async () =>
      Number(
        (await onReplica<{ scans: string }>('SELECT coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0) AS scans FROM pg_stat_user_tables'))[0]
          .scans,
      );
    const before = await scans();
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await through(`/web/market?page=${page}`));
    for (const answer of pages) expect((answer.body.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
    expect(new Set(pages.map((answer) => answer.api))).toEqual(new Set(API_NAMES));
    // a server process reports its counts when it is idle, at most once a second
    await until(async () => (await scans()) > before, 15_000);
  });

  it('shows a listing made through nginx on the market it answers, and an uploaded avatar through either process', async () => {
    const token = await signIn();
    const created = await call(proxy, 'POST', '/web/steam/simulated-account', { token, body: {} });
    expect(created.body.code).toBe(0);
    const { mafile, password } = created.body.data as { mafile: string; password: string };
    expect((await call(proxy, 'POST', '/web/steam/accounts', { token, body: { mafile, password } })).body.code).toBe(0);
    // the inventory refresh is a job, run by either process
    let item: { id: string; hashName: string } | undefined;
    await until(async () => {
      const { body } = await through('/web/inventory?tab=UNLISTED&limit=100', { token });
      item = (body.data as { list?: { id: string; hashName: string; tradable: boolean; referencePrice: number | null }[] } | null)?.list?.find(
        (row) => row.tradable && row.referencePrice !== null,
      );
      return item !== undefined;
    }, 30_000);
    const before = await marketQuantity(item!.hashName);
    const listed = await call(proxy, 'POST', '/web/inventory/list', { token, body: { items: [{ id: item!.id, multiplier: 1 }] } });
    expect((listed.body.data as { succeededCount: number }).succeededCount).toBe(1);
    // written on the primary, read from the replica within its lag bound (REPLICA_MAX_LAG_MS, 2 s)
    await until(async () => (await marketQuantity(item!.hashName)) === before + 1, 5_000);

    const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${state.url}/web/user/avatar`, { method: 'POST', headers: { ...XHR, cookie: `Authorization=${token}` }, body: form });
    const { data } = (await uploaded.json()) as { data: { avatar: string } };
    const served: { status: number; api: ApiName | undefined; etag: string | null }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${state.url}${data.avatar}`);
      served.push({ status: response.status, api: apiNamed(response.headers.get('x-upstream')), etag: response.headers.get('etag') });
    }
    expect(served.every((answer) => answer.status === 200 && answer.etag === served[0].etag)).toBe(true);
    expect(new Set(served.map((answer) => answer.api))).toEqual(new Set(API_NAMES));
  });

  it('keeps a live event stream through the restart of the API process serving it: it resumes from its last cursor and misses nothing', async () => {
    const token = await signIn();
    const notices = (await call(proxy, 'GET', '/web/notice?limit=20', { token })).body.data as { list: { id: number }[] };
    expect(notices.list.length).toBeGreaterThanOrEqual(4);
    const [first, ...rest] = notices.list;

    const stream = subscribe(token);
    await until(() => stream.connected && stream.api !== undefined, 5_000);
    await readNotice(token, first.id);
    await until(() => stream.received.length === 1, 5_000);
    const last = stream.received[0].cursor;

    // `npm run cluster -- restart <the process serving the stream>`: SIGTERM, then started again on its port
    const serving = stream.api!;
    const restart = spawn(process.execPath, ['--import', 'tsx', 'deploy/local/cluster.ts', 'restart', serving], {
      env: { ...process.env, CLUSTER_DIR: state.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let restartOutput = '';
    restart.stdout.on('data', (chunk) => (restartOutput += chunk));
    restart.stderr.on('data', (chunk) => (restartOutput += chunk));
    const restarted = once(restart, 'exit');
    await until(() => stream.ended, 15_000);

    // while it restarts the user reads notices through nginx (the other process answers), and the stream resumes there
    for (const notice of rest.slice(0, 2)) await readNotice(token, notice.id);
    const resumed = subscribe(token, last);
    await until(() => resumed.connected, 5_000);
    expect(resumed.api).not.toBe(serving);
    await until(() => resumed.received.length === 2, 5_000);

    const [code] = await restarted;
    expect(code, restartOutput).toBe(0);
    // back: nginx passes requests to it again once the failures it counted have expired (fail_timeout), and the stream goes on
    await until(async () => {
      const answer = await through('/readyz');
      return answer.status === 200 && answer.api === serving;
    }, 15_000);
    await readNotice(token, rest[2].id);
    await until(() => resumed.received.length === 3, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const events = [...stream.received, ...resumed.received];
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.cursor)).size).toBe(4);
    expect(events.every((event) => event.__typename === 'UnreadCountsChanged')).toBe(true);
  }, 90_000);
});
