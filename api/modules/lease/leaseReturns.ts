// A lease's return (docs/money-and-orders.md "Leases"), and the trades it follows during their
// protection. From day 8 the renter asks for it (RETURN_REQUESTED: RETURNING, no deadline runs); the
// platform sends the offer from the renter's bound account (its stored session, confirmed with its
// Mafile's identity secret) giving exactly the renter's asset to the lender's account's trade link,
// with the lease's number in its message (RETURN_OFFER_SENT), and follows it:
// - accepted: the trade is checked before anything moves (its partner is the lender's SteamID, exactly
//   that asset went, nothing came back) → RETURN_RECEIVED (RETURN_PROTECTED for 7 lease days);
// - declined, countered, lapsed or cancelled: the lender's side (or a cancellation): a new offer is
//   sent (RETURN_OFFER_SENT again, the backoff growing to 5 minutes). The renter is never made
//   overdue by it: nothing runs while RETURNING. The lender's account gone or without a trade link
//   waits the same way;
// - the renter's side failing (the item no longer there, the account unbound, unable to trade or
//   to be signed in): RETURN_FAILED (RENTING to its end) or, past the end, RETURN_FAILED_OVERDUE;
//   a delivery trade the lender reversed meanwhile is DELIVERY_REVERSED instead.
// During the protection the return trade is read once a lease day ('returnTrade'), and at its end
// (the PROTECTION deadline): reversed → RETURN_REVERSED (DEFAULTED: deposit and rent to the lender);
// intact at the end → PROTECTION_ENDED (COMPLETED: the rent of the days used to the lender, the rest
// back). The delivery trade is read once a lease day during its own protection ('deliveryTrade')
// and before a return offer is made: reversed by the lender → DELIVERY_REVERSED (everything back to
// the renter, the lender's account ABNORMAL as a seller's is after an order's reversal).
// Nothing here holds a transaction across a call to Steam; every step goes through LeaseLife.step
// under the lease's row lock and version.
import { firstReturnAt, LEASE_PROTECTION_DAYS } from '../../../lib/leaseTerms.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { translate } from '../../i18n/messages.ts';
import { isTradePending, isTradeReversed } from '../../integrations/tradePlatform/offerStates.ts';
import {
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  type SteamSession,
  type TradeOffer,
  type TradePlatform,
  TradePlatformError,
} from '../../integrations/tradePlatform/port.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
import { LeaseNotActionableError, LeaseReturnTooEarlyError } from './leaseAfter.errors.ts';
import { anySessionOf, isTransient, type LeaseAfterRow, leaseRow, marketMinute, type Party, partyOf, renterLease } from './leaseAfterRows.ts';
import type { LeaseFollowJob, LeaseLife, LeasePart } from './leaseLife.ts';
import type { LeaseActionAnswer } from './leaseRenewal.ts';
import type { LeaseState } from './leaseStateMachine.ts';
import type { LeaseTransition, LockedLease } from './leaseTransitions.ts';

type Tx = Prisma.TransactionClient;

/** Where a delivery trade's reversal still matters: the renter has the item, or is sending it back. */
const DELIVERY_MATTERS: readonly LeaseState[] = ['RENTING', 'OVERDUE', 'RETURNING'];

export type LeaseReturnsOptions = {
  life: LeaseLife;
  platform: TradePlatform;
  steamAccounts: SteamAccountService;
  warn: (error: unknown, message: string) => void;
};

/** Why the return failed on the renter's side (the step's detail). */
type RenterFailure = 'account' | 'item' | 'mismatch';

export class LeaseReturns {
  /** The deadlines, follows and transitions this part handles (LeaseLife.register). */
  readonly part: LeasePart;
  private readonly life: LeaseLife;
  private readonly platform: TradePlatform;
  private readonly steamAccounts: SteamAccountService;
  private readonly warn: (error: unknown, message: string) => void;

