// Buy orders (求购, issue 25): a buyer's standing bid for one catalogue item, its money held at once.
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
import { randomUUID } from 'node:crypto';
import { PRICE_CEILING_PERCENT } from '../../../lib/pricing.ts';
import { floatRangeOf } from '../../../lib/wear.ts';
import { db } from '../../db/client.ts';
import { type BuyOrder, type Order, Prisma } from '../../db/generated/prisma/client.ts';
import { IdempotencyKeyReusedError, idempotent } from '../../db/idempotency.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlExecute, sqlRows } from '../../db/sql.ts';
import { beforeCommit, transaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import { marketDaySerial } from '../../marketDay.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import { type BuyOrderDesk, NoUsableSteamAccountError, type OfferedAsset, referencePriceSql, type SoldToBuyOrder } from '../inventory/selling.service.ts';
import { postMessage } from '../message/message.service.ts';
import { checkPartnerDailyRoom, type OrderService, parsePartnerPurchase, parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';
import { type MerchantOrderNoDifference, MerchantOrderNoUsedError, yuanText } from '../order/order.errors.ts';
import type { Ledger } from '../wallet/wallet.service.ts';
import { BuyOrderClosedError, BuyOrderItemNotFoundError, BuyOrderNotFoundError, TooManyBuyOrdersError } from './buyOrder.errors.ts';
import { type BuyOrderTerms, type BuyOrderTermsInput, parseBuyOrderTerms, unitSplit } from './buyOrderTerms.ts';

type Tx = Prisma.TransactionClient;

/** Most open buy orders one user may have. */
export const BUY_ORDER_MAX_OPEN = 50;
/** Most buy orders an item's book shows. */
export const BUY_ORDER_BOOK_MAX = 50;
export const BUY_ORDER_EXPIRE_JOB = 'buy-order-expire';
export const BUY_ORDER_SWEEP_JOB = 'buy-order-sweep';
const SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 200;
/** A pick whose row changed before it was locked is picked again, this many times at most. */
const PICK_ATTEMPTS = 5;

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

/** A buy order locked by the caller's transaction, with what a fill needs. */
export type LockedBuyOrder = Pick<
  BuyOrder,
  | 'id'
  | 'buyOrderNo'
  | 'buyerId'
  | 'templateId'
  | 'priceCents'
  | 'quantity'
  | 'filledQuantity'
  | 'heldCents'
  | 'heldFromDepositCents'
  | 'buyerSteamAccountId'
  | 'buyerTradeUrl'
  | 'partnerAppId'
> & { buyerSteamId: string; hashName: string };

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
  warn?: (error: unknown, message: string) => void;
};

/** A readable, unique buy order number: "B", the day (UTC+8) and 10 random digits. */
function newBuyOrderNo(now: Date): string {
  return marketDaySerial('B', now, 10);
}

const BUY_ORDER_NO = /^B\d{18}$/;

const holdKey = (buyOrderNo: string, part: string) => `buy-order:${buyOrderNo}:${part}`;

type LockedRow = Omit<LockedBuyOrder, 'buyerSteamId' | 'hashName'> & { buyerSteamId: string | null; hashName: string; status: string; expired: boolean };

/**
 * The 409 of a merchant order number used before for a buy order, naming the first term that differs
 * (the earlier buy order's value, then this request's); null when no buy order has the number.
 */
async function buyOrderNumberUsed(
  tx: Tx,
  buyerId: string,
  merchantOrderNo: string,
  params: BuyOrderTerms & { hashName: string; steamAccountId: string; tradeUrl: string | null },
): Promise<MerchantOrderNoUsedError | null> {
  const earlier = await tx.buyOrder.findFirst({
    where: { buyerId, merchantOrderNo },
    select: {
      priceCents: true,
      quantity: true,
      minFloat: true,
      maxFloat: true,
      paintSeeds: true,
      stickerHashName: true,
      buyerSteamAccountId: true,
      buyerTradeUrl: true,
      createdAt: true,
      expiresAt: true,
      template: { select: { hashName: true } },
    },
  });
  if (!earlier) return null;
  const shown = (value: number | null) => (value === null ? '-' : String(value));
  const days = Math.round((earlier.expiresAt.getTime() - earlier.createdAt.getTime()) / 86_400_000);
  const sameReceiver = params.tradeUrl !== null ? earlier.buyerTradeUrl === params.tradeUrl : earlier.buyerSteamAccountId === params.steamAccountId;
  const differences: (MerchantOrderNoDifference | false)[] = [
    earlier.template.hashName !== params.hashName && { field: 'item', was: earlier.template.hashName, now: params.hashName },
    earlier.priceCents !== params.priceCents && { field: 'price', was: yuanText(earlier.priceCents), now: yuanText(params.priceCents) },
    earlier.quantity !== params.quantity && { field: 'quantity', was: String(earlier.quantity), now: String(params.quantity) },
    (earlier.minFloat !== params.minFloat || earlier.maxFloat !== params.maxFloat) && {
      field: 'floatRange',
      was: `${shown(earlier.minFloat)}~${shown(earlier.maxFloat)}`,
      now: `${shown(params.minFloat)}~${shown(params.maxFloat)}`,
    },
    earlier.paintSeeds.join(',') !== params.paintSeeds.join(',') && {
      field: 'paintSeeds',
      was: earlier.paintSeeds.join(',') || '-',
      now: params.paintSeeds.join(',') || '-',
    },
    earlier.stickerHashName !== params.stickerHashName && { field: 'sticker', was: earlier.stickerHashName ?? '-', now: params.stickerHashName ?? '-' },
    days !== params.expiresInDays && { field: 'expiry', was: String(days), now: String(params.expiresInDays) },
    !sameReceiver && { field: 'receiver' },
  ];
  const difference = differences.find((each): each is MerchantOrderNoDifference => each !== false);
  return new MerchantOrderNoUsedError(merchantOrderNo, 'buyOrder', difference);
}

export class BuyOrderService implements BuyOrderDesk {
  private readonly now: () => Date;
  private readonly jobs: JobQueue;
  private readonly ledger: Ledger;
  private readonly events: EventLog;
  private readonly orders: OrderService;
  private readonly warn: (error: unknown, message: string) => void;

  constructor(options: BuyOrderServiceOptions) {
    this.now = options.now;
    this.jobs = options.jobs;
    this.ledger = options.ledger;
    this.events = options.events;
    this.orders = options.orders;
    this.warn = options.warn ?? (() => {});
    options.jobs.work<{ buyOrderId: string }>(BUY_ORDER_EXPIRE_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true }, (job) =>
      this.expire(job.data.buyOrderId),
    );
    options.jobs.work(BUY_ORDER_SWEEP_JOB, { retryLimit: 0, expireInSeconds: 300 }, () => this.sweep());
    options.jobs.schedule(BUY_ORDER_SWEEP_JOB, SWEEP_CRON);
  }

  // -------------------------------------------------------------------------------------------
  // Placing, cancelling, expiring

  /**
   * Places a buy order for the viewer and holds its whole amount from their balance (deposit first).
   * Every refusal is a translated error that changes nothing; the same idempotency key answers the
   * first answer again.
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
    // for a partner the key is its merchant order number: reused with other terms it is a 409
    const key = partner ? `buy-order-merchant:${partner.merchantOrderNo}` : input.idempotencyKey;

    return idempotent({ userId: buyerId, key, operation: 'buyOrder.place', params, now, required: true }, async (tx) => {
      if (partner) {
        // a number used before (its idempotency record is kept 24 hours, the buy order for ever)
        const used = await buyOrderNumberUsed(tx, buyerId, partner.merchantOrderNo, params);
        if (used) throw used;
        // the app's daily limits count every unit the buy order may buy
        await checkPartnerDailyRoom(tx, viewer.partner!.appId, { orders: terms.quantity, amountCents: terms.priceCents * terms.quantity }, now);
      }
      const [item] = await sqlRows<{ id: number; min_float: number | null; max_float: number | null; exterior: string | null; reference_cents: number }>(
        tx,
        itemSql(hashName, buyerId),
      );
      if (!item) throw new ValidationError('hashName', 'buyOrder.itemUnknown');
      await this.checkTerms(tx, item, terms);
      const [account] = steamAccountId
        ? await sqlRows<{ id: string }>(
            tx,
            `SELECT id FROM steam_accounts WHERE id = $1 AND user_id = $2 AND status = 'NORMAL' AND trade_link_url IS NOT NULL`,
            [steamAccountId, buyerId],
          )
        : [];
      if (!account && !partner?.tradeLink) throw new NoUsableSteamAccountError();
      // a listing that meets the buy order at or below its price is bought, not bid for: the book never crosses the market
      const [cheaper] = await sqlRows<{ price_cents: number }>(
        tx,
        `SELECT l.price_cents FROM listings l
         WHERE l.template_id = $1 AND l.status = 'ON_SALE' AND l.seller_id <> $2 AND l.price_cents <= $3
           AND ($4::float8 IS NULL OR l.float_value >= $4) AND ($5::float8 IS NULL OR l.float_value < $5)
           AND (cardinality($6::int[]) = 0 OR l.paint_seed = ANY($6::int[]))
           AND ($7::text IS NULL OR l.stickers @> jsonb_build_array(jsonb_build_object('hashName', $7::text)))
         ORDER BY l.price_cents LIMIT 1`,
        [item.id, buyerId, terms.priceCents, terms.minFloat, terms.maxFloat, terms.paintSeeds, terms.stickerHashName],
      );
      if (cheaper) throw new ValidationError('price', 'buyOrder.listingCheaper', { price: (cheaper.price_cents / 100).toFixed(2) });

      const buyOrderNo = newBuyOrderNo(now);
      const total = terms.priceCents * terms.quantity;
      // the user's accounts stay locked from here to the commit: their open buy orders are counted under that lock
      const split = await this.ledger.spendFromBalance(tx, {
        userId: buyerId,
        amount: total,
        to: { userId: buyerId, kind: 'HELD' },
        kind: 'HOLD',
        reference: { type: 'BUY_ORDER', id: buyOrderNo },
        idempotencyKey: holdKey(buyOrderNo, 'hold'),
      });
      const [open] = await sqlRows<{ count: number }>(tx, `SELECT count(*)::int AS count FROM buy_orders WHERE buyer_id = $1 AND status = 'OPEN'`, [buyerId]);
      if (open.count >= BUY_ORDER_MAX_OPEN) throw new TooManyBuyOrdersError(BUY_ORDER_MAX_OPEN);
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + terms.expiresInDays * 86_400_000);
      await tx.buyOrder.create({
        data: {
          id,
          buyOrderNo,
          buyerId,
          templateId: item.id,
          priceCents: terms.priceCents,
          quantity: terms.quantity,
          minFloat: terms.minFloat,
          maxFloat: terms.maxFloat,
          paintSeeds: terms.paintSeeds,
          stickerHashName: terms.stickerHashName,
          heldCents: total,
          heldFromDepositCents: split.fromDeposit,
          buyerSteamAccountId: account?.id ?? null,
          buyerTradeUrl: account ? null : (partner?.tradeLink?.url ?? null),
          partnerAppId: viewer.partner?.appId ?? null,
          merchantOrderNo: partner?.merchantOrderNo ?? null,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        },
      });
      await refreshBuyOrderStats(tx, [item.id]);
      await this.announce(tx, { id, buyOrderNo, buyerId, status: 'OPEN', quantity: terms.quantity, filledQuantity: 0 }, 'placed', null);
      await this.jobs.sendWithin(tx, BUY_ORDER_EXPIRE_JOB, { buyOrderId: id }, { startAfter: expiresAt });
      return { buyOrderNo };
    }).catch(async (error: unknown) => {
      if (!(partner && error instanceof IdempotencyKeyReusedError)) throw error;
      throw (await buyOrderNumberUsed(db(), buyerId, partner.merchantOrderNo, params)) ?? new MerchantOrderNoUsedError(partner.merchantOrderNo, 'buyOrder');
    });
  }

  /** The sticker must be a catalogue sticker; the float range must overlap the item's; the price stays under the listing ceiling. */
  private async checkTerms(
    tx: Tx,
    item: { min_float: number | null; max_float: number | null; exterior: string | null; reference_cents: number },
    terms: ReturnType<typeof parseBuyOrderTerms>,
  ): Promise<void> {
    const ceiling = Math.floor((item.reference_cents * PRICE_CEILING_PERCENT) / 100);
    if (terms.priceCents > ceiling) throw new ValidationError('price', 'buyOrder.priceTooHigh', { max: (ceiling / 100).toFixed(2) });
    if (terms.minFloat !== null || terms.maxFloat !== null) {
      const range = floatRangeOf({ minFloat: item.min_float, maxFloat: item.max_float, exterior: item.exterior });
      if (!range) throw new ValidationError('minFloat', 'buyOrder.floatNotApplicable');
      const low = terms.minFloat ?? 0;
      const high = terms.maxFloat ?? 1;
      if (high <= range[0] || low >= range[1]) {
        throw new ValidationError('minFloat', 'buyOrder.floatOutsideItem', { min: String(range[0]), max: String(range[1]) });
      }
    }
    if (terms.stickerHashName !== null) {
      const [sticker] = await sqlRows<{ id: number }>(tx, `SELECT id FROM item_templates WHERE hash_name = $1 AND tag_type = 'sticker'`, [
        terms.stickerHashName,
      ]);
      if (!sticker) throw new ValidationError('sticker', 'buyOrder.stickerUnknown');
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
      const locked = await this.lockById(tx, own.id);
      if (locked?.status === 'CANCELLED') return;
      if (!locked || locked.status !== 'OPEN') throw new BuyOrderClosedError();
      await this.close(tx, locked, 'CANCELLED');
    });
    return this.get(viewer, own.buyOrderNo);
  }

  /** The expiry job: closes the buy order when it is still open past its time. */
  async expire(buyOrderId: string): Promise<void> {
    await transaction(async (tx) => {
      const locked = await this.lockById(tx, buyOrderId);
      if (!locked || locked.status !== 'OPEN' || !locked.expired) return;
      await this.close(tx, locked, 'EXPIRED');
    });
  }

  /**
   * The receiving Steam account is being unbound (SteamAccountService.whenUnbinding, in that
   * transaction): the open buy orders delivering to it could never fill again; they are cancelled and
   * what they hold goes back to the balance.
   */
  async endForAccount(tx: Tx, steamAccountId: string): Promise<void> {
    const open = await sqlRows<{ id: string }>(tx, `SELECT id FROM buy_orders WHERE buyer_steam_account_id = $1 AND status = 'OPEN' ORDER BY id`, [
      steamAccountId,
    ]);
    for (const { id } of open) {
      const locked = await this.lockById(tx, id);
      if (!locked || locked.status !== 'OPEN') continue;
      await this.close(tx, locked, 'CANCELLED');
      await postMessage(tx, locked.buyerId, 'TRADE', 'buyOrderEndedUnbound', {
        buyOrderNo: locked.buyOrderNo,
        item: locked.hashName,
        amount: (locked.heldCents / 100).toFixed(2),
      });
    }
  }

  /** Each minute: buy orders past their time that are still open (what a lost expiry job would have done). */
  async sweep(): Promise<number> {
    const due = await sqlRows<{ id: string }>(
      db(),
      `SELECT id FROM buy_orders WHERE status = 'OPEN' AND expires_at <= $1::timestamp ORDER BY expires_at LIMIT ${SWEEP_BATCH}`,
      [this.now()],
    );
    for (const { id } of due) {
      try {
        await this.expire(id);
      } catch (error) {
        this.warn(error, `buy order ${id} could not be expired; the next sweep retries`);
      }
    }
    return due.length;
  }

  private async close(tx: Tx, locked: LockedRow, status: 'CANCELLED' | 'EXPIRED'): Promise<void> {
    const now = this.now();
    await this.ledger.releaseHold(tx, {
      userId: locked.buyerId,
      heldCents: locked.heldCents,
      heldFromDepositCents: locked.heldFromDepositCents,
      reference: { type: 'BUY_ORDER', id: locked.buyOrderNo },
      keyPrefix: `buy-order:${locked.buyOrderNo}`,
    });
    await sqlExecute(
      tx,
      `UPDATE buy_orders SET status = $2::buy_order_status, held_cents = 0, held_from_deposit_cents = 0, closed_at = $3::timestamp, updated_at = $3::timestamp
       WHERE id = $1`,
      [locked.id, status, now],
    );
    await refreshBuyOrderStats(tx, [locked.templateId]);
    await this.announce(tx, { ...locked, status }, status === 'CANCELLED' ? 'cancelled' : 'expired', null);
    if (status === 'EXPIRED') {
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
  // Filling (in the seller's transaction: SellingService)

  /**
   * Locks the best buy order that takes `asset` at `minPriceCents` or more (see the top of the file),
   * or answers null. The pick is made without a lock and then locked and checked again: a buy order
   * filled, cancelled or expired meanwhile is passed over for the next best.
   */
  async lockBestMatch(tx: Tx, asset: MatchAsset, minPriceCents: number): Promise<LockedBuyOrder | null> {
    const now = this.now();
    for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
      const [pick] = await sqlRows<{ id: string }>(
        tx,
        Prisma.sql`SELECT b.id ${matchingBuyOrders({
          templateId: Prisma.sql`${asset.templateId}::int`,
          sellerId: Prisma.sql`${asset.sellerId}`,
          floatValue: Prisma.sql`${asset.floatValue}::float8`,
          paintSeed: Prisma.sql`${asset.paintSeed}::int`,
          stickerHashNames: Prisma.sql`${[...asset.stickerHashNames]}::text[]`,
          now,
        })} AND b.price_cents >= ${minPriceCents} ORDER BY b.price_cents DESC, b.created_at, b.id LIMIT 1`,
      );
      if (!pick) return null;
      const locked = await this.lockById(tx, pick.id);
      if (locked && locked.status === 'OPEN' && locked.filledQuantity < locked.quantity && !locked.expired && locked.buyerSteamId) {
        return { ...locked, buyerSteamId: locked.buyerSteamId };
      }
    }
    return null;
  }

  /**
   * Fills one unit of a locked buy order with a listing on sale: the order is created and paid from
   * the hold at the buy order's price (OrderService.buyFromHold), and the buy order counts the unit.
   * Answers the order, or null when the listing could not be bought (no longer on sale).
   */
  async fillLocked(tx: Tx, buyOrder: LockedBuyOrder, listingId: string): Promise<Order | null> {
    const split = unitSplit(buyOrder.priceCents, buyOrder.heldFromDepositCents);
    const order = await this.orders.buyFromHold(tx, {
      listingId,
      buyerId: buyOrder.buyerId,
      receiver: { buyerSteamAccountId: buyOrder.buyerSteamAccountId, buyerSteamId: buyOrder.buyerSteamId, buyerTradeUrl: buyOrder.buyerTradeUrl },
      partnerAppId: buyOrder.partnerAppId,
      priceCents: buyOrder.priceCents,
      split,
      source: { buyOrderId: buyOrder.id },
    });
    if (!order) return null;
    const now = this.now();
    const filledQuantity = buyOrder.filledQuantity + 1;
    const status = filledQuantity === buyOrder.quantity ? 'FILLED' : 'OPEN';
    await sqlExecute(
      tx,
      `UPDATE buy_orders SET filled_quantity = $2, held_cents = held_cents - $3, held_from_deposit_cents = held_from_deposit_cents - $4,
         status = $5::buy_order_status, closed_at = CASE WHEN $5 = 'FILLED' THEN $6::timestamp END, updated_at = $6::timestamp
       WHERE id = $1`,
      [buyOrder.id, filledQuantity, buyOrder.priceCents, split.fromDeposit, status, now],
    );
    // the caller may fill it again in this transaction: its copy follows the row
    Object.assign(buyOrder, {
      filledQuantity,
      heldCents: buyOrder.heldCents - buyOrder.priceCents,
      heldFromDepositCents: buyOrder.heldFromDepositCents - split.fromDeposit,
    });
    await refreshBuyOrderStats(tx, [buyOrder.templateId]);
    await this.announce(tx, { ...buyOrder, status }, 'filled', order.orderNo);
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

  /**
   * Sells an asset straight from its seller's inventory to its best buy order paying `minPriceCents`
   * or more (the price the seller saw): the buy order is locked, `list` makes the asset's listing at
   * its price, and the unit is filled with it. Null, with nothing listed, when no buy order takes it.
   */
  async sellTo(tx: Tx, asset: OfferedAsset, minPriceCents: number, list: (priceCents: number) => Promise<string>): Promise<Fill | null> {
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
  async fillListings(tx: Tx, listingIds: readonly string[]): Promise<Fill[]> {
    if (listingIds.length === 0) return [];
    const listings = await sqlRows<{
      id: string;
      template_id: number;
      seller_id: string;
      price_cents: number;
      float_value: number | null;
      paint_seed: number | null;
      sticker_hash_names: string[];
    }>(
      tx,
      `SELECT l.id, l.template_id, l.seller_id, l.price_cents, l.float_value, l.paint_seed,
              ARRAY(SELECT s->>'hashName' FROM jsonb_array_elements(l.stickers) s WHERE s ? 'hashName') AS sticker_hash_names
       FROM listings l
       JOIN buy_order_stats st ON st.template_id = l.template_id AND st.top_price_cents >= l.price_cents
       WHERE l.id = ANY($1::text[]) AND l.status = 'ON_SALE'
       ORDER BY l.id`,
      [[...listingIds]],
    );
    const fills: Fill[] = [];
    for (const listing of listings) {
      const asset: MatchAsset = {
        templateId: listing.template_id,
        sellerId: listing.seller_id,
        floatValue: listing.float_value,
        paintSeed: listing.paint_seed,
        stickerHashNames: listing.sticker_hash_names,
      };
      const buyOrder = await this.lockBestMatch(tx, asset, listing.price_cents);
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
    const rows = await sqlRows<{ id: string; price: number | null }>(
      db(),
      Prisma.sql`SELECT i.id, (SELECT b.price_cents ${matchingBuyOrders({
        templateId: Prisma.sql`i.template_id`,
        sellerId: Prisma.sql`a.user_id`,
        floatValue: Prisma.sql`i.float_value`,
        paintSeed: Prisma.sql`i.paint_seed`,
        // an inventory item's stickers are named as its listing would name them (selling.service's listingStickers)
        stickerHashNames: Prisma.sql`ARRAY(SELECT 'Sticker | ' || (s->>'name') FROM jsonb_array_elements(i.stickers) s)`,
        now: this.now(),
      })} ORDER BY b.price_cents DESC, b.created_at, b.id LIMIT 1) AS price
      FROM inventory_items i JOIN steam_accounts a ON a.id = i.steam_account_id
      WHERE i.id = ANY(${[...inventoryItemIds]}::text[]) AND a.user_id = ${viewer.user.id} AND i.template_id IS NOT NULL`,
    );
    return new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.id, row.price] as const])));
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
      ...(status === 'OPEN' ? { status: 'OPEN' } : status === 'CLOSED' ? { status: { not: 'OPEN' } } : {}),
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
    const no = typeof buyOrderNo === 'string' ? buyOrderNo.trim() : '';
    if (!BUY_ORDER_NO.test(no)) return null;
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
    return db().order.findMany({
      where: { buyOrderId: own.id },
      select: { orderNo: true, status: true, statusDes: true, priceCents: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }],
    });
  }

  /** The buy-order book of an item named by its hash name: its figures and its best open buy orders; not found for an unknown item. */
  async bookOf(
    hashName: unknown,
    limit = BUY_ORDER_BOOK_MAX,
  ): Promise<{ topPriceCents: number | null; quantity: number; orders: number; entries: BookEntry[] }> {
    const name = typeof hashName === 'string' ? hashName.trim() : '';
    const item = name ? await db().itemTemplate.findUnique({ where: { hashName: name }, select: { id: true, buyOrderStats: true } }) : null;
    if (!item) throw new BuyOrderItemNotFoundError();
    const entries = await this.book(item.id, limit);
    return {
      topPriceCents: item.buyOrderStats?.topPriceCents ?? null,
      quantity: item.buyOrderStats?.quantity ?? 0,
      orders: item.buyOrderStats?.orders ?? 0,
      entries,
    };
  }

  /** The open buy orders of an item, best first (anyone may read it; no buyer is named). */
  async book(templateId: number, limit = BUY_ORDER_BOOK_MAX): Promise<BookEntry[]> {
    return db().buyOrder.findMany({
      where: { templateId, status: 'OPEN', expiresAt: { gt: this.now() } },
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
    const no = typeof buyOrderNo === 'string' ? buyOrderNo.trim() : '';
    if (!BUY_ORDER_NO.test(no)) throw new BuyOrderNotFoundError();
    const found = await db().buyOrder.findFirst({ where: { buyOrderNo: no, buyerId: viewer.user.id }, select: { id: true, buyOrderNo: true } });
    if (!found) throw new BuyOrderNotFoundError();
    return found;
  }

  private async lockById(tx: Tx, id: string): Promise<LockedRow | null> {
    const [row] = await sqlRows<LockedRow>(
      tx,
      `SELECT b.id, b.buy_order_no AS "buyOrderNo", b.buyer_id AS "buyerId", b.template_id AS "templateId", b.price_cents AS "priceCents",
              b.quantity, b.filled_quantity AS "filledQuantity", b.held_cents AS "heldCents", b.held_from_deposit_cents AS "heldFromDepositCents",
              b.buyer_steam_account_id AS "buyerSteamAccountId", b.buyer_trade_url AS "buyerTradeUrl", b.partner_app_id AS "partnerAppId",
              b.status::text AS status, b.expires_at <= $2::timestamp AS expired, t.hash_name AS "hashName",
              CASE WHEN a.status = 'NORMAL' AND a.trade_link_url IS NOT NULL THEN a.steam_id END AS "buyerSteamId"
       FROM buy_orders b
       JOIN item_templates t ON t.id = b.template_id
       LEFT JOIN steam_accounts a ON a.id = b.buyer_steam_account_id
       WHERE b.id = $1
       FOR UPDATE OF b`,
      [id, this.now()],
    );
    if (!row) return null;
    // a partner's customer receives through the trade URL: its SteamID is the URL's
    const link = row.buyerSteamId === null && row.buyerTradeUrl ? parseTradeLinkUrl(row.buyerTradeUrl) : null;
    return link ? { ...row, buyerSteamId: steamIdOfTradeLink(link) } : row;
  }

  /** The buy order's event, seen by its buyer. */
  private announce(
    tx: Tx,
    buyOrder: Pick<LockedRow, 'id' | 'buyOrderNo' | 'buyerId' | 'quantity' | 'filledQuantity'> & { status: string },
    event: 'placed' | 'filled' | 'cancelled' | 'expired',
    orderNo: string | null,
  ): Promise<void> {
    return this.events.append(tx, [
      {
        type: 'buyOrder.changed',
        aggregateId: buyOrder.id,
        audience: [buyOrder.buyerId],
        payload: {
          buyOrderId: buyOrder.id,
          buyOrderNo: buyOrder.buyOrderNo,
          event,
          status: buyOrder.status,
          quantity: buyOrder.quantity,
          filledQuantity: buyOrder.filledQuantity,
          orderNo,
        },
      },
    ]);
  }
}

const ITEM_SELECT = { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } } as const;
const WITH_ITEM = { include: { template: ITEM_SELECT } } as const;
export type BuyOrderQuery = { include?: Prisma.BuyOrderInclude; select?: Prisma.BuyOrderSelect };

