import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { DailyTradesChart_information$key } from '../../__generated__/DailyTradesChart_information.graphql.ts';
import { DayChart } from '../../components/DayChart.tsx';
import { useMoney } from '../../money/currency.tsx';

/** Turnover (bars, in the chosen currency) and the number of trades (line) of every day of the range. */
export function DailyTradesChart({ information }: { information: DailyTradesChart_information$key }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment DailyTradesChart_information on MarketInformation {
        from
        to
        summary {
          turnover
          volume
        }
        daily {
          day
          turnover
          volume
        }
      }
    `,
    information,
  );
  const { daily } = data;
  return (
    <DayChart
      testId="information-trades-chart"
      days={daily.map((point) => point.day)}
      bars={{
        name: t('page.information.trades.turnover'),
        values: daily.map((point) => point.turnover),
        color: theme.colors.accent,
        format: (cents) => format(Math.round(cents)),
      }}
      line={{
        name: t('page.information.trades.volume'),
        values: daily.map((point) => point.volume),
        color: theme.colors.link,
        format: (count) => String(Math.round(count)),
      }}
      label={t('page.information.trades.chartLabel', { from: data.from, to: data.to, turnover: format(data.summary.turnover), volume: data.summary.volume })}
      describe={(index) =>
        t('page.information.trades.pointTitle', { day: daily[index].day, turnover: format(daily[index].turnover), volume: daily[index].volume })
      }
    />
  );
}
