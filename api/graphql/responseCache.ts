// The response cache of public GraphQL answers: what a browser asks of the market, item, home and
// information pages, articles and tags is answered from a short-lived cache keyed by the operation,
// its variables and the language (Yoga's response-cache plugin; in Redis when REDIS_URL is set, so
// every API process shares it). Anonymous and signed-in readers share its entries: an answer is stored
// only when its execution never read the viewer (context.ts tracks it), whoever asked, so it is the
// same whoever asks and a viewer's data (or what a field answers for nobody) is never served to anyone
// else. The pages for every reader read no viewer: a listing is told to be the viewer's own by the web
// (its `seller.id` against the session's `Viewer.sellerId`), not by the API. Partner-signed requests
// never read or fill it. A batch of committed listing or order events, from any process, empties it:
// the next request is answered afresh. An answer whose execution began before such a batch reached
// this process is sent but not stored (it may hold what the batch changed, and would otherwise be
// served until its TTL).
import { createRedisCache } from '@envelop/response-cache-redis';
import { type Cache, createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import type { FeedEvent } from '../modules/events/eventFeed.ts';
import { isSignedRequest } from '../modules/openplatform/partnerAuth.ts';
import { type GraphQLContext, viewerWasRead } from './context.ts';

type ServerContext = { req?: FastifyRequest };

/** The tag every cached answer carries. */
const PUBLIC_ANSWER = { typename: 'PublicAnswer' };

/** The event types whose commit may change a public answer (a listing's price; a buy order moves its item's book and best price, and offer floors; a listing's offer terms; the lease listings of the market's lease mode and the item page's 租赁 tab, which a lease's rent and end move too). */
const CHANGES_PUBLIC_DATA = new Set<string>([
  'listing.transitioned',
  'listing.repriced',
  'order.transitioned',
  'buyOrder.changed',
  'bargain.termsChanged',
  'leaseListing.changed',
  'lease.changed',
]);

export type ResponseCacheOptions = {
  /** how long an answer may be served, at most (0: no cache) */
  ttlMs: number;
  redisUrl?: string;
  /** `extensions.responseCache` on answers (hit or miss): outside production */
  showHits: boolean;
  /** calls back with every batch of committed events (EventRelay.watchAll); answers the unsubscribe */
  watchEvents: (listener: (events: readonly FeedEvent[]) => void) => () => void;
  warn: (error: unknown, message: string) => void;
};

/** `watch` starts emptying the cache on events: once the database is migrated (the app is ready). */
export type PublicResponseCache = { plugin: Plugin<GraphQLContext> | null; watch: () => void; close: () => Promise<void> };

export function publicResponseCache(options: ResponseCacheOptions): PublicResponseCache {
  if (options.ttlMs <= 0) return { plugin: null, watch: () => {}, close: async () => {} };
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (error) => options.warn(error, 'Redis (response cache) failed'));
  const store: Cache = redis ? (createRedisCache({ redis }) as unknown as Cache) : createInMemoryCache({ max: 5_000 });
  // every answer is also filed under one tag, so that dropping the tag drops them all (a list page
  // depends on every listing, not only on the entities it shows)
  const cache: Cache = {
    get: (key) => store.get(key),
    set: (key, result, entities, ttl) => store.set(key, result, [...entities, PUBLIC_ANSWER], ttl),
    invalidate: (entities) => store.invalidate(entities),
  };
  // Each batch that empties the cache starts a new generation; an execution is stamped with the one it
  // began in (before it reads anything), and its answer is stored only if no batch came since.
  let generation = 0;
  const began = new WeakMap<object, number>();
  let stopWatching = () => {};
  const watch = () => {
    stopWatching = options.watchEvents((events) => {
      if (!events.some((event) => CHANGES_PUBLIC_DATA.has(event.type))) return;
      generation += 1;
      Promise.resolve(cache.invalidate([PUBLIC_ANSWER])).catch((error: unknown) => options.warn(error, 'emptying the response cache failed'));
    });
  };
  const responseCache = useResponseCache<ServerContext>({
    cache,
    ttl: options.ttlMs,
    // one entry per language (translated messages differ), for every reader: only answers that read no viewer are stored
    session: (_request, context) => context.req?.language ?? 'zh',
    // the plugin asks before our context exists: the Fastify request is all there is
    // (and during execution our context's own `request` field hides Yoga's Request: read the Fastify one)
    enabled: (_request, context) => context.req !== undefined && !isSignedRequest(context.req.headers),
    includeExtensionMetadata: options.showHits,
    // mutations change data through services, whose events empty the cache
    invalidateViaMutation: false,
    // asked right before an answer is stored: not at all when the cache was emptied since it began, nor
    // an answer that depends on who asks (a signed-in reader's, or an anonymous one's that read nobody)
    onTtl: ({ ttl, context }) => {
      if (began.get(context) !== generation) return 0;
      return viewerWasRead(context) ? 0 : ttl;
    },
  }) as unknown as Plugin<GraphQLContext>;
  const plugin: Plugin<GraphQLContext> = {
    onPluginInit: ({ addPlugin }) => addPlugin(responseCache),
    onExecute: ({ args }) => {
      began.set(args.contextValue, generation);
    },
  };
  return {
    plugin,
    watch,
    close: async () => {
      stopWatching();
      await redis?.quit().catch(() => {});
    },
  };
}
