// The open platform's own key pair (api/security/platformKey.ts): generated once into DATA_DIR outside
// production, owner-only, the same on every start; in production only from OPEN_PLATFORM_PRIVATE_KEY,
// which must be an RSA private key of 2048 to 4096 bits.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { loadOrCreatePlatformKeyPem, pemFromEnvironment, platformKeyFile, platformKeyFrom } from '../../api/security/platformKey.ts';
import { productionEnvironment } from '../helpers/productionEnvironment.ts';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'platform-key-'));

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('the platform key', () => {
  it('is generated once into DATA_DIR, readable by its owner only, and reused', () => {
    const dataDir = freshDataDir();
    const first = platformKeyFrom(loadOrCreatePlatformKeyPem(dataDir));
    expect(statSync(platformKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    const again = platformKeyFrom(loadOrCreatePlatformKeyPem(dataDir));
    expect(again.keyId).toBe(first.keyId);
    expect(first.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(first.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
  });

  it('is required in production, and refused when it is not an RSA private key of 2048 to 4096 bits, never echoing it', () => {
    const { OPEN_PLATFORM_PRIVATE_KEY: _, ...withoutKey } = productionEnvironment();
    expect(problemsOf({ ...withoutKey, DATA_DIR: freshDataDir() })).toContain('OPEN_PLATFORM_PRIVATE_KEY: required in production');
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const refused = problemsOf(productionEnvironment({ OPEN_PLATFORM_PRIVATE_KEY: small, DATA_DIR: freshDataDir() }));
    expect(refused).toContain('OPEN_PLATFORM_PRIVATE_KEY: has 1024 bits');
    expect(refused).not.toContain(small.split('\n')[1]);
    expect(problemsOf(productionEnvironment({ OPEN_PLATFORM_PRIVATE_KEY: 'not a key', DATA_DIR: freshDataDir() }))).toContain(
      'OPEN_PLATFORM_PRIVATE_KEY: is not a PEM private key',
    );
    const good = productionEnvironment({ DATA_DIR: freshDataDir() });
    expect(loadConfig(good).openPlatform.privateKeyPem).toBe(good.OPEN_PLATFORM_PRIVATE_KEY);
  });

  it('reads a PEM whose line breaks an environment file wrote as \\n', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(pemFromEnvironment(pem.replaceAll('\n', '\\n'))).toBe(pem);
  });
});
