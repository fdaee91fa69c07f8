// The REST answers of inventories and selling as zod schemas (api/http/contract.ts), shared by
// /web/inventory* and the partner's /open/v1/inventory and /open/v1/listings.
import { z } from 'zod';
import { cents, isoTime } from '../../rest/answers.ts';
import { LISTING_STATES } from '../listing/listing.service.ts';

const Sticker = z.object({
  slot: z.number().int().describe('Position on the weapon, from 0.'),
  stickerId: z.number().int().describe("Steam's sticker id."),
  name: z.string().describe("The sticker's name as Steam gives it."),
  wear: z.number().nullable().describe('Scrape wear in [0, 1]; null when unscraped.'),
});

/** An asset's lease (租赁) as its owner's inventory shows it. */
export const InventoryLeaseMarkAnswer = z
  .object({
    role: z
      .enum(['RENTER', 'LENDER'])
      .describe('RENTER: 租入, rented by the viewer (it cannot be listed, sold to a buy order or offered for rent); LENDER: 租出.'),
    leaseNo: z.string().describe('The lease number.'),
    status: z.string().describe('The lease state: RENTING, RETURNING (being sent back) or OVERDUE.'),
    endsAt: isoTime('When the lease ends (renewals included).').nullable(),
  })
  .meta({ id: 'InventoryLeaseMark', description: "An asset's lease: rented by the viewer (租入) or lent by them (租出), until when." });

export const InventoryItemAnswer = z
  .object({
    id: z.string().describe('The inventory item id (what the selling calls of /web/inventory take).'),
    steamAccountId: z.string().describe('The bound Steam account that holds it.'),
    assetId: z.string().describe("Steam's asset id (what POST /open/v1/listings takes)."),
    hashName: z.string().describe("Steam's market hash name."),
    name: z.string().describe('In the language of the request; the hash name when the catalogue does not know the item.'),
    iconUrl: z.string().nullable().describe('Null when the catalogue does not know the item.'),
    wear: z.number().nullable().describe('Paint float in [0, 1]; null for items without wear.'),
    paintSeed: z.number().int().nullable().describe('The pattern template; null for items without one.'),
    stickers: z.array(Sticker).describe('The stickers on the item.'),
    tradable: z.boolean().describe('Whether it can be traded (and listed) now.'),
    cooldownEndsAt: isoTime('When its trade cooldown ends; null when none applies now.').nullable(),
    listed: z.boolean().describe('On sale, held for a buyer, or sold to an order still being delivered.'),
    listingId: z.string().nullable().describe('Its live listing; null when not listed.'),
    price: cents('Its listing price; null when not listed.').nullable(),
    reserved: z.boolean().describe("Held for a buyer's unpaid order: it cannot be unlisted or repriced now."),
    referencePrice: cents('The reference price for the owner (other sellers’ lowest, else the catalogue’s); null when unknown.').nullable(),
    lease: InventoryLeaseMarkAnswer.nullable().describe('Rented by the viewer (租入) from a lease that has not ended; null otherwise.'),
  })
  .meta({ id: 'InventoryItem', description: 'One asset of a bound Steam account (quantity mode: one row per asset).' });

const InventoryGroupAnswer = z
  .object({
    key: z.string().describe('Stable key of the row: the catalogue item id, or hash: and the hash name.'),
    templateId: z.number().int().nullable().describe('The catalogue item (the templateId filter splits the row); null when unknown.'),
    hashName: z.string().describe("Steam's market hash name."),
    name: z.string().describe('In the language of the request.'),
    iconUrl: z.string().nullable(),
    quantity: z.number().int().describe('Assets in the row.'),
    listedCount: z.number().int().describe('Of them listed.'),
    tradableCount: z.number().int().describe('Of them tradable now and not listed.'),
    rentedInCount: z.number().int().describe('Of them rented by the viewer (租入): never listable, sellable or offered for rent.'),
    offeredForRentCount: z.number().int().describe('Of them offered for rent now (出租中).'),
    lentOutCount: z
      .number()
      .int()
      .describe(
        "The viewer's copies of the item out on lease (租出; of the accountId filtered by, if any): they left the account, so quantity does not count them.",
      ),
    ids: z.array(z.string()).describe('The inventory item ids of the row, in the sort.'),
    prices: z.array(cents().nullable()).describe('The listing price of each id, in the same order; null: not listed.'),
    listableIds: z.array(z.string()).describe('The ids that can be listed now.'),
    referencePrice: cents('The reference price; null when unknown.').nullable(),
    lowestWear: z.number().nullable().describe('The lowest paint float of the row; null without wear.'),
    nextTradableAt: isoTime('The next end of a trade cooldown in the row; null when none.').nullable(),
  })
  .meta({ id: 'InventoryGroup', description: 'The assets of one catalogue item (variety mode).' });

const pageFields = {
  total: z.number().int().describe('Rows in every page together.'),
  pages: z.number().int().describe('How many pages there are.'),
  page: z.number().int().describe('This page, from 1.'),
  limit: z.number().int().describe('Rows a page.'),
};

export const InventoryPageAnswer = z.discriminatedUnion('mode', [
  z.object({ list: z.array(InventoryItemAnswer), ...pageFields, mode: z.literal('quantity').describe('One row per asset.') }),
  z.object({ list: z.array(InventoryGroupAnswer), ...pageFields, mode: z.literal('variety').describe('One row per catalogue item.') }),
]);

