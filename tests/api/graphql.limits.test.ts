import persistedDocuments from '../../api/graphql/persisted-documents.json';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { MAX_NODE_IDS, MAX_PAGE_SIZE } from '../../api/graphql/builder.ts';
import { measureOperation, OPERATION_LIMITS, parseWithTokenLimit } from '../../api/graphql/limits.ts';
import { schema } from '../../api/graphql/schema.ts';
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
  await api.graphql('{ __typename }'); // the first request warms the server up; the timings below are of refusals alone
});

afterAll(async () => {
  await api?.app.close();
});

/** Sends an operation and measures how long the answer takes, by the wall clock. */
async function timed(body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  return { ms, status: response.statusCode, body: response.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

// The refusals below take a few milliseconds; the bound leaves room for a loaded CI machine.
const QUICKLY_MS = 500;

describe('operation limits', () => {
  /** `{...f0}` and fragments on Query, each selecting `body` and spreading the next one twice. */
  const doubling = (levels: number, body: string) =>
    `{...f0}${Array.from({ length: levels }, (_, level) => `fragment f${level} on Query{${body}${level + 1 < levels ? ` ...f${level + 1} ...f${level + 1}` : ''}}`).join('')}`;

  it('refuses quickly a ~900-byte query whose fragments each spread the next one twice, valid or not', async () => {
    for (const body of ['market(first:1){totalCount}', 'market(first:1){totalCount nope}']) {
      const query = doubling(15, body);
      expect(query.length).toBeGreaterThan(800);
      expect(query.length).toBeLessThan(1100);
      const { ms, status, body: answer } = await timed({ query });
      console.log(`fragment doubling (${query.length} bytes, 2^14 paths): refused in ${ms.toFixed(1)} ms`);
      expect(status).toBe(400);
      expect(answer.data).toBeUndefined();
      // refused by the limit before GraphQL validation (which would report the unknown field)
      expect(answer.errors).toEqual([
        { message: `查询中的片段嵌套过深（连同片段引用最多 ${OPERATION_LIMITS.fragmentDepth} 层）`, extensions: { code: 'QUERY_TOO_DEEP' } },
      ]);
      expect(ms).toBeLessThan(QUICKLY_MS);
    }
  });

  it('refuses quickly a shorter chain of doubling fragments by its cost', async () => {
    const query = doubling(6, 'market(first:100){totalCount edges{cursor node{id hashName lowestPrice}}}');
    const { ms, body } = await timed({ query });
    console.log(`fragment doubling (${query.length} bytes, 2^5 paths of 100 items): refused in ${ms.toFixed(1)} ms`);
    expect(body.errors).toEqual([
      { message: `查询过于复杂（成本上限 ${OPERATION_LIMITS.cost}），请减少每页数量或所选字段`, extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it('refuses quickly fragments that double while they nest, by depth', async () => {
    const levels = 16;
    const fragments = Array.from({ length: levels }, (_, level) => {
      const next = level + 1 < levels ? `listings(first:1){edges{node{item{...f${level + 1} ...f${level + 1}}}}}` : '';
      return `fragment f${level} on MarketItem{id ${next}}`;
    });
    const query = `{market(first:1){edges{node{...f0}}}}${fragments.join('')}`;
    const { ms, body } = await timed({ query }, { 'accept-language': 'en' });
    console.log(`nested fragment doubling (${query.length} bytes): refused in ${ms.toFixed(1)} ms`);
    expect(body.errors).toEqual([
      { message: `The query is nested too deeply (at most ${OPERATION_LIMITS.depth} levels)`, extensions: { code: 'QUERY_TOO_DEEP' } },
    ]);
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it('refuses quickly 20 aliases of a market page with its listings', async () => {
    const page =
      'market(first: 100) { edges { node { hashName listings(first: 100) { edges { node { id price floatValue paintSeed seller { nickname } } } } } } }';
    const query = `{ ${Array.from({ length: 20 }, (_, index) => `m${index}: ${page}`).join(' ')} }`;
    const { ms, body } = await timed({ query });
    console.log(`20 aliases (${query.length} bytes): refused in ${ms.toFixed(1)} ms`);
    expect(body.errors).toEqual([{ message: `查询中的别名过多（最多 ${OPERATION_LIMITS.aliases} 个）`, extensions: { code: 'TOO_MANY_ALIASES' } }]);
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it('charges a connection its first times its children, with the first given in variables too', async () => {
    const query =
      'query Page($items: Int, $listings: Int) { market(first: $items) { edges { node { listings(first: $listings) { edges { node { id price } } } } } } }';
    const cost = (items: number, listings: number) => measureOperation(schema, parseWithTokenLimit(query), { variables: { items, listings } }).cost!;
    // market: 1 + items × (edges 1 + node 1 + listings (1 + listings × (edges 1 + node 1 + id 1 + price 1)))
    expect(cost(1, 1)).toBe(1 + 1 * (1 + 1 + (1 + 1 * 4)));
    expect(cost(10, 10)).toBe(1 + 10 * (1 + 1 + (1 + 10 * 4)));
    expect(cost(100, 100)).toBeGreaterThan(OPERATION_LIMITS.cost);

    const small = await timed({ query, variables: { items: 2, listings: 2 } });
    expect(small.body.errors).toBeUndefined();
    const { ms, body } = await timed({ query, variables: { items: 100, listings: 100 } }, { 'accept-language': 'en' });
    expect(body.errors).toEqual([
      { message: `The query is too complex (cost limit ${OPERATION_LIMITS.cost}); ask for fewer entries or fields`, extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect(ms).toBeLessThan(QUICKLY_MS);
    // Yoga caches validation per document: the refusal depends on the variables and is never cached
    const again = await timed({ query, variables: { items: 2, listings: 2 } });
    expect(again.body.errors).toBeUndefined();
    // each measure is kept per document and variables: the costly variables are refused again
    const refusedAgain = await timed({ query, variables: { items: 100, listings: 100 } });
    expect(refusedAgain.body.errors).toMatchObject([{ extensions: { code: 'QUERY_TOO_COMPLEX' } }]);
  });

  it(`takes at most ${MAX_NODE_IDS} ids in nodes(ids:), and refuses 20,000 ids quickly`, async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => encodeGlobalID('MarketItem', String(index + 1)));
    const query = 'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }';

    const hundred = await timed({ query, variables: { ids: ids(MAX_NODE_IDS) } });
    expect(hundred.body.errors).toBeUndefined();
    expect(hundred.body.data).toMatchObject({ nodes: expect.any(Array) });

    const tooMany = await timed({ query, variables: { ids: ids(MAX_NODE_IDS + 1) } });
    expect(tooMany.body.errors).toMatchObject([{ message: `每次最多查询 ${MAX_NODE_IDS} 个 ID`, extensions: { code: 'TOO_MANY_IDS' } }]);

    const huge = await timed({ query, variables: { ids: ids(20_000) } });
    console.log(`nodes with 20,000 ids in variables: refused in ${huge.ms.toFixed(1)} ms`);
    expect(huge.body.errors).toEqual([{ message: `列表最多 ${OPERATION_LIMITS.variableListEntries} 项`, extensions: { code: 'LIST_TOO_LONG' } }]);
    expect(huge.ms).toBeLessThan(QUICKLY_MS);

    // within the list bound, a costly selection per node is refused by the budget
    const heavy = 'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { ... on MarketItem { listings(first: 100) { edges { node { id price } } } } } }';
    const costly = await timed({ query: heavy, variables: { ids: ids(MAX_NODE_IDS) } });
    expect(costly.body.errors).toMatchObject([{ extensions: { code: 'QUERY_TOO_COMPLEX' } }]);

    const inline = `{ nodes(ids: [${ids(20_000)
      .map((id) => `"${id}"`)
      .join(',')}]) { id } }`;
    const written = await timed({ query: inline }, { 'accept-language': 'en' });
    console.log(`nodes with 20,000 ids written in the query (${inline.length} bytes): refused in ${written.ms.toFixed(1)} ms`);
    expect(written.body.errors).toEqual([
      { message: `The query is too long (at most ${OPERATION_LIMITS.tokens} tokens)`, extensions: { code: 'TOO_MANY_TOKENS' } },
    ]);
    expect(written.ms).toBeLessThan(QUICKLY_MS);
  });

  it('refuses a list of more than the allowed entries anywhere in the variables, before it is decoded', async () => {
    const user = await api.signIn();
    const inventoryItemIds = Array.from({ length: OPERATION_LIMITS.variableListEntries + 1 }, (_, index) => encodeGlobalID('InventoryItem', String(index + 1)));
    const { body } = await timed(
      { query: 'mutation Unlist($input: UnlistItemsInput!) { unlistItems(input: $input) { __typename } }', variables: { input: { inventoryItemIds } } },
      { cookie: `Authorization=${user.token}` },
    );
    expect(body.errors).toMatchObject([{ extensions: { code: 'LIST_TOO_LONG' } }]);
    expect(body.data).toBeUndefined();
  });

  it('refuses too many directives', async () => {
    const fields = Array.from({ length: OPERATION_LIMITS.directives + 1 }, () => 'totalCount @include(if: true)').join(' ');
    const { body } = await timed({ query: `{ market(first: 1) { ${fields} } }` });
    expect(body.errors).toMatchObject([{ extensions: { code: 'TOO_MANY_DIRECTIVES' } }]);
  });

  it('keeps batching off: a JSON array is refused and none of its operations runs', async () => {
    const phone = '18899990001';
    const sendCode = { query: 'mutation { sendLoginCode(input: { phone: "18899990001" }) { __typename } }' };
    const { status, body } = await timed([sendCode, sendCode], { 'accept-language': 'en' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { message: 'Batched requests are not supported; send one operation at a time', extensions: { code: 'BATCHING_NOT_SUPPORTED' } },
    ]);
    expect(api.sms.latestCode(phone, 'login')).toBeUndefined();
  });
});

type RelayOperation = { name: string; kind: string; text: string };

const trustedTexts = persistedDocuments as Record<string, string>;
const relayOperations: RelayOperation[] = Object.entries(
  import.meta.glob<{ default: ConcreteRequest }>('../../web/__generated__/*.graphql.ts', { eager: true }),
)
  .map(([, module]) => module.default)
  .filter((node) => node.kind === 'Request')
  // the artifacts carry the id of their text in the trusted-document store
  .map((node) => ({ name: node.params.name, kind: node.params.operationKind, text: node.params.text ?? trustedTexts[node.params.id!] }));

/** The largest value the web client sends for a variable of this type (page sizes at their cap). */
function largestValue(type: GraphQLInputType, name: string, extensions: Record<string, unknown> = {}): unknown {
  if (isNonNullType(type)) return largestValue(type.ofType, name, extensions);
  if (isListType(type)) return Array.from({ length: MAX_PAGE_SIZE }, () => largestValue(type.ofType, name, extensions));
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, largestValue(field.type, field.name, field.extensions)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  const forTypes = extensions.relayGlobalIDFor as { typename: string }[] | null | undefined;
  switch (getNamedType(type).name) {
    case 'ID':
      return encodeGlobalID(forTypes?.[0]?.typename ?? 'MarketItem', '1');
    case 'Int':
      return name === 'first' ? MAX_PAGE_SIZE : 1;
    case 'Float':
    case 'Money':
      return 1;
    case 'Boolean':
      return true;
    default:
      return 'x';
  }
}

describe('the web client within the limits', () => {
  it('finds the Relay operations', () => {
    expect(relayOperations.length).toBeGreaterThan(30);
    expect(relayOperations.some((operation) => operation.kind === 'mutation')).toBe(true);
  });

  it('passes every Relay operation with its largest variables, well within the budget', () => {
    const costs = relayOperations.map((operation) => {
      const document = parseWithTokenLimit(operation.text);
      const definition = document.definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION)!;
      // page sizes at their cap, required values filled in, other optional ones left to their defaults
      const variables = Object.fromEntries(
        (definition.variableDefinitions ?? [])
          .filter((variable) => variable.type.kind === Kind.NON_NULL_TYPE || variable.variable.name.value === 'first')
          .map((variable) => [
            variable.variable.name.value,
            largestValue(typeFromAST(schema, variable.type as never) as GraphQLInputType, variable.variable.name.value),
          ]),
      );
      const { cost, refusal } = measureOperation(schema, document, { variables, introspection: false });
      expect(refusal, operation.name).toBeUndefined();
      expect(cost, `${operation.name} is measured`).toBeGreaterThan(0);
      return { operation: operation.name, cost: cost! };
    });
    const largest = costs.reduce((a, b) => (b.cost > a.cost ? b : a));
    console.log(
      `largest web client cost: ${largest.operation} ${largest.cost} of ${OPERATION_LIMITS.cost} (headroom ×${(OPERATION_LIMITS.cost / largest.cost).toFixed(1)})\n` +
        costs
          .sort((a, b) => b.cost - a.cost)
          .slice(0, 8)
          .map((entry) => `  ${entry.operation}: ${entry.cost}`)
          .join('\n'),
    );
    expect(largest.cost * 2).toBeLessThanOrEqual(OPERATION_LIMITS.cost);
  });
});
