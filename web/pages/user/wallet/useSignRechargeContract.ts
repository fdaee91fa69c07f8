import { graphql, useMutation } from 'react-relay';
import type { useSignRechargeContractMutation } from '../../../__generated__/useSignRechargeContractMutation.graphql.ts';

export type { useSignRechargeContractMutation };

/** Fills in the enterprise contract (a contract still signing is replaced) and answers the provider's signing page. */
export function useSignRechargeContract() {
  return useMutation<useSignRechargeContractMutation>(graphql`
    mutation useSignRechargeContractMutation($input: SignRechargeContractInput!) {
      signRechargeContract(input: $input) {
        __typename
        ... on SignRechargeContractPayload {
          signUrl
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
