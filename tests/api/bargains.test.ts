// Bargaining (还价) as a user meets it through /web/bargain* and GraphQL: the terms
// and floor a listing shows (a buy order and the seller's minimum raise it); refusals that change
// nothing; an offer holds its amount; the seller sees it without where the buyer receives; one
// counter-offer; accepting makes an order paid from the hold, sells the listing and ends the other
// buyers' offers (their holds back); declining, withdrawing, repricing, unlisting, new terms and the
// 24-hour expiry (job or sweep) give the hold back; at most 10 open offers; history, events and
// messages; retried answers answer again; and many parties at once on one listing end in exactly one
// order with every other hold released. On PGlite, or on PostgreSQL with TEST_DATABASE_URL (where the
// racing requests really run side by side).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { type Buyer, boundBuyer, marketListings, quickBuyer } from '../helpers/orders.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

const HOUR = 3_600_000;

let database: Database;
let api: TestApp;
let clock: ControlledClock;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date());
  api = await createTestApp(database, { clock });
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type Seller = Awaited<ReturnType<typeof signedInSeller>>;
type SellerListing = { id: string; inventoryItemId: string; hashName: string; priceCents: number };

/** Items already listed by this file's sellers: each listing is of an item nobody else here lists (so a buy order's price is the one meant). */
const usedHashNames = new Set<string>();

/** A signed-in seller with `count` of their assets listed on the market at their reference price (at least ¥10 each), each of another item. */
async function sellerWithOwnListings(count: number): Promise<{ seller: Seller; listings: SellerListing[] }> {
  const seller = await signedInSeller(api, { prefix: 'bargainseller', inventorySize: count * 4 + 12 });
  const items = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token })).body.data.list as {
    id: string;
    hashName: string;
    referencePrice: number | null;
    tradable: boolean;
  }[];
  const picked: typeof items = [];
  for (const item of items) {
    if (picked.length === count) break;
    if (item.referencePrice === null || item.referencePrice < 1_000 || !item.tradable || usedHashNames.has(item.hashName)) continue;
    usedHashNames.add(item.hashName);
    picked.push(item);
  }
  expect(picked).toHaveLength(count);
  const listed = await api.call('POST', '/web/inventory/list', {
    token: seller.token,
    body: { items: picked.map((item) => ({ id: item.id, price: (item.referencePrice! / 100).toFixed(2) })) },
  });
  expect(listed.body.data).toMatchObject({ succeededCount: count, soldToBuyOrders: [] });
  const rows = await db().listing.findMany({ where: { inventoryItemId: { in: picked.map((item) => item.id) }, status: 'ON_SALE' } });
  const listings = picked.map((item) => {
    const row = rows.find((candidate) => candidate.inventoryItemId === item.id)!;
    return { id: row.id, inventoryItemId: item.id, hashName: item.hashName, priceCents: row.priceCents };
  });
  return { seller, listings };
}

const floorOf = (priceCents: number) => Math.ceil(priceCents * 0.8);

const offer = (buyer: Pick<Buyer, 'token' | 'accountId'>, listingId: string, price: number, key: string | null = randomUUID()) =>
  api.call('POST', '/web/bargain', {
    token: buyer.token,
    body: { listingId, price, steamAccountId: buyer.accountId },
    headers: key ? { 'idempotency-key': key } : {},
  });

const act = (user: Pick<SignedInUser, 'token'>, bargainNo: string, action: 'accept' | 'decline' | 'cancel' | 'counter', body?: Record<string, unknown>) =>
  api.call('POST', `/web/bargain/${bargainNo}/${action}`, { token: user.token, body: body ?? {} });

const read = (user: Pick<SignedInUser, 'token'>, bargainNo: string) => api.call('GET', `/web/bargain/${bargainNo}`, { token: user.token });

const terms = (listingId: string, user?: Pick<SignedInUser, 'token'>) =>
  api.call('GET', `/web/goods/bargainTerms?listingId=${encodeURIComponent(listingId)}`, { token: user?.token });

async function offered(buyer: Buyer, listingId: string, price: number): Promise<string> {
  const reply = await offer(buyer, listingId, price);
  expect(reply.body).toMatchObject({ code: 0, data: { status: 'OPEN', price, held: price } });
  return reply.body.data.bargainNo;
}

async function expectLedgerSound() {
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}

