import { fetchQuery } from 'react-relay';
import { createOperationDescriptor, Environment, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GoodsPageQuery from '../../web/__generated__/GoodsPageQuery.graphql.ts';
import MarketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';
import { DEFAULT_LANGUAGE, languageTag } from '../../web/i18n/i18n.ts';
import { listingVariables, readListingState } from '../../web/pages/goods/listingParams.ts';
import { marketVariables, readMarketState } from '../../web/pages/market/marketParams.ts';
import { createNetwork, type NetworkOptions } from '../../web/relay/network.ts';
import { PRELOADED_ELEMENT_ID, type PreloadedPayload } from '../../lib/preloadedQueries.ts';
import { readPreloadedResponses } from '../../web/relay/preloadedResponses.ts';
import { FIRST_VISIT_LANGUAGE, firstLoadQueries } from '../../web/routes/firstLoadQueries.ts';

const MARKET_SEARCH = '?tagType=rifle&minPrice=10&sort=price_asc&page=2';
const marketAnswer = { data: { market: { __typename: 'MarketItemConnection', marker: 'from the page' } } };

/** The page as the server writes it for /market: the answers under #preloaded-queries. */
function pageWithAnswers(payload: PreloadedPayload | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_ELEMENT_ID;
  element.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.body.append(element);
}

function environmentFor(language: string) {
  const fetchImpl = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ data: { market: null } }), { headers: { 'Content-Type': 'application/json' } }),
  );
  const preloaded = readPreloadedResponses(document);
  const options: NetworkOptions = {
    getLanguage: () => language,
    messages: () => ({ network: 'network', server: 'server' }),
    notify: () => {},
    navigate: () => {},
    fetchImpl,
    preloaded,
  };
  const environment = new Environment({ network: createNetwork(options), store: new Store(new RecordSource()) });
  return { environment, fetchImpl, preloaded };
}

const marketPageQuery = () => firstLoadQueries('/market', MARKET_SEARCH).find((query) => query.operationName === 'MarketPageQuery');

/** What the market page's loader asks for /market?…: marketVariables(readMarketState(…)). */
const loaderVariables = () => marketVariables(readMarketState(new URLSearchParams(MARKET_SEARCH)));

beforeEach(() => {
  // the made-up answers hold a field or two: Relay's warnings about the others are not the point here
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('answers the server put in the page', () => {
  it("answer the market page's first query with the server's answer, without a request, once: the next one goes to the network", async () => {
    const query = marketPageQuery();
    expect(query).toBeDefined();
    pageWithAnswers({ language: 'zh-CN', answers: { [query?.key ?? '']: marketAnswer } });
    const { environment, fetchImpl } = environmentFor('zh-CN');
    // the element is read once and removed from the document
    expect(document.getElementById(PRELOADED_ELEMENT_ID)).toBeNull();

    // execute() yields the network's answers as they are (fetchQuery yields what the store then reads)
    const first = await environment.execute({ operation: createOperationDescriptor(MarketPageQuery, loaderVariables()) }).toPromise();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(first).toEqual(marketAnswer);

    await fetchQuery(environment, MarketPageQuery, loaderVariables(), { fetchPolicy: 'network-only' }).toPromise();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('are not used in another language, for other variables or once dropped', async () => {
    const query = marketPageQuery();
    const payload = () => ({ language: 'zh-CN', answers: { [query?.key ?? '']: marketAnswer } });

    pageWithAnswers(payload());
    const english = environmentFor('en');
    await fetchQuery(english.environment, MarketPageQuery, loaderVariables(), { fetchPolicy: 'network-only' }).toPromise();
    expect(english.fetchImpl).toHaveBeenCalledTimes(1);

    pageWithAnswers(payload());
    const otherPage = environmentFor('zh-CN');
    await fetchQuery(otherPage.environment, MarketPageQuery, { ...loaderVariables(), page: 3 }, { fetchPolicy: 'network-only' }).toPromise();
    expect(otherPage.fetchImpl).toHaveBeenCalledTimes(1);

    pageWithAnswers(payload());
    const dropped = environmentFor('zh-CN');
    dropped.preloaded.discard();
    await fetchQuery(dropped.environment, MarketPageQuery, loaderVariables(), { fetchPolicy: 'network-only' }).toPromise();
    expect(dropped.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a page with a broken element sends every request', async () => {
    pageWithAnswers('{"language": "zh-CN", "answers": ');
    const { environment, fetchImpl } = environmentFor('zh-CN');
    await fetchQuery(environment, MarketPageQuery, loaderVariables(), { fetchPolicy: 'network-only' }).toPromise();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('the first queries the server runs for a page', () => {
  it("are the loaders' queries with the variables the client sends (Relay-normalised)", async () => {
    for (const [path, search, request, variables] of [
      ['/market', MARKET_SEARCH, MarketPageQuery, loaderVariables()],
      [
        '/goods',
        '?hashName=AK-47%20%7C%20Redline%20(Field-Tested)&sort=float_asc',
        GoodsPageQuery,
        {
          hashName: 'AK-47 | Redline (Field-Tested)',
          ...listingVariables(readListingState(new URLSearchParams('?hashName=x&sort=float_asc'))),
        },
      ],
    ] as const) {
      document.body.innerHTML = '';
      const query = firstLoadQueries(path, search).find((candidate) => candidate.operationName === request.params.name);
      const { environment, fetchImpl } = environmentFor('zh-CN');
      await fetchQuery(environment, request, variables, { fetchPolicy: 'network-only' }).toPromise();
      const sent = JSON.parse(String(fetchImpl.mock.calls[0][1]?.body));
      expect(sent.extensions.persistedQuery.sha256Hash).toBe(query?.id);
      expect(sent.variables).toEqual(JSON.parse(JSON.stringify(query?.variables)));
    }
  });

  it('are the session and the exchange rate on every page, and the page query on the home page, the market and an item page', () => {
    const names = (path: string, search = '') => firstLoadQueries(path, search).map((query) => query.operationName);
    expect(names('/')).toEqual(['SessionQuery', 'AppRootRateQuery', 'HomePageQuery']);
    expect(names('/market/')).toEqual(['SessionQuery', 'AppRootRateQuery', 'MarketPageQuery']);
    expect(names('/goods', '?hashName=Kilowatt%20Case')).toEqual(['SessionQuery', 'AppRootRateQuery', 'GoodsPageQuery']);
    expect(names('/goods')).toEqual(['SessionQuery', 'AppRootRateQuery']);
    expect(names('/help/902')).toEqual(['SessionQuery', 'AppRootRateQuery']);
    expect(FIRST_VISIT_LANGUAGE).toBe(languageTag(DEFAULT_LANGUAGE));
  });
});
