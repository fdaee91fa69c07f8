import { useTranslation } from 'react-i18next';
import { Toggle, ToggleGroup } from '../../components/ToggleGroup.tsx';
import { INFORMATION_RANGES, type InformationRange } from './informationParams.ts';

/** The page's range: the last 7, 30 or 90 days. */
export function RangeSwitch({ value, onChange }: { value: InformationRange; onChange: (range: InformationRange) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleGroup role="group" aria-label={t('page.information.range.label')}>
      {INFORMATION_RANGES.map((range) => (
        <Toggle key={range} type="button" aria-pressed={value === range} $selected={value === range} onClick={() => value !== range && onChange(range)}>
          {t('page.information.range.days', { count: range })}
        </Toggle>
      ))}
    </ToggleGroup>
  );
}
