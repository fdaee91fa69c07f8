// Idempotency keys (api/db/idempotency.ts) on listing, unlisting and repricing, through REST (the
// Idempotency-Key header) and GraphQL (input.idempotencyKey), on PGlite or on PostgreSQL
// (TEST_DATABASE_URL), where concurrent requests really run at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { IDEMPOTENCY_TTL_MS, idempotent, idempotentAnswersWrite, purgeExpired, requestFingerprint } from '../../api/db/idempotency.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { SellingService } from '../../api/modules/inventory/selling.service.ts';
import { ListingService } from '../../api/modules/listing/listing.service.ts';
import { inventoryItemSql } from '../../api/modules/inventory/inventory.service.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';

let database: Database;
let api: TestApp;
let keys = 0;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
});

afterAll(async () => {
  await api?.app.close();
});

const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

/**
 * A signed-in seller and the ids of assets that can be listed now, dearest first: a few percent off
 * a price of a few cents rounds back to the same price, which would hide a reprice.
 */
async function seller() {
  const user = await signedInSeller(api, { prefix: 'idem', inventorySize: 8 });
  const reply = await api.call('GET', '/web/inventory?limit=100&tab=UNLISTED', { token: user.token });
  const listable = (reply.body.data.list as { id: string; tradable: boolean; referencePrice: number | null }[])
    .filter((item) => item.tradable && item.referencePrice !== null)
    .sort((a, b) => (b.referencePrice ?? 0) - (a.referencePrice ?? 0))
    .map((item) => item.id);
  expect(listable.length).toBeGreaterThanOrEqual(3);
  return { ...user, listable };
}

const post = (user: SignedInUser, path: string, body: unknown, key?: string, language?: string) =>
  api.call('POST', `/web/inventory/${path}`, { token: user.token, body, language, headers: key === undefined ? {} : { 'idempotency-key': key } });

const listings = (inventoryItemId: string) => db().listing.findMany({ where: { inventoryItemId }, orderBy: { createdAt: 'asc' } });
const sellingMessages = (userId: string) =>
  db().message.count({ where: { userId, category: 'INVENTORY', kind: { in: ['itemsListed', 'listingFailed', 'itemsUnlisted'] } } });

describe('replaying the first answer', () => {
  it('answers a listing retried with the same key exactly as the first time, and lists once', async () => {
    const user = await seller();
    const [item] = user.listable;
    const key = newKey();
    const first = await post(user, 'list', { items: [{ id: item, multiplier: 0.99 }] }, key);
    expect(first.body).toMatchObject({ code: 0, msg: '上架成功', data: { succeededCount: 1, failedCount: 0, succeeded: [item] } });
    const messagesAfterFirst = await sellingMessages(user.userId);

    const again = await post(user, 'list', { items: [{ id: item, multiplier: 0.99 }] }, key);
    expect(again).toEqual(first);
    expect(await listings(item)).toHaveLength(1);
    expect(await sellingMessages(user.userId)).toBe(messagesAfterFirst);

    // without the key the same body is a new request: the item is already listed
    const fresh = await post(user, 'list', { items: [{ id: item, multiplier: 0.99 }] });
    expect(fresh.body.data).toMatchObject({ succeededCount: 0, failures: [{ id: item, reason: 'alreadyListed' }] });
  });

  it('replays repricing and unlisting, through REST and GraphQL alike, even after the state moved on', async () => {
    const user = await seller();
    const [item] = user.listable;
    await post(user, 'list', { items: [{ id: item, multiplier: 1 }] });
    const listing = (await listings(item))[0];

    const repriceKey = newKey();
    const repriced = await post(user, 'reprice', { items: [{ id: item, multiplier: 0.98 }] }, repriceKey);
    expect(repriced.body.data.succeededCount).toBe(1);
    const price = (await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).priceCents;
    // a later reprice without the key; the retry of the first must not undo it
    await post(user, 'reprice', { items: [{ id: item, multiplier: 1.05 }] });
    const later = (await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).priceCents;
    expect(later).not.toBe(price);
    expect(await post(user, 'reprice', { items: [{ id: item, multiplier: 0.98 }] }, repriceKey)).toEqual(repriced);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).priceCents).toBe(later);

    const UNLIST = `mutation($input: UnlistItemsInput!) { unlistItems(input: $input) {
      __typename ... on UnlistItemsPayload { succeededCount failedCount failures { reason } } ... on Error { message code } } }`;
    const globalId = Buffer.from(`InventoryItem:${item}`).toString('base64');
    const unlistKey = newKey();
    const gql = (input: Record<string, unknown>) => api.graphql<any>(UNLIST, { input }, { cookie: `Authorization=${user.token}` });
    const unlisted = await gql({ inventoryItemIds: [globalId], idempotencyKey: unlistKey });
    expect(unlisted.data.unlistItems).toEqual({ __typename: 'UnlistItemsPayload', succeededCount: 1, failedCount: 0, failures: [] });
    // the same key over REST is the same request (same operation, same parameters): replayed
    expect((await post(user, 'unlist', { ids: [item] }, unlistKey)).body.data).toMatchObject({ succeededCount: 1, failedCount: 0 });
    expect(await gql({ inventoryItemIds: [globalId], idempotencyKey: unlistKey })).toEqual(unlisted);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('DELISTED');
    expect(await db().message.count({ where: { userId: user.userId, kind: 'itemsUnlisted' } })).toBe(1);
  });
});

