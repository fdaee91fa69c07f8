import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { schema } from '../../api/graphql/schema.ts';
import { db } from '../../api/db/client.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { addMarketTies, expectedMarketOrder, type MarketSortName, SELLERS, seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createListing } from '../helpers/listings.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { MarketDocument, MarketItemDocument, type MarketQueryVariables } from '../helpers/generated/graphql.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures({ bulkItems: 150 });
});

afterAll(async () => {
  await api?.app.close();
});

async function market(variables: MarketQueryVariables, headers?: Record<string, string>) {
  return api.graphql(MarketDocument, variables, headers);
}

async function nodes(variables: MarketQueryVariables) {
  const result = await market(variables);
  expect(result.errors).toBeUndefined();
  return result.data!.market.edges.map((edge) => edge.node);
}

describe('schema.graphql', () => {
  it('is the schema the code prints (run npm run schema:print after changing the API)', () => {
    expect(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(`${printSchema(schema)}\n`);
  });
});

describe('market query', () => {
  it('lists one entry per item with listings, with its lowest price, quantity and sales', async () => {
    const result = await nodes({ filter: { search: 'AK-47 | Redline (Field-Tested)' } });
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      hashName: 'AK-47 | Redline (Field-Tested)',
      name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' },
      lowestPrice: 8_500,
      quantity: 3,
      salesCount: 3,
      rarityColor: '#D32CE6',
      rarity: { id: 'rarity_legendary_weapon' },
      quality: { id: 'normal' },
      exterior: { id: 'field_tested' },
      type: { id: 'rifle' },
      subType: { id: 'ak_47' },
      collection: { id: 'collection-set-community-2', label: { zh: '凤凰收藏品' } },
    });
    expect(result[0].id).not.toMatch(/^\d+$/); // a Relay global id, not a raw row id
  });

  it.each(['红线', 'redline', 'REDLINE', 'AK-47 | Redline', 'ak 红线'])('finds AK-47 | Redline by %j', async (search) => {
    const hashNames = (await nodes({ filter: { search } })).map((node) => node.hashName);
    expect(hashNames).toEqual(expect.arrayContaining(['AK-47 | Redline (Field-Tested)', 'StatTrak™ AK-47 | Redline (Minimal Wear)']));
    expect(hashNames.every((name) => name.includes('Redline'))).toBe(true);
  });

  it('treats LIKE wildcards in the keyword as plain characters', async () => {
    expect(await nodes({ filter: { search: '%' } })).toEqual([]);
    expect(await nodes({ filter: { search: '_' } })).toEqual([]);
  });

  it('combines the keyword with filters', async () => {
    const result = await nodes({ filter: { search: '红线', quality: 'stattrak', exterior: 'minimal_wear' } });
    expect(result.map((node) => node.hashName)).toEqual(['StatTrak™ AK-47 | Redline (Minimal Wear)']);
  });

  it('filters by rarity, exterior, quality, type, sub-type and collection', async () => {
    const covert = await nodes({ filter: { rarity: 'rarity_ancient_weapon' }, first: 100 });
    expect(covert.map((node) => node.hashName).sort()).toEqual(
      ['AWP | Asiimov (Field-Tested)', '★ Karambit | Fade (Factory New)', 'Souvenir AWP | Dragon Lore (Factory New)'].sort(),
    );
    const factoryNew = await nodes({ filter: { exterior: 'factory_new', rarity: 'rarity_ancient_weapon' } });
    expect(factoryNew.every((node) => node.exterior?.id === 'factory_new')).toBe(true);
    expect(factoryNew).toHaveLength(2);
    expect((await nodes({ filter: { quality: 'souvenir' } })).map((node) => node.hashName)).toEqual(['Souvenir AWP | Dragon Lore (Factory New)']);
    expect((await nodes({ filter: { quality: 'star' } })).map((node) => node.hashName)).toEqual(['★ Karambit | Fade (Factory New)']);
    const rifles = await nodes({ filter: { tagType: 'rifle' }, first: 100 });
    expect(rifles).toHaveLength(4);
    expect((await nodes({ filter: { tagType: 'rifle', subType: 'awp' } })).map((node) => node.subType?.id)).toEqual(['awp', 'awp']);
    expect((await nodes({ filter: { tagType: 'other', subType: 'case' } })).map((node) => node.hashName)).toEqual(['Kilowatt Case']);
    expect((await nodes({ filter: { tagType: 'sticker' } })).map((node) => node.hashName)).toEqual(['Sticker | Crown (Foil)']);
    const phoenix = await nodes({ filter: { itemSet: 'collection-set-community-2' } });
    expect(phoenix.map((node) => node.hashName).sort()).toEqual(
      ['AK-47 | Redline (Field-Tested)', 'AWP | Asiimov (Field-Tested)', 'StatTrak™ AK-47 | Redline (Minimal Wear)'].sort(),
    );
  });

  it('filters by price range in yuan on the lowest price', async () => {
    const result = await nodes({ filter: { minPrice: '85', maxPrice: '500' }, sort: 'PRICE_ASC' });
    expect(result.map((node) => node.lowestPrice)).toEqual([8_500, 30_000, 50_000]);
    expect(await nodes({ filter: { minPrice: '85.01', maxPrice: '499.99' } })).toHaveLength(1);
  });

  it('sorts by price ascending and descending, and by sales by default', async () => {
    const ascending = (await nodes({ sort: 'PRICE_ASC', first: 100 })).map((node) => node.lowestPrice!);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await nodes({ sort: 'PRICE_DESC', first: 5 })).map((node) => node.lowestPrice);
    expect(descending).toEqual([99_999_999, 1_200_000, 250_000, 50_000, 30_000]);
    const byDefault = (await nodes({ first: 3 })).map((node) => node.hashName);
    expect(byDefault).toEqual(['AWP | Asiimov (Field-Tested)', 'AK-47 | Redline (Field-Tested)', 'Kilowatt Case']);
  });

  it('pages with cursors without gaps or repeats, and counts the total', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let total = 0;
    for (let page = 0; page < 10; page += 1) {
      const result = await market({ sort: 'PRICE_ASC', first: 40, after });
      const connection = result.data!.market;
      total = connection.totalCount;
      seen.push(...connection.edges.map((edge) => edge.node.hashName));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(total).toBe(157);
    expect(seen).toHaveLength(157);
    expect(new Set(seen).size).toBe(157);
  });

  it('refuses bad input with a translated message and a code, in Chinese by default', async () => {
    const zh = await market({ filter: { minPrice: '1.234' } });
    expect(zh.errors?.[0]).toMatchObject({ message: '最低价 最多保留两位小数', extensions: { code: 'VALIDATION', field: 'minPrice' } });
    const en = await market({ filter: { minPrice: '9', maxPrice: '1' } }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.errors?.[0]).toMatchObject({ message: 'The minimum price cannot be above the maximum price' });
    const tooMany = await market({ first: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('VALIDATION');
    const unknownTag = await market({ filter: { rarity: 'gold' } });
    expect(unknownTag.errors?.[0].message).toBe('品质 的取值 gold 不存在');
  });

  it('refuses operations nested too deeply', async () => {
    const deep = `{ market(first: 1) { edges { node { listings(first: 1) { edges { node { item { listings(first: 1) { edges { node { item { listings(first: 1) { edges { node { id } } } } } } } } } } } } } } }`;
    const result = await api.graphql(deep);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_DEEP' } });
  });
});

