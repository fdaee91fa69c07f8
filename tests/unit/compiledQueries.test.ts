// Repeated queries run compiled (api/graphql/compiledExecution.ts): a document runs
// interpreted the first time and compiled from then on, with the same answer; mutations and
// documents sent once are never compiled. A compiled result carries graphql-jit's serializer, which
// is how these tests tell the two executors apart.
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { parse } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { compiledQueries } from '../../api/graphql/compiledExecution.ts';

type Item = { id: string; name: string; price: number | null };
const items: Item[] = [
  { id: '1', name: 'AK-47 | Redline', price: 8_500 },
  { id: '2', name: 'AWP | Asiimov', price: null },
];

/** A document of the web client's store, sent by its id. */
const TRUSTED_ID = 'trusted-item';
const trustedDocument = parse('query TrustedItem { item(id: "1") { name } }');

function server(after: 0 | 1, maxOthers?: number) {
  const executions: { compiled: boolean; data: unknown }[] = [];
  const observe: Plugin = {
    onExecute: () => ({
      onExecuteDone: ({ result }) => {
        if (Symbol.asyncIterator in result) return;
        executions.push({ compiled: typeof (result as { stringify?: unknown }).stringify === 'function', data: result.data });
      },
    }),
  };
  let bought = 0;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Item { id: ID! name: String! price: Int tags(first: Int = 2): [String!]! }
        type Query { items(maxPrice: Int): [Item!]! item(id: ID!): Item broken: Item! }
        type Mutation { buy(id: ID!): Int! }
      `,
      resolvers: {
        Query: {
          items: (_: unknown, args: { maxPrice?: number }) => items.filter((item) => args.maxPrice === undefined || (item.price ?? 0) <= args.maxPrice),
          item: (_: unknown, args: { id: string }) => items.find((item) => item.id === args.id) ?? null,
          broken: () => {
            throw new Error('no such thing');
          },
        },
        Item: { tags: (item: Item, args: { first: number }) => ['tag-a', 'tag-b', 'tag-c'].slice(0, args.first).map((tag) => `${item.id}:${tag}`) },
        Mutation: {
          buy: () => {
            bought += 1;
            return bought;
          },
        },
      },
    }),
    logging: false,
    maskedErrors: false,
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (id) => (id === TRUSTED_ID ? trustedDocument : null),
        allowArbitraryOperations: true,
        skipDocumentValidation: true,
      }),
      observe,
      compiledQueries({ after, trusted: [trustedDocument], maxOthers, onError: (error) => expect.fail(String(error)) }),
    ],
  });
  const send = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  const sendTrusted = async () => {
    const response = await yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: TRUSTED_ID } } }),
    });
    return response.json();
  };
  return { send, sendTrusted, executions, yoga };
}

const ITEMS = /* GraphQL */ `
  query Items($maxPrice: Int, $withTags: Boolean!) {
    items(maxPrice: $maxPrice) { ...Card tags(first: 1) @include(if: $withTags) }
    one: item(id: "2") { name price }
    none: item(id: "9") { name }
  }
  fragment Card on Item { id name price }
`;

describe('compiled queries', () => {
  it('answers a repeated query the same, interpreted the first time and compiled from the second on', async () => {
    const { send, executions } = server(1);
    const answers = [];
    for (const variables of [{ withTags: true }, { withTags: true }, { withTags: false, maxPrice: 9_000 }]) answers.push(await send(ITEMS, variables));
    expect(executions.map((execution) => execution.compiled)).toEqual([false, true, true]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({
      data: {
        items: [
          { id: '1', name: 'AK-47 | Redline', price: 8_500, tags: ['1:tag-a'] },
          { id: '2', name: 'AWP | Asiimov', price: null, tags: ['2:tag-a'] },
        ],
        one: { name: 'AWP | Asiimov', price: null },
        none: null,
      },
    });
    expect(answers[2]).toEqual({
      data: {
        items: [
          { id: '1', name: 'AK-47 | Redline', price: 8_500 },
          { id: '2', name: 'AWP | Asiimov', price: null },
        ],
        one: { name: 'AWP | Asiimov', price: null },
        none: null,
      },
    });
  });

  it('gives a failing field the same error and null propagation compiled as interpreted', async () => {
    const { send, executions } = server(1);
    const query = '{ broken { id } items { id } }';
    const first = await send(query);
    const second = await send(query);
    expect(executions.map((execution) => execution.compiled)).toEqual([false, true]);
    expect(first).toMatchObject({ data: null, errors: [{ message: 'no such thing', path: ['broken'] }] });
    expect(second).toEqual(first);
  });

  it('answers each operation of a document of several by its own name, every time', async () => {
    const { executions, yoga } = server(0);
    const named = async (operationName: string) => {
      const body = { query: 'query First { item(id: "1") { name } } query Second { item(id: "2") { name } }', operationName };
      const response = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.json();
    };
    for (let round = 0; round < 2; round += 1) {
      expect(await named('First')).toEqual({ data: { item: { name: 'AK-47 | Redline' } } });
      expect(await named('Second')).toEqual({ data: { item: { name: 'AWP | Asiimov' } } });
    }
    expect(executions.every((execution) => !execution.compiled)).toBe(true);
  });

  it('takes a non-null variable’s default when it is left out, every time', async () => {
    const { send } = server(0);
    const query = 'query One($id: ID! = "2") { item(id: $id) { name } }';
    for (let round = 0; round < 2; round += 1) expect(await send(query)).toEqual({ data: { item: { name: 'AWP | Asiimov' } } });
  });

  it('never compiles a mutation, nor a query sent once', async () => {
    const { send, executions } = server(1);
    await send('mutation { buy(id: "1") }');
    expect(await send('mutation { buy(id: "1") }')).toEqual({ data: { buy: 2 } });
    await send('{ item(id: "1") { name } }');
    await send('{ item(id: "2") { name } }');
    expect(executions.map((execution) => execution.compiled)).toEqual([false, false, false, false]);
  });

  it('keeps at most maxOthers other documents compiled, while the web client’s documents do not count', async () => {
    const { send, sendTrusted, executions } = server(1, 1);
    for (const query of ['{ item(id: "1") { name } }', '{ item(id: "2") { price } }']) {
      await send(query);
      await send(query);
    }
    expect(await sendTrusted()).toEqual({ data: { item: { name: 'AK-47 | Redline' } } });
    expect(await sendTrusted()).toEqual({ data: { item: { name: 'AK-47 | Redline' } } });
    expect(executions.map((execution) => execution.compiled)).toEqual([false, true, false, false, false, true]);
  });

  it('compiles from the first execution when told to (the tests run every query compiled)', async () => {
    const { send, executions } = server(0);
    expect(await send('{ item(id: "1") { name price } }')).toEqual({ data: { item: { name: 'AK-47 | Redline', price: 8_500 } } });
    expect(executions.map((execution) => execution.compiled)).toEqual([true]);
  });
});
