import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { PriceHistoryChart_item$key } from '../../__generated__/PriceHistoryChart_item.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { sparklinePoints } from '../../components/Sparkline.tsx';
import { useMoney } from '../../money/currency.tsx';

// The drawing is stretched to the box (preserveAspectRatio="none"): lines keep their width through
// vector-effect, and every text is HTML around the SVG, so nothing gets distorted.
const WIDTH = 1000;
const LINE_HEIGHT = 160;
const VOLUME_HEIGHT = 48;
const GAP = 12;
const HEIGHT = LINE_HEIGHT + GAP + VOLUME_HEIGHT;

const Box = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Plot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  svg { display: block; width: 100%; height: ${HEIGHT}px; }
`;

const YAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: ${LINE_HEIGHT}px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  text-align: right;
`;

const XAxis = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
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
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const slot = WIDTH / history.length;
  // each day in the middle of its column, above its volume bar
  const points = sparklinePoints(prices, WIDTH, LINE_HEIGHT, 6).map(([, y], index): [number, number] => [(index + 0.5) * slot, y]);
  const maxVolume = Math.max(...history.map((point) => point.volume), 1);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const totalVolume = history.reduce((sum, point) => sum + point.volume, 0);
  const describe = (index: number) =>
    t('page.goods.history.pointTitle', { day: history[index].day, price: format(history[index].averagePrice), count: history[index].volume });

  return (
    <Box>
      <Plot>
        <YAxis aria-hidden="true">
          <span>{format(high)}</span>
          <span>{format(low)}</span>
        </YAxis>
        <div>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('page.goods.history.chartLabel', { days: history.length })}
          >
            {[0, 0.5, 1].map((fraction) => (
              <line
                key={fraction}
                x1="0"
                x2={WIDTH}
                y1={6 + fraction * (LINE_HEIGHT - 12)}
                y2={6 + fraction * (LINE_HEIGHT - 12)}
                stroke={theme.colors.border}
                strokeDasharray="4 6"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <polyline points={line} fill="none" stroke={theme.colors.accent} strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            {history.map((point, index) => {
              const height = Math.max((point.volume / maxVolume) * VOLUME_HEIGHT, point.volume > 0 ? 2 : 0);
              return (
                <g key={point.day}>
                  <rect x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} fill={theme.colors.textFaint} opacity="0.5" />
                  {/* the whole column answers the pointer with the day's figures */}
                  <rect x={index * slot} y="0" width={slot} height={HEIGHT} fill="transparent">
                    <title>{describe(index)}</title>
                  </rect>
                </g>
              );
            })}
          </svg>
          <XAxis aria-hidden="true">
            <span>{history[0].day}</span>
            <span>{history[history.length - 1].day}</span>
          </XAxis>
        </div>
      </Plot>
      <figcaption>
        <span>{t('page.goods.history.range', { low: format(low), high: format(high) })}</span>
        <span>{t('page.goods.history.volume', { count: totalVolume })}</span>
      </figcaption>
    </Box>
  );
}
