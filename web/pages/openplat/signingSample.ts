// The request-signing sample the /openplat page shows; tests/api/partnerSignature.test.ts runs it
// against the server, so the page cannot drift from the code.

/**
 * A partner's request signature (docs/open-platform.md "2. Signed requests"): SHA256withRSA over
 * app id, method, path, timestamp, nonce and body joined by newlines, sent Base64-encoded in headers.
 * Code, so not translated.
 */
export const SIGNING_SAMPLE = `import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

const appId = process.env.OPENPLAT_APP_ID;
const privateKey = readFileSync('openplat-private.pem', 'utf8');

export function signedHeaders(method, path, body = '') {
  const timestamp = String(Date.now());
  const nonce = randomUUID();
  const canonical = [appId, method.toUpperCase(), path, timestamp, nonce, body].join('\\n');
  const signature = createSign('RSA-SHA256').update(canonical, 'utf8').sign(privateKey, 'base64');
  return {
    'X-App-Id': appId,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Signature': signature,
  };
}`;
