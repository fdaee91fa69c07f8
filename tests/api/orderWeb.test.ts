// What the web checkout relies on: the item page knows the viewer's own
// listings (their seller is the viewer's `sellerId`; the deprecated Listing.mine still says it), and the simulated cashier sends the buyer back to the order (one order)
// or to the buy records (several).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const LISTINGS = `query ($hashName: String!) { marketItem(hashName: $hashName) { listings(first: 100) { edges { node { id seller { id } mine } } } } }`;
type ListingNode = { id: string; seller: { id: string }; mine: boolean };

async function listingsOf(hashName: string, token?: string): Promise<Map<string, ListingNode>> {
  const result = await api.graphql<{ marketItem: { listings: { edges: { node: ListingNode }[] } } }>(
    LISTINGS,
    { hashName },
    token ? { cookie: `Authorization=${token}` } : {},
  );
  expect(result.errors).toBeUndefined();
  return new Map(result.data!.marketItem.listings.edges.map(({ node }) => [node.id, node]));
}

const sellerIdOf = async (token: string) =>
  ((await api.graphql('{ viewer { sellerId } }', undefined, { cookie: `Authorization=${token}` })) as { data?: { viewer: { sellerId: string } } }).data!.viewer
    .sellerId;

describe('the viewer’s own listings', () => {
  it('are those whose seller is the viewer’s sellerId: the seller’s, not another user’s', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const listing = listings[0];
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { id: listing.templateId } });
    const other = await api.signIn();
    const id = gid('Listing', listing.id);
    expect(await sellerIdOf(seller.token)).toBe(gid('Seller', seller.userId));
    const anyone = (await listingsOf(template.hashName)).get(id)!;
    expect(anyone.seller.id).toBe(await sellerIdOf(seller.token));
    expect(anyone.seller.id).not.toBe(await sellerIdOf(other.token));
  });

  it('are still told by the deprecated Listing.mine: true for the seller only, not for another user, not for a visitor', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const listing = listings[0];
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { id: listing.templateId } });
    const other = await api.signIn();
    const id = gid('Listing', listing.id);
    expect((await listingsOf(template.hashName, seller.token)).get(id)?.mine).toBe(true);
    expect((await listingsOf(template.hashName, other.token)).get(id)?.mine).toBe(false);
    expect((await listingsOf(template.hashName)).get(id)?.mine).toBe(false);
  });
});

describe('the cashier returns the buyer', () => {
  const checkout = async (count: number) => {
    const { listings } = await marketListings(count, 1_000);
    const buyer = await quickBuyer(api);
    const reply = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: listings.map((l) => l.id), prices: listings.map(() => 1_000), payMethod: 'alipay', steamAccountId: buyer.accountId },
    });
    expect(reply.body.code).toBe(0);
    const paid = await api.app.inject({
      method: 'POST',
      url: reply.body.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    return {
      orderNos: (reply.body.data.orders as { orderNo: string }[]).map((order) => order.orderNo),
      back: new URL(String(paid.headers.location), 'http://localhost'),
    };
  };

  it('to the order detail for one order', async () => {
    const { orderNos, back } = await checkout(1);
    expect(back.pathname).toBe('/user/orderDetail');
    expect(back.searchParams.get('orderNo')).toBe(orderNos[0]);
  });

  it('to the buy records for several', async () => {
    const { orderNos, back } = await checkout(2);
    expect(orderNos).toHaveLength(2);
    expect(back.pathname).toBe('/user/order');
  });
});
