// Leases (租赁; docs/money-and-orders.md "Leases"): the lease module's surface. Renting a lease
// listing (`rent`), the lender's 发货 (`deliver`), the renter's cancellation before the offer
// (`cancel`), and reading a party's leases (leaseReads.ts). What happens after the rent by itself
// (the offer followed at Steam, the deadlines) is the delivery part of the lease's life
// (leaseDelivery.ts); every step goes through LeaseLife and the one writer of a lease's state
// (leaseTransitions.ts).
//
// Renting is one transaction under the renter's idempotency key: the lease listing is locked, every
// rule is checked (a refusal rolls everything back and changes nothing), the item's sale listing ends,
// and the lease is created and either held from the balance (RENT_BALANCE: rent and deposit held,
// deposit first; the step-up applies) or left waiting for one Alipay payment of rent and deposit
// (RENT_ALIPAY, 15 minutes).
import { randomUUID } from 'node:crypto';
import { firstReturnAt, LEASE_MIN_DAYS, renewalRentCents, rentFor } from '../../../lib/leaseTerms.ts';
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { TradePlatform } from '../../integrations/tradePlatform/port.ts';
import { requireStepUpFor } from '../../security/operationPolicy.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { holderOf, numberUsedError, placeOnce } from '../holding/holding.service.ts';
import type { ListingService } from '../listing/listing.service.ts';
import { MerchantOrderNoUsedError } from '../order/order.errors.ts';
import type { OpenCommitments } from '../order/order.service.ts';
import { type OrderService, parsePartnerPurchase, parsePayMethod, steamIdOfTradeLink, parseTradeLinkUrl } from '../order/order.service.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
import { decodePosition, encodePosition } from '../../db/keysetPosition.ts';
import { InsufficientBalanceError } from '../wallet/wallet.errors.ts';
import { balancesOf, type Ledger } from '../wallet/wallet.service.ts';
import {
  AccountInLeaseError,
  LeaseInsufficientBalanceError,
  LeaseListingUnavailableError,
  LeaseNotActionableError,
  LeaseNotFoundError,
  OwnLeaseListingError,
} from './lease.errors.ts';
import { LeaseDelivery, type LeasePayments } from './leaseDelivery.ts';
import type { LeaseLife } from './leaseLife.ts';
import {
  findLease,
  LEASE_DETAILS,
  lastLeaseStep,
  leasesPaidBy,
  type LeaseAction,
  type LeaseForActions,
  type LeaseQuery,
  type LeaseRole,
  type LeaseStatusFilter,
  leaseActionsOf,
  leaseDaysLeft,
  leasePartnerRefs,
  leasesBefore,
  listLeases,
} from './leaseReads.ts';
import { CLOSED_LEASE_STATES, type LeaseState, OPEN_LEASE_STATES } from './leaseStateMachine.ts';
import type { NewLease } from './leaseTransitions.ts';

export {
  LEASE_ACTIONS,
  LEASE_DETAILS,
  LEASE_ROLES,
  LEASE_STATUS_FILTERS,
  type LeaseAction,
  type LeaseQuery,
  type LeaseRole,
  type LeaseStatusFilter,
  type LeaseWithDetails,
  leaseActionsOf,
} from './leaseReads.ts';
export { LEASE_EVENTS, LEASE_STATES, type LeaseState } from './leaseStateMachine.ts';
export type { LeasePayments } from './leaseDelivery.ts';

type Tx = Prisma.TransactionClient;

/** Where the Alipay cashier sends the renter back, and what a lease's page is. */
export const leasePagePath = (leaseNo: string) => `/user/lease?leaseNo=${leaseNo}`;

export type RentInput = {
  leaseListingId: unknown;
  /** whole lease days, 8 to the listing's most */
  days: unknown;
  /** 'balance' or 'alipay' */
  payMethod: unknown;
  /** the renter's bound Steam account that receives the item (and will send it back) */
  steamAccountId: unknown;
  /** partners only: their own number of the rent (its idempotency key, for ever), and a trade URL instead of a bound account */
  merchantOrderNo?: unknown;
  tradeUrl?: unknown;
};

