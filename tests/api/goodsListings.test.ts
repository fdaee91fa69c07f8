import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { Prisma } from '../../api/db/generated/prisma/client.ts';
import { listingPartSql } from '../../api/modules/listing/listing.service.ts';
import { markListingSold } from '../helpers/listings.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

// The item page's listings (MarketItem.listings and GET /web/goods): float range, paint seed and
// sticker filters, the four sorts with keyset paging, the refusals, and the plans that keep the
// float sorts and ranges on the (template_id, status, float_value) index on an item with 5,000 listings.

const REDLINE = 'AK-47 | Redline (Field-Tested)';
const ASIIMOV = 'AWP | Asiimov (Field-Tested)';
const SELLER = '00000000-0000-4000-8000-00000000b001';
const CROWN = { hashName: 'Sticker | Crown (Foil)', nameEn: 'Sticker | Crown (Foil)', nameZh: '印花 | 皇冠（闪亮）', slot: 0, wear: null, iconUrl: null };
const TITAN = {
  hashName: 'Sticker | Titan | Katowice 2014',
  nameEn: 'Sticker | Titan | Katowice 2014',
  nameZh: '印花 | Titan | 2014年卡托维兹',
  slot: 1,
  wear: 0.2,
  iconUrl: null,
};

type Row = { id: string; price: number; floatValue: number | null; paintSeed: number | null; stickers: string[] };

let database: Database;
let api: TestApp;
let redlineId: number;
/** Redline's listings on sale as the test made them. */
let onSale: Row[] = [];

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await importCatalog(db());
  await db().user.create({ data: { id: SELLER, nickname: '磨损卖家' } });
  const templates = await db().itemTemplate.findMany({ where: { hashName: { in: [REDLINE, ASIIMOV] } }, select: { id: true, hashName: true } });
  redlineId = templates.find((template) => template.hashName === REDLINE)!.id;
  const asiimovId = templates.find((template) => template.hashName === ASIIMOV)!.id;

  // 24 listings with floats in pairs of equal values (the id breaks the tie), 2 without a float (the
  // cheapest), and a sold one in every range that must never show
  const rows: Prisma.ListingCreateManyInput[] = [];
  for (let index = 0; index < 24; index++) {
    const stickers = [...(index % 4 === 0 ? [CROWN] : []), ...(index % 6 === 0 ? [TITAN] : [])];
    rows.push({
      templateId: redlineId,
      sellerId: SELLER,
      priceCents: 10_000 + ((index * 7) % 24) * 100,
      floatValue: Number((0.15 + Math.floor(index / 2) * 0.02).toFixed(4)),
      paintSeed: index % 3 === 0 ? 661 : 100 + index,
      stickers,
    });
  }
  rows.push({ templateId: redlineId, sellerId: SELLER, priceCents: 9_500, stickers: [] });
  rows.push({ templateId: redlineId, sellerId: SELLER, priceCents: 9_000, stickers: [CROWN] });
  await db().listing.createMany({ data: rows });
  const sold = await db().listing.create({
    data: { templateId: redlineId, sellerId: SELLER, priceCents: 1_000, floatValue: 0.2, paintSeed: 661, stickers: [CROWN] },
  });
  await markListingSold(sold.id);

  // the plan test's item: 5,000 listings, floats spread over the whole wear range
  const many: Prisma.ListingCreateManyInput[] = [];
  for (let index = 0; index < 5_000; index++) {
    many.push({
      templateId: asiimovId,
      sellerId: SELLER,
      priceCents: 30_000 + ((index * 7919) % 5_000),
      floatValue: ((index * 104_729) % 5_000) / 5_000,
      paintSeed: index % 1_001,
      stickers: index % 50 === 0 ? [CROWN] : [],
    });
  }
  await db().listing.createMany({ data: many });
  await refreshMarketStats(db(), [redlineId, asiimovId]);
  await db().$executeRawUnsafe('ANALYZE listings');

  const created = await db().listing.findMany({ where: { templateId: redlineId, status: 'ON_SALE' } });
  onSale = created.map((listing) => ({
    id: listing.id,
    price: listing.priceCents,
    floatValue: listing.floatValue,
    paintSeed: listing.paintSeed,
    stickers: (listing.stickers as { hashName: string }[]).map((sticker) => sticker.hashName),
  }));
}, 60_000);

