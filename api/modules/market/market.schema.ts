import { builder, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../graphql/builder.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type ConnectionArgs, pagedConnection } from '../../graphql/pagedConnection.ts';
import { MAX_CURSOR_OFFSET } from '../../graphql/cursors.ts';
import { ValidationError } from '../../errors.ts';
import { Label, Tag } from '../catalog/catalog.schema.ts';
import { exteriorById, qualityById, rarityById, rarityColor, typeById } from '../catalog/catalog.service.ts';
import { sellerName } from '../demo/demo.service.ts';
import { decodeMarketCursor, type MarketFilter as MarketFilterValue, parseMarketFilter, type MarketSort as MarketSortValue } from './market.filter.ts';
import { type HomeList, type MarketPosition, marketItemSelect, type PricePoint as PricePointShape, type Trend } from './market.service.ts';
import { MAX_STICKER_SUGGESTIONS, type StickerOnSale } from './itemListings.ts';
import { decodeListingCursor, type ListingFilter, type ListingSort, parseListingFilter } from './listingFilter.ts';

export type StickerShape = { hashName?: string; nameEn: string; nameZh: string; slot: number; wear?: number | null; iconUrl?: string | null };

const PricePoint = builder.objectRef<PricePointShape>('PricePoint').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD (UTC).' }),
    averagePrice: t.field({ type: 'Money', resolve: (point) => point.averagePriceCents }),
    volume: t.exposeInt('volume'),
  }),
});

export const Sticker = builder.objectRef<StickerShape>('Sticker').implement({
  fields: (t) => ({
    name: t.field({ type: Label, resolve: (sticker) => ({ zh: sticker.nameZh, en: sticker.nameEn }) }),
    slot: t.exposeInt('slot'),
    wear: t.float({ nullable: true, description: 'Scrape wear, 0 (new) to 1.', resolve: (sticker) => sticker.wear ?? null }),
    iconUrl: t.string({ nullable: true, resolve: (sticker) => sticker.iconUrl ?? null }),
  }),
});

