import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { InventoryFilter, InventoryPageQuery, InventorySort, InventoryTab } from '../../../__generated__/InventoryPageQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { INVENTORY_SORTS, InventorySortSelect } from '../../../components/inventory/InventorySortSelect.tsx';
import { TextInput } from '../../../components/Form.tsx';
import { useOnValueChange } from '../../../components/useOnValueChange.ts';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { Select, Toolbar } from '../../../components/Toolbar.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { InventoryGroupGrid } from './InventoryGroupGrid.tsx';
import { INVENTORY_PAGE_SIZE, InventoryItemGrid } from '../../../components/inventory/InventoryItemGrid.tsx';
import { InventoryRefreshButton } from './InventoryRefreshButton.tsx';
import { InventoryLeaseShelf, useOfferedInventoryItemIds } from './InventoryLeaseShelf.tsx';
import { OfferedForRentContext } from '../../../components/lease/offeredForRent.ts';
import { SellBar } from '../../../components/inventory/SellBar.tsx';
import { useSelection } from '../../../components/inventory/useSelection.ts';
import { isListingMove, useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';

export const inventoryPageQuery = graphql`
  query InventoryPageQuery(
    $filter: InventoryFilter
    $sort: InventorySort
    $first: Int
    $byVariety: Boolean!
    $search: String
    $steamAccountId: ID
    $purpose: InventorySelectPurpose!
  ) {
    viewer {
      id
      inventoryCounts(search: $search, steamAccountId: $steamAccountId) {
        all
        unlisted
        listed
        nonTradable
      }
      steamAccounts(first: 50) {
        edges {
          node {
            id
            accountName
            status
          }
        }
      }
      ...InventoryRefreshButton_viewer
      ...InventoryLeaseShelf_viewer
      ...InventoryGroupGrid_viewer
        @include(if: $byVariety)
        @alias(as: "groups")
        @arguments(filter: $filter, sort: $sort, first: $first, purpose: $purpose)
      ...InventoryItemGrid_viewer @skip(if: $byVariety) @alias(as: "items") @arguments(filter: $filter, sort: $sort, first: $first, purpose: $purpose)
    }
  }
`;

export const INVENTORY_TABS = [
  { key: 'all', tab: 'ALL' },
  { key: 'unlisted', tab: 'UNLISTED' },
  { key: 'listed', tab: 'LISTED' },
  { key: 'nonTradable', tab: 'NON_TRADABLE' },
] as const satisfies readonly { key: string; tab: InventoryTab }[];
type TabKey = (typeof INVENTORY_TABS)[number]['key'];

type ViewMode = 'variety' | 'quantity';

export type InventoryParams = { tab: TabKey; view: ViewMode; sort: InventorySort; account: string | null; search: string };

/** The page's state in the URL: ?tab=all|unlisted|listed|nonTradable&view=variety|quantity&sort=…&account=…&q=… */
export function readInventoryParams(params: URLSearchParams): InventoryParams {
  const tab = INVENTORY_TABS.find((entry) => entry.key === params.get('tab'))?.key ?? 'all';
  const view: ViewMode = params.get('view') === 'quantity' ? 'quantity' : 'variety';
  const sortParam = params.get('sort');
  const sort = INVENTORY_SORTS.find((value) => value === sortParam) ?? 'DEFAULT';
  return { tab, view, sort, account: params.get('account') || null, search: (params.get('q') ?? '').trim() };
}

export function inventoryFilter(params: InventoryParams): InventoryFilter {
  const filter: InventoryFilter = { tab: INVENTORY_TABS.find((entry) => entry.key === params.tab)!.tab };
  if (params.account) filter.steamAccountId = params.account;
  if (params.search) filter.search = params.search;
  return filter;
}

type InventoryData = { query: PreloadedQuery<InventoryPageQuery>; params: InventoryParams };

/** Loads the page's query (counts, accounts, refresh state and the first page of the grid) for the URL's filters. */
export function inventoryLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<InventoryData> => {
    const params = readInventoryParams(new URL(request.url).searchParams);
    const query = await preloadRouteQuery<InventoryPageQuery>(
      'inventory',
      environment,
      inventoryPageQuery,
      {
        filter: inventoryFilter(params),
        sort: params.sort,
        first: INVENTORY_PAGE_SIZE,
        byVariety: params.view === 'variety',
        search: params.search || null,
        steamAccountId: params.account,
        purpose: params.tab === 'listed' ? 'LISTED' : 'LIST',
      },
      'network-only',
    );
    return { query, params };
  });
}

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  height: 40px;
  margin-bottom: -1px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input { width: 220px; height: 36px; }
`;

const Segmented = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
`;

const Segment = styled.button<{ $active: boolean }>`
  height: 34px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
`;

