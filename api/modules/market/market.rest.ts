import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { goodsOf, marketPage, marketPageOf, sortParam } from '../../rest/market.ts';
import { type RestItemRow, toRestItem } from '../../rest/marketItem.ts';
import type { Services } from '../../services.ts';

type Query = Record<string, unknown>;

export function marketRoutes(services: Services) {
  const market = services.market;
  return async (app: FastifyInstance) => {
    app.get('/market', async (request: FastifyRequest<{ Querystring: Query }>) => ok(request, await marketPageOf(market, request.query, request.language)));

    app.get('/index', async (request: FastifyRequest<{ Querystring: Query }>) => {
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
    });

    // the item page's data (api/rest/market.ts)
    app.get('/goods', async (request: FastifyRequest<{ Querystring: Query }>) => ok(request, await goodsOf(market, request.query, request.language)));
  };
}
