// The partner API's inventory and own listings: GET /open/v1/inventory answers the app user's Steam
// assets under the web's filters in keyset pages (none twice, none missed, rows as the web's),
// POST /open/v1/inventory/refresh refreshes them as the web does within the same limits, and
// GET /open/v1/listings pages the app user's own listings by state. And one rule for a repeated
// cancel: withdrawing an offer or cancelling a buy order that the same party already ended answers
// it as it is (200), on the web and the partner face alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { INVENTORY_REFRESHES_PER_ACCOUNT } from '../../api/modules/inventory/inventory.service.ts';
import { marketListings } from '../helpers/orders.ts';
import { docsTestKey, encodeQueryValue, partnerApp, type SignedRequest, signed, usePartnerTestApp } from '../helpers/partners.ts';
import { finishedRefresh, signedInSeller } from '../helpers/steamSellers.ts';
import type { SignedInUser, TestApp } from '../helpers/testApp.ts';
import { balances, fundDeposit } from '../helpers/wallet.ts';

const suite = usePartnerTestApp();
const OPS_TOKEN = suite.opsToken;
const { privateKey, publicKeyPem } = docsTestKey();
let api: TestApp;

beforeAll(() => {
  api = suite.api;
});

type Partner = { appId: string; user: SignedInUser; send: (request: Omit<SignedRequest, 'appId' | 'key'>) => ReturnType<typeof signed> };

async function newPartner(): Promise<Partner> {
  const app = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem, limits: { dailyOrders: 1_000, dailyAmount: 1_000_000_000 } });
  await db().partnerApp.update({ where: { id: app.appId }, data: { rateLimitPerSecond: 10_000 } });
  return { ...app, send: (request) => signed(api, { ...request, appId: app.appId, key: privateKey }) };
}