/** What a rent answers (and answers again for the same idempotency key): the lease, and the cashier of an Alipay one. */
export type RentAnswer = { leaseNo: string; payUrl: string | null };

export type LeaseServiceOptions = {
  life: LeaseLife;
  ledger: Ledger;
  platform: TradePlatform;
  /** the simulated Steam is the trade platform (see leaseDelivery.ts) */
  simulated: boolean;
  /** the item's sale listing ends when it is rented */
  listings: Pick<ListingService, 'endSaleOfRented'>;
  /** whether an account can receive (or give) items now; the sessions and confirmations of the lender's and renter's accounts */
  steamAccounts: Pick<SteamAccountService, 'usableReceivers' | 'sessionFor' | 'confirmOffer'>;
  /** a partner app's daily limits (placing a holding once: api/modules/holding) */
  orders: Pick<OrderService, 'checkPartnerDailyRoom'>;
  /** Alipay payments; without them a rent with Alipay is refused */
  payments?: LeasePayments;
};

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Whole lease days, as a JSON integer or a string of digits. */
function parseDays(value: unknown): number {
  const days = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(days)) throw new ValidationError('days', 'lease.daysInvalid');
  return days;
}

export class LeaseService {
  private readonly life: LeaseLife;
  private readonly listings: LeaseServiceOptions['listings'];
  private readonly steamAccounts: LeaseServiceOptions['steamAccounts'];
  private readonly orders: LeaseServiceOptions['orders'];
  private readonly payments: LeasePayments | undefined;
  /** the delivery part of a lease's life: the offer, its follow-up, the payment and delivery deadlines */
  readonly delivery: LeaseDelivery;

  constructor(options: LeaseServiceOptions) {
    this.life = options.life;
    this.listings = options.listings;
    this.steamAccounts = options.steamAccounts;
    this.orders = options.orders;
    this.payments = options.payments;
    this.delivery = new LeaseDelivery(options);
  }

  private now(): Date {
    return this.life.now();
  }

  // -------------------------------------------------------------------------------------------
  // Renting

  /**
   * Rents a lease listing for the viewer (see the top of the file). Every refusal is a translated
   * error that changes nothing; the same idempotency key and input answer the first answer again.
   */
  async rent(viewer: Viewer, input: RentInput, idempotencyKey: unknown): Promise<RentAnswer> {
    const renterId = viewer.user.id;
    const leaseListingId = typeof input.leaseListingId === 'string' ? input.leaseListingId.trim() : '';
    if (!leaseListingId || leaseListingId.length > 64) throw new ValidationError('leaseListingId', 'lease.listingUnknown');
    const days = parseDays(input.days);
    const payMethod = parsePayMethod(input.payMethod);
    const steamAccountId = typeof input.steamAccountId === 'string' ? input.steamAccountId.trim() : '';
    const partner = parsePartnerPurchase(viewer, input);
    // a partner pays from its balance (an Alipay checkout needs a person at the cashier)
    if (partner && payMethod !== 'balance') throw new ValidationError('payMethod', 'order.partnerPaysFromBalance');
    if (payMethod === 'alipay' && !this.payments) throw new ServiceUnavailableError('order.alipayUnavailable');
    const now = this.now();
    if (payMethod === 'balance') requireStepUpFor(viewer, 'payFromBalance', now);
    const params = { leaseListingId, days, payMethod, steamAccountId, tradeUrl: partner?.tradeLink?.url ?? null };
    if (partner) {
      // a partner's number used before: the same rent answers its lease as it is now, however long ago (as a purchase does); another rent is a 409
      const earlier = await earlierRent(db(), renterId, partner.merchantOrderNo, params);
      if (earlier?.refusal) throw earlier.refusal;
      if (earlier) return { leaseNo: earlier.leaseNo, payUrl: null };
    }

    return placeOnce(
      {
        viewer,
        partner,
        idempotencyKey,
        operation: 'lease.rent',
        merchantKeyPrefix: 'lease-merchant',
        params,
        now,
        resource: 'lease',
        numberUsed: async (client, merchantOrderNo) => {
          const earlier = await earlierRent(client, renterId, merchantOrderNo, params);
          return earlier && (earlier.refusal ?? new MerchantOrderNoUsedError(merchantOrderNo, 'lease'));
        },
        // a partner's rent is one order of the day: counted here, with the app's row locked first (as a
        // purchase locks it); its amount, rent and deposit, is checked once the listing is locked (rentLocked)
        room: { orders: 1, amountCents: 0 },
        orders: this.orders,
      },
      (tx) => this.rentLocked(tx, viewer, { leaseListingId, days, payMethod, steamAccountId, partner }, now),
    );
  }

