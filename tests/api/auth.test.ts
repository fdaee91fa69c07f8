import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
let phoneCounter = 0;
let ipCounter = 0;

/** A phone number and client IP no other test has used, so throttles start from zero. */
const freshPhone = () => `1390000${String(++phoneCounter).padStart(4, '0')}`;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  vi.useRealTimers();
  await api?.app.close();
});

beforeEach(() => vi.useRealTimers());

type Reply = { status: number; body: { code: number; msg: string; data: any }; cookies: { name: string; value: string; [key: string]: unknown }[] };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await api.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: `Authorization=${options.cookie}` } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.statusCode, body: response.json(), cookies: response.cookies as Reply['cookies'] };
}

/** Moves the server's clock on (past the 60 s between two codes for one phone). */
function passTime(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

const sendCode = (phone: string, ip = freshIp()) => call('POST', '/web/sms', { body: { phone }, ip });
const latestCode = (phone: string) => api.sms.latestCode(phone, 'login');

async function login(phone: string, options: { keepLogin?: boolean; ip?: string } = {}) {
  const ip = options.ip ?? freshIp();
  expect((await sendCode(phone, ip)).body.code).toBe(0);
  const reply = await call('POST', '/web/login', { body: { phone, code: latestCode(phone), agree: true, keepLogin: options.keepLogin ?? false }, ip });
  expect(reply.body.code).toBe(0);
  const cookie = reply.cookies.find((entry) => entry.name === 'Authorization');
  return { reply, token: cookie!.value, cookie: cookie! };
}

describe('sending a login code', () => {
  it('accepts mainland numbers with or without +86 and sends a 6-digit code', async () => {
    for (const written of ['13812345678', '+86 138 1234 5679', '8613812345670', '+86-138-1234-5671']) {
      const reply = await sendCode(written);
      expect(reply.body).toMatchObject({ code: 0, msg: '验证码已发送', data: { retryAfterSeconds: 60 } });
    }
    expect(latestCode('13812345679')).toMatch(/^\d{6}$/);
  });

  it.each(['', '1381234567', '23812345678', '12012345678', '+1 415 555 0100', 'abc', '138123456789'])('refuses %j and sends nothing', async (phone) => {
    const sentBefore = api.sms.outbox().length;
    const reply = await sendCode(phone);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, msg: '请输入正确的手机号', data: null });
    expect(api.sms.outbox().length).toBe(sentBefore);
  });

  it('lets a phone ask again only after 60 s and at most 5 times an hour', async () => {
    const phone = freshPhone();
    let now = new Date('2026-11-21T08:00:00Z').getTime();
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect((await sendCode(phone)).body.code).toBe(0);
    const early = await sendCode(phone);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 429, msg: '验证码发送过于频繁，请 60 秒后再试' });
    for (let request = 2; request <= 5; request += 1) {
      now += 61_000;
      vi.setSystemTime(now);
      expect((await sendCode(phone)).body.code).toBe(0);
    }
    now += 61_000;
    vi.setSystemTime(now);
    const sixth = await call('POST', '/web/sms', { body: { phone }, ip: freshIp(), headers: { 'accept-language': 'en' } });
    expect(sixth.body.code).toBe(429);
    expect(sixth.body.msg).toMatch(/^Too many codes for this phone number this hour; try again in \d+ min$/);
    const sent = api.sms.outbox().filter((message) => message.phone === phone).length;
    expect(sent).toBe(5);
    now += 3_600_000;
    vi.setSystemTime(now);
    expect((await sendCode(phone)).body.code).toBe(0);
  });

  it('allows one IP at most 20 codes an hour', async () => {
    const ip = freshIp();
    for (let request = 0; request < 20; request += 1) expect((await sendCode(freshPhone(), ip)).body.code).toBe(0);
    const refused = await sendCode(freshPhone(), ip);
    expect(refused.body).toMatchObject({ code: 429, msg: '当前网络获取验证码次数过多，请稍后再试' });
  });

  it('stores only a hash of the code', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const rows = await db().smsCode.findMany({ where: { phone } });
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(latestCode(phone)!);
  });
});

