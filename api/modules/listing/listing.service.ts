// The listing module (docs/architecture.md): the one owner of a listing's state. Every change of a listing's
// status (and of sold_at, which goes with SOLD) is `ListingService.apply`, which follows the table
// of listingStateMachine.ts; creating listings is its LIST event. Other domains call it in their own
// transactions: selling lists and unlists (inventory), a purchase reserves and its order sells,
// releases, restores or takes down (order), an inventory refresh and a Steam account's unbinding or
// standing take listings off the market (inventory, steam). A test (tests/unit/listingStateOwner.test.ts)
// fails when code outside this folder writes a listing's status.
//
// Every change is one conditional UPDATE (… WHERE <selection> AND status IN (<the event's from>)):
// the row's status is the lock, so of two racing requests (an unlisting and a purchase, two purchases)
// exactly one changes a row; the answer lists the rows that changed, and a caller compares it with
// what it asked for to see a race it lost. The market figures of the items whose listings changed
// are recomputed in the same transaction, right after the change (the market's recount, given by services.ts).
//
// services.ts builds the one ListingService with the app's clock (a change's updated_at, a sale's
// sold_at) and the inventory items' SQL its statements join, and hands it to the services that list,
// sell and close listings; a purchase locks its listings here too (`lockForPurchase`).
import { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRows } from '../../db/sql.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
import { itemTemplateJoin } from '../catalog/catalog.service.ts';
import type { EventLog } from '../events/events.service.ts';
import { AlreadyListedError } from './listing.errors.ts';
import { LISTING_TRANSITIONS, LIVE_LISTING_STATES, type ListingEvent, type ListingState } from './listingStateMachine.ts';

export { LISTING_EVENTS, LISTING_STATES, LISTING_TRANSITIONS, LIVE_LISTING_STATES, listingTransitionOf } from './listingStateMachine.ts';
export type { ListingEvent, ListingState, ListingTransitionRow } from './listingStateMachine.ts';
// what other modules read of listings: an item's page of them, the trades, a seller's own, and the SQL
// their statements join listings by (the market figures, an asset's live listing, the reference price)
export {
  itemListingsPage,
  listingCountSql,
  listingPartSql,
  MAX_STICKER_SUGGESTIONS,
  stickersOnSale,
  type ItemListingsPage,
  type ListingQuery,
  type ListingRow,
  type StickerOnSale,
} from './itemListings.ts';
export {
  decodeListingCursor,
  encodeListingCursor,
  LISTING_SORTS,
  type ListingCursor,
  type ListingFilter,
  type ListingFilterInput,
  type ListingSort,
  MAX_PAINT_SEED,
  MAX_STICKER_LENGTH,
  parseListingFilter,
  parseListingSort,
} from './listingFilter.ts';
export { latestListingsOnSale, reservedAssets, sellerListing, sellerListings } from './listingReads.ts';
export { liveListingJoin, marketFiguresSql, someListingOfItem } from './listingSql.ts';
export { itemReferencePriceSql, referencePrices, referencePriceSql } from './referencePrice.ts';
export {
  basketAverages,
  bestSellingTemplates,
  dailySalesOf,
  mostTradedTemplates,
  type PriceMoveRow,
  priceMoves,
  type SalesWindow,
  tradedTemplateCount,
  turnoverByMarketDay,
} from './sales.ts';

type Tx = Prisma.TransactionClient;

/** A listing to create (LIST): on sale at once. */
export type NewListing = {
  templateId: number;
  sellerId: string;
  priceCents: number;
  floatValue?: number | null;
  paintSeed?: number | null;
  stickers?: Prisma.InputJsonValue;
  autoDelivery?: boolean;
  /** the asset it sells (the seller's inventory item); none for the demo market's and the tests' listings */
  inventoryItemId?: string | null;
  /** BUY_ORDER: made to sell the asset straight to a buy order, never on the market (MARKET when absent) */
  origin?: 'MARKET' | 'BUY_ORDER';
  createdAt?: Date;
};

