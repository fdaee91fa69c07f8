// The pages of /user/inventory: the viewer's assets under a tab and a search, by variety (one row per
// item) or by quantity (one row per asset), in the six sorts, their counts and "select all"; each one
// statement over the assets with their account, item and live listing (itemSql.ts).
import { db } from '../../db/client.ts';
import { ListingStatus, Prisma, SteamAccountStatus } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { ValidationError } from '../../errors.ts';
import { ACCOUNT_JOIN, LIVE_LISTING_JOIN, referenceCents, TEMPLATE_JOIN, TRADED_AWAY } from './itemSql.ts';

export const INVENTORY_TABS = ['ALL', 'UNLISTED', 'LISTED', 'NON_TRADABLE'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];
export const INVENTORY_SORTS = ['DEFAULT', 'PRICE_ASC', 'PRICE_DESC', 'COOLDOWN_ASC', 'COOLDOWN_DESC', 'WEAR_ASC', 'WEAR_DESC'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export type InventoryFilter = {
  tab: InventoryTab;
  steamAccountId?: string;
  /** a catalogue item: the assets of one variety row ("split") */
  templateId?: number;
  search?: string;
};

export type Page = { offset: number; limit: number };

/** Pothos/Prisma selections (a resolver's `query`), spread into finds. */
export type InventoryItemQuery = { include?: Prisma.InventoryItemInclude; select?: Prisma.InventoryItemSelect };
export type InventoryItemRow<Q extends InventoryItemQuery> = Prisma.InventoryItemGetPayload<Q>;

const SEARCH_MAX = 100;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** No asset is on lease (without the lease module). */
const NONE_LEASED = Prisma.sql`FALSE`;

/**
 * The statements' conditions. `leasedIn` is the condition that the asset `i` is on lease to its holder
 * (租入, the lease module's SQL through selling.service's InventoryLeases): it cannot be listed, so it
 * is under 全部 and 不可交易, never under 未上架 nor selected to list.
 */
function conditions(userId: string, filter: InventoryFilter, now: Date, leasedIn: Prisma.Sql): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`a.user_id = ${userId}`, Prisma.sql`NOT ${TRADED_AWAY}`];
  if (filter.steamAccountId) parts.push(Prisma.sql`i.steam_account_id = ${filter.steamAccountId}`);
  if (filter.templateId !== undefined) parts.push(Prisma.sql`i.template_id = ${filter.templateId}`);
  const tradableNow = Prisma.sql`(i.tradable AND (i.tradable_after IS NULL OR i.tradable_after <= ${now}))`;
  // 已上架 (the sell page's 在售): on sale or held for a buyer's unpaid order; an asset sold to an order
  // still being delivered has left it (it waits under 待发货 in the orders) and is under 全部 only
  if (filter.tab === 'LISTED') parts.push(Prisma.sql`l.id IS NOT NULL AND l.status <> ${sqlConstant(ListingStatus.SOLD)}`);
  if (filter.tab === 'UNLISTED') parts.push(Prisma.sql`l.id IS NULL AND ${tradableNow} AND NOT ${leasedIn}`);
  if (filter.tab === 'NON_TRADABLE') parts.push(Prisma.sql`l.id IS NULL AND (NOT ${tradableNow} OR ${leasedIn})`);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    if (search.length > SEARCH_MAX) throw new ValidationError('search', 'market.searchTooLong', { max: SEARCH_MAX });
    for (const term of search.split(/\s+/)) {
      const like = `%${escapeLike(term)}%`;
      parts.push(Prisma.sql`(t.search_text LIKE ${like} OR lower(i.market_hash_name) LIKE ${like})`);
    }
  }
  return Prisma.join(parts, ' AND ');
}

const FROM = Prisma.sql`
  inventory_items i
  ${ACCOUNT_JOIN}
  ${TEMPLATE_JOIN}
  ${LIVE_LISTING_JOIN}`;