  private async rentLocked(
    tx: Tx,
    viewer: Viewer,
    input: { leaseListingId: string; days: number; payMethod: 'balance' | 'alipay'; steamAccountId: string; partner: ReturnType<typeof parsePartnerPurchase> },
    now: Date,
  ): Promise<RentAnswer> {
    const renterId = viewer.user.id;
    // one renter at a time: a second waits here, then finds it LEASED
    await tx.$queryRaw`SELECT id FROM lease_listings WHERE id = ${input.leaseListingId} FOR UPDATE`;
    const listing = await tx.leaseListing.findUnique({
      where: { id: input.leaseListingId },
      include: { inventoryItem: { select: { steamAccountId: true, assetId: true } }, template: { select: { hashName: true } } },
    });
    if (!listing) throw new ValidationError('leaseListingId', 'lease.listingUnknown');
    if (listing.lenderId === renterId) throw new OwnLeaseListingError();
    if (listing.status !== 'ON_LEASE') throw new LeaseListingUnavailableError();
    if (input.days < LEASE_MIN_DAYS || input.days > listing.maxDays) {
      throw new ValidationError('days', 'lease.daysOutOfRange', { min: LEASE_MIN_DAYS, max: listing.maxDays });
    }
    // the item is still the lender's: in the account it was offered from, which can still trade
    const item = listing.inventoryItem;
    const lenderAccountId = listing.steamAccountId;
    const lender = lenderAccountId ? (await this.steamAccounts.usableReceivers(tx, [lenderAccountId])).get(lenderAccountId) : undefined;
    if (!item || !lenderAccountId || item.steamAccountId !== lenderAccountId || item.assetId !== listing.assetId || lender?.userId !== listing.lenderId) {
      throw new LeaseListingUnavailableError();
    }
    const holder = await holderOf(tx, this.steamAccounts, viewer, input.steamAccountId, input.partner);
    const receiver = holder.buyerSteamAccountId
      ? (await this.steamAccounts.usableReceivers(tx, [holder.buyerSteamAccountId])).get(holder.buyerSteamAccountId)
      : undefined;
    const link = !receiver && holder.buyerTradeUrl ? parseTradeLinkUrl(holder.buyerTradeUrl) : null;
    const renterSteamId = receiver?.steamId ?? (link ? steamIdOfTradeLink(link) : null);

    const rentCents = rentFor(listing, input.days);
    const total = rentCents + listing.depositCents;
    // a partner app's day must have room for the money this rent holds (the app's row is locked since placeOnce)
    if (input.partner && viewer.partner) await this.orders.checkPartnerDailyRoom(tx, viewer.partner.appId, { orders: 1, amountCents: total }, now);
    if (input.payMethod === 'balance') {
      // a hint before the listing's sale is ended; the hold decides under the account locks
      const balances = await balancesOf(tx, renterId);
      if (balances.deposit + balances.withdrawable < BigInt(total)) throw new LeaseInsufficientBalanceError(yuan(total));
    }
    if (listing.inventoryItemId && !(await this.listings.endSaleOfRented(tx, listing.inventoryItemId, now))) throw new LeaseListingUnavailableError();

    const leaseNo = this.life.money.holding.newNumber(now);
    let payment: { id: string; payUrl: string } | null = null;
    if (input.payMethod === 'alipay') {
      const created = await this.payments!.createPayment(tx, {
        userId: renterId,
        purpose: 'LEASE',
        amountCents: total,
        subject: translate('zh', 'lease.subject', { leaseNo, item: listing.template.hashName }),
        expiresAt: new Date(now.getTime() + this.life.settings.paymentMs),
        returnUrl: leasePagePath(leaseNo),
      });
      payment = { id: created.payment.id, payUrl: created.payUrl };
    }
    const lease: NewLease & { createdAt: Date; buyoutPriceCents: number | null } = {
      id: randomUUID(),
      leaseNo,
      leaseListingId: listing.id,
      templateId: listing.templateId,
      lenderId: listing.lenderId,
      renterId,
      lenderSteamAccountId: lenderAccountId,
      lenderSteamId: lender.steamId,
      assetId: listing.assetId,
      renterSteamAccountId: holder.buyerSteamAccountId,
      renterTradeUrl: holder.buyerTradeUrl,
      renterSteamId,
      partnerAppId: holder.partnerAppId,
      merchantOrderNo: holder.merchantOrderNo,
      payMethod: input.payMethod === 'alipay' ? 'ALIPAY' : 'BALANCE',
      paymentId: payment?.id ?? null,
      days: input.days,
      rentCents,
      depositCents: listing.depositCents,
      buyoutPriceCents: listing.buyoutPriceCents,
      createdAt: now,
      updatedAt: now,
    };
    let applied: { id: string; version: number };
    try {
      applied = await this.life.apply(tx, { event: input.payMethod === 'alipay' ? 'RENT_ALIPAY' : 'RENT_BALANCE', lease, actor: 'RENTER' });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw new LeaseInsufficientBalanceError(yuan(total));
      throw error;
    }
    if (input.payMethod === 'balance') await this.delivery.held(tx, applied);
    return { leaseNo, payUrl: payment?.payUrl ?? null };
  }

