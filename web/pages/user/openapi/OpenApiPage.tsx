import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { OpenApiPageQuery } from '../../../__generated__/OpenApiPageQuery.graphql.ts';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { OpenApiContent } from './OpenApiContent.tsx';

export const openApiPageQuery = graphql`
  query OpenApiPageQuery {
    viewer {
      id
      ...ApplicationForm_viewer
      openPlatform {
        ...OpenApiContent_openPlatform
      }
    }
  }
`;

/** The user's own application: always from the API (a review may have ended meanwhile). */
export function openApiLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, () => preloadRouteQuery<OpenApiPageQuery>('openapi', environment, openApiPageQuery, {}, 'network-only'));
}

function OpenApiBody({ query }: { query: PreloadedQuery<OpenApiPageQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<OpenApiPageQuery>(openApiPageQuery, query);
  if (!data.viewer) return null; // signed out meanwhile: the user layout shows the login guard
  return (
    <UserPage>
      <h1>{t('page.openapi.title')}</h1>
      <OpenApiContent openPlatform={data.viewer.openPlatform} viewer={data.viewer} />
    </UserPage>
  );
}

/** /user/openapi: the open platform's two-step application and, once approved, the app. */
export function OpenApiPage() {
  const { t } = useTranslation();
  const query = useLoaderData() as PreloadedQuery<OpenApiPageQuery> | null;
  useDocumentTitle(t('page.openapi.title'));
  // null right after a login from the guard, until the loader has run again
  return query ? <OpenApiBody query={query} /> : <PageSpinner />;
}
