// Delivery and the lifecycle of a paid order, through the API with the
// simulated Steam and the clock moved: robot delivery to protection and settlement, an ordinary
// seller's 发货 and confirmation, the buyer declining, countering, ignoring, a trade held in escrow,
// the seller refusing to send, the shipment deadline, a reversal inside the protection, trades that
// are not the order's, and cancellations verified at Steam. Every failure refunds the buyer exactly
// once; the ledger reconciles after the file (tests/helpers/setupApiFile.ts) and after each test here.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import type { CounterpartyBehaviour } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { feeCents } from '../../lib/money.ts';
import { boundBuyer, sellerWithListings } from '../helpers/orders.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, fundDeposit, ledgerInvariants } from '../helpers/wallet.ts';

const SECOND = 1_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
let api: TestApp;
let clock: ControlledClock;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  api = await createTestApp(database, { clock });
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

afterEach(async () => {
  const invariants = await ledgerInvariants();
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
  for (const total of Object.values(invariants.sums)) expect(total).toBe(0n);
});

/** Moves the clock and runs every job that came due. */
async function advance(ms: number) {
  clock.advance(ms);
  await api.jobs.runDue();
}

type Setup = { robot?: boolean; behaviour?: CounterpartyBehaviour; behaviourOptions?: Parameters<TestApp['steam']['setBehaviour']>[2] };

/**
 * A seller with one listing (a robot account when asked), a buyer with exactly its price in the
 * deposit whose simulated account answers offers with `behaviour`, and the order bought through
 * POST /web/order; the jobs that follow the payment have run.
 */
async function paidOrder(setup: Setup = {}) {
  const { seller, listings } = await sellerWithListings(api, 1);
  if (setup.robot) {
    const typed = await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } });
    expect(typed.body.code).toBe(0);
  }
  const listing = await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } });
  const buyer = await boundBuyer(api, listing.priceCents);
  if (setup.behaviour) await api.steam.setBehaviour(buyer.steamId, setup.behaviour, setup.behaviourOptions);
  const bought = await api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
  });
  expect(bought.body).toMatchObject({ code: 0, data: { orders: [{ status: 21, statusDes: 'SELLER_DELIVERING' }] } });
  const orderNo: string = bought.body.data.orders[0].orderNo;
  await api.jobs.runDue();
  return { seller, buyer, listing, orderNo, price: listing.priceCents, fee: feeCents(listing.priceCents, 100) };
}

const orderOf = (orderNo: string) => db().order.findUniqueOrThrow({ where: { orderNo } });
const simOffer = async (orderNo: string) => {
  const order = await orderOf(orderNo);
  return db().simTradeOffer.findUniqueOrThrow({ where: { offerId: BigInt(order.offerId!) } });
};
const detail = (orderNo: string, token: string) => api.call('GET', `/web/order/${orderNo}`, { token });
const deliver = (orderNo: string, token: string) => api.call('POST', `/web/order/${orderNo}/deliver`, { token });
const confirmOffer = (orderNo: string, token: string) => api.call('POST', `/web/order/${orderNo}/confirm-offer`, { token });
const eventsOf = async (orderNo: string) =>
  (await db().orderEvent.findMany({ where: { order: { orderNo } }, orderBy: { id: 'asc' }, select: { event: true } })).map((row) => row.event);

/** The buyer got back exactly what they paid, once, into the deposit it came from; the seller earned nothing. */
async function expectRefundedOnce(orderNo: string, buyerId: string, sellerId: string, price: number) {
  expect(await balances(buyerId)).toMatchObject({ deposit: BigInt(price), withdrawable: 0n, points: 0n });
  expect(await balances(sellerId)).toMatchObject({ frozen: 0n, withdrawable: 0n });
  const refunds = await db().ledgerTransfer.findMany({ where: { referenceId: orderNo, kind: 'REFUND' } });
  expect(refunds.map((refund) => Number(refund.amount))).toEqual([price]);
  // nothing more happens however long the jobs keep running
  await advance(8 * DAY);
  expect(await balances(buyerId)).toMatchObject({ deposit: BigInt(price) });
  expect(await db().ledgerTransfer.count({ where: { referenceId: orderNo, kind: 'REFUND' } })).toBe(1);
}

