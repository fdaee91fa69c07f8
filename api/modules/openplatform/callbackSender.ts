// Sending a callback (callbacks.service.ts says when): the URL checked again before each attempt,
// the connection made to the address that check resolved (a name cannot be re-pointed at a private
// address in between), no redirect followed, 10 s for the whole attempt, at most 64 KB of the answer
// read and its first 1 KB kept; the body signed with the platform's key.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { ValidationError } from '../../errors.ts';
import type { PlatformKey } from '../../security/platformKey.ts';
import { type CallbackPolicy, checkCallbackUrl } from './callbackUrl.ts';
import { callbackHeaders } from './partnerEvent.ts';

const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;
/** How much of an answer's body an attempt keeps (its history shows it). */
export const ANSWER_EXCERPT_BYTES = 1024;

export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null; latencyMs: number; answerExcerpt?: string | null };

/** Posts a signed body to a checked address: the real network driver (tests point it at a local server). */
export type CallbackSender = (request: { url: URL; address: string; headers: Record<string, string>; body: string }) => Promise<AttemptOutcome>;

/** The first ANSWER_EXCERPT_BYTES of an answer as text (a character cut in two dropped), null when empty. */
export function answerExcerpt(chunks: readonly Buffer[]): string | null {
  const bytes = Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES);
  if (bytes.length === 0) return null;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/\uFFFD+$/, '');
}

/** POSTs over http or https to the address the URL check resolved, with no redirect and a bounded answer. */
export const networkSender: CallbackSender = ({ url, address, headers, body }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const kept: Buffer[] = [];
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({
        ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
        statusCode,
        error,
        latencyMs: Math.round(performance.now() - started),
        answerExcerpt: answerExcerpt(kept),
      });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'cs2-market-callbacks/1' },
        // the connection goes where the check resolved, never to a second lookup of the name
        lookup: (_hostname, options, callback) => {
          const family = address.includes(':') ? 6 : 4;
          if ((options as { all?: boolean }).all)
            (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
        timeout: ATTEMPT_TIMEOUT_MS,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < ANSWER_EXCERPT_BYTES) kept.push(chunk.subarray(0, ANSWER_EXCERPT_BYTES - read));
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('end', () => finish(response.statusCode ?? null, null));
        response.on('close', () => finish(response.statusCode ?? null, null));
        response.on('error', () => finish(response.statusCode ?? null, null));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timed out after 10 s')), ATTEMPT_TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
    request.on('error', (error) => finish(null, error.message.slice(0, 200)));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });

/** What posting a callback needs beside its URL and body: the URL rules, the platform's key, the clock and the driver. */
export type CallbackPosting = { callbackPolicy: CallbackPolicy; platformKey: () => PlatformKey; now: () => Date; send: CallbackSender };

/** One attempt's post: the URL checked again (a refusal is the attempt's error, nothing sent), then the signed body sent. */
export async function postCallback(posting: CallbackPosting, callbackUrl: string, body: string, requestId?: string | null): Promise<AttemptOutcome> {
  let checked: { url: URL; addresses: string[] };
  try {
    checked = await checkCallbackUrl(callbackUrl, posting.callbackPolicy);
  } catch (error) {
    const reason = error instanceof ValidationError ? error.messageKey : 'the callback URL was refused';
    return { ok: false, statusCode: null, error: `refused before sending: ${reason}`, latencyMs: 0 };
  }
  const headers = callbackHeaders(body, posting.platformKey(), {
    timestamp: String(posting.now().getTime()),
    nonce: randomBytes(16).toString('hex'),
  });
  if (requestId) headers['x-request-id'] = requestId;
  return posting.send({ url: checked.url, address: checked.addresses[0], headers, body });
}
