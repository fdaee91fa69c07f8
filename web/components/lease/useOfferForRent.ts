import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LeaseTermsItemInput, useOfferForRentMutation } from '../../__generated__/useOfferForRentMutation.graphql.ts';

export type OfferForRentResult = useOfferForRentMutation['response']['offerForRent'];
export type { LeaseTermsItemInput };

/**
 * Offers inventory items for rent at their terms (one request: at most LEASE_BATCH_MAX items): the
 * items offered, and why each refused one was refused (its field and the limit). Rejects on a
 * transport failure (shown by the network layer).
 */
export function useOfferForRent() {
  const [commit, inFlight] = useMutation<useOfferForRentMutation>(graphql`
    mutation useOfferForRentMutation($input: OfferForRentInput!) {
      offerForRent(input: $input) {
        __typename
        ... on OfferForRentPayload {
          offeredCount
          failedCount
          failures {
            inventoryItemId
            field
            reason
            message
          }
          leaseListings {
            id
            status
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const offer = useCallback(
    (items: readonly LeaseTermsItemInput[], idempotencyKey: string) =>
      new Promise<OfferForRentResult>((resolve, reject) => {
        commit({ variables: { input: { items, idempotencyKey } }, onCompleted: ({ offerForRent }) => resolve(offerForRent), onError: reject });
      }),
    [commit],
  );
  return [offer, inFlight] as const;
}
