// The open platform's signatures (docs/open-platform.md has golden vectors):
// SHA256withRSA, PKCS#1 v1.5, Base64. A partner signs each request over
//   appId \n METHOD \n target \n timestamp \n nonce \n body
// (target: the path with its query string exactly as sent; body: the raw bytes, empty when none),
// and the platform signs each callback over  timestamp \n nonce \n body  with its own key. RSA PKCS#1
// v1.5 is deterministic: one key and one message give one signature, which makes golden vectors possible.
import { createSign, createVerify, type KeyObject } from 'node:crypto';

export type SignedRequestParts = { appId: string; method: string; target: string; timestamp: string; nonce: string; body: Buffer | string };

/** The bytes a partner signs: every part joined by a line feed, the body's bytes as sent last. */
export function requestSigningInput(parts: SignedRequestParts): Buffer {
  const head = `${parts.appId}\n${parts.method.toUpperCase()}\n${parts.target}\n${parts.timestamp}\n${parts.nonce}\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), typeof parts.body === 'string' ? Buffer.from(parts.body, 'utf8') : parts.body]);
}

/** The bytes the platform signs for a callback. */
export function callbackSigningInput(parts: { timestamp: string; nonce: string; body: Buffer | string }): Buffer {
  return Buffer.concat([
    Buffer.from(`${parts.timestamp}\n${parts.nonce}\n`, 'utf8'),
    typeof parts.body === 'string' ? Buffer.from(parts.body, 'utf8') : parts.body,
  ]);
}

export function sign(privateKey: KeyObject | string, input: Buffer): string {
  return createSign('sha256').update(input).sign(privateKey, 'base64');
}

/** Whether `signature` (Base64) is `publicKey`'s over `input`; false for anything malformed. */
export function verify(publicKey: KeyObject | string, input: Buffer, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature) || signature.length > 1_024) return false;
  try {
    return createVerify('sha256').update(input).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
