// Listing, unlisting and repricing inventory items (/user/inventory and /user/sell; the rules:
// docs/rest.md).
// Each request works on many items in one transaction: the rows are locked, every item is checked
// (a failure is reported for that item while the others go through), the listings change and the
// market figures are recomputed before the commit. Listed items are on the market at once.
// Each takes an optional idempotency key (api/db/idempotency.ts): a retry with the same key and the
// same items gets the first answer again, without listing, unlisting or repricing a second time.
// services.ts builds the one SellingService with the app's clock and the listing module, and hands
// it to the inventory service, which answers the viewer's requests with it.
import { formatAmount, MAX_PRICE_CENTS } from '../../../lib/money.ts';
import { checkPrice, floorCents, needsStepUpForPrice, parseMultiplier, priceFromMultiplier, SELLING_BATCH_MAX } from '../../../lib/pricing.ts';
import { db } from '../../db/client.ts';
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { idempotent } from '../../db/idempotency.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { requireStepUpFor } from '../../security/operationPolicy.ts';
import type { Viewer } from '../../session/viewer.ts';
import { templatesByHashNames } from '../catalog/catalog.service.ts';
import { type ListingService, type NewListing, referencePriceSql, reservedAssets } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import { NoUsableSteamAccountError } from '../steam/steam.errors.ts';
import { hasSteamAccount, steamAccountIdsOfSql } from '../steam/steam.service.ts';
import { ACCOUNT_JOIN, LIVE_LISTING_JOIN, referenceCents, TEMPLATE_JOIN, TRADED_AWAY } from './itemSql.ts';

type Transaction = Prisma.TransactionClient | PrismaClient;

export { NoUsableSteamAccountError, referencePriceSql, SELLING_BATCH_MAX };

/** An asset offered to buy orders: its item, its seller and the traits buy orders constrain. */
export type OfferedAsset = {
  templateId: number;
  sellerId: string;
  floatValue: number | null;
  paintSeed: number | null;
  stickerHashNames: readonly string[];
};

/**
 * The buy orders, as selling reaches them (api/modules/buyorder implements it; services.ts connects
 * them), in the caller's transaction: an asset sold to its best buy order paying `minPriceCents` or
 * more (`list` makes the asset's listing at that buy order's price; null and nothing listed when no
 * buy order takes it), and listings just made or repriced offered to the buy orders of their items.
 */
export type BuyOrderDesk = {
  sellTo(
    tx: Prisma.TransactionClient,
    asset: OfferedAsset,
    minPriceCents: number,
    list: (priceCents: number) => Promise<string>,
  ): Promise<SoldToBuyOrder | null>;
  fillListings(tx: Prisma.TransactionClient, listingIds: readonly string[]): Promise<SoldToBuyOrder[]>;
};

/**
 * The leases, as selling and the inventory reach them (api/modules/lease implements it; services.ts
 * connects them): the SQL condition that an asset is on lease to its holder (租入: a renter's, until
 * the lease ends), which can be neither listed, sold to a buy order nor offered for rent.
 */
export type InventoryLeases = {
  leasedInSql(asset: { steamAccountId: Prisma.Sql; assetId: Prisma.Sql }): Prisma.Sql;
};

/** The condition that the inventory's asset `i` is on lease to its holder; FALSE without the lease module. */
export function leasedInOf(leases: InventoryLeases | undefined): Prisma.Sql {
  return leases ? leases.leasedInSql({ steamAccountId: Prisma.sql`i.steam_account_id`, assetId: Prisma.sql`i.asset_id` }) : Prisma.sql`FALSE`;
}

/** A listing that filled a buy order at once (or an asset sold straight to one): the order made. */
export type SoldToBuyOrder = { listingId: string; buyOrderNo: string; orderNo: string; priceCents: number };

export type PriceRequest = {
  inventoryItemId: string;
  priceCents?: number | null;
  multiplier?: number | null;
  /**
   * Repricing only: the listing the caller names (the partner API's /listings/{id}). When the asset's
   * live listing is another one (this one was unlisted or sold, the asset listed again), the item is
   * not listed: a request about one listing never changes a later one of the same asset.
   */
  listingId?: string;
};

