// The operator API (api/ops): the bearer token and what it refuses, the failure throttle, the token's
// generation outside production and its requirement in production, and `npm run ops` against a
// listening server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { NotFoundError } from '../../api/errors.ts';
import { translate } from '../../api/i18n/messages.ts';
import { type CliOutput, main } from '../../api/ops/cli.ts';
import { OPS_AUTH_FAILURES_PER_ADDRESS, opsPlugin } from '../../api/ops/ops.plugin.ts';
import { ok } from '../../api/rest/envelope.ts';
import { decorateLanguage } from '../../api/rest/language.ts';
import { ThrottleFactory } from '../../api/security/throttle.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const TOKEN = randomBytes(32).toString('base64url');
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'ops-test-'));

let api: TestApp;
let base: string;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN: TOKEN } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await api?.app.close();
});

let addresses = 0;
const freshIp = () => `10.91.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function ops(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, remoteAddress = freshIp()) {
  const response = await api.app.inject({ method, url, headers, remoteAddress });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the token', () => {
  it('answers GET /ops/health with the right token', async () => {
    const reply = await ops('GET', '/ops/health', bearer(TOKEN));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 0, msg: '成功', data: { ok: true } });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('refuses a request without a token: 401 in the envelope, in the caller’s language', async () => {
    const reply = await ops('GET', '/ops/health');
    expect(reply.status).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer realm="ops"');
    expect(reply.body).toEqual({ code: 401, msg: '运维接口需要正确的令牌（Authorization: Bearer <OPS_TOKEN>）', data: null });
    const english = await ops('GET', '/ops/health', { 'accept-language': 'en' });
    expect(english.body.msg).toBe('The operator API needs the right token (Authorization: Bearer <OPS_TOKEN>)');
  });

  it.each([
    ['a wrong token', `Bearer ${randomBytes(32).toString('base64url')}`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${TOKEN}`],
    ['the bare token', TOKEN],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s with 401', async (_case, authorization) => {
    const reply = await ops('GET', '/ops/health', { authorization });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 401, data: null });
  });

  it("does not take a signed-in user's session, neither as the cookie nor as the bearer", async () => {
    const user = await api.signIn();
    expect((await ops('GET', '/ops/health', { cookie: `Authorization=${user.token}` })).status).toBe(401);
    expect((await ops('GET', '/ops/health', bearer(user.token))).status).toBe(401);
  });

  it('hides unknown paths behind the token, and answers them 404 after it', async () => {
    expect((await ops('GET', '/ops/nothing-here')).status).toBe(401);
    const known = await ops('GET', '/ops/nothing-here', bearer(TOKEN));
    expect(known.status).toBe(404);
    expect(known.body).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('needs neither the XMLHttpRequest marker nor our origin: the token is the authentication', async () => {
    // a state-changing call from a foreign origin without the marker would be 403 on /web/*
    const reply = await ops('POST', '/ops/health', { ...bearer(TOKEN), origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(reply.status).toBe(404);
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses every request from an address after too many wrong tokens (429), the right token too; other addresses go on', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < OPS_AUTH_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await ops('GET', '/ops/health', bearer('wrong'), ip)).status).toBe(401);
    }
    const refused = await ops('GET', '/ops/health', bearer(TOKEN), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^运维令牌错误次数过多，请 \d+ 分钟后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ops('GET', '/ops/health', bearer(TOKEN), freshIp())).status).toBe(200);
  });
});

describe('routes of an operator area', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    decorateLanguage(app);
    const approvals = async (area: FastifyInstance) => {
      area.post('/things/:id/approve', async (request: FastifyRequest<{ Params: { id: string }; Body: { note: string } }>) =>
        ok(request, { id: request.params.id, note: request.body.note }),
      );
    };
    await app.register(opsPlugin({ token: TOKEN, throttles: ThrottleFactory.inMemory(), routes: [approvals] }), { prefix: '/ops' });
  });
  afterAll(() => app.close());

  it('get the parsed request behind the token', async () => {
    const request = { method: 'POST' as const, url: '/ops/things/42/approve', payload: { note: 'fine' } };
    expect((await app.inject(request)).statusCode).toBe(401);
    const reply = await app.inject({ ...request, headers: bearer(TOKEN) });
    expect(reply.json()).toEqual({ code: 0, msg: '成功', data: { id: '42', note: 'fine' } });
  });
});

