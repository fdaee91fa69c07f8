// Partner orders: bought from the app user's balance for any Steam trade URL or a
// bound account, with the partner's merchantOrderNo as the idempotency key (the same number and body
// answer the first result, another body a 409, 20 identical requests at once make one order), the
// app's daily limits, strict bodies, and reading orders by number, by merchant number and in pages.
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { requestSigningInput, sign } from '../../api/modules/openplatform/signature.ts';
import { type BuyingPartner, buyingPartner, partnerApp, signed as signedRequest, usePartnerTestApp } from '../helpers/partners.ts';
import { transaction } from '../../api/db/transaction.ts';
import { marketListings, sellerWithListings } from '../helpers/orders.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

const suite = usePartnerTestApp();
const OPS_TOKEN = suite.opsToken;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T';
let api: TestApp;

beforeAll(() => {
  api = suite.api;
});

type Partner = BuyingPartner;

const partner = (depositCents: number) => buyingPartner(api, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM, depositCents });

const signed = (app: Partner, method: 'GET' | 'POST', target: string, body?: object, key: KeyObject = privateKey, headers: Record<string, string> = {}) =>
  signedRequest(api, { method, target, body, appId: app.appId, key, headers });

const purchase = (listing: { id: string; priceCents: number }, merchantOrderNo: string, receiver: Record<string, unknown> = { tradeUrl: TRADE_URL }) => ({
  merchantOrderNo,
  listingIds: [listing.id],
  prices: [listing.priceCents],
  ...receiver,
});