describe('N+1 guard', () => {
  it('runs the same number of SQL statements for a market page of 20 and of 100', async () => {
    const countFor = async (first: number) => {
      const statements: string[] = [];
      const stop = database.onSql((sql) => statements.push(sql));
      const result = await market({ first, sort: 'PRICE_ASC' });
      stop();
      expect(result.data!.market.edges).toHaveLength(first);
      return statements.length;
    };
    const twenty = await countFor(20);
    const hundred = await countFor(100);
    expect(hundred).toBe(twenty);
    // the page, its items with their collections and figures, and the count of all matches: one statement
    expect(twenty).toBeLessThanOrEqual(2);
  });

  it('answers every field of a market item from the page, in one statement, after a cursor and by page number', async () => {
    const fields = `totalCount pageInfo { endCursor } edges { node { id hashName name { zh en } iconUrl lowestPrice quantity autoDeliveryQuantity salesCount
      referencePrice rarity { id } rarityColor quality { id } exterior { id } type { id } subType { id } collection { id label { zh en } } minFloat maxFloat } }`;
    const run = async (query: string, variables: Record<string, unknown>) => {
      const statements: string[] = [];
      const stop = database.onSql((sql) => statements.push(sql));
      const result = await api.graphql<{ market: { pageInfo: { endCursor: string }; edges: { node: Record<string, unknown> }[] } }>(query, variables);
      stop();
      expect(result.errors).toBeUndefined();
      expect(statements.length).toBe(1);
      return result.data!.market;
    };
    const first = await run(`query ($search: String) { market(first: 3, filter: { search: $search }, sort: PRICE_ASC) { ${fields} } }`, { search: 'redline' });
    const next = await run(`query ($after: String) { market(first: 3, after: $after, sort: PRICE_ASC) { ${fields} } }`, { after: first.pageInfo.endCursor });
    const numbered = await run(`query { market(first: 3, page: 2, sort: PRICE_ASC) { ${fields} } }`, {});
    expect(next.edges).toHaveLength(3);
    expect(numbered.edges).toHaveLength(3);
    const redline = first.edges[0].node;
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' }, include: { collection: true } });
    expect(redline).toMatchObject({
      hashName: template.hashName,
      iconUrl: template.iconUrl,
      lowestPrice: 8_500,
      quantity: 3,
      autoDeliveryQuantity: 3,
      salesCount: 3,
      referencePrice: template.referencePriceCents,
      collection: { id: 'collection-set-community-2', label: { zh: '凤凰收藏品', en: template.collection!.nameEn } },
      minFloat: template.minFloat,
      maxFloat: template.maxFloat,
    });
  });
});

