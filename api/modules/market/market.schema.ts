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
import {
  decodeMarketCursor,
  type MarketFilter as MarketFilterValue,
  type MarketMode as MarketModeValue,
  parseMarketFilter,
  type MarketSort as MarketSortValue,
} from './market.filter.ts';
import { type HomeList, LOW_STOCK_MAX, type MarketPosition, marketItemSelect, type PricePoint as PricePointShape, type Trend } from './market.service.ts';
import {
  decodeListingCursor,
  type ListingFilter,
  type ListingSort,
  MAX_STICKER_SUGGESTIONS,
  parseListingFilter,
  type StickerOnSale,
} from '../listing/listing.service.ts';

export type StickerShape = { hashName?: string; nameEn: string; nameZh: string; slot: number; wear?: number | null; iconUrl?: string | null };

const PricePoint = builder.objectRef<PricePointShape>('PricePoint').implement({
  description: "One day of an item's sales: the average sale price and the number sold. Public.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD (UTC).' }),
    averagePrice: t.field({ description: "The average price of the day's sales.", type: 'Money', resolve: (point) => point.averagePriceCents }),
    volume: t.exposeInt('volume', { description: 'How many were sold that day.' }),
  }),
});

export const Sticker = builder.objectRef<StickerShape>('Sticker').implement({
  description: 'A sticker applied to an item, as Steam reports it.',
  fields: (t) => ({
    name: t.field({
      description: "The sticker's name in Chinese and English (as Steam names it when the catalogue does not know it).",
      type: Label,
      resolve: (sticker) => ({ zh: sticker.nameZh, en: sticker.nameEn }),
    }),
    slot: t.exposeInt('slot', { description: 'The position on the weapon, 0 to 4.' }),
    wear: t.float({ nullable: true, description: 'Scrape wear, 0 (new) to 1.', resolve: (sticker) => sticker.wear ?? null }),
    iconUrl: t.string({ description: "The sticker's picture; null when unknown.", nullable: true, resolve: (sticker) => sticker.iconUrl ?? null }),
  }),
});

export const Seller = builder.prismaNode('User', {
  name: 'Seller',
  description: 'The public face of a seller: shop name, avatar and whether it is a robot shop. Public.',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  fields: (t) => ({
    nickname: t.string({
      description: "The shop's name in the reader's language (demo shops have an English one; a user's own nickname stays as typed).",
      select: { nickname: true, isDemo: true },
      resolve: (seller, _, context) => sellerName(seller, context.language),
    }),
    avatarUrl: t.exposeString('avatarUrl', { description: "The seller's avatar picture; null when none was uploaded.", nullable: true }),
    isRobot: t.exposeBoolean('isRobot', { description: 'Whether it is a robot shop of the platform, whose sales are delivered automatically.' }),
  }),
});

/** The selection a MarketItem's rows are loaded with: the type's, which no field adds to. */
type MarketItemQuery = { select: typeof marketItemSelect };

