import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RepriceItemsInput, useRepriceItemsMutation } from '../../__generated__/useRepriceItemsMutation.graphql.ts';

export type RepriceItemsResult = useRepriceItemsMutation['response']['repriceItems'];

/**
 * Changes the prices of listed items (one request: at most SELLING_BATCH_MAX items): the counts,
 * the failures per item, and the items with their listings' new prices. Rejects on a transport
 * failure (shown by the network layer).
 */
export function useRepriceItems() {
  const [commit, inFlight] = useMutation<useRepriceItemsMutation>(graphql`
    mutation useRepriceItemsMutation($input: RepriceItemsInput!) {
      repriceItems(input: $input) {
        __typename
        ... on RepriceItemsPayload {
          succeededCount
          failedCount
          loweredCount
          failures {
            inventoryItemId
            reason
            message
          }
          items {
            id
            listing {
              id
              price
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const reprice = useCallback(
    (items: RepriceItemsInput['items']) =>
      new Promise<RepriceItemsResult>((resolve, reject) => {
        commit({ variables: { input: { items } }, onCompleted: ({ repriceItems }) => resolve(repriceItems), onError: reject });
      }),
    [commit],
  );
  return [reprice, inFlight] as const;
}
