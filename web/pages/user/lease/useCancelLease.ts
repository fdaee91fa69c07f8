import { graphql, useMutation } from 'react-relay';
import type { useCancelLeaseMutation } from '../../../__generated__/useCancelLeaseMutation.graphql.ts';

/** The renter cancels before the lender's offer: everything held goes back; the lease comes back as it is now. */
export function useCancelLease() {
  return useMutation<useCancelLeaseMutation>(graphql`
    mutation useCancelLeaseMutation($input: LeaseNoInput!) {
      cancelLease(input: $input) {
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
