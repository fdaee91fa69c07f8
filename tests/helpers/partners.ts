// Partner apps for the API tests of the open platform: an approved app holding a public key (through
// the web's application, the operator's approval and step 2), and requests signed with its private key
// as docs/open-platform.md §2 describes them.
import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { db } from '../../api/db/client.ts';
import { requestSigningInput, sign } from '../../api/modules/openplatform/signature.ts';
import { createTestApp, type SignedInUser, type TestApp } from './testApp.ts';
import { useTestDatabase } from './testDatabase.ts';
import { fundDeposit } from './wallet.ts';

/** The text of the first ```language block after `marker` in docs/open-platform.md: the tests read the page itself, so it cannot drift from the code. */
export function docsBlock(marker: string, language: string): string {
  const page = readFileSync(new URL('../../docs/open-platform.md', import.meta.url), 'utf8');
  const start = page.indexOf(`\`\`\`${language}`, page.indexOf(marker)) + language.length + 3;
  return page.slice(start, page.indexOf('```', start)).trim();
}

/** The fixed test key pair published in docs/open-platform.md (for tests only). */
export function docsTestKey(): { privateKey: KeyObject; publicKeyPem: string } {
  const privateKey = createPrivateKey(docsBlock('<!-- test-private-key -->', 'pem'));
  return { privateKey, publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
}

export type PartnerApp = { user: SignedInUser; appId: string };

/**
 * A new user whose approved app holds `publicKeyPem`: the open-platform switch, step 1, the operator's
 * approval (the app was built with `OPS_TOKEN: opsToken`) and step 2. With `appId`, the app is renamed to it.
 */
export async function partnerApp(
  api: TestApp,
  options: {
    opsToken: string;
    publicKeyPem: string;
    appId?: string;
    user?: SignedInUser;
    /** the approval's limits (cents for the amount); the defaults of an approval without figures when left out */
    limits?: { dailyOrders: number; dailyAmount: number };
    callbackUrl?: string;
  },
): Promise<PartnerApp> {
  const user = options.user ?? (await api.signIn());
  await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true } });
  const applied = await api.call('POST', '/web/openapi/apply', { token: user.token, body: { phone: '13800138000', wechat: 'partner_shop', reason: 'tests' } });
  expect(applied.body.code).toBe(0);
  const approved = await api.app.inject({
    method: 'POST',
    url: `/ops/openplat/applications/${applied.body.data.application.id}/approve`,
    headers: { authorization: `Bearer ${options.opsToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify(options.limits ?? {}),
  });
  expect(approved.statusCode).toBe(200);
  const keys = await api.call('POST', '/web/openapi/keys', {
    token: user.token,
    body: { callbackUrl: options.callbackUrl ?? 'http://127.0.0.1:9/cb', publicKey: options.publicKeyPem },
  });
  expect(keys.body.code).toBe(0);
  let appId: string = approved.json().data.appId;
  if (options.appId) {
    await db().partnerApp.update({ where: { id: appId }, data: { id: options.appId } });
    appId = options.appId;
  }
  return { user, appId };
}

export type BuyingPartner = { appId: string; userId: string; token: string };

/** An approved app with room for any purchase of the catalogue a day, and `depositCents` in its user's deposit: a partner that buys. */
export async function buyingPartner(api: TestApp, options: { opsToken: string; publicKeyPem: string; depositCents: number }): Promise<BuyingPartner> {
  const { user, appId } = await partnerApp(api, { ...options, limits: { dailyOrders: 1_000, dailyAmount: 1_000_000_000 } });
  if (options.depositCents > 0) await fundDeposit(user.userId, options.depositCents);
  return { appId, userId: user.userId, token: user.token };
}

export type SignedRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the path and query exactly as sent (and signed) */
  target: string;
  /** the body as sent; an object is sent as its JSON */
  body?: string | object;
  appId: string;
  key: KeyObject;
  nonce?: string;
  timestamp?: string;
  headers?: Record<string, string>;
};

export type SignedReply = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { code: number; msg: string; data: any };
  nonce: string;
};

let nonces = 0;

/** Sends a request signed as a partner does it, at the app's clock unless a timestamp is given. */
/**
 * A query value encoded as docs/open-platform.md tells partners to before signing: every character
 * but the unreserved ones, `'` `(` `)` `*` `!` included, which encodeURIComponent leaves as they are
 * and an HTTP client built on the WHATWG URL (fetch, and Fastify's inject) would encode after signing.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

export async function signed(api: TestApp, request: SignedRequest): Promise<SignedReply> {
  const { method = 'GET', target, appId, key, headers = {} } = request;
  const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  const parts = {
    appId,
    method,
    target,
    timestamp: request.timestamp ?? String(api.clock.now().getTime()),
    nonce: request.nonce ?? `test-nonce-${++nonces}-${randomBytes(4).toString('hex')}`,
    body,
  };
  const response = await api.app.inject({
    method,
    url: target,
    headers: {
      'x-app-id': parts.appId,
      'x-timestamp': parts.timestamp,
      'x-nonce': parts.nonce,
      'x-signature': sign(key, requestSigningInput(parts)),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    payload: body || undefined,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json(), nonce: parts.nonce };
}

/**
 * The app of a partner test file: started before its tests on a database with the catalogue, with an
 * operator token of its own (to approve applications), and closed after them.
 */
export function usePartnerTestApp(options: { hookTimeoutMs?: number } = {}): { opsToken: string; readonly api: TestApp } {
  const opsToken = randomBytes(32).toString('base64url');
  const testDatabase = useTestDatabase({ catalogue: true });
  let api: TestApp | undefined;
  beforeAll(async () => {
    api = await createTestApp(testDatabase(), { env: { OPS_TOKEN: opsToken } });
  }, options.hookTimeoutMs ?? 120_000);
  afterAll(async () => {
    await api?.app.close();
  });
  return {
    opsToken,
    get api() {
      if (!api) throw new Error('the partner test app starts in beforeAll');
      return api;
    },
  };
}
