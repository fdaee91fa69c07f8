import { fetchQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MarketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';
import { marketVariables, readMarketState } from '../../web/pages/market/marketParams.ts';
import { createRelayEnvironment } from '../../web/relay/environment.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const rifles = { zh: '步枪', en: 'Rifles' };

/** The market's answer with the rifle type in the filters and an AK-47 whose type tag is the same key. */
const answer = {
  data: {
    catalogTags: {
      types: [{ id: 'rifle', label: rifles, subTypes: [{ id: 'ak47', label: { zh: 'AK-47', en: 'AK-47' } }] }],
      rarities: [],
      qualities: [],
      exteriors: [],
      collections: [],
    },
    market: {
      __typename: 'MarketItemConnection',
      edges: [
        {
          cursor: 'c1',
          node: {
            __typename: 'MarketItem',
            id: 'TWFya2V0SXRlbTox',
            hashName: 'AK-47 | Redline (Field-Tested)',
            type: { id: 'rifle', label: rifles },
          },
        },
      ],
    },
  },
};

describe('the Relay store', () => {
  it("keeps a type tag and an item's tag of the same key apart: one record per type, no conflict", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = createRelayEnvironment({
      getLanguage: () => 'zh-CN',
      messages: () => ({ network: 'network', server: 'server' }),
      notify: () => {},
      navigate: () => {},
      fetchImpl: async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    });
    await fetchQuery(environment, MarketPageQuery, marketVariables(readMarketState(new URLSearchParams()))).toPromise();

    const source = environment.getStore().getSource();
    expect(source.get('TypeTag:rifle')?.__typename).toBe('TypeTag');
    expect(source.get('Tag:rifle')?.__typename).toBe('Tag');
    // (the answer above leaves out fields Relay then warns about; a record of two types is not one of them)
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('Invalid record'))).toEqual([]);
  });
});
