import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { type Language, translate } from '../../i18n/messages.ts';
import { stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { sellerName } from '../demo/demo.service.ts';
import type { MarketSticker } from '../market/market.contract.ts';
import { leaseListingSortQuery, type leaseOfferBody } from './leaseListing.contract.ts';
import {
  type LeaseListingRow,
  type LeaseListingService,
  type LeaseOfferInput,
  type LeaseOfferResult,
  leaseFailureMessage,
  leaseListingSortOf,
} from './leaseListing.service.ts';

export const TAGS = ['Leases'];
export const LEASE_LISTINGS_MAX_LIMIT = 100;

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

export function toRestOffer(result: LeaseOfferResult, language: Language) {
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
export function offerInputs(body: z.infer<typeof leaseOfferBody>): LeaseOfferInput[] {
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
