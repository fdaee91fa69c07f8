// What the inventory's statements read beside an asset `i` (inventory_items), from the modules that
// own it: its Steam account `a`, its catalogue item `t`, its live listing `l`, whether it was traded
// away, and its reference price. One statement still answers a page, a count or a selling check.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { templateJoin } from '../catalog/catalog.service.ts';
import { liveListingJoin, referencePriceSql, someListingOfItem } from '../listing/listing.service.ts';
import { openOrderOfListing, tradedOrderOfListing } from '../order/order.service.ts';
import { steamAccountJoin } from '../steam/steam.service.ts';

/** The asset's Steam account, as `a`. */
export const ACCOUNT_JOIN = steamAccountJoin(Prisma.sql`i.steam_account_id`);

/** The asset's catalogue item, as `t` (none for an asset the catalogue does not know). */
export const TEMPLATE_JOIN = templateJoin(Prisma.sql`i.template_id`, { left: true });

/**
 * The asset was traded away by an order (the buyer accepted its offer at Steam, whatever came after:
 * protection, settlement, or a reversal that gives the item back under a new asset id): gone from the
 * seller's Steam account as this asset, though its row stays until the next inventory refresh. It is
 * in no tab and cannot be sold again.
 */
export const TRADED_AWAY = someListingOfItem(Prisma.sql`i.id`, tradedOrderOfListing);

/**
 * The asset's live listing, as `l`: on sale, held for an unpaid order, or sold to an order still being
 * delivered. An item with one cannot be listed again; the inventory's tabs and its "select all" use
 * the same rule, so what the 未上架 tab shows can be listed.
 */
export const LIVE_LISTING_JOIN = liveListingJoin(Prisma.sql`i.id`, openOrderOfListing);

/** The reference price of the asset for its owner `userId` (the listing module's: other sellers' lowest, else the catalogue's); needs `t`. */
export const referenceCents = (userId: string) => referencePriceSql(Prisma.sql`i.template_id`, Prisma.sql`t.reference_price_cents`, userId);
