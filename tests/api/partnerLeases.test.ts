// Partner leases under /open/v1, signed as a partner signs them, on lease days of a minute: a lender's
// app offers its assets for rent by Steam asset id, changes the terms and delists; a renter's app rents
// for its user's bound account under a merchantOrderNo (the same request again answers the same lease,
// another body under the number is refused naming what differs), reads its leases by number, by
// merchant number and a keyset page at a time, renews, returns and buys out; the sandbox drives each
// lease through Steam's, the other party's and the clock's steps (deliver, decline, return, overdue,
// default, reverseDelivery, reverseReturn, endProtection) as production moves it; and every step
// reaches the renter's app as a signed `lease.changed` callback numbered 1, 2, 3, … per lease. A rent
// counts against the app's daily limits at its rent and deposit, a renewal at its added rent and a
// buyout at its price less the deposit (two rents racing for the last of the day: one goes through),
// and signed GraphQL's rentItem rents under the same merchantOrderNo and trade URL rules as the REST call.
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { referencePrices } from '../../api/modules/listing/listing.service.ts';
import { callbackSigningInput, verify } from '../../api/modules/openplatform/signature.ts';
import { type ReceivedCallback, startCallbackReceiver } from '../helpers/callbackReceiver.ts';
import { boundLender, leaseListingOf, tradableItems } from '../helpers/leases.ts';
import { sellerWithListings } from '../helpers/orders.ts';
import { encodeQueryValue, partnerApp, signed as signedRequest } from '../helpers/partners.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { until } from '../helpers/until.ts';
import { balances, fundDeposit, ledgerInvariants } from '../helpers/wallet.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const DAY = 60_000;
const DEPOSIT = 1_000_000;
const clock = new ControlledClock(new Date('2026-11-25T04:00:00Z'));
let api: TestApp;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let received: ReceivedCallback[];

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { clock, env: { OPS_TOKEN, LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '24' } });
  receiver = await startCallbackReceiver('/callbacks', () => ({ status: 200 }));
  received = receiver.received;
}, 120_000);

afterAll(async () => {
  receiver?.close();
  await api?.app.close();
});

type Partner = { appId: string; userId: string; accountId: string };

/** A user with a bound simulated account whose approved app signs with the test key and receives callbacks, with a deposit. */
async function partner(prefix: string): Promise<Partner> {
  const user = await signedInSeller(api, { prefix, inventorySize: 4 });
  const { appId } = await partnerApp(api, {
    opsToken: OPS_TOKEN,
    publicKeyPem: PUBLIC_PEM,
    user,
    limits: { dailyOrders: 1_000, dailyAmount: 1_000_000_000 },
    callbackUrl: receiver.url,
  });
  await fundDeposit(user.userId, DEPOSIT);
  return { appId, userId: user.userId, accountId: user.accountId };
}

