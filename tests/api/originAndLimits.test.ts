// The request limits and cross-site rules at the edge (docs/security.md): no cross-origin credentials
// and no cross-origin state changes; the client address from forwarded headers only behind
// TRUST_PROXY; the per-address request limit; failed logins limited per address and per phone. The
// Redis-shared limits run with TEST_REDIS_URL.
import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { IP_HOURLY_LIMIT, LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_PHONE } from '../../api/modules/auth/auth.service.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
let counter = 0;
const freshPhone = () => `1370000${String(++counter).padStart(4, '0')}`;
const freshIp = () => `10.77.${Math.floor(++counter / 250)}.${counter % 250}`;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  vi.useRealTimers();
  await api?.app.close();
});

afterEach(() => vi.useRealTimers());

/** Moves the server's clock on (the limiters and the SMS throttle read Date). */
function passTime(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

const SET_OPEN_PLATFORM = `mutation($enabled: Boolean!) { setOpenPlatform(input: { enabled: $enabled }) {
  __typename ... on SetOpenPlatformPayload { viewer { openPlatformEnabled } } } }`;

async function postGraphql(app: TestApp, query: string, variables: Record<string, unknown>, headers: Record<string, string>, remoteAddress = '10.1.1.1') {
  const response = await app.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    payload: { query, variables },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const openPlatformOf = async (userId: string) => (await db().user.findUniqueOrThrow({ where: { id: userId } })).openPlatformEnabled;

describe('cross-origin requests (CSRF, CORS)', () => {
  it("refuses a foreign page's setOpenPlatform with the visitor's cookie: 403, the flag unchanged, no ACAC", async () => {
    const user = await api.signIn();
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'http://localhost:8080']) {
      const reply = await postGraphql(api, SET_OPEN_PLATFORM, { enabled: true }, { cookie: `Authorization=${user.token}`, origin });
      expect(reply.status).toBe(403);
      expect(reply.body.errors[0]).toMatchObject({ message: '请求被拒绝：请从本站页面操作', extensions: { code: 'FORBIDDEN' } });
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
    for (const site of ['cross-site', 'same-site']) {
      const reply = await postGraphql(api, SET_OPEN_PLATFORM, { enabled: true }, { cookie: `Authorization=${user.token}`, 'sec-fetch-site': site });
      expect(reply.status).toBe(403);
    }
    const rest = await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true }, headers: { origin: 'https://evil.example' } });
    expect(rest).toEqual({ status: 403, body: { code: 403, msg: '请求被拒绝：请从本站页面操作', data: null } });
    expect(await openPlatformOf(user.userId)).toBe(false);
  });

  it('answers no CORS grant to a foreign or null Origin, preflight included', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
      });
      const read = await api.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D', headers: { origin, accept: 'application/json' } });
      const rest = await api.app.inject({ method: 'GET', url: '/web/notice', headers: { origin } });
      expect(read.statusCode).toBe(200);
      for (const response of [preflight, read, rest]) {
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it('still serves our own pages (same Origin, same-origin fetch) and clients that name no origin', async () => {
    const user = await api.signIn();
    const own = await postGraphql(
      api,
      SET_OPEN_PLATFORM,
      { enabled: true },
      { cookie: `Authorization=${user.token}`, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.body.data.setOpenPlatform.viewer.openPlatformEnabled).toBe(true);
    const curl = await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: false } });
    expect(curl.body.code).toBe(0);
    expect(await openPlatformOf(user.userId)).toBe(false);
    const typed = await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true }, headers: { 'sec-fetch-site': 'none' } });
    expect(typed.body.code).toBe(0);
    expect(await openPlatformOf(user.userId)).toBe(true);
  });

  it('behind a trusted proxy compares the Origin with the forwarded scheme and host', async () => {
    const proxied = await createTestApp(database, { env: { TRUST_PROXY: '10.5.0.0/16' } });
    try {
      const user = await proxied.signIn();
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'market.example', 'x-forwarded-for': '203.0.113.9' };
      const headers = { ...forwarded, cookie: `Authorization=${user.token}` };
      expect((await postGraphql(proxied, SET_OPEN_PLATFORM, { enabled: true }, { ...headers, origin: 'https://market.example' }, '10.5.0.2')).status).toBe(200);
      expect((await postGraphql(proxied, SET_OPEN_PLATFORM, { enabled: false }, { ...headers, origin: 'http://market.example' }, '10.5.0.2')).status).toBe(403);
      // a client that is not the proxy cannot choose the host it is compared with
      expect((await postGraphql(proxied, SET_OPEN_PLATFORM, { enabled: false }, { ...headers, origin: 'https://market.example' }, '198.51.100.4')).status).toBe(
        403,
      );
      expect(await openPlatformOf(user.userId)).toBe(true);
    } finally {
      await proxied.app.close();
    }
  });
});

