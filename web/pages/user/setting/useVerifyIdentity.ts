import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useVerifyIdentityMutation, VerifyIdentityInput } from '../../../__generated__/useVerifyIdentityMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type VerifyIdentityResult = useVerifyIdentityMutation['response']['verifyIdentity'];

/** Real-name verification (irreversible); the viewer comes back verified, with the masked name. */
export function useVerifyIdentity() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useVerifyIdentityMutation>(graphql`
    mutation useVerifyIdentityMutation($input: VerifyIdentityInput!) {
      verifyIdentity(input: $input) {
        __typename
        ... on VerifyIdentityPayload {
          viewer {
            id
            verifiedStatus
            realName
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
  const verify = useCallback(
    (input: VerifyIdentityInput, { onSuccess, onFailure, onError }: MutationHandlers<VerifyIdentityResult>) =>
      commit({
        variables: { input },
        onCompleted: ({ verifyIdentity: result }) => {
          if (result.__typename === 'VerifyIdentityPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [verify, inFlight] as const;
}
