// Expected refusals of renting and delivering a lease (租赁), translated at the edge (REST envelope,
// GraphQL typed errors). Each changes nothing.
import { AppError, NotFoundError } from '../../errors.ts';

/** No such lease, or one the viewer is neither the renter nor the lender of. */
export class LeaseNotFoundError extends NotFoundError {
  constructor() {
    super('lease.notFound');
  }
}

/** The lease listing is not for rent now (rented by someone else, delisted, its item gone or its account unusable). */
export class LeaseListingUnavailableError extends AppError {
  constructor() {
    super('lease.listingUnavailable', {}, 'LEASE_LISTING_UNAVAILABLE', 409, 'leaseListingId');
  }
}

/** The viewer offered the item themselves. */
export class OwnLeaseListingError extends AppError {
  constructor() {
    super('lease.ownListing', {}, 'OWN_LEASE_LISTING', 409, 'leaseListingId');
  }
}

/** The balance (deposit and withdrawable) does not cover the rent and the deposit. */
export class LeaseInsufficientBalanceError extends AppError {
  constructor(amount: string) {
    super('lease.insufficientBalance', { amount }, 'INSUFFICIENT_BALANCE', 400);
  }
}

/** What the viewer asked for is not open to them in the lease's state (发货 once, by the lender, before an offer; cancelling before it). */
export class LeaseNotActionableError extends AppError {
  constructor(action: 'deliver' | 'cancel') {
    super(action === 'deliver' ? 'lease.deliverNotAllowed' : 'lease.cancelNotAllowed', {}, 'LEASE_NOT_ACTIONABLE', 409);
  }
}

/** Why an offer can never be made (the lease was cancelled for it): the item, the lender's account, the renter's account. */
export type LeaseDeliveryFailure = 'itemUnavailable' | 'lenderAccount' | 'renterUnavailable';

const FAILURE_MESSAGE = {
  itemUnavailable: 'lease.deliverItemUnavailable',
  lenderAccount: 'lease.deliverNoAccount',
  renterUnavailable: 'lease.deliverRenterUnavailable',
} as const;
const FAILURE_CODE = { itemUnavailable: 'ITEM_NOT_TRADABLE', lenderAccount: 'LENDER_ACCOUNT_UNAVAILABLE', renterUnavailable: 'RENTER_CANNOT_RECEIVE' } as const;

/** The offer could not be made and never will be: the lease was cancelled and everything held went back to the renter. */
export class LeaseDeliveryFailedError extends AppError {
  constructor(readonly reason: LeaseDeliveryFailure) {
    super(FAILURE_MESSAGE[reason], {}, FAILURE_CODE[reason], 409);
  }
}

/** Unbinding a Steam account an open lease needs (the lender's gives and gets the item back, the renter's receives and returns it). */
export class AccountInLeaseError extends AppError {
  constructor(leaseNo: string) {
    super('lease.accountInLease', { leaseNo }, 'ACCOUNT_IN_TRADE', 409);
  }
}
