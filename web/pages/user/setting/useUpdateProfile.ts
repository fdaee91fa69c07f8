import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { UpdateProfileInput, useUpdateProfileMutation } from '../../../__generated__/useUpdateProfileMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type UpdateProfileResult = useUpdateProfileMutation['response']['updateProfile'];

/** Changes the viewer's profile (the nickname); the viewer comes back with it. */
export function useUpdateProfile() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useUpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on UpdateProfilePayload {
          viewer {
            id
            nickname
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
  const update = useCallback(
    (input: UpdateProfileInput, { onSuccess, onFailure, onError }: MutationHandlers<UpdateProfileResult>) =>
      commit({
        variables: { input },
        onCompleted: ({ updateProfile: result }) => {
          if (result.__typename === 'UpdateProfilePayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [update, inFlight] as const;
}
