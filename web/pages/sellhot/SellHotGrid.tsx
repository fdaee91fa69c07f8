import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SellHotGrid_query$key } from '../../__generated__/SellHotGrid_query.graphql.ts';
import type { SellHotGridPaginationQuery } from '../../__generated__/SellHotGridPaginationQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemGrid } from '../../components/ItemGrid.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { MarketItemCard } from '../../components/MarketItemCard.tsx';

export const SELL_HOT_PAGE_SIZE = 40;

const Ranked = styled.div`
  position: relative;
  min-width: 0;
`;

const Rank = styled.span<{ $top: boolean }>`
  position: absolute;
  z-index: 2;
  right: ${({ theme }) => theme.space(2)};
  top: ${({ theme }) => theme.space(2)};
  min-width: 26px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: 11px;
  background: ${({ theme, $top }) => ($top ? theme.colors.accent : theme.colors.shade.medium)};
  color: ${({ theme, $top }) => ($top ? theme.colors.accentText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  line-height: 22px;
  text-align: center;
  pointer-events: none;
`;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The items that sold the most over the last 30 days, ranked, 40 at a time. */
export function SellHotGrid({ query }: { query: SellHotGrid_query$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SellHotGridPaginationQuery, SellHotGrid_query$key>(
    graphql`
      fragment SellHotGrid_query on Query
      @refetchable(queryName: "SellHotGridPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 40 }, after: { type: "String" }) {
        sellHot(first: $first, after: $after) @connection(key: "SellHotGrid_sellHot") {
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
  if (data.sellHot.edges.length === 0) return <EmptyState>{t('page.sellHot.empty')}</EmptyState>;
  return (
    <div>
      <Total>{t('page.sellHot.total', { count: data.sellHot.totalCount })}</Total>
      <ItemGrid>
        {data.sellHot.edges.map(({ node }, index) => (
          <Ranked key={node.id}>
            <Rank $top={index < 3} aria-label={t('page.sellHot.rank', { rank: index + 1 })}>
              {index + 1}
            </Rank>
            <MarketItemCard item={node} />
          </Ranked>
        ))}
      </ItemGrid>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(SELL_HOT_PAGE_SIZE)} />
    </div>
  );
}
