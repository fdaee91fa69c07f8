import { graphql, useMutation } from 'react-relay';
import type { useBuyoutLeaseMutation } from '../../../__generated__/useBuyoutLeaseMutation.graphql.ts';

/** The renter buys the item out (the buyout price less the deposit from the balance, verified); the lease comes back as it is now. */
export function useBuyoutLease() {
  return useMutation<useBuyoutLeaseMutation>(graphql`
    mutation useBuyoutLeaseMutation($input: LeaseNoInput!) {
      buyoutLease(input: $input) {
        __typename
        ... on LeasePayload {
          lease {
            id
            ...LeaseRow_lease
            ...LeaseDetail_lease
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
