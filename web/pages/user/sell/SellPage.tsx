import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { InventoryFilter, InventorySort, SellPageQuery } from '../../../__generated__/SellPageQuery.graphql.ts';
import { INVENTORY_SORTS, InventorySortSelect } from '../../../components/inventory/InventorySortSelect.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { Toolbar } from '../../../components/Toolbar.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { INVENTORY_PAGE_SIZE, InventoryItemGrid } from '../../../components/inventory/InventoryItemGrid.tsx';
import { SellBar } from '../../../components/inventory/SellBar.tsx';
import { useSelection } from '../../../components/inventory/useSelection.ts';
import { isListingMove, useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';

export const sellPageQuery = graphql`
  query SellPageQuery($filter: InventoryFilter, $sort: InventorySort, $first: Int) {
    viewer {
      id
      inventoryCounts {
        listed
      }
      ...InventoryItemGrid_viewer @arguments(filter: $filter, sort: $sort, first: $first, purpose: LISTED)
    }
  }
`;

const LISTED: InventoryFilter = { tab: 'LISTED' };

type SellData = { query: PreloadedQuery<SellPageQuery>; sort: InventorySort };

/** ?sort=… ; the viewer's listed assets (tab LISTED), one card each. */
export function sellLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<SellData> => {
    const requested = new URL(request.url).searchParams.get('sort');
    const sort = INVENTORY_SORTS.find((value) => value === requested) ?? 'DEFAULT';
    const query = await preloadRouteQuery<SellPageQuery>(
      'sell',
      environment,
      sellPageQuery,
      { filter: LISTED, sort, first: INVENTORY_PAGE_SIZE },
      'network-only',
    );
    return { query, sort };
  });
}

function SellContent({ query, sort }: SellData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = usePreloadedQuery<SellPageQuery>(sellPageQuery, query);
  const { selection, selected, clear } = useSelection('listed');
  // a new price follows from the store (the event carries the listing); a listing sold, unlisted or
  // made elsewhere changes the list and its count, which the page fetches again
  useRefetchOnLiveEvent(isListingMove, () => void revalidator.revalidate());
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    <UserPage>
      <h1>{t('page.sell.title')}</h1>
      <Panel title={t('page.sell.panel')} subtitle={t('page.sell.count', { count: viewer.inventoryCounts.listed })} testId="sell">
        <Toolbar>
          <InventorySortSelect
            value={sort}
            onChange={(value) => void navigate({ search: value === 'DEFAULT' ? '' : `?sort=${value}` }, { preventScrollReset: true })}
          />
          <Link to="/user/inventory?tab=unlisted">{t('page.sell.toInventory')}</Link>
        </Toolbar>
        <InventoryItemGrid viewer={viewer} selection={selection} filter={LISTED} sort={sort} emptyText={t('page.sell.empty')} />
        <SellBar purpose="listed" selected={selected} onClear={clear} onChanged={() => void revalidator.revalidate()} />
      </Panel>
    </UserPage>
  );
}

/** /user/sell: the items on sale with their prices; select, reprice (3-2-1 confirm) and unlist. */
export function SellPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as SellData | null;
  useDocumentTitle(t('page.sell.title'));
  return loaded ? <SellContent query={loaded.query} sort={loaded.sort} /> : <PageSpinner />;
}
