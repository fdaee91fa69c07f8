// Notices (GET /web/notice with type, subType, limit -> { list, total }; the client's
// start-up check with limit 0) through REST and GraphQL, and the seeded platform notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { SEED_NOTICES, seedNotices } from '../../prisma/seed/notices.ts';
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

const newestFirst = [...SEED_NOTICES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('seeded notices', () => {
  it('are 4 to 6 bilingual platform announcements (type 0, sub-type 1), written idempotently', async () => {
    expect(await seedNotices(db())).toBe(SEED_NOTICES.length);
    const first = await db().notice.findMany({ orderBy: { id: 'asc' } });
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first.length).toBeLessThanOrEqual(6);
    for (const notice of first) {
      expect([notice.type, notice.subType]).toEqual([0, 1]);
      expect(notice.titleZh).toMatch(/\p{Script=Han}/u);
      expect(notice.contentZh).toMatch(/\p{Script=Han}/u);
      expect(notice.titleEn).toMatch(/^[\x20-\x7e]+$/);
      expect(notice.contentEn).toMatch(/^[\x20-\x7e]+$/);
      expect(notice.publishedAt.getTime()).toBeLessThan(Date.now());
    }
    await seedNotices(db());
    expect(await db().notice.findMany({ orderBy: { id: 'asc' } })).toEqual(first);
  });

  it('states the withdrawal rules: 10 to 50,000 yuan, about one business day', () => {
    const withdrawal = SEED_NOTICES.find((notice) => notice.titleZh.includes('提现'))!;
    expect(withdrawal.contentZh).toContain('10 元至 50000 元');
    expect(withdrawal.contentZh).toContain('1 个工作日');
    expect(withdrawal.contentZh).toContain('7 天');
    expect(withdrawal.contentEn).toContain('10 and 50,000 yuan');
  });

  it("leave room for operators' notices: a notice added without an id gets one above the seed's", async () => {
    const added = await db().notice.create({
      data: {
        type: 1,
        subType: 2,
        titleZh: '维护通知',
        titleEn: 'Maintenance',
        contentZh: '今晚维护。',
        contentEn: 'Maintenance tonight.',
        publishedAt: new Date('2026-11-19T00:00:00Z'),
      },
    });
    expect(added.id).toBeGreaterThanOrEqual(100);
    await seedNotices(db());
    expect(await db().notice.findUnique({ where: { id: added.id } })).toEqual(added);
    await db().notice.delete({ where: { id: added.id } });
  });
});