  constructor(options: LeaseReturnsOptions) {
    this.life = options.life;
    this.platform = options.platform;
    this.steamAccounts = options.steamAccounts;
    this.warn = options.warn;
    const day = this.life.settings.dayMs;
    const atOf = (transition: LeaseTransition) => ('at' in transition ? transition.at : this.life.now());
    this.part = {
      deadlines: { RETURN_PROTECTED: (lease) => this.protectionEnded(lease) },
      follows: {
        return: (job) => this.followReturn(job),
        returnTrade: (job) => this.followReturnTrade(job),
        deliveryTrade: (job) => this.followDeliveryTrade(job),
      },
      after: {
        // the return offer is made by the follow job, at once
        RETURN_REQUESTED: (tx, applied, transition) =>
          this.life.followLater({ leaseId: applied.id, version: applied.version, following: 'return', attempt: 0 }, { tx, at: atOf(transition) }),
        // each trade is read once a lease day during its protection
        RETURN_RECEIVED: (tx, applied, transition) =>
          this.life.followLater(
            { leaseId: applied.id, version: applied.version, following: 'returnTrade', attempt: 1 },
            { tx, at: new Date(atOf(transition).getTime() + day) },
          ),
        DELIVERED: (tx, applied, transition) =>
          this.life.followLater(
            { leaseId: applied.id, version: applied.version, following: 'deliveryTrade', attempt: 1 },
            { tx, at: new Date(atOf(transition).getTime() + day) },
          ),
      },
    };
  }

  // -------------------------------------------------------------------------------------------
  // The renter's request

  /**
   * The renter returns the item: while RENTING or OVERDUE, from day 8 (firstReturnAt; earlier is
   * refused naming the first day). RETURNING at once; the offer is made by the follow job.
   */
  async request(viewer: Viewer, leaseNo: unknown): Promise<LeaseActionAnswer> {
    const now = this.life.now();
    const lease = await renterLease(viewer, leaseNo);
    const applied = await this.life.step(lease.id, null, (locked) => {
      if (locked.status !== 'RENTING' && locked.status !== 'OVERDUE') throw new LeaseNotActionableError('return', locked.status);
      const first = firstReturnAt(locked.startedAt ?? now, this.life.settings.dayMs / 1000);
      if (now < first) throw new LeaseReturnTooEarlyError(first, marketMinute(first));
      return { event: 'RETURN_REQUESTED', lease: locked, actor: 'RENTER', at: now, fields: { returnRequestedAt: now } };
    });
    if (!applied) throw new LeaseNotActionableError('return', lease.status);
    return { leaseId: lease.id, leaseNo: lease.leaseNo, status: applied.status };
  }

  // -------------------------------------------------------------------------------------------
  // At once, for the sandbox (what the follow jobs and the deadline do, now)

  /** The return offer of a lease being returned, made now if it was not (and confirmed); its id, null when the lease is not returning. */
  async returnOfferNow(leaseId: string): Promise<string | null> {
    const lease = await leaseRow(leaseId);
    if (lease?.status !== 'RETURNING') return null;
    if (!lease.returnOfferId) await this.lookAtReturn(lease, 0);
    const after = await leaseRow(leaseId);
    return after?.status === 'RETURNING' ? after.returnOfferId : null;
  }

  /** Reads the return offer at Steam now and applies what it says: the follow job's look, at once. */
  async lookAtReturnNow(leaseId: string): Promise<void> {
    const lease = await leaseRow(leaseId);
    if (lease?.status === 'RETURNING' && lease.returnOfferId) await this.lookAtReturn(lease, 0);
  }

  /** Reads the lease's trades now, as their daily follows do: a reversed delivery or return trade ends the lease. */
  async lookAtTradesNow(leaseId: string): Promise<void> {
    const lease = await leaseRow(leaseId);
    if (!lease) return;
    const session = await anySessionOf(this.steamAccounts, lease);
    if (DELIVERY_MATTERS.includes(lease.status) && (await this.deliveryReversed(lease, session))) return this.deliveryWasReversed(lease);
    if (lease.status !== 'RETURN_PROTECTED' || !lease.returnTradeId || !session) return;
    const receipt = await this.platform.getTrade(session, lease.returnTradeId);
    if (receipt && isTradeReversed(receipt.status)) return this.returnWasReversed(lease, receipt.status);
  }

  /** The return trade's protection ends now (its deadline's handling, without waiting for it). */
  endProtectionNow(lease: LockedLease): Promise<void> {
    return this.protectionEnded(lease, { now: true });
  }

  // -------------------------------------------------------------------------------------------
  // The return offer

  private async followReturn(job: LeaseFollowJob): Promise<void> {
    const lease = await leaseRow(job.leaseId);
    if (lease?.status !== 'RETURNING' || lease.version !== job.version) return;
    try {
      await this.lookAtReturn(lease, job.attempt);
    } catch (error) {
      if (!isTransient(error)) throw error;
      this.warn(error, `lease ${lease.leaseNo}: Steam could not be asked about the return; asking again later`);
      await this.life.followLater({ ...job, attempt: job.attempt + 1 });
    }
  }

