// The event log: every change appends its event in the change's transaction, so a
// rolled-back change leaves none and a committed one always has one; each aggregate numbers its events
// 1, 2, 3, … with no gap even when many transactions race on it; events name who may see them and carry
// no secrets; old ones are purged. On PGlite, or on PostgreSQL with TEST_DATABASE_URL (where the races
// are real).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { postMessage } from '../../api/modules/message/message.service.ts';
import { Ledger } from '../../api/modules/wallet/ledger.ts';
import { PURGE_EVENTS_JOB } from '../../api/services.ts';
import { changesWithoutTheirEvents, eventsOf } from '../helpers/events.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-25T08:00:00Z'));
const events = new EventLog(() => clock.now());
const ledger = new Ledger(() => clock.now(), events);

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock });
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const recharge = (userId: string, cents: number, key = `events-test:${randomUUID()}`) => ({
  idempotencyKey: key,
  kind: 'RECHARGE' as const,
  reference: { type: 'PAYMENT' as const, id: key },
  from: { platform: 'PLATFORM_PAYMENT_CLEARING' as const },
  to: { userId, kind: 'DEPOSIT' as const },
  amount: cents,
});

class ForcedRollback extends Error {}

describe('the event log', () => {
  it('numbers a listing’s transitions 1, 2, 3, … with its repricings apart (partners’ listing callbacks follow that sequence with no gap)', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const listing = listings[0];
    for (const multiplier of [1.05, 1.08]) {
      const repriced = await api.call('POST', '/web/inventory/reprice', {
        token: seller.token,
        body: { items: [{ id: listing.inventoryItemId, multiplier }] },
      });
      expect(repriced.body.data).toMatchObject({ succeededCount: 1, failedCount: 0 });
    }
    const price = (await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).priceCents;
    const buyer = await boundBuyer(api, price);
    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [price], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    expect(bought.body.code).toBe(0);

    const transitions = await eventsOf('listing.transitioned', listing.id);
    expect(transitions.map((event) => [event.aggregateSeq, (event.payload as { event: string }).event])).toEqual([
      [1, 'LIST'],
      [2, 'SELL'],
    ]);
    const repricings = await eventsOf('listing.repriced', listing.id);
    expect(repricings.map((event) => [event.aggregateSeq, (event.payload as { priceCents: number }).priceCents])).toEqual([
      [1, expect.any(Number)],
      [2, price],
    ]);
    expect(repricings.every((event) => event.audienceUserIds.join() === seller.userId)).toBe(true);
  });

  it('records a purchase for the buyer and the seller: the order’s transitions in sequence, the wallet, the listing and the messages', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    const listing = listings[0];
    const buyer = await boundBuyer(api, listing.priceCents);
    const reply = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    expect(reply.body.code).toBe(0);
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: reply.body.data.orders[0].orderNo } });

    const orderEvents = await eventsOf('order.transitioned', order.id);
    expect(orderEvents.map((event) => [event.aggregateSeq, (event.payload as { event: string }).event])).toEqual([
      [1, 'CREATED'],
      [2, 'PAID'],
    ]);
    expect(orderEvents[1].payload).toMatchObject({
      orderNo: order.orderNo,
      from: { status: 11, statusDes: 'WAITING_PAYMENT' },
      to: { status: 21, statusDes: 'SELLER_DELIVERING' },
    });
    // the seller sees the order from its payment on, as in the order list
    expect(orderEvents[0].audienceUserIds).toEqual([buyer.userId]);
    expect(new Set(orderEvents[1].audienceUserIds)).toEqual(new Set([buyer.userId, seller.userId]));
    expect(orderEvents[1].id).toBeGreaterThan(orderEvents[0].id);
    expect(orderEvents[1].occurredAt).toEqual(clock.now());

    // the buyer's deposit: funded, then spent on the order; only the buyer sees it
    const wallet = await eventsOf('wallet.transfer', buyer.userId);
    expect(wallet.map((event) => [event.aggregateSeq, (event.payload as { kind: string; amount: string }).amount])).toEqual([
      [1, String(listing.priceCents)],
      [2, String(-listing.priceCents)],
    ]);
    expect(wallet[1].payload).toMatchObject({ kind: 'PURCHASE', account: 'DEPOSIT', balanceAfter: '0', reference: { type: 'ORDER', id: order.orderNo } });
    expect(wallet.every((event) => event.audienceUserIds.join() === buyer.userId)).toBe(true);

    // the listing listed, then sold (a balance purchase holds it by its row lock: never RESERVED), seen by its seller
    const listingEvents = await eventsOf('listing.transitioned', listing.id);
    expect(
      listingEvents.map((event) => {
        const payload = event.payload as { event: string; status: string };
        return `${payload.event}:${payload.status}`;
      }),
    ).toEqual(['LIST:ON_SALE', 'SELL:SOLD']);
    expect(listingEvents.every((event) => event.audienceUserIds.join() === seller.userId)).toBe(true);

    // each side's new messages, each in its own inbox
    const sellerMessages = await eventsOf('message.created', seller.userId);
    expect(sellerMessages.length).toBe(await db().message.count({ where: { userId: seller.userId } }));

    // no secret of either side travels in a payload: no trade link, phone, token or account number
    const everything = JSON.stringify(await db().event.findMany({ where: { audienceUserIds: { hasSome: [buyer.userId, seller.userId] } } }), (_key, value) =>
      typeof value === 'bigint' ? String(value) : value,
    );
    const account = await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId } });
    for (const secret of [buyer.phone, buyer.token, account.tradeLinkUrl].filter(Boolean)) expect(everything).not.toContain(secret);

    expect(await changesWithoutTheirEvents()).toEqual([]);
  });

  it('leaves no event of a change that rolls back, and the next committed change takes the next number', async () => {
    const user = await api.signIn();
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 1_000)));
    const before = await db().event.count();
    await expect(
      transaction(async (tx) => {
        await ledger.transfer(tx, recharge(user.userId, 2_000));
        await postMessage(tx, user.userId, 'SYSTEM', 'welcome', { nickname: 'x' });
        throw new ForcedRollback();
      }),
    ).rejects.toBeInstanceOf(ForcedRollback);
    expect(await db().event.count()).toBe(before);

    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 3_000)));
    const wallet = await eventsOf('wallet.transfer', user.userId);
    expect(wallet.map((event) => [event.aggregateSeq, (event.payload as { balanceAfter: string }).balanceAfter])).toEqual([
      [1, '1000'],
      [2, '4000'],
    ]);
    // an idempotent replay moved nothing: no event either
    const key = `events-test:${randomUUID()}`;
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 500, key)));
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 500, key)));
    expect((await eventsOf('wallet.transfer', user.userId)).length).toBe(3);
    expect(await changesWithoutTheirEvents()).toEqual([]);
  });

  it('numbers one aggregate’s events 1…n without gap or repeat when 24 transactions race on it and every other one rolls back', async () => {
    const user = await api.signIn();
    const attempts = Array.from({ length: 24 }, (_, index) => index);
    const outcomes = await Promise.allSettled(
      attempts.map((index) =>
        // they queue on the user's rows holding the pool's ten connections: on a busy machine the last
        // of 24 waits longer for a connection than Prisma's default 2 s, which is not what this tests
        transaction(
          async (tx) => {
            await postMessage(tx, user.userId, 'TRADE', 'welcome', { nickname: `n${index}` });
            await ledger.transfer(tx, recharge(user.userId, 100 + index));
            if (index % 2 === 1) throw new ForcedRollback();
          },
          { maxWait: 60_000, timeout: 60_000 },
        ),
      ),
    );
    const unexpected = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' && !(outcome.reason instanceof ForcedRollback) ? [String(outcome.reason?.stack ?? outcome.reason)] : [],
    );
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBe(12);
    const inbox = await eventsOf('message.created', user.userId);
    const wallet = await eventsOf('wallet.transfer', user.userId);
    // the welcome message of the sign-up first
    expect(inbox.map((event) => event.aggregateSeq)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect(wallet.map((event) => event.aggregateSeq)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    // the committed ones only: even amounts (100, 102, …)
    expect(wallet.map((event) => Number((event.payload as { amount: string }).amount) % 2)).toEqual(Array(12).fill(0));
    const stream = await db().eventStream.findUniqueOrThrow({ where: { aggregateType_aggregateId: { aggregateType: 'wallet', aggregateId: user.userId } } });
    expect(stream.seq).toBe(12);
    expect(await changesWithoutTheirEvents()).toEqual([]);
  });

  it('records reading messages and notices, which change the header’s unread counts', async () => {
    const user = await api.signIn();
    await api.call('POST', '/web/messages/read', { token: user.token, body: {} });
    const read = await eventsOf('messages.read', user.userId);
    expect(read.at(-1)?.payload).toMatchObject({ messageId: null, count: 1 });
    const again = await api.call('POST', '/web/messages/read', { token: user.token, body: {} });
    expect(again.status).toBe(200);
    // nothing more was unread: no event
    expect((await eventsOf('messages.read', user.userId)).length).toBe(read.length);
  });

  it('purges events older than EVENT_RETENTION_DAYS (30) by its daily job and keeps the newer ones', async () => {
    const user = await api.signIn();
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 100)));
    clock.advance(20 * 86_400_000);
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 200)));
    clock.advance(11 * 86_400_000);
    await api.jobs.send(PURGE_EVENTS_JOB, {});
    await api.jobs.runDue();
    const left = await eventsOf('wallet.transfer', user.userId);
    expect(left.map((event) => [event.aggregateSeq, (event.payload as { amount: string }).amount])).toEqual([[2, '200']]);
  });
});
