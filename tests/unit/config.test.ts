import { createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { keyFingerprint, SecretBox } from '../../api/security/encryption.ts';
import { securePrivateDirectories } from '../../api/security/privateDirectory.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';

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

  it('reads a replica only beside DATABASE_URL, with a lag bound of 2000 ms unless REPLICA_MAX_LAG_MS says otherwise', () => {
    const primary = { DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres://app@primary/market' };
    expect(loadConfig(primary).replica).toBeUndefined();
    expect(loadConfig({ ...primary, DATABASE_REPLICA_URL: 'postgres://app@replica/market' }).replica).toEqual({
      databaseUrl: 'postgres://app@replica/market',
      maxLagMs: 2000,
    });
    expect(loadConfig({ ...primary, DATABASE_REPLICA_URL: 'postgres://app@replica/market', REPLICA_MAX_LAG_MS: '500' }).replica?.maxLagMs).toBe(500);
    expect(messageOf({ DATA_DIR: freshDataDir(), DATABASE_REPLICA_URL: 'postgres://app@replica/market' })).toContain('DATABASE_REPLICA_URL:');
    expect(messageOf({ ...primary, DATABASE_REPLICA_URL: 'mysql://replica' })).toContain('DATABASE_REPLICA_URL:');
  });

  it('generates the secrets once into DATA_DIR as a key ring, readable by the owner only, and reuses them', () => {
    const dataDir = path.join(freshDataDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const { currentKeyId, keys } = first.encryptionKeys;
    expect(keys.get(currentKeyId)).toHaveLength(32);
    expect(currentKeyId).toBe(keyFingerprint(keys.get(currentKeyId)!));
    expect(second.encryptionKeys.currentKeyId).toBe(currentKeyId);
    expect(second.encryptionKeys.keys.get(currentKeyId)!.equals(keys.get(currentKeyId)!)).toBe(true);
    expect(second.cookieSecret).toBe(first.cookieSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      encryptionKeyId: currentKeyId,
      encryptionKeys: { [currentKeyId]: keys.get(currentKeyId)!.toString('base64') },
      cookieSecret: first.cookieSecret,
    });
  });

  it('reads a secrets.json of the single-key format, rewrites it as a ring, and its v1 values stay readable', () => {
    const dataDir = freshDataDir();
    const key = randomBytes(32);
    const file = path.join(dataDir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ encryptionKey: key.toString('base64'), cookieSecret: 'cookie-secret-of-the-old-file-1234' }), { mode: 0o600 });
    const v1 = new SecretBox(key); // the single-key box wrote "v1:<fingerprint>:…"; the same key id reads it
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.encryptionKeys.currentKeyId).toBe(keyFingerprint(key));
    expect(config.encryptionKeys.keys.get(keyFingerprint(key))!.equals(key)).toBe(true);
    expect(config.cookieSecret).toBe('cookie-secret-of-the-old-file-1234');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      encryptionKeyId: keyFingerprint(key),
      encryptionKeys: { [keyFingerprint(key)]: key.toString('base64') },
      cookieSecret: 'cookie-secret-of-the-old-file-1234',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const value = v1.encrypt('pw', SECRET_FIELDS.steamPassword, 'a');
    expect(new SecretBox(config.encryptionKeys).decrypt(value, SECRET_FIELDS.steamPassword, 'a')).toBe('pw');
    expect(loadConfig({ DATA_DIR: dataDir }).encryptionKeys.currentKeyId).toBe(keyFingerprint(key));
  });

  it('reads ENCRYPTION_KEYS as a ring with ENCRYPTION_KEY_ID as the current key, and ENCRYPTION_KEY as a one-key ring', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const ring = loadConfig({
      DATA_DIR: freshDataDir(),
      COOKIE_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEYS: `2026a:${a.toString('base64')}, 2025_b-1:${b.toString('base64')}`,
      ENCRYPTION_KEY_ID: '2026a',
    });
    expect(ring.encryptionKeys.currentKeyId).toBe('2026a');
    expect([...ring.encryptionKeys.keys.keys()]).toEqual(['2026a', '2025_b-1']);
    expect(ring.encryptionKeys.keys.get('2025_b-1')!.equals(b)).toBe(true);
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), COOKIE_SECRET: 'x'.repeat(32), ENCRYPTION_KEYS: `only:${a.toString('base64')}` }).encryptionKeys.currentKeyId,
    ).toBe('only');
    expect(loadConfig({ DATA_DIR: freshDataDir(), COOKIE_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: a.toString('base64') }).encryptionKeys).toEqual({
      currentKeyId: keyFingerprint(a),
      keys: new Map([[keyFingerprint(a), a]]),
    });
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), COOKIE_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: a.toString('base64'), ENCRYPTION_KEY_ID: 'legacy' }).encryptionKeys
        .currentKeyId,
    ).toBe('legacy');
  });

  it.each([
    [
      { ENCRYPTION_KEYS: `a:${randomBytes(32).toString('base64')},b:${randomBytes(32).toString('base64')}` },
      'ENCRYPTION_KEY_ID: required when ENCRYPTION_KEYS holds several keys',
    ],
    [{ ENCRYPTION_KEYS: `a:${randomBytes(32).toString('base64')}`, ENCRYPTION_KEY_ID: 'b' }, 'ENCRYPTION_KEY_ID: "b" is not a key id of ENCRYPTION_KEYS'],
    [{ ENCRYPTION_KEYS: `a:${randomBytes(32).toString('base64')},a:${randomBytes(32).toString('base64')}` }, 'ENCRYPTION_KEYS: key id "a" appears twice'],
    [{ ENCRYPTION_KEYS: `a:${randomBytes(16).toString('base64')}` }, 'ENCRYPTION_KEYS: key "a" must be 32 bytes, base64-encoded'],
    [{ ENCRYPTION_KEYS: randomBytes(32).toString('base64') }, 'ENCRYPTION_KEYS: entry 1 must be <id>:<base64 key>'],
    [{ ENCRYPTION_KEYS: `a b:${randomBytes(32).toString('base64')}` }, 'ENCRYPTION_KEYS: entry 1 must be <id>:<base64 key>'],
    [
      { ENCRYPTION_KEYS: `a:${randomBytes(32).toString('base64')}`, ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      'ENCRYPTION_KEY: set ENCRYPTION_KEYS or ENCRYPTION_KEY, not both',
    ],
    [{ ENCRYPTION_KEY_ID: 'a' }, 'ENCRYPTION_KEY_ID: names a key of ENCRYPTION_KEYS, which is not set'],
    [{ ENCRYPTION_KEY_ID: 'a:b' }, 'ENCRYPTION_KEY_ID: must be 1-32 letters'],
  ])('refuses the key ring %j: %s', (env, message) => {
    const text = messageOf({ DATA_DIR: freshDataDir(), ...env });
    expect(text).toContain(message);
    for (const value of Object.values(env)) for (const part of value.split(/[,:]/)) if (part.length > 20) expect(text).not.toContain(part);
  });

  it('turns the demo seed off by default with a real database, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/market', DATA_DIR: freshDataDir() }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/market', DEMO_SEED: 'on', DATA_DIR: freshDataDir() }).demoSeed).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ DATABASE_DIRECT_URL: 'postgres://u@db/market' }, 'DATABASE_DIRECT_URL'],
    [{ DATABASE_URL: 'postgres://u@pgbouncer/market', DATABASE_DIRECT_URL: 'db:5432' }, 'DATABASE_DIRECT_URL'],
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
    expect(message).toContain('ENCRYPTION_KEYS: required in production (or ENCRYPTION_KEY for a single key)');
    expect(message).toContain('COOKIE_SECRET: required in production');
    expect(message).toContain('SMS_DRIVER: console only logs codes');
    expect(message).toContain('STEAM_DRIVER: simulated trades no real items');
    expect(message).toContain('PAYMENT_DRIVER: simulated takes no real money');
    expect(message).toContain('OPEN_PLATFORM_PRIVATE_KEY: required in production');
    const { PAYMENT_DRIVER, PUBLIC_URL, ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, OPS_TOKEN, OPEN_PLATFORM_PRIVATE_KEY } = productionEnvironment();
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://app@db:5432/market',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      OPS_TOKEN,
      OPEN_PLATFORM_PRIVATE_KEY,
      SMS_DRIVER: 'tencent',
      STEAM_DRIVER: 'steam',
      PAYMENT_DRIVER,
      PUBLIC_URL,
      ALIPAY_APP_ID,
      ALIPAY_PRIVATE_KEY,
      ALIPAY_PUBLIC_KEY,
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

  it('uses the simulated Alipay by default; Alipay itself needs its app id, keys and the public URL, never echoing a key', () => {
    const simulated = loadConfig({ DATA_DIR: freshDataDir(), PORT: '3100' }).payment;
    expect(simulated).toMatchObject({ driver: 'simulated', notifyUrl: 'http://127.0.0.1:3100/web/pay/notify/alipay', alipay: undefined });
    expect(simulated.simulated).toEqual({ notifyScale: 0.05, duplicateRate: 0.1, lateRate: 0.1, dropNotifications: false, payoutDelaySeconds: 20 });
    expect(loadConfig({ DATA_DIR: freshDataDir(), NODE_ENV: 'test' }).payment.simulated).toEqual({
      notifyScale: 1,
      duplicateRate: 0,
      lateRate: 0,
      dropNotifications: false,
      payoutDelaySeconds: 20,
    });
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), SIM_PAY_NOTIFY_SCALE: '0.001', SIM_PAY_LATE_RATE: '0', SIM_PAY_DROP_NOTIFY: 'on' }).payment.simulated,
    ).toMatchObject({ notifyScale: 0.001, lateRate: 0, dropNotifications: true });
    expect(messageOf({ DATA_DIR: freshDataDir(), SIM_PAY_DROP_NOTIFY: 'yes' })).toContain('SIM_PAY_DROP_NOTIFY');
    const missing = messageOf({ DATA_DIR: freshDataDir(), PAYMENT_DRIVER: 'alipay' });
    for (const variable of ['ALIPAY_APP_ID', 'PUBLIC_URL', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])
      expect(missing).toContain(`${variable}: required with PAYMENT_DRIVER=alipay`);
    const { ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY } = productionEnvironment();
    const base = { DATA_DIR: freshDataDir(), PAYMENT_DRIVER: 'alipay', ALIPAY_APP_ID: '2021000123456789', PUBLIC_URL: 'https://market.example.com/' };
    const wrongKey = messageOf({ ...base, ALIPAY_PRIVATE_KEY: 'not-a-key-secret-material', ALIPAY_PUBLIC_KEY });
    expect(wrongKey).toContain('ALIPAY_PRIVATE_KEY: not an RSA private key');
    expect(wrongKey).not.toContain('not-a-key-secret-material');
    // Alipay's key tool writes bare base64 (PKCS#1 for the app key, SPKI for Alipay's): accepted and kept as PEM
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const pkcs1 = createPrivateKey(ALIPAY_PRIVATE_KEY).export({ type: 'pkcs1', format: 'pem' }).toString();
    const config = loadConfig({ ...base, ALIPAY_PRIVATE_KEY: bare(pkcs1), ALIPAY_PUBLIC_KEY: bare(ALIPAY_PUBLIC_KEY) }).payment;
    expect(config.notifyUrl).toBe('https://market.example.com/web/pay/notify/alipay');
    expect(config.alipay).toMatchObject({
      appId: '2021000123456789',
      gateway: 'https://openapi.alipay.com/gateway.do',
      privateKey: ALIPAY_PRIVATE_KEY,
      alipayPublicKey: ALIPAY_PUBLIC_KEY,
    });
  });

  it('reads the job queue settings, with their defaults, and refuses malformed ones naming the variable', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).jobs).toEqual({
      databasePoolSize: 10,
      poolSize: 6,
      concurrency: 4,
      batchSize: 4,
      pollingIntervalSeconds: 2,
      queueConcurrency: {},
    });
    const tuned = loadConfig({
      DATA_DIR: freshDataDir(),
      DATABASE_POOL_SIZE: '20',
      JOB_POOL_SIZE: '8',
      JOB_CONCURRENCY: '2',
      JOB_BATCH_SIZE: '10',
      JOB_POLL_SECONDS: '0.5',
      JOB_QUEUE_CONCURRENCY: 'order-transitioned=32, order-delivery-send=24',
    }).jobs;
    expect(tuned).toEqual({
      databasePoolSize: 20,
      poolSize: 8,
      concurrency: 2,
      batchSize: 10,
      pollingIntervalSeconds: 0.5,
      queueConcurrency: { 'order-transitioned': 32, 'order-delivery-send': 24 },
    });
    expect(messageOf({ DATA_DIR: freshDataDir(), JOB_CONCURRENCY: '0' })).toContain('JOB_CONCURRENCY');
    expect(messageOf({ DATA_DIR: freshDataDir(), JOB_POLL_SECONDS: '0.1' })).toContain('JOB_POLL_SECONDS');
    expect(messageOf({ DATA_DIR: freshDataDir(), JOB_QUEUE_CONCURRENCY: 'order-transitioned=lots' })).toContain('JOB_QUEUE_CONCURRENCY');
    expect(messageOf({ DATA_DIR: freshDataDir(), JOB_QUEUE_CONCURRENCY: 'a=1,a=2' })).toContain('JOB_QUEUE_CONCURRENCY');
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

  it('counts LEASE_GRACE_HOURS in hours of a lease day (LEASE_DAY_SECONDS), 24 of them by default', () => {
    const leases = (env: Record<string, string>) => loadConfig({ DATA_DIR: freshDataDir(), ...env }).leases;
    expect(leases({})).toEqual({ dayMs: 86_400_000, graceMs: 86_400_000 });
    expect(leases({ LEASE_GRACE_HOURS: '12' })).toEqual({ dayMs: 86_400_000, graceMs: 12 * 3_600_000 });
    // a lease day of a minute: its 24 hours are the minute, 12 of them half of it, 36 a minute and a half
    expect(leases({ LEASE_DAY_SECONDS: '60' })).toEqual({ dayMs: 60_000, graceMs: 60_000 });
    expect(leases({ LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '12' })).toEqual({ dayMs: 60_000, graceMs: 30_000 });
    expect(leases({ LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '36' })).toEqual({ dayMs: 60_000, graceMs: 90_000 });
    expect(messageOf({ DATA_DIR: freshDataDir(), LEASE_GRACE_HOURS: '0' })).toContain('LEASE_GRACE_HOURS');
    expect(messageOf({ DATA_DIR: freshDataDir(), LEASE_GRACE_HOURS: '1.5' })).toContain('LEASE_GRACE_HOURS');
  });

  describe('refuses weak secrets in production, and keeps accepting test keys elsewhere', () => {
    const production = productionEnvironment();
    const weakKey = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('base64');

    it('accepts random secrets', () => {
      expect(loadConfig(production).isProduction).toBe(true);
    });

    it.each([
      [{ ENCRYPTION_KEY: weakKey(Buffer.alloc(32)) }, 'ENCRYPTION_KEY: the current key', 'is all zero bytes'],
      [{ ENCRYPTION_KEY: weakKey(Buffer.alloc(32, 7)) }, 'ENCRYPTION_KEY: the current key', 'repeats a 1-byte pattern'],
      [
        { ENCRYPTION_KEY: undefined, ENCRYPTION_KEYS: `k1:${weakKey(Buffer.from('0123456789abcdef'.repeat(2)))}` },
        'ENCRYPTION_KEYS: the current key "k1"',
        'repeats a 16-byte pattern',
      ],
      [
        {
          ENCRYPTION_KEY: undefined,
          ENCRYPTION_KEYS: `old:${randomBytes(32).toString('base64')},new:${weakKey(Array.from({ length: 32 }, (_, i) => i % 5))}`,
          ENCRYPTION_KEY_ID: 'new',
        },
        'ENCRYPTION_KEYS: the current key "new"',
        'repeats a 5-byte pattern',
      ],
      [{ COOKIE_SECRET: 'x'.repeat(32) }, 'COOKIE_SECRET:', 'repeats a 1-character pattern'],
      [{ COOKIE_SECRET: 'changeme'.repeat(4) }, 'COOKIE_SECRET:', 'repeats a 8-character pattern'],
      [{ COOKIE_SECRET: `${'a'.repeat(30)}bcdef` }, 'COOKIE_SECRET:', 'distinct characters'],
    ])('refuses %j naming the variable', (env, variable, reason) => {
      const message = messageOf({ ...production, ...env });
      expect(message).toContain(variable);
      expect(message).toContain(reason);
      expect(message).not.toContain(production.COOKIE_SECRET);
    });

    it('still reads a weak retired key, so that its values can be rotated away', () => {
      const config = loadConfig({
        ...production,
        ENCRYPTION_KEY: undefined,
        ENCRYPTION_KEYS: `old:${weakKey(Buffer.alloc(32))},new:${randomBytes(32).toString('base64')}`,
        ENCRYPTION_KEY_ID: 'new',
      });
      expect(config.encryptionKeys.keys.get('old')).toEqual(Buffer.alloc(32));
    });

    it('accepts the test keys outside production', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const config = loadConfig({ NODE_ENV, DATA_DIR: freshDataDir(), ENCRYPTION_KEY: weakKey(Buffer.alloc(32, 7)), COOKIE_SECRET: 'x'.repeat(32) });
        expect(config.cookieSecret).toBe('x'.repeat(32));
      }
    });
  });
});

