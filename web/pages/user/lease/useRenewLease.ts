import { graphql, useMutation } from 'react-relay';
import type { useRenewLeaseMutation } from '../../../__generated__/useRenewLeaseMutation.graphql.ts';

/** The renter adds days (the added rent held from the balance, after a fresh verification); the lease comes back as it is now. */
export function useRenewLease() {
  return useMutation<useRenewLeaseMutation>(graphql`
    mutation useRenewLeaseMutation($input: RenewLeaseInput!) {
      renewLease(input: $input) {
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
