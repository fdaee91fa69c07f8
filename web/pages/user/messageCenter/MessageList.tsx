import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageList_viewer$key } from '../../../__generated__/MessageList_viewer.graphql.ts';
import type { MessageListPaginationQuery } from '../../../__generated__/MessageListPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { MessageRow } from './MessageRow.tsx';

export const MESSAGE_PAGE_SIZE = 10;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The messages of one tab, newest first, 10 at a time. */
export function MessageList({ viewer }: { viewer: MessageList_viewer$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MessageListPaginationQuery, MessageList_viewer$key>(
    graphql`
      fragment MessageList_viewer on Viewer
      @refetchable(queryName: "MessageListPaginationQuery")
      @argumentDefinitions(category: { type: "MessageCategory" }, first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        messages(category: $category, first: $first, after: $after) @connection(key: "MessageList_messages", filters: ["category"]) {
          totalCount
          edges {
            node {
              id
              ...MessageRow_message
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, totalCount } = data.messages;
  if (edges.length === 0) return <EmptyState>{t('page.messageCenter.empty')}</EmptyState>;
  return (
    <div>
      <Total>{t('page.messageCenter.total', { count: totalCount })}</Total>
      <List>
        {edges.map(({ node }) => (
          <MessageRow key={node.id} message={node} />
        ))}
      </List>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(MESSAGE_PAGE_SIZE)} />
    </div>
  );
}
