// Live events over SSE: `subscription viewerEvents(after)` through a real HTTP
// server and the graphql-sse client, as the web client will use it. A viewer gets their own events
// only, as they commit; resuming after a cursor gives what followed it, in order, none twice; bad and
// purged cursors, visitors and a user's sixth stream are refused; logging out ends the stream.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { encodeCursor } from '../../api/modules/events/events.service.ts';
import type { Database } from '../../api/db/database.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { fundWithdrawable } from '../helpers/wallet.ts';
import { transaction } from '../../api/db/transaction.ts';
import { boundLender, leaseListingOf, rent } from '../helpers/leases.ts';
import { boundBuyer, marketListings, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';

let database: Database;
let api: TestApp;
let base: string;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const EVENTS = /* GraphQL */ `
  subscription Events($after: String) {
    viewerEvents(after: $after) {
      __typename
      cursor
      occurredAt
      ... on OrderChanged { order { orderNo statusDes } }
      ... on WalletChanged { wallet { deposit withdrawable } }
      ... on UnreadCountsChanged { unreadCounts { messages total } }
    }
  }`;

type Received = {
  __typename: string;
  cursor: string;
  order?: { orderNo: string; statusDes: string };
  wallet?: { deposit: number };
  unreadCounts?: { messages: number };
};

/** A subscription as a browser tab holds it: what it received so far, and how it ended. */
function subscribe(token: string | undefined, after?: string, query = EVENTS) {
  const client = createClient({
    url: `${base}/graphql`,
    retryAttempts: 0,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { cookie: `Authorization=${token}` } : {}) },
  });
  const received: Received[] = [];
  const errors: { message: string; extensions?: { code?: string } }[] = [];
  let ended = false;
  const done = new Promise<void>((resolve) => {
    client.subscribe<{ viewerEvents: Received }>(
      { query, variables: after ? { after } : {} },
      {
        next: (result) => {
          if (result.data?.viewerEvents) received.push(result.data.viewerEvents);
          if (result.errors) errors.push(...(result.errors as never[]));
        },
        error: (error) => {
          errors.push(...(Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }]));
          ended = true;
          resolve();
        },
        complete: () => {
          ended = true;
          resolve();
        },
      },
    );
  });
  return {
    received,
    errors,
    done,
    get ended() {
      return ended;
    },
    close: () => client.dispose(),
  };
}

/** A subscription is listening once the server counts it open. */
const streamsOpen = (count: number) => until(() => api.app.services.viewerEvents.openStreams >= count);

async function buyOne() {
  const { seller, listings } = await sellerWithListings(api, 1);
  const listing = listings[0];
  const buyer = await boundBuyer(api, listing.priceCents + 700);
  return { seller, buyer, listing };
}

