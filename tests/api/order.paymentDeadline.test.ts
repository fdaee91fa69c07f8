// No paid order is lost: an Alipay order's payment deadline asks the provider
// before it cancels. A buyer who paid on time but whose notifications were all lost keeps the item;
// a provider that cannot be asked keeps the listing held until it answers; a payment that arrives
// after the cancel is refunded in full, once, and the buyer is told.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { PaymentGatewayError } from '../../api/integrations/payment/port.ts';
import { DROPPED_ANSWER, type SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { alipayForm, notify } from '../helpers/alipayNotifications.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { ledgerInvariants } from '../helpers/wallet.ts';

const SECOND = 1_000;
const MINUTE = 60_000;

let database: Database;
let api: TestApp;
let clock: ControlledClock;
const simulated = () => api.payment as SimulatedAlipay;

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
  simulated().dropNotifications(false);
  vi.restoreAllMocks();
  const invariants = await ledgerInvariants();
  expect(invariants).toMatchObject({ negativeAccounts: 0, driftingAccounts: 0 });
  for (const total of Object.values(invariants.sums)) expect(total).toBe(0n);
});

async function advance(ms: number) {
  clock.advance(ms);
  await api.jobs.runDue();
}

async function checkout(buyer: { token: string; accountId: string }, listings: { id: string; priceCents: number }[]) {
  const reply = await api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: listings.map((l) => l.id), prices: listings.map((l) => l.priceCents), payMethod: 'alipay', steamAccountId: buyer.accountId },
  });
  expect(reply.body.code).toBe(0);
  const orderNo: string = reply.body.data.orders[0].orderNo;
  const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
  return { orderNo, payUrl: reply.body.data.payUrl as string, paymentId: order.paymentId!, listingId: order.listingId };
}

const payAtCashier = async (payUrl: string) => {
  const paid = await api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: 'action=pay',
  });
  expect(paid.statusCode).toBe(303);
};

const orderOf = (orderNo: string) => db().order.findUniqueOrThrow({ where: { orderNo } });
const listingStatus = async (id: string) => (await db().listing.findUniqueOrThrow({ where: { id } })).status;
const messageKinds = async (userId: string) => (await db().message.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })).map((m) => m.kind);