/** Which listings an event applies to: by id, by their assets, or every listing of a Steam account's assets. */
export type ListingSelection = { listingIds: readonly string[] } | { inventoryItemIds: readonly string[] } | { steamAccountId: string };

export type ListingTransition =
  | { event: 'LIST'; listings: readonly NewListing[] }
  | {
      event: Exclude<ListingEvent, 'LIST'>;
      where: ListingSelection;
      /** only the listings of this seller (the seller's own requests) */
      sellerId?: string;
      /** narrows the states the table applies the event to (a guard of the caller's: e.g. SELL only ON_SALE) */
      expect?: readonly ListingState[];
      /** the transition's time (updated_at, and sold_at for SELL); the clock's now when absent (an order passes the time of its own change) */
      now?: Date;
    };

/** Recomputes the market figures of these items in the caller's transaction (the market module's refreshMarketStats). */
export type MarketRecount = (tx: Tx, templateIds: readonly number[]) => Promise<void>;

/** Why listings left the market or changed their terms: sold, taken off (unlisted, gone, taken down), repriced. */
export type OffSaleReason = 'LISTING_SOLD' | 'LISTING_DELISTED' | 'LISTING_REPRICED';

/**
 * Told, in the changing transaction, of listings that stopped being on sale at the terms they had
 * (the bargain module ends their offers; the lease module ends the offers for rent of the assets sold),
 * with the assets (inventory item ids) of those that have one.
 */
export type OffSaleListener = (tx: Tx, listingIds: readonly string[], reason: OffSaleReason, inventoryItemIds: readonly string[]) => Promise<void>;

/** A listing an event changed (or created), as the event left it. */
export type ChangedListing = { id: string; inventoryItemId: string | null; templateId: number; status: ListingState; sellerId: string };

/**
 * A listing locked for a purchase (ListingService.lockForPurchase), with what its order copies of it:
 * its item's asset and Steam account (none without an inventory item) and its template's name.
 */
export type ListingForPurchase = {
  id: string;
  sellerId: string;
  status: ListingState;
  priceCents: number;
  templateId: number;
  floatValue: number | null;
  paintSeed: number | null;
  /** JSON text */
  stickers: string | null;
  assetId: string | null;
  sellerSteamAccountId: string | null;
  hashName: string;
};

/**
 * The inventory items' SQL a listing's statements join (api/modules/inventory owns the table and
 * depends on this module; services.ts gives it): `leftJoin(itemId)` LEFT JOINs the item as `i`
 * (asset_id, steam_account_id); `idsOfAccount(steamAccountId)` selects the ids of a Steam account's items.
 */
export type InventoryItemSql = {
  leftJoin: (itemId: Prisma.Sql) => Prisma.Sql;
  idsOfAccount: (steamAccountId: string) => Prisma.Sql;
};

/** The SQL literal of a state (from the table's constants only). */
const stateLiteral = (state: ListingState) => sqlConstant(state);

function selectionSql(selection: ListingSelection, items: InventoryItemSql): Prisma.Sql | null {
  if ('listingIds' in selection) {
    return selection.listingIds.length === 0 ? null : Prisma.sql`l.id = ANY(${[...selection.listingIds]}::text[])`;
  }
  if ('inventoryItemIds' in selection) {
    return selection.inventoryItemIds.length === 0 ? null : Prisma.sql`l.inventory_item_id = ANY(${[...selection.inventoryItemIds]}::text[])`;
  }
  return Prisma.sql`l.inventory_item_id IN (${items.idsOfAccount(selection.steamAccountId)})`;
}

/** Every change of listings: created, moved between states, repriced (see the top of this file). */
export class ListingService {
  private readonly offSaleListeners: OffSaleListener[] = [];

  constructor(
    private readonly now: () => Date,
    private readonly events: EventLog,
    /** every change of a listing's state or price recounts its item's market figures before the commit */
    private readonly recountMarket: MarketRecount,
    /** the inventory items' SQL a statement joins (an account's items, a purchase's items) */
    private readonly inventoryItems: InventoryItemSql,
  ) {}

  /** Registers a listener told of every listing sold, taken off the market or repriced, in that change's transaction. */
  whenOffSale(listener: OffSaleListener): void {
    this.offSaleListeners.push(listener);
  }

