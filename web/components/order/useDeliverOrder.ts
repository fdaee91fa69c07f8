import { graphql, useMutation } from 'react-relay';
import type { useDeliverOrderMutation } from '../../__generated__/useDeliverOrderMutation.graphql.ts';

/** 发货: the platform creates the order's trade offer; the order comes back as it is now (list row and detail page). */
export function useDeliverOrder() {
  return useMutation<useDeliverOrderMutation>(graphql`
    mutation useDeliverOrderMutation($input: DeliverOrderInput!) {
      deliverOrder(input: $input) {
        __typename
        ... on DeliverOrderPayload {
          order {
            id
            canConfirmOffer
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
