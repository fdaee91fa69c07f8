// The market's answers shared by the /web/* routes (api/modules/market/market.rest.ts) and the
// partner API (api/modules/openplatform/partnerMarket.rest.ts): GET /web/market and GET /web/goods
// answer exactly what GET /open/v1/market and GET /open/v1/goods answer, from the same parameters,
// through these functions, so the two cannot drift. The partner routes add only the strict check of
// the parameters' names against the lists below.
import type { z } from 'zod';
import type { Prisma } from '../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { Language } from '../i18n/messages.ts';
import { sellerName } from '../modules/demo/demo.service.ts';
import { parseListingFilter, parseListingSort } from '../modules/listing/listingFilter.ts';
import type { MarketSticker } from '../modules/market/market.contract.ts';
import { type MarketMode, parseMarketFilter, type MarketSort } from '../modules/market/market.filter.ts';
import type { MarketService } from '../modules/market/market.service.ts';
import { stringParam } from './envelope.ts';
import { restItemSelect, toRestItem } from './marketItem.ts';
import { pageOf, pageParams, type RestPage } from './paging.ts';

export const MAX_REST_LIMIT = 100;
/** The market's sort codes: 0 default, 1 price ascending, 2 price descending, 3 newest first. */
const sorts: Record<string, MarketSort> = { '0': 'DEFAULT', '1': 'PRICE_ASC', '2': 'PRICE_DESC', '3': 'NEWEST' };

const restListingSelect = {
  id: true,
  priceCents: true,
  floatValue: true,
  paintSeed: true,
  stickers: true,
  autoDelivery: true,
  createdAt: true,
  seller: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true, isRobot: true } },
} satisfies Prisma.ListingSelect;
type Query = Record<string, unknown>;

/** `page` and `limit` of a market list (at most MAX_REST_LIMIT a page). */
export const marketPage = (query: Query, defaultLimit: number): RestPage => pageParams(query, { defaultLimit, maxLimit: MAX_REST_LIMIT });

/** The `sort` of the market's lists. */
export function sortParam(value: unknown): MarketSort {
  const text = stringParam(value)?.trim();
  if (text === undefined || text === '') return 'DEFAULT';
  const sort = sorts[text];
  if (!sort) throw new ValidationError('sort', 'market.sortInvalid');
  return sort;
}

/**
 * `onSale`: 1 or left out, only the items with something on
 * sale; 0, every item of the catalogue, those on sale first (an item nobody sells can be found and
 * asked for with a buy order).
 */
export function onSaleParam(value: unknown): boolean {
  const text = stringParam(value)?.trim();
  if (text === undefined || text === '' || text === '1') return true;
  if (text === '0') return false;
  throw new ValidationError('onSale', 'market.onSaleInvalid');
}

/** `mode` of the web's market: sale (default) or lease (the items offered for rent); any case. */
export function modeParam(value: unknown): MarketMode {
  const text = stringParam(value)?.trim().toUpperCase();
  if (text === undefined || text === '' || text === 'SALE') return 'SALE';
  if (text === 'LEASE') return 'LEASE';
  throw new ValidationError('mode', 'market.modeInvalid');
}

/** The query parameters of `GET /web/market` (docs/rest.md); the partner's `GET /open/v1/market` takes exactly these. */
export const MARKET_QUERY_PARAMS = [
  'page',
  'sort',
  'limit',
  'search',
  'tagRarity',
  'tagQuality',
  'tagExterior',
  'tagItemSet',
  'minPrice',
  'maxPrice',
  'tagType',
  'type',
  'onSale',
] as const;

/** The query parameters of `GET /web/goods`; the partner's `GET /open/v1/goods` takes exactly these. */
export const GOODS_QUERY_PARAMS = ['hashName', 'page', 'limit', 'sort', 'floatMin', 'floatMax', 'paintSeed', 'sticker'] as const;

/** A query as the functions below read it: a parameter missing from its list above does not compile. */
type QueryOf<Names extends readonly string[]> = Partial<Record<Names[number], unknown>>;

/**
 * The market page of `GET /web/market` from its query: `{ list, total, pages, page, limit }`, money in
 * cents. The web route and the partner's `GET /open/v1/market` both answer it, so they cannot drift.
 */
export async function marketPageOf(market: MarketService, query: QueryOf<typeof MARKET_QUERY_PARAMS>, language: Language, mode: MarketMode = 'SALE') {
  const page = marketPage(query, 20);
  const sort = sortParam(query.sort);
  const filter = parseMarketFilter(
    {
      search: stringParam(query.search),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      tagType: stringParam(query.tagType),
      subType: stringParam(query.type),
      rarity: stringParam(query.tagRarity),
      quality: stringParam(query.tagQuality),
      exterior: stringParam(query.tagExterior),
      itemSet: stringParam(query.tagItemSet),
      onSale: onSaleParam(query.onSale),
    },
    { subType: 'field.type', rarity: 'field.tagRarity', quality: 'field.tagQuality', exterior: 'field.tagExterior', itemSet: 'field.tagItemSet' },
  );
  const { entries, total } = await market.search(filter, sort, { offset: page.offset }, page.limit, mode);
  return pageOf(
    entries.map(({ item }) =>
      // the lease mode's items carry their lease figures ("from ¥x/day", that listing's deposit, how many)
      item.lease
        ? { ...toRestItem(item, language), leaseCount: item.lease.count, leaseDailyRent: item.lease.dailyRentCents, leaseDeposit: item.lease.depositCents }
        : toRestItem(item, language),
    ),
    total,
    page,
  );
}

/**
 * The item page's data: one item by its market hash name with
 * a page of its listings on sale, filtered by float range, paint seed and sticker, in one of four sorts
 * (docs/rest.md). The answer of `GET /web/goods` and of the partner's `GET /open/v1/goods`.
 */
export async function goodsOf(market: MarketService, query: QueryOf<typeof GOODS_QUERY_PARAMS>, language: Language) {
  const hashName = stringParam(query.hashName)?.trim();
  if (!hashName) throw new NotFoundError('market.itemNotFound');
  const page = marketPage(query, 20);
  const sort = parseListingSort(stringParam(query.sort));
  const filter = parseListingFilter({
    floatMin: stringParam(query.floatMin),
    floatMax: stringParam(query.floatMax),
    paintSeed: stringParam(query.paintSeed),
    sticker: stringParam(query.sticker),
  });
  const item = await market.itemByHashName(hashName, { select: { ...restItemSelect, minFloat: true, maxFloat: true } });
  if (!item) throw new NotFoundError('market.itemNotFound');
  const { listings, total } = await market.itemListings(item.id, filter, sort, { offset: page.offset }, page.limit, { select: restListingSelect });
  return {
    item: { ...toRestItem(item, language), minFloat: item.minFloat, maxFloat: item.maxFloat },
    listings: pageOf(
      listings.map(
        ({
          listing: {
            seller: { isDemo, ...seller },
            priceCents,
            createdAt,
            stickers,
            ...listing
          },
        }) => ({
          ...listing,
          stickers: stickers as z.input<typeof MarketSticker>[],
          createdAt: createdAt.toISOString(),
          seller: { ...seller, nickname: sellerName({ ...seller, isDemo }, language) },
          price: priceCents,
        }),
      ),
      total,
      page,
    ),
  };
}
