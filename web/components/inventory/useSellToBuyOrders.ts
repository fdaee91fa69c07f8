import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SellToBuyOrdersInput, useSellToBuyOrdersMutation } from '../../__generated__/useSellToBuyOrdersMutation.graphql.ts';

export type SellToBuyOrdersResult = useSellToBuyOrdersMutation['response']['sellToBuyOrders'];

/**
 * Sells inventory items to the best buy orders paying at least the prices given (one request: at
 * most SELLING_BATCH_MAX items): the counts, the failures per item, and the orders made. Rejects on a
 * transport failure (shown by the network layer).
 */
export function useSellToBuyOrders() {
  const [commit, inFlight] = useMutation<useSellToBuyOrdersMutation>(graphql`
    mutation useSellToBuyOrdersMutation($input: SellToBuyOrdersInput!) {
      sellToBuyOrders(input: $input) {
        __typename
        ... on SellToBuyOrdersPayload {
          succeededCount
          failedCount
          loweredCount
          failures {
            inventoryItemId
            reason
            message
          }
          soldToBuyOrders {
            orderNo
            price
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const sell = useCallback(
    (items: SellToBuyOrdersInput['items']) =>
      new Promise<SellToBuyOrdersResult>((resolve, reject) => {
        commit({ variables: { input: { items } }, onCompleted: ({ sellToBuyOrders }) => resolve(sellToBuyOrders), onError: reject });
      }),
    [commit],
  );
  return [sell, inFlight] as const;
}
