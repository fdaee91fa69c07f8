// The public response cache (api/graphql/responseCache.ts) does not store an answer whose execution
// began before a batch of listing or order events emptied it: that answer may hold what the batch
// changed, and would otherwise be served to every anonymous reader until its TTL.
import type { FastifyRequest } from 'fastify';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import type { GraphQLContext } from '../../api/graphql/context.ts';
import { publicResponseCache } from '../../api/graphql/responseCache.ts';
import type { FeedEvent } from '../../api/modules/events/eventFeed.ts';

/** An anonymous browser's request as the cache's rules read it. */
const anonymous = { language: 'zh', headers: {}, cookies: {} } as unknown as FastifyRequest;
const listingSold = [{ type: 'listing.transitioned' }] as unknown as FeedEvent[];

function server() {
  let price = 100;
  let executions = 0;
  let gate: Promise<void> = Promise.resolve();
  let emit: (events: readonly FeedEvent[]) => void = () => {};
  const cache = publicResponseCache({
    ttlMs: 60_000,
    showHits: false,
    watchEvents: (listener) => {
      emit = listener;
      return () => {};
    },
    warn: (error) => expect.fail(String(error)),
  });
  cache.watch();
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { price: Int! }',
      resolvers: {
        Query: {
          price: async () => {
            executions += 1;
            const read = price;
            await gate;
            return read;
          },
        },
      },
    }),
    logging: false,
    plugins: [cache.plugin as Plugin<GraphQLContext>],
  });
  const ask = async () => {
    const response = await yoga.fetch(
      'http://test/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ price }"}' },
      {
        req: anonymous,
      },
    );
    return ((await response.json()) as { data: { price: number } }).data.price;
  };
  return {
    ask,
    executions: () => executions,
    /** the listing's price changes, and its committed event reaches the cache */
    commitNewPrice: (next: number) => {
      price = next;
      emit(listingSold);
    },
    holdExecutions: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
  };
}

describe('the public response cache and answers in flight', () => {
  it('serves a stored answer until an event empties it', async () => {
    const api = server();
    expect(await api.ask()).toBe(100);
    expect(await api.ask()).toBe(100);
    expect(api.executions()).toBe(1);
    api.commitNewPrice(90);
    expect(await api.ask()).toBe(90);
    expect(api.executions()).toBe(2);
  });

  it('sends, but does not store, an answer read before an event that arrived while it ran', async () => {
    const api = server();
    const release = api.holdExecutions();
    const inFlight = api.ask();
    // the execution has read the old price (however long a busy machine takes to start it); the
    // sale commits and its event empties the cache
    await vi.waitFor(() => expect(api.executions()).toBe(1));
    api.commitNewPrice(90);
    release();
    expect(await inFlight).toBe(100);
    // the next reader gets the new price, not the answer that was in flight
    expect(await api.ask()).toBe(90);
    expect(await api.ask()).toBe(90);
    expect(api.executions()).toBe(2);
  });
});
