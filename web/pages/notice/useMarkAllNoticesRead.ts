import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { ConnectionHandler } from 'relay-runtime';
import type { useMarkAllNoticesReadMutation } from '../../__generated__/useMarkAllNoticesReadMutation.graphql.ts';
import { showToast } from '../../components/toast/toastStore.ts';
import { setUnreadNotices } from '../../lib/noticeCounter.ts';
import { typedErrorMessage, type TypedError } from '../../relay/typedErrors.ts';

/**
 * The notice page's "mark all read" (signed-in users): every notice of the type and sub-type is
 * recorded read, the notices on screen turn read, and the header's counter takes the new count.
 */
export function useMarkAllNoticesRead(filter: { type: number; subType: number }): [() => void, boolean] {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [commit, marking] = useMutation<useMarkAllNoticesReadMutation>(graphql`
    mutation useMarkAllNoticesReadMutation($input: MarkAllNoticesReadInput!) {
      markAllNoticesRead(input: $input) {
        __typename
        ... on MarkAllNoticesReadPayload {
          markedCount
          viewer {
            id
            unreadCounts {
              notices
              messages
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
  const markAll = () =>
    commit({
      variables: { input: filter },
      updater: (store, response) => {
        if (response?.markAllNoticesRead.__typename !== 'MarkAllNoticesReadPayload') return;
        const connection = ConnectionHandler.getConnection(store.getRoot(), 'NoticeList_notices', filter);
        for (const edge of connection?.getLinkedRecords('edges') ?? []) edge?.getLinkedRecord('node')?.setValue(true, 'read');
      },
      onCompleted: ({ markAllNoticesRead: result }) => {
        if (result.__typename === 'MarkAllNoticesReadPayload') {
          if (result.viewer) setUnreadNotices(result.viewer.unreadCounts.notices);
          showToast(t('page.notice.markedAll', { count: result.markedCount }), 'success');
          return;
        }
        const text = typedErrorMessage(result as TypedError, environment);
        if (text) showToast(text, 'error');
      },
    });
  return [markAll, marking];
}
