import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketGrid_query$key } from '../../__generated__/MarketGrid_query.graphql.ts';
import type { MarketGridPaginationQuery } from '../../__generated__/MarketGridPaginationQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemGrid } from '../../components/ItemGrid.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { MarketItemCard } from '../../components/MarketItemCard.tsx';
import { MARKET_PAGE_SIZE } from './marketParams.ts';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/** The market's items for the current filters, 40 at a time (infinite scroll / load more). */
export function MarketGrid({ query, toolbar }: { query: MarketGrid_query$key; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MarketGridPaginationQuery, MarketGrid_query$key>(
    graphql`
      fragment MarketGrid_query on Query
      @refetchable(queryName: "MarketGridPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 40 }
        after: { type: "String" }
        filter: { type: "MarketFilter" }
        sort: { type: "MarketSort", defaultValue: DEFAULT }
      ) {
        market(first: $first, after: $after, filter: $filter, sort: $sort) @connection(key: "MarketGrid_market", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              id
              ...MarketItemCard_item
            }
          }
        }
      }
    `,
    query,
  );
  const total = data.market.totalCount;

  return (
    <div>
      <Toolbar>
        <Total data-testid="market-total">{t('page.market.total', { count: total })}</Total>
        {toolbar}
      </Toolbar>
      {data.market.edges.length === 0 ? (
        <EmptyState>{t('page.market.empty')}</EmptyState>
      ) : (
        <>
          <ItemGrid data-testid="market-grid">
            {data.market.edges.map(({ node }) => (
              <MarketItemCard key={node.id} item={node} />
            ))}
          </ItemGrid>
          <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(MARKET_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
