// Bargaining (还价): a buyer offers less than a listing's price, the seller answers.
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
//
// Its states follow one table (bargainStateMachine.ts, written only by bargainTransitions.ts's apply);
// its number, hold and release, expiry and the end of what an unbound account would receive are the
// holding module's lifecycle (api/modules/holding), which buy orders share.
import { randomUUID } from 'node:crypto';
import { parseCentsInput } from '../../../lib/money.ts';
import { db } from '../../db/client.ts';
import type { Bargain, BargainActor, Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import { transaction } from '../../db/transaction.ts';
import { ValidationError } from '../../errors.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import type { BuyOrderService } from '../buyorder/buyOrder.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { type Holding, type HoldingEnd, type HoldingReads, holderOf, holdingOf, placeOnce } from '../holding/holding.service.ts';
import type { ListingService, OffSaleReason } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import { type OpenCommitments, type OrderService, type PartnerCommitments, parsePartnerPurchase } from '../order/order.service.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
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
  assertOverListingFloor,
  type BargainReads,
  type BargainTerms,
  hashNameOf,
  listingFacts,
  type OfferTerms,
  offerTermsFrom,
  termsFrom,
} from './bargainListings.ts';
import { bargainNumberUsed } from './bargainMerchantNo.ts';
import { type BargainQuery, type BargainRole, type BargainStatusFilter, findBargain, listBargains, WITH_DETAILS } from './bargainReading.ts';
import {
  acceptedBy,
  announceBargain,
  type BargainChange,
  bargainsDeliveringTo,
  dueBargains,
  type LockedBargain,
  lastStep,
  lockBargain,
  recordStep,
} from './bargainRows.ts';
import { OPEN_BARGAIN_STATUSES } from './bargainStateMachine.ts';
import { type BargainActions, bargainActionsOf, bargainFloorCents, bargainRefusalOf, holdSplit } from './bargainTerms.ts';
import { apply } from './bargainTransitions.ts';

export {
  BARGAIN_ROLES,
  BARGAIN_STATUS_FILTERS,
  type BargainQuery,
  type BargainRole,
  type BargainStatusFilter,
  type BargainWithDetails,
} from './bargainReading.ts';
export type { BargainTerms, OfferTerms } from './bargainListings.ts';
export { OPEN_BARGAIN_STATUSES } from './bargainStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** Most open offers (waiting for the seller or for the buyer) one buyer may have. */
export const BARGAIN_MAX_OPEN = 10;
/** How long an offer, then a counter-offer, waits for its answer. */
export const BARGAIN_ANSWER_MS = 24 * 3_600_000;
export const BARGAIN_EXPIRE_JOB = 'bargain-expire';
export const BARGAIN_SWEEP_JOB = 'bargain-sweep';

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

export type BargainEvent = BargainChange;

export type BargainServiceOptions = {
  now: () => Date;
  jobs: JobQueue;
  ledger: Ledger;
  events: EventLog;
  orders: OrderService;
  listings: ListingService;
  /** the top buy order of a listing's item (part of the floor) */
  buyOrders: Pick<BuyOrderService, 'topPrices'>;
  /** the catalogue's items, and whether a receiving account can receive (HoldingReads) */
  catalog: Pick<CatalogService, 'itemsByIds'>;
  steamAccounts: Pick<SteamAccountService, 'usableReceivers'>;
  warn?: (error: unknown, message: string) => void;
};

/** The lifecycle of an offer's money: its number, hold and release, expiry, an unbound receiving account. */
const BARGAIN_HOLDING = {
  openStates: OPEN_BARGAIN_STATUSES,
  reference: 'BARGAIN',
  keyPrefix: 'bargain',
  numberPrefix: 'K',
  expireJob: BARGAIN_EXPIRE_JOB,
  sweepJob: BARGAIN_SWEEP_JOB,
  jobField: 'bargainId',
  noun: 'bargain',
} as const;
const yuan = (cents: number) => (cents / 100).toFixed(2);

export class BargainService implements PartnerCommitments {
  private readonly now: () => Date;
  private readonly events: EventLog;
  private readonly orders: OrderService;
  private readonly listings: ListingService;
  private readonly reads: BargainReads & HoldingReads;
  private readonly holding: Holding<LockedBargain>;