  /** The return as Steam has it now, and the step it calls for. */
  private async lookAtReturn(lease: LeaseAfterRow, attempt: number): Promise<void> {
    const renter = await partyOf(this.steamAccounts, lease.renterId, lease.renterSteamAccountId);
    if (!renter) return this.renterFailed(lease, 'account', null);
    if (!lease.returnOfferId) return this.send(lease, renter, attempt, 0);
    const wait = () => this.life.followLater({ leaseId: lease.id, version: lease.version, following: 'return', attempt: attempt + 1 });
    let offer = await this.platform.getOffer(renter.session, lease.returnOfferId);
    if (!offer) return wait();
    if (offer.state === 'CREATED_NEEDS_CONFIRMATION') {
      offer = await this.steamAccounts.confirmOffer(renter.account, renter.session, offer.id);
    }
    switch (offer.state) {
      case 'CREATED_NEEDS_CONFIRMATION':
      case 'ACTIVE':
      case 'IN_ESCROW':
        return wait();
      case 'ACCEPTED':
        return this.accepted(lease, offer, renter, wait);
      case 'COUNTERED':
        // the lender's account proposed something else: declined for the renter, the item offered again
        if (offer.counterOfferId) {
          await this.platform
            .cancelOffer(renter.session, offer.counterOfferId)
            .catch((error: unknown) => this.warn(error, `lease ${lease.leaseNo}: the counter-offer ${offer.counterOfferId} could not be declined`));
        }
        return this.send(lease, renter, attempt + 1, attempt + 1);
      case 'DECLINED':
      case 'EXPIRED':
      case 'CANCELED':
      case 'CANCELED_BY_SECOND_FACTOR':
        return this.send(lease, renter, attempt + 1, attempt + 1);
      case 'INVALID_ITEMS':
      case 'INVALID':
        return this.renterFailed(lease, 'item', renter.session);
    }
  }

  /**
   * Makes the return offer from the renter's account to the lender's trade link, records it
   * (RETURN_OFFER_SENT) and confirms it with the renter's identity secret; then follows it from the
   * backoff's `followFrom` (the first offer at once; one sent again after a refusal later each time,
   * so a lender's account that keeps declining is offered the item every 5 minutes at most).
   */
  private async send(lease: LeaseAfterRow, renter: Party, attempt: number, followFrom: number): Promise<void> {
    // a follow's id is its version and attempt: trying again at this version takes the next attempt
    const tryAgain = () => this.life.followLater({ leaseId: lease.id, version: lease.version, following: 'return', attempt: attempt + 1 });
    if (await this.deliveryReversed(lease, renter.session)) return this.deliveryWasReversed(lease);
    if (!lease.renterAssetId) return this.renterFailed(lease, 'item', null);
    const tradeLink = await this.lenderTradeLink(lease);
    if (!tradeLink) {
      this.warn(null, `lease ${lease.leaseNo}: the lender's account has no usable trade link; the return is sent later`);
      return tryAgain();
    }
    let offer: TradeOffer;
    try {
      offer = await this.platform.createOffer(renter.session, {
        tradeLink,
        itemsToGive: [{ appId: CS2_APP_ID, contextId: CS2_CONTEXT_DEFAULT, assetId: lease.renterAssetId }],
        itemsToReceive: [],
        message: translate('zh', 'leaseAfter.returnOfferMessage', { leaseNo: lease.leaseNo }),
      });
    } catch (error) {
      if (error instanceof TradePlatformError && error.code === 'NOT_TRADABLE') return this.renterFailed(lease, 'item', renter.session);
      if (error instanceof TradePlatformError && (error.code === 'INVALID_TRADE_LINK' || error.code === 'PARTNER_UNAVAILABLE')) {
        this.warn(error, `lease ${lease.leaseNo}: the lender's account cannot receive the return now; it is sent later`);
        return tryAgain();
      }
      throw error;
    }
    const at = this.life.now();
    const recorded = await this.life.step(lease.id, lease.version, (locked) =>
      locked.status === 'RETURNING'
        ? {
            event: 'RETURN_OFFER_SENT',
            lease: locked,
            actor: 'SYSTEM',
            at,
            fields: { returnOfferId: offer.id },
            detail: { offerId: offer.id, previousOfferId: lease.returnOfferId },
          }
        : null,
    );
    if (!recorded) {
      // the lease moved on meanwhile: this offer must not stay open
      await this.platform
        .cancelOffer(renter.session, offer.id)
        .catch((error: unknown) => this.warn(error, `lease ${lease.leaseNo}: an extra return offer ${offer.id} could not be cancelled`));
      return;
    }
    try {
      await this.steamAccounts.confirmOffer(renter.account, renter.session, offer.id);
    } catch (error) {
      // the follow confirms it again
      if (!isTransient(error) && !(error instanceof TradePlatformError)) throw error;
      this.warn(error, `lease ${lease.leaseNo}: the return offer ${offer.id} could not be confirmed yet`);
    }
    await this.life.followLater({ leaseId: lease.id, version: recorded.version, following: 'return', attempt: followFrom });
  }

