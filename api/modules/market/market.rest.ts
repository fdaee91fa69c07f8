import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { restItemSelect, type RestItemRow, toRestItem } from '../../rest/marketItem.ts';
import { pageOf, pageParams, type RestPage } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { sellerName } from '../demo/demo.service.ts';
import { parseMarketFilter, type MarketSort } from './market.filter.ts';
import { parseListingFilter, parseListingSort } from './listingFilter.ts';

export const MAX_REST_LIMIT = 100;
/** SPEC §7's sort codes, and 3 (newest first), our addition. */
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

const marketPage = (query: Query, defaultLimit: number): RestPage => pageParams(query, { defaultLimit, maxLimit: MAX_REST_LIMIT });

function sortParam(value: unknown): MarketSort {
  const text = stringParam(value)?.trim();
  if (text === undefined || text === '') return 'DEFAULT';
  const sort = sorts[text];
  if (!sort) throw new ValidationError('sort', 'market.sortInvalid');
  return sort;
}

export function marketRoutes(services: Services) {
  const market = services.market;
  return async (app: FastifyInstance) => {
    app.get('/market', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = request.query;
      const language = request.language;
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
        },
        { subType: 'field.type', rarity: 'field.tagRarity', quality: 'field.tagQuality', exterior: 'field.tagExterior', itemSet: 'field.tagItemSet' },
      );
      const { items, total } = await market.search(filter, sort, page, { select: restItemSelect });
      return ok(
        request,
        pageOf(
          items.map((item) => toRestItem(item, language)),
          total,
          page,
        ),
      );
    });

    app.get('/index', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const language = request.language;
      const page = marketPage(request.query, 12);
      const sort = sortParam(request.query.sort);
      const query = { select: restItemSelect };
      const [auto, hot, poor] = await Promise.all([
        market.homeList('autoDelivery', sort, page, query),
        market.homeList('hot', sort, page, query),
        market.homeList('lowStock', sort, page, query),
      ]);
      const toList = (result: { items: RestItemRow[] }) => result.items.map((item) => toRestItem(item, language));
      return ok(request, { marketAuto: toList(auto), marketHot: toList(hot), marketPoor: toList(poor) });
    });

    // Not in SPEC §7 (the spec does not show the goods page's call): one item with a page of its
    // listings, filtered by float range, paint seed and sticker, in one of four sorts (docs/rest.md).
    app.get('/goods', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const language = request.language;
      const hashName = stringParam(request.query.hashName)?.trim();
      if (!hashName) throw new NotFoundError('market.itemNotFound');
      const page = marketPage(request.query, 20);
      const sort = parseListingSort(stringParam(request.query.sort));
      const filter = parseListingFilter({
        floatMin: stringParam(request.query.floatMin),
        floatMax: stringParam(request.query.floatMax),
        paintSeed: stringParam(request.query.paintSeed),
        sticker: stringParam(request.query.sticker),
      });
      const item = await market.itemByHashName(hashName, { select: { ...restItemSelect, minFloat: true, maxFloat: true } });
      if (!item) throw new NotFoundError('market.itemNotFound');
      const { listings, total } = await market.itemListings(item.id, filter, sort, { offset: page.offset }, page.limit, { select: restListingSelect });
      return ok(request, {
        item: { ...toRestItem(item, language), minFloat: item.minFloat, maxFloat: item.maxFloat },
        listings: pageOf(
          listings.map(
            ({
              listing: {
                seller: { isDemo, ...seller },
                ...listing
              },
            }) => ({
              ...listing,
              seller: { ...seller, nickname: sellerName({ ...seller, isDemo }, language) },
              price: listing.priceCents,
              priceCents: undefined,
            }),
          ),
          total,
          page,
        ),
      });
    });
  };
}
