import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InventoryFilter, InventorySort } from '../../__generated__/InventoryPageQuery.graphql.ts';
import type { InventoryItemGrid_viewer$key } from '../../__generated__/InventoryItemGrid_viewer.graphql.ts';
import type { InventoryItemGridPaginationQuery } from '../../__generated__/InventoryItemGridPaginationQuery.graphql.ts';
import { EmptyState } from '../EmptyState.tsx';
import { LoadMore } from '../LoadMore.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { InventoryItemCard } from './InventoryItemCard.tsx';
import { SelectAll } from './SelectAll.tsx';
import { unavailableReason, type SelectEntry, type Selection } from './selling.ts';

export const INVENTORY_PAGE_SIZE = 24;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GridHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The assets, one card each (paging by quantity), with "select all" over every page of the filter. */
export function InventoryItemGrid({
  viewer,
  selection,
  filter,
  sort,
  emptyText,
}: {
  viewer: InventoryItemGrid_viewer$key;
  selection: Selection;
  filter: InventoryFilter;
  sort: InventorySort;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<InventoryItemGridPaginationQuery, InventoryItemGrid_viewer$key>(
    graphql`
      fragment InventoryItemGrid_viewer on Viewer
      @refetchable(queryName: "InventoryItemGridPaginationQuery")
      @argumentDefinitions(
        filter: { type: "InventoryFilter" }
        sort: { type: "InventorySort", defaultValue: DEFAULT }
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        purpose: { type: "InventorySelectPurpose", defaultValue: LIST }
      ) {
        inventorySelection(filter: $filter, purpose: $purpose) {
          totalCount
        }
        inventoryItems(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "InventoryItemGrid_inventoryItems", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              id
              name {
                zh
                en
              }
              tradable
              neverTradable
              cooldownEndsAt
              referencePrice
              item {
                id
              }
              listing {
                id
                price
              }
              steamAccount {
                id
                status
              }
              ...InventoryItemCard_item
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, totalCount } = data.inventoryItems;
  const selectableCount = data.inventorySelection.totalCount;
  if (edges.length === 0) return <EmptyState>{emptyText ?? t('page.inventory.empty')}</EmptyState>;

  const selectable: SelectEntry[] = edges
    .map(({ node }) => ({
      node,
      reason: unavailableReason(
        t,
        {
          listed: Boolean(node.listing),
          tradable: node.tradable,
          neverTradable: node.neverTradable,
          cooldownEndsAt: node.cooldownEndsAt,
          accountStatus: node.steamAccount.status,
          knownItem: Boolean(node.item),
        },
        selection.purpose,
      ),
    }))
    .filter(({ reason }) => reason === null)
    .map(({ node }) => ({ id: node.id, name: label(node.name), referencePrice: node.referencePrice ?? null, listingPrice: node.listing?.price ?? null }));

  return (
    <div>
      <GridHead>
        <SelectAll
          key={JSON.stringify([filter, sort, selection.purpose])}
          filter={filter}
          sort={sort}
          selection={selection}
          totalCount={selectableCount}
          loaded={selectable}
        />
        <span>{t('page.inventory.total', { count: totalCount })}</span>
      </GridHead>
      <Grid>
        {edges.map(({ node }) => (
          <InventoryItemCard key={node.id} item={node} selection={selection} />
        ))}
      </Grid>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(INVENTORY_PAGE_SIZE)} />
    </div>
  );
}
