import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { WEAR_RANGES } from '../theme/theme.ts';

const Track = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  height: 4px;
  border-radius: 2px;
  overflow: visible;
`;

const Segment = styled.span`
  height: 100%;
  &:first-child { border-radius: 2px 0 0 2px; }
  &:last-child { border-radius: 0 2px 2px 0; }
`;

const Marker = styled.span`
  position: absolute;
  top: -3px;
  width: 2px;
  height: 10px;
  margin-left: -1px;
  border-radius: 1px;
  background: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.shade.strong};
`;

/** A wear bar: the five exterior ranges in their colours and a marker at the float value. */
export function WearBar({ floatValue }: { floatValue: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const position = Math.min(Math.max(floatValue, 0), 1) * 100;
  return (
    <Track role="meter" aria-valuemin={0} aria-valuemax={1} aria-valuenow={floatValue} aria-label={t('common.item.floatValue')}>
      {WEAR_RANGES.map((range) => (
        <Segment key={range.exterior} style={{ width: `${(range.to - range.from) * 100}%`, backgroundColor: theme.item.exterior[range.exterior] }} />
      ))}
      <Marker style={{ left: `${position}%` }} />
    </Track>
  );
}
