import { graphql, useMutation } from 'react-relay';
import type { useDeclineBargainMutation } from '../../../__generated__/useDeclineBargainMutation.graphql.ts';

/** The declineBargain mutation (the seller an offer, the buyer a counter-offer): the offer as it is now, or a typed error. */
export function useDeclineBargain() {
  return useMutation<useDeclineBargainMutation>(graphql`
    mutation useDeclineBargainMutation($input: BargainNoInput!) {
      declineBargain(input: $input) {
        __typename
        ... on BargainPayload {
          bargain {
            id
            ...BargainRow_bargain
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
