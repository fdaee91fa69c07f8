// The graphql-http audit (GraphQL over HTTP conformance) of POST /graphql as a standard GraphQL client
// or GraphiQL sends it: plain fetch, no cookie, no XMLHttpRequest marker, no custom header. A JSON POST
// cannot come from another site without a CORS preflight, so the CSRF guard lets it through
// (api/http/originGuard.ts). The MUST audits pass; what the SHOULD audits say is printed.
import type { AddressInfo } from 'node:net';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let api: TestApp;
let base: string;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase());
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await api?.app.close();
});

describe('the graphql-http audit with a plain client', () => {
  it('passes every MUST audit without any custom header', async () => {
    const sent: Headers[] = [];
    const plainFetch = (input: string | URL | Request, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers));
      return fetch(input, init);
    };
    const results = await auditServer({ url: `${base}/graphql`, fetchFn: plainFetch });
    const notes = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.status}: ${result.name}${'reason' in result ? ` (${result.reason})` : ''}`);
    if (notes.length) console.log(notes.join('\n'));
    expect(results.filter((result) => result.status === 'error').map((result) => result.name)).toEqual([]);
    expect(results.filter((result) => result.name.startsWith('MUST')).length).toBeGreaterThan(10);
    expect(sent.some((headers) => headers.has('x-requested-with'))).toBe(false);
  }, 60_000);
});
