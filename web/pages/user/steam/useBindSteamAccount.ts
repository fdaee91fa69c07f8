import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { BindSteamAccountInput, useBindSteamAccountMutation } from '../../../__generated__/useBindSteamAccountMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { addAccounts } from './accountConnection.ts';

export type BindSteamAccountResult = useBindSteamAccountMutation['response']['bindSteamAccount'];

/** Binds one Steam account (its Mafile, password and type); the new account joins the list `connection` and its count. */
export function useBindSteamAccount(connection: string) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useBindSteamAccountMutation>(graphql`
    mutation useBindSteamAccountMutation($input: BindSteamAccountInput!) {
      bindSteamAccount(input: $input) {
        __typename
        ... on BindSteamAccountPayload {
          inventoryRefreshMinutes
          account {
            id
            accountName
            ...SteamAccountRow_account
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
  const bind = useCallback(
    (input: BindSteamAccountInput, { onSuccess, onFailure, onError }: MutationHandlers<BindSteamAccountResult>) =>
      commit({
        variables: { input },
        // the new account joins the list and its count
        updater: (store) => addAccounts(store, connection, [store.getRootField('bindSteamAccount')?.getLinkedRecord('account')]),
        onCompleted: ({ bindSteamAccount: result }) => {
          if (result.__typename === 'BindSteamAccountPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, connection, environment],
  );
  return [bind, inFlight] as const;
}
