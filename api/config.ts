import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { JOB_DEFAULTS } from './db/jobs.ts';
import type { PurgeLimits } from './db/purge.ts';
import { KEY_ID_PATTERN, keyFingerprint, type KeyRing } from './security/encryption.ts';
import { loadOrCreateOpsToken, OPS_TOKEN_MIN_LENGTH, opsTokenFile } from './ops/opsToken.ts';
import { pemFromEnvironment, platformKeyProblem } from './security/platformKey.ts';
import { weakKeyReason, weakSecretReason } from './security/strength.ts';

const booleanFlag = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const base64Key = z.string().refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

/** "id:BASE64,id:BASE64": the key ring. Messages name entries by position or id, never by key. */
const keyRingEntries = z.string().transform((value, context) => {
  const keys = new Map<string, Buffer>();
  for (const [index, entry] of value
    .split(',')
    .map((part) => part.trim())
    .entries()) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, Math.max(separator, 0));
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    let problem: string | undefined;
    if (separator < 0 || !KEY_ID_PATTERN.test(id)) problem = `entry ${index + 1} must be <id>:<base64 key>, the id made of 1-32 letters, digits, _ or -`;
    else if (keys.has(id)) problem = `key id "${id}" appears twice`;
    else if (!/^[A-Za-z0-9+/]+={0,2}$/.test(entry.slice(separator + 1)) || key.length !== 32) problem = `key "${id}" must be 32 bytes, base64-encoded`;
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    keys.set(id, key);
  }
  return keys;
});

/** The sites links of ours lead to: Steam (profiles, trade links, the store) and Alipay. */
const DEFAULT_OUTBOUND_HOSTS = 'steamcommunity.com,store.steampowered.com,www.alipay.com';