describe('OPS_TOKEN', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('is generated once into DATA_DIR/ops-token (mode 0600) outside production, and read from there later', () => {
    const dataDir = path.join(freshDataDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).opsToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'ops-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).opsToken).toBe(first);
  });

  it('comes from the environment when set (no file is written), and a short one is refused', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, OPS_TOKEN: TOKEN }).opsToken).toBe(TOKEN);
    expect(() => statSync(path.join(dataDir, 'ops-token'))).toThrow();
    expect(problemsOf({ DATA_DIR: dataDir, OPS_TOKEN: 'too-short' })).toContain('OPS_TOKEN: must be at least 32 characters');
  });

  it('refuses a token file that holds no token', () => {
    const dataDir = freshDataDir();
    writeFileSync(path.join(dataDir, 'ops-token'), 'short\n', { mode: 0o600 });
    expect(problemsOf({ DATA_DIR: dataDir })).toContain('ops-token: holds no token of at least 32 characters; delete it');
  });

  it('is required in production, at least 32 characters and not a pattern; never echoed', () => {
    const production = (OPS_TOKEN: string) => productionEnvironment({ DATA_DIR: freshDataDir(), OPS_TOKEN });
    expect(problemsOf(production(''))).toContain('OPS_TOKEN: required in production');
    expect(problemsOf(production('a1b2c3d4e5f6'))).toContain('OPS_TOKEN: must be at least 32 characters');
    const weak = problemsOf(production('ops'.repeat(12)));
    expect(weak).toContain('OPS_TOKEN: repeats a 3-character pattern');
    expect(weak).not.toContain('ops'.repeat(12));
    expect(problemsOf(production(TOKEN))).not.toContain('OPS_TOKEN');
  });
});

