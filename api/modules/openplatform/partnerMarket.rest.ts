// The partner API's market: GET /open/v1/market and GET /open/v1/goods answer exactly what GET /web/market
// and GET /web/goods answer, through the same functions of api/rest/market.ts and the same answer
// schemas (so the two cannot drift); the partner routes' queries are strict (an unknown parameter is a
// 400 naming it).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { goodsOf, marketPageOf } from '../../rest/market.ts';
import type { Services } from '../../services.ts';
import { GoodsDetail, goodsQueryShape, MarketPage, marketQueryShape } from '../market/market.contract.ts';
import { type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { GOODS_EXAMPLE, MARKET_EXAMPLE } from './partnerExamples.ts';

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
  };
}
