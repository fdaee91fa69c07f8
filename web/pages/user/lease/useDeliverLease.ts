import { graphql, useMutation } from 'react-relay';
import type { useDeliverLeaseMutation } from '../../../__generated__/useDeliverLeaseMutation.graphql.ts';

/** 发货: the lender has the platform make the lease's offer to the renter; the lease comes back as it is now. */
export function useDeliverLease() {
  return useMutation<useDeliverLeaseMutation>(graphql`
    mutation useDeliverLeaseMutation($input: LeaseNoInput!) {
      deliverLease(input: $input) {
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
