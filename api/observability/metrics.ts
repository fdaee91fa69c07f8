// The process's metrics in the Prometheus text format (GET /metrics, docs/operations.md "Metrics and
// health"), on a registry of its own (tests build many apps in one process). Requests are counted as
// they end; the rest is read when Prometheus scrapes: the pools' counts from memory, and one short
// statement each for the job queues, the partner callbacks and the last reconciliation. A source
// that fails or takes longer than SOURCE_TIMEOUT_MS is left out of that scrape and reported as
// `market_metrics_source_up{source} 0`; the others are still answered.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../db/jobs.ts';
import type { PoolStats } from '../db/poolStats.ts';
import { currentReplica } from '../db/replica.ts';
import type { Services } from '../services.ts';
import { withTimeout } from './readiness.ts';

/** The API a request came to: the web client's REST, the partners' (/open/v1), the operators' (/ops), GraphQL, or the site (pages, files, probes). */
export type Face = 'web' | 'partner' | 'operator' | 'graphql' | 'site';

/** The route label of a request no route matched (a 404, or a page the web client's fallback served). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of a built file of the web client (one route per file). */
export const STATIC_ROUTE = 'static';
/** Distinct GraphQL operation names one process labels; later new names are counted as `other`. */
export const MAX_GRAPHQL_OPERATIONS = 100;
/** How long one scrape-time source may take before the scrape goes on without it. */
export const SOURCE_TIMEOUT_MS = 1_000;

const REPLICA_LAG_METRIC = 'market_db_replica_lag_seconds';
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

export function faceOf(url: string): Face {
  if (url.startsWith('/web/')) return 'web';
  if (url === '/graphql' || url.startsWith('/graphql?')) return 'graphql';
  if (url.startsWith('/open/v1/')) return 'partner';
  if (url.startsWith('/ops/')) return 'operator';
  return 'site';
}

/** Names kept as they are up to `max` distinct ones; any later new one is `other`. */
class BoundedNames {
  private readonly names = new Set<string>();
  constructor(private readonly max: number) {}

  label(name: string): string {
    if (this.names.has(name)) return name;
    if (this.names.size >= this.max) return 'other';
    this.names.add(name);
    return name;
  }
}

export type MetricSources = {
  /** the app's clock: events' times and deliveries' ages are of it */
  now: () => Date;
  database: () => Database;
  jobs: JobQueue;
  services: Pick<Services, 'viewerEvents' | 'partnerCallbacks' | 'reconciliation'>;
};

export class AppMetrics {
  readonly registry = new Registry();
  /** The METRICS_PORT listener, once the app is ready (api/app.ts). */
  listener: FastifyInstance | undefined;
  private readonly operations = new BoundedNames(MAX_GRAPHQL_OPERATIONS);
  private defaultMetrics = false;

