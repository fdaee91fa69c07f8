// The partner API's selling: listing assets of the app user's bound Steam accounts, repricing and
// unlisting one listing, through the inventory service the web's /user/sell uses (the same rules:
// price limits, tradability, the Steam account's standing, one live listing per asset, another user's
// listing not found), and reading the app user's own listings by state, a keyset page at a time.
// Prices are cents (integers); assets are named by their Steam asset id, listings by the id
// POST /listings answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedCents } from '../../rest/checkedField.ts';
import { formatAmount } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { answers, exampled } from '../../rest/answers.ts';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import { toRestOwnListing } from '../../rest/inventory.ts';
import type { Services } from '../../services.ts';
import { AssetListingResultAnswer, keysetPage, ListingChangeAnswer, OwnListingAnswer } from '../inventory/inventory.contract.ts';
import type { AssetPrice } from '../inventory/inventory.service.ts';
import { failureMessageKey } from '../inventory/selling.service.ts';
import { LISTING_STATES } from '../listing/listing.service.ts';
import { NO_QUERY, type PartnerRoutes, requirePartner, NO_BODY } from './partner.rest.ts';
import {
  LISTINGS_BODY,
  LISTINGS_EXAMPLE,
  LISTINGS_MSG,
  OWN_LISTINGS_EXAMPLE,
  REPRICE_BODY,
  REPRICE_EXAMPLE,
  REPRICE_MSG,
  UNLIST_EXAMPLE,
  UNLIST_MSG,
} from './partnerExamples.ts';

const TAGS = ['Listings'];
const MAX_LIMIT = 100;

/** A price in cents as sent: a JSON integer (its range is the selling service's rule); absent, the service asks for one. */
function cents(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ValidationError('price', 'market.invalidInteger', { field: 'price' });
  return value;
}

// read by cents() with its own message (never coerced): any JSON value, described
const priceField = checkedCents('absent: the reference price (listing) or required (repricing).');

const ListingsBody = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          assetId: z.union([z.string(), z.number()]).describe("Steam's asset id (a number is taken as its digits)."),
          price: priceField,
        }),
      )
      .nullish()
      .describe('The assets to list, each at its price.'),
  })
  .nullish();

/** `{ items: [{ assetId, price }] }`: the asset ids as strings. */
function assetPrices(body: z.infer<typeof ListingsBody>): AssetPrice[] {
  return (body?.items ?? []).map((item) => {
    const assetId = typeof item.assetId === 'number' && Number.isSafeInteger(item.assetId) ? String(item.assetId) : item.assetId;
    if (typeof assetId !== 'string' || assetId.trim() === '') throw new ValidationError('assetId', 'errors.badRequest');
    return { assetId: assetId.trim(), priceCents: cents(item.price) };
  });
}

/** `limit` of a keyset page, read with the market's message. */
export const keysetLimit = (value: string | undefined) =>
  integerParam(value, 'field.limit', { defaultValue: 20, min: 1, max: MAX_LIMIT, rangeKey: 'market.limitRange' });

export const keysetQuery = {
  after: z.string().optional().describe('The next of the previous page; the first page when absent.'),
  limit: z.string().optional().describe(`Rows a page, whole number 1-${MAX_LIMIT}; 20 by default.`),
};

export function partnerListingRoutes(services: Services): PartnerRoutes {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const params = z.strictObject({ id: z.string().describe('The listing id.') });

    routes.get(
      '/listings',
      {
        schema: {
          operationId: 'listOwnListings',
          summary: "The app user's listings, newest first, a keyset page at a time",
          description: `status: one state of a listing (${LISTING_STATES.join(', ')}), any case; every state when absent. Keyset pages: pass next as after.`,
          tags: TAGS,
          querystring: z.strictObject({
            status: z
              .string()
              .optional()
              .describe(`${LISTING_STATES.join(', ')}; every state when absent.`),
            ...keysetQuery,
          }),
          response: answers(keysetPage(OwnListingAnswer), OWN_LISTINGS_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const { status, after, limit } = request.query;
        const page = await services.inventory.listingsAfter(partner, { status, after: stringParam(after), limit: keysetLimit(limit) });
        return ok(request, { list: page.rows.map((row) => toRestOwnListing(row, request.language)), next: page.next });
      },
    );

    // an optional Idempotency-Key header makes a retry replay the first answer, as on the web
    routes.post(
      '/listings',
      {
        schema: {
          operationId: 'createListings',
          summary: 'Lists assets of the app user’s bound Steam accounts by their Steam asset ids',
          description:
            'The web’s rules, asset by asset: what failed is in failures (msg then says how many). A price over the ceiling is lowered to it (lowered). An optional Idempotency-Key header replays the first answer to a retry.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Optional: a retry with the same key replays the first answer.') }),
          querystring: NO_QUERY,
          body: exampled(ListingsBody, LISTINGS_BODY),
          response: answers(AssetListingResultAnswer, LISTINGS_EXAMPLE, LISTINGS_MSG),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const result = await services.inventory.listAssets(partner, assetPrices(request.body), { idempotencyKey: request.headers['idempotency-key'] });
        const lang = request.language;
        const msg = result.failures.length > 0 ? translate(lang, 'selling.partial', { count: result.failures.length }) : translate(lang, 'selling.listed');
        const data = {
          succeededCount: result.listed.length,
          failedCount: result.failures.length,
          succeeded: result.listed.map((listing) => ({ assetId: listing.assetId, listingId: listing.listingId, price: listing.priceCents })),
          lowered: result.lowered.map((entry) => ({ assetId: entry.assetId, price: entry.priceCents })),
          failures: result.failures.map((failure) => ({
            assetId: failure.assetId,
            reason: failure.reason,
            msg: translate(lang, failureMessageKey[failure.reason], { minimum: formatAmount((failure.minimumCents ?? 0) / 100) }),
          })),
        };
        return { ...ok(request, data), msg };
      },
    );

    routes.patch(
      '/listings/:id',
      {
        schema: {
          operationId: 'repriceListing',
          summary: 'Changes the price of one of the app user’s listings',
          description: 'Under the floor is refused (400); over the ceiling is lowered to it (lowered: true). Another user’s listing is 404.',
          tags: TAGS,
          params,
          querystring: NO_QUERY,
          body: exampled(z.strictObject({ price: priceField }).nullish(), REPRICE_BODY),
          response: answers(ListingChangeAnswer, REPRICE_EXAMPLE, REPRICE_MSG),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const changed = await services.inventory.repriceListing(partner, request.params.id, cents(request.body?.price));
        const data = { id: changed.listingId, assetId: changed.assetId, price: changed.priceCents, lowered: changed.lowered };
        return { ...ok(request, data), msg: translate(request.language, 'selling.repriced') };
      },
    );

    routes.delete(
      '/listings/:id',
      {
        schema: {
          operationId: 'unlistListing',
          summary: 'Takes one of the app user’s listings off the market',
          description: 'A listing no longer on sale is refused (400); another user’s is 404.',
          tags: TAGS,
          params,
          querystring: NO_QUERY,
          body: NO_BODY,
          response: answers(z.object({ id: z.string().describe('The listing id.'), assetId: z.string() }), UNLIST_EXAMPLE, UNLIST_MSG),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const closed = await services.inventory.unlistListing(partner, request.params.id);
        return { ...ok(request, { id: closed.listingId, assetId: closed.assetId }), msg: translate(request.language, 'selling.unlisted') };
      },
    );
  };
}
