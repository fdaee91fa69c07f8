// The partner API's market and selling: GET /open/v1/market and /goods answer exactly what
// /web/market and /web/goods answer, with the parameters' names checked strictly; POST /open/v1/listings
// lists assets of the app user's simulated Steam inventory by their Steam asset ids under the web's
// rules, and PATCH / DELETE /open/v1/listings/{id} reprice and unlist one listing, which another
// partner cannot touch.
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../lib/money.ts';
import { PRICE_CEILING_PERCENT, PRICE_FLOOR_PERCENT } from '../../lib/pricing.ts';
import { db } from '../../api/db/client.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { docsTestKey, encodeQueryValue, type PartnerApp, partnerApp, type SignedRequest, signed } from '../helpers/partners.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKeyPem } = docsTestKey();
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
  await seedMarketFixtures({ bulkItems: 30 });
});

afterAll(async () => {
  await api?.app.close();
});

/** A partner: its app and a way to send requests signed with its key. */
type Partner = PartnerApp & { send: (request: Omit<SignedRequest, 'appId' | 'key'>) => ReturnType<typeof signed> };

async function newPartner(key: { privateKey: KeyObject; publicKeyPem: string } = { privateKey, publicKeyPem }): Promise<Partner> {
  const app = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem: key.publicKeyPem });
  // the tests send more than the 20 requests a second an app may send by default
  await db().partnerApp.update({ where: { id: app.appId }, data: { rateLimitPerSecond: 10_000 } });
  return { ...app, send: (request) => signed(api, { ...request, appId: app.appId, key: key.privateKey }) };
}

function freshKey() {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: pair.privateKey, publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

describe('GET /open/v1/market and /open/v1/goods', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await newPartner();
  });

  it('answers the same page as /web/market for the same parameters, in the same language', async () => {
    for (const query of [
      '',
      '?search=AK-47%20%7C%20Redline&page=1&sort=1',
      '?tagType=pistol&limit=7&page=2&sort=2',
      '?minPrice=10&maxPrice=1000&sort=3',
      '?tagRarity=rarity_legendary_weapon&tagQuality=normal&tagExterior=field_tested&limit=3',
      '?type=&tagItemSet=collection-set-community-2',
    ]) {
      for (const language of ['zh', 'en']) {
        const web = await api.rest<any>(`/web/market${query}`, { 'accept-language': language });
        expect(web.body.code, query).toBe(0);
        expect(web.body.data.list.length, query).toBeGreaterThan(0);
        const open = await partner.send({ target: `/open/v1/market${query}`, headers: { 'accept-language': language } });
        expect(open.status, query).toBe(200);
        expect(open.body, `${query} (${language})`).toEqual(web.body);
      }
    }
    const page = (await partner.send({ target: '/open/v1/market?search=AK-47%20%7C%20Redline%20(Field-Tested)' })).body.data;
    expect(page).toMatchObject({ total: 1, pages: 1, page: 1, limit: 20, list: [{ hashName: 'AK-47 | Redline (Field-Tested)', price: 8_500, quantity: 3 }] });
  });

  it('refuses an unknown parameter with a 400 naming it, and a bad value as the web does', async () => {
    const typo = await partner.send({ target: '/open/v1/market?pgae=2' });
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({ code: 400, data: null });
    expect(typo.body.msg).toContain('pgae');
    const english = await partner.send({ target: '/open/v1/market?page=1&sortt=1', headers: { 'accept-language': 'en' } });
    expect(english.body.msg).toBe('Unknown parameter sortt: the partner API takes only the documented parameters');

    const web = await api.rest<any>('/web/market?sort=9');
    const open = await partner.send({ target: '/open/v1/market?sort=9' });
    expect(open.status).toBe(400);
    expect(open.body).toEqual(web.body);
  });

  it('answers one item by its hash name with its listings on sale, as /web/goods does', async () => {
    const hashName = encodeURIComponent('AK-47 | Redline (Field-Tested)');
    for (const query of [`?hashName=${hashName}`, `?hashName=${hashName}&limit=2&page=1&sort=price_desc`, `?hashName=${hashName}&floatMin=0&floatMax=0.5`]) {
      const web = await api.rest<any>(`/web/goods${query}`);
      const open = await partner.send({ target: `/open/v1/goods${query}` });
      expect(open.status, query).toBe(200);
      expect(open.body, query).toEqual(web.body);
    }
    const goods = (await partner.send({ target: `/open/v1/goods?hashName=${hashName}` })).body.data;
    expect(goods.item).toMatchObject({ hashName: 'AK-47 | Redline (Field-Tested)', price: 8_500, quantity: 3 });
    expect(goods.listings).toMatchObject({ total: 3, page: 1 });
    expect(goods.listings.list.map((listing: { price: number }) => listing.price)).toEqual([8_500, 9_050, 12_000]);
    expect(goods.listings.list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), seller: expect.objectContaining({ nickname: expect.any(String) }) }),
    );

    const unknown = await partner.send({ target: '/open/v1/goods?hashName=No%20such%20item' });
    expect(unknown.status).toBe(404);
    const typo = await partner.send({ target: `/open/v1/goods?hashname=${hashName}` });
    expect(typo.status).toBe(400);
    expect(typo.body.msg).toContain('hashname');
  });

  it('is refused without a valid signature', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/open/v1/market' });
    expect(response.statusCode).toBe(401);
  });
});

