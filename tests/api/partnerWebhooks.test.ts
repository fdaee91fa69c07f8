// Webhooks partners trust (docs/open-platform.md §5): the first callbacks of an app reset and keyed
// again start within seconds; each party's stream of an order is numbered from 1 with no gap (the
// seller's too); a buy order's and a price offer's merchant number reaches the orders they make and
// their callbacks; every attempt of every delivery is kept, a redelivery is a new delivery; a signed
// ping at once; redelivery of a time range; the event types an app receives; apiVersion everywhere.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { ANSWER_EXCERPT_BYTES, CALLBACK_API_VERSION, CALLBACK_TYPES } from '../../api/modules/openplatform/callbacks.service.ts';
import { type ReceivedCallback, startCallbackReceiver } from '../helpers/callbackReceiver.ts';
import { createListing } from '../helpers/listings.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { partnerApp, signed as signedRequest } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';
import { fundDeposit } from '../helpers/wallet.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T';
const clock = new ControlledClock(new Date('2026-11-25T04:00:00Z'));
let api: TestApp;

/** the statuses the partner's callback server answers with, in turn (200 when none is queued) */
let answers: number[] = [];
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let received: ReceivedCallback[];
let receiverUrl: string;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN }, clock });
  receiver = await startCallbackReceiver('/hooks', () => {
    const status = answers.shift() ?? 200;
    // a long answer: the attempt keeps its first 1 KB
    return { status, text: status === 200 ? 'ok' : `refused:${'x'.repeat(2_000)}` };
  });
  ({ received, url: receiverUrl } = receiver);
}, 120_000);

afterAll(async () => {
  receiver?.close();
  await api?.app.close();
});

type Partner = { appId: string; userId: string; token: string; phone: string };

async function partner(depositCents = 100_000_000): Promise<Partner> {
  const { user, appId } = await partnerApp(api, {
    opsToken: OPS_TOKEN,
    publicKeyPem: PUBLIC_KEY_PEM,
    limits: { dailyOrders: 1_000, dailyAmount: 1_000_000_000 },
    callbackUrl: receiverUrl,
  });
  if (depositCents > 0) await fundDeposit(user.userId, depositCents);
  return { appId, userId: user.userId, token: user.token, phone: user.phone };
}

const signed = (app: Partner, method: 'GET' | 'POST' | 'PUT', target: string, body?: object) =>
  signedRequest(api, { method, target, body, appId: app.appId, key: privateKey });

