// The market page (/market, the home lists and the partners' market): pages of items in the market's
// sorts, each a single statement over market_stats and its partial indexes (schema.prisma), joined to
// the catalogue's item and collection (api/modules/catalog) and the buy orders' figures (the BuyOrderSql
// port): the hot path that bench/market.ts measures.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRead } from '../../db/read.ts';
import { COLLECTION_JOIN, TEMPLATES_FROM, templateCountSql, templateJoin } from '../catalog/catalog.service.ts';
import { encodeMarketCursor, type MarketCursor, type MarketFilter, type MarketSort } from './market.filter.ts';

type Page = { offset: number; limit: number };

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

/**
 * The lease module's SQL the market's lease mode reads (api/modules/lease owns the table and depends on
 * modules this one is below; services.ts gives it): `figures()` is one row per item with lease
 * listings offered: template_id, lease_count, lease_rent_cents (the "from ¥x/day"), lease_deposit_cents
 * (that listing's deposit), lease_last_at (the newest offer).
 */
export type LeaseSql = { figures: () => Prisma.Sql };

/** An item's lease figures on a page of the market's lease mode: how many are offered, the "from" daily rent and that listing's deposit (cents). */
export type MarketLeaseFigures = { count: number; dailyRentCents: number; depositCents: number };

export const LOW_STOCK_MAX = 3;

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
    count: templateCountSql(onTemplates),
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

