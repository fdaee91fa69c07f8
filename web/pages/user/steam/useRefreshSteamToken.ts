import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useRefreshSteamTokenMutation } from '../../../__generated__/useRefreshSteamTokenMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type RefreshSteamTokenResult = useRefreshSteamTokenMutation['response']['refreshSteamToken'];

/** Refreshes a Steam account's session token; the account comes back with its status, trade link and token times. */
export function useRefreshSteamToken() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useRefreshSteamTokenMutation>(graphql`
    mutation useRefreshSteamTokenMutation($input: SteamAccountIdInput!) {
      refreshSteamToken(input: $input) {
        __typename
        ... on RefreshSteamTokenPayload {
          account {
            id
            status
            statusReason
            tradeLink
            tokenExpiresAt
            tokenRefreshedAt
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const refresh = useCallback(
    (id: string, { onSuccess, onFailure, onError }: MutationHandlers<RefreshSteamTokenResult>) =>
      commit({
        variables: { input: { id } },
        onCompleted: ({ refreshSteamToken: result }) => {
          if (result.__typename === 'RefreshSteamTokenPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [refresh, inFlight] as const;
}