  // -------------------------------------------------------------------------------------------
  // 发货 and cancelling

  /**
   * 发货: the lender has the platform make the offer of a lease waiting for it, from the account the
   * item was offered from, to the renter's trade link (DELIVERY_OFFER_SENT). A robot account's offer,
   * and every offer with the simulated Steam, is confirmed at once; an ordinary account's waits for the
   * lender's confirmation in the Steam app. Answers the lease's number.
   */
  async deliver(viewer: Viewer, leaseNo: unknown): Promise<{ leaseNo: string }> {
    const lease = await this.get(viewer, leaseNo, { select: { ...ACTION_COLUMNS, id: true, leaseNo: true, version: true, lenderId: true } });
    if (lease.lenderId !== viewer.user.id || !this.actionsOf(viewer, lease).includes('deliver')) throw new LeaseNotActionableError('deliver');
    await this.delivery.send(lease.id, lease.version, 'LENDER');
    const after = await this.get(viewer, lease.leaseNo, { select: { deliveryOfferId: true } });
    // the lease moved meanwhile (the renter cancelled it, say) and no offer of this 发货 was recorded
    if (!after.deliveryOfferId) throw new LeaseNotActionableError('deliver');
    return { leaseNo: lease.leaseNo };
  }

  /**
   * The renter cancels a lease before the lender's offer was made (RENTER_CANCELLED): what was held goes
   * back, an unpaid payment is closed, the listing is for rent again. Cancelling again a lease the
   * renter cancelled answers it as it is.
   */
  async cancel(viewer: Viewer, leaseNo: unknown): Promise<{ leaseNo: string }> {
    const query = { include: { template: { select: { hashName: true } } } } as const;
    const lease = await this.get(viewer, leaseNo, query);
    const role = this.roleOf(viewer, lease);
    if (role === 'RENTER' && this.actionsOf(viewer, lease).includes('cancel')) {
      if (await this.delivery.end(lease, 'RENTER_CANCELLED', 'RENTER', null)) return { leaseNo: lease.leaseNo };
    }
    // the renter's own cancellation again (a retried request) is answered as it was
    const last = await lastLeaseStep(lease.id);
    if (role === 'RENTER' && last?.event === 'RENTER_CANCELLED') return { leaseNo: lease.leaseNo };
    throw new LeaseNotActionableError('cancel');
  }