  private async tellOffSale(tx: Tx, listings: readonly { id: string; inventoryItemId: string | null }[], reason: OffSaleReason): Promise<void> {
    if (listings.length === 0) return;
    const ids = listings.map((listing) => listing.id);
    const assets = listings.flatMap((listing) => (listing.inventoryItemId === null ? [] : [listing.inventoryItemId]));
    for (const listener of this.offSaleListeners) await listener(tx, ids, reason, assets);
  }

  /**
   * Applies `transition` in the caller's transaction (see the top of this file) and answers the
   * listings it changed: those selected that were in a state the event applies to (and the seller's,
   * with `sellerId`); LIST answers the listings it created, or throws AlreadyListedError when an asset
   * already has a live listing.
   */
  async apply(tx: Tx, transition: ListingTransition): Promise<ChangedListing[]> {
    if (transition.event === 'LIST') {
      if (transition.listings.length === 0) return [];
      const created = await tx.listing
        .createManyAndReturn({
          data: transition.listings.map((listing) => ({ ...listing, stickers: listing.stickers ?? [], status: 'ON_SALE' as const })),
          select: { id: true, inventoryItemId: true, templateId: true, status: true, sellerId: true },
        })
        .catch((error: unknown) => {
          // the partial unique index (one live listing per asset) stands behind the callers' row locks
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AlreadyListedError();
          throw error;
        });
      await this.recountMarket(
        tx,
        created.map((listing) => listing.templateId),
      );
      await this.announce(tx, 'LIST', created);
      return created;
    }

    const row = LISTING_TRANSITIONS[transition.event];
    const from = transition.expect ? row.from.filter((state) => transition.expect!.includes(state)) : row.from;
    const selection = selectionSql(transition.where, this.inventoryItems);
    if (!selection || from.length === 0) return [];
    const at = transition.now ?? this.now();
    // back on the market, unless the seller listed the same asset again meanwhile (one live listing per asset)
    const status =
      row.to === 'ON_SALE_UNLESS_RELISTED'
        ? Prisma.sql`CASE WHEN l.origin = 'BUY_ORDER' THEN ${stateLiteral('DELISTED')}::listing_status
                     WHEN l.inventory_item_id IS NOT NULL AND EXISTS (
                       SELECT 1 FROM listings other WHERE other.inventory_item_id = l.inventory_item_id AND other.id <> l.id
                         AND other.status IN (${sqlConstants(LIVE_LISTING_STATES)}))
                     THEN ${stateLiteral('DELISTED')}::listing_status ELSE ${stateLiteral('ON_SALE')}::listing_status END`
        : stateLiteral(row.to);
    const soldAt = row.soldAt === 'SET' ? Prisma.sql`, sold_at = ${at}::timestamp` : row.soldAt === 'CLEAR' ? Prisma.sql`, sold_at = NULL` : Prisma.empty;
    const seller = transition.sellerId !== undefined ? Prisma.sql` AND l.seller_id = ${transition.sellerId}` : Prisma.empty;
    const changed = await sqlRows<ChangedListing>(
      tx,
      Prisma.sql`
      UPDATE listings l SET status = ${status}, updated_at = ${at}::timestamp${soldAt}
      WHERE ${selection} AND l.status IN (${Prisma.join(from.map(stateLiteral))})${seller}
      RETURNING l.id, l.inventory_item_id AS "inventoryItemId", l.template_id AS "templateId", l.status::text AS status, l.seller_id AS "sellerId"`,
    );
    await this.recountMarket(
      tx,
      changed.map((listing) => listing.templateId),
    );
    await this.announce(tx, transition.event, changed);
    const off = changed.filter((listing) => listing.status === 'SOLD' || listing.status === 'DELISTED');
    await this.tellOffSale(tx, off, transition.event === 'SELL' ? 'LISTING_SOLD' : 'LISTING_DELISTED');
    return changed;
  }

