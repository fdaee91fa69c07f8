import { graphql, useMutation } from 'react-relay';
import type { useMakeBargainMutation } from '../../__generated__/useMakeBargainMutation.graphql.ts';

/** The makeBargain mutation: the offer made (its amount held), or a typed error (the price's range, the balance, limits, step-up). */
export function useMakeBargain() {
  return useMutation<useMakeBargainMutation>(graphql`
    mutation useMakeBargainMutation($input: MakeBargainInput!) {
      makeBargain(input: $input) {
        __typename
        ... on BargainPayload {
          bargain {
            id
            bargainNo
            status
            held
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
