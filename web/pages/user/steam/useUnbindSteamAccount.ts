import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useUnbindSteamAccountMutation } from '../../../__generated__/useUnbindSteamAccountMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { removeAccount } from './accountConnection.ts';

export type UnbindSteamAccountResult = useUnbindSteamAccountMutation['response']['unbindSteamAccount'];

/** Unbinds a Steam account (its listings are taken off sale); the account leaves the list `connection` and its count. */
export function useUnbindSteamAccount(connection: string) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useUnbindSteamAccountMutation>(graphql`
    mutation useUnbindSteamAccountMutation($input: SteamAccountIdInput!) {
      unbindSteamAccount(input: $input) {
        __typename
        ... on UnbindSteamAccountPayload {
          deletedSteamAccountId
          delistedCount
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const unbind = useCallback(
    (id: string, { onSuccess, onFailure, onError }: MutationHandlers<UnbindSteamAccountResult>) =>
      commit({
        variables: { input: { id } },
        // the account leaves the list and its count
        updater: (store, response) => {
          const result = response?.unbindSteamAccount;
          if (result?.__typename === 'UnbindSteamAccountPayload' && result.deletedSteamAccountId)
            removeAccount(store, connection, result.deletedSteamAccountId);
        },
        onCompleted: ({ unbindSteamAccount: result }) => {
          if (result.__typename === 'UnbindSteamAccountPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, connection, environment],
  );
  return [unbind, inFlight] as const;
}
