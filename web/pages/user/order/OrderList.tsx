import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderList_viewer$key } from '../../../__generated__/OrderList_viewer.graphql.ts';
import type { OrderListPaginationQuery } from '../../../__generated__/OrderListPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { ORDER_COLUMNS, OrderRow } from './OrderRow.tsx';

export const ORDER_PAGE_SIZE = 20;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The viewer's buy or sell records under the status filter and order-number search, 20 at a time. */
export function OrderList({ viewer, direction }: { viewer: OrderList_viewer$key; direction: 'BUY' | 'SELL' }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OrderListPaginationQuery, OrderList_viewer$key>(
    graphql`
      fragment OrderList_viewer on Viewer
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(
        direction: { type: "OrderDirection!" }
        status: { type: "OrderStatusFilter" }
        orderNo: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        orders(direction: $direction, status: $status, orderNo: $orderNo, first: $first, after: $after)
          @connection(key: "OrderList_orders", filters: ["direction", "status", "orderNo"]) {
          totalCount
          edges {
            node {
              id
              ...OrderRow_order
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, totalCount } = data.orders;
  if (edges.length === 0) return <EmptyState>{t(direction === 'SELL' ? 'page.order.emptySell' : 'page.order.emptyBuy')}</EmptyState>;
  return (
    <div>
      <Total>{t('page.order.count', { count: totalCount })}</Total>
      <RecordTable
        caption={t(direction === 'SELL' ? 'page.order.directions.sell' : 'page.order.directions.buy')}
        columns={ORDER_COLUMNS}
        headers={[
          t('page.order.columns.item'),
          t('page.order.columns.price'),
          t('page.order.columns.status'),
          t('page.order.columns.time'),
          t(direction === 'SELL' ? 'page.order.buyer' : 'page.order.seller'),
          t('page.order.columns.actions'),
        ]}
        testId="order-list"
      >
        {edges.map(({ node }) => (
          <OrderRow key={node.id} order={node} />
        ))}
      </RecordTable>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(ORDER_PAGE_SIZE)} />
    </div>
  );
}
