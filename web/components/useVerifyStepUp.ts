import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useVerifyStepUpMutation } from '../__generated__/useVerifyStepUpMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../relay/typedErrors.ts';

export type VerifyStepUpResult = useVerifyStepUpMutation['response']['verifyStepUp'];

/** Verifies the session with the step-up code it was sent (README "Step-up verification"). */
export function useVerifyStepUp() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useVerifyStepUpMutation>(graphql`
    mutation useVerifyStepUpMutation($input: VerifyStepUpInput!) {
      verifyStepUp(input: $input) {
        __typename
        ... on VerifyStepUpPayload {
          verifiedUntil
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const verify = useCallback(
    (code: string, { onSuccess, onFailure, onError }: MutationHandlers<VerifyStepUpResult>) =>
      commit({
        variables: { input: { code } },
        onCompleted: ({ verifyStepUp: result }) => {
          if (result.__typename === 'VerifyStepUpPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [verify, inFlight] as const;
}
