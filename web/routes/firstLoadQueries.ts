// The GraphQL queries a first visit of a public page sends before the page can render, with the
// variables its route loaders give them: the server runs them for an anonymous visitor and puts the
// answers in the page (api/http/pageHtml.ts, web/relay/preloadedResponses.ts). Pure: the server
// imports it. The variables come from the loaders' own functions (readMarketState, marketVariables,
// readListingState, listingVariables) and are normalised as Relay normalises a request's, so the
// keys are those of the client's requests.
import { type ConcreteRequest, createOperationDescriptor, type Variables } from 'relay-runtime';
import AppRootRateQuery from '../__generated__/AppRootRateQuery.graphql.ts';
import GoodsPageQuery from '../__generated__/GoodsPageQuery.graphql.ts';
import HomePageQuery from '../__generated__/HomePageQuery.graphql.ts';
import MarketPageQuery from '../__generated__/MarketPageQuery.graphql.ts';
import SessionQuery from '../__generated__/SessionQuery.graphql.ts';
import { DEFAULT_PAGE_LANGUAGE, pageLanguageTag } from '../i18n/pageLanguage.ts';
import { listingVariables, readListingState } from '../pages/goods/listingParams.ts';
import { marketVariables, readMarketState } from '../pages/market/marketParams.ts';
import { preloadKey } from '../relay/preloadedResponses.ts';

/** The language of a first visit (the client's default: languageTag(DEFAULT_LANGUAGE)); later visits are answered in the one their cookie names (pageLanguage.ts). */
export const FIRST_VISIT_LANGUAGE = pageLanguageTag(DEFAULT_PAGE_LANGUAGE);

export type FirstLoadQuery = {
  /** The persisted operation's id (api/graphql/persisted-documents.json). */
  id: string;
  operationName: string;
  variables: Variables;
  /** preloadKey(id, variables): what the client looks the answer up by. */
  key: string;
};

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

/** Whether the page's own query is among a first visit's (the pages the server renders, api/http/pageHtml.ts). */
export function hasFirstLoadPageQuery(pathname: string, search: string): boolean {
  return pageQuery(pathname, new URLSearchParams(search)) !== null;
}

/**
 * The queries of a first visit of the site page `pathname?search`: the app root's (the session and
 * the exchange rate, which every page waits for) and, on the home page, the market and an item page,
 * the page's own.
 */
export function firstLoadQueries(pathname: string, search: string): FirstLoadQuery[] {
  const page = pageQuery(pathname, new URLSearchParams(search));
  return [query(SessionQuery, {}), query(AppRootRateQuery, {}), ...(page ? [page] : [])];
}