function InventoryContent({ query, params }: InventoryData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const data = usePreloadedQuery<InventoryPageQuery>(inventoryPageQuery, query);
  const purpose = params.tab === 'listed' ? 'listed' : 'list';
  // a new filter is a new grid: the selection starts over
  const { selection, selected, clear } = useSelection(purpose, [params.tab, params.view, params.sort, params.account, params.search].join('\n'));
  // the search box follows the URL (back, forward)
  const [search, setSearch] = useState(params.search);
  useOnValueChange(params.search, () => setSearch(params.search));

  // a new price follows from the store; a listing sold, unlisted or made elsewhere moves its item
  // between the tabs and changes their counts and the variety rows' quantities: fetched again; so does
  // a lease's step (an item rented, lent out or back: its badge, 我的出租)
  useRefetchOnLiveEvent(
    (event) => isListingMove(event) || event.__typename === 'LeaseChanged',
    () => void revalidator.revalidate(),
  );

  const viewer = data.viewer;
  const offeredForRent = useOfferedInventoryItemIds(viewer ?? null);
  if (!viewer) return null;

  const go = (changes: Record<string, string | null>) => {
    // a change while another one is loading builds on the pending one
    const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
    const next = new URLSearchParams((pending ?? location).search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    void navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
  };
  const refetch = () => void revalidator.revalidate();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim() || null });
  };
  const filter = inventoryFilter(params);
  const counts = viewer.inventoryCounts;

  return (
    <UserPage>
      <h1>{t('page.inventory.title')}</h1>
      <Panel title={t('page.inventory.panel')} action={<InventoryRefreshButton viewer={viewer} onFinished={refetch} />} testId="inventory">
        <Tabs role="tablist" aria-label={t('page.inventory.tabsLabel')}>
          {INVENTORY_TABS.map((entry) => (
            <Tab
              key={entry.key}
              type="button"
              role="tab"
              aria-selected={entry.key === params.tab}
              $active={entry.key === params.tab}
              data-testid={`inventory-tab-${entry.key}`}
              onClick={() => go({ tab: entry.key === 'all' ? null : entry.key })}
            >
              {t(`page.inventory.tabs.${entry.key}`, { count: counts[entry.key] })}
            </Tab>
          ))}
        </Tabs>
        <Toolbar>
          <Select
            aria-label={t('page.inventory.account')}
            value={params.account ?? ''}
            data-testid="account-select"
            onChange={(event) => go({ account: event.target.value || null })}
          >
            <option value="">{t('page.inventory.allAccounts')}</option>
            {viewer.steamAccounts.edges.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.accountName}
              </option>
            ))}
          </Select>
          <InventorySortSelect value={params.sort} onChange={(sort) => go({ sort: sort === 'DEFAULT' ? null : sort })} />
          <Segmented role="group" aria-label={t('page.inventory.viewLabel')}>
            <Segment
              type="button"
              $active={params.view === 'variety'}
              aria-pressed={params.view === 'variety'}
              data-testid="view-variety"
              onClick={() => go({ view: null })}
            >
              {t('page.inventory.view.variety')}
            </Segment>
            <Segment
              type="button"
              $active={params.view === 'quantity'}
              aria-pressed={params.view === 'quantity'}
              data-testid="view-quantity"
              onClick={() => go({ view: 'quantity' })}
            >
              {t('page.inventory.view.quantity')}
            </Segment>
          </Segmented>
          <SearchForm role="search" onSubmit={onSearch}>
            <TextInput
              value={search}
              placeholder={t('page.inventory.searchPlaceholder')}
              aria-label={t('page.inventory.search')}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">{t('page.inventory.search')}</Button>
          </SearchForm>
        </Toolbar>
        <div role="tabpanel">
          <OfferedForRentContext.Provider value={offeredForRent}>
            {viewer.groups ? <InventoryGroupGrid viewer={viewer.groups} selection={selection} filter={filter} sort={params.sort} /> : null}
            {viewer.items ? <InventoryItemGrid viewer={viewer.items} selection={selection} filter={filter} sort={params.sort} /> : null}
          </OfferedForRentContext.Provider>
        </div>
        <SellBar purpose={purpose} selected={selected} onClear={clear} onChanged={refetch} />
      </Panel>
      <InventoryLeaseShelf viewer={viewer} onChanged={refetch} />
    </UserPage>
  );
}

/** /user/inventory: tabs with counts, account, search, sort, by variety or quantity, select, list, refresh. */
export function InventoryPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as InventoryData | null;
  useDocumentTitle(t('page.inventory.title'));
  return loaded ? <InventoryContent query={loaded.query} params={loaded.params} /> : <PageSpinner />;
}