const ops = (method: 'GET' | 'POST', url: string) =>
  api.app.inject({ method, url, headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' }, payload: '{}' });

/** Dispatches until every event the app receives has its first delivery. */
async function dispatchAll(app: Partner) {
  await until(async () => {
    await api.app.services.partnerCallbacks.dispatch();
    const [row] = await db().$queryRaw<{ events: number; deliveries: number }[]>`
      SELECT (SELECT count(*) FROM events e JOIN partner_apps a ON a.id = ${app.appId}
              WHERE e.audience_user_ids @> ARRAY[a.user_id] AND e.type = ANY(${[...CALLBACK_TYPES]}::text[])
                AND (coalesce(cardinality(a.callback_types), 0) = 0 OR e.type = ANY(a.callback_types))
                AND e.occurred_at >= a.keys_submitted_at)::int AS events,
             (SELECT count(*) FROM partner_callbacks WHERE app_id = ${app.appId} AND redelivery_of IS NULL)::int AS deliveries`;
    return row.deliveries >= row.events;
  }, 20_000);
}

/** Dispatches what committed, then runs the attempts due now. */
async function deliverDue(app: Partner) {
  await dispatchAll(app);
  await api.jobs.runDue();
}

const bodiesSince = (start: number) => received.slice(start).map((request) => JSON.parse(request.body) as Record<string, any>);

async function buyFor(app: Partner, merchantOrderNo: string): Promise<string> {
  const { listings } = await marketListings(1, 1_234);
  const bought = await signed(app, 'POST', '/open/v1/orders', { merchantOrderNo, listingIds: [listings[0].id], prices: [1_234], tradeUrl: TRADE_URL });
  expect(bought.body.code).toBe(0);
  return bought.body.data.orders[0].orderNo;
}

describe('dispatching', () => {
  // first in the file: no other app receives callbacks, as on a market whose only partner was reset
  it('starts an app’s callbacks within 5 s of its next events after an operator’s reset and a new step 2, without the minute job', async () => {
    const app = await partner();
    await buyFor(app, 'WH-BEFORE-RESET');
    await deliverDue(app);
    expect((await ops('POST', `/ops/openplat/apps/${app.appId}/reset`)).statusCode).toBe(200);
    // the reset's commit: the dispatcher finds no app with keys now
    await new Promise((resolve) => setTimeout(resolve, 400));
    const keys = await api.call('POST', '/web/openapi/keys', { token: app.token, body: { callbackUrl: receiverUrl, publicKey: PUBLIC_KEY_PEM } });
    expect(keys.body.code).toBe(0);
    const before = await db().partnerCallback.count({ where: { appId: app.appId } });
    const orderNo = await buyFor(app, 'WH-AFTER-RESET');
    const started = Date.now();
    await until(async () => (await db().partnerCallback.count({ where: { appId: app.appId } })) > before, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    const events = await db().event.findMany({ where: { aggregateId: order.id } });
    // every event of the new order becomes a delivery: none was skipped while the app had no keys
    await until(
      async () => (await db().partnerCallback.count({ where: { appId: app.appId, eventId: { in: events.map((event) => event.id) } } })) === events.length,
      5_000,
    );
    await api.jobs.runDue();
  }, 60_000);
});

describe('each party’s stream', () => {
  it('numbers the seller’s callbacks and replay of an order 1, 2, 3, … from its payment, with the buyer’s merchant number withheld', async () => {
    const app = await partner(0);
    const template = await db().itemTemplate.findFirstOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' } });
    const listing = await createListing({ templateId: template.id, sellerId: app.userId, priceCents: 2_000 });
    const buyer = await quickBuyer(api, 10_000);
    await api.verify({ token: buyer.token, phone: buyer.phone });
    const start = received.length;
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: { listingIds: [listing.id], prices: [2_000], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    expect(bought.body.code).toBe(0);
    const orderNo = bought.body.data.orders[0].orderNo;
    await deliverDue(app);
    const sent = bodiesSince(start)
      .filter((body) => body.orderNo === orderNo)
      .sort((a, b) => a.seq - b.seq);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.map((body) => body.seq)).toEqual(sent.map((_, index) => index + 1));
    expect(sent[0]).toMatchObject({ seq: 1, merchantOrderNo: null, statusDes: 'SELLER_DELIVERING', data: { event: 'PAID' } });
    const replayed = (await signed(app, 'GET', '/open/v1/events?limit=200')).body.data.list.filter((event: any) => event.orderNo === orderNo);
    expect(replayed.map((event: any) => event.seq)).toEqual(sent.map((body) => body.seq));
  });
});

describe('merchant numbers of buy orders and price offers', () => {
  it('carries a buy order’s merchant number to the order a fill makes and to its callbacks', async () => {
    const app = await partner();
    const hashName = 'Sticker | Crown (Foil)';
    const placed = await signed(app, 'POST', '/open/v1/buyOrders', { merchantOrderNo: 'WH-BO-1', hashName, price: 900, quantity: 2, tradeUrl: TRADE_URL });
    expect(placed.body.code).toBe(0);
    const start = received.length;
    const { listings } = await marketListings(1, 900, { hashName });
    const [fill] = await transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listings[0].id]));
    expect(await db().order.findUniqueOrThrow({ where: { orderNo: fill.orderNo } })).toMatchObject({ merchantOrderNo: 'WH-BO-1' });
    const found = await signed(app, 'GET', '/open/v1/orders?merchantOrderNo=WH-BO-1');
    expect(found.body.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([fill.orderNo]);
    await deliverDue(app);
    const sent = bodiesSince(start);
    const buyOrderEvents = sent.filter((body) => body.type === 'buyOrder.changed');
    expect(buyOrderEvents.length).toBeGreaterThan(0);
    expect(buyOrderEvents.every((body) => body.merchantOrderNo === 'WH-BO-1')).toBe(true);
    const orderEvents = sent.filter((body) => body.orderNo === fill.orderNo && body.type === 'order.transitioned');
    expect(orderEvents.length).toBeGreaterThan(0);
    expect(orderEvents.every((body) => body.merchantOrderNo === 'WH-BO-1')).toBe(true);
    // a purchase under the same number is no repeat of the buy order's fill
    expect((await signed(app, 'GET', '/open/v1/orders?merchantOrderNo=WH-BO-1')).body.data.list).toHaveLength(1);
  });

  it('carries an offer’s merchant number to the accepted order and the offer’s callbacks, for its buyer only', async () => {
    const app = await partner();
    const hashName = 'Sticker | Crown (Foil)';
    await marketListings(1, 1_000, { hashName });
    const { seller, listings } = await marketListings(1, 1_000, { hashName });
    const start = received.length;
    const made = await signed(app, 'POST', '/open/v1/bargains', { merchantOrderNo: 'WH-K-1', listingId: listings[0].id, price: 900, tradeUrl: TRADE_URL });
    expect(made.body.code).toBe(0);
    const sellerViewer = { user: seller, sessionId: 'test', verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + 600_000) };
    const { orderNo } = await api.app.services.bargains.accept(sellerViewer as never, made.body.data.bargainNo);
    expect(await db().order.findUniqueOrThrow({ where: { orderNo } })).toMatchObject({ merchantOrderNo: 'WH-K-1' });
    await deliverDue(app);
    const sent = bodiesSince(start);
    const offers = sent.filter((body) => body.type === 'bargain.changed');
    expect(offers.map((body) => body.data.event).sort()).toEqual(['accepted', 'offered']);
    expect(offers.every((body) => body.merchantOrderNo === 'WH-K-1')).toBe(true);
    expect(sent.filter((body) => body.orderNo === orderNo && body.type === 'order.transitioned').every((body) => body.merchantOrderNo === 'WH-K-1')).toBe(true);
  });
});

