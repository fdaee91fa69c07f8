import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSendStepUpCodeMutation } from '../__generated__/useSendStepUpCodeMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../relay/typedErrors.ts';

export type SendStepUpCodeResult = useSendStepUpCodeMutation['response']['sendStepUpCode'];

/** Sends a step-up code to the account's own phone: the payload says which (masked) and when the next one may be asked for. */
export function useSendStepUpCode() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSendStepUpCodeMutation>(graphql`
    mutation useSendStepUpCodeMutation {
      sendStepUpCode {
        __typename
        ... on SendStepUpCodePayload {
          retryAfterSeconds
          phone
        }
        ... on RateLimitError {
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
    ({ onSuccess, onFailure, onError }: MutationHandlers<SendStepUpCodeResult>) =>
      commit({
        variables: {},
        onCompleted: ({ sendStepUpCode: result }) => {
          if (result.__typename === 'SendStepUpCodePayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [sendCode, inFlight] as const;
}
