// Partner price offers under /open/v1 (issue 25 points 4-5): as a buyer, offering on a listing for the
// app user's bound account or any Steam trade URL with the partner's merchantOrderNo as the idempotency
// key, accepting or declining a counter, withdrawing; as a seller, reading the offers received,
// accepting, declining or countering them, and setting a listing's offer terms. The rules are
// BargainService's; the answers are the web's shapes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bargainRoleParam, bargainStatusParam, toRestBargain, toRestBargainTerms } from '../../rest/bargain.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

const OFFER_FIELDS = ['merchantOrderNo', 'listingId', 'price', 'tradeUrl', 'steamAccountId'] as const;
const TERMS_FIELDS = ['enabled', 'minPrice'] as const;
const LIST_PARAMETERS = ['role', 'status', 'page', 'limit'] as const;

type Query = Record<string, unknown>;
type ByNo = FastifyRequest<{ Params: { bargainNo: string }; Querystring: Query }>;

export function partnerBargainRoutes(services: Services) {
  const bargains = services.bargains;
  return async (app: FastifyInstance) => {
    const answer = async (request: FastifyRequest, bargainNo: string) => {
      const partner = requirePartner(request);
      const row = await bargains.get(partner, bargainNo);
      return ok(request, toRestBargain(row, bargains.viewOf(partner, row), request.language));
    };

    app.post('/bargains', async (request) => {
      const partner = requirePartner(request);
      const body = onlyKnown(bodyObject(request.body), OFFER_FIELDS);
      const made = await bargains.offer(partner, { ...body, listingId: body.listingId, price: body.price, steamAccountId: body.steamAccountId });
      return answer(request, made.bargainNo);
    });

    app.get('/bargains', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const partner = requirePartner(request);
      const query = onlyKnown(request.query, LIST_PARAMETERS);
      const role = bargainRoleParam(query.role);
      const page = pageParams(query, { defaultLimit: 20, maxLimit: 100 });
      const { rows, total } = await bargains.list(partner, role, bargainStatusParam(query.status), page);
      return ok(
        request,
        pageOf(
          rows.map((row) => toRestBargain(row, bargains.viewOf(partner, row), request.language)),
          total,
          page,
        ),
      );
    });

    app.get('/bargains/:bargainNo', async (request: ByNo) => {
      onlyKnown(request.query, []);
      return answer(request, request.params.bargainNo);
    });

    app.post('/bargains/:bargainNo/counter', async (request: ByNo) => {
      onlyKnown(request.query, []);
      const body = onlyKnown(bodyObject(request.body), ['price']);
      await bargains.counter(requirePartner(request), request.params.bargainNo, body.price);
      return answer(request, request.params.bargainNo);
    });

    for (const act of ['accept', 'decline', 'cancel'] as const) {
      app.post(`/bargains/:bargainNo/${act}`, async (request: ByNo) => {
        onlyKnown(request.query, []);
        onlyKnown(bodyObject(request.body), []);
        await bargains[act](requirePartner(request), request.params.bargainNo);
        return answer(request, request.params.bargainNo);
      });
    }

    app.get('/listings/:id/bargainTerms', async (request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      return ok(request, toRestBargainTerms(await bargains.terms(requirePartner(request).user.id, request.params.id)));
    });

    app.post('/listings/:id/bargainTerms', async (request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      const body = onlyKnown(bodyObject(request.body), TERMS_FIELDS);
      const terms = await bargains.setTerms(requirePartner(request), { listingId: request.params.id, enabled: body.enabled, minPrice: body.minPrice });
      return ok(request, toRestBargainTerms(terms));
    });
  };
}