  /**
   * Locks a purchase's listings in the caller's transaction (in id order, so two buyers of the same
   * listings queue instead of deadlocking) and reads them as the last committed change left them,
   * with their items and templates in the same statement (the purchase's hot path). Missing ids are
   * not in the answer.
   */
  async lockForPurchase(tx: Tx, ids: readonly string[]): Promise<Map<string, ListingForPurchase>> {
    // rows are locked as the sort hands them over; a row another transaction changed meanwhile is read
    // again, as that transaction left it, once its lock is released
    const rows = await sqlRows<ListingForPurchase>(
      tx,
      Prisma.sql`SELECT l.id, l.seller_id AS "sellerId", l.status::text AS status, l.price_cents AS "priceCents", l.template_id AS "templateId",
              l.float_value AS "floatValue", l.paint_seed AS "paintSeed", l.stickers::text AS stickers,
              i.asset_id AS "assetId", i.steam_account_id AS "sellerSteamAccountId", t.hash_name AS "hashName"
       FROM listings l
       ${itemTemplateJoin(Prisma.sql`l.template_id`)}
       ${this.inventoryItems.leftJoin(Prisma.sql`l.inventory_item_id`)}
       WHERE l.id = ANY(${[...ids]}::text[])
       ORDER BY l.id
       FOR UPDATE OF l`,
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Each changed listing's event, seen by its seller. */
  private announce(tx: Tx, event: ListingEvent, changed: readonly ChangedListing[]): Promise<void> {
    return this.events.append(
      tx,
      changed.map((listing) => ({
        type: 'listing.transitioned' as const,
        aggregateId: listing.id,
        audience: [listing.sellerId],
        payload: { listingId: listing.id, templateId: listing.templateId, event, status: listing.status },
      })),
    );
  }

  /**
   * New prices of the seller's listings on sale (a RESERVED, SOLD or DELISTED listing keeps its price:
   * it is not in the answer); the market figures follow in the same transaction.
   */
  async reprice(
    tx: Tx,
    sellerId: string,
    changes: readonly { listingId: string; priceCents: number }[],
  ): Promise<{ id: string; inventoryItemId: string | null; templateId: number }[]> {
    if (changes.length === 0) return [];
    const updated = await tx.$queryRaw<{ id: string; inventoryItemId: string | null; templateId: number; priceCents: number }[]>`
      UPDATE listings l SET price_cents = change.price, updated_at = ${this.now()}
      FROM (SELECT unnest(${changes.map((c) => c.listingId)}::text[]) AS id, unnest(${changes.map((c) => c.priceCents)}::int[]) AS price) change
      WHERE l.id = change.id AND l.status = ${stateLiteral('ON_SALE')} AND l.seller_id = ${sellerId}
      RETURNING l.id, l.inventory_item_id AS "inventoryItemId", l.template_id AS "templateId", l.price_cents AS "priceCents"`;
    await this.recountMarket(
      tx,
      updated.map((listing) => listing.templateId),
    );
    // each repriced listing's event, seen by its seller (their sell page and inventory show the new price)
    await this.events.append(
      tx,
      updated.map((listing) => ({
        type: 'listing.repriced' as const,
        aggregateId: listing.id,
        audience: [sellerId],
        payload: { listingId: listing.id, templateId: listing.templateId, priceCents: listing.priceCents },
      })),
    );
    await this.tellOffSale(tx, updated, 'LISTING_REPRICED');
    return updated;
  }

  /** Whether the listings on sale of a Steam account's assets count as auto-delivery (a robot account delivers by itself). */
  async setAutoDeliveryOfAccount(tx: Tx, steamAccountId: string, autoDelivery: boolean): Promise<void> {
    const templates = await tx.$queryRaw<{ template_id: number }[]>`
      UPDATE listings l SET auto_delivery = ${autoDelivery}, updated_at = ${this.now()}
      WHERE l.inventory_item_id IN (${this.inventoryItems.idsOfAccount(steamAccountId)}) AND l.status = ${stateLiteral('ON_SALE')}
      RETURNING l.template_id`;
    await this.recountMarket(
      tx,
      templates.map((row) => row.template_id),
    );
  }

  /** What price offers read of these listings (an unknown id is left out), with `client`; `share` locks them FOR SHARE (offers go side by side, a sale or repricing waits for them). */
  async bargainFacts(client: Tx, listingIds: readonly string[], share = false): Promise<ListingBargainFacts[]> {
    const ids = [...listingIds];
    if (share) {
      return client.$queryRaw<ListingBargainFacts[]>`
        SELECT id, seller_id AS "sellerId", price_cents AS "priceCents", status::text AS status, origin::text AS origin, template_id AS "templateId",
               bargain_enabled AS "bargainEnabled", bargain_min_cents AS "bargainMinCents"
        FROM listings WHERE id = ANY(${ids}::text[]) FOR SHARE`;
    }
    return client.listing.findMany({
      where: { id: { in: ids } },
      select: { id: true, sellerId: true, priceCents: true, status: true, origin: true, templateId: true, bargainEnabled: true, bargainMinCents: true },
    });
  }

  /** Locks these listings (FOR UPDATE, in id order) in the caller's transaction: a price offer accepted, the seller's new bargaining terms. */
  async lockForUpdate(tx: Tx, listingIds: readonly string[]): Promise<void> {
    await tx.$queryRaw`SELECT id FROM listings WHERE id = ANY(${[...listingIds]}::text[]) ORDER BY id FOR UPDATE`;
  }

  /** The seller's bargaining terms of a listing (the bargain module checks them): the switch and their minimum. */
  async setBargainTerms(tx: Tx, listingId: string, terms: { enabled: boolean; minCents: number | null }): Promise<void> {
    await tx.listing.update({ where: { id: listingId }, data: { bargainEnabled: terms.enabled, bargainMinCents: terms.minCents, updatedAt: this.now() } });
  }

  /**
   * The lowest price, at most `maxPriceCents`, of another seller's listing on sale of an item that
   * meets a buy order's terms (the float in [min, max), a paint seed among those, the sticker); null for none.
   */
  async lowestMatchingPrice(
    tx: Tx,
    wanted: {
      templateId: number;
      buyerId: string;
      maxPriceCents: number;
      minFloat: number | null;
      maxFloat: number | null;
      paintSeeds: readonly number[];
      stickerHashName: string | null;
    },
  ): Promise<number | null> {
    const floatValue = { ...(wanted.minFloat !== null && { gte: wanted.minFloat }), ...(wanted.maxFloat !== null && { lt: wanted.maxFloat }) };
    const cheapest = await tx.listing.findFirst({
      where: {
        templateId: wanted.templateId,
        status: 'ON_SALE',
        sellerId: { not: wanted.buyerId },
        priceCents: { lte: wanted.maxPriceCents },
        ...(Object.keys(floatValue).length > 0 && { floatValue }),
        ...(wanted.paintSeeds.length > 0 && { paintSeed: { in: [...wanted.paintSeeds] } }),
        ...(wanted.stickerHashName !== null && { stickers: { array_contains: [{ hashName: wanted.stickerHashName }] } }),
      },
      orderBy: { priceCents: 'asc' },
      select: { priceCents: true },
    });
    return cheapest?.priceCents ?? null;
  }

  /** These listings that are on sale, in id order, with what a buy order's terms look at. */
  async onSaleAssets(tx: Tx, listingIds: readonly string[]): Promise<ListedAsset[]> {
    const listings = await tx.listing.findMany({
      where: { id: { in: [...listingIds] }, status: 'ON_SALE' },
      select: { id: true, templateId: true, sellerId: true, priceCents: true, floatValue: true, paintSeed: true, stickers: true },
      orderBy: { id: 'asc' },
    });
    return listings.map(({ stickers, ...listing }) => ({ ...listing, stickerHashNames: stickerHashNames(stickers) }));
  }

  /**
   * An asset is being rented out (the lease module, in the rent's transaction): its listing on sale
   * ends as an unlisting does (DELIST: its offers end, its seller's listing events follow). Answers
   * false, ending nothing, when the asset is being sold: a listing of it held for a buyer's checkout
   * (RESERVED) or sold (SOLD, its delivery under way); the caller refuses the rent then.
   */
  async endSaleOfRented(tx: Tx, inventoryItemId: string, now: Date): Promise<boolean> {
    // a checkout that reserves it meanwhile holds its row: this waits for it, then sees it RESERVED below
    await this.apply(tx, { event: 'DELIST', where: { inventoryItemIds: [inventoryItemId] }, now });
    const selling = await tx.listing.count({ where: { inventoryItemId, status: { in: ['RESERVED', 'SOLD'] } } });
    return selling === 0;
  }
}

/** A listing as price offers see it: its seller, price, state and origin, and the seller's bargaining terms. */
export type ListingBargainFacts = {
  id: string;
  sellerId: string;
  priceCents: number;
  status: string;
  origin: string;
  templateId: number;
  bargainEnabled: boolean;
  bargainMinCents: number | null;
};

/** A listing on sale as a buy order's terms look at it: its item, seller and price, its float and paint seed, its stickers' hash names. */
export type ListedAsset = Pick<PastListing, 'id' | 'templateId' | 'sellerId' | 'priceCents' | 'floatValue' | 'paintSeed'> & { stickerHashNames: string[] };

/** The hash names of a listing's stickers (`[{ hashName, … }]`). */
function stickerHashNames(stickers: Prisma.JsonValue): string[] {
  if (!Array.isArray(stickers)) return [];
  return stickers.flatMap((sticker) =>
    sticker !== null && typeof sticker === 'object' && !Array.isArray(sticker) && typeof sticker.hashName === 'string' ? [sticker.hashName] : [],
  );
}

/**
 * A listing of the seed's demo history: listed at `createdAt` (LIST) and, when SOLD, sold at
 * `soldAt` (SELL), both in the past.
 */
export type PastListing = {
  id: string;
  templateId: number;
  sellerId: string;
  priceCents: number;
  floatValue: number | null;
  paintSeed: number | null;
  stickers: Prisma.InputJsonValue;
  autoDelivery: boolean;
  inventoryItemId: string | null;
  createdAt: Date | string;
} & ({ status: 'ON_SALE'; soldAt?: null } | { status: 'SOLD'; soldAt: Date | string });

const PAST_LISTINGS_PER_STATEMENT = 5_000;

/**
 * Writes the seed's demo history (prisma/seed): listings that were listed, and sold, at past times,
 * in the states LIST and SELL leave them. Thousands at a time: the rows travel as one JSON parameter
 * per 5,000 (arrays, not objects, to keep the payload small). The caller recomputes the market
 * figures afterwards (the seed does it once for every item).
 */
export async function recordPastListings(tx: Tx, listings: readonly PastListing[]): Promise<void> {
  const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());
  for (let start = 0; start < listings.length; start += PAST_LISTINGS_PER_STATEMENT) {
    const rows = listings.slice(start, start + PAST_LISTINGS_PER_STATEMENT).map((listing) => {
      const soldAt = listing.status === 'SOLD' ? iso(listing.soldAt) : null;
      return [
        listing.id,
        listing.templateId,
        listing.sellerId,
        listing.priceCents,
        listing.floatValue,
        listing.paintSeed,
        listing.stickers,
        listing.autoDelivery,
        listing.status,
        iso(listing.createdAt),
        soldAt ?? iso(listing.createdAt),
        soldAt,
        listing.inventoryItemId,
      ];
    });
    // Prisma keeps DateTime columns as UTC wall time in timestamp(3)
    await tx.$executeRaw`
      INSERT INTO listings (id, template_id, seller_id, price_cents, float_value, paint_seed, stickers, auto_delivery, status,
                            created_at, updated_at, sold_at, inventory_item_id)
      SELECT r->>0, (r->>1)::integer, r->>2, (r->>3)::integer, (r->>4)::double precision, (r->>5)::integer, r->6, (r->>7)::boolean,
             (r->>8)::listing_status, ((r->>9)::timestamptz AT TIME ZONE 'UTC'), ((r->>10)::timestamptz AT TIME ZONE 'UTC'),
             ((r->>11)::timestamptz AT TIME ZONE 'UTC'), r->>12
      FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS input(r, position)
      ORDER BY input.position`;
  }
}