describe('refusing a key used for another request', () => {
  it('refuses the same key with other items, prices or operation (422, translated) and changes nothing', async () => {
    const user = await seller();
    const [item, other] = user.listable;
    const key = newKey();
    await post(user, 'list', { items: [{ id: item, multiplier: 0.99 }] }, key);
    const before = { listings: await db().listing.findMany({ where: { sellerId: user.userId } }), messages: await sellingMessages(user.userId) };

    const refusals = [
      await post(user, 'list', { items: [{ id: other, multiplier: 0.99 }] }, key),
      await post(user, 'list', { items: [{ id: item, multiplier: 0.98 }] }, key),
      await post(user, 'reprice', { items: [{ id: item, multiplier: 0.99 }] }, key),
      await post(user, 'unlist', { ids: [item] }, key),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 422, body: { code: 422, msg: '该幂等键（Idempotency-Key）已用于另一个请求，新的请求请使用新的键', data: null } });
    }
    const en = await post(user, 'unlist', { ids: [item] }, key, 'en');
    expect(en.body.msg).toBe('This idempotency key (Idempotency-Key) was already used for another request; use a new key for a new request');
    const LIST = `mutation($input: ListItemsInput!) { listItems(input: $input) { __typename ... on Error { message code } } }`;
    const gql = await api.graphql<any>(
      LIST,
      { input: { items: [{ inventoryItemId: Buffer.from(`InventoryItem:${other}`).toString('base64'), multiplier: 0.99 }], idempotencyKey: key } },
      { cookie: `Authorization=${user.token}`, 'accept-language': 'en' },
    );
    expect(gql.data.listItems).toMatchObject({ __typename: 'BaseError', code: 'IDEMPOTENCY_KEY_REUSED' });

    expect(await db().listing.findMany({ where: { sellerId: user.userId } })).toEqual(before.listings);
    expect(await sellingMessages(user.userId)).toBe(before.messages);
  });

  it("keeps keys per user: another user's same key is a new request", async () => {
    const [alice, bob] = [await seller(), await seller()];
    const key = newKey();
    await post(alice, 'list', { items: [{ id: alice.listable[0], multiplier: 0.99 }] }, key);
    const reply = await post(bob, 'list', { items: [{ id: bob.listable[0], multiplier: 0.99 }] }, key);
    expect(reply.body.data).toMatchObject({ succeededCount: 1, succeeded: [bob.listable[0]] });
  });

  it.each([['x'.repeat(129)], ['has space'], ['naïve'], ['']])('refuses the malformed key %j (400, translated) and lists nothing', async (key) => {
    const user = await seller();
    const reply = await post(user, 'list', { items: [{ id: user.listable[0], multiplier: 0.99 }] }, key);
    expect(reply).toEqual({
      status: 400,
      body: { code: 400, msg: '幂等键（Idempotency-Key）格式不正确：应为 1 到 128 个字母、数字或 - _ . : 字符', data: null },
    });
    expect(await listings(user.listable[0])).toHaveLength(0);
  });
});

describe('refused requests', () => {
  it('leave their key unused: the corrected request may use it', async () => {
    const user = await api.signIn();
    const key = newKey();
    const refused = await post(user, 'list', { items: [{ id: 'not-mine', multiplier: 0.99 }] }, key);
    expect(refused.body).toMatchObject({ code: 400, data: null });
    expect(await db().idempotencyKey.count({ where: { userId: user.userId } })).toBe(0);

    await signedInSeller(api, { prefix: 'idem', inventorySize: 8, user });
    const item = (await api.call('GET', '/web/inventory?limit=100&tab=UNLISTED', { token: user.token })).body.data.list.find(
      (entry: { tradable: boolean; referencePrice: number | null }) => entry.tradable && entry.referencePrice !== null,
    ).id;
    const listed = await post(user, 'list', { items: [{ id: item, multiplier: 0.99 }] }, key);
    expect(listed.body.data).toMatchObject({ succeededCount: 1 });
  });
});