describe('buying', () => {
  it('buys for a customer’s trade URL from the balance; the order carries the merchant number and the seller can deliver to that URL', async () => {
    const buyer = await partner(100_000_000);
    const { seller, listings } = await sellerWithListings(api, 1);
    const bought = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-0001'));
    expect(bought.body).toMatchObject({ code: 0, data: { merchantOrderNo: 'M-0001', orders: [{ orderNo: expect.any(String), status: 21 }] } });
    const orderNo = bought.body.data.orders[0].orderNo;
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(100_000_000 - listings[0].priceCents));

    const read = await signed(buyer, 'GET', `/open/v1/orders/${orderNo}`);
    expect(read.body.data).toMatchObject({ orderNo, merchantOrderNo: 'M-0001', status: 21, direction: 'buy' });
    const stored = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(stored).toMatchObject({
      buyerTradeUrl: TRADE_URL,
      buyerSteamAccountId: null,
      buyerSteamId: (76561197960265728n + 424242424n).toString(),
      partnerAppId: buyer.appId,
    });

    // the simulated Steam takes any well-formed trade URL as a receiving account
    const delivered = await api.call('POST', `/web/order/${orderNo}/deliver`, { token: seller.token });
    expect(delivered.body.code).toBe(0);
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).offerId).not.toBeNull();
    await ledgerInvariants();
  });

  it('answers the same merchant number and body with the first result, another body with 409, and the order list by merchant number', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 2);
    const first = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-0002'));
    const again = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-0002'));
    expect(again.body.data).toEqual(first.body.data);
    const other = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[1], 'M-0002'));
    expect(other.status).toBe(409);
    // the 409 names what differs: the listings, a price (the first request's, then this one's), the receiver; in zh and en
    expect(other.body.msg).toBe('merchantOrderNo M-0002 已用于另一笔购买（商品不同），请换一个商户订单号');
    const price = listings[0].priceCents;
    const repriced = await signed(buyer, 'POST', '/open/v1/orders', { ...purchase(listings[0], 'M-0002'), prices: [price + 100] });
    const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
    expect(repriced.body).toMatchObject({
      code: 409,
      msg: `merchantOrderNo M-0002 已用于另一笔购买（价格不同：${yuan(price)} ≠ ${yuan(price + 100)}），请换一个商户订单号`,
    });
    const otherUrl = TRADE_URL.replace('Cust0mer_T', 'Cust0mer_U');
    const english = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-0002', { tradeUrl: otherUrl }), privateKey, {
      'accept-language': 'en',
    });
    expect(english.body).toMatchObject({
      code: 409,
      msg: 'merchantOrderNo M-0002 was already used for another purchase (receiver (tradeUrl / steamAccountId) differs); use a new one',
    });
    expect(await db().order.count({ where: { partnerAppId: buyer.appId } })).toBe(1);

    const byMerchant = await signed(buyer, 'GET', '/open/v1/orders?merchantOrderNo=M-0002');
    expect(byMerchant.body.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([first.body.data.orders[0].orderNo]);
  });

  it('makes one order of 20 identical requests sent at once', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 1);
    const replies = await Promise.all(Array.from({ length: 20 }, () => signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-RACE'))));
    const orderNos = new Set(replies.filter((reply) => reply.body.code === 0).map((reply) => reply.body.data.orders[0].orderNo));
    expect(orderNos.size).toBe(1);
    expect(await db().order.count({ where: { partnerAppId: buyer.appId } })).toBe(1);
    expect((await balances(buyer.userId)).deposit).toBe(BigInt(100_000_000 - listings[0].priceCents));
  }, 60_000);

  it('refuses beyond the app’s daily orders, clearly, buying nothing', async () => {
    const buyer = await partner(100_000_000);
    await db().partnerApp.update({ where: { id: buyer.appId }, data: { dailyOrders: 1 } });
    const { listings } = await sellerWithListings(api, 2);
    expect((await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-LIMIT-1'))).body.code).toBe(0);
    const refused = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[1], 'M-LIMIT-2'));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('今日订单上限（1 笔');
    expect(await db().listing.findUniqueOrThrow({ where: { id: listings[1].id } })).toMatchObject({ status: 'ON_SALE' });
  });

  it('refuses beyond the app’s daily amount', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 1);
    await db().partnerApp.update({ where: { id: buyer.appId }, data: { dailyAmountCents: listings[0].priceCents - 1 } });
    const refused = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-AMOUNT'));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('今日交易额上限');
  });

  it('counts buy orders and price offers placed today against the daily limits: what they may still buy leaves no room beyond them', async () => {
    const buyer = await partner(100_000);
    await db().partnerApp.update({ where: { id: buyer.appId }, data: { dailyOrders: 3, dailyAmountCents: 50_000 } });
    const hashName = 'Sticker | Crown (Foil)';
    // a buy order of 3 units takes the day's 3 orders: an offer, a purchase and a second buy order are refused, holding nothing
    const placed = await signed(buyer, 'POST', '/open/v1/buyOrders', { merchantOrderNo: 'L-B1', hashName, price: 500, quantity: 3, tradeUrl: TRADE_URL });
    expect(placed.body.code).toBe(0);
    const { listings } = await marketListings(2, 10_000, { hashName: 'AK-47 | Redline (Field-Tested)' });
    const offer = await signed(buyer, 'POST', '/open/v1/bargains', { merchantOrderNo: 'L-K1', listingId: listings[0].id, price: 9_000, tradeUrl: TRADE_URL });
    expect(offer.status).toBe(403);
    expect(offer.body.msg).toContain('今日订单上限（3 笔');
    expect((await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[1], 'L-O1'))).status).toBe(403);
    const second = await signed(buyer, 'POST', '/open/v1/buyOrders', { merchantOrderNo: 'L-B2', hashName, price: 500, quantity: 1, tradeUrl: TRADE_URL });
    expect(second.status).toBe(403);
    expect(await balances(buyer.userId)).toMatchObject({ deposit: 100_000n - 1_500n, held: 1_500n });
    // cancelled, it frees the day again: the offer now fits the orders, and the amount limit still holds
    expect((await signed(buyer, 'POST', `/open/v1/buyOrders/${placed.body.data.buyOrderNo}/cancel`)).body.code).toBe(0);
    expect(
      (await signed(buyer, 'POST', '/open/v1/bargains', { merchantOrderNo: 'L-K2', listingId: listings[0].id, price: 9_000, tradeUrl: TRADE_URL })).body.code,
    ).toBe(0);
    await db().partnerApp.update({ where: { id: buyer.appId }, data: { dailyAmountCents: 10_000 } });
    const tooMuch = await signed(buyer, 'POST', '/open/v1/bargains', { merchantOrderNo: 'L-K3', listingId: listings[1].id, price: 9_000, tradeUrl: TRADE_URL });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.msg).toContain('今日交易额上限');
  });

  it('is strict: an unknown field is a 400 naming it; a bad trade URL, or none and no account, is refused', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 1);
    const typo = await signed(buyer, 'POST', '/open/v1/orders', { ...purchase(listings[0], 'M-STRICT'), tradeURL: TRADE_URL });
    expect(typo.status).toBe(400);
    expect(typo.body.msg).toContain('tradeURL');
    const badUrl = await signed(
      buyer,
      'POST',
      '/open/v1/orders',
      purchase(listings[0], 'M-STRICT', { tradeUrl: 'https://evil.example/tradeoffer/new/?partner=1&token=abcdef' }),
    );
    expect(badUrl.status).toBe(400);
    const noReceiver = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-STRICT', {}));
    expect(noReceiver.status).toBe(400);
    const noNumber = await signed(buyer, 'POST', '/open/v1/orders', { listingIds: [listings[0].id], prices: [listings[0].priceCents], tradeUrl: TRADE_URL });
    expect(noNumber.status).toBe(400);
    expect(await db().order.count({ where: { partnerAppId: buyer.appId } })).toBe(0);
    const unknownQuery = await signed(buyer, 'GET', '/open/v1/orders?merchantOrderNo=x&pgae=2');
    expect(unknownQuery.status).toBe(400);
    expect(unknownQuery.body.msg).toContain('pgae');
  });
});

