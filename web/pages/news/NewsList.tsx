import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { NewsList_query$key } from '../../__generated__/NewsList_query.graphql.ts';
import type { NewsListPaginationQuery } from '../../__generated__/NewsListPaginationQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { formatDate } from '../../lib/dates.ts';

export const NEWS_PAGE_SIZE = 10;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  time { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; font-variant-numeric: tabular-nums; }
  h2 { margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.fontSize['2xl']}; font-weight: 600; }
  h2 a:hover { color: ${({ theme }) => theme.colors.accent}; }
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const More = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The news, newest first, with their dates and summaries. */
export function NewsList({ query }: { query: NewsList_query$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<NewsListPaginationQuery, NewsList_query$key>(
    graphql`
      fragment NewsList_query on Query
      @refetchable(queryName: "NewsListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        articles(kind: NEWS, first: $first, after: $after) @connection(key: "NewsList_articles", filters: ["kind"]) {
          edges {
            node {
              id
              slug
              title
              summary
              publishedAt
            }
          }
        }
      }
    `,
    query,
  );
  const news = data.articles.edges.map(({ node }) => node);
  if (news.length === 0) return <EmptyState>{t('page.news.empty')}</EmptyState>;
  return (
    <div>
      <List>
        {news.map((article) => (
          <Item key={article.id} data-testid="news-item">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            <h2>
              <Link to={`/news/${article.slug}`}>{article.title}</Link>
            </h2>
            {article.summary ? <p>{article.summary}</p> : null}
            <More to={`/news/${article.slug}`} aria-label={`${t('page.news.readMore')}: ${article.title}`}>
              {t('page.news.readMore')}
            </More>
          </Item>
        ))}
      </List>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(NEWS_PAGE_SIZE)} />
    </div>
  );
}