type InventoryRow = { id: string; assetId: string; hashName: string; tradable: boolean; listed: boolean; referencePrice: number | null };

describe('POST /open/v1/listings, PATCH and DELETE /open/v1/listings/{id}', () => {
  let seller: Partner;
  let other: Partner;
  let items: InventoryRow[];

  beforeAll(async () => {
    seller = await newPartner();
    other = await newPartner(freshKey());
    // the app user binds a simulated Steam account on the web; its inventory is read by the refresh job
    await signedInSeller(api, { prefix: 'partnerseller', inventorySize: 12, user: seller.user });
    const inventory = await api.call('GET', '/web/inventory?limit=100', { token: seller.user.token });
    items = inventory.body.data.list;
  });

  const listable = () => items.filter((item) => item.tradable && !item.listed && item.referencePrice !== null);
  const listingOf = (id: string) => db().listing.findUniqueOrThrow({ where: { id } });

  it('lists assets by their Steam asset ids, answering the listing ids and each refusal with its reason', async () => {
    const [first, second] = listable();
    // the simulated inventory holds assets in their trade cooldown too
    const cooling = items.find((item) => !item.tradable && item.referencePrice !== null)!;
    expect(cooling).toBeDefined();
    expect(listable().length).toBeGreaterThanOrEqual(5);
    const body = {
      items: [
        { assetId: first.assetId, price: first.referencePrice },
        { assetId: second.assetId, price: 1 },
        { assetId: '99999999999', price: 1_000 },
        { assetId: cooling.assetId, price: cooling.referencePrice },
      ],
    };
    const reply = await seller.send({ method: 'POST', target: '/open/v1/listings', body });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.msg).toBe('3 件饰品操作失败');
    expect(reply.body.data).toMatchObject({
      succeededCount: 1,
      failedCount: 3,
      succeeded: [{ assetId: first.assetId, listingId: expect.any(String), price: first.referencePrice }],
      lowered: [],
    });
    const minimum = formatAmount(Math.ceil((second.referencePrice! * PRICE_FLOOR_PERCENT) / 100) / 100);
    expect(reply.body.data.failures).toEqual(
      expect.arrayContaining([
        { assetId: second.assetId, reason: 'priceTooLow', msg: `价格过低，请检查（最低 ¥${minimum}）` },
        { assetId: '99999999999', reason: 'notFound', msg: '饰品不在库存中' },
        { assetId: cooling.assetId, reason: 'notTradable', msg: '饰品处于交易冷却期或不可交易' },
      ]),
    );

    const listing = await listingOf(reply.body.data.succeeded[0].listingId);
    expect(listing).toMatchObject({ status: 'ON_SALE', priceCents: first.referencePrice, sellerId: seller.user.userId, inventoryItemId: first.id });
    // on the market at once, for buyers and for partners
    // every character encoded: an item name with a ' (an agent's) would otherwise be re-encoded on the way and no longer match its signature
    const hashName = encodeQueryValue(first.hashName);
    const goods = await seller.send({ target: `/open/v1/goods?hashName=${hashName}&limit=100` });
    // a refusal says why
    expect(goods.body.code, JSON.stringify(goods.body)).toBe(0);
    expect(goods.body.data.listings.list.map((entry: { id: string }) => entry.id)).toContain(listing.id);

    // listing it again is refused per item, as on the web
    const again = await seller.send({
      method: 'POST',
      target: '/open/v1/listings',
      body: { items: [{ assetId: first.assetId, price: first.referencePrice }] },
    });
    expect(again.body.data).toMatchObject({ succeededCount: 0, failures: [{ assetId: first.assetId, reason: 'alreadyListed' }] });
  });

  it('replays the first answer for a retry with the same Idempotency-Key', async () => {
    const item = listable()[2];
    const request = {
      method: 'POST' as const,
      target: '/open/v1/listings',
      body: { items: [{ assetId: item.assetId, price: item.referencePrice }] },
      headers: { 'idempotency-key': `partner-list-${randomBytes(4).toString('hex')}` },
    };
    const first = await seller.send(request);
    const retry = await seller.send(request);
    expect(first.body.data.succeededCount).toBe(1);
    expect(retry.body).toEqual(first.body);
    expect(await db().listing.count({ where: { inventoryItemId: item.id } })).toBe(1);
  });

  it('reprices and unlists the partner’s own listing; another partner’s requests are not found', async () => {
    const item = listable()[3];
    const listed = await seller.send({ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: item.assetId, price: item.referencePrice }] } });
    const listingId: string = listed.body.data.succeeded[0].listingId;
    const reference = item.referencePrice!;

    const repriced = await seller.send({ method: 'PATCH', target: `/open/v1/listings/${listingId}`, body: { price: reference + 1 } });
    expect(repriced.status).toBe(200);
    expect(repriced.body).toEqual({ code: 0, msg: '改价成功', data: { id: listingId, assetId: item.assetId, price: reference + 1, lowered: false } });
    expect((await listingOf(listingId)).priceCents).toBe(reference + 1);

    // above the ceiling (300 % of the reference price) it is lowered to it; below the floor, refused
    const ceiling = Math.floor((reference * PRICE_CEILING_PERCENT) / 100);
    const high = await seller.send({ method: 'PATCH', target: `/open/v1/listings/${listingId}`, body: { price: ceiling + 500 } });
    expect(high.body.data).toMatchObject({ price: ceiling, lowered: true });
    const low = await seller.send({ method: 'PATCH', target: `/open/v1/listings/${listingId}`, body: { price: 1 } });
    expect(low.status).toBe(400);
    expect(low.body.msg).toContain('价格过低');
    const fractional = await seller.send({ method: 'PATCH', target: `/open/v1/listings/${listingId}`, body: { price: 12.5 } });
    expect(fractional.status).toBe(400);
    expect(fractional.body.msg).toBe('price 必须是整数');

    // another partner: not found, and nothing changes
    for (const request of [
      { method: 'PATCH' as const, target: `/open/v1/listings/${listingId}`, body: { price: reference } },
      { method: 'DELETE' as const, target: `/open/v1/listings/${listingId}` },
    ]) {
      const refused = await other.send(request);
      expect(refused.status, request.method).toBe(404);
      expect(refused.body).toMatchObject({ code: 404, data: null });
    }
    expect(await listingOf(listingId)).toMatchObject({ status: 'ON_SALE', priceCents: ceiling });
    expect((await seller.send({ method: 'DELETE', target: '/open/v1/listings/00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const unlisted = await seller.send({ method: 'DELETE', target: `/open/v1/listings/${listingId}` });
    expect(unlisted.status).toBe(200);
    expect(unlisted.body).toEqual({ code: 0, msg: '下架成功', data: { id: listingId, assetId: item.assetId } });
    expect((await listingOf(listingId)).status).toBe('DELISTED');

    // a closed listing stays closed: unlisting or repricing it again is refused…
    const twice = await seller.send({ method: 'DELETE', target: `/open/v1/listings/${listingId}` });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('饰品未上架');
    // …even after the asset is listed again: the old id never reaches the new listing
    const relisted = await seller.send({ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: item.assetId, price: reference }] } });
    const newId: string = relisted.body.data.succeeded[0].listingId;
    expect(newId).not.toBe(listingId);
    expect((await seller.send({ method: 'PATCH', target: `/open/v1/listings/${listingId}`, body: { price: reference + 7 } })).body.msg).toBe('饰品未上架');
    expect((await seller.send({ method: 'DELETE', target: `/open/v1/listings/${listingId}` })).status).toBe(400);
    expect(await listingOf(newId)).toMatchObject({ status: 'ON_SALE', priceCents: reference });
  });

  it('refuses an unknown body field or query parameter with a 400 naming it, listing nothing', async () => {
    const item = listable()[4];
    const before = await db().listing.count({ where: { sellerId: seller.user.userId } });
    for (const [request, name] of [
      [{ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: item.assetId, price: item.referencePrice }], dryRun: true } }, 'dryRun'],
      [{ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: item.assetId, prcie: item.referencePrice }] } }, 'prcie'],
      [{ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: item.assetId, price: 100, multiplier: 1 }] } }, 'multiplier'],
      [{ method: 'POST', target: '/open/v1/listings?force=1', body: { items: [{ assetId: item.assetId, price: item.referencePrice }] } }, 'force'],
      [{ method: 'PATCH', target: '/open/v1/listings/x', body: { price: 100, currency: 'CNY' } }, 'currency'],
      [{ method: 'DELETE', target: '/open/v1/listings/x', body: { reason: 'sold elsewhere' } }, 'reason'],
    ] as const) {
      const reply = await seller.send(request as Omit<SignedRequest, 'appId' | 'key'>);
      expect(reply.status, name).toBe(400);
      expect(reply.body.msg, name).toContain(name);
    }
    expect(await db().listing.count({ where: { sellerId: seller.user.userId } })).toBe(before);
    const notObject = await seller.send({ method: 'POST', target: '/open/v1/listings', body: '[1]' });
    expect(notObject.status).toBe(400);
    const empty = await seller.send({ method: 'POST', target: '/open/v1/listings', body: { items: [] } });
    expect(empty.body).toMatchObject({ code: 400, msg: '请选择要上架的饰品' });
  });

  it('applies the web’s rules: a partner without a bound Steam account cannot list', async () => {
    const reply = await other.send({ method: 'POST', target: '/open/v1/listings', body: { items: [{ assetId: items[0].assetId, price: 1_000 }] } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, msg: '没有可用的Steam账号，请绑定令牌后重试', data: null });
  });
});