describe('the app user’s sales', () => {
  it('delivers (发货) a sale of the app user, outside the sandbox, as the web does; the seller never sees the buyer’s trade URL or number', async () => {
    const buyer = await partner(100_000_000);
    const { seller, listings } = await sellerWithListings(api, 2);
    const sellerApp = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem: PUBLIC_PEM, user: seller });
    const sold = { appId: sellerApp.appId, userId: seller.userId, token: seller.token };
    const bought = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-SALE-1'));
    const { orderNo } = bought.body.data.orders[0];

    // the buyer sees where the items go; the seller sees the order without the buyer's trade URL, account or number
    expect((await signed(buyer, 'GET', `/open/v1/orders/${orderNo}`)).body.data).toMatchObject({
      direction: 'buy',
      merchantOrderNo: 'M-SALE-1',
      tradeUrl: TRADE_URL,
      steamAccountId: null,
    });
    const asSeller = await signed(sold, 'GET', `/open/v1/orders/${orderNo}`);
    expect(asSeller.body.data).toMatchObject({ direction: 'sell', merchantOrderNo: null, tradeUrl: null, steamAccountId: null, actions: { deliver: true } });
    expect(JSON.stringify((await signed(sold, 'GET', '/open/v1/orders')).body.data)).not.toContain('Cust0mer_T');

    // only the seller delivers; strict; then the offer is made (an ordinary account: it waits for the mobile confirmation)
    expect((await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/deliver`)).status).toBe(409);
    expect((await signed(sold, 'POST', `/open/v1/orders/${orderNo}/deliver`, { force: true })).status).toBe(400);
    const delivered = await signed(sold, 'POST', `/open/v1/orders/${orderNo}/deliver`);
    expect(delivered.body).toMatchObject({ code: 0, data: { orderNo, direction: 'sell', offerId: expect.any(String), actions: { deliver: false } } });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).offerId).toBe(delivered.body.data.offerId);
    expect((await signed(sold, 'POST', `/open/v1/orders/${orderNo}/deliver`)).status).toBe(409);
    const stranger = await partner(0);
    expect((await signed(stranger, 'POST', `/open/v1/orders/${orderNo}/deliver`)).status).toBe(404);

    // the seller cancels a sale it cannot deliver, as the web user may: the cancellation is verified first
    const second = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[1], 'M-SALE-2'));
    const secondNo = second.body.data.orders[0].orderNo;
    const cancelled = await signed(sold, 'POST', `/open/v1/orders/${secondNo}/cancel`);
    expect(cancelled.body).toMatchObject({ code: 0, data: { orderNo: secondNo, direction: 'sell' } });
    expect(cancelled.body.data.statusDes).not.toBe('SELLER_DELIVERING');
    expect((await db().order.findUniqueOrThrow({ where: { orderNo: secondNo } })).statusDes).toBe(cancelled.body.data.statusDes);
    // what the web refuses, the partner API refuses: a protected order is not cancelled
    expect((await signed(buyer, 'POST', `/open/v1/sandbox/orders/${orderNo}`, { action: 'deliver' })).body.data.status).toBe(51);
    const late = await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: buyer.token })).body.msg);
  });

  it('lets the buyer cancel before the offer is sent, as on the web', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 1);
    const bought = await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-CANCEL'));
    const { orderNo } = bought.body.data.orders[0];
    const cancelled = await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`);
    expect(cancelled.body).toMatchObject({ code: 0, data: { orderNo, direction: 'buy', merchantOrderNo: 'M-CANCEL', tradeUrl: TRADE_URL } });
    expect(cancelled.body.data.statusDes).toBe('BUYER_CANCEL_VERIFYING');

    // a retried cancel (the same party) answers the order as it is and moves nothing, while verified and once cancelled
    const verifying = await db().order.findUniqueOrThrow({ where: { orderNo } });
    const retried = await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ code: 0, data: { orderNo, statusDes: 'BUYER_CANCEL_VERIFYING', merchantOrderNo: 'M-CANCEL' } });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).version).toBe(verifying.version);
    await api.jobs.runDue();
    const refunded = await balances(buyer.userId);
    expect(refunded.deposit).toBe(100_000_000n);
    const done = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(done.statusDes).toBe('BUYER_CANCELLED');
    const again = await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`);
    expect(again.body).toMatchObject({ code: 0, data: { orderNo, status: 55, statusDes: 'BUYER_CANCELLED' } });
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).version).toBe(done.version);
    expect(await balances(buyer.userId)).toEqual(refunded);
  });

  it('refuses a cancel of what the other party cancelled', async () => {
    const buyer = await partner(100_000_000);
    const { seller, listings } = await sellerWithListings(api, 1);
    const { orderNo } = (await signed(buyer, 'POST', '/open/v1/orders', purchase(listings[0], 'M-CANCEL-SELLER'))).body.data.orders[0];
    expect((await api.call('POST', `/web/order/${orderNo}/cancel`, { token: seller.token })).body.data.statusDes).toBe('SELLER_CANCEL_VERIFYING');
    const refused = await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`);
    expect(refused.status).toBe(409);
    await api.jobs.runDue();
    expect((await db().order.findUniqueOrThrow({ where: { orderNo } })).statusDes).toBe('SELLER_CANCELLED');
    expect((await signed(buyer, 'POST', `/open/v1/orders/${orderNo}/cancel`)).status).toBe(409);
  });
});