describe('a robot account', () => {
  it('sends and confirms the offer at once; accepted, the order is protected for 7 days, then the proceeds are withdrawable and the buyer earns points', async () => {
    const { seller, buyer, listing, orderNo, price, fee } = await paidOrder({ robot: true });

    // sent at once: 41, the offer from the seller's SteamID to the buyer with exactly the asset and the order number
    const sent = await orderOf(orderNo);
    expect(sent).toMatchObject({ status: 41, statusDes: 'WAITING_RECEIPT', offerSenderSteamId: seller.steam.steamId });
    expect(sent.tradingAt).not.toBeNull();
    const offer = await simOffer(orderNo);
    expect(offer).toMatchObject({ state: 'ACTIVE', senderSteamId: seller.steam.steamId, recipientSteamId: buyer.steamId });
    expect(offer.message).toContain(orderNo);
    expect(offer.itemsToGive).toEqual([{ appId: 730, contextId: '2', assetId: sent.assetId }]);
    expect(offer.itemsToReceive).toEqual([]);
    expect(await eventsOf(orderNo)).toEqual(['CREATED', 'PAID', 'OFFER_CREATED', 'OFFER_SENT']);
    const buyerView = await detail(orderNo, buyer.token);
    expect(buyerView.body.data).toMatchObject({ status: 41, offerId: sent.offerId, offerSenderSteamId: seller.steam.steamId });
    expect(JSON.stringify(await db().message.findMany({ where: { userId: buyer.userId, kind: 'orderOfferSent' } }))).toContain(seller.steam.steamId);

    // the buyer accepts after 5 s: the trade is verified and the order protected, the proceeds frozen
    await advance(5 * SECOND);
    const protectedOrder = await orderOf(orderNo);
    expect(protectedOrder).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
    expect(protectedOrder.tradeId).not.toBeNull();
    expect(protectedOrder.protectedUntil!.getTime() - clock.now().getTime()).toBe(7 * DAY);
    expect(await balances(seller.userId)).toMatchObject({ frozen: BigInt(price - fee), withdrawable: 0n });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, points: 0n });
    const received = await db().simAsset.findFirst({ where: { ownerSteamId: buyer.steamId, previousAssetId: BigInt(sent.assetId!), removedAt: null } });
    expect(received).not.toBeNull();
    // the item left the seller's Steam account: it is in none of their inventory's tabs (before any refresh) and cannot be sold again
    const inventory = await api.call('GET', '/web/inventory?tab=ALL&limit=100', { token: seller.token });
    expect((inventory.body.data.list as { id: string }[]).map((item) => item.id)).not.toContain(listing.inventoryItemId);
    const again = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: listing.inventoryItemId, price: '100' }] } });
    expect(again.body.data).toMatchObject({ succeededCount: 0, failures: [{ reason: 'notFound' }] });

    // six days on: still protected
    await advance(6 * DAY);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'PROTECTED' });

    // 7 days after acceptance: 51 TRADE_SUCCESSFUL, withdrawable = price - fee, one point per whole yuan
    await advance(DAY);
    const settled = await orderOf(orderNo);
    expect(settled).toMatchObject({ status: 51, statusDes: 'TRADE_SUCCESSFUL' });
    expect(await balances(seller.userId)).toMatchObject({ frozen: 0n, withdrawable: BigInt(price - fee) });
    expect(await balances(buyer.userId)).toMatchObject({ points: BigInt(Math.floor(price / 100)) });
    expect(await eventsOf(orderNo)).toEqual(['CREATED', 'PAID', 'OFFER_CREATED', 'OFFER_SENT', 'OFFER_ACCEPTED', 'SETTLED']);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('SOLD');
  });

  it("queues the offer in the payment's own transaction: the send job exists the moment the order is paid, one hop from the payment", async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    expect((await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } })).body.code).toBe(0);
    const listing = await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } });
    const buyer = await boundBuyer(api, listing.priceCents);
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    const order = await orderOf(bought.body.data.orders[0].orderNo);
    // no job has run yet: what waits for this order is the offer itself
    const waiting = await db().$queryRaw<{ name: string }[]>`
      SELECT name FROM pgboss.job WHERE data->>'orderId' = ${order.id} AND state IN ('created', 'retry') ORDER BY name`;
    expect(waiting.map((job) => job.name)).toContain('order-delivery-send');
    expect(waiting.map((job) => job.name)).not.toContain('order-transitioned');
    await api.jobs.runDue();
    expect(await orderOf(order.orderNo)).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
  });

  it('a trade reversed inside the protection refunds the buyer from the frozen proceeds, returns the fee and marks the seller account abnormal, telling the seller why', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'REVERSE', behaviourOptions: { reverseAfterSeconds: 86_400 } });
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });

    await advance(DAY + 60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SELLER_REVOKED' });
    // the fee goes back from the platform's fees to the escrow (the fees' balance sums every order of
    // this file's database, whose other orders may move meanwhile: this order's transfers say it)
    const feeReturned = await db().ledgerTransfer.findMany({
      where: { referenceId: orderNo, kind: 'REVERSAL', debitAccountId: 'platform:PLATFORM_FEES' },
      select: { amount: true, creditAccountId: true },
    });
    const fee = feeCents(price, 100);
    // a fee that rounds to nothing was never taken, so there is nothing to return
    expect(feeReturned).toEqual(fee > 0 ? [{ amount: BigInt(fee), creditAccountId: 'platform:PLATFORM_ESCROW' }] : []);
    const account = await db().steamAccount.findUniqueOrThrow({ where: { id: seller.accountId } });
    expect(account).toMatchObject({ status: 'ABNORMAL', statusReason: 'tradeReversed' });
    const told = await api.call('GET', '/web/messages?category=trade', { token: seller.token });
    expect(JSON.stringify(told.body.data)).toContain('已被标记为异常');
    const accounts = await api.call('GET', '/web/steam/accounts', { token: seller.token, language: 'en' });
    expect(JSON.stringify(accounts.body.data)).toContain('reversed during trade protection');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
    expect(await balances(seller.userId)).toMatchObject({ frozen: 0n, withdrawable: 0n });
    // the item went back to the seller: the sale no longer counts as one
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect((await db().listing.findUniqueOrThrow({ where: { id: order.listingId } })).status).toBe('DELISTED');
    // it came back under a new asset id (the next refresh finds it): the old asset is in no tab and cannot be sold again
    const listing = await db().listing.findUniqueOrThrow({ where: { id: order.listingId } });
    const inventory = await api.call('GET', '/web/inventory?tab=ALL&limit=100', { token: seller.token });
    expect((inventory.body.data.list as { id: string }[]).map((item) => item.id)).not.toContain(listing.inventoryItemId);
  });
});

