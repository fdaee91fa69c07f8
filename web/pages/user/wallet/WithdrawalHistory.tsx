import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WithdrawalHistory_viewer$key } from '../../../__generated__/WithdrawalHistory_viewer.graphql.ts';
import type { WithdrawalHistoryPaginationQuery, WithdrawalRange, WithdrawalStatus } from '../../../__generated__/WithdrawalHistoryPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { WithdrawalRow } from './WithdrawalRow.tsx';

export const WITHDRAWAL_PAGE_SIZE = 10;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  select, input {
    height: 34px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  th, td { padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; font-size: ${({ theme }) => theme.fontSize.sm}; }
  td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  small { display: block; color: ${({ theme }) => theme.colors.danger}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const RANGES = ['', 'WEEK', 'MONTH', 'THREE_MONTHS'] as const;
const STATUSES = ['', 'PROCESSING', 'SUCCESS', 'FAILURE'] as const;

/** The withdrawal history: serial number, status, amount, actual amount, fee, created time; by status, the last week, month, 3 months or a month. */
export function WithdrawalHistory({ viewer }: { viewer: WithdrawalHistory_viewer$key }) {
  const { t } = useTranslation();
  const [, startTransition] = useTransition();
  const [filter, setFilter] = useState<{ status: string; range: string; month: string }>({ status: '', range: '', month: '' });
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<WithdrawalHistoryPaginationQuery, WithdrawalHistory_viewer$key>(
    graphql`
      fragment WithdrawalHistory_viewer on Viewer
      @refetchable(queryName: "WithdrawalHistoryPaginationQuery")
      @argumentDefinitions(
        status: { type: "WithdrawalStatus" }
        range: { type: "WithdrawalRange" }
        month: { type: "String" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        withdrawals(status: $status, range: $range, month: $month, first: $first, after: $after)
          @connection(key: "WithdrawalHistory_withdrawals", filters: ["status", "range", "month"]) {
          totalCount
          edges {
            node {
              id
              status
              ...WithdrawalRow_withdrawal
            }
          }
        }
      }
    `,
    viewer,
  );
  const load = (next: typeof filter) =>
    startTransition(() => {
      refetch(
        {
          status: (next.status || null) as WithdrawalStatus | null,
          range: (next.range || null) as WithdrawalRange | null,
          month: next.month || null,
          first: WITHDRAWAL_PAGE_SIZE,
        },
        { fetchPolicy: 'network-only' },
      );
    });
  const change = (field: 'status' | 'range' | 'month', value: string) => {
    const next = { ...filter, [field]: value, ...(field === 'month' && value ? { range: '' } : {}), ...(field === 'range' && value ? { month: '' } : {}) };
    setFilter(next);
    load(next);
  };
  // a withdrawal already listed follows by itself (its record is normalised from the event); the list
  // is fetched again only for one it does not hold yet (made in another tab), or when its status
  // may have taken it into or out of the chosen status
  useRefetchOnLiveEvent(
    (event) =>
      event.__typename === 'WithdrawalChanged' && (filter.status !== '' || !data.withdrawals.edges.some(({ node }) => node.id === event.withdrawal?.id)),
    () => load(filter),
  );
  const { edges, totalCount } = data.withdrawals;
  return (
    <div data-testid="withdraw-history">
      <Filters>
        <label>
          {t('page.wallet.history.status')}
          <select value={filter.status} onChange={(event) => change('status', event.target.value)}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`page.wallet.history.statuses.${value || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('page.wallet.history.range')}
          <select value={filter.range} onChange={(event) => change('range', event.target.value)}>
            {RANGES.map((value) => (
              <option key={value} value={value}>
                {t(`page.wallet.history.ranges.${value || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('page.wallet.history.month')}
          <input type="month" value={filter.month} onChange={(event) => change('month', event.target.value)} />
        </label>
      </Filters>
      {edges.length === 0 ? (
        <EmptyState>{t('page.wallet.history.empty')}</EmptyState>
      ) : (
        <>
          <p>{t('page.wallet.history.count', { count: totalCount })}</p>
          <Table>
            <thead>
              <tr>
                <th>{t('page.wallet.history.columns.serialNo')}</th>
                <th>{t('page.wallet.history.columns.status')}</th>
                <th className="amount">{t('page.wallet.history.columns.amount')}</th>
                <th className="amount">{t('page.wallet.history.columns.actual')}</th>
                <th className="amount">{t('page.wallet.history.columns.fee')}</th>
                <th>{t('page.wallet.history.columns.time')}</th>
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <WithdrawalRow key={node.id} withdrawal={node} />
              ))}
            </tbody>
          </Table>
          <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(WITHDRAWAL_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