describe('reading', () => {
  it('pages the orders newest first with a cursor, none twice, none missed; another partner sees none of them', async () => {
    const buyer = await partner(500_000_000);
    const { listings } = await sellerWithListings(api, 5);
    for (const [index, listing] of listings.entries()) {
      expect((await signed(buyer, 'POST', '/open/v1/orders', purchase(listing, `M-PAGE-${index}`))).body.code).toBe(0);
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { body: { data: { list: { orderNo: string }[]; next: string | null } } } = await signed(
        buyer,
        'GET',
        `/open/v1/orders?limit=2${after ? `&after=${after}` : ''}`,
      );
      seen.push(...page.body.data.list.map((order) => order.orderNo));
      after = page.body.data.next;
    } while (after);
    const all = await db().order.findMany({ where: { partnerAppId: buyer.appId }, orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }] });
    expect(seen).toEqual(all.map((order) => order.orderNo));

    const stranger = await partner(0);
    expect((await signed(stranger, 'GET', `/open/v1/orders/${seen[0]}`)).status).toBe(404);
    expect((await signed(stranger, 'GET', '/open/v1/orders')).body.data.list).toEqual([]);
    expect((await signed(stranger, 'GET', '/open/v1/orders?after=garbage')).status).toBe(400);
  });
});

