// Two parties acting on one thing at the same moment, across the order and money lifecycle
// (docs/testing.md "The lifecycle races"). Each race is played RACE_RUNS times with random timing
// (contestOf: the sides start in a random order, one of them after a random delay), and after every
// run the database is read again: exactly one side won, the loser got the refusal a user would read
// (never a 500), no money was created, lost or moved twice (the users' balances, the ledger's
// invariants), the order's history explains its status, and the event log holds exactly the events
// of what committed. Over the runs each side must have won at least once. Meant for PostgreSQL
// (TEST_DATABASE_URL), where the two sides really run at once; on PGlite (one connection) they
// interleave only between statements and transactions, so fewer runs are played there and whether
// both sides won is not asserted. A failure names RACE_SEED and the run's timing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import type { MessageKey } from '../../api/i18n/messages.ts';
import { translate } from '../../api/i18n/messages.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { changesWithoutTheirEvents, eventsOf } from '../helpers/events.ts';
import { boundBuyer, marketListings, quickBuyer, sellerWithListings } from '../helpers/orders.ts';
import { notify } from '../helpers/alipayNotifications.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type RestReply, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { feeCents } from '../../lib/money.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, fundDeposit, ledgerInvariants, fundWithdrawable as fundSettled } from '../helpers/wallet.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Runs of each race: on PostgreSQL enough for both orders of every pair to come up (contestOf steers towards it). */
const RACE_RUNS = Number(process.env.RACE_RUNS ?? (onPostgres ? 16 : 4));
/** The seed of the runs' random choices (printed with every failure; the delays also follow how fast the machine runs the sides). */
const RACE_SEED = Number(process.env.RACE_SEED ?? Math.floor(Math.random() * 2 ** 31));

const SECOND = 1_000;
const MINUTE = 60_000;

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-25T02:00:00Z'));

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  // every step-up and withdrawal code of the file comes from one client address
  api = await createTestApp(database, { clock, env: { SMS_CODES_PER_IP_PER_HOUR: '100000' } });
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

// -----------------------------------------------------------------------------------------------
// Timing

/** mulberry32: the runs' delays and start orders follow from RACE_SEED. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(RACE_SEED);

type Timing = { first: 'a' | 'b'; delayed: 'a' | 'b'; delayMs: number; maxDelayMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a failing assertion says about the run: the seed and the timing that led to it. */
const runLabel = (name: string, run: number, timing: Timing) =>
  `${name}, run ${run + 1}/${RACE_RUNS} (RACE_SEED=${RACE_SEED}; ${timing.first} started first, ${timing.delayed} delayed ${timing.delayMs} of at most ${timing.maxDelayMs} ms)`;

/**
 * One race played RACE_RUNS times: side `a` against side `b`, and how often each won.
 *
 * Each run starts the two sides in a random order, one of them after a random delay of up to twice as
 * long as the slower side took in the previous run (so that the delayed side starts inside the other
 * one about half the time and after it has finished otherwise, however fast the machine). Which
 * side waits is random too, leaning (3 to 1) towards the side that has won more often so far: both
 * orders come up within a few runs even where one side is much quicker than the other.
 */
function contestOf<A extends string, B extends string>(name: string, sides: readonly [A, B]) {
  const wins = { [sides[0]]: 0, [sides[1]]: 0 } as Record<A | B, number>;
  let maxDelayMs = 20;
  return {
    name,
    wins,
    won(side: A | B) {
      wins[side] += 1;
    },
    /** Runs both sides at once; a side that throws is answered as its error (the caller asserts it). */
    async race<RA, RB>(a: () => Promise<RA>, b: () => Promise<RB>): Promise<{ a: RA | Error; b: RB | Error; timing: Timing }> {
      const lead = wins[sides[0]] - wins[sides[1]];
      const aWaits = random() < (lead > 0 ? 0.75 : lead < 0 ? 0.25 : 0.5);
      const timing: Timing = {
        first: random() < 0.5 ? 'a' : 'b',
        delayed: aWaits ? 'a' : 'b',
        delayMs: Math.floor(random() * (maxDelayMs + 1)),
        maxDelayMs,
      };
      const took = { a: 0, b: 0 };
      const start = async <T>(side: 'a' | 'b', work: () => Promise<T>): Promise<T | Error> => {
        if (timing.delayed === side && timing.delayMs > 0) await sleep(timing.delayMs);
        const started = performance.now();
        try {
          return await work();
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        } finally {
          took[side] = performance.now() - started;
        }
      };
      const runs = timing.first === 'a' ? [start('a', a), start('b', b)] : [start('b', b), start('a', a)];
      const [first, second] = await Promise.all(runs);
      maxDelayMs = Math.max(10, Math.round(2 * Math.max(took.a, took.b)));
      return timing.first === 'a' ? { a: first as RA | Error, b: second as RB | Error, timing } : { a: second as RA | Error, b: first as RB | Error, timing };
    },
    /** Where both outcomes can happen: each came up (asserted on PostgreSQL from 8 runs on; on PGlite the sides queue on one connection). */
    expectBothWon() {
      console.info(`${name}: ${JSON.stringify(wins)} over ${RACE_RUNS} runs (RACE_SEED=${RACE_SEED})`);
      if (onPostgres && RACE_RUNS >= 8)
        for (const side of sides) expect(wins[side], `${name}: ${side} never won in ${RACE_RUNS} runs (RACE_SEED=${RACE_SEED})`).toBeGreaterThan(0);
    },
  };
}

// -----------------------------------------------------------------------------------------------
// What every run must leave

const zh = (key: MessageKey, params?: Record<string, string | number>) => translate('zh', key, params);

type Refusal = MessageKey | [MessageKey, Record<string, string | number>];

