import { graphql, useMutation } from 'react-relay';
import type { useRentItemMutation } from '../../__generated__/useRentItemMutation.graphql.ts';

export type RentItemResult = useRentItemMutation['response']['rentItem'];

/** The rentItem mutation: the lease made (its number) and, for Alipay, the cashier to pay at; or a typed error. */
export function useRentItem() {
  return useMutation<useRentItemMutation>(graphql`
    mutation useRentItemMutation($input: RentItemInput!) {
      rentItem(input: $input) {
        __typename
        ... on RentItemPayload {
          payUrl
          lease {
            id
            leaseNo
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
