import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { HelpArticleList_query$key } from '../../__generated__/HelpArticleList_query.graphql.ts';
import type { HelpArticleListPaginationQuery } from '../../__generated__/HelpArticleListPaginationQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';

export const HELP_PAGE_SIZE = 20;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  & + & { margin-top: ${({ theme }) => theme.space(6)}; }
  h2 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 600; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Entry = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  }
  strong { display: block; font-weight: 500; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

type Entry = { id: string; serial: number | null | undefined; title: string; summary: string; category: string | null | undefined };

function Entries({ entries }: { entries: readonly Entry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <Entry key={entry.id} data-testid="help-article-entry">
          <Link to={`/help/${entry.serial}`}>
            <strong>{entry.title}</strong>
            {entry.summary ? <p>{entry.summary}</p> : null}
          </Link>
        </Entry>
      ))}
    </List>
  );
}

/**
 * The help articles of a category, the search results, or (neither asked) every article grouped
 * under its category: the help center's overview.
 */
export function HelpArticleList({
  query,
  search,
  grouped,
  categories,
}: {
  query: HelpArticleList_query$key;
  search: string;
  grouped: boolean;
  categories: readonly { id: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<HelpArticleListPaginationQuery, HelpArticleList_query$key>(
    graphql`
      fragment HelpArticleList_query on Query
      @refetchable(queryName: "HelpArticleListPaginationQuery")
      @argumentDefinitions(category: { type: "String" }, search: { type: "String" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        articles(kind: HELP, category: $category, search: $search, first: $first, after: $after)
          @connection(key: "HelpArticleList_articles", filters: ["kind", "category", "search"]) {
          totalCount
          edges {
            node {
              id
              serial
              title
              summary
              category
            }
          }
        }
      }
    `,
    query,
  );
  const entries = data.articles.edges.map(({ node }) => node);
  const { totalCount } = data.articles;
  let content: ReactNode;
  if (entries.length === 0) {
    content = <EmptyState>{search ? t('page.help.noResults', { search }) : t('page.help.empty')}</EmptyState>;
  } else if (grouped) {
    content = categories
      .map((category) => ({ category, entries: entries.filter((entry) => entry.category === category.id) }))
      .filter((group) => group.entries.length > 0)
      .map((group) => (
        <Section key={group.category.id} aria-label={group.category.label}>
          <h2>{group.category.label}</h2>
          <Entries entries={group.entries} />
        </Section>
      ));
  } else {
    content = <Entries entries={entries} />;
  }
  return (
    <div data-testid="help-article-list">
      {search && entries.length > 0 ? <Note role="status">{t('page.help.results', { count: totalCount, search })}</Note> : null}
      {content}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(HELP_PAGE_SIZE)} showEnd={false} />
    </div>
  );
}
