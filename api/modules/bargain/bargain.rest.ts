// /web/bargain*: the signed-in user's price offers (还价, issue 25 point 4), made as a buyer and
// received as a seller, and GET /web/goods/bargainTerms, what anyone may offer on a listing. Money in
// cents; times ISO 8601. docs/rest.md "Price offers" documents them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bargainRoleParam, bargainStatusParam, toRestBargain, toRestBargainTerms } from '../../rest/bargain.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;
type ByNo = FastifyRequest<{ Params: { bargainNo: string }; Body: Body }>;
const BARGAIN_MAX_LIMIT = 50;

export function bargainRoutes(services: Services) {
  const bargains = services.bargains;
  return async (app: FastifyInstance) => {
    const answer = async (request: FastifyRequest, bargainNo: string) => {
      const viewer = requireViewer(request);
      const row = await bargains.get(viewer, bargainNo);
      return ok(request, toRestBargain(row, bargains.viewOf(viewer, row), request.language));
    };

    app.get('/goods/bargainTerms', async (request: FastifyRequest<{ Querystring: Query }>) => {
      return ok(request, toRestBargainTerms(await bargains.terms(request.viewer?.user.id ?? null, request.query.listingId)));
    });

    app.post('/inventory/bargainTerms', async (request: FastifyRequest<{ Body: Body }>) => {
      const body = request.body ?? {};
      return ok(
        request,
        toRestBargainTerms(await bargains.setTerms(requireViewer(request), { listingId: body.listingId, enabled: body.enabled, minPrice: body.minPrice })),
      );
    });

    app.get('/bargain', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const role = bargainRoleParam(request.query.role);
      const page = pageParams(request.query, { defaultLimit: 10, maxLimit: BARGAIN_MAX_LIMIT });
      const { rows, total } = await bargains.list(viewer, role, bargainStatusParam(request.query.status), page);
      return ok(
        request,
        pageOf(
          rows.map((row) => toRestBargain(row, bargains.viewOf(viewer, row), request.language)),
          total,
          page,
        ),
      );
    });

    app.get('/bargain/:bargainNo', async (request: ByNo) => answer(request, request.params.bargainNo));

    // the Idempotency-Key header is required: an offer holds money (api/db/idempotency.ts)
    app.post('/bargain', async (request: FastifyRequest<{ Body: Body }>) => {
      const body = request.body ?? {};
      const made = await bargains.offer(requireViewer(request), {
        listingId: body.listingId,
        price: body.price,
        steamAccountId: body.steamAccountId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answer(request, made.bargainNo);
    });

    app.post('/bargain/:bargainNo/counter', async (request: ByNo) => {
      await bargains.counter(requireViewer(request), request.params.bargainNo, request.body?.price);
      return answer(request, request.params.bargainNo);
    });

    app.post('/bargain/:bargainNo/accept', async (request: ByNo) => {
      await bargains.accept(requireViewer(request), request.params.bargainNo);
      return answer(request, request.params.bargainNo);
    });

    app.post('/bargain/:bargainNo/decline', async (request: ByNo) => {
      await bargains.decline(requireViewer(request), request.params.bargainNo);
      return answer(request, request.params.bargainNo);
    });

    app.post('/bargain/:bargainNo/cancel', async (request: ByNo) => {
      await bargains.cancel(requireViewer(request), request.params.bargainNo);
      return answer(request, request.params.bargainNo);
    });
  };
}