describe('market with onSale: false', () => {
  type Page = {
    market: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { hashName: string; lowestPrice: number | null; quantity: number } }[];
    };
  };
  const pageQuery = `query ($filter: MarketFilter, $sort: MarketSort, $first: Int, $after: String, $page: Int) {
    market(filter: $filter, sort: $sort, first: $first, after: $after, page: $page) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { hashName lowestPrice quantity } }
    }
  }`;
  const page = async (variables: Record<string, unknown>) => {
    const statements: string[] = [];
    const stop = database.onSql((sql) => statements.push(sql));
    const result = await api.graphql<Page>(pageQuery, variables);
    stop();
    expect(result.errors).toBeUndefined();
    // items on sale and the others, their figures and the count: still one statement a page
    expect(statements.length).toBe(1);
    return result.data!.market;
  };

  it('finds an item nobody sells (the CS20 case) by its name, which the default filter leaves out', async () => {
    const onSale = await page({ filter: { search: 'CS20' }, first: 20 });
    expect(onSale.edges.map((edge) => edge.node.hashName)).not.toContain('CS20 Case');
    const all = await page({ filter: { search: 'CS20', onSale: false }, first: 20 });
    expect(all.edges.map((edge) => edge.node)).toContainEqual({ hashName: 'CS20 Case', lowestPrice: null, quantity: 0 });
  });

  it.each(['DEFAULT', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'])(
    'gives every matching item once with %s, those on sale first, by cursor across both parts as by number',
    async (sort) => {
      const filter = { search: 'redline', onSale: false };
      const onSale = (await page({ filter: { search: 'redline' }, sort, first: 50 })).edges.map((edge) => edge.node.hashName);
      const byCursor: Page['market']['edges'][number]['node'][] = [];
      let after: string | undefined;
      let total = 0;
      for (let count = 0; count < 50; count += 1) {
        const connection = await page({ filter, sort, first: 3, after });
        total = connection.totalCount;
        byCursor.push(...connection.edges.map((edge) => edge.node));
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor!;
      }
      expect(byCursor).toHaveLength(total);
      expect(new Set(byCursor.map((node) => node.hashName)).size).toBe(total);
      expect(byCursor.slice(0, onSale.length).map((node) => node.hashName)).toEqual(onSale);
      expect(byCursor.slice(onSale.length).every((node) => node.lowestPrice === null)).toBe(true);
      const byNumber: string[] = [];
      for (let number = 1; number <= Math.ceil(total / 3); number += 1) {
        byNumber.push(...(await page({ filter, sort, first: 3, page: number })).edges.map((edge) => edge.node.hashName));
      }
      expect(byNumber).toEqual(byCursor.map((node) => node.hashName));
    },
  );
});

