// Buy orders: placing holds the whole amount and refusals change nothing;
// cancelling releases it; a seller sells straight from the inventory to the best buy order, and a
// new listing at or below a buy order's price fills it at once at the buy order's price; a failed
// delivery refunds its unit; many fills at once never pass the quantity or the hold. On PGlite, or on
// PostgreSQL with TEST_DATABASE_URL (where the fills really race).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, marketListings, quickBuyer } from '../helpers/orders.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

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

const place = (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  api.call('POST', '/web/buyOrder', { token, body, headers: key ? { 'idempotency-key': key } : {} });

async function expectLedgerSound() {
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}

/** A price below every listing of the item on sale (a buy order at or above one is refused). */
async function bidFor(hashName: string, share = 0.9): Promise<number> {
  const template = await db().itemTemplate.findUniqueOrThrow({ where: { hashName }, include: { stats: true } });
  const lowest = template.stats?.quantity ? template.stats.lowestPriceCents : null;
  return Math.max(1, Math.floor((lowest ?? template.referencePriceCents) * share));
}

describe('placing and cancelling', () => {
  it('holds price × quantity from the deposit, shows it in the book, and gives it back on cancel; refusals change nothing', async () => {
    const hashName = 'AK-47 | Redline (Field-Tested)';
    const price = await bidFor(hashName);
    const buyer = await boundBuyer(api, price * 3 + 1_000);
    const before = await balances(buyer.userId);
    const body = { hashName, price, quantity: 3, maxFloat: '0.3', steamAccountId: buyer.accountId };

    // refusals: no idempotency key, a bad quantity, more than the balance, a bid above a listing on sale, a float range outside the item
    expect((await place(buyer.token, body, null)).body.code).toBe(400);
    expect((await place(buyer.token, { ...body, quantity: 0 })).body).toMatchObject({ code: 400, msg: '求购数量须为 1-200 的整数' });
    expect((await place(buyer.token, { ...body, quantity: 200 })).body.code).toBe(400);
    const { template } = await marketListings(1, price - 1 > 0 ? price - 1 : 1, { hashName: 'AWP | Asiimov (Field-Tested)' });
    const crossing = await place(buyer.token, { ...body, hashName: template.hashName, maxFloat: undefined, quantity: 1 });
    expect(crossing.body.msg).toContain('市场上已有符合条件的在售饰品');
    expect((await place(buyer.token, { ...body, minFloat: '0.5', maxFloat: '0.9' })).body.msg).toContain('磨损范围须与该饰品的磨损区间');
    expect(await balances(buyer.userId)).toEqual(before);
    expect(await db().buyOrder.count({ where: { buyerId: buyer.userId } })).toBe(0);

    const placed = await place(buyer.token, body);
    expect(placed.body).toMatchObject({ code: 0, data: { status: 'OPEN', price, quantity: 3, filledQuantity: 0, held: price * 3, maxFloat: 0.3 } });
    const { buyOrderNo } = placed.body.data;
    expect(buyOrderNo).toMatch(/^B\d{18}$/);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: before.deposit - BigInt(price * 3), held: BigInt(price * 3) });
    const wallet = await api.call('GET', '/web/wallet', { token: buyer.token });
    expect(wallet.body.data).toMatchObject({ held: price * 3, total: Number(before.deposit) });

    // the item page and the market lists show the best buy order
    const goods = await api.rest<any>(`/web/goods?hashName=${encodeURIComponent(hashName)}&limit=1`);
    expect(goods.body.data.item).toMatchObject({ buyOrderPrice: price, buyOrderQuantity: 3 });
    const search = await api.rest<any>(`/web/market?search=${encodeURIComponent('Redline (Field-Tested)')}&limit=50`);
    expect(search.body.data.list.find((item: { hashName: string }) => item.hashName === hashName)).toMatchObject({ buyOrderPrice: price });
    const book = await api.rest<any>(`/web/goods/buyOrders?hashName=${encodeURIComponent(hashName)}`);
    expect(book.body.data).toMatchObject({ topPrice: price, quantity: 3, orders: 1, list: [{ price, quantity: 3, maxFloat: 0.3, minFloat: null }] });
    const mine = await api.call('GET', '/web/buyOrder?status=open', { token: buyer.token });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ buyOrderNo, hashName, status: 'OPEN' }] });
    // another user cannot see or cancel it
    const stranger = await api.signIn();
    expect((await api.call('GET', `/web/buyOrder/${buyOrderNo}`, { token: stranger.token })).body.code).toBe(404);
    expect((await api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: stranger.token })).body.code).toBe(404);

    const cancelled = await api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: buyer.token });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: before.deposit, held: 0n });
    // cancelling it again (a retry) answers it as it is, and nothing moves
    const again = await api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: buyer.token });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 0, data: { buyOrderNo, status: 'CANCELLED', held: 0, closedAt: cancelled.body.data.closedAt } });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: before.deposit, held: 0n });
    expect((await api.rest<any>(`/web/goods/buyOrders?hashName=${encodeURIComponent(hashName)}`)).body.data).toMatchObject({ topPrice: null, list: [] });
    await expectLedgerSound();
  });
});

