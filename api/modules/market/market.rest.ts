// REST of the market (docs/rest.md "Market"): GET /web/market (a page of items), GET /web/index (the
// home page's three lists) and GET /web/goods (the item page). No login needed. The parameters are
// read, and refused with translated messages, by api/rest/market.ts, which the partner API shares.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { goodsOf, marketPage, marketPageOf, modeParam, sortParam } from '../../rest/market.ts';
import { type RestItemRow, toRestItem } from '../../rest/marketItem.ts';
import type { Services } from '../../services.ts';
import { GoodsDetail, goodsQueryShape, LeaseMarketPage, MarketItem, MarketPage, marketQueryShape } from './market.contract.ts';

const TAGS = ['Market'];

export function marketRoutes(services: Services) {
  const market = services.market;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/market',
      {
        schema: {
          operationId: 'listMarketItems',
          summary: 'A page of the market’s items, filtered and sorted',
          description:
            'No login needed. Money in cents; minPrice and maxPrice are yuan. The same answer as the partner’s GET /open/v1/market. mode=lease: the items offered for rent, each with its lease figures (a LeaseMarketPage); the sorts then order by the daily rent (0 and 1 the lowest first, 2 the highest, 3 the newest offer first), minPrice and maxPrice bound the daily rent, onSale does not apply.',
          tags: TAGS,
          querystring: z.object({
            ...marketQueryShape,
            mode: z
              .union([z.string(), z.array(z.string())])
              .optional()
              .describe('sale (default): the items on sale; lease: the items offered for rent (租赁).'),
          }),
          response: answers(z.union([LeaseMarketPage, MarketPage])),
        },
      },
      async (request) => ok(request, await marketPageOf(market, request.query, request.language, modeParam(request.query.mode))),
    );

    routes.get(
      '/index',
      {
        schema: {
          operationId: 'getHomeLists',
          summary: 'The home page’s three lists of items',
          description: 'No login needed. Each list is one page (limit 12 by default, at most 100) of its kind, in the given sort.',
          tags: TAGS,
          querystring: z.object({
            page: marketQueryShape.page,
            limit: z.string().optional().describe('Rows a list, 1-100; 12 by default.'),
            sort: marketQueryShape.sort,
          }),
          response: answers(
            z.object({
              marketAuto: z.array(MarketItem).describe('Items with automatic-delivery stock.'),
              marketHot: z.array(MarketItem).describe('Items by sales.'),
              marketPoor: z.array(MarketItem).describe('Items with 1 to 3 on sale.'),
            }),
          ),
        },
      },
      async (request) => {
        const language = request.language;
        const page = marketPage(request.query, 12);
        const sort = sortParam(request.query.sort);
        const [auto, hot, poor] = await Promise.all([
          market.homeList('autoDelivery', sort, page),
          market.homeList('hot', sort, page),
          market.homeList('lowStock', sort, page),
        ]);
        const toList = (result: { items: RestItemRow[] }) => result.items.map((item) => toRestItem(item, language));
        return ok(request, { marketAuto: toList(auto), marketHot: toList(hot), marketPoor: toList(poor) });
      },
    );

    // the item page's data (api/rest/market.ts)
    routes.get(
      '/goods',
      {
        schema: {
          operationId: 'getGoods',
          summary: 'An item and a page of its listings on sale',
          description:
            'No login needed. The item page: the item by its hash name, and its listings filtered by float, paint seed and sticker. The same answer as the partner’s GET /open/v1/goods.',
          tags: TAGS,
          querystring: z.object(goodsQueryShape),
          response: answers(GoodsDetail),
        },
      },
      async (request) => ok(request, await goodsOf(market, request.query, request.language)),
    );
  };
}
