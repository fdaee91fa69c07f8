// The REST requests and answers of offering for rent and finding rentals as zod schemas
// (api/http/contract.ts): /web/lease/listings* (the lender's lease listings) and GET /web/goods/leases
// (an item's lease listings, the item page's 租赁 tab). Money in integer cents; times ISO 8601.
import { z } from 'zod';
import { checkedCents, checkedField } from '../../rest/checkedField.ts';
import { cents, isoTime, pagedList } from '../../rest/answers.ts';
import { MarketSticker } from '../market/market.contract.ts';
import { LEASE_OFFER_FAILURE_REASONS as FAILURE_REASONS } from './leaseListing.service.ts';

const terms = {
  dailyRent: cents('The rent of a day.'),
  longDailyRent: cents('The rent of each day of a lease over 21 days; null: the daily rent.').nullable(),
  deposit: cents('The deposit a renter pays, returned when the item comes back.'),
  maxDays: z.number().int().describe('The most days a lease of it may run, renewals included (8-60).'),
  buyoutPrice: cents('What a renter may pay to keep the item; null: no buyout.').nullable(),
};

const asset = {
  floatValue: z.number().nullable().describe('The wear float, 0 to 1; null for an item without wear.'),
  paintSeed: z.number().int().nullable().describe('The pattern seed, 0 to 1000; null for an item without one.'),
  stickers: z.array(MarketSticker).describe('Stickers applied, by slot.'),
};

export const LeaseListingAnswer = z
  .object({
    id: z.string().describe('The lease listing id (PATCH and DELETE /web/lease/listings/{id}).'),
    status: z.enum(['ON_LEASE', 'LEASED', 'DELISTED']).describe('ON_LEASE: offered for rent; LEASED: rented out; DELISTED: no longer offered.'),
    inventoryItemId: z.string().nullable().describe('The inventory item offered; null once the inventory no longer holds it.'),
    assetId: z.string().describe("The asset's Steam id when it was offered."),
    hashName: z.string().describe("The item's market hash name."),
    name: z.string().describe('Its name in the language of the request.'),
    iconUrl: z.string().nullable().describe("The item's image."),
    ...terms,
    ...asset,
    createdAt: isoTime('When it was offered.'),
    updatedAt: isoTime('When it last changed.'),
    closedAt: isoTime('When it was delisted; null otherwise.').nullable(),
  })
  .meta({ id: 'LeaseListing', description: "One of the lender's lease listings (出租), with its terms; money in cents." });

export const ItemLeaseListingAnswer = z
  .object({
    id: z.string().describe('The lease listing id.'),
    ...terms,
    ...asset,
    autoDelivery: z.boolean().describe("Delivered automatically by the lender's robot account once rented."),
    createdAt: isoTime('When it was offered.'),
    lender: z
      .object({
        id: z.string().describe('The lender (user) id.'),
        nickname: z.string().describe("The shop's name in the language of the request."),
        avatarUrl: z.string().nullable().describe("The lender's avatar, null for the default one."),
        isRobot: z.boolean().describe('The shop is run by the platform’s market-making robot.'),
        leasesDelivered: z.number().int().describe('Leases the lender has delivered (the renter received the item): their delivery record.'),
      })
      .describe('Who lends it.'),
  })
  .meta({ id: 'ItemLeaseListing', description: "A lease listing offered for rent on an item's page (租赁 tab); money in cents." });

export const ItemLeasesAnswer = pagedList(ItemLeaseListingAnswer)
  .extend({
    dailyRent: cents(
      'The "from ¥x/day": the lowest daily rent of the listings whose deposit is at most 3 times the reference price (of all when none is); null when nothing is offered.',
    ).nullable(),
    deposit: cents('The deposit of the listing that sets dailyRent; null when nothing is offered.').nullable(),
    count: z.number().int().describe('Its listings offered for rent (the same as total).'),
  })
  .meta({ id: 'ItemLeases', description: "An item's lease figures and a page of its lease listings offered for rent." });

