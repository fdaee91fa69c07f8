import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (DESIGN.md §3). A value is "v1:<key id>:<iv>:<tag>:<data>"
 * (base64url parts); the key id is the key's fingerprint, so values written under an older key can
 * be recognised when keys rotate.
 */
export class SecretBox {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
  }

  decrypt(value: string): string {
    const [version, keyId, iv, tag, data] = value.split(':');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a SecretBox value');
    if (keyId !== this.keyId) throw new Error(`encrypted under another key (${keyId})`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
