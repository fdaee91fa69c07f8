// Filling buy orders, in the seller's transaction (SellingService reaches it through BuyOrderDesk):
// the best buy order of an asset is the highest price, then the first placed, among the open,
// unexpired buy orders of its item whose constraints it meets, of another user with a usable
// receiving account (matchingBuyOrders, the one statement of that rule; whether an account can
// receive is the Steam accounts' SQL). Its row is locked for each fill, so a buy order never fills
// past its quantity or its hold.
import { db } from '../../db/client.ts';
import { type Order, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import type { InventoryService } from '../inventory/inventory.service.ts';
import type { BuyOrderDesk, OfferedAsset, SoldToBuyOrder } from '../inventory/selling.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import type { OrderService } from '../order/order.service.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
import { announceBuyOrder, type LockedBuyOrder, type LockedRow } from './buyOrderRows.ts';
import { OPEN_BUY_ORDER_STATES } from './buyOrderStateMachine.ts';
import { refreshBuyOrderStats, topBuyOrderPrices } from './buyOrderStats.ts';
import { unitSplit } from './buyOrderTerms.ts';
import { apply } from './buyOrderTransitions.ts';

type Tx = Prisma.TransactionClient;

/** A pick whose row changed before it was locked is picked again, this many times at most. */
const PICK_ATTEMPTS = 5;

/**
 * The open, unexpired buy orders that take an asset (FROM and WHERE, for the caller's SELECT and
 * ORDER BY): the asset's item, another user's buy order with a usable receiving account, and every
 * constraint met: the float within [min, max), the paint seed among those asked for, the sticker
 * among the asset's. An asset without a float or a seed meets no constraint on it. The one statement
 * of the rule: picking a buy order to fill and pricing an inventory item both read it.
 */
function matchingBuyOrders(
  asset: {
    templateId: Prisma.Sql;
    sellerId: Prisma.Sql;
    floatValue: Prisma.Sql;
    paintSeed: Prisma.Sql;
    stickerHashNames: Prisma.Sql;
    now: Date;
  },
  canReceive: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`FROM buy_orders b
    WHERE b.template_id = ${asset.templateId} AND b.status IN (${sqlConstants(OPEN_BUY_ORDER_STATES)}) AND b.expires_at > ${asset.now}::timestamp
      AND b.buyer_id <> ${asset.sellerId}
      AND (b.min_float IS NULL OR ${asset.floatValue} >= b.min_float) AND (b.max_float IS NULL OR ${asset.floatValue} < b.max_float)
      AND (cardinality(b.paint_seeds) = 0 OR ${asset.paintSeed} = ANY(b.paint_seeds))
      AND (b.sticker_hash_name IS NULL OR b.sticker_hash_name = ANY(${asset.stickerHashNames}))
      AND (b.buyer_trade_url IS NOT NULL OR ${canReceive})`;
}

export type BuyOrderFillsDeps = {
  now: () => Date;
  orders: OrderService;
  events: EventLog;
  lock: (tx: Tx, id: string) => Promise<LockedRow | null>;
  listings: Pick<ListingService, 'onSaleAssets'>;
  inventory: Pick<InventoryService, 'itemsByIds'>;
  steamAccounts: Pick<SteamAccountService, 'usableReceiverSql'>;
};

/** The fills of buy orders (see the top of this file); the buy order service answers with it. */
export class BuyOrderFills implements BuyOrderDesk {
  /** whether a buy order's bound receiving account can receive items now */
  private readonly canReceive: Prisma.Sql;

  constructor(private readonly deps: BuyOrderFillsDeps) {
    this.canReceive = deps.steamAccounts.usableReceiverSql(Prisma.sql`b.buyer_steam_account_id`);
  }

  /**
   * Sells an asset straight from its seller's inventory to its best buy order paying `minPriceCents`
   * or more (the price the seller saw): the buy order is locked, `list` makes the asset's listing at
   * its price, and the unit is filled with it. Null, with nothing listed, when no buy order takes it.
   */
  async sellTo(tx: Tx, asset: OfferedAsset, minPriceCents: number, list: (priceCents: number) => Promise<string>): Promise<SoldToBuyOrder | null> {
    const buyOrder = await this.lockBestMatch(tx, asset, minPriceCents);
    if (!buyOrder) return null;
    const listingId = await list(buyOrder.priceCents);
    const order = await this.fillLocked(tx, buyOrder, listingId);
    // the listing was made in this transaction, on sale, by another user than the buyer: it is bought
    if (!order) throw new Error(`the listing ${listingId} made for buy order ${buyOrder.buyOrderNo} could not be bought`);
    return { listingId, buyOrderNo: buyOrder.buyOrderNo, orderNo: order.orderNo, priceCents: order.priceCents };
  }

  /**
   * Listings just made or repriced (in the caller's transaction, still on sale): each that a buy order
   * takes at its price or more fills the best such buy order at once, at the buy order's price.
   */
  async fillListings(tx: Tx, listingIds: readonly string[]): Promise<SoldToBuyOrder[]> {
    if (listingIds.length === 0) return [];
    const onSale = await this.deps.listings.onSaleAssets(tx, listingIds);
    const tops = await topBuyOrderPrices(
      tx,
      onSale.map((listing) => listing.templateId),
    );
    // only a listing at or below its item's top buy order can fill one
    const listings = onSale.filter((listing) => (tops.get(listing.templateId) ?? -1) >= listing.priceCents);
    const fills: SoldToBuyOrder[] = [];
    for (const listing of listings) {
      const asset: OfferedAsset = {
        templateId: listing.templateId,
        sellerId: listing.sellerId,
        floatValue: listing.floatValue,
        paintSeed: listing.paintSeed,
        stickerHashNames: listing.stickerHashNames,
      };
      const buyOrder = await this.lockBestMatch(tx, asset, listing.priceCents);
      if (!buyOrder) continue;
      const order = await this.fillLocked(tx, buyOrder, listing.id);
      if (order) fills.push({ listingId: listing.id, buyOrderNo: buyOrder.buyOrderNo, orderNo: order.orderNo, priceCents: order.priceCents });
    }
    return fills;
  }

  /**
   * What the best buy order of each of the viewer's inventory items pays (the price a "sell to buy
   * order" would get now), by item id; an item no buy order takes is left out. One statement.
   */
  async bestPricesOf(viewer: Viewer, inventoryItemIds: readonly string[]): Promise<Map<string, number>> {
    if (inventoryItemIds.length === 0) return new Map();
    const items = await this.deps.inventory.itemsByIds(viewer, inventoryItemIds, {
      select: { id: true, templateId: true, floatValue: true, paintSeed: true, stickers: true },
    });
    // an inventory item's stickers are named as its listing would name them (selling.service's listingStickers)
    const assets = items.flatMap((item) =>
      item.templateId === null
        ? []
        : [
            {
              id: item.id,
              template_id: item.templateId,
              float_value: item.floatValue,
              paint_seed: item.paintSeed,
              stickers: stickerHashNamesOf(item.stickers),
            },
          ],
    );
    if (assets.length === 0) return new Map();
    const rows = await db().$queryRaw<{ id: string; price: number | null }[]>`
      SELECT i.id, (SELECT b.price_cents ${matchingBuyOrders(
        {
          templateId: Prisma.sql`i.template_id`,
          sellerId: Prisma.sql`${viewer.user.id}`,
          floatValue: Prisma.sql`i.float_value`,
          paintSeed: Prisma.sql`i.paint_seed`,
          stickerHashNames: Prisma.sql`ARRAY(SELECT jsonb_array_elements_text(i.stickers))`,
          now: this.deps.now(),
        },
        this.canReceive,
      )} ORDER BY b.price_cents DESC, b.created_at, b.id LIMIT 1) AS price
      FROM jsonb_to_recordset(${JSON.stringify(assets)}::jsonb) AS i(id text, template_id int, float_value float8, paint_seed int, stickers jsonb)`;
    return new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.id, row.price] as const])));
  }

  /**
   * Locks the best buy order that takes `asset` at `minPriceCents` or more (see the top of the file),
   * or answers null. The pick is made without a lock and then locked and checked again: a buy order
   * filled, cancelled or expired meanwhile is passed over for the next best.
   */
  private async lockBestMatch(tx: Tx, asset: OfferedAsset, minPriceCents: number): Promise<LockedBuyOrder | null> {
    const now = this.deps.now();
    for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
      const [pick] = await tx.$queryRaw<{ id: string }[]>`
        SELECT b.id ${matchingBuyOrders(
          {
            templateId: Prisma.sql`${asset.templateId}::int`,
            sellerId: Prisma.sql`${asset.sellerId}`,
            floatValue: Prisma.sql`${asset.floatValue}::float8`,
            paintSeed: Prisma.sql`${asset.paintSeed}::int`,
            stickerHashNames: Prisma.sql`${[...asset.stickerHashNames]}::text[]`,
            now,
          },
          this.canReceive,
        )} AND b.price_cents >= ${minPriceCents} ORDER BY b.price_cents DESC, b.created_at, b.id LIMIT 1`;
      if (!pick) return null;
      const locked = await this.deps.lock(tx, pick.id);
      if (
        locked &&
        OPEN_BUY_ORDER_STATES.some((state) => state === locked.status) &&
        locked.filledQuantity < locked.quantity &&
        !locked.expired &&
        locked.buyerSteamId
      ) {
        return { ...locked, buyerSteamId: locked.buyerSteamId };
      }
    }
    return null;
  }

  /**
   * Fills one unit of a locked buy order with a listing on sale: the order is created and paid from
   * the hold at the buy order's price (OrderService.buyFromHold), and the buy order counts the unit
   * (FILL, or FILL_LAST for its last). Answers the order, or null when the listing could not be bought
   * (no longer on sale).
   */
  private async fillLocked(tx: Tx, buyOrder: LockedBuyOrder, listingId: string): Promise<Order | null> {
    const split = unitSplit(buyOrder.priceCents, buyOrder.heldFromDepositCents);
    const order = await this.deps.orders.buyFromHold(tx, {
      listingId,
      buyerId: buyOrder.buyerId,
      receiver: { buyerSteamAccountId: buyOrder.buyerSteamAccountId, buyerSteamId: buyOrder.buyerSteamId, buyerTradeUrl: buyOrder.buyerTradeUrl },
      partnerAppId: buyOrder.partnerAppId,
      merchantOrderNo: buyOrder.merchantOrderNo,
      priceCents: buyOrder.priceCents,
      split,
      source: { buyOrderId: buyOrder.id },
    });
    if (!order) return null;
    const filledQuantity = buyOrder.filledQuantity + 1;
    const status = await apply(tx, {
      event: filledQuantity === buyOrder.quantity ? 'FILL_LAST' : 'FILL',
      id: buyOrder.id,
      unit: { priceCents: buyOrder.priceCents, fromDeposit: split.fromDeposit },
      at: this.deps.now(),
    });
    // the caller may fill it again in this transaction: its copy follows the row
    Object.assign(buyOrder, {
      filledQuantity,
      heldCents: buyOrder.heldCents - buyOrder.priceCents,
      heldFromDepositCents: buyOrder.heldFromDepositCents - split.fromDeposit,
    });
    await refreshBuyOrderStats(tx, [buyOrder.templateId]);
    await announceBuyOrder(this.deps.events, tx, { ...buyOrder, status }, 'filled', order.orderNo);
    await postMessage(tx, buyOrder.buyerId, 'TRADE', 'buyOrderFilled', {
      buyOrderNo: buyOrder.buyOrderNo,
      orderNo: order.orderNo,
      item: buyOrder.hashName,
      amount: (buyOrder.priceCents / 100).toFixed(2),
      filled: filledQuantity,
      quantity: buyOrder.quantity,
    });
    return order;
  }
}

/** An inventory item's stickers (`[{ name, … }]`) by the hash names their listing would carry. */
function stickerHashNamesOf(stickers: Prisma.JsonValue): string[] {
  if (!Array.isArray(stickers)) return [];
  return stickers.flatMap((sticker) =>
    sticker !== null && typeof sticker === 'object' && !Array.isArray(sticker) && typeof sticker.name === 'string' ? [`Sticker | ${sticker.name}`] : [],
  );
}