/** One DNS name: labels of letters, digits and inner hyphens, 253 characters at most. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function parseHostList(value: string, context: z.RefinementCtx): string[] {
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const wrong = hosts.filter((host) => !HOST_NAME.test(host));
  if (wrong.length > 0 || hosts.length === 0) {
    context.addIssue({ code: 'custom', message: `must be comma-separated host names such as steamcommunity.com (not ${wrong.join(', ') || value})` });
    return z.NEVER;
  }
  return [...new Set(hosts)];
}

/** The port and data directory when PORT and DATA_DIR are unset (also where `npm run ops` looks for the server and its token). */
export const DEFAULT_PORT = 3000;
export const DEFAULT_DATA_DIR = './data';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** A second listener on HOST serving GET /metrics alone, without the token (0: any free port); unset: /metrics on PORT behind OPS_TOKEN. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * PostgreSQL itself when DATABASE_URL is a pooler in transaction mode (PgBouncer): the connections
   * that keep a session (the commit signal's LISTEN, the job queue, the migrations' lock) use it, and
   * every statement on DATABASE_URL is sent unnamed (no prepared statement outlives its transaction).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica of DATABASE_URL that serves the public market reads while its replay lag is under REPLICA_MAX_LAG_MS. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(2000),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DEMO_SEED: booleanFlag.optional(),
  /** A partner sandbox deployment: simulated drivers only, applications approved at once, play money, the demo market (docs/operations.md "The partner sandbox"). */
  SANDBOX: booleanFlag.default(false),
  /** GraphiQL, introspection and "Did you mean" hints: on outside production, off in it unless GRAPHIQL=on. */
  GRAPHIQL: booleanFlag.optional(),
  /** Full GraphQL documents from browsers and anonymous clients (not only the web client's trusted ids): on with GRAPHIQL, else off in production. */
  GRAPHQL_ANY_DOCUMENT: booleanFlag.optional(),
  /** How long an anonymous reader's GraphQL answer may come from the response cache (0: no cache); listing and order events empty it sooner. */
  GRAPHQL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines as JSON (for a collector) or readable text; auto: readable when the output is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** The AES-256-GCM key ring for secrets at rest (Steam passwords, Mafiles, tokens, identity numbers). */
  ENCRYPTION_KEYS: keyRingEntries.optional(),
  /** The key of ENCRYPTION_KEYS new values are written under. */
  ENCRYPTION_KEY_ID: z.string().regex(KEY_ID_PATTERN, 'must be 1-32 letters, digits, _ or -').optional(),
  /** One key instead of a ring (the format before ENCRYPTION_KEYS; its id is its fingerprint unless ENCRYPTION_KEY_ID names it). */
  ENCRYPTION_KEY: base64Key.optional(),
  /** Signs cookies. */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The operator API's bearer token (api/ops); outside production generated into DATA_DIR/ops-token. */
  OPS_TOKEN: z
    .string()
    .min(OPS_TOKEN_MIN_LENGTH, `must be at least ${OPS_TOKEN_MIN_LENGTH} characters`)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
    .optional(),
  /** The open platform's RSA private key (PEM) that signs callbacks; outside production generated into DATA_DIR/platform-key.pem. */
  OPEN_PLATFORM_PRIVATE_KEY: z.string().optional(),
  FX_DRIVER: z.enum(['simulated', 'http']).default('simulated'),
  FX_URL: z.string().url().default('https://open.er-api.com/v6/latest/USD'),
  FX_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** The server's rendering of first visits (`vite build --ssr`, web/entry-server.tsx); without it pages are sent unrendered. */
  SSR_DIST_DIR: z.string().min(1).default('./dist/ssr'),
  /** Where uploaded files (avatars) are kept: `database` (any process serves them) or `disk` (UPLOAD_DIR); database with DATABASE_URL, disk on the embedded database. */
  UPLOAD_DRIVER: z.enum(['database', 'disk']).optional(),
  /** The disk driver's folder of uploaded files; DATA_DIR/uploads by default. */
  UPLOAD_DIR: z.string().min(1).optional(),
  SMS_DRIVER: z.enum(['console', 'tencent']).default('console'),
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric SmsSdkAppId').optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d+$/, 'must be the numeric template id').optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().min(1).default('sms.tencentcloudapi.com'),
  /** The trade platform: the simulated Steam (embedded default) or the real one. */
  STEAM_DRIVER: z.enum(['simulated', 'steam']).default('simulated'),
  /** Deadline of each request to Steam with STEAM_DRIVER=steam (a sign-in gets three). */
  STEAM_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** Which proxies' X-Forwarded-For/-Proto/-Host are believed: off, a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().trim().default('off').transform(parseTrustProxy),
  /** Redis shared by every process for the rate limits; unset: each process counts in memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Requests per minute one client address may make to /graphql and /web/*; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /** The seller's fee in basis points of the price (100 = 1 %; docs/money-and-orders.md "The fee" says why). */
  ORDER_FEE_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(100),
  /** Order deadlines: an unpaid Alipay order, the seller's shipment, the buyer's receipt; then the trade protection (docs/configuration.md). */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  ORDER_SHIPMENT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  ORDER_RECEIPT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  ORDER_PROTECTION_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** The length of a lease day, and of a day of trade protection of lease trades in the simulated Steam (docs/money-and-orders.md "Leases"): a short day runs a whole lease in minutes for tests and the demo. */
  LEASE_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
  /** Hours of a lease day a renter has after the end to return an overdue item before the deposit goes to the lender. */
  LEASE_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(24),
  /** Seconds after a sale before a demo player (an ordinary demo seller) presses 发货 and confirms the offer by themselves. */
  DEMO_DELIVERY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** The site's public address (scheme, host, optional path), where Alipay sends notifications and buyers return. */
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The payment provider: the simulated Alipay (embedded default) or Alipay itself. */
  PAYMENT_DRIVER: z.enum(['simulated', 'alipay']).default('simulated'),
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{16}$/, 'must be the 16-digit APPID')
    .optional(),
  /** the application's RSA private key (PEM, or the base64 of PKCS#8 / PKCS#1 as Alipay's key tool writes it) */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** a file holding ALIPAY_PRIVATE_KEY instead */
  ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Alipay's public key (PEM, or base64) from the open platform's key settings */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  /** Seconds after a payment's deadline before it is asked about at the provider and closed or credited. */
  PAYMENT_EXPIRY_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Simulated Alipay: multiplies Alipay's redelivery schedule (4m, 10m, 10m, 1h, 2h, 6h, 15h) and a late notification's delay. */
  SIM_PAY_NOTIFY_SCALE: z.coerce.number().positive().max(10).optional(),
  /** Simulated Alipay: the share of notifications sent twice at once (0..1). */
  SIM_PAY_DUPLICATE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** Simulated Alipay: the share of notifications whose first delivery is late (0..1). */
  SIM_PAY_LATE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** Simulated Alipay: on drops every payment notification (the buyer paid, no notice arrives): the deadline's trade query must find it. */
  SIM_PAY_DROP_NOTIFY: z.enum(['on', 'off']).default('off'),
  /** Simulated Alipay: seconds a payout (withdrawal transfer) stays DEALING before it succeeds or fails. */
  SIM_PAY_PAYOUT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /** Withdrawals: off refuses new withdrawals with a translated message (payouts under way continue). */
  WITHDRAW_ENABLED: z.enum(['on', 'off']).default('on'),
  /** Recharges: off refuses new recharges with 充值暂时关闭，请联系客服; payments under way are still credited. */
  RECHARGE_ENABLED: z.enum(['on', 'off']).default('on'),
  /** Step-up verification: how long after a login or an SMS verification the session may spend, withdraw and change accounts. */
  STEP_UP_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1_800),
  SMS_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Days the event log keeps its events (subscriptions resume, partners replay within them); older ones are purged daily. */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /** Rows one batch of a purge deletes, each batch its own transaction (docs/operations.md "Tables that grow"). */
  PURGE_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(1_000),
  /** Seconds a run of one purge job may spend before it stops between batches (the next run goes on). */
  PURGE_BUDGET_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Live event streams (GraphQL viewerEvents over SSE) one user may hold open at once, per process. */
  SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /** Live event streams one client address may hold open at once, per process. */
  SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** How often the event relay reads the log when no transaction of this process woke it (other processes' events). */
  EVENTS_POLL_MS: z.coerce.number().int().min(20).max(10_000).default(250),
  /** Sites /sans may lead to (comma-separated host names; each also covers its subdomains). */
  OUTBOUND_ALLOWED_HOSTS: z.string().default(DEFAULT_OUTBOUND_HOSTS).transform(parseHostList),
});

