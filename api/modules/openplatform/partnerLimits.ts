// A partner app's requests a second (20 unless an operator set otherwise), one count per app over the
// partner API and signed GraphQL alike, with RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset on
// every answer and 429 + Retry-After beyond. A request refused before it names an app (no or a bad
// signature) counts against its address, 100 a second, and its 401 carries the headers of that count.
// Counted in Redis with REDIS_URL (every process shares the counts), in memory otherwise; when Redis
// fails, requests pass rather than the partner API going down.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitError } from '../../errors.ts';
import { type PartnerViewer, PartnerAuthError } from './partnerAuth.ts';

/** An app's requests a second when its row says nothing else. */
const DEFAULT_PER_SECOND = 20;
/** Refused requests (no or a bad signature) an address may send a second before 429. */
const REFUSALS_PER_SECOND = 100;

type Count = { isAllowed: boolean; max?: number; remaining?: number; ttlInSeconds?: number; isExceeded?: boolean };
type Counter = (request: FastifyRequest) => Promise<Count>;

/** The app a request acts for: the partner API's viewer, or a signed GraphQL request's. */
const appOf = (request: FastifyRequest) => (request.partner ?? request.viewer)?.partner;

const retryAfter = (count: Count) => Math.max(1, count.ttlInSeconds ?? 1);

function showCount(reply: FastifyReply, count: Count): void {
  reply.header('ratelimit-limit', String(count.max));
  reply.header('ratelimit-remaining', String(count.remaining));
  reply.header('ratelimit-reset', String(count.ttlInSeconds));
}

export class PartnerRequestLimits {
  private countApp?: Counter;
  private countRefusal?: Counter;

  constructor(private readonly redis: Redis | undefined) {}

  /**
   * Counts every route of the partner API's scope against its app, at preValidation (after the scope's
   * signature check, before the route's schema: a 400 for an unknown parameter counts and carries the
   * headers too). The scope must not inherit another @fastify/rate-limit registration: the plugin's
   * helpers (`createRateLimit`, `rateLimit`) are an ancestor's when one has them.
   */
  async register(scope: FastifyInstance): Promise<void> {
    const options: RateLimitPluginOptions = {
      hook: 'preValidation',
      global: true,
      max: (request) => appOf(request)?.rateLimitPerSecond ?? DEFAULT_PER_SECOND,
      timeWindow: 1_000,
      keyGenerator: (request) => appOf(request)?.appId ?? `unsigned:${request.ip}`,
      enableDraftSpec: true,
      redis: this.redis,
      nameSpace: 'partner-rate-limit:',
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new RateLimitError('errors.rateLimited', Math.max(1, Math.ceil(context.ttl / 1000))),
    };
    await scope.register(rateLimit, options);
    // the routes' own count (the same store and key), for signed GraphQL
    this.countApp = scope.createRateLimit();
    this.countRefusal = scope.createRateLimit({ keyGenerator: (request) => `refused:${request.ip}`, max: REFUSALS_PER_SECOND });
  }

  /** A request refused before it named an app: counted against its address; 429 beyond, else the refusal, either with the count's headers. */
  async refuse(request: FastifyRequest, reply: FastifyReply, refusal: PartnerAuthError): Promise<never> {
    const count = await this.counters().countRefusal(request);
    if (count.isAllowed) throw refusal;
    showCount(reply, count);
    if (count.isExceeded) throw new RateLimitError('errors.rateLimited', retryAfter(count));
    throw refusal;
  }

  /**
   * A signed GraphQL request: its signature checked by `authenticate`, then counted against its app
   * as the app's partner API calls are (a refusal against its address); 429 beyond.
   */
  async admitSigned(request: FastifyRequest, reply: FastifyReply, authenticate: () => Promise<PartnerViewer>): Promise<PartnerViewer> {
    let viewer: PartnerViewer;
    try {
      viewer = await authenticate();
    } catch (error) {
      if (error instanceof PartnerAuthError) return this.refuse(request, reply, error);
      throw error;
    }
    request.viewer = viewer;
    const count = await this.counters().countApp(request);
    if (count.isAllowed) return viewer;
    showCount(reply, count);
    if (count.isExceeded) throw new RateLimitError('errors.rateLimited', retryAfter(count));
    return viewer;
  }

  private counters(): { countApp: Counter; countRefusal: Counter } {
    if (!this.countApp || !this.countRefusal) throw new Error('the partner request limits are used before the partner API registered them');
    return { countApp: this.countApp, countRefusal: this.countRefusal };
  }
}