describe('logging in', () => {
  it('creates the user at the first login, with a default nickname, avatar and a welcome message', async () => {
    const phone = freshPhone();
    const { reply } = await login(phone);
    expect(reply.body.msg).toBe('成功');
    expect(reply.body.data).toMatchObject({
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      nickname: `玩家${phone.slice(-4)}`,
      avatar: '/avatars/default.svg',
      name: null,
      verifiedStatus: 0,
      withdrawBalance: 0,
      frozenBalance: 0,
    });
    const user = await db().user.findUniqueOrThrow({ where: { phone }, include: { messages: true } });
    expect(user.messages.map((message) => [message.category, message.kind])).toEqual([['SYSTEM', 'welcome']]);
    passTime(61_000);
    await login(phone);
    expect(await db().user.count({ where: { phone } })).toBe(1);
    expect(await db().message.count({ where: { userId: user.id } })).toBe(1);
  });

  it('requires the agreements', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const reply = await call('POST', '/web/login', { body: { phone, code: latestCode(phone), agree: false } });
    expect(reply.body).toEqual({ code: 400, msg: '请先同意用户协议', data: null });
    const english = await call('POST', '/web/login', { body: { phone, code: latestCode(phone) }, headers: { 'accept-language': 'en' } });
    expect(english.body.msg).toBe('Please agree to the user agreement first');
  });

  it('refuses a wrong code, burns the code at the fifth wrong try, and never accepts it again', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = latestCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await call('POST', '/web/login', { body: { phone, code: wrong, agree: true } });
      expect(reply.body).toEqual({ code: 400, msg: '登录失败，验证码错误', data: null });
    }
    const burnt = await call('POST', '/web/login', { body: { phone, code, agree: true } });
    expect(burnt.body.msg).toBe('登录失败，验证码错误');
  });

  it('accepts a code once only', async () => {
    const phone = freshPhone();
    await login(phone);
    const reused = await call('POST', '/web/login', { body: { phone, code: latestCode(phone), agree: true } });
    expect(reused.body.msg).toBe('登录失败，验证码错误');
  });

  it('lets a code expire after 10 minutes', async () => {
    const phone = freshPhone();
    const start = new Date('2026-11-21T09:00:00Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    await sendCode(phone);
    vi.setSystemTime(start + 10 * 60_000 + 1);
    const late = await call('POST', '/web/login', { body: { phone, code: latestCode(phone), agree: true } });
    expect(late.body.msg).toBe('登录失败，验证码错误');
  });

  it('does not accept a code sent to another phone', async () => {
    const [phone, other] = [freshPhone(), freshPhone()];
    await sendCode(phone);
    const reply = await call('POST', '/web/login', { body: { phone: other, code: latestCode(phone), agree: true } });
    expect(reply.body.msg).toBe('登录失败，验证码错误');
  });

  it('sets the Authorization cookie: path /, HttpOnly, SameSite=Lax, 15 days with keep-login, a browser-session cookie without', async () => {
    const kept = await login(freshPhone(), { keepLogin: true });
    expect(kept.cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(kept.cookie.maxAge).toBeGreaterThan(15 * 86_400 - 60);
    expect(kept.cookie.maxAge).toBeLessThanOrEqual(15 * 86_400);
    expect(kept.cookie.secure).toBeUndefined();
    const browser = await login(freshPhone(), { keepLogin: false });
    expect(browser.cookie.maxAge).toBeUndefined();
    expect(browser.cookie.expires).toBeUndefined();
  });

  it('gives a new token at every login', async () => {
    const phone = freshPhone();
    const first = await login(phone);
    passTime(61_000);
    const second = await login(phone);
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', '/web/user', { cookie: first.token })).body.code).toBe(0);
    expect((await call('GET', '/web/user', { cookie: second.token })).body.code).toBe(0);
  });
});