describe('filling', () => {
  it('sells an inventory item to the best buy order, fills one at once with a new listing, and refunds a failed unit to the buyer', async () => {
    const seller = await signedInSeller(api, { prefix: 'bofill', inventorySize: 12 });
    const items = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token })).body.data.list as {
      id: string;
      hashName: string;
      referencePrice: number | null;
      tradable: boolean;
      wear: number | null;
    }[];
    const [first, second] = items.filter(
      (item, index, all) => item.referencePrice !== null && item.tradable && all.findIndex((other) => other.hashName === item.hashName) === index,
    );
    const firstPrice = Math.floor(first.referencePrice! * 0.9);
    const secondPrice = Math.floor(second.referencePrice! * 0.8);
    const buyer = await boundBuyer(api, firstPrice * 3 + secondPrice + 10_000);
    // two buy orders of the first item: the higher one is filled first, whatever the order they came in
    const lower = await place(buyer.token, { hashName: first.hashName, price: firstPrice - 1, quantity: 1, steamAccountId: buyer.accountId });
    const higher = await place(buyer.token, { hashName: first.hashName, price: firstPrice, quantity: 2, steamAccountId: buyer.accountId });
    expect([lower.body.code, higher.body.code]).toEqual([0, 0]);

    // the seller's inventory shows what the best buy order pays for each item (none for the second yet)
    const priced = await api.graphql<any>(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on InventoryItem { id bestBuyOrderPrice } } }`,
      { ids: [first.id, second.id].map((id) => Buffer.from(`InventoryItem:${id}`).toString('base64')) },
      { cookie: `Authorization=${seller.token}` },
    );
    expect(priced.data.nodes.map((node: { bestBuyOrderPrice: number | null }) => node.bestBuyOrderPrice)).toEqual([firstPrice, null]);

    // the seller asks for more than the best buy order pays: nothing is sold
    const tooMuch = await api.call('POST', '/web/inventory/sellToBuyOrder', {
      token: seller.token,
      body: { items: [{ id: first.id, price: ((firstPrice + 1) / 100).toFixed(2) }] },
    });
    expect(tooMuch.body.data).toMatchObject({ succeededCount: 0, failures: [{ id: first.id, reason: 'noBuyOrder' }] });

    const sold = await api.call('POST', '/web/inventory/sellToBuyOrder', {
      token: seller.token,
      body: { items: [{ id: first.id, price: (firstPrice / 100).toFixed(2) }] },
    });
    expect(sold.body.data).toMatchObject({
      succeededCount: 1,
      soldToBuyOrders: [{ id: first.id, buyOrderNo: higher.body.data.buyOrderNo, price: firstPrice }],
    });
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: sold.body.data.soldToBuyOrders[0].orderNo }, include: { listing: true } });
    expect(order).toMatchObject({
      buyerId: buyer.userId,
      sellerId: seller.userId,
      priceCents: firstPrice,
      statusDes: 'SELLER_DELIVERING',
      paidFromDepositCents: firstPrice,
    });
    expect(order.listing).toMatchObject({ origin: 'BUY_ORDER', status: 'SOLD', inventoryItemId: first.id });
    const detail = await api.call('GET', `/web/buyOrder/${higher.body.data.buyOrderNo}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({ status: 'OPEN', filledQuantity: 1, held: firstPrice, orders: [{ orderNo: order.orderNo, status: 21 }] });
    // the same asset cannot fill a second unit
    const again = await api.call('POST', '/web/inventory/sellToBuyOrder', {
      token: seller.token,
      body: { items: [{ id: first.id, price: (firstPrice / 100).toFixed(2) }] },
    });
    expect(again.body.data).toMatchObject({ succeededCount: 0, failures: [{ reason: 'alreadyListed' }] });
    // and the inventory agrees: while it is delivered, the item is not in the 未上架 tab, nor among what
    // "select all" would list; sold, it is no longer on sale either (已上架, the sell page): under 全部 only
    const unlisted = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token });
    expect((unlisted.body.data.list as { id: string }[]).map((item) => item.id)).not.toContain(first.id);
    const listedTab = await api.call('GET', '/web/inventory?tab=LISTED&limit=100', { token: seller.token });
    expect((listedTab.body.data.list as { id: string }[]).map((item) => item.id)).not.toContain(first.id);
    const everything = await api.call('GET', '/web/inventory?limit=100', { token: seller.token });
    expect((everything.body.data.list as { id: string }[]).map((item) => item.id)).toContain(first.id);

    // a new listing at or below a buy order's price fills it at once, at the buy order's price
    const secondOrder = await place(buyer.token, { hashName: second.hashName, price: secondPrice, quantity: 1, steamAccountId: buyer.accountId });
    expect(secondOrder.body.code).toBe(0);
    const listed = await api.call('POST', '/web/inventory/list', {
      token: seller.token,
      body: { items: [{ id: second.id, price: ((secondPrice - 1) / 100).toFixed(2) }] },
    });
    expect(listed.body.data).toMatchObject({
      succeededCount: 1,
      soldToBuyOrders: [{ id: second.id, buyOrderNo: secondOrder.body.data.buyOrderNo, price: secondPrice }],
    });
    expect((await api.call('GET', `/web/buyOrder/${secondOrder.body.data.buyOrderNo}`, { token: buyer.token })).body.data).toMatchObject({
      status: 'FILLED',
      filledQuantity: 1,
      held: 0,
    });
    const messages = await db().message.findMany({ where: { userId: buyer.userId, kind: 'buyOrderFilled' } });
    expect(messages).toHaveLength(2);

    // the buyer cancels the first unit's order before it is sent: its price goes back to the deposit, and
    // the listing made for the buy order is taken down, never put on the market
    const depositBefore = (await balances(buyer.userId)).deposit;
    expect((await api.call('POST', `/web/order/${order.orderNo}/cancel`, { token: buyer.token })).body.code).toBe(0);
    await api.jobs.runDue();
    await api.jobs.runDue();
    const failed = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { listing: true } });
    expect(failed).toMatchObject({ status: 55, statusDes: 'BUYER_CANCELLED' });
    expect((await balances(buyer.userId)).deposit).toBe(depositBefore + BigInt(firstPrice));
    expect(failed.listing.status).toBe('DELISTED');
    await expectLedgerSound();
  });
});

