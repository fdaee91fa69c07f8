// Partner callbacks from the event log: every event of an app's orders reaches its
// callback URL signed with the platform's key; a 500 or a timeout is tried again (the first retry
// within 30 s, then at growing intervals for more than 24 hours, then failed); each event is
// delivered exactly once per acknowledgement; private addresses are refused at delivery; the events
// replay from the log with no gap; the page's delivery log and its resend button.
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { RETRY_DELAYS_SECONDS } from '../../api/modules/openplatform/callbacks.service.ts';
import { callbackSigningInput, verify } from '../../api/modules/openplatform/signature.ts';
import { partnerApp, signed as signedRequest } from '../helpers/partners.ts';
import { type ReceivedCallback, startCallbackReceiver } from '../helpers/callbackReceiver.ts';
import { createListing } from '../helpers/listings.ts';
import { quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';
import { fundDeposit } from '../helpers/wallet.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=515151515&token=Cust0mer_T';
const clock = new ControlledClock(new Date('2026-11-25T04:00:00Z'));
let api: TestApp;

/** The statuses the partner's callback server answers with, in turn (200 when none is queued). */
let answers: number[] = [];
/** events answered 503 whatever else is queued */
const refused = new Set<string>();
/** events never answered (whatever else the same run delivers, to this app or another) */
const unanswered = new Set<string>();
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let received: ReceivedCallback[];
let receiverUrl: string;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN }, clock });
  receiver = await startCallbackReceiver('/callbacks', ({ body }) => {
    const eventId = String(JSON.parse(body).eventId);
    if (unanswered.has(eventId)) return null;
    return { status: refused.has(eventId) ? 503 : (answers.shift() ?? 200) };
  });
  ({ received, url: receiverUrl } = receiver);
}, 120_000);

afterAll(async () => {
  receiver?.close();
  await api?.app.close();
});

type Partner = { appId: string; userId: string; token: string; phone: string };

/** A user whose approved app holds the test key and sends its callbacks to the receiver above, with a deposit. */
async function partner(): Promise<Partner> {
  const { user, appId } = await partnerApp(api, {
    opsToken: OPS_TOKEN,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    limits: { dailyOrders: 1_000, dailyAmount: 1_000_000_000 },
    callbackUrl: receiverUrl,
  });
  await fundDeposit(user.userId, 100_000_000);
  return { appId, userId: user.userId, token: user.token, phone: user.phone };
}

const signed = (app: Partner, method: 'GET' | 'POST', target: string, body?: object) =>
  signedRequest(api, { method, target, body, appId: app.appId, key: privateKey });

/** A partner's purchase for a customer: answers its order number. */
async function buy(app: Partner, merchantOrderNo: string): Promise<string> {
  const { listings } = await sellerWithListings(api, 1);
  const bought = await signed(app, 'POST', '/open/v1/orders', {
    merchantOrderNo,
    listingIds: [listings[0].id],
    prices: [listings[0].priceCents],
    tradeUrl: TRADE_URL,
  });
  expect(bought.body.code).toBe(0);
  return bought.body.data.orders[0].orderNo;
}

/**
 * Dispatches until every event of the app's orders and listings has its delivery. An event is read
 * only once every older transaction on the PostgreSQL server has ended (the log's rule), and the
 * other test files' transactions run on the same server: one dispatch may come too early.
 */
async function dispatchAll(app: Partner) {
  await until(async () => {
    await api.app.services.partnerCallbacks.dispatch();
    const [row] = await db().$queryRaw<{ events: number; deliveries: number }[]>`
      SELECT (SELECT count(*) FROM events e JOIN partner_apps a ON a.id = ${app.appId}
              WHERE e.audience_user_ids @> ARRAY[a.user_id] AND e.type IN ('order.transitioned', 'listing.transitioned', 'buyOrder.changed', 'bargain.changed')
                AND e.occurred_at >= a.keys_submitted_at)::int AS events,
             (SELECT count(*) FROM partner_callbacks WHERE app_id = ${app.appId})::int AS deliveries`;
    return row.deliveries >= row.events;
  }, 20_000);
}