/** Every page of a keyset list, following next. */
async function everyPage(partner: Partner, path: string, limit: number) {
  const rows: { id: string }[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const target = `${path}${separator}limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const reply = await partner.send({ target });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(0);
    expect(reply.body.data.list.length).toBeLessThanOrEqual(limit);
    rows.push(...reply.body.data.list);
    after = reply.body.data.next;
    if (after === null) return rows;
  }
  throw new Error('too many pages');
}

describe('GET /open/v1/inventory and POST /open/v1/inventory/refresh', () => {
  let seller: Partner;
  let accountId: string;

  beforeAll(async () => {
    seller = await newPartner();
    ({ accountId } = await signedInSeller(api, { prefix: 'partnerinventory', inventorySize: 12, user: seller.user }));
  });

  it('pages every asset once, in the web’s rows, under the web’s filters', async () => {
    const web = await api.call('GET', '/web/inventory?limit=100', { token: seller.user.token });
    expect(web.body.data.total).toBeGreaterThanOrEqual(12);
    const rows = await everyPage(seller, '/open/v1/inventory', 5);
    expect(rows.map((row) => row.id).sort()).toEqual(web.body.data.list.map((row: { id: string }) => row.id).sort());
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    // the same row as the web's, newest first
    const byId = new Map(web.body.data.list.map((row: { id: string }) => [row.id, row]));
    for (const row of rows) expect(row).toEqual(byId.get(row.id));

    // the web's filters: a tab, an account, a search
    const webUnlisted = await api.call('GET', '/web/inventory?tab=unlisted&limit=100', { token: seller.user.token });
    const unlisted = await everyPage(seller, `/open/v1/inventory?tab=UNLISTED&accountId=${accountId}`, 4);
    expect(unlisted.map((row) => row.id).sort()).toEqual(webUnlisted.body.data.list.map((row: { id: string }) => row.id).sort());
    const first = rows[0] as unknown as { hashName: string };
    const word = first.hashName.split(' ')[0];
    const searched = await seller.send({ target: `/open/v1/inventory?search=${encodeQueryValue(word)}&limit=100` });
    expect(searched.body.data.list.length).toBeGreaterThan(0);
    for (const row of searched.body.data.list) expect(row.hashName.toLowerCase()).toContain(word.toLowerCase());
    expect((await seller.send({ target: '/open/v1/inventory?accountId=none' })).body.data).toEqual({ list: [], next: null });
  });

  it('refuses an unknown parameter, a bad cursor and a limit over 100; another partner sees none of the assets', async () => {
    const typo = await seller.send({ target: '/open/v1/inventory?sort=PRICE_ASC' });
    expect(typo.status).toBe(400);
    expect(typo.body.msg).toContain('未知参数 sort');
    const cursor = await seller.send({ target: '/open/v1/inventory?after=nonsense' });
    expect(cursor.body).toEqual({ code: 400, msg: 'after 不是有效的分页游标，请使用上一页返回的 next', data: null });
    expect((await seller.send({ target: '/open/v1/inventory?limit=101' })).body).toMatchObject({ code: 400, msg: '每页数量必须在 1 到 100 之间' });
    expect((await seller.send({ target: '/open/v1/inventory?tab=SOLD' })).status).toBe(400);
    const other = await newPartner();
    expect((await other.send({ target: '/open/v1/inventory' })).body.data).toEqual({ list: [], next: null });
  });

  it('refreshes as the web does, within the web’s limits, counted together', async () => {
    const started = await seller.send({ method: 'POST', target: '/open/v1/inventory/refresh', body: { accountId } });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ id: expect.any(String), accountsTotal: 1, startedAt: expect.any(String) });
    expect(['RUNNING', 'SUCCEEDED']).toContain(started.body.data.status);
    await finishedRefresh(api, seller.user.userId);
    const web = await api.call('GET', '/web/inventory/refresh', { token: seller.user.token });
    expect(web.body.data).toMatchObject({ id: started.body.data.id, status: 'SUCCEEDED', progressPercent: 100 });

    expect((await seller.send({ method: 'POST', target: '/open/v1/inventory/refresh', body: { accountId, force: true } })).body.msg).toContain('force');
    expect((await seller.send({ method: 'POST', target: '/open/v1/inventory/refresh', body: { accountId: 'none' } })).status).toBe(404);
    // the web's refreshes and the partner's count against the same limit of the account
    for (let index = 1; index < INVENTORY_REFRESHES_PER_ACCOUNT - 1; index += 1) {
      expect((await seller.send({ method: 'POST', target: '/open/v1/inventory/refresh', body: { accountId } })).status).toBe(200);
      await finishedRefresh(api, seller.user.userId);
    }
    expect((await api.call('POST', '/web/inventory/refresh', { token: seller.user.token, body: { accountId } })).body.code).toBe(0);
    await finishedRefresh(api, seller.user.userId);
    const refused = await seller.send({ method: 'POST', target: '/open/v1/inventory/refresh', body: { accountId } });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('刷新库存过于频繁');
  });
});

describe('GET /open/v1/listings', () => {
  it('pages the app user’s own listings newest first, by state of the listing', async () => {
    const seller = await newPartner();
    await signedInSeller(api, { prefix: 'partnerlistings', inventorySize: 10, user: seller.user });
    const inventory = await api.call('GET', '/web/inventory?tab=unlisted&limit=100', { token: seller.user.token });
    const listable = inventory.body.data.list.filter((item: { referencePrice: number | null }) => item.referencePrice !== null).slice(0, 5);
    expect(listable.length).toBe(5);
    const listed = await seller.send({
      method: 'POST',
      target: '/open/v1/listings',
      body: { items: listable.map((item: { assetId: string; referencePrice: number }) => ({ assetId: item.assetId, price: item.referencePrice })) },
    });
    expect(listed.body.data.succeededCount).toBe(5);
    const ids: string[] = listed.body.data.succeeded.map((entry: { listingId: string }) => entry.listingId);
    expect((await seller.send({ method: 'DELETE', target: `/open/v1/listings/${ids[0]}` })).status).toBe(200);

    const every = await everyPage(seller, '/open/v1/listings', 2);
    expect(every.map((row) => row.id).sort()).toEqual([...ids].sort());
    const onSale = await everyPage(seller, '/open/v1/listings?status=on_sale', 3);
    expect(onSale.map((row) => row.id).sort()).toEqual(ids.slice(1).sort());
    const delisted = await seller.send({ target: '/open/v1/listings?status=DELISTED' });
    const item = listable[0] as { assetId: string; hashName: string; referencePrice: number };
    expect(delisted.body.data).toEqual({
      list: [
        expect.objectContaining({
          id: ids[0],
          status: 'DELISTED',
          origin: 'MARKET',
          assetId: item.assetId,
          hashName: item.hashName,
          price: item.referencePrice,
          soldAt: null,
        }),
      ],
      next: null,
    });
    expect((await seller.send({ target: '/open/v1/listings?status=SOLD' })).body.data).toEqual({ list: [], next: null });

    const bad = await seller.send({ target: '/open/v1/listings?status=GONE' });
    expect(bad.body).toEqual({ code: 400, msg: 'status 须为 ON_SALE, RESERVED, SOLD, DELISTED 之一', data: null });
    expect((await seller.send({ target: '/open/v1/listings?page=2' })).body.msg).toContain('未知参数 page');
    // another partner has none
    expect((await (await newPartner()).send({ target: '/open/v1/listings' })).body.data).toEqual({ list: [], next: null });
  });
});

describe('a repeated cancel', () => {
  it('answers a buy order its buyer cancelled, and an offer its buyer withdrew, as they are, on both faces; what ended otherwise is 409', async () => {
    const buyer = await newPartner();
    await fundDeposit(buyer.user.userId, 100_000);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T';
    const placed = await buyer.send({
      method: 'POST',
      target: '/open/v1/buyOrders',
      body: { merchantOrderNo: 'R-0001', hashName: 'Sticker | Crown (Foil)', price: 900, quantity: 2, tradeUrl },
    });
    const { buyOrderNo } = placed.body.data;
    const cancelled = await buyer.send({ method: 'POST', target: `/open/v1/buyOrders/${buyOrderNo}/cancel` });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
    for (const again of [
      await buyer.send({ method: 'POST', target: `/open/v1/buyOrders/${buyOrderNo}/cancel` }),
      await api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: buyer.user.token }),
    ]) {
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ code: 0, data: { buyOrderNo, status: 'CANCELLED', held: 0, closedAt: cancelled.body.data.closedAt } });
    }
    expect(await balances(buyer.user.userId)).toMatchObject({ deposit: 100_000n, held: 0n });

    // an offer withdrawn by its buyer: withdrawing again answers it as it is
    await marketListings(1, 1_000, { hashName: 'Sticker | Crown (Foil)' });
    const { seller, listings } = await marketListings(2, 1_000, { hashName: 'Sticker | Crown (Foil)' });
    const made = await buyer.send({
      method: 'POST',
      target: '/open/v1/bargains',
      body: { merchantOrderNo: 'R-0002', listingId: listings[0].id, price: 900, tradeUrl },
    });
    const { bargainNo } = made.body.data;
    const withdrawn = await buyer.send({ method: 'POST', target: `/open/v1/bargains/${bargainNo}/cancel` });
    expect(withdrawn.body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
    for (const again of [
      await buyer.send({ method: 'POST', target: `/open/v1/bargains/${bargainNo}/cancel` }),
      await api.call('POST', `/web/bargain/${bargainNo}/cancel`, { token: buyer.user.token, body: {} }),
    ]) {
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ code: 0, data: { bargainNo, status: 'CANCELLED', held: 0 } });
    }
    expect(withdrawn.body.data.history.filter((step: { action: string }) => step.action === 'CANCELLED')).toHaveLength(1);

    // an offer the system ended (the seller switched offers off) is not the buyer's to withdraw: 409 on both faces
    const second = await buyer.send({
      method: 'POST',
      target: '/open/v1/bargains',
      body: { merchantOrderNo: 'R-0003', listingId: listings[1].id, price: 900, tradeUrl },
    });
    expect(second.body.data).toMatchObject({ status: 'OPEN' });
    const sellerViewer = { user: seller, sessionId: 'test', verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + 600_000) };
    await api.app.services.bargains.setTerms(sellerViewer as never, { listingId: listings[1].id, enabled: false });
    expect((await buyer.send({ method: 'POST', target: `/open/v1/bargains/${second.body.data.bargainNo}/cancel` })).status).toBe(409);
    expect((await api.call('POST', `/web/bargain/${second.body.data.bargainNo}/cancel`, { token: buyer.user.token, body: {} })).status).toBe(409);
    expect(await balances(buyer.user.userId)).toMatchObject({ deposit: 100_000n, held: 0n });
  });
});
