import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnlistItemsMutation } from '../../__generated__/useUnlistItemsMutation.graphql.ts';

export type UnlistItemsResult = useUnlistItemsMutation['response']['unlistItems'];

/**
 * Takes listed items off sale (one request: at most SELLING_BATCH_MAX items): the counts, the
 * failures per item, and the items without their listings. Rejects on a transport failure (shown
 * by the network layer).
 */
export function useUnlistItems() {
  const [commit, inFlight] = useMutation<useUnlistItemsMutation>(graphql`
    mutation useUnlistItemsMutation($input: UnlistItemsInput!) {
      unlistItems(input: $input) {
        __typename
        ... on UnlistItemsPayload {
          succeededCount
          failedCount
          failures {
            inventoryItemId
            reason
            message
          }
          items {
            id
            listing {
              id
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
  const unlist = useCallback(
    (inventoryItemIds: readonly string[]) =>
      new Promise<UnlistItemsResult>((resolve, reject) => {
        commit({ variables: { input: { inventoryItemIds } }, onCompleted: ({ unlistItems }) => resolve(unlistItems), onError: reject });
      }),
    [commit],
  );
  return [unlist, inFlight] as const;
}