describe('signed GraphQL', () => {
  /** POST /graphql as a partner: the same headers and signature as /open/v1, no cookie, no marker. */
  async function signedGraphql(app: Partner, query: string, variables: Record<string, unknown> = {}, key: KeyObject = privateKey) {
    const body = JSON.stringify({ query, variables });
    const parts = {
      appId: app.appId,
      method: 'POST',
      target: '/graphql',
      timestamp: String(api.clock.now().getTime()),
      nonce: randomBytes(12).toString('hex'),
      body,
    };
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'x-app-id': parts.appId,
        'x-timestamp': parts.timestamp,
        'x-nonce': parts.nonce,
        'x-signature': sign(key, requestSigningInput(parts)),
        'content-type': 'application/json',
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
  }

  const CREATE_ORDER = /* GraphQL */ `
    mutation Buy($input: CreateOrderInput!) {
      createOrder(input: $input) {
        __typename
        ... on CreateOrderPayload { orders { orderNo status } }
        ... on Error { message }
      }
    }`;

  it('acts as the app’s user on the same schema, buying with a merchant order number and a trade URL', async () => {
    const buyer = await partner(100_000_000);
    const viewer = await signedGraphql(buyer, '{ viewer { id openPlatform { app { appId } } } }');
    expect(viewer.body.data.viewer.openPlatform.app.appId).toBe(buyer.appId);

    const { listings } = await sellerWithListings(api, 1);
    const input = {
      listingIds: [encodeGlobalID('Listing', listings[0].id)],
      prices: [listings[0].priceCents],
      payMethod: 'BALANCE',
      merchantOrderNo: 'GQL-0001',
      tradeUrl: TRADE_URL,
    };
    const bought = await signedGraphql(buyer, CREATE_ORDER, { input });
    expect(bought.body.data.createOrder).toMatchObject({ __typename: 'CreateOrderPayload', orders: [{ orderNo: expect.any(String), status: 21 }] });
    const again = await signedGraphql(buyer, CREATE_ORDER, { input });
    expect(again.body.data.createOrder.orders[0].orderNo).toBe(bought.body.data.createOrder.orders[0].orderNo);
    expect(await db().order.count({ where: { partnerAppId: buyer.appId } })).toBe(1);
  });

  it('a replay answers the same purchase’s orders in their current state, the same shape and key order, over REST and signed GraphQL alike', async () => {
    const buyer = await partner(100_000_000);
    const { listings } = await sellerWithListings(api, 1);
    const body = purchase(listings[0], 'M-REPLAY');
    const first = await signed(buyer, 'POST', '/open/v1/orders', body);
    expect(first.body.data.orders[0]).toMatchObject({ status: 21, statusDes: 'SELLER_DELIVERING' });
    const { orderNo } = first.body.data.orders[0];
    // the order moves on (the sandbox delivers it): a replay answers where it is now
    expect((await signed(buyer, 'POST', `/open/v1/sandbox/orders/${orderNo}`, { action: 'deliver' })).body.data).toMatchObject({ status: 51 });
    const again = await signed(buyer, 'POST', '/open/v1/orders', body);
    const now = { merchantOrderNo: 'M-REPLAY', orders: [{ orderNo, status: 51, statusDes: 'PROTECTED' }] };
    expect(JSON.stringify(again.body.data)).toBe(JSON.stringify(now));
    expect(Object.keys(again.body.data.orders[0])).toEqual(Object.keys(first.body.data.orders[0]));

    const input = {
      listingIds: [encodeGlobalID('Listing', listings[0].id)],
      prices: body.prices,
      payMethod: 'BALANCE',
      merchantOrderNo: 'M-REPLAY',
      tradeUrl: TRADE_URL,
    };
    const graphql = await signedGraphql(
      buyer,
      'mutation Buy($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on CreateOrderPayload { orders { orderNo status statusDes } } } }',
      { input },
    );
    expect(graphql.body.data.createOrder.orders).toEqual(now.orders);
    expect(await db().order.count({ where: { partnerAppId: buyer.appId } })).toBe(1);
  });

  it('refuses a bad signature with 401 and runs nothing; a browser may not use the partner fields', async () => {
    const buyer = await partner(0);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const refused = await signedGraphql(buyer, '{ viewer { id } }', {}, stranger);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { listings } = await sellerWithListings(api, 1);
    const browser = await api.graphql(
      CREATE_ORDER,
      {
        input: {
          listingIds: [encodeGlobalID('Listing', listings[0].id)],
          prices: [listings[0].priceCents],
          payMethod: 'BALANCE',
          tradeUrl: TRADE_URL,
          idempotencyKey: 'browser-key-0001',
        },
      },
      { cookie: `Authorization=${buyer.token}`, 'x-requested-with': 'XMLHttpRequest' },
    );
    expect(browser.data?.createOrder).toMatchObject({ __typename: 'ValidationError' });
  });
});

