import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useReadMessageMutation } from '../../../__generated__/useReadMessageMutation.graphql.ts';
import { showToast } from '../../../components/toast/toastStore.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

/**
 * A message was opened: the server records it read; the message comes back read and the viewer's
 * unread counts (the tabs, the header) follow. A refusal is shown as a toast.
 */
export function useReadMessage(): (id: string) => void {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<useReadMessageMutation>(graphql`
    mutation useReadMessageMutation($input: ReadMessageInput!) {
      readMessage(input: $input) {
        __typename
        ... on ReadMessagePayload {
          openedMessage {
            id
            read
            readAt
          }
          viewer {
            id
            unreadMessageCounts {
              trade
              service
              inventory
              system
              total
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  return useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ readMessage: result }) => {
          if (result.__typename === 'ReadMessagePayload') return;
          const text = typedErrorMessage(result as TypedError, environment);
          if (text) showToast(text, 'error');
        },
      });
    },
    [commit, environment],
  );
}
