import { db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { ListingStatus, Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { sqlExecute } from '../../db/sql.ts';
import { sqlConstant, sqlLiteral } from '../../db/sqlConstants.ts';
import { sqlRead } from '../../db/read.ts';
import { beforeCommit, transaction } from '../../db/transaction.ts';
import { encodeMarketCursor, type MarketCursor, type MarketFilter, type MarketSort } from './market.filter.ts';
import type { Viewer } from '../../session/viewer.ts';
import { itemListingsPage, stickersOnSale } from './itemListings.ts';
import type { ListingCursor, ListingFilter, ListingSort } from './listingFilter.ts';
import { referencePriceSql } from './referencePrice.ts';

export { referencePriceSql };

/** A Pothos/Prisma selection for item templates (from `query` or `queryFromInfo`), spread into finds. */
export type TemplateQuery = { include?: Prisma.ItemTemplateInclude; select?: Prisma.ItemTemplateSelect };
export type ListingQuery = { include?: Prisma.ListingInclude; select?: Prisma.ListingSelect };
export type Page = { offset: number; limit: number };
type Transaction = Prisma.TransactionClient | PrismaClient;
export type TemplateRow<Q extends TemplateQuery> = Prisma.ItemTemplateGetPayload<Q>;
export type ListingRow<Q extends ListingQuery> = Prisma.ListingGetPayload<Q>;

/**
 * The buy orders' SQL the market's statements join (api/modules/buyorder owns the tables and depends on
 * this module; services.ts gives them): `statsJoin(templateId)` LEFT JOINs the buy order figures as `b`
 * (top_price_cents, quantity); `bestOpen(templateId, now)` is the best open buy order of the template
 * (price_cents, quantity, filled_quantity), one row or none, for a LATERAL join.
 */
export type BuyOrderSql = {
  statsJoin: (templateId: Prisma.Sql) => Prisma.Sql;
  bestOpen: (templateId: Prisma.Sql, now: Date) => Prisma.Sql;
};

export const LOW_STOCK_MAX = 3;
const DAY_MS = 86_400_000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The market's conditions, on market_stats `s` and (only when a filter needs it) item_templates `t`:
 * the items with something on sale. `onTemplates` are the filter's conditions on the item alone,
 * which the items with nothing on sale of a list of every item match too (restConditions).
 */
function marketConditions(filter: MarketFilter): { where: Prisma.Sql; joinTemplates: boolean; onTemplates: Prisma.Sql[] } {
  const onStats: Prisma.Sql[] = [Prisma.sql`s.quantity > 0`];
  if (filter.minPriceCents !== undefined) onStats.push(Prisma.sql`s.lowest_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) onStats.push(Prisma.sql`s.lowest_price_cents <= ${filter.maxPriceCents}`);
  const onTemplates: Prisma.Sql[] = [];
  const equal = (column: string, value: string | undefined) => {
    if (value !== undefined) onTemplates.push(Prisma.sql`${Prisma.raw(`t.${column}`)} = ${value}`);
  };
  equal('tag_type', filter.tagType);
  equal('sub_type', filter.subType);
  equal('rarity', filter.rarity);
  equal('quality', filter.quality);
  equal('exterior', filter.exterior);
  equal('collection_id', filter.itemSet);
  // every keyword must appear in "hash name | English name | Chinese name" (trigram-indexed)
  for (const term of filter.searchTerms) onTemplates.push(Prisma.sql`t.search_text LIKE ${`%${escapeLike(term)}%`}`);
  return { where: Prisma.join([...onStats, ...onTemplates], ' AND '), joinTemplates: onTemplates.length > 0, onTemplates };
}

/**
 * The items with nothing on sale that a list of every item (`onSale: false`) shows after those on
 * sale, on item_templates `t`: the filter's conditions on the item, and no market_stats row with a
 * quantity (an item never listed has no row). None when a price bound is asked for: they have no price.
 */
function restConditions(filter: MarketFilter, onTemplates: Prisma.Sql[]): { where: Prisma.Sql; count: Prisma.Sql } | undefined {
  if (filter.onSale || filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined) return undefined;
  const notOnSale = Prisma.sql`NOT EXISTS (SELECT 1 FROM market_stats x WHERE x.template_id = t.id AND x.quantity > 0)`;
  return {
    where: Prisma.join([notOnSale, ...onTemplates], ' AND '),
    // every item on sale is an item too: the items matching the filter are the list's whole count
    count: Prisma.sql`SELECT count(*)::int AS total FROM item_templates t${onTemplates.length ? Prisma.sql` WHERE ${Prisma.join(onTemplates, ' AND ')}` : Prisma.empty}`,
  };
}

/**
 * The orders of the market: sort keys on market_stats, all in one direction and the id last, so that
 * every order is one partial index's order (schema.prisma) and a position in it is a row comparison
 * the index starts from. Ties end on the id so pages are stable.
 */
type MarketOrder = {
  keys: readonly ('sales_count' | 'quantity' | 'lowest_price_cents' | 'last_listed_at' | 'auto_delivery_quantity')[];
  direction: 'ASC' | 'DESC';
};

const marketOrders: Record<MarketSort, MarketOrder> = {
  // best sellers first, then the best stocked, then the newest catalogue entries
  DEFAULT: { keys: ['sales_count', 'quantity'], direction: 'DESC' },
  PRICE_ASC: { keys: ['lowest_price_cents'], direction: 'ASC' },
  PRICE_DESC: { keys: ['lowest_price_cents'], direction: 'DESC' },
  // an item on the market has a listing on sale, so its last_listed_at is set (the partial index's order)
  NEWEST: { keys: ['last_listed_at'], direction: 'DESC' },
};

/** The columns of a market item as a page returns them: every column a MarketItem field or the REST item reads. */
export const marketItemSelect = {
  id: true,
  hashName: true,
  nameZh: true,
  nameEn: true,
  iconUrl: true,
  rarity: true,
  quality: true,
  exterior: true,
  tagType: true,
  subType: true,
  collectionId: true,
  referencePriceCents: true,
  minFloat: true,
  maxFloat: true,
  collection: { select: { id: true, nameZh: true, nameEn: true } },
  stats: { select: { lowestPriceCents: true, quantity: true, salesCount: true, autoDeliveryQuantity: true } },
  buyOrderStats: { select: { topPriceCents: true, quantity: true } },
} satisfies Prisma.ItemTemplateSelect;

export type MarketItemRow = Prisma.ItemTemplateGetPayload<{ select: typeof marketItemSelect }>;

/** Where a page starts: after an item (keyset, GraphQL's cursors) or after a number of items (numbered pages). */
export type MarketPosition = { after?: MarketCursor; offset?: number };

export type MarketPage = { entries: { item: MarketItemRow; cursor: string }[]; total: number; hasNextPage: boolean };

type PageRow = Record<string, unknown> &
  Omit<MarketItemRow, 'collection' | 'stats' | 'buyOrderStats'> & {
    buyOrderTopCents: number | null;
    buyOrderQuantity: number | null;
    total: number;
    /** 0: an item on sale; 1: an item with nothing on sale (a list of every item) */
    part: number;
    collectionNameZh: string | null;
    collectionNameEn: string | null;
    lowestPriceCents: number | null;
    quantity: number;
    salesCount: number;
    autoDeliveryQuantity: number;
    lastListedAt: string | null;
  };

const orderBy = (alias: string, order: MarketOrder) =>
  Prisma.raw([...order.keys, 'template_id'].map((column) => `${alias}.${column} ${order.direction}`).join(', '));

/** The rows after the cursor's item: a row comparison in the order's direction, which bounds the index scan. */
function afterCondition(order: MarketOrder, after: MarketCursor): Prisma.Sql {
  const columns = Prisma.raw([...order.keys, 'template_id'].map((column) => `s.${column}`).join(', '));
  const values = [
    ...order.keys.map((column, index) =>
      column === 'last_listed_at' ? Prisma.sql`${String(after.keys[index])}::timestamp` : Prisma.sql`${Number(after.keys[index])}::int`,
    ),
    Prisma.sql`${after.id}::int`,
  ];
  return Prisma.sql`(${columns}) ${Prisma.raw(order.direction === 'ASC' ? '>' : '<')} (${Prisma.join(values)})`;
}

/** A sort key's SQL type, for the rows of the items with nothing on sale (which have none). */
const keyType = (column: MarketOrder['keys'][number]) => (column === 'last_listed_at' ? 'timestamp(3)' : 'int');

/**
 * One page of items and the number of all matches, in one statement. The page is chosen on the sort
 * keys alone, from the order's partial index (an index-only walk that reads no table row, even past
 * thousands of entries for a deep numbered page, or starts right at a keyset position), and only its
 * rows are then joined to their figures, item and collection (a deferred join). The count is
 * computed once beside it, so past the last page it still answers. One row more than asked tells
 * whether a next page exists.
 *
 * With `rest` (a list of every item) the items with nothing on sale follow those on sale, by id in
 * the sort's direction (the newest catalogue entries first under the default sort): each part is
 * taken from its own index (the order's partial index, the items' primary key, skipping the items
 * on sale) as far as the page reaches, and the page is cut from the two. A keyset position in the
 * second part (a `rest` cursor) skips the first.
 */
async function marketPage(
  buyOrderSql: BuyOrderSql,
  from: Prisma.Sql,
  where: Prisma.Sql,
  order: MarketOrder,
  position: MarketPosition,
  limit: number,
  rest?: { where: Prisma.Sql; count: Prisma.Sql },
): Promise<KeyedPage> {
  const after = position.after;
  const keys = Prisma.raw(order.keys.map((column) => `s.${column}`).join(', '));
  const onSalePage = after?.rest ? Prisma.sql`FALSE` : after ? Prisma.sql`${where} AND ${afterCondition(order, after)}` : where;
  let picked: Prisma.Sql;
  let total: Prisma.Sql;
  if (!rest) {
    picked = Prisma.sql`SELECT 0 AS part, ${keys}, s.template_id FROM ${from} WHERE ${onSalePage}
      ORDER BY ${orderBy('s', order)} OFFSET ${position.offset ?? 0} LIMIT ${limit + 1}`;
    total = Prisma.sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`;
  } else {
    const reach = (position.offset ?? 0) + limit + 1;
    const restPage = after?.rest ? Prisma.sql`${rest.where} AND t.id ${Prisma.raw(order.direction === 'ASC' ? '>' : '<')} ${after.id}::int` : rest.where;
    const noKeys = Prisma.raw(order.keys.map((column) => `NULL::${keyType(column)} AS ${column}`).join(', '));
    picked = Prisma.sql`SELECT * FROM (
        (SELECT 0 AS part, ${keys}, s.template_id FROM ${from} WHERE ${onSalePage} ORDER BY ${orderBy('s', order)} LIMIT ${reach})
        UNION ALL
        (SELECT 1 AS part, ${noKeys}, t.id AS template_id FROM item_templates t WHERE ${restPage} ORDER BY t.id ${Prisma.raw(order.direction)} LIMIT ${reach})
      ) s
      ORDER BY s.part, ${orderBy('s', order)} OFFSET ${position.offset ?? 0} LIMIT ${limit + 1}`;
    total = rest.count;
  }
  const rows = await sqlRead<PageRow>(Prisma.sql`
    SELECT c.total, s.part, t.id, t.hash_name AS "hashName", t.name_zh AS "nameZh", t.name_en AS "nameEn", t.icon_url AS "iconUrl",
           t.rarity, t.quality, t.exterior, t.tag_type AS "tagType", t.sub_type AS "subType", t.collection_id AS "collectionId",
           t.reference_price_cents AS "referencePriceCents", t.min_float AS "minFloat", t.max_float AS "maxFloat",
           col.name_zh AS "collectionNameZh", col.name_en AS "collectionNameEn",
           f.lowest_price_cents AS "lowestPriceCents", coalesce(f.quantity, 0) AS quantity, coalesce(f.sales_count, 0) AS "salesCount",
           coalesce(f.auto_delivery_quantity, 0) AS "autoDeliveryQuantity", to_char(f.last_listed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "lastListedAt",
           b.top_price_cents AS "buyOrderTopCents", b.quantity AS "buyOrderQuantity"
    FROM (${total}) c
    LEFT JOIN (${picked}) s ON true
    LEFT JOIN market_stats f ON f.template_id = s.template_id
    ${buyOrderSql.statsJoin(Prisma.sql`s.template_id`)}
    LEFT JOIN item_templates t ON t.id = s.template_id
    LEFT JOIN collections col ON col.id = t.collection_id
    ORDER BY s.part, ${orderBy('s', order)}`);
  const found = rows.filter((row) => row.id !== null);
  const entries = found.slice(0, limit).map((row) => {
    const item: MarketItemRow = {
      id: row.id,
      hashName: row.hashName,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      iconUrl: row.iconUrl,
      rarity: row.rarity,
      quality: row.quality,
      exterior: row.exterior,
      tagType: row.tagType,
      subType: row.subType,
      collectionId: row.collectionId,
      referencePriceCents: row.referencePriceCents,
      minFloat: row.minFloat,
      maxFloat: row.maxFloat,
      collection: row.collectionId === null ? null : { id: row.collectionId, nameZh: row.collectionNameZh!, nameEn: row.collectionNameEn! },
      stats: { lowestPriceCents: row.lowestPriceCents, quantity: row.quantity, salesCount: row.salesCount, autoDeliveryQuantity: row.autoDeliveryQuantity },
      buyOrderStats: row.buyOrderQuantity === null ? null : { topPriceCents: row.buyOrderTopCents, quantity: row.buyOrderQuantity },
    };
    if (row.part === 1) return { item, keys: [], rest: true };
    const keys = order.keys.map((column) => (column === 'last_listed_at' ? row.lastListedAt! : item.stats![camelCase[column]]!));
    return { item, keys, rest: false };
  });
  return { entries, total: rows[0].total, hasNextPage: found.length > limit };
}

/** A page with each item's sort key (its position in the order). */
type KeyedPage = { entries: { item: MarketItemRow; keys: (number | string)[]; rest: boolean }[]; total: number; hasNextPage: boolean };

const camelCase = {
  sales_count: 'salesCount',
  quantity: 'quantity',
  lowest_price_cents: 'lowestPriceCents',
  auto_delivery_quantity: 'autoDeliveryQuantity',
} as const satisfies Record<Exclude<MarketOrder['keys'][number], 'last_listed_at'>, keyof NonNullable<MarketItemRow['stats']>>;

/** One page of the market, after a cursor or an offset. */
async function searchMarket(buyOrderSql: BuyOrderSql, filter: MarketFilter, sort: MarketSort, position: MarketPosition, limit: number): Promise<MarketPage> {
  if (position.after && position.after.sort !== sort) throw new Error('a market cursor of another sort');
  const { where, joinTemplates, onTemplates } = marketConditions(filter);
  const from = joinTemplates ? Prisma.sql`market_stats s JOIN item_templates t ON t.id = s.template_id` : Prisma.sql`market_stats s`;
  const page = await marketPage(buyOrderSql, from, where, marketOrders[sort], position, limit, restConditions(filter, onTemplates));
  const entries = page.entries.map(({ item, keys, rest }) => ({ item, cursor: encodeMarketCursor({ sort, keys, id: item.id, rest }) }));
  return { ...page, entries };
}

function findItemByHashName<Q extends TemplateQuery>(hashName: string, query: Q = {} as Q) {
  return db().itemTemplate.findUnique({ ...query, where: { hashName } }) as Promise<TemplateRow<Q> | null>;
}

function findItemById<Q extends TemplateQuery>(id: number, query: Q = {} as Q) {
  return db().itemTemplate.findUnique({ ...query, where: { id } }) as Promise<TemplateRow<Q> | null>;
}

export type HomeList = 'autoDelivery' | 'hot' | 'lowStock';

const homeListCondition: Record<HomeList, Prisma.Sql> = {
  autoDelivery: Prisma.sql`s.quantity > 0 AND s.auto_delivery_quantity > 0`,
  hot: Prisma.sql`s.quantity > 0 AND s.sales_count > 0`,
  lowStock: Prisma.sql`s.quantity > 0 AND s.quantity <= ${LOW_STOCK_MAX}`,
};

/**
 * The home page lists: auto-delivery, hot and low-stock items, in a sort of the market's.
 * Under the default sort the auto-delivery shelf puts the items with the most copies ready for
 * instant delivery first (in the sales order it would repeat the hot list).
 */
const homeListDefaultOrder: Partial<Record<HomeList, MarketOrder>> = {
  autoDelivery: { keys: ['auto_delivery_quantity'], direction: 'DESC' },
};

async function homeList(buyOrderSql: BuyOrderSql, list: HomeList, sort: MarketSort, page: Page): Promise<{ items: MarketItemRow[]; total: number }> {
  const order = (sort === 'DEFAULT' ? homeListDefaultOrder[list] : undefined) ?? marketOrders[sort];
  const { entries, total } = await marketPage(buyOrderSql, Prisma.sql`market_stats s`, homeListCondition[list], order, { offset: page.offset }, page.limit);
  return { items: entries.map((entry) => entry.item), total };
}

/** Loads templates by id in the order given (ids come from an aggregate query). */
async function templatesInOrder<Q extends TemplateQuery>(ids: number[], query: Q): Promise<TemplateRow<Q>[]> {
  if (ids.length === 0) return [];
  // the id is needed to restore the order even when the caller's selection lacks it
  const selection = query.select ? { ...query, select: { ...query.select, id: true } } : query;
  const rows = (await db().itemTemplate.findMany({ ...selection, where: { id: { in: ids } } })) as unknown as (TemplateRow<Q> & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** Bargains: items whose lowest price is furthest below their reference price. */
async function bargains<Q extends TemplateQuery>(page: Page, query: Q = {} as Q) {
  const [rows, [{ total }]] = await Promise.all([
    db().$queryRaw<{ id: number }[]>`
      SELECT t.id FROM market_stats s JOIN item_templates t ON t.id = s.template_id
      WHERE s.quantity > 0 AND s.lowest_price_cents < t.reference_price_cents
      ORDER BY s.lowest_price_cents::float8 / t.reference_price_cents, t.id
      OFFSET ${page.offset} LIMIT ${page.limit}`,
    db().$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM market_stats s JOIN item_templates t ON t.id = s.template_id
      WHERE s.quantity > 0 AND s.lowest_price_cents < t.reference_price_cents`,
  ]);
  return {
    items: await templatesInOrder(
      rows.map((row) => row.id),
      query,
    ),
    total,
  };
}

/** The items sold most over the last `days` days (/sellhot), still on sale or not. */
async function bestSellers<Q extends TemplateQuery>(page: Page, query: Q = {} as Q, days: number, now: Date) {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [rows, [{ total }]] = await Promise.all([
    db().$queryRaw<{ id: number }[]>`
      SELECT template_id AS id FROM listings WHERE status = ${sqlConstant(ListingStatus.SOLD)} AND sold_at >= ${since}
      GROUP BY template_id ORDER BY count(*) DESC, template_id
      OFFSET ${page.offset} LIMIT ${page.limit}`,
    db().$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT template_id)::int AS total FROM listings WHERE status = ${sqlConstant(ListingStatus.SOLD)} AND sold_at >= ${since}`,
  ]);
  return {
    items: await templatesInOrder(
      rows.map((row) => row.id),
      query,
    ),
    total,
  };
}

async function latestListings<Q extends ListingQuery>(page: Page, query: Q = {} as Q) {
  const where: Prisma.ListingWhereInput = { status: 'ON_SALE' };
  const [listings, total] = await Promise.all([
    db().listing.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
    db().listing.count({ where }),
  ]);
  return { listings: listings as ListingRow<Q>[], total };
}

export type PricePoint = { day: string; averagePriceCents: number; volume: number };

/** Daily average sale price and volume per item over the last `days` days, oldest first. */
async function priceHistories(templateIds: readonly number[], days: number, now: Date): Promise<Map<number, PricePoint[]>> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db().$queryRaw<{ templateId: number; day: string; average: number; volume: number }[]>`
    SELECT template_id AS "templateId", to_char(date_trunc('day', sold_at), 'YYYY-MM-DD') AS day,
           round(avg(price_cents))::int AS average, count(*)::int AS volume
    FROM listings
    WHERE status = ${sqlConstant(ListingStatus.SOLD)} AND sold_at >= ${since} AND template_id = ANY(${[...templateIds]}::int[])
    GROUP BY template_id, day ORDER BY template_id, day`;
  const histories = new Map<number, PricePoint[]>(templateIds.map((id) => [id, []]));
  for (const row of rows) {
    histories.get(row.templateId)?.push({ day: row.day, averagePriceCents: row.average, volume: row.volume });
  }
  return histories;
}

export type Trend = { templateId: number; points: PricePoint[]; changePercent: number };

/** Price trends of the most traded items: daily averages and the change from first to last day. */
async function trends(limit: number, days: number, now: Date): Promise<Trend[]> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const top = await db().$queryRaw<{ id: number }[]>`
    SELECT template_id AS id FROM listings WHERE status = ${sqlConstant(ListingStatus.SOLD)} AND sold_at >= ${since}
    GROUP BY template_id HAVING count(DISTINCT date_trunc('day', sold_at)) >= 2
    ORDER BY count(*) DESC, template_id LIMIT ${limit}`;
  const histories = await priceHistories(
    top.map((row) => row.id),
    days,
    now,
  );
  return top.map(({ id }) => {
    const points = histories.get(id) ?? [];
    const first = points[0]?.averagePriceCents ?? 0;
    const last = points.at(-1)?.averagePriceCents ?? 0;
    const changePercent = first > 0 ? Math.round(((last - first) / first) * 10_000) / 100 : 0;
    return { templateId: id, points, changePercent };
  });
}

/** Most items one price batch asks for (POST /open/v1/prices). */
export const PRICE_BATCH_MAX = 200;

/**
 * The prices of one item for a trader (a partner's price batch): what it sells for, what it is bid,
 * and what the trader's own listings and buy orders are priced against. Every figure is null for a
 * name the catalogue does not know (`known: false`).
 */
export type ItemPrices = {
  hashName: string;
  known: boolean;
  /** the lowest price on sale (market_stats, every seller's listings), cents; null when nothing is on sale */
  lowestPriceCents: number | null;
  /** listings on sale; null for an unknown name */
  onSale: number | null;
  /** the best open, unexpired buy order's price, cents (highest, first placed first), and the units it still wants */
  buyOrderPriceCents: number | null;
  buyOrderQuantity: number | null;
  /** the trader's reference price (referencePrice.ts: other sellers' lowest on sale, else the catalogue's), cents */
  referencePriceCents: number | null;
};

type PriceRow = Record<string, unknown> & {
  hashName: string;
  known: boolean;
  lowestPriceCents: number | null;
  onSale: number | null;
  buyOrderPriceCents: number | null;
  buyOrderQuantity: number | null;
  referencePriceCents: number | null;
};

/**
 * The prices of the named items for the trader `traderId`, in the order named, in one statement: each
 * name is looked up by its unique index, its market figures (market_stats) and its best buy order
 * (the partial index buy_orders_open_by_price, one row) joined beside it, and the reference price
 * read from the cheapest listings on sale (referencePrice.ts). A name given twice is answered twice.
 */
async function pricesOf(hashNames: readonly string[], traderId: string, now: Date, buyOrderSql: BuyOrderSql): Promise<ItemPrices[]> {
  if (hashNames.length === 0) return [];
  const rows = await sqlRead<PriceRow>(Prisma.sql`
    SELECT n.hash_name AS "hashName", t.id IS NOT NULL AS known,
           s.lowest_price_cents AS "lowestPriceCents", CASE WHEN t.id IS NULL THEN NULL ELSE coalesce(s.quantity, 0) END AS "onSale",
           b.price_cents AS "buyOrderPriceCents", b.quantity - b.filled_quantity AS "buyOrderQuantity",
           CASE WHEN t.id IS NULL THEN NULL ELSE ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, traderId)}::int END AS "referencePriceCents"
    FROM unnest(${[...hashNames]}::text[]) WITH ORDINALITY AS n(hash_name, position)
    LEFT JOIN item_templates t ON t.hash_name = n.hash_name
    LEFT JOIN market_stats s ON s.template_id = t.id
    LEFT JOIN LATERAL (${buyOrderSql.bestOpen(Prisma.sql`t.id`, now)}) b ON true
    ORDER BY n.position`);
  return rows.map((row) => ({
    hashName: row.hashName,
    known: row.known,
    lowestPriceCents: row.lowestPriceCents === null ? null : Number(row.lowestPriceCents),
    onSale: row.onSale === null ? null : Number(row.onSale),
    buyOrderPriceCents: row.buyOrderPriceCents === null ? null : Number(row.buyOrderPriceCents),
    buyOrderQuantity: row.buyOrderQuantity === null ? null : Number(row.buyOrderQuantity),
    referencePriceCents: row.referencePriceCents === null ? null : Number(row.referencePriceCents),
  }));
}

/** The market's reads (pages of items, the home lists, price histories), for REST and GraphQL alike. */
export class MarketService {
  constructor(
    private readonly now: () => Date,
    private readonly buyOrderSql: BuyOrderSql,
  ) {}

  /** Whether the viewer is the listing's seller (the item page marks it and offers no Buy). */
  isSellerOf(listing: { sellerId: string }, viewer: Viewer | undefined): boolean {
    return viewer !== undefined && listing.sellerId === viewer.user.id;
  }

  /**
   * A page of the market (the items on sale matching the filter, or with `onSale: false` every
   * matching item, those on sale first) in a sort, after a cursor or an offset, with every match's count.
   */
  search(filter: MarketFilter, sort: MarketSort, position: MarketPosition, limit: number) {
    return searchMarket(this.buyOrderSql, filter, sort, position, limit);
  }

  itemByHashName<Q extends TemplateQuery>(hashName: string, query?: Q) {
    return findItemByHashName(hashName, query);
  }

  itemById<Q extends TemplateQuery>(id: number, query?: Q) {
    return findItemById(id, query);
  }

  homeList(list: HomeList, sort: MarketSort, page: Page) {
    return homeList(this.buyOrderSql, list, sort, page);
  }

  bargains<Q extends TemplateQuery>(page: Page, query?: Q) {
    return bargains(page, query);
  }

  bestSellers<Q extends TemplateQuery>(page: Page, query?: Q) {
    return bestSellers(page, query, 30, this.now());
  }

  latestListings<Q extends ListingQuery>(page: Page, query?: Q) {
    return latestListings(page, query);
  }

  /** A page of one item's listings on sale, filtered and sorted (the item page), after a cursor or an offset. */
  itemListings<Q extends ListingQuery>(
    templateId: number,
    filter: ListingFilter,
    sort: ListingSort,
    position: { after?: ListingCursor; offset?: number },
    limit: number,
    query?: Q,
  ) {
    return itemListingsPage(templateId, filter, sort, position, limit, query);
  }

  /** The stickers on one item's listings on sale, the most frequent first (the sticker filter's suggestions). */
  itemListingStickers(templateId: number, limit: number) {
    return stickersOnSale(templateId, limit);
  }

  priceHistories(templateIds: readonly number[], days: number) {
    return priceHistories(templateIds, days, this.now());
  }

  trends(limit: number) {
    return trends(limit, 30, this.now());
  }

  /**
   * The prices of up to PRICE_BATCH_MAX items named by their market hash names, for the viewer as a
   * trader (its reference price leaves its own listings out), in one SQL statement; an unknown name
   * is answered with `known: false` and no figures.
   */
  prices(viewer: Viewer, hashNames: readonly string[]): Promise<ItemPrices[]> {
    if (hashNames.length === 0) throw new ValidationError('hashNames', 'errors.parameterAtLeast', { field: 'hashNames', bound: '1' });
    if (hashNames.length > PRICE_BATCH_MAX)
      throw new ValidationError('hashNames', 'errors.parameterAtMost', { field: 'hashNames', bound: String(PRICE_BATCH_MAX) });
    return pricesOf(hashNames, viewer.user.id, this.now(), this.buyOrderSql);
  }
}

/**
 * Recomputes the market figures of the given items from their listings, inside the caller's
 * transaction: every change of a listing's state calls this before it commits, so the figures are
 * always exact. In a transaction opened by `transaction` the items of the whole transaction are
 * recounted once, just before it commits (a purchase reserves, then sells its listing: one recount,
 * and the items' rows stay locked for the shortest time); elsewhere at once. Index-backed
 * (template_id, status, price_cents), so it costs a few index reads. Given the client rather than a
 * transaction, it opens one (the row locks must last to the recount).
 */
export async function refreshMarketStats(tx: Transaction, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  // a transaction's client lacks $connect: given the client itself (the seed), it opens one on it
  if ('$connect' in tx) {
    await transaction((inner) => refreshMarketStats(inner, templateIds), { client: tx, timeout: 120_000 });
    return;
  }
  const pending = pendingRecounts.get(tx);
  if (pending) {
    for (const id of templateIds) pending.add(id);
    return;
  }
  if (
    beforeCommit(tx, 'marketStats', async (inner) => {
      const ids = pendingRecounts.get(inner) ?? new Set<number>();
      pendingRecounts.delete(inner);
      await recountMarketStats(inner, [...ids]);
    })
  ) {
    pendingRecounts.set(tx, new Set(templateIds));
    return;
  }
  await recountMarketStats(tx, templateIds);
}

/** The items whose figures a transaction will recount before it commits (refreshMarketStats). */
const pendingRecounts = new WeakMap<Transaction, Set<number>>();

async function recountMarketStats(tx: Transaction, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  // Serialise refreshes per item: the recount below then starts after any other refresh of the
  // item has committed and sees its listing change (under READ COMMITTED a concurrent recount would
  // otherwise let stale figures win). The locks are row locks on the items' own market_stats rows,
  // taken in id order so two transactions never wait on each other in a circle. A row lock is kept
  // in the tuple, not in PostgreSQL's shared lock table, so a refresh of the whole catalogue takes
  // no more lock-table entries than one of a single item (one advisory lock per item ran out of
  // shared memory at a few thousand items), and unlike hashed lock buckets no two items contend.
  // One statement makes the rows of items never refreshed before and locks them all: an upsert
  // locks the row it conflicts with (waiting for another transaction inserting it to commit).
  const ordered = [...new Set(templateIds)].sort((a, b) => a - b);
  await sqlExecute(
    tx,
    `INSERT INTO market_stats (template_id)
     SELECT t.id FROM item_templates t WHERE t.id = ANY($1::int[]) ORDER BY t.id
     ON CONFLICT (template_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
    [ordered],
  );
  await sqlExecute(
    tx,
    `INSERT INTO market_stats (template_id, lowest_price_cents, quantity, auto_delivery_quantity, sales_count, last_listed_at, last_sold_at)
    SELECT t.id,
           min(l.price_cents) FILTER (WHERE l.status = ${sqlLiteral(ListingStatus.ON_SALE)}),
           count(l.id) FILTER (WHERE l.status = ${sqlLiteral(ListingStatus.ON_SALE)})::int,
           count(l.id) FILTER (WHERE l.status = ${sqlLiteral(ListingStatus.ON_SALE)} AND l.auto_delivery)::int,
           count(l.id) FILTER (WHERE l.status = ${sqlLiteral(ListingStatus.SOLD)})::int,
           max(l.created_at) FILTER (WHERE l.status = ${sqlLiteral(ListingStatus.ON_SALE)}),
           max(l.sold_at)
    FROM item_templates t LEFT JOIN listings l ON l.template_id = t.id
    WHERE t.id = ANY($1::int[])
    GROUP BY t.id
    ON CONFLICT (template_id) DO UPDATE SET
      lowest_price_cents = EXCLUDED.lowest_price_cents,
      quantity = EXCLUDED.quantity,
      auto_delivery_quantity = EXCLUDED.auto_delivery_quantity,
      sales_count = EXCLUDED.sales_count,
      last_listed_at = EXCLUDED.last_listed_at,
      last_sold_at = EXCLUDED.last_sold_at`,
    [ordered],
  );
}