/** Dispatches what committed, then runs the attempts due now. */
async function deliverDue(app: Partner) {
  await dispatchAll(app);
  await api.jobs.runDue();
}

const bodies = (from = 0) => received.slice(from).map((request) => JSON.parse(request.body) as Record<string, any>);

describe('callbacks', () => {
  // first in the file: no app could receive callbacks before it
  it('reaches an app whose step 2 came just after a commit found none, within seconds and with no other commit', async () => {
    await sellerWithListings(api, 1);
    // that commit's dispatch finds no app with keys and remembers it for a few seconds
    await until(async () => (await db().partnerApp.count()) === 0 && (await new Promise((resolve) => setTimeout(resolve, 400)).then(() => true)), 2_000);
    const app = await partner();
    await buy(app, 'CB-FIRST');
    await until(async () => (await db().partnerCallback.count({ where: { appId: app.appId } })) > 0, 10_000);
    // sent, so that nothing of it is left for the next test
    await deliverDue(app);
  });

  it('names the request that caused an event on its callback (X-Request-Id), as the partner’s own answer did', async () => {
    const app = await partner();
    const start = received.length;
    const { listings } = await sellerWithListings(api, 1);
    const bought = await signed(app, 'POST', '/open/v1/orders', {
      merchantOrderNo: 'CB-REQ-ID',
      listingIds: [listings[0].id],
      prices: [listings[0].priceCents],
      tradeUrl: TRADE_URL,
    });
    expect(bought.body.code).toBe(0);
    const requestId = String(bought.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await deliverDue(app);
    const paid = received.slice(start).find((request) => JSON.parse(request.body).merchantOrderNo === 'CB-REQ-ID');
    expect(paid?.headers['x-request-id']).toBe(requestId);
  });

  it('POSTs every event of the partner’s order, signed with the platform key, with the order and merchant numbers and a growing seq', async () => {
    const app = await partner();
    const start = received.length;
    const orderNo = await buy(app, 'CB-0001');
    await deliverDue(app);
    const sent = bodies(start);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.every((body) => body.orderNo === orderNo && body.merchantOrderNo === 'CB-0001' && body.type === 'order.transitioned')).toBe(true);
    // each event once, numbered 1, 2, … per order (callbacks may arrive out of order: seq tells the order)
    expect(sent.map((body) => body.seq).sort((a, b) => a - b)).toEqual(sent.map((_, index) => index + 1));
    expect(new Set(sent.map((body) => body.eventId)).size).toBe(sent.length);
    expect(sent.reduce((latest, body) => (body.seq > latest.seq ? body : latest))).toMatchObject({
      status: 21,
      statusDes: expect.any(String),
      eventId: expect.stringMatching(/^\d+$/),
      occurredAt: expect.any(String),
    });

    const platform = (await api.app.inject({ method: 'GET', url: '/open/v1/platform-key' })).json().data;
    for (const request of received.slice(start)) {
      expect(request.headers['x-platform-key-id']).toBe(platform.keyId);
      const input = callbackSigningInput({
        timestamp: String(request.headers['x-platform-timestamp']),
        nonce: String(request.headers['x-platform-nonce']),
        body: request.body,
      });
      expect(verify(createPublicKey(platform.publicKey), input, String(request.headers['x-platform-signature']))).toBe(true);
    }
    // each acknowledged once: dispatching again sends nothing more
    await deliverDue(app);
    expect(received.length - start).toBe(sent.length);
  });

  it('tries a 500 again after 30 s and stops once a 2xx acknowledges it', async () => {
    const app = await partner();
    const start = received.length;
    await buy(app, 'CB-RETRY');
    await dispatchAll(app);
    const pending = await db().partnerCallback.findMany({ where: { appId: app.appId } });
    answers = pending.map(() => 500);
    await api.jobs.runDue();
    expect(received.length - start).toBe(pending.length);
    const waiting = await db().partnerCallback.findMany({ where: { appId: app.appId } });
    expect(waiting.every((row) => row.status === 'PENDING' && row.attempts === 1 && row.lastStatusCode === 500)).toBe(true);
    expect(waiting[0].nextAttemptAt!.getTime() - clock.now().getTime()).toBe(30_000);

    clock.advance(30_000);
    await api.jobs.runDue();
    const delivered = await db().partnerCallback.findMany({ where: { appId: app.appId } });
    expect(delivered.every((row) => row.status === 'DELIVERED' && row.attempts === 2)).toBe(true);
    expect(received.length - start).toBe(pending.length * 2);
    clock.advance(3_600_000);
    await deliverDue(app);
    expect(received.length - start).toBe(pending.length * 2);
  });

  it('never loses a delivery: an attempt killed after it claimed it, or a job lost, is sent again by the sweep; a due one once only', async () => {
    const app = await partner();
    const start = received.length;
    await buy(app, 'CB-KILLED');
    await dispatchAll(app);
    const [killed, lost, ...rest] = await db().partnerCallback.findMany({ where: { appId: app.appId }, orderBy: { eventId: 'asc' } });
    expect(killed && lost).toBeTruthy();
    // the first attempt's process died after the claim (its lease set, nothing sent, nothing recorded);
    // the second's job vanished (as a job caught by a kill that expired as failed would)
    await db().$executeRaw`UPDATE partner_callbacks SET next_attempt_at = ${new Date(clock.now().getTime() + 60_000)} WHERE id = ${killed.id}`;
    await db().$executeRaw`DELETE FROM pgboss.job WHERE name = 'partner-callback-deliver' AND data->>'callbackId' IN (${killed.id}, ${lost.id})`;
    await api.jobs.runDue();
    expect(
      bodies(start)
        .map((body) => body.eventId)
        .sort(),
    ).toEqual(rest.map((row) => String(row.eventId)).sort());
    expect(await db().partnerCallback.findMany({ where: { id: { in: [killed.id, lost.id] } }, select: { status: true, attempts: true } })).toEqual([
      { status: 'PENDING', attempts: 0 },
      { status: 'PENDING', attempts: 0 },
    ]);

    // the minute's sweep finds both overdue once the lease has passed; each goes once
    clock.advance(120_000);
    await api.jobs.runDue();
    await api.jobs.runDue();
    const sent = bodies(start).map((body) => body.eventId);
    expect(sent.filter((eventId) => eventId === String(killed.eventId))).toHaveLength(1);
    expect(sent.filter((eventId) => eventId === String(lost.eventId))).toHaveLength(1);
    expect(await db().partnerCallback.count({ where: { appId: app.appId, status: { not: 'DELIVERED' } } })).toBe(0);
    // a job that comes again for a delivered (or not yet due) delivery sends nothing
    await api.app.services.partnerCallbacks.attempt(killed.id);
    expect(received.length - start).toBe(sent.length);
  });

  it('gives up after more than 24 hours of refusals, and sends it again when the partner asks', async () => {
    const app = await partner();
    await buy(app, 'CB-GIVE-UP');
    await dispatchAll(app);
    const [first] = await db().partnerCallback.findMany({ where: { appId: app.appId }, orderBy: { eventId: 'asc' } });
    await db().partnerCallback.deleteMany({ where: { appId: app.appId, id: { not: first.id } } });
    refused.add(String(first.eventId));
    const startedAt = clock.now().getTime();
    await api.jobs.runDue();
    for (const delay of RETRY_DELAYS_SECONDS) {
      clock.advance(delay * 1000);
      await api.jobs.runDue();
    }
    const failed = await db().partnerCallback.findUniqueOrThrow({ where: { id: first.id } });
    expect(failed).toMatchObject({ status: 'FAILED', attempts: RETRY_DELAYS_SECONDS.length + 1, lastStatusCode: 503, nextAttemptAt: null });
    expect(failed.lastAttemptAt!.getTime() - startedAt).toBeGreaterThan(24 * 3_600_000);

    refused.delete(String(first.eventId));
    const again = await signed(app, 'POST', `/open/v1/events/${first.eventId}/redeliver`);
    expect(again.body.data).toMatchObject({ status: 'pending', attempts: 0, redeliveryOf: first.id });
    await api.jobs.runDue();
    // a new delivery, from zero: the failed one keeps its eleven attempts
    expect(await db().partnerCallback.findUniqueOrThrow({ where: { id: again.body.data.id } })).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(await db().partnerCallback.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'FAILED',
      attempts: RETRY_DELAYS_SECONDS.length + 1,
    });
    expect(await db().partnerCallbackAttempt.count({ where: { callbackId: first.id } })).toBe(RETRY_DELAYS_SECONDS.length + 1);
    const stranger = await partner();
    expect((await signed(stranger, 'POST', `/open/v1/events/${first.eventId}/redeliver`)).status).toBe(404);
  });

  it('retries an attempt that gets no answer within 10 s', async () => {
    const app = await partner();
    await buy(app, 'CB-HANG');
    await dispatchAll(app);
    // one delivery is enough (each silent attempt costs its 10 s)
    const [first] = await db().partnerCallback.findMany({ where: { appId: app.appId }, orderBy: { eventId: 'asc' } });
    await db().partnerCallback.deleteMany({ where: { appId: app.appId, id: { not: first.id } } });
    unanswered.add(String(first.eventId));
    await api.jobs.runDue();
    const timedOut = await db().partnerCallback.findUniqueOrThrow({ where: { id: first.id } });
    expect(timedOut).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null, lastError: expect.stringMatching(/timed out/) });
    unanswered.delete(String(first.eventId));
    receiver.dropConnections();
  }, 60_000);

  it('refuses a private address at delivery, sending nothing', async () => {
    const app = await partner();
    await buy(app, 'CB-PRIVATE');
    await db().partnerApp.update({ where: { id: app.appId }, data: { callbackUrl: 'https://10.20.30.40/callbacks' } });
    const start = received.length;
    await deliverDue(app);
    expect(received.length).toBe(start);
    const rows = await db().partnerCallback.findMany({ where: { appId: app.appId } });
    expect(rows.every((row) => row.status === 'PENDING' && row.attempts === 1 && /refused before sending/.test(row.lastError ?? ''))).toBe(true);
  });
});