export const Seller = builder.prismaNode('User', {
  name: 'Seller',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  fields: (t) => ({
    nickname: t.string({
      description: "The shop's name in the reader's language (demo shops have an English one; a user's own nickname stays as typed).",
      select: { nickname: true, isDemo: true },
      resolve: (seller, _, context) => sellerName(seller, context.language),
    }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    isRobot: t.exposeBoolean('isRobot'),
  }),
});

/** The selection a MarketItem's rows are loaded with: the type's, which no field adds to. */
type MarketItemQuery = { select: typeof marketItemSelect };

export const MarketItem = builder.prismaNode('ItemTemplate', {
  name: 'MarketItem',
  nullable: true,
  // Every column a field reads, selected for the whole type (a market page's row carries them all):
  // a field with a selection of its own is wrapped by the Prisma plugin, which then looks up how its
  // row was loaded each time it resolves, for each of a page's items (issue 24: most of GraphQL's
  // cost over REST on a market page). These fields read the row as it is.
  select: marketItemSelect,
  id: { field: 'id' },
  // a global id whose key is not a row id finds nothing rather than failing
  findUnique: (id) => ({ id: /^\d{1,9}$/.test(id) ? Number(id) : -1 }),
  fields: (t) => ({
    hashName: t.string({ resolve: (item) => item.hashName }),
    name: t.field({ type: Label, resolve: (item) => ({ zh: item.nameZh, en: item.nameEn }) }),
    iconUrl: t.string({ nullable: true, resolve: (item) => item.iconUrl }),
    lowestPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'Lowest price on sale, null when none is on sale.',
      resolve: (item) => item.stats?.lowestPriceCents ?? null,
    }),
    quantity: t.int({ resolve: (item) => item.stats?.quantity ?? 0 }),
    topBuyOrderPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'The best open buy order (求购), null when none.',
      resolve: (item) => item.buyOrderStats?.topPriceCents ?? null,
    }),
    buyOrderQuantity: t.int({ description: 'Units wanted over the open buy orders.', resolve: (item) => item.buyOrderStats?.quantity ?? 0 }),
    autoDeliveryQuantity: t.int({ resolve: (item) => item.stats?.autoDeliveryQuantity ?? 0 }),
    salesCount: t.int({ resolve: (item) => item.stats?.salesCount ?? 0 }),
    referencePrice: t.field({
      type: 'Money',
      description:
        "The item catalogue's price (目录价 / Catalogue price on the item page; the bargain zone lists items on sale below it). Not the seller's reference price (InventoryItem.referencePrice), which follows other sellers' listings.",
      resolve: (item) => item.referencePriceCents,
    }),
    rarity: t.field({ type: Tag, nullable: true, resolve: (item) => (item.rarity ? rarityById.get(item.rarity) : null) }),
    rarityColor: t.string({
      description: 'Background colour from the rarity (SPEC §3), #666666 without one.',
      resolve: (item) => rarityColor(item.rarity),
    }),
    quality: t.field({ type: Tag, resolve: (item) => qualityById.get(item.quality)! }),
    exterior: t.field({ type: Tag, nullable: true, resolve: (item) => (item.exterior ? exteriorById.get(item.exterior) : null) }),
    type: t.field({ type: Tag, resolve: (item) => typeById.get(item.tagType)! }),
    subType: t.field({
      type: Tag,
      nullable: true,
      resolve: (item) => typeById.get(item.tagType)?.subTypes.find((sub) => sub.id === item.subType) ?? null,
    }),
    collection: t.field({
      type: Tag,
      nullable: true,
      resolve: (item) => (item.collection ? { id: item.collection.id, label: { zh: item.collection.nameZh, en: item.collection.nameEn } } : null),
    }),
    minFloat: t.float({ nullable: true, resolve: (item) => item.minFloat }),
    maxFloat: t.float({ nullable: true, resolve: (item) => item.maxFloat }),
    listings: t.connection(
      {
        type: Listing,
        description:
          'The listings on sale, filtered by float range, paint seed and sticker, cheapest first by default. Forward paging (first, after); the cursors are keyset positions of the sort asked for.',
        args: {
          filter: t.arg({ type: ListingFilterInput }),
          sort: t.arg({ type: ListingSortEnum, defaultValue: 'PRICE_ASC' }),
        },
        resolve: (item, args, context, info) => {
          const filter = parseListingFilter(args.filter);
          return itemListingsConnection(item.id, filter, (args.sort ?? 'PRICE_ASC') as ListingSort, args, context, info);
        },
      },
      ListingConnection,
    ),
    listingStickers: t.field({
      type: [StickerOnSaleRef],
      description: "The stickers on the item's listings on sale, the most frequent first: the sticker filter's suggestions.",
      args: { first: t.arg.int({ defaultValue: 20, description: `At most ${MAX_STICKER_SUGGESTIONS}.` }) },
      resolve: (item, args, context) => {
        const first = args.first ?? 20;
        if (!Number.isInteger(first) || first < 1 || first > MAX_STICKER_SUGGESTIONS) {
          throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: MAX_STICKER_SUGGESTIONS });
        }
        return context.services.market.itemListingStickers(item.id, first);
      },
    }),
    priceHistory: t.loadableList({
      type: PricePoint,
      description: 'Daily average sale price and volume over the last days, oldest first.',
      args: { days: t.arg.int({ defaultValue: 30 }) },
      resolve: (item, args) => `${item.id}:${clampDays(args.days)}`,
      load: async (keys: string[], context) => {
        const byDays = new Map<number, number[]>();
        for (const key of keys) {
          const [id, days] = key.split(':').map(Number);
          byDays.set(days, [...(byDays.get(days) ?? []), id]);
        }
        const loaded = new Map<string, PricePointShape[]>();
        for (const [days, ids] of byDays) {
          for (const [id, points] of await context.services.market.priceHistories(ids, days)) loaded.set(`${id}:${days}`, points);
        }
        return keys.map((key) => loaded.get(key) ?? []);
      },
    }),
  }),
});

const ListingSortEnum = builder.enumType('ListingSort', {
  description: "Orders of an item's listings; the float sorts put the listings without a float last (cheapest first).",
  values: { PRICE_ASC: {}, PRICE_DESC: {}, FLOAT_ASC: {}, FLOAT_DESC: {} } as const,
});

const ListingFilterInput = builder.inputType('ListingFilter', {
  fields: (t) => ({
    floatMin: t.float({ description: 'Lowest float (wear), 0 to 1, at most floatMax.' }),
    floatMax: t.float({ description: 'Highest float (wear), 0 to 1.' }),
    paintSeed: t.int({ description: 'Paint seed (pattern template), 0 to 1000.' }),
    sticker: t.string({
      description: 'A sticker on the listing: its hash name ("Sticker | Crown (Foil)"), or its name in English or Chinese, exactly.',
    }),
  }),
});

const StickerOnSaleRef = builder.objectRef<StickerOnSale>('StickerOnSale').implement({
  description: "A sticker found on an item's listings on sale.",
  fields: (t) => ({
    hashName: t.exposeString('hashName', { description: 'The value for ListingFilter.sticker.' }),
    name: t.field({ type: Label, resolve: (sticker) => ({ zh: sticker.nameZh, en: sticker.nameEn }) }),
    iconUrl: t.exposeString('iconUrl', { nullable: true }),
    listings: t.exposeInt('listings', { description: 'How many listings on sale carry it.' }),
  }),
});