describe('the session', () => {
  it('answers GET /web/user with the user object, or 401', async () => {
    const { token } = await login(freshPhone());
    const user = await call('GET', '/web/user', { cookie: token });
    expect(Object.keys(user.body.data).sort()).toEqual(
      [
        'avatar',
        'frozenBalance',
        'id',
        'name',
        'nickname',
        'openPlatformEnabled',
        'phone',
        'username',
        'verifiedStatus',
        'withdrawAccount',
        'withdrawBalance',
        'withdrawRate',
      ].sort(),
    );
    expect((await call('GET', '/web/user')).body).toEqual({ code: 401, msg: '请登录', data: null });
    expect((await call('GET', '/web/user', { cookie: 'forged-token' })).body).toEqual({ code: 401, msg: '登录状态失效，请重新登录', data: null });
  });

  it('ends on DELETE /web/user: the session is deleted and the old cookie answers 401', async () => {
    const { token } = await login(freshPhone());
    const logout = await call('DELETE', '/web/user', { cookie: token });
    expect(logout.body.code).toBe(0);
    expect(logout.cookies.find((cookie) => cookie.name === 'Authorization')?.value).toBe('');
    expect((await call('GET', '/web/user', { cookie: token })).status).toBe(401);
  });

  it('expires a browser session after a day and a kept one after 15 days', async () => {
    const start = new Date('2026-11-21T10:00:00Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const browser = await login(freshPhone());
    const kept = await login(freshPhone(), { keepLogin: true });
    vi.setSystemTime(start + 86_400_000 + 1);
    expect((await call('GET', '/web/user', { cookie: browser.token })).status).toBe(401);
    expect((await call('GET', '/web/user', { cookie: kept.token })).status).toBe(200);
    vi.setSystemTime(start + 15 * 86_400_000 + 1);
    expect((await call('GET', '/web/user', { cookie: kept.token })).status).toBe(401);
  });

  it('purges expired sessions and old codes, and nothing else', async () => {
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const expiring = await login(freshPhone());
    const kept = await login(freshPhone(), { keepLogin: true });
    vi.setSystemTime(start + 2 * 86_400_000);
    const purged = await api.app.services.auth.purgeExpired();
    expect(purged.sessions.deleted).toBeGreaterThanOrEqual(1);
    expect(await db().session.count({ where: { expiresAt: { lte: new Date() } } })).toBe(0);
    expect((await call('GET', '/web/user', { cookie: kept.token })).status).toBe(200);
    expect((await call('GET', '/web/user', { cookie: expiring.token })).status).toBe(401);
    expect(await db().smsCode.count({ where: { createdAt: { lt: new Date(start + 2 * 86_400_000 - 2 * 3_600_000) } } })).toBe(0);
  });

  it('keeps only a hash of the token in the database', async () => {
    const { token } = await login(freshPhone());
    const sessions = await db().session.findMany();
    expect(sessions.some((session) => session.tokenHash === token)).toBe(false);
  });
});

describe('GraphQL sign-in', () => {
  it('sends a code, logs in with a cookie, answers viewer and logs out', async () => {
    const phone = freshPhone();
    const sent = await api.graphql<{ sendLoginCode: { __typename: string; retryAfterSeconds?: number } }>(
      'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { __typename ... on SendLoginCodePayload { retryAfterSeconds } ... on Error { message } } }',
      { phone },
    );
    expect(sent.data!.sendLoginCode).toEqual({ __typename: 'SendLoginCodePayload', retryAfterSeconds: 60 });
    const again = await api.graphql<{ sendLoginCode: { __typename: string; message: string; retryAfterSeconds: number } }>(
      'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { __typename ... on RateLimitError { message retryAfterSeconds } } }',
      { phone },
    );
    expect(again.data!.sendLoginCode).toMatchObject({ __typename: 'RateLimitError', retryAfterSeconds: 60 });

    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
      payload: {
        query:
          'mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { viewer { nickname phone unreadMessageCounts { total } } } ... on ValidationError { message field } } }',
        variables: { input: { phone, code: latestCode(phone), agree: true, keepLogin: true } },
      },
    });
    // the payload's viewer-only fields are answered for the user who just signed in (the default
    // nickname in the request's language)
    expect(response.json().data.login).toEqual({
      __typename: 'LoginPayload',
      viewer: { nickname: `Player ${phone.slice(-4)}`, phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, unreadMessageCounts: { total: 1 } },
    });
    const token = (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === 'Authorization')!.value;

    const viewer = await api.graphql<{ viewer: { nickname: string } | null }>('{ viewer { nickname } }', undefined, { cookie: `Authorization=${token}` });
    expect(viewer.data!.viewer?.nickname).toBe(`玩家${phone.slice(-4)}`);
    expect((await api.graphql('{ viewer { nickname } }')).data).toEqual({ viewer: null });

    const out = await api.graphql<{ logout: { __typename: string } }>('mutation { logout { __typename } }', undefined, { cookie: `Authorization=${token}` });
    expect(out.data!.logout.__typename).toBe('LogoutPayload');
    expect((await api.graphql('{ viewer { nickname } }', undefined, { cookie: `Authorization=${token}` })).data).toEqual({ viewer: null });
  });

  it('answers a wrong code with a typed, translated error', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const result = await api.graphql<{ login: { __typename: string; message: string; field: string } }>(
      `mutation { login(input: { phone: "${phone}", code: "999999x", agree: true }) { __typename ... on ValidationError { message field } } }`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(result.data!.login).toEqual({ __typename: 'ValidationError', message: 'Login failed, verification code incorrect', field: 'code' });
  });
});

describe('privacy of the viewer', () => {
  it("does not show one user's account to anyone else through node(id)", async () => {
    const owner = await login(freshPhone());
    const other = await login(freshPhone());
    const ownerId = (await call('GET', '/web/user', { cookie: owner.token })).body.data.id;
    const globalId = Buffer.from(`Viewer:${ownerId}`).toString('base64');
    const query = `{ node(id: "${globalId}") { ... on Viewer { nickname phone } } }`;
    expect((await api.graphql(query)).data).toEqual({ node: null });
    expect((await api.graphql(query, undefined, { cookie: `Authorization=${other.token}` })).data).toEqual({ node: null });
    const own = await api.graphql<{ node: { nickname: string } }>(query, undefined, { cookie: `Authorization=${owner.token}` });
    expect(own.data!.node.nickname).toMatch(/^玩家\d{4}$/);
  });
});

describe('CSRF defence', () => {
  it('refuses state-changing requests without the XMLHttpRequest marker, changing nothing', async () => {
    const phone = freshPhone();
    const sentBefore = api.sms.outbox().length;
    const form = await api.app.inject({
      method: 'POST',
      url: '/web/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${phone}`,
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ code: 403, msg: '请求被拒绝：请从本站页面操作', data: null });
    const text = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: `mutation { sendLoginCode(input: { phone: "${phone}" }) { __typename } }` }),
    });
    expect(text.statusCode).toBe(403);
    expect(api.sms.outbox().length).toBe(sentBefore);
    const { token } = await login(freshPhone());
    // a DELETE needs a preflight, so it goes without the marker, but never from another site
    const logout = await api.app.inject({ method: 'DELETE', url: '/web/user', headers: { cookie: `Authorization=${token}`, origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect((await call('GET', '/web/user', { cookie: token })).status).toBe(200);
  });

  it('lets reads through without the marker', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/web/market?limit=1' })).statusCode).toBe(200);
  });
});
