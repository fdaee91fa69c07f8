import { useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { BargainPageList_viewer$key } from '../../../__generated__/BargainPageList_viewer.graphql.ts';
import type { BargainPageListPaginationQuery } from '../../../__generated__/BargainPageListPaginationQuery.graphql.ts';
import type { BargainPageQuery, BargainRole, BargainStatusFilter } from '../../../__generated__/BargainPageQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { Tab, TabList } from '../../../components/Tabs.tsx';
import { Toggle, ToggleGroup } from '../../../components/ToggleGroup.tsx';
import { Toolbar } from '../../../components/Toolbar.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { BARGAIN_COLUMNS, BARGAIN_HEADERS, BargainRow } from './BargainRow.tsx';

const PAGE_SIZE = 20;
/** The sides, in the URL as ?role=seller (the offers received); made by default. */
const ROLES = ['BUYER', 'SELLER'] as const satisfies readonly BargainRole[];
/** The status filter, in the URL as ?status=open|closed. */
const STATUS_FILTERS = ['all', 'open', 'closed'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const FILTER_OF: Record<StatusFilter, BargainStatusFilter> = { all: 'ALL', open: 'OPEN', closed: 'CLOSED' };

export const bargainPageQuery = graphql`
  query BargainPageQuery($role: BargainRole, $status: BargainStatusFilter, $first: Int) {
    viewer {
      id
      ...BargainPageList_viewer @arguments(role: $role, status: $status, first: $first)
    }
  }
`;

type BargainData = { query: PreloadedQuery<BargainPageQuery>; role: BargainRole; status: StatusFilter };

export function bargainLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<BargainData> => {
    const params = new URL(request.url).searchParams;
    const role = ROLES.find((value) => value.toLowerCase() === params.get('role')) ?? 'BUYER';
    const status = STATUS_FILTERS.find((value) => value === params.get('status')) ?? 'all';
    const query = await preloadRouteQuery<BargainPageQuery>(
      'bargain',
      environment,
      bargainPageQuery,
      { role, status: FILTER_OF[status], first: PAGE_SIZE },
      'network-only',
    );
    return { query, role, status };
  });
}

/** The page's address for a side and a status filter (the defaults are left out). */
function searchOf(role: BargainRole, status: StatusFilter): string {
  const params = new URLSearchParams();
  if (role === 'SELLER') params.set('role', 'seller');
  if (status !== 'all') params.set('status', status);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The filter, the count and the table, one under the other. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The events that end an offer: it leaves the list of open offers. */
const CLOSING: readonly string[] = ['ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'];

function BargainList({ viewer, role }: { viewer: BargainPageList_viewer$key; role: BargainRole }) {
  const { t } = useTranslation();
  const [, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BargainPageListPaginationQuery, BargainPageList_viewer$key>(
    graphql`
      fragment BargainPageList_viewer on Viewer
      @refetchable(queryName: "BargainPageListPaginationQuery")
      @argumentDefinitions(
        role: { type: "BargainRole", defaultValue: BUYER }
        status: { type: "BargainStatusFilter", defaultValue: ALL }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        bargains(role: $role, status: $status, first: $first, after: $after) @connection(key: "BargainPageList_bargains", filters: ["role", "status"]) {
          totalCount
          edges {
            node {
              id
              ...BargainRow_bargain
            }
          }
        }
      }
    `,
    viewer,
  );
  // an offer of this side follows from the store (the event carries it); the list is fetched again
  // for one it does not hold yet (made in another tab) and for one that ended (it leaves the open filter)
  useRefetchOnLiveEvent(
    (event) =>
      event.__typename === 'BargainChanged' &&
      event.bargain?.role === role &&
      (!data.bargains.edges.some(({ node }) => node.id === event.bargain?.id) || CLOSING.includes(event.bargainEvent ?? '')),
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
  );
  const { edges, totalCount } = data.bargains;
  if (edges.length === 0) return <EmptyState>{t(`page.bargain.empty.${role as 'BUYER'}`)}</EmptyState>;
  return (
    <Column>
      <Count data-testid="bargain-total">{t('page.bargain.total', { count: totalCount })}</Count>
      <RecordTable
        caption={t('page.bargain.records')}
        columns={BARGAIN_COLUMNS}
        headers={BARGAIN_HEADERS.map((column) => t(`page.bargain.columns.${column}`))}
        wideFirstCell
      >
        {edges.map(({ node }) => (
          <BargainRow key={node.id} bargain={node} />
        ))}
      </RecordTable>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} showEnd={false} />
    </Column>
  );
}

function BargainContent({ query, role, status }: BargainData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<BargainPageQuery>(bargainPageQuery, query);
  if (!data.viewer) return null; // signed out meanwhile: the user layout shows the login guard
  const go = (nextRole: BargainRole, nextStatus: StatusFilter) => void navigate({ search: searchOf(nextRole, nextStatus) }, { preventScrollReset: true });
  return (
    <UserPage>
      <h1>{t('page.bargain.title')}</h1>
      <Panel title={t('page.bargain.records')} subtitle={t('page.bargain.subtitle')} testId="bargain-panel">
        <TabList role="tablist" aria-label={t('page.bargain.roleLabel')}>
          {ROLES.map((value) => (
            <Tab key={value} type="button" role="tab" aria-selected={value === role} $active={value === role} onClick={() => go(value, status)}>
              {t(`page.bargain.roles.${value}`)}
            </Tab>
          ))}
        </TabList>
        <Column role="tabpanel">
          <Toolbar>
            <ToggleGroup role="group" aria-label={t('page.bargain.statusLabel')}>
              {STATUS_FILTERS.map((value) => (
                <Toggle key={value} type="button" aria-pressed={value === status} $selected={value === status} onClick={() => go(role, value)}>
                  {t(`page.bargain.filters.${value}`)}
                </Toggle>
              ))}
            </ToggleGroup>
          </Toolbar>
          <BargainList viewer={data.viewer} role={role} />
        </Column>
      </Panel>
    </UserPage>
  );
}

/** /user/bargain (我的还价): the offers the viewer made and received, open and closed, with what each side may do and every step. */
export function BargainPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as BargainData | null;
  useDocumentTitle(t('page.bargain.title'));
  return loaded ? <BargainContent query={loaded.query} role={loaded.role} status={loaded.status} /> : <PageSpinner />;
}