describe('delivery history', () => {
  it('keeps every attempt (time, status, latency, the answer’s first 1 KB); a redelivery is a new delivery from zero, the old one kept', async () => {
    const app = await partner();
    await buyFor(app, 'WH-HISTORY');
    await dispatchAll(app);
    // one delivery is enough
    const [delivery] = await db().partnerCallback.findMany({ where: { appId: app.appId }, orderBy: { eventId: 'asc' }, take: 1 });
    await db().partnerCallback.deleteMany({ where: { appId: app.appId, id: { not: delivery.id } } });
    answers = [500];
    await api.jobs.runDue();
    clock.advance(30_000);
    await api.jobs.runDue();
    const eventId = String(delivery.eventId);
    const listed = await signed(app, 'GET', `/open/v1/events/${eventId}/deliveries`);
    expect(listed.body.data.list).toHaveLength(1);
    const [log] = listed.body.data.list;
    expect(log).toMatchObject({ id: delivery.id, status: 'delivered', attempts: 2, redeliveryOf: null });
    expect(log.attemptLog.map((attempt: any) => [attempt.number, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(log.attemptLog[0].answerExcerpt).toHaveLength(ANSWER_EXCERPT_BYTES);
    expect(log.attemptLog[0].answerExcerpt.startsWith('refused:')).toBe(true);
    expect(log.attemptLog[1]).toMatchObject({ answerExcerpt: 'ok', error: null, time: clock.now().getTime() });
    expect(log.attemptLog.every((attempt: any) => Number.isInteger(attempt.latencyMs))).toBe(true);

    clock.advance(1_000);
    const again = await signed(app, 'POST', `/open/v1/events/${eventId}/redeliver`);
    expect(again.body.data).toMatchObject({ eventId, status: 'pending', attempts: 0, redeliveryOf: delivery.id, attemptLog: [] });
    expect(again.body.data.id).not.toBe(delivery.id);
    await api.jobs.runDue();
    // the web's resend is a new delivery too
    clock.advance(1_000);
    const resent = await api.call('POST', `/web/openapi/deliveries/${delivery.id}/resend`, { token: app.token });
    expect(resent.body.data).toMatchObject({ status: 'pending', attempts: 0, redeliveryOf: again.body.data.id });
    await api.jobs.runDue();
    const all = (await signed(app, 'GET', `/open/v1/events/${eventId}/deliveries`)).body.data.list;
    expect(all.map((row: any) => [row.id, row.attempts, row.attemptLog.length])).toEqual([
      [resent.body.data.id, 1, 1],
      [again.body.data.id, 1, 1],
      [delivery.id, 2, 2],
    ]);
    const page = await api.call('GET', '/web/openapi/deliveries', { token: app.token });
    expect(page.body.data.list.find((row: any) => row.id === delivery.id).attemptLog).toHaveLength(2);
    const stranger = await partner(0);
    expect((await signed(stranger, 'GET', `/open/v1/events/${eventId}/deliveries`)).status).toBe(404);
  });
});

describe('webhooks', () => {
  it('sends a signed ping at once and answers the delivery’s result, recorded like any other', async () => {
    const app = await partner(0);
    const start = received.length;
    const ping = await signed(app, 'POST', '/open/v1/webhooks/ping');
    expect(ping.body.data).toMatchObject({ type: 'ping', status: 'delivered', attempts: 1, lastStatusCode: 200, attemptLog: [{ number: 1, statusCode: 200 }] });
    expect(bodiesSince(start)).toEqual([
      {
        apiVersion: CALLBACK_API_VERSION,
        eventId: ping.body.data.eventId,
        type: 'ping',
        occurredAt: clock.now().toISOString(),
        orderNo: null,
        merchantOrderNo: null,
        seq: 1,
        status: null,
        statusDes: null,
        statusText: null,
        data: { appId: app.appId, pingId: expect.any(String) },
      },
    ]);
    expect((await signed(app, 'GET', `/open/v1/events/${ping.body.data.eventId}/deliveries`)).body.data.list).toHaveLength(1);
    // a ping the receiver refuses: answered as it went, retried as any delivery
    answers = [503];
    const refused = await signed(app, 'POST', '/open/v1/webhooks/ping');
    expect(refused.body.data).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503, nextAttemptTime: clock.now().getTime() + 30_000 });
  });

  it('lets an app choose the event types it receives: all by default, an unknown type a 400 naming it', async () => {
    const app = await partner();
    expect((await signed(app, 'GET', '/open/v1/webhooks')).body.data).toEqual({ types: [...CALLBACK_TYPES], all: true, known: [...CALLBACK_TYPES] });
    const unknown = await signed(app, 'PUT', '/open/v1/webhooks', { types: ['order.transitioned', 'order.paid'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('order.paid');
    expect((await signed(app, 'PUT', '/open/v1/webhooks', { types: [] })).status).toBe(400);
    expect((await signed(app, 'PUT', '/open/v1/webhooks', { types: ['buyOrder.changed'] })).body.data).toMatchObject({
      types: ['buyOrder.changed'],
      all: false,
    });
    const start = received.length;
    await buyFor(app, 'WH-TYPES');
    const placed = await signed(app, 'POST', '/open/v1/buyOrders', {
      merchantOrderNo: 'WH-TYPES-BO',
      hashName: 'Sticker | Crown (Foil)',
      price: 1,
      quantity: 1,
      tradeUrl: TRADE_URL,
    });
    expect(placed.body.code).toBe(0);
    await deliverDue(app);
    expect(bodiesSince(start).map((body) => body.type)).toEqual(['buyOrder.changed']);
    // the replay still lists every type
    expect((await signed(app, 'GET', '/open/v1/events?limit=200')).body.data.list.some((event: any) => event.type === 'order.transitioned')).toBe(true);
    expect((await signed(app, 'PUT', '/open/v1/webhooks', { types: null })).body.data).toMatchObject({ all: true });
  });

  it('redelivers the app’s events of a time range as new deliveries, bounded to 7 days', async () => {
    const app = await partner();
    const from = clock.now().getTime();
    await buyFor(app, 'WH-RANGE-1');
    clock.advance(60_000);
    await buyFor(app, 'WH-RANGE-2');
    await deliverDue(app);
    const to = clock.now().getTime();
    const firstDeliveries = await db().partnerCallback.count({ where: { appId: app.appId } });
    const start = received.length;
    const replayed = await signed(app, 'POST', '/open/v1/events/redeliver', { from, to });
    expect(replayed.body.data).toMatchObject({ from, to, count: firstDeliveries, next: null, maxRangeDays: 7, maxEvents: 1_000 });
    await api.jobs.runDue();
    expect(received.length - start).toBe(firstDeliveries);
    expect(await db().partnerCallback.count({ where: { appId: app.appId, redeliveryOf: { not: null } } })).toBe(firstDeliveries);
    // only the orders' events, narrowed by type
    expect((await signed(app, 'POST', '/open/v1/events/redeliver', { from, to, types: ['listing.transitioned'] })).body.data).toMatchObject({ count: 0 });
    expect((await signed(app, 'POST', '/open/v1/events/redeliver', { from, to: from + 8 * 86_400_000 })).status).toBe(400);
    expect((await signed(app, 'POST', '/open/v1/events/redeliver', { from: to, to: from })).status).toBe(400);
    expect((await signed(app, 'POST', '/open/v1/events/redeliver', { from, to, types: ['nope'] })).body.msg).toContain('nope');
  });

  it('puts apiVersion in every callback and replayed event', async () => {
    const app = await partner();
    const start = received.length;
    await buyFor(app, 'WH-VERSION');
    await deliverDue(app);
    expect(bodiesSince(start).every((body) => body.apiVersion === CALLBACK_API_VERSION)).toBe(true);
    const list = (await signed(app, 'GET', '/open/v1/events?limit=200')).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((event: any) => event.apiVersion === CALLBACK_API_VERSION && /^\d{4}-\d{2}-\d{2}$/.test(event.apiVersion))).toBe(true);
  });
});
