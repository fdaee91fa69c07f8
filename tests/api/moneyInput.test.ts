// Money input is read one strict way on every path (issue 20 point 4, lib/money.ts parseMoneyInput):
// a decimal string or a JSON number of at most two decimals; hex, exponents, whitespace, arrays and
// objects are refused with 400 naming the field, in the request's language, and nothing changes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { fundDeposit } from '../helpers/wallet.ts';

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

// what a tester sent and saw coerced before: 0x42f and 10.71e2 are both 1071
const COERCIBLE: unknown[] = ['0x42f', '10.71e2', [1071], ' 10 ', { value: 10 }, true, '1e3', '10.711'];

describe('money input is never coerced', () => {
  it('market price bounds: each refused naming the field (also a repeated parameter), in zh and en', async () => {
    for (const bad of ['0x42f', '10.71e2', ' 10 ', '1e3', '-1']) {
      const reply = await api.rest(`/web/market?minPrice=${encodeURIComponent(bad)}`);
      expect({ bad, status: reply.status, code: reply.body.code }).toEqual({ bad, status: 400, code: 400 });
      expect(reply.body.msg).toContain('最低价');
    }
    const repeated = await api.rest('/web/market?maxPrice=10&maxPrice=20', { 'accept-language': 'en' });
    expect(repeated.body.code).toBe(400);
    expect(repeated.body.msg).toMatch(/maximum price/i);
    expect((await api.rest('/web/market?minPrice=10.5&maxPrice=20')).body.code).toBe(0);
  });

  it('listing prices: refused naming the price, nothing listed', async () => {
    const { seller } = await sellerWithListings(api, 1);
    const unlisted = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=5', { token: seller.token });
    const item = (unlisted.body.data.list as { id: string; referencePrice: number | null }[]).find((candidate) => candidate.referencePrice !== null);
    expect(item).toBeDefined();
    const listingsBefore = await db().listing.count({ where: { sellerId: seller.userId } });
    for (const price of COERCIBLE) {
      const reply = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: item!.id, price }] } });
      expect({ price, status: reply.status, msg: reply.body.msg }).toEqual({ price, status: 400, msg: '价格格式不正确' });
    }
    const english = await api.call('POST', '/web/inventory/list', { token: seller.token, language: 'en', body: { items: [{ id: item!.id, price: '0x42f' }] } });
    expect(english.body.msg).toBe('The price is malformed');
    expect(await db().listing.count({ where: { sellerId: seller.userId } })).toBe(listingsBefore);
  });

  it('the prices a buyer saw: refused naming the prices, nothing bought, the deposit untouched', async () => {
    const { listings } = await marketListings(1, 1_071);
    const buyer = await quickBuyer(api, 5_000);
    for (const price of ['0x42f', '10.71e2', [1071], ' 1071 ', 1071.5, { cents: 1071 }]) {
      const reply = await api.call('POST', '/web/order', {
        token: buyer.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { listingIds: [listings[0].id], prices: [price], payMethod: 'balance', steamAccountId: buyer.accountId },
      });
      expect({ price, status: reply.status, msg: reply.body.msg }).toEqual({ price, status: 400, msg: '每件饰品都需要给出所见价格' });
    }
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(0);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status).toBe('ON_SALE');
  });

  it('recharge and withdrawal amounts: refused naming the amount, in zh and en, nothing recorded', async () => {
    const user = await api.signIn();
    await fundDeposit(user.userId, 10_000);
    for (const amount of COERCIBLE) {
      const recharge = await api.call('POST', '/web/recharge', { token: user.token, headers: { 'idempotency-key': randomUUID() }, body: { amount } });
      expect({ amount, status: recharge.status, msg: recharge.body.msg }).toEqual({
        amount,
        status: 400,
        msg: '请输入正确的充值金额（最多两位小数）',
      });
      const withdraw = await api.call('POST', '/web/withdraw', {
        token: user.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { amount, smsCode: '123456' },
      });
      expect({ amount, status: withdraw.status, msg: withdraw.body.msg }).toEqual({ amount, status: 400, msg: '请输入正确的提现金额（最多两位小数）' });
    }
    const english = await api.call('POST', '/web/withdraw', {
      token: user.token,
      language: 'en',
      headers: { 'idempotency-key': randomUUID() },
      body: { amount: '0x42f' },
    });
    expect(english.body.msg).toBe('Enter a valid amount to withdraw (at most two decimals)');
    const preview = await api.call('GET', `/web/withdraw/preview?amount=${encodeURIComponent('10.71e2')}`, { token: user.token });
    expect(preview.body.code).toBe(400);
    expect(await db().payment.count({ where: { userId: user.userId } })).toBe(0);
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('GraphQL: the same strings are refused as typed errors naming the field', async () => {
    const user = await api.signIn();
    const headers = { cookie: `Authorization=${user.token}`, 'x-requested-with': 'XMLHttpRequest' };
    for (const amount of ['0x42f', '10.71e2', ' 10 ']) {
      const reply = await api.graphql<{ recharge: { __typename: string; field?: string } }>(
        `mutation($input: RechargeInput!) { recharge(input: $input) { __typename ... on ValidationError { field } } }`,
        { input: { amount, idempotencyKey: randomUUID() } },
        headers,
      );
      expect(reply.data?.recharge).toEqual({ __typename: 'ValidationError', field: 'amount' });
    }
    const market = await api.graphql(`query($filter: MarketFilter) { market(filter: $filter, first: 1) { totalCount } }`, { filter: { minPrice: '0x42f' } });
    expect(JSON.stringify(market.errors ?? market.data)).toMatch(/minPrice|最低价/);
  });
});