describe('buy orders', () => {
  it('places a buy order for a customer’s trade URL under the merchant number, fills it to that URL, reads and cancels it', async () => {
    const buyer = await partner(100_000);
    const hashName = 'Sticker | Crown (Foil)';
    const body = { merchantOrderNo: 'B-0001', hashName, price: 900, quantity: 3, tradeUrl: TRADE_URL };
    const placed = await signed(buyer, 'POST', '/open/v1/buyOrders', body);
    expect(placed.body).toMatchObject({ code: 0, data: { merchantOrderNo: 'B-0001', status: 'OPEN', held: 2_700, tradeUrl: TRADE_URL, steamAccountId: null } });
    const { buyOrderNo } = placed.body.data;
    // the same number and body answer the first result; the number with other terms is a 409; an unknown field a 400
    expect((await signed(buyer, 'POST', '/open/v1/buyOrders', body)).body.data.buyOrderNo).toBe(buyOrderNo);
    const requantified = await signed(buyer, 'POST', '/open/v1/buyOrders', { ...body, quantity: 2 });
    expect(requantified.body).toMatchObject({ code: 409, msg: 'merchantOrderNo B-0001 已用于另一笔求购（数量不同：3 ≠ 2），请换一个商户订单号' });
    const repriced = await signed(buyer, 'POST', '/open/v1/buyOrders', { ...body, price: 1_000 }, privateKey, { 'accept-language': 'en' });
    expect(repriced.body.msg).toBe('merchantOrderNo B-0001 was already used for another buy order (price differs: ¥9.00 ≠ ¥10.00); use a new one');
    expect((await signed(buyer, 'POST', '/open/v1/buyOrders', { ...body, merchantOrderNo: 'B-0002', priceCents: 900 })).status).toBe(400);
    expect((await balances(buyer.userId)).held).toBe(2_700n);

    // a listing at its price fills a unit, delivered to the customer's trade URL
    const { listings } = await marketListings(1, 900, { hashName });
    const [fill] = await transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listings[0].id]));
    expect(await db().order.findUniqueOrThrow({ where: { orderNo: fill.orderNo } })).toMatchObject({
      buyerTradeUrl: TRADE_URL,
      buyerSteamId: (76561197960265728n + 424242424n).toString(),
      partnerAppId: buyer.appId,
    });
    const read = await signed(buyer, 'GET', `/open/v1/buyOrders/${buyOrderNo}`);
    expect(read.body.data).toMatchObject({ filledQuantity: 1, held: 1_800, orders: [{ orderNo: fill.orderNo, status: 21 }] });
    expect((await signed(buyer, 'GET', '/open/v1/buyOrders?status=open')).body.data).toMatchObject({ total: 1, list: [{ buyOrderNo }] });

    const cancelled = await signed(buyer, 'POST', `/open/v1/buyOrders/${buyOrderNo}/cancel`);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', held: 0 });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(100_000 - 900), held: 0n });
  });
});

