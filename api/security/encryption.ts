import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type SecretField, secretContext } from './secretFields.ts';

/** Key ids of ENCRYPTION_KEYS: short names, never a ':' (it separates the parts of a value). */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The keys secrets at rest are encrypted with: new values use the current one, older ones stay readable. */
export type KeyRing = { currentKeyId: string; keys: ReadonlyMap<string, Buffer> };

/** A key's fingerprint: the first 8 hex digits of its SHA-256, the key id of values written before the ring. */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * A stored value that does not decrypt: tampered with, copied from another row or field, or written
 * under a key the ring no longer holds. An internal error (a masked 500); it never names the secret.
 */
export class SecretDecryptionError extends Error {
  constructor(context: string, reason: string) {
    super(`secret ${context} does not decrypt: ${reason}`);
    this.name = 'SecretDecryptionError';
  }
}

type ParsedValue = { version: 'v1' | 'v2'; keyId: string; iv: Buffer; tag: Buffer; data: Buffer };

function parseValue(value: string): ParsedValue | undefined {
  const parts = value.split(':');
  if (parts.length !== 5) return undefined;
  const [version, keyId, iv, tag, data] = parts as [string, string, string, string, string];
  if ((version !== 'v1' && version !== 'v2') || !keyId || !iv || !tag) return undefined;
  return { version, keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data: Buffer.from(data, 'base64url') };
}

/**
 * AES-256-GCM for secrets at rest (docs/security.md "Secrets at rest") under a key ring. A value is
 * "v2:<key id>:<iv>:<tag>:<data>" (base64url parts); its associated data is the version, the key id and
 * the place it belongs to ("steam_accounts:<id>:password"), so a value copied into another row or
 * field fails to decrypt instead of giving a plaintext that belongs elsewhere.
 *
 * Values of the first format, "v1:<key fingerprint>:<iv>:<tag>:<data>" without associated data,
 * stay readable; `npm run secrets:rotate` rewrites them. A key id is looked up in the ring, then
 * among the ring keys' fingerprints, so values written under ENCRYPTION_KEY (whose id is its
 * fingerprint) stay readable whatever id that key gets in ENCRYPTION_KEYS.
 */
export class SecretBox {
  /** The key id new values are written under. */
  readonly keyId: string;
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly byFingerprint = new Map<string, Buffer>();

  /** A ring, or one key (its id is then its fingerprint). */
  constructor(ring: KeyRing | Buffer) {
    const { currentKeyId, keys } = Buffer.isBuffer(ring) ? { currentKeyId: keyFingerprint(ring), keys: new Map([[keyFingerprint(ring), ring]]) } : ring;
    for (const [id, key] of keys) {
      if (!KEY_ID_PATTERN.test(id)) throw new Error(`SecretBox key id ${JSON.stringify(id)} is not [A-Za-z0-9_-]{1,32}`);
      if (key.length !== 32) throw new Error(`SecretBox key ${id} is not 32 bytes`);
      this.byFingerprint.set(keyFingerprint(key), key);
    }
    if (!keys.has(currentKeyId)) throw new Error(`SecretBox current key ${currentKeyId} is not in the ring`);
    this.keyId = currentKeyId;
    this.keys = keys;
  }

  /** Encrypts the value of `field` in the row `rowId` under the current key. */
  encrypt(plaintext: string, field: SecretField, rowId: string): string {
    const key = this.keys.get(this.keyId)!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(associatedData(this.keyId, secretContext(field, rowId)));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v2', this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
  }

  /** Decrypts the value stored in `field` of the row `rowId`; throws SecretDecryptionError when it does not belong there. */
  decrypt(value: string, field: SecretField, rowId: string): string {
    const context = secretContext(field, rowId);
    const parsed = parseValue(value);
    if (!parsed) throw new SecretDecryptionError(context, 'not a SecretBox value');
    const key = this.keys.get(parsed.keyId) ?? this.byFingerprint.get(parsed.keyId);
    if (!key) throw new SecretDecryptionError(context, `written under key ${parsed.keyId}, which the key ring does not hold`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, parsed.iv);
      if (parsed.version === 'v2') decipher.setAAD(associatedData(parsed.keyId, context));
      decipher.setAuthTag(parsed.tag);
      return Buffer.concat([decipher.update(parsed.data), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretDecryptionError(context, `authentication failed under key ${parsed.keyId} (tampered, or copied from another row or field)`);
    }
  }

  /** Whether a stored value is in an older format or under another key than the current one. */
  needsRotation(value: string): boolean {
    const parsed = parseValue(value);
    return parsed?.version !== 'v2' || parsed.keyId !== this.keyId;
  }

  /** The id of the key a stored value was written under (a fingerprint for v1 values), or undefined when it is not a SecretBox value. */
  keyIdOf(value: string): string | undefined {
    return parseValue(value)?.keyId;
  }
}

function associatedData(keyId: string, context: string): Buffer {
  return Buffer.from(`v2:${keyId}:${context}`, 'utf8');
}
