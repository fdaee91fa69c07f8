// Partner price offers under /open/v1: as a buyer, offering on a listing for the
// app user's bound account or any Steam trade URL with the partner's merchantOrderNo as the idempotency
// key, accepting or declining a counter, withdrawing; as a seller, reading the offers received,
// accepting, declining or countering them, and setting a listing's offer terms. The rules (a repeated
// answer included) are BargainService's; the answers are the web's shapes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCents, checkedField } from '../../rest/checkedField.ts';
import { answers, exampled, pagedList } from '../../rest/answers.ts';
import { answerBargain, bargainActRoutes } from '../../rest/bargainActs.ts';
import { bargainRoleParam, bargainStatusParam, toRestBargain, toRestBargainTerms } from '../../rest/bargain.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { BargainAnswer, BargainTermsAnswer, bargainRoleQuery, bargainStatusQuery } from '../bargain/bargain.contract.ts';
import { NO_QUERY, requirePartner } from './partner.rest.ts';
import {
  BARGAIN_ACT_EXAMPLES,
  BARGAIN_BODY,
  BARGAIN_COUNTERED_EXAMPLE,
  BARGAIN_EXAMPLE,
  BARGAIN_PAGE_EXAMPLE,
  BARGAIN_TERMS_BODY,
  BARGAIN_TERMS_EXAMPLE,
  BARGAIN_TERMS_SET_EXAMPLE,
  COUNTER_BODY,
} from './partnerExamples.ts';
import { partnerReceiver } from './partnerBuyOrders.rest.ts';

const TAGS = ['Price offers'];
const byNo = z.strictObject({ bargainNo: z.string() });
const listingParams = z.strictObject({ id: z.string().describe('The listing id.') });

export function partnerBargainRoutes(services: Services) {
  const bargains = services.bargains;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const answer = (request: FastifyRequest, bargainNo: string) => answerBargain(bargains, requirePartner(request), request, bargainNo);

    routes.post(
      '/bargains',
      {
        schema: {
          operationId: 'makeBargain',
          summary: 'Offers less than the list price on a listing for the app user: the amount is held at once',
          description: 'merchantOrderNo is required and is the idempotency key. The web’s offer rules; the partner’s daily limits count it.',
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z
              .strictObject({
                ...partnerReceiver,
                listingId: z.string().optional().describe('The listing.'),
                price: checkedCents('the price offered, between the floor and the list price.'),
              })
              // the service refuses a missing one with its own message; the document says they are needed
              .meta({ required: ['merchantOrderNo', 'listingId', 'price'] })
              .nullish(),
            BARGAIN_BODY,
          ),
          response: answers(BargainAnswer, BARGAIN_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
        const made = await bargains.offer(partner, { ...body, listingId: body.listingId, price: body.price, steamAccountId: body.steamAccountId });
        return answer(request, made.bargainNo);
      },
    );

    routes.get(
      '/bargains',
      {
        schema: {
          operationId: 'listBargains',
          summary: "The app user's price offers, made or received, newest first",
          tags: TAGS,
          querystring: z.strictObject({
            role: bargainRoleQuery,
            status: bargainStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe('Rows a page, 1-100; 20 by default.'),
          }),
          response: answers(pagedList(BargainAnswer), BARGAIN_PAGE_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const role = bargainRoleParam(request.query.role);
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: 100 });
        const { rows, total } = await bargains.list(partner, role, bargainStatusParam(request.query.status), page);
        return ok(
          request,
          pageOf(
            rows.map((row) => toRestBargain(row, bargains.viewOf(partner, row), request.language)),
            total,
            page,
          ),
        );
      },
    );

    routes.get(
      '/bargains/:bargainNo',
      {
        schema: {
          operationId: 'getBargain',
          summary: 'One price offer of the app user’s (as buyer or seller)',
          tags: TAGS,
          params: byNo,
          querystring: NO_QUERY,
          response: answers(BargainAnswer, BARGAIN_COUNTERED_EXAMPLE),
        },
      },
      async (request) => answer(request, request.params.bargainNo),
    );

    bargainActRoutes(app, bargains, {
      path: '/bargains',
      actor: requirePartner,
      strict: true,
      tags: TAGS,
      examples: BARGAIN_ACT_EXAMPLES,
      counterBody: COUNTER_BODY,
    });

    routes.get(
      '/listings/:id/bargainTerms',
      {
        schema: {
          operationId: 'getBargainTerms',
          summary: 'What may be offered on a listing',
          description: 'The seller’s own lowest acceptable offer is answered to the seller only.',
          tags: TAGS,
          params: listingParams,
          querystring: NO_QUERY,
          response: answers(BargainTermsAnswer, BARGAIN_TERMS_EXAMPLE),
        },
      },
      async (request) => ok(request, toRestBargainTerms(await bargains.terms(requirePartner(request).user.id, request.params.id))),
    );

    routes.post(
      '/listings/:id/bargainTerms',
      {
        schema: {
          operationId: 'setBargainTerms',
          summary: 'The seller sets whether one of the app user’s listings takes offers, and the lowest acceptable',
          description: 'Changing them ends the offers that no longer fit (their holds go back).',
          tags: TAGS,
          params: listingParams,
          querystring: NO_QUERY,
          body: exampled(
            z
              .strictObject({
                enabled: checkedField('boolean', 'Whether buyers may offer less.'),
                minPrice: checkedCents('the lowest acceptable offer; absent or null: the platform’s floor alone.', { nullable: true }),
              })
              .nullish(),
            BARGAIN_TERMS_BODY,
          ),
          response: answers(BargainTermsAnswer, BARGAIN_TERMS_SET_EXAMPLE),
        },
      },
      async (request) => {
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
        const terms = await bargains.setTerms(requirePartner(request), { listingId: request.params.id, enabled: body.enabled, minPrice: body.minPrice });
        return ok(request, toRestBargainTerms(terms));
      },
    );
  };
}
