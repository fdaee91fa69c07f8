// /web/bargain*: the signed-in user's price offers (还价), made as a buyer and
// received as a seller, and GET /web/goods/bargainTerms, what anyone may offer on a listing. Money in
// cents; times ISO 8601. docs/rest.md "Price offers" documents them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCents, checkedField } from '../../rest/checkedField.ts';
import { answers, pagedList } from '../../rest/answers.ts';
import { answerBargain, bargainActRoutes } from '../../rest/bargainActs.ts';
import { bargainRoleParam, bargainStatusParam, toRestBargain, toRestBargainTerms } from '../../rest/bargain.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { BargainAnswer, BargainTermsAnswer, bargainRoleQuery, bargainStatusQuery } from './bargain.contract.ts';

const byNo = z.object({ bargainNo: z.string() });

const BARGAIN_MAX_LIMIT = 50;
const TAGS = ['Price offers'];

export function bargainRoutes(services: Services) {
  const bargains = services.bargains;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const answer = (request: FastifyRequest, bargainNo: string) => answerBargain(bargains, requireViewer(request), request, bargainNo);

    routes.get(
      '/goods/bargainTerms',
      {
        schema: {
          operationId: 'getBargainTerms',
          summary: 'What may be offered on a listing',
          description: 'Anyone may read it; the seller’s own lowest acceptable offer is answered to the seller only.',
          tags: TAGS,
          querystring: z.object({ listingId: z.string().optional().describe('The listing.') }),
          response: answers(BargainTermsAnswer),
        },
      },
      async (request) => ok(request, toRestBargainTerms(await bargains.terms(request.viewer?.user.id ?? null, request.query.listingId))),
    );

    routes.post(
      '/inventory/bargainTerms',
      {
        schema: {
          operationId: 'setBargainTerms',
          summary: 'The seller sets whether a listing takes offers, and the lowest acceptable',
          description: 'Changing them ends the offers that no longer fit (their holds go back).',
          tags: TAGS,
          body: z
            .object({
              listingId: z.string().optional().describe('One of the viewer’s listings.'),
              enabled: checkedField('boolean', 'Whether buyers may offer less.'),
              minPrice: checkedCents('the lowest acceptable offer; absent or null: the platform’s floor alone.', { nullable: true }),
            })
            .nullish(),
          response: answers(BargainTermsAnswer),
        },
      },
      async (request) => {
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
        return ok(
          request,
          toRestBargainTerms(await bargains.setTerms(requireViewer(request), { listingId: body.listingId, enabled: body.enabled, minPrice: body.minPrice })),
        );
      },
    );

    routes.get(
      '/bargain',
      {
        schema: {
          operationId: 'listBargains',
          summary: "The viewer's price offers, made or received, newest first",
          tags: TAGS,
          querystring: z.object({
            role: bargainRoleQuery,
            status: bargainStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${BARGAIN_MAX_LIMIT}; 10 by default.`),
          }),
          response: answers(pagedList(BargainAnswer)),
        },
      },
      async (request) => {
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
      },
    );

    routes.get(
      '/bargain/:bargainNo',
      {
        schema: {
          operationId: 'getBargain',
          summary: 'One price offer of the viewer’s (as buyer or seller)',
          tags: TAGS,
          params: byNo,
          response: answers(BargainAnswer),
        },
      },
      async (request) => answer(request, request.params.bargainNo),
    );

    // the Idempotency-Key header is required: an offer holds money (api/db/idempotency.ts)
    routes.post(
      '/bargain',
      {
        schema: {
          operationId: 'makeBargain',
          summary: 'Offers less than the list price on a listing: the amount is held at once',
          description: 'Idempotency-Key is required: a retry with the same key answers the first offer.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Required: names this offer; a retry sends the same.') }),
          body: z
            .object({
              listingId: z.string().optional().describe('The listing.'),
              price: checkedCents('the price offered, between the floor and the list price.'),
              steamAccountId: z.string().optional().describe('The bound Steam account that receives the item.'),
            })
            .nullish(),
          response: answers(BargainAnswer),
        },
      },
      async (request) => {
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
        const made = await bargains.offer(requireViewer(request), {
          listingId: body.listingId,
          price: body.price,
          steamAccountId: body.steamAccountId,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return answer(request, made.bargainNo);
      },
    );

    bargainActRoutes(app, bargains, { path: '/bargain', actor: requireViewer, strict: false, tags: TAGS });
  };
}
