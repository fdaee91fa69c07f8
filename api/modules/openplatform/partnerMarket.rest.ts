// The partner API's market (issue 23): GET /open/v1/market and GET /open/v1/goods answer exactly what
// GET /web/market and GET /web/goods answer, through the same functions of api/rest/market.ts (so the two
// cannot drift); the partner routes add only the strict check of the parameters' names.
import type { FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { GOODS_QUERY_PARAMS, goodsOf, MARKET_QUERY_PARAMS, marketPageOf } from '../../rest/market.ts';
import type { Services } from '../../services.ts';
import { type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { onlyKnown } from './strictParams.ts';

type Query = Record<string, unknown>;

export function partnerMarketRoutes(services: Services): PartnerRoutes {
  return async (app) => {
    app.get('/market', async (request: FastifyRequest<{ Querystring: Query }>) => {
      requirePartner(request);
      return ok(request, await marketPageOf(services.market, onlyKnown(request.query, MARKET_QUERY_PARAMS), request.language));
    });

    app.get('/goods', async (request: FastifyRequest<{ Querystring: Query }>) => {
      requirePartner(request);
      return ok(request, await goodsOf(services.market, onlyKnown(request.query, GOODS_QUERY_PARAMS), request.language));
    });
  };
}
