// Signed partner requests: the golden vectors of docs/open-platform.md recomputed
// byte for byte and accepted by the server, then every refusal (each a 401 in the envelope that
// changes nothing, not even the nonce), the per-app rate limit and its headers, the /openplat
// page's signing sample run as the page shows it, and docs/open-platform.md's call.mjs run as a
// partner runs it (node, PARTNER_BASE_URL) against a listening server.
import { execFile } from 'node:child_process';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { callbackSigningInput, requestSigningInput, sign, verify } from '../../api/modules/openplatform/signature.ts';
import { marketListings } from '../helpers/orders.ts';
import { docsBlock, docsTestKey, partnerApp as sharedPartnerApp, type SignedRequest, signed as signedRequest } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { fundDeposit } from '../helpers/wallet.ts';
import { SIGNING_SAMPLE } from '../../web/pages/openplat/signingSample.ts';

type RequestVector = { appId: string; method: string; target: string; timestamp: string; nonce: string; body: string; signingInput: string; signature: string };
type Vectors = { requests: RequestVector[]; callback: { timestamp: string; nonce: string; body: string; signingInput: string; signature: string } };

const { privateKey, publicKeyPem } = docsTestKey();
const vectors = JSON.parse(docsBlock('<!-- golden-vectors -->', 'json')) as Vectors;
const GOLDEN_APP = 'app_0123456789abcdef';
const OPS_TOKEN = randomBytes(32).toString('base64url');
const clock = new ControlledClock(new Date(Number(vectors.requests[0].timestamp)));
let api: TestApp;

// the catalogue: the signing sample buys a listing of it
const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN }, clock });
});

afterAll(async () => {
  await api?.app.close();
});

/** A user whose approved app holds the test key, under the given app id. */
const partnerApp = async (appId: string) => (await sharedPartnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem, appId })).user;

type Signed = Omit<SignedRequest, 'key'> & { key?: KeyObject };
const signed = (request: Signed) => signedRequest(api, { ...request, key: request.key ?? privateKey });

describe('the golden vectors of docs/open-platform.md', () => {
  it('give exactly the published signing inputs and signatures', () => {
    for (const vector of vectors.requests) {
      const input = requestSigningInput(vector);
      expect(input.toString('utf8')).toBe(vector.signingInput);
      expect(sign(privateKey, input)).toBe(vector.signature);
      expect(verify(publicKeyPem, input, vector.signature)).toBe(true);
    }
    const callback = callbackSigningInput(vectors.callback);
    expect(callback.toString('utf8')).toBe(vectors.callback.signingInput);
    expect(sign(privateKey, callback)).toBe(vectors.callback.signature);
  });

  it('are accepted by the server as published: the first request, at its timestamp, by its app', async () => {
    await partnerApp(GOLDEN_APP);
    const [vector] = vectors.requests;
    const response = await api.app.inject({
      method: vector.method as 'GET',
      url: vector.target,
      headers: { 'x-app-id': vector.appId, 'x-timestamp': vector.timestamp, 'x-nonce': vector.nonce, 'x-signature': vector.signature },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: { total: 0, deposit: 0, withdrawable: 0, frozen: 0, points: 0 } });
  });
});

describe('beside the site’s per-address limit (RATE_LIMIT_PER_MINUTE, on by default)', () => {
  it('still counts each app apart and every refusal against its address, a second at a time; the site’s API keeps its own count', async () => {
    const site = await createTestApp(testDatabase(), { env: { OPS_TOKEN, RATE_LIMIT_PER_MINUTE: '600' }, clock });
    try {
      const refused = await site.app.inject({ method: 'GET', url: '/open/v1/wallet' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['ratelimit-limit']).toBe('100');
      expect(Number(refused.headers['ratelimit-reset'])).toBeLessThanOrEqual(1);
      const { appId } = await sharedPartnerApp(site, { opsToken: OPS_TOKEN, publicKeyPem });
      await db().partnerApp.update({ where: { id: appId }, data: { rateLimitPerSecond: 2 } });
      const statuses = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push((await signedRequest(site, { target: '/open/v1/no-such-route', appId, key: privateKey })).status);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await site.app.inject({ method: 'GET', url: '/web/exchangeRate' })).headers['x-ratelimit-limit']).toBe('600');
    } finally {
      await site.app.close();
    }
  });
});

