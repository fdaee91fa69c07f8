import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useWithdrawMutation, WithdrawInput } from '../../../__generated__/useWithdrawMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type WithdrawResult = useWithdrawMutation['response']['withdraw'];

/** Withdraws settled proceeds to the verified account (idempotent by the input's key); the withdrawal comes back with its serial number. */
export function useWithdraw() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useWithdrawMutation>(graphql`
    mutation useWithdrawMutation($input: WithdrawInput!) {
      withdraw(input: $input) {
        __typename
        ... on WithdrawPayload {
          withdrawal {
            id
            serialNo
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
  const withdraw = useCallback(
    (input: WithdrawInput, { onSuccess, onFailure, onError }: MutationHandlers<WithdrawResult>) =>
      commit({
        variables: { input },
        onCompleted: ({ withdraw: result }) => {
          if (result.__typename === 'WithdrawPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [withdraw, inFlight] as const;
}