describe('an ordinary seller', () => {
  it('is told, presses 发货 (the offer waits for their confirmation), confirms it from the product with the simulated Steam, and the buyer accepts', async () => {
    const { seller, buyer, orderNo, price, fee } = await paidOrder();
    // nothing is sent by itself; the sale waits under 待发货 with a badge
    expect(await orderOf(orderNo)).toMatchObject({ status: 21, statusDes: 'SELLER_DELIVERING', offerId: null });
    const badge = await api.graphql('{ viewer { ordersToDeliver } }', {}, { cookie: `Authorization=${seller.token}` });
    expect(badge.data).toEqual({ viewer: { ordersToDeliver: 1 } });
    expect(await db().message.count({ where: { userId: seller.userId, kind: 'orderSold' } })).toBe(1);
    const restBadge = await api.call('GET', '/web/order/to-deliver', { token: seller.token });
    expect(restBadge.body.data).toEqual({ count: 1 });

    // only the seller delivers
    const byBuyer = await deliver(orderNo, buyer.token);
    expect(byBuyer.status).toBe(409);
    expect(byBuyer.body.code).not.toBe(0);
    const stranger = await api.signIn();
    expect((await deliver(orderNo, stranger.token)).status).toBe(404);

    // 发货: the offer is created, the seller must confirm it
    const delivered = await deliver(orderNo, seller.token);
    expect(delivered.body).toMatchObject({
      code: 0,
      data: { status: 21, statusDes: 'SELLER_DELIVERING', offerSenderSteamId: seller.steam.steamId, canConfirmOffer: true },
    });
    expect((await simOffer(orderNo)).state).toBe('CREATED_NEEDS_CONFIRMATION');
    expect(await db().message.count({ where: { userId: seller.userId, kind: 'orderOfferCreated' } })).toBe(1);
    expect((await deliver(orderNo, seller.token)).status).toBe(409);
    const query = `query($no: String!) { order(orderNo: $no) { statusDes canConfirmOffer actions { deliver } } }`;
    const shown = await api.graphql(query, { no: orderNo }, { cookie: `Authorization=${seller.token}` });
    expect(shown.data).toEqual({ order: { statusDes: 'SELLER_DELIVERING', canConfirmOffer: true, actions: { deliver: false } } });

    // unconfirmed, it is not sent
    await advance(60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'SELLER_DELIVERING' });

    // confirmed as the Steam app would: sent to the buyer
    const confirmed = await api.graphql(
      `mutation($no: String!) { confirmOrderOffer(input: { orderNo: $no }) { __typename ... on DeliverOrderPayload { order { status statusDes } } } }`,
      { no: orderNo },
      { cookie: `Authorization=${seller.token}` },
    );
    expect(confirmed.data).toEqual({ confirmOrderOffer: { __typename: 'DeliverOrderPayload', order: { status: 41, statusDes: 'WAITING_RECEIPT' } } });
    expect((await confirmOffer(orderNo, seller.token)).status).toBe(409);

    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
    expect(await balances(seller.userId)).toMatchObject({ frozen: BigInt(price - fee) });
    const after = await api.graphql('{ viewer { ordersToDeliver } }', {}, { cookie: `Authorization=${seller.token}` });
    expect(after.data).toEqual({ viewer: { ordersToDeliver: 0 } });
  });

  it('delivers through the GraphQL mutation with typed errors', async () => {
    const { seller, buyer, orderNo } = await paidOrder();
    const mutation = `mutation($no: String!) { deliverOrder(input: { orderNo: $no }) { __typename ... on Error { message code } ... on DeliverOrderPayload { order { statusDes offerId } } } }`;
    const refused = await api.graphql(mutation, { no: orderNo }, { cookie: `Authorization=${buyer.token}` });
    expect(refused.data).toMatchObject({ deliverOrder: { code: 'DELIVER_NOT_ALLOWED' } });
    const done = await api.graphql(mutation, { no: orderNo }, { cookie: `Authorization=${seller.token}` });
    expect(done.data).toMatchObject({ deliverOrder: { __typename: 'DeliverOrderPayload', order: { statusDes: 'SELLER_DELIVERING' } } });
    expect((done.data as { deliverOrder: { order: { offerId: string } } }).deliverOrder.order.offerId).toMatch(/^\d+$/);
  });

  it('refusing to confirm the offer is the seller cancelling: 55 seller cancelled, the buyer refunded, the listing delisted', async () => {
    const { seller, buyer, listing, orderNo, price } = await paidOrder();
    await deliver(orderNo, seller.token);
    await api.steam.refuseConfirmation(seller.steam.steamId, (await orderOf(orderNo)).offerId!);
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SELLER_CANCELLED' });
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('DELISTED');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('not delivered in 12 hours: 55 seller shipment timeout', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder();
    await advance(12 * HOUR - 60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'SELLER_DELIVERING' });
    await advance(60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SELLER_SHIPMENT_TIMEOUT' });
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('an offer made but never confirmed is cancelled at Steam at the shipment deadline: 55 seller shipment timeout', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder();
    await advance(11 * HOUR);
    // 发货 sends the item away: the seller's session, hours old, verifies first
    await api.verify(seller);
    expect((await deliver(orderNo, seller.token)).body.code).toBe(0);
    await advance(HOUR);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SELLER_SHIPMENT_TIMEOUT' });
    expect((await simOffer(orderNo)).state).toBe('CANCELED');
    // the unsent offer can no longer be confirmed (the seller's session verified again: that is not what stops it)
    await api.verify(seller);
    expect((await confirmOffer(orderNo, seller.token)).status).toBe(409);
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });
});

describe('the buyer', () => {
  it('declines: 55 buyer declined, refunded once, the listing back on sale', async () => {
    const { seller, buyer, listing, orderNo, price } = await paidOrder({ robot: true, behaviour: 'DECLINE' });
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'BUYER_DECLINED' });
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('ON_SALE');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('unbinds the account an order was bought for: a settled order stays in the history, one still to be sent is cancelled by the system and refunded', async () => {
    // bought from a robot shop and accepted: protected, then settled
    const done = await paidOrder({ robot: true });
    await advance(5 * SECOND);
    expect(await orderOf(done.orderNo)).toMatchObject({ status: 51 });
    // a second order from an ordinary seller, waiting for 发货, for the same account
    const { seller, listings } = await sellerWithListings(api, 1);
    await fundDeposit(done.buyer.userId, listings[0].priceCents);
    const bought = await api.call('POST', '/web/order', {
      token: done.buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listings[0].id], prices: [listings[0].priceCents], payMethod: 'balance', steamAccountId: done.buyer.accountId },
    });
    const waiting: string = bought.body.data.orders[0].orderNo;
    await api.jobs.runDue();
    expect(await orderOf(waiting)).toMatchObject({ status: 21, statusDes: 'SELLER_DELIVERING' });

    const unbound = await api.call('DELETE', `/web/steam/accounts/${done.buyer.accountId}`, { token: done.buyer.token });
    expect(unbound.body).toMatchObject({ code: 0 });
    expect(await db().steamAccount.count({ where: { id: done.buyer.accountId } })).toBe(0);

    // the seller's 发货 finds no account to send to: no offer, the system cancels and refunds
    const pressed = await deliver(waiting, seller.token);
    expect(pressed.body.code).not.toBe(0);
    await api.jobs.runDue();
    expect(await orderOf(waiting)).toMatchObject({ status: 55, statusDes: 'SYSTEM_CANCELLED', offerId: null });
    const refunds = await db().ledgerTransfer.findMany({ where: { referenceId: waiting, kind: 'REFUND' } });
    expect(refunds.map((refund) => Number(refund.amount))).toEqual([listings[0].priceCents]);

    // the protected order reads as before, with the SteamID it went to, and settles
    const history = await detail(done.orderNo, done.buyer.token);
    expect(history.body).toMatchObject({ code: 0, data: { status: 51 } });
    expect(await orderOf(done.orderNo)).toMatchObject({ buyerSteamId: done.buyer.steamId, buyerSteamAccountId: null });
    await advance(8 * DAY);
    expect(await orderOf(done.orderNo)).toMatchObject({ statusDes: 'TRADE_SUCCESSFUL' });
  });

  it('counters: 55 buyer malicious counter-offer, and the counter-offer is declined for the seller', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'COUNTER' });
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'BUYER_MALICIOUS_COUNTER' });
    const original = await simOffer(orderNo);
    expect(original.state).toBe('COUNTERED');
    const counter = await db().simTradeOffer.findUniqueOrThrow({ where: { offerId: original.counterOfferId! } });
    expect(counter.state).toBe('DECLINED');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('ignores the offer: at the receipt deadline it is cancelled at Steam, 55 buyer receive timeout', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'IGNORE' });
    await advance(12 * HOUR - 60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
    await advance(60 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'BUYER_RECEIVE_TIMEOUT' });
    expect((await simOffer(orderNo)).state).toBe('CANCELED');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('refuses the confirmation of their own acceptance: 55 buyer declined', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'CANCEL_CONFIRMATION' });
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'BUYER_DECLINED' });
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('accepts into a trade hold: 31 on hold until Steam releases it, then 51 protected', async () => {
    const { seller, orderNo, price, fee } = await paidOrder({ robot: true, behaviour: 'ESCROW', behaviourOptions: { escrowDays: 3 } });
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 31, statusDes: 'ON_HOLD' });
    expect(await balances(seller.userId)).toMatchObject({ frozen: 0n });
    await advance(2 * DAY);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'ON_HOLD' });
    await advance(DAY + HOUR);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
    expect(await balances(seller.userId)).toMatchObject({ frozen: BigInt(price - fee) });
  });
});

