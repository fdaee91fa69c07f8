import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MarketSortParam } from './marketParams.ts';

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
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

const SORTS: MarketSortParam[] = ['default', 'price_asc', 'price_desc', 'newest'];

/** The market's sorts: SPEC §2's default, price ascending and descending, and our newest first. */
export function SortBar({ value, onChange }: { value: MarketSortParam; onChange: (sort: MarketSortParam) => void }) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={t('page.market.sort.label')}>
      {SORTS.map((sort) => (
        <Choice key={sort} type="button" aria-pressed={value === sort} $selected={value === sort} onClick={() => value !== sort && onChange(sort)}>
          {t(`page.market.sort.${sort}`)}
        </Choice>
      ))}
    </Group>
  );
}
