// The partner API's offering for rent (出租): the app user's lease listings, a keyset page at a time;
// offering assets of their bound Steam accounts for rent by their Steam asset ids, changing a listing's
// terms and delisting it, through the lease listing service the web's /web/lease/listings uses (the
// same rules: the selling rules of each asset, the terms' limits against the reference price, one live
// lease listing per asset, another lender's listing not found). Money in integer cents.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCents } from '../../rest/checkedField.ts';
import { translate } from '../../i18n/messages.ts';
import { answers, exampled } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { keysetPage } from '../inventory/inventory.contract.ts';
import { LeaseListingAnswer, leaseListingStatusQuery, leaseMaxDays, PartnerLeaseOfferAnswer } from '../lease/leaseListing.contract.ts';
import { OWN_LEASE_LISTING_SELECT, toRestLeaseListing } from '../lease/leaseListingAnswers.contract.ts';
import { LEASE_BATCH_MAX, leaseFailureMessage, leaseListingStatusOf } from '../lease/leaseListing.service.ts';
import { NO_QUERY, type PartnerRoutes, requirePartner, NO_BODY } from './partner.rest.ts';
import {
  LEASE_LISTING_DELISTED_EXAMPLE,
  LEASE_LISTING_EXAMPLE,
  LEASE_LISTING_PAGE_EXAMPLE,
  LEASE_OFFER_BODY,
  LEASE_OFFER_EXAMPLE,
  LEASE_TERMS_BODY,
} from './partnerExamples.ts';
import { keysetLimit, keysetQuery } from './partnerListings.rest.ts';

const TAGS = ['Leases'];

const maxDays = leaseMaxDays('The most days a lease of it may run, renewals included, 8-60.');

const OfferBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        assetId: z.union([z.string(), z.number()]).describe("Steam's asset id (a number is taken as its digits)."),
        dailyRent: checkedCents('the rent of a day; at most 10 % of the reference price.'),
        longDailyRent: checkedCents('optional: the rent of each day of a lease over 21 days; not above dailyRent.'),
        deposit: checkedCents('at least the higher of 140 % of the reference price and dailyRent × maxDays.'),
        maxDays,
        buyoutPrice: checkedCents('optional: what a renter may pay to keep the item; at least the deposit.'),
      }),
    )
    .describe(`The assets and their terms, 1-${LEASE_BATCH_MAX}.`),
});

const TermsBody = z.strictObject({
  dailyRent: checkedCents('the rent of a day.'),
  longDailyRent: checkedCents('the rent of each day over 21 days; null clears it.', { nullable: true }),
  deposit: checkedCents('the deposit.'),
  maxDays,
  buyoutPrice: checkedCents('the buyout price; null clears it.', { nullable: true }),
});

/** An asset id as sent: a number is taken as its digits. */
const assetIdOf = (value: string | number) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : String(value).trim());

export function partnerLeaseListingRoutes(services: Services): PartnerRoutes {
  const leaseListings = services.leaseListings;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const params = z.strictObject({ id: z.string().describe('The lease listing id.') });

    routes.get(
      '/lease/listings',
      {
        schema: {
          operationId: 'listOwnLeaseListings',
          summary: "The app user's lease listings (出租), newest first, a keyset page at a time",
          description: 'Every state when status is absent. Keyset pages: pass next as after.',
          tags: TAGS,
          querystring: z.strictObject({ status: leaseListingStatusQuery, ...keysetQuery }),
          response: answers(keysetPage(LeaseListingAnswer), LEASE_LISTING_PAGE_EXAMPLE),
        },
      },
      async (request) => {
        const { status, after, limit } = request.query;
        const page = await leaseListings.listAfter(
          requirePartner(request),
          leaseListingStatusOf(status),
          { after: stringParam(after), limit: keysetLimit(limit) },
          { select: OWN_LEASE_LISTING_SELECT },
        );
        return ok(request, { list: page.rows.map((row) => toRestLeaseListing(row, request.language)), next: page.next });
      },
    );

    // an optional Idempotency-Key header makes a retry replay the first answer, as on the web
    routes.post(
      '/lease/listings',
      {
        schema: {
          operationId: 'offerForRent',
          summary: 'Offers assets of the app user’s bound Steam accounts for rent, by their Steam asset ids',
          description:
            'The web’s rules, asset by asset: an asset the selling rules refuse, one already offered, or terms over their limits is in failures with its msg (msg then says how many failed); the others are offered. An asset may be on sale and for rent at once. Malformed terms (not whole cents) refuse the whole request. An optional Idempotency-Key header replays the first answer to a retry.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Optional: a retry with the same key replays the first answer.') }),
          querystring: NO_QUERY,
          body: exampled(OfferBody, LEASE_OFFER_BODY),
          response: answers(PartnerLeaseOfferAnswer, LEASE_OFFER_EXAMPLE),
        },
      },
      async (request) => {
        const inputs = request.body.items.map((item) => ({
          assetId: assetIdOf(item.assetId),
          dailyRent: item.dailyRent,
          longDailyRent: item.longDailyRent,
          deposit: item.deposit,
          maxDays: item.maxDays,
          buyoutPrice: item.buyoutPrice,
        }));
        const result = await leaseListings.offerAssets(requirePartner(request), inputs, { idempotencyKey: request.headers['idempotency-key'] });
        const language = request.language;
        const data = {
          succeededCount: result.succeeded.length,
          failedCount: result.failures.length,
          succeeded: result.succeeded,
          listings: result.listings,
          failures: result.failures.map((failure) => {
            const message = leaseFailureMessage(failure);
            return {
              assetId: failure.assetId,
              reason: failure.reason,
              field: failure.field,
              limit: failure.limitCents,
              msg: translate(language, message.key, message.params),
            };
          }),
        };
        const msg =
          result.failures.length > 0 ? translate(language, 'selling.partial', { count: result.failures.length }) : translate(language, 'leaseListing.offered');
        return { ...ok(request, data), msg };
      },
    );

    routes.patch(
      '/lease/listings/:id',
      {
        schema: {
          operationId: 'updateLeaseListing',
          summary: 'Changes the terms of one of the app user’s lease listings offered for rent',
          description:
            'The terms given change, the others stay; the whole is checked as an offer is. Another lender’s listing is 404; a rented (LEASED) or delisted one is 409; terms over a limit are 400 naming the field and the limit.',
          tags: TAGS,
          params,
          querystring: NO_QUERY,
          body: exampled(TermsBody, LEASE_TERMS_BODY),
          response: answers(LeaseListingAnswer, LEASE_LISTING_EXAMPLE, '修改成功'),
        },
      },
      async (request) => {
        const body = request.body;
        const row = await leaseListings.update(
          requirePartner(request),
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
          summary: 'Delists one of the app user’s lease listings offered for rent',
          description: 'Another lender’s listing is 404; a rented (LEASED) one is 409; one delisted already is answered as it is.',
          tags: TAGS,
          params,
          querystring: NO_QUERY,
          body: NO_BODY,
          response: answers(LeaseListingAnswer, LEASE_LISTING_DELISTED_EXAMPLE, '已下架'),
        },
      },
      async (request) => {
        const row = await leaseListings.cancel(requirePartner(request), request.params.id, { select: OWN_LEASE_LISTING_SELECT });
        return { ...ok(request, toRestLeaseListing(row, request.language)), msg: translate(request.language, 'leaseListing.delisted') };
      },
    );
  };
}
