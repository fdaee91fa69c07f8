import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { SubmitOpenPlatformKeysInput, useSubmitOpenPlatformKeysMutation } from '../../../__generated__/useSubmitOpenPlatformKeysMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { adoptOpenPlatform } from './openPlatformStore.ts';

export type SubmitOpenPlatformKeysResult = useSubmitOpenPlatformKeysMutation['response']['submitOpenPlatformKeys'];

/**
 * Step 2: the callback URL and the RSA public key, once. The session must be verified by SMS: the
 * network layer opens the step-up dialog on StepUpRequiredError and sends the request again once
 * verified (web/relay/stepUp.ts); a cancelled verification ends here as that error.
 */
export function useSubmitOpenPlatformKeys() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSubmitOpenPlatformKeysMutation>(graphql`
    mutation useSubmitOpenPlatformKeysMutation($input: SubmitOpenPlatformKeysInput!) {
      submitOpenPlatformKeys(input: $input) {
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
  const submit = useCallback(
    (input: SubmitOpenPlatformKeysInput, { onSuccess, onFailure, onError }: MutationHandlers<SubmitOpenPlatformKeysResult>) =>
      commit({
        variables: { input },
        updater: (store) => adoptOpenPlatform(store, 'submitOpenPlatformKeys'),
        onCompleted: ({ submitOpenPlatformKeys: result }) => {
          if (result.__typename === 'OpenPlatformPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [submit, inFlight] as const;
}