  /**
   * Refuses (AccountInLeaseError) to let a Steam account go while a lease that has not ended needs it:
   * the lender's account gives the item and gets it back, the renter's receives it and sends it back.
   * Run in the unbinding's transaction (SteamAccountService.whenUnbinding, services.ts).
   */
  async refuseUnbindingInLease(tx: Tx, accountId: string): Promise<void> {
    const open = await tx.lease.findFirst({
      where: { status: { in: [...OPEN_LEASE_STATES] }, OR: [{ lenderSteamAccountId: accountId }, { renterSteamAccountId: accountId }] },
      orderBy: { createdAt: 'asc' },
      select: { leaseNo: true },
    });
    if (open) throw new AccountInLeaseError(open.leaseNo);
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  /** The viewer's leases on one side (rented as the renter, lent as the lender), newest first, loaded with `query`. */
  list<Q extends LeaseQuery = typeof LEASE_DETAILS>(
    viewer: Viewer,
    role: LeaseRole,
    status: LeaseStatusFilter,
    page: { offset: number; limit: number },
    query: Q = LEASE_DETAILS as Q,
  ): Promise<{ rows: Prisma.LeaseGetPayload<Q>[]; total: number }> {
    return listLeases(viewer, role, status, page, query);
  }

  /**
   * The viewer's leases on one side, newest first, a keyset page after a cursor (the partner API's
   * GET /open/v1/leases): pass `next` as `after` for the next page (null on the last); a lease rented
   * meanwhile never shifts a page. `merchantOrderNo` narrows to the renter's lease of that number.
   */
  async pageAfter<Q extends LeaseQuery = typeof LEASE_DETAILS>(
    viewer: Viewer,
    filter: { role: LeaseRole; status: LeaseStatusFilter; merchantOrderNo?: string },
    page: { after?: string; limit: number },
    query: Q = LEASE_DETAILS as Q,
  ): Promise<{ rows: Prisma.LeaseGetPayload<Q>[]; next: string | null }> {
    const before = page.after ? decodePosition(page.after) : null;
    // the position needs the row's time and id, whatever the caller selects
    const selection = (query.select ? { ...query, select: { ...query.select, id: true, createdAt: true } } : query) as Q;
    const rows = await leasesBefore(viewer, filter, { before, take: page.limit + 1 }, selection);
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1) as { id: string; createdAt: Date } | undefined;
    return { rows: shown, next: rows.length > page.limit && last ? encodePosition({ at: last.createdAt, id: last.id }) : null };
  }

  /**
   * What a partner app's lease steps since `since` count against its daily limits (PartnerCommitments,
   * read with the caller's `client`): each rent is one order of its rent and deposit, however it ended;
   * a renewal adds its added rent and a buyout its price less the deposit, on the day they were made.
   */
  async openCommitments(client: Pick<Tx, '$queryRaw'>, appId: string, since: Date): Promise<OpenCommitments> {
    const [made] = await client.$queryRaw<{ units: number; amount: bigint }[]>`
      SELECT count(*) FILTER (WHERE event IN ('RENT_ALIPAY', 'RENT_BALANCE'))::int AS units, coalesce(sum(added_cents), 0)::bigint AS amount
      FROM lease_steps WHERE partner_app_id = ${appId} AND created_at >= ${since}`;
    return { units: made.units, amountCents: BigInt(made.amount) };
  }

  /** The renter and the partner's merchant order number of each of these leases, by id: whose number a `lease.changed` callback carries. */
  partnerRefs(ids: readonly string[]): Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>> {
    return leasePartnerRefs(ids);
  }