/** Fastify's `trustProxy`: false, a number of hops, or the proxies' addresses (proxy-addr also knows loopback, linklocal, uniquelocal). */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  const lower = value.toLowerCase();
  if (['', 'off', 'false', 'no', '0'].includes(lower)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0 || entries.length === 0) {
    // `true` (believe any client's header) is exactly what this setting exists to prevent
    context.addIssue({ code: 'custom', message: `must be off, a hop count, or proxy addresses/CIDRs (not ${wrong.join(', ') || value})` });
    return z.NEVER;
  }
  return entries;
}

export type TencentSmsConfig = {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
};

export type AlipayConfig = {
  appId: string;
  /** PKCS#8 PEM */
  privateKey: string;
  /** SPKI PEM */
  alipayPublicKey: string;
  gateway: string;
  timeoutMs: number;
};

export type PaymentConfig = {
  driver: 'simulated' | 'alipay';
  /** where the provider posts notifications (PUBLIC_URL, or the server's own listening address) */
  notifyUrl: string;
  /** the base a return path is made absolute with */
  publicUrl: string;
  expiryGraceSeconds: number;
  alipay: AlipayConfig | undefined;
  simulated: { notifyScale: number; duplicateRate: number; lateRate: number; dropNotifications: boolean; payoutDelaySeconds: number };
};

/** The path of the notify endpoint (api/modules/payment/payment.rest.ts). */
export const PAYMENT_NOTIFY_PATH = '/web/pay/notify/alipay';

/** An RSA private key as PKCS#8 PEM: from PEM, or from the bare base64 of PKCS#8 or PKCS#1 DER. */
function rsaPrivateKeyPem(text: string): string | undefined {
  const candidates = text.includes('-----BEGIN')
    ? [() => createPrivateKey(text)]
    : (['pkcs8', 'pkcs1'] as const).map((type) => () => createPrivateKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type }));
  for (const candidate of candidates) {
    try {
      const key = candidate();
      if (key.asymmetricKeyType === 'rsa') return key.export({ type: 'pkcs8', format: 'pem' }).toString();
    } catch {}
  }
  return undefined;
}

/** An RSA public key as SPKI PEM: from PEM, or from the bare base64 of SPKI or PKCS#1 DER. */
function rsaPublicKeyPem(text: string): string | undefined {
  const candidates = text.includes('-----BEGIN')
    ? [() => createPublicKey(text)]
    : (['spki', 'pkcs1'] as const).map((type) => () => createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type }));
  for (const candidate of candidates) {
    try {
      const key = candidate();
      if (key.asymmetricKeyType === 'rsa') return key.export({ type: 'spki', format: 'pem' }).toString();
    } catch {}
  }
  return undefined;
}

type PaymentValues = {
  PAYMENT_DRIVER: 'simulated' | 'alipay';
  ALIPAY_APP_ID?: string;
  ALIPAY_PRIVATE_KEY?: string;
  ALIPAY_PRIVATE_KEY_FILE?: string;
  ALIPAY_PUBLIC_KEY?: string;
  ALIPAY_GATEWAY: string;
  ALIPAY_TIMEOUT_MS: number;
  PUBLIC_URL?: string;
};