/** Listed items sort by their own price; the others by their reference price. */
const PRICE = (userId: string) => Prisma.sql`COALESCE(l.price_cents, ${referenceCents(userId)})`;

function itemOrder(sort: InventorySort, userId: string): Prisma.Sql {
  switch (sort) {
    case 'DEFAULT':
      return Prisma.sql`i.first_seen_at DESC, i.id`;
    case 'PRICE_ASC':
      return Prisma.sql`${PRICE(userId)} ASC NULLS LAST, i.id`;
    case 'PRICE_DESC':
      return Prisma.sql`${PRICE(userId)} DESC NULLS LAST, i.id`;
    case 'COOLDOWN_ASC':
      return Prisma.sql`i.tradable_after ASC NULLS FIRST, i.id`;
    case 'COOLDOWN_DESC':
      return Prisma.sql`i.tradable_after DESC NULLS LAST, i.id`;
    case 'WEAR_ASC':
      return Prisma.sql`i.float_value ASC NULLS LAST, i.id`;
    case 'WEAR_DESC':
      return Prisma.sql`i.float_value DESC NULLS LAST, i.id`;
  }
}

function groupOrder(sort: InventorySort, userId: string): Prisma.Sql {
  switch (sort) {
    case 'DEFAULT':
      return Prisma.sql`max(i.first_seen_at) DESC, key`;
    case 'PRICE_ASC':
      return Prisma.sql`min(${PRICE(userId)}) ASC NULLS LAST, key`;
    case 'PRICE_DESC':
      return Prisma.sql`max(${PRICE(userId)}) DESC NULLS LAST, key`;
    case 'COOLDOWN_ASC':
      return Prisma.sql`min(i.tradable_after) ASC NULLS FIRST, key`;
    case 'COOLDOWN_DESC':
      return Prisma.sql`max(i.tradable_after) DESC NULLS LAST, key`;
    case 'WEAR_ASC':
      return Prisma.sql`min(i.float_value) ASC NULLS LAST, key`;
    case 'WEAR_DESC':
      return Prisma.sql`max(i.float_value) DESC NULLS LAST, key`;
  }
}

import type { Position } from '../../db/keysetPosition.ts';

export { decodePosition, encodePosition, type Position } from '../../db/keysetPosition.ts';

