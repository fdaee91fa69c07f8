// The GraphQL queries a first visit of a public page sends before the page can render, with the
// variables its route loaders give them: the server runs them for an anonymous visitor and puts the
// answers in the page (api/http/pageHtml.ts, lib/preloadedQueries.ts). The server rendering's build
// exports them (web/entry-server.tsx). The variables come from the loaders' own functions
// (readMarketState, marketVariables, readListingState, listingVariables) and are normalised as Relay
// normalises a request's, so the keys are those of the client's requests.
import { type ConcreteRequest, createOperationDescriptor, type Variables } from 'relay-runtime';
import AppRootRateQuery from '../__generated__/AppRootRateQuery.graphql.ts';
import GoodsPageQuery from '../__generated__/GoodsPageQuery.graphql.ts';
import HomePageQuery from '../__generated__/HomePageQuery.graphql.ts';
import MarketPageQuery from '../__generated__/MarketPageQuery.graphql.ts';
import SessionQuery from '../__generated__/SessionQuery.graphql.ts';
import { DEFAULT_PAGE_LANGUAGE, pageLanguageTag } from '../../lib/pageLanguage.ts';
import { listingVariables, readListingState } from '../pages/goods/listingParams.ts';
import { marketVariables, readMarketState } from '../pages/market/marketParams.ts';
import { preloadKey } from '../../lib/preloadedQueries.ts';
import type { FirstLoadQuery } from '../../lib/serverEntry.ts';

/** The language of a first visit (the client's default: languageTag(DEFAULT_LANGUAGE)); later visits are answered in the one their cookie names (lib/pageLanguage.ts). */
export const FIRST_VISIT_LANGUAGE = pageLanguageTag(DEFAULT_PAGE_LANGUAGE);

function query(request: ConcreteRequest, variables: Variables): FirstLoadQuery {
  const id = request.params.id;
  if (!id) throw new Error(`${request.params.name} has no persisted id (npm run relay)`);
  // Relay's own normalisation: every declared variable, defaults filled in
  const normalised = createOperationDescriptor(request, variables).request.variables;
  return { id, operationName: request.params.name, variables: normalised, key: preloadKey(id, normalised) };
}

/** The page query of a public page (the route loaders' query and variables), or null. */
function pageQuery(pathname: string, params: URLSearchParams): FirstLoadQuery | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/') return query(HomePageQuery, {});
  if (path === '/market') return query(MarketPageQuery, marketVariables(readMarketState(params)));
  if (path === '/goods') {
    const hashName = (params.get('hashName') ?? '').trim();
    return hashName ? query(GoodsPageQuery, { hashName, ...listingVariables(readListingState(params)) }) : null;
  }
  return null;
}

export function hasFirstLoadPageQuery(pathname: string, search: string): boolean {
  return pageQuery(pathname, new URLSearchParams(search)) !== null;
}

/** The session's and the rate's queries, and the page's own on the home page, the market and an item page. */
export function firstLoadQueries(pathname: string, search: string): FirstLoadQuery[] {
  const page = pageQuery(pathname, new URLSearchParams(search));
  return [query(SessionQuery, {}), query(AppRootRateQuery, {}), ...(page ? [page] : [])];
}