/** The Alipay settings PAYMENT_DRIVER=alipay needs, checked (the keys are parsed, never logged); problems are named by variable. */
function alipayConfig(values: PaymentValues, problems: string[]): AlipayConfig | undefined {
  if (values.PAYMENT_DRIVER !== 'alipay') return undefined;
  const before = problems.length;
  if (values.ALIPAY_APP_ID === undefined) problems.push('ALIPAY_APP_ID: required with PAYMENT_DRIVER=alipay');
  if (values.PUBLIC_URL === undefined) problems.push('PUBLIC_URL: required with PAYMENT_DRIVER=alipay (Alipay posts its notifications there)');
  let privateKeyText = values.ALIPAY_PRIVATE_KEY;
  if (values.ALIPAY_PRIVATE_KEY && values.ALIPAY_PRIVATE_KEY_FILE)
    problems.push('ALIPAY_PRIVATE_KEY_FILE: set ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE, not both');
  else if (values.ALIPAY_PRIVATE_KEY_FILE) {
    try {
      privateKeyText = readFileSync(values.ALIPAY_PRIVATE_KEY_FILE, 'utf8');
    } catch {
      problems.push('ALIPAY_PRIVATE_KEY_FILE: cannot be read');
    }
  } else if (!privateKeyText) problems.push('ALIPAY_PRIVATE_KEY: required with PAYMENT_DRIVER=alipay (or ALIPAY_PRIVATE_KEY_FILE)');
  const privateKey = privateKeyText ? rsaPrivateKeyPem(privateKeyText.trim()) : undefined;
  if (privateKeyText && !privateKey) problems.push('ALIPAY_PRIVATE_KEY: not an RSA private key (PEM, or base64 PKCS#8 / PKCS#1)');
  const alipayPublicKey = values.ALIPAY_PUBLIC_KEY ? rsaPublicKeyPem(values.ALIPAY_PUBLIC_KEY.trim()) : undefined;
  if (!values.ALIPAY_PUBLIC_KEY) problems.push("ALIPAY_PUBLIC_KEY: required with PAYMENT_DRIVER=alipay (Alipay's public key, not the application's)");
  else if (!alipayPublicKey) problems.push('ALIPAY_PUBLIC_KEY: not an RSA public key (PEM, or base64)');
  if (problems.length > before) return undefined;
  return {
    appId: values.ALIPAY_APP_ID!,
    privateKey: privateKey!,
    alipayPublicKey: alipayPublicKey!,
    gateway: values.ALIPAY_GATEWAY,
    timeoutMs: values.ALIPAY_TIMEOUT_MS,
  };
}

/** The server's own address for calls to itself: a wildcard listening host is reached on loopback. */
function ownAddress(host: string, port: number): string {
  const loopback = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

/** The real driver needs no Web API key: each account's own MobileApp access token serves the Web API. */
export type SteamConfig = { driver: 'simulated' } | { driver: 'steam'; requestTimeoutMs: number };

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL itself, past the transaction pooler of databaseUrl (DATABASE_DIRECT_URL); undefined: databaseUrl is PostgreSQL itself. */
  databaseDirectUrl: string | undefined;
  /** The read replica (DATABASE_REPLICA_URL) and the replay lag past which its reads go to the primary. */
  replica: { databaseUrl: string; maxLagMs: number } | undefined;
  embedded: boolean;
  dataDir: string;
  demoSeed: boolean;
  /**
   * SANDBOX=on: a partner sandbox deployment. Only the simulated drivers, open-platform applications
   * approved at once, every new account funded with play money, the demo market seeded, a banner on
   * every page and `X-Sandbox: true` on every answer.
   */
  sandbox: boolean;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  /** GraphiQL, introspection and field suggestions (developer aids). */
  graphiql: boolean;
  /** full documents accepted from everyone, not only from signed partner requests (the web client sends trusted-document ids) */
  graphqlAnyDocument: boolean;
  /** the response cache's longest life of an anonymous answer, in ms (0: off) */
  graphqlCacheMs: number;
  encryptionKeys: KeyRing;
  cookieSecret: string;
  /** The open platform's key that signs callbacks: OPEN_PLATFORM_PRIVATE_KEY, or undefined (then DATA_DIR/platform-key.pem, generated at first use; never in production). */
  openPlatform: { privateKeyPem: string | undefined };
  /** The bearer token of the operator API under /ops (OPS_TOKEN, or DATA_DIR/ops-token outside production). */
  opsToken: string;
  /** METRICS_PORT: GET /metrics alone on this port of `host`, without the token; undefined: on `port` behind the operator token. */
  metricsPort: number | undefined;
  fx: { driver: 'simulated' | 'http'; url: string; cacheSeconds: number };
  webDistDir: string;
  ssrDistDir: string;
  /** Where uploads are kept (api/integrations/fileStore): the database, or uploadDir on this machine. */
  uploadDriver: 'database' | 'disk';
  uploadDir: string;
  sms: { driver: 'console' } | { driver: 'tencent'; tencent: TencentSmsConfig };
  steam: SteamConfig;
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  /** 0: no per-address request limit */
  rateLimitPerMinute: number;
  orders: OrderSettings;
  /** Leases: a lease day's length and the overdue grace (milliseconds). */
  leases: LeaseSettings;
  /** Delivery after payment (api/modules/order/delivery.service.ts). */
  delivery: { demoDeliverySeconds: number };
  withdrawals: { enabled: boolean };
  recharges: { enabled: boolean };
  payment: PaymentConfig;
  /** The hosts (and their subdomains) the /sans page may lead to. */
  outboundAllowedHosts: readonly string[];
  /** Step-up verification (api/security/operationPolicy.ts). */
  stepUp: { windowSeconds: number };
  /** SMS codes one client address may ask for in an hour (20 by default; docs/security.md "Limits") */
  smsCodesPerIpPerHour: number;
  /** The event log (api/modules/events/events.service.ts). */
  events: { retentionDays: number; subscriptionsPerUser: number; subscriptionsPerAddress: number; pollMs: number };
  /** Connections and pace of the job queue (api/db/jobs.ts). */
  jobs: JobSettings;
  /** The purges' batches and time budget (api/db/purge.ts). */
  purge: PurgeLimits;
};

