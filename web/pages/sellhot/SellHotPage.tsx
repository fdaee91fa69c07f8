import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { SellHotPageQuery } from '../../__generated__/SellHotPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { SELL_HOT_PAGE_SIZE, SellHotGrid } from './SellHotGrid.tsx';

export const sellHotPageQuery = graphql`
  query SellHotPageQuery($first: Int) {
    ...SellHotGrid_query @arguments(first: $first)
  }
`;

export function sellHotLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<SellHotPageQuery>('sellhot', environment, sellHotPageQuery, { first: SELL_HOT_PAGE_SIZE });
}

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function SellHotPage() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SellHotPageQuery>(sellHotPageQuery, useLoaderData() as PreloadedQuery<SellHotPageQuery>);
  useDocumentTitle(t('page.sellHot.title'));
  return (
    <div>
      <Head>
        <h1>{t('page.sellHot.title')}</h1>
        <p>{t('page.sellHot.subtitle')}</p>
      </Head>
      <SellHotGrid query={data} />
    </div>
  );
}
