import { useCallback } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { MarketPageQuery } from '../../__generated__/MarketPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { MarketFilters } from './MarketFilters.tsx';
import { MarketGrid } from './MarketGrid.tsx';
import { marketVariables, readMarketState, writeMarketState, type MarketState } from './marketParams.ts';
import { SortBar } from './SortBar.tsx';

export const marketPageQuery = graphql`
  query MarketPageQuery($filter: MarketFilter, $sort: MarketSort, $first: Int) {
    catalogTags {
      ...MarketFilters_catalogTags
    }
    ...MarketGrid_query @arguments(filter: $filter, sort: $sort, first: $first)
  }
`;

type MarketLoaderData = { query: PreloadedQuery<MarketPageQuery>; state: MarketState };

/** The page URL's filters and sort are the page query's variables (validated, see marketParams). */
export function marketLoader(environment: IEnvironment): LoaderFunction {
  return async ({ request }): Promise<MarketLoaderData> => {
    const state = readMarketState(new URL(request.url).searchParams);
    const query = await preloadRouteQuery<MarketPageQuery>('market', environment, marketPageQuery, marketVariables(state));
    return { query, state };
  };
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 24px;
  font-weight: 600;
`;

export function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, state } = useLoaderData() as MarketLoaderData;
  const data = usePreloadedQuery<MarketPageQuery>(marketPageQuery, query);
  useDocumentTitle(t('page.market.title'));

  const change = useCallback(
    (next: MarketState) => {
      const search = writeMarketState(next).toString();
      navigate({ pathname: '/market', search: search ? `?${search}` : '' });
    },
    [navigate],
  );

  return (
    <Page>
      <Title>{t('page.market.title')}</Title>
      <MarketFilters catalogTags={data.catalogTags} state={state} onChange={change} />
      <MarketGrid query={data} toolbar={<SortBar value={state.sort} onChange={(sort) => change({ ...state, sort })} />} />
    </Page>
  );
}
