import { graphql, useMutation } from 'react-relay';
import type { useCreateOrderMutation } from '../../__generated__/useCreateOrderMutation.graphql.ts';

export type { useCreateOrderMutation };
export type CreateOrderResult = useCreateOrderMutation['response']['createOrder'];
export type CreateOrderInput = useCreateOrderMutation['variables']['input'];

/** The createOrder mutation: the orders made (their numbers) and, for Alipay, the cashier to pay at. */
export function useCreateOrder() {
  return useMutation<useCreateOrderMutation>(graphql`
    mutation useCreateOrderMutation($input: CreateOrderInput!) {
      createOrder(input: $input) {
        __typename
        ... on CreateOrderPayload {
          payUrl
          orders {
            id
            orderNo
            status
            statusDes
          }
        }
        ... on PriceChangedError {
          listingId
          price
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
