// Money input is read one strict way on every path (lib/money.ts parseMoneyInput):
// a decimal string or a JSON number of at most two decimals; hex, exponents, whitespace, arrays and
// objects are refused with 400 naming the field, in the request's language, and nothing changes.
// A JSON body's number counts only in its plain form (api/http/jsonBody.ts): `1E2` or `100.0` is no
// number to any field, on /web/* and on the signed partner API alike.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { buyingPartner, signed } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { fundDeposit } from '../helpers/wallet.ts';

let database: Database;
let api: TestApp;

const OPS_TOKEN = randomBytes(32).toString('base64url');

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { env: { OPS_TOKEN } });
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

// JSON.stringify would write 1E2 as 100: these bodies are sent as the very text a client wrote
const WRITTEN_NUMBERS = ['1E2', '100.0', '10.50', '1e3'];

/** A /web/* JSON request whose body is `text` exactly, signed in as `token`. */
async function rawCall(url: string, token: string, text: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url,
    remoteAddress: '10.0.0.1',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `Authorization=${token}`, ...headers },
    payload: text,
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

describe('a JSON number counts only as written plainly', () => {
  it('listing prices written 1E2, 100.0, 10.50 or 1e3: refused naming the price, nothing listed; a plain decimal is listed', async () => {
    const { seller } = await sellerWithListings(api, 1);
    const unlisted = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=5', { token: seller.token });
    const item = (unlisted.body.data.list as { id: string; referencePrice: number | null }[]).find((candidate) => candidate.referencePrice !== null);
    expect(item).toBeDefined();
    const listingsBefore = await db().listing.count({ where: { sellerId: seller.userId } });
    for (const written of WRITTEN_NUMBERS) {
      const reply = await rawCall('/web/inventory/list', seller.token, `{"items":[{"id":${JSON.stringify(item!.id)},"price":${written}}]}`);
      expect({ written, status: reply.status, msg: reply.body.msg }).toEqual({ written, status: 400, msg: '价格格式不正确' });
    }
    const english = await rawCall('/web/inventory/list', seller.token, `{"items":[{"id":${JSON.stringify(item!.id)},"price":1E2}]}`, {
      'accept-language': 'en',
    });
    expect(english.body.msg).toBe('The price is malformed');
    expect(await db().listing.count({ where: { sellerId: seller.userId } })).toBe(listingsBefore);

    // written plainly with one decimal (near the reference price, which bounds a listing's price)
    const cents = Math.round(item!.referencePrice! / 100) * 100 + 50;
    const plain = await rawCall('/web/inventory/list', seller.token, `{"items":[{"id":${JSON.stringify(item!.id)},"price":${cents / 100}}]}`);
    expect(plain.body).toMatchObject({ code: 0, data: { succeededCount: 1 } });
    expect(await db().listing.findFirst({ where: { sellerId: seller.userId, inventoryItemId: item!.id, priceCents: cents } })).not.toBeNull();
  });

  it('recharge and withdrawal amounts written 1E2, 100.0, 10.50 or 1e3: refused naming the amount, nothing recorded; 10.5 passes the amount rule', async () => {
    const user = await api.signIn();
    await fundDeposit(user.userId, 10_000);
    const recharge = (text: string) => rawCall('/web/recharge', user.token, text, { 'idempotency-key': randomUUID() });
    const withdraw = (text: string) => rawCall('/web/withdraw', user.token, text, { 'idempotency-key': randomUUID() });
    for (const written of WRITTEN_NUMBERS) {
      const recharged = await recharge(`{"amount":${written}}`);
      expect({ written, status: recharged.status, msg: recharged.body.msg }).toEqual({ written, status: 400, msg: '请输入正确的充值金额（最多两位小数）' });
      const withdrawn = await withdraw(`{"amount":${written},"smsCode":"123456"}`);
      expect({ written, status: withdrawn.status, msg: withdrawn.body.msg }).toEqual({ written, status: 400, msg: '请输入正确的提现金额（最多两位小数）' });
    }
    expect(await db().payment.count({ where: { userId: user.userId } })).toBe(0);
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(0);
    // the same amount written plainly is read as 10.50 yuan: whatever stops it, it is not its format
    expect((await recharge('{"amount":10.5}')).body.msg).not.toBe('请输入正确的充值金额（最多两位小数）');
    expect((await withdraw('{"amount":10.5,"smsCode":"123456"}')).body.msg).not.toBe('请输入正确的提现金额（最多两位小数）');
  });

  it('a partner’s buy order priced 1E2 or 100.0: a 400 naming the price, no buy order; 100 is placed', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const buyer = await buyingPartner(api, {
      opsToken: OPS_TOKEN,
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      depositCents: 100_000,
    });
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T';
    const place = (merchantOrderNo: string, price: string) =>
      signed(api, {
        method: 'POST',
        target: '/open/v1/buyOrders',
        body: `{"merchantOrderNo":"${merchantOrderNo}","hashName":"Sticker | Crown (Foil)","price":${price},"quantity":1,"tradeUrl":"${tradeUrl}"}`,
        appId: buyer.appId,
        key: privateKey,
      });
    for (const [index, written] of ['1E2', '100.0'].entries()) {
      const reply = await place(`MI-${index}`, written);
      expect({ written, status: reply.status, msg: reply.body.msg }).toEqual({ written, status: 400, msg: '请填写有效的求购单价（大于 0，最多两位小数）' });
    }
    expect(await db().buyOrder.count({ where: { buyerId: buyer.userId } })).toBe(0);
    const plain = await place('MI-PLAIN', '100');
    expect(plain.body).toMatchObject({ code: 0, data: { merchantOrderNo: 'MI-PLAIN', held: 100 } });
    expect(await db().buyOrder.count({ where: { buyerId: buyer.userId } })).toBe(1);
  });
});