describe('marketItem', () => {
  it('shows every listing of the item, cheapest first, with float, paint seed, stickers and seller', async () => {
    const result = await api.graphql(MarketItemDocument, { hashName: 'AK-47 | Redline (Field-Tested)' });
    expect(result.errors).toBeUndefined();
    const item = result.data!.marketItem!;
    expect(item.listings.totalCount).toBe(3);
    expect(item.listings.edges.map((edge) => edge.node.price)).toEqual([8_500, 9_050, 12_000]);
    for (const { node } of item.listings.edges) {
      expect(node.floatValue).toBeGreaterThanOrEqual(item.minFloat!);
      expect(node.floatValue).toBeLessThanOrEqual(item.maxFloat!);
      expect(node.seller).toEqual({ nickname: '自动发货小铺', isRobot: true });
      expect(node.autoDelivery).toBe(true);
      expect(node.item.hashName).toBe('AK-47 | Redline (Field-Tested)');
    }
    const withSticker = item.listings.edges.find((edge) => edge.node.price === 12_000)!.node;
    expect(withSticker.stickers).toEqual([{ name: { zh: '印花 | 皇冠（闪亮）', en: 'Sticker | Crown (Foil)' }, slot: 0, wear: 0.1 }]);
    expect(item.priceHistory.reduce((sum, point) => sum + point.volume, 0)).toBe(3);
    expect(item.priceHistory[0].averagePrice).toBe(Math.round((8_800 + 9_100 + 9_300) / 3));
  });

  it('answers null for an unknown item', async () => {
    const result = await api.graphql(MarketItemDocument, { hashName: 'AK-47 | Nonexistent' });
    expect(result).toEqual({ data: { marketItem: null } });
  });
});