describe('anti-scam: only the buyer and the listed asset complete an order', () => {
  it('an offer accepted by another account never completes the order: 55 system cancelled, refunded', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'IGNORE' });
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
    // the order's buyer is another SteamID than the account that accepts the offer
    await db().order.update({ where: { orderNo }, data: { buyerSteamId: '76561198000000001' } });
    await api.steam.setBehaviour(buyer.steamId, 'ACCEPT', { reactionSeconds: 0 });
    const offer = await simOffer(orderNo);
    await db().simTradeOffer.update({ where: { offerId: offer.offerId }, data: { dueAt: clock.now() } });
    await advance(15 * SECOND);
    const order = await orderOf(orderNo);
    expect((await simOffer(orderNo)).state).toBe('ACCEPTED');
    expect(order).toMatchObject({ status: 55, statusDes: 'SYSTEM_CANCELLED' });
    expect(await eventsOf(orderNo)).toContain('TRADE_MISMATCH');
    expect(await eventsOf(orderNo)).not.toContain('OFFER_ACCEPTED');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('a trade link that leads to another account gets no offer at all: the system cancels the order', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } });
    const buyer = await boundBuyer(api, listings[0].priceCents);
    // the first inventory refresh of the bound account (it re-reads the trade link) is over
    await api.jobs.runDue();
    const scammer = await api.steam.createAccount({ accountName: `scammer_${Date.now() % 100_000}`, password: 'scammer-pass!', inventorySize: 0 });
    const scammerUser = await db().simSteamUser.findUniqueOrThrow({ where: { steamId: scammer.steamId } });
    const partner = Number(BigInt(scammer.steamId) & 0xffffffffn);
    await db().steamAccount.update({
      where: { id: buyer.accountId },
      data: { tradeLinkUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${scammerUser.tradeToken}` },
    });
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listings[0].id], prices: [listings[0].priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    const orderNo: string = bought.body.data.orders[0].orderNo;
    await api.jobs.runDue();
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SYSTEM_CANCELLED', offerId: null });
    expect(await db().simTradeOffer.count({ where: { recipientSteamId: scammer.steamId } })).toBe(0);
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, listings[0].priceCents);
  });
});

describe('cancellations are verified at Steam', () => {
  it("the buyer cancels while the seller's offer waits for confirmation: the offer is cancelled at Steam, 55 buyer cancelled", async () => {
    const { seller, buyer, listing, orderNo, price } = await paidOrder();
    await deliver(orderNo, seller.token);
    const cancelled = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(cancelled.body.data).toMatchObject({ statusDes: 'BUYER_CANCEL_VERIFYING' });
    await api.jobs.runDue();
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'BUYER_CANCELLED' });
    expect((await simOffer(orderNo)).state).toBe('CANCELED');
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('ON_SALE');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });

  it('the seller cancels an offer the buyer has accepted meanwhile: it cannot be cancelled and the order goes on to 51 protected', async () => {
    const { seller, orderNo, price, fee } = await paidOrder({ robot: true });
    const cancelled = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token });
    expect(cancelled.body.data).toMatchObject({ status: 41, statusDes: 'SELLER_CANCEL_VERIFYING' });
    // the buyer accepted before the platform asked Steam
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
    expect((await simOffer(orderNo)).state).toBe('ACCEPTED');
    expect(await balances(seller.userId)).toMatchObject({ frozen: BigInt(price - fee) });
  });

  it('the seller cancels an open offer: cancelled at Steam, 55 seller cancelled', async () => {
    const { seller, buyer, orderNo, price } = await paidOrder({ robot: true, behaviour: 'IGNORE' });
    await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token });
    await api.jobs.runDue();
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SELLER_CANCELLED' });
    expect((await simOffer(orderNo)).state).toBe('CANCELED');
    await expectRefundedOnce(orderNo, buyer.userId, seller.userId, price);
  });
});

describe('the demo market', () => {
  it('a demo player (an ordinary demo seller) presses 发货 and confirms by themselves after DEMO_DELIVERY_SECONDS', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    await db().user.update({ where: { id: seller.userId }, data: { isDemo: true } });
    const buyer = await boundBuyer(api, listings[0].priceCents);
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listings[0].id], prices: [listings[0].priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    const orderNo: string = bought.body.data.orders[0].orderNo;
    await api.jobs.runDue();
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'SELLER_DELIVERING', offerId: null });
    await advance(30 * SECOND);
    const sent = await orderOf(orderNo);
    expect(sent).toMatchObject({ status: 41, statusDes: 'WAITING_RECEIPT', offerSenderSteamId: seller.steam.steamId });
    expect((await db().orderEvent.findFirstOrThrow({ where: { orderId: sent.id, event: 'OFFER_CREATED' } })).actor).toBe('SELLER');
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
  });
});

describe('an order paid through Alipay', () => {
  it('declined, it is refunded once through Alipay: escrow back to clearing and one refund request at the provider', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } });
    const buyer = await boundBuyer(api, 0);
    await api.steam.setBehaviour(buyer.steamId, 'DECLINE');
    const price = listings[0].priceCents;
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listings[0].id], prices: [price], payMethod: 'alipay', steamAccountId: buyer.accountId },
    });
    const orderNo: string = bought.body.data.orders[0].orderNo;
    const paid = await api.app.inject({
      method: 'POST',
      url: bought.body.data.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    await api.jobs.runDue();
    expect(await orderOf(orderNo)).toMatchObject({ status: 41, statusDes: 'WAITING_RECEIPT' });
    await advance(5 * SECOND);
    const order = await orderOf(orderNo);
    expect(order).toMatchObject({ status: 55, statusDes: 'BUYER_DECLINED' });
    await advance(8 * DAY);
    const refunds = await db().paymentRefund.findMany({ where: { orderId: order.id } });
    expect(refunds).toMatchObject([{ amountCents: price, outRequestNo: `R${orderNo}`, status: 'SUCCEEDED' }]);
    const ledgerRefunds = await db().ledgerTransfer.findMany({ where: { referenceId: orderNo, kind: 'REFUND' } });
    expect(ledgerRefunds.map((refund) => Number(refund.amount))).toEqual([price]);
    // nothing reached the buyer's balance: the money went back to where it came from
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 0n, withdrawable: 0n });
  });
});
