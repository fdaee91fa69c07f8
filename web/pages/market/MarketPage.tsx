import { useCallback, useReducer, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { MarketPageQuery } from '../../__generated__/MarketPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { MarketFilters } from './MarketFilters.tsx';
import { MarketGrid } from './MarketGrid.tsx';
import { marketVariables, readMarketState, writeMarketState, type MarketState } from './marketParams.ts';

const search = (state: MarketState) => {
  const query = writeMarketState(state).toString();
  return query ? `?${query}` : '';
};
import { MarketModeSwitch } from './MarketModeSwitch.tsx';
import { SortBar } from './SortBar.tsx';

export const marketPageQuery = graphql`
  query MarketPageQuery($filter: MarketFilter, $sort: MarketSort, $first: Int, $page: Int, $mode: MarketMode!, $lease: Boolean!) {
    catalogTags {
      ...MarketFilters_catalogTags
    }
    ...MarketGrid_query @arguments(filter: $filter, sort: $sort, first: $first, page: $page, mode: $mode, lease: $lease)
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

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['6xl']};
  font-weight: 600;
`;

/**
 * The filters the user asked for last. The loader's state lags behind while a filter change loads,
 * so changes made in the meantime build on the change in flight rather than on the page shown;
 * the form shows the requested filters at once. A navigation that is not ours (back, forward,
 * the header search) drops the pending ones.
 */
function useRequestedState(loaded: MarketState): [MarketState, (patch: Partial<MarketState>) => string] {
  const location = useLocation();
  const pending = useRef<{ search: string; state: MarketState }[]>([]);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  // the requested filters render with the click itself, not when the navigation gets round to it
  const [, showRequested] = useReducer((renders: number) => renders + 1, 0);
  const seenKey = useRef(location.key);
  if (seenKey.current !== location.key) {
    seenKey.current = location.key;
    const landed = pending.current.findIndex((entry) => entry.search === location.search);
    pending.current = landed >= 0 ? pending.current.slice(landed + 1) : [];
  }
  const request = useCallback((patch: Partial<MarketState>) => {
    const base = pending.current[pending.current.length - 1]?.state ?? loadedRef.current;
    const next = { ...base, ...patch };
    const query = writeMarketState(next).toString();
    const search = query ? `?${query}` : '';
    pending.current = [...pending.current, { search, state: next }];
    showRequested();
    return search;
  }, []);
  const latest = pending.current[pending.current.length - 1];
  return [latest ? latest.state : loaded, request];
}

export function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, state: loaded } = useLoaderData() as MarketLoaderData;
  const data = usePreloadedQuery<MarketPageQuery>(marketPageQuery, query);
  const [state, request] = useRequestedState(loaded);
  useDocumentTitle(t('page.market.title'));

  // a new filter or sort starts again at page 1, where the user already is: no jump to the top
  const change = useCallback(
    (patch: Partial<MarketState>) => navigate({ pathname: '/market', search: request({ page: 1, ...patch }) }, { preventScrollReset: true }),
    [navigate, request],
  );

  return (
    <Page>
      <Heading>
        <Title>{t('page.market.title')}</Title>
        <MarketModeSwitch value={state.mode} onChange={(mode) => change({ mode })} />
      </Heading>
      <MarketFilters catalogTags={data.catalogTags} state={state} onChange={change} />
      <MarketGrid
        query={data}
        page={loaded.page}
        hrefOf={(page) => `/market${search({ ...loaded, page })}`}
        toolbar={<SortBar mode={state.mode} value={state.sort} onChange={(sort) => change({ sort })} />}
      />
    </Page>
  );
}
