import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSendWithdrawalCodeMutation } from '../../../__generated__/useSendWithdrawalCodeMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type SendWithdrawalCodeResult = useSendWithdrawalCodeMutation['response']['sendWithdrawalCode'];

/** Sends the withdrawal's SMS code to the account's phone; the payload says when the next one may be asked for. */
export function useSendWithdrawalCode() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSendWithdrawalCodeMutation>(graphql`
    mutation useSendWithdrawalCodeMutation {
      sendWithdrawalCode {
        __typename
        ... on SendWithdrawalCodePayload {
          retryAfterSeconds
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const sendCode = useCallback(
    ({ onSuccess, onFailure, onError }: MutationHandlers<SendWithdrawalCodeResult>) =>
      commit({
        variables: {},
        onCompleted: ({ sendWithdrawalCode: result }) => {
          if (result.__typename === 'SendWithdrawalCodePayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [sendCode, inFlight] as const;
}