/** The item of a hash name, its wear range and its reference price for the buyer (lib/pricing's ceiling applies to it). */
function itemSql(hashName: string, buyerId: string): Prisma.Sql {
  return Prisma.sql`SELECT t.id, t.min_float, t.max_float, t.exterior,
      ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, buyerId)}::int AS reference_cents
    FROM item_templates t WHERE t.hash_name = ${hashName}`;
}

/**
 * Recounts the open buy orders' figures of these items (buy_order_stats), just before the caller's
 * transaction commits: the rows are locked in id order first, so two transactions changing buy orders
 * of one item recount one after the other and the later sees the earlier's change.
 */
export async function refreshBuyOrderStats(tx: Tx, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  const pending = pendingStats.get(tx);
  if (pending) {
    for (const id of templateIds) pending.add(id);
    return;
  }
  const deferred = beforeCommit(tx, 'buyOrderStats', async (inner) => {
    const ids = pendingStats.get(inner) ?? new Set<number>();
    pendingStats.delete(inner);
    await recountBuyOrderStats(inner, [...ids]);
  });
  if (deferred) {
    pendingStats.set(tx, new Set(templateIds));
    return;
  }
  await recountBuyOrderStats(tx, templateIds);
}

const pendingStats = new WeakMap<Tx, Set<number>>();