export type SellingFailureReason =
  | 'notFound'
  | 'unknownItem'
  | 'alreadyListed'
  | 'notListed'
  /** held for a buyer's order: it cannot be unlisted or repriced until the order is paid or ends */
  | 'reserved'
  | 'notTradable'
  | 'accountAbnormal'
  | 'accountNotSellable'
  /** on lease to the seller (租入): it goes back to its lender, it is not theirs to sell or offer for rent */
  | 'leased'
  | 'priceRequired'
  | 'priceTooLow'
  /** selling to a buy order: none takes the asset at the price the seller saw any more */
  | 'noBuyOrder';

export type SellingFailure = { inventoryItemId: string; reason: SellingFailureReason; minimumCents?: number };

export type SellingOptions = {
  /** the client's Idempotency-Key (REST header) or idempotencyKey (GraphQL input), unchecked; none when undefined */
  idempotencyKey?: unknown;
};

export type SellingResult = {
  /** inventory items that were listed, unlisted or repriced */
  succeeded: string[];
  /** listing only: the listing created for each listed item, at its price (after any lowering) */
  listings?: { inventoryItemId: string; listingId: string; priceCents: number }[];
  failures: SellingFailure[];
  /** prices lowered to the ceiling automatically ("a price set too high is lowered automatically") */
  lowered: { inventoryItemId: string; priceCents: number }[];
  /** listings (or, selling to buy orders, assets) that filled a buy order at once: sold, each in an order of its own */
  soldToBuyOrders?: (SoldToBuyOrder & { inventoryItemId: string })[];
};

/** Why an asset cannot be offered for rent by the selling rules (api/modules/lease asks leasableAssets). */
export type LeaseRefusal = 'notFound' | 'unknownItem' | 'reserved' | 'leased' | 'accountAbnormal' | 'accountNotSellable' | 'notTradable';

/**
 * An asset that passed the selling rules an offer for rent shares with a listing (a usable bound
 * account, a known item, tradable now, not held for or sold to a buyer), with what the lease listing
 * copies of it and the reference price its terms are checked against (the listing's, for its owner).
 */
export type LeasableAsset = {
  inventoryItemId: string;
  templateId: number;
  steamAccountId: string;
  assetId: string;
  floatValue: number | null;
  paintSeed: number | null;
  /** in a listing's shape: [{ hashName, nameEn, nameZh, slot, wear, iconUrl }] */
  stickers: Prisma.InputJsonValue;
  referenceCents: number;
  /** on sale now (an asset may be on sale and for rent at once) */
  onSale: boolean;
};

/** The message key of a failure reason, for both APIs. */
export const failureMessageKey = {
  notFound: 'selling.notFound',
  unknownItem: 'selling.unknownItem',
  alreadyListed: 'selling.alreadyListed',
  notListed: 'selling.notListed',
  reserved: 'selling.reserved',
  notTradable: 'selling.notTradable',
  accountAbnormal: 'selling.accountAbnormal',
  accountNotSellable: 'selling.accountNotSellable',
  leased: 'selling.leased',
  priceRequired: 'selling.priceRequired',
  priceTooLow: 'selling.priceTooLow',
  noBuyOrder: 'selling.noBuyOrder',
} as const satisfies Record<SellingFailureReason, string>;

/**
 * One item's failure as an error, for the calls that act on one listing (the partner API's
 * /listings/{id}): the same message the web shows for that item, a 400.
 */
export class SellingRefusedError extends AppError {
  constructor(readonly failure: SellingFailure) {
    super(failureMessageKey[failure.reason], { minimum: formatAmount((failure.minimumCents ?? 0) / 100) }, 'SELLING_REFUSED', 400);
  }
}

type LockedItem = {
  id: string;
  asset_id: string;
  steam_account_id: string;
  template_id: number | null;
  tradable: boolean;
  tradable_after: Date | null;
  float_value: number | null;
  paint_seed: number | null;
  stickers: unknown;
  account_status: 'NORMAL' | 'ABNORMAL' | 'NOT_SELLABLE';
  account_type: 'ORDINARY' | 'ROBOT';
  reference_cents: number | null;
  listing_id: string | null;
  listing_status: 'ON_SALE' | 'RESERVED' | 'SOLD' | null;
  leased_in: boolean;
};

function uniqueIds(
  ids: readonly unknown[],
  emptyKey: 'selling.nothingSelected' | 'selling.nothingSelectedUnlist' | 'selling.nothingSelectedReprice',
): string[] {
  if (ids.length === 0) throw new ValidationError('items', emptyKey);
  if (ids.length > SELLING_BATCH_MAX) throw new ValidationError('items', 'selling.tooMany', { max: SELLING_BATCH_MAX });
  return [...new Set(ids.map(String))];
}

