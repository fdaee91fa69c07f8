// Buying: every rule refused cleanly with nothing changed, the balance
// purchase end to end (money in escrow, listing SOLD, orders for both sides, messages), cancelling,
// and the REST and GraphQL order APIs. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { Ledger, platformBalance } from '../../api/modules/wallet/ledger.ts';
import { feeCents } from '../../lib/money.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, fundDeposit, ledgerInvariants } from '../helpers/wallet.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

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

type Line = { id: string; priceCents: number };
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const buy = (token: string, body: Record<string, unknown>, key: string = randomUUID(), language?: string) =>
  api.call('POST', '/web/order', { token, body, headers: { 'idempotency-key': key }, language });
const buyBody = (lines: Line[], steamAccountId: string, payMethod = 'balance') => ({
  listingIds: lines.map((line) => line.id),
  prices: lines.map((line) => line.priceCents),
  payMethod,
  steamAccountId,
});

/** What a refused purchase must leave untouched. */
async function snapshot(userId: string, listingIds: string[]) {
  return {
    balances: await balances(userId),
    listings: (await db().listing.findMany({ where: { id: { in: listingIds } }, orderBy: { id: 'asc' }, select: { id: true, status: true } })).map(
      (listing) => `${listing.id}:${listing.status}`,
    ),
    orders: await db().order.count({ where: { buyerId: userId } }),
    transfers: await db().ledgerTransfer.count(),
    messages: await db().message.count({ where: { userId } }),
  };
}