/** Orders' fee and deadlines (milliseconds). */
export type OrderSettings = { feeRateBps: number; paymentMs: number; shipmentMs: number; receiptMs: number; protectionMs: number };

/** Leases' lengths (milliseconds): a lease day, and the grace after an overdue lease's end (LEASE_GRACE_HOURS hours of a lease day). */
export type LeaseSettings = { dayMs: number; graceMs: number };

export class ConfigError extends Error {}

/** DATA_DIR/secrets.json: a key ring (base64 keys by id) and the cookie secret. */
type GeneratedSecrets = { encryptionKeyId: string; encryptionKeys: Record<string, string>; cookieSecret: string };
/** The file before the key ring: one key. */
type SingleKeySecrets = { encryptionKey: string; cookieSecret: string };

function writeSecretsFile(file: string, secrets: GeneratedSecrets) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(secrets), { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Embedded mode keeps its generated secrets in DATA_DIR so sessions and ciphertexts survive restarts.
 * A file of the single-key format is rewritten as a ring holding that key under its fingerprint
 * (the key id its values already carry).
 */
function loadOrCreateSecrets(dataDir: string): { ring: KeyRing; cookieSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  // created owner-only; an existing open one is tightened (and logged) by the server at start-up
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let secrets: GeneratedSecrets;
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets | SingleKeySecrets;
    if ('encryptionKey' in stored) {
      const key = Buffer.from(stored.encryptionKey, 'base64');
      secrets = { encryptionKeyId: keyFingerprint(key), encryptionKeys: { [keyFingerprint(key)]: stored.encryptionKey }, cookieSecret: stored.cookieSecret };
      writeSecretsFile(file, secrets);
    } else {
      secrets = stored;
    }
  } else {
    const key = randomBytes(32);
    secrets = {
      encryptionKeyId: keyFingerprint(key),
      encryptionKeys: { [keyFingerprint(key)]: key.toString('base64') },
      cookieSecret: randomBytes(32).toString('base64url'),
    };
    writeSecretsFile(file, secrets);
  }
  const keys = new Map(Object.entries(secrets.encryptionKeys).map(([id, key]) => [id, Buffer.from(key, 'base64')] as const));
  if (!keys.has(secrets.encryptionKeyId) || [...keys.values()].some((key) => key.length !== 32) || typeof secrets.cookieSecret !== 'string') {
    throw new ConfigError(`Invalid configuration:\n  ${file}: not a key ring written by this server; restore it from a backup`);
  }
  return { ring: { currentKeyId: secrets.encryptionKeyId, keys }, cookieSecret: secrets.cookieSecret };
}

type EncryptionValues = { ENCRYPTION_KEYS?: Map<string, Buffer>; ENCRYPTION_KEY_ID?: string; ENCRYPTION_KEY?: string };