describe('DATA_DIR readable by its owner only', () => {
  it('creates DATA_DIR, pgdata and uploads with mode 0700', () => {
    const dataDir = path.join(freshDataDir(), 'data');
    expect(securePrivateDirectories({ dataDir, embedded: true, uploadDir: path.join(dataDir, 'uploads') })).toEqual([]);
    for (const directory of [dataDir, path.join(dataDir, 'pgdata'), path.join(dataDir, 'uploads')]) expect(statSync(directory).mode & 0o777).toBe(0o700);
  });

  it('makes no UPLOAD_DIR when uploads are kept in the database (UPLOAD_DRIVER=database)', () => {
    const dataDir = path.join(freshDataDir(), 'data');
    const outside = path.join(freshDataDir(), 'uploads');
    expect(securePrivateDirectories({ dataDir, embedded: false, uploadDriver: 'database', uploadDir: path.join(dataDir, 'uploads') })).toEqual([]);
    securePrivateDirectories({ dataDir, embedded: false, uploadDriver: 'database', uploadDir: outside });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(existsSync(outside)).toBe(false);
  });

  it('tightens an existing DATA_DIR it owns and says so; leaves an UPLOAD_DIR outside DATA_DIR as it is', () => {
    const dataDir = freshDataDir();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'pgdata'), { mode: 0o750 });
    const sharedUploads = freshDataDir();
    chmodSync(sharedUploads, 0o755);
    const lines = securePrivateDirectories({ dataDir, embedded: true, uploadDir: sharedUploads });
    expect(lines).toEqual([
      `${dataDir} was open to other users (mode 755); restricted it to its owner (700)`,
      `${path.join(dataDir, 'pgdata')} was open to other users (mode 750); restricted it to its owner (700)`,
    ]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'pgdata')).mode & 0o777).toBe(0o700);
    expect(statSync(sharedUploads).mode & 0o777).toBe(0o755);
    const newUploads = path.join(freshDataDir(), 'uploads');
    securePrivateDirectories({ dataDir, embedded: false, uploadDir: newUploads });
    expect(statSync(newUploads).mode & 0o777).toBe(0o700);
  });

  it.skipIf(process.getuid?.() !== 0)('warns about an open DATA_DIR of another user and leaves it alone (needs root to set up)', () => {
    const dataDir = freshDataDir();
    chmodSync(dataDir, 0o755);
    chownSync(dataDir, 65534, 65534);
    expect(securePrivateDirectories({ dataDir, embedded: false, uploadDir: path.join(dataDir, 'uploads') })).toEqual([
      `${dataDir} is open to other users (mode 755) and owned by another user; restrict it (chmod 700)`,
    ]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o755);
  });
});
