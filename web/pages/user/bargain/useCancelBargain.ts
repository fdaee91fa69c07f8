import { graphql, useMutation } from 'react-relay';
import type { useCancelBargainMutation } from '../../../__generated__/useCancelBargainMutation.graphql.ts';

/** The cancelBargain mutation (the buyer withdraws an open or countered offer): the offer as it is now, or a typed error. */
export function useCancelBargain() {
  return useMutation<useCancelBargainMutation>(graphql`
    mutation useCancelBargainMutation($input: BargainNoInput!) {
      cancelBargain(input: $input) {
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
