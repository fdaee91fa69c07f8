import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { GoodsListings_item$key } from '../../__generated__/GoodsListings_item.graphql.ts';
import type { GoodsListingsPaginationQuery } from '../../__generated__/GoodsListingsPaginationQuery.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { type CheckoutLine, checkoutTotal, MAX_CHECKOUT_LINES } from '../../components/checkout/checkoutLine.ts';
import { useCheckout } from '../../components/checkout/useCheckout.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Price } from '../../components/Price.tsx';
import { showToast } from '../../components/toast/toastStore.ts';
import { ListingFilterBar } from './ListingFilterBar.tsx';
import { LISTING_COLUMNS, ListingRow } from './ListingRow.tsx';
import { EMPTY_LISTING_FILTER, isFiltered, type ListingState, listingVariables, readListingState, writeListingState } from './listingParams.ts';

const PAGE_SIZE = 20;

const Table = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: ${LISTING_COLUMNS};
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  span:last-child { text-align: right; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { display: none; }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SelectionBar = styled.div`
  position: sticky;
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow};
  > div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Every listing of an item on sale, 20 at a time, filtered and sorted as the page URL says (the
 * filter bar writes it; back and forward restore it) and refetched in place when it changes; Buy
 * one, or select up to 20 and buy them together.
 */
export function GoodsListings({ item }: { item: GoodsListings_item$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<GoodsListingsPaginationQuery, GoodsListings_item$key>(
    graphql`
      fragment GoodsListings_item on MarketItem
      @refetchable(queryName: "GoodsListingsPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "ListingFilter" }
        sort: { type: "ListingSort", defaultValue: PRICE_ASC }
      ) {
        ...ListingFilterBar_item
        listings(first: $first, after: $after, filter: $filter, sort: $sort) @connection(key: "GoodsListings_listings", filters: ["filter", "sort"]) {
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
  const [selected, setSelected] = useState<readonly CheckoutLine[]>([]);
  const checkout = useCheckout();
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const [refetching, startRefetch] = useTransition();
  const setState = (next: ListingState) => setParams((current) => writeListingState(current, next), { preventScrollReset: true });

  // the page loaded the listings of the URL's filter; a later change of it refetches them in place
  const variables = listingVariables(state);
  const variablesKey = JSON.stringify(variables);
  const shown = useRef(variablesKey);
  const latestVariables = useRef(variables);
  latestVariables.current = variables;
  useEffect(() => {
    if (shown.current === variablesKey) return;
    shown.current = variablesKey;
    setSelected([]);
    startRefetch(() => {
      refetch({ ...latestVariables.current, first: PAGE_SIZE, after: null }, { fetchPolicy: 'store-or-network' });
    });
  }, [variablesKey, refetch]);

  const onSelect = (line: CheckoutLine, on: boolean) => {
    if (!on) {
      setSelected((current) => current.filter((entry) => entry.listingId !== line.listingId));
      return;
    }
    if (selected.length >= MAX_CHECKOUT_LINES) {
      showToast(t('page.goods.listings.selectLimit', { max: MAX_CHECKOUT_LINES }), 'error');
      return;
    }
    setSelected((current) => (current.some((entry) => entry.listingId === line.listingId) ? current : [...current, line]));
  };

  const filtered = isFiltered(state);
  if (data.listings.edges.length === 0 && !filtered && !refetching) return <EmptyState>{t('page.goods.listings.empty')}</EmptyState>;

  return (
    <div>
      <ListingFilterBar item={data} state={state} onChange={setState} />
      {data.listings.edges.length === 0 ? (
        <EmptyState>
          <span data-testid="listings-empty">{t('page.goods.filters.empty')}</span>
          <Button type="button" $variant="secondary" onClick={() => setState({ ...state, ...EMPTY_LISTING_FILTER })}>
            {t('page.goods.filters.reset')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Count data-testid="listings-total">
            {filtered
              ? t('page.goods.listings.countFiltered', { count: data.listings.totalCount })
              : t('page.goods.listings.count', { count: data.listings.totalCount })}
          </Count>
          <Table $busy={refetching} aria-busy={refetching}>
            <Head aria-hidden="true">
              <span />
              <span>{t('page.goods.listings.seller')}</span>
              <span>{t('page.goods.listings.wear')}</span>
              <span>{t('page.goods.listings.stickers')}</span>
              <span>{t('page.goods.listings.price')}</span>
            </Head>
            <Rows aria-label={t('page.goods.listings.title')}>
              {data.listings.edges.map(({ node }) => (
                <ListingRow
                  key={node.id}
                  listing={node}
                  selected={selected.some((entry) => entry.listingId === node.id)}
                  onSelect={onSelect}
                  onBuy={(line) => checkout.open({ lines: [line] })}
                />
              ))}
            </Rows>
          </Table>
          <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
        </>
      )}
      {selected.length > 0 ? (
        <SelectionBar data-testid="listings-selection">
          <span>
            {t('page.goods.listings.selected', { count: selected.length, max: MAX_CHECKOUT_LINES })} <Price cents={checkoutTotal(selected)} />
          </span>
          <div>
            <Button type="button" $variant="ghost" onClick={() => setSelected([])}>
              {t('page.goods.listings.clearSelection')}
            </Button>
            <Button type="button" $variant="primary" onClick={() => checkout.open({ lines: selected })} data-testid="listings-buy-selected">
              {t('page.goods.listings.buySelected', { count: selected.length })}
            </Button>
          </div>
        </SelectionBar>
      ) : null}
      {checkout.dialog}
    </div>
  );
}
