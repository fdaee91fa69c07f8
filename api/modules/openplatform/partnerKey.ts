// A partner's RSA public key (step 2 of the open platform): read from PEM, 2048 to 4096 bits, and
// its fingerprint, the SHA-256 of its DER SubjectPublicKeyInfo in lowercase hex, which a partner can
// compute with `openssl pkey -pubin -in key.pem -outform DER | openssl dgst -sha256`.
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { ValidationError } from '../../errors.ts';

export const MIN_KEY_BITS = 2048;
export const MAX_KEY_BITS = 4096;
/** A 4096-bit key in PEM is under 1 KB; anything much longer is not one. */
const MAX_PEM_LENGTH = 4_096;

export type PartnerKey = { pem: string; fingerprint: string; bits: number };

export function keyFingerprint(key: KeyObject): string {
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/** The key a partner submits, normalized to SPKI PEM; a translated refusal for anything else. */
export function parsePartnerKey(input: unknown): PartnerKey {
  if (typeof input !== 'string' || input.length > MAX_PEM_LENGTH || !input.includes('-----BEGIN')) {
    throw new ValidationError('publicKey', 'openplat.publicKeyInvalid');
  }
  let key: KeyObject;
  try {
    key = createPublicKey({ key: input.trim(), format: 'pem' });
  } catch {
    throw new ValidationError('publicKey', 'openplat.publicKeyInvalid');
  }
  // a private key given by mistake still yields a public key object: refuse it, it must not be kept
  if (key.type !== 'public' || key.asymmetricKeyType !== 'rsa' || /PRIVATE KEY/.test(input)) {
    throw new ValidationError('publicKey', 'openplat.publicKeyInvalid');
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_KEY_BITS || bits > MAX_KEY_BITS) throw new ValidationError('publicKey', 'openplat.publicKeySize', { bits });
  return { pem: String(key.export({ type: 'spki', format: 'pem' })), fingerprint: keyFingerprint(key), bits };
}