/** One page of assets (quantity mode): their ids in order, and the total. */
export async function inventoryItemIds(userId: string, filter: InventoryFilter, sort: InventorySort, page: Page, now: Date, leasedIn = NONE_LEASED) {
  const where = conditions(userId, filter, now, leasedIn);
  const [rows, [{ total }]] = await Promise.all([
    db().$queryRaw<{ id: string }[]>`SELECT i.id FROM ${FROM} WHERE ${where} ORDER BY ${itemOrder(sort, userId)} OFFSET ${page.offset} LIMIT ${page.limit}`,
    db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`,
  ]);
  return { ids: rows.map((row) => row.id), total };
}

export type InventoryGroupRow = {
  key: string;
  templateId: number | null;
  marketHashName: string;
  quantity: number;
  listedCount: number;
  tradableCount: number;
  inventoryItemIds: string[];
  /** The on-sale price of each asset of inventoryItemIds, in the same order (null: not listed). */
  listingPriceCents: (number | null)[];
  /** The assets of the row that can be listed now (the listing rules of selling.service, less the price). */
  listableItemIds: string[];
  /** Assets of the row the viewer rents (租入): never listable, sellable nor offered for rent. */
  rentedInCount: number;
  /** Assets of the row offered for rent now (出租中). */
  offeredForRentCount: number;
  /** The viewer's copies of the item out on lease (租出): they left the account, so quantity does not count them. */
  lentOutCount: number;
  lowestFloat: number | null;
  nextTradableAt: Date | null;
  /** The reference price for the viewer (itemSql.ts referenceCents); null when the catalogue does not know the item. */
  referencePriceCents: number | null;
};

/** What selling.service's listItems accepts, but for the price: a known item, not listed, not on lease, tradable now, on a normal account. */
const LISTABLE_NOW = (now: Date, leasedIn: Prisma.Sql) =>
  Prisma.sql`(t.id IS NOT NULL AND l.id IS NULL AND NOT ${leasedIn} AND a.status = ${sqlConstant(SteamAccountStatus.NORMAL)} AND i.tradable AND (i.tradable_after IS NULL OR i.tradable_after <= ${now}))`;

/**
 * What a variety row counts of leases (the lease module's SQL, through InventoryLeaseReads): whether
 * the asset `i` is on lease to its holder (租入) or offered for rent (出租中), and how many copies of
 * the catalogue item `templateId` the viewer has out on lease (租出).
 */
export type GroupLeaseSql = { leasedIn: Prisma.Sql; offeredForRent: Prisma.Sql; lentOutCount: (templateId: Prisma.Sql) => Prisma.Sql };

/** No lease counts (without the lease module). */
export const NO_GROUP_LEASES: GroupLeaseSql = { leasedIn: NONE_LEASED, offeredForRent: Prisma.sql`FALSE`, lentOutCount: () => Prisma.sql`0` };

/** One page of variety rows: the assets grouped per catalogue item, with their ids (for select all and split). */
export async function inventoryGroups(userId: string, filter: InventoryFilter, sort: InventorySort, page: Page, now: Date, leases = NO_GROUP_LEASES) {
  const { leasedIn } = leases;
  const where = conditions(userId, filter, now, leasedIn);
  const key = Prisma.sql`COALESCE(i.template_id::text, 'hash:' || i.market_hash_name)`;
  const order = itemOrder(sort, userId);
  const [rows, [{ total }]] = await Promise.all([
    db().$queryRaw<(Omit<InventoryGroupRow, 'listingPriceCents'> & { listingPrices: string[] })[]>`
      SELECT ${key} AS key, min(i.template_id) AS "templateId", min(i.market_hash_name) AS "marketHashName",
             count(*)::int AS quantity, count(l.id)::int AS "listedCount",
             count(*) FILTER (WHERE i.tradable AND (i.tradable_after IS NULL OR i.tradable_after <= ${now}) AND l.id IS NULL AND NOT ${leasedIn})::int AS "tradableCount",
             array_agg(i.id ORDER BY ${order}) AS "inventoryItemIds",
             array_agg(COALESCE(l.price_cents::text, '') ORDER BY ${order}) AS "listingPrices",
             COALESCE(array_agg(i.id ORDER BY ${order}) FILTER (WHERE ${LISTABLE_NOW(now, leasedIn)}), '{}') AS "listableItemIds",
             count(*) FILTER (WHERE ${leasedIn})::int AS "rentedInCount",
             count(*) FILTER (WHERE ${leases.offeredForRent})::int AS "offeredForRentCount",
             CASE WHEN min(i.template_id) IS NULL THEN 0 ELSE ${leases.lentOutCount(Prisma.sql`min(i.template_id)`)} END AS "lentOutCount",
             min(i.float_value) AS "lowestFloat",
             min(i.tradable_after) FILTER (WHERE i.tradable_after > ${now}) AS "nextTradableAt",
             min(${referenceCents(userId)})::int AS "referencePriceCents"
      FROM ${FROM} WHERE ${where}
      GROUP BY ${key}
      ORDER BY ${groupOrder(sort, userId)} OFFSET ${page.offset} LIMIT ${page.limit}`,
    db().$queryRaw<{ total: number }[]>`SELECT count(DISTINCT ${key})::int AS total FROM ${FROM} WHERE ${where}`,
  ]);
  // aggregated as text with '' for "not listed": NULLs inside arrays do not survive every driver's array parsing (PGlite's)
  const groups: InventoryGroupRow[] = rows.map(({ listingPrices, ...row }) => ({
    ...row,
    listingPriceCents: listingPrices.map((price) => (price === '' ? null : Number(price))),
  }));
  return { groups, total };
}

/** A variety row with the catalogue item it shows (null when the catalogue does not know the asset). */
export type InventoryGroupView = InventoryGroupRow & {
  template: {
    hashName: string;
    nameZh: string;
    nameEn: string;
    iconUrl: string | null;
    rarity: string | null;
    exterior: string | null;
    tagType: string;
    subType: string | null;
  } | null;
};

export type InventoryCounts = { all: number; unlisted: number; listed: number; nonTradable: number };

/** What "select all" selects: LIST, the assets that can be listed now; LISTED, those on sale (to reprice or unlist). */
export const SELECT_PURPOSES = ['LIST', 'LISTED'] as const;
export type SelectPurpose = (typeof SELECT_PURPOSES)[number];

const selectable = (purpose: SelectPurpose, now: Date, leasedIn: Prisma.Sql) =>
  purpose === 'LIST' ? LISTABLE_NOW(now, leasedIn) : Prisma.sql`l.status = ${sqlConstant(ListingStatus.ON_SALE)}`;

/** How many assets under the filter the purpose can act on (the "select all" count, across pages). */
export async function selectableCount(userId: string, filter: InventoryFilter, purpose: SelectPurpose, now: Date, leasedIn = NONE_LEASED): Promise<number> {
  const [{ total }] = await db().$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM ${FROM} WHERE ${conditions(userId, filter, now, leasedIn)} AND ${selectable(purpose, now, leasedIn)}`;
  return total;
}

/** The ids of those assets in the page's order, at most `max`; null when there are more (the caller refuses). */
export async function selectableIds(
  userId: string,
  filter: InventoryFilter,
  purpose: SelectPurpose,
  sort: InventorySort,
  max: number,
  now: Date,
  leasedIn = NONE_LEASED,
) {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT i.id FROM ${FROM} WHERE ${conditions(userId, filter, now, leasedIn)} AND ${selectable(purpose, now, leasedIn)}
    ORDER BY ${itemOrder(sort, userId)} LIMIT ${max + 1}`;
  return rows.length > max ? null : rows.map((row) => row.id);
}

/** The number of assets under each tab (the tab labels show them). */
export async function inventoryCounts(userId: string, filter: Omit<InventoryFilter, 'tab'>, now: Date, leasedIn = NONE_LEASED): Promise<InventoryCounts> {
  const where = conditions(userId, { ...filter, tab: 'ALL' }, now, leasedIn);
  const tradableNow = Prisma.sql`(i.tradable AND (i.tradable_after IS NULL OR i.tradable_after <= ${now}))`;
  const [row] = await db().$queryRaw<InventoryCounts[]>`
    SELECT count(*)::int AS "all",
           count(*) FILTER (WHERE l.id IS NULL AND ${tradableNow} AND NOT ${leasedIn})::int AS unlisted,
           count(l.id) FILTER (WHERE l.status <> ${sqlConstant(ListingStatus.SOLD)})::int AS listed,
           count(*) FILTER (WHERE l.id IS NULL AND (NOT ${tradableNow} OR ${leasedIn}))::int AS "nonTradable"
    FROM ${FROM} WHERE ${where}`;
  return row;
}

/**
 * The viewer's assets under the filter newest first, after a position (keyset), `limit` of them and
 * one more (which tells whether a next page exists).
 */
export function itemIdsAfter(userId: string, filter: InventoryFilter, position: Position | null, limit: number, now: Date, leasedIn = NONE_LEASED) {
  const where = conditions(userId, filter, now, leasedIn);
  const after = position ? Prisma.sql`AND (i.first_seen_at < ${position.at} OR (i.first_seen_at = ${position.at} AND i.id > ${position.id}))` : Prisma.empty;
  return db().$queryRaw<{ id: string; first_seen_at: Date }[]>`
    SELECT i.id, i.first_seen_at FROM ${FROM} WHERE ${where} ${after}
    ORDER BY i.first_seen_at DESC, i.id LIMIT ${limit + 1}`;
}
