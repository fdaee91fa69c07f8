// Offering items for rent (出租) and finding them (租赁), through REST and GraphQL: an offer checks the
// asset by the selling rules and the terms against the reference price (each refusal names its field
// and limit, item by item); the lender changes and delists only their own; a sale, an unbinding and a
// refresh that no longer sees the asset end the offer; the market's lease mode orders items by the
// "from ¥x/day", which listings with a deposit over 3 times the reference price do not set; the item
// page's 租赁 tab lists every offer with its terms and lender.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { maxDailyRentCents, minDepositCents } from '../../lib/leaseTerms.ts';
import { boundBuyer } from '../helpers/orders.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { finishedRefresh, signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import {
  CancelLeaseListingDocument,
  ItemLeaseListingsDocument,
  LeaseMarketDocument,
  OfferForRentDocument,
  UpdateLeaseListingDocument,
  ViewerLeaseListingsDocument,
} from '../helpers/generated/graphql.ts';

let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase());
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type InventoryRow = { id: string; hashName: string; referencePrice: number | null; tradable: boolean; listed: boolean; assetId: string };
type Lender = SignedInUser & { accountId: string; steam: { steamId: string } };

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const cookie = (user: SignedInUser) => ({ cookie: `Authorization=${user.token}` });
const yuan = (cents: number) => (cents / 100).toFixed(2);

async function lender(prefix: string, inventorySize = 10): Promise<Lender> {
  return signedInSeller(api, { prefix, inventorySize });
}

/** The lender's tradable, unlisted items the catalogue knows, one per item (distinct reference prices apply per item). */
async function offerable(user: SignedInUser): Promise<InventoryRow[]> {
  const reply = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: user.token });
  expect(reply.body.code).toBe(0);
  return (reply.body.data.list as InventoryRow[]).filter((item) => item.referencePrice !== null && item.referencePrice >= 100 && item.tradable);
}

/** Terms within every limit for an item of this reference price. */
function goodTerms(reference: number) {
  const dailyRent = Math.max(1, Math.floor(reference * 0.05));
  const maxDays = 10;
  const deposit = minDepositCents(reference, dailyRent, maxDays) + 1;
  return { dailyRent, longDailyRent: dailyRent, deposit, maxDays, buyoutPrice: deposit + 100 };
}

const offer = (user: SignedInUser, items: unknown[], options: { language?: string; key?: string } = {}) =>
  api.call('POST', '/web/lease/listings', {
    token: user.token,
    body: { items },
    language: options.language,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });

const patch = (user: SignedInUser, id: string, body: Record<string, unknown>, language?: string) =>
  api.app
    .inject({
      method: 'PATCH',
      url: `/web/lease/listings/${id}`,
      remoteAddress: '10.0.0.1',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        cookie: `Authorization=${user.token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: JSON.stringify(body),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } }));

const leaseListingOf = (inventoryItemId: string) => db().leaseListing.findFirstOrThrow({ where: { inventoryItemId }, orderBy: { createdAt: 'desc' } });

describe('offering for rent', () => {
  it('offers tradable items at their terms, item by item: each refusal names its field and limit, and the others go through', async () => {
    // random inventories: enough items that six (and one of the stranger's) are tradable and priced from ¥1
    const user = await lender('lendera', 16);
    const items = await offerable(user);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const [good, tooDear, cheapDeposit, lowBuyout, longDays, longRent] = items;
    const ref = (item: InventoryRow) => item.referencePrice!;
    const stranger = await lender('strangera', 10);
    const [theirs] = await offerable(stranger);
    expect(theirs).toBeDefined();

    const reply = await offer(user, [
      { id: good.id, ...goodTerms(ref(good)) },
      { id: tooDear.id, ...goodTerms(ref(tooDear)), dailyRent: maxDailyRentCents(ref(tooDear)) + 1, deposit: 100_000_000 },
      { id: cheapDeposit.id, ...goodTerms(ref(cheapDeposit)), deposit: 1 },
      { id: lowBuyout.id, ...goodTerms(ref(lowBuyout)), buyoutPrice: 1 },
      { id: longDays.id, ...goodTerms(ref(longDays)), maxDays: 61 },
      { id: longRent.id, ...goodTerms(ref(longRent)), longDailyRent: goodTerms(ref(longRent)).dailyRent + 1 },
      { id: theirs.id, ...goodTerms(ref(theirs)) },
      { id: 'no-such-item', ...goodTerms(1_000) },
    ]);
    expect(reply.body.code).toBe(0);
    expect(reply.body.msg).toBe('7 件饰品操作失败');
    const data = reply.body.data;
    expect(data).toMatchObject({ succeededCount: 1, failedCount: 7, succeeded: [good.id] });
    const failures = new Map(
      (data.failures as { id: string; reason: string; field: string | null; limit: number | null; msg: string }[]).map((f) => [f.id, f]),
    );
    expect(failures.get(tooDear.id)).toEqual({
      id: tooDear.id,
      reason: 'dailyRentTooHigh',
      field: 'dailyRent',
      limit: maxDailyRentCents(ref(tooDear)),
      msg: `日租金不能高于 ¥${yuan(maxDailyRentCents(ref(tooDear)))}（参考价的 10%）`,
    });
    const depositFloor = minDepositCents(ref(cheapDeposit), goodTerms(ref(cheapDeposit)).dailyRent, 10);
    expect(failures.get(cheapDeposit.id)).toEqual({
      id: cheapDeposit.id,
      reason: 'depositTooLow',
      field: 'deposit',
      limit: depositFloor,
      msg: `押金不能低于 ¥${yuan(depositFloor)}（参考价的 140% 与日租金×最长天数中的较高者）`,
    });
    expect(failures.get(lowBuyout.id)).toMatchObject({
      reason: 'buyoutPriceBelowDeposit',
      field: 'buyoutPrice',
      msg: `买断价不能低于押金 ¥${yuan(goodTerms(ref(lowBuyout)).deposit)}`,
    });
    expect(failures.get(longDays.id)).toMatchObject({ reason: 'maxDaysRange', field: 'maxDays', msg: '最长租期须为 8-60 天' });
    expect(failures.get(longRent.id)).toMatchObject({ reason: 'longDailyRentAboveDailyRent', field: 'longDailyRent' });
    // another user's item, and an id no inventory has, are not found alike
    expect(failures.get(theirs.id)).toMatchObject({ reason: 'notFound', field: null, msg: '饰品不在库存中' });
    expect(failures.get('no-such-item')).toMatchObject({ reason: 'notFound' });

    // only the good one is offered, with its terms, and the lender's list shows it
    const row = await leaseListingOf(good.id);
    expect(data.listings).toEqual([{ id: good.id, leaseListingId: row.id }]);
    expect(row).toMatchObject({ status: 'ON_LEASE', lenderId: user.userId, assetId: good.assetId, ...dbTerms(goodTerms(ref(good))) });
    expect(await db().leaseListing.count({ where: { lenderId: user.userId } })).toBe(1);
    const mine = await api.call('GET', '/web/lease/listings?status=on_lease', { token: user.token });
    expect(mine.body.data).toMatchObject({
      total: 1,
      list: [{ id: row.id, status: 'ON_LEASE', inventoryItemId: good.id, hashName: good.hashName, ...goodTerms(ref(good)) }],
    });
    expect((await api.call('GET', '/web/lease/listings?status=DELISTED', { token: user.token })).body.data.total).toBe(0);
    // its event, seen by the lender
    const events = await db().event.findMany({ where: { type: 'leaseListing.changed', aggregateId: row.id } });
    expect(events.map((event) => [event.audienceUserIds, (event.payload as { event: string }).event])).toEqual([[[user.userId], 'offered']]);

    // the same refusals in English
    const english = await offer(user, [{ id: cheapDeposit.id, ...goodTerms(ref(cheapDeposit)), deposit: 1 }], { language: 'en' });
    expect(english.body.data.failures[0].msg).toBe(
      `The deposit cannot be below ¥${yuan(depositFloor)} (the higher of 140% of the reference price and the daily rent × the most days)`,
    );
  });

  it('refuses malformed terms, nothing selected and too many as a whole, changing nothing', async () => {
    const user = await lender('lenderb', 4);
    const [item] = await offerable(user);
    const terms = goodTerms(item.referencePrice!);
    const asText = await offer(user, [{ id: item.id, ...terms, dailyRent: String(terms.dailyRent) }]);
    expect(asText.body).toMatchObject({ code: 400, msg: '日租金须为整数，单位为分' });
    const fractional = await offer(user, [{ id: item.id, ...terms, deposit: terms.deposit + 0.5 }], { language: 'en' });
    expect(fractional.body).toMatchObject({ code: 400, msg: 'The deposit must be a whole number of cents' });
    expect((await offer(user, [{ id: item.id, ...terms, maxDays: '10' }])).body).toMatchObject({ code: 400, msg: '最长租期须为整数天数' });
    expect((await offer(user, [])).body).toMatchObject({ code: 400, msg: '请选择要出租的饰品' });
    const many = Array.from({ length: 201 }, () => ({ id: item.id, ...terms }));
    expect((await offer(user, many)).body).toMatchObject({ code: 400, msg: '一次最多出租 200 件饰品' });
    expect(await db().leaseListing.count({ where: { lenderId: user.userId } })).toBe(0);
    // without a session: 401
    const anonymous = await api.call('POST', '/web/lease/listings', { body: { items: [{ id: item.id, ...terms }] } });
    expect(anonymous.body.code).toBe(401);
  });

  it('offers an item on sale too, refuses the same asset twice, and refuses an asset the selling rules refuse', async () => {
    const user = await lender('lenderc', 10);
    const [onSale, twice, cooling, held] = await offerable(user);
    const listed = await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: onSale.id, multiplier: 1 }] } });
    expect(listed.body.data.succeededCount).toBe(1);

    const first = await offer(user, [
      { id: onSale.id, ...goodTerms(onSale.referencePrice!) },
      { id: twice.id, ...goodTerms(twice.referencePrice!) },
      // the same asset twice in one request: offered once
      { id: twice.id, ...goodTerms(twice.referencePrice!) },
    ]);
    expect(first.body.data).toMatchObject({
      succeededCount: 2,
      succeeded: [onSale.id, twice.id],
      failures: [{ id: twice.id, reason: 'alreadyOffered', msg: '饰品已在出租中，不能重复出租' }],
    });
    // still on sale: for rent and on sale at once
    expect(await db().listing.count({ where: { inventoryItemId: onSale.id, status: 'ON_SALE' } })).toBe(1);
    const again = await offer(user, [{ id: twice.id, ...goodTerms(twice.referencePrice!) }]);
    expect(again.body.data).toMatchObject({ succeededCount: 0, failures: [{ id: twice.id, reason: 'alreadyOffered' }] });
    expect(await db().leaseListing.count({ where: { inventoryItemId: twice.id } })).toBe(1);

    // in trade cooldown, and an abnormal account: refused with the lease's own words
    await db().inventoryItem.update({ where: { id: cooling.id }, data: { tradableAfter: new Date(Date.now() + 86_400_000) } });
    const cooled = await offer(user, [{ id: cooling.id, ...goodTerms(cooling.referencePrice!) }]);
    expect(cooled.body.data.failures[0]).toMatchObject({ reason: 'notTradable', msg: '饰品处于交易冷却期或不可交易，无法出租' });
    await db().steamAccount.update({ where: { id: user.accountId }, data: { status: 'ABNORMAL' } });
    const abnormal = await offer(user, [{ id: held.id, ...goodTerms(held.referencePrice!) }]);
    expect(abnormal.body.data.failures[0]).toMatchObject({ reason: 'accountAbnormal', msg: '当前账号异常，无法出租' });
    await db().steamAccount.update({ where: { id: user.accountId }, data: { status: 'NORMAL' } });

    // an idempotency key replays the first answer and offers nothing more
    const key = randomUUID();
    const keyed = await offer(user, [{ id: held.id, ...goodTerms(held.referencePrice!) }], { key });
    const replayed = await offer(user, [{ id: held.id, ...goodTerms(held.referencePrice!) }], { key });
    expect(keyed.body.data.succeededCount).toBe(1);
    expect(replayed.body.data).toEqual(keyed.body.data);
  });
});

/** Terms as the lease_listings row keeps them. */
const dbTerms = (terms: ReturnType<typeof goodTerms>) => ({
  dailyRentCents: terms.dailyRent,
  longDailyRentCents: terms.longDailyRent,
  depositCents: terms.deposit,
  maxDays: terms.maxDays,
  buyoutPriceCents: terms.buyoutPrice,
});

describe('changing and delisting', () => {
  it('changes the terms and delists only the lender’s own, refusing terms over a limit and a delisted one', async () => {
    const user = await lender('lenderd', 4);
    const [item] = await offerable(user);
    const terms = goodTerms(item.referencePrice!);
    await offer(user, [{ id: item.id, ...terms }]);
    const { id } = await leaseListingOf(item.id);
    const other = await api.signIn();

    // another user's lease listing is not found, and stays as it was
    expect((await patch(other, id, { dailyRent: 1 })).body).toMatchObject({ code: 404, msg: '出租不存在' });
    expect((await api.call('DELETE', `/web/lease/listings/${id}`, { token: other.token })).body.code).toBe(404);
    expect((await api.call('GET', '/web/lease/listings', { token: other.token })).body.data.total).toBe(0);

    // a new daily rent, the long rent and the buyout cleared; the rest stays
    const changed = await patch(user, id, { dailyRent: terms.dailyRent - 1 > 0 ? terms.dailyRent - 1 : 1, longDailyRent: null, buyoutPrice: null });
    expect(changed.body).toMatchObject({
      code: 0,
      msg: '出租条件已修改',
      data: { id, status: 'ON_LEASE', longDailyRent: null, buyoutPrice: null, deposit: terms.deposit, maxDays: terms.maxDays },
    });
    // a deposit under its floor: 400 naming the field and the limit, nothing changes
    const floor = minDepositCents(item.referencePrice!, changed.body.data.dailyRent, terms.maxDays);
    const refused = await patch(user, id, { deposit: floor - 1 });
    expect(refused.body).toMatchObject({ code: 400, msg: `押金不能低于 ¥${yuan(floor)}（参考价的 140% 与日租金×最长天数中的较高者）` });
    expect((await db().leaseListing.findUniqueOrThrow({ where: { id } })).depositCents).toBe(terms.deposit);
    expect((await patch(user, id, {})).body).toMatchObject({ code: 400, msg: '请填写要修改的出租条件' });

    const deleted = await api.call('DELETE', `/web/lease/listings/${id}`, { token: user.token });
    expect(deleted.body).toMatchObject({ code: 0, msg: '已取消出租', data: { id, status: 'DELISTED' } });
    expect(deleted.body.data.closedAt).not.toBeNull();
    // again: answered as it is
    const twice = await api.call('DELETE', `/web/lease/listings/${id}`, { token: user.token });
    expect(twice.body).toMatchObject({ code: 0, data: { id, status: 'DELISTED', closedAt: deleted.body.data.closedAt } });
    expect((await patch(user, id, { dailyRent: 1 })).body).toMatchObject({ code: 409, msg: '该出租已下架，无法修改；请重新出租' });
    // delisted, the item can be offered again
    expect((await offer(user, [{ id: item.id, ...terms }])).body.data.succeededCount).toBe(1);
    const events = await db().event.findMany({ where: { type: 'leaseListing.changed', aggregateId: id }, orderBy: { aggregateSeq: 'asc' } });
    expect(events.map((event) => (event.payload as { event: string }).event)).toEqual(['offered', 'updated', 'delisted']);
  });

  it('refuses to change or delist a rented lease listing', async () => {
    const user = await lender('lendere', 4);
    const [item] = await offerable(user);
    await offer(user, [{ id: item.id, ...goodTerms(item.referencePrice!) }]);
    const { id } = await leaseListingOf(item.id);
    await db().leaseListing.update({ where: { id }, data: { status: 'LEASED' } });
    expect((await patch(user, id, { dailyRent: 1 })).body).toMatchObject({ code: 409, msg: '饰品已租出，租赁结束前无法修改或取消出租' });
    expect((await api.call('DELETE', `/web/lease/listings/${id}`, { token: user.token })).body.code).toBe(409);
    // and the asset cannot be offered a second time meanwhile
    expect((await offer(user, [{ id: item.id, ...goodTerms(item.referencePrice!) }])).body.data.failures[0].reason).toBe('alreadyOffered');
  });
});

describe('what ends an offer for rent', () => {
  it('selling the item delists its lease listing in the sale’s transaction', async () => {
    const user = await lender('lenderf', 6);
    const [sold, kept] = await offerable(user);
    await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: sold.id, multiplier: 1 }] } });
    await offer(user, [
      { id: sold.id, ...goodTerms(sold.referencePrice!) },
      { id: kept.id, ...goodTerms(kept.referencePrice!) },
    ]);
    const listing = await db().listing.findFirstOrThrow({ where: { inventoryItemId: sold.id, status: 'ON_SALE' } });
    const buyer = await boundBuyer(api, listing.priceCents);
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    expect(bought.body.code).toBe(0);
    expect(await leaseListingOf(sold.id)).toMatchObject({ status: 'DELISTED', closedAt: expect.any(Date) });
    expect((await leaseListingOf(kept.id)).status).toBe('ON_LEASE');
  });

  it('an inventory refresh that no longer sees the asset, and unbinding the account, delist its lease listings', async () => {
    const user = await lender('lenderg', 6);
    const [gone, stays] = await offerable(user);
    await offer(user, [
      { id: gone.id, ...goodTerms(gone.referencePrice!) },
      { id: stays.id, ...goodTerms(stays.referencePrice!) },
    ]);
    const goneListing = await leaseListingOf(gone.id);
    await api.steam.removeAsset(user.steam.steamId, gone.assetId);
    expect((await api.call('POST', '/web/inventory/refresh', { token: user.token, body: {} })).body.code).toBe(0);
    await finishedRefresh(api, user.userId);
    expect(await db().leaseListing.findUniqueOrThrow({ where: { id: goneListing.id } })).toMatchObject({ status: 'DELISTED', inventoryItemId: null });
    expect((await leaseListingOf(stays.id)).status).toBe('ON_LEASE');

    const unbound = await api.call('DELETE', `/web/steam/accounts/${user.accountId}`, { token: user.token });
    expect(unbound.body.code).toBe(0);
    expect(await db().leaseListing.count({ where: { lenderId: user.userId, status: 'ON_LEASE' } })).toBe(0);
  });
});

describe('finding rentals', () => {
  /** Two catalogue items nobody sells (their reference price is the catalogue's), lent by a user of their own. */
  async function rentalFixtures() {
    const templates = await db().itemTemplate.findMany({
      where: { referencePriceCents: { gte: 10_000, lte: 200_000 }, stats: { is: null }, minFloat: { not: null } },
      orderBy: { id: 'asc' },
      take: 2,
      select: { id: true, hashName: true, referencePriceCents: true },
    });
    expect(templates).toHaveLength(2);
    const owner = await api.signIn();
    const now = new Date();
    const add = (templateId: number, dailyRentCents: number, depositCents: number, floatValue: number, ageMs = 0) =>
      db().leaseListing.create({
        data: {
          lenderId: owner.userId,
          templateId,
          assetId: randomUUID(),
          floatValue,
          paintSeed: 7,
          dailyRentCents,
          depositCents,
          maxDays: 10,
          createdAt: new Date(now.getTime() - ageMs),
          updatedAt: now,
        },
      });
    const [a, b] = templates;
    // item a: a tiny rent with a huge deposit (over 3× the reference) does not set its "from"; the counted one does
    const huge = await add(a.id, 1, a.referencePriceCents * 3 + 1, 0.31, 1_000);
    const counted = await add(a.id, 900, a.referencePriceCents * 2, 0.12, 2_000);
    // item b: only huge deposits: its "from" is its lowest rent of all
    const onlyHuge = await add(b.id, 500, b.referencePriceCents * 5, 0.2, 5_000);
    return { owner, a, b, huge, counted, onlyHuge };
  }

  it('lists the items for rent by their "from" rent, which a huge deposit with a tiny rent does not set, on REST and GraphQL', async () => {
    const { a, b, huge, counted, onlyHuge } = await rentalFixtures();
    const page = await api.rest<any>('/web/market?mode=lease&limit=100');
    expect(page.body.code).toBe(0);
    const list = page.body.data.list as { hashName: string; leaseDailyRent: number; leaseDeposit: number; leaseCount: number }[];
    const rents = list.map((item) => item.leaseDailyRent);
    expect(rents).toEqual([...rents].sort((x, y) => x - y));
    expect(list.find((item) => item.hashName === a.hashName)).toMatchObject({ leaseDailyRent: 900, leaseDeposit: counted.depositCents, leaseCount: 2 });
    expect(list.find((item) => item.hashName === b.hashName)).toMatchObject({ leaseDailyRent: 500, leaseDeposit: onlyHuge.depositCents, leaseCount: 1 });
    expect(huge.dailyRentCents).toBe(1);
    // b (500) before a (900); the highest first the other way round
    const order = (entries: { hashName: string }[]) => entries.map((item) => item.hashName).filter((name) => name === a.hashName || name === b.hashName);
    expect(order(list)).toEqual([b.hashName, a.hashName]);
    const descending = await api.rest<any>('/web/market?mode=lease&sort=2&limit=100');
    expect(order(descending.body.data.list)).toEqual([a.hashName, b.hashName]);
    // the newest offer first: a's newest is 1 s old, b's 5 s
    const newest = await api.rest<any>('/web/market?mode=lease&sort=3&limit=100');
    expect(order(newest.body.data.list)).toEqual([a.hashName, b.hashName]);
    // price bounds bound the daily rent; the sale mode lists neither (nothing of theirs is on sale)
    const bounded = await api.rest<any>(`/web/market?mode=lease&minPrice=6&limit=100`);
    expect(order(bounded.body.data.list)).toEqual([a.hashName]);
    const sale = await api.rest<any>('/web/market?limit=100&sort=1');
    expect(order(sale.body.data.list)).toEqual([]);
    expect((await api.rest<any>('/web/market?mode=rent')).body).toMatchObject({ code: 400, msg: 'mode 须为 sale 或 lease' });

    // GraphQL: the same figures, a page at a time by keyset cursors
    const first = await api.graphql(LeaseMarketDocument, { sort: 'PRICE_ASC', first: 100 });
    const nodes = first.data!.market.edges.map((edge) => edge.node);
    expect(nodes.find((node) => node.hashName === a.hashName)?.lease).toEqual({ dailyRent: 900, deposit: counted.depositCents, count: 2 });
    expect(order(nodes)).toEqual([b.hashName, a.hashName]);
    const step = await api.graphql(LeaseMarketDocument, { sort: 'PRICE_ASC', first: 1 });
    const next = await api.graphql(LeaseMarketDocument, { sort: 'PRICE_ASC', first: 100, after: step.data!.market.pageInfo.endCursor });
    expect([...step.data!.market.edges, ...next.data!.market.edges].map((edge) => edge.node.hashName)).toEqual(nodes.map((node) => node.hashName));
    // a cursor of the sale mode is not one of the lease mode
    const saleCursor = (await api.graphql('{ market(first: 1) { pageInfo { endCursor } } }')).data as { market: { pageInfo: { endCursor: string } } };
    const mixed = await api.graphql(LeaseMarketDocument, { sort: 'DEFAULT', first: 1, after: saleCursor.market.pageInfo.endCursor });
    expect(mixed.errors?.[0].message).toBeTruthy();
  });

  it("answers an item's lease listings with their terms and lenders (the 租赁 tab), on REST and GraphQL", async () => {
    const { owner, a, huge, counted } = await rentalFixtures();
    const reply = await api.rest<any>(`/web/goods/leases?hashName=${encodeURIComponent(a.hashName)}`);
    expect(reply.body.code).toBe(0);
    const data = reply.body.data;
    // two fixtures of item a now (this test's and the previous test's): the "from" is still the counted 900
    expect(data).toMatchObject({ dailyRent: 900, deposit: counted.depositCents, count: data.total });
    expect(data.list.map((row: { dailyRent: number }) => row.dailyRent)).toEqual(
      [...data.list.map((row: { dailyRent: number }) => row.dailyRent)].sort((x, y) => x - y),
    );
    expect(data.list.find((row: { id: string }) => row.id === huge.id)).toMatchObject({
      dailyRent: 1,
      deposit: huge.depositCents,
      maxDays: 10,
      longDailyRent: null,
      buyoutPrice: null,
      floatValue: 0.31,
      paintSeed: 7,
      stickers: [],
      autoDelivery: false,
      lender: { id: owner.userId, nickname: owner.nickname, isRobot: false, leasesDelivered: 0 },
    });
    const byFloat = await api.rest<any>(`/web/goods/leases?hashName=${encodeURIComponent(a.hashName)}&sort=float_asc`);
    const floats = byFloat.body.data.list.map((row: { floatValue: number }) => row.floatValue);
    expect(floats).toEqual([...floats].sort((x, y) => x - y));
    expect((await api.rest<any>('/web/goods/leases?hashName=No%20such%20item')).body.code).toBe(404);
    expect((await api.rest<any>(`/web/goods/leases?hashName=${encodeURIComponent(a.hashName)}&sort=cheap`)).body.code).toBe(400);

    const item = await api.graphql(ItemLeaseListingsDocument, { hashName: a.hashName, sort: 'RENT_ASC', first: 10 }, cookie(owner));
    const found = item.data!.marketItem!;
    expect(found.lease).toEqual({ dailyRent: 900, deposit: counted.depositCents, count: data.total });
    expect(found.leaseListings.totalCount).toBe(data.total);
    expect(found.leaseListings.edges[0].node).toMatchObject({ dailyRent: 1, autoDelivery: false, lenderDeliveries: 0, lender: { isRobot: false } });
    // the owner's own is told apart by its lender's id, their Viewer.sellerId (the listing reads the same for everyone)
    const sellerId = ((await api.graphql('{ viewer { sellerId } }', undefined, cookie(owner))) as { data?: { viewer: { sellerId: string } } }).data!.viewer
      .sellerId;
    expect(found.leaseListings.edges.some((edge) => edge.node.lender.id === sellerId)).toBe(true);
    expect(found.leaseListings.edges.some((edge) => edge.node.lender.id !== sellerId)).toBe(true);
  });
});

describe('GraphQL', () => {
  it('offers, changes and delists through the mutations with typed errors, and lists the viewer’s lease listings', async () => {
    const user = await lender('lenderh', 6);
    const [item, refused] = await offerable(user);
    const terms = goodTerms(item.referencePrice!);
    const offered = await api.graphql(
      OfferForRentDocument,
      {
        input: {
          items: [
            { inventoryItemId: globalId('InventoryItem', item.id), ...terms },
            { inventoryItemId: globalId('InventoryItem', refused.id), ...goodTerms(refused.referencePrice!), deposit: 1 },
          ],
        },
      },
      cookie(user),
    );
    const payload = offered.data!.offerForRent;
    if (payload.__typename !== 'OfferForRentPayload') throw new Error(`offerForRent answered ${payload.__typename}`);
    expect(payload).toMatchObject({ offeredCount: 1, failedCount: 1 });
    expect(payload.leaseListings[0]).toMatchObject({
      status: 'ON_LEASE',
      dailyRent: terms.dailyRent,
      deposit: terms.deposit,
      inventoryItem: { id: globalId('InventoryItem', item.id) },
    });
    expect(payload.failures[0]).toMatchObject({
      inventoryItemId: globalId('InventoryItem', refused.id),
      reason: 'depositTooLow',
      field: 'deposit',
      message: expect.stringContaining('押金不能低于 ¥'),
    });
    const leaseListingId = payload.leaseListings[0].id;

    // another user: not found; over a limit: a ValidationError naming the field
    const stranger = await api.signIn();
    const notTheirs = await api.graphql(UpdateLeaseListingDocument, { input: { leaseListingId, dailyRent: 1 } }, cookie(stranger));
    expect(notTheirs.data!.updateLeaseListing).toMatchObject({ __typename: 'NotFoundError', message: '出租不存在' });
    const tooDear = await api.graphql(
      UpdateLeaseListingDocument,
      { input: { leaseListingId, dailyRent: maxDailyRentCents(item.referencePrice!) + 1 } },
      cookie(user),
    );
    expect(tooDear.data!.updateLeaseListing).toMatchObject({
      __typename: 'ValidationError',
      field: 'dailyRent',
      message: expect.stringContaining('日租金不能高于'),
    });
    const changed = await api.graphql(UpdateLeaseListingDocument, { input: { leaseListingId, longDailyRent: null, buyoutPrice: terms.deposit } }, cookie(user));
    expect(changed.data!.updateLeaseListing).toMatchObject({
      __typename: 'UpdateLeaseListingPayload',
      leaseListing: { id: leaseListingId, longDailyRent: null, buyoutPrice: terms.deposit, dailyRent: terms.dailyRent },
    });

    const listed = await api.graphql(ViewerLeaseListingsDocument, { status: 'ON_LEASE' }, cookie(user));
    expect(listed.data!.viewer!.leaseListings).toMatchObject({ totalCount: 1, edges: [{ node: { id: leaseListingId, item: { hashName: item.hashName } } }] });

    expect((await api.graphql(CancelLeaseListingDocument, { input: { leaseListingId } }, cookie(stranger))).data!.cancelLeaseListing).toMatchObject({
      __typename: 'NotFoundError',
    });
    const cancelled = await api.graphql(CancelLeaseListingDocument, { input: { leaseListingId } }, cookie(user));
    expect(cancelled.data!.cancelLeaseListing).toMatchObject({
      __typename: 'CancelLeaseListingPayload',
      leaseListing: { id: leaseListingId, status: 'DELISTED' },
    });
    // a delisted lease listing is no longer public: another user's node lookup finds nothing, its lender's does
    const node = `query($id: ID!) { node(id: $id) { ... on LeaseListing { status } } }`;
    expect((await api.graphql<any>(node, { id: leaseListingId }, cookie(stranger))).data.node).toBeNull();
    expect((await api.graphql<any>(node, { id: leaseListingId }, cookie(user))).data.node).toEqual({ status: 'DELISTED' });
  });
});
