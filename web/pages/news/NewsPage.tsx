import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { NewsPageQuery } from '../../__generated__/NewsPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NEWS_PAGE_SIZE, NewsList } from './NewsList.tsx';

export const newsPageQuery = graphql`
  query NewsPageQuery($first: Int) {
    ...NewsList_query @arguments(first: $first)
  }
`;

export function newsLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<NewsPageQuery>('news', environment, newsPageQuery, { first: NEWS_PAGE_SIZE });
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /news: the platform's news, newest first. */
export function NewsPage() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<NewsPageQuery>(newsPageQuery, useLoaderData() as PreloadedQuery<NewsPageQuery>);
  useDocumentTitle(t('page.news.title'));
  return (
    <Page>
      <Head>
        <h1>{t('page.news.title')}</h1>
        <p>{t('page.news.subtitle')}</p>
      </Head>
      <NewsList query={data} />
    </Page>
  );
}
