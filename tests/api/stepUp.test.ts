// Step-up verification: spending the balance, withdrawing, binding Steam accounts
// (one or a batch), refreshing the stored trade link, the real name and the withdrawal account need a
// session verified by SMS within STEP_UP_WINDOW_SECONDS (a login counts). An older session is refused
// with REST code 4031 / GraphQL StepUpRequiredError and nothing changes; after POST /web/user/verify
// (or verifyStepUp) the very same request goes through.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, marketListings, quickBuyer } from '../helpers/orders.ts';
import { signedInSeller, simulatedSteamAccount } from '../helpers/steamSellers.ts';
import { createTestApp, type RestReply, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, fundWithdrawable as fundSettled } from '../helpers/wallet.ts';

let database: Database;
let api: TestApp;
let clock: ControlledClock;

/** STEP_UP_WINDOW_SECONDS's default. */
const WINDOW_MS = 1_800_000;
const ID_NUMBER = '11010519491231002X';

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

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const cookie = (user: Pick<SignedInUser, 'token'>) => ({ cookie: `Authorization=${user.token}` });
/** Lets every session signed in so far age past the step-up window. */
const age = () => clock.advance(WINDOW_MS + 1_000);

function expectStepUpRefusal(reply: RestReply, language: 'zh' | 'en' = 'zh') {
  expect(reply.status).toBe(403);
  expect(reply.body).toEqual({ code: 4031, msg: language === 'zh' ? '请先完成短信验证' : 'Please verify with an SMS code first', data: null });
}

async function expectStepUpError(operation: string, input: Record<string, unknown>, user: SignedInUser, field: string) {
  const answer = await api.graphql<Record<string, { __typename: string; code?: string; message?: string }>>(
    `mutation($input: ${operation}) { ${field}(input: $input) { __typename ... on Error { code message } } }`,
    { input },
    { ...cookie(user), 'accept-language': 'en' },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data![field]).toEqual({ __typename: 'StepUpRequiredError', code: 'STEP_UP_REQUIRED', message: 'Please verify with an SMS code first' });
}

/** Settled sale proceeds at the test's clock. */
const fundWithdrawable = (userId: string, cents: number) => fundSettled(userId, cents, () => clock.now());

