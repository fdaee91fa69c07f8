import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { WalletTransactionList_viewer$key } from '../../../__generated__/WalletTransactionList_viewer.graphql.ts';
import type { WalletTransactionListPaginationQuery } from '../../../__generated__/WalletTransactionListPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMoney } from '../../../money/currency.tsx';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';

export const WALLET_PAGE_SIZE = 20;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  th, td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; font-size: ${({ theme }) => theme.fontSize.sm}; }
  td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  small { display: block; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  /* on a phone each transaction is a stacked row: its type and amount first, then what it was, the
     balance after it, its order and its time (the head is hidden; the cells name themselves) */
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    display: block;
    thead { display: none; }
    tbody { display: block; }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'type amount' 'description balance' 'order order' 'time time';
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td { padding: 0; border: 0; min-width: 0; }
    td.time { grid-area: time; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
    td.type { grid-area: type; font-weight: 500; }
    td.description { grid-area: description; }
    td.order { grid-area: order; overflow-wrap: anywhere; font-size: ${({ theme }) => theme.fontSize.sm}; }
    td.amount { grid-area: amount; }
    td.balance { grid-area: balance; font-size: ${({ theme }) => theme.fontSize.sm}; }
    td.balance::before, td.order::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.textFaint};
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
    td.order.none { display: none; }
  }
`;

const Signed = styled.span<{ $positive: boolean }>`
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
`;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The viewer's transactions under the chosen type and order-number search, newest first, 20 at a time. */
export function WalletTransactionList({ viewer }: { viewer: WalletTransactionList_viewer$key }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const [, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<WalletTransactionListPaginationQuery, WalletTransactionList_viewer$key>(
    graphql`
      fragment WalletTransactionList_viewer on Viewer
      @refetchable(queryName: "WalletTransactionListPaginationQuery")
      @argumentDefinitions(
        type: { type: "WalletTransactionType" }
        orderNo: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        wallet {
          transactions(type: $type, orderNo: $orderNo, first: $first, after: $after) @connection(key: "WalletTransactionList_transactions", filters: ["type", "orderNo"]) {
            totalCount
            edges {
              node {
                key
                type
                amount
                balanceAfter
                account
                orderNo
                leaseNo
                description
                createdAt
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  // money moved (a sale settled, a purchase, a recharge credited, a withdrawal made or failed, a lease's money held or paid): the
  // newest rows are fetched again under the page's type and order-number filters
  useRefetchOnLiveEvent(
    (event) =>
      event.__typename === 'WalletChanged' ||
      event.__typename === 'WithdrawalChanged' ||
      event.__typename === 'RechargeChanged' ||
      event.__typename === 'LeaseChanged',
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
  );
  const { edges, totalCount } = data.wallet.transactions;
  if (edges.length === 0) return <EmptyState>{t('page.wallet.empty')}</EmptyState>;
  return (
    <div>
      <Total>{t('page.wallet.count', { count: totalCount })}</Total>
      <Table data-testid="wallet-transactions">
        <thead>
          <tr>
            <th>{t('page.wallet.columns.time')}</th>
            <th>{t('page.wallet.columns.type')}</th>
            <th>{t('page.wallet.columns.description')}</th>
            <th>{t('page.wallet.columns.orderNo')}</th>
            <th className="amount">{t('page.wallet.columns.amount')}</th>
            <th className="amount">{t('page.wallet.columns.balanceAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.key} data-testid="wallet-transaction">
              <td className="time">{formatDateTime(String(node.createdAt))}</td>
              <td className="type">{t(`page.wallet.types.${node.type as 'BUY'}`, { defaultValue: node.type })}</td>
              <td className="description">
                {node.description}
                <small>{t(`page.wallet.accounts.${node.account as 'DEPOSIT'}`, { defaultValue: node.account })}</small>
              </td>
              <td className={node.orderNo ? 'order' : 'order none'} data-label={t('page.wallet.columns.orderNo')}>
                {node.orderNo ? (
                  <Link to={`/user/orderDetail?orderNo=${encodeURIComponent(node.orderNo)}`}>{node.orderNo}</Link>
                ) : node.leaseNo ? (
                  <Link to={`/user/lease?leaseNo=${encodeURIComponent(node.leaseNo)}`}>{node.leaseNo}</Link>
                ) : (
                  '—'
                )}
              </td>
              <td className="amount" data-testid="wallet-transaction-amount">
                <Signed $positive={node.amount >= 0}>
                  {node.amount >= 0 ? '+' : '−'}
                  {format(Math.abs(node.amount))}
                </Signed>
              </td>
              <td className="amount balance" data-label={t('page.wallet.columns.balanceAfter')}>
                {node.balanceAfter === null || node.balanceAfter === undefined ? '—' : format(node.balanceAfter)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(WALLET_PAGE_SIZE)} />
    </div>
  );
}