describe('npm run ops', () => {
  async function run(argv: string[], env: Record<string, string>) {
    const out: string[] = [];
    const err: string[] = [];
    const output: CliOutput = { out: (line) => out.push(line), err: (line) => err.push(line) };
    const code = await main(argv, { LANG: 'en_US.UTF-8', ...env }, output);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('health: ok with the token of OPS_TOKEN', async () => {
    expect(await run(['health'], { OPS_URL: base, OPS_TOKEN: TOKEN })).toEqual({ code: 0, out: 'ok', err: '' });
  });

  it('health: finds the server on PORT and the token in DATA_DIR/ops-token', async () => {
    const dataDir = freshDataDir();
    writeFileSync(path.join(dataDir, 'ops-token'), `${TOKEN}\n`, { mode: 0o600 });
    const port = String((api.app.server.address() as AddressInfo).port);
    expect(await run(['health'], { PORT: port, DATA_DIR: dataDir })).toMatchObject({ code: 0, out: 'ok' });
  });

  it("exits 1 with the server's message on a wrong token, and without a token at all", async () => {
    const wrong = await run(['health'], { OPS_URL: base, OPS_TOKEN: 'w'.repeat(40) });
    expect(wrong).toMatchObject({ code: 1, out: '' });
    expect(wrong.err).toBe('The operator API needs the right token (Authorization: Bearer <OPS_TOKEN>) (code 401)');
    const none = await run(['health'], { OPS_URL: base, DATA_DIR: freshDataDir() });
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/^no token: set OPS_TOKEN/);
  });

  it('exits 1 when the server cannot be reached', async () => {
    const reply = await run(['health'], { OPS_URL: 'http://127.0.0.1:9', OPS_TOKEN: TOKEN });
    expect(reply.code).toBe(1);
    expect(reply.err).toContain('cannot reach http://127.0.0.1:9');
  });

  it('prints the usage: on --help (exit 0), on an unknown command or none (exit 1)', async () => {
    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toContain('usage: npm run ops -- <command> [args]');
    expect(help.out).toContain('openplat:approve <applicationId> [--daily-orders N] [--daily-amount YUAN]');
    const unknown = await run(['frobnicate'], { OPS_URL: base, OPS_TOKEN: TOKEN });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('unknown command: frobnicate');
    expect(unknown.err).toContain('usage: npm run ops --');
    expect((await run([], {})).code).toBe(1);
  });

  it.each([
    [['openplat:approve'], 'expected <applicationId>'],
    [['openplat:approve', '7', '--daily-amount', '12.345'], '--daily-amount must be an amount of yuan with at most 2 decimals'],
    [['openplat:approve', '7', '--daily-orders', '0'], '--daily-orders must be a whole number of at least 1'],
    [['openplat:reject', '7'], '--reason is required'],
    [['openplat:list', '--status', 'pending'], '--status must be one of reviewing, approved, rejected'],
    [['openplat:reset', '7', '--reason', 'x'], "Unknown option '--reason'"],
    [['health', 'extra'], 'this command takes no arguments'],
  ])('refuses bad arguments %j with exit 1 and the usage', async (argv, message) => {
    const reply = await run(argv, { OPS_URL: 'http://127.0.0.1:9', OPS_TOKEN: TOKEN });
    expect(reply.code).toBe(1);
    expect(reply.err).toContain(message);
    expect(reply.err).toContain(`usage: npm run ops -- ${argv[0]}`);
  });

  describe('the open-platform commands', () => {
    // a stand-in for the open-platform operator routes: what the CLI sends, and answers in their shape
    const received: { method: string; url: string; body: unknown }[] = [];
    let standIn: FastifyInstance;
    let standInUrl: string;
    beforeAll(async () => {
      standIn = Fastify();
      decorateLanguage(standIn);
      const openPlatform = async (area: FastifyInstance) => {
        area.addHook('preHandler', async (request) => {
          received.push({ method: request.method, url: request.url, body: request.body });
        });
        area.get('/openplat/applications', async (request) =>
          ok(request, {
            list: [
              {
                id: 'app_1',
                userId: 'u1',
                phone: '13800138000',
                wechat: 'wx_partner',
                dailyOrders: 500,
                dailyAmount: 5_000_050,
                status: 'reviewing',
                createTime: Date.parse('2026-11-25T08:00:00.000Z'),
              },
            ],
          }),
        );
        area.post('/openplat/applications/:id/approve', async (request) =>
          ok(request, {
            id: 'app_1',
            appId: 'app_00000000000000a1',
            dailyOrders: 0,
            dailyAmount: 0,
            status: 'approved',
            granted: { dailyOrders: 800, dailyAmount: 1_200_050, rateLimitPerSecond: 20 },
          }),
        );
        area.post('/openplat/applications/:id/reject', async (request) => ok(request, { status: 'rejected' }));
        area.post('/openplat/apps/:appId/reset', async () => {
          throw new NotFoundError();
        });
      };
      await standIn.register(opsPlugin({ token: TOKEN, throttles: ThrottleFactory.inMemory(), routes: [openPlatform] }), { prefix: '/ops' });
      await standIn.listen({ port: 0, host: '127.0.0.1' });
      standInUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    });
    afterAll(() => standIn.close());
    const env = () => ({ OPS_URL: standInUrl, OPS_TOKEN: TOKEN });

    it('openplat:list prints the applications as a table, amounts in yuan', async () => {
      const reply = await run(['openplat:list', '--status', 'reviewing'], env());
      expect(reply.code).toBe(0);
      expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/ops/openplat/applications?status=reviewing' });
      const [header, row] = reply.out.split('\n');
      expect(header.split(/ {2,}/)).toEqual(['id', 'user', 'phone', 'wechat', 'daily orders', 'daily amount (yuan)', 'status', 'created', 'reviewed by']);
      expect(row.split(/ {2,}/)).toEqual(['app_1', 'u1', '13800138000', 'wx_partner', '500', '50000.50', 'reviewing', '2026-11-25T08:00:00.000Z', '-']);
    });

    it('openplat:approve sends the limits, the amount in cents', async () => {
      const reply = await run(['openplat:approve', 'app_1', '--daily-orders', '800', '--daily-amount', '12000.5'], env());
      expect(reply).toEqual({
        code: 0,
        out: [
          'approved application app_1: app app_00000000000000a1',
          'granted: 800 orders and 12000.50 yuan a day, 20 requests a second',
          'asked for: 0 orders and 0.00 yuan a day (0: the defaults)',
        ].join('\n'),
        err: '',
      });
      expect(received.at(-1)).toEqual({ method: 'POST', url: '/ops/openplat/applications/app_1/approve', body: { dailyOrders: 800, dailyAmount: 1_200_050 } });
    });

    it('openplat:reject sends the reason', async () => {
      expect((await run(['openplat:reject', 'app_1', '--reason', '资料不全'], env())).code).toBe(0);
      expect(received.at(-1)).toEqual({ method: 'POST', url: '/ops/openplat/applications/app_1/reject', body: { reason: '资料不全' } });
    });

    it("exits 1 with the server's message when the route answers an error", async () => {
      const reply = await run(['openplat:reset', 'app 9'], env());
      expect(reply).toEqual({ code: 1, out: '', err: `${translate('en', 'errors.notFound')} (code 404)` });
      expect(received.at(-1)).toEqual({ method: 'POST', url: '/ops/openplat/apps/app%209/reset', body: {} });
    });
  });
});