export const InventoryCountsAnswer = z
  .object({
    all: z.number().int().describe('全部'),
    unlisted: z.number().int().describe('未上架: tradable now and not listed.'),
    listed: z.number().int().describe('已上架: on sale or held for a buyer.'),
    nonTradable: z.number().int().describe('不可交易: not tradable now and not listed.'),
  })
  .meta({ id: 'InventoryCounts', description: 'The number of assets under each tab.' });

export const InventoryRefreshAnswer = z
  .object({
    id: z.string(),
    status: z.enum(['RUNNING', 'SUCCEEDED', 'FAILED']),
    accountsTotal: z.number().int().describe('Steam accounts it reads.'),
    accountsDone: z.number().int().describe('Of them read so far.'),
    accountsFailed: z.number().int().describe('Of them Steam did not answer for.'),
    itemsFound: z.number().int().describe('Assets found so far.'),
    delistedCount: z.number().int().describe('Listings taken off the market because their asset left the inventory.'),
    progressPercent: z.number().int().describe('0-100; 100 once finished.'),
    startedAt: isoTime(),
    finishedAt: isoTime('Null while it runs.').nullable(),
  })
  .meta({ id: 'InventoryRefresh', description: 'An inventory refresh from Steam and its progress.' });

const SellingFailureAnswer = z.object({
  reason: z
    .enum([
      'notFound',
      'unknownItem',
      'alreadyListed',
      'notListed',
      'reserved',
      'notTradable',
      'accountAbnormal',
      'accountNotSellable',
      'leased',
      'priceRequired',
      'priceTooLow',
      'noBuyOrder',
    ])
    .describe('Why the item was refused.'),
  msg: z.string().describe('The reason, in the language of the request.'),
});

export const SellingResultAnswer = z
  .object({
    succeededCount: z.number().int(),
    failedCount: z.number().int(),
    succeeded: z.array(z.string()).describe('The inventory item ids done.'),
    lowered: z
      .array(z.object({ id: z.string(), price: cents('The price it was lowered to (the ceiling).') }))
      .describe('Prices set too high, lowered automatically.'),
    soldToBuyOrders: z
      .array(z.object({ id: z.string(), buyOrderNo: z.string(), orderNo: z.string(), price: cents() }))
      .describe('Items that filled a buy order at once, each in an order of its own.'),
    failures: z.array(SellingFailureAnswer.extend({ id: z.string().describe('The inventory item id.') })),
  })
  .meta({ id: 'SellingResult', description: 'What a selling call did, item by item; msg says when some failed.' });

export const AssetListingResultAnswer = z
  .object({
    succeededCount: z.number().int(),
    failedCount: z.number().int(),
    succeeded: z.array(z.object({ assetId: z.string(), listingId: z.string(), price: cents('After any lowering.') })),
    lowered: z.array(z.object({ assetId: z.string(), price: cents('The price it was lowered to (the ceiling).') })),
    failures: z.array(SellingFailureAnswer.extend({ assetId: z.string() })),
  })
  .meta({ id: 'AssetListingResult', description: 'What POST /open/v1/listings did, asset by asset.' });

export const ListingChangeAnswer = z
  .object({
    id: z.string().describe('The listing id.'),
    assetId: z.string(),
    price: cents('The price now.'),
    lowered: z.boolean().describe('Whether the price asked was above the ceiling and lowered to it.'),
  })
  .meta({ id: 'ListingChange', description: 'A repriced listing.' });

export const ListingStatus = z
  .enum(LISTING_STATES)
  .describe('ON_SALE: on the market; RESERVED: held for a buyer’s unpaid order; SOLD: paid for; DELISTED: off the market for good.');

export const OwnListingAnswer = z
  .object({
    id: z.string().describe('The listing id.'),
    status: ListingStatus,
    origin: z.enum(['MARKET', 'BUY_ORDER']).describe('MARKET: listed on the market; BUY_ORDER: made to sell the asset straight to a buy order.'),
    assetId: z.string().nullable().describe("Steam's asset id; null once the asset left the bound accounts."),
    hashName: z.string(),
    name: z.string().describe('In the language of the request.'),
    iconUrl: z.string().nullable(),
    price: cents(),
    wear: z.number().nullable().describe('Paint float in [0, 1]; null for items without wear.'),
    paintSeed: z.number().int().nullable(),
    bargainEnabled: z.boolean().describe('Whether buyers may offer less (price offers).'),
    createdAt: isoTime(),
    soldAt: isoTime('When it was paid for; null unless SOLD.').nullable(),
  })
  .meta({ id: 'OwnListing', description: "One of the app user's listings." });

/** A keyset page: `next` is the `after` of the following page, null on the last. */
export function keysetPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    next: z.string().nullable().describe('Pass as after for the next page; null on the last page.'),
  });
}

/** One of the viewer's items out on lease (租出): its asset left their account; the lease shows it until it comes back. */
export const LeasedOutItemAnswer = z
  .object({
    leaseNo: z.string().describe('The lease number.'),
    status: z.string().describe('RENTING, RETURNING (being sent back) or OVERDUE.'),
    endsAt: isoTime('When the lease ends (renewals included).').nullable(),
    templateId: z.number().int().describe('The catalogue item.'),
    hashName: z.string().nullable().describe("Steam's market hash name."),
    name: z.string().nullable().describe('In the language of the request.'),
    iconUrl: z.string().nullable(),
    assetId: z.string().describe("The asset's id in the lender's account before it went."),
    steamAccountId: z.string().nullable().describe('The bound account it went from (and comes back to); null once unbound.'),
    wear: z.number().nullable().describe('Paint float in [0, 1]; null for items without wear.'),
    paintSeed: z.number().int().nullable(),
  })
  .meta({ id: 'LeasedOutItem', description: "One of the viewer's items out on lease (租出)." });