/** A request as a GraphQL client or a form sends it: no XMLHttpRequest marker unless `headers` has one. */
const unmarked = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: string | Buffer) =>
  api.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });

const ownPage = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

describe('state changes without the XMLHttpRequest marker: only what a cross-site page cannot send unpreflighted', () => {
  const setOpenPlatform = (enabled: boolean) => JSON.stringify({ query: SET_OPEN_PLATFORM, variables: { enabled } });

  it('runs a JSON POST to /graphql from a client that names no origin, and from our own pages (GraphiQL)', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const plain = await unmarked('POST', '/graphql', { cookie, 'content-type': 'application/json' }, setOpenPlatform(true));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.setOpenPlatform.viewer.openPlatformEnabled).toBe(true);
    // the media type is read as a browser reads it: case-insensitive, parameters ignored
    const own = await unmarked('POST', '/graphql', { cookie, ...ownPage, 'content-type': 'Application/JSON; Charset=UTF-8' }, setOpenPlatform(false));
    expect(own.json().data.setOpenPlatform.viewer.openPlatformEnabled).toBe(false);
    const rest = await unmarked('POST', '/web/messages/read', { cookie, ...ownPage, 'content-type': 'application/json' }, '{}');
    expect(rest.json()).toMatchObject({ code: 0 });
    // any other type that needs a preflight passes the guard too, and is then refused as no JSON (415)
    const other = await unmarked('POST', '/graphql', { cookie, 'content-type': 'application/graphql-response+json' }, setOpenPlatform(true));
    expect(other.statusCode).toBe(415);
    expect(await openPlatformOf(user.userId)).toBe(false);
  });

  it('refuses a JSON POST naming another origin (403) and changes nothing', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const sites: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const site of sites) {
      const reply = await unmarked('POST', '/graphql', { cookie, ...site, 'content-type': 'application/json' }, setOpenPlatform(true));
      expect(reply.statusCode).toBe(403);
      expect(reply.json().errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await openPlatformOf(user.userId)).toBe(false);
  });

  it('refuses text/plain, form and bodiless POSTs without the marker (403), from our own origin too', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const forbidden = { code: 403, msg: '请求被拒绝：请从本站页面操作', data: null };
    for (const origin of [{}, ownPage]) {
      for (const type of [
        'text/plain',
        'text/plain; charset=utf-8',
        'TEXT/Plain;application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=B',
      ]) {
        const graphql = await unmarked('POST', '/graphql', { cookie, ...origin, 'content-type': type }, setOpenPlatform(true));
        expect(graphql.statusCode, type).toBe(403);
        expect(graphql.json().errors[0].extensions.code).toBe('FORBIDDEN');
        expect((await unmarked('POST', '/web/messages/read', { cookie, ...origin, 'content-type': type }, '{}')).json(), type).toEqual(forbidden);
      }
      // a type a browser cannot parse is no proof of a preflight either
      expect(
        (await unmarked('POST', '/graphql', { cookie, ...origin, 'content-type': 'application/json, text/plain' }, setOpenPlatform(true))).statusCode,
      ).toBe(403);
      expect((await unmarked('POST', '/graphql', { cookie, ...origin })).statusCode).toBe(403);
      expect((await unmarked('POST', '/web/messages/read', { cookie, ...origin })).json()).toEqual(forbidden);
    }
    expect(await openPlatformOf(user.userId)).toBe(false);
    // with the marker the same bodiless POST runs, and a text body is refused for its type
    expect((await unmarked('POST', '/web/messages/read', { cookie, 'x-requested-with': 'XMLHttpRequest' })).json()).toMatchObject({ code: 0 });
    expect(
      (await unmarked('POST', '/web/messages/read', { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/plain' }, '{}')).statusCode,
    ).toBe(415);
  });

  it('takes PUT and DELETE (which need a preflight) from our own origin without the marker, never from another', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const put = await unmarked('PUT', '/web/user/openPlatform', { cookie, ...ownPage, 'content-type': 'application/json' }, '{"enabled":true}');
    expect(put.json()).toMatchObject({ code: 0 });
    expect(await openPlatformOf(user.userId)).toBe(true);
    const foreign = await unmarked('DELETE', '/web/user', { cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await api.call('GET', '/web/user', { token: user.token })).status).toBe(200);
    const signOut = await unmarked('DELETE', '/web/user', { cookie, ...ownPage });
    expect(signOut.statusCode).toBe(200);
    expect((await api.call('GET', '/web/user', { token: user.token })).status).toBe(401);
  });

  it('refuses a multipart upload without the marker (403), from our own origin too; nothing is stored', async () => {
    const user = await api.signIn();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const body = Buffer.concat([
      Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
      Buffer.from('\r\n--B--\r\n'),
    ]);
    for (const origin of [{}, ownPage]) {
      const reply = await unmarked(
        'POST',
        '/web/user/avatar',
        { cookie: `Authorization=${user.token}`, ...origin, 'content-type': 'multipart/form-data; boundary=B' },
        body,
      );
      expect(reply.json()).toEqual({ code: 403, msg: '请求被拒绝：请从本站页面操作', data: null });
    }
    const { avatarUrl } = await db().user.findUniqueOrThrow({ where: { id: user.userId } });
    expect(avatarUrl ?? '').not.toMatch(/^\/uploads\//);
  });
});

