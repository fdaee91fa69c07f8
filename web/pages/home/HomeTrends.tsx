import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { useTheme } from 'styled-components';
import type { HomeTrends_trends$key } from '../../__generated__/HomeTrends_trends.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { Sparkline } from '../../components/Sparkline.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { formatChange } from '../../lib/priceChange.ts';
import { rarityBackground } from '../../theme/theme.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled(Link)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) 120px;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &:hover { border-color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Thumb = styled.div`
  width: 64px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(0.5)};
`;

const Name = styled.div`
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Change = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Chart = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
`;

/** The home page's price trends: a sparkline of the daily average sale price and its change. */
export function HomeTrends({ trends }: { trends: HomeTrends_trends$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment HomeTrends_trends on MarketTrend @relay(plural: true) {
        changePercent
        points {
          day
          averagePrice
        }
        item {
          id
          hashName
          iconUrl
          lowestPrice
          referencePrice
          rarityColor
          rarity {
            id
            color
          }
          name {
            zh
            en
          }
        }
      }
    `,
    trends,
  );
  if (data.length === 0) return <EmptyState>{t('page.home.trends.empty')}</EmptyState>;
  return (
    <Grid>
      {data.map((trend) => {
        const name = label(trend.item.name);
        const color = trend.changePercent > 0 ? theme.colors.rise : trend.changePercent < 0 ? theme.colors.fall : theme.colors.textMuted;
        return (
          <Card key={trend.item.id} to={`/goods?${new URLSearchParams({ hashName: trend.item.hashName }).toString()}`} data-testid="trend-card">
            <Thumb style={{ backgroundColor: rarityBackground(trend.item.rarity, trend.item.rarityColor) }}>
              <ItemImage src={trend.item.iconUrl} alt={name} />
            </Thumb>
            <div>
              <Name title={trend.item.hashName}>{name}</Name>
              <Price cents={trend.item.lowestPrice ?? trend.item.referencePrice} />
            </div>
            <Chart>
              <Sparkline
                values={trend.points.map((point) => point.averagePrice)}
                color={color}
                label={t('page.home.trends.chartLabel', { name, days: trend.points.length })}
              />
              <Change $color={color} title={t('page.home.trends.changeTitle', { days: trend.points.length })}>
                {formatChange(trend.changePercent)}
              </Change>
            </Chart>
          </Card>
        );
      })}
    </Grid>
  );
}