describe('replay and the delivery log', () => {
  it('replays the app’s events from the log in pages with no gap, as the callbacks carried them', async () => {
    const app = await partner();
    await buy(app, 'CB-REPLAY-1');
    await buy(app, 'CB-REPLAY-2');
    await deliverDue(app);
    const replayed: Record<string, unknown>[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { body: { data: { list: Record<string, unknown>[]; next: string | null } } } = await signed(
        app,
        'GET',
        `/open/v1/events?limit=2${after ? `&after=${after}` : ''}`,
      );
      if (page.body.data.list.length === 0) break;
      replayed.push(...page.body.data.list);
      after = page.body.data.next;
    }
    const dispatched = await db().partnerCallback.findMany({ where: { appId: app.appId }, orderBy: { eventId: 'asc' } });
    expect(replayed.map((event) => event.eventId)).toEqual(dispatched.map((row) => String(row.eventId)));
    expect(replayed.map((event) => event.merchantOrderNo)).toContain('CB-REPLAY-2');
    expect((await signed(app, 'GET', '/open/v1/events?after=nonsense')).status).toBe(400);
  });

  it('lists the last deliveries on the page, with a resend that sends one again', async () => {
    const app = await partner();
    await buy(app, 'CB-LOG');
    await deliverDue(app);
    const log = await api.call('GET', '/web/openapi/deliveries', { token: app.token });
    expect(log.body.data.list[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, type: 'order.transitioned' });
    const start = received.length;
    const resent = await api.call('POST', `/web/openapi/deliveries/${log.body.data.list[0].id}/resend`, { token: app.token });
    expect(resent.body.data).toMatchObject({ status: 'pending' });
    await api.jobs.runDue();
    expect(received.length - start).toBe(1);
    const other = await partner();
    expect((await api.call('POST', `/web/openapi/deliveries/${log.body.data.list[0].id}/resend`, { token: other.token })).status).toBe(404);
  });
});