/** A refusal a user reads: a 4xx with the translated message of one of `refusals`. */
function expectRefused(reply: RestReply | Error, refusals: Refusal[], label: string) {
  expect(reply, `${label}: the loser's answer`).not.toBeInstanceOf(Error);
  const { status, body } = reply as RestReply;
  expect(status, `${label}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: ${JSON.stringify(body)}`).toBeLessThan(500);
  expect(
    refusals.map((refusal) => (typeof refusal === 'string' ? zh(refusal) : zh(...refusal))),
    `${label}: ${JSON.stringify(body)}`,
  ).toContain(body.msg);
}

/** The ledger's invariants: each unit sums to zero, no user balance negative, every balance its entries; and every change has its event. */
async function expectMoneyAndLogSound(label: string) {
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n, label).toBe(0n);
  expect(invariants.sums.POINT ?? 0n, label).toBe(0n);
  expect(invariants.negativeAccounts, label).toBe(0);
  expect(invariants.driftingAccounts, label).toBe(0);
  expect(await changesWithoutTheirEvents(), label).toEqual([]);
}

/**
 * The order's history explains its status: it starts with CREATED, each step leaves from where the
 * last one arrived and the last arrives at the order's status; its order.transitioned events are
 * numbered 1..n without a gap and are exactly the history's steps (none for a transition that did
 * not commit). Answers the steps' events.
 */
async function expectOrderExplained(orderId: string, label: string): Promise<string[]> {
  const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
  const history = await db().orderEvent.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
  expect(history[0], label).toMatchObject({ event: 'CREATED', fromDes: null, toDes: 'WAITING_PAYMENT' });
  for (let index = 1; index < history.length; index += 1) {
    expect(history[index].fromDes, `${label}: step ${history[index].event}`).toBe(history[index - 1].toDes);
  }
  expect(history.at(-1), label).toMatchObject({ toDes: order.statusDes, toStatus: order.status });
  const events = await eventsOf('order.transitioned', orderId);
  expect(
    events.map((event) => event.aggregateSeq),
    label,
  ).toEqual(history.map((_, index) => index + 1));
  expect(
    events.map((event) => {
      const payload = event.payload as { event: string; to: { statusDes: string } };
      return `${payload.event}->${payload.to.statusDes}`;
    }),
    label,
  ).toEqual(history.map((step) => `${step.event}->${step.toDes}`));
  return history.map((step) => step.event);
}

/** The ledger's transfers that name a reference (an order's number, a withdrawal's serial): kind and amount, sorted. */
async function transfersOf(referenceId: string) {
  const rows = await db().ledgerTransfer.findMany({ where: { referenceId }, select: { kind: true, amount: true } });
  return rows.map((row) => `${row.kind} ${row.amount}`).sort();
}

// -----------------------------------------------------------------------------------------------
// Actors

/** Settled sale proceeds at the test's clock. */
const fundWithdrawable = (userId: string, cents: number) => fundSettled(userId, cents, () => clock.now());

const buyWithBalance = (buyer: { token: string; accountId: string }, listing: { id: string; priceCents: number }) =>
  api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
  });

/** A catalogue item's reference price (cents): prices in these races stay near it (a sale under half of it is refused). */
async function referencePrice(hashName: string): Promise<number> {
  const template = await db().itemTemplate.findUniqueOrThrow({ where: { hashName } });
  return template.referencePriceCents;
}

/** A new step-up verification of each user's session (13 minutes on: a phone gets at most 5 codes an hour). */
async function stepUp(...users: Pick<SignedInUser, 'token' | 'phone'>[]) {
  clock.advance(13 * MINUTE);
  for (const user of users) await api.verify(user);
}

const orderOf = (orderNo: string) => db().order.findUniqueOrThrow({ where: { orderNo } });

const offerAtSteam = async (offerId: string | null) =>
  offerId === null ? null : db().simTradeOffer.findUniqueOrThrow({ where: { offerId: BigInt(offerId) } });

/** The simulated cashier: the buyer pays the payment's trade. */
async function payAtCashier(payUrl: string) {
  const paid = await api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: 'action=pay',
  });
  expect(paid.statusCode).toBe(303);
}

type Seller = Awaited<ReturnType<typeof signedInSeller>>;

type InventoryRow = { id: string; hashName: string; referencePrice: number | null; tradable: boolean };

/** Hash names some listing of the market is on sale for (a buy order must not cross one). */
async function hashNamesOnSale(): Promise<Set<string>> {
  const rows = await db().listing.findMany({ where: { status: 'ON_SALE' }, select: { template: { select: { hashName: true } } } });
  return new Set(rows.map((row) => row.template.hashName));
}

/** `count` of the seller's unlisted tradable items, each of another item nobody has on sale, of at least `minReference` cents. */
async function itemsOf(seller: Seller, count: number, minReference: number): Promise<InventoryRow[]> {
  const items = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token })).body.data.list as InventoryRow[];
  const taken = await hashNamesOnSale();
  const picked: InventoryRow[] = [];
  for (const item of items) {
    if (picked.length === count) break;
    if (item.referencePrice === null || item.referencePrice < minReference || !item.tradable || taken.has(item.hashName)) continue;
    taken.add(item.hashName);
    picked.push(item);
  }
  expect(picked).toHaveLength(count);
  return picked;
}

/** A seller on the simulated Steam with `count` listings at their reference price (at least ¥10 each), each of another item. */
async function sellerWithOwnListings(count: number) {
  const seller = await signedInSeller(api, { prefix: 'raceseller', inventorySize: count * 6 + 12 });
  const picked = await itemsOf(seller, count, 1_000);
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

/** The events of one type about one thing (an offer's number, a buy order's number), as `event:status`. */
async function changesOf(type: 'bargain.changed' | 'buyOrder.changed', field: 'bargainNo' | 'buyOrderNo', value: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ event: string; status: string }[]>`
    SELECT payload->>'event' AS event, payload->>'status' AS status FROM events WHERE type = ${type} AND payload->>${field} = ${value} ORDER BY aggregate_seq`;
  return rows.map((row) => `${row.event}:${row.status}`);
}

