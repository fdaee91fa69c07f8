import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InventoryFilter, InventorySort, SelectAllQuery } from '../../__generated__/SelectAllQuery.graphql.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { Check } from './InventoryItemCard.tsx';
import type { SelectEntry, Selection } from './selling.ts';

const selectAllQuery = graphql`
  query SelectAllQuery($filter: InventoryFilter, $purpose: InventorySelectPurpose!, $sort: InventorySort) {
    viewer {
      id
      inventorySelection(filter: $filter, purpose: $purpose, sort: $sort) {
        totalCount
        items {
          id
          name {
            zh
            en
          }
          referencePrice
          listing {
            id
            price
          }
        }
      }
    }
  }
`;

/**
 * 全选: selects every asset under the grid's filter that the selection's purpose can act on, across
 * pages (the API answers them all, up to its limit; above it, its message says to narrow the filter).
 * `totalCount` is that number, shown beside the box; `loaded` are the selectable entries of the rows
 * loaded so far (enough when they are all of them).
 */
export function SelectAll({
  filter,
  sort,
  selection,
  totalCount,
  loaded,
}: {
  filter: InventoryFilter;
  sort: InventorySort;
  selection: Selection;
  totalCount: number;
  loaded: SelectEntry[];
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const environment = useRelayEnvironment();
  const [fetched, setFetched] = useState<SelectEntry[] | null>(null);
  const [busy, setBusy] = useState(false);

  const everything = fetched ?? (loaded.length >= totalCount ? loaded : null);
  const checked = totalCount > 0 && everything !== null && everything.length > 0 && everything.every((entry) => selection.isSelected(entry.id));

  const selectEverything = async () => {
    if (loaded.length >= totalCount) {
      selection.toggle(loaded, true);
      return;
    }
    setBusy(true);
    try {
      const data = await fetchQuery<SelectAllQuery>(
        environment,
        selectAllQuery,
        { filter, sort, purpose: selection.purpose === 'list' ? 'LIST' : 'LISTED' },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const items = data?.viewer?.inventorySelection.items;
      // null: more than the limit; the API's message has been shown
      if (!items) return;
      const entries = items.map((item) => ({
        id: item.id,
        name: label(item.name),
        referencePrice: item.referencePrice ?? null,
        listingPrice: item.listing?.price ?? null,
      }));
      setFetched(entries);
      selection.toggle(entries, true);
    } catch {
      // the network layer has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const onChange = (on: boolean) => {
    if (on) void selectEverything();
    else selection.toggle([...(everything ?? []), ...loaded], false);
  };

  return (
    <Check>
      <input
        type="checkbox"
        checked={checked}
        disabled={totalCount === 0 || busy}
        aria-busy={busy}
        data-testid="select-all"
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('page.inventory.selectAll', { count: totalCount })}</span>
    </Check>
  );
}
