// Trusted documents: the Relay compiler persists every operation of the web client
// into api/graphql/persisted-documents.json (id = SHA-256 of the text) and the client sends only ids.
// In production the server answers those ids, refuses full documents from browsers and anonymous
// clients (translated), and still takes full documents from signed partner requests.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConcreteRequest } from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persistedDocuments from '../../api/graphql/persisted-documents.json';
import { loadConfig } from '../../api/config.ts';
import MarketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';
import { marketListings } from '../helpers/orders.ts';
import { partnerApp, signed } from '../helpers/partners.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const store = persistedDocuments as Record<string, string>;
const OPS_TOKEN = randomBytes(32).toString('base64url');
const marketById = (first: number) => ({
  operationName: MarketPageQuery.params.name,
  variables: { first, page: 1, mode: 'SALE', lease: false },
  extensions: { persistedQuery: { version: 1, sha256Hash: MarketPageQuery.params.id } },
});
const marketText = store[MarketPageQuery.params.id!];

let production: TestApp;
const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  production = await createTestApp(testDatabase(), {
    config: loadConfig(productionEnvironment({ DATA_DIR: 'data/test', WEB_DIST_DIR: dist, OPS_TOKEN, RATE_LIMIT_PER_MINUTE: '0' })),
  });
  for (const hashName of ['AK-47 | Redline (Field-Tested)', 'AWP | Asiimov (Field-Tested)', 'M4A4 | Asiimov (Field-Tested)']) {
    await marketListings(1, 5_000, { hashName });
  }
}, 120_000);

afterAll(async () => {
  await production?.app.close();
});

const post = (payload: object, headers: Record<string, string> = {}) =>
  production.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload,
  });

describe('the trusted-document store', () => {
  it('holds exactly the operations of the web client, each under the SHA-256 of its text; the artifacts carry ids, not texts', () => {
    for (const [id, text] of Object.entries(store)) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    const operations = Object.values(import.meta.glob<{ default: ConcreteRequest }>('../../web/__generated__/*.graphql.ts', { eager: true }))
      .map((module) => module.default)
      .filter((node) => node.kind === 'Request');
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) expect(operation.params.text, operation.params.name).toBeNull();
    // exactly the client's operations: `npm run relay` drops what no artifact uses any more
    expect(Object.keys(store).sort()).toEqual([...new Set(operations.map((operation) => operation.params.id!))].sort());
  });
});

describe('in production', () => {
  it('answers a trusted document by its id, as its text would be answered', async () => {
    const answer = await post(marketById(3));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.market.edges).toHaveLength(3);
  });

  it('refuses a full document from a browser or an anonymous client, and an unknown id, in the reader’s language', async () => {
    const full = await post({ query: marketText, variables: { first: 3, page: 1 } });
    expect(full.json()).toMatchObject({
      errors: [{ message: '这里只接受本站网页的查询；开放平台请使用签名请求', extensions: { code: 'PERSISTED_QUERY_ONLY' } }],
    });
    expect(full.json().data).toBeUndefined();
    const user = await production.signIn();
    const signedIn = await post({ query: '{ viewer { id } }' }, { cookie: `Authorization=${user.token}`, 'accept-language': 'en' });
    expect(signedIn.json().errors[0]).toMatchObject({ message: "Only this site's own operations are accepted here; partners send signed requests" });

    const stale = await post({ ...marketById(3), extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(stale.json()).toMatchObject({ errors: [{ message: '页面已更新，请刷新后重试', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
  });

  it('takes full documents from signed partner requests', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { appId } = await partnerApp(production, {
      opsToken: OPS_TOKEN,
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      // production takes https to a public address only
      callbackUrl: 'https://93.184.215.14/callbacks',
    });
    const answer = await signed(production, {
      method: 'POST',
      target: '/graphql',
      body: { query: '{ market(first: 2) { edges { node { hashName } } } }' },
      appId,
      key: privateKey,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as { data: { market: { edges: unknown[] } } }).data.market.edges).toHaveLength(2);
  });
});
