// Notices (SPEC §7 GET /web/notice with type, subType, limit -> { list, total }; the client's
// start-up check with limit 0) through REST and GraphQL, and the seeded platform notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { SEED_NOTICES, seedNotices } from '../../prisma/seed/notices.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  await api?.app.close();
  await database?.close();
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

  it('states the withdrawal rules of SPEC §5 and §9', () => {
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
