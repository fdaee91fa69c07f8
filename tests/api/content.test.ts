// The site's articles (/help/{serial?}, /news, the agreements): Markdown files under
// content/ seeded into `articles`, read through REST (GET /web/article, /web/article/{slug},
// /web/help/{serial}, /web/help/categories) and GraphQL (articles, article, helpCategories).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { CONTENT_DIR, readArticleFiles, seedContent } from '../../prisma/seed/content.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const files = readArticleFiles();
const help = files.filter((file) => file.kind === 'HELP').sort((a, b) => a.sortOrder - b.sortOrder || a.serial! - b.serial!);
const news = files.filter((file) => file.kind === 'NEWS').sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
const en = { 'accept-language': 'en' };

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedContent(db());
});

afterAll(async () => {
  await api?.app.close();
});

describe('the content files', () => {
  it('hold at least two numbered help articles in each of the nine categories, news and the two agreements, in both languages', () => {
    const categories = ['buying', 'selling', 'steam', 'protection', 'wallet', 'fees', 'withdrawal', 'openplatform', 'account'];
    for (const category of categories) expect(help.filter((file) => file.category === category).length).toBeGreaterThanOrEqual(2);
    expect(help.every((file) => Number.isInteger(file.serial))).toBe(true);
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(
      files
        .filter((file) => file.kind === 'AGREEMENT')
        .map((file) => file.slug)
        .sort(),
    ).toEqual(['privacy', 'service']);
    for (const file of files) {
      expect(file.titleZh + file.bodyZh).toMatch(/\p{Script=Han}/u);
      expect(file.bodyEn).not.toMatch(/\p{Script=Han}/u);
      expect(file.publishedAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it("state the marketplace's rules (the withdrawal's limits and timing)", () => {
    const bySlug = (slug: string) => files.find((file) => file.slug === slug)!;
    expect(bySlug('how-to-withdraw').bodyZh).toContain('10 元至 50,000 元');
    expect(bySlug('how-to-withdraw').bodyZh).toContain('1 个工作日');
    expect(bySlug('how-to-withdraw').bodyEn).toContain('10 to 50,000 yuan');
    expect(bySlug('seven-day-hold').bodyZh).toContain('成交后 7 天');
    expect(bySlug('recharge').bodyZh).toContain('最低 5 元');
    expect(bySlug('recharge').bodyZh).toContain('企业签约');
    expect(bySlug('bind-steam-account').bodyZh).toContain('Mafile');
    expect(bySlug('privacy').bodyZh).toContain('`Authorization`');
    expect(bySlug('privacy').bodyZh).toContain('不会出售您的个人信息');
    expect(bySlug('open-platform-signing').bodyEn).toContain('SHA256withRSA');
  });
});

describe('seeding', () => {
  it('writes every file once, and a second run changes nothing', async () => {
    const rows = await db().article.findMany({ orderBy: { slug: 'asc' } });
    expect(rows.map((row) => row.slug)).toEqual(files.map((file) => file.slug).sort());
    expect(await seedContent(db())).toEqual({ articles: files.length, written: 0, deleted: 0 });
    expect(await db().article.findMany({ orderBy: { slug: 'asc' } })).toEqual(rows);
  });

  it('deletes the article of a removed file and rewrites a changed one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      rmSync(join(dir, 'news/fees-announced.md'));
      const path = join(dir, 'help/recharge.md');
      writeFileSync(path, readFileSync(path, 'utf8').replace('titleZh: 如何充值（企业签约）', 'titleZh: 充值说明'));
      expect(await seedContent(db(), dir)).toEqual({ articles: files.length - 1, written: 1, deleted: 1 });
      expect(await db().article.findUnique({ where: { slug: 'fees-announced' } })).toBeNull();
      expect((await db().article.findUnique({ where: { slug: 'recharge' } }))?.titleZh).toBe('充值说明');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await seedContent(db())).toEqual({ articles: files.length, written: 2, deleted: 0 });
  });

  it('refuses a file without its English body, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const path = join(dir, 'help/recharge.md');
      writeFileSync(path, readFileSync(path, 'utf8').replace('<!-- en -->', ''));
      await expect(seedContent(db(), dir)).rejects.toThrow('content file help/recharge.md');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /web/article', () => {
  it("lists a help category's articles in order, in the request's language, without login", async () => {
    const reply = await api.rest<any>('/web/article?kind=help&category=withdrawal');
    expect(reply.status).toBe(200);
    const withdrawal = help.filter((file) => file.category === 'withdrawal');
    expect(reply.body.data).toMatchObject({ total: withdrawal.length, pages: 1, page: 1 });
    expect(reply.body.data.list.map((article: any) => [article.serial, article.title])).toEqual(withdrawal.map((file) => [file.serial, file.titleZh]));
    expect(reply.body.data.list[0]).toEqual({
      id: expect.any(Number),
      kind: 'help',
      slug: withdrawal[0].slug,
      serial: withdrawal[0].serial,
      category: 'withdrawal',
      title: withdrawal[0].titleZh,
      summary: withdrawal[0].summaryZh,
      publishedAt: withdrawal[0].publishedAt.toISOString(),
    });
    const english = await api.rest<any>('/web/article?category=withdrawal', en);
    expect(english.body.data.list.map((article: any) => article.title)).toEqual(withdrawal.map((file) => file.titleEn));
  });

  it('pages the help center, and lists news newest first', async () => {
    const second = await api.rest<any>('/web/article?kind=help&limit=5&page=2');
    expect(second.body.data).toMatchObject({ total: help.length, pages: Math.ceil(help.length / 5), page: 2, limit: 5 });
    expect(second.body.data.list.map((article: any) => article.serial)).toEqual(help.slice(5, 10).map((file) => file.serial));
    const newsPage = await api.rest<any>('/web/article?kind=news');
    expect(newsPage.body.data.list.map((article: any) => article.slug)).toEqual(news.map((file) => file.slug));
    expect(newsPage.body.data.list.every((article: any) => article.serial === null && article.category === null)).toBe(true);
  });

  it('searches title, summary and body in the request language, case-insensitively, every word', async () => {
    const search = async (text: string, headers = {}) =>
      (await api.rest<any>(`/web/article?kind=help&limit=50&search=${encodeURIComponent(text)}`, headers)).body.data;
    const zh = await search('提现');
    expect(zh.list.map((article: any) => article.slug)).toEqual(expect.arrayContaining(['how-to-withdraw', 'withdrawal-rules']));
    expect(zh.total).toBeLessThan(help.length);
    // "escrow" is in English bodies only
    expect((await search('ESCROW')).total).toBe(0);
    expect((await search('ESCROW', en)).list.map((article: any) => article.slug)).toContain('trade-protection');
    expect((await search('支付宝 手续费')).list.map((article: any) => article.slug)).toContain('how-to-withdraw');
    expect((await search('支付宝 不存在的词')).total).toBe(0);
    // LIKE wildcards are plain characters
    expect((await search('%%%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('1%')).list.map((article: any) => article.slug)).toContain('fee-schedule');
  });

  it.each([
    ['kind=blog', '文章类型无效，可选值为 help、news、agreement', 'Unknown article kind: use help, news or agreement'],
    ['category=games', '帮助分类 games 不存在', 'The help category games does not exist'],
    [`search=${'提'.repeat(51)}`, '搜索关键词不能超过 50 个字符', 'The search keyword can be at most 50 characters'],
    ['limit=51', '每页数量必须在 1 到 50 之间', 'Page size must be between 1 and 50'],
    ['page=0', '页码必须在 1 到 1001 之间', 'Page must be between 1 and 1001'],
  ])('refuses %s with a translated 400', async (query, zh, english) => {
    expect(await api.rest(`/web/article?${encodeURI(query)}`)).toEqual({ status: 400, body: { code: 400, msg: zh, data: null } });
    expect((await api.rest(`/web/article?${encodeURI(query)}`, en)).body.msg).toBe(english);
  });

  it('takes a search of 50 characters, and refuses a NUL', async () => {
    expect((await api.rest(`/web/article?search=${encodeURIComponent('提'.repeat(50))}`)).status).toBe(200);
    const nul = await api.rest('/web/article?search=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.data).toBeNull();
  });
});

describe('GET /web/article/{slug} and /web/help/{serial}', () => {
  it('answers the whole article with its Markdown body', async () => {
    const service = await api.rest<any>('/web/article/service');
    expect(service.body.data).toMatchObject({ kind: 'agreement', slug: 'service', title: '用户服务协议' });
    expect(service.body.data.body).toContain('## 四、交易规则');
    const privacy = await api.rest<any>('/web/article/privacy', en);
    expect(privacy.body.data.title).toBe('Privacy Policy');
    const article = await api.rest<any>('/web/help/701');
    expect(article.body.data).toMatchObject({ kind: 'help', serial: 701, slug: 'how-to-withdraw', category: 'withdrawal', title: '如何提现' });
    expect(article.body.data.body).toContain('10 元至 50,000 元');
  });

  it.each(['/web/help/99999', '/web/help/abc', '/web/help/0', '/web/article/no-such-article', '/web/article/UPPER'])(
    'answers %s with a translated 404',
    async (url) => {
      expect(await api.rest(url)).toEqual({ status: 404, body: { code: 404, msg: '文章不存在', data: null } });
      expect((await api.rest(url, en)).body.msg).toBe('The article does not exist');
    },
  );

  it('hides an article until it is published', async () => {
    await db().article.create({
      data: {
        kind: 'NEWS',
        slug: 'coming-soon',
        titleZh: '即将发布',
        titleEn: 'Coming soon',
        bodyZh: '内容',
        bodyEn: 'Text',
        publishedAt: new Date('2999-01-01T00:00:00Z'),
      },
    });
    try {
      expect((await api.rest('/web/article/coming-soon')).status).toBe(404);
      expect((await api.rest<any>('/web/article?kind=news')).body.data.total).toBe(news.length);
    } finally {
      await db().article.delete({ where: { slug: 'coming-soon' } });
    }
  });

  it('lists the help categories in order with their labels and counts', async () => {
    const reply = await api.rest<any>('/web/help/categories');
    expect(reply.body.data.list[0]).toEqual({ id: 'buying', label: '购买饰品', articleCount: help.filter((file) => file.category === 'buying').length });
    expect(reply.body.data.list.map((category: any) => category.id)).toEqual([
      'buying',
      'selling',
      'steam',
      'protection',
      'wallet',
      'fees',
      'withdrawal',
      'openplatform',
      'account',
    ]);
    expect((await api.rest<any>('/web/help/categories', en)).body.data.list[6].label).toBe('Withdrawals');
  });
});

describe('GraphQL', () => {
  const list = `query($kind: ArticleKind, $category: String, $search: String, $first: Int, $after: String) {
    articles(kind: $kind, category: $category, search: $search, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id kind slug serial category title summary publishedAt } } } }`;

  it('pages the articles of a category as a connection, in the request language', async () => {
    const fees = help.filter((file) => file.category === 'fees');
    const first = await api.graphql<any>(list, { category: 'fees', first: 1 }, en);
    expect(first.data.articles.totalCount).toBe(fees.length);
    expect(first.data.articles.pageInfo.hasNextPage).toBe(true);
    expect(first.data.articles.edges[0].node).toMatchObject({ kind: 'HELP', serial: fees[0].serial, category: 'fees', title: fees[0].titleEn });
    const rest = await api.graphql<any>(list, { category: 'fees', first: 10, after: first.data.articles.pageInfo.endCursor });
    expect(rest.data.articles.edges.map((edge: any) => edge.node.title)).toEqual(fees.slice(1).map((file) => file.titleZh));
    const searched = await api.graphql<any>(list, { kind: 'HELP', search: 'mafile', first: 50 });
    expect(searched.data.articles.edges.map((edge: any) => edge.node.slug)).toContain('bind-steam-account');
  });

  it('finds an article by serial or slug, null when there is none, and resolves it as a node', async () => {
    const one = `query($slug: String, $serial: Int) { article(slug: $slug, serial: $serial) { id kind slug serial title body publishedAt } }`;
    const bySerial = await api.graphql<any>(one, { serial: 502 }, en);
    expect(bySerial.data.article).toMatchObject({ kind: 'HELP', slug: 'recharge', serial: 502, title: 'How to recharge (enterprise contract)' });
    expect(bySerial.data.article.body).toContain('at least 5 yuan');
    const bySlug = await api.graphql<any>(one, { slug: 'marketplace-launch' });
    expect(bySlug.data.article).toMatchObject({ kind: 'NEWS', serial: null, title: 'CS2 饰品交易平台正式上线' });
    expect((await api.graphql<any>(one, { serial: 99999 })).data.article).toBeNull();
    expect((await api.graphql<any>(one, { slug: 'no-such-article' })).data.article).toBeNull();
    const node = await api.graphql<any>('query($id: ID!) { node(id: $id) { ... on Article { slug } } }', { id: bySlug.data.article.id });
    expect(node.data.node).toEqual({ slug: 'marketplace-launch' });
    const neither = await api.graphql<any>(one, {});
    expect(neither.errors?.[0]?.message).toBe('请提供文章标识 slug 或帮助文章编号 serial 之一');
  });

  it('refuses an over-long search, an unknown category and too large a page', async () => {
    const long = await api.graphql<any>(list, { search: 'x'.repeat(51) }, en);
    expect(long.errors?.[0]).toMatchObject({ message: 'The search keyword can be at most 50 characters', extensions: { code: 'VALIDATION' } });
    expect((await api.graphql<any>(list, { category: 'games' })).errors?.[0]?.message).toBe('帮助分类 games 不存在');
    expect((await api.graphql<any>(list, { first: 51 })).errors?.[0]?.message).toBe('每次最多获取 50 篇文章');
  });

  it('answers the help categories with labels in the request language', async () => {
    const reply = await api.graphql<any>('{ helpCategories { id label articleCount } }', {}, en);
    expect(reply.data.helpCategories[0]).toEqual({ id: 'buying', label: 'Buying', articleCount: help.filter((file) => file.category === 'buying').length });
    expect(reply.data.helpCategories).toHaveLength(9);
  });
});
