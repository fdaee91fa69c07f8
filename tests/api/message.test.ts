// The message center (/user/messageCenter) through REST and GraphQL: tabs, unread counts,
// mark all read, open a message; texts rendered per reader language; users see only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import type { MessageCategory } from '../../api/db/generated/prisma/client.ts';
import { postMessage } from '../../api/modules/message/message.service.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  await api?.app.close();
});

const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) =>
  api.graphql<T>(query, variables, { ...(token ? { cookie: `Authorization=${token}` } : {}), ...(language ? { 'accept-language': language } : {}) });

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const call: TestApp['call'] = (...args) => api.call(...args);
const login = () => api.signIn({ keepLogin: false });

/** A message written at a given time (the welcome message is written at login). */
const message = (userId: string, category: MessageCategory, kind: string, createdAt: string, params: Record<string, string | number> = {}) =>
  db().message.create({ data: { userId, category, kind, params, createdAt: new Date(createdAt) } });

describe('the welcome message', () => {
  it("is in the system tab, unread, naming the nickname in the reader's language", async () => {
    const { token, nickname } = await login();
    const zh = await call('GET', '/web/messages', { token });
    expect(zh.body).toMatchObject({
      code: 0,
      data: { total: 1, pages: 1, page: 1, limit: 20, unread: { trade: 0, service: 0, inventory: 0, system: 1, total: 1 } },
    });
    expect(zh.body.data.list).toEqual([
      {
        id: expect.any(String),
        category: 'system',
        title: '欢迎来到 CS2 饰品交易平台',
        content: expect.stringContaining(`${nickname}，欢迎加入 CS2 饰品交易平台！`),
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    const en = await call('GET', '/web/messages?category=system', { token, language: 'en-US,en;q=0.9' });
    expect(en.body.data.list[0]).toMatchObject({ title: 'Welcome to CS2 Skin Market', content: expect.stringContaining(`Welcome aboard, ${nickname}!`) });
  });
});

describe('rendering', () => {
  it('renders an unknown kind as a generic notification, and inserts params as they are', async () => {
    const { token, userId } = await login();
    await message(userId, 'SERVICE', 'fromTheFuture', '2026-01-01T00:00:00Z', { anything: 1 });
    await postMessage(db(), userId, 'SYSTEM', 'welcome', { nickname: 'common.ok {nickname} $1 $&' });
    const list = (await call('GET', '/web/messages?limit=50', { token })).body.data.list;
    expect(list.find((entry: { category: string }) => entry.category === 'service')).toMatchObject({ title: '系统通知', content: '您有一条新通知。' });
    expect(list[0].content.startsWith('common.ok {nickname} $1 $&，欢迎加入')).toBe(true);
    const en = await gql('{ viewer { messages(category: SERVICE) { edges { node { kind title content } } } } }', {}, token, 'en');
    expect(en.data.viewer.messages.edges).toEqual([{ node: { kind: 'fromTheFuture', title: 'Notification', content: 'You have a new notification.' } }]);
  });
});

describe('lists, counts and marking (REST)', () => {
  let token: string;
  let userId: string;
  let other: { token: string; userId: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ token, userId } = await login());
    other = await login();
    ids.trade1 = (await message(userId, 'TRADE', 'orderPaid', '2026-11-01T01:00:00Z', { orderNo: 'A1' })).id;
    ids.trade2 = (await message(userId, 'TRADE', 'orderPaid', '2026-11-02T01:00:00Z', { orderNo: 'A2' })).id;
    ids.trade3 = (await message(userId, 'TRADE', 'orderPaid', '2026-11-03T01:00:00Z', { orderNo: 'A3' })).id;
    ids.inventory = (await message(userId, 'INVENTORY', 'stocktakeScheduled', '2026-11-04T01:00:00Z')).id;
    ids.service = (await message(userId, 'SERVICE', 'ticketAnswered', '2026-11-05T01:00:00Z')).id;
    ids.otherTrade = (await message(other.userId, 'TRADE', 'orderPaid', '2026-11-06T01:00:00Z')).id;
  });

  it("lists a tab newest first, in pages, with the total, pages and every tab's unread count", async () => {
    const first = await call('GET', '/web/messages?category=trade&page=1&limit=2', { token });
    expect(first.body.data).toMatchObject({ total: 3, pages: 2, page: 1, limit: 2, unread: { trade: 3, service: 1, inventory: 1, system: 1, total: 6 } });
    expect(first.body.data.list.map((entry: { id: string }) => entry.id)).toEqual([ids.trade3, ids.trade2]);
    const second = await call('GET', '/web/messages?category=TRADE&page=2&limit=2', { token });
    expect(second.body.data.list.map((entry: { id: string }) => entry.id)).toEqual([ids.trade1]);
    const all = await call('GET', '/web/messages', { token });
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list.map((entry: { id: string }) => entry.id)).not.toContain(ids.otherTrade);
    expect((await call('GET', '/web/messages/unread', { token })).body.data).toEqual({ trade: 3, service: 1, inventory: 1, system: 1, total: 6 });
  });

  it.each([
    ['?category=orders', '消息类型无效，可选 trade（交易）、service（客服）、inventory（库存）、system（系统通知）'],
    ['?limit=0', '每页数量必须在 1 到 50 之间'],
    ['?limit=51', '每页数量必须在 1 到 50 之间'],
    ['?page=0', '页码必须在 1 到 5001 之间'],
    ['?page=abc', '页码 必须是整数'],
  ])('refuses %s', async (query, message) => {
    expect(await call('GET', `/web/messages${query}`, { token })).toEqual({ status: 400, body: { code: 400, msg: message, data: null } });
  });

  it('shows a message on GET without marking it; POST …/read marks it read once', async () => {
    const shown = await call('GET', `/web/messages/${ids.inventory}`, { token });
    expect(shown.body.data).toMatchObject({ id: ids.inventory, category: 'inventory', read: false, title: '系统通知' });
    expect((await db().message.findUniqueOrThrow({ where: { id: ids.inventory } })).readAt).toBeNull();
    const read = await call('POST', `/web/messages/${ids.inventory}/read`, { token });
    expect(read.body.data).toMatchObject({ message: { id: ids.inventory, read: true }, unread: { inventory: 0, total: 5 } });
    const readAt = (await db().message.findUniqueOrThrow({ where: { id: ids.inventory } })).readAt;
    expect(readAt).toBeInstanceOf(Date);
    await call('POST', `/web/messages/${ids.inventory}/read`, { token });
    expect((await db().message.findUniqueOrThrow({ where: { id: ids.inventory } })).readAt).toEqual(readAt);
  });

  it('marks all of one tab read, then everything, leaving other users alone', async () => {
    const trade = await call('POST', '/web/messages/read', { body: { category: 'trade' }, token });
    expect(trade.body.data).toEqual({ marked: 3, unread: { trade: 0, service: 1, inventory: 0, system: 1, total: 2 } });
    const rest = await call('POST', '/web/messages/read', { body: {}, token });
    expect(rest.body.data).toEqual({ marked: 2, unread: { trade: 0, service: 0, inventory: 0, system: 0, total: 0 } });
    expect((await call('POST', '/web/messages/read', { body: { category: 'nope' }, token })).status).toBe(400);
    expect((await db().message.findUniqueOrThrow({ where: { id: ids.otherTrade } })).readAt).toBeNull();
    expect((await call('GET', '/web/messages/unread', { token: other.token })).body.data).toEqual({ trade: 1, service: 0, inventory: 0, system: 1, total: 2 });
  });

  it('needs a session; marking needs the XMLHttpRequest marker', async () => {
    for (const [method, url] of [
      ['GET', '/web/messages'],
      ['GET', '/web/messages/unread'],
      ['GET', `/web/messages/${ids.trade1}`],
      ['POST', '/web/messages/read'],
      ['POST', `/web/messages/${ids.trade1}/read`],
    ] as const) {
      expect(await call(method, url, method === 'POST' ? { body: {} } : {}), url).toEqual({ status: 401, body: { code: 401, msg: '请登录', data: null } });
    }
    const forged = await api.app.inject({
      method: 'POST',
      url: '/web/messages/read',
      headers: { 'content-type': 'text/plain', cookie: `Authorization=${other.token}` },
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
    expect((await db().message.findUniqueOrThrow({ where: { id: ids.otherTrade } })).readAt).toBeNull();
  });
});

describe("another user's message", () => {
  it('is not found through REST or GraphQL, and nothing changes', async () => {
    const owner = await login();
    const intruder = await login();
    const secret = await message(owner.userId, 'TRADE', 'orderPaid', '2026-11-10T00:00:00Z', { orderNo: 'SECRET-1' });

    for (const [method, url] of [
      ['GET', `/web/messages/${secret.id}`],
      ['POST', `/web/messages/${secret.id}/read`],
    ] as const) {
      expect(await call(method, url, { token: intruder.token })).toEqual({ status: 404, body: { code: 404, msg: '消息不存在', data: null } });
    }
    expect((await call('GET', `/web/messages/${secret.id}`, { token: intruder.token, language: 'en' })).body.msg).toBe('No such message');

    const read = await gql(
      'mutation($id: ID!) { readMessage(input: { id: $id }) { __typename ... on NotFoundError { message code } ... on ReadMessagePayload { openedMessage { content } } } }',
      { id: globalId('Message', secret.id) },
      intruder.token,
    );
    expect(read.data.readMessage).toEqual({ __typename: 'NotFoundError', message: '消息不存在', code: 'NOT_FOUND' });

    const node = await gql(
      'query($id: ID!) { node(id: $id) { id ... on Message { content } } nodes(ids: [$id]) { id } }',
      { id: globalId('Message', secret.id) },
      intruder.token,
    );
    expect(node.data).toEqual({ node: null, nodes: [null] });
    const anonymousNode = await gql('query($id: ID!) { node(id: $id) { id } }', { id: globalId('Message', secret.id) });
    expect(anonymousNode.data).toEqual({ node: null });

    const intruderList = await gql('{ viewer { messages(first: 50) { totalCount edges { node { id } } } } }', {}, intruder.token);
    expect(intruderList.data.viewer.messages.totalCount).toBe(1);
    expect(intruderList.data.viewer.messages.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(globalId('Message', secret.id));

    // the intruder's mark-all touches only their own messages
    await gql('mutation { markAllMessagesRead(input: {}) { __typename } }', {}, intruder.token);
    expect((await db().message.findUniqueOrThrow({ where: { id: secret.id } })).readAt).toBeNull();

    // the owner's Viewer object is not reachable by its global id either
    const viaNode = await gql(
      'query($id: ID!) { node(id: $id) { ... on Viewer { unreadMessageCounts { total } messages { totalCount } } } }',
      { id: globalId('Viewer', owner.userId) },
      intruder.token,
    );
    expect(viaNode.data).toEqual({ node: null });

    expect((await call('GET', `/web/messages/${secret.id}`, { token: owner.token })).body.data).toMatchObject({ id: secret.id, read: false });
  });
});

describe('GraphQL message center', () => {
  it('pages viewer.messages with totalCount, counts unread, marks a tab and opens a message', async () => {
    const { token, userId } = await login();
    for (let index = 1; index <= 5; index += 1) await message(userId, 'TRADE', 'orderPaid', `2026-11-0${index}T00:00:00Z`);
    await message(userId, 'INVENTORY', 'stocktakeScheduled', '2026-11-06T00:00:00Z');

    const page = `query($first: Int, $after: String, $category: MessageCategory) { viewer { messages(first: $first, after: $after, category: $category) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id category read createdAt } } } } }`;
    const first = await gql(page, { first: 2, category: 'TRADE' }, token);
    expect(first.data.viewer.messages.totalCount).toBe(5);
    expect(first.data.viewer.messages.pageInfo.hasNextPage).toBe(true);
    expect(first.data.viewer.messages.edges.map((edge: any) => edge.node.createdAt)).toEqual(['2026-11-05T00:00:00.000Z', '2026-11-04T00:00:00.000Z']);
    const rest = await gql(page, { first: 10, after: first.data.viewer.messages.pageInfo.endCursor, category: 'TRADE' }, token);
    expect(rest.data.viewer.messages.edges).toHaveLength(3);
    expect(rest.data.viewer.messages.pageInfo.hasNextPage).toBe(false);
    expect((await gql(page, {}, token)).data.viewer.messages.totalCount).toBe(7);
    const tooMany = await gql(page, { first: 101 }, token);
    expect(tooMany.errors?.[0]?.message).toBe('每次最多获取 100 条');

    const counts = '{ viewer { unreadMessageCounts { trade service inventory system total } } }';
    expect((await gql(counts, {}, token)).data.viewer.unreadMessageCounts).toEqual({ trade: 5, service: 0, inventory: 1, system: 1, total: 7 });

    const markTrade = await gql(
      'mutation { markAllMessagesRead(input: { category: TRADE }) { __typename ... on MarkAllMessagesReadPayload { markedCount viewer { unreadMessageCounts { trade total } } } } }',
      {},
      token,
    );
    expect(markTrade.data.markAllMessagesRead).toEqual({
      __typename: 'MarkAllMessagesReadPayload',
      markedCount: 5,
      viewer: { unreadMessageCounts: { trade: 0, total: 2 } },
    });

    const inventoryId = (await gql(page, { category: 'INVENTORY' }, token)).data.viewer.messages.edges[0].node.id;
    const opened = await gql(
      'mutation($id: ID!) { readMessage(input: { id: $id }) { __typename ... on ReadMessagePayload { openedMessage { id read readAt title } viewer { unreadMessageCounts { inventory total } } } } }',
      { id: inventoryId },
      token,
      'en',
    );
    expect(opened.data.readMessage).toMatchObject({
      __typename: 'ReadMessagePayload',
      openedMessage: { id: inventoryId, read: true, readAt: expect.any(String), title: 'Notification' },
      viewer: { unreadMessageCounts: { inventory: 0, total: 1 } },
    });
    const all = await gql('mutation { markAllMessagesRead { __typename ... on MarkAllMessagesReadPayload { markedCount } } }', {}, token);
    expect(all.data.markAllMessagesRead.markedCount).toBe(1);
    expect((await gql(counts, {}, token)).data.viewer.unreadMessageCounts.total).toBe(0);
  });

  it('refuses visitors', async () => {
    const counts = await gql('mutation { markAllMessagesRead { __typename } }');
    expect(counts.errors?.[0]).toMatchObject({ message: '请登录', extensions: { code: 'UNAUTHENTICATED' } });
    const read = await gql('mutation($id: ID!) { readMessage(input: { id: $id }) { __typename } }', {
      id: globalId('Message', '00000000-0000-4000-8000-000000000000'),
    });
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("the header's unread count (notices plus messages)", () => {
  it('follows reading a message and marking all messages read, for that user only', async () => {
    const { token, userId } = await login();
    const other = await login();
    const notices = (await call('GET', '/web/notice?type=0&subType=1&limit=0', { token })).body.data.total as number;
    const trade = await message(userId, 'TRADE', 'orderPaid', '2026-11-01T00:00:00Z', { orderNo: 'H1' });
    const header = '{ viewer { unreadCounts { notices messages total } } }';
    // the message center's "all" tab: every category, newest first
    const all = await gql('{ viewer { messages(first: 10) { edges { node { category createdAt } } } } }', {}, token);
    expect(all.data.viewer.messages.edges.map((edge: any) => edge.node.category)).toEqual(['SYSTEM', 'TRADE']);
    expect((await gql(header, {}, token)).data.viewer.unreadCounts).toEqual({ notices, messages: 2, total: notices + 2 });

    const opened = await gql(
      'mutation($id: ID!) { readMessage(input: { id: $id }) { ... on ReadMessagePayload { viewer { unreadCounts { messages total } } } } }',
      { id: globalId('Message', trade.id) },
      token,
    );
    expect(opened.data.readMessage.viewer.unreadCounts).toEqual({ messages: 1, total: notices + 1 });
    expect((await call('GET', '/web/notice/unread', { token })).body.data).toEqual({ notices, messages: 1, total: notices + 1 });

    await call('POST', '/web/messages/read', { body: {}, token });
    expect((await call('GET', '/web/notice/unread', { token })).body.data).toEqual({ notices, messages: 0, total: notices });
    expect((await gql(header, {}, other.token)).data.viewer.unreadCounts).toEqual({ notices, messages: 1, total: notices + 1 });
  });
});
