import { graphql, useMutation } from 'react-relay';
import type { useCancelBuyOrderMutation } from '../../../__generated__/useCancelBuyOrderMutation.graphql.ts';

/** The cancelBuyOrder mutation: the buy order as it is now (cancelled, nothing held), or a typed error. */
export function useCancelBuyOrder() {
  return useMutation<useCancelBuyOrderMutation>(graphql`
    mutation useCancelBuyOrderMutation($input: CancelBuyOrderInput!) {
      cancelBuyOrder(input: $input) {
        __typename
        ... on CancelBuyOrderPayload {
          buyOrder {
            id
            status
            held
            closedAt
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