  /** One lease the viewer is a party of, by its number, loaded with `query`; null for none or anyone else's. */
  async find<Q extends LeaseQuery = typeof LEASE_DETAILS>(
    viewer: Viewer,
    leaseNo: unknown,
    query: Q = LEASE_DETAILS as Q,
  ): Promise<Prisma.LeaseGetPayload<Q> | null> {
    const no = this.life.money.holding.numberOf(leaseNo);
    return no ? findLease(viewer, { leaseNo: no }, query) : null;
  }

  /** One lease the viewer is a party of, by its number, loaded with `query`; not found for anyone else's. */
  async get<Q extends LeaseQuery = typeof LEASE_DETAILS>(viewer: Viewer, leaseNo: unknown, query: Q = LEASE_DETAILS as Q): Promise<Prisma.LeaseGetPayload<Q>> {
    const found = await this.find(viewer, leaseNo, query);
    if (!found) throw new LeaseNotFoundError();
    return found;
  }

  /** One lease the viewer is a party of, by its id (a live event's), loaded with `query`; null for anyone else's. */
  byId<Q extends LeaseQuery>(viewer: Viewer, id: string, query: Q): Promise<Prisma.LeaseGetPayload<Q> | null> {
    return findLease(viewer, { id }, query);
  }

  /** Who may fetch a lease by its global id: its renter and its lender. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.LeaseWhereUniqueInput {
    return viewer ? { id, OR: [{ renterId: viewer.user.id }, { lenderId: viewer.user.id }] } : { id: NO_ROW_ID };
  }

  /** The viewer's side of a lease. */
  roleOf(viewer: Viewer, lease: { renterId: string }): LeaseRole {
    return lease.renterId === viewer.user.id ? 'RENTER' : 'LENDER';
  }

  /** What the viewer may do with the lease now (leaseActionsOf: the buttons every face shows). */
  actionsOf(viewer: Viewer, lease: LeaseForActions & { renterId: string }): LeaseAction[] {
    return leaseActionsOf(lease, this.roleOf(viewer, lease), this.now(), this.life.settings);
  }

  /** Whole lease days left until its end (rounded up); null before it started. */
  daysLeft(lease: Pick<LeaseForActions, 'endsAt' | 'status'>): number | null {
    return leaseDaysLeft(lease, this.now(), this.life.settings);
  }

  /** When the renter may first return the item (day 8); null before it started. */
  returnableFrom(lease: { startedAt: Date | null }): Date | null {
    return lease.startedAt ? firstReturnAt(lease.startedAt, this.life.settings.dayMs / 1000) : null;
  }

  /**
   * The renewals the renter may choose now: each number of days to add (the lease staying within
   * its listing's most days) and the rent it adds; none when renewing is not among the viewer's actions.
   */
  renewalOptions(viewer: Viewer, lease: LeaseForActions & LeaseRenewalTerms & { renterId: string }): { days: number; addedRentCents: number }[] {
    if (!this.actionsOf(viewer, lease).includes('renew')) return [];
    const { leaseListing: terms } = lease;
    return Array.from({ length: Math.max(0, terms.maxDays - lease.days) }, (_, index) => {
      const days = index + 1;
      return { days, addedRentCents: renewalRentCents(terms, lease.rentCents, lease.days + days) };
    });
  }

  /**
   * What came back to the renter once the lease ended: what they paid (rent and deposit, and the
   * buyout price less the deposit when bought out) less what the lender received and the fee;
   * 0 for a lease never paid (Alipay not paid in time); null while it is open.
   */
  renterRefundOf(lease: LeaseRefundColumns): number | null {
    if (!(CLOSED_LEASE_STATES as readonly LeaseState[]).includes(lease.status)) return null;
    const paid = lease.payMethod === 'BALANCE' || lease.steps.some((step) => step.event === 'PAID');
    if (!paid) return 0;
    const buyoutExtra = lease.status === 'BOUGHT_OUT' && lease.buyoutPriceCents !== null ? lease.buyoutPriceCents - lease.depositCents : 0;
    return lease.rentCents + lease.depositCents + buyoutExtra - lease.lenderIncomeCents - lease.feeCents;
  }