/** A keyset page of an item's listings as a connection (only forward: first and after). */
async function itemListingsConnection(
  templateId: number,
  filter: ListingFilter,
  sort: ListingSort,
  args: ConnectionArgs,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  if (args.last != null || args.before != null) throw new ValidationError(args.last != null ? 'last' : 'before', 'goodsListings.forwardOnly');
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: MAX_PAGE_SIZE });
  const after = args.after != null ? decodeListingCursor(args.after, sort) : undefined;
  const query = queryFromInfo({ context, info, path: ['edges', 'node'] });
  const page = await context.services.market.itemListings(templateId, filter, sort, { after }, first, query);
  const edges = page.listings.map(({ listing, cursor }) => ({ cursor, node: listing }));
  return {
    edges,
    totalCount: page.total,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: after !== undefined,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** How deep a numbered page of the market goes (as the REST pages: MAX_CURSOR_OFFSET items). */
const maxMarketPage = (size: number) => Math.floor(MAX_CURSOR_OFFSET / Math.max(size, 1)) + 1;

/**
 * A page of the market as a connection: after a keyset cursor (forward only: first and after) or a
 * numbered page. Every edge carries its keyset cursor, so a numbered page can be followed by `after`.
 */
async function marketConnection(
  filter: MarketFilterValue,
  sort: MarketSortValue,
  args: ConnectionArgs & { page?: number | null },
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: MAX_PAGE_SIZE });
  let position: MarketPosition;
  if (args.page != null) {
    if (args.after != null || args.before != null || args.last != null) throw new ValidationError('page', 'errors.pageWithCursor');
    const max = maxMarketPage(first);
    if (!Number.isInteger(args.page) || args.page < 1 || args.page > max) throw new ValidationError('page', 'errors.pageRange', { max });
    position = { offset: (args.page - 1) * first };
  } else {
    if (args.last != null || args.before != null) throw new ValidationError(args.last != null ? 'last' : 'before', 'market.forwardOnly');
    position = { after: args.after != null ? decodeMarketCursor(args.after, sort) : undefined };
  }
  // The page's rows carry every column MarketItem's fields select (marketItemSelect). Planning the
  // selection of edges.node records that its rows are loaded, so the fields answer from them rather
  // than loading each item again.
  queryFromInfo({ context, info, path: ['edges', 'node'] });
  const page = await context.services.market.search(filter, sort, position, first);
  const edges = page.entries.map(({ item, cursor }) => ({ cursor, node: item }));
  return {
    edges,
    totalCount: page.total,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: position.after !== undefined || (position.offset ?? 0) > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function clampDays(days: number | null | undefined): number {
  const value = days ?? 30;
  if (!Number.isInteger(value) || value < 1 || value > 365) throw new ValidationError('days', 'market.daysRange', { max: 365 });
  return value;
}

export const Listing = builder.prismaNode('Listing', {
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  fields: (t) => ({
    price: t.field({ type: 'Money', select: { priceCents: true }, resolve: (listing) => listing.priceCents }),
    floatValue: t.exposeFloat('floatValue', { nullable: true }),
    paintSeed: t.exposeInt('paintSeed', { nullable: true }),
    stickers: t.field({
      type: [Sticker],
      select: { stickers: true },
      resolve: (listing) => (Array.isArray(listing.stickers) ? (listing.stickers as unknown as StickerShape[]) : []),
    }),
    autoDelivery: t.exposeBoolean('autoDelivery'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    seller: t.relation('seller'),
    item: t.relation('template'),
    mine: t.boolean({
      description: "True when the viewer is the listing's seller (the item page marks it and offers no Buy).",
      select: { sellerId: true },
      resolve: (listing, _, context) => context.services.market.isSellerOf(listing, context.viewer),
    }),
  }),
});

const ListingConnection = builder.connectionObject(
  {
    type: Listing,
    name: 'ListingConnection',
    description: 'A page of listings.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'ListingEdge', description: 'A listing of the page, with its cursor.' },
);

const MarketItemConnection = builder.connectionObject(
  {
    type: MarketItem,
    name: 'MarketItemConnection',
    description: 'A page of market items.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'MarketItemEdge', description: 'A market item of the page, with its cursor.' },
);

const LatestListingConnection = builder.connectionObject(
  {
    type: Listing,
    name: 'LatestListingConnection',
    description: 'A page of the latest listings.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'LatestListingEdge', description: 'A listing of the page, with its cursor.' },
);

const MarketSort = builder.enumType('MarketSort', {
  values: {
    DEFAULT: { description: 'Best sellers first, then the best stocked.' },
    PRICE_ASC: {},
    PRICE_DESC: {},
    NEWEST: { description: 'The items most recently listed first (our addition to the three sorts of the spec).' },
  } as const,
});

const MarketFilter = builder.inputType('MarketFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Keyword matched against the Chinese name, the English name and the hash name.' }),
    minPrice: t.string({ description: 'Lowest price in yuan, a decimal string with at most two decimals.' }),
    maxPrice: t.string({ description: 'Highest price in yuan, a decimal string with at most two decimals.' }),
    tagType: t.string(),
    subType: t.string({ description: 'Weapon or category inside the type, e.g. ak_47 or case.' }),
    rarity: t.string(),
    quality: t.string(),
    exterior: t.string(),
    itemSet: t.string({ description: 'Collection (item set) id, e.g. collection-set-community-2.' }),
    onSale: t.boolean({
      defaultValue: true,
      description:
        'Only the items with something on sale (the default). false: every item of the catalogue, those on sale first in the sort asked for, then the items with nothing on sale (no lowestPrice), by id in the sort direction.',
    }),
  }),
});

