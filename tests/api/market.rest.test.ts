import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { addMarketTies, expectedMarketOrder, type MarketSortName, seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures({ bulkItems: 45 });
});

afterAll(async () => {
  await api?.app.close();
});

type RestItem = {
  iconUrl: string | null;
  itemName: string;
  hashName: string;
  price: number;
  quantity: number;
  tagRarity: { id: string; name: string; color: string } | null;
  tagQuality: { id: string; name: string } | null;
  tagExterior: { id: string; name: string } | null;
  tagItemSet: { id: string; name: string } | null;
  tagType: { id: string; name: string } | null;
};
type MarketData = { list: RestItem[]; pages: number; total: number };

describe('GET /web/market', () => {
  it('answers the envelope with list, pages and total, money in cents', async () => {
    const { status, body } = await api.rest<MarketData>('/web/market?search=AK-47%20%7C%20Redline%20(Field-Tested)');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(1);
    expect(body.data.pages).toBe(1);
    expect(body.data.list[0]).toMatchObject({
      itemName: 'AK-47 | 红线 (久经沙场)',
      hashName: 'AK-47 | Redline (Field-Tested)',
      price: 8_500,
      quantity: 3,
      tagRarity: { id: 'rarity_legendary_weapon', name: '保密', color: '#D32CE6' },
      tagQuality: { id: 'normal', name: '普通' },
      tagExterior: { id: 'field_tested', name: '久经沙场' },
      tagItemSet: { id: 'collection-set-community-2', name: '凤凰收藏品' },
      tagType: { id: 'rifle', name: '步枪' },
    });
    expect(body.data.list[0].iconUrl).toMatch(/^https:\/\//);
  });

  it('names items and tags in English for Accept-Language: en', async () => {
    const { body } = await api.rest<MarketData>('/web/market?search=redline&tagQuality=stattrak', { 'accept-language': 'en' });
    expect(body.data.list.map((item) => item.itemName)).toEqual(['StatTrak™ AK-47 | Redline (Minimal Wear)']);
    expect(body.data.list[0].tagQuality?.name).toBe('StatTrak™');
    expect(body.data.list[0].tagExterior?.name).toBe('Minimal Wear');
  });

  it.each([
    ['search=红线', 2],
    ['search=REDLINE', 2],
    ['tagRarity=rarity_ancient_weapon', 3],
    ['tagRarity=rarity_ancient_weapon&tagExterior=factory_new', 2],
    ['tagQuality=star', 1],
    ['tagType=rifle&type=awp', 2],
    ['tagType=other&type=case', 1],
    ['tagItemSet=collection-set-community-2', 3],
    ['minPrice=85&maxPrice=500', 3],
    ['minPrice=0.5&maxPrice=1.2', 21],
  ])('filters with %s', async (query, total) => {
    const { body } = await api.rest<MarketData>(`/web/market?${encodeURI(query)}`);
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(total);
  });

  it('sorts by price ascending (1) and descending (2)', async () => {
    const ascending = (await api.rest<MarketData>('/web/market?sort=1&limit=100')).body.data.list.map((item) => item.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await api.rest<MarketData>('/web/market?sort=2&limit=3')).body.data.list.map((item) => item.price);
    expect(descending).toEqual([99_999_999, 1_200_000, 250_000]);
  });

  it('pages with page and limit', async () => {
    const first = (await api.rest<MarketData>('/web/market?sort=1&limit=20&page=1')).body.data;
    const third = (await api.rest<MarketData>('/web/market?sort=1&limit=20&page=3')).body.data;
    expect(first.total).toBe(52);
    expect(first.pages).toBe(3);
    expect(first.list).toHaveLength(20);
    expect(third.list).toHaveLength(12);
    expect(third.list[0].price).toBeGreaterThanOrEqual(first.list[19].price);
    const beyond = (await api.rest<MarketData>('/web/market?sort=1&limit=20&page=4')).body.data;
    expect(beyond.list).toEqual([]);
    // past the last page the count still answers (the page's own statement carries it only with rows)
    expect(beyond.total).toBe(52);
  });

  it.each([
    ['limit=0', '每页数量必须在 1 到 100 之间', 'Page size must be between 1 and 100'],
    ['limit=10000', '每页数量必须在 1 到 100 之间', 'Page size must be between 1 and 100'],
    ['limit=abc', '每页数量 必须是整数', 'Page size must be a whole number'],
    ['page=0', '页码必须在 1 到 5001 之间', 'Page must be between 1 and 5001'],
    ['minPrice=1.234', '最低价 最多保留两位小数', 'Minimum price can have at most two decimals'],
    ['maxPrice=-5', '最高价 格式不正确，请输入金额（元），最多两位小数', 'Maximum price must be an amount in yuan with at most two decimals'],
    [
      'sort=4',
      '排序方式无效，可选值为 0（默认）、1（价格升序）、2（价格降序）、3（最新上架）',
      'Unknown sort; use 0 (default), 1 (price ascending), 2 (price descending) or 3 (newest)',
    ],
    ['minPrice=100&maxPrice=10', '最低价不能高于最高价', 'The minimum price cannot be above the maximum price'],
    ['tagExterior=shiny', '外观 的取值 shiny 不存在', 'Exterior has no value shiny'],
    ['tagType=pistol&type=ak_47', '子类型 的取值 ak_47 不存在', 'Sub-type has no value ak_47'],
  ])('refuses %s with a clear message in Chinese and English, never a 500', async (query, zh, en) => {
    const chinese = await api.rest(`/web/market?${query}`);
    expect(chinese.status).toBe(400);
    expect(chinese.body).toEqual({ code: 400, msg: zh, data: null });
    const english = await api.rest(`/web/market?${query}`, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(english.body).toEqual({ code: 400, msg: en, data: null });
  });
});

describe('GET /web/market with onSale', () => {
  it('finds an item nobody sells (the CS20 case) with onSale=0, and not by default or with onSale=1', async () => {
    for (const query of ['search=CS20%20Case', 'search=CS20%20Case&onSale=1']) {
      const { body } = await api.rest<MarketData>(`/web/market?${query}`);
      expect(body.code).toBe(0);
      expect(body.data.list.map((item) => item.hashName)).not.toContain('CS20 Case');
    }
    const { body } = await api.rest<MarketData>('/web/market?search=CS20%20Case&onSale=0');
    expect(body.code).toBe(0);
    expect(body.data.list.find((item) => item.hashName === 'CS20 Case')).toMatchObject({ price: null, quantity: 0, tagType: { id: 'other' } });
  });

  it('lists every matching item with onSale=0, those on sale first in the sort, then the others without a price', async () => {
    const onSale = (await api.rest<MarketData>('/web/market?search=redline&sort=1&limit=100')).body.data;
    const all = (await api.rest<MarketData>('/web/market?search=redline&sort=1&limit=100&onSale=0')).body.data;
    expect(onSale.list.map((item) => item.hashName)).toEqual(['AK-47 | Redline (Field-Tested)', 'StatTrak™ AK-47 | Redline (Minimal Wear)']);
    expect(all.total).toBeGreaterThan(onSale.total);
    expect(all.list).toHaveLength(all.total);
    expect(all.list.slice(0, 2)).toEqual(onSale.list);
    expect(all.list.slice(2).every((item) => item.price === null && item.quantity === 0)).toBe(true);
    expect(new Set(all.list.map((item) => item.hashName)).size).toBe(all.total);
    // numbered pages cut the same list, across the items on sale and the others
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const { body } = await api.rest<MarketData>(`/web/market?search=redline&sort=1&limit=3&page=${page}&onSale=0`);
      expect(body.data.total).toBe(all.total);
      paged.push(...body.data.list.map((item) => item.hashName));
    }
    expect(paged).toEqual(all.list.map((item) => item.hashName));
  });

  it('counts the whole catalogue with onSale=0 and no filter, and only priced items under a price bound', async () => {
    const all = (await api.rest<MarketData>('/web/market?onSale=0&limit=1')).body.data;
    expect(all.total).toBe(38_318);
    const bounded = (await api.rest<MarketData>('/web/market?minPrice=85&maxPrice=500&onSale=0')).body.data;
    expect(bounded.total).toBe(3);
  });

  it('refuses another onSale value in Chinese and English', async () => {
    const chinese = await api.rest('/web/market?onSale=yes');
    expect(chinese.status).toBe(400);
    expect(chinese.body).toEqual({ code: 400, msg: '只看在售的取值无效，可选值为 1（只看在售，默认）或 0（全部物品）', data: null });
    const english = await api.rest('/web/market?onSale=2', { 'accept-language': 'en' });
    expect(english.body).toEqual({ code: 400, msg: 'Unknown onSale; use 1 (items on sale only, the default) or 0 (every item)', data: null });
  });
});

describe('GET /web/index', () => {
  it('answers marketAuto, marketHot and marketPoor', async () => {
    const { body } = await api.rest<{ marketAuto: RestItem[]; marketHot: RestItem[]; marketPoor: RestItem[] }>('/web/index?limit=5');
    expect(body.code).toBe(0);
    expect(body.data.marketAuto.map((item) => item.hashName).sort()).toEqual(['AK-47 | Redline (Field-Tested)', 'Kilowatt Case']);
    expect(body.data.marketHot[0].hashName).toBe('AWP | Asiimov (Field-Tested)');
    expect(body.data.marketPoor.length).toBe(5);
    expect(body.data.marketPoor.every((item) => item.quantity >= 1 && item.quantity <= 3)).toBe(true);
  });

  it('sorts each list by price when asked', async () => {
    const { body } = await api.rest<{ marketPoor: RestItem[] }>('/web/index?limit=10&sort=2');
    const prices = body.data.marketPoor.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('refuses a bad limit', async () => {
    expect((await api.rest('/web/index?limit=0')).body).toMatchObject({ code: 400 });
  });
});

describe('other /web routes', () => {
  it('gives an item with its listings, cheapest first', async () => {
    const { body } = await api.rest<{ item: RestItem; listings: { list: { price: number; seller: { nickname: string } }[]; total: number } }>(
      `/web/goods?hashName=${encodeURIComponent('AWP | Asiimov (Field-Tested)')}`,
    );
    expect(body.data.item.price).toBe(50_000);
    expect(body.data.listings.list.map((listing) => listing.price)).toEqual([50_000, 65_000]);
    expect(body.data.listings.total).toBe(2);
    expect((await api.rest('/web/goods?hashName=nothing')).body).toMatchObject({ code: 404, msg: '饰品不存在' });
  });

  it('answers unknown routes with an envelope 404', async () => {
    const { status, body } = await api.rest('/web/nothing-here', { 'accept-language': 'en' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'No such endpoint', data: null });
  });

  it('gives the exchange rate', async () => {
    const { body } = await api.rest<{ cnyPerUsd: number; usdPerCny: number }>('/web/exchangeRate');
    expect(body.code).toBe(0);
    expect(body.data.usdPerCny).toBe(Math.round((1 / body.data.cnyPerUsd) * 10_000) / 10_000);
  });
});

describe('GET /web/market walked to the last page', () => {
  beforeAll(async () => {
    await addMarketTies();
  });

  it.each([
    ['0', 'DEFAULT'],
    ['1', 'PRICE_ASC'],
    ['2', 'PRICE_DESC'],
    ['3', 'NEWEST'],
  ] as [string, MarketSortName][])('gives every item once with sort=%s (%s), ties broken by id, in at most two statements a page', async (sort, name) => {
    const expected = await expectedMarketOrder(name);
    const seen: string[] = [];
    const pages = Math.ceil(expected.length / 7);
    for (let page = 1; page <= pages + 1; page += 1) {
      const statements: string[] = [];
      const stop = database.onSql((sql) => statements.push(sql));
      const { body } = await api.rest<MarketData>(`/web/market?sort=${sort}&limit=7&page=${page}`);
      stop();
      expect(body.code).toBe(0);
      expect(body.data.total).toBe(expected.length);
      expect(body.data.pages).toBe(pages);
      expect(statements.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.list.map((item) => item.hashName));
    }
    expect(seen).toEqual(expected);
  });
});