const kindsOf = async (userId: string) =>
  (await db().message.findMany({ where: { userId, kind: { startsWith: 'bargain' } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
    (message) => message.kind,
  );

/** The bargain.changed events of one offer, oldest first: what happened and who was told. */
async function eventsOf(bargainNo: string) {
  return db().$queryRaw<{ event: string; status: string; audience: string[] }[]>`
    SELECT payload->>'event' AS event, payload->>'status' AS status, audience_user_ids AS audience FROM events
    WHERE type = 'bargain.changed' AND payload->>'bargainNo' = ${bargainNo} ORDER BY id`;
}

const historyOf = async (user: Pick<SignedInUser, 'token'>, bargainNo: string) =>
  ((await read(user, bargainNo)).body.data.history as { action: string; actor: string; price: number | null; reason: string | null }[]).map(
    ({ action, actor, price, reason }) => ({ action, actor, price, reason }),
  );

describe('terms and refusals', () => {
  it('shows the floor (80 %, raised by a buy order and by the seller minimum), and every refusal changes nothing', async () => {
    const { seller, listings } = await sellerWithOwnListings(1);
    const [listing] = listings;
    const price = listing.priceCents;

    // signed out: anyone sees the floor; a seller's own minimum is theirs alone
    const open = await terms(listing.id);
    expect(open.body).toMatchObject({
      code: 0,
      data: {
        listingId: listing.id,
        enabled: true,
        minPrice: null,
        listPrice: price,
        floor: floorOf(price),
        topBuyOrderPrice: null,
        allowed: true,
        refusal: null,
      },
    });
    expect((await terms(listing.id, seller)).body.data).toMatchObject({ allowed: false, refusal: 'ownListing' });
    expect((await terms('no-such-listing')).body.code).toBe(400);

    // a buy order above 80 % raises the floor to its price: a seller could sell there at once
    const bid = Math.floor(price * 0.9);
    const bidder = await quickBuyer(api, bid);
    const placed = await api.call('POST', '/web/buyOrder', {
      token: bidder.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { hashName: listing.hashName, price: bid, quantity: 1, steamAccountId: bidder.accountId },
    });
    expect(placed.body.code).toBe(0);
    expect((await terms(listing.id)).body.data).toMatchObject({ floor: bid, topBuyOrderPrice: bid, allowed: true });

    // the seller's minimum raises it further; only they see it
    const minimum = price - 5;
    const set = await api.call('POST', '/web/inventory/bargainTerms', {
      token: seller.token,
      body: { listingId: listing.id, enabled: true, minPrice: minimum },
    });
    expect(set.body).toMatchObject({ code: 0, data: { enabled: true, minPrice: minimum, floor: minimum } });
    expect((await terms(listing.id)).body.data).toMatchObject({ minPrice: null, floor: minimum, topBuyOrderPrice: bid });
    // a minimum at the price, and someone else's listing, are refused
    const atPrice = await api.call('POST', '/web/inventory/bargainTerms', {
      token: seller.token,
      body: { listingId: listing.id, enabled: true, minPrice: price },
    });
    expect(atPrice.body).toMatchObject({ code: 400, msg: `最低接受价须低于售价（最高 ¥${((price - 1) / 100).toFixed(2)}）` });
    const buyer = await boundBuyer(api, price * 2);
    const notTheirs = await api.call('POST', '/web/inventory/bargainTerms', { token: buyer.token, body: { listingId: listing.id, enabled: false } });
    expect(notTheirs.body).toMatchObject({ code: 400, msg: '只能设置自己在售饰品的还价' });
    expect((await terms(listing.id)).body.data).toMatchObject({ enabled: true, floor: minimum });

    const before = await balances(buyer.userId);
    // no idempotency key; below the floor; at the price; a bad amount; an unknown listing
    expect((await offer(buyer, listing.id, minimum, null)).body.code).toBe(400);
    const low = await offer(buyer, listing.id, minimum - 1);
    expect(low.body).toMatchObject({ code: 400, msg: `还价须在 ¥${(minimum / 100).toFixed(2)} 至 ¥${((price - 1) / 100).toFixed(2)} 之间` });
    expect((await offer(buyer, listing.id, price)).body).toMatchObject({ code: 400, msg: low.body.msg });
    expect((await offer(buyer, listing.id, 12.5)).body.code).toBe(400);
    expect((await offer(buyer, 'no-such-listing', minimum)).body).toMatchObject({ code: 400, msg: '在售饰品不存在' });
    // English too
    const english = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      language: 'en',
      headers: { 'idempotency-key': randomUUID() },
      body: { listingId: listing.id, price: minimum - 1, steamAccountId: buyer.accountId },
    });
    expect(english.body.msg).toBe(`An offer must be between ¥${(minimum / 100).toFixed(2)} and ¥${((price - 1) / 100).toFixed(2)}`);
    // their own listing
    const own = await offer({ token: seller.token, accountId: seller.accountId }, listing.id, minimum);
    expect(own.body).toMatchObject({ code: 409, msg: '不能对自己出售的饰品还价' });
    // more than the balance
    const poor = await quickBuyer(api, minimum - 1);
    expect((await offer(poor, listing.id, minimum)).body.code).not.toBe(0);
    expect(await balances(poor.userId)).toMatchObject({ deposit: BigInt(minimum - 1), held: 0n });
    // switched off by the seller
    const off = await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listing.id, enabled: false } });
    expect(off.body.data).toMatchObject({ enabled: false, minPrice: null });
    expect((await terms(listing.id, buyer)).body.data).toMatchObject({ enabled: false, allowed: false, refusal: 'disabled' });
    expect((await offer(buyer, listing.id, minimum)).body).toMatchObject({ code: 409, msg: '卖家未开启该饰品的还价' });

    expect(await balances(buyer.userId)).toEqual(before);
    expect(await db().bargain.count({ where: { listingId: listing.id } })).toBe(0);
    expect(await kindsOf(seller.userId)).toEqual([]);
    // the listing off the market takes no offers
    await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listing.id, enabled: true } });
    expect((await api.call('POST', '/web/inventory/unlist', { token: seller.token, body: { ids: [listing.inventoryItemId] } })).body.data.succeededCount).toBe(
      1,
    );
    expect((await terms(listing.id)).body.data).toMatchObject({ allowed: false, refusal: 'notOnSale' });
    expect((await offer(buyer, listing.id, price - 1)).body).toMatchObject({ code: 409, msg: '该饰品已不在售，无法还价' });
    expect(await balances(buyer.userId)).toEqual(before);
    expect((await api.call('POST', `/web/buyOrder/${placed.body.data.buyOrderNo}/cancel`, { token: bidder.token })).body.code).toBe(0);
    await expectLedgerSound();
  });
});

