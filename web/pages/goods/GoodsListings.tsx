import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GoodsListings_item$key } from '../../__generated__/GoodsListings_item.graphql.ts';
import type { GoodsListingsPaginationQuery } from '../../__generated__/GoodsListingsPaginationQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { ListingRow } from './ListingRow.tsx';

const PAGE_SIZE = 20;

const Table = styled.div`
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 1.3fr) minmax(160px, 1.2fr) minmax(150px, 1fr) 140px;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  span:last-child { text-align: right; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { display: none; }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every listing of an item on sale, cheapest first, 20 at a time. */
export function GoodsListings({ item }: { item: GoodsListings_item$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GoodsListingsPaginationQuery, GoodsListings_item$key>(
    graphql`
      fragment GoodsListings_item on MarketItem
      @refetchable(queryName: "GoodsListingsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        listings(first: $first, after: $after) @connection(key: "GoodsListings_listings") {
          totalCount
          edges {
            node {
              id
              ...ListingRow_listing
            }
          }
        }
      }
    `,
    item,
  );

  if (data.listings.edges.length === 0) return <EmptyState>{t('page.goods.listings.empty')}</EmptyState>;

  return (
    <div>
      <Count data-testid="listings-total">{t('page.goods.listings.count', { count: data.listings.totalCount })}</Count>
      <Table>
        <Head aria-hidden="true">
          <span>{t('page.goods.listings.seller')}</span>
          <span>{t('page.goods.listings.wear')}</span>
          <span>{t('page.goods.listings.stickers')}</span>
          <span>{t('page.goods.listings.price')}</span>
        </Head>
        <Rows aria-label={t('page.goods.listings.title')}>
          {data.listings.edges.map(({ node }) => (
            <ListingRow key={node.id} listing={node} />
          ))}
        </Rows>
      </Table>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
    </div>
  );
}