  /** The leases these Alipay payments paid for (reconciliation with the provider: a rent's ledger movements name its lease). */
  paymentRefs(paymentIds: readonly string[]): Promise<{ paymentId: string; leaseNo: string }[]> {
    return leasesPaidBy(paymentIds);
  }

  /** The cashier of the renter's unpaid Alipay lease while it may be paid; null otherwise. */
  async payUrlOf(viewer: Viewer, lease: LeaseForActions & { renterId: string; paymentId: string | null; leaseNo: string }): Promise<string | null> {
    if (!lease.paymentId || !this.payments || !this.actionsOf(viewer, lease).includes('pay')) return null;
    const payment = await this.payments.findPayment(undefined, lease.paymentId);
    return payment.status === 'WAITING' ? this.payments.payUrlFor(payment, leasePagePath(lease.leaseNo)) : null;
  }
}

/** The columns `renewalOptions` reads besides ACTION_COLUMNS: the days and rent paid, the listing's terms. */
export const RENEWAL_COLUMNS = {
  days: true,
  rentCents: true,
  leaseListing: { select: { dailyRentCents: true, longDailyRentCents: true, maxDays: true } },
} as const satisfies Prisma.LeaseSelect;
type LeaseRenewalTerms = {
  days: number;
  rentCents: number;
  leaseListing: { dailyRentCents: number; longDailyRentCents: number | null; maxDays: number };
};

/** The columns `renterRefundOf` reads. */
export const REFUND_COLUMNS = {
  status: true,
  payMethod: true,
  rentCents: true,
  depositCents: true,
  buyoutPriceCents: true,
  lenderIncomeCents: true,
  feeCents: true,
  steps: { select: { event: true } },
} as const satisfies Prisma.LeaseSelect;
type LeaseRefundColumns = {
  status: LeaseState;
  payMethod: string;
  rentCents: number;
  depositCents: number;
  buyoutPriceCents: number | null;
  lenderIncomeCents: number;
  feeCents: number;
  steps: { event: string }[];
};

/** The columns `actionsOf` reads. */
export const ACTION_COLUMNS = {
  renterId: true,
  status: true,
  deliveryOfferId: true,
  deadlineAt: true,
  startedAt: true,
  endsAt: true,
  buyoutPriceCents: true,
} as const satisfies Prisma.LeaseSelect;

/**
 * The renter's lease of a partner's merchant order number used before, and whether this rent is the
 * same (the listing, the days, the receiver): null `refusal` when it is, else the 409 naming what
 * differs (the listing, the days, then the receiver). Null for a number not used yet.
 */
async function earlierRent(
  client: Pick<Tx, 'lease'>,
  renterId: string,
  merchantOrderNo: string,
  params: { leaseListingId: string; days: number; steamAccountId: string; tradeUrl: string | null },
): Promise<{ leaseNo: string; refusal: MerchantOrderNoUsedError | null } | null> {
  const earlier = await client.lease.findFirst({
    where: { renterId, merchantOrderNo },
    select: { leaseNo: true, leaseListingId: true, days: true, renterSteamAccountId: true, renterTradeUrl: true },
  });
  if (!earlier) return null;
  const receiver = { ...earlier, buyerSteamAccountId: earlier.renterSteamAccountId, buyerTradeUrl: earlier.renterTradeUrl };
  const sameReceiver = params.tradeUrl !== null ? earlier.renterTradeUrl === params.tradeUrl : earlier.renterSteamAccountId === params.steamAccountId;
  if (sameReceiver && earlier.leaseListingId === params.leaseListingId && earlier.days === params.days) return { leaseNo: earlier.leaseNo, refusal: null };
  const refusal = numberUsedError(merchantOrderNo, 'lease', receiver, params, (was) => [
    was.leaseListingId !== params.leaseListingId && { field: 'listing', was: was.leaseListingId, now: params.leaseListingId },
    was.days !== params.days && { field: 'days', was: String(was.days), now: String(params.days) },
  ]);
  return { leaseNo: earlier.leaseNo, refusal };
}
