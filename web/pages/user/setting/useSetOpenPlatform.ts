import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSetOpenPlatformMutation } from '../../../__generated__/useSetOpenPlatformMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type SetOpenPlatformResult = useSetOpenPlatformMutation['response']['setOpenPlatform'];

/** Turns the open platform on or off for the viewer; the viewer comes back with the new state. */
export function useSetOpenPlatform() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSetOpenPlatformMutation>(graphql`
    mutation useSetOpenPlatformMutation($input: SetOpenPlatformInput!) {
      setOpenPlatform(input: $input) {
        __typename
        ... on SetOpenPlatformPayload {
          viewer {
            id
            openPlatformEnabled
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const setEnabled = useCallback(
    (enabled: boolean, { onSuccess, onFailure, onError }: MutationHandlers<SetOpenPlatformResult>) =>
      commit({
        variables: { input: { enabled } },
        onCompleted: ({ setOpenPlatform: result }) => {
          if (result.__typename === 'SetOpenPlatformPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [setEnabled, inFlight] as const;
}