describe('an old session is refused each step-up action, through REST and GraphQL, and nothing changes; after verifying the same request goes through', () => {
  it('spending the balance (an Alipay checkout is confirmed at the cashier and needs none)', async () => {
    const { listings } = await marketListings(3, 1_000);
    const buyer = await quickBuyer(api, 5_000);
    const body = (index: number, payMethod = 'balance') => ({
      listingIds: [listings[index].id],
      prices: [1_000],
      payMethod,
      steamAccountId: buyer.accountId,
    });
    const buy = (index: number, key: string, payMethod = 'balance') =>
      api.call('POST', '/web/order', { token: buyer.token, headers: { 'idempotency-key': key }, body: body(index, payMethod) });

    // a login counts as a verification
    expect((await buy(0, randomUUID())).body.code).toBe(0);

    age();
    const key = randomUUID();
    expectStepUpRefusal(await buy(1, key));
    await expectStepUpError(
      'CreateOrderInput!',
      {
        listingIds: [gid('Listing', listings[1].id)],
        prices: [1_000],
        payMethod: 'BALANCE',
        steamAccountId: gid('SteamAccount', buyer.accountId),
        idempotencyKey: randomUUID(),
      },
      buyer,
      'createOrder',
    );
    expect(await db().listing.findUniqueOrThrow({ where: { id: listings[1].id } })).toMatchObject({ status: 'ON_SALE' });
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(1);
    expect((await balances(buyer.userId)).deposit).toBe(4_000n);
    expect(await db().idempotencyKey.count({ where: { userId: buyer.userId, key } })).toBe(0);

    // the Alipay checkout goes on without a verification: the money moves at the cashier
    expect((await buy(2, randomUUID(), 'alipay')).body.code).toBe(0);

    await api.verify(buyer);
    const again = await buy(1, key);
    expect(again.body).toMatchObject({ code: 0, data: { orders: [{ statusDes: 'SELLER_DELIVERING' }] } });
    expect((await balances(buyer.userId)).deposit).toBe(3_000n);
  });

  it('withdrawing, and with the first withdrawal the real name and the withdrawal account; the SMS code stays usable', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 5_000);
    age();
    const sent = await api.call('POST', '/web/withdraw/code', { token: user.token });
    expect(sent.body.code).toBe(0);
    const smsCode = api.sms.latestCode(user.phone, 'withdraw');
    const key = randomUUID();
    const body = { amount: '20', smsCode, name: '张三', idNumber: ID_NUMBER, account: '13800138000' };
    const withdraw = () => api.call('POST', '/web/withdraw', { token: user.token, body, headers: { 'idempotency-key': key } });

    expectStepUpRefusal(await withdraw());
    await expectStepUpError('WithdrawInput!', { ...body, idempotencyKey: randomUUID() }, user, 'withdraw');
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(0);
    expect(await db().user.findUniqueOrThrow({ where: { id: user.userId } })).toMatchObject({ verifiedStatus: 0, realName: null, withdrawAccount: null });
    expect((await balances(user.userId)).withdrawable).toBe(5_000n);

    await api.verify(user);
    const done = await withdraw();
    expect(done.body).toMatchObject({ code: 0, data: { amount: 2_000, status: 'PROCESSING' } });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.userId } })).toMatchObject({ verifiedStatus: 1, withdrawAccount: '13800138000' });
    expect((await balances(user.userId)).withdrawable).toBe(3_000n);
  });

  it('binding a Steam account, one or a batch', async () => {
    const user = await api.signIn();
    const one = await simulatedSteamAccount(api, 'stepup_one', 1);
    const two = await simulatedSteamAccount(api, 'stepup_two', 1);
    age();
    const bind = () => api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: one.mafile, password: one.password } });
    const batchBody = { credentials: `${two.accountName}--${two.password}`, mafiles: [{ fileName: `${two.accountName}.maFile`, content: two.mafile }] };
    const bindBatch = () => api.call('POST', '/web/steam/accounts/batch', { token: user.token, body: batchBody });

    expectStepUpRefusal(await bind(), 'zh');
    expectStepUpRefusal(await bindBatch());
    await expectStepUpError('BindSteamAccountInput!', { mafile: one.mafile, password: one.password }, user, 'bindSteamAccount');
    await expectStepUpError('BindSteamAccountsInput!', batchBody, user, 'bindSteamAccounts');
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(0);

    await api.verify(user);
    expect((await bind()).body.code).toBe(0);
    expect((await bindBatch()).body).toMatchObject({ code: 0, data: { boundCount: 1, failedCount: 0 } });
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(2);
  });

  it('refreshing an account, which rereads and stores its trade link', async () => {
    const buyer = await boundBuyer(api);
    const before = await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId } });
    age();
    const refresh = () => api.call('POST', `/web/steam/accounts/${buyer.accountId}/token`, { token: buyer.token, language: 'en' });
    expectStepUpRefusal(await refresh(), 'en');
    await expectStepUpError('SteamAccountIdInput!', { id: gid('SteamAccount', buyer.accountId) }, buyer, 'refreshSteamToken');
    const unchanged = await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId } });
    expect(unchanged.tokenRefreshedAt).toEqual(before.tokenRefreshedAt);
    expect(unchanged.updatedAt).toEqual(before.updatedAt);

    await api.verify(buyer);
    expect((await refresh()).body.code).toBe(0);
    expect((await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId } })).tokenRefreshedAt).not.toEqual(before.tokenRefreshedAt);
  });

  it('setting the real name in the settings', async () => {
    const user = await api.signIn();
    age();
    const identity = { name: '王小明', idNumber: ID_NUMBER };
    const verification = () => api.call('POST', '/web/user/verification', { token: user.token, body: identity, language: 'en' });
    expectStepUpRefusal(await verification(), 'en');
    await expectStepUpError('VerifyIdentityInput!', identity, user, 'verifyIdentity');
    expect(await db().user.findUniqueOrThrow({ where: { id: user.userId } })).toMatchObject({ verifiedStatus: 0, realName: null, idNumber: null });

    await api.verify(user);
    expect((await verification()).body).toMatchObject({ code: 0, data: { verifiedStatus: 1 } });
  });
});

type InventoryRow = { id: string; hashName: string; referencePrice: number | null; tradable: boolean };

