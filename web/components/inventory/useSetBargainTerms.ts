import { graphql, useMutation } from 'react-relay';
import type { useSetBargainTermsMutation } from '../../__generated__/useSetBargainTermsMutation.graphql.ts';

/** The setBargainTerms mutation: the listing's offer terms as they are now (its open offers ended), or a typed error. */
export function useSetBargainTerms() {
  return useMutation<useSetBargainTermsMutation>(graphql`
    mutation useSetBargainTermsMutation($input: SetBargainTermsInput!) {
      setBargainTerms(input: $input) {
        __typename
        ... on SetBargainTermsPayload {
          terms {
            enabled
            minPrice
            floor
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
