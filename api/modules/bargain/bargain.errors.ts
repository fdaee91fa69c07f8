// Expected refusals of the bargain module (price offers, 还价), translated at the edge (REST envelope,
// GraphQL typed errors). Each changes nothing.
import { AppError, NotFoundError } from '../../errors.ts';

/** No such offer, or one the viewer is neither the buyer nor the seller of. */
export class BargainNotFoundError extends NotFoundError {
  constructor() {
    super('bargain.notFound');
  }
}

/** The offer is not waiting for this viewer's answer (answered, withdrawn, expired, or waiting for the other party). */
export class BargainNotActionableError extends AppError {
  constructor() {
    super('bargain.notActionable', {}, 'BARGAIN_NOT_ACTIONABLE', 409);
  }
}

/** The listing takes no offers: its seller switched bargaining off, it is not on sale, or it is the viewer's own. */
export class BargainNotAllowedError extends AppError {
  constructor(reason: 'disabled' | 'notOnSale' | 'ownListing' | 'noRoom') {
    super(`bargain.notAllowed.${reason}`, {}, 'BARGAIN_NOT_ALLOWED', 409);
  }
}

/** The buyer has as many open offers as one may have. */
export class TooManyBargainsError extends AppError {
  constructor(max: number) {
    super('bargain.tooMany', { max }, 'TOO_MANY_BARGAINS', 409);
  }
}

/** The buyer already has an open offer on this listing. */
export class BargainAlreadyOpenError extends AppError {
  constructor() {
    super('bargain.alreadyOpen', {}, 'BARGAIN_ALREADY_OPEN', 409);
  }
}

/** The listing is held for another buyer's checkout right now: the offer stays open, try again later. */
export class BargainListingBusyError extends AppError {
  constructor() {
    super('bargain.listingBusy', {}, 'BARGAIN_LISTING_BUSY', 409);
  }
}

/** The buyer's receiving Steam account is no longer usable (unbound or abnormal): the offer cannot become an order. */
export class BargainReceiverGoneError extends AppError {
  constructor() {
    super('bargain.receiverGone', {}, 'BARGAIN_RECEIVER_GONE', 409);
  }
}
