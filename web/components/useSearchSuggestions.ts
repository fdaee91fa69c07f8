import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSearchSuggestionsQuery, useSearchSuggestionsQuery$data } from '../__generated__/useSearchSuggestionsQuery.graphql.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

export type SearchSuggestion = useSearchSuggestionsQuery$data['market']['edges'][number]['node'];

const suggestionsQuery = graphql`
  query useSearchSuggestionsQuery($search: String!) {
    market(first: 6, filter: { search: $search, onSale: false }) {
      edges {
        node {
          id
          hashName
          name {
            zh
            en
          }
        }
      }
    }
  }
`;

/**
 * Items whose names match what the user is typing (every item, those on sale first: an item nobody
 * sells is found too, and its page takes a buy order), asked for once the typing has
 * paused for 500 ms, so a word typed letter by letter costs one request, not one per
 * letter. Failures are silent: suggestions are a convenience, the search itself still works.
 */
export function useSearchSuggestions(text: string): SearchSuggestion[] {
  const environment = useRelayEnvironment();
  const settled = useDebouncedValue(text.trim());
  const [suggestions, setSuggestions] = useState<{ term: string; items: SearchSuggestion[] }>({ term: '', items: [] });
  useEffect(() => {
    if (!settled) return;
    const subscription = fetchQuery<useSearchSuggestionsQuery>(environment, suggestionsQuery, { search: settled.slice(0, 64) }).subscribe({
      next: (data) => setSuggestions({ term: settled, items: [...data.market.edges.map((edge) => edge.node)] }),
      error: () => setSuggestions({ term: settled, items: [] }),
    });
    return () => subscription.unsubscribe();
  }, [environment, settled]);
  // what the user typed since belongs to another request: stale suggestions are not shown
  return suggestions.term && suggestions.term === text.trim() ? suggestions.items : [];
}
