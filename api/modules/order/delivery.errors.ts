// Refusals of delivery (发货 and the simulated mobile confirmation), translated at the edge (REST
// envelope, GraphQL typed errors).
import { AppError } from '../../errors.ts';

/** Only the seller delivers, only an order waiting for delivery (21 SELLER_DELIVERING), and only once. */
export class DeliverNotAllowedError extends AppError {
  constructor() {
    super('order.deliverNotAllowed', {}, 'DELIVER_NOT_ALLOWED', 409);
  }
}

/** The item is no longer in the seller's Steam inventory, or cannot be traded: the system cancels the order. */
export class DeliveryItemUnavailableError extends AppError {
  constructor() {
    super('order.deliverItemUnavailable', {}, 'ITEM_NOT_TRADABLE', 409);
  }
}

/** The buyer's Steam account cannot receive the offer (its trade link, a trade ban): the system cancels the order. */
export class DeliveryBuyerUnavailableError extends AppError {
  constructor() {
    super('order.deliverBuyerUnavailable', {}, 'BUYER_CANNOT_RECEIVE', 409);
  }
}

/** The Steam account that holds the item is gone or abnormal: nothing can be sent from it. */
export class DeliverySellerAccountError extends AppError {
  constructor() {
    super('order.deliverNoAccount', {}, 'SELLER_ACCOUNT_UNAVAILABLE', 409);
  }
}

/** No offer of this order waits for the seller's confirmation (or the real Steam is in use: confirm in the Steam app). */
export class ConfirmNotAvailableError extends AppError {
  constructor() {
    super('order.confirmNotAvailable', {}, 'CONFIRM_NOT_AVAILABLE', 409);
  }
}

/** Unbinding a Steam account one of whose sales is not finished: its offer, its protection and its settlement need the account. */
export class AccountInTradeError extends AppError {
  constructor(orderNo: string) {
    super('order.accountInTrade', { orderNo }, 'ACCOUNT_IN_TRADE', 409);
  }
}
