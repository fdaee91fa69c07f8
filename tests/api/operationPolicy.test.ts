// The operation policy (api/security/operationPolicy.ts) holds every face to one table: each route the
// app registers and each mutation of the schema has a class, every entry names an operation that
// exists, docs/security.md prints the table, and what a class needs is enforced on every operation of
// it, enumerated here rather than listed by hand: a stale session is refused each step-up operation
// with nothing changed, a partner route refuses an unsigned request, an operator route a missing token.
import { readFileSync } from 'node:fs';
import { type GraphQLInputType, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { schema } from '../../api/graphql/schema.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { fieldRuleOf, needsOf, OPERATION_POLICY, policyTable, routeRuleOf } from '../../api/security/operationPolicy.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;
let clock: ControlledClock;
let stale: SignedInUser;

/** STEP_UP_WINDOW_SECONDS's default. */
const WINDOW_MS = 1_800_000;
const OPS_TOKEN = 'operation-policy-test-token-0123456789abcdef';

const testDatabase = useTestDatabase();
beforeAll(async () => {
  clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  api = await createTestApp(testDatabase(), { clock, env: { OPS_TOKEN } });
  stale = await api.signIn();
  clock.advance(WINDOW_MS + 1_000);
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const routes = () => api.app.classedRoutes.filter((route) => !SAFE.has(route.method));
const mutations = () => Object.keys(schema.getMutationType()?.getFields() ?? {});
const restEntries = () => Object.keys(OPERATION_POLICY).filter((key) => /^[A-Z]+ \//.test(key));
const routesNeeding = (needs: string) =>
  api.app.classedRoutes.filter((route) => route.method !== 'HEAD' && needsOf(routeRuleOf(route.method, route.url)!) === needs);
/** A path of the route with each parameter filled in. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, 'P0000000000');

/** What the database holds that a sensitive operation would change. */
async function footprint() {
  const [transfers, orders, listings, bargains, buyOrders, steamAccounts, withdrawals, idempotencyKeys] = await Promise.all([
    db().ledgerTransfer.count(),
    db().order.count(),
    db().listing.count(),
    db().bargain.count(),
    db().buyOrder.count(),
    db().steamAccount.count(),
    db().withdrawal.count(),
    db().idempotencyKey.count(),
  ]);
  return { transfers, orders, listings, bargains, buyOrders, steamAccounts, withdrawals, idempotencyKeys };
}

const NODE_TYPES = schema.getImplementations(schema.getType('Node') as never).objects.map((type) => type.name);

/** The node type an ID field names: `steamAccountId` a SteamAccount; a bare `id` the node its input type names. */
function nodeTypeOf(field: string, parent: string): string {
  const named = field.replace(/Ids?$/, '');
  const fromField = NODE_TYPES.find((type) => type.toLowerCase() === named.toLowerCase());
  return fromField ?? NODE_TYPES.find((type) => parent.includes(type)) ?? 'Listing';
}

/** A value of a GraphQL input type that passes validation: required fields only, the first enum value, well-formed ids. */
function sampleOf(type: GraphQLInputType, field = '', parent = ''): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType, field, parent);
  if (isListType(type)) return [sampleOf(type.ofType, field, parent)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((child) => isNonNullType(child.type))
        .map((child) => [child.name, sampleOf(child.type, child.name, type.name)]),
    );
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      String: '1',
      ID: Buffer.from(`${nodeTypeOf(field, parent)}:00000000-0000-0000-0000-000000000000`).toString('base64'),
      Int: 1,
      Float: 1,
      Boolean: true,
      Money: 100,
      DateTime: '2026-11-20T04:00:00.000Z',
    };
    return samples[type.name] ?? '1';
  }
  return null;
}

describe('every operation of every face has a class', () => {
  it('each registered route other than GET/HEAD, and each mutation, is in the table; each REST and mutation entry names one that exists', () => {
    expect(routes().length).toBeGreaterThan(60);
    expect(routes().filter((route) => routeRuleOf(route.method, route.url) === undefined)).toEqual([]);
    expect(mutations().filter((name) => fieldRuleOf('Mutation', name) === undefined)).toEqual([]);
    const registered = new Set(api.app.classedRoutes.map((route) => `${route.method} ${route.url}`));
    expect(restEntries().filter((entry) => !registered.has(entry))).toEqual([]);
    const declaredMutations = Object.keys(OPERATION_POLICY).flatMap((key) => (key.startsWith('mutation ') ? [key.slice(9)] : []));
    expect(declaredMutations.filter((name) => !mutations().includes(name))).toEqual([]);
    // the classes of the faces of one action agree (its REST route and its mutation)
    expect(OPERATION_POLICY['POST /web/inventory/sellToBuyOrder'].class).toBe(OPERATION_POLICY['mutation sellToBuyOrders'].class);
  });

  it('docs/security.md prints the table as the code declares it', () => {
    const doc = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
    const printed = /<!-- operation-policy:start -->\n([\s\S]*?)\n<!-- operation-policy:end -->/.exec(doc)?.[1];
    expect(printed).toBe(policyTable());
  });
});

