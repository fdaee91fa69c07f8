import { graphql, useMutation } from 'react-relay';
import type { useCancelOrderMutation } from '../../../__generated__/useCancelOrderMutation.graphql.ts';

/** Cancels an order (unpaid at once; paid ones are verified first): the order comes back as it is now. */
export function useCancelOrder() {
  return useMutation<useCancelOrderMutation>(graphql`
    mutation useCancelOrderMutation($input: CancelOrderInput!) {
      cancelOrder(input: $input) {
        __typename
        ... on CancelOrderPayload {
          order {
            id
            ...OrderRow_order
            ...OrderDetailPage_order
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
