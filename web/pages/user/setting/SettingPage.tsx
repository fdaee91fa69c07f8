import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { SettingPageQuery } from '../../../__generated__/SettingPageQuery.graphql.ts';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { IdentitySection } from './IdentitySection.tsx';
import { OpenPlatformSection } from './OpenPlatformSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { StatisticsSection } from './StatisticsSection.tsx';

export const settingPageQuery = graphql`
  query SettingPageQuery {
    viewer {
      ...ProfileSection_viewer
      ...IdentitySection_viewer
      ...StatisticsSection_viewer
      ...OpenPlatformSection_viewer
    }
  }
`;

/** The user's own data: always from the API (another tab may have changed it). */
export function settingLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, () => preloadRouteQuery<SettingPageQuery>('setting', environment, settingPageQuery, {}, 'network-only'));
}

function SettingContent({ query }: { query: PreloadedQuery<SettingPageQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SettingPageQuery>(settingPageQuery, query);
  if (!data.viewer) return null; // signed out meanwhile: the user layout shows the login guard
  return (
    <UserPage>
      <h1>{t('page.setting.title')}</h1>
      <ProfileSection viewer={data.viewer} />
      <IdentitySection viewer={data.viewer} />
      <StatisticsSection viewer={data.viewer} />
      <OpenPlatformSection viewer={data.viewer} />
    </UserPage>
  );
}

/** /user/setting: profile, real-name verification, statistics, the open-platform switch. */
export function SettingPage() {
  const { t } = useTranslation();
  const query = useLoaderData() as PreloadedQuery<SettingPageQuery> | null;
  useDocumentTitle(t('page.setting.title'));
  // null right after a login from the guard, until the loader has run again
  return query ? <SettingContent query={query} /> : <PageSpinner />;
}
