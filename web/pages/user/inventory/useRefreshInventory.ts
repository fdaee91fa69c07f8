import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useRefreshInventoryMutation } from '../../../__generated__/useRefreshInventoryMutation.graphql.ts';
import { showToast } from '../../../components/toast/toastStore.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

/**
 * Starts an inventory refresh of every bound account: the refresh it started becomes the viewer's
 * (`viewerId`) current one in the store, which its button then follows; a refusal is shown as a toast.
 */
export function useRefreshInventory(viewerId: string) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useRefreshInventoryMutation>(graphql`
    mutation useRefreshInventoryMutation {
      refreshInventory {
        __typename
        ... on RefreshInventoryPayload {
          refresh {
            id
            status
            progressPercent
            itemsFound
            accountsDone
            accountsTotal
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
    () =>
      commit({
        variables: {},
        updater: (store, response) => {
          if (response?.refreshInventory.__typename !== 'RefreshInventoryPayload') return;
          const record = store.get(viewerId);
          const created = store.getRootField('refreshInventory')?.getLinkedRecord('refresh');
          if (record && created) record.setLinkedRecord(created, 'inventoryRefresh');
        },
        onCompleted: ({ refreshInventory: result }) => {
          if (result.__typename === 'RefreshInventoryPayload') return;
          const text = typedErrorMessage(result as TypedError, environment);
          if (text) showToast(text, 'error');
        },
      }),
    [commit, environment, viewerId],
  );
  return [refresh, inFlight] as const;
}
