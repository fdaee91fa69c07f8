import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';

const retainedByEnvironment = new WeakMap<IEnvironment, Map<string, PreloadedQuery<OperationType>[]>>();

/**
 * Loads a page's query in its route loader, before the page renders (the relay-examples
 * issue-tracker pattern, with react-router loaders): the query reference is returned at once, and
 * the loader resolves when the response is in the store, so the router keeps the previous page on
 * screen (and reports a loading navigation) instead of flashing a fallback.
 * Each route retains its last two references: the one on screen and the one being loaded; older
 * ones are released (Relay's release buffer keeps their data around for back navigations, and a
 * mounted page retains its own data as well).
 */
export async function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  /** 'network-only' for the user's own pages, whose data changes elsewhere (other tabs, the server). */
  fetchPolicy: Extract<FetchPolicy, 'store-or-network' | 'network-only'> = 'store-or-network',
): Promise<PreloadedQuery<T>> {
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy });
  let retained = retainedByEnvironment.get(environment);
  if (!retained) {
    retained = new Map();
    retainedByEnvironment.set(environment, retained);
  }
  const kept = [...(retained.get(routeKey) ?? []), reference as unknown as PreloadedQuery<OperationType>];
  while (kept.length > 2) kept.shift()?.dispose();
  retained.set(routeKey, kept);
  // Same request identifier as loadQuery's: Relay dedupes it with the request in flight.
  await fetchQuery<T>(environment, query, variables, { fetchPolicy })
    .toPromise()
    .catch(() => undefined); // the page's usePreloadedQuery rethrows it into the route's error element
  return reference;
}
