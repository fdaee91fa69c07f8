// Tracing (OpenTelemetry), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans for HTTP requests,
// SQL statements (pg, under Prisma's adapter), GraphQL operations and job attempts, sent over OTLP.
// Unset, no OpenTelemetry module is loaded: the SDK and its instrumentations are imported here, behind
// the check, and the app's own spans go through `activeTracing()`, which is then undefined. Started
// by api/start.ts before anything loads `http` or `pg`, which the instrumentations patch as they load.
import type * as OpenTelemetry from '@opentelemetry/api';

export type Tracing = { api: typeof OpenTelemetry; tracer: OpenTelemetry.Tracer; shutdown: () => Promise<void> };

let active: Tracing | undefined;

/** The running tracing, or undefined when it is off. */
export function activeTracing(): Tracing | undefined {
  return active;
}

/** Starts the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (the standard OTEL_* variables apply). */
export async function startTracing(): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT || active) return;
  // ES modules are patched through this loader hook; CommonJS ones (pg, http under Fastify) as they are required
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [api, { NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  // traces only: the metrics are at /metrics and the logs on stdout, unless OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER say otherwise
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  if (!process.env.OTEL_SERVICE_NAME && !/(^|,)\s*service\.name=/.test(process.env.OTEL_RESOURCE_ATTRIBUTES ?? ''))
    process.env.OTEL_SERVICE_NAME = 'cs2-market';
  // SQL only within a span (a request's, a job's): not the job queue's polling. The exporter as OTEL_EXPORTER_OTLP_PROTOCOL says (http/protobuf unless http/json or grpc)
  const sdk = new NodeSDK({
    instrumentations: [new HttpInstrumentation(), new PgInstrumentation({ requireParentSpan: true })],
  });
  sdk.start();
  active = { api, tracer: api.trace.getTracer('cs2-market'), shutdown: () => sdk.shutdown() };
}

/** Sends the spans still buffered and stops (graceful shutdown). */
export async function stopTracing(): Promise<void> {
  const running = active;
  active = undefined;
  await running?.shutdown();
}

/** Names the HTTP server span after the request's route, with the request's id (the X-Request-Id it answers). */
export function labelRequestSpan(request: { id: string; method: string; routeOptions: { url?: string } }): void {
  const span = active?.api.trace.getActiveSpan();
  if (!span) return;
  const route = request.routeOptions.url;
  span.setAttribute('request.id', request.id);
  if (route) {
    span.setAttribute('http.route', route);
    span.updateName(`${request.method} ${route}`);
  }
}

/** Runs `work` in a span of its own when tracing is on (an error thrown marks the span and goes on). */
export async function inSpan<T>(name: string, attributes: OpenTelemetry.Attributes, work: () => Promise<T>): Promise<T> {
  if (!active) return work();
  const { api, tracer } = active;
  return tracer.startActiveSpan(name, { attributes, kind: api.SpanKind.CONSUMER }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks the running span failed, when tracing is on (a job's attempt whose handler threw). */
export function markSpanFailed(error: unknown): void {
  const span = active?.api.trace.getActiveSpan();
  span?.recordException(error instanceof Error ? error : String(error));
  span?.setStatus({ code: active!.api.SpanStatusCode.ERROR });
}