describe('the client address (TRUST_PROXY)', () => {
  const sendCode = (app: TestApp, phone: string, remoteAddress: string, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/web/sms',
      remoteAddress,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: { phone },
    });

  it('reads the TRUST_PROXY setting: off, a hop count, or proxy addresses; never "believe anyone"', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: 'data/test', ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), COOKIE_SECRET: 'x'.repeat(32) } as const;
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong })).toThrow(ConfigError);
    }
  });

  it('with TRUST_PROXY off, a forged X-Forwarded-For does not change the address the SMS throttle counts', async () => {
    const client = freshIp();
    for (let index = 0; index < IP_HOURLY_LIMIT; index += 1) {
      const reply = await sendCode(api, freshPhone(), client, `198.51.100.${index + 1}`);
      expect(reply.json().code).toBe(0);
    }
    const refused = await sendCode(api, freshPhone(), client, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('当前网络获取验证码次数过多，请稍后再试');
    expect(await db().smsCode.count({ where: { ip: client } })).toBe(IP_HOURLY_LIMIT);
    expect(await db().smsCode.count({ where: { ip: { startsWith: '198.51.100.' } } })).toBe(0);
  });

  it('with TRUST_PROXY=1 believes the last hop only: the address the proxy saw', async () => {
    const proxied = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
    try {
      const phone = freshPhone();
      expect((await sendCode(proxied, phone, '10.6.0.1', '192.0.2.55, 203.0.113.77')).json().code).toBe(0);
      const row = await db().smsCode.findFirstOrThrow({ where: { phone } });
      expect(row.ip).toBe('203.0.113.77');
    } finally {
      await proxied.app.close();
    }
  });
});

