// Expected refusals of a lease's actions after its delivery (renewing, buying out, returning;
// leaseAfter.service.ts), translated at the edge (REST envelope, GraphQL typed errors). Each changes nothing.
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';

/** No such lease, or one the viewer is not the renter of. */
export class LeaseUnknownError extends NotFoundError {
  constructor() {
    super('leaseAfter.notFound');
  }
}

/** The lease is not in a state the action applies to (renewing: running and before its end; buying out and returning: running or overdue). */
export class LeaseNotActionableError extends AppError {
  constructor(
    readonly action: 'renew' | 'buyout' | 'return',
    readonly status: string,
  ) {
    super(`leaseAfter.notActionable.${action}`, {}, 'LEASE_NOT_ACTIONABLE', 409);
  }
}

/** The item is still trade-protected: a lease can be returned from day 8 (`firstReturnAt`). */
export class LeaseReturnTooEarlyError extends AppError {
  constructor(
    readonly firstReturnAt: Date,
    date: string,
  ) {
    super('leaseAfter.returnTooEarly', { date }, 'LEASE_RETURN_TOO_EARLY', 409);
  }
}

/** The days to add are not a whole number of at least 1. */
export class LeaseRenewalDaysInvalidError extends ValidationError {
  constructor() {
    super('days', 'leaseAfter.renewDaysInvalid');
  }
}

/** The renewal would take the lease over the listing's most days. */
export class LeaseRenewalTooLongError extends AppError {
  constructor(max: number, left: number) {
    super('leaseAfter.renewTooLong', { max, left }, 'LEASE_RENEWAL_TOO_LONG', 400, 'days');
  }
}

/** The lender gave the listing no buyout price. */
export class LeaseNoBuyoutError extends AppError {
  constructor() {
    super('leaseAfter.noBuyout', {}, 'LEASE_NO_BUYOUT', 409);
  }
}
