import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import type { Database } from '../../api/db/database.ts';
import { GRAPHIQL_EXAMPLES } from '../../api/graphql/graphiqlExamples.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';
import SessionQuery from '../../web/__generated__/SessionQuery.graphql.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/** The web client's session query, as the client sends it: its trusted document's id. */
const VIEWER_QUERY = { name: SessionQuery.params.name, id: SessionQuery.params.id! };

let database: Database;
let dist: string;
const apps: TestApp[] = [];

const productionEnv = (extra: Record<string, string> = {}) => productionEnvironment({ DATA_DIR: 'data/test', WEB_DIST_DIR: dist, ...extra });

async function appWith(env: Record<string, string> | undefined): Promise<TestApp> {
  const app = await createTestApp(database, env ? { config: loadConfig(env) } : { webDistDir: dist });
  apps.push(app);
  return app;
}

let production: TestApp;
/** production that takes full documents from everyone (GRAPHQL_ANY_DOCUMENT): what a signed partner request gets */
let productionAnyDocument: TestApp;
let productionWithGraphiql: TestApp;
let development: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  database = testDatabase();
  production = await appWith(productionEnv());
  productionAnyDocument = await appWith(productionEnv({ GRAPHQL_ANY_DOCUMENT: 'on' }));
  productionWithGraphiql = await appWith(productionEnv({ GRAPHIQL: 'on' }));
  development = await appWith(undefined);
});

afterAll(async () => {
  for (const app of apps) await app.app.close();
});

const openGraphiql = (api: TestApp) => api.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
/** A query typed into GraphiQL, sent as its page sends it: a full document as JSON, from our own origin, no custom header. */
const runInGraphiql = async (api: TestApp, query: string) => {
  const reply = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({ query }),
  });
  return { status: reply.statusCode, body: reply.json() };
};
const MARKET_QUERY = '{ __typename market(first: 1) { totalCount } }';
const marketAnswer = { data: { __typename: 'Query', market: { totalCount: expect.any(Number) } } };

/** The GraphiQL page itself: served as HTML, opening on our example operations. */
function expectGraphiqlPage(page: Awaited<ReturnType<typeof openGraphiql>>) {
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain(JSON.stringify(GRAPHIQL_EXAMPLES));
}
const introspect = (api: TestApp, language?: string) =>
  api.graphql('{ __schema { queryType { name } } }', undefined, language ? { 'accept-language': language } : {});

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('GraphiQL, introspection and suggestions', () => {
  it('are off in production', async () => {
    const page = await openGraphiql(production);
    expect(page.statusCode).not.toBe(200);
    expect(page.headers['content-type']).not.toMatch(/html/);
    expect(page.body).not.toMatch(/graphiql/i);
    // what GraphiQL would send, a query or introspection, is refused whole: no data
    for (const query of [MARKET_QUERY, '{ __schema { queryType { name } } }']) {
      const refused = await runInGraphiql(production, query);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    }

    expect(await introspect(productionAnyDocument)).toEqual({
      errors: [{ message: '接口结构查询（introspection）已关闭', extensions: { code: 'INTROSPECTION_DISABLED' } }],
    });
    expect((await introspect(productionAnyDocument, 'en')).errors?.[0].message).toBe('Schema introspection is turned off');
    expect((await productionAnyDocument.graphql('{ __type(name: "Query") { name } }')).errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');

    const misspelt = await productionAnyDocument.graphql('{ markt(first: 1) { totalCount } }');
    expect(misspelt.errors?.[0].message).toBe('Cannot query field "markt" on type "Query".');
    const badEnum = await productionAnyDocument.graphql('{ market(first: 1, sort: DEFALT) { totalCount } }');
    expect(badEnum.errors?.[0].message).toMatch(/DEFALT/);
    expect(badEnum.errors?.[0].message).not.toMatch(/Did you mean/);
    const badVariable = await productionAnyDocument.graphql('query Q($sort: MarketSort) { market(first: 1, sort: $sort) { totalCount } }', { sort: 'DEFALT' });
    expect(badVariable.errors?.[0].message).not.toMatch(/Did you mean/);
    expect(badVariable.errors?.[0].message).toMatch(/DEFALT/);
  });

  it('are on in production with GRAPHIQL=on', async () => {
    expectGraphiqlPage(await openGraphiql(productionWithGraphiql));
    // and what is typed into it runs: the market answers, and the docs explorer's introspection
    expect(await runInGraphiql(productionWithGraphiql, MARKET_QUERY)).toEqual({ status: 200, body: marketAnswer });
    expect(await runInGraphiql(productionWithGraphiql, '{ __schema { queryType { name } } }')).toEqual({
      status: 200,
      body: { data: { __schema: { queryType: { name: 'Query' } } } },
    });
    const misspelt = await productionWithGraphiql.graphql('{ markt(first: 1) { totalCount } }');
    expect(misspelt.errors?.[0].message).toMatch(/Did you mean "market"/);
    const badVariable = await productionWithGraphiql.graphql('query Q($sort: MarketSort) { market(first: 1, sort: $sort) { totalCount } }', { sort: 'DEFALT' });
    expect(badVariable.errors?.[0].message).toMatch(/Did you mean the enum value "DEFAULT"\?/);
  });

  it('are on outside production by default', async () => {
    expectGraphiqlPage(await openGraphiql(development));
    expect(await runInGraphiql(development, MARKET_QUERY)).toEqual({ status: 200, body: marketAnswer });
    expect(await introspect(development)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: 'data/test' }).graphiql).toBe(true);
    expect(loadConfig(productionEnv()).graphiql).toBe(false);
    expect(loadConfig(productionEnv({ GRAPHIQL: 'off' })).graphiql).toBe(false);
    expect(() => loadConfig(productionEnv({ GRAPHIQL: 'maybe' }))).toThrow(/GRAPHIQL/);
  });
});