describe('concurrent requests with one key', () => {
  it('20 at once make one effect and all get its answer', async () => {
    const user = await seller();
    const [first, second] = user.listable;
    const key = newKey();
    const body = {
      items: [
        { id: first, multiplier: 0.99 },
        { id: second, multiplier: 0.98 },
      ],
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(user, 'list', body, key)));
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0].body.data).toMatchObject({ succeededCount: 2, failedCount: 0 });
    expect(await listings(first)).toHaveLength(1);
    expect(await listings(second)).toHaveLength(1);
    expect(await db().message.count({ where: { userId: user.userId, kind: { in: ['itemsListed', 'listingFailed'] } } })).toBe(1);
  });

  it('a claim rolled back by its transaction frees the key for the waiting request', async () => {
    const user = await api.signIn();
    const key = newKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      if (runs === 1) throw new Error('the first attempt fails');
      return { ran: runs };
    };
    const request = { userId: user.userId, key, operation: 'test.flaky', params: { n: 1 }, now: new Date() };
    const outcomes = await Promise.allSettled([idempotent(request, work), idempotent(request, work)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'fulfilled')).toEqual({ status: 'fulfilled', value: { ran: 2 } });
    expect(await idempotent(request, work)).toEqual({ ran: 2 });
    expect(runs).toBe(2);
  });
});

describe('expiry', () => {
  it('keeps keys 24 hours; purgeExpired deletes the expired ones; an expired key counts as new', async () => {
    const user = await seller();
    const [item] = user.listable;
    const key = newKey();
    // the selling service on a clock of the test's own, moved across the 24 hours
    const start = new Date();
    const clock = new ControlledClock(start);
    const selling = new SellingService(
      () => clock.now(),
      new ListingService(() => clock.now(), new EventLog(() => clock.now()), refreshMarketStats, inventoryItemSql),
    );
    const viewer = { user: await db().user.findUniqueOrThrow({ where: { id: user.userId } }), sessionId: 'test', verifiedAt: null, verifiedUntil: null };
    await selling.listItems(viewer, [{ inventoryItemId: item, multiplier: 0.99 }], { idempotencyKey: key });
    const row = await db().idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId: user.userId, key } } });
    expect(row).toMatchObject({
      operation: 'inventory.list',
      fingerprint: requestFingerprint([{ inventoryItemId: item, priceCents: null, multiplier: 0.99 }]),
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(IDEMPOTENCY_TTL_MS);

    // within the 24 hours the key is bound to the listing; after them it may name another request
    const withinDay = new Date(start.getTime() + IDEMPOTENCY_TTL_MS - 1000);
    clock.set(withinDay);
    await expect(selling.unlistItems(user.userId, [item], { idempotencyKey: key })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const nextDay = new Date(start.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    clock.set(nextDay);
    expect(await selling.unlistItems(user.userId, [item], { idempotencyKey: key })).toMatchObject({ succeeded: [item] });
    expect(await db().idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId: user.userId, key } } })).toMatchObject({
      operation: 'inventory.unlist',
    });

    const other = newKey();
    clock.set(start);
    await selling.unlistItems(user.userId, [user.listable[1]], { idempotencyKey: other });
    const keysOfUser = () => db().idempotencyKey.count({ where: { userId: user.userId } });
    await purgeExpired(withinDay);
    expect(await keysOfUser()).toBe(2);
    expect((await purgeExpired(new Date(nextDay.getTime() + IDEMPOTENCY_TTL_MS))).deleted).toBeGreaterThanOrEqual(2);
    expect(await keysOfUser()).toBe(0);
  });
});

describe('storing the answer', () => {
  type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
  const scannedTables = (node: PlanNode): string[] => [
    ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
    ...(node.Plans ?? []).flatMap(scannedTables),
  ];

  it('finds its key through the index however many keys are kept, rather than reading them all', async () => {
    const { userId } = await signedInSeller(api, { prefix: 'idemplan', inventorySize: 1 });
    await db().$executeRawUnsafe(
      `INSERT INTO idempotency_keys (user_id, key, operation, fingerprint, created_at, expires_at)
       SELECT $1, 'kept-' || n, 'order.buy', 'f', now(), now() + interval '1 day' FROM generate_series(1, 5000) n`,
      userId,
    );
    await db().$executeRawUnsafe('ANALYZE idempotency_keys');
    const { statement } = idempotentAnswersWrite([{ user_id: userId, key: 'kept-17', response: '{"ok":true}' }]);
    const [explained] = await db().$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (FORMAT JSON) ${statement.text}`, ...statement.values);
    expect(scannedTables(explained['QUERY PLAN'][0].Plan)).not.toContain('idempotency_keys');
  });
});
