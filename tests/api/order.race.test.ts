// Buying under contention, meant for PostgreSQL (TEST_DATABASE_URL), where the
// requests really run at once; on PGlite the same requests queue and the same answers must come out.
// 200 requests of 50 buyers for 20 listings; one buyer's 50 parallel purchases against 100.00; one
// Idempotency-Key sent 20 times at once; an unlisting racing a purchase.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { type Buyer, marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, process.env.RACE_DEBUG ? { logger: { level: 'error' } } : {});
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const buy = (token: string, listingIds: string[], prices: number[], steamAccountId: string, key: string = randomUUID()) =>
  api.call('POST', '/web/order', { token, headers: { 'idempotency-key': key }, body: { listingIds, prices, payMethod: 'balance', steamAccountId } });

async function expectLedgerSound() {
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.sums.POINT ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}

describe('buying under contention', () => {
  it('200 requests from 50 buyers for 20 listings: exactly 20 orders, every other request a clean refusal', async () => {
    const { listings } = await marketListings(20, 1_000, { hashName: 'AWP | Asiimov (Field-Tested)' });
    const buyers: Buyer[] = [];
    for (let index = 0; index < 50; index += 1) buyers.push(await quickBuyer(api, 5_000));
    const requests = Array.from({ length: 200 }, (_, index) => {
      const buyer = buyers[index % 50];
      const listing = listings[(index * 7) % 20];
      return buy(buyer.token, [listing.id], [1_000], buyer.accountId);
    });
    const replies = await Promise.all(requests);
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    const succeeded = replies.filter((reply) => reply.body.code === 0);
    expect(succeeded).toHaveLength(20);
    for (const reply of replies.filter((r) => r.body.code !== 0)) {
      expect([409, 400]).toContain(reply.body.code);
      expect(reply.body.msg).toBe('该饰品已售出或已被其他买家锁定，请选择其他在售饰品');
    }
    const orders = await db().order.findMany({ where: { listingId: { in: listings.map((l) => l.id) } } });
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((order) => order.listingId)).size).toBe(20);
    expect(await db().listing.count({ where: { id: { in: listings.map((l) => l.id) }, status: 'SOLD' } })).toBe(20);
    const spent = await Promise.all(buyers.map(async (buyer) => 5_000n - (await balances(buyer.userId)).deposit));
    expect(spent.reduce((sum, value) => sum + value, 0n)).toBe(20_000n);
    await expectLedgerSound();
  }, 180_000);

  it('one buyer holding 100.00 sends 50 parallel purchases of 10.00: exactly 10 orders', async () => {
    const { listings } = await marketListings(50, 1_000, { hashName: 'Kilowatt Case' });
    const buyer = await quickBuyer(api, 10_000);
    const replies = await Promise.all(listings.map((listing) => buy(buyer.token, [listing.id], [1_000], buyer.accountId)));
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(10);
    for (const reply of replies.filter((r) => r.body.code !== 0)) expect(reply.body.msg).toBe('可用金额不足，请重新输入');
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(10);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, withdrawable: 0n });
    expect(await db().listing.count({ where: { id: { in: listings.map((l) => l.id) }, status: 'ON_SALE' } })).toBe(40);
    await expectLedgerSound();
  }, 180_000);

  it('one Idempotency-Key sent 20 times at once: one order and 20 identical answers', async () => {
    const { listings } = await marketListings(1, 1_000, { hashName: 'Sticker | Crown (Foil)' });
    const buyer = await quickBuyer(api, 5_000);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.token, [listings[0].id], [1_000], buyer.accountId, key)));
    expect(replies[0].body.code).toBe(0);
    for (const reply of replies) expect(reply.body).toEqual(replies[0].body);
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(1);
    expect((await balances(buyer.userId)).deposit).toBe(4_000n);
    await expectLedgerSound();
  }, 120_000);

  it('an unlisting racing a purchase: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { seller, listings } = await sellerWithListings(api, 1);
      const listing = listings[0];
      const buyer = await quickBuyer(api, listing.priceCents);
      const [bought, unlisted] = await Promise.all([
        buy(buyer.token, [listing.id], [listing.priceCents], buyer.accountId),
        api.call('POST', '/web/inventory/unlist', { token: seller.token, body: { ids: [listing.inventoryItemId] } }),
      ]);
      expect(bought.status).toBeLessThan(500);
      expect(unlisted.status).toBeLessThan(500);
      const purchaseWon = bought.body.code === 0;
      const unlistWon = unlisted.body.data?.succeededCount === 1;
      expect(purchaseWon !== unlistWon).toBe(true);
      const row = await db().listing.findUniqueOrThrow({ where: { id: listing.id } });
      expect(row.status).toBe(purchaseWon ? 'SOLD' : 'DELISTED');
      expect(await db().order.count({ where: { listingId: listing.id } })).toBe(purchaseWon ? 1 : 0);
      expect((await balances(buyer.userId)).deposit).toBe(purchaseWon ? 0n : BigInt(listing.priceCents));
    }
    await expectLedgerSound();
  }, 180_000);
});