describe('an offer, a counter-offer and the sale', () => {
  it('holds the offer, shows it to the seller without the receiving account, counters once, and the accepted counter makes an order that ends the other offers', async () => {
    const { seller, listings } = await sellerWithOwnListings(1);
    const [listing] = listings;
    const price = listing.priceCents;
    const floor = floorOf(price);
    const buyer = await boundBuyer(api, price + 500);
    const others = [await quickBuyer(api, price), await quickBuyer(api, price)];

    const key = randomUUID();
    const made = await offer(buyer, listing.id, floor, key);
    expect(made.body).toMatchObject({
      code: 0,
      data: {
        role: 'BUYER',
        listingId: listing.id,
        hashName: listing.hashName,
        listPrice: price,
        price: floor,
        counterPrice: null,
        held: floor,
        status: 'OPEN',
        steamAccountId: buyer.accountId,
        orderNo: null,
        closedAt: null,
        history: [{ action: 'OFFERED', actor: 'BUYER', price: floor, reason: null }],
      },
    });
    const { bargainNo } = made.body.data;
    expect(bargainNo).toMatch(/^K\d{18}$/);
    expect(Date.parse(made.body.data.expiresAt) - Date.parse(made.body.data.createdAt)).toBe(24 * HOUR);
    // the same key again answers the same offer and holds nothing more; another offer on the listing is refused
    expect((await offer(buyer, listing.id, floor, key)).body.data.bargainNo).toBe(bargainNo);
    expect((await offer(buyer, listing.id, floor + 1)).body).toMatchObject({ code: 409, msg: '你对该饰品已有进行中的还价，请等待卖家回复或先撤回' });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(price + 500 - floor), held: BigInt(floor) });
    const wallet = await api.call('GET', '/web/wallet', { token: buyer.token });
    expect(wallet.body.data).toMatchObject({ held: floor, deposit: price + 500 - floor, total: price + 500 });
    const otherNos = [await offered(others[0], listing.id, floor + 1), await offered(others[1], listing.id, price - 1)];

    // the buyer's list; the seller's list and answer lack where the buyer receives
    const mine = await api.call('GET', '/web/bargain?role=BUYER&status=OPEN', { token: buyer.token });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ bargainNo, role: 'BUYER', steamAccountId: buyer.accountId }] });
    const received = await api.call('GET', '/web/bargain?role=seller&status=open', { token: seller.token });
    expect(received.body.data.total).toBe(3);
    for (const row of received.body.data.list) expect(row).toMatchObject({ role: 'SELLER', steamAccountId: null, tradeUrl: null, merchantOrderNo: null });
    const seen = await read(seller, bargainNo);
    expect(seen.body.data).toMatchObject({ bargainNo, role: 'SELLER', price: floor, steamAccountId: null, tradeUrl: null });
    expect(JSON.stringify(seen.body)).not.toContain(buyer.accountId);
    expect((await api.call('GET', '/web/bargain?role=SELLER&status=CLOSED', { token: seller.token })).body.data.total).toBe(0);
    expect((await api.call('GET', '/web/bargain?role=nobody', { token: seller.token })).body.code).toBe(400);
    expect((await api.call('GET', '/web/bargain', {})).body.code).not.toBe(0);

    // a stranger can neither see nor answer it; a party cannot take the other's step
    const stranger = await api.signIn();
    expect((await read(stranger, bargainNo)).body).toMatchObject({ code: 404, msg: '还价不存在' });
    for (const action of ['accept', 'decline', 'cancel'] as const) expect((await act(stranger, bargainNo, action)).body.code).toBe(404);
    expect((await act(stranger, bargainNo, 'counter', { price: floor + 10 })).body.code).toBe(404);
    expect((await read(stranger, 'K000')).body.code).toBe(404);
    expect((await act(buyer, bargainNo, 'accept')).body).toMatchObject({
      code: 409,
      msg: '该还价当前不等待你的操作（可能已被处理、撤回或已过期），请刷新后再试',
    });
    expect((await act(buyer, bargainNo, 'counter', { price: floor + 10 })).body.code).toBe(409);
    expect((await act(seller, bargainNo, 'cancel')).body.code).toBe(409);

    // the counter-offer: above the offer, below the price, once
    const outOfRange = `反还价须在 ¥${((floor + 1) / 100).toFixed(2)} 至 ¥${((price - 1) / 100).toFixed(2)} 之间`;
    expect((await act(seller, bargainNo, 'counter', { price: floor })).body).toMatchObject({ code: 400, msg: outOfRange });
    expect((await act(seller, bargainNo, 'counter', { price })).body).toMatchObject({ code: 400, msg: outOfRange });
    const counterPrice = price - 2;
    const countered = await act(seller, bargainNo, 'counter', { price: counterPrice });
    expect(countered.body.data).toMatchObject({ status: 'COUNTERED', counterPrice, held: floor, steamAccountId: null });
    expect((await act(seller, bargainNo, 'counter', { price: counterPrice - 1 })).body.code).toBe(409);
    expect((await act(seller, bargainNo, 'accept')).body.code).toBe(409);
    expect(await kindsOf(buyer.userId)).toEqual(['bargainCountered']);

    // the buyer accepts: the difference is held from the balance, the order is paid from the hold at the counter's price
    const accepted = await act(buyer, bargainNo, 'accept');
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', held: 0, counterPrice });
    const { orderNo } = accepted.body.data;
    expect(orderNo).toEqual(expect.any(String));
    const order = await db().order.findUniqueOrThrow({ where: { orderNo }, include: { listing: true } });
    expect(order).toMatchObject({
      buyerId: buyer.userId,
      sellerId: seller.userId,
      listingId: listing.id,
      priceCents: counterPrice,
      payMethod: 'BALANCE',
      paidFromDepositCents: counterPrice,
      paidFromWithdrawableCents: 0,
      buyerSteamAccountId: buyer.accountId,
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.listing.status).toBe('SOLD');
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(price + 500 - counterPrice), held: 0n });
    const bought = await api.call('GET', `/web/order/${orderNo}`, { token: buyer.token });
    expect(bought.body).toMatchObject({ code: 0 });
    // accepting again answers the same order; the seller cannot accept it now
    expect((await act(buyer, bargainNo, 'accept')).body).toMatchObject({ code: 0, data: { status: 'ACCEPTED', orderNo } });
    expect((await act(seller, bargainNo, 'accept')).body.code).toBe(409);
    expect(await db().order.count({ where: { listingId: listing.id } })).toBe(1);

    // the other buyers' offers ended with the sale, their money back
    for (const [index, other] of others.entries()) {
      expect((await read(other, otherNos[index])).body.data).toMatchObject({ status: 'CANCELLED', held: 0, orderNo: null });
      expect((await historyOf(other, otherNos[index])).at(-1)).toEqual({ action: 'CANCELLED', actor: 'SYSTEM', price: null, reason: 'LISTING_SOLD' });
      expect(await balances(other.userId)).toMatchObject({ deposit: BigInt(price), held: 0n });
      expect(await kindsOf(other.userId)).toEqual(['bargainEndedSold']);
    }

    // the history in order, the same to both; the events reached both; the messages
    const history = [
      { action: 'OFFERED', actor: 'BUYER', price: floor, reason: null },
      { action: 'COUNTERED', actor: 'SELLER', price: counterPrice, reason: null },
      { action: 'ACCEPTED', actor: 'BUYER', price: counterPrice, reason: null },
    ];
    expect(await historyOf(buyer, bargainNo)).toEqual(history);
    expect(await historyOf(seller, bargainNo)).toEqual(history);
    const events = await eventsOf(bargainNo);
    expect(events.map((event) => [event.event, event.status])).toEqual([
      ['offered', 'OPEN'],
      ['countered', 'COUNTERED'],
      ['accepted', 'ACCEPTED'],
    ]);
    for (const event of events) expect([...event.audience].sort()).toEqual([buyer.userId, seller.userId].sort());
    expect(await kindsOf(buyer.userId)).toEqual(['bargainCountered']);
    expect(await kindsOf(seller.userId)).toEqual(['bargainReceived', 'bargainReceived', 'bargainReceived', 'bargainCounterAccepted']);
    const inbox = await api.call('GET', '/web/messages?category=trade&limit=50', { token: seller.token });
    const counterAccepted = inbox.body.data.list.find((message: { title: string }) => message.title === '买家接受了反还价');
    expect(counterAccepted.content).toContain(bargainNo);
    expect(counterAccepted.content).toContain(orderNo);
    expect(counterAccepted.content).toContain(`¥${(counterPrice / 100).toFixed(2)}`);
    expect((await api.call('GET', '/web/bargain?role=BUYER&status=CLOSED', { token: buyer.token })).body.data).toMatchObject({
      total: 1,
      list: [{ bargainNo, status: 'ACCEPTED', orderNo }],
    });
    await expectLedgerSound();
  });
});