builder.queryFields((t) => ({
  market: t.connection(
    {
      type: MarketItem,
      description:
        'Items on sale (every item with filter.onSale false). Forward paging by keyset cursors (first, after: a position in the sort asked for, so a deep page costs what the first does), or a numbered page (page).',
      args: {
        filter: t.arg({ type: MarketFilter }),
        sort: t.arg({ type: MarketSort, defaultValue: 'DEFAULT' }),
        page: t.arg.int({ description: 'A numbered page (1-based) of `first` items, instead of `after`: for page numbers.' }),
      },
      resolve: (_, args, context, info) => {
        const filter = parseMarketFilter(args.filter);
        return marketConnection(filter, (args.sort ?? 'DEFAULT') as MarketSortValue, args, context, info);
      },
    },
    MarketItemConnection,
  ),
  marketItem: t.prismaField({
    type: 'ItemTemplate',
    nullable: true,
    args: { hashName: t.arg.string({ required: true }) },
    resolve: (query, _, args, context) => context.services.market.itemByHashName(args.hashName, query),
  }),
  sellHot: t.connection(
    {
      type: MarketItem,
      description: 'Items that sold the most over the last 30 days.',
      resolve: (_, args, context, info) =>
        pagedConnection(args, context, info, async (page, query) => {
          const { items, total } = await context.services.market.bestSellers(page, query as MarketItemQuery);
          return { rows: items, total };
        }),
    },
    MarketItemConnection,
  ),
  home: t.field({ type: Home, resolve: () => ({}) }),
}));

const MarketTrend = builder.objectRef<Trend>('MarketTrend').implement({
  fields: (t) => ({
    item: t.prismaField({
      type: 'ItemTemplate',
      // findUnique calls of one tick are batched by Prisma into a single statement
      resolve: async (query, trend, _, context) => (await context.services.market.itemById(trend.templateId, query))!,
    }),
    points: t.field({ type: [PricePoint], resolve: (trend) => trend.points }),
    changePercent: t.float({
      description: 'Change of the average sale price between the first and the last day, in percent.',
      resolve: (trend) => trend.changePercent,
    }),
  }),
});

const Home = builder.objectRef<Record<string, never>>('Home');

Home.implement({
  fields: (t) => {
    const listOf = (list: HomeList) =>
      t.connection(
        {
          type: MarketItem,
          resolve: (_, args, context, info) =>
            pagedConnection(args, context, info, async (page) => {
              // the rows carry every column MarketItem's fields select (pagedConnection planned them)
              const { items, total } = await context.services.market.homeList(list, 'DEFAULT', page);
              return { rows: items, total };
            }),
        },
        MarketItemConnection,
      );
    return {
      autoDelivery: listOf('autoDelivery'),
      hot: listOf('hot'),
      lowStock: listOf('lowStock'),
      bargains: t.connection(
        {
          type: MarketItem,
          resolve: (_, args, context, info) =>
            pagedConnection(args, context, info, async (page, query) => {
              const { items, total } = await context.services.market.bargains(page, query as MarketItemQuery);
              return { rows: items, total };
            }),
        },
        MarketItemConnection,
      ),
      latestListings: t.connection(
        {
          type: Listing,
          resolve: (_, args, context, info) =>
            pagedConnection(args, context, info, async (page, query) => {
              const { listings, total } = await context.services.market.latestListings(page, query);
              return { rows: listings, total };
            }),
        },
        LatestListingConnection,
      ),
      trends: t.field({
        type: [MarketTrend],
        args: { first: t.arg.int({ defaultValue: 6 }) },
        resolve: (_, args, context) => {
          const first = args.first ?? 6;
          if (first < 1 || first > 20) throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: 20 });
          return context.services.market.trends(first);
        },
      }),
    };
  },
});
