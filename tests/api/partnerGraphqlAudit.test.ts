// The graphql-http audit (GraphQL over HTTP conformance) of POST /graphql as partners use it: every
// request the audit makes is signed by the partner. The MUST audits pass; what the
// SHOULD audits say is printed.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { requestSigningInput, sign } from '../../api/modules/openplatform/signature.ts';
import { docsTestKey, partnerApp } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
let api: TestApp;
let base: string;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await api?.app.close();
});

describe('the graphql-http audit with a signing client', () => {
  it('passes every MUST audit', async () => {
    const { privateKey, publicKeyPem } = docsTestKey();
    const { appId } = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem });
    // the audit sends its requests at once: more than an app's 20 signed requests a second
    await db().partnerApp.update({ where: { id: appId }, data: { rateLimitPerSecond: 1_000 } });
    const signingFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? init.body : '';
      const parts = {
        appId,
        method,
        target: url.pathname + url.search,
        timestamp: String(api.clock.now().getTime()),
        nonce: randomBytes(12).toString('hex'),
        body,
      };
      const headers = new Headers(init.headers);
      headers.set('x-app-id', appId);
      headers.set('x-timestamp', parts.timestamp);
      headers.set('x-nonce', parts.nonce);
      headers.set('x-signature', sign(privateKey, requestSigningInput(parts)));
      return fetch(url, { ...init, headers });
    };
    const results = await auditServer({ url: `${base}/graphql`, fetchFn: signingFetch });
    const failedMust = results.filter((result) => result.status === 'error');
    const notes = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.status}: ${result.name}${'reason' in result ? ` (${result.reason})` : ''}`);
    if (notes.length) console.log(notes.join('\n'));
    expect(failedMust.map((result) => result.name)).toEqual([]);
    // the audit's requests went through the signature check (each took its nonce), not as a visitor's
    expect(await db().partnerNonce.count({ where: { appId } })).toBeGreaterThan(20);
  }, 60_000);
});