describe('what a class needs is enforced on every operation of it', () => {
  it('a stale session is refused every route that needs a fresh verification (4031), and nothing changes', async () => {
    const stepUpRoutes = routesNeeding('step-up');
    expect(stepUpRoutes.length).toBeGreaterThan(15);
    const before = await footprint();
    for (const route of stepUpRoutes) {
      // no body: the refusal comes before any body would be read (an upload route takes only multipart)
      const reply = await api.call(route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', pathOf(route.url), {
        token: stale.token,
        headers: { 'idempotency-key': 'policy-test-key' },
      });
      expect({ route, status: reply.status, code: reply.body.code }).toEqual({ route, status: 403, code: 4031 });
    }
    expect(await footprint()).toEqual(before);
  });

  it('a visitor is refused every route that needs a session or a fresh verification (401)', async () => {
    for (const route of [...routesNeeding('session'), ...routesNeeding('step-up')]) {
      const reply = await api.call(route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', pathOf(route.url));
      expect({ route, status: reply.status, code: reply.body.code }).toEqual({ route, status: 401, code: 401 });
    }
  });

  it('a stale session gets StepUpRequiredError from every mutation that needs a fresh verification, and nothing changes', async () => {
    const mutationType = schema.getMutationType()!;
    const stepUp = mutations().filter((name) => needsOf(fieldRuleOf('Mutation', name)!) === 'step-up');
    expect(stepUp.length).toBeGreaterThanOrEqual(15);
    const before = await footprint();
    for (const name of stepUp) {
      const field = mutationType.getFields()[name];
      const args = field.args.filter((arg) => isNonNullType(arg.type));
      const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const document = `mutation${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''} { __typename } }`;
      const variables = Object.fromEntries(args.map((arg) => [arg.name, sampleOf(arg.type, arg.name, name)]));
      const answer = await api.graphql<Record<string, { __typename: string }>>(document, variables, { cookie: `Authorization=${stale.token}` });
      expect({ name, errors: answer.errors, typename: answer.data?.[name]?.__typename }).toEqual({
        name,
        errors: undefined,
        typename: 'StepUpRequiredError',
      });
      expect(getNamedType(field.type).name).toMatch(/Result$/);
    }
    expect(await footprint()).toEqual(before);
  });

  it('a mutation sent as GraphiQL sends it (JSON, no marker, the cookie) still needs the fresh verification', async () => {
    const reply = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: `Authorization=${stale.token}` },
      payload: JSON.stringify({
        query: 'mutation($input: WithdrawInput!) { withdraw(input: $input) { __typename ... on Error { code } } }',
        variables: { input: { amount: '20', smsCode: '123456', idempotencyKey: 'graphiql-withdraw' } },
      }),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { withdraw: { __typename: 'StepUpRequiredError', code: 'STEP_UP_REQUIRED' } } });
  });

  it('reading a Steam Guard code through GraphQL needs a fresh verification too', async () => {
    expect(needsOf(fieldRuleOf('SteamAccount', 'guardCode')!)).toBe('step-up');
    const reply = await api.call('GET', pathOf('/web/steam/accounts/:id/guardCode'), { token: stale.token });
    expect(reply.body.code).toBe(4031);
  });

  it('every partner route refuses an unsigned request, every operator route a request without the token (401)', async () => {
    const partnerRoutes = routesNeeding('partner-signature');
    expect(partnerRoutes.length).toBeGreaterThan(10);
    for (const route of partnerRoutes) {
      const reply = await api.app.inject({
        method: route.method as 'POST',
        url: pathOf(route.url),
        headers: { 'content-type': 'application/json', cookie: `Authorization=${stale.token}` },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      expect({ route, status: reply.statusCode }).toEqual({ route, status: 401 });
    }
    const operatorRoutes = routesNeeding('operator-token');
    expect(operatorRoutes.length).toBeGreaterThan(2);
    for (const route of operatorRoutes) {
      const reply = await api.app.inject({ method: route.method as 'POST', url: pathOf(route.url), headers: { cookie: `Authorization=${stale.token}` } });
      expect({ route, status: reply.statusCode }).toEqual({ route, status: 401 });
    }
  });
});