describe('home, sellHot, catalogTags, exchangeRate', () => {
  it('lists auto-delivery, hot, low-stock, bargains, latest listings and trends', async () => {
    const result = await api.graphql<{
      home: Record<string, { totalCount: number; edges: { node: { hashName?: string; price?: number; quantity?: number } }[] }> & {
        trends: { item: { hashName: string }; points: unknown[] }[];
      };
    }>(`{ home {
      autoDelivery(first: 10) { totalCount edges { node { hashName } } }
      hot(first: 3) { totalCount edges { node { hashName } } }
      lowStock(first: 100) { totalCount edges { node { hashName quantity } } }
      bargains(first: 5) { totalCount edges { node { hashName } } }
      latestListings(first: 5) { totalCount edges { node { price } } }
      trends(first: 3) { item { hashName } points { day } }
    } }`);
    expect(result.errors).toBeUndefined();
    const home = result.data!.home;
    // the shelf of instant delivery: the most copies ready for it first (5 robot-shop cases, then the rifle), not the hot order
    expect(home.autoDelivery.edges.map((edge) => edge.node.hashName)).toEqual(['Kilowatt Case', 'AK-47 | Redline (Field-Tested)']);
    expect(home.hot.edges.map((edge) => edge.node.hashName)).toEqual(['AWP | Asiimov (Field-Tested)', 'AK-47 | Redline (Field-Tested)', 'Kilowatt Case']);
    // every item with 1 to 3 on sale; the Kilowatt Case has 5
    expect(home.lowStock.totalCount).toBe(156);
    expect(home.lowStock.edges.every((edge) => edge.node.quantity! >= 1 && edge.node.quantity! <= 3)).toBe(true);
    expect(home.latestListings.totalCount).toBe(164);
    expect(home.trends.every((trend) => trend.points.length >= 1)).toBe(true);
  });

  it('ranks /sellhot by sales over the last 30 days', async () => {
    const result = await api.graphql<{ sellHot: { edges: { node: { hashName: string; salesCount: number } }[] } }>(
      '{ sellHot(first: 2) { edges { node { hashName salesCount } } } }',
    );
    expect(result.data!.sellHot.edges.map((edge) => edge.node)).toEqual([
      { hashName: 'AWP | Asiimov (Field-Tested)', salesCount: 4 },
      { hashName: 'AK-47 | Redline (Field-Tested)', salesCount: 3 },
    ]);
  });

  it('gives the tag catalogues with their colours and collections', async () => {
    const result = await api.graphql<{
      catalogTags: {
        types: { id: string; subTypes: { id: string }[] }[];
        rarities: { id: string; color: string }[];
        qualities: { id: string; color: string }[];
        exteriors: { id: string; color: string; label: { zh: string } }[];
        collections: { id: string }[];
      };
    }>('{ catalogTags { types { id subTypes { id } } rarities { id color } qualities { id color } exteriors { id color label { zh } } collections { id } } }');
    const tags = result.data!.catalogTags;
    expect(tags.types.map((type) => type.id)).toEqual(['knife', 'gloves', 'rifle', 'pistol', 'smg', 'shotgun', 'machinegun', 'sticker', 'other', 'agent']);
    expect(tags.types.find((type) => type.id === 'rifle')!.subTypes.map((sub) => sub.id)).toContain('ak_47');
    expect(tags.rarities.find((rarity) => rarity.id === 'rarity_contraband_weapon')!.color).toBe('#E4AE39');
    expect(tags.qualities.find((quality) => quality.id === 'stattrak')!.color).toBe('#CF6A32');
    expect(tags.exteriors[0]).toEqual({ id: 'factory_new', color: '#228149', label: { zh: '崭新出厂' } });
    expect(tags.collections.length).toBeGreaterThan(50);
  });

  it('gives the exchange rate with the inverse rounded to 4 decimals', async () => {
    const result = await api.graphql<{ exchangeRate: { cnyPerUsd: number; usdPerCny: number; stale: boolean } }>(
      '{ exchangeRate { cnyPerUsd usdPerCny stale } }',
    );
    expect(result.data!.exchangeRate.usdPerCny).toBe(Math.round((1 / result.data!.exchangeRate.cnyPerUsd) * 10_000) / 10_000);
    expect(result.data!.exchangeRate.stale).toBe(false);
  });
});

describe('market pages by number and the newest sort', () => {
  it('gives page n of `first` items, the same items as the cursor pages', async () => {
    const all = await nodes({ first: 15, sort: 'PRICE_ASC' });
    const paged = await api.graphql<{ market: { totalCount: number; edges: { node: { hashName: string } }[] } }>(
      'query ($page: Int) { market(first: 5, page: $page, sort: PRICE_ASC) { totalCount edges { node { hashName } } } }',
      { page: 3 },
    );
    expect(paged.errors).toBeUndefined();
    expect(paged.data!.market.edges.map((edge) => edge.node.hashName)).toEqual(all.slice(10, 15).map((node) => node.hashName));
  });

  it('refuses a page out of range or together with a cursor, in the request language', async () => {
    const zero = await api.graphql('{ market(first: 5, page: 0) { totalCount } }');
    expect(zero.errors?.[0].message).toBe('页码须为 1 到 20001 的整数');
    const mixed = await api.graphql('{ market(first: 5, page: 2, after: "T2Zmc2V0Q29ubmVjdGlvbjo0") { totalCount } }', {}, { 'accept-language': 'en' });
    expect(mixed.errors?.[0].message).toBe('A page number cannot be combined with after, before or last');
  });

  it('sorts the items most recently listed first with NEWEST (REST sort=3)', async () => {
    const cheapest = (await nodes({ first: 1, sort: 'PRICE_ASC' }))[0];
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { hashName: cheapest.hashName } });
    const listing = await db().listing.findFirstOrThrow({ where: { templateId: template.id, status: 'ON_SALE' } });
    await db().listing.update({ where: { id: listing.id }, data: { createdAt: new Date(Date.now() + 60_000) } });
    await db().$transaction((tx) => refreshMarketStats(tx, [template.id]));

    expect((await nodes({ first: 1, sort: 'NEWEST' }))[0].hashName).toBe(cheapest.hashName);
    const rest = await api.rest<{ list: { hashName: string }[] }>('/web/market?sort=3&limit=1');
    expect(rest.body.data.list[0].hashName).toBe(cheapest.hashName);
  });
});

