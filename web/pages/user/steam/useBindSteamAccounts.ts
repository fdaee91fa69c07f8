import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { BindSteamAccountsInput, useBindSteamAccountsMutation } from '../../../__generated__/useBindSteamAccountsMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { addAccounts } from './accountConnection.ts';

export type BindSteamAccountsResult = useBindSteamAccountsMutation['response']['bindSteamAccounts'];

/** Batch bind: the outcome per account; the bound accounts join the list `connection` and its count at once. */
export function useBindSteamAccounts(connection: string) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useBindSteamAccountsMutation>(graphql`
    mutation useBindSteamAccountsMutation($input: BindSteamAccountsInput!) {
      bindSteamAccounts(input: $input) {
        __typename
        ... on BindSteamAccountsPayload {
          boundCount
          failedCount
          inventoryRefreshMinutes
          outcomes {
            accountName
            fileName
            account {
              id
              accountName
              ...SteamAccountRow_account
            }
            error {
              code
              message
            }
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
    (input: BindSteamAccountsInput, { onSuccess, onFailure, onError }: MutationHandlers<BindSteamAccountsResult>) =>
      commit({
        variables: { input },
        updater: (store) => {
          const outcomes = store.getRootField('bindSteamAccounts')?.getLinkedRecords('outcomes') ?? [];
          addAccounts(
            store,
            connection,
            outcomes.map((outcome) => outcome?.getLinkedRecord('account')),
          );
        },
        onCompleted: ({ bindSteamAccounts: result }) => {
          if (result.__typename === 'BindSteamAccountsPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, connection, environment],
  );
  return [bind, inFlight] as const;
}
