// Partner leases under /open/v1 (租赁): renting a lease listing from the app user's balance for a
// bound account or any Steam trade URL, with the partner's merchantOrderNo as the idempotency key;
// reading the app user's leases (rented or lent) by number or a keyset page at a time; renewing,
// returning, buying out and cancelling as the renter, 发货 as the lender; and the sandbox that drives a
// lease through Steam's, the other party's and the clock's steps. The rules are LeaseService's,
// LeaseAfterService's and LeaseSandboxService's (api/modules/lease).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { keysetPage } from '../inventory/inventory.contract.ts';
import { leaseRoleQuery, leaseStatusQuery, PartnerLeaseAnswer } from '../lease/lease.contract.ts';
import { leaseRoleParam, leaseStatusParam, restLease } from '../lease/leaseAnswers.contract.ts';
import { LEASE_DETAILS, type LeaseWithDetails } from '../lease/lease.service.ts';
import { LEASE_SANDBOX_ACTIONS } from '../lease/leaseSandbox.service.ts';
import { NO_QUERY, type PartnerRoutes, requirePartner, strictQuery, NO_BODY } from './partner.rest.ts';
import {
  BOUGHT_OUT_LEASE_EXAMPLE,
  CANCELLED_LEASE_EXAMPLE,
  DELIVERING_LEASE_EXAMPLE,
  LEASE_EXAMPLE,
  LEASE_PAGE_EXAMPLE,
  LEASE_SANDBOX_BODY,
  RENEW_LEASE_BODY,
  RENEWED_LEASE_EXAMPLE,
  RENT_LEASE_BODY,
  RENTED_LEASE_EXAMPLE,
  RETURNING_LEASE_EXAMPLE,
} from './partnerExamples.ts';
import { keysetLimit, keysetQuery } from './partnerListings.rest.ts';

const TAGS = ['Leases'];
const LeaseNoParams = z.strictObject({ leaseNo: z.string().describe('The lease number ("L" and digits).') });

