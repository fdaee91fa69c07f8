// Buy orders (求购): a buyer's standing bid for one catalogue item, its money held at once.
//
// Money: placing moves price × quantity from the buyer's balance (deposit first) into their HELD
// account (HOLD); each unit a seller fills is an order of its own, paid from the hold (HELD -> escrow
// in the order's PAID transition, api/modules/order), which then lives like any purchase (delivery,
// protection, refunds to the balance); cancelling or expiring moves what is still held back to the
// deposit and withdrawable balances it came from (HOLD_RELEASE). The buy order row keeps how much is
// held and how much of it came from the deposit: a unit spends the deposit part first.
//
// Filling: the best buy order of an asset is the highest price, then the first placed, among the
// open, unexpired buy orders of its item whose constraints it meets, of another user with a usable
// receiving account. A seller sells to it straight from the inventory (SellingService.sellToBuyOrders),
// and a listing made or repriced at or below it fills it at once, at the buy order's price
// (fillListings). The buy order's row is locked for each fill, so a buy order never fills past its
// quantity or its hold; the listing module's one-live-listing-per-asset index and the order module's
// one-open-order-per-listing index make one asset fill one unit once.
//
// Its states follow one table (buyOrderStateMachine.ts, written only by buyOrderTransitions.ts's
// apply); its number, hold and release, expiry and the end of what an unbound account would receive
// are the holding module's lifecycle (api/modules/holding), which price offers share.
import { randomUUID } from 'node:crypto';
import { PRICE_CEILING_PERCENT } from '../../../lib/pricing.ts';
import { floatRangeOf } from '../../../lib/wear.ts';
import { db } from '../../db/client.ts';
import { type BuyOrder, type Order, Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { publicPrisma } from '../../db/replica.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import { transaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CatalogItem, CatalogService } from '../catalog/catalog.service.ts';
import { type Holding, type HoldingEnd, type HoldingReads, holderOf, holdingOf, placeOnce } from '../holding/holding.service.ts';
import type { InventoryService } from '../inventory/inventory.service.ts';
import { type BuyOrderDesk, type OfferedAsset, referencePriceSql, type SoldToBuyOrder } from '../inventory/selling.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import { type OpenCommitments, type OrderService, type PartnerCommitments, parsePartnerPurchase } from '../order/order.service.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
import type { Ledger } from '../wallet/wallet.service.ts';
import { BuyOrderClosedError, BuyOrderItemNotFoundError, BuyOrderNotFoundError, TooManyBuyOrdersError } from './buyOrder.errors.ts';
import { BuyOrderFills } from './buyOrderFilling.ts';
import { buyOrderNumberUsed } from './buyOrderMerchantNo.ts';
import { announceBuyOrder, type BuyOrderChange, buyOrdersDeliveringTo, dueBuyOrders, type LockedRow, lockBuyOrder } from './buyOrderRows.ts';
import { OPEN_BUY_ORDER_STATES } from './buyOrderStateMachine.ts';
import { refreshBuyOrderStats, topBuyOrderPrices } from './buyOrderStats.ts';

/** The buy orders' SQL of the market's statements (MarketService's BuyOrderSql, given by services.ts). */
export { bestOpenBuyOrderSql, buyOrderStatsJoin } from './buyOrderStats.ts';
import { type BuyOrderTermsInput, parseBuyOrderTerms } from './buyOrderTerms.ts';
import { apply } from './buyOrderTransitions.ts';

export type { LockedBuyOrder } from './buyOrderRows.ts';
export { refreshBuyOrderStats } from './buyOrderStats.ts';

type Tx = Prisma.TransactionClient;

/** Most open buy orders one user may have. */
export const BUY_ORDER_MAX_OPEN = 50;
/** Most buy orders an item's book shows. */
export const BUY_ORDER_BOOK_MAX = 50;
export const BUY_ORDER_EXPIRE_JOB = 'buy-order-expire';
export const BUY_ORDER_SWEEP_JOB = 'buy-order-sweep';

export const BUY_ORDER_STATUS_FILTERS = ['ALL', 'OPEN', 'CLOSED'] as const;
export type BuyOrderStatusFilter = (typeof BUY_ORDER_STATUS_FILTERS)[number];

export type PlaceBuyOrderInput = BuyOrderTermsInput & {
  /** the catalogue item's hash name */
  hashName: unknown;
  /** the bound Steam account that receives the items */
  steamAccountId: unknown;
  idempotencyKey?: unknown;
  /** partners only: their own number of the buy order, its idempotency key (instead of idempotencyKey) */
  merchantOrderNo?: unknown;
  /** partners only: a Steam trade URL that receives the items instead of a bound account */
  tradeUrl?: unknown;
};

/** An asset offered to the buy orders of its item: a listing's or an inventory item's traits and its seller. */
export type MatchAsset = OfferedAsset;

export type BuyOrderWithItem = BuyOrder & { template: { hashName: string; nameZh: string; nameEn: string; iconUrl: string | null } };
export type BookEntry = Pick<
  BuyOrder,
  'buyOrderNo' | 'priceCents' | 'quantity' | 'filledQuantity' | 'minFloat' | 'maxFloat' | 'paintSeeds' | 'stickerHashName' | 'createdAt' | 'expiresAt'
>;

/** A fill made by a listing: which listing went to which buy order, and its order. */
export type Fill = SoldToBuyOrder;

export type BuyOrderServiceOptions = {
  now: () => Date;
  jobs: JobQueue;
  ledger: Ledger;
  events: EventLog;
  orders: OrderService;
  /** the catalogue's items, and whether a receiving account can receive (HoldingReads) */
  catalog: Pick<CatalogService, 'itemByHashName' | 'itemsByIds' | 'isSticker'>;
  steamAccounts: Pick<SteamAccountService, 'usableReceivers' | 'usableReceiverSql'>;
  /** the listings a buy order would meet, and those it fills */
  listings: Pick<ListingService, 'lowestMatchingPrice' | 'onSaleAssets'>;
  /** the seller's inventory items a buy order may buy */
  inventory: Pick<InventoryService, 'itemsByIds'>;
  warn?: (error: unknown, message: string) => void;
};

/** The lifecycle of a buy order's money: its number, hold and release, expiry, an unbound receiving account. */
const BUY_ORDER_HOLDING = {
  openStates: OPEN_BUY_ORDER_STATES,
  reference: 'BUY_ORDER',
  keyPrefix: 'buy-order',
  numberPrefix: 'B',
  expireJob: BUY_ORDER_EXPIRE_JOB,
  sweepJob: BUY_ORDER_SWEEP_JOB,
  jobField: 'buyOrderId',
  noun: 'buy order',
} as const;

export class BuyOrderService implements BuyOrderDesk, PartnerCommitments {
  private readonly now: () => Date;
  private readonly orders: OrderService;
  private readonly events: EventLog;
  private readonly catalog: BuyOrderServiceOptions['catalog'];
  private readonly steamAccounts: BuyOrderServiceOptions['steamAccounts'];
  private readonly listings: BuyOrderServiceOptions['listings'];
  private readonly holding: Holding<LockedRow>;
  private readonly fills: BuyOrderFills;

  constructor(options: BuyOrderServiceOptions) {
    this.now = options.now;
    this.events = options.events;
    this.orders = options.orders;
    this.catalog = options.catalog;
    this.steamAccounts = options.steamAccounts;
    this.listings = options.listings;
    const reads: HoldingReads = { catalog: options.catalog, steamAccounts: options.steamAccounts };
    const lock = (tx: Tx, id: string) => lockBuyOrder(tx, reads, id, this.now());
    this.holding = holdingOf(
      BUY_ORDER_HOLDING,
      { ...options, warn: options.warn ?? (() => {}) },
      { lock, end: (tx, row, why) => this.end(tx, row, why), due: dueBuyOrders, deliveringTo: buyOrdersDeliveringTo },
    );
    this.fills = new BuyOrderFills({ ...options, lock });
  }

  /**
   * What the partner app's open buy orders placed since `since` may still buy (the order module's
   * partner daily limits): their unfilled units and the amounts they hold, read with `client`.
   */
  async openCommitments(client: Pick<Tx, '$queryRaw'>, appId: string, since: Date): Promise<OpenCommitments> {
    const [open] = await client.$queryRaw<{ units: bigint; amount: bigint }[]>`
      SELECT coalesce(sum(quantity - filled_quantity), 0)::bigint AS units, coalesce(sum(held_cents), 0)::bigint AS amount
      FROM buy_orders WHERE partner_app_id = ${appId} AND status IN (${sqlConstants(OPEN_BUY_ORDER_STATES)}) AND created_at >= ${since}`;
    return { units: Number(open.units), amountCents: BigInt(open.amount) };
  }

  /** The buyer and merchant order number of buy orders by id (a partner's event feed), those found. */
  async partnerRefs(ids: readonly string[]): Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>> {
    const rows = await db().buyOrder.findMany({ where: { id: { in: [...ids] } }, select: { id: true, buyerId: true, merchantOrderNo: true } });
    return new Map(rows.map((row) => [row.id, { buyerId: row.buyerId, merchantOrderNo: row.merchantOrderNo }]));
  }

  /** The top price of the open buy orders of each of these items (their figures), by item id, read with `client`; an item none wants is left out. */
  topPrices(client: Tx, templateIds: readonly number[]): Promise<Map<number, number>> {
    return topBuyOrderPrices(client, templateIds);
  }

  // -------------------------------------------------------------------------------------------
  // Placing, cancelling, expiring

  /**
   * Places a buy order for the viewer and holds its whole amount from their balance (deposit first).
   * Every refusal is a translated error that changes nothing; the same idempotency key (a partner's
   * merchant order number) answers the first answer again.
   */
  async place(viewer: Viewer, input: PlaceBuyOrderInput): Promise<{ buyOrderNo: string }> {
    const buyerId = viewer.user.id;
    const terms = parseBuyOrderTerms(input);
    const hashName = typeof input.hashName === 'string' ? input.hashName.trim() : '';
    if (!hashName || hashName.length > 200) throw new ValidationError('hashName', 'buyOrder.itemUnknown');
    const steamAccountId = typeof input.steamAccountId === 'string' ? input.steamAccountId.trim() : '';
    const partner = parsePartnerPurchase(viewer, input);
    const now = this.now();
    const params = { hashName, steamAccountId, tradeUrl: partner?.tradeLink?.url ?? null, ...terms };
    const placement = {
      viewer,
      partner,
      idempotencyKey: input.idempotencyKey,
      operation: 'buyOrder.place',
      merchantKeyPrefix: 'buy-order-merchant',
      params,
      now,
      resource: 'buyOrder',
      numberUsed: (client: Tx, merchantOrderNo: string) => buyOrderNumberUsed(client, buyerId, merchantOrderNo, params),
      // the app's daily limits count every unit the buy order may buy
      room: { orders: terms.quantity, amountCents: terms.priceCents * terms.quantity },
      orders: this.orders,
    } as const;

    return placeOnce(placement, async (tx) => {
      const item = await this.catalog.itemByHashName(tx, hashName);
      if (!item) throw new ValidationError('hashName', 'buyOrder.itemUnknown');
      await this.checkTerms(tx, item, await referenceCentsFor(tx, item, buyerId), terms);
      const holder = await holderOf(tx, this.steamAccounts, viewer, steamAccountId, partner);
      // a listing that meets the buy order at or below its price is bought, not bid for: the book never crosses the market
      const cheaper = await this.listings.lowestMatchingPrice(tx, {
        templateId: item.id,
        buyerId,
        maxPriceCents: terms.priceCents,
        minFloat: terms.minFloat,
        maxFloat: terms.maxFloat,
        paintSeeds: terms.paintSeeds,
        stickerHashName: terms.stickerHashName,
      });
      if (cheaper !== null) throw new ValidationError('price', 'buyOrder.listingCheaper', { price: (cheaper / 100).toFixed(2) });

      const buyOrderNo = this.holding.newNumber(now);
      const total = terms.priceCents * terms.quantity;
      // the user's accounts stay locked from here to the commit: their open buy orders are counted under that lock
      const split = await this.holding.hold(tx, { userId: buyerId, no: buyOrderNo, amount: total, part: 'hold' });
      const open = await tx.buyOrder.count({ where: { buyerId, status: { in: [...OPEN_BUY_ORDER_STATES] } } });
      if (open >= BUY_ORDER_MAX_OPEN) throw new TooManyBuyOrdersError(BUY_ORDER_MAX_OPEN);
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + terms.expiresInDays * 86_400_000);
      const { expiresInDays: _days, ...wanted } = terms;
      const status = await apply(tx, {
        event: 'PLACE',
        buyOrder: {
          ...holder,
          ...wanted,
          id,
          buyOrderNo,
          templateId: item.id,
          heldCents: total,
          heldFromDepositCents: split.fromDeposit,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        },
      });
      await refreshBuyOrderStats(tx, [item.id]);
      await this.announce(tx, { id, buyOrderNo, buyerId, status, quantity: terms.quantity, filledQuantity: 0 }, 'placed', null);
      await this.holding.expireAt(tx, id, expiresAt);
      return { buyOrderNo };
    });
  }

  /** The sticker must be a catalogue sticker; the float range must overlap the item's; the price stays under the listing ceiling. */
  private async checkTerms(tx: Tx, item: CatalogItem, referenceCents: number, terms: ReturnType<typeof parseBuyOrderTerms>): Promise<void> {
    const ceiling = Math.floor((referenceCents * PRICE_CEILING_PERCENT) / 100);
    if (terms.priceCents > ceiling) throw new ValidationError('price', 'buyOrder.priceTooHigh', { max: (ceiling / 100).toFixed(2) });
    if (terms.minFloat !== null || terms.maxFloat !== null) {
      const range = floatRangeOf(item);
      if (!range) throw new ValidationError('minFloat', 'buyOrder.floatNotApplicable');
      const low = terms.minFloat ?? 0;
      const high = terms.maxFloat ?? 1;
      if (high <= range[0] || low >= range[1]) {
        throw new ValidationError('minFloat', 'buyOrder.floatOutsideItem', { min: String(range[0]), max: String(range[1]) });
      }
    }
    if (terms.stickerHashName !== null) {
      if (!(await this.catalog.isSticker(tx, terms.stickerHashName))) throw new ValidationError('sticker', 'buyOrder.stickerUnknown');
    }
  }

  /**
   * Cancels the viewer's open buy order: what is still held goes back to the balance. Cancelling one
   * that is cancelled already (a retried request; only its buyer cancels a buy order, by this or by
   * unbinding its receiving account) answers it as it is; a filled or expired one is refused.
   */
  async cancel(viewer: Viewer, buyOrderNo: unknown): Promise<BuyOrderWithItem> {
    const own = await this.findOwn(viewer, buyOrderNo);
    await transaction(async (tx) => {
      const locked = await lockBuyOrder(tx, { catalog: this.catalog, steamAccounts: this.steamAccounts }, own.id, this.now());
      if (locked?.status === 'CANCELLED') return;
      if (!locked || !this.holding.isOpen(locked.status)) throw new BuyOrderClosedError();
      await this.close(tx, locked, 'CANCEL');
    });
    return this.get(viewer, own.buyOrderNo);
  }

  /** The expiry job: closes the buy order when it is still open past its time. */
  expire(buyOrderId: string): Promise<void> {
    return this.holding.expire(buyOrderId);
  }

  /** Each minute: buy orders past their time that are still open (what a lost expiry job would have done). */
  sweep(): Promise<number> {
    return this.holding.sweep();
  }

  /**
   * The receiving Steam account is being unbound (SteamAccountService.whenUnbinding, in that
   * transaction): the open buy orders delivering to it could never fill again; they are cancelled and
   * what they hold goes back to the balance.
   */
  endForAccount(tx: Tx, steamAccountId: string): Promise<void> {
    return this.holding.endForAccount(tx, steamAccountId);
  }

  /** The holding lifecycle's end of an open buy order: past its time (EXPIRE), or its receiving account unbound (CANCEL, and the buyer is told). */
  private async end(tx: Tx, locked: LockedRow, why: HoldingEnd): Promise<void> {
    if (why === 'EXPIRED') return this.close(tx, locked, 'EXPIRE');
    await this.close(tx, locked, 'CANCEL');
    await postMessage(tx, locked.buyerId, 'TRADE', 'buyOrderEndedUnbound', {
      buyOrderNo: locked.buyOrderNo,
      item: locked.hashName,
      amount: (locked.heldCents / 100).toFixed(2),
    });
  }

  /** Closes an open buy order: what is still held goes back to the balances it came from. */
  private async close(tx: Tx, locked: LockedRow, event: 'CANCEL' | 'EXPIRE'): Promise<void> {
    await this.holding.release(tx, {
      userId: locked.buyerId,
      no: locked.buyOrderNo,
      heldCents: locked.heldCents,
      heldFromDepositCents: locked.heldFromDepositCents,
    });
    const status = await apply(tx, { event, id: locked.id, at: this.now() });
    await refreshBuyOrderStats(tx, [locked.templateId]);
    await this.announce(tx, { ...locked, status }, event === 'CANCEL' ? 'cancelled' : 'expired', null);
    if (event === 'EXPIRE') {
      await postMessage(tx, locked.buyerId, 'TRADE', 'buyOrderExpired', {
        buyOrderNo: locked.buyOrderNo,
        item: locked.hashName,
        filled: locked.filledQuantity,
        quantity: locked.quantity,
        amount: (locked.heldCents / 100).toFixed(2),
      });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Filling (in the seller's transaction: SellingService; buyOrderFilling.ts)

  /**
   * Sells an asset straight from its seller's inventory to its best buy order paying `minPriceCents`
   * or more (the price the seller saw). Null, with nothing listed, when no buy order takes it.
   */
  sellTo(tx: Tx, asset: OfferedAsset, minPriceCents: number, list: (priceCents: number) => Promise<string>): Promise<Fill | null> {
    return this.fills.sellTo(tx, asset, minPriceCents, list);
  }

  /** Listings just made or repriced (in the caller's transaction): each that a buy order takes fills the best such buy order at once. */
  fillListings(tx: Tx, listingIds: readonly string[]): Promise<Fill[]> {
    return this.fills.fillListings(tx, listingIds);
  }

  /** What the best buy order of each of the viewer's inventory items pays now, by item id; an item no buy order takes is left out. */
  bestPricesOf(viewer: Viewer, inventoryItemIds: readonly string[]): Promise<Map<string, number>> {
    return this.fills.bestPricesOf(viewer, inventoryItemIds);
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  /** The viewer's buy orders, newest first, loaded with `query` (the item by default). */
  async list<Q extends BuyOrderQuery = typeof WITH_ITEM>(
    viewer: Viewer,
    status: BuyOrderStatusFilter,
    page: { offset: number; limit: number },
    query: Q = WITH_ITEM as Q,
  ): Promise<{ rows: Prisma.BuyOrderGetPayload<Q>[]; total: number }> {
    const where: Prisma.BuyOrderWhereInput = {
      buyerId: viewer.user.id,
      ...(status === 'OPEN' ? { status: { in: [...OPEN_BUY_ORDER_STATES] } } : status === 'CLOSED' ? { status: { notIn: [...OPEN_BUY_ORDER_STATES] } } : {}),
    };
    const [rows, total] = await Promise.all([
      db().buyOrder.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
      db().buyOrder.count({ where }),
    ]);
    return { rows: rows as Prisma.BuyOrderGetPayload<Q>[], total };
  }

  /** One of the viewer's buy orders by its number, loaded with `query`; null for none or another user's. */
  async find<Q extends BuyOrderQuery = typeof WITH_ITEM>(
    viewer: Viewer,
    buyOrderNo: unknown,
    query: Q = WITH_ITEM as Q,
  ): Promise<Prisma.BuyOrderGetPayload<Q> | null> {
    const no = this.holding.numberOf(buyOrderNo);
    if (!no) return null;
    return (await db().buyOrder.findFirst({ ...query, where: { buyOrderNo: no, buyerId: viewer.user.id } })) as Prisma.BuyOrderGetPayload<Q> | null;
  }

  /** One of the viewer's buy orders; another user's is not found. */
  async get<Q extends BuyOrderQuery = typeof WITH_ITEM>(viewer: Viewer, buyOrderNo: unknown, query: Q = WITH_ITEM as Q): Promise<Prisma.BuyOrderGetPayload<Q>> {
    const found = await this.find(viewer, buyOrderNo, query);
    if (!found) throw new BuyOrderNotFoundError();
    return found;
  }

  /** One of the viewer's buy orders by its id (a live event's), loaded with `query`; null for another user's. */
  async byId<Q extends BuyOrderQuery>(viewer: Viewer, id: string, query: Q): Promise<Prisma.BuyOrderGetPayload<Q> | null> {
    return (await db().buyOrder.findFirst({ ...query, where: { id, buyerId: viewer.user.id } })) as Prisma.BuyOrderGetPayload<Q> | null;
  }

  /** Who may fetch a buy order by its global id: its buyer only. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.BuyOrderWhereUniqueInput {
    return { id, buyerId: viewer?.user.id ?? NO_ROW_ID };
  }

  /** The orders that filled one of the viewer's buy orders, newest first. */
  async fillsOf(viewer: Viewer, buyOrderNo: unknown): Promise<Pick<Order, 'orderNo' | 'status' | 'statusDes' | 'priceCents' | 'createdAt'>[]> {
    const own = await this.findOwn(viewer, buyOrderNo);
    return this.orders.ordersOfBuyOrder(own.id);
  }

  /**
   * The buy-order book of an item named by its hash name: its figures and its best open buy orders;
   * not found for an unknown item. A public read (anyone may read it; no buyer is named): the
   * replica's while it is usable (api/db/replica.ts).
   */
  async bookOf(
    hashName: unknown,
    limit = BUY_ORDER_BOOK_MAX,
  ): Promise<{ topPriceCents: number | null; quantity: number; orders: number; entries: BookEntry[] }> {
    const name = typeof hashName === 'string' ? hashName.trim() : '';
    if (!name) throw new BuyOrderItemNotFoundError();
    const book = await publicPrisma(async (prisma) => {
      const item = await this.catalog.itemByHashName(prisma, name);
      if (!item) return null;
      const [stats, entries] = await Promise.all([prisma.buyOrderStats.findUnique({ where: { templateId: item.id } }), this.book(prisma, item.id, limit)]);
      return { topPriceCents: stats?.topPriceCents ?? null, quantity: stats?.quantity ?? 0, orders: stats?.orders ?? 0, entries };
    });
    if (!book) throw new BuyOrderItemNotFoundError();
    return book;
  }

  /** The open buy orders of an item, best first, read with `prisma`. */
  private book(prisma: PrismaClient, templateId: number, limit: number): Promise<BookEntry[]> {
    return prisma.buyOrder.findMany({
      where: { templateId, status: { in: [...OPEN_BUY_ORDER_STATES] }, expiresAt: { gt: this.now() } },
      select: {
        buyOrderNo: true,
        priceCents: true,
        quantity: true,
        filledQuantity: true,
        minFloat: true,
        maxFloat: true,
        paintSeeds: true,
        stickerHashName: true,
        createdAt: true,
        expiresAt: true,
      },
      orderBy: [{ priceCents: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      take: Math.min(Math.max(limit, 1), BUY_ORDER_BOOK_MAX),
    });
  }

  private async findOwn(viewer: Viewer, buyOrderNo: unknown): Promise<Pick<BuyOrder, 'id' | 'buyOrderNo'>> {
    const no = this.holding.numberOf(buyOrderNo);
    if (!no) throw new BuyOrderNotFoundError();
    const found = await db().buyOrder.findFirst({ where: { buyOrderNo: no, buyerId: viewer.user.id }, select: { id: true, buyOrderNo: true } });
    if (!found) throw new BuyOrderNotFoundError();
    return found;
  }

  /** The buy order's event, seen by its buyer. */
  private announce(tx: Tx, buyOrder: Parameters<typeof announceBuyOrder>[2], event: BuyOrderChange, orderNo: string | null): Promise<void> {
    return announceBuyOrder(this.events, tx, buyOrder, event, orderNo);
  }
}

const ITEM_SELECT = { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } } as const;
const WITH_ITEM = { include: { template: ITEM_SELECT } } as const;
export type BuyOrderQuery = { include?: Prisma.BuyOrderInclude; select?: Prisma.BuyOrderSelect };

/** The reference price of a catalogue item for the buyer (lib/pricing's ceiling applies to it), in the caller's transaction. */
async function referenceCentsFor(tx: Tx, item: CatalogItem, buyerId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ cents: number }[]>`
    SELECT ${referencePriceSql(Prisma.sql`${item.id}::int`, Prisma.sql`${item.referencePriceCents}::int`, buyerId)}::int AS cents`;
  return row.cents;
}
