// /web/lease/listings*: the signed-in lender's lease listings (offer for rent, change the terms, delist,
// list them), and GET /web/goods/leases, an item's lease listings for anyone (the item page's 租赁 tab).
// Money in integer cents; times ISO 8601. docs/rest.md "Leases" documents them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { answers, pagedList } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { sellerName } from '../demo/demo.service.ts';
import type { MarketSticker } from '../market/market.contract.ts';
import {
  ItemLeasesAnswer,
  LeaseListingAnswer,
  LeaseOfferAnswer,
  leaseListingSortQuery,
  leaseListingStatusQuery,
  leaseOfferBody,
  leaseTermsBody,
} from './leaseListing.contract.ts';
import {
  type LeaseListingRow,
  type LeaseListingService,
  type LeaseOfferInput,
  type LeaseOfferResult,
  leaseFailureMessage,
  leaseListingSortOf,
  leaseListingStatusOf,
} from './leaseListing.service.ts';

const TAGS = ['Leases'];
const LEASE_LISTINGS_MAX_LIMIT = 100;

/** What a lender's lease listing is loaded with for its REST answer. */
export const OWN_LEASE_LISTING_SELECT = {
  id: true,
  status: true,
  inventoryItemId: true,
  assetId: true,
  dailyRentCents: true,
  longDailyRentCents: true,
  depositCents: true,
  maxDays: true,
  buyoutPriceCents: true,
  floatValue: true,
  paintSeed: true,
  stickers: true,
  createdAt: true,
  updatedAt: true,
  closedAt: true,
  template: { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } },
} as const satisfies Prisma.LeaseListingSelect;

/** What an item's lease listing is loaded with for the 租赁 tab: its terms and asset, its lender's public face, whether a robot account delivers it. */
const PUBLIC_SELECT = {
  id: true,
  dailyRentCents: true,
  longDailyRentCents: true,
  depositCents: true,
  maxDays: true,
  buyoutPriceCents: true,
  floatValue: true,
  paintSeed: true,
  stickers: true,
  createdAt: true,
  lender: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true, isRobot: true } },
  steamAccount: { select: { type: true } },
} as const satisfies Prisma.LeaseListingSelect;

type Stickers = z.input<typeof MarketSticker>[];

const termsOf = (row: LeaseListingRow<{ select: typeof OWN_LEASE_LISTING_SELECT }> | LeaseListingRow<{ select: typeof PUBLIC_SELECT }>) => ({
  dailyRent: row.dailyRentCents,
  longDailyRent: row.longDailyRentCents,
  deposit: row.depositCents,
  maxDays: row.maxDays,
  buyoutPrice: row.buyoutPriceCents,
  floatValue: row.floatValue,
  paintSeed: row.paintSeed,
  stickers: (Array.isArray(row.stickers) ? row.stickers : []) as Stickers,
});

export function toRestLeaseListing(row: LeaseListingRow<{ select: typeof OWN_LEASE_LISTING_SELECT }>, language: Language) {
  return {
    id: row.id,
    status: row.status,
    inventoryItemId: row.inventoryItemId,
    assetId: row.assetId,
    hashName: row.template.hashName,
    name: language === 'en' ? row.template.nameEn : row.template.nameZh,
    iconUrl: row.template.iconUrl,
    ...termsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function toRestOffer(result: LeaseOfferResult, language: Language) {
  return {
    succeededCount: result.succeeded.length,
    failedCount: result.failures.length,
    succeeded: result.succeeded,
    listings: result.listings.map((listing) => ({ id: listing.inventoryItemId, leaseListingId: listing.leaseListingId })),
    failures: result.failures.map((failure) => {
      const message = leaseFailureMessage(failure);
      return {
        id: failure.inventoryItemId,
        reason: failure.reason,
        field: failure.field,
        limit: failure.limitCents,
        msg: translate(language, message.key, message.params),
      };
    }),
  };
}

/** `{ items: [{ id, dailyRent, longDailyRent?, deposit, maxDays, buyoutPrice? }] }` as the service takes it. */
function offerInputs(body: z.infer<typeof leaseOfferBody>): LeaseOfferInput[] {
  return (body?.items ?? []).map((entry) => {
    const item = entry ?? {};
    return {
      inventoryItemId: item.id,
      dailyRent: item.dailyRent,
      longDailyRent: item.longDailyRent,
      deposit: item.deposit,
      maxDays: item.maxDays,
      buyoutPrice: item.buyoutPrice,
    };
  });
}

/** The query of an item's lease listings (GET /web/goods/leases, GET /open/v1/goods/leases). */
export const itemLeasesQueryShape = {
  hashName: z.string().optional().describe("The item's market hash name."),
  sort: leaseListingSortQuery,
  page: z.string().optional().describe('The page, from 1.'),
  limit: z.string().optional().describe(`Rows a page, 1-${LEASE_LISTINGS_MAX_LIMIT}; 20 by default.`),
};

/** An item's lease figures and a page of its lease listings with their terms and lenders: the answer of both faces. */
export async function itemLeasesOf(
  leaseListings: LeaseListingService,
  query: { hashName?: string; sort?: string; page?: string; limit?: string },
  language: Language,
) {
  const page = pageParams(query, { defaultLimit: 20, maxLimit: LEASE_LISTINGS_MAX_LIMIT });
  const sort = leaseListingSortOf(query.sort);
  const found = await leaseListings.itemLeases(stringParam(query.hashName)?.trim(), sort, page, PUBLIC_SELECT);
  const list = found.rows.map(({ lender: { isDemo, ...lender }, steamAccount, createdAt, id, ...row }) => ({
    id,
    ...termsOf({ ...row, id, createdAt, lender: { ...lender, isDemo }, steamAccount }),
    autoDelivery: steamAccount?.type === 'ROBOT',
    createdAt: createdAt.toISOString(),
    lender: { ...lender, nickname: sellerName({ ...lender, isDemo }, language), leasesDelivered: found.deliveries.get(lender.id) ?? 0 },
  }));
  return {
    ...pageOf(list, found.total, page),
    dailyRent: found.figures?.dailyRentCents ?? null,
    deposit: found.figures?.depositCents ?? null,
    count: found.total,
  };
}

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