describe('fills racing', () => {
  it('30 listings filling one buy order of 10 at once: exactly 10 orders, the hold spent to zero', async () => {
    const hashName = 'M4A4 | Asiimov (Field-Tested)';
    const price = await bidFor(hashName, 0.5);
    const buyer = await quickBuyer(api, price * 10);
    const placed = await place(buyer.token, { hashName, price, quantity: 10, steamAccountId: buyer.accountId });
    expect(placed.body.code).toBe(0);
    const { listings } = await marketListings(30, price + 1, { hashName });
    // each listing is offered as a seller's repricing offers it: in a transaction of its own, all at once
    const fills = await Promise.all(
      listings.map((listing) =>
        transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listing.id]), { maxWait: 30_000, timeout: 30_000 }).catch((error: unknown) => error),
      ),
    );
    expect(fills.filter((fill) => fill instanceof Error)).toEqual([]);
    // a listing above the buy order's price is not taken: reprice them to it first
    expect(fills.flat()).toEqual([]);
    await db().listing.updateMany({ where: { id: { in: listings.map((listing) => listing.id) } }, data: { priceCents: price } });
    const results = await Promise.all(
      listings.map((listing) => transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listing.id]), { maxWait: 30_000, timeout: 30_000 })),
    );
    expect(results.flat()).toHaveLength(10);
    const buyOrder = await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo: placed.body.data.buyOrderNo } });
    expect(buyOrder).toMatchObject({ status: 'FILLED', filledQuantity: 10, heldCents: 0, heldFromDepositCents: 0 });
    expect(await db().order.count({ where: { buyOrderId: buyOrder.id } })).toBe(10);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, held: 0n });
    await expectLedgerSound();
  });
});

