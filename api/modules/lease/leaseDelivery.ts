// A lease's delivery (docs/money-and-orders.md "Leases"): from the rent or the payment to the renter
// having exactly the item, through the trade-platform port, as an order's delivery does it
// (api/modules/order/delivery.service.ts), registered as the part of the lease's life (LeaseLife) that
// owns AWAITING_PAYMENT and AWAITING_DELIVERY and follows the delivery offer.
//
// - A robot (ROBOT) lender account: once rent and deposit are held, a follow job ('delivery') makes the
//   offer from the lender's account to the renter's trade link, giving exactly the lease's asset, with
//   the lease number in its message, and confirms it at once with the account's identity secret.
// - An ordinary account: the lender is told and presses 发货 (`deliver`) before the shipment deadline;
//   the offer then waits for the lender's mobile confirmation in the Steam app. With the simulated Steam
//   the platform confirms it at once, as the app would (there is no Steam app to confirm it in).
// - The offer recorded: DELIVERY_OFFER_SENT (the receipt deadline runs), and the offer is followed with
//   backoff. Accepted, and its trade verified (its partner is the renter's SteamID and exactly the asset
//   went): DELIVERED, the lease starts (RENTING; its end is `days` lease days away) and the asset's new
//   id in the renter's account is recorded. Declined, countered, expired or refused by the renter, or a
//   renter who cannot receive: DELIVERY_DECLINED (everything back to the renter, the listing for rent
//   again). Cancelled or never confirmed by the lender, the item or the lender's account gone, a trade
//   that is not the lease's, no offer by the shipment deadline: DELIVERY_FAILED (everything back, the
//   listing ends).
// - The payment deadline of an Alipay lease asks the provider once: unpaid, PAYMENT_TIMEOUT.
//
// Nothing holds a database transaction across a call to Steam. Every step locks the lease and checks
// the version it was read at (a newer step queued its own follow-up).
import type { Payment, Prisma, SteamAccount } from '../../db/generated/prisma/client.ts';
import { db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, ServiceUnavailableError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { isTradePending, isTradeReversed } from '../../integrations/tradePlatform/offerStates.ts';
import {
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  type SteamSession,
  type TradeOffer,
  type TradePlatform,
  TradePlatformError,
} from '../../integrations/tradePlatform/port.ts';
import { postMessage } from '../message/message.service.ts';
import { cancelOfferIfOpen, isTransient, sendFailureOf } from '../order/delivery.service.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';
import { RebindRequiredError, type SteamAccountService } from '../steam/steam.service.ts';
import type { Ledger } from '../wallet/wallet.service.ts';
import { type LeaseDeliveryFailure, LeaseDeliveryFailedError } from './lease.errors.ts';
import type { LeaseFollowJob, LeaseLife } from './leaseLife.ts';
import type { LeaseEvent } from './leaseStateMachine.ts';
import type { LeaseActor, LeaseFields, LockedLease } from './leaseTransitions.ts';

type Tx = Prisma.TransactionClient;

/** What a lease's delivery needs of the payment module (api/modules/payment/payment.service.ts). */
export interface LeasePayments {
  createPayment(
    tx: Tx,
    input: { userId: string; purpose: 'LEASE'; amountCents: number; subject: string; expiresAt: Date; returnUrl: string },
  ): Promise<{ payment: Payment; payUrl: string }>;
  onPaid(purpose: 'LEASE', handler: (tx: Tx, payment: Payment, late: boolean) => Promise<void>): void;
  resolveAtDeadline(paymentId: string): Promise<'paid' | 'unpaid' | 'closed'>;
  closePayment(tx: Tx | undefined, paymentId: string): Promise<unknown>;
  requestRefund(tx: Tx, input: { paymentId: string; orderId: string | null; amountCents: number; reason: string; outRequestNo: string }): Promise<unknown>;
  findPayment(client: Tx | undefined, paymentId: string): Promise<Payment>;
  payUrlFor(payment: Payment, returnUrl: string): Promise<string>;
}

export type LeaseDeliveryOptions = {
  life: LeaseLife;
  platform: TradePlatform;
  steamAccounts: Pick<SteamAccountService, 'sessionFor' | 'confirmOffer'>;
  ledger: Ledger;
  /** Alipay payments of rents; without it a rent with Alipay is refused */
  payments?: LeasePayments;
  /** the simulated Steam is the trade platform: the platform confirms an ordinary lender's offer as the Steam app would */
  simulated: boolean;
};

const LOAD = {
  lenderSteamAccount: true,
  renterSteamAccount: true,
  template: { select: { hashName: true } },
  leaseListing: { select: { inventoryItem: { select: { assetId: true, contextId: true } } } },
} satisfies Prisma.LeaseInclude;
type LoadedLease = Prisma.LeaseGetPayload<{ include: typeof LOAD }>;

/** What a look at Steam did: moved the lease, or nothing yet. */
type Step = 'moved' | 'wait';
type Verdict = { verdict: 'verified'; renterAssetId: string | null } | { verdict: 'mismatch' | 'unverified' };

/** Why the renter's side ended a delivery, or the lender's (the step's detail says it). */
type EndReason =
  | 'shipmentTimeout'
  | 'receiptTimeout'
  | 'notConfirmed'
  | 'lenderCancelled'
  | 'itemUnavailable'
  | 'lenderAccount'
  | 'renterUnavailable'
  | 'declined'
  | 'countered'
  | 'expired'
  | 'escrow'
  | 'tradeMismatch';

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The Alipay refund number of a payment that came after its lease ended: once per lease. */
export const leaseRefundRequestNo = (leaseNo: string) => `R${leaseNo}`;

export class LeaseDelivery {
  private readonly life: LeaseLife;
  private readonly platform: TradePlatform;
  private readonly steamAccounts: LeaseDeliveryOptions['steamAccounts'];
  private readonly ledger: Ledger;
  readonly payments: LeasePayments | undefined;
  private readonly simulated: boolean;

  constructor(options: LeaseDeliveryOptions) {
    this.life = options.life;
    this.platform = options.platform;
    this.steamAccounts = options.steamAccounts;
    this.ledger = options.ledger;
    this.payments = options.payments;
    this.simulated = options.simulated;
    options.life.register({
      deadlines: {
        AWAITING_PAYMENT: (lease) => this.paymentDeadline(lease),
        AWAITING_DELIVERY: (lease) => this.deliveryDeadline(lease),
      },
      follows: { delivery: (job) => this.follow(job) },
    });
    // a verified Alipay payment of a rent holds it (PAID); one that came too late is refunded
    options.payments?.onPaid('LEASE', (tx, payment, late) => this.paymentConfirmed(tx, payment, late));
  }

  private get now(): Date {
    return this.life.now();
  }

  // -------------------------------------------------------------------------------------------
  // Entering AWAITING_DELIVERY

  /**
   * Rent and deposit are held (RENT_BALANCE, or PAID): in that transaction, the lender is told to
   * deliver (租出) and, for a robot account, the offer's job is queued at once.
   */
  async held(tx: Tx, lease: { id: string; version: number }): Promise<void> {
    const row = await tx.lease.findUniqueOrThrow({
      where: { id: lease.id },
      select: {
        leaseNo: true,
        lenderId: true,
        days: true,
        rentCents: true,
        deadlineAt: true,
        template: { select: { hashName: true } },
        lenderSteamAccount: { select: { type: true } },
      },
    });
    const robot = row.lenderSteamAccount?.type === 'ROBOT';
    const hours = Math.max(1, Math.floor(((row.deadlineAt?.getTime() ?? 0) - this.now.getTime()) / 3_600_000));
    await postMessage(tx, row.lenderId, 'TRADE', robot ? 'leaseRentedAuto' : 'leaseRented', {
      leaseNo: row.leaseNo,
      item: row.template.hashName,
      days: row.days,
      rent: yuan(row.rentCents),
      hours,
    });
    if (robot) await this.life.followLater({ leaseId: lease.id, version: lease.version, following: 'delivery', attempt: 0 }, { tx, at: this.now });
  }

  // -------------------------------------------------------------------------------------------
  // The offer

  /** The lease with what delivery reads of it (its accounts, its item's name and inventory context). */
  private load(leaseId: string): Promise<LoadedLease> {
    return db().lease.findUniqueOrThrow({ where: { id: leaseId }, include: LOAD });
  }

  /** Whose offers the platform confirms: a robot account's, and every one with the simulated Steam (no Steam app to confirm in). */
  private confirmsItself(account: SteamAccount): boolean {
    return account.type === 'ROBOT' || this.simulated;
  }

  /** The inventory context of the lease's asset, CS2's default context when unknown. */
  private contextOf(lease: LoadedLease): typeof CS2_CONTEXT_DEFAULT | typeof CS2_CONTEXT_TRADE_PROTECTED {
    const item = lease.leaseListing.inventoryItem;
    return item?.assetId === lease.assetId && item.contextId === CS2_CONTEXT_TRADE_PROTECTED ? CS2_CONTEXT_TRADE_PROTECTED : CS2_CONTEXT_DEFAULT;
  }

  /**
   * Makes the offer of a lease still waiting for it at `version` and records it (DELIVERY_OFFER_SENT),
   * then confirms it when the platform confirms the account's offers. A refusal that can never succeed
   * ends the lease (DELIVERY_FAILED on the lender's side, DELIVERY_DECLINED on the renter's) and throws
   * LeaseDeliveryFailedError; a Steam that cannot be reached throws ServiceUnavailableError. Answers
   * false when the lease had moved on (or has its offer already).
   */
  async send(leaseId: string, version: number, actor: LeaseActor): Promise<boolean> {
    const lease = await this.load(leaseId);
    if (lease.version !== version || lease.status !== 'AWAITING_DELIVERY' || lease.deliveryOfferId) return false;
    const account = lease.lenderSteamAccount;
    let session: SteamSession;
    let offer: TradeOffer;
    try {
      if (account?.status !== 'NORMAL') throw new LeaseDeliveryFailedError('lenderAccount');
      // the link must lead to the SteamID the renter chose: an offer to anyone else is never made
      const tradeLink = parseTradeLinkUrl(lease.renterTradeUrl ?? lease.renterSteamAccount?.tradeLinkUrl);
      if (!tradeLink || steamIdOfTradeLink(tradeLink) !== lease.renterSteamId) throw new LeaseDeliveryFailedError('renterUnavailable');
      session = await this.steamAccounts.sessionFor(account);
      offer = await this.platform.createOffer(session, {
        tradeLink,
        itemsToGive: [{ appId: CS2_APP_ID, contextId: this.contextOf(lease), assetId: lease.assetId }],
        itemsToReceive: [],
        message: translate('zh', 'lease.offerMessage', { leaseNo: lease.leaseNo }),
      });
    } catch (error) {
      const reason = failureOf(error);
      if (reason === null) throw error;
      if (reason === 'retry') throw error instanceof AppError ? error : new ServiceUnavailableError('steam.unavailable');
      await this.end(lease, reason === 'renterUnavailable' ? 'DELIVERY_DECLINED' : 'DELIVERY_FAILED', 'SYSTEM', reason);
      throw new LeaseDeliveryFailedError(reason);
    }

    const recorded = await this.move(
      lease,
      'DELIVERY_OFFER_SENT',
      { actor, fields: { deliveryOfferId: offer.id }, detail: { offerId: offer.id, state: offer.state } },
      async (tx, applied) => {
        await this.life.followLater({ leaseId: lease.id, version: applied.version, following: 'delivery', attempt: 0 }, { tx });
        await postMessage(tx, lease.renterId, 'TRADE', 'leaseOfferSent', {
          leaseNo: lease.leaseNo,
          item: lease.template.hashName,
          offerId: offer.id,
          steamId: session.steamId,
          hours: Math.max(1, Math.floor(this.life.settings.receiptMs / 3_600_000)),
        });
      },
    );
    if (!recorded) {
      // the renter cancelled, or a deadline got there first: this offer must not stay open
      await this.platform.cancelOffer(session, offer.id).catch((error: unknown) => this.life.warn(error, `an extra offer ${offer.id} could not be cancelled`));
      return false;
    }
    if (offer.state === 'CREATED_NEEDS_CONFIRMATION' && account && this.confirmsItself(account)) {
      try {
        offer = await this.steamAccounts.confirmOffer(account, session, offer.id);
      } catch (error) {
        // the follow-up confirms it again
        if (!isTransient(error) && !(error instanceof TradePlatformError)) throw error;
        this.life.warn(error, `the offer of lease ${lease.leaseNo} could not be confirmed yet`);
        return true;
      }
      await this.react(await this.load(lease.id), offer, session);
    }
    return true;
  }

  /**
   * The sandbox's delivery (the simulated Steam only): the offer of a lease waiting for delivery is
   * made now if it was not (as 发货 makes it; refusals end the lease as they would) and confirmed.
   * Answers the offer's id; null when the lease no longer waits for its delivery.
   */
  async simulatedOffer(leaseId: string): Promise<string | null> {
    if (!this.simulated) throw new Error('a simulated offer needs the simulated Steam');
    let lease = await this.load(leaseId);
    if (lease.status === 'AWAITING_DELIVERY' && !lease.deliveryOfferId) {
      await this.send(lease.id, lease.version, 'SYSTEM');
      lease = await this.load(leaseId);
    }
    return lease.status === 'AWAITING_DELIVERY' ? lease.deliveryOfferId : null;
  }

  /** Reads the lease's delivery offer at Steam now and applies what it says: the follow job's look, at once. */
  async lookNow(leaseId: string): Promise<void> {
    const lease = await this.load(leaseId);
    if (lease.status === 'AWAITING_DELIVERY' && lease.deliveryOfferId) await this.check(lease);
  }

  /** One look at the lease's offer (a robot account's offer still to make, first); while nothing changed, the next look with backoff. */
  private async follow(job: LeaseFollowJob): Promise<void> {
    const lease = await this.load(job.leaseId);
    if (lease.version !== job.version || lease.status !== 'AWAITING_DELIVERY') return;
    const next = () => this.life.followLater({ ...job, attempt: job.attempt + 1 });
    const deadlineLeft = (lease.deadlineAt?.getTime() ?? 0) - this.now.getTime();
    if (!lease.deliveryOfferId) {
      if (lease.lenderSteamAccount?.type !== 'ROBOT') return;
      try {
        await this.send(lease.id, lease.version, 'SYSTEM');
      } catch (error) {
        // Steam unreachable: again with backoff while the shipment deadline allows
        if (isTransient(error) || error instanceof ServiceUnavailableError) {
          if (deadlineLeft > 0) await next();
          return;
        }
        // the lease ended (a refusal that cannot succeed): nothing more to do
        if (error instanceof AppError) return;
        throw error;
      }
      return;
    }
    let step: Step = 'wait';
    try {
      step = await this.check(lease);
    } catch (error) {
      if (!isTransient(error) && !(error instanceof RebindRequiredError)) throw error;
      this.life.warn(error, `Steam could not be read for lease ${lease.leaseNo}; asking again later`);
    }
    if (step === 'wait') await next();
  }

  /** Reads the offer and applies what Steam says. */
  private async check(lease: LoadedLease): Promise<Step> {
    const session = await this.lenderSession(lease);
    const offer = await this.platform.getOffer(session, lease.deliveryOfferId!);
    if (!offer) return 'wait';
    return this.react(lease, offer, session);
  }

  private lenderSession(lease: LoadedLease): Promise<SteamSession> {
    if (!lease.lenderSteamAccount) throw new RebindRequiredError();
    return this.steamAccounts.sessionFor(lease.lenderSteamAccount);
  }

  /**
   * The step Steam's offer state calls for: CREATED_NEEDS_CONFIRMATION (confirmed here when the
   * platform confirms the account's offers) and ACTIVE wait; ACCEPTED delivers once the trade is
   * verified (a trade that is not the lease's fails it); IN_ESCROW is cancelled (a lease cannot start
   * on a held trade) and declined; DECLINED, COUNTERED, EXPIRED and a refused confirmation decline it;
   * CANCELED fails it (after the receipt deadline the cancellation was ours: declined); INVALID_ITEMS fails it.
   */
  private async react(lease: LoadedLease, offer: TradeOffer, session: SteamSession): Promise<Step> {
    if (lease.status !== 'AWAITING_DELIVERY') return 'wait';
    const deadlinePassed = lease.deadlineAt !== null && lease.deadlineAt.getTime() <= this.now.getTime();
    switch (offer.state) {
      case 'CREATED_NEEDS_CONFIRMATION': {
        const account = lease.lenderSteamAccount;
        if (!account || !this.confirmsItself(account)) return 'wait';
        const confirmed = await this.steamAccounts.confirmOffer(account, session, offer.id);
        return confirmed.state === 'CREATED_NEEDS_CONFIRMATION' ? 'wait' : this.react(lease, confirmed, session);
      }
      case 'ACTIVE':
        return 'wait';
      case 'ACCEPTED': {
        const checked = await this.verify(lease, offer, session);
        if (checked.verdict === 'unverified') return 'wait';
        if (checked.verdict !== 'verified')
          return (await this.end(lease, 'DELIVERY_FAILED', 'SYSTEM', 'tradeMismatch', { tradeId: offer.tradeId })) ? 'moved' : 'wait';
        return (await this.delivered(lease, offer, checked.renterAssetId)) ? 'moved' : 'wait';
      }
      case 'IN_ESCROW':
        await this.platform
          .cancelOffer(session, offer.id)
          .catch((error: unknown) => this.life.warn(error, `the held trade of offer ${offer.id} could not be cancelled`));
        return this.ended(lease, 'DELIVERY_DECLINED', 'escrow', offer);
      case 'DECLINED':
        return this.ended(lease, 'DELIVERY_DECLINED', 'declined', offer);
      case 'COUNTERED':
        // the counter-offer is declined for the lender: the lease does not trade on other terms
        if (offer.counterOfferId) {
          await this.platform
            .cancelOffer(session, offer.counterOfferId)
            .catch((error: unknown) => this.life.warn(error, `the counter-offer ${offer.counterOfferId} could not be declined`));
        }
        return this.ended(lease, 'DELIVERY_DECLINED', 'countered', offer);
      case 'EXPIRED':
        return this.ended(lease, 'DELIVERY_DECLINED', 'expired', offer);
      case 'CANCELED_BY_SECOND_FACTOR':
        return this.ended(lease, 'DELIVERY_DECLINED', 'declined', offer);
      case 'CANCELED':
        return deadlinePassed
          ? this.ended(lease, 'DELIVERY_DECLINED', 'receiptTimeout', offer)
          : this.ended(lease, 'DELIVERY_FAILED', 'lenderCancelled', offer);
      case 'INVALID_ITEMS':
      case 'INVALID':
        return this.ended(lease, 'DELIVERY_FAILED', 'itemUnavailable', offer);
    }
  }

  private async ended(lease: LoadedLease, event: 'DELIVERY_DECLINED' | 'DELIVERY_FAILED', reason: EndReason, offer: TradeOffer): Promise<Step> {
    return (await this.end(lease, event, 'SYSTEM', reason, { offerId: offer.id, state: offer.state })) ? 'moved' : 'wait';
  }

  /**
   * An accepted offer's trade: verified when the offer was ours to the renter's SteamID giving exactly
   * the lease's asset and asking nothing, and its trade (as the lender's account sees it) has the renter
   * as its partner and brought nothing back; a mismatch otherwise, or when Steam undid it; unverified
   * while Steam cannot say. The asset's new id is read from the renter's side of the trade (null when
   * the renter's account cannot be signed in to any more).
   */
  private async verify(lease: LoadedLease, offer: TradeOffer, session: SteamSession): Promise<Verdict> {
    const ours =
      offer.isOurOffer &&
      offer.partnerSteamId === lease.renterSteamId &&
      offer.itemsToReceive.length === 0 &&
      offer.itemsToGive.length === 1 &&
      offer.itemsToGive[0].assetId === lease.assetId;
    if (!ours) return { verdict: 'mismatch' };
    if (!offer.tradeId) return { verdict: 'unverified' };
    let receipt: Awaited<ReturnType<TradePlatform['getTrade']>>;
    try {
      receipt = await this.platform.getTrade(session, offer.tradeId);
    } catch (error) {
      if (isTransient(error)) return { verdict: 'unverified' };
      throw error;
    }
    if (!receipt || isTradePending(receipt.status)) return { verdict: 'unverified' };
    if (isTradeReversed(receipt.status)) return { verdict: 'mismatch' };
    if (receipt.partnerSteamId !== lease.renterSteamId || receipt.assetsReceived.length > 0) return { verdict: 'mismatch' };
    // the asset's id in the renter's account (it changes with every trade): what a return will give back
    if (!lease.renterSteamAccount) return { verdict: 'verified', renterAssetId: null };
    try {
      const renterSession = await this.steamAccounts.sessionFor(lease.renterSteamAccount);
      const theirs = await this.platform.getTrade(renterSession, offer.tradeId);
      if (!theirs) return { verdict: 'unverified' };
      const received = theirs.assetsReceived.filter((asset) => asset.assetId === lease.assetId);
      if (received.length !== 1 || theirs.assetsReceived.length !== 1) return { verdict: 'mismatch' };
      return { verdict: 'verified', renterAssetId: received[0].newAssetId };
    } catch (error) {
      if (isTransient(error)) return { verdict: 'unverified' };
      if (error instanceof RebindRequiredError) return { verdict: 'verified', renterAssetId: null };
      throw error;
    }
  }

  /** DELIVERED: the lease starts now and ends `days` lease days later; both parties are told. */
  private async delivered(lease: LoadedLease, offer: TradeOffer, renterAssetId: string | null): Promise<boolean> {
    const startedAt = this.now;
    const endsAt = new Date(startedAt.getTime() + lease.days * this.life.settings.dayMs);
    return this.move(
      lease,
      'DELIVERED',
      {
        actor: 'SYSTEM',
        fields: { deliveryTradeId: offer.tradeId, renterAssetId, renterSteamId: offer.partnerSteamId, startedAt, endsAt },
        detail: { offerId: offer.id, tradeId: offer.tradeId, renterAssetId },
      },
      async (tx) => {
        const params = { leaseNo: lease.leaseNo, item: lease.template.hashName, days: lease.days };
        await postMessage(tx, lease.renterId, 'TRADE', 'leaseDeliveredRenter', params);
        await postMessage(tx, lease.lenderId, 'TRADE', 'leaseDeliveredLender', params);
      },
    );
  }

  // -------------------------------------------------------------------------------------------
  // Deadlines (LeaseLife's deadline job, and its sweep each minute while still due)

  /** The payment deadline of an Alipay lease: the provider asked once; unpaid, PAYMENT_TIMEOUT and the payment closed. */
  private async paymentDeadline(lease: LockedLease): Promise<void> {
    const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { paymentId: true } });
    if (row.paymentId && this.payments) {
      // a payment made meanwhile is credited now (PAID, by the payment's handler): nothing more to do
      if ((await this.payments.resolveAtDeadline(row.paymentId)) === 'paid') return;
    }
    await this.end(await this.load(lease.id), 'PAYMENT_TIMEOUT', 'SYSTEM', null);
  }

  /**
   * The shipment deadline (no offer): DELIVERY_FAILED. The receipt deadline: Steam is read once more;
   * an offer still waiting for the lender's confirmation is cancelled and fails, one still waiting for
   * the renter is cancelled and declined; anything else is what Steam says.
   */
  private async deliveryDeadline(locked: LockedLease): Promise<void> {
    const lease = await this.load(locked.id);
    if (!lease.deliveryOfferId) {
      await this.end(lease, 'DELIVERY_FAILED', 'SYSTEM', 'shipmentTimeout');
      return;
    }
    if (!lease.lenderSteamAccount) {
      // the lender's account is gone (its user with it): the offer can no longer be read or cancelled
      await this.end(lease, 'DELIVERY_FAILED', 'SYSTEM', 'lenderAccount', { offerId: lease.deliveryOfferId });
      return;
    }
    let session: SteamSession;
    let before: TradeOffer | null;
    try {
      session = await this.lenderSession(lease);
      before = await this.platform.getOffer(session, lease.deliveryOfferId);
    } catch (error) {
      // Steam cannot be read now, or the account must be signed in again: the next sweep asks again
      if (!isTransient(error) && !(error instanceof RebindRequiredError)) throw error;
      this.life.warn(error, `the offer of lease ${lease.leaseNo} could not be read at its receipt deadline; asking again`);
      return;
    }
    if (!before) {
      await this.end(lease, 'DELIVERY_DECLINED', 'SYSTEM', 'receiptTimeout', { offer: 'unknown' });
      return;
    }
    if (before.state === 'CREATED_NEEDS_CONFIRMATION') {
      const after = await cancelOfferIfOpen(this.platform, session, lease.deliveryOfferId, ['CREATED_NEEDS_CONFIRMATION']);
      if (!after || after.state === 'CANCELED') {
        await this.end(lease, 'DELIVERY_FAILED', 'SYSTEM', 'notConfirmed', { offerId: lease.deliveryOfferId });
        return;
      }
      await this.react(lease, after, session);
      return;
    }
    const after = before.state === 'ACTIVE' ? await cancelOfferIfOpen(this.platform, session, lease.deliveryOfferId, ['ACTIVE']) : before;
    if (!after) {
      await this.end(lease, 'DELIVERY_DECLINED', 'SYSTEM', 'receiptTimeout', { offer: 'unknown' });
      return;
    }
    await this.react(lease, after, session);
  }

  // -------------------------------------------------------------------------------------------
  // Payments

  /** A verified payment of a rent (its transaction): PAID while the lease waits for it, else refunded in full. */
  private async paymentConfirmed(tx: Tx, payment: Payment, late: boolean): Promise<void> {
    const rows = await tx.lease.findMany({ where: { paymentId: payment.id }, orderBy: { id: 'asc' }, select: { id: true } });
    for (const { id } of rows) {
      const lease = await this.life.lock(tx, id);
      if (!lease) continue;
      if (!late && lease.status === 'AWAITING_PAYMENT') {
        const applied = await this.life.apply(tx, {
          event: 'PAID',
          lease,
          actor: 'RENTER',
          at: this.now,
          amount: lease.rentCents + lease.depositCents,
          paid: true,
          detail: { outTradeNo: payment.outTradeNo },
        });
        await this.held(tx, applied);
        continue;
      }
      await this.refundLatePayment(tx, payment, lease);
    }
  }

  /** A payment that came after its lease ended: the ledger shows it arriving and going straight back, and Alipay refunds it (once). */
  private async refundLatePayment(tx: Tx, payment: Payment, lease: LockedLease): Promise<void> {
    if (!this.payments) throw new Error('a late payment cannot be refunded without the payment service');
    const reference = { type: 'LEASE' as const, id: lease.leaseNo };
    await this.ledger.transferAll(tx, [
      {
        idempotencyKey: `lease:${lease.leaseNo}:late-payment`,
        kind: 'PAYMENT',
        reference,
        from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        to: { platform: 'PLATFORM_ESCROW' },
        amount: payment.amountCents,
      },
      {
        idempotencyKey: `lease:${lease.leaseNo}:late-refund`,
        kind: 'REFUND',
        reference,
        from: { platform: 'PLATFORM_ESCROW' },
        to: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        amount: payment.amountCents,
      },
    ]);
    await this.payments.requestRefund(tx, {
      paymentId: payment.id,
      orderId: null,
      amountCents: payment.amountCents,
      reason: `late payment: lease ${lease.status}`,
      outRequestNo: leaseRefundRequestNo(lease.leaseNo),
    });
    const item = await tx.lease.findUniqueOrThrow({ where: { id: lease.id }, select: { template: { select: { hashName: true } } } });
    await postMessage(tx, lease.renterId, 'TRADE', 'leaseLatePaymentRefunded', {
      leaseNo: lease.leaseNo,
      item: item.template.hashName,
      amount: yuan(payment.amountCents),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Steps

  /**
   * A lease ending before the renter had the item (PAYMENT_TIMEOUT, RENTER_CANCELLED, DELIVERY_FAILED,
   * DELIVERY_DECLINED), if it is still at the version it was read at: what was held goes back, the
   * payment of an unpaid one is closed, and the parties are told. Answers whether it moved.
   */
  async end(
    lease: Pick<LoadedLease, 'id' | 'version' | 'leaseNo' | 'renterId' | 'lenderId' | 'status' | 'paymentId' | 'heldCents'> & {
      template: { hashName: string };
    },
    event: Extract<LeaseEvent, 'PAYMENT_TIMEOUT' | 'RENTER_CANCELLED' | 'DELIVERY_FAILED' | 'DELIVERY_DECLINED'>,
    actor: LeaseActor,
    reason: EndReason | null,
    detail: Record<string, string | number | null> = {},
  ): Promise<boolean> {
    return this.move(lease, event, { actor, detail: { ...detail, ...(reason ? { reason } : {}) } }, async (tx) => {
      if (lease.status === 'AWAITING_PAYMENT' && lease.paymentId && this.payments) await this.payments.closePayment(tx, lease.paymentId);
      const params = { leaseNo: lease.leaseNo, item: lease.template.hashName, amount: yuan(lease.heldCents) };
      // the lender is told once they were told of the rent (its money held)
      await postMessage(tx, lease.renterId, 'TRADE', `leaseCancelledRenter.${event}`, params);
      if (lease.status === 'AWAITING_DELIVERY') await postMessage(tx, lease.lenderId, 'TRADE', `leaseCancelledLender.${event}`, params);
    });
  }

  /**
   * Applies `event` to the lease in one transaction if it is still at the version it was read at (else
   * another job or a party moved it first, and nothing happens); `after` runs in the same transaction
   * with the new version. Answers whether it moved.
   */
  private async move(
    lease: Pick<LoadedLease, 'id' | 'version'>,
    event: Exclude<LeaseEvent, 'RENT_ALIPAY' | 'RENT_BALANCE'>,
    options: { actor: LeaseActor; fields?: LeaseFields; detail?: Record<string, string | number | null> },
    after?: (tx: Tx, applied: { id: string; version: number }) => Promise<void>,
  ): Promise<boolean> {
    return transaction(async (tx) => {
      const locked = await this.life.lock(tx, lease.id);
      if (!locked || locked.version !== lease.version) return false;
      const applied = await this.life.apply(tx, { event, lease: locked, actor: options.actor, at: this.now, fields: options.fields, detail: options.detail });
      if (after) await after(tx, applied);
      return true;
    });
  }
}

/** Why an offer could not be made: 'retry' is Steam unreachable; the others end the lease (null: not a failure of the send). */
function failureOf(error: unknown): LeaseDeliveryFailure | 'retry' | null {
  if (error instanceof LeaseDeliveryFailedError) return error.reason;
  const failure = sendFailureOf(error);
  if (failure === 'item') return 'itemUnavailable';
  if (failure === 'account') return 'lenderAccount';
  if (failure === 'buyer') return 'renterUnavailable';
  return failure;
}