const signed = (app: Pick<Partner, 'appId'>, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', target: string, body?: object) =>
  signedRequest(api, { method, target, body, appId: app.appId, key: privateKey });

let numbers = 0;

/** A lender's item offered for rent (10 ¥1 days; a buyout price when asked), and the renter's app renting it for its bound account. */
async function rented(renter: Partner, options: { buyoutPriceCents?: number } = {}) {
  const lender = await boundLender(api);
  const listing = await leaseListingOf(api, lender, { ask: { buyoutPriceCents: options.buyoutPriceCents ?? null } });
  numbers += 1;
  const body = { merchantOrderNo: `RENT-${numbers}`, leaseListingId: listing.id, days: 10, steamAccountId: renter.accountId };
  const answer = await signed(renter, 'POST', '/open/v1/leases', body);
  expect(answer.body).toMatchObject({ code: 0, data: { status: 'AWAITING_DELIVERY', role: 'RENTER', merchantOrderNo: body.merchantOrderNo } });
  return { lender, listing, body, leaseNo: answer.body.data.leaseNo as string };
}

const RENT_ITEM = /* GraphQL */ `
  mutation Rent($input: RentItemInput!) {
    rentItem(input: $input) {
      __typename
      ... on RentItemPayload { payUrl lease { leaseNo status days } }
      ... on ValidationError { field }
      ... on Error { code message }
    }
  }`;

/** POST /graphql signed as a partner signs /open/v1 (target /graphql): the answer's data. */
async function signedGraphql(app: Pick<Partner, 'appId'>, query: string, variables: Record<string, unknown>): Promise<Record<string, any>> {
  const answer = await signed(app, 'POST', '/graphql', { query, variables });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const drive = (app: Pick<Partner, 'appId'>, leaseNo: string, action: string) => signed(app, 'POST', `/open/v1/sandbox/leases/${leaseNo}`, { action });
const stored = (leaseNo: string) => db().lease.findUniqueOrThrow({ where: { leaseNo } });

/** The lease's callbacks, once `count` events were dispatched and delivered (each event once: only the renter's app receives them here). */
async function deliveredCallbacks(leaseNo: string, count: number) {
  await until(async () => {
    await api.app.services.partnerCallbacks.dispatch();
    await api.jobs.runDue();
    return callbacksOf(leaseNo).length >= count;
  }, 20_000);
  return callbacksOf(leaseNo);
}

/** The lease.changed callbacks received for the lease, one per event, by seq. */
function callbacksOf(leaseNo: string): Record<string, any>[] {
  const events = new Map<string, Record<string, any>>();
  for (const request of received) {
    const body = JSON.parse(request.body);
    if (body.type === 'lease.changed' && body.data.leaseNo === leaseNo) events.set(body.eventId, body);
  }
  return [...events.values()].sort((a, b) => a.seq - b.seq);
}

describe('partner lease listings', () => {
  it('offers assets for rent by their Steam asset ids, reads them a keyset page at a time, changes the terms and delists', async () => {
    const lender = await partner('plender');
    const items = await tradableItems(lender);
    const [first, second] = items;
    const references = await referencePrices(lender.userId, [first.templateId!, second.templateId!]);
    const reference = references.get(first.templateId!)!;
    // the second's rent a whole reference price of its own a day: over the most (a tenth of it)
    const secondReference = Math.max(1, references.get(second.templateId!)!);
    const dailyRent = Math.max(1, Math.floor(reference / 20));
    const deposit = Math.max(Math.ceil((reference * 140) / 100), dailyRent * 30) + 100;
    const offered = await signed(lender, 'POST', '/open/v1/lease/listings', {
      items: [
        { assetId: first.assetId, dailyRent, deposit, maxDays: 30 },
        { assetId: second.assetId, dailyRent: secondReference, deposit: 2 * secondReference * 30, maxDays: 30 },
        { assetId: '999999999999', dailyRent, deposit, maxDays: 30 },
      ],
    });
    expect(offered.body).toMatchObject({
      code: 0,
      msg: '2 件饰品操作失败',
      data: {
        succeededCount: 1,
        failedCount: 2,
        succeeded: [first.assetId],
        listings: [{ assetId: first.assetId, leaseListingId: expect.any(String) }],
        failures: [
          { assetId: second.assetId, reason: 'dailyRentTooHigh', field: 'dailyRent', limit: expect.any(Number) },
          { assetId: '999999999999', reason: 'notFound', field: null },
        ],
      },
    });
    const id = offered.body.data.listings[0].leaseListingId as string;

    const page = await signed(lender, 'GET', '/open/v1/lease/listings?status=on_lease&limit=1');
    expect(page.body).toMatchObject({
      code: 0,
      data: { list: [{ id, status: 'ON_LEASE', assetId: first.assetId, dailyRent, deposit, maxDays: 30 }], next: null },
    });

    const changed = await signed(lender, 'PATCH', `/open/v1/lease/listings/${id}`, { dailyRent: dailyRent + 1, buyoutPrice: deposit + 500 });
    expect(changed.body).toMatchObject({ code: 0, data: { id, dailyRent: dailyRent + 1, buyoutPrice: deposit + 500, deposit } });
    const tooLow = await signed(lender, 'PATCH', `/open/v1/lease/listings/${id}`, { deposit: 1 });
    expect(tooLow.status).toBe(400);

    const delisted = await signed(lender, 'DELETE', `/open/v1/lease/listings/${id}`);
    expect(delisted.body).toMatchObject({ code: 0, data: { id, status: 'DELISTED' } });
    expect((await signed(lender, 'GET', '/open/v1/lease/listings?status=ON_LEASE')).body.data.list).toEqual([]);

    // another lender's listing is not found
    const other = await partner('pother');
    expect((await signed(other, 'DELETE', `/open/v1/lease/listings/${id}`)).status).toBe(404);
  });
});

describe('partner leases', () => {
  it("finds an item's lease listings as the web's 租赁 tab shows them", async () => {
    const renter = await partner('pfind');
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender, { ask: { buyoutPriceCents: 20_000 } });
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { id: listing.templateId } });
    const target = `/open/v1/goods/leases?hashName=${encodeQueryValue(template.hashName)}`;
    const found = await signed(renter, 'GET', target);
    expect(found.body.code).toBe(0);
    expect(found.body.data.list).toContainEqual(
      expect.objectContaining({ id: listing.id, dailyRent: listing.dailyRentCents, deposit: listing.depositCents, buyoutPrice: 20_000, autoDelivery: false }),
    );
    expect(found.body.data).toEqual((await api.call('GET', target.replace('/open/v1/', '/web/'))).body.data);
    expect((await signed(renter, 'GET', `${target}&foo=1`)).status).toBe(400);
  });

  it('rents under a merchantOrderNo: the same request answers the same lease, another body is refused, and the lease reads by number, merchant number and page', async () => {
    const renter = await partner('prenter');
    const { leaseNo, body, listing } = await rented(renter);
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT - 10 * 100 - listing.depositCents));

    const again = await signed(renter, 'POST', '/open/v1/leases', body);
    expect(again.body).toMatchObject({ code: 0, data: { leaseNo } });
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(1);
    const changed = await signed(renter, 'POST', '/open/v1/leases', { ...body, days: 12 });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toContain(body.merchantOrderNo);
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT - 10 * 100 - listing.depositCents));

    const one = await signed(renter, 'GET', `/open/v1/leases/${leaseNo}`);
    expect(one.body).toMatchObject({
      code: 0,
      data: {
        leaseNo,
        status: 'AWAITING_DELIVERY',
        days: 10,
        rent: 1000,
        held: 1000 + listing.depositCents,
        steamAccountId: renter.accountId,
        actions: ['cancel'],
      },
    });
    const byNumber = await signed(renter, 'GET', `/open/v1/leases?merchantOrderNo=${body.merchantOrderNo}`);
    expect(byNumber.body.data).toMatchObject({ list: [{ leaseNo, merchantOrderNo: body.merchantOrderNo }], next: null });

    // a second lease a second later: pages of one, newest first
    clock.advance(1_000);
    const second = await rented(renter);
    const firstPage = await signed(renter, 'GET', '/open/v1/leases?role=renter&limit=1');
    expect(firstPage.body.data.list.map((lease: { leaseNo: string }) => lease.leaseNo)).toEqual([second.leaseNo]);
    const nextPage = await signed(renter, 'GET', `/open/v1/leases?role=RENTER&limit=1&after=${firstPage.body.data.next}`);
    expect(nextPage.body.data).toMatchObject({ list: [{ leaseNo }], next: null });
    expect((await signed(renter, 'GET', '/open/v1/leases?status=RENTING')).body.data.list).toEqual([]);

    // the lender's app reads it as LENDER, without the renter's number; a stranger's is 404
    const lenderApp = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM, user: second.lender });
    const lent = await signed(lenderApp, 'GET', `/open/v1/leases?role=lender`);
    expect(lent.body.data.list).toMatchObject([{ leaseNo: second.leaseNo, role: 'LENDER', merchantOrderNo: null, tradeUrl: null, steamAccountId: null }]);
    expect((await signed(lenderApp, 'GET', `/open/v1/leases/${leaseNo}`)).status).toBe(404);

    // the renter cancels before the offer: everything held goes back
    const cancelled = await signed(renter, 'POST', `/open/v1/leases/${second.leaseNo}/cancel`);
    expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'CANCELLED', held: 0 } });
  });

  it('deliver, renew, return and endProtection: the lease runs and completes, each step a signed lease.changed callback with seq 1..n', async () => {
    const renter = await partner('prun');
    const { leaseNo, body } = await rented(renter);
    const delivered = await drive(renter, leaseNo, 'deliver');
    expect(delivered.body).toMatchObject({ code: 0, data: { leaseNo, status: 'RENTING', renterAssetId: expect.any(String), daysLeft: 10 } });

    const renewed = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/renew`, { days: 2 });
    expect(renewed.body).toMatchObject({ code: 0, data: { status: 'RENTING', days: 12, rent: 1200 } });
    expect((await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/renew`, { days: 0 })).status).toBe(400);

    // a return before day 8 is refused; from day 8 the platform sends the item back
    expect((await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/return`)).status).toBe(409);
    expect((await drive(renter, leaseNo, 'return')).status).toBe(409);
    clock.advance(8 * DAY);
    const returning = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/return`);
    expect(returning.body).toMatchObject({ code: 0, data: { status: 'RETURNING' } });
    const returned = await drive(renter, leaseNo, 'return');
    expect(returned.body).toMatchObject({ code: 0, data: { status: 'RETURN_PROTECTED' } });
    const completed = await drive(renter, leaseNo, 'endProtection');
    expect(completed.body).toMatchObject({ code: 0, data: { status: 'COMPLETED', held: 0 } });
    const lease = await stored(leaseNo);
    expect(lease.status).toBe('COMPLETED');

    const steps = [
      'RENT_BALANCE',
      'DELIVERY_OFFER_SENT',
      'DELIVERED',
      'RENEWED',
      'RETURN_REQUESTED',
      'RETURN_OFFER_SENT',
      'RETURN_RECEIVED',
      'PROTECTION_ENDED',
    ];
    const callbacks = await deliveredCallbacks(leaseNo, steps.length);
    expect(callbacks.map((callback) => callback.data.event)).toEqual(steps);
    expect(callbacks.map((callback) => callback.seq)).toEqual(steps.map((_, index) => index + 1));
    expect(callbacks.at(-1)).toMatchObject({
      type: 'lease.changed',
      orderNo: null,
      merchantOrderNo: body.merchantOrderNo,
      status: 'COMPLETED',
      statusText: '已完成',
      data: { leaseNo, from: 'RETURN_PROTECTED' },
    });
    // signed with the platform's key
    const platform = (await api.app.inject({ method: 'GET', url: '/open/v1/platform-key' })).json().data;
    const request = received.find((each) => JSON.parse(each.body).eventId === callbacks[0].eventId)!;
    const input = callbackSigningInput({
      timestamp: String(request.headers['x-platform-timestamp']),
      nonce: String(request.headers['x-platform-nonce']),
      body: request.body,
    });
    expect(verify(createPublicKey(platform.publicKey), input, String(request.headers['x-platform-signature']))).toBe(true);

    // the replay carries the same events
    const replay = await signed(renter, 'GET', '/open/v1/events?limit=200');
    const replayed = (replay.body.data.list as Record<string, any>[]).filter((event) => event.type === 'lease.changed' && event.data.leaseNo === leaseNo);
    expect(replayed.map((event) => event.seq)).toEqual(steps.map((_, index) => index + 1));
    expect(replayed.every((event) => event.merchantOrderNo === body.merchantOrderNo)).toBe(true);
    await ledgerInvariants();
  });

  it("rents for a customer's Steam trade URL: the lender's offer goes to it, and only the renter's app sees where", async () => {
    const renter = await partner('ptradeurl');
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=515777001&token=LeaseCust1';
    const body = { merchantOrderNo: 'RENT-URL-1', leaseListingId: listing.id, days: 8, tradeUrl };
    const answer = await signed(renter, 'POST', '/open/v1/leases', body);
    expect(answer.body).toMatchObject({ code: 0, data: { status: 'AWAITING_DELIVERY', tradeUrl, steamAccountId: null, renterSteamId: '76561198476042729' } });
    const leaseNo = answer.body.data.leaseNo as string;
    const delivered = await drive(renter, leaseNo, 'deliver');
    expect(delivered.body).toMatchObject({ code: 0, data: { status: 'RENTING', tradeUrl, merchantOrderNo: 'RENT-URL-1' } });
    // both receiver fields at once, or neither, is refused
    expect((await signed(renter, 'POST', '/open/v1/leases', { ...body, merchantOrderNo: 'RENT-URL-2', steamAccountId: renter.accountId })).status).toBe(400);
    expect((await signed(renter, 'POST', '/open/v1/leases', { merchantOrderNo: 'RENT-URL-3', leaseListingId: listing.id, days: 8 })).status).toBe(400);
  });

  it("counts each rent against the app's daily orders and amount", async () => {
    const user = await signedInSeller(api, { prefix: 'plimit', inventorySize: 1 });
    const limited = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM, user, limits: { dailyOrders: 1, dailyAmount: 1_000_000 } });
    await fundDeposit(user.userId, DEPOSIT);
    const renter = { appId: limited.appId, userId: user.userId, accountId: user.accountId };
    const { listing } = await rented(renter);
    const wallet = await signed(renter, 'GET', '/open/v1/wallet');
    expect(wallet.body.data.limits).toMatchObject({ remainingOrders: 0, remainingAmount: 1_000_000 - 10 * listing.dailyRentCents - listing.depositCents });
    const lender = await boundLender(api);
    const another = await leaseListingOf(api, lender);
    const refused = await signed(renter, 'POST', '/open/v1/leases', {
      merchantOrderNo: 'RENT-LIMIT-2',
      leaseListingId: another.id,
      days: 8,
      steamAccountId: renter.accountId,
    });
    expect(refused.status).toBe(403);
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(1);
  });

  it("refuses a rent whose rent and deposit pass what is left of the app's daily amount, as a purchase beyond it is, changing nothing", async () => {
    const renter = await partner('pamount');
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender);
    const total = 8 * listing.dailyRentCents + listing.depositCents;
    // a purchase of the day leaves one cent less than the rent's total
    const { listings } = await sellerWithListings(api, 1);
    await db().partnerApp.update({ where: { id: renter.appId }, data: { dailyAmountCents: listings[0].priceCents + total - 1 } });
    const bought = await signed(renter, 'POST', '/open/v1/orders', {
      merchantOrderNo: 'BUY-AMOUNT-1',
      listingIds: [listings[0].id],
      prices: [listings[0].priceCents],
      steamAccountId: renter.accountId,
    });
    expect(bought.body.code).toBe(0);
    const before = await balances(renter.userId);

    const body = { merchantOrderNo: 'RENT-AMOUNT-1', leaseListingId: listing.id, days: 8, steamAccountId: renter.accountId };
    const refused = await signed(renter, 'POST', '/open/v1/leases', body);
    const max = ((listings[0].priceCents + total - 1) / 100).toFixed(2);
    // the answer of a purchase beyond the day's amount
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: `已达到应用今日交易额上限（${max} 元，按北京时间计算），请明日再试或联系客服提高额度`, data: null });
    // nothing held, no lease, the item still offered for rent
    expect(await balances(renter.userId)).toEqual(before);
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(0);
    expect(await db().leaseListing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: 'ON_LEASE' });

    // a cent more of room and the same rent goes through
    await db().partnerApp.update({ where: { id: renter.appId }, data: { dailyAmountCents: listings[0].priceCents + total } });
    const rentedNow = await signed(renter, 'POST', '/open/v1/leases', body);
    expect(rentedNow.body).toMatchObject({ code: 0, data: { status: 'AWAITING_DELIVERY', held: total } });
    const wallet = await signed(renter, 'GET', '/open/v1/wallet');
    expect(wallet.body.data.limits).toMatchObject({ remainingAmount: 0 });
  });

  it("counts a renewal's added rent and a buyout's price less the deposit against the app's day: beyond what is left each is refused, changing nothing", async () => {
    const renter = await partner('pdayafter');
    const { leaseNo, listing } = await rented(renter, { buyoutPriceCents: 15_000 });
    await drive(renter, leaseNo, 'deliver');
    const rentTotal = 10 * listing.dailyRentCents + listing.depositCents;
    const addedRent = 2 * listing.dailyRentCents;
    const limitBeyond = async (cents: number) => {
      await db().partnerApp.update({ where: { id: renter.appId }, data: { dailyAmountCents: cents } });
      return `已达到应用今日交易额上限（${(cents / 100).toFixed(2)} 元，按北京时间计算），请明日再试或联系客服提高额度`;
    };

    // a cent short of the renewal's added rent
    let message = await limitBeyond(rentTotal + addedRent - 1);
    const before = await balances(renter.userId);
    const refusedRenewal = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/renew`, { days: 2 });
    expect(refusedRenewal.status).toBe(403);
    expect(refusedRenewal.body).toEqual({ code: 403, msg: message, data: null });
    expect(await stored(leaseNo)).toMatchObject({ status: 'RENTING', days: 10, rentCents: 10 * listing.dailyRentCents });
    expect(await balances(renter.userId)).toEqual(before);

    await limitBeyond(rentTotal + addedRent);
    const renewed = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/renew`, { days: 2 });
    expect(renewed.body).toMatchObject({ code: 0, data: { status: 'RENTING', days: 12 } });
    expect((await signed(renter, 'GET', '/open/v1/wallet')).body.data.limits).toMatchObject({ remainingAmount: 0 });

    // the buyout holds its price less the deposit: the day must have room for that too
    const buyoutAdds = 15_000 - listing.depositCents;
    message = await limitBeyond(rentTotal + addedRent + buyoutAdds - 1);
    const refusedBuyout = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/buyout`);
    expect(refusedBuyout.status).toBe(403);
    expect(refusedBuyout.body).toEqual({ code: 403, msg: message, data: null });
    expect((await stored(leaseNo)).status).toBe('RENTING');

    await limitBeyond(rentTotal + addedRent + buyoutAdds);
    const bought = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/buyout`);
    expect(bought.body).toMatchObject({ code: 0, data: { status: 'BOUGHT_OUT', held: 0 } });
    expect((await signed(renter, 'GET', '/open/v1/wallet')).body.data.limits).toMatchObject({ remainingAmount: 0 });
    await ledgerInvariants();
  });

  it("lets only one of two rents racing for the last of the app's daily amount through, the other refused with nothing held", async () => {
    const renter = await partner('prace');
    const lender = await boundLender(api);
    const items = await tradableItems(lender);
    const [first, second] = [await leaseListingOf(api, lender, { item: items[0] }), await leaseListingOf(api, lender, { item: items[1] })];
    const total = (listing: typeof first) => 8 * listing.dailyRentCents + listing.depositCents;
    // room for either rent, not both
    await db().partnerApp.update({ where: { id: renter.appId }, data: { dailyAmountCents: Math.max(total(first), total(second)) } });
    const rent = (listing: typeof first, merchantOrderNo: string) =>
      signed(renter, 'POST', '/open/v1/leases', { merchantOrderNo, leaseListingId: listing.id, days: 8, steamAccountId: renter.accountId });
    const answers = await Promise.all([rent(first, 'RACE-LAST-1'), rent(second, 'RACE-LAST-2')]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const won = answers.find((answer) => answer.status === 200)!.body.data;
    const leases = await db().lease.findMany({ where: { renterId: renter.userId } });
    expect(leases.map((lease) => lease.leaseNo)).toEqual([won.leaseNo]);
    expect((await balances(renter.userId)).held).toBe(BigInt(won.held));
    const lost = leases[0].leaseListingId === first.id ? second : first;
    expect(await db().leaseListing.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ status: 'ON_LEASE' });
    await ledgerInvariants();
  });

  it('decline: the renter’s account declines the offer and everything held goes back', async () => {
    const renter = await partner('pdecline');
    const { leaseNo } = await rented(renter);
    const declined = await drive(renter, leaseNo, 'decline');
    expect(declined.body).toMatchObject({ code: 0, data: { status: 'CANCELLED', held: 0 } });
    expect((await stored(leaseNo)).status).toBe('CANCELLED');
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT));
  });

  it('buyout: the renter keeps the item for its buyout price', async () => {
    const renter = await partner('pbuyout');
    const { leaseNo, listing } = await rented(renter, { buyoutPriceCents: 15_000 });
    expect((await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/buyout`)).status).toBe(409);
    await drive(renter, leaseNo, 'deliver');
    const bought = await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/buyout`);
    expect(bought.body).toMatchObject({ code: 0, data: { status: 'BOUGHT_OUT', held: 0, buyoutPrice: 15_000 } });
    expect(listing.depositCents).toBeLessThan(15_000);
    await ledgerInvariants();
  });

  it('overdue and default: the end comes now, then the grace passes, and the deposit goes to the lender', async () => {
    const renter = await partner('poverdue');
    const { leaseNo } = await rented(renter);
    expect((await drive(renter, leaseNo, 'overdue')).status).toBe(409);
    await drive(renter, leaseNo, 'deliver');
    const overdue = await drive(renter, leaseNo, 'overdue');
    expect(overdue.body).toMatchObject({ code: 0, data: { status: 'OVERDUE', daysLeft: 0 } });
    const defaulted = await drive(renter, leaseNo, 'default');
    expect(defaulted.body).toMatchObject({ code: 0, data: { status: 'DEFAULTED', held: 0 } });
    const steps = await deliveredCallbacks(leaseNo, 5);
    expect(steps.map((step) => step.status)).toEqual(['AWAITING_DELIVERY', 'AWAITING_DELIVERY', 'RENTING', 'OVERDUE', 'DEFAULTED']);
    await ledgerInvariants();
  });

  it('reverseDelivery: the lender reverses the delivery trade and the renter gets everything back', async () => {
    const renter = await partner('prevdel');
    const { leaseNo } = await rented(renter);
    await drive(renter, leaseNo, 'deliver');
    const reversed = await drive(renter, leaseNo, 'reverseDelivery');
    expect(reversed.body).toMatchObject({ code: 0, data: { status: 'REVERSED', held: 0 } });
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT));
  });

  it('reverseReturn: the renter reverses the return trade during its protection and the lease defaults', async () => {
    const renter = await partner('prevret');
    const { leaseNo } = await rented(renter);
    await drive(renter, leaseNo, 'deliver');
    clock.advance(8 * DAY);
    expect((await signed(renter, 'POST', `/open/v1/leases/${leaseNo}/return`)).body.code).toBe(0);
    expect((await drive(renter, leaseNo, 'return')).body.data.status).toBe('RETURN_PROTECTED');
    const reversed = await drive(renter, leaseNo, 'reverseReturn');
    expect(reversed.body).toMatchObject({ code: 0, data: { status: 'DEFAULTED', held: 0 } });
    await ledgerInvariants();
  });

  it('refuses an unknown sandbox action naming them, and another user’s lease', async () => {
    const renter = await partner('pbad');
    const { leaseNo } = await rented(renter);
    const unknown = await drive(renter, leaseNo, 'teleport');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('reverseDelivery');
    const stranger = await partner('pstranger');
    expect((await drive(stranger, leaseNo, 'deliver')).status).toBe(404);
    expect((await stored(leaseNo)).status).toBe('AWAITING_DELIVERY');
  });

  it('rents through signed GraphQL under a merchantOrderNo for a trade URL, sharing the REST call’s number, rules and replays', async () => {
    const renter = await partner('pgql');
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=515777002&token=LeaseGql1';
    const input = { leaseListingId: encodeGlobalID('LeaseListing', listing.id), days: 8, payMethod: 'BALANCE', merchantOrderNo: 'GQL-RENT-1', tradeUrl };
    const made = await signedGraphql(renter, RENT_ITEM, { input });
    expect(made.rentItem).toMatchObject({ __typename: 'RentItemPayload', payUrl: null, lease: { status: 'AWAITING_DELIVERY', days: 8 } });
    const { leaseNo } = made.rentItem.lease;
    const total = 8 * listing.dailyRentCents + listing.depositCents;
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT - total));

    // the same number and input again, over GraphQL or REST, answer the same lease as it is now; the REST read names the number and the URL
    const again = await signedGraphql(renter, RENT_ITEM, { input });
    expect(again.rentItem.lease.leaseNo).toBe(leaseNo);
    const rest = await signed(renter, 'POST', '/open/v1/leases', { merchantOrderNo: 'GQL-RENT-1', leaseListingId: listing.id, days: 8, tradeUrl });
    expect(rest.body).toMatchObject({ code: 0, data: { leaseNo, merchantOrderNo: 'GQL-RENT-1', tradeUrl, steamAccountId: null } });
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(1);
    expect((await balances(renter.userId)).deposit).toBe(BigInt(DEPOSIT - total));

    // the number with other days is refused naming it, as over REST
    const changed = await signedGraphql(renter, RENT_ITEM, { input: { ...input, days: 9 } });
    const changedRest = await signed(renter, 'POST', '/open/v1/leases', { merchantOrderNo: 'GQL-RENT-1', leaseListingId: listing.id, days: 9, tradeUrl });
    expect(changedRest.status).toBe(409);
    expect(changed.rentItem).toEqual({ __typename: 'BaseError', code: 'CONFLICT', message: changedRest.body.msg });
    expect(changed.rentItem.message).toContain('GQL-RENT-1');
    // the number is required, and exactly one receiver
    const other = await leaseListingOf(api, await boundLender(api));
    const otherInput = { ...input, leaseListingId: encodeGlobalID('LeaseListing', other.id), merchantOrderNo: 'GQL-RENT-2' };
    const { merchantOrderNo: _number, ...unnumbered } = otherInput;
    expect((await signedGraphql(renter, RENT_ITEM, { input: unnumbered })).rentItem).toMatchObject({ __typename: 'ValidationError', field: 'merchantOrderNo' });
    const both = { ...otherInput, steamAccountId: encodeGlobalID('SteamAccount', renter.accountId) };
    expect((await signedGraphql(renter, RENT_ITEM, { input: both })).rentItem).toMatchObject({ __typename: 'ValidationError', field: 'tradeUrl' });
    const { tradeUrl: _url, ...neither } = otherInput;
    expect((await signedGraphql(renter, RENT_ITEM, { input: neither })).rentItem).toMatchObject({ __typename: 'ValidationError', field: 'tradeUrl' });
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(1);

    // from a browser session the partner fields are refused
    const browser = await api.graphql(
      RENT_ITEM,
      { input: { ...otherInput, idempotencyKey: 'browser-rent-0001' } },
      { cookie: `Authorization=${(await api.signIn()).token}`, 'x-requested-with': 'XMLHttpRequest' },
    );
    expect(browser.data?.rentItem).toMatchObject({ __typename: 'ValidationError', field: 'merchantOrderNo' });
  });

  // last in the file: the clock moves a day on
  it('answers the same rent with the same lease a day later too, when the idempotency record is gone', async () => {
    const renter = await partner('plater');
    const { leaseNo, body } = await rented(renter);
    clock.advance(25 * 3_600_000);
    const again = await signed(renter, 'POST', '/open/v1/leases', body);
    expect(again.body).toMatchObject({ code: 0, data: { leaseNo, merchantOrderNo: body.merchantOrderNo } });
    const other = await signed(renter, 'POST', '/open/v1/leases', {
      ...body,
      steamAccountId: undefined,
      tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=515000001&token=Later1x',
    });
    expect(other.status).toBe(409);
    expect(await db().lease.count({ where: { renterId: renter.userId } })).toBe(1);
  });
});