export function partnerLeaseRoutes(services: Services): PartnerRoutes {
  const { leases, leaseAfter } = services;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    /** The web's lease with the partner's number and the trade URL, which only the renter sees. */
    const partnerLease = async (request: FastifyRequest, lease: LeaseWithDetails) => ({
      ...(await restLease(leases, requirePartner(request), lease, request.language, false)),
      merchantOrderNo: lease.merchantOrderNo,
      tradeUrl: lease.renterTradeUrl,
    });
    const currentLease = async (request: FastifyRequest, leaseNo: string) => partnerLease(request, await leases.get(requirePartner(request), leaseNo));

    routes.post(
      '/leases',
      {
        schema: {
          operationId: 'rentLease',
          summary: 'Rent an item offered for rent, from the balance',
          description: [
            "Rents a lease listing (GET /open/v1/goods/leases) for `days` lease days from the app user's balance (rent and deposit held at once, deposit first), ",
            "for a Steam trade URL or one of the app user's bound accounts (exactly one), under the web's renting rules; the item's sale listing ends. ",
            'Idempotent by merchantOrderNo (its own namespace, per app): the same number and body answer the same lease in its current state, however often; ',
            'the number with another body is 409 naming what differs. The app’s daily limits (UTC+8) count each rent as an order of its rent and deposit (403 beyond). ',
            'A lease to a trade URL cannot be returned by the platform (it sends the item back from a bound account): rent for a bound account to return it.',
          ].join(''),
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z.strictObject({
              merchantOrderNo: z.string().describe("Required, 1-64 of [A-Za-z0-9_-]: the partner's number of the rent and its idempotency key."),
              leaseListingId: z.string().describe('The lease listing to rent.'),
              days: z.number().int().describe('Whole lease days, from 8 to the listing’s most.'),
              tradeUrl: z.string().optional().describe('A Steam trade URL that receives the item; or'),
              steamAccountId: z.string().optional().describe("One of the app user's bound Steam accounts (exactly one of the two)."),
            }),
            RENT_LEASE_BODY,
          ),
          response: answers(PartnerLeaseAnswer, RENTED_LEASE_EXAMPLE),
        },
      },
      async (request) => {
        const body = request.body;
        const rented = await leases.rent(
          requirePartner(request),
          {
            leaseListingId: body.leaseListingId,
            days: body.days,
            payMethod: 'balance',
            steamAccountId: body.steamAccountId,
            merchantOrderNo: body.merchantOrderNo,
            tradeUrl: body.tradeUrl,
          },
          undefined,
        );
        return ok(request, await currentLease(request, rented.leaseNo));
      },
    );

    routes.get(
      '/leases',
      {
        schema: {
          operationId: 'listLeases',
          summary: 'The app user’s leases, rented (RENTER) or lent (LENDER), newest first, a keyset page at a time',
          description: 'Keyset pages: pass next as after for the next page (null at the end); a lease rented meanwhile never shifts a page.',
          tags: TAGS,
          querystring: strictQuery({
            role: leaseRoleQuery,
            status: leaseStatusQuery,
            merchantOrderNo: z.string().optional().describe('Only the lease rented under that number (the renter’s).'),
            ...keysetQuery,
          }),
          response: answers(keysetPage(PartnerLeaseAnswer), LEASE_PAGE_EXAMPLE),
        },
      },
      async (request) => {
        const query = request.query;
        const merchantOrderNo = stringParam(query.merchantOrderNo);
        const page = await leases.pageAfter(
          requirePartner(request),
          { role: merchantOrderNo === undefined ? leaseRoleParam(query.role) : 'RENTER', status: leaseStatusParam(query.status), merchantOrderNo },
          { after: stringParam(query.after), limit: keysetLimit(query.limit) },
        );
        return ok(request, { list: await Promise.all(page.rows.map((row) => partnerLease(request, row))), next: page.next });
      },
    );

    routes.get(
      '/leases/:leaseNo',
      {
        schema: {
          operationId: 'getLease',
          summary: 'One of the app user’s leases (as renter or lender)',
          description: 'Only its renter and its lender may read it: anyone else’s is 404.',
          tags: TAGS,
          querystring: NO_QUERY,
          params: LeaseNoParams,
          response: answers(PartnerLeaseAnswer, LEASE_EXAMPLE),
        },
      },
      async (request) => ok(request, await currentLease(request, request.params.leaseNo)),
    );

    routes.post(
      '/leases/:leaseNo/renew',
      {
        schema: {
          operationId: 'renewLease',
          summary: 'The renter adds days to a running lease',
          description:
            "Before the lease's end, within the listing's most days; the added rent is held from the balance and counts against the app's daily amount (403 beyond what is left of it, nothing changed). 400 naming `days` when they are not a whole number from 1 or take the lease over its most days; 409 when the lease is not running.",
          tags: TAGS,
          querystring: NO_QUERY,
          params: LeaseNoParams,
          body: exampled(z.strictObject({ days: z.number().int().describe('The lease days to add, at least 1.') }), RENEW_LEASE_BODY),
          response: answers(PartnerLeaseAnswer, RENEWED_LEASE_EXAMPLE),
        },
      },
      async (request) => {
        const renewed = await leaseAfter.renew(requirePartner(request), request.params.leaseNo, request.body.days);
        return ok(request, await currentLease(request, renewed.leaseNo));
      },
    );

    // the renter's return, buyout and cancel, and the lender's 发货: the lease module decides
    const leaseActs = {
      return: {
        operationId: 'returnLease',
        summary: 'The renter returns the item (from day 8)',
        description:
          "The platform sends the item from the renter's bound account to the lender's (RETURNING); once the lender's account has exactly it, RETURN_PROTECTED until the return trade's protection ends, then COMPLETED (the rent of the days used to the lender, the rest and the deposit back). 409 before day 8 (naming the first day) or when the lease is not running or overdue.",
        act: (request: FastifyRequest, leaseNo: string) => leaseAfter.requestReturn(requirePartner(request), leaseNo),
        example: RETURNING_LEASE_EXAMPLE,
      },
      buyout: {
        operationId: 'buyoutLease',
        summary: 'The renter keeps the item for its buyout price',
        description:
          "The buyout price less the deposit is held from the balance too and counts against the app's daily amount (403 beyond what is left of it, nothing changed); the lender gets the buyout price and the rent of the days used, less the fee; the unused rent goes back; the lease is BOUGHT_OUT. 409 when the listing had no buyout price or the lease is not running or overdue.",
        act: (request: FastifyRequest, leaseNo: string) => leaseAfter.buyout(requirePartner(request), leaseNo),
        example: BOUGHT_OUT_LEASE_EXAMPLE,
      },
      cancel: {
        operationId: 'cancelLease',
        summary: 'The renter cancels a lease before the lender’s offer was made',
        description:
          'Everything held goes back and the item is for rent again. Cancelling again a lease the renter cancelled answers it as it is; otherwise 409.',
        act: (request: FastifyRequest, leaseNo: string) => leases.cancel(requirePartner(request), leaseNo),
        example: CANCELLED_LEASE_EXAMPLE,
      },
      deliver: {
        operationId: 'deliverLease',
        summary: '发货: the lender has the platform make the offer of a lease',
        description:
          "For a lease the app user lent, waiting for delivery with no offer yet: the offer goes from the account the item was offered from to the renter. A robot account's offer is confirmed at once; an ordinary account's waits for the lender's confirmation in the Steam app. 409 when the lease does not wait for it.",
        act: (request: FastifyRequest, leaseNo: string) => leases.deliver(requirePartner(request), leaseNo),
        example: DELIVERING_LEASE_EXAMPLE,
      },
    };
    for (const [path, { act, example, ...doc }] of Object.entries(leaseActs)) {
      routes.post(
        `/leases/:leaseNo/${path}`,
        {
          schema: {
            ...doc,
            tags: TAGS,
            querystring: NO_QUERY,
            params: LeaseNoParams,
            body: NO_BODY,
            response: answers(PartnerLeaseAnswer, example),
          },
        },
        async (request) => {
          const acted = await act(request, request.params.leaseNo);
          return ok(request, await currentLease(request, acted.leaseNo));
        },
      );
    }

    // the sandbox (simulated Steam and payment only; 404 otherwise)
    routes.post(
      '/sandbox/leases/:leaseNo',
      {
        schema: {
          operationId: 'driveSandboxLease',
          summary: 'Sandbox: drive a lease through Steam’s, the other party’s or the clock’s step',
          description: [
            `Only with the simulated Steam and payment (404 otherwise): ${LEASE_SANDBOX_ACTIONS.join(', ')}. `,
            "deliver/decline: the lender's offer is made if it was not and the renter's account accepts or declines it; return: the return offer is made if it was not and the lender's account accepts it; ",
            'overdue: the end comes now; default: the grace passes now; reverseDelivery/reverseReturn: the trade is reversed at Steam; endProtection: the return’s protection ends now. ',
            "The lease then moves as it would in production. An action that does not apply to the lease's status is 409.",
          ].join(''),
          tags: ['Sandbox'],
          querystring: NO_QUERY,
          params: LeaseNoParams,
          body: exampled(
            z.strictObject({ action: z.string().describe(`${LEASE_SANDBOX_ACTIONS.join(', ')}; another is a 400 listing them.`) }),
            LEASE_SANDBOX_BODY,
          ),
          response: answers(PartnerLeaseAnswer, LEASE_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const lease = await services.leaseSandbox.drive(partner, request.params.leaseNo, request.body.action, LEASE_DETAILS);
        return ok(request, await partnerLease(request, lease));
      },
    );
  };
}
