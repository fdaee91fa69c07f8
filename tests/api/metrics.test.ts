// GET /metrics (api/observability/metrics.ts): behind the operator token on the public port, alone
// on METRICS_PORT; requests by face, route pattern or GraphQL operation and status class; the job
// queues' depths; the event relay's lag; the partner callbacks and the last reconciliation; and a
// source that fails leaves the others answered.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { appendEvents } from '../../api/modules/events/events.service.ts';
import { PURGE_SESSIONS_JOB } from '../../api/services.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const bearer = { authorization: `Bearer ${OPS_TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text answer. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

let api: TestApp;

async function scrape(): Promise<Sample[]> {
  const reply = await api.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samplesOf(reply.body);
}

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
});

afterAll(async () => {
  await api?.app.close();
});

describe('GET /metrics on the public port', () => {
  it('is refused without the operator token, or with a wrong one (401), and served with it', async () => {
    const without = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.77.0.1' });
    expect(without.statusCode).toBe(401);
    expect(without.body).not.toContain('market_');
    const wrong = await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.77.0.2', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const samples = await scrape();
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts REST requests by route pattern, GraphQL by operation name, partner and operator requests by face, and unknown paths as one label', async () => {
    for (let index = 0; index < 3; index += 1) expect((await api.rest('/web/market?page=1')).status).toBe(200);
    expect((await api.rest('/web/goods/no-such-item')).status).toBeGreaterThanOrEqual(200);
    const named = await api.graphql('query MetricsProbe { __typename }');
    expect(named.errors).toBeUndefined();
    await api.graphql('query MetricsProbe { __typename }');
    await api.graphql('{ __typename }');
    // a partner request without its signature, and an operator's
    expect((await api.app.inject({ method: 'GET', url: '/open/v1/market' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/ops/health', headers: bearer })).statusCode).toBe(200);
    for (const path of ['/no/such/path/1', '/no/such/path/2', '/web/nothing/here']) {
      expect((await api.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }

    const samples = await scrape();
    const count = (labels: Record<string, string>) => sampleValue(samples, 'market_http_request_duration_seconds_count', labels);
    expect(count({ face: 'web', route: '/web/market', status_class: '2xx' })).toBe(3);
    expect(count({ face: 'graphql', route: 'MetricsProbe', status_class: '2xx' })).toBe(2);
    expect(count({ face: 'graphql', route: 'anonymous', status_class: '2xx' })).toBe(1);
    expect(count({ face: 'partner', route: '/open/v1/market', status_class: '4xx' })).toBe(1);
    expect(count({ face: 'operator', route: '/ops/health', status_class: '2xx' })).toBe(1);
    // the raw URLs never become labels: every unmatched path of a face is one series
    expect(count({ face: 'site', route: 'unmatched', status_class: '4xx' })).toBe(2);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('/no/such')))).toBe(false);
    // the histogram's buckets and sum are there for latency
    expect(sampleValue(samples, 'market_http_request_duration_seconds_bucket', { face: 'web', route: '/web/market', status_class: '2xx', le: '+Inf' })).toBe(3);
    expect(sampleValue(samples, 'market_http_request_duration_seconds_sum', { face: 'web', route: '/web/market', status_class: '2xx' })).toBeGreaterThan(0);
  });

  it('reports each queue’s jobs due now, due later and the oldest due one’s wait, read at the scrape', async () => {
    const before = await scrape();
    expect(sampleValue(before, 'market_job_queue_waiting', { queue: PURGE_SESSIONS_JOB })).toBe(0);
    await api.jobs.send(PURGE_SESSIONS_JOB, {});
    await api.jobs.send(PURGE_SESSIONS_JOB, {});
    await api.jobs.send(PURGE_SESSIONS_JOB, {}, { startAfter: new Date(api.clock.now().getTime() + 3_600_000) });
    // the oldest due one has waited a while (pg-boss compares with the database's now())
    await db().$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = now() - interval '90 seconds' WHERE name = $1 AND start_after <= now()`,
      PURGE_SESSIONS_JOB,
    );
    const samples = await scrape();
    expect(sampleValue(samples, 'market_job_queue_waiting', { queue: PURGE_SESSIONS_JOB })).toBe(2);
    expect(sampleValue(samples, 'market_job_queue_scheduled', { queue: PURGE_SESSIONS_JOB })).toBe(1);
    expect(sampleValue(samples, 'market_job_queue_oldest_waiting_seconds', { queue: PURGE_SESSIONS_JOB })).toBeGreaterThanOrEqual(90);
    expect(sampleValue(samples, 'market_metrics_source_up', { source: 'jobs' })).toBe(1);
    await api.jobs.runDue();
    const after = await scrape();
    expect(sampleValue(after, 'market_job_queue_waiting', { queue: PURGE_SESSIONS_JOB })).toBe(0);
    expect(sampleValue(after, 'market_job_queue_oldest_waiting_seconds', { queue: PURGE_SESSIONS_JOB })).toBe(0);
  });

  it('reports the database pools where there are pools, the open event streams and the partner callbacks', async () => {
    await api.graphql('{ __typename }');
    const samples = await scrape();
    if (testDatabase().kind === 'postgres') {
      expect(sampleValue(samples, 'market_db_pool_connections', { pool: 'app', state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'market_db_pool_waiting', { pool: 'app' })).toBe(0);
      expect(sampleValue(samples, 'market_db_pool_max', { pool: 'app' })).toBe(10);
      expect(sampleValue(samples, 'market_db_pool_max', { pool: 'jobs' })).toBeGreaterThan(0);
    } else {
      // the embedded database is one connection: no pool to report
      expect(samples.filter((sample) => sample.name === 'market_db_pool_connections')).toEqual([]);
    }
    expect(sampleValue(samples, 'market_sse_open_streams')).toBe(0);
    expect(sampleValue(samples, 'market_partner_callbacks_pending')).toBe(0);
    expect(sampleValue(samples, 'market_partner_callbacks_oldest_pending_seconds')).toBe(0);
  });

  it('reports the last reconciliation: when it finished and its differences', async () => {
    // none has run yet: unknown, not zero
    expect(sampleValue(await scrape(), 'market_reconciliation_last_run_differences')).toBeNaN();
    const to = api.clock.now();
    const report = await api.app.services.reconciliation.run({ from: new Date(to.getTime() - 3_600_000), to });
    const samples = await scrape();
    expect(sampleValue(samples, 'market_reconciliation_last_run_differences')).toBe(report.differences.length);
    const finished = sampleValue(samples, 'market_reconciliation_last_run_timestamp_seconds')!;
    expect(Math.abs(finished - api.clock.now().getTime() / 1000)).toBeLessThan(60);
  });

  it('observes the event relay’s lag from an event’s writing to its relaying', async () => {
    const user = await api.signIn();
    await api.app.ready();
    await api.app.services.eventRelay.start();
    const occurredAt = new Date(api.clock.now().getTime() - 2_000);
    await transaction((tx) =>
      appendEvents(tx, [{ type: 'notices.read', aggregateId: user.userId, audience: [user.userId], payload: { noticeId: null, count: 0 } }], occurredAt),
    );
    // on a PostgreSQL server other tests' open transactions may hold the event back for a moment (the log's rule)
    await until(async () => {
      await api.app.services.eventRelay.runNow();
      return (sampleValue(await scrape(), 'market_event_relay_lag_seconds_count') ?? 0) >= 1;
    });
    const samples = await scrape();
    expect(sampleValue(samples, 'market_event_relay_lag_seconds_sum')).toBeGreaterThanOrEqual(2);
    expect(sampleValue(samples, 'market_event_sse_delivery_lag_seconds_count')).toBe(0);
  });

  it('counts the open event streams and observes the lag of what they deliver, not the streams as requests', async () => {
    const user = await api.signIn();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const client = createClient({
      url: `${base}/graphql`,
      retryAttempts: 0,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${user.token}` },
    });
    const received: unknown[] = [];
    const ended = new Promise<void>((resolve) => {
      client.subscribe(
        { query: 'subscription LiveMetrics { viewerEvents { __typename cursor } }' },
        { next: (result) => void received.push(result.data), error: () => resolve(), complete: () => resolve() },
      );
    });
    try {
      await until(() => api.app.services.viewerEvents.openStreams >= 1);
      expect(sampleValue(await scrape(), 'market_sse_open_streams')).toBe(1);
      const occurredAt = new Date(api.clock.now().getTime() - 1_000);
      await transaction((tx) =>
        appendEvents(tx, [{ type: 'notices.read', aggregateId: user.userId, audience: [user.userId], payload: { noticeId: null, count: 0 } }], occurredAt),
      );
      await until(() => received.length >= 1);
      const samples = await scrape();
      // one observation per event the stream delivered (on a shared PostgreSQL server the sign-in's may come as well)
      expect(sampleValue(samples, 'market_event_sse_delivery_lag_seconds_count')).toBe(received.length);
      expect(sampleValue(samples, 'market_event_sse_delivery_lag_seconds_sum')).toBeGreaterThanOrEqual(1);
    } finally {
      client.dispose();
      await ended;
    }
    await until(() => api.app.services.viewerEvents.openStreams === 0);
    const samples = await scrape();
    expect(sampleValue(samples, 'market_sse_open_streams')).toBe(0);
    expect(samples.filter((sample) => sample.labels.route === 'LiveMetrics')).toEqual([]);
  });

  it('answers what it can when a source fails: that source is reported down and left out', async () => {
    const services = api.app.services;
    const backlog = services.partnerCallbacks.backlog;
    services.partnerCallbacks.backlog = async () => {
      throw new Error('the database went away');
    };
    try {
      const samples = await scrape();
      expect(sampleValue(samples, 'market_metrics_source_up', { source: 'partner_callbacks' })).toBe(0);
      // unknown rather than a reassuring zero
      expect(sampleValue(samples, 'market_partner_callbacks_pending')).toBeNaN();
      expect(sampleValue(samples, 'market_metrics_source_up', { source: 'jobs' })).toBe(1);
      expect(sampleValue(samples, 'market_job_queue_waiting', { queue: PURGE_SESSIONS_JOB })).toBe(0);
    } finally {
      services.partnerCallbacks.backlog = backlog;
    }
  });
});

