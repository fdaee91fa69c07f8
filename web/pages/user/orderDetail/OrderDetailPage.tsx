import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { OrderDetailPage_order$key } from '../../../__generated__/OrderDetailPage_order.graphql.ts';
import type { OrderDetailPageQuery } from '../../../__generated__/OrderDetailPageQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { QUIET } from '../../../relay/network.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { isPending } from '../../../lib/orderStatus.ts';
import { useLiveEventsConnected } from '../../../session/LiveEvents.tsx';
import { UserPage } from '../../../components/UserPage.tsx';
import { OrderActionBar } from './OrderActionBar.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { OrderItemInfo } from './OrderItemInfo.tsx';
import { OrderOffer } from './OrderOffer.tsx';
import { OrderParties } from './OrderParties.tsx';
import { OrderStatusCard } from './OrderStatusCard.tsx';
import { OrderSteps } from './OrderSteps.tsx';

/** How often a pending order is read again (its status moves with payments, Steam and deadlines). */
export const ORDER_REFRESH_MS = 5000;
/** What an order number may hold (the API refuses anything else). */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

export const orderDetailPageQuery = graphql`
  query OrderDetailPageQuery($orderNo: String!) {
    order(orderNo: $orderNo) {
      id
      ...OrderDetailPage_order
    }
  }
`;

type OrderDetailData = { query: PreloadedQuery<OrderDetailPageQuery> | null; orderNo: string };

/** /user/orderDetail?orderNo=…: the order is read by its number; a malformed number reads nothing. */
export function orderDetailLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<OrderDetailData> => {
    const orderNo = new URL(request.url).searchParams.get('orderNo')?.trim() ?? '';
    if (!ORDER_NO.test(orderNo)) return { query: null, orderNo };
    const query = await preloadRouteQuery<OrderDetailPageQuery>('orderDetail', environment, orderDetailPageQuery, { orderNo }, 'network-only');
    return { query, orderNo };
  });
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(5)}; min-width: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { grid-template-columns: 1fr; }
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

/** The order's panels; refreshes itself every 5 s while the order is pending. */
function OrderDetail({ order, orderNo }: { order: OrderDetailPage_order$key; orderNo: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment OrderDetailPage_order on Order {
        status
        ...OrderSteps_order
        ...OrderStatusCard_order
        ...OrderItemInfo_order
        ...OrderAmounts_order
        ...OrderParties_order
        ...OrderOffer_order
        ...OrderActionBar_order
      }
    `,
    order,
  );
  const pending = isPending(data.status);
  // while the tab's live stream is up the order arrives by itself (web/session/LiveEvents.tsx)
  const live = useLiveEventsConnected();
  useEffect(() => {
    if (!pending || live) return;
    const timer = setInterval(() => {
      fetchQuery<OrderDetailPageQuery>(
        environment,
        orderDetailPageQuery,
        { orderNo },
        { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { [QUIET]: true } } },
      ).subscribe({});
    }, ORDER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, live, environment, orderNo]);

  return (
    <>
      <Panel title={t('page.orderDetail.progress')} testId="order-steps">
        <OrderSteps order={data} />
      </Panel>
      <Grid>
        <div>
          <Panel title={t('page.orderDetail.item')}>
            <OrderItemInfo order={data} />
          </Panel>
          <Panel title={t('page.orderDetail.offer.title')}>
            <OrderOffer order={data} />
          </Panel>
        </div>
        <div>
          <Panel title={t('page.orderDetail.statusTitle')}>
            <OrderStatusCard order={data} />
            <OrderActionBar order={data} />
          </Panel>
          <Panel title={t('page.orderDetail.amounts.title')}>
            <OrderAmounts order={data} />
          </Panel>
          <Panel title={t('page.orderDetail.parties')}>
            <OrderParties order={data} />
          </Panel>
        </div>
      </Grid>
    </>
  );
}

function NoSuchOrder() {
  const { t } = useTranslation();
  return (
    <EmptyState>
      <strong data-testid="order-not-found">{t('page.orderDetail.notFound')}</strong>
      <span>{t('page.orderDetail.notFoundText')}</span>
      <Link to="/user/order">{t('page.orderDetail.toOrders')}</Link>
    </EmptyState>
  );
}

function OrderDetailContent({ query, orderNo }: { query: PreloadedQuery<OrderDetailPageQuery>; orderNo: string }) {
  const data = usePreloadedQuery<OrderDetailPageQuery>(orderDetailPageQuery, query);
  return data.order ? <OrderDetail order={data.order} orderNo={orderNo} /> : <NoSuchOrder />;
}

/** /user/orderDetail?orderNo=…: steps, item, amounts, parties, status and time left, the offer, the actions allowed now. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as OrderDetailData | null;
  useDocumentTitle(t('page.orderDetail.title'));
  if (!loaded) return <PageSpinner />;
  return (
    <UserPage>
      <Back to="/user/order">{t('page.orderDetail.back')}</Back>
      <h1>{t('page.orderDetail.title')}</h1>
      {loaded.query ? <OrderDetailContent query={loaded.query} orderNo={loaded.orderNo} /> : <NoSuchOrder />}
    </UserPage>
  );
}
