import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));
const messageOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('runs embedded with the documented defaults', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, embedded: true, demoSeed: true, nodeEnv: 'development', dataDir });
    expect(config.fx).toEqual({ driver: 'simulated', url: 'https://open.er-api.com/v6/latest/USD', cacheSeconds: 600 });
  });

  it('generates the secrets once into DATA_DIR, readable by the owner only, and reuses them', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.cookieSecret).toBe(first.cookieSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).cookieSecret).toBe(first.cookieSecret);
  });

  it('turns the demo seed off by default with a real database, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/market', DATA_DIR: freshDataDir() }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/market', DEMO_SEED: 'on', DATA_DIR: freshDataDir() }).demoSeed).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ DEMO_SEED: 'maybe' }, 'DEMO_SEED'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ FX_DRIVER: 'carrier-pigeon' }, 'FX_DRIVER'],
    [{ ENCRYPTION_KEY: 'c2hvcnQ=' }, 'ENCRYPTION_KEY'],
    [{ COOKIE_SECRET: 'short' }, 'COOKIE_SECRET'],
    [{ STEAM_DRIVER: 'valve' }, 'STEAM_DRIVER'],
    [{ STEAM_DRIVER: 'steam', STEAM_REQUEST_TIMEOUT_MS: 'soon' }, 'STEAM_REQUEST_TIMEOUT_MS'],
    [{ STEAM_DRIVER: 'steam', STEAM_REQUEST_TIMEOUT_MS: '999' }, 'STEAM_REQUEST_TIMEOUT_MS'],
    [{ STEAM_DRIVER: 'steam', STEAM_REQUEST_TIMEOUT_MS: '120001' }, 'STEAM_REQUEST_TIMEOUT_MS'],
    [{ STEAM_DRIVER: 'steam', STEAM_REQUEST_TIMEOUT_MS: '1500.5' }, 'STEAM_REQUEST_TIMEOUT_MS'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(messageOf({ DATA_DIR: freshDataDir(), ...env })).toContain(`${variable}:`);
  });

  it('requires the database and the secrets in production, naming each', () => {
    const message = messageOf({ NODE_ENV: 'production', DATA_DIR: freshDataDir() });
    expect(message).toContain('DATABASE_URL: required in production');
    expect(message).toContain('ENCRYPTION_KEY: required in production');
    expect(message).toContain('COOKIE_SECRET: required in production');
    expect(message).toContain('SMS_DRIVER: console only logs codes');
    expect(message).toContain('STEAM_DRIVER: simulated trades no real items');
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://app@db:5432/market',
      ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      COOKIE_SECRET: 'c'.repeat(40),
      SMS_DRIVER: 'tencent',
      STEAM_DRIVER: 'steam',
    };
    const missingSms = messageOf(production);
    expect(missingSms).toContain('TENCENT_SMS_SECRET_ID: required with SMS_DRIVER=tencent');
    expect(missingSms).toContain('TENCENT_SMS_TEMPLATE_ID: required with SMS_DRIVER=tencent');
    const config = loadConfig({
      ...production,
      TENCENT_SMS_SECRET_ID: 'AKIDexample',
      TENCENT_SMS_SECRET_KEY: 'secret',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: 'CS2饰品',
      TENCENT_SMS_TEMPLATE_ID: '123456',
    });
    expect(config.isProduction).toBe(true);
    expect(config.embedded).toBe(false);
    expect(config.sms).toMatchObject({ driver: 'tencent', tencent: { region: 'ap-guangzhou', endpoint: 'sms.tencentcloudapi.com', sdkAppId: '1400000000' } });
    expect(config.steam).toEqual({ driver: 'steam', requestTimeoutMs: 15_000 });
  });

  it('uses the simulated Steam by default, and the real one with its timeout when asked', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).steam).toEqual({ driver: 'simulated' });
    expect(loadConfig({ DATA_DIR: freshDataDir(), STEAM_REQUEST_TIMEOUT_MS: '5000' }).steam).toEqual({ driver: 'simulated' });
    expect(loadConfig({ DATA_DIR: freshDataDir(), STEAM_DRIVER: 'steam' }).steam).toEqual({ driver: 'steam', requestTimeoutMs: 15_000 });
    expect(loadConfig({ DATA_DIR: freshDataDir(), STEAM_DRIVER: 'steam', STEAM_REQUEST_TIMEOUT_MS: '30000' }).steam).toEqual({
      driver: 'steam',
      requestTimeoutMs: 30_000,
    });
  });
});
