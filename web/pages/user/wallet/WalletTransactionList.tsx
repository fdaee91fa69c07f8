import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { WalletTransactionList_viewer$key } from '../../../__generated__/WalletTransactionList_viewer.graphql.ts';
import type { WalletTransactionListPaginationQuery } from '../../../__generated__/WalletTransactionListPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
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
  const { t, i18n } = useTranslation();
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
  // money moved (a sale settled, a purchase, a recharge credited, a withdrawal made or failed): the
  // newest rows are fetched again under the page's type and order-number filters
  useRefetchOnLiveEvent(
    (event) => event.__typename === 'WalletChanged' || event.__typename === 'WithdrawalChanged' || event.__typename === 'RechargeChanged',
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
  );
  const { edges, totalCount } = data.wallet.transactions;
  if (edges.length === 0) return <EmptyState>{t('page.wallet.empty')}</EmptyState>;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'short', timeStyle: 'medium' });
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
              <td>{time.format(new Date(String(node.createdAt)))}</td>
              <td>{t(`page.wallet.types.${node.type as 'BUY'}`, { defaultValue: node.type })}</td>
              <td>
                {node.description}
                <small>{t(`page.wallet.accounts.${node.account as 'DEPOSIT'}`, { defaultValue: node.account })}</small>
              </td>
              <td>{node.orderNo ? <Link to={`/user/orderDetail?orderNo=${encodeURIComponent(node.orderNo)}`}>{node.orderNo}</Link> : '—'}</td>
              <td className="amount">
                <Signed $positive={node.amount >= 0}>
                  {node.amount >= 0 ? '+' : '−'}
                  {format(Math.abs(node.amount))}
                </Signed>
              </td>
              <td className="amount">{node.balanceAfter === null || node.balanceAfter === undefined ? '—' : format(node.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(WALLET_PAGE_SIZE)} />
    </div>
  );
}