/** A seller on the simulated Steam and their tradable items with a reference price, one per item name. */
async function sellerWithItems(prefix: string) {
  const seller = await signedInSeller(api, { prefix, inventorySize: 24 });
  const list = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token })).body.data.list as InventoryRow[];
  const items = list.filter(
    (item, index, all) => item.referencePrice !== null && item.tradable && all.findIndex((other) => other.hashName === item.hashName) === index,
  );
  expect(items.length).toBeGreaterThanOrEqual(2);
  // dearest first (the tests take the first two): the percentages they take of a reference price stay apart
  // after rounding, and half of it is above a ¥1 bid (a ¥0.03 sticker's would not be)
  items.sort((a, b) => b.referencePrice! - a.referencePrice!);
  expect(items[1].referencePrice).toBeGreaterThan(200);
  return { seller, items };
}

/** A buyer's open buy order for an item at a price in cents. */
async function buyOrderFor(hashName: string, priceCents: number) {
  const bidder = await boundBuyer(api, priceCents + 10_000);
  const placed = await api.call('POST', '/web/buyOrder', {
    token: bidder.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { hashName, price: priceCents, quantity: 1, steamAccountId: bidder.accountId },
  });
  expect(placed.body.code).toBe(0);
  return { bidder, buyOrderNo: placed.body.data.buyOrderNo as string };
}

const yuan = (cents: number) => (cents / 100).toFixed(2);