  /** The lender's account's trade link, when it is still bound and its link leads to the lease's lender SteamID. */
  private async lenderTradeLink(lease: LeaseAfterRow) {
    if (!lease.lenderSteamAccountId) return null;
    const account = await this.steamAccounts.findOwned(lease.lenderId, lease.lenderSteamAccountId).catch(() => null);
    const link = parseTradeLinkUrl(account?.tradeLinkUrl);
    return link && steamIdOfTradeLink(link) === lease.lenderSteamId ? link : null;
  }

  /**
   * An accepted return offer: its trade must be the return (partner the lender's SteamID, exactly the
   * renter's asset given, nothing received) before RETURN_RECEIVED; a trade reversed already by the
   * time it is read is received and reversed in one transaction.
   */
  private async accepted(lease: LeaseAfterRow, offer: TradeOffer, renter: Party, wait: () => Promise<void>): Promise<void> {
    const offerIsTheReturn =
      offer.isOurOffer &&
      offer.partnerSteamId === lease.lenderSteamId &&
      offer.itemsToReceive.length === 0 &&
      offer.itemsToGive.length === 1 &&
      offer.itemsToGive[0].assetId === lease.renterAssetId;
    if (!offerIsTheReturn) return this.renterFailed(lease, 'mismatch', null);
    if (!offer.tradeId) return wait();
    const receipt = await this.platform.getTrade(renter.session, offer.tradeId);
    if (!receipt || isTradePending(receipt.status)) return wait();
    if (receipt.partnerSteamId !== lease.lenderSteamId || receipt.assetsReceived.length > 0) return this.renterFailed(lease, 'mismatch', null);
    const tradeId = receipt.tradeId;
    const reversed = isTradeReversed(receipt.status);
    const at = this.life.now();
    await this.life.step(lease.id, lease.version, async (locked, tx) => {
      if (locked.status !== 'RETURNING') return null;
      const received: LeaseTransition = {
        event: 'RETURN_RECEIVED',
        lease: locked,
        actor: 'STEAM',
        at,
        fields: { returnTradeId: tradeId, returnedAt: at },
        detail: { offerId: offer.id, tradeId },
      };
      if (!reversed) return received;
      await this.life.apply(tx, received);
      return this.reversedReturn(tx, locked.id, at, receipt.status);
    });
  }

  /** RETURN_REVERSED of the lease `id` (locked again in `tx`): the renter took the item back. */
  private async reversedReturn(tx: Tx, id: string, at: Date, tradeStatus: string): Promise<LeaseTransition | null> {
    const locked = await this.life.lock(tx, id);
    if (locked?.status !== 'RETURN_PROTECTED') return null;
    return { event: 'RETURN_REVERSED', lease: locked, actor: 'STEAM', at, detail: { tradeStatus } };
  }

  /**
   * The return failed on the renter's side: RETURN_FAILED before the end, RETURN_FAILED_OVERDUE after
   * it. When the item went away, the delivery trade is read first: the lender reversing it is theirs.
   */
  private async renterFailed(lease: LeaseAfterRow, reason: RenterFailure, session: SteamSession | null): Promise<void> {
    if (reason === 'item' && (await this.deliveryReversed(lease, session ?? (await anySessionOf(this.steamAccounts, lease))))) {
      return this.deliveryWasReversed(lease);
    }
    const at = this.life.now();
    await this.life.step(lease.id, lease.version, (locked) => {
      if (locked.status !== 'RETURNING') return null;
      const overdue = locked.endsAt !== null && locked.endsAt.getTime() <= at.getTime();
      return { event: overdue ? 'RETURN_FAILED_OVERDUE' : 'RETURN_FAILED', lease: locked, actor: 'SYSTEM', at, detail: { reason } };
    });
  }

  // -------------------------------------------------------------------------------------------
  // The trades during their protection

