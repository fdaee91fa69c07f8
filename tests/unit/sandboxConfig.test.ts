// SANDBOX=on (api/config.ts): a partner sandbox runs the simulated drivers only, refuses a real one at
// start with the variable named, always seeds the demo market, and may run in production mode.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'sandbox-config-test-'));

function messageOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

/** A production environment whose drivers are the simulated ones, as a sandbox deployment runs. */
function sandboxProduction(extra: Record<string, string> = {}): Record<string, string> {
  const {
    SMS_DRIVER,
    TENCENT_SMS_SECRET_ID,
    TENCENT_SMS_SECRET_KEY,
    TENCENT_SMS_SDK_APP_ID,
    TENCENT_SMS_SIGN_NAME,
    TENCENT_SMS_TEMPLATE_ID,
    STEAM_DRIVER,
    PAYMENT_DRIVER,
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY,
    ...rest
  } = productionEnvironment();
  return { ...rest, PUBLIC_URL: 'https://sandbox.example.com', SANDBOX: 'on', DATA_DIR: freshDataDir(), ...extra };
}

describe('SANDBOX', () => {
  it('is off by default, and on with the simulated drivers', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).sandbox).toBe(false);
    const config = loadConfig({ DATA_DIR: freshDataDir(), SANDBOX: 'on' });
    expect(config).toMatchObject({ sandbox: true, sms: { driver: 'console' }, steam: { driver: 'simulated' }, payment: { driver: 'simulated' } });
  });

  it('refuses each real driver at start, naming it', () => {
    const production = productionEnvironment({ SANDBOX: 'on', DATA_DIR: freshDataDir() });
    const message = messageOf(production);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('SMS_DRIVER: tencent sends real messages; SANDBOX=on runs the console driver only');
    expect(message).toContain('STEAM_DRIVER: steam trades real items; SANDBOX=on runs the simulated Steam only');
    expect(message).toContain('PAYMENT_DRIVER: alipay takes real money; SANDBOX=on runs the simulated Alipay only');
    // one real driver alone is refused too, outside production as well
    for (const [name, value] of [
      ['STEAM_DRIVER', 'steam'],
      ['PAYMENT_DRIVER', 'alipay'],
      ['SMS_DRIVER', 'tencent'],
    ] as const) {
      expect(messageOf({ ...sandboxProduction(), [name]: value })).toContain(`${name}: ${value}`);
      expect(messageOf({ DATA_DIR: freshDataDir(), SANDBOX: 'on', [name]: value })).toContain(`${name}: ${value}`);
    }
    // the same drivers without SANDBOX are production's
    expect(loadConfig(productionEnvironment({ DATA_DIR: freshDataDir() })).sandbox).toBe(false);
  });

  it('runs in production mode on the simulated drivers, which production alone refuses', () => {
    const config = loadConfig(sandboxProduction());
    expect(config).toMatchObject({ isProduction: true, sandbox: true, embedded: false, sms: { driver: 'console' }, steam: { driver: 'simulated' } });
    const { SANDBOX, ...production } = sandboxProduction();
    expect(messageOf(production)).toContain('STEAM_DRIVER: simulated trades no real items');
    // the production secrets are still required
    const { COOKIE_SECRET, ...withoutCookie } = sandboxProduction();
    expect(messageOf(withoutCookie)).toContain('COOKIE_SECRET: required in production');
  });

  it('always seeds the demo market, also on PostgreSQL, and refuses DEMO_SEED=off', () => {
    expect(loadConfig(sandboxProduction()).demoSeed).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres://u@db/sandbox', SANDBOX: 'on' }).demoSeed).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres://u@db/sandbox' }).demoSeed).toBe(false);
    expect(messageOf(sandboxProduction({ DEMO_SEED: 'off' }))).toContain('DEMO_SEED: a sandbox always has the demo market');
  });

  it('takes the usual flag spellings and refuses others', () => {
    for (const value of ['on', 'true', '1', 'yes']) expect(loadConfig({ DATA_DIR: freshDataDir(), SANDBOX: value }).sandbox).toBe(true);
    for (const value of ['off', 'false', '0', 'no']) expect(loadConfig({ DATA_DIR: freshDataDir(), SANDBOX: value }).sandbox).toBe(false);
    expect(messageOf({ DATA_DIR: freshDataDir(), SANDBOX: 'maybe' })).toContain('SANDBOX:');
  });
});
