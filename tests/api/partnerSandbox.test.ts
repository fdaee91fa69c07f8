// The partner sandbox: with the simulated Steam and payment, POST
// /open/v1/sandbox/orders/{orderNo} drives the Steam side of the partner's order: the customer accepts
// (protected) or declines (failed, refunded), the current deadline passes (shipment or receipt timeout,
// or the protection ends and the order settles), or the protected trade is reversed (failed, the buyer
// refunded from the seller's frozen proceeds). Each change is an event the partner's callbacks and
// replay carry. Without the simulated drivers the sandbox is absent (404).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import { sellerWithListings } from '../helpers/orders.ts';
import { type BuyingPartner, buyingPartner, partnerApp, signed as signedRequest } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const DEPOSIT = 100_000_000;
let api: TestApp;
let customers = 0;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type Partner = BuyingPartner;

const partner = () => buyingPartner(api, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM, depositCents: DEPOSIT });

const signed = (app: Partner, method: 'GET' | 'POST', target: string, body?: object) =>
  signedRequest(api, { method, target, body, appId: app.appId, key: privateKey });

/** The partner buys one listing of a new seller (an ordinary account) for a new customer's trade URL. */
async function bought(buyer: Partner) {
  const { seller, listings } = await sellerWithListings(api, 1);
  customers += 1;
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${515_000_000 + customers}&token=Sandbox${customers}x`;
  const answer = await signed(buyer, 'POST', '/open/v1/orders', {
    merchantOrderNo: `SANDBOX-${customers}`,
    listingIds: [listings[0].id],
    prices: [listings[0].priceCents],
    tradeUrl,
  });
  expect(answer.body.code).toBe(0);
  return { seller, listing: listings[0], orderNo: answer.body.data.orders[0].orderNo as string };
}

const drive = (app: Partner, orderNo: string, action: string) => signed(app, 'POST', `/open/v1/sandbox/orders/${orderNo}`, { action });
const stored = (orderNo: string) => db().order.findUniqueOrThrow({ where: { orderNo } });

/**
 * The statuses of the order's events as the partner's replay gives them, once it gives `last` (an
 * event shows only after every older transaction on the server ended; other test files share it).
 */
async function replayedStatuses(app: Partner, orderNo: string, last: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await signed(app, 'GET', '/open/v1/events?limit=200');
    expect(page.body.code).toBe(0);
    const statuses = (page.body.data.list as { orderNo: string; statusDes: string }[])
      .filter((event) => event.orderNo === orderNo)
      .map((event) => event.statusDes);
    if (statuses.at(-1) === last || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the partner sandbox', () => {
  it('deliver: the seller’s offer goes out and the customer accepts it; reverse: the protected trade is undone and the buyer refunded', async () => {
    const buyer = await partner();
    const { seller, orderNo } = await bought(buyer);
    const delivered = await drive(buyer, orderNo, 'deliver');
    expect(delivered.body).toMatchObject({ code: 0, data: { orderNo, merchantOrderNo: expect.stringMatching(/^SANDBOX-/), status: 51 } });
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'PROTECTED', tradeId: expect.any(String) });

    const reversed = await drive(buyer, orderNo, 'reverse');
    expect(reversed.body).toMatchObject({ code: 0, data: { status: 55 } });
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'SELLER_REVOKED' });
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(DEPOSIT));
    const sellerBalances = await balances(seller.userId);
    expect([sellerBalances.frozen, sellerBalances.withdrawable]).toEqual([0n, 0n]);
    expect(await replayedStatuses(buyer, orderNo, 'SELLER_REVOKED')).toEqual([
      'WAITING_PAYMENT',
      'SELLER_DELIVERING',
      'SELLER_DELIVERING',
      'WAITING_RECEIPT',
      'PROTECTED',
      'SELLER_REVOKED',
    ]);
    await ledgerInvariants();
  });

  it('decline: the customer declines the offer, the order fails and the deposit is whole again', async () => {
    const buyer = await partner();
    const { orderNo } = await bought(buyer);
    const declined = await drive(buyer, orderNo, 'decline');
    expect(declined.body).toMatchObject({ code: 0, data: { status: 55 } });
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'BUYER_DECLINED' });
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(DEPOSIT));
    await ledgerInvariants();
  });

  it('timeout: the current deadline passes now, unshipped, unanswered or protected', async () => {
    const buyer = await partner();
    const unshipped = await bought(buyer);
    expect((await drive(buyer, unshipped.orderNo, 'timeout')).body).toMatchObject({ code: 0, data: { status: 55 } });
    expect(await stored(unshipped.orderNo)).toMatchObject({ statusDes: 'SELLER_SHIPMENT_TIMEOUT' });

    // the seller delivered and confirmed; the customer never answers
    const unanswered = await bought(buyer);
    expect((await api.call('POST', `/web/order/${unanswered.orderNo}/deliver`, { token: unanswered.seller.token })).body.code).toBe(0);
    expect((await api.call('POST', `/web/order/${unanswered.orderNo}/confirm-offer`, { token: unanswered.seller.token })).body.code).toBe(0);
    expect(await stored(unanswered.orderNo)).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
    expect((await drive(buyer, unanswered.orderNo, 'timeout')).body).toMatchObject({ code: 0, data: { status: 55 } });
    expect(await stored(unanswered.orderNo)).toMatchObject({ statusDes: 'BUYER_RECEIVE_TIMEOUT' });

    const protectedOrder = await bought(buyer);
    await drive(buyer, protectedOrder.orderNo, 'deliver');
    expect((await drive(buyer, protectedOrder.orderNo, 'timeout')).body).toMatchObject({ code: 0, data: { status: 51 } });
    expect(await stored(protectedOrder.orderNo)).toMatchObject({ statusDes: 'TRADE_SUCCESSFUL' });
    expect((await balances(protectedOrder.seller.userId)).withdrawable).toBeGreaterThan(0n);
    await ledgerInvariants();
  });

  it('timeout: a job that changes the order while the action runs does not make it refuse', async () => {
    const buyer = await partner();
    const { orderNo } = await bought(buyer);
    await drive(buyer, orderNo, 'deliver');
    // another writer (a delivery job, a transition) takes the order's next version just after the sandbox read it
    const orders = api.app.services.orders;
    const read = orders.get.bind(orders);
    const spy = vi.spyOn(orders, 'get').mockImplementationOnce(async (...args: Parameters<typeof orders.get>) => {
      const order = await read(...args);
      await db().order.update({ where: { orderNo }, data: { version: { increment: 1 } } });
      return order;
    });
    try {
      expect((await drive(buyer, orderNo, 'timeout')).body).toMatchObject({ code: 0, data: { status: 51, statusDes: 'TRADE_SUCCESSFUL' } });
    } finally {
      spy.mockRestore();
    }
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'TRADE_SUCCESSFUL' });
    await ledgerInvariants();
  });

  it('refuses what does not apply, an unknown action and another partner’s order, changing nothing', async () => {
    const buyer = await partner();
    const { orderNo } = await bought(buyer);
    const early = await drive(buyer, orderNo, 'reverse');
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/reverse/);
    const unknown = await drive(buyer, orderNo, 'explode');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/deliver, decline, timeout, reverse/);
    const extra = await signed(buyer, 'POST', `/open/v1/sandbox/orders/${orderNo}`, { action: 'deliver', force: true });
    expect(extra.status).toBe(400);
    const stranger = await partner();
    expect((await drive(stranger, orderNo, 'deliver')).status).toBe(404);
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'SELLER_DELIVERING', offerId: null });
  });

  it('leaves the customer’s offer unanswered until the sandbox or the deadline says otherwise', async () => {
    const buyer = await partner();
    const { orderNo, seller } = await bought(buyer);
    await api.call('POST', `/web/order/${orderNo}/deliver`, { token: seller.token });
    await api.call('POST', `/web/order/${orderNo}/confirm-offer`, { token: seller.token });
    const { offerId } = await stored(orderNo);
    // an hour later (a robot customer would have answered within seconds)
    vi.useFakeTimers({ now: Date.now() + 3_600_000, toFake: ['Date'] });
    try {
      await api.steam.settle();
    } finally {
      vi.useRealTimers();
    }
    const offer = await db().simTradeOffer.findUniqueOrThrow({ where: { offerId: BigInt(offerId!) } });
    expect(offer.state).toBe('ACTIVE');
    expect(await stored(orderNo)).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
  });
});

describe('without the simulated drivers', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp(testDatabase(), { env: { OPS_TOKEN }, steamSimulation: false });
  }, 120_000);
  afterAll(async () => {
    await real?.app.close();
  });

  it('has no sandbox (404)', async () => {
    const { user, appId } = await partnerApp(real, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM });
    const answer = await signedRequest(real, { method: 'POST', target: '/open/v1/sandbox/orders/123', body: { action: 'deliver' }, appId, key: privateKey });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toMatch(/模拟|simulated/);
    expect(user.userId).toBeTruthy();
  });
});
