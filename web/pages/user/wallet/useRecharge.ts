import { graphql, useMutation } from 'react-relay';
import type { useRechargeMutation } from '../../../__generated__/useRechargeMutation.graphql.ts';

/** Starts a recharge of the deposit: answers the cashier to pay at (the deposit is credited once the payment is confirmed). */
export function useRecharge() {
  return useMutation<useRechargeMutation>(graphql`
    mutation useRechargeMutation($input: RechargeInput!) {
      recharge(input: $input) {
        __typename
        ... on RechargePayload {
          outTradeNo
          payUrl
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
