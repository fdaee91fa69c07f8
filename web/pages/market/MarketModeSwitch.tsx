import { useTranslation } from 'react-i18next';
import { Toggle, ToggleGroup } from '../../components/ToggleGroup.tsx';

/** 在售 | 租赁: the items on sale, or those offered for rent (mode=lease in the URL). */
export function MarketModeSwitch({ value, onChange }: { value: 'sale' | 'lease'; onChange: (mode: 'sale' | 'lease') => void }) {
  const { t } = useTranslation();
  return (
    <ToggleGroup role="group" aria-label={t('page.renting.market.modeLabel')}>
      {(['sale', 'lease'] as const).map((mode) => (
        <Toggle
          key={mode}
          type="button"
          aria-pressed={value === mode}
          $selected={value === mode}
          data-testid={`market-mode-${mode}`}
          onClick={() => value !== mode && onChange(mode)}
        >
          {t(`page.renting.market.${mode}`)}
        </Toggle>
      ))}
    </ToggleGroup>
  );
}