/** A market item as a page answers it; a page of the lease mode adds the item's lease figures (`lease`). */
export type MarketItemRow = Prisma.ItemTemplateGetPayload<{ select: typeof marketItemSelect }> & { lease?: MarketLeaseFigures };

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
        (SELECT 1 AS part, ${noKeys}, t.id AS template_id ${TEMPLATES_FROM} WHERE ${restPage} ORDER BY t.id ${Prisma.raw(order.direction)} LIMIT ${reach})
      ) s
      ORDER BY s.part, ${orderBy('s', order)} OFFSET ${position.offset ?? 0} LIMIT ${limit + 1}`;
    total = rest.count;
  }
  const rows = await sqlRead<PageRow>(
    Prisma.sql`
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
    ${templateJoin(Prisma.sql`s.template_id`, { left: true })}
    ${COLLECTION_JOIN}
    ORDER BY s.part, ${orderBy('s', order)}`,
    [],
    { replica: true },
  );
  const found = rows.filter((row) => row.id !== null);
  const entries = found.slice(0, limit).map((row) => {
    const item = itemOfRow(row);
    if (row.part === 1) return { item, keys: [], rest: true };
    const keys = order.keys.map((column) => (column === 'last_listed_at' ? row.lastListedAt! : item.stats![camelCase[column]]!));
    return { item, keys, rest: false };
  });
  return { entries, total: rows[0].total, hasNextPage: found.length > limit };
}

function itemOfRow(row: PageRow): MarketItemRow {
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
  return item;
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
export async function searchMarket(
  buyOrderSql: BuyOrderSql,
  filter: MarketFilter,
  sort: MarketSort,
  position: MarketPosition,
  limit: number,
): Promise<MarketPage> {
  if (position.after && position.after.sort !== sort) throw new Error('a market cursor of another sort');
  const { where, joinTemplates, onTemplates } = marketConditions(filter);
  const from = joinTemplates ? Prisma.sql`market_stats s ${templateJoin(Prisma.sql`s.template_id`, { left: false })}` : Prisma.sql`market_stats s`;
  const page = await marketPage(buyOrderSql, from, where, marketOrders[sort], position, limit, restConditions(filter, onTemplates));
  const entries = page.entries.map(({ item, keys, rest }) => ({ item, cursor: encodeMarketCursor({ sort, keys, id: item.id, rest }) }));
  return { ...page, entries };
}

/** The orders of the lease mode: by the "from" daily rent, or the newest offer first; ties end on the item id, in the same direction. */
type LeaseOrder = { key: 'lease_rent_cents' | 'lease_last_at'; direction: 'ASC' | 'DESC' };

const leaseOrders: Record<MarketSort, LeaseOrder> = {
  DEFAULT: { key: 'lease_rent_cents', direction: 'ASC' },
  PRICE_ASC: { key: 'lease_rent_cents', direction: 'ASC' },
  PRICE_DESC: { key: 'lease_rent_cents', direction: 'DESC' },
  NEWEST: { key: 'lease_last_at', direction: 'DESC' },
};

type LeasePageRow = PageRow & { leaseCount: number; leaseRentCents: number; leaseDepositCents: number; leaseLastAt: string };

/**
 * One page of the market's lease mode (the items with lease listings offered, each with its lease
 * figures) and the number of all matches, in one statement: the lease module's figures (the LeaseSql
 * port) are read once, counted and paged in the order asked for, and only the page's rows are joined
 * to their item, collection, market figures and buy orders. The filter's conditions on the item apply;
 * its price bounds apply to the daily rent; `onSale` does not apply (an item for rent may have
 * nothing on sale).
 */
export async function searchLeaseMarket(
  buyOrderSql: BuyOrderSql,
  leaseSql: LeaseSql,
  filter: MarketFilter,
  sort: MarketSort,
  position: MarketPosition,
  limit: number,
): Promise<MarketPage> {
  if (position.after && (position.after.sort !== sort || position.after.mode !== 'LEASE')) throw new Error('a market cursor of another sort or mode');
  const order = leaseOrders[sort];
  const { onTemplates } = marketConditions(filter);
  const conditions = [...onTemplates];
  if (filter.minPriceCents !== undefined) conditions.push(Prisma.sql`s.lease_rent_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) conditions.push(Prisma.sql`s.lease_rent_cents <= ${filter.maxPriceCents}`);
  const from = onTemplates.length > 0 ? Prisma.sql`figures s ${templateJoin(Prisma.sql`s.template_id`, { left: false })}` : Prisma.sql`figures s`;
  const where = conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`TRUE`;
  const comparison = Prisma.raw(order.direction === 'ASC' ? '>' : '<');
  const after = position.after
    ? Prisma.sql` AND (s.${Prisma.raw(order.key)}, s.template_id) ${comparison} (${
        order.key === 'lease_last_at' ? Prisma.sql`${String(position.after.keys[0])}::timestamp` : Prisma.sql`${Number(position.after.keys[0])}::int`
      }, ${position.after.id}::int)`
    : Prisma.empty;
  const orderBy = Prisma.raw(`s.${order.key} ${order.direction}, s.template_id ${order.direction}`);
  const rows = await sqlRead<LeasePageRow>(
    Prisma.sql`
    WITH figures AS MATERIALIZED (${leaseSql.figures()})
    SELECT c.total, 0 AS part, s.lease_count AS "leaseCount", s.lease_rent_cents AS "leaseRentCents", s.lease_deposit_cents AS "leaseDepositCents",
           to_char(s.lease_last_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "leaseLastAt",
           t.id, t.hash_name AS "hashName", t.name_zh AS "nameZh", t.name_en AS "nameEn", t.icon_url AS "iconUrl",
           t.rarity, t.quality, t.exterior, t.tag_type AS "tagType", t.sub_type AS "subType", t.collection_id AS "collectionId",
           t.reference_price_cents AS "referencePriceCents", t.min_float AS "minFloat", t.max_float AS "maxFloat",
           col.name_zh AS "collectionNameZh", col.name_en AS "collectionNameEn",
           f.lowest_price_cents AS "lowestPriceCents", coalesce(f.quantity, 0) AS quantity, coalesce(f.sales_count, 0) AS "salesCount",
           coalesce(f.auto_delivery_quantity, 0) AS "autoDeliveryQuantity", to_char(f.last_listed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "lastListedAt",
           b.top_price_cents AS "buyOrderTopCents", b.quantity AS "buyOrderQuantity"
    FROM (SELECT count(*)::int AS total FROM ${from} WHERE ${where}) c
    LEFT JOIN (
      SELECT s.* FROM ${from} WHERE ${where}${after}
      ORDER BY ${orderBy} OFFSET ${position.offset ?? 0} LIMIT ${limit + 1}
    ) s ON true
    LEFT JOIN market_stats f ON f.template_id = s.template_id
    ${buyOrderSql.statsJoin(Prisma.sql`s.template_id`)}
    ${templateJoin(Prisma.sql`s.template_id`, { left: true })}
    ${COLLECTION_JOIN}
    ORDER BY ${orderBy}`,
    [],
    { replica: true },
  );
  const found = rows.filter((row) => row.id !== null);
  const entries = found.slice(0, limit).map((row) => {
    const item: MarketItemRow = {
      ...itemOfRow(row),
      lease: { count: row.leaseCount, dailyRentCents: row.leaseRentCents, depositCents: row.leaseDepositCents },
    };
    const key = order.key === 'lease_last_at' ? row.leaseLastAt : row.leaseRentCents;
    return { item, cursor: encodeMarketCursor({ sort, keys: [key], id: item.id, mode: 'LEASE' }) };
  });
  return { entries, total: rows[0].total, hasNextPage: found.length > limit };
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

export async function homeList(buyOrderSql: BuyOrderSql, list: HomeList, sort: MarketSort, page: Page): Promise<{ items: MarketItemRow[]; total: number }> {
  const order = (sort === 'DEFAULT' ? homeListDefaultOrder[list] : undefined) ?? marketOrders[sort];
  const { entries, total } = await marketPage(buyOrderSql, Prisma.sql`market_stats s`, homeListCondition[list], order, { offset: page.offset }, page.limit);
  return { items: entries.map((entry) => entry.item), total };
}