export const LeaseOfferAnswer = z
  .object({
    succeededCount: z.number().int().describe('Items offered.'),
    failedCount: z.number().int().describe('Items refused (see failures).'),
    succeeded: z.array(z.string()).describe('The inventory item ids offered.'),
    listings: z
      .array(z.object({ id: z.string().describe('The inventory item id.'), leaseListingId: z.string().describe('Its new lease listing.') }))
      .describe('The lease listing made for each item offered.'),
    failures: z
      .array(
        z.object({
          id: z.string().describe('The inventory item id.'),
          reason: z.enum(FAILURE_REASONS).describe('Why: a selling rule of the asset, an offer already live, or a term over its limit.'),
          field: z.enum(['dailyRent', 'longDailyRent', 'deposit', 'maxDays', 'buyoutPrice']).nullable().describe('The term at fault; null for the asset.'),
          limit: cents('The limit the message names (the most daily rent, the least deposit, the deposit a buyout must reach); null when none.').nullable(),
          msg: z.string().describe('Why, in the language of the request (e.g. 押金不能低于 ¥x（…）).'),
        }),
      )
      .describe('The items refused, each with its reason.'),
  })
  .meta({ id: 'LeaseOfferResult', description: 'What an offer for rent did, item by item.' });

/** A lease's most days, read by the lease listing service. */
export const leaseMaxDays = (what: string) => checkedField('integer', what, { minimum: 8, maximum: 60 });

/** One item offered for rent: the service reads each value with its own translated message (money is never coerced), so any JSON value is taken. */
export const leaseOfferBody = z
  .object({
    items: z
      .array(
        z
          .object({
            id: checkedField('string', 'The inventory item id (as GET /web/inventory answers it).'),
            dailyRent: checkedCents('the rent of a day; at most 10 % of the reference price.'),
            longDailyRent: checkedCents('optional: the rent of each day of a lease over 21 days; not above dailyRent.'),
            deposit: checkedCents('at least the higher of 140 % of the reference price and dailyRent × maxDays.'),
            maxDays: leaseMaxDays('The most days a lease may run, 8-60.'),
            buyoutPrice: checkedCents('optional: what a renter may pay to keep the item; at least the deposit.'),
          })
          .nullable(),
      )
      .optional()
      .describe(`The items and their terms; at most 200.`),
  })
  .nullish();

/** A change of terms: the terms given change (null clears the long rent or the buyout), the others stay. */
export const leaseTermsBody = z
  .object({
    dailyRent: checkedCents('the rent of a day.'),
    longDailyRent: checkedCents('the rent of each day over 21 days; null clears it.', { nullable: true }),
    deposit: checkedCents('the deposit.'),
    maxDays: leaseMaxDays('The most days, 8-60.'),
    buyoutPrice: checkedCents('the buyout price; null clears it.', { nullable: true }),
  })
  .nullish();

export const leaseListingStatusQuery = z.string().optional().describe('ALL (default), ON_LEASE, LEASED or DELISTED; any case.');
export const leaseListingSortQuery = z
  .string()
  .optional()
  .describe('rent_asc (default), rent_desc, deposit_asc, float_asc or float_desc (listings without a float last); any case.');

/** What an offer for rent did, asset by asset, as the partner API names assets: by their Steam asset ids. */
export const PartnerLeaseOfferAnswer = z
  .object({
    succeededCount: z.number().int().describe('Assets offered.'),
    failedCount: z.number().int().describe('Assets refused (see failures).'),
    succeeded: z.array(z.string()).describe('The Steam asset ids offered.'),
    listings: z
      .array(z.object({ assetId: z.string().describe("Steam's asset id."), leaseListingId: z.string().describe('Its new lease listing.') }))
      .describe('The lease listing made for each asset offered.'),
    failures: z
      .array(
        z.object({
          assetId: z.string().describe("Steam's asset id."),
          reason: z.enum(FAILURE_REASONS).describe('Why: a selling rule of the asset, an offer already live, or a term over its limit.'),
          field: z.enum(['dailyRent', 'longDailyRent', 'deposit', 'maxDays', 'buyoutPrice']).nullable().describe('The term at fault; null for the asset.'),
          limit: cents('The limit the message names; null when none.').nullable(),
          msg: z.string().describe('Why, in the language of the request.'),
        }),
      )
      .describe('The assets refused, each with its reason.'),
  })
  .meta({ id: 'PartnerLeaseOfferResult', description: 'What an offer for rent did, asset by asset.' });