afterAll(async () => {
  await api?.app.close();
});

const LISTINGS = `
  query ($hashName: String!, $filter: ListingFilter, $sort: ListingSort, $first: Int, $after: String) {
    marketItem(hashName: $hashName) {
      listings(filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id price floatValue paintSeed stickers { name { en } } } }
      }
    }
  }`;

type Node = { id: string; price: number; floatValue: number | null; paintSeed: number | null };
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: Node }[] };

/** A page of Redline's listings, the nodes' global ids turned back into listing ids. */
async function page(variables: Record<string, unknown>, language = 'zh') {
  const result = await api.graphql<{ marketItem: { listings: Page } }>(LISTINGS, { hashName: REDLINE, ...variables }, { 'accept-language': language });
  for (const edge of result.data?.marketItem?.listings.edges ?? []) {
    edge.node.id = Buffer.from(edge.node.id, 'base64')
      .toString()
      .replace(/^Listing:/, '');
  }
  return result;
}

/** Every page of a filter and sort, `first` at a time, following the cursors. */
async function allPages(variables: Record<string, unknown>, first: number): Promise<{ nodes: Node[]; pages: number; totals: number[] }> {
  const nodes: Node[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const result = await page({ ...variables, first, after });
    expect(result.errors).toBeUndefined();
    const listings = result.data!.marketItem.listings;
    pages += 1;
    totals.push(listings.totalCount);
    nodes.push(...listings.edges.map((edge) => edge.node));
    if (!listings.pageInfo.hasNextPage) return { nodes, pages, totals };
    after = listings.pageInfo.endCursor;
    if (pages > 50) throw new Error('paging does not end');
  }
}

const byFloatThenId = (direction: 1 | -1) => (a: Row, b: Row) => {
  if (a.floatValue === null || b.floatValue === null) {
    if (a.floatValue !== null) return -1;
    if (b.floatValue !== null) return 1;
    return a.price - b.price || (a.id < b.id ? -1 : 1);
  }
  return direction * (a.floatValue - b.floatValue) || direction * (a.id < b.id ? -1 : 1);
};
const byPriceThenId = (direction: 1 | -1) => (a: Row, b: Row) => direction * (a.price - b.price) || direction * (a.id < b.id ? -1 : 1);

describe('MarketItem.listings: sorts and keyset paging', () => {
  it('keeps the cheapest first by default, and sorts by price descending', async () => {
    const ascending = await allPages({}, 10);
    expect(ascending.nodes.map((node) => node.id)).toEqual([...onSale].sort(byPriceThenId(1)).map((row) => row.id));
    expect(ascending.totals).toEqual([26, 26, 26]);
    const descending = await allPages({ sort: 'PRICE_DESC' }, 10);
    expect(descending.nodes.map((node) => node.id)).toEqual([...onSale].sort(byPriceThenId(-1)).map((row) => row.id));
  });

  it('pages through FLOAT_ASC 5 at a time without duplicates or gaps: floats ascending, equal floats by id, no float last', async () => {
    const { nodes, pages } = await allPages({ sort: 'FLOAT_ASC' }, 5);
    expect(pages).toBe(6);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(26);
    expect(nodes.map((node) => node.id)).toEqual([...onSale].sort(byFloatThenId(1)).map((row) => row.id));
    expect(nodes.slice(-2).map((node) => node.floatValue)).toEqual([null, null]);
  });

  it('pages through FLOAT_DESC 4 at a time: the highest float first, listings without a float still last', async () => {
    const { nodes } = await allPages({ sort: 'FLOAT_DESC' }, 4);
    expect(nodes.map((node) => node.id)).toEqual([...onSale].sort(byFloatThenId(-1)).map((row) => row.id));
    expect(nodes[0].floatValue).toBe(0.37);
    expect(nodes.slice(-2).map((node) => node.price)).toEqual([9_000, 9_500]);
  });

  it('does not skip a listing when one on an earlier page is sold between two pages', async () => {
    const first = await page({ sort: 'FLOAT_ASC', first: 3 });
    const shown = first.data!.marketItem.listings.edges.map((edge) => edge.node.id);
    const listing = await db().listing.create({ data: { templateId: redlineId, sellerId: SELLER, priceCents: 12_345, floatValue: 0.9, stickers: [] } });
    await markListingSold(listing.id);
    const { count } = await db().listing.updateMany({ where: { id: shown[0] }, data: { status: 'RESERVED' } });
    expect(count).toBe(1);
    try {
      const second = await page({ sort: 'FLOAT_ASC', first: 3, after: first.data!.marketItem.listings.pageInfo.endCursor });
      const expected = [...onSale].sort(byFloatThenId(1)).map((row) => row.id);
      expect(second.data!.marketItem.listings.edges.map((edge) => edge.node.id)).toEqual(expected.slice(3, 6));
    } finally {
      await db().listing.updateMany({ where: { id: shown[0] }, data: { status: 'ON_SALE' } });
    }
  });
});

