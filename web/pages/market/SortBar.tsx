import { useTranslation } from 'react-i18next';
import { Toggle, ToggleGroup } from '../../components/ToggleGroup.tsx';
import type { MarketSortParam } from './marketParams.ts';

const SORTS: MarketSortParam[] = ['default', 'price_asc', 'price_desc', 'newest'];
/** For rent the default is the lowest daily rent first: price ascending is the same order. */
const LEASE_SORTS = ['default', 'price_desc', 'newest'] as const;

/** The market's sorts: default, price ascending and descending, and newest first; for rent, by the daily rent. */
export function SortBar({ mode = 'sale', value, onChange }: { mode?: 'sale' | 'lease'; value: MarketSortParam; onChange: (sort: MarketSortParam) => void }) {
  const { t } = useTranslation();
  if (mode === 'lease') {
    const shown = value === 'price_asc' ? 'default' : value;
    return (
      <ToggleGroup role="group" aria-label={t('page.market.sort.label')}>
        {LEASE_SORTS.map((sort) => (
          <Toggle key={sort} type="button" aria-pressed={shown === sort} $selected={shown === sort} onClick={() => shown !== sort && onChange(sort)}>
            {t(`page.renting.market.sort.${sort}`)}
          </Toggle>
        ))}
      </ToggleGroup>
    );
  }
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
