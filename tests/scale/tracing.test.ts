// Tracing (docs/operations.md): an API process (`npm start`'s entry) with OTEL_EXPORTER_OTLP_ENDPOINT
// sends its spans to an OTLP/HTTP receiver (here a tiny one, JSON): the HTTP request named after its
// route with its request id, the GraphQL operation by name, the SQL under the request's trace, a job
// attempt by queue. Without the variable no OpenTelemetry module is loaded. Needs TEST_DATABASE_URL
// (a database on the server; this test makes its own `<name>_tracing` beside it); `.ci/run` gives it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { type ApiProcess, call, freePort, recreateDatabase, signIn, startApiProcess, stopApiProcess, XHR } from './apiProcesses.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

type AttributeValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: { key: string; value: AttributeValue }[] };
type ExportRequest = { resourceSpans: { resource: { attributes: Span['attributes'] }; scopeSpans: { spans: Span[] }[] }[] };

function attribute(span: Span, key: string): string | number | boolean | undefined {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value && (value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : value.boolValue));
}

let receiver: Server;
const spans: Span[] = [];
const serviceNames = new Set<string>();
let server: ApiProcess;

describe.skipIf(!baseUrl)('tracing', () => {
  beforeAll(async () => {
    receiver = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      if (request.url === '/v1/traces') {
        for (const { resource, scopeSpans } of (JSON.parse(body) as ExportRequest).resourceSpans) {
          for (const entry of resource.attributes) if (entry.key === 'service.name') serviceNames.add(String(entry.value.stringValue));
          for (const scope of scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const databaseUrl = await recreateDatabase(baseUrl!, 'tracing');
    server = await startApiProcess('traced', await freePort(), {
      NODE_ENV: 'development',
      COOKIE_SECRET: 'tracing-test-cookie-secret-0123456789abcdef',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_SERVICE_NAME: undefined,
    });
  });

  afterAll(async () => {
    if (server) stopApiProcess(server);
    receiver?.close();
  });

  it('sends the spans of a request, a GraphQL operation, its SQL and a job', async () => {
    const token = await signIn(server);
    const user = await fetch(`${server.url}/web/user`, { headers: { ...XHR, cookie: `Authorization=${token}` } });
    expect(user.status).toBe(200);
    const requestId = user.headers.get('x-request-id');
    // run interpreted, then compiled (graphql-jit, api/graphql/compiledExecution.ts)
    for (const first of [1, 2]) {
      const answer = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { ...XHR, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query TracedArticles($first: Int) { articles(first: $first) { edges { node { __typename } } } }',
          variables: { first },
        }),
      });
      expect(answer.status).toBe(200);
      expect((await answer.json()).errors).toBeUndefined();
    }
    // binding a Steam account queues an inventory refresh, a job
    const created = await call(server, 'POST', '/web/steam/simulated-account', { token, body: {} });
    const { mafile, password } = created.body.data as { mafile: string; password: string };
    expect((await call(server, 'POST', '/web/steam/accounts', { token, body: { mafile, password } })).body.code).toBe(0);

    await until(
      () => spans.some((span) => span.name.startsWith('job ')) && spans.filter((span) => span.name === 'graphql.query TracedArticles').length === 2,
      30_000,
    );
    expect([...serviceNames]).toEqual(['cs2-market']);

    const request = spans.find((span) => attribute(span, 'request.id') === requestId)!;
    expect(request.name).toBe('GET /web/user');
    expect(attribute(request, 'http.route')).toBe('/web/user');
    const sql = spans.filter((span) => span.traceId === request.traceId && attribute(span, 'db.system.name') === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);

    for (const operation of spans.filter((span) => span.name === 'graphql.query TracedArticles')) {
      expect(attribute(operation, 'graphql.operation.name')).toBe('TracedArticles');
      const graphqlRequest = spans.find((span) => span.spanId === operation.parentSpanId)!;
      expect(attribute(graphqlRequest, 'http.route')).toBe('/graphql');
      expect(spans.some((span) => span.parentSpanId === operation.spanId && attribute(span, 'db.system.name') === 'postgresql')).toBe(true);
    }

    const job = spans.find((span) => span.name.startsWith('job '))!;
    expect(attribute(job, 'job.queue')).toBe(job.name.slice('job '.length));
    expect(attribute(job, 'job.id')).toEqual(expect.any(String));
    expect(attribute(job, 'job.retry_count')).toBe(0);
    expect(spans.some((span) => span.parentSpanId === job.spanId && attribute(span, 'db.system.name') === 'postgresql')).toBe(true);
  }, 90_000);
});

describe('tracing off', () => {
  it('loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    // a loader hook refuses any @opentelemetry import; require()d ones would show in require.cache (where
    // prom-client puts the API package, for exemplars: without an SDK it only answers no-op tracers)
    const refuse = `export async function resolve(specifier, context, next) { if (specifier.includes('@opentelemetry')) throw new Error('loaded ' + specifier); return next(specifier, context); }`;
    const script = `
      import { register, createRequire } from 'node:module';
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(refuse)}));
      const { startTracing, activeTracing } = await import('./api/observability/tracing.ts');
      await startTracing();
      await import('./api/server.ts');
      const required = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('@opentelemetry') && !file.includes('/node_modules/@opentelemetry/api/'));
      console.log(JSON.stringify({ active: activeTracing() !== undefined, required }));
      process.exit(0);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !name.startsWith('OTEL_'))) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code, output).toBe(0);
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({ active: false, required: [] });
  }, 60_000);
});