async function recountBuyOrderStats(tx: Tx, templateIds: readonly number[]): Promise<void> {
  const ordered = [...new Set(templateIds)].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  await sqlExecute(
    tx,
    `INSERT INTO buy_order_stats (template_id)
     SELECT t.id FROM item_templates t WHERE t.id = ANY($1::int[]) ORDER BY t.id
     ON CONFLICT (template_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
    [ordered],
  );
  await sqlExecute(
    tx,
    `UPDATE buy_order_stats s SET top_price_cents = f.top, quantity = f.quantity, orders = f.orders
     FROM (SELECT t.id, max(b.price_cents) AS top, coalesce(sum(b.quantity - b.filled_quantity), 0)::int AS quantity, count(b.id)::int AS orders
           FROM item_templates t LEFT JOIN buy_orders b ON b.template_id = t.id AND b.status = 'OPEN'
           WHERE t.id = ANY($1::int[]) GROUP BY t.id) f
     WHERE s.template_id = f.id`,
    [ordered],
  );
}

/**
 * The open, unexpired buy orders that take an asset (FROM and WHERE, for the caller's SELECT and
 * ORDER BY): the asset's item, another user's buy order with a usable receiving account, and every
 * constraint met: the float within [min, max), the paint seed among those asked for, the sticker
 * among the asset's. An asset without a float or a seed meets no constraint on it. The one statement
 * of the rule: picking a buy order to fill and pricing an inventory item both read it.
 */
function matchingBuyOrders(asset: {
  templateId: Prisma.Sql;
  sellerId: Prisma.Sql;
  floatValue: Prisma.Sql;
  paintSeed: Prisma.Sql;
  stickerHashNames: Prisma.Sql;
  now: Date;
}): Prisma.Sql {
  return Prisma.sql`FROM buy_orders b
    LEFT JOIN steam_accounts ba ON ba.id = b.buyer_steam_account_id
    WHERE b.template_id = ${asset.templateId} AND b.status = 'OPEN' AND b.expires_at > ${asset.now}::timestamp AND b.buyer_id <> ${asset.sellerId}
      AND (b.min_float IS NULL OR ${asset.floatValue} >= b.min_float) AND (b.max_float IS NULL OR ${asset.floatValue} < b.max_float)
      AND (cardinality(b.paint_seeds) = 0 OR ${asset.paintSeed} = ANY(b.paint_seeds))
      AND (b.sticker_hash_name IS NULL OR b.sticker_hash_name = ANY(${asset.stickerHashNames}))
      AND (b.buyer_trade_url IS NOT NULL OR (ba.status = 'NORMAL' AND ba.trade_link_url IS NOT NULL))`;
}
