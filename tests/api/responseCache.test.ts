// The public response cache: an anonymous reader's GraphQL answer is served from a
// cache keyed by operation, variables and language; a committed listing event empties it, so the next
// answer shows the change; signed-in readers share the answers that do not depend on who asks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { boundBuyer, marketListings, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';
import { db } from '../../api/db/client.ts';

const MARKET = 'query CachedMarket($first: Int) { market(first: $first) { totalCount edges { node { hashName lowestPrice quantity } } } }';
type Extensions = { extensions?: { responseCache?: { hit: boolean } } };
type MarketAnswer = {
  data?: { market: { totalCount: number; edges: { node: { hashName: string; quantity: number } }[] } };
  extensions?: { responseCache?: { hit: boolean } };
};

let api: TestApp;
const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { GRAPHQL_CACHE_SECONDS: '60' } });
  await marketListings(2, 5_000);
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const market = (headers: Record<string, string> = {}) => api.graphql(MARKET, { first: 100 }, headers) as Promise<MarketAnswer>;

describe('the public response cache', () => {
  it('answers an anonymous reader from the cache, per language, the same data as the first answer', async () => {
    // the cache's own executor runs a miss (compiled, api/graphql/compiledExecution.ts), so the plugin
    // never warns that another plugin took its place (it did, when the compiler came after it)
    const warn = vi.spyOn(console, 'warn');
    try {
      const first = await market();
      expect(first.extensions?.responseCache?.hit).toBe(false);
      const second = await market();
      expect(second.extensions?.responseCache?.hit).toBe(true);
      expect(second.data).toEqual(first.data);
      expect((await market({ 'accept-language': 'en' })).extensions?.responseCache?.hit).toBe(false);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('is emptied by a committed listing event: the next answer shows the new listing', async () => {
    const before = await market();
    await market();
    const { listings } = await sellerWithListings(api, 1);
    expect(listings).toHaveLength(1);
    let after: MarketAnswer = before;
    await until(async () => {
      after = await market();
      return after.data!.market.totalCount !== before.data!.market.totalCount || sumQuantity(after) !== sumQuantity(before);
    }, 5_000);
    expect(sumQuantity(after)).toBe(sumQuantity(before) + 1);
  });

  it('is emptied by a committed buy order: the item page shows the new best buy order at once', async () => {
    const BOOK = 'query CachedBook($hashName: String!) { marketItem(hashName: $hashName) { topBuyOrderPrice buyOrderBook { quantity } } }';
    const hashName = 'AK-47 | Redline (Field-Tested)';
    const book = () => api.graphql(BOOK, { hashName }) as Promise<{ data?: { marketItem: { topBuyOrderPrice: number | null } } } & Extensions>;
    expect((await book()).data?.marketItem.topBuyOrderPrice).toBeNull();
    expect((await book()).extensions?.responseCache?.hit).toBe(true);
    const buyer = await boundBuyer(api, 1_000);
    const placed = await api.call('POST', '/web/buyOrder', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { hashName, price: 100, quantity: 1, steamAccountId: buyer.accountId },
    });
    expect(placed.body.code).toBe(0);
    await until(async () => (await book()).data?.marketItem.topBuyOrderPrice === 100, 5_000);
  });

  it("is emptied by a seller's repricing: the listing shows its new price at once", async () => {
    // the dearest of three listings: a 5 % repricing of an item of a few cents would round to the same price
    const { seller, listings: three } = await sellerWithListings(api, 3);
    const prices = await db().listing.findMany({ where: { id: { in: three.map((listing) => listing.id) } }, select: { id: true, priceCents: true } });
    const dearest = prices.reduce((best, listing) => (listing.priceCents > best.priceCents ? listing : best));
    const listings = three.filter((listing) => listing.id === dearest.id);
    const PRICE = 'query CachedPrice($id: ID!) { node(id: $id) { ... on Listing { price } } }';
    const id = Buffer.from(`Listing:${listings[0].id}`).toString('base64');
    const price = () => api.graphql(PRICE, { id }) as Promise<{ data?: { node: { price: number } } } & Extensions>;
    const before = (await price()).data!.node.price;
    expect((await price()).extensions?.responseCache?.hit).toBe(true);
    const repriced = await api.call('POST', '/web/inventory/reprice', {
      token: seller.token,
      body: { items: [{ id: listings[0].inventoryItemId, multiplier: 1.05 }] },
    });
    expect(repriced.body.data).toMatchObject({ succeededCount: 1, failedCount: 0 });
    const after = (await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).priceCents;
    expect(after).toBeGreaterThan(before);
    await until(async () => (await price()).data?.node.price === after, 5_000);
  });

  it("is emptied by a seller's new offer terms: the listing shows offers switched off at once", async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const TERMS = 'query CachedTerms($id: ID!) { node(id: $id) { ... on Listing { bargainTerms { enabled } } } }';
    const id = Buffer.from(`Listing:${listings[0].id}`).toString('base64');
    const terms = () => api.graphql(TERMS, { id }) as Promise<{ data?: { node: { bargainTerms: { enabled: boolean } } } } & Extensions>;
    expect((await terms()).data?.node.bargainTerms.enabled).toBe(true);
    expect((await terms()).extensions?.responseCache?.hit).toBe(true);
    const set = await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listings[0].id, enabled: false } });
    expect(set.body.data).toMatchObject({ enabled: false, allowed: false, refusal: 'ownListing' });
    await until(async () => (await terms()).data?.node.bargainTerms.enabled === false, 5_000);
  });

  it('answers signed-in readers from one shared entry when the answer does not depend on who asks', async () => {
    const cookieOf = async () => ({ cookie: `Authorization=${(await api.signIn()).token}` });
    const [first, second] = [await cookieOf(), await cookieOf()];
    const asked = await market(first);
    expect(asked.extensions?.responseCache?.hit).toBe(false);
    const shared = await market(second);
    expect(shared.extensions?.responseCache?.hit).toBe(true);
    expect(shared.data).toEqual(asked.data);
  });

  it('never shares an answer that read the viewer: own data, and a listing’s `mine` flag', async () => {
    const anonymous = await api.graphql('{ viewer { id } }');
    expect(anonymous.data).toEqual({ viewer: null });
    expect(((await api.graphql('{ viewer { id } }')) as Extensions).extensions?.responseCache).toMatchObject({ hit: true });

    const users = [await api.signIn(), await api.signIn()];
    for (const user of users) {
      for (let ask = 0; ask < 2; ask += 1) {
        const mine = await api.graphql('{ viewer { id } }', undefined, { cookie: `Authorization=${user.token}` });
        expect(mine.data?.viewer).toEqual({ id: expect.any(String) });
        expect((mine as Extensions).extensions?.responseCache).toMatchObject({ hit: false });
      }
    }
    const ids = await Promise.all(
      users.map(
        async (user) =>
          ((await api.graphql('{ viewer { id } }', undefined, { cookie: `Authorization=${user.token}` })) as { data?: { viewer: { id: string } } }).data?.viewer
            .id,
      ),
    );
    expect(new Set(ids).size).toBe(2);

    const { seller, listings } = await sellerWithListings(api, 1);
    const MINE = 'query CachedMine($id: ID!) { node(id: $id) { ... on Listing { price mine } } }';
    const id = Buffer.from(`Listing:${listings[0].id}`).toString('base64');
    const mineFor = (headers: Record<string, string>) => api.graphql(MINE, { id }, headers) as Promise<{ data?: { node: { mine: boolean } } } & Extensions>;
    const sellers = await mineFor({ cookie: `Authorization=${seller.token}` });
    expect(sellers.data?.node.mine).toBe(true);
    const others = await mineFor({ cookie: `Authorization=${users[0].token}` });
    expect(others.data?.node.mine).toBe(false);
    expect(others.extensions?.responseCache?.hit).toBe(false);
    // an anonymous reader's entry (mine: false) stays apart from the signed-in readers'
    expect((await mineFor({})).data?.node.mine).toBe(false);
    expect((await mineFor({})).extensions?.responseCache?.hit).toBe(true);
    expect((await mineFor({ cookie: `Authorization=${seller.token}` })).data?.node.mine).toBe(true);
  });
});

function sumQuantity(answer: MarketAnswer): number {
  return answer.data!.market.edges.reduce((sum, edge) => sum + edge.node.quantity, 0);
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('in Redis, shared by the API processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { GRAPHQL_CACHE_SECONDS: '60', REDIS_URL: redisUrl! };
    first = await createTestApp(testDatabase(), { env });
    second = await createTestApp(testDatabase(), { env });
  }, 120_000);
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
  });

  it('serves one process’s answer from the other, and a listing event in either empties it for both', async () => {
    // a query of its own (the key holds the document), so earlier runs against the same Redis do not answer it
    const query = `query SharedMarket${Date.now()}($first: Int) { market(first: $first) { totalCount edges { node { quantity } } } }`;
    const ask = (app: TestApp) => app.graphql(query, { first: 100 }) as Promise<MarketAnswer>;
    expect((await ask(first)).extensions?.responseCache?.hit).toBe(false);
    const fromOther = await ask(second);
    expect(fromOther.extensions?.responseCache?.hit).toBe(true);

    await sellerWithListings(first, 1);
    await until(async () => (await ask(second)).extensions?.responseCache?.hit === false, 5_000);
    expect(sumQuantity(await ask(second))).toBe(sumQuantity(fromOther) + 1);
  });
});