describe('moving items: selling to a buy order, low prices, offers, Steam accounts', () => {
  it('selling to a buy order: refused to an old session with nothing sold, then the same request and key sells after verifying', async () => {
    const { seller, items } = await sellerWithItems('stepup_sell');
    const item = items[0];
    const bid = Math.ceil(item.referencePrice! * 0.9);
    const { bidder, buyOrderNo } = await buyOrderFor(item.hashName, bid);
    age();
    const key = randomUUID();
    const body = { items: [{ id: item.id, price: yuan(bid) }] };
    const sell = () => api.call('POST', '/web/inventory/sellToBuyOrder', { token: seller.token, body, headers: { 'idempotency-key': key } });
    expectStepUpRefusal(await sell());
    await expectStepUpError(
      'SellToBuyOrdersInput!',
      { items: [{ inventoryItemId: gid('InventoryItem', item.id), price: bid }], idempotencyKey: randomUUID() },
      seller,
      'sellToBuyOrders',
    );
    expect(await db().order.count({ where: { buyerId: bidder.userId } })).toBe(0);
    expect(await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } })).toMatchObject({ status: 'OPEN', filledQuantity: 0 });
    expect(await db().listing.count({ where: { inventoryItemId: item.id } })).toBe(0);

    await api.verify(seller);
    const sold = await sell();
    expect(sold.body).toMatchObject({ code: 0, data: { succeededCount: 1, failedCount: 0 } });
    expect(await db().order.count({ where: { buyerId: bidder.userId, priceCents: bid } })).toBe(1);
  });

  it('no sale to a buy order under the listing floor, even from a verified session: refused with the listing’s message, nothing changes', async () => {
    const { seller, items } = await sellerWithItems('stepup_floor');
    const item = items[0];
    const { bidder, buyOrderNo } = await buyOrderFor(item.hashName, 100);
    const before = await balances(bidder.userId);
    const floor = Math.ceil(item.referencePrice! / 2);
    // what the attacker sent: the item, to a ¥1 buy order
    const reply = await api.call('POST', '/web/inventory/sellToBuyOrder', { token: seller.token, body: { items: [{ id: item.id, price: '1' }] } });
    expect(reply.body).toMatchObject({ code: 0, data: { succeededCount: 0, failedCount: 1, failures: [{ id: item.id, reason: 'priceTooLow' }] } });
    expect(reply.body.data.failures[0].msg).toBe(`价格过低，请检查（最低 ¥${yuan(floor)}）`);
    expect(await db().order.count({ where: { buyerId: bidder.userId } })).toBe(0);
    expect(await db().listing.count({ where: { inventoryItemId: item.id } })).toBe(0);
    expect(await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } })).toMatchObject({ status: 'OPEN', filledQuantity: 0 });
    expect(await balances(bidder.userId)).toEqual(before);
    // nor by listing it for the ¥1 buy order to cross: the listing is refused with the same message, the buy order stays open
    const listed = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: item.id, price: '1' }] } });
    expect(listed.body.data).toMatchObject({ succeededCount: 0, failures: [{ id: item.id, reason: 'priceTooLow' }] });
    expect(listed.body.data.failures[0].msg).toBe(`价格过低，请检查（最低 ¥${yuan(floor)}）`);
    expect(await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } })).toMatchObject({ status: 'OPEN', filledQuantity: 0 });
    expect(await balances(bidder.userId)).toEqual(before);
  });

  it('listing or repricing under 90 % of the reference price needs a verified session; the presets do not', async () => {
    const { seller, items } = await sellerWithItems('stepup_list');
    const [cheap, preset] = items;
    age();
    const half = Math.ceil(cheap.referencePrice! * 0.5);
    const key = randomUUID();
    const listCheap = () =>
      api.call('POST', '/web/inventory/list', {
        token: seller.token,
        body: { items: [{ id: cheap.id, price: yuan(half) }] },
        headers: { 'idempotency-key': key },
      });
    expectStepUpRefusal(await listCheap());
    await expectStepUpError(
      'ListItemsInput!',
      { items: [{ inventoryItemId: gid('InventoryItem', cheap.id), price: half }], idempotencyKey: randomUUID() },
      seller,
      'listItems',
    );
    expect(await db().listing.count({ where: { inventoryItemId: cheap.id } })).toBe(0);
    // ×0.98 of the reference needs no verification, and neither does a repricing to ×0.99
    const listed = await api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id: preset.id, multiplier: 0.98 }] } });
    expect(listed.body.data).toMatchObject({ succeededCount: 1 });
    const reprice = (price: string) => api.call('POST', '/web/inventory/reprice', { token: seller.token, body: { items: [{ id: preset.id, price }] } });
    expect((await reprice(yuan(Math.ceil(preset.referencePrice! * 0.99)))).body.data).toMatchObject({ succeededCount: 1 });
    const listing = await db().listing.findFirstOrThrow({ where: { inventoryItemId: preset.id, status: 'ON_SALE' } });
    expectStepUpRefusal(await reprice(yuan(Math.ceil(preset.referencePrice! * 0.6))));
    expect(await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ priceCents: listing.priceCents });

    await api.verify(seller);
    expect((await listCheap()).body.data).toMatchObject({ succeededCount: 1 });
    expect(await db().listing.findFirstOrThrow({ where: { inventoryItemId: cheap.id, status: 'ON_SALE' } })).toMatchObject({ priceCents: half });
  });

  it('answering a price offer, either side; and no offer is accepted under the listing floor', async () => {
    const { seller, items } = await sellerWithItems('stepup_offer');
    const [fair, low] = items;
    const list = (id: string, priceCents: number) =>
      api.call('POST', '/web/inventory/list', { token: seller.token, body: { items: [{ id, price: yuan(priceCents) }] } });
    expect((await list(fair.id, fair.referencePrice!)).body.data.succeededCount).toBe(1);
    // 56 % of the reference: an offer at its floor (80 % of the price) would be under the listing floor (50 %)
    const lowPrice = Math.ceil(low.referencePrice! * 0.56);
    expect((await list(low.id, lowPrice)).body.data.succeededCount).toBe(1);
    const listingOf = async (id: string) => (await db().listing.findFirstOrThrow({ where: { inventoryItemId: id, status: 'ON_SALE' } })).id;
    const buyer = await boundBuyer(api, fair.referencePrice! + low.referencePrice! + 1_000_000);
    const offer = async (listingId: string, price: number) => {
      const made = await api.call('POST', '/web/bargain', {
        token: buyer.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { listingId, price, steamAccountId: buyer.accountId },
      });
      expect(made.body.code).toBe(0);
      return made.body.data.bargainNo as string;
    };
    const fairOffer = await offer(await listingOf(fair.id), Math.ceil(fair.referencePrice! * 0.9));
    const lowOffer = await offer(await listingOf(low.id), Math.ceil(lowPrice * 0.8));

    age();
    const answer = (bargainNo: string, act: string, body?: unknown) => api.call('POST', `/web/bargain/${bargainNo}/${act}`, { token: seller.token, body });
    expectStepUpRefusal(await answer(fairOffer, 'accept'));
    expectStepUpRefusal(await answer(fairOffer, 'counter', { price: Math.ceil(fair.referencePrice! * 0.95) }));
    await expectStepUpError('BargainNoInput!', { bargainNo: fairOffer }, seller, 'acceptBargain');
    expect(await db().bargain.findFirstOrThrow({ where: { bargainNo: fairOffer } })).toMatchObject({ status: 'OPEN' });
    // the buyer, stale too, cannot make another offer
    const stale = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { listingId: await listingOf(fair.id), price: fair.referencePrice! - 1, steamAccountId: buyer.accountId },
    });
    expectStepUpRefusal(stale);

    await api.verify(seller);
    const lowAccepted = await answer(lowOffer, 'accept');
    expect(lowAccepted.body).toMatchObject({ code: 400, msg: `价格过低，请检查（最低 ¥${yuan(Math.ceil(low.referencePrice! / 2))}）` });
    expect(await db().bargain.findFirstOrThrow({ where: { bargainNo: lowOffer } })).toMatchObject({ status: 'OPEN' });
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(0);
    expect((await answer(fairOffer, 'accept')).body.code).toBe(0);
    expect(await db().order.count({ where: { buyerId: buyer.userId } })).toBe(1);
  });

  it('changing a Steam account’s type, unbinding it and reading its Guard code', async () => {
    const buyer = await boundBuyer(api);
    age();
    const account = `/web/steam/accounts/${buyer.accountId}`;
    expectStepUpRefusal(await api.call('PUT', account, { token: buyer.token, body: { type: 'ROBOT' } }));
    expectStepUpRefusal(await api.call('GET', `${account}/guardCode`, { token: buyer.token }));
    expectStepUpRefusal(await api.call('DELETE', account, { token: buyer.token }));
    await expectStepUpError('SetSteamAccountTypeInput!', { id: gid('SteamAccount', buyer.accountId), type: 'ROBOT' }, buyer, 'setSteamAccountType');
    const guard = await api.graphql<{ node: { guardCode: { code: string } } | null }>(
      'query($id: ID!) { node(id: $id) { ... on SteamAccount { guardCode { code } } } }',
      { id: gid('SteamAccount', buyer.accountId) },
      cookie(buyer),
    );
    expect(guard.errors?.map((error) => error.extensions?.code)).toEqual(['STEP_UP_REQUIRED']);
    expect(await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId } })).toMatchObject({ type: 'ORDINARY' });

    await api.verify(buyer);
    expect((await api.call('PUT', account, { token: buyer.token, body: { type: 'ROBOT' } })).body.code).toBe(0);
    expect((await api.call('GET', `${account}/guardCode`, { token: buyer.token })).body.data.code).toMatch(/^[2-9A-Z]{5}$/);
    expect((await api.call('DELETE', account, { token: buyer.token })).body.code).toBe(0);
    expect(await db().steamAccount.count({ where: { id: buyer.accountId } })).toBe(0);
  });
});

