// /web/lease/listings*: the signed-in lender's lease listings (offer for rent, change the terms, delist,
// list them), and GET /web/goods/leases, an item's lease listings for anyone (the item page's 租赁 tab).
// Money in integer cents; times ISO 8601. docs/rest.md "Leases" documents them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages.ts';
import { answers, pagedList } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { ItemLeasesAnswer, LeaseListingAnswer, LeaseOfferAnswer, leaseListingStatusQuery, leaseOfferBody, leaseTermsBody } from './leaseListing.contract.ts';
import { leaseListingStatusOf } from './leaseListing.service.ts';
import {
  OWN_LEASE_LISTING_SELECT,
  toRestLeaseListing,
  itemLeasesQueryShape,
  itemLeasesOf,
  TAGS,
  LEASE_LISTINGS_MAX_LIMIT,
  toRestOffer,
  offerInputs,
} from './leaseListingAnswers.contract.ts';
export function leaseListingRoutes(services: Services) {
  const leaseListings = services.leaseListings;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/lease/listings',
      {
        schema: {
          operationId: 'listLeaseListings',
          summary: "The viewer's lease listings (出租), newest first",
          tags: TAGS,
          querystring: z.object({
            status: leaseListingStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${LEASE_LISTINGS_MAX_LIMIT}; 20 by default.`),
          }),
          response: answers(pagedList(LeaseListingAnswer)),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: LEASE_LISTINGS_MAX_LIMIT });
        const { rows, total } = await leaseListings.list(viewer, leaseListingStatusOf(request.query.status), page, { select: OWN_LEASE_LISTING_SELECT });
        return ok(
          request,
          pageOf(
            rows.map((row) => toRestLeaseListing(row, request.language)),
            total,
            page,
          ),
        );
      },
    );

    // an optional Idempotency-Key header makes a retry replay the first answer (api/db/idempotency.ts)
    routes.post(
      '/lease/listings',
      {
        schema: {
          operationId: 'offerForRent',
          summary: 'Offers inventory items for rent at their terms',
          description:
            'Item by item: an item the selling rules refuse (not in the inventory, held for a buyer, in trade cooldown, an abnormal account), one already offered, or terms over their limits is in failures with its msg (then msg says how many failed); the others are offered. An item may be on sale and for rent at once. Malformed terms (not whole cents) refuse the whole request.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Optional: a retry with the same key replays the first answer.') }),
          body: leaseOfferBody,
          response: answers(LeaseOfferAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const result = await leaseListings.offer(viewer, offerInputs(request.body), { idempotencyKey: request.headers['idempotency-key'] });
        const language = request.language;
        const msg =
          result.failures.length > 0 ? translate(language, 'selling.partial', { count: result.failures.length }) : translate(language, 'leaseListing.offered');
        return { ...ok(request, toRestOffer(result, language)), msg };
      },
    );

    routes.patch(
      '/lease/listings/:id',
      {
        schema: {
          operationId: 'updateLeaseListing',
          summary: 'Changes the terms of one of the viewer’s lease listings offered for rent',
          description:
            'The terms given change, the others stay; the whole is checked as an offer is. Another lender’s listing is 404; a rented (LEASED) or delisted one is 409; terms over a limit are 400 naming the field and the limit.',
          tags: TAGS,
          params: z.object({ id: z.string() }),
          body: leaseTermsBody,
          response: answers(LeaseListingAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const body = request.body ?? {};
        const row = await leaseListings.update(
          viewer,
          request.params.id,
          { dailyRent: body.dailyRent, longDailyRent: body.longDailyRent, deposit: body.deposit, maxDays: body.maxDays, buyoutPrice: body.buyoutPrice },
          { select: OWN_LEASE_LISTING_SELECT },
        );
        return { ...ok(request, toRestLeaseListing(row, request.language)), msg: translate(request.language, 'leaseListing.updated') };
      },
    );

    routes.delete(
      '/lease/listings/:id',
      {
        schema: {
          operationId: 'cancelLeaseListing',
          summary: 'Delists one of the viewer’s lease listings offered for rent',
          description: 'Another lender’s listing is 404; a rented (LEASED) one is 409; one delisted already is answered as it is.',
          tags: TAGS,
          params: z.object({ id: z.string() }),
          response: answers(LeaseListingAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const row = await leaseListings.cancel(viewer, request.params.id, { select: OWN_LEASE_LISTING_SELECT });
        return { ...ok(request, toRestLeaseListing(row, request.language)), msg: translate(request.language, 'leaseListing.delisted') };
      },
    );

    routes.get(
      '/goods/leases',
      {
        schema: {
          operationId: 'getGoodsLeases',
          summary: "An item's lease listings offered for rent (the item page's 租赁 tab)",
          description:
            'No login needed. The item by its hash name (an unknown one: 404), its "from ¥x/day" and a page of its lease listings with their terms and lenders.',
          tags: TAGS,
          querystring: z.object(itemLeasesQueryShape),
          response: answers(ItemLeasesAnswer),
        },
      },
      async (request) => ok(request, await itemLeasesOf(leaseListings, request.query, request.language)),
    );
  };
}