describe('the other answers', () => {
  it('the seller accepts at the offer price or declines; the buyer withdraws or declines the counter; holds go back; retried answers answer again', async () => {
    const { seller, listings } = await sellerWithOwnListings(4);
    const deposit = listings.reduce((sum, listing) => sum + listing.priceCents, 0);
    const buyer = await boundBuyer(api, deposit);
    const [declined, withdrawn, counterDeclined, sold] = listings;

    // declined by the seller: the hold back, the buyer told; declining again answers again
    const first = await offered(buyer, declined.id, declined.priceCents - 1);
    expect(await balances(buyer.userId)).toMatchObject({ held: BigInt(declined.priceCents - 1) });
    expect((await act(seller, first, 'decline')).body.data).toMatchObject({ status: 'DECLINED', held: 0 });
    expect((await act(seller, first, 'decline')).body).toMatchObject({ code: 0, data: { status: 'DECLINED' } });
    expect((await act(buyer, first, 'cancel')).body.code).toBe(409);
    expect((await act(buyer, first, 'decline')).body.code).toBe(409);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(deposit), held: 0n });
    expect((await historyOf(buyer, first)).at(-1)).toEqual({ action: 'DECLINED', actor: 'SELLER', price: null, reason: null });

    // withdrawn by the buyer, also after a counter-offer; withdrawing again answers again
    const second = await offered(buyer, withdrawn.id, floorOf(withdrawn.priceCents));
    expect((await act(buyer, second, 'cancel')).body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
    expect((await act(buyer, second, 'cancel')).body).toMatchObject({ code: 0, data: { status: 'CANCELLED' } });
    expect((await act(seller, second, 'accept')).body.code).toBe(409);
    expect((await historyOf(seller, second)).at(-1)).toEqual({ action: 'CANCELLED', actor: 'BUYER', price: null, reason: null });
    const again = await offered(buyer, withdrawn.id, floorOf(withdrawn.priceCents));
    expect((await act(seller, again, 'counter', { price: withdrawn.priceCents - 1 })).body.code).toBe(0);
    expect((await act(buyer, again, 'cancel')).body.data).toMatchObject({ status: 'CANCELLED', held: 0, counterPrice: withdrawn.priceCents - 1 });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(deposit), held: 0n });

    // the counter-offer declined by the buyer: the seller told
    const third = await offered(buyer, counterDeclined.id, floorOf(counterDeclined.priceCents));
    expect((await act(seller, third, 'counter', { price: counterDeclined.priceCents - 1 })).body.code).toBe(0);
    expect((await act(seller, third, 'decline')).body.code).toBe(409);
    expect((await act(buyer, third, 'decline')).body.data).toMatchObject({ status: 'DECLINED', held: 0 });
    expect((await act(buyer, third, 'decline')).body.code).toBe(0);
    expect((await historyOf(seller, third)).map((step) => `${step.action}:${step.actor}`)).toEqual(['OFFERED:BUYER', 'COUNTERED:SELLER', 'DECLINED:BUYER']);

    // accepted by the seller at the offer's price, paid from the hold; accepting again answers the same order
    const offerPrice = sold.priceCents - 3;
    const fourth = await offered(buyer, sold.id, offerPrice);
    const accepted = await act(seller, fourth, 'accept');
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', held: 0, price: offerPrice, counterPrice: null });
    const { orderNo } = accepted.body.data;
    expect((await act(seller, fourth, 'accept')).body.data.orderNo).toBe(orderNo);
    expect((await act(buyer, fourth, 'accept')).body.code).toBe(409);
    expect((await act(seller, fourth, 'decline')).body.code).toBe(409);
    expect((await act(buyer, fourth, 'cancel')).body.code).toBe(409);
    expect(await db().order.findUniqueOrThrow({ where: { orderNo } })).toMatchObject({
      priceCents: offerPrice,
      paidFromDepositCents: offerPrice,
      buyerId: buyer.userId,
    });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(deposit - offerPrice), held: 0n });
    expect((await db().listing.findUniqueOrThrow({ where: { id: sold.id } })).status).toBe('SOLD');

    expect(await kindsOf(buyer.userId)).toEqual(['bargainDeclined', 'bargainCountered', 'bargainCountered', 'bargainAccepted']);
    expect(await kindsOf(seller.userId)).toEqual([
      'bargainReceived',
      'bargainReceived',
      'bargainReceived',
      'bargainReceived',
      'bargainCounterDeclined',
      'bargainReceived',
    ]);
    expect((await eventsOf(second)).map((event) => event.event)).toEqual(['offered', 'cancelled']);
    await expectLedgerSound();
  });
});

