import { useTranslation } from 'react-i18next';
import type { InventorySort } from '../../__generated__/InventoryPageQuery.graphql.ts';
import { Select } from '../Toolbar.tsx';

export type KnownSort = Exclude<InventorySort, '%future added value'>;
/** The sorts of an inventory grid (the inventory and sell pages), in the order of the select; ?sort= in the URL. */
export const INVENTORY_SORTS: readonly KnownSort[] = ['DEFAULT', 'PRICE_ASC', 'PRICE_DESC', 'COOLDOWN_ASC', 'COOLDOWN_DESC', 'WEAR_ASC', 'WEAR_DESC'];

/** The sort select of an inventory grid's toolbar. */
export function InventorySortSelect({ value, onChange }: { value: InventorySort; onChange: (sort: string) => void }) {
  const { t } = useTranslation();
  return (
    <Select aria-label={t('page.inventory.sortLabel')} value={value} data-testid="sort-select" onChange={(event) => onChange(event.target.value)}>
      {INVENTORY_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`page.inventory.sorts.${sort}`)}
        </option>
      ))}
    </Select>
  );
}
