import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
});

afterAll(async () => {
  await api?.app.close();
});

describe('bad input on the GraphQL endpoint', () => {
  it('answers malformed JSON with a translated GraphQL error', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: '请求参数有误，请检查', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a malformed global id with a translated message, and an unknown one with null', async () => {
    const malformed = await api.graphql('{ node(id: "garbage") { id } }', undefined, { 'accept-language': 'en' });
    expect(malformed.errors?.[0]).toMatchObject({ message: 'The information filled in is wrong, please check', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await api.graphql(`{ node(id: "${Buffer.from('MarketItem:999999').toString('base64')}") { id } }`);
    expect(unknown).toEqual({ data: { node: null } });
  });

  it('finds a market item again by its global id', async () => {
    const found = await api.graphql<{ marketItem: { id: string } }>('{ marketItem(hashName: "Kilowatt Case") { id } }');
    const again = await api.graphql<{ node: { hashName: string; lowestPrice: number } }>(
      `query($id: ID!) { node(id: $id) { ... on MarketItem { hashName lowestPrice } } }`,
      { id: found.data!.marketItem.id },
    );
    expect(again.data!.node).toEqual({ hashName: 'Kilowatt Case', lowestPrice: 888 });
  });

  it('refuses an out-of-range history length with its own message', async () => {
    const result = await api.graphql('{ marketItem(hashName: "Kilowatt Case") { priceHistory(days: 0) { day } } }');
    expect(result.errors?.[0]).toMatchObject({ message: '天数必须在 1 到 365 之间', extensions: { code: 'VALIDATION', field: 'days' } });
    // where in the document, and which field, as graphql-js says it (the tests run every query compiled)
    expect(result.errors?.[0]).toMatchObject({ locations: [{ line: 1, column: 43 }], path: ['marketItem', 'priceHistory'] });
  });
});

describe('failures of our own', () => {
  it('are masked: no stack trace or SQL reaches the client, in either API', async () => {
    // a missing table makes every market query fail inside the database, as a bug or an outage would
    await database.prisma.$executeRawUnsafe('ALTER TABLE market_stats RENAME TO market_stats_away');
    try {
      const rest = await api.rest('/web/market', { 'accept-language': 'en' });
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ code: 500, msg: 'The server is busy, please try again later', data: null });

      const graphql = await api.graphql('{ market(first: 1) { totalCount } }');
      expect(graphql.errors).toEqual([expect.objectContaining({ message: '服务器繁忙，请稍后再试', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
      expect(JSON.stringify(graphql) + JSON.stringify(rest.body)).not.toMatch(/market_stats|prisma|select|at \w+ \(/i);
    } finally {
      await database.prisma.$executeRawUnsafe('ALTER TABLE market_stats_away RENAME TO market_stats');
    }
    expect((await api.rest('/web/market')).status).toBe(200);
  });
});