describe("the listing's changes", () => {
  it('repricing, unlisting and new terms end the open offers with their reason and give the holds back', async () => {
    const { seller, listings } = await sellerWithOwnListings(3);
    const [repriced, unlisted, newTerms] = listings;
    const buyer = await boundBuyer(
      api,
      listings.reduce((sum, listing) => sum + listing.priceCents, 0),
    );
    const start = await balances(buyer.userId);

    const onRepriced = await offered(buyer, repriced.id, repriced.priceCents - 1);
    // a counter-offer waiting for the buyer ends too
    const onUnlisted = await offered(buyer, unlisted.id, unlisted.priceCents - 2);
    expect((await act(seller, onUnlisted, 'counter', { price: unlisted.priceCents - 1 })).body.code).toBe(0);
    const onTerms = await offered(buyer, newTerms.id, newTerms.priceCents - 1);

    // "repriced" at the price it has (a batch repricing leaves it as it was): the offer stands
    const samePrice = await api.call('POST', '/web/inventory/reprice', {
      token: seller.token,
      body: { items: [{ id: repriced.inventoryItemId, price: (repriced.priceCents / 100).toFixed(2) }] },
    });
    expect(samePrice.body.data.succeededCount).toBe(1);
    expect((await read(buyer, onRepriced)).body.data).toMatchObject({ status: 'OPEN', held: repriced.priceCents - 1 });

    const newPrice = repriced.priceCents + 100;
    const reprice = await api.call('POST', '/web/inventory/reprice', {
      token: seller.token,
      body: { items: [{ id: repriced.inventoryItemId, price: (newPrice / 100).toFixed(2) }] },
    });
    expect(reprice.body.data.succeededCount).toBe(1);
    const unlist = await api.call('POST', '/web/inventory/unlist', { token: seller.token, body: { ids: [unlisted.inventoryItemId] } });
    expect(unlist.body.data.succeededCount).toBe(1);
    const set = await api.call('POST', '/web/inventory/bargainTerms', {
      token: seller.token,
      body: { listingId: newTerms.id, enabled: true, minPrice: newTerms.priceCents - 1 },
    });
    expect(set.body.code).toBe(0);

    for (const [bargainNo, reason] of [
      [onRepriced, 'LISTING_REPRICED'],
      [onUnlisted, 'LISTING_DELISTED'],
      [onTerms, 'TERMS_CHANGED'],
    ]) {
      expect((await read(buyer, bargainNo)).body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
      expect((await historyOf(seller, bargainNo)).at(-1)).toEqual({ action: 'CANCELLED', actor: 'SYSTEM', price: null, reason });
      expect((await eventsOf(bargainNo)).at(-1)).toMatchObject({ event: 'cancelled', status: 'CANCELLED' });
    }
    expect(await balances(buyer.userId)).toEqual(start);
    expect(await kindsOf(buyer.userId)).toEqual(['bargainCountered', 'bargainEndedRepriced', 'bargainEndedDelisted', 'bargainEndedTermsChanged']);
    expect((await act(buyer, onRepriced, 'cancel')).body.code).toBe(409);

    // at the new price one may offer again, from the new floor
    expect((await terms(repriced.id, buyer)).body.data).toMatchObject({ listPrice: newPrice, floor: floorOf(newPrice), allowed: true });
    const renewed = await offered(buyer, repriced.id, newPrice - 1);
    expect((await read(seller, renewed)).body.data).toMatchObject({ listPrice: newPrice, status: 'OPEN' });
    expect((await act(buyer, renewed, 'cancel')).body.code).toBe(0);
    await expectLedgerSound();
  });
});

describe('limits', () => {
  it('takes at most 10 open offers per buyer (said so even when the balance would not cover an 11th); a closed one makes room', async () => {
    const price = 2_000;
    const { listings } = await marketListings(11, price, { hashName: 'AWP | Asiimov (Field-Tested)' });
    const buyer = await quickBuyer(api, (price - 1) * 10);
    const nos: string[] = [];
    for (const listing of listings.slice(0, 10)) nos.push(await offered(buyer, listing.id, price - 1));
    const before = await balances(buyer.userId);
    const eleventh = await offer(buyer, listings[10].id, price - 1);
    expect(eleventh.body).toMatchObject({ code: 409, msg: '进行中的还价最多 10 个，请先撤回不需要的还价' });
    expect(await balances(buyer.userId)).toEqual(before);
    expect(before).toMatchObject({ held: BigInt((price - 1) * 10) });
    expect((await act(buyer, nos[0], 'cancel')).body.code).toBe(0);
    expect((await offer(buyer, listings[10].id, price - 1)).body.code).toBe(0);
    expect((await api.call('GET', '/web/bargain?status=OPEN&limit=50', { token: buyer.token })).body.data.total).toBe(10);
    for (const no of nos.slice(1)) expect((await act(buyer, no, 'cancel')).body.code).toBe(0);
    await expectLedgerSound();
  });
});

describe('expiry', () => {
  it('an offer expires 24 hours after it was made, a counter-offer 24 hours after the counter; the job, or the sweep for a lost job, gives the hold back', async () => {
    const { seller, listings } = await sellerWithOwnListings(3);
    const [unanswered, countered, lost] = listings;
    const deposit = listings.reduce((sum, listing) => sum + listing.priceCents, 0);
    const buyer = await boundBuyer(api, deposit);
    const first = await offered(buyer, unanswered.id, unanswered.priceCents - 1);
    const second = await offered(buyer, countered.id, countered.priceCents - 2);
    const third = await offered(buyer, lost.id, lost.priceCents - 1);
    // the third's expiry job is lost: the sweep finds it
    await db().$executeRaw`DELETE FROM pgboss.job WHERE name = 'bargain-expire' AND data->>'bargainId' = (SELECT id FROM bargains WHERE bargain_no = ${third})`;

    clock.advance(12 * HOUR);
    await api.jobs.runDue();
    // a counter offers to sell: the seller's session, half a day old, verifies first
    await api.verify(seller);
    expect((await act(seller, second, 'counter', { price: countered.priceCents - 1 })).body.data).toMatchObject({ status: 'COUNTERED' });

    // a minute short of a day: nothing ends
    clock.advance(12 * HOUR - 60_000);
    await api.jobs.runDue();
    for (const no of [first, second, third]) expect((await read(buyer, no)).body.data.status).toMatch(/OPEN|COUNTERED/);

    clock.advance(2 * 60_000);
    await api.jobs.runDue();
    expect((await read(buyer, first)).body.data).toMatchObject({ status: 'EXPIRED', held: 0 });
    expect((await read(buyer, third)).body.data).toMatchObject({ status: 'EXPIRED', held: 0 });
    expect((await historyOf(seller, first)).at(-1)).toEqual({ action: 'EXPIRED', actor: 'SYSTEM', price: null, reason: null });
    // the counter-offer waits its own 24 hours
    expect((await read(buyer, second)).body.data).toMatchObject({ status: 'COUNTERED', held: countered.priceCents - 2 });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(deposit - countered.priceCents + 2), held: BigInt(countered.priceCents - 2) });
    // too late to answer the expired one (the seller's session verified again: that is not what stops it)
    await api.verify(seller);
    expect((await act(seller, first, 'accept')).body.code).toBe(409);

    // accepting the counter spends the balance: a day after signing in, the buyer must verify again; nothing changes until then
    const stale = await act(buyer, second, 'accept');
    expect(stale.body.code).toBe(4031);
    expect((await read(buyer, second)).body.data).toMatchObject({ status: 'COUNTERED' });
    // a new offer also needs it
    expect((await offer(buyer, unanswered.id, unanswered.priceCents - 1)).body.code).toBe(4031);

    clock.advance(12 * HOUR);
    await api.jobs.runDue();
    expect((await read(buyer, second)).body.data).toMatchObject({ status: 'EXPIRED', held: 0 });
    expect((await historyOf(buyer, second)).map((step) => step.action)).toEqual(['OFFERED', 'COUNTERED', 'EXPIRED']);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(deposit), held: 0n });
    expect(await kindsOf(buyer.userId)).toEqual(['bargainCountered', 'bargainExpired', 'bargainExpired', 'bargainCounterExpired']);
    const inbox = await api.call('GET', '/web/messages?category=trade&limit=50', { token: buyer.token });
    expect(inbox.body.data.list[0]).toMatchObject({ title: '反还价已过期', content: expect.stringContaining(second) });
    // verified again: the expired counter can no longer be accepted, and the buyer may offer again
    await api.verify(buyer);
    expect((await act(buyer, second, 'accept')).body.code).toBe(409);
    const renewed = await offered(buyer, unanswered.id, unanswered.priceCents - 1);
    expect((await act(buyer, renewed, 'cancel')).body.code).toBe(0);
    await expectLedgerSound();
  });
});