describe('refusals: 401 in the envelope, nothing changed', () => {
  let appId: string;
  beforeAll(async () => {
    appId = `app_${randomBytes(8).toString('hex')}`;
    await partnerApp(appId);
  });

  it('answers a good request with the app user’s wallet and the rate-limit headers; no cookie, marker or Origin needed', async () => {
    const reply = await signed({ target: '/open/v1/wallet', appId });
    expect(reply.status).toBe(200);
    expect(reply.headers['ratelimit-limit']).toBe('20');
    expect(Number(reply.headers['ratelimit-remaining'])).toBeLessThan(20);
    expect(reply.headers['ratelimit-reset']).toBeDefined();
  });

  it('puts the rate-limit headers on a signed 400 (an unknown parameter or body field) and a signed 404 (an unknown route), each counted', async () => {
    const counted = `app_${randomBytes(8).toString('hex')}`;
    await partnerApp(counted);
    for (const [request, status] of [
      [{ target: '/open/v1/wallet?foo=1' }, 400],
      [{ method: 'POST', target: '/open/v1/prices', body: { foo: 1 } }, 400],
      [{ target: '/open/v1/no-such-route' }, 404],
      [{ method: 'POST', target: '/open/v1/orders/202611251234567890/no-such-action', body: {} }, 404],
    ] as const) {
      const reply = await signed({ ...request, appId: counted });
      const label = `${request.target}: ${JSON.stringify(reply.body)}`;
      expect(reply.status, label).toBe(status);
      expect(reply.body, label).toMatchObject({ code: status, data: null });
      expect(reply.headers['ratelimit-limit'], label).toBe('20');
      expect(reply.headers['ratelimit-reset'], label).toBeDefined();
      // counted against the app (the window is a second: a new one starts at 19 again)
      expect(Number(reply.headers['ratelimit-remaining']), label).toBeLessThan(20);
    }
    // an unknown route beyond the app's limit is a 429 too: of three at once, two share a second
    await db().partnerApp.update({ where: { id: counted }, data: { rateLimitPerSecond: 1 } });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await signed({ target: '/open/v1/no-such-route', appId: counted })).status);
    expect(statuses).toContain(429);
  });

  it('refuses missing headers, an unknown app, a stale or future timestamp, a malformed nonce', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/open/v1/wallet' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 401, msg: expect.stringContaining('X-Signature'), data: null });
    // a refusal carries the rate-limit headers too: refusals count against the caller's address
    expect(missing.headers['ratelimit-limit']).toBe('100');
    expect(Number(missing.headers['ratelimit-remaining'])).toBeLessThan(100);
    expect(missing.headers['ratelimit-reset']).toBeDefined();
    for (const [request, message] of [
      [{ appId: 'app_ffffffffffffffff' }, 'X-App-Id 不是已通过审核并提交了公钥的应用'],
      [{ appId: 'not-an-app' }, 'X-App-Id 不是已通过审核并提交了公钥的应用'],
      [{ appId, timestamp: String(clock.now().getTime() - 5 * 60_000 - 1) }, expect.stringContaining('5 分钟')],
      [{ appId, timestamp: String(clock.now().getTime() + 5 * 60_000 + 1) }, expect.stringContaining('5 分钟')],
      [{ appId, timestamp: String(Math.floor(clock.now().getTime() / 1000)) }, expect.stringContaining('毫秒')],
      [{ appId, nonce: 'short' }, expect.stringContaining('8-64')],
      [{ appId, nonce: 'has spaces in it' }, expect.stringContaining('8-64')],
    ] as const) {
      const reply = await signed({ target: '/open/v1/wallet', ...request });
      expect(reply.status, JSON.stringify(request)).toBe(401);
      expect(reply.body.msg).toEqual(message);
    }
  });

  it('refuses a signature by another key, or for another path, query, method or body, without using up the nonce', async () => {
    const stranger = createPrivateKey(
      (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    const nonce = `kept-nonce-${randomBytes(6).toString('hex')}`;
    const byStranger = await signed({ target: '/open/v1/wallet', appId, key: stranger, nonce });
    expect(byStranger.status).toBe(401);
    expect(byStranger.body.msg).toContain('签名验证失败');

    const timestamp = String(clock.now().getTime());
    const parts = { appId, method: 'GET', target: '/open/v1/wallet', timestamp, nonce, body: '' };
    for (const sent of [
      { method: 'GET', url: '/open/v1/wallet?x=1', payload: undefined },
      { method: 'POST', url: '/open/v1/wallet', payload: undefined },
      { method: 'POST', url: '/open/v1/wallet', payload: '{"amount":1}' },
    ] as const) {
      const response = await api.app.inject({
        method: sent.method,
        url: sent.url,
        headers: {
          'x-app-id': appId,
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': sign(privateKey, requestSigningInput(parts)),
          'content-type': 'application/json',
        },
        payload: sent.payload,
      });
      expect(response.statusCode, `${sent.method} ${sent.url}`).toBe(401);
    }
    // none of the refusals took the nonce: the request it was made for passes once, then never again
    expect((await signed({ target: '/open/v1/wallet', appId, nonce, timestamp })).status).toBe(200);
    const replayed = await signed({ target: '/open/v1/wallet', appId, nonce, timestamp });
    expect(replayed.status).toBe(401);
    expect(replayed.body.msg).toContain('已使用过');
  });

  it('refuses every request of a suspended app, and of an app whose keys an operator reset', async () => {
    const suspendedApp = `app_${randomBytes(8).toString('hex')}`;
    const user = await partnerApp(suspendedApp);
    expect((await signed({ target: '/open/v1/wallet', appId: suspendedApp })).status).toBe(200);
    await api.call('POST', '/web/openapi/suspend', { token: user.token });
    const refused = await signed({ target: '/open/v1/wallet', appId: suspendedApp });
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toContain('已停用');

    await api.app.inject({ method: 'POST', url: `/ops/openplat/apps/${suspendedApp}/reset`, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect((await signed({ target: '/open/v1/wallet', appId: suspendedApp })).status).toBe(401);
  });

  it('ignores a session cookie: without a valid signature a signed-in browser gets nothing', async () => {
    const user = await api.signIn();
    const response = await api.app.inject({
      method: 'GET',
      url: '/open/v1/wallet',
      headers: { cookie: `Authorization=${user.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits each app to its requests a second, with 429 and Retry-After beyond', async () => {
    const limited = `app_${randomBytes(8).toString('hex')}`;
    await partnerApp(limited);
    await db().partnerApp.update({ where: { id: limited }, data: { rateLimitPerSecond: 2 } });
    const replies = [];
    for (let index = 0; index < 3; index += 1) replies.push(await signed({ target: '/open/v1/wallet', appId: limited }));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 429]);
    expect(replies[2].headers['retry-after']).toBeDefined();
    expect(replies[2].headers['ratelimit-remaining']).toBe('0');
    // another app is not held back by it
    expect((await signed({ target: '/open/v1/wallet', appId })).status).toBe(200);
  });

  it('counts signed GraphQL against the same limit as the app’s partner API calls, with the same headers; a refused one against its address', async () => {
    const limited = `app_${randomBytes(8).toString('hex')}`;
    await partnerApp(limited);
    await db().partnerApp.update({ where: { id: limited }, data: { rateLimitPerSecond: 2 } });
    const graphql = { method: 'POST', target: '/graphql', body: { query: '{ viewer { __typename } }' } } as const;
    const replies = [
      await signed({ target: '/open/v1/wallet', appId: limited }),
      await signed({ ...graphql, appId: limited }),
      await signed({ ...graphql, appId: limited }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 429]);
    expect(replies[1].headers['ratelimit-limit']).toBe('2');
    expect(replies[1].headers['ratelimit-remaining']).toBe('0');
    expect(replies[2].headers['retry-after']).toBeDefined();
    expect(replies[2].body).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    // a bad signature on GraphQL: a 401 counted against the address, as on /open/v1
    const forged = await signed({ ...graphql, appId: limited, key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    expect(forged.status).toBe(401);
    expect(forged.headers['ratelimit-limit']).toBe('100');
  });
});

describe('GET /open/v1/platform-key', () => {
  it('answers the platform’s public key and its id without a signature', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/open/v1/platform-key' });
    expect(response.statusCode).toBe(200);
    const { keyId, publicKey } = response.json().data;
    expect(keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(createPublicKey(publicKey).asymmetricKeyType).toBe('rsa');
  });
});

describe('the signing sample of the /openplat page', () => {
  it('signs a request the server accepts, as the page shows it', async () => {
    const user = (await sharedPartnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem })).user;
    const appId = (await api.call('GET', '/web/openapi', { token: user.token })).body.data.app.appId as string;
    const { listings } = await marketListings(1, 10_000);
    await fundDeposit(user.userId, 10_000);
    const directory = mkdtempSync(path.join(tmpdir(), 'openplat-sample-'));
    const keyFile = path.join(directory, 'openplat-private.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    // the page's code as it is, but for where its key file is (the page reads it from the working directory)
    const moduleFile = path.join(directory, 'sign.mjs');
    writeFileSync(moduleFile, SIGNING_SAMPLE.replace("'openplat-private.pem'", JSON.stringify(keyFile)));
    process.env.OPENPLAT_APP_ID = appId;
    clock.set(new Date());
    try {
      const sample = (await import(pathToFileURL(moduleFile).href)) as { signedHeaders(method: string, path: string, body?: string): Record<string, string> };
      const body = JSON.stringify({
        merchantOrderNo: 'SAMPLE-1',
        listingIds: [listings[0].id],
        prices: [listings[0].priceCents],
        tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T',
      });
      const answers = [];
      for (const [method, target, payload] of [
        ['GET', '/open/v1/wallet', undefined],
        ['GET', '/open/v1/orders?limit=5', undefined],
        ['POST', '/open/v1/orders', body],
      ] as const) {
        const response = await api.app.inject({
          method,
          url: target,
          headers: { ...sample.signedHeaders(method.toLowerCase(), target, payload), ...(payload ? { 'content-type': 'application/json' } : {}) },
          payload,
        });
        // each a request valid in every way: only a signature the server accepted gets its 200 and code 0
        expect(response.statusCode, `${method} ${target}: ${response.body}`).toBe(200);
        expect(response.json().code, `${method} ${target}`).toBe(0);
        answers.push(response.json().data);
      }
      const [wallet, , purchase] = answers;
      expect(wallet.deposit).toBe(10_000);
      expect(purchase).toMatchObject({ merchantOrderNo: 'SAMPLE-1', orders: [{ orderNo: expect.any(String) }] });
    } finally {
      delete process.env.OPENPLAT_APP_ID;
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('the call.mjs sample of docs/open-platform.md', () => {
  it('signs and sends a GET and a POST with a body that the listening server accepts, where PARTNER_BASE_URL says', async () => {
    const user = (await sharedPartnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem })).user;
    const appId = (await api.call('GET', '/web/openapi', { token: user.token })).body.data.app.appId as string;
    await fundDeposit(user.userId, 4_321);
    const directory = mkdtempSync(path.join(tmpdir(), 'call-sample-'));
    const keyFile = path.join(directory, 'partner-private.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    // the page's script as it is, run as the page says: node call.mjs <appId> <key> <METHOD> <target> [body]
    const script = path.join(directory, 'call.mjs');
    const sample = docsBlock('this Node script signs and sends one request', 'js');
    expect(sample).toContain('process.env.PARTNER_BASE_URL');
    writeFileSync(script, sample);
    clock.set(new Date());
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const run = async (...args: string[]) => {
        const { stdout } = await promisify(execFile)(process.execPath, [script, appId, keyFile, ...args], {
          cwd: directory,
          env: { ...process.env, PARTNER_BASE_URL: `${address}/` },
        });
        // it prints the HTTP status, then the answer
        const [status, ...answer] = stdout.split(' ');
        return { status: Number(status), answer: JSON.parse(answer.join(' ')) };
      };
      const wallet = await run('GET', '/open/v1/wallet');
      expect(wallet).toMatchObject({ status: 200, answer: { code: 0, data: { deposit: 4_321 } } });
      const prices = await run('POST', '/open/v1/prices', JSON.stringify({ hashNames: ['No such item'] }));
      expect(prices).toMatchObject({ status: 200, answer: { code: 0, data: { list: [{ hashName: 'No such item', known: false }] } } });
      // a wrong key is the server's refusal, printed the same way
      const stranger = path.join(directory, 'stranger.pem');
      writeFileSync(
        stranger,
        (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
      );
      const { stdout } = await promisify(execFile)(process.execPath, [script, appId, stranger, 'GET', '/open/v1/wallet'], {
        cwd: directory,
        env: { ...process.env, PARTNER_BASE_URL: address },
      });
      expect(stdout.startsWith('401 ')).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
