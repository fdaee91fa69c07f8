import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useMarkAllMessagesReadMutation } from '../../../__generated__/useMarkAllMessagesReadMutation.graphql.ts';
import { showToast } from '../../../components/toast/toastStore.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { MESSAGE_CATEGORY, MESSAGE_CATEGORY_TABS } from './MessageTabs.tsx';

/**
 * 全部已读: every message of the viewer (`viewerId`) is recorded read. The payload brings the new
 * counts; the messages already on screen, in every tab's list, are marked here. A toast says how
 * many were marked, or why not.
 */
export function useMarkAllMessagesRead(viewerId: string) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useMarkAllMessagesReadMutation>(graphql`
    mutation useMarkAllMessagesReadMutation {
      markAllMessagesRead {
        __typename
        ... on MarkAllMessagesReadPayload {
          markedCount
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
  const markAll = useCallback(
    () =>
      commit({
        variables: {},
        updater: (store, response) => {
          if (response?.markAllMessagesRead.__typename !== 'MarkAllMessagesReadPayload') return;
          const record = store.get(viewerId);
          if (!record) return;
          const readAt = new Date().toISOString();
          for (const category of [...MESSAGE_CATEGORY_TABS.map((name) => MESSAGE_CATEGORY[name]), null]) {
            const connection = ConnectionHandler.getConnection(record, 'MessageList_messages', { category });
            for (const edge of connection?.getLinkedRecords('edges') ?? []) {
              const node = edge?.getLinkedRecord('node');
              if (node && node.getValue('read') !== true) {
                node.setValue(true, 'read');
                node.setValue(readAt, 'readAt');
              }
            }
          }
        },
        onCompleted: ({ markAllMessagesRead: result }) => {
          if (result.__typename === 'MarkAllMessagesReadPayload') {
            showToast(t('page.messageCenter.markedAll', { count: result.markedCount }), 'success');
            return;
          }
          const text = typedErrorMessage(result as TypedError, environment);
          if (text) showToast(text, 'error');
        },
      }),
    [commit, environment, t, viewerId],
  );
  return [markAll, inFlight] as const;
}
