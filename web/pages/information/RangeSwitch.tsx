import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INFORMATION_RANGES, type InformationRange } from './informationParams.ts';

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled.button<{ $selected: boolean }>`
  height: 30px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 13px;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

/** The page's range: the last 7, 30 or 90 days. */
export function RangeSwitch({ value, onChange }: { value: InformationRange; onChange: (range: InformationRange) => void }) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={t('page.information.range.label')}>
      {INFORMATION_RANGES.map((range) => (
        <Choice key={range} type="button" aria-pressed={value === range} $selected={value === range} onClick={() => value !== range && onChange(range)}>
          {t('page.information.range.days', { count: range })}
        </Choice>
      ))}
    </Group>
  );
}
