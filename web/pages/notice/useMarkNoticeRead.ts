import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useMarkNoticeReadMutation } from '../../__generated__/useMarkNoticeReadMutation.graphql.ts';
import { showToast } from '../../components/toast/toastStore.ts';
import { setUnreadNotices } from '../../lib/noticeCounter.ts';
import { typedErrorMessage, type TypedError } from '../../relay/typedErrors.ts';

/**
 * A signed-in user opened a notice: the server records it; the notice comes back read and the
 * viewer's unread count replaces the header's counter.
 */
export function useMarkNoticeRead(): (id: string) => void {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<useMarkNoticeReadMutation>(graphql`
    mutation useMarkNoticeReadMutation($input: MarkNoticeReadInput!) {
      markNoticeRead(input: $input) {
        __typename
        ... on MarkNoticeReadPayload {
          notice {
            id
            read
          }
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
  return (id) =>
    commit({
      variables: { input: { id } },
      onCompleted: ({ markNoticeRead: result }) => {
        if (result.__typename === 'MarkNoticeReadPayload') {
          if (result.viewer) setUnreadNotices(result.viewer.unreadCounts.notices);
          return;
        }
        const text = typedErrorMessage(result as TypedError, environment);
        if (text) showToast(text, 'error');
      },
    });
}