describe('price offers', () => {
  it('offers on a listing for a customer’s trade URL under the merchant number; the seller counters, the partner accepts: the order goes to that URL', async () => {
    const buyer = await partner(100_000);
    // another seller lists it at ¥10 too: the seller's reference price, whose half (the listing floor) an agreed ¥9.20 clears
    await marketListings(1, 1_000, { hashName: 'Sticker | Crown (Foil)' });
    const { seller, listings } = await marketListings(1, 1_000, { hashName: 'Sticker | Crown (Foil)' });
    const listingId = listings[0].id;
    const terms = await signed(buyer, 'GET', `/open/v1/listings/${listingId}/bargainTerms`);
    expect(terms.body.data).toMatchObject({ listPrice: 1_000, floor: 800, allowed: true, refusal: null, minPrice: null });

    const body = { merchantOrderNo: 'K-0001', listingId, price: 850, tradeUrl: TRADE_URL };
    // below the floor: a translated 400 that holds nothing
    expect((await signed(buyer, 'POST', '/open/v1/bargains', { ...body, price: 799 })).body).toMatchObject({ code: 400, msg: '还价须在 ¥8.00 至 ¥9.99 之间' });
    const made = await signed(buyer, 'POST', '/open/v1/bargains', body);
    expect(made.body).toMatchObject({
      code: 0,
      data: { merchantOrderNo: 'K-0001', role: 'BUYER', status: 'OPEN', price: 850, held: 850, tradeUrl: TRADE_URL },
    });
    const { bargainNo } = made.body.data;
    // the same number and body answer the first offer; the number with another price is a 409
    expect((await signed(buyer, 'POST', '/open/v1/bargains', body)).body.data.bargainNo).toBe(bargainNo);
    const repriced = await signed(buyer, 'POST', '/open/v1/bargains', { ...body, price: 860 });
    expect(repriced.body).toMatchObject({ code: 409, msg: 'merchantOrderNo K-0001 已用于另一笔报价（价格不同：¥8.50 ≠ ¥8.60），请换一个商户订单号' });
    const english = await signed(buyer, 'POST', '/open/v1/bargains', { ...body, price: 860 }, privateKey, { 'accept-language': 'en' });
    expect(english.body.msg).toBe('merchantOrderNo K-0001 was already used for another price offer (price differs: ¥8.50 ≠ ¥8.60); use a new one');
    // one namespace per resource: the offer's number is free for an order (and a buy order)
    const { listings: others } = await marketListings(1, 700, { hashName: 'Sticker | Crown (Foil)' });
    expect((await signed(buyer, 'POST', '/open/v1/orders', purchase(others[0], 'K-0001'))).body.code).toBe(0);
    expect((await balances(buyer.userId)).held).toBe(850n);

    // the seller (a web user here) counters once; the partner sees it and accepts, paying the difference
    const sellerViewer = { user: seller, sessionId: 'test', verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + 600_000) };
    await api.app.services.bargains.counter(sellerViewer, bargainNo, 920);
    const countered = await signed(buyer, 'GET', `/open/v1/bargains/${bargainNo}`);
    expect(countered.body.data).toMatchObject({
      status: 'COUNTERED',
      counterPrice: 920,
      actions: { accept: true, decline: true, counter: false, cancel: true },
    });
    expect((await signed(buyer, 'GET', '/open/v1/bargains?status=open')).body.data).toMatchObject({ total: 1, list: [{ bargainNo }] });
    const accepted = await signed(buyer, 'POST', `/open/v1/bargains/${bargainNo}/accept`);
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', held: 0, orderNo: expect.any(String) });
    expect(accepted.body.data.history.map((step: { action: string; actor: string; price: number | null }) => [step.action, step.actor, step.price])).toEqual([
      ['OFFERED', 'BUYER', 850],
      ['COUNTERED', 'SELLER', 920],
      ['ACCEPTED', 'BUYER', 920],
    ]);
    expect(await db().order.findUniqueOrThrow({ where: { orderNo: accepted.body.data.orderNo } })).toMatchObject({
      priceCents: 920,
      status: 21,
      buyerTradeUrl: TRADE_URL,
      buyerSteamId: (76561197960265728n + 424242424n).toString(),
      partnerAppId: buyer.appId,
    });
    expect(await balances(buyer.userId)).toMatchObject({ deposit: BigInt(100_000 - 920 - 700), held: 0n });
    // accepting again answers the same; an unknown field is a 400
    expect((await signed(buyer, 'POST', `/open/v1/bargains/${bargainNo}/accept`)).body.data.orderNo).toBe(accepted.body.data.orderNo);
    // the accepted offer's order carries K-0001 too, yet the purchase's 409 compares with the purchase alone: the price differs, not the listings
    const purchaseRepriced = await signed(buyer, 'POST', '/open/v1/orders', { ...purchase(others[0], 'K-0001'), prices: [800] });
    expect(purchaseRepriced.body).toMatchObject({ code: 409, msg: 'merchantOrderNo K-0001 已用于另一笔购买（价格不同：¥7.00 ≠ ¥8.00），请换一个商户订单号' });
    expect((await signed(buyer, 'POST', `/open/v1/bargains/${bargainNo}/decline`, { reason: 'x' })).status).toBe(400);
    await ledgerInvariants();
  });
});