describe('GET /web/notice', () => {
  beforeAll(async () => {
    await seedNotices(db());
    await db().notice.createMany({
      data: [
        // another type, and a notice scheduled for the future: neither is a platform announcement shown today
        {
          id: 200,
          type: 1,
          subType: 1,
          titleZh: '活动',
          titleEn: 'Event',
          contentZh: '活动内容',
          contentEn: 'Event text',
          publishedAt: new Date('2026-11-19T00:00:00Z'),
        },
        {
          id: 201,
          type: 0,
          subType: 1,
          titleZh: '未来公告',
          titleEn: 'Future notice',
          contentZh: '以后',
          contentEn: 'Later',
          publishedAt: new Date('2999-01-01T00:00:00Z'),
        },
      ],
    });
  });

  it('answers the newest `limit` notices of a type and sub-type, with their total, without a login', async () => {
    const reply = await api.rest<{ list: any[]; total: number }>('/web/notice?type=0&subType=1&limit=2');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.total).toBe(SEED_NOTICES.length);
    expect(reply.body.data.list).toEqual(
      newestFirst.slice(0, 2).map((notice) => ({
        id: notice.id,
        type: 0,
        subType: 1,
        title: notice.titleZh,
        content: notice.contentZh,
        publishedAt: new Date(notice.publishedAt).toISOString(),
      })),
    );
    const english = await api.rest<{ list: any[] }>('/web/notice?type=0&subType=1&limit=50', { 'accept-language': 'en' });
    expect(english.body.data.list.map((notice) => notice.title)).toEqual(newestFirst.map((notice) => notice.titleEn));
  });

  it("answers only the total with limit 0 (the client's start-up check)", async () => {
    expect((await api.rest('/web/notice?type=0&subType=1&limit=0')).body).toEqual({ code: 0, msg: '成功', data: { list: [], total: SEED_NOTICES.length } });
    expect((await api.rest('/web/notice?type=1&subType=1&limit=0')).body.data).toEqual({ list: [], total: 1 });
    expect((await api.rest('/web/notice?type=7&subType=1&limit=0')).body.data).toEqual({ list: [], total: 0 });
  });

  it('filters by type alone, or not at all, and pages', async () => {
    expect((await api.rest<{ total: number }>('/web/notice?type=1')).body.data.total).toBe(1);
    expect((await api.rest<{ total: number }>('/web/notice')).body.data.total).toBe(SEED_NOTICES.length + 1);
    const second = await api.rest<{ list: { id: number }[] }>('/web/notice?type=0&subType=1&limit=2&page=2');
    expect(second.body.data.list.map((notice) => notice.id)).toEqual(newestFirst.slice(2, 4).map((notice) => notice.id));
  });

  it.each([
    ['?type=abc', '公告类型 必须是整数', 'Notice type must be a whole number'],
    ['?type=0&subType=1.5', '公告子类型 必须是整数', 'Notice sub-type must be a whole number'],
    ['?type=-1', '公告类型必须在 0 到 9999 之间', 'Notice type must be between 0 and 9999'],
    ['?limit=51', '每页数量必须在 0 到 50 之间', 'Page size must be between 0 and 50'],
    ['?limit=-1', '每页数量必须在 0 到 50 之间', 'Page size must be between 0 and 50'],
    ['?limit=ten', '每页数量 必须是整数', 'Page size must be a whole number'],
    ['?page=0', '页码必须在 1 到 1001 之间', 'Page must be between 1 and 1001'],
  ])('refuses %s with a translated 400', async (query, zh, en) => {
    expect(await api.rest(`/web/notice${query}`)).toEqual({ status: 400, body: { code: 400, msg: zh, data: null } });
    expect((await api.rest(`/web/notice${query}`, { 'accept-language': 'en' })).body.msg).toBe(en);
  });
});

