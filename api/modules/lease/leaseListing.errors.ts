// Expected refusals of offering for rent (api/modules/lease/leaseListing.service.ts), translated at the
// edge (REST envelope, GraphQL typed errors).
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** No such lease listing, or another lender's. */
export class LeaseListingNotFoundError extends NotFoundError {
  constructor() {
    super('leaseListing.notFound');
  }
}

/** The lease listing is rented out (a lease of it has not ended): its terms stay and it stays listed. */
export class LeaseListingLeasedError extends AppError {
  constructor() {
    super('leaseListing.leased', {}, 'LEASE_LISTING_LEASED', 409);
  }
}

/** The lease listing was delisted: it cannot change (the item is offered again as a new one). */
export class LeaseListingEndedError extends AppError {
  constructor() {
    super('leaseListing.ended', {}, 'LEASE_LISTING_ENDED', 409);
  }
}

/** The asset got a live lease listing from a request that raced this one (the unique index behind the row locks). */
export class LeaseAlreadyOfferedError extends AppError {
  constructor() {
    super('leaseListing.refused.alreadyOffered', {}, 'LEASE_ALREADY_OFFERED', 409);
  }
}

/** Terms refused for one lease listing (a change of terms): the field at fault and the limit in the message. */
export class LeaseTermsError extends ValidationError {
  constructor(field: string, messageKey: MessageKey, params: Record<string, string | number> = {}) {
    super(field, messageKey, params);
  }
}