describe('verifying a session', () => {
  const verifyCode = (user: SignedInUser, code: unknown, language?: string) =>
    api.call('POST', '/web/user/verify', { token: user.token, body: { code }, language });
  const sendVerifyCode = (user: Pick<SignedInUser, 'token'> | null, phone: string) =>
    api.call('POST', '/web/sms', { token: user?.token, body: { phone, purpose: 'verify' } });
  const realNameAttempt = async (user: SignedInUser) =>
    (await api.call('POST', '/web/user/verification', { token: user.token, body: { name: '王小明', idNumber: ID_NUMBER } })).body.code;

  it('sends the verify code only to the signed-in account’s own phone', async () => {
    const user = await api.signIn();
    const other = await api.signIn();
    const sentTo = (phone: string) => api.sms.outbox().filter((sms) => sms.phone === phone && sms.purpose === 'verify').length;

    const foreign = await sendVerifyCode(user, other.phone);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ code: 400, msg: '验证码只能发送到当前账号绑定的手机号', data: null });
    expect(sentTo(other.phone)).toBe(0);
    const anonymous = await sendVerifyCode(null, user.phone);
    expect(anonymous.body.code).toBe(401);
    expect(sentTo(user.phone)).toBe(0);
    const badPurpose = await api.call('POST', '/web/sms', { token: user.token, body: { phone: user.phone, purpose: 'payout' } });
    expect(badPurpose.body).toMatchObject({ code: 400, msg: '验证码用途无效，可选值为 login（登录）、verify（验证）' });

    const own = await sendVerifyCode(user, `+86 ${user.phone}`);
    expect(own.body).toMatchObject({ code: 0, msg: '验证码已发送', data: { retryAfterSeconds: 60 } });
    expect(sentTo(user.phone)).toBe(1);
    // the login code's limits: not again within 60 s
    expect((await sendVerifyCode(user, user.phone)).status).toBe(429);
  });

  it('refuses a wrong code clearly, counts it, and burns the code at the fifth wrong try; a login code does not verify', async () => {
    const user = await api.signIn();
    age();
    expect((await sendVerifyCode(user, user.phone)).body.code).toBe(0);
    const right = api.sms.latestCode(user.phone, 'verify')!;
    const wrong = right === '000000' ? '111111' : '000000';

    const refused = await verifyCode(user, wrong, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, msg: 'Verification failed: the code is wrong or no longer valid', data: null });
    expect(await realNameAttempt(user)).toBe(4031);
    expect(await db().smsCode.findFirst({ where: { phone: user.phone, purpose: 'verify' } })).toMatchObject({ attempts: 1, consumedAt: null });
    // the login code of this phone is for logging in only
    expect((await verifyCode(user, api.sms.latestCode(user.phone, 'login'))).body.code).toBe(400);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await verifyCode(user, wrong)).body.code).toBe(400);
    // fifth wrong try: the code is burnt, the right one no longer works
    expect((await verifyCode(user, right)).body.code).toBe(400);
    expect(await realNameAttempt(user)).toBe(4031);

    clock.advance(61_000);
    expect((await sendVerifyCode(user, user.phone)).body.code).toBe(0);
    const verified = await verifyCode(user, api.sms.latestCode(user.phone, 'verify'));
    expect(verified.body).toMatchObject({ code: 0, msg: '验证成功' });
    expect(new Date(verified.body.data.verifiedUntil).getTime() - clock.now().getTime()).toBe(WINDOW_MS);
    // used once
    expect((await verifyCode(user, api.sms.latestCode(user.phone, 'verify'))).body.code).toBe(400);
    expect(await realNameAttempt(user)).toBe(0);
  });

  it('verifies only the session that typed the code', async () => {
    const user = await api.signIn();
    // a second session of the same account (another browser)
    clock.advance(61_000);
    expect((await api.call('POST', '/web/sms', { body: { phone: user.phone }, ip: '10.9.9.9' })).body.code).toBe(0);
    const login = await api.app.inject({
      method: 'POST',
      url: '/web/login',
      remoteAddress: '10.9.9.9',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { phone: user.phone, code: api.sms.latestCode(user.phone, 'login'), agree: true, keepLogin: true },
    });
    const second = { ...user, token: login.cookies.find((entry) => entry.name === 'Authorization')!.value };
    age();
    await api.verify(user);
    expect(await realNameAttempt(second)).toBe(4031);
    expect(await realNameAttempt(user)).toBe(0);
  });

  it('GraphQL: sendStepUpCode to the own phone (masked in the answer), verifyStepUp with a wrong and the right code', async () => {
    const user = await api.signIn();
    age();
    const sent = await api.graphql<{ sendStepUpCode: Record<string, unknown> }>(
      'mutation { sendStepUpCode { __typename ... on SendStepUpCodePayload { phone retryAfterSeconds } ... on Error { code message } } }',
      {},
      cookie(user),
    );
    expect(sent.data!.sendStepUpCode).toEqual({
      __typename: 'SendStepUpCodePayload',
      phone: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
      retryAfterSeconds: 60,
    });
    const right = api.sms.latestCode(user.phone, 'verify')!;
    const verify = (code: string) =>
      api.graphql<{ verifyStepUp: Record<string, unknown> }>(
        'mutation($input: VerifyStepUpInput!) { verifyStepUp(input: $input) { __typename ... on VerifyStepUpPayload { verifiedUntil } ... on ValidationError { field message } } }',
        { input: { code } },
        { ...cookie(user), 'accept-language': 'en' },
      );
    expect((await verify(right === '123456' ? '654321' : '123456')).data!.verifyStepUp).toEqual({
      __typename: 'ValidationError',
      field: 'code',
      message: 'Verification failed: the code is wrong or no longer valid',
    });
    expect((await verify(right)).data!.verifyStepUp).toEqual({
      __typename: 'VerifyStepUpPayload',
      verifiedUntil: new Date(clock.now().getTime() + WINDOW_MS).toISOString(),
    });
    expect(await realNameAttempt(user)).toBe(0);
  });
});
