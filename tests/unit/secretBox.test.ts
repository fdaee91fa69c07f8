import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyFingerprint, SecretBox, SecretDecryptionError } from '../../api/security/encryption.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { weakKeyReason, weakSecretReason } from '../../api/security/strength.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const ring = (currentKeyId: string, keys: Record<string, Buffer>) => new SecretBox({ currentKeyId, keys: new Map(Object.entries(keys)) });
const alice = '00000000-0000-4000-8000-0000000000a1';
const bob = '00000000-0000-4000-8000-0000000000b2';

/** A value as the single-key SecretBox wrote it before the ring: no associated data, key id = fingerprint. */
function v1Value(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', keyFingerprint(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

describe('SecretBox under a key ring', () => {
  it('writes under the current key id and reads its own values back', () => {
    const box = ring('2026a', { '2026a': keyA });
    const value = box.encrypt('hunter2 密码', SECRET_FIELDS.steamPassword, alice);
    expect(value).toMatch(/^v2:2026a:[\w-]+:[\w-]+:[\w-]+$/);
    expect(value).not.toContain('hunter2');
    expect(box.decrypt(value, SECRET_FIELDS.steamPassword, alice)).toBe('hunter2 密码');
    expect(box.needsRotation(value)).toBe(false);
  });

  it('refuses a value copied into another row or another field, and a tampered one, with a clear internal error', () => {
    const box = ring('2026a', { '2026a': keyA });
    const value = box.encrypt('张三丰', SECRET_FIELDS.realName, alice);
    const attempts = [
      () => box.decrypt(value, SECRET_FIELDS.realName, bob),
      () => box.decrypt(value, SECRET_FIELDS.idNumber, alice),
      () => box.decrypt(value, SECRET_FIELDS.steamPassword, alice),
      () =>
        box.decrypt(
          value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
          SECRET_FIELDS.realName,
          alice,
        ),
      () => box.decrypt('not a value', SECRET_FIELDS.realName, alice),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(SecretDecryptionError);
      expect(attempt).not.toThrow(/张三丰/);
    }
    expect(attempts[0]).toThrow(`secret users:${bob}:real_name does not decrypt: authentication failed under key 2026a`);
  });

  it('keeps values under an older key of the ring readable, and says which key a missing one was', () => {
    const before = ring('2025b', { '2025b': keyA });
    const old = before.encrypt('token-1', SECRET_FIELDS.steamToken, alice);
    const after = ring('2026a', { '2025b': keyA, '2026a': keyB });
    expect(after.decrypt(old, SECRET_FIELDS.steamToken, alice)).toBe('token-1');
    expect(after.needsRotation(old)).toBe(true);
    expect(after.encrypt('token-2', SECRET_FIELDS.steamToken, alice)).toMatch(/^v2:2026a:/);
    const withoutOld = ring('2026a', { '2026a': keyB });
    expect(() => withoutOld.decrypt(old, SECRET_FIELDS.steamToken, alice)).toThrow('written under key 2025b, which the key ring does not hold');
  });

  it('reads v1 values (no associated data, key id = fingerprint) under any id the key gets, and marks them for rotation', () => {
    const value = v1Value(keyA, '{"shared_secret":"abc"}');
    const single = new SecretBox(keyA);
    expect(single.keyId).toBe(keyFingerprint(keyA));
    expect(single.decrypt(value, SECRET_FIELDS.steamMafile, alice)).toBe('{"shared_secret":"abc"}');
    const renamed = ring('2026a', { legacy: keyA, '2026a': keyB });
    expect(renamed.decrypt(value, SECRET_FIELDS.steamMafile, alice)).toBe('{"shared_secret":"abc"}');
    expect(renamed.needsRotation(value)).toBe(true);
    // v2 values written under ENCRYPTION_KEY carry its fingerprint: they too survive the move into ENCRYPTION_KEYS
    const underFingerprint = single.encrypt('pw', SECRET_FIELDS.steamPassword, alice);
    expect(renamed.decrypt(underFingerprint, SECRET_FIELDS.steamPassword, alice)).toBe('pw');
    expect(() => new SecretBox(keyB).decrypt(value, SECRET_FIELDS.steamMafile, alice)).toThrow(SecretDecryptionError);
  });

  it('refuses a ring whose current key is missing, a bad id or a short key', () => {
    expect(() => ring('2026a', { '2025b': keyA })).toThrow('current key 2026a is not in the ring');
    expect(() => ring('a:b', { 'a:b': keyA })).toThrow('is not [A-Za-z0-9_-]{1,32}');
    expect(() => ring('k', { k: Buffer.alloc(16, 1) })).toThrow('not 32 bytes');
  });
});

describe('weak secrets (refused in production)', () => {
  it.each([
    ['all zero', Buffer.alloc(32), 'is all zero bytes'],
    ["the tests' key", Buffer.alloc(32, 7), 'repeats a 1-byte pattern'],
    ['"abcd" eight times', Buffer.from('abcd'.repeat(8)), 'repeats a 4-byte pattern'],
    ['16 random bytes twice', Buffer.concat([keyA.subarray(0, 16), keyA.subarray(0, 16)]), 'repeats a 16-byte pattern'],
    ['0, 1, 2, … 31', Buffer.from(Array.from({ length: 32 }, (_, index) => index)), 'is a counting sequence'],
    ['few values', Buffer.from(Array.from({ length: 32 }, (_, index) => ((index * 7) % 11) * (index % 3))), 'distinct byte values'],
  ])('a key (%s) is weak', (_, key, reason) => {
    expect(weakKeyReason(key)).toContain(reason);
  });

  it.each([
    ['x'.repeat(32), 'repeats a 1-character pattern'],
    ['secret'.repeat(6), 'repeats a 6-character pattern'],
    [String.fromCharCode(...Array.from({ length: 32 }, (_, index) => 0x41 + index)), 'counting sequence'],
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdef', 'distinct characters'],
    ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdefghij', 'too little entropy'],
  ])('a cookie secret %j is weak: %s', (secret, reason) => {
    expect(weakSecretReason(secret)).toContain(reason);
  });

  it('never refuses random keys and the documented secrets (openssl rand -base64 48, hex, base64url)', () => {
    for (let run = 0; run < 3000; run += 1) {
      expect(weakKeyReason(randomBytes(32))).toBeUndefined();
      expect(weakSecretReason(randomBytes(48).toString('base64'))).toBeUndefined();
      expect(weakSecretReason(randomBytes(16).toString('hex'))).toBeUndefined();
      expect(weakSecretReason(randomBytes(32).toString('base64url'))).toBeUndefined();
    }
  });
});