describe('the payment deadline of an Alipay order', () => {
  it('paid on time with every notification lost: at the deadline the provider says paid, the order goes on and is delivered, nothing refunded, the listing never back on sale', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const robot = await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } });
    expect(robot.body.code).toBe(0);
    const buyer = await boundBuyer(api);
    const { orderNo, payUrl, paymentId, listingId } = await checkout(buyer, listings);

    simulated().dropNotifications(true);
    await advance(10 * MINUTE);
    await payAtCashier(payUrl);
    await api.jobs.runDue();
    // Alipay's schedule runs (4 + 10 minutes within the payment time): every attempt is lost
    await advance(4 * MINUTE + SECOND);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.status).toBe('WAITING');
    const log = await db().simPayNotification.findFirstOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(log).toMatchObject({ attempts: 2, lastAnswer: DROPPED_ANSWER, deliveredAt: null });
    expect((await orderOf(orderNo)).statusDes).toBe('WAITING_PAYMENT');
    expect(await listingStatus(listingId)).toBe('RESERVED');

    // the deadline (15 minutes after the order): asked, the provider says paid
    await advance(1 * MINUTE);
    expect(await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ status: 'PAID' });
    const paid = await orderOf(orderNo);
    expect(paid.paidAt).not.toBeNull();
    expect(paid.status).not.toBe(55);
    expect(await listingStatus(listingId)).toBe('SOLD');
    const events = await db().orderEvent.findMany({ where: { orderId: paid.id }, orderBy: { createdAt: 'asc' } });
    expect(events.slice(0, 2).map((event) => [event.event, event.actor])).toEqual([
      ['CREATED', 'BUYER'],
      ['PAID', 'PAYMENT'],
    ]);

    // the robot shop delivers; the buyer's Steam accepts
    await advance(5 * SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
    expect(await db().paymentRefund.count({ where: { paymentId } })).toBe(0);
    expect(await db().ledgerTransfer.count({ where: { referenceId: orderNo, kind: 'REFUND' } })).toBe(0);
    expect(await messageKinds(buyer.userId)).not.toContain('orderFailed.SYSTEM_CANCELLED');
    expect(await listingStatus(listingId)).toBe('SOLD');
  });

  it('a provider that cannot be asked: the order keeps waiting with its listing held, and is decided when the provider answers again', async () => {
    const { listings } = await marketListings(1, 2_300);
    const buyer = await quickBuyer(api);
    const { orderNo, paymentId, listingId } = await checkout(buyer, listings);
    const outage = vi.spyOn(api.payment, 'queryTrade').mockRejectedValue(new PaymentGatewayError('NETWORK', 'connect ECONNREFUSED', true));

    await advance(15 * MINUTE + SECOND);
    await advance(3 * MINUTE);
    expect(outage).toHaveBeenCalled();
    expect((await orderOf(orderNo)).statusDes).toBe('WAITING_PAYMENT');
    expect(await listingStatus(listingId)).toBe('RESERVED');
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('WAITING');

    // the provider is back: nothing was paid (the cashier was never opened), so the order is cancelled now
    outage.mockRestore();
    await advance(MINUTE);
    expect(await orderOf(orderNo)).toMatchObject({ status: 55, statusDes: 'SYSTEM_CANCELLED' });
    expect(await listingStatus(listingId)).toBe('ON_SALE');
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('CLOSED');
  });

  it('an unpaid order is closed at the provider before it is cancelled: its cashier no longer takes the money', async () => {
    const { listings } = await marketListings(1, 1_800);
    const buyer = await quickBuyer(api);
    const { orderNo, payUrl, paymentId } = await checkout(buyer, listings);
    // the buyer opens the cashier (the trade exists at the provider) but does not pay in time
    expect((await api.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(200);
    await advance(15 * MINUTE + SECOND);
    expect(await orderOf(orderNo)).toMatchObject({ statusDes: 'SYSTEM_CANCELLED' });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).toMatchObject({ status: 'TRADE_CLOSED' });
    expect(await api.payment.queryTrade(payment.outTradeNo)).toMatchObject({ exists: true, tradeStatus: 'TRADE_CLOSED' });
  });

  it('a payment that arrives for a cancelled order is refunded in full exactly once, and the buyer is told', async () => {
    const { listings } = await marketListings(1, 2_600);
    const buyer = await quickBuyer(api);
    const { orderNo, payUrl, paymentId } = await checkout(buyer, listings);
    // paid in a cashier tab, but the notification is held up on the way, and the buyer cancels meanwhile
    simulated().dropNotifications(true);
    await payAtCashier(payUrl);
    await api.jobs.runDue();
    simulated().dropNotifications(false);
    const cancelled = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(cancelled.body.code).toBe(0);
    expect((await orderOf(orderNo)).statusDes).toBe('BUYER_CANCELLED');

    // closing the trade at the provider finds it paid: refunded; then Alipay's next attempt and a replay change nothing
    await api.jobs.runDue();
    await advance(4 * MINUTE + SECOND);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(await db().simPayNotification.findFirstOrThrow({ where: { outTradeNo: payment.outTradeNo } })).toMatchObject({ lastAnswer: 'success' });
    expect((await notify(api, alipayForm(payment, clock.now()))).body).toBe('success');
    await api.jobs.runDue();
    expect(payment.status).toBe('PAID');
    expect(await db().paymentRefund.findMany({ where: { paymentId } })).toMatchObject([{ amountCents: 2_600, status: 'SUCCEEDED' }]);
    expect(await db().simPayRefund.count({ where: { outTradeNo: payment.outTradeNo } })).toBe(1);
    const transfers = await db().ledgerTransfer.findMany({ where: { referenceId: orderNo }, orderBy: { kind: 'asc' } });
    expect(transfers.map((t) => [t.kind, t.amount])).toEqual([
      ['PAYMENT', 2_600n],
      ['REFUND', 2_600n],
    ]);
    const told = await db().message.findMany({ where: { userId: buyer.userId, kind: 'orderLatePaymentRefunded' } });
    expect(told).toHaveLength(1);
    const inEnglish = await api.call('GET', '/web/messages?category=trade', { token: buyer.token, language: 'en' });
    expect(JSON.stringify(inEnglish.body.data)).toContain('had been cancelled before your payment arrived');
    expect((await orderOf(orderNo)).statusDes).toBe('BUYER_CANCELLED');
  });
});