describe('GraphQL notices', () => {
  const query = `query($type: Int, $subType: Int, $first: Int, $after: String) { notices(type: $type, subType: $subType, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id type subType title content publishedAt } } } }`;

  it("pages the notices of a type and sub-type with totalCount, in the request's language", async () => {
    const first = await api.graphql<any>(query, { type: 0, subType: 1, first: 3 }, { 'accept-language': 'en' });
    expect(first.data.notices.totalCount).toBe(SEED_NOTICES.length);
    expect(first.data.notices.pageInfo.hasNextPage).toBe(true);
    expect(first.data.notices.edges.map((edge: any) => edge.node.title)).toEqual(newestFirst.slice(0, 3).map((notice) => notice.titleEn));
    expect(first.data.notices.edges[0].node).toMatchObject({ type: 0, subType: 1, publishedAt: new Date(newestFirst[0].publishedAt).toISOString() });
    const rest = await api.graphql<any>(query, { type: 0, subType: 1, first: 10, after: first.data.notices.pageInfo.endCursor });
    expect(rest.data.notices.edges.map((edge: any) => edge.node.title)).toEqual(newestFirst.slice(3).map((notice) => notice.titleZh));
    expect(rest.data.notices.pageInfo.hasNextPage).toBe(false);
  });

  it('answers only totalCount with first: 0, and resolves notices as nodes', async () => {
    const counted = await api.graphql<any>(query, { type: 0, subType: 1, first: 0 });
    expect(counted.data.notices).toMatchObject({ totalCount: SEED_NOTICES.length, edges: [] });
    const id = (await api.graphql<any>(query, { type: 0, subType: 1, first: 1 })).data.notices.edges[0].node.id;
    const node = await api.graphql<any>('query($id: ID!) { node(id: $id) { id ... on Notice { title } } }', { id });
    expect(node.data.node).toEqual({ id, title: newestFirst[0].titleZh });
    const future = await api.graphql<any>('query($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('Notice:201').toString('base64') });
    expect(future.data.node).toBeNull();
    const tooMany = await api.graphql<any>(query, { first: 101 });
    expect(tooMany.errors?.[0]?.message).toBe('每次最多获取 100 条');
  });
});

describe("a signed-in user's read state", () => {
  const N = SEED_NOTICES.length;
  const startUp = '/web/notice?type=0&subType=1&limit=0';
  const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    api.graphql<T>(query, variables, token ? { cookie: `Authorization=${token}` } : {});
  const noticeId = (id: number) => Buffer.from(`Notice:${id}`).toString('base64');
  const counts = '{ viewer { unreadCounts { notices messages total } } }';
  let reader: { token: string; userId: string };
  let bystander: { token: string; userId: string };

  beforeAll(async () => {
    await seedNotices(db());
    reader = await api.signIn();
    bystander = await api.signIn();
  });

  it('the start-up check answers a signed-in user their unread notices (all, before reading), a visitor the count of notices', async () => {
    expect((await api.call('GET', startUp, { token: reader.token })).body.data).toEqual({ list: [], total: N, count: N });
    expect((await api.rest(startUp)).body.data).toEqual({ list: [], total: N });
    // the header's numbers: the welcome message is the one unread message of a new user
    expect((await api.call('GET', '/web/notice/unread', { token: reader.token })).body.data).toEqual({ notices: N, messages: 1, total: N + 1 });
  });

  it("opening a notice records it for that user only, once; the other user's count and a visitor's answer stay", async () => {
    const newest = newestFirst[0];
    const opened = await api.call('POST', `/web/notice/${newest.id}/read`, { token: reader.token });
    expect(opened.body).toMatchObject({
      code: 0,
      data: { notice: { id: newest.id, title: newest.titleZh, read: true }, unread: { notices: N - 1, messages: 1, total: N } },
    });
    const readAt = (await db().noticeRead.findUniqueOrThrow({ where: { userId_noticeId: { userId: reader.userId, noticeId: newest.id } } })).readAt;
    await api.call('POST', `/web/notice/${newest.id}/read`, { token: reader.token });
    expect((await db().noticeRead.findUniqueOrThrow({ where: { userId_noticeId: { userId: reader.userId, noticeId: newest.id } } })).readAt).toEqual(readAt);

    expect((await api.call('GET', startUp, { token: reader.token })).body.data).toEqual({ list: [], total: N - 1, count: N });
    expect((await api.call('GET', startUp, { token: bystander.token })).body.data).toEqual({ list: [], total: N, count: N });
    expect((await api.rest(startUp)).body.data).toEqual({ list: [], total: N });

    const page = await api.call('GET', '/web/notice?type=0&subType=1&limit=50', { token: reader.token });
    expect(page.body.data.list.map((notice: { id: number; read: boolean }) => [notice.id, notice.read])).toEqual(
      newestFirst.map((notice, index) => [notice.id, index === 0]),
    );
    // a visitor's list has no read state
    expect((await api.rest<{ list: object[] }>('/web/notice?type=0&subType=1&limit=1')).body.data.list[0]).not.toHaveProperty('read');
  });

  it('GraphQL: Notice.read per viewer (null for a visitor), viewer.unreadCounts, markNoticeRead', async () => {
    const list = '{ notices(type: 0, subType: 1, first: 2) { totalCount edges { node { id read } } } }';
    const readerView = (await gql(list, {}, reader.token)).data.notices;
    expect(readerView.totalCount).toBe(N); // the notice page's total counts them all
    expect(readerView.edges.map((edge: any) => edge.node.read)).toEqual([true, false]);
    expect((await gql(list, {}, bystander.token)).data.notices.edges.map((edge: any) => edge.node.read)).toEqual([false, false]);
    expect((await gql(list)).data.notices.edges.map((edge: any) => edge.node.read)).toEqual([null, null]);
    expect((await gql(counts, {}, reader.token)).data.viewer.unreadCounts).toEqual({ notices: N - 1, messages: 1, total: N });

    const second = newestFirst[1];
    const marked = await gql(
      'mutation($id: ID!) { markNoticeRead(input: { id: $id }) { __typename ... on MarkNoticeReadPayload { notice { id read } viewer { unreadCounts { notices messages total } } } } }',
      { id: noticeId(second.id) },
      bystander.token,
    );
    expect(marked.data.markNoticeRead).toEqual({
      __typename: 'MarkNoticeReadPayload',
      notice: { id: noticeId(second.id), read: true },
      viewer: { unreadCounts: { notices: N - 1, messages: 1, total: N } },
    });
    expect((await gql(counts, {}, reader.token)).data.viewer.unreadCounts.notices).toBe(N - 1);
    expect((await api.call('GET', startUp, { token: reader.token })).body.data.total).toBe(N - 1);
  });

  it('an unknown, malformed or future notice is not found, and nothing is recorded', async () => {
    const before = await db().noticeRead.count();
    for (const id of ['99999', 'abc', '201', '-1']) {
      expect(await api.call('POST', `/web/notice/${id}/read`, { token: reader.token })).toEqual({
        status: 404,
        body: { code: 404, msg: '公告不存在', data: null },
      });
    }
    expect((await api.call('POST', '/web/notice/99999/read', { token: reader.token, language: 'en' })).body.msg).toBe('No such notice');
    const future = await gql(
      'mutation($id: ID!) { markNoticeRead(input: { id: $id }) { __typename ... on NotFoundError { message } } }',
      { id: noticeId(201) },
      reader.token,
    );
    expect(future.data.markNoticeRead).toEqual({ __typename: 'NotFoundError', message: '公告不存在' });
    expect(await db().noticeRead.count()).toBe(before);
  });

  it("mark all read empties that user's count, of the given type only; bad filters change nothing", async () => {
    expect(await api.call('POST', '/web/notice/read', { body: { type: -1 }, token: reader.token })).toEqual({
      status: 400,
      body: { code: 400, msg: '公告类型必须在 0 到 9999 之间', data: null },
    });
    const all = await api.call('POST', '/web/notice/read', { body: { type: 0, subType: 1 }, token: reader.token });
    expect(all.body.data).toEqual({ marked: N - 1, unread: { notices: 0, messages: 1, total: 1 } });
    expect((await api.call('GET', startUp, { token: reader.token })).body.data).toEqual({ list: [], total: 0, count: N });
    // the type-1 notice of the list tests was not marked
    expect((await api.call('GET', '/web/notice?type=1&limit=0', { token: reader.token })).body.data.total).toBe(1);
    expect((await api.call('GET', startUp, { token: bystander.token })).body.data.total).toBe(N - 1);
    expect((await api.call('POST', '/web/notice/read', { body: {}, token: reader.token })).body.data.marked).toBe(1);

    const viaGraphql = await gql(
      'mutation { markAllNoticesRead(input: { type: 0, subType: 1 }) { __typename ... on MarkAllNoticesReadPayload { markedCount viewer { unreadCounts { notices total } } } } }',
      {},
      bystander.token,
    );
    expect(viaGraphql.data.markAllNoticesRead).toEqual({
      __typename: 'MarkAllNoticesReadPayload',
      markedCount: N - 1,
      viewer: { unreadCounts: { notices: 0, total: 1 } },
    });
    const refused = await gql(
      'mutation { markAllNoticesRead(input: { type: 10000 }) { __typename ... on ValidationError { field message } } }',
      {},
      bystander.token,
    );
    expect(refused.data.markAllNoticesRead).toEqual({ __typename: 'ValidationError', field: 'type', message: '公告类型必须在 0 到 9999 之间' });
  });

  it('a new notice is unread for everyone who had read all', async () => {
    await db().notice.create({
      data: {
        id: 202,
        type: 0,
        subType: 1,
        titleZh: '新公告',
        titleEn: 'New notice',
        contentZh: '内容',
        contentEn: 'Text',
        publishedAt: new Date(Date.now() - 1000),
      },
    });
    expect((await api.call('GET', startUp, { token: reader.token })).body.data).toEqual({ list: [], total: 1, count: N + 1 });
    expect((await api.rest(startUp)).body.data).toEqual({ list: [], total: N + 1 });
    await db().notice.delete({ where: { id: 202 } });
  });

  it('reading needs a session and the XMLHttpRequest marker; visitors are refused by GraphQL', async () => {
    for (const [method, url] of [
      ['GET', '/web/notice/unread'],
      ['POST', '/web/notice/read'],
      ['POST', `/web/notice/${newestFirst[0].id}/read`],
    ] as const) {
      expect(await api.call(method, url, method === 'POST' ? { body: {} } : {}), url).toEqual({ status: 401, body: { code: 401, msg: '请登录', data: null } });
    }
    const forged = await api.app.inject({
      method: 'POST',
      url: '/web/notice/read',
      headers: { 'content-type': 'text/plain', cookie: `Authorization=${bystander.token}` },
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
    expect((await gql('mutation { markAllNoticesRead { __typename } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(counts)).data?.viewer ?? null).toBeNull();
  });
});