  constructor(options: BargainServiceOptions) {
    this.now = options.now;
    this.events = options.events;
    this.orders = options.orders;
    this.listings = options.listings;
    this.reads = options;
    // a sale, unlisting or repricing of a listing ends its open offers, in that change's transaction
    options.listings.whenOffSale((tx, listingIds, reason) => this.endForListings(tx, listingIds, reason));
    this.holding = holdingOf(
      BARGAIN_HOLDING,
      { ...options, warn: options.warn ?? (() => {}) },
      { lock: (tx, id) => this.lockById(tx, id), end: (tx, row, why) => this.endHolding(tx, row, why), due: dueBargains, deliveringTo: bargainsDeliveringTo },
    );
  }

  /**
   * What the partner app's open offers placed since `since` may still buy (the order module's
   * partner daily limits): one unit each, and the amounts they hold, read with `client`.
   */
  async openCommitments(client: Pick<Tx, '$queryRaw'>, appId: string, since: Date): Promise<OpenCommitments> {
    const [open] = await client.$queryRaw<{ offers: bigint; amount: bigint }[]>`
      SELECT count(*) AS offers, coalesce(sum(held_cents), 0)::bigint AS amount
      FROM bargains WHERE partner_app_id = ${appId} AND status IN (${sqlConstants(OPEN_BARGAIN_STATUSES)}) AND created_at >= ${since}`;
    return { units: Number(open.offers), amountCents: BigInt(open.amount) };
  }

  /** The buyer and merchant order number of offers by id (a partner's event feed), those found. */
  async partnerRefs(ids: readonly string[]): Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>> {
    const rows = await db().bargain.findMany({ where: { id: { in: [...ids] } }, select: { id: true, buyerId: true, merchantOrderNo: true } });
    return new Map(rows.map((row) => [row.id, { buyerId: row.buyerId, merchantOrderNo: row.merchantOrderNo }]));
  }

  // -------------------------------------------------------------------------------------------
  // The listing's terms

  /** What the viewer (or anyone, signed out) may offer on each of these listings, by id; an unknown id is left out. Two statements, however many listings. */
  async termsOf(viewerId: string | null, listingIds: readonly string[]): Promise<Map<string, BargainTerms>> {
    if (listingIds.length === 0) return new Map();
    const rows = await listingFacts(db(), this.reads, listingIds, false);
    return new Map(rows.map((row) => [row.id, termsFrom(row, viewerId)]));
  }