describe('through GraphQL', () => {
  it('shows Listing.bargainTerms and the public Listing.offerTerms, makes an offer (typed errors for refusals), lists viewer.bargains and answers', async () => {
    const { seller, listings } = await sellerWithOwnListings(1);
    const [listing] = listings;
    const buyer = await boundBuyer(api, listing.priceCents);
    const cookie = (user: Pick<SignedInUser, 'token'>) => ({ cookie: `Authorization=${user.token}` });
    const listingId = Buffer.from(`Listing:${listing.id}`).toString('base64');
    const accountId = Buffer.from(`SteamAccount:${buyer.accountId}`).toString('base64');

    const TERMS = `query($id: ID!) { node(id: $id) { ... on Listing { bargainTerms { enabled minPrice floor topBuyOrderPrice allowed refusal } } } }`;
    const shown = await api.graphql<any>(TERMS, { id: listingId }, cookie(buyer));
    expect(shown.errors).toBeUndefined();
    expect(shown.data.node.bargainTerms).toEqual({
      enabled: true,
      minPrice: null,
      floor: floorOf(listing.priceCents),
      topBuyOrderPrice: null,
      allowed: true,
      refusal: null,
    });
    expect((await api.graphql<any>(TERMS, { id: listingId }, cookie(seller))).data.node.bargainTerms).toMatchObject({ allowed: false, refusal: 'ownListing' });
    // what the item page shows: the same to the buyer, the seller and a visitor (the seller's own listing is told apart by the web)
    const OFFER_TERMS = `query($id: ID!) { node(id: $id) { ... on Listing { offerTerms { takesOffers enabled floor topBuyOrderPrice } } } }`;
    const offerTerms = { takesOffers: true, enabled: true, floor: floorOf(listing.priceCents), topBuyOrderPrice: null };
    for (const headers of [cookie(buyer), cookie(seller), {}]) {
      const answer = await api.graphql<any>(OFFER_TERMS, { id: listingId }, headers);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node.offerTerms).toEqual(offerTerms);
    }
    const off = await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listing.id, enabled: false } });
    expect(off.body.code).toBe(0);
    expect((await api.graphql<any>(OFFER_TERMS, { id: listingId })).data.node.offerTerms).toEqual({ ...offerTerms, takesOffers: false, enabled: false });
    expect((await api.call('POST', '/web/inventory/bargainTerms', { token: seller.token, body: { listingId: listing.id, enabled: true } })).body.code).toBe(0);

    const MAKE = `mutation($input: MakeBargainInput!) { makeBargain(input: $input) {
      __typename ... on Error { code message } ... on BargainPayload { bargain { id bargainNo status price held role history { action actor price } } } } }`;
    const input = { listingId, price: listing.priceCents - 1, steamAccountId: accountId, idempotencyKey: randomUUID() };
    const low = await api.graphql<any>(MAKE, { input: { ...input, price: floorOf(listing.priceCents) - 1 } }, cookie(buyer));
    expect(low.data.makeBargain).toMatchObject({ __typename: 'ValidationError', message: expect.stringContaining('还价须在') });
    const own = await api.graphql<any>(
      MAKE,
      { input: { ...input, steamAccountId: Buffer.from(`SteamAccount:${seller.accountId}`).toString('base64') } },
      cookie(seller),
    );
    expect(own.data.makeBargain).toMatchObject({ code: 'BARGAIN_NOT_ALLOWED', message: '不能对自己出售的饰品还价' });
    expect(await balances(buyer.userId)).toMatchObject({ held: 0n });

    const made = await api.graphql<any>(MAKE, { input }, cookie(buyer));
    expect(made.data.makeBargain.bargain).toMatchObject({
      status: 'OPEN',
      price: listing.priceCents - 1,
      held: listing.priceCents - 1,
      role: 'BUYER',
      history: [{ action: 'OFFERED', actor: 'BUYER', price: listing.priceCents - 1 }],
    });
    const { bargainNo, id } = made.data.makeBargain.bargain;
    const duplicate = await api.graphql<any>(MAKE, { input: { ...input, idempotencyKey: randomUUID() } }, cookie(buyer));
    expect(duplicate.data.makeBargain).toMatchObject({ code: 'BARGAIN_ALREADY_OPEN' });

    const LIST = `query($role: BargainRole!) { viewer { bargains(first: 10, role: $role, status: OPEN) { totalCount edges { node { bargainNo role status listing { id } } } } } }`;
    expect((await api.graphql<any>(LIST, { role: 'BUYER' }, cookie(buyer))).data.viewer.bargains).toMatchObject({
      totalCount: 1,
      edges: [{ node: { bargainNo, role: 'BUYER', status: 'OPEN', listing: { id: listingId } } }],
    });
    expect((await api.graphql<any>(LIST, { role: 'SELLER' }, cookie(seller))).data.viewer.bargains).toMatchObject({
      totalCount: 1,
      edges: [{ node: { bargainNo, role: 'SELLER' } }],
    });
    // the node is its parties' alone
    const stranger = await api.signIn();
    expect((await api.graphql<any>(`query($id: ID!) { node(id: $id) { id } }`, { id }, cookie(stranger))).data.node).toBeNull();
    expect((await api.graphql<any>(`query($no: String!) { bargain(bargainNo: $no) { id } }`, { no: bargainNo }, cookie(stranger))).data.bargain).toBeNull();
    const refused = await api.graphql<any>(
      `mutation($no: String!) { acceptBargain(input: { bargainNo: $no }) { __typename ... on Error { code message } } }`,
      { no: bargainNo },
      cookie(stranger),
    );
    expect(refused.data.acceptBargain).toMatchObject({ __typename: 'NotFoundError', message: '还价不存在' });

    const DECLINE = `mutation($no: String!) { declineBargain(input: { bargainNo: $no }) { __typename ... on Error { code } ... on BargainPayload { bargain { status held history { action actor } } } } }`;
    const declined = await api.graphql<any>(DECLINE, { no: bargainNo }, cookie(seller));
    expect(declined.data.declineBargain.bargain).toMatchObject({
      status: 'DECLINED',
      held: 0,
      history: [{ action: 'OFFERED' }, { action: 'DECLINED', actor: 'SELLER' }],
    });
    expect((await api.graphql<any>(DECLINE, { no: bargainNo }, cookie(buyer))).data.declineBargain).toMatchObject({ code: 'BARGAIN_NOT_ACTIONABLE' });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(listing.priceCents), held: 0n });
  });
});