/** The key ring the environment configures (undefined: none, embedded mode generates one), and what is wrong with it. */
function configuredKeyRing(values: EncryptionValues, isProduction: boolean, problems: string[]): KeyRing | undefined {
  let ring: KeyRing | undefined;
  let variable = 'ENCRYPTION_KEYS';
  if (values.ENCRYPTION_KEYS && values.ENCRYPTION_KEY) {
    problems.push('ENCRYPTION_KEY: set ENCRYPTION_KEYS or ENCRYPTION_KEY, not both (put this key into ENCRYPTION_KEYS under an id)');
  } else if (values.ENCRYPTION_KEYS) {
    const ids = [...values.ENCRYPTION_KEYS.keys()];
    const currentKeyId = values.ENCRYPTION_KEY_ID ?? (ids.length === 1 ? ids[0] : undefined);
    if (currentKeyId === undefined) problems.push('ENCRYPTION_KEY_ID: required when ENCRYPTION_KEYS holds several keys (the id new values are written under)');
    else if (!values.ENCRYPTION_KEYS.has(currentKeyId)) problems.push(`ENCRYPTION_KEY_ID: "${currentKeyId}" is not a key id of ENCRYPTION_KEYS`);
    else ring = { currentKeyId, keys: values.ENCRYPTION_KEYS };
  } else if (values.ENCRYPTION_KEY) {
    variable = 'ENCRYPTION_KEY';
    const key = Buffer.from(values.ENCRYPTION_KEY, 'base64');
    const currentKeyId = values.ENCRYPTION_KEY_ID ?? keyFingerprint(key);
    ring = { currentKeyId, keys: new Map([[currentKeyId, key]]) };
  } else if (values.ENCRYPTION_KEY_ID) {
    problems.push('ENCRYPTION_KEY_ID: names a key of ENCRYPTION_KEYS, which is not set');
  } else if (isProduction) {
    problems.push('ENCRYPTION_KEYS: required in production (or ENCRYPTION_KEY for a single key)');
  }
  if (ring && isProduction) {
    // a weak retired key stays readable, so that secrets:rotate can move its values to the current one
    const weakness = weakKeyReason(ring.keys.get(ring.currentKeyId)!);
    if (weakness) problems.push(`${variable}: the current key "${ring.currentKeyId}" ${weakness}; generate one with \`openssl rand -base64 32\``);
  }
  return ring;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const embedded = values.DATABASE_URL === undefined;
  const dataDir = path.resolve(values.DATA_DIR);

  const problems: string[] = [];
  const sandbox = values.SANDBOX;
  if (sandbox) {
    // a sandbox's money, items and messages are simulated: no real provider may be reached from it
    if (values.SMS_DRIVER !== 'console') problems.push(`SMS_DRIVER: ${values.SMS_DRIVER} sends real messages; SANDBOX=on runs the console driver only`);
    if (values.STEAM_DRIVER !== 'simulated') problems.push(`STEAM_DRIVER: ${values.STEAM_DRIVER} trades real items; SANDBOX=on runs the simulated Steam only`);
    if (values.PAYMENT_DRIVER !== 'simulated')
      problems.push(`PAYMENT_DRIVER: ${values.PAYMENT_DRIVER} takes real money; SANDBOX=on runs the simulated Alipay only`);
    if (values.DEMO_SEED === false) problems.push('DEMO_SEED: a sandbox always has the demo market; leave DEMO_SEED unset with SANDBOX=on');
  }
  if (values.DATABASE_REPLICA_URL !== undefined && embedded)
    problems.push('DATABASE_REPLICA_URL: a replica of the embedded database cannot exist; set DATABASE_URL too');
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) problems.push('METRICS_PORT: must differ from PORT');
  if (values.DATABASE_DIRECT_URL !== undefined && values.DATABASE_URL === undefined)
    problems.push('DATABASE_DIRECT_URL: only with DATABASE_URL (the pooler it bypasses)');
  if (isProduction) {
    for (const [name, value] of [
      ['DATABASE_URL', values.DATABASE_URL],
      ['COOKIE_SECRET', values.COOKIE_SECRET],
    ] as const) {
      if (value === undefined) problems.push(`${name}: required in production`);
    }
    const cookieWeakness = values.COOKIE_SECRET === undefined ? undefined : weakSecretReason(values.COOKIE_SECRET);
    if (cookieWeakness) problems.push(`COOKIE_SECRET: ${cookieWeakness}; generate one with \`openssl rand -base64 48\``);
    if (values.OPS_TOKEN === undefined) problems.push('OPS_TOKEN: required in production; generate one with `openssl rand -base64 32`');
    const opsTokenWeakness = values.OPS_TOKEN === undefined ? undefined : weakSecretReason(values.OPS_TOKEN);
    if (opsTokenWeakness) problems.push(`OPS_TOKEN: ${opsTokenWeakness}; generate one with \`openssl rand -base64 32\``);
    // a sandbox runs in production mode (its own keys and secrets) on the simulated drivers by design
    if (!sandbox) {
      if (values.SMS_DRIVER === 'console') problems.push('SMS_DRIVER: console only logs codes; choose a real provider in production');
      if (values.STEAM_DRIVER === 'simulated') problems.push('STEAM_DRIVER: simulated trades no real items; set STEAM_DRIVER=steam in production');
      if (values.PAYMENT_DRIVER === 'simulated') problems.push('PAYMENT_DRIVER: simulated takes no real money; set PAYMENT_DRIVER=alipay in production');
    }
  }
  const platformKeyPem = values.OPEN_PLATFORM_PRIVATE_KEY === undefined ? undefined : pemFromEnvironment(values.OPEN_PLATFORM_PRIVATE_KEY);
  if (platformKeyPem === undefined && isProduction) {
    problems.push(
      'OPEN_PLATFORM_PRIVATE_KEY: required in production (signs callbacks); generate one with `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048`',
    );
  }
  const platformKeyIssue = platformKeyPem === undefined ? undefined : platformKeyProblem(platformKeyPem);
  if (platformKeyIssue) problems.push(`OPEN_PLATFORM_PRIVATE_KEY: ${platformKeyIssue}`);
  const alipay = alipayConfig(values, problems);
  if (values.SMS_DRIVER === 'tencent') {
    for (const name of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ] as const) {
      if (values[name] === undefined) problems.push(`${name}: required with SMS_DRIVER=tencent`);
    }
  }
  const configuredRing = configuredKeyRing(values, isProduction, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const generated = configuredRing && values.COOKIE_SECRET ? undefined : loadOrCreateSecrets(dataDir);
  const opsToken = values.OPS_TOKEN ?? loadOrCreateOpsToken(dataDir);
  if (opsToken.length < OPS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid configuration:\n  ${opsTokenFile(dataDir)}: holds no token of at least ${OPS_TOKEN_MIN_LENGTH} characters; delete it to generate a new one`,
    );
  }

  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseDirectUrl: values.DATABASE_DIRECT_URL,
    replica: values.DATABASE_REPLICA_URL === undefined ? undefined : { databaseUrl: values.DATABASE_REPLICA_URL, maxLagMs: values.REPLICA_MAX_LAG_MS },
    embedded,
    dataDir,
    demoSeed: sandbox || (values.DEMO_SEED ?? embedded),
    sandbox,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'pretty' : 'json') : values.LOG_FORMAT,
    graphiql: values.GRAPHIQL ?? !isProduction,
    graphqlAnyDocument: values.GRAPHQL_ANY_DOCUMENT ?? !isProduction,
    graphqlCacheMs: values.GRAPHQL_CACHE_SECONDS * 1000,
    encryptionKeys: configuredRing ?? generated!.ring,
    cookieSecret: values.COOKIE_SECRET ?? generated!.cookieSecret,
    openPlatform: { privateKeyPem: platformKeyPem },
    opsToken,
    metricsPort: values.METRICS_PORT,
    fx: { driver: values.FX_DRIVER, url: values.FX_URL, cacheSeconds: values.FX_CACHE_SECONDS },
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    ssrDistDir: path.resolve(values.SSR_DIST_DIR),
    uploadDriver: values.UPLOAD_DRIVER ?? (embedded ? 'disk' : 'database'),
    uploadDir: path.resolve(values.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    sms:
      values.SMS_DRIVER === 'tencent'
        ? {
            driver: 'tencent',
            tencent: {
              secretId: values.TENCENT_SMS_SECRET_ID!,
              secretKey: values.TENCENT_SMS_SECRET_KEY!,
              sdkAppId: values.TENCENT_SMS_SDK_APP_ID!,
              signName: values.TENCENT_SMS_SIGN_NAME!,
              templateId: values.TENCENT_SMS_TEMPLATE_ID!,
              region: values.TENCENT_SMS_REGION,
              endpoint: values.TENCENT_SMS_ENDPOINT,
            },
          }
        : { driver: 'console' },
    steam: values.STEAM_DRIVER === 'steam' ? { driver: 'steam', requestTimeoutMs: values.STEAM_REQUEST_TIMEOUT_MS } : { driver: 'simulated' },
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    orders: {
      feeRateBps: values.ORDER_FEE_RATE_BPS,
      paymentMs: values.ORDER_PAYMENT_MINUTES * 60_000,
      shipmentMs: values.ORDER_SHIPMENT_HOURS * 3_600_000,
      receiptMs: values.ORDER_RECEIPT_HOURS * 3_600_000,
      protectionMs: values.ORDER_PROTECTION_DAYS * 86_400_000,
    },
    leases: { dayMs: values.LEASE_DAY_SECONDS * 1000, graceMs: (values.LEASE_GRACE_HOURS * values.LEASE_DAY_SECONDS * 1000) / 24 },
    delivery: { demoDeliverySeconds: values.DEMO_DELIVERY_SECONDS },
    payment: {
      driver: values.PAYMENT_DRIVER,
      notifyUrl: `${values.PUBLIC_URL ?? ownAddress(values.HOST, values.PORT)}${PAYMENT_NOTIFY_PATH}`,
      publicUrl: values.PUBLIC_URL ?? ownAddress(values.HOST, values.PORT),
      expiryGraceSeconds: values.PAYMENT_EXPIRY_GRACE_SECONDS,
      alipay,
      // tests move the clock through Alipay's own schedule; npm start compresses it and lets notifications come late or twice
      simulated: {
        notifyScale: values.SIM_PAY_NOTIFY_SCALE ?? (values.NODE_ENV === 'test' ? 1 : 0.05),
        duplicateRate: values.SIM_PAY_DUPLICATE_RATE ?? (values.NODE_ENV === 'test' ? 0 : 0.1),
        lateRate: values.SIM_PAY_LATE_RATE ?? (values.NODE_ENV === 'test' ? 0 : 0.1),
        dropNotifications: values.SIM_PAY_DROP_NOTIFY === 'on',
        payoutDelaySeconds: values.SIM_PAY_PAYOUT_SECONDS,
      },
    },
    withdrawals: { enabled: values.WITHDRAW_ENABLED === 'on' },
    recharges: { enabled: values.RECHARGE_ENABLED === 'on' },
    outboundAllowedHosts: values.OUTBOUND_ALLOWED_HOSTS,
    stepUp: { windowSeconds: values.STEP_UP_WINDOW_SECONDS },
    smsCodesPerIpPerHour: values.SMS_CODES_PER_IP_PER_HOUR,
    events: {
      retentionDays: values.EVENT_RETENTION_DAYS,
      subscriptionsPerUser: values.SUBSCRIPTIONS_PER_USER,
      subscriptionsPerAddress: values.SUBSCRIPTIONS_PER_ADDRESS,
      pollMs: values.EVENTS_POLL_MS,
    },
    jobs: loadJobSettings(env),
    purge: { batchSize: values.PURGE_BATCH_SIZE, budgetMs: values.PURGE_BUDGET_SECONDS * 1000 },
  };
}

// --- jobs and database connections (docs/configuration.md; docs/architecture.md "Jobs and time") ---

/** "name=n,name=n": the concurrency of named queues. */
const queueConcurrencyEntries = z.string().transform((value, context) => {
  const entries: Record<string, number> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const match = /^([a-z0-9][a-z0-9._-]*)=(\d{1,4})$/.exec(entry);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 1000 || match[1] in entries) {
      context.addIssue({ code: 'custom', message: `must be comma-separated <queue>=<jobs at once, 1-1000> (not "${entry}")` });
      return z.NEVER;
    }
    entries[match[1]] = Number(match[2]);
  }
  return entries;
});

const jobEnvironmentSchema = z.object({
  /** Connections of the app's PostgreSQL pool (Prisma), per process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Connections of the job queue's own PostgreSQL pool (pg-boss), per process. */
  JOB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(JOB_DEFAULTS.poolSize),
  /** Jobs of one queue a process runs at once, for queues whose code declares no concurrency. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(JOB_DEFAULTS.concurrency),
  /** Jobs one fetch takes, for queues whose code declares no batch size. */
  JOB_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(JOB_DEFAULTS.batchSize),
  /** Seconds an idle worker waits before asking for jobs again (a job sent by the process itself wakes it at once). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(JOB_DEFAULTS.pollingIntervalSeconds),
  /** Concurrency of named queues over the code's, e.g. "order-delivery-send=32,order-deadline=16". */
  JOB_QUEUE_CONCURRENCY: queueConcurrencyEntries.optional(),
});

export type JobSettings = {
  databasePoolSize: number;
  poolSize: number;
  concurrency: number;
  batchSize: number;
  pollingIntervalSeconds: number;
  queueConcurrency: Record<string, number>;
};

function loadJobSettings(env: NodeJS.ProcessEnv): JobSettings {
  const parsed = jobEnvironmentSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    databasePoolSize: values.DATABASE_POOL_SIZE,
    poolSize: values.JOB_POOL_SIZE,
    concurrency: values.JOB_CONCURRENCY,
    batchSize: values.JOB_BATCH_SIZE,
    pollingIntervalSeconds: values.JOB_POLL_SECONDS,
    queueConcurrency: values.JOB_QUEUE_CONCURRENCY ?? {},
  };
}
