import { useState, useTransition, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StatisticsRange, StatisticsSectionRefetchQuery } from '../../../__generated__/StatisticsSectionRefetchQuery.graphql.ts';
import type { StatisticsSection_viewer$key } from '../../../__generated__/StatisticsSection_viewer.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { FieldError, TextInput } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { Price } from '../../../components/Price.tsx';

/** The statistics' periods: this month, this week, last week, the last 7, 30 or 90 days, or a custom range. */
export const STATISTICS_RANGES = [
  'THIS_MONTH',
  'THIS_WEEK',
  'LAST_WEEK',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'CUSTOM',
] as const satisfies readonly StatisticsRange[];
type Range = (typeof STATISTICS_RANGES)[number];

/** The API's limit for a custom range, both ends included. */
export const MAX_CUSTOM_DAYS = 366;

const Ranges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const RangeButton = styled.button<{ $active: boolean }>`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 16px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surfaceRaised)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input { width: 170px; height: 36px; }
  span { color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Period = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Figures = styled.div<{ $pending: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  opacity: ${({ $pending }) => ($pending ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  > strong { font-size: ${({ theme }) => theme.fontSize['5xl']}; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/** Today as YYYY-MM-DD in the browser's calendar (the API counts Shanghai days and checks again). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Sales and withdrawal statistics of the settings page over a chosen range (amounts in the user's currency). */
export function StatisticsSection({ viewer }: { viewer: StatisticsSection_viewer$key }) {
  const { t } = useTranslation();
  const [data, refetch] = useRefetchableFragment<StatisticsSectionRefetchQuery, StatisticsSection_viewer$key>(
    graphql`
      fragment StatisticsSection_viewer on Viewer
      @refetchable(queryName: "StatisticsSectionRefetchQuery")
      @argumentDefinitions(range: { type: "StatisticsRange", defaultValue: THIS_MONTH }, from: { type: "String" }, to: { type: "String" }) {
        statistics(range: $range, from: $from, to: $to) {
          __typename
          ... on UserStatistics {
            range
            from
            to
            sales {
              count
              amount
            }
            withdrawals {
              count
              amount
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    viewer,
  );
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<Range>('THIS_MONTH');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);

  const load = (range: Range, dates: { from?: string; to?: string } = {}) =>
    startTransition(() => {
      refetch({ range, from: dates.from ?? null, to: dates.to ?? null }, { fetchPolicy: 'network-only' });
    });

  const choose = (range: Range) => {
    setChosen(range);
    setCustomError(null);
    if (range !== 'CUSTOM') load(range);
  };

  const onCustom = (event: FormEvent) => {
    event.preventDefault();
    let problem: string | null = null;
    if (!from || !to) problem = t('page.setting.statistics.errors.required');
    else if (from > to) problem = t('page.setting.statistics.errors.order');
    else if (to > today()) problem = t('page.setting.statistics.errors.future');
    else if (daysBetween(from, to) > MAX_CUSTOM_DAYS) problem = t('page.setting.statistics.errors.tooLong', { max: MAX_CUSTOM_DAYS });
    setCustomError(problem);
    if (!problem) load('CUSTOM', { from, to });
  };

  const statistics = data.statistics;
  const totals =
    statistics.__typename === 'UserStatistics' && statistics.sales && statistics.withdrawals
      ? { from: statistics.from, to: statistics.to, sales: statistics.sales, withdrawals: statistics.withdrawals }
      : null;
  const shownError = !totals && 'message' in statistics ? statistics.message : null;

  return (
    <Panel title={t('page.setting.statistics.title')} subtitle={t('page.setting.statistics.subtitle')} testId="statistics-section">
      <Ranges role="group" aria-label={t('page.setting.statistics.rangeLabel')}>
        {STATISTICS_RANGES.map((range) => (
          <RangeButton key={range} type="button" $active={chosen === range} aria-pressed={chosen === range} onClick={() => choose(range)}>
            {t(`page.setting.statistics.ranges.${range}`)}
          </RangeButton>
        ))}
      </Ranges>
      {chosen === 'CUSTOM' ? (
        <Custom onSubmit={onCustom} noValidate>
          <TextInput type="date" aria-label={t('page.setting.statistics.from')} value={from} max={today()} onChange={(event) => setFrom(event.target.value)} />
          <span>{t('page.setting.statistics.until')}</span>
          <TextInput type="date" aria-label={t('page.setting.statistics.to')} value={to} max={today()} onChange={(event) => setTo(event.target.value)} />
          <Button type="submit">{t('page.setting.statistics.apply')}</Button>
        </Custom>
      ) : null}
      {customError ? <FieldError role="alert">{customError}</FieldError> : null}
      {totals ? (
        <>
          <Period data-testid="statistics-period">{t('page.setting.statistics.period', { from: totals.from, to: totals.to })}</Period>
          <Figures $pending={pending} aria-busy={pending}>
            <Figure>
              <span>{t('page.setting.statistics.salesAmount')}</span>
              <strong>
                <Price cents={totals.sales.amount} />
              </strong>
            </Figure>
            <Figure>
              <span>{t('page.setting.statistics.salesCount')}</span>
              <strong>{t('page.setting.statistics.count', { count: totals.sales.count })}</strong>
            </Figure>
            <Figure>
              <span>{t('page.setting.statistics.withdrawalAmount')}</span>
              <strong>
                <Price cents={totals.withdrawals.amount} tone="plain" />
              </strong>
            </Figure>
            <Figure>
              <span>{t('page.setting.statistics.withdrawalCount')}</span>
              <strong>{t('page.setting.statistics.count', { count: totals.withdrawals.count })}</strong>
            </Figure>
          </Figures>
        </>
      ) : shownError ? (
        <FieldError role="alert">{shownError}</FieldError>
      ) : null}
    </Panel>
  );
}
