import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { ApplyOpenPlatformInput, useApplyOpenPlatformMutation } from '../../../__generated__/useApplyOpenPlatformMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { adoptOpenPlatform } from './openPlatformStore.ts';

export type ApplyOpenPlatformResult = useApplyOpenPlatformMutation['response']['applyOpenPlatform'];

/** Step 1: sends the application for review; the page's open platform comes back under review. */
export function useApplyOpenPlatform() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useApplyOpenPlatformMutation>(graphql`
    mutation useApplyOpenPlatformMutation($input: ApplyOpenPlatformInput!) {
      applyOpenPlatform(input: $input) {
        __typename
        ... on OpenPlatformPayload {
          openPlatform {
            ...OpenApiContent_openPlatform
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
  const apply = useCallback(
    (input: ApplyOpenPlatformInput, { onSuccess, onFailure, onError }: MutationHandlers<ApplyOpenPlatformResult>) =>
      commit({
        variables: { input },
        updater: (store) => adoptOpenPlatform(store, 'applyOpenPlatform'),
        onCompleted: ({ applyOpenPlatform: result }) => {
          if (result.__typename === 'OpenPlatformPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [apply, inFlight] as const;
}
