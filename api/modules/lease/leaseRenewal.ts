// What a renter does with a running lease besides returning it (docs/money-and-orders.md "Leases"):
// renewing (续租) and buying out (买断). Both spend the renter's balance, so both need a freshly
// verified session (money-out), and both are one step under the lease's row lock (LeaseLife.step):
// racing actions on one lease follow each other, and the second finds the lease as the first left it.
// - renew: while RENTING and before its end, by its renter; the days added keep the lease within its
//   listing's most days; the added rent (lib/leaseTerms.ts renewalRentCents: the rent of the new
//   length under the listing's terms less the rent paid) is held (RENEWED, key `renew:<new days>`),
//   and the end moves by the days added;
// - buy out: while RENTING or OVERDUE, when the lender gave a buyout price: the buyout price less the
//   deposit is held too, the buyout price and the rent of the days used go to the lender (less the
//   fee), the unused rent back (BUYOUT); the item stays with the renter, an ordinary item of theirs.
// A partner's renewal or buyout adds its money to the app's day (its daily amount, as a rent does):
// the app's row is locked before the lease's, and the step is refused with nothing changed when the
// money it adds does not fit what is left of the day.
import { renewalRentCents } from '../../../lib/leaseTerms.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { assertStepUp } from '../../security/operationPolicy.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { OrderService } from '../order/order.service.ts';
import { LeaseNoBuyoutError, LeaseNotActionableError, LeaseRenewalDaysInvalidError, LeaseRenewalTooLongError } from './leaseAfter.errors.ts';
import { renterLease } from './leaseAfterRows.ts';
import type { LeaseLife } from './leaseLife.ts';
import type { LeaseState } from './leaseStateMachine.ts';
import type { LeaseCommitment } from './leaseTransitions.ts';

/** What an action answers: the lease and its state after it. */
export type LeaseActionAnswer = { leaseId: string; leaseNo: string; status: LeaseState };

/** A renewal's answer: the lease's new length, rent paid and end, and the rent it held. */
export type LeaseRenewalAnswer = LeaseActionAnswer & { days: number; rentCents: number; addedRentCents: number; endsAt: Date };

const MAX_DAYS_PER_RENEWAL = 60;

type Tx = Prisma.TransactionClient;
/** A partner app's daily limits, which its renewals and buyouts count against (the order module owns them). */
type PartnerRoom = Pick<OrderService, 'checkPartnerDailyRoom'>;

export class LeaseRenewal {
  constructor(
    private readonly life: LeaseLife,
    private readonly orders: PartnerRoom,
  ) {}

  /**
   * A partner's step adds money to its app's day: `first` locks the app's row (before the lease's, as
   * a rent does), `commit` checks what the step adds once it is known under the lease's lock and
   * answers the step's commitment. For anyone else both do nothing.
   */
  private partnerDay(
    viewer: Viewer,
    now: Date,
  ): { first?: (tx: Tx) => Promise<void>; commit: (tx: Tx, addedCents: number) => Promise<LeaseCommitment | undefined> } {
    const appId = viewer.partner?.appId;
    if (!appId) return { commit: async () => undefined };
    return {
      first: (tx) => this.orders.checkPartnerDailyRoom(tx, appId, { orders: 0, amountCents: 0 }, now),
      commit: async (tx, addedCents) => {
        await this.orders.checkPartnerDailyRoom(tx, appId, { orders: 0, amountCents: addedCents }, now);
        return { partnerAppId: appId, addedCents };
      },
    };
  }

  /** Renews the viewer's lease by `days` lease days (see the top of this file). */
  async renew(viewer: Viewer, leaseNo: unknown, days: unknown): Promise<LeaseRenewalAnswer> {
    if (!(typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DAYS_PER_RENEWAL)) throw new LeaseRenewalDaysInvalidError();
    const now = this.life.now();
    assertStepUp(viewer, now);
    const lease = await renterLease(viewer, leaseNo);
    const partnerDay = this.partnerDay(viewer, now);
    let answer: Omit<LeaseRenewalAnswer, 'status'> | undefined;
    const applied = await this.life.step(
      lease.id,
      null,
      async (locked, tx) => {
        if (locked.status !== 'RENTING' || !locked.endsAt || locked.endsAt <= now) throw new LeaseNotActionableError('renew', locked.status);
        const listing = await tx.leaseListing.findUniqueOrThrow({
          where: { id: locked.leaseListingId },
          select: { dailyRentCents: true, longDailyRentCents: true, maxDays: true },
        });
        const newDays = locked.days + days;
        if (newDays > listing.maxDays) throw new LeaseRenewalTooLongError(listing.maxDays, Math.max(0, listing.maxDays - locked.days));
        const added = renewalRentCents(listing, locked.rentCents, newDays);
        const endsAt = new Date(locked.endsAt.getTime() + days * this.life.settings.dayMs);
        answer = { leaseId: locked.id, leaseNo: locked.leaseNo, days: newDays, rentCents: locked.rentCents + added, addedRentCents: added, endsAt };
        const commitment = await partnerDay.commit(tx, added);
        return {
          event: 'RENEWED',
          lease: locked,
          actor: 'RENTER',
          at: now,
          amount: added,
          fields: { days: newDays, rentCents: locked.rentCents + added, endsAt },
          detail: { part: `renew:${newDays}`, days, rentCents: added, endsAt: endsAt.toISOString() },
          commitment,
        };
      },
      partnerDay.first,
    );
    if (!applied || !answer) throw new LeaseNotActionableError('renew', lease.status);
    return { ...answer, status: applied.status };
  }

  /** Buys the viewer's rented item out (see the top of this file). */
  async buyout(viewer: Viewer, leaseNo: unknown): Promise<LeaseActionAnswer> {
    const now = this.life.now();
    assertStepUp(viewer, now);
    const lease = await renterLease(viewer, leaseNo);
    const partnerDay = this.partnerDay(viewer, now);
    const applied = await this.life.step(
      lease.id,
      null,
      async (locked, tx) => {
        if (locked.status !== 'RENTING' && locked.status !== 'OVERDUE') throw new LeaseNotActionableError('buyout', locked.status);
        if (locked.buyoutPriceCents === null) throw new LeaseNoBuyoutError();
        const commitment = await partnerDay.commit(tx, Math.max(0, locked.buyoutPriceCents - locked.depositCents));
        return { event: 'BUYOUT', lease: locked, actor: 'RENTER', at: now, detail: { buyoutPriceCents: locked.buyoutPriceCents }, commitment };
      },
      partnerDay.first,
    );
    if (!applied) throw new LeaseNotActionableError('buyout', lease.status);
    return { leaseId: lease.id, leaseNo: lease.leaseNo, status: applied.status };
  }
}