// -----------------------------------------------------------------------------------------------
// The races

describe(`the lifecycle races (${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${RACE_RUNS} runs each)`, () => {
  it('an Alipay notification against the payment deadline of the same unpaid order: the payment made in time always wins, credited once', async () => {
    // By design only the payment can win here: the deadline never cancels blind, it asks the
    // provider first (PaymentService.resolveAtDeadline), and the trade was paid there before the
    // deadline. What races is who credits it, the notification or the deadline's query: one of
    // them, once, and the order is never cancelled. (A payment after the deadline cannot race it:
    // the cashier refuses a trade past its time, which is the order's deadline.)
    const name = 'Alipay notification vs payment deadline';
    const contest = contestOf(name, ['notification', 'deadline'] as const);
    const hashName = 'AK-47 | Slate (Field-Tested)';
    const price = await referencePrice(hashName);
    const payments = api.app.services.payments as unknown as { credit: (...args: unknown[]) => Promise<{ credited: boolean }> };
    const credit = payments.credit.bind(payments);
    const side = new AsyncLocalStorage<'notification' | 'deadline'>();
    const creditedBy: string[] = [];
    let racing = false;
    // the deadline runs in the race's own async context; the notification goes through app.inject, which does not carry it
    const spy = vi.spyOn(payments, 'credit').mockImplementation(async (...args: unknown[]) => {
      const answer = await credit(...args);
      if (answer.credited) creditedBy.push(racing ? (side.getStore() ?? 'notification') : 'afterwards');
      return answer;
    });
    try {
      for (let run = 0; run < RACE_RUNS; run += 1) {
        const { listings } = await marketListings(1, price, { hashName });
        const buyer = await quickBuyer(api);
        const checkout = await api.call('POST', '/web/order', {
          token: buyer.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { listingIds: [listings[0].id], prices: [price], payMethod: 'alipay', steamAccountId: buyer.accountId },
        });
        expect(checkout.body.code).toBe(0);
        const orderNo: string = checkout.body.data.orders[0].orderNo;
        const unpaid = await orderOf(orderNo);
        // paid at the cashier a minute before the deadline; Alipay's notification is still on its way
        clock.advance(14 * MINUTE);
        await payAtCashier(checkout.body.data.payUrl);
        const payment = await db().payment.findUniqueOrThrow({ where: { id: unpaid.paymentId! } });
        const sent = await db().simPayNotification.findFirstOrThrow({ where: { outTradeNo: payment.outTradeNo } });
        clock.advance(MINUTE + SECOND);
        creditedBy.length = 0;

        racing = true;
        const ran = await contest.race(
          () => notify(api, sent.form as Record<string, string>),
          () => side.run('deadline', () => api.app.services.orders.transitions.handleDue(unpaid.id)),
        );
        const { a: notified, b: expired, timing } = ran;
        racing = false;
        const label = runLabel(name, run, timing);
        expect(expired, label).toBeUndefined();
        expect(notified, label).not.toBeInstanceOf(Error);
        // the notification is answered success either way: Alipay stops sending it
        expect((notified as { body: string }).body, label).toBe('success');
        expect(creditedBy, `${label}: credited once`).toHaveLength(1);
        contest.won(creditedBy[0] as 'notification' | 'deadline');

        const order = await orderOf(orderNo);
        expect(order, label).toMatchObject({ status: 21, statusDes: 'SELLER_DELIVERING', payMethod: 'ALIPAY' });
        expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } }), label).toMatchObject({ status: 'PAID' });
        expect((await db().listing.findUniqueOrThrow({ where: { id: listings[0].id } })).status, label).toBe('SOLD');
        expect(await transfersOf(orderNo), label).toEqual([`PAYMENT ${price}`]);
        expect(await db().paymentRefund.count({ where: { paymentId: payment.id } }), label).toBe(0);
        const steps = await expectOrderExplained(order.id, label);
        expect(steps, label).toEqual(['CREATED', 'PAID']);
        expect((await db().orderEvent.findFirstOrThrow({ where: { orderId: order.id, event: 'PAID' } })).actor, label).toBe('PAYMENT');
        expect(await balances(buyer.userId), label).toMatchObject({ deposit: 0n, withdrawable: 0n, held: 0n });
        // Alipay sends its notification again, and the deadline's job comes too: nothing more happens
        expect((await notify(api, sent.form as Record<string, string>)).body, label).toBe('success');
        await api.app.services.orders.transitions.handleDue(unpaid.id);
        expect(creditedBy, label).toHaveLength(1);
        expect(await transfersOf(orderNo), label).toEqual([`PAYMENT ${price}`]);
        expect(await expectOrderExplained(order.id, label), label).toEqual(['CREATED', 'PAID']);
        await expectMoneyAndLogSound(label);
      }
    } finally {
      spy.mockRestore();
    }
    contest.expectBothWon();
  });

  it("the buyer's cancel against the seller's 发货 (the offer made and confirmed) of the same paid order: the order is cancelled or sent, never both", async () => {
    // The buyer may cancel until the offer is sent: an offer made by 发货 but not yet confirmed in the
    // seller's Steam app is cancelled at Steam by the cancellation's verification. So the seller's side
    // is 发货 and the confirmation right after it; it wins when the offer went out before the cancel.
    const name = 'buyer cancel vs seller 发货';
    const contest = contestOf(name, ['cancel', 'deliver'] as const);
    const { seller, listings } = await sellerWithListings(api, RACE_RUNS);
    const buyer = await boundBuyer(api);
    // the buyer's Steam leaves an offer open: what the race decides stays visible
    await api.steam.setBehaviour(buyer.steamId, 'IGNORE');
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const listing = listings[run];
      await fundDeposit(buyer.userId, listing.priceCents);
      await stepUp(buyer, seller);
      const bought = await buyWithBalance(buyer, listing);
      expect(bought.body.code).toBe(0);
      const orderNo: string = bought.body.data.orders[0].orderNo;
      const before = { buyer: await balances(buyer.userId), seller: await balances(seller.userId) };

      const ran = await contest.race(
        () => api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token }),
        async () => {
          const pressed = await api.call('POST', `/web/order/${orderNo}/deliver`, { token: seller.token });
          if (pressed.body.code !== 0) return { pressed, confirmed: null };
          return { pressed, confirmed: await api.call('POST', `/web/order/${orderNo}/confirm-offer`, { token: seller.token }) };
        },
      );
      const { a: cancelled, b: delivered, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(cancelled, label).not.toBeInstanceOf(Error);
      expect(delivered, label).not.toBeInstanceOf(Error);
      const cancelReply = cancelled as RestReply;
      const { pressed, confirmed } = delivered as { pressed: RestReply; confirmed: RestReply | null };
      // a cancellation is verified (an offer made meanwhile is cancelled at Steam first)
      const raced = await orderOf(orderNo);
      if (raced.statusDes === 'BUYER_CANCEL_VERIFYING') await api.app.services.orders.transitions.verifyCancellation(raced.id);
      const order = await orderOf(orderNo);
      const offer = await offerAtSteam(order.offerId);
      const steps = await expectOrderExplained(order.id, label);
      const after = { buyer: await balances(buyer.userId), seller: await balances(seller.userId) };
      expect(after.seller, label).toEqual(before.seller);
      if (order.statusDes === 'BUYER_CANCELLED') {
        contest.won('cancel');
        expect(cancelReply.body, label).toMatchObject({ code: 0, data: { statusDes: 'BUYER_CANCEL_VERIFYING' } });
        // 发货 came too late, or made its offer but the confirmation came too late: either is refused
        if (steps.includes('OFFER_CREATED')) {
          // its offer was made and recorded before the cancel: 发货 did what it said (the cancellation withdraws the offer)
          expect(pressed.body, label).toMatchObject({ code: 0 });
          expectRefused(confirmed!, ['order.confirmNotAvailable', 'order.transitionRefused'], `${label} (the confirmation)`);
        } else {
          expectRefused(pressed, ['order.deliverNotAllowed', 'order.transitionRefused'], `${label} (发货)`);
        }
        expect(after.buyer.deposit, label).toBe(before.buyer.deposit + BigInt(listing.priceCents));
        expect(await transfersOf(orderNo), label).toEqual([`PURCHASE ${listing.priceCents}`, `REFUND ${listing.priceCents}`].sort());
        expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status, label).toBe('ON_SALE');
        // no offer of the order stays open at Steam
        expect(offer === null || offer.state === 'CANCELED', `${label}: the offer is ${offer?.state}`).toBe(true);
        expect(
          steps.filter((step) => step !== 'OFFER_CREATED'),
          label,
        ).toEqual(['CREATED', 'PAID', 'BUYER_CANCEL_REQUESTED', 'CANCEL_CONFIRMED']);
      } else {
        contest.won('deliver');
        expect(order, label).toMatchObject({ status: 41, statusDes: 'WAITING_RECEIPT' });
        expect(offer?.state, label).toBe('ACTIVE');
        expectRefused(cancelReply, ['order.cancelNotAllowed', 'order.transitionRefused'], label);
        expect(pressed.body, label).toMatchObject({ code: 0 });
        expect(confirmed?.body, label).toMatchObject({ code: 0, data: { statusDes: 'WAITING_RECEIPT' } });
        expect(after.buyer, label).toEqual(before.buyer);
        expect(await transfersOf(orderNo), label).toEqual([`PURCHASE ${listing.priceCents}`]);
        expect(steps, label).toEqual(['CREATED', 'PAID', 'OFFER_CREATED', 'OFFER_SENT']);
      }
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it("the seller's confirmation of the offer twice at once (a double click) against the buyer's cancel: each answered, the offer sent once or cancelled", async () => {
    // Found by the order model's Together steps: a second confirmation, or one whose offer a
    // cancellation withdrew a moment before, found no pending confirmation at Steam and answered 500.
    const name = 'two confirmations vs buyer cancel';
    const { seller, listings } = await sellerWithListings(api, RACE_RUNS);
    const buyer = await boundBuyer(api);
    await api.steam.setBehaviour(buyer.steamId, 'IGNORE');
    let sent = 0;
    let cancelled = 0;
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const listing = listings[run];
      await fundDeposit(buyer.userId, listing.priceCents);
      await stepUp(buyer, seller);
      const bought = await buyWithBalance(buyer, listing);
      const orderNo: string = bought.body.data.orders[0].orderNo;
      expect((await api.call('POST', `/web/order/${orderNo}/deliver`, { token: seller.token })).body.code).toBe(0);
      const confirm = () => api.call('POST', `/web/order/${orderNo}/confirm-offer`, { token: seller.token });
      // the buyer's cancel in every other run: the double click alone, and against the cancel
      const withCancel = run % 2 === 1;
      const replies = await Promise.all([
        confirm(),
        confirm(),
        ...(withCancel ? [api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token })] : []),
      ]);
      const label = `${name}, run ${run}${withCancel ? ' (with the cancel)' : ''}`;
      for (const reply of replies) expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
      const raced = await orderOf(orderNo);
      if (raced.statusDes === 'BUYER_CANCEL_VERIFYING') await api.app.services.orders.transitions.verifyCancellation(raced.id);
      const order = await orderOf(orderNo);
      const steps = await expectOrderExplained(order.id, label);
      const offer = await offerAtSteam(order.offerId);
      if (order.statusDes === 'WAITING_RECEIPT') {
        sent += 1;
        expect(offer?.state, label).toBe('ACTIVE');
        expect(
          steps.filter((step) => step === 'OFFER_SENT'),
          label,
        ).toEqual(['OFFER_SENT']);
        expect(
          replies.slice(0, 2).some((reply) => reply.body.code === 0),
          label,
        ).toBe(true);
      } else {
        cancelled += 1;
        expect(order.statusDes, label).toBe('BUYER_CANCELLED');
        expect(offer === null || offer.state === 'CANCELED', `${label}: the offer is ${offer?.state}`).toBe(true);
        for (const reply of replies.slice(0, 2))
          if (reply.body.code !== 0) expectRefused(reply, ['order.confirmNotAvailable', 'order.transitionRefused'], label);
      }
      await expectMoneyAndLogSound(label);
    }
    expect(sent, name).toBeGreaterThan(0);
    console.log(`${name}: sent ${sent}, cancelled ${cancelled} of ${RACE_RUNS}`);
  });

  it('a trade offer accepted at Steam against the receipt deadline of the same order: protected or timed out, never both', async () => {
    // The deadline cancels the offer at Steam unless it was accepted: coming second, it finds the
    // acceptance and verifies the trade (PROTECTED); coming first, Steam refuses the late acceptance.
    const name = 'offer accepted at Steam vs receipt deadline';
    const contest = contestOf(name, ['accepted', 'deadline'] as const);
    const { seller, listings } = await sellerWithListings(api, RACE_RUNS);
    expect((await api.call('PUT', `/web/steam/accounts/${seller.accountId}`, { token: seller.token, body: { type: 'ROBOT' } })).body.code).toBe(0);
    const buyer = await boundBuyer(api);
    // the buyer leaves the offer open until the race answers it
    await api.steam.setBehaviour(buyer.steamId, 'IGNORE');
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const listing = listings[run];
      const price = listing.priceCents;
      const fee = feeCents(price, 100);
      await fundDeposit(buyer.userId, price);
      await stepUp(buyer);
      const bought = await buyWithBalance(buyer, listing);
      expect(bought.body.code).toBe(0);
      const orderNo: string = bought.body.data.orders[0].orderNo;
      const paid = await orderOf(orderNo);
      // the robot account's offer, made and confirmed (what its send job does)
      await api.app.services.delivery.sendAndConfirmSimulatedOffer(paid.id);
      const sent = await orderOf(orderNo);
      expect(sent).toMatchObject({ statusDes: 'WAITING_RECEIPT' });
      const before = { buyer: await balances(buyer.userId), seller: await balances(seller.userId) };
      clock.set(new Date(sent.deadlineAt!.getTime() + SECOND));

      const ran = await contest.race(
        () => api.steam.answerOffer(sent.offerId!, 'ACCEPT'),
        () => api.app.services.orders.transitions.handleDue(sent.id),
      );
      const { a: accepted, b: expired, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(expired, `${label}: the deadline`).toBeUndefined();
      const order = await orderOf(orderNo);
      const offer = await offerAtSteam(sent.offerId);
      const steps = await expectOrderExplained(order.id, label);
      const after = { buyer: await balances(buyer.userId), seller: await balances(seller.userId) };
      if (accepted === undefined) {
        contest.won('accepted');
        // the deadline found the offer accepted: it verified the trade instead of cancelling it
        expect(offer?.state, label).toBe('ACCEPTED');
        expect(order, label).toMatchObject({ status: 51, statusDes: 'PROTECTED' });
        expect(steps, label).toEqual(['CREATED', 'PAID', 'OFFER_CREATED', 'OFFER_SENT', 'OFFER_ACCEPTED']);
        expect(after.buyer, label).toEqual(before.buyer);
        expect(after.seller, label).toEqual({ ...before.seller, frozen: before.seller.frozen + BigInt(price - fee) });
        expect(await transfersOf(orderNo), label).toEqual([`PURCHASE ${price}`, `SALE ${price - fee}`, ...(fee > 0 ? [`FEE ${fee}`] : [])].sort());
        expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status, label).toBe('SOLD');
      } else {
        contest.won('deadline');
        // Steam refuses the acceptance of an offer the deadline cancelled
        expect(accepted, label).toBeInstanceOf(Error);
        expect((accepted as Error).message, label).toBe('No offer waiting for its recipient has this id');
        expect(offer?.state, label).toBe('CANCELED');
        expect(order, label).toMatchObject({ status: 55, statusDes: 'BUYER_RECEIVE_TIMEOUT' });
        expect(steps, label).toEqual(['CREATED', 'PAID', 'OFFER_CREATED', 'OFFER_SENT', 'RECEIPT_TIMEOUT']);
        expect(after.buyer, label).toEqual({ ...before.buyer, deposit: before.buyer.deposit + BigInt(price) });
        expect(after.seller, label).toEqual(before.seller);
        expect(await transfersOf(orderNo), label).toEqual([`PURCHASE ${price}`, `REFUND ${price}`].sort());
        expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status, label).toBe('ON_SALE');
      }
      // the follow-up that reads the offer later changes nothing
      await api.app.services.delivery.lookNow(order.id);
      expect((await orderOf(orderNo)).statusDes, label).toBe(order.statusDes);
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it('a withdrawal and a balance purchase spend the same balance: exactly one of them gets it', async () => {
    const name = 'withdrawal vs balance purchase';
    const contest = contestOf(name, ['withdrawal', 'purchase'] as const);
    const hashName = 'AK-47 | Slate (Field-Tested)';
    const price = await referencePrice(hashName);
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const { listings } = await marketListings(1, price, { hashName });
      const listing = listings[0];
      const user = await quickBuyer(api);
      await fundWithdrawable(user.userId, price);
      const sent = await api.call('POST', '/web/withdraw/code', { token: user.token });
      expect(sent.body.code).toBe(0);
      const smsCode = api.sms.latestCode(user.phone, 'withdraw');
      const body = { name: '张三', idNumber: '11010519491231002X', account: '13800138000', amount: (price / 100).toFixed(2), smsCode };

      const ran = await contest.race(
        () => api.call('POST', '/web/withdraw', { token: user.token, body, headers: { 'idempotency-key': randomUUID() } }),
        () => buyWithBalance(user, listing),
      );
      const { a: withdrawn, b: bought, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(withdrawn, label).not.toBeInstanceOf(Error);
      expect(bought, label).not.toBeInstanceOf(Error);
      const withdrawReply = withdrawn as RestReply;
      const buyReply = bought as RestReply;
      const withdrawalWon = withdrawReply.body.code === 0;
      const purchaseWon = buyReply.body.code === 0;
      expect([withdrawalWon, purchaseWon], `${label}: exactly one wins`).toSatisfy(([w, p]: boolean[]) => w !== p);

      const withdrawals = await db().withdrawal.findMany({ where: { userId: user.userId } });
      const orders = await db().order.findMany({ where: { buyerId: user.userId } });
      const row = await db().listing.findUniqueOrThrow({ where: { id: listing.id } });
      if (withdrawalWon) {
        contest.won('withdrawal');
        expectRefused(buyReply, ['wallet.insufficientBalance'], label);
        expect(withdrawals, label).toHaveLength(1);
        expect(orders, label).toEqual([]);
        expect(row.status, label).toBe('ON_SALE');
        expect(await balances(user.userId), label).toMatchObject({ deposit: 0n, withdrawable: 0n, frozen: BigInt(price), held: 0n });
        expect(await transfersOf(withdrawals[0].serialNo), label).toEqual([`WITHDRAWAL ${price}`]);
        expect(
          (await eventsOf('withdrawal.changed', withdrawals[0].id)).map((event) => (event.payload as { status: string }).status),
          label,
        ).toEqual(['PROCESSING']);
      } else {
        contest.won('purchase');
        expectRefused(withdrawReply, ['wallet.insufficientBalance', ['withdraw.belowMinimum', { min: 10 }]], label);
        expect(withdrawals, label).toEqual([]);
        expect(await db().event.count({ where: { type: 'withdrawal.changed', audienceUserIds: { has: user.userId } } }), label).toBe(0);
        expect(orders, label).toHaveLength(1);
        expect(orders[0], label).toMatchObject({ statusDes: 'SELLER_DELIVERING', paidFromDepositCents: 0, paidFromWithdrawableCents: price });
        expect(row.status, label).toBe('SOLD');
        expect(await balances(user.userId), label).toMatchObject({ deposit: 0n, withdrawable: 0n, frozen: 0n, held: 0n });
        expect(await transfersOf(orders[0].orderNo), label).toEqual([`PURCHASE ${price}`]);
        expect(await expectOrderExplained(orders[0].id, label), label).toEqual(['CREATED', 'PAID']);
      }
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it('selling to a buy order against its cancellation: filled or cancelled, never both', async () => {
    const name = 'sell to buy order vs buy order cancel';
    const contest = contestOf(name, ['sale', 'cancel'] as const);
    const seller = await signedInSeller(api, { prefix: 'racebuyorder', inventorySize: RACE_RUNS * 4 + 12 });
    const items = await itemsOf(seller, RACE_RUNS, 100);
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const item = items[run];
      const price = item.referencePrice!;
      const buyer = await quickBuyer(api, price);
      const placed = await api.call('POST', '/web/buyOrder', {
        token: buyer.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { hashName: item.hashName, price, quantity: 1, steamAccountId: buyer.accountId },
      });
      expect(placed.body).toMatchObject({ code: 0, data: { status: 'OPEN', held: price } });
      const buyOrderNo: string = placed.body.data.buyOrderNo;
      await stepUp(seller);

      const ran = await contest.race(
        () =>
          api.call('POST', '/web/inventory/sellToBuyOrder', {
            token: seller.token,
            headers: { 'idempotency-key': randomUUID() },
            body: { items: [{ id: item.id, price: (price / 100).toFixed(2) }] },
          }),
        () => api.call('POST', `/web/buyOrder/${buyOrderNo}/cancel`, { token: buyer.token }),
      );
      const { a: sold, b: cancelled, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(sold, label).not.toBeInstanceOf(Error);
      expect(cancelled, label).not.toBeInstanceOf(Error);
      const saleReply = sold as RestReply;
      const cancelReply = cancelled as RestReply;
      expect(saleReply.status, label).toBe(200);
      const buyOrder = await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } });
      const orders = await db().order.findMany({ where: { buyOrderId: buyOrder.id } });
      const listingsOfItem = await db().listing.findMany({ where: { inventoryItemId: item.id } });
      if (saleReply.body.data.succeededCount === 1) {
        contest.won('sale');
        expectRefused(cancelReply, ['buyOrder.closed'], label);
        expect(buyOrder, label).toMatchObject({ status: 'FILLED', filledQuantity: 1, heldCents: 0 });
        expect(orders, label).toHaveLength(1);
        expect(orders[0], label).toMatchObject({ sellerId: seller.userId, priceCents: price, statusDes: 'SELLER_DELIVERING', paidFromDepositCents: price });
        expect(
          listingsOfItem.map((listing) => listing.status),
          label,
        ).toEqual(['SOLD']);
        expect(await balances(buyer.userId), label).toMatchObject({ deposit: 0n, withdrawable: 0n, held: 0n });
        expect(await transfersOf(orders[0].orderNo), label).toEqual([`PURCHASE ${price}`]);
        expect(await expectOrderExplained(orders[0].id, label), label).toEqual(['CREATED', 'PAID']);
        expect(await changesOf('buyOrder.changed', 'buyOrderNo', buyOrderNo), label).toEqual(['placed:OPEN', 'filled:FILLED']);
        // the hold went in once and out once, into the order's escrow
        expect(await transfersOf(buyOrderNo), label).toEqual([`HOLD ${price}`]);
      } else {
        contest.won('cancel');
        expect(cancelReply.body, label).toMatchObject({ code: 0, data: { status: 'CANCELLED', held: 0 } });
        // the seller's answer names the item it could not sell, and why
        expect(saleReply.body, label).toMatchObject({
          code: 0,
          msg: zh('selling.partial', { count: 1 }),
          data: { succeededCount: 0, failures: [{ id: item.id, reason: 'noBuyOrder' }] },
        });
        expect(buyOrder, label).toMatchObject({ status: 'CANCELLED', filledQuantity: 0, heldCents: 0 });
        expect(orders, label).toEqual([]);
        expect(listingsOfItem, label).toEqual([]);
        expect(await balances(buyer.userId), label).toMatchObject({ deposit: BigInt(price), withdrawable: 0n, held: 0n });
        expect(await changesOf('buyOrder.changed', 'buyOrderNo', buyOrderNo), label).toEqual(['placed:OPEN', 'cancelled:CANCELLED']);
        // the hold went in once and back once
        expect(await transfersOf(buyOrderNo), label).toEqual([`HOLD ${price}`, `HOLD_RELEASE ${price}`]);
      }
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it("a price offer accepted by the seller against the listing's sale to another buyer: one order, for one of them", async () => {
    const name = 'offer accepted vs sale to another buyer';
    const contest = contestOf(name, ['offer', 'purchase'] as const);
    const { seller, listings } = await sellerWithOwnListings(RACE_RUNS);
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const listing = listings[run];
      const price = listing.priceCents;
      const offered = price - 1;
      const bidder = await quickBuyer(api, price);
      const other = await quickBuyer(api, price);
      const made = await api.call('POST', '/web/bargain', {
        token: bidder.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { listingId: listing.id, price: offered, steamAccountId: bidder.accountId },
      });
      expect(made.body).toMatchObject({ code: 0, data: { status: 'OPEN', held: offered } });
      const bargainNo: string = made.body.data.bargainNo;
      await stepUp(seller);

      const ran = await contest.race(
        () => api.call('POST', `/web/bargain/${bargainNo}/accept`, { token: seller.token }),
        () => buyWithBalance(other, listing),
      );
      const { a: accepted, b: bought, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(accepted, label).not.toBeInstanceOf(Error);
      expect(bought, label).not.toBeInstanceOf(Error);
      const acceptReply = accepted as RestReply;
      const buyReply = bought as RestReply;
      const orders = await db().order.findMany({ where: { listingId: listing.id } });
      expect(orders, `${label}: one order`).toHaveLength(1);
      const [order] = orders;
      const bargain = await db().bargain.findUniqueOrThrow({ where: { bargainNo } });
      expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status, label).toBe('SOLD');
      expect(bargain.heldCents, label).toBe(0);
      if (order.buyerId === bidder.userId) {
        contest.won('offer');
        expect(acceptReply.body.code, label).toBe(0);
        expectRefused(buyReply, ['order.listingUnavailable'], label);
        expect(order, label).toMatchObject({ bargainId: bargain.id, priceCents: offered, paidFromDepositCents: offered });
        expect(bargain.status, label).toBe('ACCEPTED');
        expect(await balances(bidder.userId), label).toMatchObject({ deposit: BigInt(price - offered), held: 0n, withdrawable: 0n });
        expect(await balances(other.userId), label).toMatchObject({ deposit: BigInt(price), held: 0n, withdrawable: 0n });
        expect(await transfersOf(order.orderNo), label).toEqual([`PURCHASE ${offered}`]);
        expect(await changesOf('bargain.changed', 'bargainNo', bargainNo), label).toEqual(['offered:OPEN', 'accepted:ACCEPTED']);
      } else {
        contest.won('purchase');
        expect(buyReply.body.code, label).toBe(0);
        expectRefused(acceptReply, ['bargain.notActionable'], label);
        expect(order, label).toMatchObject({ buyerId: other.userId, bargainId: null, priceCents: price });
        expect(bargain.status, label).toBe('CANCELLED');
        expect(
          (await db().bargainStep.findMany({ where: { bargainId: bargain.id, action: 'CANCELLED' } })).map((step) => step.reason),
          label,
        ).toEqual(['LISTING_SOLD']);
        expect(await balances(bidder.userId), label).toMatchObject({ deposit: BigInt(price), held: 0n, withdrawable: 0n });
        expect(await balances(other.userId), label).toMatchObject({ deposit: 0n, held: 0n, withdrawable: 0n });
        expect(await transfersOf(order.orderNo), label).toEqual([`PURCHASE ${price}`]);
        expect(await changesOf('bargain.changed', 'bargainNo', bargainNo), label).toEqual(['offered:OPEN', 'cancelled:CANCELLED']);
      }
      expect(await expectOrderExplained(order.id, label), label).toEqual(['CREATED', 'PAID']);
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it("a counter-offer accepted by the buyer against the seller's repricing of the listing: the order or the new price, never both", async () => {
    const name = 'counter-offer accepted vs repricing';
    const contest = contestOf(name, ['offer', 'reprice'] as const);
    const { seller, listings } = await sellerWithOwnListings(RACE_RUNS);
    for (let run = 0; run < RACE_RUNS; run += 1) {
      const listing = listings[run];
      const price = listing.priceCents;
      const countered = price - 1;
      const newPrice = price + 100;
      const bidder = await quickBuyer(api, price);
      const made = await api.call('POST', '/web/bargain', {
        token: bidder.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { listingId: listing.id, price: price - 2, steamAccountId: bidder.accountId },
      });
      expect(made.body.code).toBe(0);
      const bargainNo: string = made.body.data.bargainNo;
      await stepUp(seller);
      expect((await api.call('POST', `/web/bargain/${bargainNo}/counter`, { token: seller.token, body: { price: countered } })).body.code).toBe(0);

      const ran = await contest.race(
        () => api.call('POST', `/web/bargain/${bargainNo}/accept`, { token: bidder.token }),
        () =>
          api.call('POST', '/web/inventory/reprice', {
            token: seller.token,
            headers: { 'idempotency-key': randomUUID() },
            body: { items: [{ id: listing.inventoryItemId, price: (newPrice / 100).toFixed(2) }] },
          }),
      );
      const { a: accepted, b: repriced, timing } = ran;
      const label = runLabel(name, run, timing);
      expect(accepted, label).not.toBeInstanceOf(Error);
      expect(repriced, label).not.toBeInstanceOf(Error);
      const acceptReply = accepted as RestReply;
      const repriceReply = repriced as RestReply;
      expect(repriceReply.status, label).toBe(200);
      const orders = await db().order.findMany({ where: { listingId: listing.id } });
      const bargain = await db().bargain.findUniqueOrThrow({ where: { bargainNo } });
      const row = await db().listing.findUniqueOrThrow({ where: { id: listing.id } });
      expect(bargain.heldCents, label).toBe(0);
      if (acceptReply.body.code === 0) {
        contest.won('offer');
        expect(repriceReply.body, label).toMatchObject({
          code: 0,
          msg: zh('selling.partial', { count: 1 }),
          data: { succeededCount: 0, failures: [{ id: listing.inventoryItemId, reason: 'notListed' }] },
        });
        expect(orders, label).toHaveLength(1);
        expect(orders[0], label).toMatchObject({ buyerId: bidder.userId, bargainId: bargain.id, priceCents: countered });
        expect(row, label).toMatchObject({ status: 'SOLD', priceCents: price });
        expect(bargain.status, label).toBe('ACCEPTED');
        expect(await balances(bidder.userId), label).toMatchObject({ deposit: BigInt(price - countered), held: 0n, withdrawable: 0n });
        expect(await transfersOf(orders[0].orderNo), label).toEqual([`PURCHASE ${countered}`]);
        expect(await expectOrderExplained(orders[0].id, label), label).toEqual(['CREATED', 'PAID']);
        expect(await changesOf('bargain.changed', 'bargainNo', bargainNo), label).toEqual(['offered:OPEN', 'countered:COUNTERED', 'accepted:ACCEPTED']);
      } else {
        contest.won('reprice');
        expectRefused(acceptReply, ['bargain.notActionable'], label);
        expect(repriceReply.body, label).toMatchObject({ code: 0, data: { succeededCount: 1 } });
        expect(orders, label).toEqual([]);
        expect(row, label).toMatchObject({ status: 'ON_SALE', priceCents: newPrice });
        expect(bargain.status, label).toBe('CANCELLED');
        expect(
          (await db().bargainStep.findMany({ where: { bargainId: bargain.id, action: 'CANCELLED' } })).map((step) => step.reason),
          label,
        ).toEqual(['LISTING_REPRICED']);
        expect(await balances(bidder.userId), label).toMatchObject({ deposit: BigInt(price), held: 0n, withdrawable: 0n });
        expect(await changesOf('bargain.changed', 'bargainNo', bargainNo), label).toEqual(['offered:OPEN', 'countered:COUNTERED', 'cancelled:CANCELLED']);
      }
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });

  it("unbinding the seller's Steam account against a purchase of one of its listings: the listing is sold and the account stays, or the account goes and the purchase is refused", async () => {
    // An account one of whose sales is not finished cannot be unbound (its offer, protection and
    // settlement need it): the unbinding closes the account's listings first, so a purchase either
    // committed before (the unbinding then finds its order and is refused) or finds the listing gone.
    const name = 'unbind vs purchase';
    const contest = contestOf(name, ['unbind', 'purchase'] as const);
    const seller = await api.signIn();
    for (let run = 0; run < RACE_RUNS; run += 1) {
      await stepUp(seller);
      // an account of its own each run (the run may unbind it), with one item listed
      const account = await signedInSeller(api, { prefix: 'raceunbind', inventorySize: 4, user: seller });
      const [item] = await itemsOf(account, 1, 1);
      expect((await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: item.id, multiplier: 1 }] } })).body.code).toBe(0);
      const listing = await db().listing.findFirstOrThrow({ where: { inventoryItemId: item.id, status: 'ON_SALE' } });
      const price = listing.priceCents;
      const buyer = await boundBuyer(api, price);

      const ran = await contest.race(
        () => api.call('DELETE', `/web/steam/accounts/${account.accountId}`, { token: seller.token }),
        () => buyWithBalance(buyer, listing),
      );
      const { a: unbound, b: bought, timing } = ran;
      const label = runLabel(name, run, timing);
      const unbindReply = unbound as RestReply;
      const buyReply = bought as RestReply;
      expect(unbound, label).not.toBeInstanceOf(Error);
      expect(bought, label).not.toBeInstanceOf(Error);
      const orders = await db().order.findMany({ where: { listingId: listing.id } });
      if (buyReply.body.code === 0) {
        contest.won('purchase');
        expect(orders, label).toHaveLength(1);
        expectRefused(unbindReply, [['order.accountInTrade', { orderNo: orders[0].orderNo }]], label);
        expect(await db().steamAccount.count({ where: { id: account.accountId } }), label).toBe(1);
        expect(await balances(buyer.userId), label).toMatchObject({ deposit: 0n });
        // the sale goes on: 发货 from the account that stayed
        expect((await api.call('POST', `/web/order/${orders[0].orderNo}/deliver`, { token: seller.token })).body.code, label).toBe(0);
      } else {
        contest.won('unbind');
        expect(unbindReply.body, label).toMatchObject({ code: 0, msg: zh('steam.unbound') });
        expect(orders, label).toEqual([]);
        expect(await db().steamAccount.count({ where: { id: account.accountId } }), label).toBe(0);
        expect(buyReply.status, `${label}: ${JSON.stringify(buyReply.body)}`).toBeLessThan(500);
        expect(await balances(buyer.userId), label).toMatchObject({ deposit: BigInt(price), held: 0n });
      }
      await expectMoneyAndLogSound(label);
    }
    contest.expectBothWon();
  });
});