describe('MarketItem.listings: filters', () => {
  it('keeps a float range (both ends included), and sorts inside it', async () => {
    const { nodes, totals } = await allPages({ filter: { floatMin: 0.19, floatMax: 0.25 }, sort: 'FLOAT_ASC' }, 3);
    const expected = onSale.filter((row) => row.floatValue !== null && row.floatValue >= 0.19 && row.floatValue <= 0.25).sort(byFloatThenId(1));
    expect(expected).toHaveLength(8);
    expect(nodes.map((node) => node.id)).toEqual(expected.map((row) => row.id));
    expect(totals[0]).toBe(8);
    // one end only
    const high = await page({ filter: { floatMin: 0.35 }, first: 50 });
    expect(high.data!.marketItem.listings.edges.map((edge) => edge.node.floatValue).sort()).toEqual([0.35, 0.35, 0.37, 0.37]);
  });

  it('keeps one paint seed', async () => {
    const result = await page({ filter: { paintSeed: 661 }, sort: 'PRICE_DESC', first: 50 });
    const nodes = result.data!.marketItem.listings.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(8);
    expect(nodes.every((node) => node.paintSeed === 661)).toBe(true);
    expect(nodes.map((node) => node.price)).toEqual([...nodes.map((node) => node.price)].sort((a, b) => b - a));
  });

  it('keeps the listings carrying a sticker, by hash name, by name without the prefix, or by Chinese name', async () => {
    const withCrown = onSale.filter((row) => row.stickers.includes(CROWN.hashName));
    expect(withCrown).toHaveLength(7);
    for (const sticker of [CROWN.hashName, 'Crown (Foil)', CROWN.nameZh]) {
      const result = await page({ filter: { sticker }, first: 50 });
      expect(result.errors).toBeUndefined();
      expect(result.data!.marketItem.listings.edges.map((edge) => edge.node.id).sort()).toEqual(withCrown.map((row) => row.id).sort());
    }
    const nothing = await page({ filter: { sticker: 'Sticker | Howl' }, first: 50 });
    expect(nothing.data!.marketItem.listings).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('combines the filters', async () => {
    const result = await page({ filter: { floatMin: 0.15, floatMax: 0.3, paintSeed: 661, sticker: 'Crown (Foil)' }, sort: 'FLOAT_DESC', first: 50 });
    const expected = onSale
      .filter((row) => row.floatValue !== null && row.floatValue <= 0.3 && row.paintSeed === 661 && row.stickers.includes(CROWN.hashName))
      .sort(byFloatThenId(-1));
    expect(expected.length).toBeGreaterThan(1);
    expect(result.data!.marketItem.listings.edges.map((edge) => edge.node.id)).toEqual(expected.map((row) => row.id));
  });

  it("offers the stickers of the item's listings on sale, the most frequent first", async () => {
    const result = await api.graphql<{ marketItem: { listingStickers: { hashName: string; name: { zh: string }; listings: number }[] } }>(
      `{ marketItem(hashName: "${REDLINE}") { listingStickers(first: 10) { hashName name { zh } listings } } }`,
    );
    expect(result.data!.marketItem.listingStickers).toEqual([
      { hashName: CROWN.hashName, name: { zh: CROWN.nameZh }, listings: 7 },
      { hashName: TITAN.hashName, name: { zh: TITAN.nameZh }, listings: 4 },
    ]);
    const tooMany = await api.graphql(`{ marketItem(hashName: "${REDLINE}") { listingStickers(first: 51) { hashName } } }`);
    expect(tooMany.errors?.[0].message).toBe('每次最多获取 50 条');
  });
});

describe('MarketItem.listings: refusals', () => {
  const refusal = async (variables: Record<string, unknown>, language = 'zh') => {
    const result = await page(variables, language);
    expect(result.data?.marketItem ?? null).toBeNull();
    return result.errors?.[0];
  };

  it('refuses a range whose minimum is above its maximum, or out of 0..1, in zh and en', async () => {
    expect(await refusal({ filter: { floatMin: 0.5, floatMax: 0.2 } })).toMatchObject({
      message: '最小磨损不能大于最大磨损',
      extensions: { code: 'VALIDATION', field: 'floatMin' },
    });
    expect((await refusal({ filter: { floatMin: 0.5, floatMax: 0.2 } }, 'en'))?.message).toBe('The minimum float cannot be above the maximum float');
    expect((await refusal({ filter: { floatMin: -0.1 } }))?.message).toBe('最小磨损必须在 0 到 1 之间');
    expect((await refusal({ filter: { floatMax: 1.5 } }, 'en'))?.message).toBe('Maximum float must be between 0 and 1');
  });

  it('refuses a paint seed out of 0..1000, an over-long sticker, and a cursor of another sort', async () => {
    expect((await refusal({ filter: { paintSeed: 1001 } }))?.message).toBe('图案模板必须是 0 到 1000 之间的整数');
    expect((await refusal({ filter: { paintSeed: -1 } }, 'en'))?.message).toBe('The paint seed must be a whole number from 0 to 1000');
    expect((await refusal({ filter: { sticker: 'x'.repeat(129) } }))?.message).toBe('印花名称不能超过 128 个字符');
    const first = await page({ sort: 'FLOAT_ASC', first: 2 });
    const cursor = first.data!.marketItem.listings.pageInfo.endCursor;
    expect(await refusal({ sort: 'PRICE_ASC', first: 2, after: cursor })).toMatchObject({
      message: '分页位置 after 无效，请从第一页重新加载',
      extensions: { code: 'VALIDATION', field: 'after' },
    });
  });
});

type RestListing = { id: string; price: number; floatValue: number | null; paintSeed: number | null; stickers: { hashName: string }[] };
type RestGoods = { item: { hashName: string }; listings: { list: RestListing[]; total: number; pages: number; page: number; limit: number } };

const goods = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  api.rest<RestGoods>(`/web/goods?${new URLSearchParams({ hashName: REDLINE, ...params }).toString()}`, headers);

describe('GET /web/goods: the listings filters and sorts', () => {
  it('pages float_asc by page and limit, with the listings without a float on the last page', async () => {
    const ids: string[] = [];
    for (let number = 1; number <= 6; number++) {
      const { body } = await goods({ sort: 'float_asc', page: String(number), limit: '5' });
      expect(body.code).toBe(0);
      expect(body.data.listings).toMatchObject({ total: 26, pages: 6, page: number, limit: 5 });
      ids.push(...body.data.listings.list.map((listing) => listing.id));
    }
    expect(ids).toEqual([...onSale].sort(byFloatThenId(1)).map((row) => row.id));
    const last = await goods({ sort: 'float_desc', page: '6', limit: '5' });
    expect(last.body.data.listings.list.map((listing) => listing.floatValue)).toEqual([null]);
  });

  it('filters by float range, paint seed and sticker, price descending', async () => {
    const { body } = await goods({ sort: 'price_desc', floatMin: '0.17', floatMax: '0.31', paintSeed: '661', sticker: 'Sticker | Crown (Foil)', limit: '50' });
    const expected = onSale
      .filter((row) => row.floatValue !== null && row.floatValue >= 0.17 && row.floatValue <= 0.31)
      .filter((row) => row.paintSeed === 661 && row.stickers.includes(CROWN.hashName))
      .sort(byPriceThenId(-1));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.listings.list.map((listing) => listing.id)).toEqual(expected.map((row) => row.id));
    expect(body.data.listings.total).toBe(expected.length);
    expect(body.data.listings.list.every((listing) => listing.stickers.some((sticker) => sticker.hashName === CROWN.hashName))).toBe(true);
  });

  it('refuses bad values with a translated message and code 400', async () => {
    expect((await goods({ floatMin: '0.5', floatMax: '0.1' })).body).toMatchObject({ code: 400, msg: '最小磨损不能大于最大磨损', data: null });
    expect((await goods({ floatMin: 'abc' })).body).toMatchObject({ code: 400, msg: '最小磨损必须是数字' });
    expect((await goods({ floatMax: '1e-3' }, { 'accept-language': 'en' })).body).toMatchObject({ code: 400, msg: 'Maximum float must be a number' });
    expect((await goods({ floatMax: '2' })).body).toMatchObject({ code: 400, msg: '最大磨损必须在 0 到 1 之间' });
    expect((await goods({ paintSeed: '3.5' })).body).toMatchObject({ code: 400, msg: '图案模板必须是 0 到 1000 之间的整数' });
    expect((await goods({ sort: 'wear' }, { 'accept-language': 'en' })).body).toMatchObject({
      code: 400,
      msg: 'Unknown sort; use price_asc, price_desc, float_asc or float_desc',
    });
  });
});

/** The nodes of an EXPLAIN (FORMAT JSON) plan, depth first. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

async function explain(statement: Prisma.Sql) {
  const [row] = await db().$queryRaw<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }[]>(Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`);
  return planNodes(row['QUERY PLAN'][0].Plan);
}

const FLOAT_INDEX = 'listings_template_id_status_float_value_idx';
const readsFloatIndex = (nodes: Record<string, unknown>[]) =>
  nodes.some((node) => ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'].includes(node['Node Type'] as string) && node['Index Name'] === FLOAT_INDEX);
const sortsEverything = (nodes: Record<string, unknown>[]) => nodes.some((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Seq Scan');

describe('the plans on an item with 5,000 listings', () => {
  let asiimovId: number;
  beforeAll(async () => {
    asiimovId = (await db().itemTemplate.findUniqueOrThrow({ where: { hashName: ASIIMOV }, select: { id: true } })).id;
  });

  it('reads a float-sorted page from the float index in order, without sorting the item’s listings', async () => {
    for (const sort of ['FLOAT_ASC', 'FLOAT_DESC'] as const) {
      const nodes = await explain(listingPartSql(asiimovId, {}, sort, 0, {}, 21));
      expect(readsFloatIndex(nodes), `${sort}: ${JSON.stringify(nodes.map((node) => node['Node Type']))}`).toBe(true);
      expect(sortsEverything(nodes), sort).toBe(false);
    }
    // a later page starts inside the index (the cursor's float bounds the scan)
    const after = { sort: 'FLOAT_ASC' as const, part: 0, key: 0.5, id: '00000000-0000-4000-8000-000000000000' };
    const later = await explain(listingPartSql(asiimovId, {}, 'FLOAT_ASC', 0, { after }, 21));
    expect(readsFloatIndex(later)).toBe(true);
    expect(sortsEverything(later)).toBe(false);
    expect(JSON.stringify(later)).toMatch(/float_value >= /);
  });

  it('answers a float range in float order from the float index, and in price order from an index without sorting the item', async () => {
    const range = { floatMin: 0.1, floatMax: 0.12 };
    const byFloat = await explain(listingPartSql(asiimovId, range, 'FLOAT_ASC', 0, {}, 21));
    expect(readsFloatIndex(byFloat)).toBe(true);
    expect(sortsEverything(byFloat)).toBe(false);
    // in price order the planner may walk the price index and keep the range's rows: still no scan or sort of the whole item
    const byPrice = await explain(listingPartSql(asiimovId, range, 'PRICE_ASC', 0, {}, 21));
    expect(byPrice.some((node) => String(node['Node Type']).includes('Index Scan'))).toBe(true);
    expect(sortsEverything(byPrice)).toBe(false);
  });

  it('would sort every listing with one ORDER BY float_value DESC NULLS LAST (what the two-part order avoids)', async () => {
    const naive = await explain(Prisma.sql`
      SELECT l.id FROM listings l WHERE l.template_id = ${asiimovId} AND l.status = 'ON_SALE'
      ORDER BY l.float_value DESC NULLS LAST, l.id DESC LIMIT 21`);
    expect(sortsEverything(naive)).toBe(true);
  });
});
