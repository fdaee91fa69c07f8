// The partner sandbox of leases (docs/open-platform.md "7. The sandbox"): with the simulated Steam and
// the simulated payment, a partner drives one of its leases (rented or lent) through what Steam, the
// other party's account or the clock would do, to see every status and `lease.changed` callback
// without waiting days. Each action does that thing (an offer answered at the simulated Steam, a trade
// reversed there, a deadline come now) and the lease then moves by the same delivery, return and
// deadline code as always (leaseDelivery.ts, leaseReturns.ts, leaseOverdue.ts), through LeaseLife.
// With a real Steam or a real payment driver the sandbox does not exist (404).
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { OfferAnswer, SimulatedSteamControls } from '../../integrations/tradePlatform/port.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { LeaseAfterService } from './leaseAfter.service.ts';
import type { LeaseLife } from './leaseLife.ts';
import type { LeaseQuery, LeaseService } from './lease.service.ts';
import type { LeaseState } from './leaseStateMachine.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';

/**
 * - deliver: the lender's offer is made (as 发货) and confirmed if it was not, and the renter's account accepts it (RENTING);
 * - decline: the same offer, declined by the renter's account (CANCELLED, everything back);
 * - return: the return offer of a lease being returned is made if it was not, and the lender's account accepts it (RETURN_PROTECTED);
 * - overdue: the lease's end comes now (OVERDUE, the grace runs from now);
 * - default: the grace of an overdue lease passes now (DEFAULTED: deposit and rent to the lender);
 * - reverseDelivery: the lender reverses the delivery trade (REVERSED: everything back to the renter);
 * - reverseReturn: the renter reverses the return trade during its protection (DEFAULTED);
 * - endProtection: the return trade's protection ends now (COMPLETED: the rent settled, the deposit back).
 */
export const LEASE_SANDBOX_ACTIONS = ['deliver', 'decline', 'return', 'overdue', 'default', 'reverseDelivery', 'reverseReturn', 'endProtection'] as const;
export type LeaseSandboxAction = (typeof LEASE_SANDBOX_ACTIONS)[number];

/** The statuses each action applies to. */
const APPLIES_TO: Record<LeaseSandboxAction, readonly LeaseState[]> = {
  deliver: ['AWAITING_DELIVERY'],
  decline: ['AWAITING_DELIVERY'],
  return: ['RETURNING'],
  overdue: ['RENTING'],
  default: ['OVERDUE'],
  reverseDelivery: ['RENTING', 'OVERDUE', 'RETURNING'],
  reverseReturn: ['RETURN_PROTECTED'],
  endProtection: ['RETURN_PROTECTED'],
};

/** The action does not apply to the lease in its status (e.g. returning a lease nobody is returning): nothing changed. */
export class LeaseSandboxNotApplicableError extends AppError {
  constructor(action: LeaseSandboxAction, status: string) {
    super('sandbox.leaseNotApplicable', { action, status }, 'SANDBOX_NOT_APPLICABLE', 409);
  }
}

export type LeaseSandboxOptions = {
  leases: LeaseService;
  after: LeaseAfterService;
  life: LeaseLife;
  /** present only when both the trade platform and the payment are simulated */
  steam: SimulatedSteamControls | undefined;
};

export class LeaseSandboxService {
  constructor(private readonly options: LeaseSandboxOptions) {}

  /** Whether the sandbox exists on this server. */
  get enabled(): boolean {
    return this.options.steam !== undefined;
  }

  /**
   * Drives the viewer's lease (rented or lent) by `action` (LEASE_SANDBOX_ACTIONS) and answers it as it
   * is afterwards. An action that does not apply to the lease's status is refused (409) and changes nothing.
   */
  async drive<Q extends LeaseQuery>(viewer: Viewer, leaseNo: unknown, action: unknown, query: Q): Promise<Prisma.LeaseGetPayload<Q>> {
    const steam = this.options.steam;
    if (!steam) throw new NotFoundError('sandbox.unavailable');
    if (typeof action !== 'string' || !(LEASE_SANDBOX_ACTIONS as readonly string[]).includes(action)) {
      throw new ValidationError('action', 'sandbox.action', { actions: LEASE_SANDBOX_ACTIONS.join(', ') });
    }
    const chosen = action as LeaseSandboxAction;
    const lease = await this.options.leases.get(viewer, leaseNo, {
      select: { id: true, leaseNo: true, status: true, deliveryTradeId: true, returnTradeId: true },
    });
    const notApplicable = () => new LeaseSandboxNotApplicableError(chosen, lease.status);
    if (!APPLIES_TO[chosen].includes(lease.status as LeaseState)) throw notApplicable();
    const { delivery } = this.options.leases;
    const { returns, overdue } = this.options.after;
    switch (chosen) {
      case 'deliver':
      case 'decline': {
        const offerId = await delivery.simulatedOffer(lease.id);
        if (!offerId) throw notApplicable();
        await answer(steam, offerId, chosen === 'deliver' ? 'ACCEPT' : 'DECLINE');
        await delivery.lookNow(lease.id);
        break;
      }
      case 'return': {
        const offerId = await returns.returnOfferNow(lease.id);
        if (!offerId) throw notApplicable();
        await answer(steam, offerId, 'ACCEPT');
        await returns.lookAtReturnNow(lease.id);
        break;
      }
      case 'overdue':
      case 'default':
        if (!(await overdue.passNow(lease.id, chosen === 'overdue' ? 'RENTING' : 'OVERDUE'))) throw notApplicable();
        break;
      case 'reverseDelivery':
      case 'reverseReturn': {
        const tradeId = chosen === 'reverseDelivery' ? lease.deliveryTradeId : lease.returnTradeId;
        if (!tradeId) throw notApplicable();
        await reverse(steam, tradeId);
        await returns.lookAtTradesNow(lease.id);
        break;
      }
      case 'endProtection': {
        const locked = await this.options.life.read(lease.id);
        if (locked?.status !== 'RETURN_PROTECTED') throw notApplicable();
        await returns.endProtectionNow(locked);
        break;
      }
    }
    return this.options.leases.get(viewer, lease.leaseNo, query);
  }
}

/** The recipient's account answers the offer at the simulated Steam; one answered, cancelled or expired meanwhile is left to what Steam says now. */
async function answer(steam: SimulatedSteamControls, offerId: string, reply: OfferAnswer): Promise<void> {
  try {
    await steam.answerOffer(offerId, reply);
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'NOT_FOUND') throw error;
  }
}

/** The trade is reversed at the simulated Steam; one reversed already is left to what Steam says now. */
async function reverse(steam: SimulatedSteamControls, tradeId: string): Promise<void> {
  try {
    await steam.reverseTrade(tradeId);
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 'NOT_FOUND') throw error;
  }
}
