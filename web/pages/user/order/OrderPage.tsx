import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import { Tab, TabCount, TabList } from '../../../components/Tabs.tsx';
import type { OrderPageQuery, OrderStatusFilter } from '../../../__generated__/OrderPageQuery.graphql.ts';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDebouncedValue } from '../../../components/useDebouncedValue.ts';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { ORDER_PAGE_SIZE, OrderList } from './OrderList.tsx';

export const orderPageQuery = graphql`
  query OrderPageQuery($direction: OrderDirection!, $status: OrderStatusFilter, $orderNo: String, $first: Int) {
    viewer {
      id
      ordersToDeliver
      ...OrderList_viewer @arguments(direction: $direction, status: $status, orderNo: $orderNo, first: $first)
    }
  }
`;

/** Buy records and sell records, in the URL as ?direction=sell. */
export const ORDER_DIRECTIONS = ['buy', 'sell'] as const;
export type OrderDirectionTab = (typeof ORDER_DIRECTIONS)[number];
/** The status filter (all, pending, successful, failed), in the URL as ?status=…. */
export const ORDER_STATUS_TABS = ['all', 'pending', 'successful', 'failed'] as const;
export type OrderStatusTab = (typeof ORDER_STATUS_TABS)[number];
const FILTER_OF_TAB: Record<OrderStatusTab, OrderStatusFilter> = { all: 'ALL', pending: 'PENDING', successful: 'SUCCESSFUL', failed: 'FAILED' };
/** What an order number may hold (the API refuses anything else). */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

type OrderData = { query: PreloadedQuery<OrderPageQuery>; direction: OrderDirectionTab; status: OrderStatusTab; orderNo: string };

/** ?direction=buy|sell & ?status=pending|successful|failed & ?orderNo=… are the page query's filters. */
export function orderLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<OrderData> => {
    const params = new URL(request.url).searchParams;
    const direction = ORDER_DIRECTIONS.find((value) => value === params.get('direction')) ?? 'buy';
    const status = ORDER_STATUS_TABS.find((value) => value === params.get('status')) ?? 'all';
    const requested = params.get('orderNo')?.trim() ?? '';
    const orderNo = ORDER_NO.test(requested) ? requested : '';
    const query = await preloadRouteQuery<OrderPageQuery>(
      'order',
      environment,
      orderPageQuery,
      { direction: direction === 'sell' ? 'SELL' : 'BUY', status: FILTER_OF_TAB[status], orderNo: orderNo || null, first: ORDER_PAGE_SIZE },
      'network-only',
    );
    return { query, direction, status, orderNo };
  });
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Filter = styled.button<{ $active: boolean }>`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 16px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Search = styled.input`
  width: 260px;
  max-width: 100%;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

function searchOf(direction: OrderDirectionTab, status: OrderStatusTab, orderNo: string): string {
  const params = new URLSearchParams();
  if (direction !== 'buy') params.set('direction', direction);
  if (status !== 'all') params.set('status', status);
  if (orderNo) params.set('orderNo', orderNo);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function OrderContent({ query, direction, status, orderNo }: OrderData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<OrderPageQuery>(orderPageQuery, query);
  // a row follows its order from the store (the event carries it); the list is fetched again for what
  // the store cannot say: a new sale or purchase, an order leaving the status filter, the 待发货 badge
  const revalidator = useRevalidator();
  useRefetchOnLiveEvent(
    (event) => event.__typename === 'OrderChanged',
    () => void revalidator.revalidate(),
  );
  // the order-number search queries 500 ms after the typing stops
  const [typed, setTyped] = useState(orderNo);
  const settled = useDebouncedValue(typed.trim());
  const invalid = settled !== '' && !ORDER_NO.test(settled);
  useEffect(() => {
    if (settled !== orderNo && !invalid) void navigate({ search: searchOf(direction, status, settled) }, { replace: true, preventScrollReset: true });
  }, [settled, orderNo, direction, status, invalid, navigate]);

  const viewer = data.viewer;
  if (!viewer) return null; // signed out meanwhile: the user layout shows the login guard
  const toDeliver = viewer.ordersToDeliver;
  return (
    <UserPage>
      <h1>{t('page.order.title')}</h1>
      <Panel title={t('page.order.records')} testId="order-panel">
        <TabList role="tablist" aria-label={t('page.order.directionsLabel')}>
          {ORDER_DIRECTIONS.map((value) => (
            <Tab
              key={value}
              type="button"
              role="tab"
              aria-selected={value === direction}
              $active={value === direction}
              onClick={() => void navigate({ search: searchOf(value, status, orderNo) }, { preventScrollReset: true })}
            >
              {t(`page.order.directions.${value}`)}
              {value === 'sell' && toDeliver > 0 ? (
                <TabCount data-testid="order-deliver-badge" aria-label={t('page.order.toDeliverCount', { count: toDeliver })}>
                  {toDeliver > 99 ? '99+' : toDeliver}
                </TabCount>
              ) : null}
            </Tab>
          ))}
        </TabList>
        <Toolbar>
          <Filters role="group" aria-label={t('page.order.statusLabel')}>
            {ORDER_STATUS_TABS.map((value) => (
              <Filter
                key={value}
                type="button"
                aria-pressed={value === status}
                $active={value === status}
                onClick={() => void navigate({ search: searchOf(direction, value, orderNo) }, { preventScrollReset: true })}
              >
                {t(`page.order.statuses.${value}`)}
              </Filter>
            ))}
          </Filters>
          <Search
            type="search"
            value={typed}
            maxLength={64}
            aria-label={t('page.order.searchLabel')}
            aria-invalid={invalid}
            placeholder={t('page.order.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Toolbar>
        <div role="tabpanel">
          <OrderList viewer={viewer} direction={direction === 'sell' ? 'SELL' : 'BUY'} />
        </div>
      </Panel>
    </UserPage>
  );
}

/** /user/order: buy and sell records with a status filter and an order-number search; the sell tab puts 待发货 first. */
export function OrderPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as OrderData | null;
  useDocumentTitle(t('page.order.title'));
  return loaded ? <OrderContent query={loaded.query} direction={loaded.direction} status={loaded.status} orderNo={loaded.orderNo} /> : <PageSpinner />;
}
