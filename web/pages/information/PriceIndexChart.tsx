import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { PriceIndexChart_information$key } from '../../__generated__/PriceIndexChart_information.graphql.ts';
import { DayChart } from '../../components/DayChart.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';

const Method = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.6;
`;

const indexValue = (value: number) => value.toFixed(2);

/** The price index of the most traded items over the range, 1000 on its first day. */
export function PriceIndexChart({ information }: { information: PriceIndexChart_information$key }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { priceIndex } = useFragment(
    graphql`
      fragment PriceIndexChart_information on MarketInformation {
        priceIndex {
          base
          basketSize
          points {
            day
            value
          }
        }
      }
    `,
    information,
  );
  const { points } = priceIndex;
  if (points.length === 0) return <EmptyState>{t('page.information.index.empty')}</EmptyState>;
  const first = points[0];
  const last = points[points.length - 1];
  const rising = last.value >= priceIndex.base;
  return (
    <div>
      <DayChart
        testId="information-index-chart"
        days={points.map((point) => point.day)}
        line={{
          name: t('page.information.index.line'),
          values: points.map((point) => point.value),
          color: rising ? theme.colors.rise : theme.colors.fall,
          format: (value) => value.toFixed(0),
        }}
        reference={{ value: priceIndex.base, label: t('page.information.index.base') }}
        label={t('page.information.index.chartLabel', { from: first.day, to: last.day, value: indexValue(last.value) })}
        describe={(index) => t('page.information.index.pointTitle', { day: points[index].day, value: indexValue(points[index].value) })}
      />
      <Method>{t('page.information.index.method')}</Method>
    </div>
  );
}