describe('buying with the balance', () => {
  it('pays from the deposit into escrow, sells the listing and shows the order to buyer and seller with messages', async () => {
    const { seller, listings } = await sellerWithListings(api, 2);
    const listing = listings[0];
    const buyer = await boundBuyer(api, listing.priceCents + 500);
    const reply = await buy(buyer.token, buyBody([listing], buyer.accountId));
    expect(reply.body).toMatchObject({ code: 0, data: { payUrl: null, orders: [{ status: 21, statusDes: 'SELLER_DELIVERING' }] } });
    const orderNo: string = reply.body.data.orders[0].orderNo;
    expect(orderNo).toMatch(/^\d{18}$/);

    // the money is in escrow, the deposit is down by the price
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 500n, withdrawable: 0n });
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(order).toMatchObject({
      buyerId: buyer.userId,
      sellerId: seller.userId,
      priceCents: listing.priceCents,
      feeCents: feeCents(listing.priceCents, 100),
      paidFromDepositCents: listing.priceCents,
      buyerSteamId: buyer.steamId,
      sellerSteamAccountId: seller.accountId,
    });
    expect(order.deadlineAt!.getTime() - order.paidAt!.getTime()).toBe(12 * 3_600_000);
    expect(await platformBalance(db(), 'PLATFORM_ESCROW')).toBeGreaterThanOrEqual(BigInt(listing.priceCents));
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('SOLD');

    // the market no longer offers it; the seller's inventory no longer shows it as on sale
    const market = await api.rest<any>(
      `/web/goods?hashName=${encodeURIComponent((await db().itemTemplate.findUniqueOrThrow({ where: { id: listing.templateId } })).hashName)}&limit=100`,
    );
    expect(JSON.stringify(market.body.data.listings.list)).not.toContain(listing.id);

    // both sides see it
    const mine = await api.call('GET', '/web/order?direction=buy', { token: buyer.token });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ orderNo, direction: 'buy', status: 21, displayStatus: 2, statusText: '卖家发货中' }] });
    const sold = await api.call('GET', '/web/order?direction=sell&status=pending', { token: seller.token });
    expect(sold.body.data.list.map((row: { orderNo: string }) => row.orderNo)).toContain(orderNo);
    const detail = await api.call('GET', `/web/order/${orderNo}`, { token: seller.token });
    expect(detail.body.data).toMatchObject({
      orderNo,
      direction: 'sell',
      price: listing.priceCents,
      fee: feeCents(listing.priceCents, 100),
      actualIncome: listing.priceCents - feeCents(listing.priceCents, 100),
      actions: { pay: false, cancel: true, deliver: true },
      steps: [
        { step: 'order', done: true },
        { step: 'payment', done: true },
        { step: 'shipment', done: false },
        { step: 'receipt', done: false },
      ],
    });
    expect(detail.body.data.events.map((event: { event: string }) => event.event)).toEqual(['CREATED', 'PAID']);
    expect(detail.body.data.remaining).toEqual({ unit: 'hour', value: 11 });

    // trade messages: paid for the buyer, sold / please deliver for the seller
    const buyerMessages = await db().message.findMany({ where: { userId: buyer.userId, category: 'TRADE' } });
    expect(buyerMessages.map((message) => message.kind)).toEqual(['orderPaid']);
    const sellerMessages = await db().message.findMany({ where: { userId: seller.userId, category: 'TRADE' } });
    expect(sellerMessages.map((message) => message.kind)).toEqual(['orderSold']);
    const center = await api.call('GET', '/web/messages?category=trade', { token: seller.token });
    expect(JSON.stringify(center.body.data)).toContain('请在 12 小时内发货');

    // another user sees nothing of it
    const stranger = await api.signIn();
    const foreign = await api.call('GET', `/web/order/${orderNo}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, msg: '订单不存在' });

    const invariants = await ledgerInvariants();
    expect(invariants.sums.CNY ?? 0n).toBe(0n);
    expect(invariants.negativeAccounts).toBe(0);
    expect(invariants.driftingAccounts).toBe(0);
  });

  it("pays in one short transaction, and the item's market figures count the sale once", async () => {
    const { listings } = await sellerWithListings(api, 2);
    const listing = listings[0];
    const buyer = await boundBuyer(api, listing.priceCents);
    const before = await db().marketStats.findUniqueOrThrow({ where: { templateId: listing.templateId } });
    const statements: string[] = [];
    const stop = database.onSql((sql) => statements.push(sql));
    const reply = await buy(buyer.token, buyBody([listing], buyer.accountId)).finally(stop);
    expect(reply.body).toMatchObject({ code: 0, data: { orders: [{ status: 21 }] } });
    // the request's own reads (session, rate limits) included; the purchase itself was 42 before
    expect(statements.length).toBeLessThanOrEqual(30);
    // the event log and the market figures are written once, at the end of the transaction
    expect(statements.filter((sql) => sql.includes('INSERT INTO events'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('INSERT INTO market_stats (template_id, lowest_price_cents'))).toHaveLength(1);
    const after = await db().marketStats.findUniqueOrThrow({ where: { templateId: listing.templateId } });
    expect(after).toMatchObject({ quantity: before.quantity - 1, salesCount: before.salesCount + 1 });
    expect(await ledgerInvariants()).toMatchObject({ sums: { CNY: 0n }, negativeAccounts: 0, driftingAccounts: 0 });
  });

  it('buys several listings at once, taking the deposit first and then the withdrawable proceeds', async () => {
    const { listings } = await marketListings(3, 1_000);
    const buyer = await quickBuyer(api, 2_500);
    // 500 of withdrawable proceeds on top of the deposit
    await transaction((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: `test-proceeds:${buyer.userId}`,
        kind: 'SETTLEMENT',
        reference: { type: 'ORDER', id: 'test' },
        from: { platform: 'PLATFORM_ESCROW' },
        to: { userId: buyer.userId, kind: 'WITHDRAWABLE' },
        amount: 500,
      }),
    );
    const reply = await buy(
      buyer.token,
      buyBody(
        listings.map((listing) => ({ id: listing.id, priceCents: 1_000 })),
        buyer.accountId,
      ),
    );
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.orders).toHaveLength(3);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, withdrawable: 0n });
    const orders = await db().order.findMany({ where: { buyerId: buyer.userId }, orderBy: { paidFromWithdrawableCents: 'asc' } });
    expect(orders.map((order) => [order.paidFromDepositCents, order.paidFromWithdrawableCents])).toEqual([
      [1_000, 0],
      [1_000, 0],
      [500, 500],
    ]);
    // a demo listing has no Steam account behind it yet
    expect(orders.every((order) => order.sellerSteamAccountId === null)).toBe(true);
  });
});

describe('every rule refuses cleanly and changes nothing', () => {
  it('not signed in', async () => {
    const reply = await api.call('POST', '/web/order', { body: { listingIds: ['x'], prices: [1], payMethod: 'balance', steamAccountId: 'x' } });
    expect(reply.status).toBe(401);
  });

  it('no usable Steam account: NO_STEAM_ACCOUNT with its translated text, in zh and en', async () => {
    const { listings } = await marketListings(1, 700);
    const user = await api.signIn();
    await fundDeposit(user.userId, 10_000);
    const before = await snapshot(user.userId, [listings[0].id]);
    const zh = await buy(user.token, buyBody([{ id: listings[0].id, priceCents: 700 }], ''));
    expect(zh.body).toMatchObject({ code: 400, msg: '没有可用的Steam账号，请绑定令牌后重试' });
    const en = await buy(user.token, buyBody([{ id: listings[0].id, priceCents: 700 }], 'nope'), randomUUID(), 'en');
    expect(en.body.msg).toBe('No usable Steam account; bind a token and retry');
    // an abnormal account, or another user's account, is not usable either
    const other = await quickBuyer(api);
    const foreign = await buy(user.token, buyBody([{ id: listings[0].id, priceCents: 700 }], other.accountId));
    expect(foreign.body.msg).toBe('没有可用的Steam账号，请绑定令牌后重试');
    const gql = await api.graphql(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on Error { code message } } }`,
      {
        input: {
          listingIds: [gid('Listing', listings[0].id)],
          prices: [700],
          payMethod: 'BALANCE',
          steamAccountId: gid('SteamAccount', 'nope'),
          idempotencyKey: randomUUID(),
        },
      },
      { cookie: `Authorization=${user.token}` },
    );
    expect(gql.data).toMatchObject({ createOrder: { code: 'NO_STEAM_ACCOUNT', message: '没有可用的Steam账号，请绑定令牌后重试' } });
    expect(await snapshot(user.userId, [listings[0].id])).toEqual(before);
  });

  it("one's own listing", async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    await fundDeposit(seller.userId, listings[0].priceCents);
    const before = await snapshot(seller.userId, [listings[0].id]);
    const reply = await buy(seller.token, buyBody([listings[0]], seller.accountId));
    expect(reply.body).toMatchObject({ code: 400, msg: '不能购买自己上架的饰品' });
    expect(await snapshot(seller.userId, [listings[0].id])).toEqual(before);
  });

  it('a sold listing, and one held for another buyer, with the other listings of the request untouched', async () => {
    const { listings } = await marketListings(2, 800);
    const first = await quickBuyer(api, 800);
    expect((await buy(first.token, buyBody([{ id: listings[0].id, priceCents: 800 }], first.accountId))).body.code).toBe(0);
    const second = await quickBuyer(api, 5_000);
    const before = await snapshot(second.userId, [listings[0].id, listings[1].id]);
    const reply = await buy(
      second.token,
      buyBody(
        [
          { id: listings[1].id, priceCents: 800 },
          { id: listings[0].id, priceCents: 800 },
        ],
        second.accountId,
      ),
    );
    expect(reply.body).toMatchObject({ code: 409, msg: '该饰品已售出或已被其他买家锁定，请选择其他在售饰品' });
    expect(await snapshot(second.userId, [listings[0].id, listings[1].id])).toEqual(before);
    // held (RESERVED) for another buyer's unpaid order
    await db().listing.update({ where: { id: listings[1].id }, data: { status: 'RESERVED' } });
    const held = await buy(second.token, buyBody([{ id: listings[1].id, priceCents: 800 }], second.accountId));
    expect(held.body.code).toBe(409);
    await db().listing.update({ where: { id: listings[1].id }, data: { status: 'ON_SALE' } });
  });

  it('a changed price is refused with the new price', async () => {
    const { listings } = await marketListings(1, 1_234);
    const buyer = await quickBuyer(api, 5_000);
    const before = await snapshot(buyer.userId, [listings[0].id]);
    const reply = await buy(buyer.token, buyBody([{ id: listings[0].id, priceCents: 1_000 }], buyer.accountId));
    expect(reply.body).toMatchObject({ code: 409, msg: '价格已变为 ¥12.34，请确认新价格后重新下单' });
    const gql = await api.graphql(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on PriceChangedError { code price listingId } } }`,
      {
        input: {
          listingIds: [gid('Listing', listings[0].id)],
          prices: [1_000],
          payMethod: 'BALANCE',
          steamAccountId: gid('SteamAccount', buyer.accountId),
          idempotencyKey: randomUUID(),
        },
      },
      { cookie: `Authorization=${buyer.token}` },
    );
    expect(gql.data).toMatchObject({ createOrder: { __typename: 'PriceChangedError', code: 'PRICE_CHANGED', price: 1_234 } });
    expect(await snapshot(buyer.userId, [listings[0].id])).toEqual(before);
  });

  it('a balance that cannot pay is refused with the balance message', async () => {
    const { listings } = await marketListings(2, 1_000);
    const buyer = await quickBuyer(api, 1_500);
    const before = await snapshot(
      buyer.userId,
      listings.map((listing) => listing.id),
    );
    const reply = await buy(
      buyer.token,
      buyBody(
        listings.map((listing) => ({ id: listing.id, priceCents: 1_000 })),
        buyer.accountId,
      ),
    );
    expect(reply.body).toMatchObject({ code: 400, msg: '可用金额不足，请重新输入' });
    expect(
      await snapshot(
        buyer.userId,
        listings.map((listing) => listing.id),
      ),
    ).toEqual(before);
  });

  it('malformed requests: no listings, more than 20, prices missing, unknown pay method', async () => {
    const buyer = await quickBuyer(api, 1_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ listingIds: [], prices: [], payMethod: 'balance', steamAccountId: buyer.accountId }, '请选择要购买的饰品'],
      [
        { listingIds: Array.from({ length: 21 }, (_, i) => `l${i}`), prices: Array(21).fill(1), payMethod: 'balance', steamAccountId: buyer.accountId },
        '每次最多购买 20 件饰品',
      ],
      [{ listingIds: ['a'], prices: [], payMethod: 'balance', steamAccountId: buyer.accountId }, '每件饰品都需要给出所见价格'],
      [{ listingIds: ['a'], prices: [1], payMethod: 'wechat', steamAccountId: buyer.accountId }, '支付方式无效，可选 balance（余额）或 alipay（支付宝）'],
    ];
    for (const [body, msg] of cases) {
      const reply = await buy(buyer.token, body);
      expect(reply.body).toMatchObject({ code: 400, msg });
    }
  });
});

describe('idempotency and reserved listings', () => {
  it('the same Idempotency-Key answers the first answer and buys once', async () => {
    const { listings } = await marketListings(1, 900);
    const buyer = await quickBuyer(api, 5_000);
    const key = randomUUID();
    const body = buyBody([{ id: listings[0].id, priceCents: 900 }], buyer.accountId);
    // a purchase without the key is refused and buys nothing (docs/rest.md "Idempotency keys": every money request carries one)
    const before = await snapshot(buyer.userId, [listings[0].id]);
    const keyless = await api.call('POST', '/web/order', { token: buyer.token, body });
    expect(keyless.body).toMatchObject({ code: 400, msg: '缺少幂等键（Idempotency-Key）：购买、充值和提现请求必须带上它' });
    expect(await snapshot(buyer.userId, [listings[0].id])).toEqual(before);
    const first = await buy(buyer.token, body, key);
    const again = await buy(buyer.token, body, key);
    expect(again.body).toEqual(first.body);
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(1);
    expect((await balances(buyer.userId)).deposit).toBe(4_100n);
  });

  it('a RESERVED listing counts as listed for its seller and cannot be unlisted or repriced', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    await db().listing.update({ where: { id: listings[0].id }, data: { status: 'RESERVED' } });
    const itemId = listings[0].inventoryItemId!;
    const listed = await api.call('GET', '/web/inventory?tab=LISTED', { token: seller.token });
    expect(listed.body.data.list.map((item: { id: string }) => item.id)).toContain(itemId);
    const unlist = await api.call('POST', '/web/inventory/unlist', { token: seller.token, body: { ids: [itemId] } });
    expect(unlist.body.data.failures).toMatchObject([{ id: itemId, reason: 'reserved' }]);
    const reprice = await api.call('POST', '/web/inventory/reprice', { token: seller.token, body: { items: [{ id: itemId, multiplier: 1.05 }] } });
    expect(reprice.body.data.failures).toMatchObject([{ id: itemId, reason: 'reserved' }]);
    const relist = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: itemId, multiplier: 1 }] } });
    expect(relist.body.data.failures).toMatchObject([{ id: itemId, reason: 'alreadyListed' }]);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status).toBe('RESERVED');
  });
});

describe('cancelling', () => {
  it('the buyer cancels a paid order before the offer: verified by the job, refunded to the deposit, the listing back on sale', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const buyer = await boundBuyer(api, listings[0].priceCents);
    const orderNo = (await buy(buyer.token, buyBody([listings[0]], buyer.accountId))).body.data.orders[0].orderNo;
    const stranger = await api.signIn();
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: stranger.token })).status).toBe(404);

    const cancelled = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(cancelled.body.data).toMatchObject({ statusDes: 'BUYER_CANCEL_VERIFYING', status: 21, statusText: '买家取消核实中' });
    // a repeated cancel while it is verified answers the order as it is, and moves nothing
    const verifying = await db().order.findUniqueOrThrow({ where: { orderNo } });
    const retried = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ code: 0, data: { orderNo, statusDes: 'BUYER_CANCEL_VERIFYING', status: 21 } });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).version).toBe(verifying.version);
    // the seller cannot cancel what the buyer is cancelling
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token })).status).toBe(409);
    await api.jobs.runDue();
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(order).toMatchObject({ status: 55, statusDes: 'BUYER_CANCELLED' });
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(listings[0].priceCents));
    expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status).toBe('ON_SALE');
    const kinds = (await db().message.findMany({ where: { userId: buyer.userId, category: 'TRADE' }, orderBy: { createdAt: 'asc' } })).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['orderPaid', 'orderFailed.BUYER_CANCELLED', 'orderRefunded']));
    const sellerKinds = (await db().message.findMany({ where: { userId: seller.userId, category: 'TRADE' } })).map((m) => m.kind);
    expect(sellerKinds).toEqual(expect.arrayContaining(['orderSold', 'orderCancelRequested', 'orderFailed.BUYER_CANCELLED']));
    // cancelled by the buyer, a repeated cancel by the buyer answers it as it is (refunded once), the seller's is refused
    const again = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(again.body).toMatchObject({ code: 0, data: { orderNo, status: 55, statusDes: 'BUYER_CANCELLED' } });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).version).toBe(order.version);
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(listings[0].priceCents));
    const bySeller = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token });
    expect(bySeller.body).toMatchObject({ code: 409, msg: '当前订单状态不能取消（报价已发出或交易已结束）' });
    expect((await ledgerInvariants()).sums.CNY ?? 0n).toBe(0n);
  });

  it('the seller cancels an order they cannot deliver: refunded, the listing delisted', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const buyer = await boundBuyer(api, listings[0].priceCents);
    const orderNo = (await buy(buyer.token, buyBody([listings[0]], buyer.accountId))).body.data.orders[0].orderNo;
    const cancelled = await api.graphql(
      `mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { __typename ... on CancelOrderPayload { order { statusDes status direction } } } }`,
      { input: { orderNo } },
      { cookie: `Authorization=${seller.token}` },
    );
    expect(cancelled.data).toMatchObject({ cancelOrder: { order: { statusDes: 'SELLER_CANCEL_VERIFYING', status: 21, direction: 'SELL' } } });
    // the seller's repeated cancel answers it as it is; the buyer cannot cancel what the seller is cancelling
    const retried = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token });
    expect(retried.body).toMatchObject({ code: 0, data: { orderNo, statusDes: 'SELLER_CANCEL_VERIFYING', direction: 'sell' } });
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token })).status).toBe(409);
    await api.jobs.runDue();
    expect(await db().order.findUniqueOrThrow({ where: { orderNo } })).toMatchObject({ status: 55, statusDes: 'SELLER_CANCELLED' });
    expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status).toBe('DELISTED');
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(listings[0].priceCents));
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token })).body).toMatchObject({
      code: 0,
      data: { statusDes: 'SELLER_CANCELLED' },
    });
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token })).status).toBe(409);
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(listings[0].priceCents));
  });
});

describe('the GraphQL order API', () => {
  it('creates an order, reads it as a node and in viewer.orders, and hides it from others', async () => {
    const { listings } = await marketListings(1, 2_000);
    const buyer = await quickBuyer(api, 2_000);
    const auth = { cookie: `Authorization=${buyer.token}` };
    const created = await api.graphql<any>(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { __typename
        ... on CreateOrderPayload { payUrl orders { id orderNo status statusDes displayStatus statusText price fee actualPayment actualIncome direction } } } }`,
      {
        input: {
          listingIds: [gid('Listing', listings[0].id)],
          prices: [2_000],
          payMethod: 'BALANCE',
          steamAccountId: gid('SteamAccount', buyer.accountId),
          idempotencyKey: randomUUID(),
        },
      },
      auth,
    );
    const order = created.data.createOrder.orders[0];
    expect(order).toMatchObject({
      status: 21,
      statusDes: 'SELLER_DELIVERING',
      displayStatus: 2,
      price: 2_000,
      fee: 20,
      actualPayment: 2_000,
      actualIncome: 1_980,
      direction: 'BUY',
    });
    const read = await api.graphql<any>(
      `query($no: String!, $id: ID!) {
        order(orderNo: $no) { orderNo sellerInfo { nickname } templateInfo { hashName } steps { step time } actions { pay cancel deliver } events { event } }
        node(id: $id) { ... on Order { orderNo } }
        viewer { orders(direction: BUY, status: PENDING, first: 5) { totalCount edges { node { orderNo } } } } }`,
      { no: order.orderNo, id: order.id },
      auth,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.order).toMatchObject({
      orderNo: order.orderNo,
      templateInfo: { hashName: 'AK-47 | Redline (Field-Tested)' },
      actions: { pay: false, cancel: true, deliver: false },
    });
    expect(read.data.node).toEqual({ orderNo: order.orderNo });
    expect(read.data.viewer.orders).toMatchObject({ totalCount: 1, edges: [{ node: { orderNo: order.orderNo } }] });
    const stranger = await api.signIn();
    const hidden = await api.graphql<any>(
      `query($no: String!, $id: ID!) { order(orderNo: $no) { orderNo } node(id: $id) { id } }`,
      { no: order.orderNo, id: order.id },
      {
        cookie: `Authorization=${stranger.token}`,
      },
    );
    expect(hidden.data).toEqual({ order: null, node: null });
  });
});