describe('racing on one listing', () => {
  it('sellers accepting, buyers accepting counters, new offers and withdrawals at once: exactly one order, every other hold back', async () => {
    const { seller, listings } = await sellerWithOwnListings(1);
    const [listing] = listings;
    const price = listing.priceCents;
    const deposit = price + 1_000;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => quickBuyer(api, deposit)));
    const waiting = buyers.slice(0, 8);
    const newcomers = buyers.slice(8);
    const nos: string[] = [];
    for (const [index, buyer] of waiting.entries()) nos.push(await offered(buyer, listing.id, floorOf(price) + index));
    // half of them countered
    for (const no of nos.slice(0, 4)) expect((await act(seller, no, 'counter', { price: price - 1 })).body.code).toBe(0);

    const replies = await Promise.all([
      ...nos.slice(0, 3).map((no, index) => act(waiting[index], no, 'accept')),
      act(waiting[3], nos[3], 'cancel'),
      ...nos.slice(4).map((no) => act(seller, no, 'accept')),
      ...newcomers.map((buyer) => offer(buyer, listing.id, price - 1)),
    ]);
    const accepts = [...replies.slice(0, 3), ...replies.slice(4, 8)];
    expect(accepts.filter((reply) => reply.body.code === 0)).toHaveLength(1);
    for (const reply of [...accepts, ...replies.slice(8)]) expect([0, 409]).toContain(reply.body.code);

    const orders = await db().order.findMany({ where: { listingId: listing.id } });
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('SOLD');
    const rows = await db().bargain.findMany({ where: { listingId: listing.id } });
    expect(rows.filter((row) => row.status === 'ACCEPTED').map((row) => row.id)).toEqual([order.bargainId]);
    expect(rows.filter((row) => row.status === 'OPEN' || row.status === 'COUNTERED')).toEqual([]);
    for (const row of rows) expect(row.heldCents).toBe(0);
    for (const buyer of buyers) {
      const expected = buyer.userId === order.buyerId ? deposit - order.priceCents : deposit;
      expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(expected), held: 0n, withdrawable: 0n });
    }
    await expectLedgerSound();
  });

  it('accepting and repricing at once: either the order or the new price, never both, and the holds back', async () => {
    const { seller, listings } = await sellerWithOwnListings(1);
    const [listing] = listings;
    const price = listing.priceCents;
    const buyers = await Promise.all(Array.from({ length: 6 }, () => quickBuyer(api, price)));
    const nos: string[] = [];
    for (const buyer of buyers) nos.push(await offered(buyer, listing.id, price - 2));
    expect((await act(seller, nos[0], 'counter', { price: price - 1 })).body.code).toBe(0);

    const [counterAccepted, repriced, ...sellerAccepts] = await Promise.all([
      act(buyers[0], nos[0], 'accept'),
      api.call('POST', '/web/inventory/reprice', {
        token: seller.token,
        body: { items: [{ id: listing.inventoryItemId, price: ((price + 100) / 100).toFixed(2) }] },
      }),
      ...nos.slice(1, 4).map((no) => act(seller, no, 'accept')),
    ]);
    const accepted = [counterAccepted, ...sellerAccepts].filter((reply) => reply.body.code === 0);
    const orders = await db().order.count({ where: { listingId: listing.id } });
    const listingRow = await db().listing.findUniqueOrThrow({ where: { id: listing.id } });
    if (repriced.body.data.succeededCount === 1) {
      expect(orders).toBe(0);
      expect(accepted).toEqual([]);
      expect(listingRow).toMatchObject({ status: 'ON_SALE', priceCents: price + 100 });
    } else {
      expect(orders).toBe(1);
      expect(accepted).toHaveLength(1);
      expect(listingRow).toMatchObject({ status: 'SOLD', priceCents: price });
    }
    const rows = await db().bargain.findMany({ where: { listingId: listing.id } });
    expect(rows.filter((row) => row.status === 'OPEN' || row.status === 'COUNTERED')).toEqual([]);
    const reasons = new Set(
      (await db().bargainStep.findMany({ where: { bargainId: { in: rows.map((row) => row.id) }, action: 'CANCELLED' } })).map((step) => step.reason),
    );
    expect([...reasons]).toEqual([repriced.body.data.succeededCount === 1 ? 'LISTING_REPRICED' : 'LISTING_SOLD']);
    const held = await Promise.all(buyers.map(async (buyer) => (await balances(buyer.userId)).held));
    expect(held).toEqual(buyers.map(() => 0n));
    await expectLedgerSound();
  });
});
