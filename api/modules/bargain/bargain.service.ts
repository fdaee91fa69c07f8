// Bargaining (还价, issue 25 point 4): a buyer offers less than a listing's price, the seller answers.
//
// The rule: a listing takes offers while it is on the market and its seller allows them (a switch,
// on by default, and an optional minimum, per listing); an offer lies between the floor (the larger
// of 80 % of the price, the item's best buy order and the seller's minimum: bargainTerms.ts) and a
// cent below the price. A buyer has at most 10 open offers, one per listing.
//
// Money: making an offer holds its amount from the buyer's balance (deposit first) in their HELD
// account (HOLD); accepting makes an order at the agreed price paid from the hold (OrderService
// .buyFromHold: HELD -> escrow, then delivery, protection and refunds as any purchase); declining,
// withdrawing, expiring, or the listing's sale, unlisting, repricing or new terms (the listing
// module's off-sale listeners) move the hold back to where it came from (HOLD_RELEASE).
//
// The steps: OPEN (the offer waits for the seller) -> ACCEPTED | DECLINED | COUNTERED (the seller
// names a higher price once) -> ACCEPTED (the buyer pays the difference, held too) | DECLINED; the
// buyer may withdraw an open or countered offer (CANCELLED); whatever waits expires 24 hours after
// its last step (EXPIRED). Each step is a row of the history both parties see (bargain_steps), an
// event both receive (bargain.changed: live updates, partner callbacks) and a message to the party
// that must act or that lost their offer.
//
// Locks: a listing's row before an offer's (accepting sells the listing, whose listeners lock its
// other offers), an offer's row before the buyer's ledger accounts.
import { randomUUID } from 'node:crypto';
import { parseCentsInput } from '../../../lib/money.ts';
import { floorCents } from '../../../lib/pricing.ts';
import { db } from '../../db/client.ts';
import { type Bargain, type BargainAction, type BargainActor, Prisma } from '../../db/generated/prisma/client.ts';
import { IdempotencyKeyReusedError, idempotent } from '../../db/idempotency.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlExecute, sqlRows } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import { marketDaySerial } from '../../marketDay.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import { NoUsableSteamAccountError, referencePriceSql, SellingRefusedError } from '../inventory/selling.service.ts';
import type { ListingService, OffSaleReason } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import { type MerchantOrderNoDifference, MerchantOrderNoUsedError, yuanText } from '../order/order.errors.ts';
import { checkPartnerDailyRoom, type OrderService, parsePartnerPurchase, parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';
import type { Ledger } from '../wallet/wallet.service.ts';
import {
  BargainAlreadyOpenError,
  BargainListingBusyError,
  BargainNotActionableError,
  BargainNotAllowedError,
  BargainNotFoundError,
  BargainReceiverGoneError,
  TooManyBargainsError,
} from './bargain.errors.ts';
import {
  type BargainActions,
  type BargainRefusal,
  bargainActionsOf,
  bargainFloorCents,
  bargainRefusalOf,
  holdSplit,
  type ListingBargainFacts,
} from './bargainTerms.ts';

type Tx = Prisma.TransactionClient;

/** Most open offers (waiting for the seller or for the buyer) one buyer may have. */
export const BARGAIN_MAX_OPEN = 10;
/** How long an offer, then a counter-offer, waits for its answer. */
export const BARGAIN_ANSWER_MS = 24 * 3_600_000;
export const BARGAIN_EXPIRE_JOB = 'bargain-expire';
export const BARGAIN_SWEEP_JOB = 'bargain-sweep';
const SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 200;

export const BARGAIN_ROLES = ['BUYER', 'SELLER'] as const;
export type BargainRole = (typeof BARGAIN_ROLES)[number];
export const BARGAIN_STATUS_FILTERS = ['ALL', 'OPEN', 'CLOSED'] as const;
export type BargainStatusFilter = (typeof BARGAIN_STATUS_FILTERS)[number];
/** Waiting for an answer: the money is held. */
export const OPEN_BARGAIN_STATUSES = ['OPEN', 'COUNTERED'] as const;

export type MakeBargainInput = {
  listingId: unknown;
  /** the offer, in cents */
  price: unknown;
  /** the bound Steam account that receives the item */
  steamAccountId: unknown;
  idempotencyKey?: unknown;
  /** partners only: their own number of the offer, its idempotency key (instead of idempotencyKey) */
  merchantOrderNo?: unknown;
  /** partners only: a Steam trade URL that receives the item instead of a bound account */
  tradeUrl?: unknown;
};

/** What a buyer may offer on a listing, shown before they offer: the floor, and why not when they may not. */
export type BargainTerms = {
  listingId: string;
  /** the seller's switch */
  enabled: boolean;
  /** the seller's own lowest acceptable offer; answered to the seller only (null to anyone else) */
  minPriceCents: number | null;
  listPriceCents: number;
  floorCents: number;
  topBuyOrderCents: number | null;
  /** why the viewer may not offer; null when they may */
  refusal: BargainRefusal | null;
};

export type BargainEvent = 'offered' | 'countered' | 'accepted' | 'declined' | 'cancelled' | 'expired';

export type BargainServiceOptions = {
  now: () => Date;
  jobs: JobQueue;
  ledger: Ledger;
  events: EventLog;
  orders: OrderService;
  listings: ListingService;
  warn?: (error: unknown, message: string) => void;
};

/** A readable, unique offer number: "K" (砍价), the day (UTC+8) and 10 random digits. */
function newBargainNo(now: Date): string {
  return marketDaySerial('K', now, 10);
}

const BARGAIN_NO = /^K\d{18}$/;
const holdKey = (bargainNo: string, part: string) => `bargain:${bargainNo}:${part}`;
const yuan = (cents: number) => (cents / 100).toFixed(2);

type LockedBargain = Pick<
  Bargain,
  | 'id'
  | 'bargainNo'
  | 'listingId'
  | 'buyerId'
  | 'sellerId'
  | 'templateId'
  | 'listPriceCents'
  | 'priceCents'
  | 'counterPriceCents'
  | 'heldCents'
  | 'heldFromDepositCents'
  | 'buyerSteamAccountId'
  | 'buyerTradeUrl'
  | 'partnerAppId'
  | 'status'
> & { expired: boolean; hashName: string; buyerSteamId: string | null };

const LISTING_FACTS_SQL = `SELECT l.id, l.seller_id AS "sellerId", l.price_cents AS "priceCents", l.status::text AS status, l.origin::text AS origin,
    l.bargain_enabled AS "bargainEnabled", l.bargain_min_cents AS "bargainMinCents", st.top_price_cents AS "topBuyOrderCents",
    l.template_id AS "templateId", t.hash_name AS "hashName"
  FROM listings l JOIN item_templates t ON t.id = l.template_id LEFT JOIN buy_order_stats st ON st.template_id = l.template_id`;
type ListingFactsRow = ListingBargainFacts & { id: string; templateId: number; hashName: string };

/**
 * The 409 of a merchant order number used before for a price offer, naming what differs (the earlier
 * offer's value, then this request's); null when no offer has the number.
 */
async function bargainNumberUsed(
  tx: Tx,
  buyerId: string,
  merchantOrderNo: string,
  params: { listingId: string; priceCents: number; steamAccountId: string; tradeUrl: string | null },
): Promise<MerchantOrderNoUsedError | null> {
  const earlier = await tx.bargain.findFirst({
    where: { buyerId, merchantOrderNo },
    select: { listingId: true, priceCents: true, buyerSteamAccountId: true, buyerTradeUrl: true },
  });
  if (!earlier) return null;
  const sameReceiver = params.tradeUrl !== null ? earlier.buyerTradeUrl === params.tradeUrl : earlier.buyerSteamAccountId === params.steamAccountId;
  const difference: MerchantOrderNoDifference | undefined =
    earlier.listingId !== params.listingId
      ? { field: 'listing', was: earlier.listingId, now: params.listingId }
      : earlier.priceCents !== params.priceCents
        ? { field: 'price', was: yuanText(earlier.priceCents), now: yuanText(params.priceCents) }
        : !sameReceiver
          ? { field: 'receiver' }
          : undefined;
  return new MerchantOrderNoUsedError(merchantOrderNo, 'bargain', difference);
}

export class BargainService {
  private readonly now: () => Date;
  private readonly jobs: JobQueue;
  private readonly ledger: Ledger;
  private readonly events: EventLog;
  private readonly orders: OrderService;
  private readonly listings: ListingService;
  private readonly warn: (error: unknown, message: string) => void;

  constructor(options: BargainServiceOptions) {
    this.now = options.now;
    this.jobs = options.jobs;
    this.ledger = options.ledger;
    this.events = options.events;
    this.orders = options.orders;
    this.listings = options.listings;
    this.warn = options.warn ?? (() => {});
    // a sale, unlisting or repricing of a listing ends its open offers, in that change's transaction
    options.listings.whenOffSale((tx, listingIds, reason) => this.endForListings(tx, listingIds, reason));
    options.jobs.work<{ bargainId: string }>(BARGAIN_EXPIRE_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true }, (job) =>
      this.expire(job.data.bargainId),
    );
    options.jobs.work(BARGAIN_SWEEP_JOB, { retryLimit: 0, expireInSeconds: 300 }, () => this.sweep());
    options.jobs.schedule(BARGAIN_SWEEP_JOB, SWEEP_CRON);
  }

  // -------------------------------------------------------------------------------------------
  // The listing's terms

  /** What the viewer (or anyone, signed out) may offer on each of these listings, by id; an unknown id is left out. One statement. */
  async termsOf(viewerId: string | null, listingIds: readonly string[]): Promise<Map<string, BargainTerms>> {
    if (listingIds.length === 0) return new Map();
    const rows = await sqlRows<ListingFactsRow>(db(), `${LISTING_FACTS_SQL} WHERE l.id = ANY($1::text[])`, [[...listingIds]]);
    return new Map(rows.map((row) => [row.id, termsFrom(row, viewerId)]));
  }

  /** One listing's terms for the viewer; not found for an unknown listing. */
  async terms(viewerId: string | null, listingId: unknown): Promise<BargainTerms> {
    const id = typeof listingId === 'string' ? listingId.trim() : '';
    const found = id && id.length <= 64 ? (await this.termsOf(viewerId, [id])).get(id) : undefined;
    if (!found) throw new ValidationError('listingId', 'bargain.listingUnknown');
    return found;
  }

  /**
   * The seller's bargaining terms of their listing on sale: the switch and their minimum (null: the
   * platform's floor alone, below the price). The listing's open offers end (TERMS_CHANGED): they
   * were made under the old terms.
   */
  async setTerms(viewer: Viewer, input: { listingId: unknown; enabled: unknown; minPrice?: unknown }): Promise<BargainTerms> {
    const id = typeof input.listingId === 'string' ? input.listingId.trim() : '';
    if (typeof input.enabled !== 'boolean') throw new ValidationError('enabled', 'bargain.enabledInvalid');
    let minCents: number | null = null;
    if (input.minPrice !== undefined && input.minPrice !== null && input.minPrice !== '') {
      const parsed = parseCentsInput(input.minPrice);
      if (!parsed.ok || parsed.cents <= 0) throw new ValidationError('minPrice', 'bargain.minPriceInvalid');
      minCents = parsed.cents;
    }
    await transaction(async (tx) => {
      const [listing] = id
        ? await sqlRows<{ price_cents: number }>(
            tx,
            `SELECT price_cents FROM listings WHERE id = $1 AND seller_id = $2 AND status = 'ON_SALE' AND origin = 'MARKET' FOR UPDATE`,
            [id, viewer.user.id],
          )
        : [];
      if (!listing) throw new ValidationError('listingId', 'bargain.notOwnListing');
      if (minCents !== null && minCents >= listing.price_cents) {
        throw new ValidationError('minPrice', 'bargain.minPriceAbovePrice', { max: yuan(listing.price_cents - 1) });
      }
      await sqlExecute(tx, 'UPDATE listings SET bargain_enabled = $2, bargain_min_cents = $3, updated_at = $4::timestamp WHERE id = $1', [
        id,
        input.enabled,
        minCents,
        this.now(),
      ]);
      await this.events.append(tx, [
        {
          type: 'bargain.termsChanged',
          aggregateId: id,
          audience: [viewer.user.id],
          payload: { listingId: id, enabled: input.enabled as boolean, minPriceCents: minCents },
        },
      ]);
      await this.endForListings(tx, [id], 'TERMS_CHANGED');
    });
    return this.terms(viewer.user.id, id);
  }

  // -------------------------------------------------------------------------------------------
  // The buyer's offer, the seller's answer, the buyer's answer to a counter

  /**
   * Makes an offer for the viewer and holds its amount from their balance (deposit first). Every
   * refusal is a translated error that changes nothing; the same idempotency key (a partner's
   * merchant order number) answers the first answer again.
   */
  async offer(viewer: Viewer, input: MakeBargainInput): Promise<{ bargainNo: string }> {
    const buyerId = viewer.user.id;
    const listingId = typeof input.listingId === 'string' ? input.listingId.trim() : '';
    if (!listingId || listingId.length > 64) throw new ValidationError('listingId', 'bargain.listingUnknown');
    const price = parseCentsInput(input.price);
    if (!price.ok || price.cents <= 0) throw new ValidationError('price', 'bargain.priceInvalid');
    const steamAccountId = typeof input.steamAccountId === 'string' ? input.steamAccountId.trim() : '';
    const partner = parsePartnerPurchase(viewer, input);
    const now = this.now();
    const key = partner ? `bargain-merchant:${partner.merchantOrderNo}` : input.idempotencyKey;
    const params = { listingId, priceCents: price.cents, steamAccountId, tradeUrl: partner?.tradeLink?.url ?? null };

    return idempotent({ userId: buyerId, key, operation: 'bargain.offer', params, now, required: true }, async (tx) => {
      if (partner) {
        const used = await bargainNumberUsed(tx, buyerId, partner.merchantOrderNo, params);
        if (used) throw used;
        // the app's daily limits count the offer as the order it may become
        await checkPartnerDailyRoom(tx, viewer.partner!.appId, { orders: 1, amountCents: price.cents }, now);
      }
      // shared: offers on one listing go side by side, while its sale or repricing waits for them (and ends them)
      const [listing] = await sqlRows<ListingFactsRow>(tx, `${LISTING_FACTS_SQL} WHERE l.id = $1 FOR SHARE OF l`, [listingId]);
      if (!listing) throw new ValidationError('listingId', 'bargain.listingUnknown');
      const refusal = bargainRefusalOf(listing, buyerId);
      if (refusal) throw new BargainNotAllowedError(refusal);
      const floor = bargainFloorCents(listing);
      if (price.cents < floor || price.cents >= listing.priceCents) {
        throw new ValidationError('price', 'bargain.priceOutOfRange', { min: yuan(floor), max: yuan(listing.priceCents - 1) });
      }
      const [account] = steamAccountId
        ? await sqlRows<{ id: string }>(
            tx,
            `SELECT id FROM steam_accounts WHERE id = $1 AND user_id = $2 AND status = 'NORMAL' AND trade_link_url IS NOT NULL`,
            [steamAccountId, buyerId],
          )
        : [];
      if (!account && !partner?.tradeLink) throw new NoUsableSteamAccountError();

      // counted first too, so that a buyer short of money for a second offer hears why it is refused (the offer
      // already open, the limit) rather than "insufficient balance"; the count under the lock below decides
      await this.checkOpenOffers(tx, buyerId, listingId);
      const bargainNo = newBargainNo(now);
      // the buyer's accounts stay locked from here to the commit: their open offers are counted under that lock
      const split = await this.ledger.spendFromBalance(tx, {
        userId: buyerId,
        amount: price.cents,
        to: { userId: buyerId, kind: 'HELD' },
        kind: 'HOLD',
        reference: { type: 'BARGAIN', id: bargainNo },
        idempotencyKey: holdKey(bargainNo, 'hold'),
      });
      await this.checkOpenOffers(tx, buyerId, listingId);
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + BARGAIN_ANSWER_MS);
      await tx.bargain.create({
        data: {
          id,
          bargainNo,
          listingId,
          buyerId,
          sellerId: listing.sellerId,
          templateId: listing.templateId,
          listPriceCents: listing.priceCents,
          priceCents: price.cents,
          heldCents: price.cents,
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
      await this.step(tx, id, 'OFFERED', 'BUYER', price.cents, null, now);
      await this.announce(tx, { id, bargainNo, buyerId, sellerId: listing.sellerId, listingId, status: 'OPEN' }, 'offered', null);
      await postMessage(tx, listing.sellerId, 'TRADE', 'bargainReceived', {
        bargainNo,
        item: listing.hashName,
        amount: yuan(price.cents),
        price: yuan(listing.priceCents),
      });
      await this.jobs.sendWithin(tx, BARGAIN_EXPIRE_JOB, { bargainId: id }, { startAfter: expiresAt });
      return { bargainNo };
    }).catch(async (error: unknown) => {
      if (!(partner && error instanceof IdempotencyKeyReusedError)) throw error;
      throw (await bargainNumberUsed(db(), buyerId, partner.merchantOrderNo, params)) ?? new MerchantOrderNoUsedError(partner.merchantOrderNo, 'bargain');
    });
  }

  /** The seller names a higher price, once: between the offer and a cent below the listing's price. The buyer has 24 hours to answer. */
  async counter(viewer: Viewer, bargainNo: unknown, counterPrice: unknown): Promise<void> {
    const own = await this.findOwn(viewer, bargainNo);
    const price = parseCentsInput(counterPrice);
    if (!price.ok || price.cents <= 0) throw new ValidationError('price', 'bargain.priceInvalid');
    await transaction(async (tx) => {
      const locked = await this.lockById(tx, own.id);
      if (!locked || !bargainActionsOf({ ...locked, role: this.roleOf(viewer, locked) }).counter) throw new BargainNotActionableError();
      if (price.cents <= locked.priceCents || price.cents >= locked.listPriceCents) {
        throw new ValidationError('price', 'bargain.counterOutOfRange', { min: yuan(locked.priceCents + 1), max: yuan(locked.listPriceCents - 1) });
      }
      const now = this.now();
      const expiresAt = new Date(now.getTime() + BARGAIN_ANSWER_MS);
      await sqlExecute(
        tx,
        `UPDATE bargains SET status = 'COUNTERED', counter_price_cents = $2, expires_at = $3::timestamp, updated_at = $4::timestamp WHERE id = $1`,
        [locked.id, price.cents, expiresAt, now],
      );
      await this.step(tx, locked.id, 'COUNTERED', 'SELLER', price.cents, null, now);
      await this.announce(tx, { ...locked, status: 'COUNTERED' }, 'countered', null);
      await postMessage(tx, locked.buyerId, 'TRADE', 'bargainCountered', {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(locked.priceCents),
        counter: yuan(price.cents),
      });
      await this.jobs.sendWithin(tx, BARGAIN_EXPIRE_JOB, { bargainId: locked.id }, { startAfter: expiresAt });
    });
  }

  /**
   * Accepts what waits for the viewer: the seller an open offer (at the offer's price), the buyer a
   * counter-offer (at the counter's price: the difference is held from their balance first, so the
   * step-up applies). An order is made and paid from the hold in the same transaction. Accepting again
   * what the viewer accepted answers it again.
   */
  async accept(viewer: Viewer, bargainNo: unknown): Promise<{ orderNo: string }> {
    const own = await this.findOwn(viewer, bargainNo);
    const now = this.now();
    return transaction(async (tx) => {
      // the listing first: the sale locks it, then its other offers (see the top of the file)
      await sqlExecute(tx, 'SELECT 1 FROM listings WHERE id = $1 FOR UPDATE', [own.listingId]);
      const locked = await this.lockById(tx, own.id);
      if (!locked) throw new BargainNotFoundError();
      const role = locked.sellerId === viewer.user.id ? 'SELLER' : 'BUYER';
      if (locked.status === 'ACCEPTED') {
        const done = await this.acceptedBy(tx, locked.id);
        if (done?.actor === role) return { orderNo: done.orderNo };
        throw new BargainNotActionableError();
      }
      if (!bargainActionsOf({ ...locked, role }).accept) throw new BargainNotActionableError();
      if (!locked.buyerSteamId) throw new BargainReceiverGoneError();
      let { heldCents, heldFromDepositCents } = locked;
      const priceCents = locked.status === 'COUNTERED' ? locked.counterPriceCents! : locked.priceCents;
      await this.assertOverListingFloor(tx, locked, priceCents);
      if (priceCents > heldCents) {
        const topUp = await this.ledger.spendFromBalance(tx, {
          userId: locked.buyerId,
          amount: priceCents - heldCents,
          to: { userId: locked.buyerId, kind: 'HELD' },
          kind: 'HOLD',
          reference: { type: 'BARGAIN', id: locked.bargainNo },
          idempotencyKey: holdKey(locked.bargainNo, 'counter'),
        });
        heldCents = priceCents;
        heldFromDepositCents += topUp.fromDeposit;
      }
      // accepted before the sale: the listing's off-sale listeners end its other offers, not this one
      await sqlExecute(
        tx,
        `UPDATE bargains SET status = 'ACCEPTED', held_cents = 0, held_from_deposit_cents = 0, closed_at = $2::timestamp, updated_at = $2::timestamp WHERE id = $1`,
        [locked.id, now],
      );
      const order = await this.orders.buyFromHold(tx, {
        listingId: locked.listingId,
        buyerId: locked.buyerId,
        receiver: { buyerSteamAccountId: locked.buyerSteamAccountId, buyerSteamId: locked.buyerSteamId, buyerTradeUrl: locked.buyerTradeUrl },
        partnerAppId: locked.partnerAppId,
        priceCents,
        split: holdSplit(heldCents, heldFromDepositCents),
        source: { bargainId: locked.id },
      });
      // not on sale but not ended either: held for another buyer's checkout right now (the transaction rolls back)
      if (!order) throw new BargainListingBusyError();
      await this.step(tx, locked.id, 'ACCEPTED', role, priceCents, null, now);
      await this.announce(tx, { ...locked, status: 'ACCEPTED' }, 'accepted', order.orderNo);
      const other = role === 'SELLER' ? locked.buyerId : locked.sellerId;
      await postMessage(tx, other, 'TRADE', role === 'SELLER' ? 'bargainAccepted' : 'bargainCounterAccepted', {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(priceCents),
        orderNo: order.orderNo,
      });
      return { orderNo: order.orderNo };
    });
  }

  /**
   * No sale below the listing floor, whichever way it is made: an agreed price under PRICE_FLOOR_PERCENT
   * of the item's reference price (as its seller is priced against it now) is refused with the
   * listing's own message, and the offer stays as it was.
   */
  private async assertOverListingFloor(tx: Tx, bargain: { listingId: string; sellerId: string }, priceCents: number): Promise<void> {
    const [item] = await sqlRows<{ reference_cents: number | null }>(
      tx,
      Prisma.sql`SELECT ${referencePriceSql(Prisma.sql`t.id`, Prisma.sql`t.reference_price_cents`, bargain.sellerId)}::int AS reference_cents
        FROM listings l JOIN item_templates t ON t.id = l.template_id WHERE l.id = ${bargain.listingId}`,
    );
    if (!item || item.reference_cents === null) return;
    const minimumCents = floorCents(item.reference_cents);
    if (priceCents < minimumCents) throw new SellingRefusedError({ inventoryItemId: '', reason: 'priceTooLow', minimumCents });
  }

  /** Declines what waits for the viewer: the seller an open offer, the buyer a counter-offer. The hold goes back to the buyer. */
  async decline(viewer: Viewer, bargainNo: unknown): Promise<void> {
    await this.end(viewer, bargainNo, 'DECLINED', 'decline');
  }

  /** The buyer withdraws their open or countered offer. The hold goes back to them. */
  async cancel(viewer: Viewer, bargainNo: unknown): Promise<void> {
    await this.end(viewer, bargainNo, 'CANCELLED', 'cancel');
  }

  private async end(viewer: Viewer, bargainNo: unknown, outcome: 'DECLINED' | 'CANCELLED', action: 'decline' | 'cancel'): Promise<void> {
    const own = await this.findOwn(viewer, bargainNo);
    await transaction(async (tx) => {
      const locked = await this.lockById(tx, own.id);
      if (!locked) throw new BargainNotFoundError();
      const role: BargainRole = locked.sellerId === viewer.user.id ? 'SELLER' : 'BUYER';
      if (!bargainActionsOf({ ...locked, role })[action]) {
        // the viewer's own answer again (a retried request) is answered as it was
        const last = await this.lastStep(tx, locked.id);
        if (last?.actor === role && last.action === outcome) return;
        throw new BargainNotActionableError();
      }
      await this.close(tx, locked, outcome, role, null);
      if (outcome === 'DECLINED') {
        await postMessage(tx, role === 'SELLER' ? locked.buyerId : locked.sellerId, 'TRADE', role === 'SELLER' ? 'bargainDeclined' : 'bargainCounterDeclined', {
          bargainNo: locked.bargainNo,
          item: locked.hashName,
          amount: yuan(role === 'SELLER' ? locked.priceCents : locked.counterPriceCents!),
        });
      }
    });
  }

  /** The expiry job: ends the offer when it still waits past its time. */
  async expire(bargainId: string): Promise<void> {
    await transaction(async (tx) => {
      const locked = await this.lockById(tx, bargainId);
      if (!locked || !isOpen(locked.status) || !locked.expired) return;
      await this.close(tx, locked, 'EXPIRED', 'SYSTEM', null);
      // a counter-offer that lapsed waited for the buyer, not for the seller: told so
      await postMessage(tx, locked.buyerId, 'TRADE', locked.status === 'COUNTERED' ? 'bargainCounterExpired' : 'bargainExpired', {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(locked.heldCents),
      });
    });
  }

  /** Each minute: offers past their time that still wait (what a lost expiry job would have done). */
  async sweep(): Promise<number> {
    const due = await sqlRows<{ id: string }>(
      db(),
      `SELECT id FROM bargains WHERE status IN ('OPEN', 'COUNTERED') AND expires_at <= $1::timestamp ORDER BY expires_at LIMIT ${SWEEP_BATCH}`,
      [this.now()],
    );
    for (const { id } of due) {
      try {
        await this.expire(id);
      } catch (error) {
        this.warn(error, `bargain ${id} could not be expired; the next sweep retries`);
      }
    }
    return due.length;
  }

  /**
   * The buyer's receiving Steam account is being unbound (SteamAccountService.whenUnbinding, in that
   * transaction): their offers that would deliver to it could never be accepted; they end (reason
   * ACCOUNT_UNBOUND) and the holds go back.
   */
  async endForAccount(tx: Tx, steamAccountId: string): Promise<void> {
    const open = await sqlRows<{ id: string }>(
      tx,
      `SELECT id FROM bargains WHERE buyer_steam_account_id = $1 AND status IN ('OPEN', 'COUNTERED') ORDER BY id`,
      [steamAccountId],
    );
    for (const { id } of open) {
      const locked = await this.lockById(tx, id);
      if (!locked || !isOpen(locked.status)) continue;
      await this.close(tx, locked, 'CANCELLED', 'SYSTEM', 'ACCOUNT_UNBOUND');
      await postMessage(tx, locked.buyerId, 'TRADE', 'bargainEndedUnbound', {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(locked.heldCents),
      });
    }
  }

  /** The listing module's off-sale listener: the listings' open offers end, in the caller's transaction, and their buyers are told why. */
  private async endForListings(tx: Tx, listingIds: readonly string[], reason: OffSaleReason | 'TERMS_CHANGED'): Promise<void> {
    if (listingIds.length === 0) return;
    // a repricing that left a listing at the price an offer was made at (a batch repricing) changes nothing for that offer
    const open = await sqlRows<{ id: string }>(
      tx,
      `SELECT b.id FROM bargains b JOIN listings l ON l.id = b.listing_id
       WHERE b.listing_id = ANY($1::text[]) AND b.status IN ('OPEN', 'COUNTERED') AND ($2::text <> 'LISTING_REPRICED' OR l.price_cents <> b.list_price_cents)
       ORDER BY b.buyer_id, b.id`,
      [[...listingIds], reason],
    );
    for (const { id } of open) {
      const locked = await this.lockById(tx, id);
      if (!locked || !isOpen(locked.status)) continue;
      await this.close(tx, locked, 'CANCELLED', 'SYSTEM', reason);
      await postMessage(tx, locked.buyerId, 'TRADE', ENDED_MESSAGE[reason], {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(locked.heldCents),
      });
    }
  }

  /** Ends an offer that waits: the hold goes back to the deposit and withdrawable balances it came from. */
  private async close(tx: Tx, locked: LockedBargain, status: 'DECLINED' | 'CANCELLED' | 'EXPIRED', actor: BargainActor, reason: string | null): Promise<void> {
    const now = this.now();
    await this.ledger.releaseHold(tx, {
      userId: locked.buyerId,
      heldCents: locked.heldCents,
      heldFromDepositCents: locked.heldFromDepositCents,
      reference: { type: 'BARGAIN', id: locked.bargainNo },
      keyPrefix: `bargain:${locked.bargainNo}`,
    });
    await sqlExecute(
      tx,
      `UPDATE bargains SET status = $2::bargain_status, held_cents = 0, held_from_deposit_cents = 0, closed_at = $3::timestamp, updated_at = $3::timestamp
       WHERE id = $1`,
      [locked.id, status, now],
    );
    await this.step(tx, locked.id, status, actor, null, reason, now);
    await this.announce(tx, { ...locked, status }, status.toLowerCase() as BargainEvent, null);
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  /** The viewer's offers on one side (made as the buyer, received as the seller), newest first, loaded with `query`. */
  async list<Q extends BargainQuery = typeof WITH_DETAILS>(
    viewer: Viewer,
    role: BargainRole,
    status: BargainStatusFilter,
    page: { offset: number; limit: number },
    query: Q = WITH_DETAILS as Q,
  ): Promise<{ rows: Prisma.BargainGetPayload<Q>[]; total: number }> {
    const where: Prisma.BargainWhereInput = {
      ...(role === 'BUYER' ? { buyerId: viewer.user.id } : { sellerId: viewer.user.id }),
      ...(status === 'OPEN' ? { status: { in: [...OPEN_BARGAIN_STATUSES] } } : status === 'CLOSED' ? { status: { notIn: [...OPEN_BARGAIN_STATUSES] } } : {}),
    };
    const [rows, total] = await Promise.all([
      db().bargain.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
      db().bargain.count({ where }),
    ]);
    return { rows: rows.map((row) => forParty(viewer, row)) as Prisma.BargainGetPayload<Q>[], total };
  }

  /** One offer the viewer is a party of, by its number, loaded with `query`; null for none or anyone else's. */
  async find<Q extends BargainQuery = typeof WITH_DETAILS>(
    viewer: Viewer,
    bargainNo: unknown,
    query: Q = WITH_DETAILS as Q,
  ): Promise<Prisma.BargainGetPayload<Q> | null> {
    const no = typeof bargainNo === 'string' ? bargainNo.trim() : '';
    const found = BARGAIN_NO.test(no) ? await db().bargain.findFirst({ ...query, where: { bargainNo: no, ...partyOf(viewer) } }) : null;
    return found ? (forParty(viewer, found) as Prisma.BargainGetPayload<Q>) : null;
  }

  /** One offer the viewer is a party of, by its number, loaded with `query`; not found for anyone else's. */
  async get<Q extends BargainQuery = typeof WITH_DETAILS>(
    viewer: Viewer,
    bargainNo: unknown,
    query: Q = WITH_DETAILS as Q,
  ): Promise<Prisma.BargainGetPayload<Q>> {
    const found = await this.find(viewer, bargainNo, query);
    if (!found) throw new BargainNotFoundError();
    return found;
  }

  /** One offer the viewer is a party of, by its id (a live event's), loaded with `query`; null for anyone else's. */
  async byId<Q extends BargainQuery>(viewer: Viewer, id: string, query: Q): Promise<Prisma.BargainGetPayload<Q> | null> {
    const found = await db().bargain.findFirst({ ...query, where: { id, ...partyOf(viewer) } });
    return found ? (forParty(viewer, found) as Prisma.BargainGetPayload<Q>) : null;
  }

  /** Who may fetch an offer by its global id: its buyer and its seller. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.BargainWhereUniqueInput {
    return viewer ? { id, OR: [{ buyerId: viewer.user.id }, { sellerId: viewer.user.id }] } : { id: NO_ROW_ID };
  }

  /** The viewer's side of an offer. */
  roleOf(viewer: Viewer, bargain: Pick<Bargain, 'buyerId'>): BargainRole {
    return bargain.buyerId === viewer.user.id ? 'BUYER' : 'SELLER';
  }

  /** The viewer's side of an offer and what they may do with it now: what every face answers beside the offer. */
  viewOf(
    viewer: Viewer,
    bargain: Pick<Bargain, 'buyerId' | 'status' | 'expiresAt' | 'priceCents' | 'listPriceCents'>,
  ): { role: BargainRole; actions: BargainActions } {
    return { role: this.roleOf(viewer, bargain), actions: this.actionsOf(viewer, bargain) };
  }

  /** What the viewer may do with an offer now (the buttons every face shows). */
  actionsOf(viewer: Viewer, bargain: Pick<Bargain, 'buyerId' | 'status' | 'expiresAt' | 'priceCents' | 'listPriceCents'>): BargainActions {
    return bargainActionsOf({ ...bargain, role: this.roleOf(viewer, bargain), expired: bargain.expiresAt.getTime() <= this.now().getTime() });
  }

  private async findOwn(viewer: Viewer, bargainNo: unknown): Promise<Pick<Bargain, 'id' | 'bargainNo' | 'listingId'>> {
    return this.get(viewer, bargainNo, { select: { id: true, bargainNo: true, listingId: true } });
  }

  private async lockById(tx: Tx, id: string): Promise<LockedBargain | null> {
    const [row] = await sqlRows<LockedBargain>(
      tx,
      `SELECT b.id, b.bargain_no AS "bargainNo", b.listing_id AS "listingId", b.buyer_id AS "buyerId", b.seller_id AS "sellerId",
              b.template_id AS "templateId", b.list_price_cents AS "listPriceCents", b.price_cents AS "priceCents",
              b.counter_price_cents AS "counterPriceCents", b.held_cents AS "heldCents", b.held_from_deposit_cents AS "heldFromDepositCents",
              b.buyer_steam_account_id AS "buyerSteamAccountId", b.buyer_trade_url AS "buyerTradeUrl", b.partner_app_id AS "partnerAppId",
              b.status::text AS status, b.expires_at <= $2::timestamp AS expired, t.hash_name AS "hashName",
              CASE WHEN a.status = 'NORMAL' AND a.trade_link_url IS NOT NULL THEN a.steam_id END AS "buyerSteamId"
       FROM bargains b
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

  /** Refuses a buyer's new offer on the listing when they have one open there, or as many open as one may have. */
  private async checkOpenOffers(tx: Tx, buyerId: string, listingId: string): Promise<void> {
    const [open] = await sqlRows<{ count: number; here: number }>(
      tx,
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE listing_id = $2)::int AS here
       FROM bargains WHERE buyer_id = $1 AND status IN ('OPEN', 'COUNTERED')`,
      [buyerId, listingId],
    );
    if (open.here > 0) throw new BargainAlreadyOpenError();
    if (open.count >= BARGAIN_MAX_OPEN) throw new TooManyBargainsError(BARGAIN_MAX_OPEN);
  }

  private async lastStep(tx: Tx, bargainId: string): Promise<{ action: string; actor: string } | undefined> {
    const [last] = await sqlRows<{ action: string; actor: string }>(
      tx,
      'SELECT action::text AS action, actor::text AS actor FROM bargain_steps WHERE bargain_id = $1 ORDER BY id DESC LIMIT 1',
      [bargainId],
    );
    return last;
  }

  private async acceptedBy(tx: Tx, bargainId: string): Promise<{ actor: string; orderNo: string } | undefined> {
    const [row] = await sqlRows<{ actor: string; orderNo: string }>(
      tx,
      `SELECT s.actor::text AS actor, o.order_no AS "orderNo" FROM bargain_steps s JOIN orders o ON o.bargain_id = s.bargain_id
       WHERE s.bargain_id = $1 AND s.action = 'ACCEPTED'`,
      [bargainId],
    );
    return row;
  }

  private step(tx: Tx, bargainId: string, action: BargainAction, actor: BargainActor, priceCents: number | null, reason: string | null, at: Date) {
    return sqlExecute(
      tx,
      `INSERT INTO bargain_steps (bargain_id, action, actor, price_cents, reason, created_at)
       VALUES ($1, $2::bargain_action, $3::bargain_actor, $4, $5, $6::timestamp)`,
      [bargainId, action, actor, priceCents, reason, at],
    );
  }

  /** The offer's event, seen by both parties. */
  private announce(
    tx: Tx,
    bargain: Pick<LockedBargain, 'id' | 'bargainNo' | 'buyerId' | 'sellerId' | 'listingId'> & { status: string },
    event: BargainEvent,
    orderNo: string | null,
  ): Promise<void> {
    return this.events.append(tx, [
      {
        type: 'bargain.changed',
        aggregateId: bargain.id,
        audience: [bargain.buyerId, bargain.sellerId],
        payload: { bargainId: bargain.id, bargainNo: bargain.bargainNo, listingId: bargain.listingId, event, status: bargain.status, orderNo },
      },
    ]);
  }
}

/** The buyer's message when the listing's change ended their offer. */
const ENDED_MESSAGE: Record<OffSaleReason | 'TERMS_CHANGED', string> = {
  LISTING_SOLD: 'bargainEndedSold',
  LISTING_DELISTED: 'bargainEndedDelisted',
  LISTING_REPRICED: 'bargainEndedRepriced',
  TERMS_CHANGED: 'bargainEndedTermsChanged',
};

const isOpen = (status: string) => (OPEN_BARGAIN_STATUSES as readonly string[]).includes(status);

/** What the seller may not see of an offer: where the buyer receives the item, the buyer's partner app and its own number. */
function forParty<T extends object>(viewer: Viewer, row: T): T {
  if (!('sellerId' in row) || row.sellerId !== viewer.user.id || ('buyerId' in row && row.buyerId === viewer.user.id)) return row;
  return { ...row, buyerSteamAccountId: null, buyerTradeUrl: null, partnerAppId: null, merchantOrderNo: null };
}

function partyOf(viewer: Viewer): Prisma.BargainWhereInput {
  return { OR: [{ buyerId: viewer.user.id }, { sellerId: viewer.user.id }] };
}

function termsFrom(row: ListingFactsRow, viewerId: string | null): BargainTerms {
  return {
    listingId: row.id,
    enabled: row.bargainEnabled,
    minPriceCents: viewerId !== null && row.sellerId === viewerId ? row.bargainMinCents : null,
    listPriceCents: row.priceCents,
    floorCents: bargainFloorCents(row),
    topBuyOrderCents: row.topBuyOrderCents,
    refusal: bargainRefusalOf(row, viewerId),
  };
}

const WITH_DETAILS = {
  include: {
    template: { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } },
    steps: { orderBy: { id: 'asc' } },
    order: { select: { orderNo: true, status: true, statusDes: true } },
  },
} as const;
export type BargainWithDetails = Prisma.BargainGetPayload<typeof WITH_DETAILS>;
export type BargainQuery = { include?: Prisma.BargainInclude; select?: Prisma.BargainSelect };
