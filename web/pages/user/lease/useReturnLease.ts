import { graphql, useMutation } from 'react-relay';
import type { useReturnLeaseMutation } from '../../../__generated__/useReturnLeaseMutation.graphql.ts';

/** The renter returns the item (from day 8): the platform sends it back; the lease comes back as it is now. */
export function useReturnLease() {
  return useMutation<useReturnLeaseMutation>(graphql`
    mutation useReturnLeaseMutation($input: LeaseNoInput!) {
      returnLease(input: $input) {
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
