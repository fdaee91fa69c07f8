import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { PriceHistoryChart_item$key } from '../../__generated__/PriceHistoryChart_item.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { sparklinePoints } from '../../components/Sparkline.tsx';
import { useMoney } from '../../money/currency.tsx';

const WIDTH = 640;
const HEIGHT = 180;
const VOLUME_HEIGHT = 36;

const Box = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  svg { display: block; width: 100%; height: auto; overflow: visible; }
  figcaption {
    display: flex;
    justify-content: space-between;
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Axis = styled.text`
  fill: ${({ theme }) => theme.colors.textFaint};
  font-size: 11px;
`;

/** The item's daily average sale price (line) and volume (bars) over the last 30 days. */
export function PriceHistoryChart({ item }: { item: PriceHistoryChart_item$key }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment PriceHistoryChart_item on MarketItem {
        priceHistory(days: 30) {
          day
          averagePrice
          volume
        }
      }
    `,
    item,
  );
  const history = data.priceHistory;
  if (history.length === 0) return <EmptyState>{t('page.goods.history.empty')}</EmptyState>;

  const prices = history.map((point) => point.averagePrice);
  const top = HEIGHT - VOLUME_HEIGHT - 8;
  const points = sparklinePoints(prices, WIDTH, top, 6);
  const maxVolume = Math.max(...history.map((point) => point.volume), 1);
  const barWidth = Math.max(2, WIDTH / history.length - 4);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const totalVolume = history.reduce((sum, point) => sum + point.volume, 0);

  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} role="img" aria-label={t('page.goods.history.chartLabel', { days: history.length })}>
        {[0, 0.5, 1].map((fraction) => (
          <line key={fraction} x1="0" x2={WIDTH} y1={6 + fraction * (top - 12)} y2={6 + fraction * (top - 12)} stroke={theme.colors.border} strokeDasharray="3 4" />
        ))}
        {history.map((point, index) => {
          const height = (point.volume / maxVolume) * VOLUME_HEIGHT;
          return (
            <rect
              key={point.day}
              x={(points[index]?.[0] ?? 0) - barWidth / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              fill={theme.colors.textFaint}
              opacity="0.45"
            >
              <title>{t('page.goods.history.pointTitle', { day: point.day, price: format(point.averagePrice), count: point.volume })}</title>
            </rect>
          );
        })}
        <polyline points={line} fill="none" stroke={theme.colors.accent} strokeWidth="2" strokeLinejoin="round" />
        {points.map(([x, y], index) => (
          <circle key={history[index].day} cx={x} cy={y} r="3" fill={theme.colors.accent}>
            <title>{t('page.goods.history.pointTitle', { day: history[index].day, price: format(history[index].averagePrice), count: history[index].volume })}</title>
          </circle>
        ))}
        <Axis x="0" y={HEIGHT + 14}>
          {history[0].day}
        </Axis>
        <Axis x={WIDTH} y={HEIGHT + 14} textAnchor="end">
          {history[history.length - 1].day}
        </Axis>
      </svg>
      <figcaption>
        <span>
          {t('page.goods.history.range', { low: format(Math.min(...prices)), high: format(Math.max(...prices)) })}
        </span>
        <span>{t('page.goods.history.volume', { count: totalVolume })}</span>
      </figcaption>
    </Box>
  );
}
