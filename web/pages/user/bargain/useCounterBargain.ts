import { graphql, useMutation } from 'react-relay';
import type { useCounterBargainMutation } from '../../../__generated__/useCounterBargainMutation.graphql.ts';

/** The counterBargain mutation (the seller, once, on an open offer): the offer as it is now, or a typed error (the price's range). */
export function useCounterBargain() {
  return useMutation<useCounterBargainMutation>(graphql`
    mutation useCounterBargainMutation($input: CounterBargainInput!) {
      counterBargain(input: $input) {
        __typename
        ... on BargainPayload {
          bargain {
            id
            ...BargainRow_bargain
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