export const MarketItem = builder.prismaNode('ItemTemplate', {
  name: 'MarketItem',
  description: 'An item of the catalogue (one market hash name) with its market figures: lowest price, quantity and sales of its listings on sale. Public.',
  nullable: true,
  // Every column a field reads, selected for the whole type (a market page's row carries them all):
  // a field with a selection of its own is wrapped by the Prisma plugin, which then looks up how its
  // row was loaded each time it resolves, for each of a page's items (that was most of GraphQL's
  // cost over REST on a market page). These fields read the row as it is.
  select: marketItemSelect,
  id: { field: 'id' },
  // a global id whose key is not a row id finds nothing rather than failing
  findUnique: (id) => ({ id: /^\d{1,9}$/.test(id) ? Number(id) : -1 }),
  fields: (t) => ({
    hashName: t.string({ description: "The Steam market hash name, the item's key (marketItem(hashName:)).", resolve: (item) => item.hashName }),
    name: t.field({ description: "The item's name in Chinese and English.", type: Label, resolve: (item) => ({ zh: item.nameZh, en: item.nameEn }) }),
    iconUrl: t.string({ description: "The item's picture; null when the catalogue has none.", nullable: true, resolve: (item) => item.iconUrl }),
    lowestPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'Lowest price on sale, null when none is on sale.',
      resolve: (item) => item.stats?.lowestPriceCents ?? null,
    }),
    quantity: t.int({ description: 'How many listings are on sale.', resolve: (item) => item.stats?.quantity ?? 0 }),
    topBuyOrderPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'The best open buy order (求购), null when none.',
      resolve: (item) => item.buyOrderStats?.topPriceCents ?? null,
    }),
    buyOrderQuantity: t.int({ description: 'Units wanted over the open buy orders.', resolve: (item) => item.buyOrderStats?.quantity ?? 0 }),
    autoDeliveryQuantity: t.int({
      description: 'How many of the listings on sale are delivered automatically (robot accounts).',
      resolve: (item) => item.stats?.autoDeliveryQuantity ?? 0,
    }),
    salesCount: t.int({ description: 'How many of its listings have sold, all time.', resolve: (item) => item.stats?.salesCount ?? 0 }),
    referencePrice: t.field({
      type: 'Money',
      description:
        "The item catalogue's price (目录价 / Catalogue price on the item page; the bargain zone lists items on sale below it). Not the seller's reference price (InventoryItem.referencePrice), which follows other sellers' listings.",
      resolve: (item) => item.referencePriceCents,
    }),
    rarity: t.field({
      description: 'Its rarity, with the colour; null when it has none.',
      type: Tag,
      nullable: true,
      resolve: (item) => (item.rarity ? rarityById.get(item.rarity) : null),
    }),
    rarityColor: t.string({
      description: 'Background colour from the rarity (#RRGGBB), #666666 without one.',
      resolve: (item) => rarityColor(item.rarity),
    }),
    quality: t.field({ description: 'Its quality (normal, StatTrak™, souvenir, ★).', type: Tag, resolve: (item) => qualityById.get(item.quality)! }),
    exterior: t.field({
      description: 'Its exterior (wear range); null for items without wear.',
      type: Tag,
      nullable: true,
      resolve: (item) => (item.exterior ? exteriorById.get(item.exterior) : null),
    }),
    type: t.field({ description: 'Its type (rifle, knife, sticker, …).', type: Tag, resolve: (item) => typeById.get(item.tagType)! }),
    subType: t.field({
      description: 'Its sub-type inside the type (the weapon, or case, music kit, …); null when none.',
      type: Tag,
      nullable: true,
      resolve: (item) => typeById.get(item.tagType)?.subTypes.find((sub) => sub.id === item.subType) ?? null,
    }),
    collection: t.field({
      description: 'The collection (item set) it belongs to; null when none.',
      type: Tag,
      nullable: true,
      resolve: (item) => (item.collection ? { id: item.collection.id, label: { zh: item.collection.nameZh, en: item.collection.nameEn } } : null),
    }),
    minFloat: t.float({
      description: 'The lowest float (wear) its paint allows, 0 to 1; null for items without wear.',
      nullable: true,
      resolve: (item) => item.minFloat,
    }),
    maxFloat: t.float({
      description: 'The highest float (wear) its paint allows, 0 to 1; null for items without wear.',
      nullable: true,
      resolve: (item) => item.maxFloat,
    }),
    listings: t.connection(
      {
        type: Listing,
        description:
          'The listings on sale, filtered by float range, paint seed and sticker, cheapest first by default. Forward paging (first, after); the cursors are keyset positions of the sort asked for.',
        args: {
          filter: t.arg({ description: 'Only the listings that match (float range, paint seed, sticker).', type: ListingFilterInput }),
          sort: t.arg({ description: 'The order of the listings (cheapest first by default).', type: ListingSortEnum, defaultValue: 'PRICE_ASC' }),
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
      args: { days: t.arg.int({ description: 'How many days back, 1 to 365 (30 by default).', defaultValue: 30 }) },
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
  values: {
    PRICE_ASC: { description: 'Cheapest first.' },
    PRICE_DESC: { description: 'Most expensive first.' },
    FLOAT_ASC: { description: 'Lowest float (least worn) first.' },
    FLOAT_DESC: { description: 'Highest float (most worn) first.' },
  } as const,
});

const ListingFilterInput = builder.inputType('ListingFilter', {
  description: "Narrows an item's listings on sale; every field given must match.",
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
    name: t.field({
      description: "The sticker's name in Chinese and English.",
      type: Label,
      resolve: (sticker) => ({ zh: sticker.nameZh, en: sticker.nameEn }),
    }),
    iconUrl: t.exposeString('iconUrl', { description: "The sticker's picture; null when unknown.", nullable: true }),
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
  mode: MarketModeValue,
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
    position = { after: args.after != null ? decodeMarketCursor(args.after, sort, mode) : undefined };
  }
  // The page's rows carry every column MarketItem's fields select (marketItemSelect). Planning the
  // selection of edges.node records that its rows are loaded, so the fields answer from them rather
  // than loading each item again.
  queryFromInfo({ context, info, path: ['edges', 'node'] });
  const page = await context.services.market.search(filter, sort, position, first, mode);
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
  description: "An item on sale (or sold): its asset's wear, pattern and stickers, its price and its seller. Listings on sale are public.",
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  fields: (t) => ({
    price: t.field({ description: 'The asking price.', type: 'Money', select: { priceCents: true }, resolve: (listing) => listing.priceCents }),
    floatValue: t.exposeFloat('floatValue', { description: "The asset's float (wear), 0 to 1; null for items without wear.", nullable: true }),
    paintSeed: t.exposeInt('paintSeed', { description: 'The paint seed (pattern template), 0 to 1000; null when none.', nullable: true }),
    stickers: t.field({
      description: 'The stickers applied to the asset.',
      type: [Sticker],
      select: { stickers: true },
      resolve: (listing) => (Array.isArray(listing.stickers) ? (listing.stickers as unknown as StickerShape[]) : []),
    }),
    autoDelivery: t.exposeBoolean('autoDelivery', { description: 'Delivered automatically from a robot account as soon as it is paid.' }),
    createdAt: t.expose('createdAt', { description: 'When it was put on sale.', type: 'DateTime' }),
    seller: t.relation('seller', { description: 'The seller (public fields only).' }),
    item: t.relation('template', { description: 'The catalogue item it sells.' }),
    mine: t.boolean({
      description: "True when the viewer is the listing's seller.",
      deprecationReason:
        'Compare `seller.id` with `Viewer.sellerId`: the listing then reads the same for every reader, and the public response cache shares it.',
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
  description: 'The orders of the market.',
  values: {
    DEFAULT: { description: 'Best sellers first, then the best stocked.' },
    PRICE_ASC: { description: 'Lowest price first.' },
    PRICE_DESC: { description: 'Highest price first.' },
    NEWEST: { description: 'The items most recently listed first.' },
  } as const,
});

const MarketMode = builder.enumType('MarketMode', {
  description: 'What the market lists.',
  values: {
    SALE: { description: 'The items on sale (the default).' },
    LEASE: {
      description:
        'The items offered for rent (租赁), each with its lease figures (MarketItem.lease): the sorts order by the "from" daily rent (DEFAULT and PRICE_ASC the lowest first, PRICE_DESC the highest, NEWEST the newest offer first); the price bounds apply to the daily rent; onSale does not apply.',
    },
  } as const,
});

const MarketFilter = builder.inputType('MarketFilter', {
  description: 'Narrows the market; every field given must match. Tag fields take the ids of catalogTags.',
  fields: (t) => ({
    search: t.string({ description: 'Keyword matched against the Chinese name, the English name and the hash name.' }),
    minPrice: t.string({ description: 'Lowest price in yuan, a decimal string with at most two decimals.' }),
    maxPrice: t.string({ description: 'Highest price in yuan, a decimal string with at most two decimals.' }),
    tagType: t.string({ description: 'Item type id, e.g. rifle or knife (CatalogTags.types).' }),
    subType: t.string({ description: 'Weapon or category inside the type, e.g. ak_47 or case.' }),
    rarity: t.string({ description: 'Rarity id, e.g. rarity_ancient_weapon (CatalogTags.rarities).' }),
    quality: t.string({ description: 'Quality id (CatalogTags.qualities).' }),
    exterior: t.string({ description: 'Exterior id (CatalogTags.exteriors).' }),
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
        'Items on sale (every item with filter.onSale false; the items offered for rent with mode LEASE). Forward paging by keyset cursors (first, after: a position in the sort asked for, so a deep page costs what the first does), or a numbered page (page).',
      args: {
        filter: t.arg({ description: 'Only the items that match; on sale only unless onSale is false.', type: MarketFilter }),
        sort: t.arg({ description: 'The order (best sellers first by default).', type: MarketSort, defaultValue: 'DEFAULT' }),
        page: t.arg.int({ description: 'A numbered page (1-based) of `first` items, instead of `after`: for page numbers.' }),
        mode: t.arg({ description: 'The items on sale (SALE, the default) or those offered for rent (LEASE).', type: MarketMode, defaultValue: 'SALE' }),
      },
      resolve: (_, args, context, info) => {
        const filter = parseMarketFilter(args.filter);
        return marketConnection(filter, (args.sort ?? 'DEFAULT') as MarketSortValue, args.mode ?? 'SALE', args, context, info);
      },
    },
    MarketItemConnection,
  ),
  marketItem: t.prismaField({
    description: 'One item of the catalogue by its hash name, with its listings on sale; null when the catalogue does not know it. Public.',
    type: 'ItemTemplate',
    nullable: true,
    args: { hashName: t.arg.string({ description: 'The Steam market hash name, e.g. "AK-47 | Redline (Field-Tested)".', required: true }) },
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
  home: t.field({ description: "The home page's shelves. Public.", type: Home, resolve: () => ({}) }),
}));

const MarketTrend = builder.objectRef<Trend>('MarketTrend').implement({
  description: 'The price trend of one of the most traded items over the last 30 days.',
  fields: (t) => ({
    item: t.prismaField({
      description: 'The item.',
      type: 'ItemTemplate',
      // findUnique calls of one tick are batched by Prisma into a single statement
      resolve: async (query, trend, _, context) => (await context.services.market.itemById(trend.templateId, query))!,
    }),
    points: t.field({
      type: [PricePoint],
      description: 'Its daily average sale prices, oldest first (days without sales left out).',
      resolve: (trend) => trend.points,
    }),
    changePercent: t.float({
      description: 'Change of the average sale price between the first and the last day, in percent.',
      resolve: (trend) => trend.changePercent,
    }),
  }),
});

const Home = builder.objectRef<Record<string, never>>('Home');

Home.implement({
  description: "The home page's shelves of items on sale, each a connection with its total.",
  fields: (t) => {
    const listOf = (list: HomeList, description: string) =>
      t.connection(
        {
          type: MarketItem,
          description,
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
      autoDelivery: listOf('autoDelivery', 'Items with listings delivered automatically, the most such listings first.'),
      hot: listOf('hot', 'Items on sale that have sold before, best sellers first.'),
      lowStock: listOf('lowStock', `Items with only 1 to ${LOW_STOCK_MAX} listings on sale.`),
      bargains: t.connection(
        {
          type: MarketItem,
          description: "Items whose lowest price is furthest below the catalogue's reference price (the bargain zone).",
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
          description: 'The listings most recently put on sale, newest first.',
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
        description: 'Price trends of the items most traded over the last 30 days (sold on at least two days), the most traded first.',
        args: { first: t.arg.int({ defaultValue: 6, description: 'How many items, 1 to 20 (6 by default).' }) },
        resolve: (_, args, context) => {
          const first = args.first ?? 6;
          if (first < 1 || first > 20) throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: 20 });
          return context.services.market.trends(first);
        },
      }),
    };
  },
});