describe('the per-address request limit (RATE_LIMIT_PER_MINUTE)', () => {
  it('answers 429 with the seconds to wait (envelope, GraphQL error, Retry-After), per address, API paths only', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const get = (url: string, remoteAddress: string) => limited.app.inject({ method: 'GET', url, remoteAddress });
      for (let index = 0; index < 3; index += 1) expect((await get('/web/notice', '10.8.0.1')).statusCode).toBe(200);
      const refused = await get('/web/notice', '10.8.0.1');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({ code: 429, msg: `请求过于频繁，请 ${seconds} 秒后再试`, data: null });

      const graphql = await postGraphql(limited, '{ __typename }', {}, { 'accept-language': 'en' }, '10.8.0.1');
      expect(graphql.status).toBe(429);
      expect(graphql.headers['retry-after']).toBeDefined();
      expect(graphql.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
      });

      // another address has its own count; files outside the API are not counted
      expect((await get('/web/notice', '10.8.0.2')).statusCode).toBe(200);
      expect((await get('/avatars/default.svg', '10.8.0.1')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('failed logins', () => {
  const call = (app: TestApp, url: string, body: unknown, ip: string) => app.call('POST', url, { body, ip });
  const login = (app: TestApp, phone: string, code: string, ip: string) => call(app, '/web/login', { phone, code, agree: true }, ip);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('are limited per phone across addresses and codes: past the limit the right code is refused until the window passes', async () => {
    const phone = freshPhone();
    expect((await call(api, '/web/sms', { phone }, freshIp())).body.code).toBe(0);
    const first = api.sms.latestCode(phone, 'login')!;
    // the code burns at the 5th wrong try; the tries after it still count against the phone
    for (let index = 0; index < LOGIN_FAILURES_PER_PHONE; index += 1) {
      expect((await login(api, phone, wrongCode(first), freshIp())).body.msg).toBe('登录失败，验证码错误');
    }
    passTime(61_000);
    expect((await call(api, '/web/sms', { phone }, freshIp())).body.code).toBe(0);
    const right = api.sms.latestCode(phone, 'login')!;
    const refused = await login(api, phone, right, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^该手机号登录失败次数过多，请 (59|60) 分钟后再试$/);
    passTime(3_600_000);
    expect((await call(api, '/web/sms', { phone }, freshIp())).body.code).toBe(0);
    expect((await login(api, phone, api.sms.latestCode(phone, 'login')!, freshIp())).body.code).toBe(0);
  });

  it("forgets a phone's failures when it signs in", async () => {
    const phone = freshPhone();
    // three rounds of 4 wrong codes and the right one: 12 failures in all, never 10 since a success
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) passTime(61_000);
      expect((await call(api, '/web/sms', { phone }, freshIp())).body.code).toBe(0);
      const code = api.sms.latestCode(phone, 'login')!;
      for (let index = 0; index < 4; index += 1) expect((await login(api, phone, wrongCode(code), freshIp())).status).toBe(400);
      expect((await login(api, phone, code, freshIp())).body.code).toBe(0);
    }
  });

  it('are limited per address across phones, through GraphQL too', async () => {
    const ip = freshIp();
    for (let index = 0; index < LOGIN_FAILURES_PER_IP; index += 1) {
      expect((await login(api, freshPhone(), '123456', ip)).status).toBe(400);
    }
    const phone = freshPhone();
    expect((await call(api, '/web/sms', { phone }, freshIp())).body.code).toBe(0);
    const code = api.sms.latestCode(phone, 'login')!;
    const refused = await login(api, phone, code, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^当前网络登录失败次数过多，请 \d+ 分钟后再试$/);
    const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on RateLimitError { code retryAfterSeconds } } }`;
    const graphql = await postGraphql(api, LOGIN, { input: { phone, code, agree: true } }, {}, ip);
    expect(graphql.body.data.login).toMatchObject({ __typename: 'RateLimitError', code: 'RATE_LIMITED' });
    expect(graphql.body.data.login.retryAfterSeconds).toBeGreaterThan(3_500);
    // the same code works from another address: the refusal used nothing up
    expect((await login(api, phone, code, freshIp())).body.code).toBe(0);
  });
});

describe('a Redis that does not answer', () => {
  it('stalls no request: the request limit lets requests pass and the throttles count in memory', async () => {
    // nothing listens on port 1: every connection is refused at once
    const app = await createTestApp(database, { env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const started = Date.now();
      for (let index = 0; index < 3; index += 1)
        expect((await app.app.inject({ method: 'GET', url: '/web/notice', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
      const phone = freshPhone();
      const statuses = [];
      for (let index = 0; index <= LOGIN_FAILURES_PER_PHONE; index += 1)
        statuses.push((await app.call('POST', '/web/login', { body: { phone, code: '000000', agree: true }, ip: freshIp() })).status);
      expect(statuses).toEqual([...Array(LOGIN_FAILURES_PER_PHONE).fill(400), 429]);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.app.close();
    }
  });
});

// Two app instances (two processes in production) share their limits through Redis. Needs a Redis
// server: TEST_REDIS_URL=redis://127.0.0.1:6379 (CI sets it); skipped otherwise.
describe.skipIf(!process.env.TEST_REDIS_URL)('limits shared through Redis (TEST_REDIS_URL)', () => {
  it('counts requests and failed logins of one client across two instances', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_PER_MINUTE: '4' };
    const [first, second] = [await createTestApp(database, { env }), await createTestApp(database, { env })];
    try {
      // addresses and phones of this run only: Redis keeps counts between runs
      const ip = `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
      const get = (app: TestApp) => app.app.inject({ method: 'GET', url: '/web/notice', remoteAddress: ip });
      for (const app of [first, second, first, second]) expect((await get(app)).statusCode).toBe(200);
      expect((await get(first)).statusCode).toBe(429);
      expect((await get(second)).statusCode).toBe(429);

      const phone = `1360${randomInt(1_000_000, 9_999_999)}`;
      for (let index = 0; index < LOGIN_FAILURES_PER_PHONE; index += 1) {
        const app = index % 2 === 0 ? first : second;
        const reply = await app.app.inject({
          method: 'POST',
          url: '/web/login',
          remoteAddress: `10.3.${index}.${randomInt(1, 250)}`,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          payload: { phone, code: '000000', agree: true },
        });
        expect(reply.statusCode).toBe(400);
      }
      const refused = await second.app.inject({
        method: 'POST',
        url: '/web/login',
        remoteAddress: '10.4.0.1',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { phone, code: '000000', agree: true },
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});
