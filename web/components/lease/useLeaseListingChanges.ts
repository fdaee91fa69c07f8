import { graphql, useMutation } from 'react-relay';
import type { useLeaseListingChangesCancelMutation } from '../../__generated__/useLeaseListingChangesCancelMutation.graphql.ts';
import type { useLeaseListingChangesUpdateMutation } from '../../__generated__/useLeaseListingChangesUpdateMutation.graphql.ts';

/** updateLeaseListing: the lease listing with its new terms, or a typed error (a ValidationError names the term at fault). */
export function useUpdateLeaseListing() {
  return useMutation<useLeaseListingChangesUpdateMutation>(graphql`
    mutation useLeaseListingChangesUpdateMutation($input: UpdateLeaseListingInput!) {
      updateLeaseListing(input: $input) {
        __typename
        ... on UpdateLeaseListingPayload {
          leaseListing {
            id
            status
            dailyRent
            longDailyRent
            deposit
            maxDays
            buyoutPrice
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

/** cancelLeaseListing: the lease listing delisted, or a typed error (a rented one is refused). */
export function useCancelLeaseListing() {
  return useMutation<useLeaseListingChangesCancelMutation>(graphql`
    mutation useLeaseListingChangesCancelMutation($input: CancelLeaseListingInput!) {
      cancelLeaseListing(input: $input) {
        __typename
        ... on CancelLeaseListingPayload {
          leaseListing {
            id
            status
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