describe('market pages walked to the end', () => {
  const sorts: MarketSortName[] = ['DEFAULT', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'];
  type Page = {
    market: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: { hashName: string } }[] };
  };
  const pageQuery = `query ($sort: MarketSort, $first: Int, $after: String, $page: Int) {
    market(sort: $sort, first: $first, after: $after, page: $page) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { hashName } } }
  }`;
  const page = async (variables: Record<string, unknown>) => {
    const result = await api.graphql<Page>(pageQuery, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.market;
  };

  beforeAll(async () => {
    await addMarketTies();
  });

  it.each(sorts)('gives every item once, in the %s order with ties broken by id, page after page by cursor and by number', async (sort) => {
    const expected = await expectedMarketOrder(sort);
    const byCursor: string[] = [];
    let after: string | undefined;
    for (let count = 0; count < 100; count += 1) {
      const connection = await page({ sort, first: 7, after });
      expect(connection.totalCount).toBe(expected.length);
      byCursor.push(...connection.edges.map((edge) => edge.node.hashName));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor!;
    }
    expect(byCursor).toEqual(expected);
    const byNumber: string[] = [];
    for (let number = 1; number <= Math.ceil(expected.length / 7); number += 1) {
      byNumber.push(...(await page({ sort, first: 7, page: number })).edges.map((edge) => edge.node.hashName));
    }
    expect(byNumber).toEqual(expected);
    // a numbered page's cursors are positions too: after the last item of page 3 comes page 4
    const third = await page({ sort, first: 7, page: 3 });
    expect((await page({ sort, first: 7, after: third.pageInfo.endCursor })).edges.map((edge) => edge.node.hashName)).toEqual(expected.slice(21, 28));
  });

  it('continues after the last item seen when an item joins the pages already read (a position, not an offset)', async () => {
    const before = await expectedMarketOrder('PRICE_ASC');
    const first = await page({ sort: 'PRICE_ASC', first: 5 });
    expect(first.edges.map((edge) => edge.node.hashName)).toEqual(before.slice(0, 5));
    // a pistol not on sale yet is listed below every price on the market: it joins page 1
    const onSale = await db().marketStats.findMany({ where: { quantity: { gt: 0 } }, select: { templateId: true } });
    const newcomer = await db().itemTemplate.findFirstOrThrow({
      where: { tagType: 'pistol', id: { notIn: onSale.map((row) => row.templateId) } },
      select: { id: true, hashName: true },
    });
    await createListing({ templateId: newcomer.id, sellerId: SELLERS.person, priceCents: 1 });
    const second = await page({ sort: 'PRICE_ASC', first: 5, after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node.hashName)).toEqual(before.slice(5, 10));
    expect(second.totalCount).toBe(before.length + 1);
  });

  it('refuses a cursor of another sort, a garbled or an offset cursor, and backward paging, in the request language', async () => {
    const { pageInfo } = await page({ sort: 'PRICE_ASC', first: 2 });
    for (const after of [
      pageInfo.endCursor!,
      'garbled',
      Buffer.from('OffsetConnection:4').toString('base64'),
      Buffer.from('MarketItems:NEWEST:2026-02-30T00:00:00.000000,1').toString('base64'),
    ]) {
      const result = await api.graphql(pageQuery, { sort: 'NEWEST', first: 2, after }, { 'accept-language': 'en' });
      expect(result.errors?.[0]).toMatchObject({
        message: 'The paging position after is invalid; please reload from the first page',
        extensions: { code: 'VALIDATION' },
      });
    }
    const backward = await api.graphql('{ market(last: 2) { totalCount } }');
    expect(backward.errors?.[0].message).toBe('市场列表只能向后翻页（first 与 after）或按页码翻页（page）');
  });
});
