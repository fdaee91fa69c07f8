// The probes and the metrics (docs/operations.md "Metrics and health"): GET /healthz answers that the
// process runs (no I/O), GET /readyz whether it can serve (each part up or down, never why), both
// without authentication, rate limit or caching; GET /metrics is the Prometheus text, behind the
// operator token on the public port or alone on METRICS_PORT.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

export function healthRoutes(readiness: () => Promise<Readiness>) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (_request, reply) => {
      const { ready, parts } = await readiness();
      reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
      const failing = Object.keys(parts).filter((part) => parts[part] !== 'up');
      return ready ? { status: 'ok', parts } : { status: 'unavailable', failing, parts };
    });
  };
}

export function metricsRoutes(metrics: AppMetrics) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', async (_request, reply) => {
      const text = await metrics.render();
      reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return text;
    });
  };
}

/** The listener of METRICS_PORT: GET /metrics alone, without the token (the port is the operator's network). */
export async function listenForMetrics(metrics: AppMetrics, address: { port: number; host: string }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  await server.register(metricsRoutes(metrics));
  await server.listen(address);
  return server;
}
