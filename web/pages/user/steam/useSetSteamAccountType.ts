import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { SetSteamAccountTypeInput, useSetSteamAccountTypeMutation } from '../../../__generated__/useSetSteamAccountTypeMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type SetSteamAccountTypeResult = useSetSteamAccountTypeMutation['response']['setSteamAccountType'];

/** Switches a Steam account between ordinary and robot; the account comes back with its new type. */
export function useSetSteamAccountType() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSetSteamAccountTypeMutation>(graphql`
    mutation useSetSteamAccountTypeMutation($input: SetSteamAccountTypeInput!) {
      setSteamAccountType(input: $input) {
        __typename
        ... on SetSteamAccountTypePayload {
          account {
            id
            type
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const setType = useCallback(
    (input: SetSteamAccountTypeInput, { onSuccess, onFailure, onError }: MutationHandlers<SetSteamAccountTypeResult>) =>
      commit({
        variables: { input },
        onCompleted: ({ setSteamAccountType: result }) => {
          if (result.__typename === 'SetSteamAccountTypePayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [setType, inFlight] as const;
}