/** The parameters an idempotency key is bound to. */
const priceParams = (requests: readonly PriceRequest[]) =>
  requests.map((request) => ({
    inventoryItemId: String(request.inventoryItemId),
    priceCents: request.priceCents ?? null,
    multiplier: request.multiplier ?? null,
    ...(request.listingId === undefined ? {} : { listingId: request.listingId }),
  }));

/** Checks the price inputs of a request before anything is locked: malformed values refuse the whole request. */
function checkPriceInputs(requests: readonly PriceRequest[]) {
  for (const request of requests) {
    if (request.priceCents != null && (!Number.isSafeInteger(request.priceCents) || request.priceCents <= 0 || request.priceCents > MAX_PRICE_CENTS)) {
      throw new ValidationError('price', 'selling.priceInvalid');
    }
    if (request.multiplier != null && !parseMultiplier(request.multiplier).ok) {
      throw new ValidationError('multiplier', 'selling.multiplierRange');
    }
  }
}

/** The price of one item from its request: typed, or reference × multiplier. */
function priceOf(request: PriceRequest, referenceCents: number): { priceCents: number } | { failure: 'priceRequired' } {
  if (request.priceCents != null) return { priceCents: request.priceCents };
  if (request.multiplier != null) {
    const multiplier = parseMultiplier(request.multiplier);
    if (multiplier.ok) return { priceCents: priceFromMultiplier(referenceCents, multiplier.thousandths) };
  }
  return { failure: 'priceRequired' };
}

const isTradableNow = (item: Pick<LockedItem, 'tradable' | 'tradable_after'>, now: Date) =>
  item.tradable && (item.tradable_after === null || item.tradable_after.getTime() <= now.getTime());

/** Why the account or the asset itself cannot trade now (its account's standing, its cooldown); null when it can. */
function tradeRefusal(item: LockedItem, now: Date): 'accountAbnormal' | 'accountNotSellable' | 'notTradable' | null {
  if (item.account_status === 'ABNORMAL') return 'accountAbnormal';
  if (item.account_status === 'NOT_SELLABLE') return 'accountNotSellable';
  if (!isTradableNow(item, now)) return 'notTradable';
  return null;
}

/** Why a locked asset cannot be listed (or sold to a buy order) now, in the order the rules are checked; null when it can. */
function saleRefusal(item: LockedItem | undefined, now: Date): SellingFailureReason | null {
  if (!item) return 'notFound';
  if (item.template_id === null || item.reference_cents === null) return 'unknownItem';
  if (item.listing_id) return 'alreadyListed';
  if (item.leased_in) return 'leased';
  return tradeRefusal(item, now);
}

/**
 * Locks the user's inventory rows (only theirs: another user's id is simply not found), then reads
 * them with their listing. Two statements on purpose: under READ COMMITTED the second one sees a
 * listing that a competing transaction committed while this one waited for the lock.
 */
