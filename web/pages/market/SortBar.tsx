import { useTranslation } from 'react-i18next';
import { Toggle, ToggleGroup } from '../../components/ToggleGroup.tsx';
import type { MarketSortParam } from './marketParams.ts';

const SORTS: MarketSortParam[] = ['default', 'price_asc', 'price_desc', 'newest'];

/** The market's sorts: default, price ascending and descending, and newest first. */
export function SortBar({ value, onChange }: { value: MarketSortParam; onChange: (sort: MarketSortParam) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleGroup role="group" aria-label={t('page.market.sort.label')}>
      {SORTS.map((sort) => (
        <Toggle key={sort} type="button" aria-pressed={value === sort} $selected={value === sort} onClick={() => value !== sort && onChange(sort)}>
          {t(`page.market.sort.${sort}`)}
        </Toggle>
      ))}
    </ToggleGroup>
  );
}
