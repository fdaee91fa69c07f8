// The public response cache: an anonymous reader's GraphQL answer is served from a
// cache keyed by operation, variables and language; a committed listing event empties it, so the next
// answer shows the change; signed-in and anonymous readers share the answers that do not depend on who
// asks (the market and item pages), and an answer that read the viewer is never stored.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { boundBuyer, marketListings, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';
import type { ConcreteRequest } from 'relay-runtime';
import { db } from '../../api/db/client.ts';
import GoodsLeaseListingsPaginationQuery from '../../web/__generated__/GoodsLeaseListingsPaginationQuery.graphql.ts';
import GoodsLeaseListingsQuery from '../../web/__generated__/GoodsLeaseListingsQuery.graphql.ts';
import GoodsListingsPaginationQuery from '../../web/__generated__/GoodsListingsPaginationQuery.graphql.ts';
import GoodsPageQuery from '../../web/__generated__/GoodsPageQuery.graphql.ts';
import { boundLender, leaseListingOf } from '../helpers/leases.ts';

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

/** An operation of the web client as the browser sends it: its trusted-document id (api/graphql/persisted-documents.json) and variables. */
async function persisted(operation: ConcreteRequest, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload: { operationName: operation.params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.params.id } } },
  });
  return response.json() as { data?: unknown; errors?: unknown[] } & Extensions;
}

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
    // the terms every reader sees (the item page's); the viewer's own (bargainTerms) are never stored
    const TERMS = 'query CachedTerms($id: ID!) { node(id: $id) { ... on Listing { offerTerms { enabled takesOffers } } } }';
    const id = Buffer.from(`Listing:${listings[0].id}`).toString('base64');
    const terms = () => api.graphql(TERMS, { id }) as Promise<{ data?: { node: { offerTerms: { enabled: boolean; takesOffers: boolean } } } } & Extensions>;
    expect((await terms()).data?.node.offerTerms).toEqual({ enabled: true, takesOffers: true });
    expect((await terms()).extensions?.responseCache?.hit).toBe(true);
    const set = await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listings[0].id, enabled: false } });
    expect(set.body.data).toMatchObject({ enabled: false, allowed: false, refusal: 'ownListing' });
    await until(async () => (await terms()).data?.node.offerTerms.enabled === false, 5_000);
    expect((await terms()).data?.node.offerTerms.takesOffers).toBe(false);
  });

  it('answers signed-in readers from the entry an anonymous reader filled when the answer does not depend on who asks', async () => {
    const cookieOf = async () => ({ cookie: `Authorization=${(await api.signIn()).token}` });
    const [first, second] = [await cookieOf(), await cookieOf()];
    // the events of the earlier cases empty the cache as they arrive: an anonymous answer, stored and served again
    let anonymous = await market();
    await until(async () => {
      anonymous = await market();
      return anonymous.extensions?.responseCache?.hit === true;
    }, 5_000);
    for (const reader of [first, second]) {
      const shared = await market(reader);
      expect(shared.extensions?.responseCache?.hit).toBe(true);
      expect(shared.data).toEqual(anonymous.data);
    }
  });

  it('never stores an answer that read the viewer: own data, and a listing’s `mine` flag, for a signed-in or an anonymous reader', async () => {
    // an anonymous answer that read the viewer (nobody) is not shared either: a signed-in reader would get it
    for (let ask = 0; ask < 2; ask += 1) {
      const anonymous = await api.graphql('{ viewer { id } }');
      expect(anonymous.data).toEqual({ viewer: null });
      expect((anonymous as Extensions).extensions?.responseCache).toMatchObject({ hit: false });
    }

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
    // an anonymous reader's answer (mine: false) is not stored: the seller would be told it is not theirs
    expect((await mineFor({})).data?.node.mine).toBe(false);
    expect((await mineFor({})).extensions?.responseCache?.hit).toBe(false);
    expect((await mineFor({ cookie: `Authorization=${seller.token}` })).data?.node.mine).toBe(true);
  });

  it('answers the item page’s queries to every signed-in reader, its own seller or lender too, from the entry an anonymous reader filled', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const { hashName } = await db().itemTemplate.findUniqueOrThrow({ where: { id: listings[0].templateId } });
    const lender = await boundLender(api);
    const leased = await leaseListingOf(api, lender);
    const leaseHashName = (await db().itemTemplate.findUniqueOrThrow({ where: { id: leased.templateId } })).hashName;
    const other = await api.signIn();
    const cookie = (user: { token: string }) => ({ cookie: `Authorization=${user.token}` });
    const sellerIdOf = async (user: { token: string }) =>
      ((await api.graphql('{ viewer { sellerId } }', undefined, cookie(user))) as { data?: { viewer: { sellerId: string } } }).data!.viewer.sellerId;

    const itemId = async (name: string) => (await db().itemTemplate.findUniqueOrThrow({ where: { hashName: name } })).id;
    const marketItemId = async (name: string) => Buffer.from(`MarketItem:${await itemId(name)}`).toString('base64');
    // the page, its 租赁 tab, and their refetches (a changed listing filter or sort, 加载更多)
    const pages = [
      { operation: GoodsPageQuery, variables: { hashName, sort: 'PRICE_ASC' }, owner: seller },
      { operation: GoodsLeaseListingsQuery, variables: { hashName: leaseHashName }, owner: lender },
      {
        operation: GoodsListingsPaginationQuery,
        variables: { id: await marketItemId(hashName), first: 20, sort: 'PRICE_DESC', filter: null },
        owner: seller,
      },
      { operation: GoodsLeaseListingsPaginationQuery, variables: { id: await marketItemId(leaseHashName), first: 20 }, owner: lender },
    ];
    for (const { operation, variables, owner } of pages) {
      const ask = (headers: Record<string, string> = {}) => persisted(operation, variables, headers);
      // the listing events of the setup empty the cache as they arrive: an anonymous answer, stored and served again
      let anonymous = await ask();
      expect(anonymous.errors).toBeUndefined();
      await until(async () => {
        await ask();
        anonymous = await ask();
        return anonymous.extensions?.responseCache?.hit === true;
      }, 5_000);
      for (const reader of [owner, other]) {
        const signedIn = await ask(cookie(reader));
        expect(signedIn.errors).toBeUndefined();
        expect(signedIn.extensions?.responseCache?.hit).toBe(true);
        expect(signedIn.data).toEqual(anonymous.data);
      }
      // what the web tells the owner's listing apart by: its seller (lender) is the owner's `sellerId`
      expect(JSON.stringify(anonymous.data)).toContain(JSON.stringify(await sellerIdOf(owner)));
      expect(JSON.stringify(anonymous.data)).not.toContain(JSON.stringify(await sellerIdOf(other)));
    }
    // and an answer that did read the viewer (the owner's own listing, through the deprecated flag) is never stored
    const MINE = 'query ItemMine($hashName: String!) { marketItem(hashName: $hashName) { listings(first: 20) { edges { node { id mine } } } } }';
    for (let ask = 0; ask < 2; ask += 1) {
      const mine = (await api.graphql(MINE, { hashName }, cookie(seller))) as Extensions;
      expect(mine.extensions?.responseCache?.hit).toBe(false);
    }
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
