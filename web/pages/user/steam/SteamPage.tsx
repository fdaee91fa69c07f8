import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { SteamPageQuery } from '../../../__generated__/SteamPageQuery.graphql.ts';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { SimulatedAccountPanel } from './SimulatedAccountPanel.tsx';
import { SteamAccountList, STEAM_ACCOUNTS_PAGE_SIZE } from './SteamAccountList.tsx';

export const steamPageQuery = graphql`
  query SteamPageQuery($first: Int) {
    viewer {
      id
      ...SteamAccountList_viewer @arguments(first: $first)
    }
    steamSimulationEnabled
  }
`;

/** The user's accounts: always from the API. */
export function steamLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, () =>
    preloadRouteQuery<SteamPageQuery>('steam', environment, steamPageQuery, { first: STEAM_ACCOUNTS_PAGE_SIZE }, 'network-only'),
  );
}

function SteamContent({ query }: { query: PreloadedQuery<SteamPageQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SteamPageQuery>(steamPageQuery, query);
  if (!data.viewer) return null;
  return (
    <UserPage>
      <h1>{t('page.steam.title')}</h1>
      <SteamAccountList viewer={data.viewer} />
      {data.steamSimulationEnabled ? <SimulatedAccountPanel /> : null}
    </UserPage>
  );
}

/** /user/steam: bound Steam accounts; bind, batch bind, unbind, token, trade link, status and type. */
export function SteamPage() {
  const { t } = useTranslation();
  const query = useLoaderData() as PreloadedQuery<SteamPageQuery> | null;
  useDocumentTitle(t('page.steam.title'));
  return query ? <SteamContent query={query} /> : <PageSpinner />;
}
