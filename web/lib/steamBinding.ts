/**
 * /user/steam as the purchase flows link to it (the checkout, a buy order, a price offer) when the
 * buyer has no account to receive the item: `from=purchase` makes its empty state say first that
 * buying needs a bound account too, not only selling.
 */
export const STEAM_BINDING_FOR_PURCHASE_PATH = '/user/steam?from=purchase';

/** Whether /user/steam was reached from a purchase (its query string). */
export const cameFromPurchase = (search: URLSearchParams) => search.get('from') === 'purchase';
