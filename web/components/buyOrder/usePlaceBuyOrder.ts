import { graphql, useMutation } from 'react-relay';
import type { usePlaceBuyOrderMutation } from '../../__generated__/usePlaceBuyOrderMutation.graphql.ts';

/** The placeBuyOrder mutation: the buy order placed, or a typed error (a field's validation, the balance, step-up). */
export function usePlaceBuyOrder() {
  return useMutation<usePlaceBuyOrderMutation>(graphql`
    mutation usePlaceBuyOrderMutation($input: PlaceBuyOrderInput!) {
      placeBuyOrder(input: $input) {
        __typename
        ... on PlaceBuyOrderPayload {
          buyOrder {
            id
            buyOrderNo
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
}
