import { graphql, readInlineData } from 'react-relay';
import type { checkoutLine_listing$key } from '../../__generated__/checkoutLine_listing.graphql.ts';

/** Listings bought together in one checkout (the API's limit). */
export const MAX_CHECKOUT_LINES = 20;

/** One listing of a checkout, with the price the buyer saw. */
export type CheckoutLine = {
  listingId: string;
  price: number;
  /** the viewer's own listing (its seller is the viewer): not theirs to buy */
  mine: boolean;
  name: { readonly zh: string; readonly en: string };
  iconUrl: string | null;
  floatValue: number | null;
};

/**
 * What the checkout needs of a listing (read where the listing is shown: the item page, a market
 * card); `viewerSellerId` is the signed-in viewer's `sellerId` (null: a visitor), which tells their own
 * listings apart (the listing itself reads the same for every reader).
 */
export function checkoutLineOf(listingRef: checkoutLine_listing$key, viewerSellerId: string | null): CheckoutLine {
  const listing = readInlineData(
    graphql`
      fragment checkoutLine_listing on Listing @inline {
        id
        price
        seller {
          id
        }
        floatValue
        item {
          iconUrl
          name {
            zh
            en
          }
        }
      }
    `,
    listingRef,
  );
  return {
    listingId: listing.id,
    price: listing.price,
    mine: viewerSellerId !== null && listing.seller.id === viewerSellerId,
    name: listing.item.name,
    iconUrl: listing.item.iconUrl ?? null,
    floatValue: listing.floatValue ?? null,
  };
}

/** The total of the lines, in cents. */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}