describe('Content-Security-Policy', () => {
  it('allows the pages no inline or evaluated script', async () => {
    for (const api of [production, development]) {
      const page = await api.app.inject({ method: 'GET', url: '/market' });
      expect(page.body).toContain('<div id="root">');
      const policy = csp(page.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
    }
  });

  it('gives GraphiQL, when on, its own policy on its route only', async () => {
    const graphiql = csp((await openGraphiql(productionWithGraphiql)).headers['content-security-policy']);
    expect(graphiql['script-src']).toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(graphiql['worker-src']).toEqual(expect.arrayContaining(['blob:']));
    const page = csp((await productionWithGraphiql.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(page['script-src']).toEqual(["'self'"]);
    const graphqlOff = csp((await openGraphiql(production)).headers['content-security-policy']);
    expect(graphqlOff['script-src']).toEqual(["'self'"]);
  });

  it('keeps the client page free of inline scripts, so the strict policy serves it (the build only adds <script src>)', () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});

describe('Cache-Control on answers about a session', () => {
  it('is no-store on signing in and out, and on REST and GraphQL answers to a signed-in request', async () => {
    const user = await production.signIn();
    const profile = await production.app.inject({ method: 'GET', url: '/web/user', headers: { cookie: `Authorization=${user.token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const viewer = await production.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${user.token}` },
      // production takes the web client's trusted documents by id only
      payload: { operationName: VIEWER_QUERY.name, variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: VIEWER_QUERY.id } } },
    });
    expect(viewer.json().data.viewer).not.toBeNull();
    expect(viewer.headers['cache-control']).toBe('no-store');

    const phone = '18899990002';
    await production.call('POST', '/web/sms', { body: { phone }, ip: '10.9.9.9' });
    const login = await production.app.inject({
      method: 'POST',
      url: '/web/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { phone, code: production.sms.latestCode(phone, 'login'), agree: true, keepLogin: true },
    });
    expect(login.cookies.some((cookie) => cookie.name === 'Authorization')).toBe(true);
    expect(login.headers['cache-control']).toBe('no-store');

    const logout = await production.app.inject({
      method: 'DELETE',
      url: '/web/user',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${user.token}` },
    });
    expect(logout.headers['set-cookie']).toMatch(/^Authorization=;/);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('is left alone on anonymous answers', async () => {
    const market = await production.app.inject({ method: 'GET', url: '/web/market' });
    expect(market.headers['cache-control']).not.toBe('no-store');
    const page = await production.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
