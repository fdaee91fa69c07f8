// /web/lease*: the signed-in user's leases (租赁), rented (RENTER, 租入) and lent (LENDER, 租出):
// renting a lease listing, the lender's 发货, the renter's cancellation, and reading them. Money in
// cents; times ISO 8601. docs/rest.md "Leases" documents them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedField } from '../../rest/checkedField.ts';
import { answers, pagedList } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { LeaseAnswer, leaseRoleQuery, leaseStatusQuery, RentAnswer } from './lease.contract.ts';
import { restLease, leaseRoleParam, leaseStatusParam, LEASE_MAX_LIMIT, TAGS, byNo } from './leaseAnswers.contract.ts';
export function leaseRoutes(services: Services) {
  const leases = services.leases;
  const after = services.leaseAfter;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const answer = async (request: FastifyRequest, leaseNo: string) => {
      const viewer = requireViewer(request);
      return ok(request, await restLease(leases, viewer, await leases.get(viewer, leaseNo), request.language, true));
    };

    routes.get(
      '/lease',
      {
        schema: {
          operationId: 'listLeases',
          summary: "The viewer's leases, rented (RENTER) or lent (LENDER), newest first",
          tags: TAGS,
          querystring: z.object({
            role: leaseRoleQuery,
            status: leaseStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${LEASE_MAX_LIMIT}; 10 by default.`),
          }),
          response: answers(pagedList(LeaseAnswer)),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const role = leaseRoleParam(request.query.role);
        const status = leaseStatusParam(request.query.status);
        const page = pageParams(request.query, { defaultLimit: 10, maxLimit: LEASE_MAX_LIMIT });
        const { rows, total } = await leases.list(viewer, role, status, page);
        const list = await Promise.all(rows.map((row) => restLease(leases, viewer, row, request.language, false)));
        return ok(request, pageOf(list, total, page));
      },
    );

    routes.get(
      '/lease/:leaseNo',
      {
        schema: {
          operationId: 'getLease',
          summary: 'One lease of the viewer’s (as renter or lender)',
          description: 'Only its renter and its lender may read it: anyone else gets 404.',
          tags: TAGS,
          params: byNo,
          response: answers(LeaseAnswer),
        },
      },
      async (request) => answer(request, request.params.leaseNo),
    );

    // the Idempotency-Key header is required: renting holds money or opens a payment (api/db/idempotency.ts)
    routes.post(
      '/lease',
      {
        schema: {
          operationId: 'rentItem',
          summary: 'Rents an item offered for rent: rent and deposit are held at once, or paid with Alipay within 15 minutes',
          description:
            'Idempotency-Key is required: a retry with the same key answers the first lease. Paid from the balance it needs a fresh SMS verification (4031 otherwise). The item’s sale listing ends.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Required: names this rent; a retry sends the same.') }),
          body: z
            .object({
              leaseListingId: z.string().optional().describe('The lease listing (an item offered for rent).'),
              days: checkedField('integer', 'The lease days, from 8 to the listing’s most.', { minimum: 8 }),
              payMethod: z.string().optional().describe('balance (deposit first, then withdrawable) or alipay.'),
              steamAccountId: z.string().optional().describe('The bound Steam account that receives the item (and sends it back).'),
            })
            .nullish(),
          response: answers(RentAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
        const rented = await leases.rent(
          viewer,
          { leaseListingId: body.leaseListingId, days: body.days, payMethod: body.payMethod, steamAccountId: body.steamAccountId },
          request.headers['idempotency-key'],
        );
        const lease = await restLease(leases, viewer, await leases.get(viewer, rented.leaseNo), request.language, false);
        // the first answer's cashier, while the payment is still open
        return ok(request, { ...lease, payUrl: lease.actions.includes('pay') ? rented.payUrl : null });
      },
    );

    routes.post(
      '/lease/:leaseNo/deliver',
      {
        schema: {
          operationId: 'deliverLease',
          summary: '发货: the lender has the platform make the offer of a lease',
          description:
            "From the account the item was offered from, giving exactly the leased asset, to the renter's trade link. A robot account's offer (and, with the simulated Steam, every offer) is confirmed at once; an ordinary account's waits for the lender's confirmation in the Steam app. 409 when the lease does not wait for it.",
          tags: TAGS,
          params: byNo,
          response: answers(LeaseAnswer),
        },
      },
      async (request) => {
        const delivered = await leases.deliver(requireViewer(request), request.params.leaseNo);
        return answer(request, delivered.leaseNo);
      },
    );

    routes.post(
      '/lease/:leaseNo/renew',
      {
        schema: {
          operationId: 'renewLease',
          summary: 'The renter adds days to a running lease',
          description:
            "Before the lease's end, within the listing's most days; the added rent is held from the balance (step-up applies, 4031 otherwise). 400 naming `days` when they are not a whole number from 1 or take the lease over its most days; 409 when the lease is not running.",
          tags: TAGS,
          params: byNo,
          body: z.object({ days: checkedField('integer', 'The lease days to add (at least 1).', { minimum: 1 }) }).nullish(),
          response: answers(LeaseAnswer),
        },
      },
      async (request) => {
        const renewed = await after.renew(requireViewer(request), request.params.leaseNo, request.body?.days);
        return answer(request, renewed.leaseNo);
      },
    );

    routes.post(
      '/lease/:leaseNo/return',
      {
        schema: {
          operationId: 'returnLease',
          summary: 'The renter returns the item (from day 8)',
          description:
            "The platform sends the item from the renter's account to the lender's (RETURNING); once the lender's account has exactly it, the lease is RETURN_PROTECTED until the return trade's protection ends, then COMPLETED. 409 before day 8 (naming the first day) or when the lease is not running or overdue.",
          tags: TAGS,
          params: byNo,
          response: answers(LeaseAnswer),
        },
      },
      async (request) => {
        const returning = await after.requestReturn(requireViewer(request), request.params.leaseNo);
        return answer(request, returning.leaseNo);
      },
    );

    routes.post(
      '/lease/:leaseNo/buyout',
      {
        schema: {
          operationId: 'buyoutLease',
          summary: 'The renter keeps the item for its buyout price',
          description:
            "The buyout price less the deposit is held from the balance too (step-up applies); the lender gets the buyout price and the rent of the days used, less the fee; the unused rent goes back; the lease is BOUGHT_OUT and the item the renter's. 409 when the listing had no buyout price or the lease is not running or overdue.",
          tags: TAGS,
          params: byNo,
          response: answers(LeaseAnswer),
        },
      },
      async (request) => {
        const bought = await after.buyout(requireViewer(request), request.params.leaseNo);
        return answer(request, bought.leaseNo);
      },
    );

    routes.post(
      '/lease/:leaseNo/cancel',
      {
        schema: {
          operationId: 'cancelLease',
          summary: 'The renter cancels a lease before the lender’s offer was made',
          description:
            'Everything held goes back; an unpaid Alipay payment is closed; the item is for rent again. Cancelling again a lease the renter cancelled answers it as it is (200); otherwise 409.',
          tags: TAGS,
          params: byNo,
          response: answers(LeaseAnswer),
        },
      },
      async (request) => {
        const cancelled = await leases.cancel(requireViewer(request), request.params.leaseNo);
        return answer(request, cancelled.leaseNo);
      },
    );
  };
}
