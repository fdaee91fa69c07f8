import { lazy, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GoodsLeaseListings_item$key } from '../../__generated__/GoodsLeaseListings_item.graphql.ts';
import type { GoodsLeaseListingsPaginationQuery } from '../../__generated__/GoodsLeaseListingsPaginationQuery.graphql.ts';
import type { GoodsLeaseListingsQuery } from '../../__generated__/GoodsLeaseListingsQuery.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { RentableListing } from '../../components/lease/RentDialog.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { useLoginModal } from '../../components/LoginModal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { useSession } from '../../session/Session.tsx';
import { type LeaseListingTerms, LeaseListingRow } from './LeaseListingRow.tsx';

// the form is fetched when a renter opens it, not with the item page
const RentDialog = lazy(() => import('../../components/lease/RentDialog.tsx'));

const PAGE_SIZE = 20;

const Table = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function LeaseListings({ item: itemKey }: { item: GoodsLeaseListings_item$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { viewer } = useSession();
  const loginModal = useLoginModal();
  const [renting, setRenting] = useState<RentableListing | null>(null);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GoodsLeaseListingsPaginationQuery, GoodsLeaseListings_item$key>(
    graphql`
      fragment GoodsLeaseListings_item on MarketItem
      @refetchable(queryName: "GoodsLeaseListingsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        name {
          zh
          en
        }
        leaseListings(first: $first, after: $after) @connection(key: "GoodsLeaseListings_leaseListings") {
          totalCount
          edges {
            node {
              id
              ...LeaseListingRow_listing
            }
          }
        }
      }
    `,
    itemKey,
  );
  const name = label(data.name);
  const open = (terms: LeaseListingTerms) => {
    const listing = {
      id: terms.id,
      name,
      dailyRent: terms.dailyRent,
      longDailyRent: terms.longDailyRent ?? null,
      deposit: terms.deposit,
      maxDays: terms.maxDays,
    };
    if (viewer) setRenting(listing);
    else loginModal.open({ onSuccess: () => setRenting(listing) });
  };

  if (data.leaseListings.edges.length === 0) return <EmptyState>{t('page.renting.goods.empty')}</EmptyState>;
  return (
    <div data-testid="goods-lease-listings">
      <Count>{t('page.renting.goods.count', { count: data.leaseListings.totalCount })}</Count>
      <Table aria-label={t('page.renting.goods.title')}>
        {data.leaseListings.edges.map(({ node }) => (
          <LeaseListingRow key={node.id} listing={node} onRent={open} />
        ))}
      </Table>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
      {renting ? (
        <Suspense fallback={null}>
          <RentDialog listing={renting} onClose={() => setRenting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function LeaseListingsOf({ hashName }: { hashName: string }) {
  const data = useLazyLoadQuery<GoodsLeaseListingsQuery>(
    graphql`
      query GoodsLeaseListingsQuery($hashName: String!) {
        marketItem(hashName: $hashName) {
          ...GoodsLeaseListings_item
        }
      }
    `,
    { hashName },
    { fetchPolicy: 'store-and-network' },
  );
  return data.marketItem ? <LeaseListings item={data.marketItem} /> : null;
}

/** The item page's 租赁 tab: the item's listings offered for rent, the lowest daily rent first, 20 at a time; 租用 opens the rent dialog. */
export function GoodsLeaseListings({ hashName }: { hashName: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <LeaseListingsOf hashName={hashName} />
    </Suspense>
  );
}
