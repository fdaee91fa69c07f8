import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketGrid_query$key } from '../../__generated__/MarketGrid_query.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemGrid } from '../../components/ItemGrid.tsx';
import { LeaseMarketItemCard } from '../../components/lease/LeaseMarketItemCard.tsx';
import { MarketItemCard } from '../../components/MarketItemCard.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.ts';
import { MARKET_PAGE_SIZE, MAX_MARKET_PAGE } from './marketParams.ts';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/** Cards a wide first screen shows (two rows of six); the others of the page are drawn after its first paint. */
const FIRST_SCREEN_CARDS = 12;

/** The market's items for the current filters, a numbered page of 40 at a time; in 租赁 mode (lease) the cards of the items offered for rent. */
export function MarketGrid({
  query,
  page,
  hrefOf,
  toolbar,
}: {
  query: MarketGrid_query$key;
  page: number;
  hrefOf: (page: number) => string;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment MarketGrid_query on Query
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 40 }
        page: { type: "Int", defaultValue: 1 }
        filter: { type: "MarketFilter" }
        sort: { type: "MarketSort", defaultValue: DEFAULT }
        mode: { type: "MarketMode", defaultValue: SALE }
        lease: { type: "Boolean", defaultValue: false }
      ) {
        market(first: $first, page: $page, filter: $filter, sort: $sort, mode: $mode) {
          totalCount
          edges {
            node {
              id
              ...MarketItemCard_item @skip(if: $lease) @alias(as: "sale")
              ...LeaseMarketItemCard_item @include(if: $lease) @alias(as: "lease")
            }
          }
        }
      }
    `,
    query,
  );
  const painted = useAfterFirstPaint();
  const total = data.market.totalCount;
  // the first screen's cards at once, the rest of the page's once it has been painted
  const edges = painted ? data.market.edges : data.market.edges.slice(0, FIRST_SCREEN_CARDS);
  const pages = Math.min(Math.ceil(total / MARKET_PAGE_SIZE), MAX_MARKET_PAGE);

  return (
    <Layout>
      <Toolbar>
        <Total data-testid="market-total">{t('page.market.total', { count: total })}</Total>
        {toolbar}
      </Toolbar>
      {data.market.edges.length === 0 ? (
        <EmptyState>{t('page.market.empty')}</EmptyState>
      ) : (
        <ItemGrid data-testid="market-grid">
          {edges.map(({ node }) =>
            node.lease ? <LeaseMarketItemCard key={node.id} item={node.lease} /> : node.sale ? <MarketItemCard key={node.id} item={node.sale} /> : null,
          )}
        </ItemGrid>
      )}
      <Pagination page={page} pages={pages} hrefOf={hrefOf} />
    </Layout>
  );
}