async function lockItems(tx: Transaction, userId: string, ids: string[], leasedIn: Prisma.Sql): Promise<Map<string, LockedItem>> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT i.id FROM inventory_items i
    WHERE i.id = ANY(${ids}::text[]) AND i.steam_account_id IN (${steamAccountIdsOfSql(userId)})
    ORDER BY i.id
    FOR UPDATE OF i`;
  if (locked.length === 0) return new Map();
  const rows = await tx.$queryRaw<LockedItem[]>`
    SELECT i.id, i.asset_id, i.steam_account_id, i.template_id, i.tradable, i.tradable_after, i.float_value, i.paint_seed, i.stickers,
           a.status::text AS account_status, a.type::text AS account_type,
           ${referenceCents(userId)}::int AS reference_cents,
           l.id AS listing_id, l.status::text AS listing_status, ${leasedIn} AS leased_in
    FROM inventory_items i
    ${ACCOUNT_JOIN}
    ${TEMPLATE_JOIN}
    ${LIVE_LISTING_JOIN}
    WHERE i.id = ANY(${locked.map((row) => row.id)}::text[]) AND NOT ${TRADED_AWAY}`;
  return new Map(rows.map((row) => [row.id, row]));
}

async function ensureSteamAccount(tx: Transaction, userId: string) {
  if (!(await hasSteamAccount(tx, userId))) throw new NoUsableSteamAccountError();
}

/** Stickers of an asset in the listing's shape (names and icons from the catalogue when it knows them). */
async function listingStickers(tx: Transaction, stickers: unknown): Promise<Prisma.InputJsonValue> {
  const list = Array.isArray(stickers) ? (stickers as { slot?: number; name?: string; wear?: number | null }[]) : [];
  if (list.length === 0) return [];
  const hashNames = list.map((sticker) => `Sticker | ${sticker.name ?? ''}`);
  const known = await templatesByHashNames(hashNames, { hashName: true, nameEn: true, nameZh: true, iconUrl: true }, tx);
  const byHash = new Map(known.map((template) => [template.hashName, template]));
  return list.map((sticker, index) => {
    const template = byHash.get(hashNames[index]);
    return {
      hashName: template?.hashName ?? hashNames[index],
      nameEn: template?.nameEn ?? sticker.name ?? '',
      nameZh: template?.nameZh ?? sticker.name ?? '',
      slot: sticker.slot ?? index,
      wear: sticker.wear ?? null,
      iconUrl: template?.iconUrl ?? null,
    };
  });
}

/** A seller's listing, unlisting and repricing of inventory items (see the top of this file). */
export class SellingService {
  constructor(
    private readonly now: () => Date,
    private readonly listings: ListingService,
    /** the buy orders a listing fills at once; none: listings only go on the market */
    private readonly buyOrders: () => BuyOrderDesk | undefined = () => undefined,
    /** the leases: a rented asset cannot be sold; none: no asset is on lease */
    private readonly leases: () => InventoryLeases | undefined = () => undefined,
  ) {}

  /** The condition that the asset `i` is on lease to its holder (InventoryLeases). */
  private leasedIn(): Prisma.Sql {
    return leasedInOf(this.leases());
  }

  /** Listings just made or repriced fill the buy orders that take them (BuyOrderDesk.fillListings). */
  private async offerToBuyOrders(
    tx: Prisma.TransactionClient,
    listings: readonly { id: string; inventoryItemId: string | null }[],
  ): Promise<(SoldToBuyOrder & { inventoryItemId: string })[]> {
    const desk = this.buyOrders();
    if (!desk || listings.length === 0) return [];
    const sold = await desk.fillListings(
      tx,
      listings.map((listing) => listing.id),
    );
    const itemOf = new Map(listings.map((listing) => [listing.id, listing.inventoryItemId ?? '']));
    return sold.map((fill) => ({ ...fill, inventoryItemId: itemOf.get(fill.listingId) ?? '' }));
  }

  /**
   * Lists inventory items at a typed price or at the reference price times a multiplier. A price under
   * STEP_UP_PRICE_PERCENT of the reference needs a freshly verified session, or nothing is listed.
   */
  async listItems(seller: Viewer, requests: readonly PriceRequest[], options: SellingOptions = {}): Promise<SellingResult> {
    const userId = seller.user.id;
    const ids = uniqueIds(
      requests.map((request) => request.inventoryItemId),
      'selling.nothingSelected',
    );
    checkPriceInputs(requests);
    const now = this.now();
    const requestById = new Map(requests.map((request) => [request.inventoryItemId, request]));

    const request = { userId, key: options.idempotencyKey, operation: 'inventory.list', params: priceParams(requests), now };
    return idempotent(request, async (tx) => {
      await ensureSteamAccount(tx, userId);
      const items = await lockItems(tx, userId, ids, this.leasedIn());
      const outcome: SellingResult = { succeeded: [], failures: [], lowered: [] };
      const rows: NewListing[] = [];
      for (const id of ids) {
        const item = items.get(id);
        const fail = (reason: SellingFailureReason, minimumCents?: number) => outcome.failures.push({ inventoryItemId: id, reason, minimumCents });
        const refusal = saleRefusal(item, now);
        if (refusal || !item || item.template_id === null || item.reference_cents === null) fail(refusal ?? 'unknownItem');
        else {
          const price = priceOf(requestById.get(id)!, item.reference_cents);
          if ('failure' in price) {
            fail(price.failure);
            continue;
          }
          const checked = checkPrice(price.priceCents, item.reference_cents);
          if (!checked.ok) {
            fail('priceTooLow', checked.minimumCents);
            continue;
          }
          if (needsStepUpForPrice(checked.priceCents, item.reference_cents)) requireStepUpFor(seller, 'priceUnderReference', now);
          if (checked.lowered) outcome.lowered.push({ inventoryItemId: id, priceCents: checked.priceCents });
          rows.push({
            templateId: item.template_id,
            sellerId: userId,
            inventoryItemId: id,
            priceCents: checked.priceCents,
            floatValue: item.float_value,
            paintSeed: item.paint_seed,
            stickers: await listingStickers(tx, item.stickers),
            autoDelivery: item.account_type === 'ROBOT',
            createdAt: now,
          });
          outcome.succeeded.push(id);
        }
      }
      // the listing module's LIST (the market figures follow); its one-live-listing-per-asset index stands behind the row locks
      const created = await this.listings.apply(tx, { event: 'LIST', listings: rows });
      const priceOfItem = new Map(rows.map((row) => [row.inventoryItemId, row.priceCents]));
      outcome.listings = created.flatMap((listing) =>
        listing.inventoryItemId === null
          ? []
          : [{ inventoryItemId: listing.inventoryItemId, listingId: listing.id, priceCents: priceOfItem.get(listing.inventoryItemId) ?? 0 }],
      );
      outcome.soldToBuyOrders = await this.offerToBuyOrders(tx, created);
      await reportOutcome(tx, userId, 'itemsListed', 'listingFailed', outcome);
      return outcome;
    });
  }

  /**
   * Sells inventory items straight to the best buy orders of their items ("sell to buy order"): each
   * item must be listable under the same rules as listItems, and goes to the best buy order
   * it meets that pays at least the price the seller saw (`priceCents`); it is sold in an order of
   * its own at that buy order's price. An item no buy order takes at that price any more is a failure
   * (noBuyOrder) and stays in the inventory.
   */
  async sellToBuyOrders(
    userId: string,
    requests: readonly { inventoryItemId: string; priceCents: number }[],
    options: SellingOptions = {},
  ): Promise<SellingResult> {
    const ids = uniqueIds(
      requests.map((request) => request.inventoryItemId),
      'selling.nothingSelected',
    );
    // the price the seller saw is the least they sell for: required, never "whatever the best buy order pays"
    if (requests.some((request) => !Number.isSafeInteger(request.priceCents) || request.priceCents <= 0)) {
      throw new ValidationError('price', 'selling.priceInvalid');
    }
    checkPriceInputs(requests);
    const desk = this.buyOrders();
    if (!desk) throw new Error('selling to buy orders needs the buy order module');
    const now = this.now();
    const seenPrice = new Map(requests.map((request) => [request.inventoryItemId, request.priceCents]));
    const params = requests.map((request) => ({ inventoryItemId: String(request.inventoryItemId), priceCents: request.priceCents }));
    return idempotent({ userId, key: options.idempotencyKey, operation: 'inventory.sellToBuyOrder', params, now }, async (tx) => {
      await ensureSteamAccount(tx, userId);
      const items = await lockItems(tx, userId, ids, this.leasedIn());
      const outcome: SellingResult = { succeeded: [], failures: [], lowered: [], soldToBuyOrders: [] };
      for (const id of ids) {
        const item = items.get(id);
        const fail = (reason: SellingFailureReason, minimumCents?: number) => outcome.failures.push({ inventoryItemId: id, reason, minimumCents });
        const refusal = saleRefusal(item, now);
        if (refusal || !item || item.template_id === null || item.reference_cents === null) fail(refusal ?? 'unknownItem');
        // the buy order pays at least what the seller saw: that must clear the listing floor, as a listing's price must
        else if ((seenPrice.get(id) ?? 0) < floorCents(item.reference_cents)) fail('priceTooLow', floorCents(item.reference_cents));
        else {
          const stickers = await listingStickers(tx, item.stickers);
          const templateId = item.template_id;
          const asset: OfferedAsset = {
            templateId,
            sellerId: userId,
            floatValue: item.float_value,
            paintSeed: item.paint_seed,
            stickerHashNames: (stickers as { hashName: string }[]).map((sticker) => sticker.hashName),
          };
          const sold = await desk.sellTo(tx, asset, seenPrice.get(id) ?? 0, async (priceCents) => {
            const [listing] = await this.listings.apply(tx, {
              event: 'LIST',
              listings: [
                {
                  templateId,
                  sellerId: userId,
                  inventoryItemId: id,
                  priceCents,
                  floatValue: item.float_value,
                  paintSeed: item.paint_seed,
                  stickers,
                  autoDelivery: item.account_type === 'ROBOT',
                  origin: 'BUY_ORDER',
                  createdAt: now,
                },
              ],
            });
            return listing.id;
          });
          if (!sold) fail('noBuyOrder');
          else {
            outcome.succeeded.push(id);
            outcome.soldToBuyOrders!.push({ ...sold, inventoryItemId: id });
          }
        }
      }
      if (outcome.failures.length > 0) await postMessage(tx, userId, 'INVENTORY', 'listingFailed', { count: outcome.failures.length });
      return outcome;
    });
  }

  /** Takes the items' listings off the market. The conditional update also decides a race with a purchase: one wins. */
  async unlistItems(userId: string, inventoryItemIds: readonly unknown[], options: SellingOptions = {}): Promise<SellingResult> {
    const ids = uniqueIds(inventoryItemIds, 'selling.nothingSelectedUnlist');
    return idempotent({ userId, key: options.idempotencyKey, operation: 'inventory.unlist', params: ids, now: this.now() }, (tx) =>
      this.unlist(tx, userId, ids),
    );
  }

  /**
   * Takes one listing of the seller's off the market, named by its id (the partner API's
   * /listings/{id}): only that listing, never a later one of the same asset (then it is not listed).
   */
  async unlistListing(userId: string, listing: { listingId: string; inventoryItemId: string }): Promise<SellingResult> {
    return transaction((tx) => this.unlist(tx, userId, [listing.inventoryItemId], [listing.listingId]));
  }

  /** Closes the seller's live listings of the items (of these listings only, when named); the others are reserved or not listed. */
  private async unlist(tx: Prisma.TransactionClient, userId: string, ids: string[], listingIds?: string[]): Promise<SellingResult> {
    const where = listingIds ? { listingIds } : { inventoryItemIds: ids };
    const closed = await this.listings.apply(tx, { event: 'DELIST', where, sellerId: userId });
    const done = new Set(closed.map((row) => row.inventoryItemId));
    const reserved = await reservedAssets(
      tx,
      userId,
      ids.filter((id) => !done.has(id)),
      listingIds,
    );
    const outcome: SellingResult = {
      succeeded: ids.filter((id) => done.has(id)),
      failures: ids
        .filter((id) => !done.has(id))
        .map((id) => ({ inventoryItemId: id, reason: reserved.has(id) ? ('reserved' as const) : ('notListed' as const) })),
      lowered: [],
    };
    if (outcome.succeeded.length > 0) await postMessage(tx, userId, 'INVENTORY', 'itemsUnlisted', { count: outcome.succeeded.length });
    return outcome;
  }

  /** Changes the price of listed items: typed, or the reference price times a multiplier; under the step-up share as listItems. */
  async repriceItems(seller: Viewer, requests: readonly PriceRequest[], options: SellingOptions = {}): Promise<SellingResult> {
    const userId = seller.user.id;
    const ids = uniqueIds(
      requests.map((request) => request.inventoryItemId),
      'selling.nothingSelectedReprice',
    );
    checkPriceInputs(requests);
    const requestById = new Map(requests.map((request) => [request.inventoryItemId, request]));
    const now = this.now();
    const request = { userId, key: options.idempotencyKey, operation: 'inventory.reprice', params: priceParams(requests), now };
    return idempotent(request, async (tx) => {
      const items = await lockItems(tx, userId, ids, this.leasedIn());
      const outcome: SellingResult = { succeeded: [], failures: [], lowered: [] };
      const changes: { listingId: string; priceCents: number; inventoryItemId: string }[] = [];
      for (const id of ids) {
        const item = items.get(id);
        const named = requestById.get(id)!.listingId;
        if (!item) outcome.failures.push({ inventoryItemId: id, reason: 'notFound' });
        else if (named !== undefined && item.listing_id !== named) outcome.failures.push({ inventoryItemId: id, reason: 'notListed' });
        else if (item.listing_status === 'RESERVED') outcome.failures.push({ inventoryItemId: id, reason: 'reserved' });
        else if (!item.listing_id || item.listing_status !== 'ON_SALE' || item.reference_cents === null)
          outcome.failures.push({ inventoryItemId: id, reason: 'notListed' });
        else {
          const price = priceOf(requestById.get(id)!, item.reference_cents);
          if ('failure' in price) {
            outcome.failures.push({ inventoryItemId: id, reason: price.failure });
            continue;
          }
          const checked = checkPrice(price.priceCents, item.reference_cents);
          if (!checked.ok) {
            outcome.failures.push({ inventoryItemId: id, reason: 'priceTooLow', minimumCents: checked.minimumCents });
            continue;
          }
          if (needsStepUpForPrice(checked.priceCents, item.reference_cents)) requireStepUpFor(seller, 'priceUnderReference', now);
          if (checked.lowered) outcome.lowered.push({ inventoryItemId: id, priceCents: checked.priceCents });
          changes.push({ listingId: item.listing_id, priceCents: checked.priceCents, inventoryItemId: id });
        }
      }
      if (changes.length > 0) {
        const updated = await this.listings.reprice(tx, userId, changes);
        const done = new Set(updated.map((row) => row.inventoryItemId));
        for (const change of changes) {
          if (done.has(change.inventoryItemId)) outcome.succeeded.push(change.inventoryItemId);
          else outcome.failures.push({ inventoryItemId: change.inventoryItemId, reason: 'notListed' });
        }
        outcome.soldToBuyOrders = await this.offerToBuyOrders(tx, updated);
      }
      return outcome;
    });
  }

  /**
   * The user's inventory item of each of these Steam asset ids (the partner API names assets by them),
   * by asset id: the newest sighting of an asset wins; another user's asset, or one never seen, is left out.
   */
  async itemIdsOfAssets(userId: string, assetIds: readonly string[]): Promise<Map<string, string>> {
    const found = await db().inventoryItem.findMany({
      where: { assetId: { in: [...new Set(assetIds)] }, steamAccount: { userId } },
      select: { id: true, assetId: true },
      orderBy: [{ firstSeenAt: 'desc' }, { id: 'asc' }],
    });
    const itemOfAsset = new Map<string, string>();
    for (const item of found) if (!itemOfAsset.has(item.assetId)) itemOfAsset.set(item.assetId, item.id);
    return itemOfAsset;
  }

  /**
   * The user's assets as offering them for rent sees them (api/modules/lease), in the caller's
   * transaction: each id's rows are locked as a listing locks them (another user's id is not found),
   * then checked by the rules listing checks, except that an asset on sale may be offered too; one
   * held for a buyer's unpaid order or sold to an order still open is `reserved`. With no bound
   * account at all: NoUsableSteamAccountError, as listing.
   */
  async leasableAssets(tx: Prisma.TransactionClient, userId: string, ids: readonly string[]): Promise<Map<string, LeasableAsset | { refusal: LeaseRefusal }>> {
    await ensureSteamAccount(tx, userId);
    const items = await lockItems(tx, userId, [...new Set(ids)], this.leasedIn());
    const now = this.now();
    const answer = new Map<string, LeasableAsset | { refusal: LeaseRefusal }>();
    for (const id of ids) {
      const item = items.get(id);
      if (!item) answer.set(id, { refusal: 'notFound' });
      else if (item.template_id === null || item.reference_cents === null) answer.set(id, { refusal: 'unknownItem' });
      else if (item.listing_id && item.listing_status !== 'ON_SALE') answer.set(id, { refusal: 'reserved' });
      else if (item.leased_in) answer.set(id, { refusal: 'leased' });
      else {
        const refusal = tradeRefusal(item, now);
        if (refusal) answer.set(id, { refusal });
        else {
          answer.set(id, {
            inventoryItemId: id,
            templateId: item.template_id,
            steamAccountId: item.steam_account_id,
            assetId: item.asset_id,
            floatValue: item.float_value,
            paintSeed: item.paint_seed,
            stickers: await listingStickers(tx, item.stickers),
            referenceCents: item.reference_cents,
            onSale: item.listing_status === 'ON_SALE',
          });
        }
      }
    }
    return answer;
  }
}

async function reportOutcome(tx: Transaction, userId: string, successKind: string, failureKind: string, outcome: SellingResult) {
  if (outcome.succeeded.length > 0) await postMessage(tx, userId, 'INVENTORY', successKind, { count: outcome.succeeded.length });
  if (outcome.failures.length > 0) await postMessage(tx, userId, 'INVENTORY', failureKind, { count: outcome.failures.length });
}