describe('through GraphQL', () => {
  it('places, lists, reads the book and cancels, with typed errors for bad input', async () => {
    const hashName = 'AK-47 | Redline (Minimal Wear)';
    const price = await bidFor(hashName);
    const buyer = await boundBuyer(api, price * 2);
    const cookie = { cookie: `Authorization=${buyer.token}` };
    const accountId = Buffer.from(`SteamAccount:${buyer.accountId}`).toString('base64');
    const PLACE = `mutation($input: PlaceBuyOrderInput!) { placeBuyOrder(input: $input) {
      __typename ... on Error { code message } ... on PlaceBuyOrderPayload { buyOrder { id buyOrderNo status price held quantity item { hashName } } } } }`;
    const input = { hashName, price, quantity: 2, paintSeeds: [661, 321], steamAccountId: accountId, idempotencyKey: randomUUID() };

    const refused = await api.graphql<any>(PLACE, { input: { ...input, quantity: 201 } }, cookie);
    expect(refused.data.placeBuyOrder).toMatchObject({ __typename: 'ValidationError', message: '求购数量须为 1-200 的整数' });
    const placed = await api.graphql<any>(PLACE, { input }, cookie);
    expect(placed.data.placeBuyOrder.buyOrder).toMatchObject({ status: 'OPEN', price, held: price * 2, quantity: 2, item: { hashName } });
    // the same key again answers the same buy order and holds nothing more
    const again = await api.graphql<any>(PLACE, { input }, cookie);
    expect(again.data.placeBuyOrder.buyOrder.buyOrderNo).toBe(placed.data.placeBuyOrder.buyOrder.buyOrderNo);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, held: BigInt(price * 2) });
    // the wallet lists the hold on both sides: out of the deposit, into the held balance
    const wallet = await api.graphql<any>(`{ viewer { wallet { held transactions(first: 10) { edges { node { kind account amount } } } } } }`, {}, cookie);
    expect(wallet.errors).toBeUndefined();
    expect(wallet.data.viewer.wallet.held).toBe(price * 2);
    expect(wallet.data.viewer.wallet.transactions.edges.map((edge: any) => edge.node)).toEqual(
      expect.arrayContaining([
        { kind: 'HOLD', account: 'DEPOSIT', amount: -price * 2 },
        { kind: 'HOLD', account: 'HELD', amount: price * 2 },
      ]),
    );

    const read = await api.graphql<any>(
      `query($hashName: String!) {
        viewer { buyOrders(first: 10, status: OPEN) { totalCount edges { node { buyOrderNo paintSeeds orders { orderNo } } } } }
        marketItem(hashName: $hashName) { topBuyOrderPrice buyOrderQuantity buyOrderBook { topPrice quantity orders entries { price quantity paintSeeds } } } }`,
      { hashName },
      cookie,
    );
    expect(read.data.viewer.buyOrders).toMatchObject({ totalCount: 1, edges: [{ node: { paintSeeds: [321, 661], orders: [] } }] });
    expect(read.data.marketItem).toMatchObject({ topBuyOrderPrice: price, buyOrderQuantity: 2 });
    expect(read.data.marketItem.buyOrderBook).toMatchObject({ topPrice: price, quantity: 2, orders: 1, entries: [{ price, quantity: 2 }] });
    // the node is its buyer's alone
    const stranger = await api.signIn();
    const node = await api.graphql<any>(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: placed.data.placeBuyOrder.buyOrder.id },
      { cookie: `Authorization=${stranger.token}` },
    );
    expect(node.data.node).toBeNull();

    const cancel = await api.graphql<any>(
      `mutation($no: String!) { cancelBuyOrder(input: { buyOrderNo: $no }) { __typename ... on Error { code } ... on CancelBuyOrderPayload { buyOrder { status held } } } }`,
      { no: placed.data.placeBuyOrder.buyOrder.buyOrderNo },
      cookie,
    );
    expect(cancel.data.cancelBuyOrder.buyOrder).toEqual({ status: 'CANCELLED', held: 0 });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(price * 2), held: 0n });
  });
});

describe('unbinding the receiving account', () => {
  it('cancels the buy orders and ends the price offers that would deliver to it, and gives back every hold', async () => {
    const hashName = 'AK-47 | Redline (Field-Tested)';
    const price = await bidFor(hashName);
    const { listings } = await marketListings(1, 10_000, { hashName: 'Sticker | Crown (Foil)' });
    const buyer = await boundBuyer(api, price + 9_000);
    const before = await balances(buyer.userId);
    const placed = await place(buyer.token, { hashName, price, quantity: 1, steamAccountId: buyer.accountId });
    expect(placed.body.code).toBe(0);
    const offered = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingId: listings[0].id, price: 9_000, steamAccountId: buyer.accountId },
    });
    expect(offered.body.code).toBe(0);
    expect((await balances(buyer.userId)).held).toBe(BigInt(price + 9_000));

    expect((await api.call('DELETE', `/web/steam/accounts/${buyer.accountId}`, { token: buyer.token })).body.code).toBe(0);
    expect((await api.call('GET', `/web/buyOrder/${placed.body.data.buyOrderNo}`, { token: buyer.token })).body.data).toMatchObject({
      status: 'CANCELLED',
      held: 0,
    });
    const offer = (await api.call('GET', `/web/bargain/${offered.body.data.bargainNo}`, { token: buyer.token })).body.data;
    expect(offer).toMatchObject({ status: 'CANCELLED', held: 0 });
    expect(offer.history.at(-1)).toMatchObject({ action: 'CANCELLED', actor: 'SYSTEM', reason: 'ACCOUNT_UNBOUND' });
    expect(await balances(buyer.userId)).toEqual(before);
    const kinds = (await db().message.findMany({ where: { userId: buyer.userId }, select: { kind: true } })).map((message) => message.kind);
    expect(kinds).toEqual(expect.arrayContaining(['buyOrderEndedUnbound', 'bargainEndedUnbound']));
    await expectLedgerSound();
  });
});
