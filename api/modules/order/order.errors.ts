// Expected refusals of the order module, translated at the edge (REST envelope, GraphQL typed errors).
import { AppError, NotFoundError } from '../../errors.ts';

/** The transition table does not allow this event from the order's status: nothing changed. */
export class OrderTransitionError extends AppError {
  constructor(
    readonly event: string,
    readonly fromStatusDes: string,
  ) {
    super('order.transitionRefused', {}, 'ORDER_STATE_CHANGED', 409);
  }
}

/** No such order, or another user's. */
export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('order.notFound');
  }
}

/** A listing is sold, delisted or held for another buyer's unpaid order. */
export class ListingUnavailableError extends AppError {
  constructor(readonly listingId: string) {
    super('order.listingUnavailable', {}, 'LISTING_UNAVAILABLE', 409);
  }
}

/** The price the buyer saw is no longer the listing's price: the new price is in the params (yuan) and `priceCents`. */
export class PriceChangedError extends AppError {
  constructor(
    readonly listingId: string,
    readonly priceCents: number,
  ) {
    super('order.priceChanged', { price: (priceCents / 100).toFixed(2), listingId }, 'PRICE_CHANGED', 409);
  }
}

export class OwnListingError extends AppError {
  constructor() {
    super('order.ownListing', {}, 'OWN_LISTING', 400);
  }
}

export class CancelNotAllowedError extends AppError {
  constructor() {
    super('order.cancelNotAllowed', {}, 'CANCEL_NOT_ALLOWED', 409);
  }
}

/** The resources a partner numbers with its merchantOrderNo: each its own namespace (per app). */
export type MerchantOrderNoResource = 'order' | 'buyOrder' | 'bargain' | 'lease';
/** What differs between the number's earlier request and this one: the field, and the two values when they are short enough to show. */
export type MerchantOrderNoDifference = { field: MerchantOrderNoField; was?: string; now?: string };
export type MerchantOrderNoField =
  | 'listings'
  | 'price'
  | 'receiver'
  | 'item'
  | 'quantity'
  | 'floatRange'
  | 'paintSeeds'
  | 'sticker'
  | 'expiry'
  | 'listing'
  | 'days';

/**
 * A partner's merchant order number used before for another request of the same resource (the same
 * number with another body is a 409): the message names the resource and what differs (zh and en).
 */
export class MerchantOrderNoUsedError extends AppError {
  constructor(merchantOrderNo: string, resource: MerchantOrderNoResource, difference?: MerchantOrderNoDifference) {
    const key = !difference ? 'order.merchantOrderNoUsed' : difference.was !== undefined ? 'order.merchantOrderNoUsedValues' : 'order.merchantOrderNoUsedField';
    super(
      key,
      {
        no: merchantOrderNo,
        resource: `order.merchantOrderNoResource.${resource}`,
        ...(difference ? { field: `order.merchantOrderNoField.${difference.field}` } : {}),
        ...(difference?.was !== undefined ? { was: difference.was, now: difference.now ?? '' } : {}),
      },
      'CONFLICT',
      409,
      'merchantOrderNo',
    );
  }
}

/** Money for a 409's comparison: ¥10.00. */
export const yuanText = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** A partner's purchase beyond the app's approved daily orders or amount. */
export class DailyLimitError extends AppError {
  constructor(messageKey: 'order.dailyOrdersExceeded' | 'order.dailyAmountExceeded', params: Record<string, string | number>) {
    super(messageKey, params, 'LIMIT_EXCEEDED', 403);
  }
}