describe('METRICS_PORT', () => {
  it('must differ from PORT', () => {
    const environment = { NODE_ENV: 'test', DATA_DIR: 'data/test', OPS_TOKEN, PORT: '3100' };
    expect(() => loadConfig({ ...environment, METRICS_PORT: '3100' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...environment, METRICS_PORT: '3100' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(loadConfig({ ...environment, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig(environment).metricsPort).toBeUndefined();
  });

  it('serves GET /metrics alone on its own listener, without the token, and not on the public port', async () => {
    const own = await createTestApp(testDatabase(), { env: { OPS_TOKEN, METRICS_PORT: '0', HOST: '127.0.0.1' } });
    try {
      await own.app.ready();
      const { port } = own.app.metrics.listener!.server.address() as AddressInfo;
      await own.rest('/web/market?page=1');
      const served = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(served.status).toBe(200);
      const samples = samplesOf(await served.text());
      expect(sampleValue(samples, 'market_http_request_duration_seconds_count', { face: 'web', route: '/web/market', status_class: '2xx' })).toBe(1);
      // only /metrics there
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/web/market`)).status).toBe(404);
      // and no /metrics on the public port, even with the token
      expect((await own.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(404);
      // each app has its own registry: the first app's requests are not counted here
      expect(
        sampleValue(samples, 'market_http_request_duration_seconds_count', { face: 'graphql', route: 'MetricsProbe', status_class: '2xx' }),
      ).toBeUndefined();
    } finally {
      await own.app.close();
    }
    expect(own.app.metrics.listener!.server.listening).toBe(false);
  });
});
