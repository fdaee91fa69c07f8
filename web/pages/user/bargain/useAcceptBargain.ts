import { graphql, useMutation } from 'react-relay';
import type { useAcceptBargainMutation } from '../../../__generated__/useAcceptBargainMutation.graphql.ts';

/** The acceptBargain mutation (the seller an offer, the buyer a counter-offer): the offer as it is now, with its order, or a typed error (step-up when the buyer pays a difference). */
export function useAcceptBargain() {
  return useMutation<useAcceptBargainMutation>(graphql`
    mutation useAcceptBargainMutation($input: BargainNoInput!) {
      acceptBargain(input: $input) {
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