describe('viewerEvents over SSE', () => {
  it('tells the buyer and the seller, each only their own, as the purchase commits', async () => {
    const { seller, buyer, listing } = await buyOne();
    const buyerStream = subscribe(buyer.token);
    const sellerStream = subscribe(seller.token);
    await streamsOpen(2);

    const reply = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    const orderNo: string = reply.body.data.orders[0].orderNo;

    await until(() => buyerStream.received.some((event) => event.__typename === 'WalletChanged'));
    await until(() => sellerStream.received.some((event) => event.__typename === 'OrderChanged'));
    // the buyer: the order (created, then paid: both answer its state now) and the deposit spent
    const buyerOrders = buyerStream.received.filter((event) => event.__typename === 'OrderChanged');
    expect(buyerOrders.at(-1)?.order).toEqual({ orderNo, statusDes: 'SELLER_DELIVERING' });
    expect(buyerStream.received.find((event) => event.__typename === 'WalletChanged')?.wallet?.deposit).toBe(700);
    // the seller: the paid order and the message about it, never the buyer's wallet
    expect(sellerStream.received.filter((event) => event.__typename === 'OrderChanged').map((event) => event.order?.orderNo)).toEqual([orderNo]);
    await until(() => sellerStream.received.some((event) => event.__typename === 'UnreadCountsChanged'));
    expect(sellerStream.received.some((event) => event.__typename === 'WalletChanged')).toBe(false);
    // cursors strictly in log order, none twice
    const cursors = buyerStream.received.map((event) => event.cursor);
    expect(new Set(cursors).size).toBe(cursors.length);

    buyerStream.close();
    sellerStream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('tells a buyer their buy order was placed and filled, with the order the fill made', async () => {
    const buyer = await boundBuyer(api, 5_000);
    const stream = subscribe(
      buyer.token,
      undefined,
      /* GraphQL */ `subscription { viewerEvents { __typename cursor ... on BuyOrderChanged { event buyOrder { buyOrderNo filledQuantity held } }
        ... on OrderChanged { order { orderNo statusDes } } } }`,
    );
    await streamsOpen(1);
    const hashName = 'Sticker | Crown (Foil)';
    const placed = await api.call('POST', '/web/buyOrder', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { hashName, price: 1_000, quantity: 2, steamAccountId: buyer.accountId },
    });
    expect(placed.body.code).toBe(0);
    const { listings } = await marketListings(1, 1_000, { hashName });
    const [fill] = await transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listings[0].id]));
    await until(() => stream.received.some((event) => (event as { event?: string }).event === 'FILLED'));
    const buyOrderEvents = stream.received.filter((event) => event.__typename === 'BuyOrderChanged') as unknown as {
      event: string;
      buyOrder: { buyOrderNo: string; filledQuantity: number; held: number };
    }[];
    expect(buyOrderEvents.map((event) => event.event)).toEqual(['PLACED', 'FILLED']);
    expect(buyOrderEvents.at(-1)?.buyOrder).toEqual({ buyOrderNo: placed.body.data.buyOrderNo, filledQuantity: 1, held: 1_000 });
    await until(() => stream.received.some((event) => event.order?.orderNo === fill.orderNo));
    stream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('tells both parties of a price offer: the offer and the counter, each with their own side of it', async () => {
    const { seller, listings } = await sellerWithListings(api, 1);
    // a price with room for an offer and a counter between the floor and itself, whatever the asset's reference price
    const listing = await db().listing.update({ where: { id: listings[0].id }, data: { priceCents: 10_000 } });
    const buyer = await boundBuyer(api, listing.priceCents);
    const query = /* GraphQL */ `subscription { viewerEvents { __typename cursor ... on BargainChanged { event bargain { bargainNo role status counterPrice } } } }`;
    const buyerStream = subscribe(buyer.token, undefined, query);
    const sellerStream = subscribe(seller.token, undefined, query);
    await streamsOpen(2);
    const price = Math.ceil(listing.priceCents * 0.9);
    const made = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingId: listing.id, price, steamAccountId: buyer.accountId },
    });
    expect(made.body.code).toBe(0);
    const { bargainNo } = made.body.data;
    const counter = listing.priceCents - 1;
    expect((await api.call('POST', `/web/bargain/${bargainNo}/counter`, { token: seller.token, body: { price: counter } })).body.code).toBe(0);
    const bargainEvents = (stream: typeof buyerStream) =>
      stream.received.filter((event) => event.__typename === 'BargainChanged') as unknown as { event: string; bargain: Record<string, unknown> }[];
    await until(() => bargainEvents(buyerStream).length >= 2 && bargainEvents(sellerStream).length >= 2);
    expect(bargainEvents(buyerStream).map((event) => [event.event, event.bargain.role])).toEqual([
      ['OFFERED', 'BUYER'],
      ['COUNTERED', 'BUYER'],
    ]);
    expect(bargainEvents(sellerStream).map((event) => [event.event, event.bargain.role])).toEqual([
      ['OFFERED', 'SELLER'],
      ['COUNTERED', 'SELLER'],
    ]);
    expect(bargainEvents(sellerStream).at(-1)?.bargain).toEqual({ bargainNo, role: 'SELLER', status: 'COUNTERED', counterPrice: counter });
    buyerStream.close();
    sellerStream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('tells both parties of a lease each step, with their own side of it', async () => {
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender);
    const renter = await boundBuyer(api, 20_000);
    const query = /* GraphQL */ `subscription { viewerEvents { __typename cursor ... on LeaseChanged { event status lease { leaseNo role status actions } } } }`;
    const renterStream = subscribe(renter.token, undefined, query);
    const lenderStream = subscribe(lender.token, undefined, query);
    await streamsOpen(2);
    const rented = await rent(api, renter, { leaseListingId: listing.id, days: 10 });
    expect(rented.body.code).toBe(0);
    const { leaseNo } = rented.body.data;
    expect((await api.call('POST', `/web/lease/${leaseNo}/cancel`, { token: renter.token })).body.code).toBe(0);
    const leaseEvents = (stream: typeof renterStream) =>
      stream.received.filter((event) => event.__typename === 'LeaseChanged') as unknown as { event: string; status: string; lease: Record<string, unknown> }[];
    await until(() => leaseEvents(renterStream).length >= 2 && leaseEvents(lenderStream).length >= 2);
    expect(leaseEvents(renterStream).map((event) => [event.event, event.status, event.lease.role])).toEqual([
      ['RENT_BALANCE', 'AWAITING_DELIVERY', 'RENTER'],
      ['RENTER_CANCELLED', 'CANCELLED', 'RENTER'],
    ]);
    expect(leaseEvents(lenderStream).map((event) => [event.event, event.lease.role])).toEqual([
      ['RENT_BALANCE', 'LENDER'],
      ['RENTER_CANCELLED', 'LENDER'],
    ]);
    expect(leaseEvents(lenderStream).at(-1)?.lease).toEqual({ leaseNo, role: 'LENDER', status: 'CANCELLED', actions: [] });
    renterStream.close();
    lenderStream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  // what the seller's sell page, inventory and wallet follow: each to its owner only
  const OWN_THINGS = /* GraphQL */ `subscription { viewerEvents { __typename cursor
    ... on ListingChanged { listingEvent: event status listing { id price } inventoryItem { id listing { id price } } }
    ... on WithdrawalChanged { withdrawal { serialNo status amount actualAmount } wallet { withdrawable frozen } }
    ... on RechargeChanged { rechargeEvent: event contract { status companyName } credited wallet { deposit } } } }`;
  type OwnThing = {
    __typename: string;
    listingEvent?: string;
    rechargeEvent?: string;
    status?: string;
    listing?: { id: string; price: number };
    inventoryItem?: { id: string; listing: { id: string; price: number } | null } | null;
    withdrawal?: { serialNo: string; status: string; amount: number; actualAmount: number };
    wallet?: { withdrawable?: number; frozen?: number; deposit?: number };
    contract?: { status: string; companyName: string | null };
  };
  const ofType = (stream: ReturnType<typeof subscribe>, type: string) =>
    (stream.received as unknown as OwnThing[]).filter((event) => event.__typename === type);

  it('tells a seller their listing was sold and another repriced, with the price now, and nobody else', async () => {
    const { seller, listings } = await sellerWithListings(api, 2);
    const [sold, repriced] = listings;
    const buyer = await boundBuyer(api, sold.priceCents);
    const sellerStream = subscribe(seller.token, undefined, OWN_THINGS);
    const buyerStream = subscribe(buyer.token, undefined, OWN_THINGS);
    await streamsOpen(2);

    const bought = await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [sold.id], prices: [sold.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    expect(bought.body.code).toBe(0);
    await until(() => ofType(sellerStream, 'ListingChanged').some((event) => event.status === 'SOLD'));
    const soldEvent = ofType(sellerStream, 'ListingChanged').find((event) => event.status === 'SOLD')!;
    expect(soldEvent).toMatchObject({ listingEvent: 'SELL', listing: { id: expect.any(String), price: sold.priceCents } });
    // the asset is no longer on sale: the sell page drops it
    expect(soldEvent.inventoryItem).toMatchObject({ id: expect.any(String), listing: null });

    const newPrice = repriced.priceCents - 1;
    const reply = await api.call('POST', '/web/inventory/reprice', {
      token: seller.token,
      body: { items: [{ id: repriced.inventoryItemId, price: (newPrice / 100).toFixed(2) }] },
    });
    expect(reply.body.data.succeededCount).toBe(1);
    await until(() => ofType(sellerStream, 'ListingChanged').some((event) => event.listingEvent === 'REPRICE'));
    const repricedEvent = ofType(sellerStream, 'ListingChanged').find((event) => event.listingEvent === 'REPRICE')!;
    expect(repricedEvent).toMatchObject({ status: 'ON_SALE', listing: { price: newPrice }, inventoryItem: { listing: { price: newPrice } } });

    // the buyer hears of their order and wallet, never of the seller's listings
    await until(() => buyerStream.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofType(buyerStream, 'ListingChanged')).toEqual([]);
    sellerStream.close();
    buyerStream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('tells a user of their withdrawal and of their recharge contract, with the balances, and nobody else', async () => {
    const owner = await api.signIn();
    const other = await api.signIn();
    await fundWithdrawable(owner.userId, 5_000);
    const ownerStream = subscribe(owner.token, undefined, OWN_THINGS);
    const otherStream = subscribe(other.token, undefined, OWN_THINGS);
    await streamsOpen(2);

    expect((await api.call('POST', '/web/withdraw/code', { token: owner.token })).body.code).toBe(0);
    const withdrawn = await api.call('POST', '/web/withdraw', {
      token: owner.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { name: '张三', idNumber: '11010519491231002X', account: '13800138000', amount: '10', smsCode: api.sms.latestCode(owner.phone, 'withdraw') },
    });
    expect(withdrawn.body.code).toBe(0);
    await until(() => ofType(ownerStream, 'WithdrawalChanged').length > 0);
    expect(ofType(ownerStream, 'WithdrawalChanged')[0]).toMatchObject({
      withdrawal: { serialNo: withdrawn.body.data.serialNo, status: 'PROCESSING', amount: 1_000, actualAmount: 990 },
      wallet: { withdrawable: 4_000 },
    });

    const signing = await api.call('POST', '/web/recharge/contract', {
      token: owner.token,
      body: { companyName: '福州直播测试有限公司', creditCode: newEnterpriseCreditCode() },
    });
    expect(signing.body.code).toBe(0);
    await until(() => ofType(ownerStream, 'RechargeChanged').length > 0);
    expect(ofType(ownerStream, 'RechargeChanged')[0]).toMatchObject({
      rechargeEvent: 'CONTRACT',
      contract: { status: 'SIGNING', companyName: '福州直播测试有限公司' },
      credited: null,
      wallet: { deposit: 0 },
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofType(otherStream, 'WithdrawalChanged')).toEqual([]);
    expect(ofType(otherStream, 'RechargeChanged')).toEqual([]);
    ownerStream.close();
    otherStream.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('resumes after a cursor: what followed it, in order, none twice, then live ones', async () => {
    const { buyer, listing } = await buyOne();
    const first = subscribe(buyer.token);
    await streamsOpen(1);
    await api.call('POST', '/web/order', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'balance', steamAccountId: buyer.accountId },
    });
    await until(() => first.received.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seen = [...first.received];
    first.close();

    // the tab dropped after the first event: it resumes from there
    const resumed = subscribe(buyer.token, seen[0].cursor);
    await until(() => resumed.received.length >= seen.length - 1);
    expect(resumed.received.map((event) => event.cursor)).toEqual(seen.slice(1).map((event) => event.cursor));

    // and goes on live: a message read changes the counts
    await api.call('POST', '/web/messages/read', { token: buyer.token, body: {} });
    await until(() => resumed.received.length >= seen.length);
    expect(resumed.received.at(-1)?.__typename).toBe('UnreadCountsChanged');
    resumed.close();
    await until(() => api.app.services.viewerEvents.openStreams === 0);
  });

  it('refuses a cursor that is not one, a cursor the retention purged, and a visitor, each with a clear code', async () => {
    const user = await api.signIn();
    const bad = subscribe(user.token, 'not-a-cursor');
    await bad.done;
    expect(bad.errors[0]?.extensions?.code).toBe('CURSOR_INVALID');

    // the welcome message's event, then purged
    const [event] = await db().$queryRaw<{ tx: string; id: bigint }[]>`
      SELECT tx_id::text AS tx, id FROM events WHERE audience_user_ids @> ARRAY[${user.userId}]::text[] ORDER BY id LIMIT 1`;
    await db().$executeRaw`DELETE FROM events WHERE id = ${event.id}`;
    const purged = subscribe(user.token, Buffer.from(`${event.tx}:${event.id}`).toString('base64url'));
    await purged.done;
    expect(purged.errors[0]?.extensions?.code).toBe('CURSOR_EXPIRED');
    expect(purged.errors[0]?.message).toContain('30');

    const visitor = subscribe(undefined);
    await visitor.done;
    expect(visitor.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps an idle stream alive with comment lines, so proxies do not close it', async () => {
    // Yoga pings every 12 s, every 300 ms when NODE_ENV is test (as here)
    const user = await api.signIn();
    // after the sign-in's own event (its welcome message): a stream without `after` may still get an
    // event committed just before it, while an older transaction anywhere on the server held it back
    const [latest] = await db().$queryRaw<{ tx: string; id: bigint }[]>`
      SELECT tx_id::text AS tx, id FROM events WHERE audience_user_ids @> ARRAY[${user.userId}]::text[] ORDER BY tx_id DESC, id DESC LIMIT 1`;
    const after = encodeCursor({ txId: BigInt(latest.tx), id: BigInt(latest.id) });
    const controller = new AbortController();
    try {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          cookie: `Authorization=${user.token}`,
        },
        body: JSON.stringify({ query: 'subscription($after: String) { viewerEvents(after: $after) { cursor } }', variables: { after } }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body!.getReader();
      let text = '';
      while (text.split(':\n\n').length - 1 < 3) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      // nothing but comments: no event happened, and the stream is still open
      expect(text.replaceAll(':\n\n', '')).toBe('');
      expect(api.app.services.viewerEvents.openStreams).toBe(1);
    } finally {
      controller.abort();
      await until(() => api.app.services.viewerEvents.openStreams === 0);
    }
  });

  it('applies the operation limits to subscriptions: 11 aliases are refused before anything streams', async () => {
    const user = await api.signIn();
    const aliases = Array.from({ length: 11 }, (_, index) => `c${index}: cursor`).join(' ');
    const greedy = subscribe(user.token, undefined, `subscription { viewerEvents { ${aliases} } }`);
    await greedy.done;
    expect(api.app.services.viewerEvents.openStreams).toBe(0);
    expect(JSON.stringify(greedy.errors)).toMatch(/TOO_MANY_ALIASES|400/);
  });

  it('counts a stream against the limits from the moment it is granted, and frees the slot of one given up before its first read', async () => {
    const user = await api.signIn();
    const viewer = (await api.app.services.auth.viewerFor(user.token))!;
    const service = api.app.services.viewerEvents;
    const request = { address: '198.51.100.7' };
    // requests racing for the last slot: none of these streams has been read yet
    const granted = await Promise.all(Array.from({ length: 5 }, () => service.stream(viewer, request)));
    await expect(service.stream(viewer, request)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(service.openStreams).toBe(5);

    await granted[0].return!();
    const again = await service.stream(viewer, request);
    expect(service.openStreams).toBe(5);
    await Promise.all([again, ...granted].map((stream) => stream.return!()));
    expect(service.openStreams).toBe(0);
  });

  it('allows a user 5 streams at once and refuses the sixth; logging out ends them within 10 s', async () => {
    const user = await api.signIn();
    const streams = Array.from({ length: 5 }, () => subscribe(user.token));
    await streamsOpen(5);
    const sixth = subscribe(user.token);
    await sixth.done;
    expect(sixth.errors[0]?.extensions?.code).toBe('RATE_LIMITED');

    const started = Date.now();
    await api.call('DELETE', '/web/user', { token: user.token });
    await Promise.all(streams.map((stream) => stream.done));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(api.app.services.viewerEvents.openStreams).toBe(0);
  }, 20_000);
});
