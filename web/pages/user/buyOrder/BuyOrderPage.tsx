import { useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { BuyOrderPageList_viewer$key } from '../../../__generated__/BuyOrderPageList_viewer.graphql.ts';
import type { BuyOrderPageListPaginationQuery } from '../../../__generated__/BuyOrderPageListPaginationQuery.graphql.ts';
import type { BuyOrderPageQuery, BuyOrderStatusFilter } from '../../../__generated__/BuyOrderPageQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { Tab, TabList } from '../../../components/Tabs.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { BUY_ORDER_COLUMNS, BuyOrderRow } from './BuyOrderRow.tsx';

const PAGE_SIZE = 20;
/** The status tabs, in the URL as ?status=open|closed. */
const STATUS_TABS = ['all', 'open', 'closed'] as const;
type StatusTab = (typeof STATUS_TABS)[number];
const FILTER_OF_TAB: Record<StatusTab, BuyOrderStatusFilter> = { all: 'ALL', open: 'OPEN', closed: 'CLOSED' };

export const buyOrderPageQuery = graphql`
  query BuyOrderPageQuery($status: BuyOrderStatusFilter, $first: Int) {
    viewer {
      id
      ...BuyOrderPageList_viewer @arguments(status: $status, first: $first)
    }
  }
`;

type BuyOrderData = { query: PreloadedQuery<BuyOrderPageQuery>; status: StatusTab };

export function buyOrderLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<BuyOrderData> => {
    const status = STATUS_TABS.find((value) => value === new URL(request.url).searchParams.get('status')) ?? 'all';
    const query = await preloadRouteQuery<BuyOrderPageQuery>(
      'buyOrder',
      environment,
      buyOrderPageQuery,
      { status: FILTER_OF_TAB[status], first: PAGE_SIZE },
      'network-only',
    );
    return { query, status };
  });
}

function BuyOrderList({ viewer }: { viewer: BuyOrderPageList_viewer$key }) {
  const { t } = useTranslation();
  const [, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BuyOrderPageListPaginationQuery, BuyOrderPageList_viewer$key>(
    graphql`
      fragment BuyOrderPageList_viewer on Viewer
      @refetchable(queryName: "BuyOrderPageListPaginationQuery")
      @argumentDefinitions(status: { type: "BuyOrderStatusFilter" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        buyOrders(status: $status, first: $first, after: $after) @connection(key: "BuyOrderPageList_buyOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...BuyOrderRow_buyOrder
            }
          }
        }
      }
    `,
    viewer,
  );
  // a listed buy order follows from the store (the event carries it); the list is fetched again for
  // one placed elsewhere, and for one that ended (it leaves the 进行中 tab)
  useRefetchOnLiveEvent(
    (event) =>
      event.__typename === 'BuyOrderChanged' &&
      (!data.buyOrders.edges.some(({ node }) => node.id === event.buyOrder?.id) ||
        event.event === 'CANCELLED' ||
        event.event === 'EXPIRED' ||
        (event.event === 'FILLED' && event.buyOrder != null && event.buyOrder.filledQuantity >= event.buyOrder.quantity)),
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
  );
  const { edges } = data.buyOrders;
  if (edges.length === 0) return <EmptyState>{t('page.buyOrder.empty')}</EmptyState>;
  return (
    <div>
      <RecordTable
        caption={t('page.buyOrder.records')}
        columns={BUY_ORDER_COLUMNS}
        headers={[
          t('page.buyOrder.columns.item'),
          t('page.buyOrder.columns.price'),
          t('page.buyOrder.columns.filled'),
          t('page.buyOrder.columns.terms'),
          t('page.buyOrder.columns.status'),
          t('page.buyOrder.columns.actions'),
        ]}
        wideFirstCell
      >
        {edges.map(({ node }) => (
          <BuyOrderRow key={node.id} buyOrder={node} />
        ))}
      </RecordTable>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} showEnd={false} />
    </div>
  );
}

function BuyOrderContent({ query, status }: BuyOrderData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<BuyOrderPageQuery>(buyOrderPageQuery, query);
  if (!data.viewer) return null; // signed out meanwhile: the user layout shows the login guard
  return (
    <UserPage>
      <h1>{t('page.buyOrder.title')}</h1>
      <Panel title={t('page.buyOrder.records')} subtitle={t('page.buyOrder.subtitle')} testId="buy-order-panel">
        <TabList role="tablist" aria-label={t('page.buyOrder.statusLabel')}>
          {STATUS_TABS.map((value) => (
            <Tab
              key={value}
              type="button"
              role="tab"
              aria-selected={value === status}
              $active={value === status}
              onClick={() => void navigate({ search: value === 'all' ? '' : `?status=${value}` }, { preventScrollReset: true })}
            >
              {t(`page.buyOrder.tabs.${value}`)}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel">
          <BuyOrderList viewer={data.viewer} />
        </div>
      </Panel>
    </UserPage>
  );
}

/** /user/buyOrder: the viewer's buy orders (求购), open and closed, with their fills and cancel. */
export function BuyOrderPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as BuyOrderData | null;
  useDocumentTitle(t('page.buyOrder.title'));
  return loaded ? <BuyOrderContent query={loaded.query} status={loaded.status} /> : <PageSpinner />;
}
