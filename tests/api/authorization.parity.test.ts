// One authorization table through both ways in: for each resource and each actor (its owner, the
// other party of an order or a price offer, another user, a visitor) REST and GraphQL must allow or
// deny alike, because both ask the one service that owns the data: orders, messages, Steam accounts,
// buy orders and price offers, read and acted on. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer, sellerWithListings } from '../helpers/orders.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type Verdict = 'allow' | 'deny';
type Actor = 'owner' | 'counterparty' | 'other' | 'visitor';
/** How one face asks for a resource as one actor (a token, or none for a visitor), answering allow or deny. */
type Probe = (token: string | undefined) => Promise<Verdict>;
/** `owner`: whose the resource is, the buyer of an order, a buy order or an offer (the default) or the seller of a message or an account. */
type Row = { resource: string; owner?: 'buyer' | 'seller'; rest: Probe; graphql: Probe; expected: Partial<Record<Actor, Verdict>> };

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const cookie = (token: string | undefined): Record<string, string> => (token ? { cookie: `Authorization=${token}` } : {});

async function restVerdict(method: 'GET' | 'POST', url: string, token: string | undefined): Promise<Verdict> {
  const reply = await api.call(method, url, { token });
  if (reply.body.code === 0) return 'allow';
  // a refusal is one of these (409: a party who may see it, asking what is not theirs to do), never a server error
  expect([401, 403, 404, 409]).toContain(reply.body.code);
  return 'deny';
}

async function graphqlVerdict(query: string, variables: Record<string, unknown>, field: string, token: string | undefined): Promise<Verdict> {
  const reply = await api.graphql<Record<string, unknown>>(query, variables, cookie(token));
  const value = reply.data?.[field] as { __typename?: string } | null | undefined;
  if (!reply.errors && value && !value.__typename?.endsWith('Error')) return 'allow';
  return 'deny';
}

const nodeProbe =
  (type: string, id: string): Probe =>
  (token) =>
    graphqlVerdict('query($id: ID!) { node(id: $id) { id } }', { id: gid(type, id) }, 'node', token);

