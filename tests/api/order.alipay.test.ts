// Buying through Alipay (the simulated one, the embedded default): the orders wait for one payment
// of the total with their listings held; paid at the cashier they are PAID (clearing -> escrow);
// unpaid for 15 minutes they are cancelled by the system, the listings return and the payment closes;
// a payment that arrives after that is refunded in full.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { alipayForm, notify } from '../helpers/alipayNotifications.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { ledgerInvariants } from '../helpers/wallet.ts';

const MINUTE = 60_000;
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

async function alipayOrder(count: number, priceCents: number) {
  const { seller, listings } = await marketListings(count, priceCents);
  const buyer = await quickBuyer(api);
  const reply = await api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: listings.map((l) => l.id), prices: listings.map(() => priceCents), payMethod: 'alipay', steamAccountId: buyer.accountId },
  });
  expect(reply.body.code).toBe(0);
  return { seller, listings, buyer, reply };
}

const pay = (payUrl: string) =>
  api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: 'action=pay',
  });

describe('an Alipay checkout', () => {
  it('holds the listings for one payment of the total; paid at the cashier, the orders are paid into escrow', async () => {
    const { listings, buyer, reply } = await alipayOrder(2, 1_500);
    expect(reply.body.data.orders).toMatchObject([
      { status: 11, statusDes: 'WAITING_PAYMENT' },
      { status: 11, statusDes: 'WAITING_PAYMENT' },
    ]);
    const payUrl: string = reply.body.data.payUrl;
    expect(payUrl).toMatch(/^\/web\/pay\/sim\/cashier\//);
    const orders = await db().order.findMany({ where: { buyerId: buyer.userId } });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: orders[0].paymentId! } });
    expect(payment).toMatchObject({ amountCents: 3_000, status: 'WAITING', purpose: 'ORDER' });
    expect(payment.expiresAt.getTime()).toBe(clock.now().getTime() + 15 * MINUTE);
    expect((await db().listing.findMany({ where: { id: { in: listings.map((l) => l.id) } } })).map((l) => l.status)).toEqual(['RESERVED', 'RESERVED']);
    // the detail offers to pay at the cashier, with the time left
    const detail = await api.call('GET', `/web/order/${orders[0].orderNo}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({ actions: { pay: true, cancel: true }, payUrl, remaining: { unit: 'underHour' } });
    // nothing is paid yet: no amount paid, the chosen way to pay
    expect(detail.body.data).toMatchObject({ actualPayment: null, payMethod: 'alipay' });
    // the market shows them no more
    const stats = await db().marketStats.findUniqueOrThrow({ where: { templateId: listings[0].templateId } });
    expect(await db().listing.count({ where: { templateId: listings[0].templateId, status: 'ON_SALE' } })).toBe(stats.quantity);

    expect((await pay(payUrl)).statusCode).toBe(303);
    await api.jobs.runDue();
    const paid = await db().order.findMany({ where: { buyerId: buyer.userId } });
    expect(paid.map((order) => order.statusDes)).toEqual(['SELLER_DELIVERING', 'SELLER_DELIVERING']);
    expect((await db().listing.findMany({ where: { id: { in: listings.map((l) => l.id) } } })).map((l) => l.status)).toEqual(['SOLD', 'SOLD']);
    const holds = await db().ledgerTransfer.findMany({ where: { kind: 'PAYMENT', referenceId: { in: paid.map((order) => order.orderNo) } } });
    expect(holds.map((hold) => Number(hold.amount))).toEqual([1_500, 1_500]);
    expect((await api.call('GET', `/web/order/${orders[0].orderNo}`, { token: buyer.token })).body.data).toMatchObject({
      actualPayment: 1_500,
      payMethod: 'alipay',
    });
    expect((await ledgerInvariants()).sums.CNY ?? 0n).toBe(0n);
  });

  it('unpaid for 15 minutes: cancelled by the system, the listings back on sale, the payment closed', async () => {
    const { listings, buyer, reply } = await alipayOrder(1, 2_000);
    const orderNo = reply.body.data.orders[0].orderNo;
    clock.advance(14 * MINUTE);
    await api.jobs.runDue();
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).statusDes).toBe('WAITING_PAYMENT');
    clock.advance(1 * MINUTE + 1_000);
    await api.jobs.runDue();
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(order).toMatchObject({ status: 55, statusDes: 'SYSTEM_CANCELLED', deadlineAt: null });
    expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status).toBe('ON_SALE');
    expect((await db().payment.findUniqueOrThrow({ where: { id: order.paymentId! } })).status).toBe('CLOSED');
    const detail = await api.call('GET', `/web/order/${orderNo}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({ statusText: '系统取消', actions: { pay: false, cancel: false }, payUrl: null });
    // no money moved for it
    expect(await db().ledgerTransfer.count({ where: { referenceId: orderNo } })).toBe(0);
    expect((await db().message.findMany({ where: { userId: buyer.userId } })).map((m) => m.kind)).toContain('orderFailed.SYSTEM_CANCELLED');

    // a payment that still comes for the cancelled order (the deadline asked the provider first, so
    // not one made on time): the money is recorded coming in and going straight back, and refunded
    // through Alipay once, however often it comes, and the buyer is told
    const payment = await db().payment.findUniqueOrThrow({ where: { id: order.paymentId! } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await notify(api, alipayForm(payment, clock.now()))).body).toBe('success');
    const transfers = await db().ledgerTransfer.findMany({ where: { referenceId: orderNo }, orderBy: { kind: 'asc' } });
    expect(transfers.map((t) => [t.kind, t.amount])).toEqual([
      ['PAYMENT', 2_000n],
      ['REFUND', 2_000n],
    ]);
    expect(await db().paymentRefund.findMany({ where: { paymentId: payment.id } })).toMatchObject([{ amountCents: 2_000, orderId: order.id }]);
    expect((await db().message.findMany({ where: { userId: buyer.userId, kind: 'orderLatePaymentRefunded' } })).length).toBe(1);
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).statusDes).toBe('SYSTEM_CANCELLED');
    expect(await ledgerInvariants()).toMatchObject({ negativeAccounts: 0, driftingAccounts: 0, sums: { CNY: 0n } });
  });

  it('the buyer cancels an unpaid checkout: every order of it ends, the listings return, the payment is closed', async () => {
    const { listings, buyer, reply } = await alipayOrder(2, 900);
    const orderNo = reply.body.data.orders[1].orderNo;
    const cancelled = await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token });
    expect(cancelled.body.data).toMatchObject({ status: 55, statusDes: 'BUYER_CANCELLED' });
    const orders = await db().order.findMany({ where: { buyerId: buyer.userId } });
    expect(orders.map((order) => order.statusDes)).toEqual(['BUYER_CANCELLED', 'BUYER_CANCELLED']);
    expect((await db().listing.findMany({ where: { id: { in: listings.map((l) => l.id) } } })).map((l) => l.status)).toEqual(['ON_SALE', 'ON_SALE']);
    expect((await db().payment.findUniqueOrThrow({ where: { id: orders[0].paymentId! } })).status).toBe('CLOSED');
    // nothing was paid: the detail shows no amount paid and no way it was paid, in REST and GraphQL
    const detail = await api.call('GET', `/web/order/${orderNo}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({ price: 900, actualPayment: null, payMethod: null });
    const graphql = await api.graphql<any>(
      'query($orderNo: String!) { order(orderNo: $orderNo) { price actualPayment payMethod } }',
      { orderNo },
      { cookie: `Authorization=${buyer.token}` },
    );
    expect(graphql.data.order).toEqual({ price: 900, actualPayment: null, payMethod: null });
  });
});
