// Expected refusals of the buy order module, translated at the edge (REST envelope, GraphQL typed errors).
import { AppError, NotFoundError } from '../../errors.ts';

/** No such buy order, or another user's. */
export class BuyOrderNotFoundError extends NotFoundError {
  constructor() {
    super('buyOrder.notFound');
  }
}

/** The buy order is filled, cancelled or expired already: nothing changed. */
export class BuyOrderClosedError extends AppError {
  constructor() {
    super('buyOrder.closed', {}, 'BUY_ORDER_CLOSED', 409);
  }
}

/** The user has as many open buy orders as one may have. */
export class TooManyBuyOrdersError extends AppError {
  constructor(max: number) {
    super('buyOrder.tooMany', { max }, 'TOO_MANY_BUY_ORDERS', 409);
  }
}

/** No buy order takes the asset at the price the seller saw (filled, cancelled or outbid meanwhile). */
export class NoMatchingBuyOrderError extends AppError {
  constructor() {
    super('buyOrder.noneMatches', {}, 'NO_MATCHING_BUY_ORDER', 409);
  }
}

/** The book of an item the catalogue does not know. */
export class BuyOrderItemNotFoundError extends NotFoundError {
  constructor() {
    super('buyOrder.itemNotFound');
  }
}