describe('buy order callbacks', () => {
  it('POSTs a buy order placed and cancelled by the app’s user, with its number, status and counts', async () => {
    const app = await partner();
    const account = await db().steamAccount.create({
      data: {
        userId: app.userId,
        steamId: '76561199000515151',
        accountName: `partner_buyer_${Date.now() % 100_000}`,
        passwordCipher: 'x',
        mafileCipher: 'x',
        tradeLinkUrl: TRADE_URL,
      },
    });
    await api.verify({ token: app.token, phone: app.phone });
    const start = received.length;
    const placed = await api.call('POST', '/web/buyOrder', {
      token: app.token,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: { hashName: 'AK-47 | Redline (Field-Tested)', price: 1, quantity: 2, steamAccountId: account.id },
    });
    expect(placed.body.code).toBe(0);
    const { buyOrderNo } = placed.body.data;
    expect((await api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: app.token })).body.code).toBe(0);
    await deliverDue(app);
    // callbacks may arrive out of order: seq tells the order
    const sent = bodies(start)
      .filter((body) => body.type === 'buyOrder.changed')
      .sort((a, b) => a.seq - b.seq);
    expect(sent.map((body) => [body.seq, body.status, body.data.event])).toEqual([
      [1, 'OPEN', 'placed'],
      [2, 'CANCELLED', 'cancelled'],
    ]);
    expect(sent[0]).toMatchObject({ orderNo: null, merchantOrderNo: null, data: { buyOrderNo, quantity: 2, filledQuantity: 0 } });
  });
});

