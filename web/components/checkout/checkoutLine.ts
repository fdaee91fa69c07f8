import { graphql, readInlineData } from 'react-relay';
import type { checkoutLine_listing$key } from '../../__generated__/checkoutLine_listing.graphql.ts';

/** Listings bought together in one checkout (the API's limit). */
export const MAX_CHECKOUT_LINES = 20;

/** One listing of a checkout, with the price the buyer saw. */
export type CheckoutLine = {
  listingId: string;
  price: number;
  mine: boolean;
  name: { readonly zh: string; readonly en: string };
  iconUrl: string | null;
  floatValue: number | null;
};

/** What the checkout needs of a listing (read where the listing is shown: the item page, a market card). */
export function checkoutLineOf(listingRef: checkoutLine_listing$key): CheckoutLine {
  const listing = readInlineData(
    graphql`
      fragment checkoutLine_listing on Listing @inline {
        id
        price
        mine
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
    mine: listing.mine,
    name: listing.item.name,
    iconUrl: listing.item.iconUrl ?? null,
    floatValue: listing.floatValue ?? null,
  };
}

/** The total of the lines, in cents. */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}
