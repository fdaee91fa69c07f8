// The settings' sales statistics (/user/setting 交易统计) count what each order was paid, never the
// listing's price: a case sold to a ¥20 buy order and an item sold at a ¥24 accepted offer on a ¥26
// listing make ¥44.00 of sales, through REST and GraphQL alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { boundBuyer } from '../helpers/orders.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase());
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

describe('sales statistics', () => {
  it('count a sale to a ¥20 buy order and a ¥24 accepted offer on a ¥26 listing as ¥44.00', async () => {
    const seller = await signedInSeller(api, { prefix: 'statsseller', inventorySize: 12 });
    const items = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token })).body.data.list as {
      id: string;
      hashName: string;
      referencePrice: number | null;
      tradable: boolean;
    }[];
    const [toBuyOrder, toOffer] = items.filter(
      (item, index, all) => item.tradable && item.referencePrice !== null && all.findIndex((other) => other.hashName === item.hashName) === index,
    );
    // both items are priced ¥26 by the catalogue, and nobody else sells them
    await db().itemTemplate.updateMany({ where: { hashName: { in: [toBuyOrder.hashName, toOffer.hashName] } }, data: { referencePriceCents: 2_600 } });
    const buyer = await boundBuyer(api, 10_000);

    // a buy order at ¥20, sold to from the seller's inventory
    const placed = await api.call('POST', '/web/buyOrder', {
      token: buyer.token,
      body: { hashName: toBuyOrder.hashName, price: 2_000, quantity: 1, steamAccountId: buyer.accountId },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.body.code).toBe(0);
    const sold = await api.call('POST', '/web/inventory/sellToBuyOrder', { token: seller.token, body: { items: [{ id: toBuyOrder.id, price: '20.00' }] } });
    expect(sold.body.data).toMatchObject({ succeededCount: 1, soldToBuyOrders: [{ price: 2_000 }] });

    // a listing at ¥26, sold at the buyer's ¥24 offer that the seller accepts
    const listed = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: toOffer.id, price: '26.00' }] } });
    expect(listed.body.data).toMatchObject({ succeededCount: 1 });
    const listing = await db().listing.findFirstOrThrow({ where: { inventoryItemId: toOffer.id, status: 'ON_SALE' } });
    expect(listing.priceCents).toBe(2_600);
    const offered = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      body: { listingId: listing.id, price: 2_400, steamAccountId: buyer.accountId },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(offered.body.code).toBe(0);
    const accepted = await api.call('POST', `/web/bargain/${offered.body.data.bargainNo}/accept`, { token: seller.token, body: {} });
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', price: 2_400 });

    const statistics = await api.call('GET', '/web/user/statistics?range=last7Days', { token: seller.token });
    expect(statistics.body.data.sales).toEqual({ count: 2, amount: 4_400 });
    const graphql = await api.graphql<any>(
      '{ viewer { statistics(range: LAST_7_DAYS) { ... on UserStatistics { sales { count amount } } } } }',
      {},
      { cookie: `Authorization=${seller.token}` },
    );
    expect(graphql.data.viewer.statistics.sales).toEqual({ count: 2, amount: 4_400 });
    // the buyer sold nothing
    expect((await api.call('GET', '/web/user/statistics?range=last7Days', { token: buyer.token })).body.data.sales).toEqual({ count: 0, amount: 0 });
  });
});