describe('authorization parity of REST and GraphQL', () => {
  let seller: SignedInUser & { accountId?: string };
  let buyer: Awaited<ReturnType<typeof boundBuyer>>;
  let other: SignedInUser;
  let rows: Row[];

  beforeAll(async () => {
    const made = await sellerWithListings(api, 3);
    seller = made.seller;
    // the offer goes to the dearest of the three: an item of a few cents leaves no price between the floor (90 %) and its price
    const listings = [...made.listings].sort((a, b) => a.priceCents - b.priceCents);
    const offerCents = Math.ceil(listings[2].priceCents * 0.9);
    // a bid of ¥0.01 stays under the price ceiling (300% of the reference) of any item the random inventory holds
    const bidCents = 1;
    buyer = await boundBuyer(api, listings[1].priceCents + offerCents + 3 * bidCents + 100);
    other = await api.signIn();
    const buy = (listing: (typeof made.listings)[number], payMethod: 'alipay' | 'balance') =>
      api.call('POST', '/web/order', {
        token: buyer.token,
        body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod, steamAccountId: buyer.accountId },
        headers: { 'idempotency-key': randomUUID() },
      });
    const unpaidNo: string = (await buy(listings[0], 'alipay')).body.data.orders[0].orderNo;
    const paidNo: string = (await buy(listings[1], 'balance')).body.data.orders[0].orderNo;
    const orderId = async (orderNo: string) => (await db().order.findUniqueOrThrow({ where: { orderNo } })).id;
    const offered = await api.call('POST', '/web/bargain', {
      token: buyer.token,
      body: { listingId: listings[2].id, price: offerCents, steamAccountId: buyer.accountId },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(offered.body).toMatchObject({ code: 0, data: { bargainNo: expect.any(String) } });
    const bargainNo: string = offered.body.data.bargainNo;
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { id: listings[0].templateId } });
    const placeBuyOrder = async () => {
      const placed = await api.call('POST', '/web/buyOrder', {
        token: buyer.token,
        body: { hashName: template.hashName, price: bidCents, quantity: 1, steamAccountId: buyer.accountId },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.body).toMatchObject({ code: 0 });
      return placed.body.data.buyOrderNo as string;
    };
    const buyOrderNo = await placeBuyOrder();
    // cancelling is done once: each face cancels a buy order of its own
    const [restCancelledNo, graphqlCancelledNo] = [await placeBuyOrder(), await placeBuyOrder()];
    const [bargainId, buyOrderId] = [
      (await db().bargain.findUniqueOrThrow({ where: { bargainNo } })).id,
      (await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } })).id,
    ];
    const message = await db().message.findFirstOrThrow({ where: { userId: seller.userId }, orderBy: { createdAt: 'desc' } });
    const sellerAccount = await db().steamAccount.findFirstOrThrow({ where: { userId: seller.userId } });
    const orderRow = (resource: string, orderNo: string, id: string, expected: Row['expected']): Row => ({
      resource,
      rest: (token) => restVerdict('GET', `/web/order/${orderNo}`, token),
      graphql: async (token) => {
        const byNumber = await graphqlVerdict('query($no: String!) { order(orderNo: $no) { orderNo } }', { no: orderNo }, 'order', token);
        // the node lookup must agree with the lookup by number
        expect(await nodeProbe('Order', id)(token)).toBe(byNumber);
        return byNumber;
      },
      expected,
    });

    rows = [
      orderRow('an unpaid order', unpaidNo, await orderId(unpaidNo), { owner: 'allow', counterparty: 'deny', other: 'deny', visitor: 'deny' }),
      orderRow('a paid order', paidNo, await orderId(paidNo), { owner: 'allow', counterparty: 'allow', other: 'deny', visitor: 'deny' }),
      {
        resource: 'a message',
        owner: 'seller',
        rest: (token) => restVerdict('GET', `/web/messages/${message.id}`, token),
        graphql: nodeProbe('Message', message.id),
        expected: { owner: 'allow', other: 'deny', visitor: 'deny' },
      },
      {
        resource: 'marking a message read',
        owner: 'seller',
        rest: (token) => restVerdict('POST', `/web/messages/${message.id}/read`, token),
        graphql: (token) =>
          graphqlVerdict(
            'mutation($input: ReadMessageInput!) { readMessage(input: $input) { __typename ... on ReadMessagePayload { openedMessage { id } } } }',
            { input: { id: gid('Message', message.id) } },
            'readMessage',
            token,
          ),
        expected: { other: 'deny', visitor: 'deny', owner: 'allow' },
      },
      {
        resource: 'a buy order',
        rest: (token) => restVerdict('GET', `/web/buyOrder/${buyOrderNo}`, token),
        graphql: async (token) => {
          const byNumber = await graphqlVerdict('query($no: String!) { buyOrder(buyOrderNo: $no) { buyOrderNo } }', { no: buyOrderNo }, 'buyOrder', token);
          expect(await nodeProbe('BuyOrder', buyOrderId)(token)).toBe(byNumber);
          return byNumber;
        },
        expected: { owner: 'allow', counterparty: 'deny', other: 'deny', visitor: 'deny' },
      },
      {
        resource: 'a price offer',
        rest: (token) => restVerdict('GET', `/web/bargain/${bargainNo}`, token),
        graphql: async (token) => {
          const byNumber = await graphqlVerdict('query($no: String!) { bargain(bargainNo: $no) { bargainNo } }', { no: bargainNo }, 'bargain', token);
          expect(await nodeProbe('Bargain', bargainId)(token)).toBe(byNumber);
          return byNumber;
        },
        expected: { owner: 'allow', counterparty: 'allow', other: 'deny', visitor: 'deny' },
      },
      {
        // the buyer may withdraw it, the seller may not; others do not see it
        resource: 'withdrawing a price offer',
        rest: (token) => restVerdict('POST', `/web/bargain/${bargainNo}/cancel`, token),
        graphql: (token) =>
          graphqlVerdict('mutation($input: BargainNoInput!) { cancelBargain(input: $input) { __typename } }', { input: { bargainNo } }, 'cancelBargain', token),
        expected: { counterparty: 'deny', other: 'deny', visitor: 'deny', owner: 'allow' },
      },
      {
        resource: 'cancelling a buy order',
        rest: (token) => restVerdict('POST', `/web/buyOrder/${restCancelledNo}/cancel`, token),
        graphql: (token) =>
          graphqlVerdict(
            'mutation($input: CancelBuyOrderInput!) { cancelBuyOrder(input: $input) { __typename } }',
            { input: { buyOrderNo: graphqlCancelledNo } },
            'cancelBuyOrder',
            token,
          ),
        expected: { counterparty: 'deny', other: 'deny', visitor: 'deny', owner: 'allow' },
      },
      {
        resource: 'a Steam account',
        owner: 'seller',
        rest: (token) => restVerdict('GET', `/web/steam/accounts/${sellerAccount.id}/guardCode`, token),
        graphql: nodeProbe('SteamAccount', sellerAccount.id),
        expected: { owner: 'allow', other: 'deny', visitor: 'deny' },
      },
    ];
  }, 120_000);

  it('answers every cell of the table alike through REST and GraphQL', async () => {
    const tokenOf = (row: Row, actor: Actor): string | undefined => {
      if (actor === 'visitor') return undefined;
      if (actor === 'other') return other.token;
      const ownerIsBuyer = (row.owner ?? 'buyer') === 'buyer';
      return (actor === 'owner') === ownerIsBuyer ? buyer.token : seller.token;
    };
    const table: string[] = [];
    const expectedTable: string[] = [];
    for (const row of rows) {
      // denials first: a mutation the owner is allowed must not change what the others see
      const actors = (Object.keys(row.expected) as Actor[]).sort((a, b) => (row.expected[a] === 'deny' ? -1 : 0) - (row.expected[b] === 'deny' ? -1 : 0));
      for (const actor of actors) {
        const token = tokenOf(row, actor);
        table.push(`${row.resource} / ${actor}: REST ${await row.rest(token)}, GraphQL ${await row.graphql(token)}`);
        expectedTable.push(`${row.resource} / ${actor}: REST ${row.expected[actor]}, GraphQL ${row.expected[actor]}`);
      }
    }
    expect(table).toEqual(expectedTable);
  });
});
