import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const base64Key = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_SEED: booleanFlag.optional(),
  /** GraphiQL, introspection and "Did you mean" hints: on outside production, off in it unless GRAPHIQL=on. */
  GRAPHIQL: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** AES-256-GCM key for secrets at rest (Steam passwords, Mafiles, partner keys). */
  ENCRYPTION_KEY: base64Key.optional(),
  /** Signs cookies. */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FX_DRIVER: z.enum(['simulated', 'http']).default('simulated'),
  FX_URL: z.string().url().default('https://open.er-api.com/v6/latest/USD'),
  FX_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Where uploaded files (avatars) are kept; DATA_DIR/uploads by default. */
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
});

export type TencentSmsConfig = {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
};

/** The real driver needs no Web API key: each account's own MobileApp access token serves the Web API. */
export type SteamConfig = { driver: 'simulated' } | { driver: 'steam'; requestTimeoutMs: number };

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  embedded: boolean;
  dataDir: string;
  demoSeed: boolean;
  logLevel: string;
  /** GraphiQL, introspection and field suggestions (developer aids). */
  graphiql: boolean;
  encryptionKey: Buffer;
  cookieSecret: string;
  fx: { driver: 'simulated' | 'http'; url: string; cacheSeconds: number };
  webDistDir: string;
  uploadDir: string;
  sms: { driver: 'console' } | { driver: 'tencent'; tencent: TencentSmsConfig };
  steam: SteamConfig;
};

export class ConfigError extends Error {}

type GeneratedSecrets = { encryptionKey: string; cookieSecret: string };

/** Embedded mode keeps its generated secrets in DATA_DIR so sessions and ciphertexts survive restarts. */
function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    encryptionKey: randomBytes(32).toString('base64'),
    cookieSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const embedded = values.DATABASE_URL === undefined;
  const dataDir = path.resolve(values.DATA_DIR);

  const problems: string[] = [];
  if (isProduction) {
    for (const [name, value] of [
      ['DATABASE_URL', values.DATABASE_URL],
      ['ENCRYPTION_KEY', values.ENCRYPTION_KEY],
      ['COOKIE_SECRET', values.COOKIE_SECRET],
    ] as const) {
      if (value === undefined) problems.push(`${name}: required in production`);
    }
    if (values.SMS_DRIVER === 'console') problems.push('SMS_DRIVER: console only logs codes; choose a real provider in production');
    if (values.STEAM_DRIVER === 'simulated') problems.push('STEAM_DRIVER: simulated trades no real items; set STEAM_DRIVER=steam in production');
  }
  if (values.SMS_DRIVER === 'tencent') {
    for (const name of ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'] as const) {
      if (values[name] === undefined) problems.push(`${name}: required with SMS_DRIVER=tencent`);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const generated =
    values.ENCRYPTION_KEY && values.COOKIE_SECRET ? undefined : loadOrCreateSecrets(dataDir);

  return {
    nodeEnv: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    embedded,
    dataDir,
    demoSeed: values.DEMO_SEED ?? embedded,
    logLevel: values.LOG_LEVEL,
    graphiql: values.GRAPHIQL ?? !isProduction,
    encryptionKey: Buffer.from(values.ENCRYPTION_KEY ?? generated!.encryptionKey, 'base64'),
    cookieSecret: values.COOKIE_SECRET ?? generated!.cookieSecret,
    fx: { driver: values.FX_DRIVER, url: values.FX_URL, cacheSeconds: values.FX_CACHE_SECONDS },
    webDistDir: path.resolve(values.WEB_DIST_DIR),
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
    steam:
      values.STEAM_DRIVER === 'steam'
        ? { driver: 'steam', requestTimeoutMs: values.STEAM_REQUEST_TIMEOUT_MS }
        : { driver: 'simulated' },
  };
}
