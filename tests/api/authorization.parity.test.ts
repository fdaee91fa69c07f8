// One authorization table through both ways in (issue 21 point 1): for each resource and each actor
// (its owner, the other party of an order, another user, a visitor) REST and GraphQL must allow or
// deny alike, because both ask the one service that owns the data. The open platform's partner API
// adds a column when it exists. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
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
type Row = { resource: string; rest: Probe; graphql: Probe; expected: Partial<Record<Actor, Verdict>> };

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const cookie = (token: string | undefined): Record<string, string> => (token ? { cookie: `Authorization=${token}` } : {});

async function restVerdict(method: 'GET' | 'POST', url: string, token: string | undefined): Promise<Verdict> {
  const reply = await api.call(method, url, { token });
  if (reply.body.code === 0) return 'allow';
  // a refusal is one of these, never a server error
  expect([401, 403, 404]).toContain(reply.body.code);
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
    const made = await sellerWithListings(api, 2);
    seller = made.seller;
    buyer = await boundBuyer(api, made.listings[1].priceCents + 100);
    other = await api.signIn();
    const buy = (listing: (typeof made.listings)[number], payMethod: 'alipay' | 'balance') =>
      api.call('POST', '/web/order', {
        token: buyer.token,
        body: { listingIds: [listing.id], prices: [listing.priceCents], payMethod, steamAccountId: buyer.accountId },
        headers: { 'idempotency-key': randomUUID() },
      });
    const unpaidNo: string = (await buy(made.listings[0], 'alipay')).body.data.orders[0].orderNo;
    const paidNo: string = (await buy(made.listings[1], 'balance')).body.data.orders[0].orderNo;
    const orderId = async (orderNo: string) => (await db().order.findUniqueOrThrow({ where: { orderNo } })).id;
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
        rest: (token) => restVerdict('GET', `/web/messages/${message.id}`, token),
        graphql: nodeProbe('Message', message.id),
        expected: { owner: 'allow', other: 'deny', visitor: 'deny' },
      },
      {
        resource: 'marking a message read',
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
        resource: 'a Steam account',
        rest: (token) => restVerdict('GET', `/web/steam/accounts/${sellerAccount.id}/guardCode`, token),
        graphql: nodeProbe('SteamAccount', sellerAccount.id),
        expected: { owner: 'allow', other: 'deny', visitor: 'deny' },
      },
    ];
  }, 120_000);

  it('answers every cell of the table alike through REST and GraphQL', async () => {
    // the owner of an order is its buyer; of a message and a Steam account, the seller
    const tokenOf = (resource: string, actor: Actor): string | undefined => {
      const orderish = resource.includes('order');
      if (actor === 'visitor') return undefined;
      if (actor === 'other') return other.token;
      if (actor === 'owner') return orderish ? buyer.token : seller.token;
      return orderish ? seller.token : buyer.token;
    };
    const table: string[] = [];
    const expectedTable: string[] = [];
    for (const row of rows) {
      // denials first: a mutation the owner is allowed must not change what the others see
      const actors = (Object.keys(row.expected) as Actor[]).sort((a, b) => (row.expected[a] === 'deny' ? -1 : 0) - (row.expected[b] === 'deny' ? -1 : 0));
      for (const actor of actors) {
        const token = tokenOf(row.resource, actor);
        table.push(`${row.resource} / ${actor}: REST ${await row.rest(token)}, GraphQL ${await row.graphql(token)}`);
        expectedTable.push(`${row.resource} / ${actor}: REST ${row.expected[actor]}, GraphQL ${row.expected[actor]}`);
      }
    }
    expect(table).toEqual(expectedTable);
  });
});