  /** Whether the lender reversed the delivery trade (read with `session`, a party's). */
  private async deliveryReversed(lease: LeaseAfterRow, session: SteamSession | null): Promise<boolean> {
    if (!lease.deliveryTradeId || !session) return false;
    const receipt = await this.platform.getTrade(session, lease.deliveryTradeId);
    return receipt !== null && isTradeReversed(receipt.status);
  }

  /** DELIVERY_REVERSED: everything back to the renter; the lender's account ABNORMAL (it reversed a trade), in the step's transaction. */
  private async deliveryWasReversed(lease: LeaseAfterRow): Promise<void> {
    const at = this.life.now();
    await this.life.step(lease.id, null, async (locked, tx) => {
      if (!DELIVERY_MATTERS.includes(locked.status)) return null;
      if (lease.lenderSteamAccountId) await this.steamAccounts.markAbnormal(tx, lease.lenderSteamAccountId, 'tradeReversed');
      return { event: 'DELIVERY_REVERSED', lease: locked, actor: 'STEAM', at, detail: { tradeId: lease.deliveryTradeId } };
    });
  }

  /** Once a lease day during the delivery trade's protection (and one day more): a reversal ends the lease at once. */
  private async followDeliveryTrade(job: LeaseFollowJob): Promise<void> {
    const lease = await leaseRow(job.leaseId);
    if (!lease?.startedAt || !lease.deliveryTradeId || !DELIVERY_MATTERS.includes(lease.status)) return;
    if (await this.deliveryReversed(lease, await anySessionOf(this.steamAccounts, lease))) return this.deliveryWasReversed(lease);
    if (job.attempt > LEASE_PROTECTION_DAYS) return;
    const at = new Date(lease.startedAt.getTime() + (job.attempt + 1) * this.life.settings.dayMs);
    await this.life.followLater({ ...job, attempt: job.attempt + 1 }, { at });
  }

  /** Once a lease day during the return trade's protection: a reversal defaults the lease at once (the deadline reads it at the end). */
  private async followReturnTrade(job: LeaseFollowJob): Promise<void> {
    const lease = await leaseRow(job.leaseId);
    if (lease?.status !== 'RETURN_PROTECTED' || !lease.returnTradeId || !lease.returnedAt) return;
    const session = await anySessionOf(this.steamAccounts, lease);
    const receipt = session ? await this.platform.getTrade(session, lease.returnTradeId) : null;
    if (receipt && isTradeReversed(receipt.status)) return this.returnWasReversed(lease, receipt.status);
    const at = new Date(lease.returnedAt.getTime() + (job.attempt + 1) * this.life.settings.dayMs);
    if (lease.deadlineAt && at < lease.deadlineAt) await this.life.followLater({ ...job, attempt: job.attempt + 1 }, { at });
  }

  private async returnWasReversed(lease: LeaseAfterRow, tradeStatus: string): Promise<void> {
    const at = this.life.now();
    await this.life.step(lease.id, null, (_locked, tx) => this.reversedReturn(tx, lease.id, at, tradeStatus));
  }

  /**
   * The PROTECTION deadline: the return trade is read once more; reversed → RETURN_REVERSED, intact →
   * PROTECTION_ENDED. A trade nobody can read (Steam unreachable, both accounts gone) settles nothing:
   * the deadline is tried again (the job's retries, then the minute sweep).
   */
  private async protectionEnded(locked: LockedLease, options: { now?: boolean } = {}): Promise<void> {
    const lease = await leaseRow(locked.id);
    if (lease?.status !== 'RETURN_PROTECTED' || lease.version !== locked.version || !lease.returnTradeId) return;
    const session = await anySessionOf(this.steamAccounts, lease);
    if (!session) throw new Error(`lease ${lease.leaseNo}: no account of the lease can read its return trade`);
    const receipt = await this.platform.getTrade(session, lease.returnTradeId);
    if (!receipt) throw new Error(`lease ${lease.leaseNo}: Steam does not answer its return trade yet`);
    if (isTradeReversed(receipt.status)) return this.returnWasReversed(lease, receipt.status);
    const at = this.life.now();
    await this.life.step(lease.id, lease.version, (current) =>
      current.status === 'RETURN_PROTECTED' && (options.now || (current.deadlineAt !== null && current.deadlineAt <= at))
        ? { event: 'PROTECTION_ENDED', lease: current, actor: 'SYSTEM', at, detail: { tradeStatus: receipt.status } }
        : null,
    );
  }
}
