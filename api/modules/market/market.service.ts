import { publicPrisma } from '../../db/replica.ts';
import { ValidationError } from '../../errors.ts';
import type { MarketFilter, MarketMode, MarketSort } from './market.filter.ts';
import type { Viewer } from '../../session/viewer.ts';
import { TEMPLATE_REFERENCE_PRICES, templateById, templateByHashName, templatesInOrder, type TemplateQuery } from '../catalog/catalog.service.ts';
import {
  bestSellingTemplates,
  dailySalesOf,
  itemListingsPage,
  latestListingsOnSale,
  mostTradedTemplates,
  stickersOnSale,
  type ListingCursor,
  type ListingFilter,
  type ListingQuery,
  type ListingSort,
} from '../listing/listing.service.ts';
import { type BuyOrderSql, homeList, type HomeList, type LeaseSql, type MarketPosition, searchLeaseMarket, searchMarket } from './marketPage.ts';
import { type ItemPrices, PRICE_BATCH_MAX, pricesOf } from './marketPrices.ts';

export type { TemplateQuery, TemplateRow } from '../catalog/catalog.service.ts';
export type { ListingQuery, ListingRow } from '../listing/listing.service.ts';
export {
  type BuyOrderSql,
  type HomeList,
  type LeaseSql,
  LOW_STOCK_MAX,
  type MarketLeaseFigures,
  type MarketItemRow,
  type MarketPage,
  type MarketPosition,
  marketItemSelect,
} from './marketPage.ts';
export { type ItemPrices, PRICE_BATCH_MAX } from './marketPrices.ts';
export { MARKET_MODES, type MarketMode } from './market.filter.ts';
export { refreshMarketStats } from './marketStats.ts';

export type Page = { offset: number; limit: number };
const DAY_MS = 86_400_000;

/** Bargains: items whose lowest price is furthest below their reference price. */
async function bargains<Q extends TemplateQuery>(page: Page, query: Q = {} as Q) {
  const [rows, [{ total }]] = await Promise.all([
    publicPrisma(
      (prisma) => prisma.$queryRaw<{ id: number }[]>`
      SELECT t.id FROM market_stats s JOIN (${TEMPLATE_REFERENCE_PRICES}) t ON t.id = s.template_id
      WHERE s.quantity > 0 AND s.lowest_price_cents < t.reference_price_cents
      ORDER BY s.lowest_price_cents::float8 / t.reference_price_cents, t.id
      OFFSET ${page.offset} LIMIT ${page.limit}`,
    ),
    publicPrisma(
      (prisma) => prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM market_stats s JOIN (${TEMPLATE_REFERENCE_PRICES}) t ON t.id = s.template_id
      WHERE s.quantity > 0 AND s.lowest_price_cents < t.reference_price_cents`,
    ),
  ]);
  return {
    items: await publicPrisma((prisma) =>
      templatesInOrder(
        rows.map((row) => row.id),
        query,
        prisma,
      ),
    ),
    total,
  };
}

/** The items sold most over the last `days` days (/sellhot), still on sale or not. */
async function bestSellers<Q extends TemplateQuery>(page: Page, query: Q = {} as Q, days: number, now: Date) {
  const { ids, total } = await bestSellingTemplates(new Date(now.getTime() - days * DAY_MS), page);
  return { items: await publicPrisma((prisma) => templatesInOrder(ids, query, prisma)), total };
}

export type PricePoint = { day: string; averagePriceCents: number; volume: number };

/** Daily average sale price and volume per item over the last `days` days, oldest first. */
async function priceHistories(templateIds: readonly number[], days: number, now: Date): Promise<Map<number, PricePoint[]>> {
  const rows = await dailySalesOf(templateIds, new Date(now.getTime() - days * DAY_MS));
  const histories = new Map<number, PricePoint[]>(templateIds.map((id) => [id, []]));
  for (const row of rows) {
    histories.get(row.templateId)?.push({ day: row.day, averagePriceCents: row.average, volume: row.volume });
  }
  return histories;
}

export type Trend = { templateId: number; points: PricePoint[]; changePercent: number };

/** Price trends of the most traded items: daily averages and the change from first to last day. */
async function trends(limit: number, days: number, now: Date): Promise<Trend[]> {
  const top = await mostTradedTemplates(new Date(now.getTime() - days * DAY_MS), limit);
  const histories = await priceHistories(top, days, now);
  return top.map((id) => {
    const points = histories.get(id) ?? [];
    const first = points[0]?.averagePriceCents ?? 0;
    const last = points.at(-1)?.averagePriceCents ?? 0;
    const changePercent = first > 0 ? Math.round(((last - first) / first) * 10_000) / 100 : 0;
    return { templateId: id, points, changePercent };
  });
}

/** The market's reads (pages of items, the home lists, price histories), for REST and GraphQL alike. */
export class MarketService {
  constructor(
    private readonly now: () => Date,
    private readonly buyOrderSql: BuyOrderSql,
    /** the lease listings' figures of the lease mode (the lease module's SQL) */
    private readonly leaseSql: LeaseSql,
  ) {}

  /** Whether the viewer is the listing's seller (the item page marks it and offers no Buy). */
  isSellerOf(listing: { sellerId: string }, viewer: Viewer | undefined): boolean {
    return viewer !== undefined && listing.sellerId === viewer.user.id;
  }

  /**
   * A page of the market (the items on sale matching the filter, or with `onSale: false` every
   * matching item, those on sale first) in a sort, after a cursor or an offset, with every match's
   * count. In the LEASE mode: the items offered for rent matching the filter, each with its lease
   * figures ("from ¥x/day", that listing's deposit, how many), the cheapest rent first by default.
   */
  search(filter: MarketFilter, sort: MarketSort, position: MarketPosition, limit: number, mode: MarketMode = 'SALE') {
    if (mode === 'LEASE') return searchLeaseMarket(this.buyOrderSql, this.leaseSql, filter, sort, position, limit);
    return searchMarket(this.buyOrderSql, filter, sort, position, limit);
  }

  itemByHashName<Q extends TemplateQuery>(hashName: string, query?: Q) {
    return publicPrisma((prisma) => templateByHashName(hashName, query, prisma));
  }

  itemById<Q extends TemplateQuery>(id: number, query?: Q) {
    return publicPrisma((prisma) => templateById(id, query, prisma));
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
    return latestListingsOnSale(page, query);
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

/** The items with something on sale, and the listings on sale (the market figures' totals; /information). */
export async function onSaleTotals(): Promise<{ items: number; listings: number }> {
  const [row] = await publicPrisma(
    (prisma) => prisma.$queryRaw<{ items: number; listings: number }[]>`
    SELECT count(*)::int AS items, coalesce(sum(quantity), 0)::int AS listings FROM market_stats WHERE quantity > 0`,
  );
  return row;
}
