// The partner API's market: GET /open/v1/market, GET /open/v1/goods and GET /open/v1/goods/leases answer
// exactly what GET /web/market, GET /web/goods and GET /web/goods/leases answer, through the same
// functions (api/rest/market.ts, api/modules/lease/leaseListing.rest.ts) and the same answer
// schemas (so the two cannot drift); the partner routes' queries are strict (an unknown parameter is a
// 400 naming it).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { goodsOf, marketPageOf } from '../../rest/market.ts';
import type { Services } from '../../services.ts';
import { ItemLeasesAnswer } from '../lease/leaseListing.contract.ts';
import { itemLeasesOf, itemLeasesQueryShape } from '../lease/leaseListingAnswers.contract.ts';
import { GoodsDetail, goodsQueryShape, MarketPage, marketQueryShape } from '../market/market.contract.ts';
import { type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { GOODS_EXAMPLE, ITEM_LEASES_EXAMPLE, MARKET_EXAMPLE } from './partnerExamples.ts';

const TAGS = ['Market'];

export function partnerMarketRoutes(services: Services): PartnerRoutes {
  return async (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/market',
      {
        schema: {
          operationId: 'listMarketItems',
          summary: 'A page of the market’s items, filtered and sorted',
          description: 'The answer of GET /web/market. Money in cents; minPrice and maxPrice are yuan.',
          tags: TAGS,
          querystring: z.strictObject(marketQueryShape),
          response: answers(MarketPage, MARKET_EXAMPLE),
        },
      },
      async (request) => {
        requirePartner(request);
        return ok(request, await marketPageOf(services.market, request.query, request.language));
      },
    );

    routes.get(
      '/goods',
      {
        schema: {
          operationId: 'getGoods',
          summary: 'An item and a page of its listings on sale',
          description: 'The answer of GET /web/goods: the item by its hash name and its listings filtered by float, paint seed and sticker.',
          tags: TAGS,
          querystring: z.strictObject(goodsQueryShape),
          response: answers(GoodsDetail, GOODS_EXAMPLE),
        },
      },
      async (request) => {
        requirePartner(request);
        return ok(request, await goodsOf(services.market, request.query, request.language));
      },
    );

    routes.get(
      '/goods/leases',
      {
        schema: {
          operationId: 'getGoodsLeases',
          summary: 'An item and a page of its lease listings offered for rent',
          description:
            'The answer of GET /web/goods/leases (the item page’s 租赁 tab): the item by its hash name (an unknown one: 404), its "from ¥x/day" and its lease listings with their terms and lenders. Rent one with POST /open/v1/leases.',
          tags: TAGS,
          querystring: z.strictObject(itemLeasesQueryShape),
          response: answers(ItemLeasesAnswer, ITEM_LEASES_EXAMPLE),
        },
      },
      async (request) => {
        requirePartner(request);
        return ok(request, await itemLeasesOf(services.leaseListings, request.query, request.language));
      },
    );
  };
}
