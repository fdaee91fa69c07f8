// The open platform's own RSA key pair: it signs every callback to partners, and
// partners verify with its public key (GET /open/v1/platform-key, the /user/openapi page). In
// production it comes from OPEN_PLATFORM_PRIVATE_KEY; in embedded mode and development it is
// generated once (RSA 2048) into DATA_DIR/platform-key.pem, owner-only, and kept across restarts.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyFingerprint } from '../modules/openplatform/partnerKey.ts';

export type PlatformKey = {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** the first 16 hex digits of the public key's fingerprint: X-Platform-Key-Id */
  keyId: string;
};

export function platformKeyFile(dataDir: string): string {
  return path.join(dataDir, 'platform-key.pem');
}

/** A PEM as an environment variable may carry it: real line breaks, or "\n" written out. */
export function pemFromEnvironment(value: string): string {
  return value.includes('\\n') ? value.replaceAll('\\n', '\n') : value;
}

/** Why a PEM cannot be the platform's key (not an RSA private key of 2048 to 4096 bits), or undefined when it can. */
export function platformKeyProblem(pem: string): string | undefined {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa') return 'is not an RSA private key';
    if (bits < 2048 || bits > 4096) return `has ${bits} bits; use 2048 to 4096`;
    return undefined;
  } catch {
    return 'is not a PEM private key';
  }
}

/** The generated key of DATA_DIR, created on first use. */
export function loadOrCreatePlatformKeyPem(dataDir: string): string {
  const file = platformKeyFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, pem, { mode: 0o600 });
  renameSync(temporary, file);
  return pem;
}

export function platformKeyFrom(pem: string): PlatformKey {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKeyPem: String(publicKey.export({ type: 'spki', format: 'pem' })),
    keyId: keyFingerprint(publicKey).slice(0, 16),
  };
}
