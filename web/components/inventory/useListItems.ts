import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ListItemsInput, useListItemsMutation } from '../../__generated__/useListItemsMutation.graphql.ts';

export type ListItemsResult = useListItemsMutation['response']['listItems'];

/**
 * Lists inventory items at their prices (one request: at most SELLING_BATCH_MAX items): the
 * counts, the failures per item, and the items with their new listings. Rejects on a transport
 * failure (shown by the network layer).
 */
export function useListItems() {
  const [commit, inFlight] = useMutation<useListItemsMutation>(graphql`
    mutation useListItemsMutation($input: ListItemsInput!) {
      listItems(input: $input) {
        __typename
        ... on ListItemsPayload {
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
            tradable
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
  const list = useCallback(
    (items: ListItemsInput['items']) =>
      new Promise<ListItemsResult>((resolve, reject) => {
        commit({ variables: { input: { items } }, onCompleted: ({ listItems }) => resolve(listItems), onError: reject });
      }),
    [commit],
  );
  return [list, inFlight] as const;
}