  /** What any buyer may offer on each of these listings, the same whoever asks, by id; an unknown id is left out. Two statements, however many listings. */
  async offerTermsOf(listingIds: readonly string[]): Promise<Map<string, OfferTerms>> {
    if (listingIds.length === 0) return new Map();
    const rows = await listingFacts(db(), this.reads, listingIds, false);
    return new Map(rows.map((row) => [row.id, offerTermsFrom(row)]));
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
    const enabled = input.enabled;
    if (typeof enabled !== 'boolean') throw new ValidationError('enabled', 'bargain.enabledInvalid');
    let minCents: number | null = null;
    if (input.minPrice !== undefined && input.minPrice !== null && input.minPrice !== '') {
      const parsed = parseCentsInput(input.minPrice);
      if (!parsed.ok || parsed.cents <= 0) throw new ValidationError('minPrice', 'bargain.minPriceInvalid');
      minCents = parsed.cents;
    }
    await transaction(async (tx) => {
      if (id) await this.listings.lockForUpdate(tx, [id]);
      const [listing] = id ? await this.listings.bargainFacts(tx, [id]) : [];
      if (!listing || listing.sellerId !== viewer.user.id || listing.status !== 'ON_SALE' || listing.origin !== 'MARKET') {
        throw new ValidationError('listingId', 'bargain.notOwnListing');
      }
      if (minCents !== null && minCents >= listing.priceCents) {
        throw new ValidationError('minPrice', 'bargain.minPriceAbovePrice', { max: yuan(listing.priceCents - 1) });
      }
      await this.listings.setBargainTerms(tx, id, { enabled, minCents });
      await this.events.append(tx, [
        {
          type: 'bargain.termsChanged',
          aggregateId: id,
          audience: [viewer.user.id],
          payload: { listingId: id, enabled, minPriceCents: minCents },
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
    const params = { listingId, priceCents: price.cents, steamAccountId, tradeUrl: partner?.tradeLink?.url ?? null };
    const placement = {
      viewer,
      partner,
      idempotencyKey: input.idempotencyKey,
      operation: 'bargain.offer',
      merchantKeyPrefix: 'bargain-merchant',
      params,
      now,
      resource: 'bargain',
      numberUsed: (client: Tx, merchantOrderNo: string) => bargainNumberUsed(client, buyerId, merchantOrderNo, params),
      // the app's daily limits count the offer as the order it may become
      room: { orders: 1, amountCents: price.cents },
      orders: this.orders,
    } as const;

    return placeOnce(placement, async (tx) => {
      // shared: offers on one listing go side by side, while its sale or repricing waits for them (and ends them)
      const [listing] = await listingFacts(tx, this.reads, [listingId], true);
      if (!listing) throw new ValidationError('listingId', 'bargain.listingUnknown');
      const refusal = bargainRefusalOf(listing, buyerId);
      if (refusal) throw new BargainNotAllowedError(refusal);
      const floor = bargainFloorCents(listing);
      if (price.cents < floor || price.cents >= listing.priceCents) {
        throw new ValidationError('price', 'bargain.priceOutOfRange', { min: yuan(floor), max: yuan(listing.priceCents - 1) });
      }
      const holder = await holderOf(tx, this.reads.steamAccounts, viewer, steamAccountId, partner);

      // counted first too, so that a buyer short of money for a second offer hears why it is refused (the offer
      // already open, the limit) rather than "insufficient balance"; the count under the lock below decides
      await this.checkOpenOffers(tx, buyerId, listingId);
      const bargainNo = this.holding.newNumber(now);
      // the buyer's accounts stay locked from here to the commit: their open offers are counted under that lock
      const split = await this.holding.hold(tx, { userId: buyerId, no: bargainNo, amount: price.cents, part: 'hold' });
      await this.checkOpenOffers(tx, buyerId, listingId);
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + BARGAIN_ANSWER_MS);
      const status = await apply(tx, {
        event: 'OFFER',
        bargain: {
          ...holder,
          id,
          bargainNo,
          listingId,
          sellerId: listing.sellerId,
          templateId: listing.templateId,
          listPriceCents: listing.priceCents,
          priceCents: price.cents,
          heldCents: price.cents,
          heldFromDepositCents: split.fromDeposit,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordStep(tx, id, 'OFFERED', 'BUYER', price.cents, null, now);
      await this.announce(tx, { id, bargainNo, buyerId, sellerId: listing.sellerId, listingId, status }, 'offered', null);
      await postMessage(tx, listing.sellerId, 'TRADE', 'bargainReceived', {
        bargainNo,
        item: await hashNameOf(tx, this.reads.catalog, listing.templateId),
        amount: yuan(price.cents),
        price: yuan(listing.priceCents),
      });
      await this.holding.expireAt(tx, id, expiresAt);
      return { bargainNo };
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
      const status = await apply(tx, { event: 'COUNTER', id: locked.id, counterPriceCents: price.cents, expiresAt, at: now });
      await recordStep(tx, locked.id, 'COUNTERED', 'SELLER', price.cents, null, now);
      await this.announce(tx, { ...locked, status }, 'countered', null);
      await postMessage(tx, locked.buyerId, 'TRADE', 'bargainCountered', {
        bargainNo: locked.bargainNo,
        item: locked.hashName,
        amount: yuan(locked.priceCents),
        counter: yuan(price.cents),
      });
      await this.holding.expireAt(tx, locked.id, expiresAt);
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
      await this.listings.lockForUpdate(tx, [own.listingId]);
      const locked = await this.lockById(tx, own.id);
      if (!locked) throw new BargainNotFoundError();
      const role = locked.sellerId === viewer.user.id ? 'SELLER' : 'BUYER';
      if (locked.status === 'ACCEPTED') {
        const done = await acceptedBy(tx, this.orders, locked.id);
        if (done?.actor === role) return { orderNo: done.orderNo };
        throw new BargainNotActionableError();
      }
      if (!bargainActionsOf({ ...locked, role }).accept) throw new BargainNotActionableError();
      if (!locked.buyerSteamId) throw new BargainReceiverGoneError();
      let { heldCents, heldFromDepositCents } = locked;
      const priceCents = locked.status === 'COUNTERED' ? locked.counterPriceCents! : locked.priceCents;
      await assertOverListingFloor(tx, this.reads.catalog, locked, priceCents);
      if (priceCents > heldCents) {
        const topUp = await this.holding.hold(tx, { userId: locked.buyerId, no: locked.bargainNo, amount: priceCents - heldCents, part: 'counter' });
        heldCents = priceCents;
        heldFromDepositCents += topUp.fromDeposit;
      }
      // accepted before the sale: the listing's off-sale listeners end its other offers, not this one
      const status = await apply(tx, { event: 'ACCEPT', id: locked.id, at: now });
      const order = await this.orders.buyFromHold(tx, {
        listingId: locked.listingId,
        buyerId: locked.buyerId,
        receiver: { buyerSteamAccountId: locked.buyerSteamAccountId, buyerSteamId: locked.buyerSteamId, buyerTradeUrl: locked.buyerTradeUrl },
        partnerAppId: locked.partnerAppId,
        merchantOrderNo: locked.merchantOrderNo,
        priceCents,
        split: holdSplit(heldCents, heldFromDepositCents),
        source: { bargainId: locked.id },
      });
      // not on sale but not ended either: held for another buyer's checkout right now (the transaction rolls back)
      if (!order) throw new BargainListingBusyError();
      await recordStep(tx, locked.id, 'ACCEPTED', role, priceCents, null, now);
      await this.announce(tx, { ...locked, status }, 'accepted', order.orderNo);
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
        const last = await lastStep(tx, locked.id);
        if (last?.actor === role && last.action === outcome) return;
        throw new BargainNotActionableError();
      }
      await this.close(tx, locked, outcome === 'DECLINED' ? 'DECLINE' : 'CANCEL', role, null);
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
  expire(bargainId: string): Promise<void> {
    return this.holding.expire(bargainId);
  }

  /** Each minute: offers past their time that still wait (what a lost expiry job would have done). */
  sweep(): Promise<number> {
    return this.holding.sweep();
  }

  /**
   * The buyer's receiving Steam account is being unbound (SteamAccountService.whenUnbinding, in that
   * transaction): their offers that would deliver to it could never be accepted; they end (reason
   * ACCOUNT_UNBOUND) and the holds go back.
   */
  endForAccount(tx: Tx, steamAccountId: string): Promise<void> {
    return this.holding.endForAccount(tx, steamAccountId);
  }

  /** The holding lifecycle's end of an offer that waits: past its time (EXPIRED), or its receiving account unbound (CANCELLED). */
  private async endHolding(tx: Tx, locked: LockedBargain, why: HoldingEnd): Promise<void> {
    await this.close(tx, locked, why === 'EXPIRED' ? 'EXPIRE' : 'CANCEL', 'SYSTEM', why === 'EXPIRED' ? null : why);
    // a counter-offer that lapsed waited for the buyer, not for the seller: told so
    const message = why === 'ACCOUNT_UNBOUND' ? 'bargainEndedUnbound' : locked.status === 'COUNTERED' ? 'bargainCounterExpired' : 'bargainExpired';
    await postMessage(tx, locked.buyerId, 'TRADE', message, { bargainNo: locked.bargainNo, item: locked.hashName, amount: yuan(locked.heldCents) });
  }

  /** The listing module's off-sale listener: the listings' open offers end, in the caller's transaction, and their buyers are told why. */
  private async endForListings(tx: Tx, listingIds: readonly string[], reason: OffSaleReason | 'TERMS_CHANGED'): Promise<void> {
    if (listingIds.length === 0) return;
    // a repricing that left a listing at the price an offer was made at (a batch repricing) changes nothing for that offer
    const open = await tx.bargain.findMany({
      where: { listingId: { in: [...listingIds] }, status: { in: [...OPEN_BARGAIN_STATUSES] } },
      orderBy: [{ buyerId: 'asc' }, { id: 'asc' }],
      select: { id: true, listingId: true, listPriceCents: true },
    });
    const prices =
      reason === 'LISTING_REPRICED' && open.length > 0
        ? new Map((await this.listings.bargainFacts(tx, [...new Set(open.map((row) => row.listingId))])).map((listing) => [listing.id, listing.priceCents]))
        : null;
    await this.holding.endEach(
      tx,
      open.filter((row) => prices === null || prices.get(row.listingId) !== row.listPriceCents).map((row) => row.id),
      async (locked) => {
        await this.close(tx, locked, 'CANCEL', 'SYSTEM', reason);
        await postMessage(tx, locked.buyerId, 'TRADE', ENDED_MESSAGE[reason], {
          bargainNo: locked.bargainNo,
          item: locked.hashName,
          amount: yuan(locked.heldCents),
        });
      },
    );
  }

  /** Ends an offer that waits: the hold goes back to the deposit and withdrawable balances it came from. */
  private async close(tx: Tx, locked: LockedBargain, event: 'DECLINE' | 'CANCEL' | 'EXPIRE', actor: BargainActor, reason: string | null): Promise<void> {
    const now = this.now();
    await this.holding.release(tx, {
      userId: locked.buyerId,
      no: locked.bargainNo,
      heldCents: locked.heldCents,
      heldFromDepositCents: locked.heldFromDepositCents,
    });
    const status = await apply(tx, { event, id: locked.id, at: now });
    await recordStep(tx, locked.id, CLOSING_STEP[event], actor, null, reason, now);
    await this.announce(tx, { ...locked, status }, CLOSING_CHANGE[event], null);
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
    return listBargains(viewer, role, status, page, query);
  }

  /** One offer the viewer is a party of, by its number, loaded with `query`; null for none or anyone else's. */
  async find<Q extends BargainQuery = typeof WITH_DETAILS>(
    viewer: Viewer,
    bargainNo: unknown,
    query: Q = WITH_DETAILS as Q,
  ): Promise<Prisma.BargainGetPayload<Q> | null> {
    const no = this.holding.numberOf(bargainNo);
    return no ? findBargain(viewer, { bargainNo: no }, query) : null;
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
    return findBargain(viewer, { id }, query);
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

  private lockById(tx: Tx, id: string): Promise<LockedBargain | null> {
    return lockBargain(tx, this.reads, id, this.now());
  }

  /** Refuses a buyer's new offer on the listing when they have one open there, or as many open as one may have. */
  private async checkOpenOffers(tx: Tx, buyerId: string, listingId: string): Promise<void> {
    const open = await tx.bargain.findMany({ where: { buyerId, status: { in: [...OPEN_BARGAIN_STATUSES] } }, select: { listingId: true } });
    if (open.some((offer) => offer.listingId === listingId)) throw new BargainAlreadyOpenError();
    if (open.length >= BARGAIN_MAX_OPEN) throw new TooManyBargainsError(BARGAIN_MAX_OPEN);
  }

  /** The offer's event, seen by both parties. */
  private announce(tx: Tx, bargain: Parameters<typeof announceBargain>[2], event: BargainEvent, orderNo: string | null): Promise<void> {
    return announceBargain(this.events, tx, bargain, event, orderNo);
  }
}

/** The buyer's message when the listing's change ended their offer. */
const ENDED_MESSAGE: Record<OffSaleReason | 'TERMS_CHANGED', string> = {
  LISTING_SOLD: 'bargainEndedSold',
  LISTING_DELISTED: 'bargainEndedDelisted',
  LISTING_REPRICED: 'bargainEndedRepriced',
  TERMS_CHANGED: 'bargainEndedTermsChanged',
};

/** The step and the event of each way an offer that waits is closed without a sale. */
const CLOSING_STEP = { DECLINE: 'DECLINED', CANCEL: 'CANCELLED', EXPIRE: 'EXPIRED' } as const;
const CLOSING_CHANGE = { DECLINE: 'declined', CANCEL: 'cancelled', EXPIRE: 'expired' } as const;
