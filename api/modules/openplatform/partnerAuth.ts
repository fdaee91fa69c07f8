// Who a signed partner request comes from: the headers X-App-Id, X-Timestamp (ms),
// X-Nonce and X-Signature checked in an order that lets nothing through and spends nothing on a
// stranger: the headers' form, the timestamp within 5 minutes of the clock, an approved app with keys
// and not suspended, the signature over exactly what was sent, and last the nonce, remembered for 10
// minutes in the database (shared by every process) so a replayed request is refused even with a
// valid signature. Every refusal is a 401 and changes nothing; a refused request never takes a nonce.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { NONCE_MEMORY_MINUTES, TIMESTAMP_WINDOW_MINUTES } from '../../../lib/partnerSigning.ts';
import { db } from '../../db/client.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from '../../db/purge.ts';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { PartnerIdentity, Viewer } from '../../session/viewer.ts';
import { requestSigningInput, verify } from './signature.ts';

const TIMESTAMP_WINDOW_MS = TIMESTAMP_WINDOW_MINUTES * 60_000;
const NONCE_MEMORY_MS = NONCE_MEMORY_MINUTES * 60_000;
/** A batch of the nonces past their time at $1, the oldest first, by partner_nonces_expires_at_idx (api/db/purge.ts). */
export const PURGE_NONCES_SQL = `DELETE FROM partner_nonces WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM partner_nonces WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED))`;
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const APP_ID = /^app_[0-9a-f]{16}$/;

/** Whether a request says it is signed (it then stands or falls by its signature, never by a cookie). */
export function isSignedRequest(headers: SignedRequest['headers']): boolean {
  return headers['x-app-id'] !== undefined || headers['x-signature'] !== undefined;
}

export class PartnerAuthError extends AppError {
  constructor(messageKey: MessageKey) {
    super(messageKey, {}, 'UNAUTHENTICATED', 401);
  }
}

export type SignedRequest = {
  headers: Record<string, string | string[] | undefined>;
  method: string;
  /** the path and query string exactly as sent */
  target: string;
  body: Buffer;
};

/** A partner acting through its app: the app's user, with the app for its limits. */
export type PartnerViewer = Viewer & { partner: PartnerIdentity };

const header = (headers: SignedRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

export class PartnerAuthenticator {
  private readonly keys = new Map<string, { pem: string; key: KeyObject }>();

  constructor(private readonly now: () => Date) {}

  async authenticate(request: SignedRequest): Promise<PartnerViewer> {
    const appId = header(request.headers, 'x-app-id');
    const timestamp = header(request.headers, 'x-timestamp');
    const nonce = header(request.headers, 'x-nonce');
    const signature = header(request.headers, 'x-signature');
    if (!appId || !timestamp || !nonce || !signature) throw new PartnerAuthError('openplat.auth.missing');
    if (!APP_ID.test(appId)) throw new PartnerAuthError('openplat.auth.unknownApp');
    if (!/^\d{13}$/.test(timestamp) || Math.abs(Number(timestamp) - this.now().getTime()) > TIMESTAMP_WINDOW_MS) {
      throw new PartnerAuthError('openplat.auth.timestamp');
    }
    if (!NONCE.test(nonce)) throw new PartnerAuthError('openplat.auth.nonceFormat');

    const app = await db().partnerApp.findUnique({ where: { id: appId }, include: { user: true } });
    if (!app?.publicKeyPem) throw new PartnerAuthError('openplat.auth.unknownApp');
    if (app.suspendedAt) throw new PartnerAuthError('openplat.auth.suspended');
    const input = requestSigningInput({ appId, method: request.method, target: request.target, timestamp, nonce, body: request.body });
    if (!verify(this.publicKey(appId, app.publicKeyPem), input, signature)) throw new PartnerAuthError('openplat.auth.signature');

    const now = this.now();
    // remembered for 10 minutes; a row past that may be taken again (the purge job deletes them)
    const taken = await db().$queryRaw<{ nonce: string }[]>`
      INSERT INTO partner_nonces (app_id, nonce, expires_at) VALUES (${appId}, ${nonce}, ${new Date(now.getTime() + NONCE_MEMORY_MS)})
      ON CONFLICT (app_id, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE partner_nonces.expires_at <= ${now}
      RETURNING nonce`;
    if (taken.length === 0) throw new PartnerAuthError('openplat.auth.nonceReused');
    return {
      user: app.user,
      sessionId: `partner:${appId}`,
      // the signature is the proof step-up asks of a browser session: valid for this request only
      verifiedAt: now,
      verifiedUntil: new Date(now.getTime() + TIMESTAMP_WINDOW_MS),
      partner: { appId, rateLimitPerSecond: app.rateLimitPerSecond, dailyOrders: app.dailyOrders, dailyAmountCents: Number(app.dailyAmountCents) },
    };
  }

  /** Deletes nonces past their 10 minutes, in batches (a job, every few minutes). */
  purgeNonces(limits: PurgeLimits = PURGE_DEFAULTS): Promise<PurgeResult> {
    return purgeInBatches(PURGE_NONCES_SQL, [this.now()], limits);
  }

  /** The app's key object, parsed once per key (a reset and a new step 2 give a new PEM). */
  private publicKey(appId: string, pem: string): KeyObject {
    const cached = this.keys.get(appId);
    if (cached?.pem === pem) return cached.key;
    const key = createPublicKey(pem);
    this.keys.set(appId, { pem, key });
    return key;
  }
}