  private readonly requests = new Histogram({
    name: 'market_http_request_duration_seconds',
    help: 'Requests by face, route (Fastify route pattern; GraphQL: the operation name) and status class, by duration',
    labelNames: ['face', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly relayLag = new Histogram({
    name: 'market_event_relay_lag_seconds',
    help: 'From an event being written (its occurred_at) to this process relaying it after its commit',
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  private readonly deliveryLag = new Histogram({
    name: 'market_event_sse_delivery_lag_seconds',
    help: 'From an event being written to a live event stream (SSE) taking it',
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  private readonly openStreams = new Gauge({
    name: 'market_sse_open_streams',
    help: 'Live event streams (viewerEvents over SSE) open in this process',
    registers: [this.registry],
  });
  private readonly poolConnections = new Gauge({
    name: 'market_db_pool_connections',
    help: 'Connections of a database pool of this process (app: Prisma, jobs: pg-boss), in use or idle',
    labelNames: ['pool', 'state'] as const,
    registers: [this.registry],
  });
  private readonly poolWaiting = new Gauge({
    name: 'market_db_pool_waiting',
    help: 'Callers waiting for a connection of a database pool of this process',
    labelNames: ['pool'] as const,
    registers: [this.registry],
  });
  private readonly poolMax = new Gauge({
    name: 'market_db_pool_max',
    help: 'The most connections a database pool of this process opens',
    labelNames: ['pool'] as const,
    registers: [this.registry],
  });
  private readonly queueWaiting = new Gauge({
    name: 'market_job_queue_waiting',
    help: 'Jobs of a queue due now and not started (its depth)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly queueScheduled = new Gauge({
    name: 'market_job_queue_scheduled',
    help: 'Jobs of a queue due later',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly queueOldest = new Gauge({
    name: 'market_job_queue_oldest_waiting_seconds',
    help: 'How long the oldest job of a queue that is due has waited to start (0: none waits)',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly callbacksPending = new Gauge({
    name: 'market_partner_callbacks_pending',
    help: 'Partner callback deliveries not yet acknowledged nor given up',
    registers: [this.registry],
  });
  private readonly callbacksOldest = new Gauge({
    name: 'market_partner_callbacks_oldest_pending_seconds',
    help: 'Age of the oldest pending partner callback delivery (0: none pending)',
    registers: [this.registry],
  });
  private readonly reconciliationTime = new Gauge({
    name: 'market_reconciliation_last_run_timestamp_seconds',
    help: 'When the last reconciliation with the provider and the ledger finished (Unix time; NaN: none has)',
    registers: [this.registry],
  });
  private readonly reconciliationDifferences = new Gauge({
    name: 'market_reconciliation_last_run_differences',
    help: 'Differences the last reconciliation recorded',
    registers: [this.registry],
  });
  // registered while the process has a replica: absent otherwise (an unlabelled gauge would read 0)
  private readonly replicaLag = new Gauge({
    name: REPLICA_LAG_METRIC,
    help: "The read replica's replay lag at its last check (NaN when the check failed: public reads go to the primary)",
    registers: [],
  });
  private readonly sourceUp = new Gauge({
    name: 'market_metrics_source_up',
    help: 'Whether a source of this scrape answered in time (1) or was left out (0)',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricSources) {}

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Counts a request that ended (an event stream is counted by the open streams, not here). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    const face = faceOf(request.url);
    const status = reply.statusCode;
    this.requests.observe({ face, route: this.routeOf(request, face), status_class: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
  }

  /** The events the relay handed out, as it handed them out. */
  observeRelayed(events: readonly { occurredAt: Date }[]): void {
    const now = this.sources.now().getTime();
    for (const event of events) this.relayLag.observe(Math.max(0, now - event.occurredAt.getTime()) / 1000);
  }

  /** A live event an event stream took. */
  observeDelivered(event: { occurredAt: Date }): void {
    this.deliveryLag.observe(Math.max(0, this.sources.now().getTime() - event.occurredAt.getTime()) / 1000);
  }

  /** The scrape: reads the sources, then renders the registry. */
  async render(): Promise<string> {
    // Node's own metrics from the first scrape on: each registration starts a GC observer and an
    // event-loop monitor that live as long as the process, which an app never scraped need not start
    if (!this.defaultMetrics) {
      collectDefaultMetrics({ register: this.registry });
      this.defaultMetrics = true;
    }
    await this.collect();
    return this.registry.metrics();
  }

  private routeOf(request: FastifyRequest, face: Face): string {
    const pattern = request.routeOptions.url;
    if (pattern === undefined) return UNMATCHED_ROUTE;
    if (face === 'graphql') return request.graphqlOperation === undefined ? 'none' : this.operations.label(request.graphqlOperation);
    if (face === 'site' && /\.[a-z0-9]+$/i.test(pattern)) return STATIC_ROUTE;
    return pattern;
  }

  private async collect(): Promise<void> {
    const { database, jobs, services } = this.sources;
    this.openStreams.set(services.viewerEvents.openStreams);
    this.collectReplicaLag();
    this.poolConnections.reset();
    this.poolWaiting.reset();
    this.poolMax.reset();
    await Promise.all([
      this.fromSource(
        'pools',
        async (): Promise<[string, PoolStats | undefined][]> => [
          ['app', database().poolStats()],
          ['jobs', jobs.poolStats()],
        ],
        (pools: [string, PoolStats | undefined][]) => {
          for (const [pool, stats] of pools) {
            if (!stats) continue;
            this.poolConnections.set({ pool, state: 'in_use' }, stats.inUse);
            this.poolConnections.set({ pool, state: 'idle' }, stats.idle);
            this.poolWaiting.set({ pool }, stats.waiting);
            if (stats.max !== undefined) this.poolMax.set({ pool }, stats.max);
          }
        },
      ),
      this.fromSource(
        'jobs',
        () => jobs.depths(),
        (depths) => {
          for (const depth of depths) {
            this.queueWaiting.set({ queue: depth.queue }, depth.due);
            this.queueScheduled.set({ queue: depth.queue }, depth.later);
            this.queueOldest.set({ queue: depth.queue }, depth.oldestDueSeconds);
          }
        },
        () => {
          for (const gauge of [this.queueWaiting, this.queueScheduled, this.queueOldest]) gauge.reset();
        },
      ),
      this.fromSource(
        'partner_callbacks',
        () => services.partnerCallbacks.backlog(),
        (backlog) => {
          this.callbacksPending.set(backlog.pending);
          this.callbacksOldest.set(backlog.oldestSeconds);
        },
        () => {
          this.callbacksPending.set(Number.NaN);
          this.callbacksOldest.set(Number.NaN);
        },
      ),
      this.fromSource(
        'reconciliation',
        () => services.reconciliation.lastRun(),
        (run) => {
          this.reconciliationTime.set(run ? run.finishedAt.getTime() / 1000 : Number.NaN);
          this.reconciliationDifferences.set(run ? run.differences : Number.NaN);
        },
        () => {
          this.reconciliationTime.set(Number.NaN);
          this.reconciliationDifferences.set(Number.NaN);
        },
      ),
    ]);
  }

  private collectReplicaLag(): void {
    const replica = currentReplica();
    const registered = this.registry.getSingleMetric(REPLICA_LAG_METRIC) !== undefined;
    if (!replica) {
      if (registered) this.registry.removeSingleMetric(REPLICA_LAG_METRIC);
      return;
    }
    if (!registered) this.registry.registerMetric(this.replicaLag);
    this.replicaLag.set((replica.lagMs() ?? Number.NaN) / 1000);
  }

  /**
   * Reads one source within SOURCE_TIMEOUT_MS and applies what it answered; on a failure `unknown`
   * empties its gauges (labelled ones lose their series, single ones read NaN, never a stale or zero value).
   */
  private async fromSource<T>(source: string, read: () => Promise<T>, apply: (value: T) => void, unknown: () => void = () => {}): Promise<void> {
    try {
      const value = await withTimeout(Promise.resolve().then(read), SOURCE_TIMEOUT_MS);
      unknown();
      apply(value);
      this.sourceUp.set({ source }, 1);
    } catch {
      unknown();
      this.sourceUp.set({ source }, 0);
    }
  }
}
