import { useId, useState } from 'react';
import { graphql, usePaginationFragment, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NoticeList_query$key } from '../../__generated__/NoticeList_query.graphql.ts';
import type { NoticeListPaginationQuery } from '../../__generated__/NoticeListPaginationQuery.graphql.ts';
import type { NoticeList_notice$key } from '../../__generated__/NoticeList_notice.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { formatDate } from '../../lib/dates.ts';
import { markNoticeRead } from '../../lib/noticeCounter.ts';
import { useMarkNoticeRead } from './useMarkNoticeRead.ts';

export const NOTICE_PAGE_SIZE = 10;
/** The platform's notices are type 0, sub-type 1 (docs/rest.md "Settings, message center and notices") (the start-up check counts the same ones). */
export const NOTICE_TYPE = 0;
export const NOTICE_SUB_TYPE = 1;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled.li`
  &:has([aria-expanded='true']) { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Head = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 0;
  background: transparent;
  text-align: left;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  strong { font-weight: 500; }
  time { flex: none; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; font-variant-numeric: tabular-nums; }
`;

const Dot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.danger : 'transparent')};
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
`;

const Content = styled.div`
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  line-height: 1.7;
`;

/**
 * One notice; opening it counts it as read for the header's counter: recorded on the server for a
 * signed-in user (`read` is true or false), counted for this page load for a visitor (`read` null).
 */
function NoticeItem({ notice }: { notice: NoticeList_notice$key }) {
  const { t } = useTranslation();
  const contentId = useId();
  const recordRead = useMarkNoticeRead();
  const data = useFragment(
    graphql`
      fragment NoticeList_notice on Notice {
        id
        title
        content
        publishedAt
        read
      }
    `,
    notice,
  );
  const [open, setOpen] = useState(false);
  const unread = data.read === false;
  const onOpen = () => {
    if (data.read === null) markNoticeRead(data.id);
    else if (unread) recordRead(data.id);
  };
  return (
    <Item data-testid="notice-item" data-read={data.read === null ? undefined : String(data.read)}>
      <Head
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          if (!open) onOpen();
          setOpen(!open);
        }}
      >
        <Title>
          {data.read === null ? null : <Dot $unread={unread} role={unread ? 'img' : undefined} aria-label={unread ? t('page.notice.unreadMark') : undefined} />}
          <strong>{data.title}</strong>
        </Title>
        <time dateTime={data.publishedAt}>{formatDate(data.publishedAt)}</time>
      </Head>
      {open ? <Content id={contentId}>{data.content}</Content> : null}
    </Item>
  );
}

/** The platform notices, newest first, with their total. */
export function NoticeList({ query }: { query: NoticeList_query$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NoticeListPaginationQuery, NoticeList_query$key>(
    graphql`
      fragment NoticeList_query on Query
      @refetchable(queryName: "NoticeListPaginationQuery")
      @argumentDefinitions(type: { type: "Int", defaultValue: 0 }, subType: { type: "Int", defaultValue: 1 }, first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        notices(type: $type, subType: $subType, first: $first, after: $after) @connection(key: "NoticeList_notices", filters: ["type", "subType"]) {
          totalCount
          edges {
            node {
              id
              ...NoticeList_notice
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.notices;
  return (
    <div>
      <Total data-testid="notice-total">{t('page.notice.total', { count: totalCount })}</Total>
      {edges.length === 0 ? (
        <EmptyState>{t('page.notice.empty')}</EmptyState>
      ) : (
        <List>
          {edges.map(({ node }) => (
            <NoticeItem key={node.id} notice={node} />
          ))}
        </List>
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(NOTICE_PAGE_SIZE)} showEnd={edges.length > 0} />
    </div>
  );
}
