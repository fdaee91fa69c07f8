import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InventoryFilter, InventorySort } from '../../../__generated__/InventoryPageQuery.graphql.ts';
import type { InventoryGroupGrid_viewer$key } from '../../../__generated__/InventoryGroupGrid_viewer.graphql.ts';
import type { InventoryGroupGridPaginationQuery } from '../../../__generated__/InventoryGroupGridPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { InventoryGroupRow } from './InventoryGroupRow.tsx';
import { GridHead, INVENTORY_PAGE_SIZE } from '../../../components/inventory/InventoryItemGrid.tsx';
import { SelectAll } from '../../../components/inventory/SelectAll.tsx';
import { groupSelectEntries, type SelectEntry, type Selection } from '../../../components/inventory/selling.ts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  grid-auto-flow: row dense;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The varieties (paging by variety), one card each in a grid, with "select all" over every page of the filter. */
export function InventoryGroupGrid({
  viewer,
  selection,
  filter,
  sort,
}: {
  viewer: InventoryGroupGrid_viewer$key;
  selection: Selection;
  filter: InventoryFilter;
  sort: InventorySort;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<InventoryGroupGridPaginationQuery, InventoryGroupGrid_viewer$key>(
    graphql`
      fragment InventoryGroupGrid_viewer on Viewer
      @refetchable(queryName: "InventoryGroupGridPaginationQuery")
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
        inventoryGroups(filter: $filter, sort: $sort, first: $first, after: $after) @connection(key: "InventoryGroupGrid_inventoryGroups", filters: ["filter", "sort"]) {
          totalCount
          edges {
            node {
              key
              name {
                zh
                en
              }
              ...selling_group
              ...InventoryGroupRow_group
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, totalCount } = data.inventoryGroups;
  if (edges.length === 0) return <EmptyState>{t('page.inventory.empty')}</EmptyState>;
  const selectable: SelectEntry[] = edges.flatMap(({ node }) => groupSelectEntries(node, label(node.name), selection.purpose));
  return (
    <div>
      <GridHead>
        <SelectAll
          key={JSON.stringify([filter, sort, selection.purpose])}
          filter={filter}
          sort={sort}
          selection={selection}
          totalCount={data.inventorySelection.totalCount}
          loaded={selectable}
        />
        <span>{t('page.inventory.groupTotal', { count: totalCount })}</span>
      </GridHead>
      <Cards>
        {edges.map(({ node }) => (
          <InventoryGroupRow key={node.key} group={node} selection={selection} filter={filter} sort={sort} />
        ))}
      </Cards>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(INVENTORY_PAGE_SIZE)} />
    </div>
  );
}
