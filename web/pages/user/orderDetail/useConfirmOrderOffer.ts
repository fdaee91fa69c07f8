import { graphql, useMutation } from 'react-relay';
import type { useConfirmOrderOfferMutation } from '../../../__generated__/useConfirmOrderOfferMutation.graphql.ts';

/** With the simulated Steam: the seller confirms the order's offer as the Steam app would; the order comes back as it is now. */
export function useConfirmOrderOffer() {
  return useMutation<useConfirmOrderOfferMutation>(graphql`
    mutation useConfirmOrderOfferMutation($input: ConfirmOrderOfferInput!) {
      confirmOrderOffer(input: $input) {
        __typename
        ... on DeliverOrderPayload {
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
