import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LoginInput, useLoginMutation } from '../__generated__/useLoginMutation.graphql.ts';
import type { MutationHandlers } from '../relay/typedErrors.ts';

export type LoginResult = useLoginMutation['response']['login'];

/**
 * Signs in with the phone and its SMS code; the session cookie comes with the answer. A
 * refusal's own message is the text to show (there is no session it could end).
 */
export function useLogin() {
  const [commit, inFlight] = useMutation<useLoginMutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on LoginPayload {
          viewer {
            id
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
  const login = useCallback(
    (input: LoginInput, { onSuccess, onFailure, onError }: MutationHandlers<LoginResult>) =>
      commit({
        variables: { input },
        onCompleted: ({ login: result }) => {
          if (result.__typename === 'LoginPayload') onSuccess?.(result);
          else onFailure?.(result, result.message || null);
        },
        onError,
      }),
    [commit],
  );
  return [login, inFlight] as const;
}