describe('price offer callbacks', () => {
  it('POSTs an offer received on the app user’s listing and the app’s decline, with the offer number and status', async () => {
    const app = await partner();
    const template = await db().itemTemplate.findFirstOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' } });
    const listing = await createListing({ templateId: template.id, sellerId: app.userId, priceCents: 10_000 });
    const buyer = await quickBuyer(api, 10_000);
    const start = received.length;
    const made = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: { listingId: listing.id, price: 9_000, steamAccountId: buyer.accountId },
    });
    expect(made.body.code).toBe(0);
    const { bargainNo } = made.body.data;
    // the app, as the seller, sees the offer without where the buyer receives, and declines it
    const seen = await signed(app, 'GET', `/open/v1/bargains?role=SELLER&status=open`);
    expect(seen.body.data).toMatchObject({
      total: 1,
      list: [
        {
          bargainNo,
          role: 'SELLER',
          price: 9_000,
          steamAccountId: null,
          tradeUrl: null,
          actions: { accept: true, decline: true, counter: true, cancel: false },
        },
      ],
    });
    expect((await signed(app, 'POST', `/open/v1/bargains/${bargainNo}/decline`)).body.data).toMatchObject({ status: 'DECLINED' });
    await deliverDue(app);
    const sent = bodies(start)
      .filter((body) => body.type === 'bargain.changed')
      .sort((a, b) => a.seq - b.seq);
    expect(sent.map((body) => [body.seq, body.status, body.data.event])).toEqual([
      [1, 'OPEN', 'offered'],
      [2, 'DECLINED', 'declined'],
    ]);
    expect(sent[0]).toMatchObject({ orderNo: null, data: { bargainNo, listingId: listing.id } });
    // new offer terms are no step of the listing's own: its callbacks' seq keeps counting its transitions with no gap
    expect((await signed(app, 'POST', `/open/v1/listings/${listing.id}/bargainTerms`, { enabled: false })).body.data).toMatchObject({ enabled: false });
    const listingEvents = await db().event.findMany({ where: { aggregateType: 'listing', aggregateId: listing.id }, orderBy: { aggregateSeq: 'asc' } });
    expect(listingEvents.map((event) => [event.aggregateSeq, event.type])).toEqual([[1, 'listing.transitioned']]);
  });
});
