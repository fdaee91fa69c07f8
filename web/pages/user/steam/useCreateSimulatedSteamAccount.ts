import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useCreateSimulatedSteamAccountMutation } from '../../../__generated__/useCreateSimulatedSteamAccountMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type CreateSimulatedSteamAccountResult = useCreateSimulatedSteamAccountMutation['response']['createSimulatedSteamAccount'];

/** With the simulated Steam only: a new simulated Steam account with an inventory, its password and Mafile. */
export function useCreateSimulatedSteamAccount() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateSimulatedSteamAccountMutation>(graphql`
    mutation useCreateSimulatedSteamAccountMutation {
      createSimulatedSteamAccount {
        __typename
        ... on SimulatedSteamAccount {
          accountName
          password
          steamId
          mafile
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const create = useCallback(
    ({ onSuccess, onFailure, onError }: MutationHandlers<CreateSimulatedSteamAccountResult>) =>
      commit({
        variables: {},
        onCompleted: ({ createSimulatedSteamAccount: result }) => {
          if (result.__typename === 'SimulatedSteamAccount') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [create, inFlight] as const;
}
