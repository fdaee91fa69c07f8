// The example operations GraphiQL opens with (api/graphql/graphiqlExamples.ts): each is valid against
// the schema the server builds and runs without an error, so a schema change that breaks one fails
// here; the page carries them as its first tab.
import { Kind, type OperationDefinitionNode, parse, print, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_HASH_NAME, GRAPHIQL_EXAMPLES } from '../../api/graphql/graphiqlExamples.ts';
import { schema } from '../../api/graphql/schema.ts';
import { marketListings } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;
const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase());
  await marketListings(2, 5_000, { hashName: EXAMPLE_HASH_NAME });
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const document = parse(GRAPHIQL_EXAMPLES);
const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');

/**
 * Runs one example as GraphiQL sends it: the chosen operation alone (its fetcher drops the others),
 * plain JSON without the marker, no variables (the examples' defaults are enough).
 */
async function run(operationName: string, token?: string) {
  const operation = operations.find((definition) => definition.name?.value === operationName)!;
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { cookie: `Authorization=${token}` } : {}),
    },
    payload: { query: print({ kind: Kind.DOCUMENT, definitions: [operation] }), operationName },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GraphiQL's example operations", () => {
  it('are the market, an item with its listings and the viewer’s orders, all valid against the schema', () => {
    expect(operations.map((operation) => operation.name?.value)).toEqual(['Market', 'ItemWithListings', 'MyOrders']);
    expect(validate(schema, document)).toEqual([]);
  });

  it('run without an error, within the operation limits, and answer real data', async () => {
    const market = await run('Market');
    expect(market.errors).toBeUndefined();
    expect(market.data.market.edges[0].node).toMatchObject({ hashName: EXAMPLE_HASH_NAME, lowestPrice: 5_000, quantity: 2 });

    const item = await run('ItemWithListings');
    expect(item.errors).toBeUndefined();
    expect(item.data.marketItem.listings.totalCount).toBe(2);
    expect(item.data.marketItem.listings.edges[0].node.price).toBe(5_000);

    expect(await run('MyOrders')).toEqual({ data: { viewer: null } });
    const user = await api.signIn();
    const mine = await run('MyOrders', user.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.viewer).toMatchObject({ nickname: user.nickname, orders: { totalCount: 0, edges: [] } });
  });

  it('open as the first tab of the GraphiQL page', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(JSON.stringify({ defaultTabs: [{ query: GRAPHIQL_EXAMPLES }] }).slice(1, -1));
    // the page is whole: no script or style from another host (it must work offline, under its CSP)
    expect(page.body).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet|unpkg\.com|cdn\.jsdelivr/);
  });
});
