import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSuspendOpenPlatformAppMutation } from '../../../__generated__/useSuspendOpenPlatformAppMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { adoptOpenPlatform } from './openPlatformStore.ts';

export type SuspendOpenPlatformAppResult = useSuspendOpenPlatformAppMutation['response']['suspendOpenPlatformApp'];

/** Stops the viewer's app at once (a leaked key); only customer service can reset it. */
export function useSuspendOpenPlatformApp() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSuspendOpenPlatformAppMutation>(graphql`
    mutation useSuspendOpenPlatformAppMutation {
      suspendOpenPlatformApp {
        __typename
        ... on OpenPlatformPayload {
          openPlatform {
            ...OpenApiContent_openPlatform
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const suspend = useCallback(
    ({ onSuccess, onFailure, onError }: MutationHandlers<SuspendOpenPlatformAppResult>) =>
      commit({
        variables: {},
        updater: (store) => adoptOpenPlatform(store, 'suspendOpenPlatformApp'),
        onCompleted: ({ suspendOpenPlatformApp: result }) => {
          if (result.__typename === 'OpenPlatformPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [suspend, inFlight] as const;
}
