import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { type AppConfig, loadConfig } from '../../api/config.ts';
import { buildApp, type App, type AppOptions } from '../../api/app.ts';
import { watchContractBreaches } from './contractBreaches.ts';
import { useDatabase } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { JobQueue } from '../../api/db/jobs.ts';
import type { Clock } from '../../api/integrations/clock/port.ts';
import { systemClock } from '../../api/integrations/clock/system.ts';
import { SimulatedExchangeRates } from '../../api/integrations/fx/simulated.ts';
import type { PaymentGateway } from '../../api/integrations/payment/port.ts';
import { simulatedAlipayKeys } from '../../api/integrations/payment/simulated/keys.ts';
import { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { ConsoleSmsSender } from '../../api/integrations/sms/console.ts';
import { SimulatedSteam } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { TEST_ENCRYPTION_KEY } from './testDatabase.ts';

export type RestReply = {
  status: number;
  body: { code: number; msg: string; data: any };
};

export type CallOptions = { body?: unknown; token?: string; language?: string; ip?: string; headers?: Record<string, string> };

export type SignedInUser = { token: string; userId: string; phone: string; nickname: string };

export type TestApp = {
  app: App;
  fx: SimulatedExchangeRates;
  /** The console SMS driver: tests read the codes it "sent" from its outbox. */
  sms: ConsoleSmsSender;
  /** The simulated Steam: tests create accounts and steer it (behaviours, standing, sessions, assets). */
  steam: SimulatedSteam;
  /**
   * The payment driver: the simulated Alipay (its notifications reach the app through app.inject,
   * delivered by `jobs.runDue()`), or the driver the test passed.
   */
  payment: PaymentGateway;
  /** The clock every service, job and the simulated Steam read (a ControlledClock when the test passed one). */
  clock: Clock;
  /**
   * The job queue in manual mode: nothing runs until the test calls `jobs.runDue()`, which runs every
   * job due at the clock's now (an inventory refresh, the hourly session purge) and waits for them.
   */
  jobs: JobQueue;
  /** Sends an operation: a typed document from codegen (tests/api/documents) or a plain string. */
  graphql<T = Record<string, unknown>, V = Record<string, unknown>>(
    query: TypedDocumentNode<T, V> | string,
    variables?: V,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[] }>;
  rest<T = unknown>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  /** A JSON request as the web client sends it (with the XMLHttpRequest marker), optionally signed in. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: CallOptions): Promise<RestReply>;
  /** Signs a new user in through /web/sms and /web/login, each from its own phone number and IP. */
  signIn(options?: { keepLogin?: boolean }): Promise<SignedInUser>;
  /**
   * Step-up verification of a signed-in user's session, as the web client does it: a code to the
   * user's own phone (POST /web/sms, purpose verify), then POST /web/user/verify. Tests that move the
   * clock past STEP_UP_WINDOW_SECONDS call it before spending the balance, withdrawing or binding.
   */
  verify(user: Pick<SignedInUser, 'token' | 'phone'>): Promise<void>;
};

// numbered per database (phones and addresses must differ within one; vitest runs many files in one worker)
const signInsOf = new WeakMap<Database, number>();

/**
 * An app on the given database, with the simulated exchange-rate service the tests can steer; `config`
 * replaces the test configuration (e.g. a production one: the app always runs on the simulated ports).
 */
export async function createTestApp(
  database: Database,
  options: {
    webDistDir?: string;
    /** The server rendering's build (dist/ssr, tests/helpers/webBuild.ts); none by default: pages are sent without answers, unrendered. */
    ssrDistDir?: string;
    uploadDir?: string /** more settings (TRUST_PROXY, REDIS_URL, RATE_LIMIT_PER_MINUTE, ...) */;
    env?: Record<string, string>;
    logger?: AppOptions['logger'];
    /** queues of the test's own, declared on the app's job queue before it starts */
    declareJobs?: (jobs: JobQueue) => void;
    config?: AppConfig;
    clock?: Clock;
    /** another payment driver (e.g. the Alipay driver against tests/helpers/alipayStandIn.ts) */
    payment?: PaymentGateway;
    /** false: the ports lack the simulated Steam's controls, as with the real Steam driver */
    steamSimulation?: boolean;
  } = {},
): Promise<TestApp> {
  useDatabase(database);
  const config =
    options.config ??
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'data/test',
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'),
      COOKIE_SECRET: 'x'.repeat(32),
      WEB_DIST_DIR: options.webDistDir ?? 'data/test/no-web',
      SSR_DIST_DIR: options.ssrDistDir ?? 'data/test/no-ssr',
      UPLOAD_DIR: options.uploadDir,
      // uploads as several processes keep them (tests/api/user.avatar.test.ts also runs the disk driver)
      UPLOAD_DRIVER: 'database',
      // the suites send hundreds of requests from one address; tests/api/originAndLimits.test.ts sets a limit
      RATE_LIMIT_PER_MINUTE: '0',
      // tests read what they just wrote; tests/api/responseCache.test.ts turns the cache on
      GRAPHQL_CACHE_SECONDS: '0',
      ...options.env,
    });
  // the system clock by default, so tests that fake Date (vi.setSystemTime) move the services too
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const fx = new SimulatedExchangeRates({ initialRate: 7.1 });
  const sms = new ConsoleSmsSender({ log: () => {}, now });
  const steam = new SimulatedSteam({ now, leaseDaySeconds: config.leases.dayMs / 1000 });
  const jobs = new JobQueue(database, { clock, mode: 'manual' });
  // the simulated Alipay posts its notifications into this app, as it posts them to the server's own address
  let app: App | undefined;
  const payment =
    options.payment ??
    new SimulatedAlipay({
      keys: simulatedAlipayKeys(config.dataDir),
      now,
      notifyUrl: config.payment.notifyUrl,
      ...config.payment.simulated,
      send: async (url, form) => {
        const response = await app!.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });
        return { status: response.statusCode, body: response.body };
      },
    });
  app = await buildApp({
    config,
    ports: { clock, fx, sms, tradePlatform: steam, steamSimulation: options.steamSimulation === false ? undefined : steam, payment },
    jobs,
    logger: options.logger,
  });
  watchContractBreaches(app);
  options.declareJobs?.(jobs);
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return {
    app,
    fx,
    sms,
    steam,
    payment,
    clock,
    jobs,
    async graphql(query, variables, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
        payload: { query: typeof query === 'string' ? query : print(query), variables },
      });
      return response.json();
    },
    async rest(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.json() };
    },
    call,
    async signIn({ keepLogin = true } = {}) {
      const signIns = (signInsOf.get(database) ?? 0) + 1;
      signInsOf.set(database, signIns);
      const phone = `1880000${String(signIns).padStart(4, '0')}`;
      const ip = `10.200.${Math.floor(signIns / 250)}.${signIns % 250}`;
      const sent = await call('POST', '/web/sms', { body: { phone }, ip });
      if (sent.body.code !== 0) throw new Error(`sending a code failed: ${sent.body.msg}`);
      const reply = await app.inject({
        method: 'POST',
        url: '/web/login',
        remoteAddress: ip,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { phone, code: sms.latestCode(phone, 'login'), agree: true, keepLogin },
      });
      const user = reply.json();
      if (user.code !== 0) throw new Error(`login failed: ${user.msg}`);
      const token = reply.cookies.find((cookie) => cookie.name === 'Authorization')!.value;
      return { token, userId: user.data.id, phone, nickname: user.data.nickname };
    },
    async verify(user) {
      const sent = await call('POST', '/web/sms', { token: user.token, body: { phone: user.phone, purpose: 'verify' } });
      if (sent.body.code !== 0) throw new Error(`sending a step-up code failed: ${sent.body.msg}`);
      const verified = await call('POST', '/web/user/verify', { token: user.token, body: { code: sms.latestCode(user.phone, 'verify') } });
      if (verified.body.code !== 0) throw new Error(`step-up verification failed: ${verified.body.msg}`);
    },
  };

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<RestReply> {
    const response = await app!.inject({
      method,
      url,
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { cookie: `Authorization=${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.statusCode, body: response.json() };
  }
}
