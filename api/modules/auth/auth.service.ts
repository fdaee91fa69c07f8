import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { db } from '../../db/client.ts';
import type { Prisma, User } from '../../db/generated/prisma/client.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from '../../db/purge.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { SmsDeliveryError, type SmsPurpose, type SmsSender } from '../../integrations/sms/port.ts';
import type { ThrottleFactory } from '../../security/throttle.ts';
import { postMessage } from '../message/message.service.ts';
import { ActionCodeError, RateLimitError, UnauthenticatedError } from './auth.errors.ts';
import { maskPhone, normalizeMainlandPhone } from '../../../lib/phone.ts';
import type { Viewer } from '../../session/viewer.ts';
import { createUserOfPhone, recordLoginByPhone } from '../user/user.service.ts';

// Login codes (docs/security.md "Signing in"): 6 digits, 10 minutes, single use, bound to its purpose, burnt
// at the 5th wrong try; a phone may ask every 60 s and 5 times an hour, an IP 20 times an hour
// (SMS_CODES_PER_IP_PER_HOUR: the end-to-end suite, whose every browser is 127.0.0.1, raises it).
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const PHONE_COOLDOWN_MS = 60_000;
export const PHONE_HOURLY_LIMIT = 5;
export const IP_HOURLY_LIMIT = 20;
// Failed logins (a wrong code, or no live code) across codes: a client that asks for new codes keeps
// no more guesses than this per phone, nor per address across phones. Past the limit even the right
// code is refused until the window passes; a success clears the phone's count.
export const LOGIN_FAILURES_PER_PHONE = 10;
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_FAILURE_WINDOW_SECONDS = 3_600;
export const KEEP_LOGIN_MS = 15 * 24 * 3_600_000;
/** A session without keep-login lives with the browser's cookie; the server forgets it after a day. */
export const BROWSER_SESSION_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
/** Codes are kept two hours: the hourly limits count the last hour's, and a code lives 10 minutes. */
const SMS_CODE_KEPT_MS = 2 * HOUR_MS;

/** A batch of the sessions expired by $1, the oldest first, by sessions_expires_at_idx (api/db/purge.ts). */
export const PURGE_SESSIONS_SQL =
  'DELETE FROM sessions WHERE ctid = ANY(ARRAY(SELECT ctid FROM sessions WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED))';
/** A batch of the codes made before $1, the oldest first, by sms_codes_created_at_idx. */
export const PURGE_SMS_CODES_SQL =
  'DELETE FROM sms_codes WHERE ctid = ANY(ARRAY(SELECT ctid FROM sms_codes WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED))';

export type RequestInfo = { ip: string; userAgent?: string };
/** `lifetimeSeconds`: how long the session lasts from its sign-in (the cookie's Max-Age with keep-login). */
export type SignedIn = {
  user: User;
  sessionId: string;
  token: string;
  expiresAt: Date;
  lifetimeSeconds: number;
  keepLogin: boolean;
  verifiedAt: Date;
  verifiedUntil: Date;
};
/** A session's step-up verification: when it was verified, and until when that counts. */
export type StepUpState = { verifiedAt: Date; verifiedUntil: Date };
export type { Viewer };

/** The purpose of a code asked for at POST /web/sms: "login" (also when absent) or "verify" (step-up). */
export function parseSmsPurpose(value: unknown): 'login' | 'verify' {
  if (value === undefined || value === null || value === '' || value === 'login') return 'login';
  if (value === 'verify') return 'verify';
  throw new ValidationError('purpose', 'auth.smsPurposeInvalid');
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class AuthService {
  private readonly loginFailuresByPhone;
  private readonly loginFailuresByIp;
  private readonly userCreatedListeners: ((tx: Prisma.TransactionClient, userId: string) => Promise<unknown>)[] = [];

  constructor(
    private readonly sms: SmsSender,
    private readonly codeSecret: string,
    private readonly clock: () => Date,
    // the shared store (Redis with REDIS_URL): no default, so no service counts alone by mistake
    throttles: ThrottleFactory,
    /** STEP_UP_WINDOW_SECONDS: how long a login or an SMS verification lets the session take step-up actions. */
    private readonly stepUpWindowSeconds: number,
    /** SMS_CODES_PER_IP_PER_HOUR: the codes one client address may ask for in an hour */
    private readonly codesPerIpPerHour: number = IP_HOURLY_LIMIT,
  ) {
    const window = { windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS };
    this.loginFailuresByPhone = throttles.create({
      name: 'login-failures-phone',
      points: LOGIN_FAILURES_PER_PHONE,
      messageKey: 'auth.loginFailuresPhone',
      ...window,
    });
    this.loginFailuresByIp = throttles.create({ name: 'login-failures-ip', points: LOGIN_FAILURES_PER_IP, messageKey: 'auth.loginFailuresIp', ...window });
  }

  private hashCode(phone: string, purpose: SmsPurpose, code: string): string {
    return createHmac('sha256', this.codeSecret).update(`${purpose}:${phone}:${code}`).digest('hex');
  }

  /** Sends a login code, within the throttles; nothing is sent (or stored) when a limit is hit. */
  async sendCode(rawPhone: unknown, purpose: SmsPurpose, request: RequestInfo): Promise<{ retryAfterSeconds: number }> {
    const phone = normalizeMainlandPhone(rawPhone);
    if (!phone) throw new ValidationError('phone', 'auth.phoneInvalid');
    const now = this.clock();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

    const row = await transaction(async (tx) => {
      // one request per phone at a time, so two parallel requests cannot both pass the cooldown
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`;
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const recent = await tx.smsCode.findMany({
        where: { phone, createdAt: { gt: hourAgo } },
        orderBy: { createdAt: 'desc' },
        select: { createdAt: true, purpose: true },
      });
      // the cooldown is per purpose (a withdrawal's code right after the login's); the hourly cap counts every code
      const last = recent.find((sent) => sent.purpose === purpose);
      if (last && now.getTime() - last.createdAt.getTime() < PHONE_COOLDOWN_MS) {
        throw new RateLimitError('auth.codeCooldown', Math.ceil((PHONE_COOLDOWN_MS - (now.getTime() - last.createdAt.getTime())) / 1000));
      }
      if (recent.length >= PHONE_HOURLY_LIMIT) {
        const oldest = recent[recent.length - 1];
        throw new RateLimitError('auth.phoneHourlyLimit', Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000));
      }
      const fromIp = await tx.smsCode.count({ where: { ip: request.ip, createdAt: { gt: hourAgo } } });
      if (fromIp >= this.codesPerIpPerHour) throw new RateLimitError('auth.ipHourlyLimit', 3_600);
      return tx.smsCode.create({
        data: {
          phone,
          purpose,
          ip: request.ip,
          codeHash: this.hashCode(phone, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        },
        select: { id: true },
      });
    });

    try {
      await this.sms.send({ phone, code, purpose });
    } catch (error) {
      // an undelivered code must neither work nor count against the user's limits
      await db().smsCode.delete({ where: { id: row.id } });
      if (error instanceof SmsDeliveryError) throw new AppError('auth.smsFailed', {}, 'SMS_FAILED', 503);
      throw error;
    }
    return { retryAfterSeconds: PHONE_COOLDOWN_MS / 1000 };
  }

  /**
   * Consumes the newest live code of the phone for the purpose when `code` matches it. A wrong code
   * counts a try; the fifth wrong try burns the code. A used, expired or burnt code never matches.
   */
  private async consumeCode(phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    const now = this.clock();
    const live = await db().smsCode.findFirst({
      where: { phone, purpose, consumedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: 'desc' },
    });
    if (!live) return false;
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(this.hashCode(phone, purpose, code), 'hex');
    if (/^\d{6}$/.test(code) && timingSafeEqual(expected, given)) {
      // conditional: of two logins racing with the same code, one wins
      const { count } = await db().smsCode.updateMany({ where: { id: live.id, consumedAt: null }, data: { consumedAt: now } });
      return count === 1;
    }
    await db().$executeRaw`
      UPDATE sms_codes SET attempts = attempts + 1,
             consumed_at = CASE WHEN attempts + 1 >= ${MAX_WRONG_TRIES} THEN ${now}::timestamp(3) ELSE consumed_at END
      WHERE id = ${live.id} AND consumed_at IS NULL`;
    return false;
  }

  /**
   * Consumes a signed-in user's code for an action (a withdrawal) inside the caller's transaction, so
   * a refused action leaves the code usable. A wrong code throws ActionCodeError; the caller records
   * the wrong try once its transaction has rolled back (recordWrongActionCode), so guessing stays limited.
   */
  async consumeActionCode(tx: Prisma.TransactionClient, phone: string, purpose: Exclude<SmsPurpose, 'login'>, code: unknown): Promise<void> {
    const now = this.clock();
    const live = await tx.smsCode.findFirst({
      where: { phone, purpose, consumedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: 'desc' },
    });
    if (!live) throw new ActionCodeError(null);
    const given = typeof code === 'string' ? code.trim() : '';
    const matches = /^\d{6}$/.test(given) && timingSafeEqual(Buffer.from(live.codeHash, 'hex'), Buffer.from(this.hashCode(phone, purpose, given), 'hex'));
    if (!matches) throw new ActionCodeError(live.id);
    // conditional: of two actions racing with the same code, one wins
    const { count } = await tx.smsCode.updateMany({ where: { id: live.id, consumedAt: null }, data: { consumedAt: now } });
    if (count !== 1) throw new ActionCodeError(null);
  }

  /** Counts a wrong try of an action code (after the action's transaction rolled back); the fifth burns the code. */
  async recordWrongActionCode(error: ActionCodeError): Promise<void> {
    if (!error.codeId) return;
    await db().$executeRaw`
      UPDATE sms_codes SET attempts = attempts + 1,
             consumed_at = CASE WHEN attempts + 1 >= ${MAX_WRONG_TRIES} THEN ${this.clock()}::timestamp(3) ELSE consumed_at END
      WHERE id = ${error.codeId} AND consumed_at IS NULL`;
  }

  async login(input: { phone: unknown; code: unknown; agree: unknown; keepLogin: unknown }, request: RequestInfo): Promise<SignedIn> {
    const phone = normalizeMainlandPhone(input.phone);
    if (!phone) throw new ValidationError('phone', 'auth.phoneInvalid');
    if (input.agree !== true) throw new ValidationError('agree', 'auth.agreementRequired');
    const code = typeof input.code === 'string' || typeof input.code === 'number' ? String(input.code).trim() : '';
    if (!code) throw new ValidationError('code', 'auth.codeRequired');
    await this.loginFailuresByIp.assertAvailable(request.ip);
    await this.loginFailuresByPhone.assertAvailable(phone);
    if (!(await this.consumeCode(phone, 'login', code))) {
      await Promise.all([this.loginFailuresByIp.recordFailure(request.ip), this.loginFailuresByPhone.recordFailure(phone)]);
      throw new ValidationError('code', 'auth.codeWrong');
    }
    await this.loginFailuresByPhone.reset(phone);

    const now = this.clock();
    const keepLogin = input.keepLogin === true;
    const user = await this.findOrCreateUser(phone, now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + (keepLogin ? KEEP_LOGIN_MS : BROWSER_SESSION_MS));
    const session = await db().session.create({
      select: { id: true },
      data: {
        tokenHash: sha256(token),
        userId: user.id,
        keepLogin,
        expiresAt,
        createdAt: now,
        lastSeenAt: now,
        ip: request.ip,
        userAgent: request.userAgent?.slice(0, 400),
        // a login proves the phone: it counts as a step-up verification
        verifiedAt: now,
      },
    });
    const lifetimeSeconds = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
    return { user, sessionId: session.id, token, expiresAt, lifetimeSeconds, keepLogin, ...this.stepUpState(now) };
  }

  private stepUpState(verifiedAt: Date): StepUpState {
    return { verifiedAt, verifiedUntil: new Date(verifiedAt.getTime() + this.stepUpWindowSeconds * 1000) };
  }

  /**
   * Sends a step-up code (purpose `verify`) to the signed-in user's own phone. A phone given must be
   * that phone (codes never go elsewhere); none given means that phone. The login code's limits apply.
   */
  async sendStepUpCode(viewer: Viewer, rawPhone: unknown, request: RequestInfo): Promise<{ retryAfterSeconds: number; phone: string }> {
    const own = viewer.user.phone;
    if (!own) throw new ValidationError('phone', 'auth.stepUpPhoneMismatch');
    if (rawPhone !== undefined && rawPhone !== null && rawPhone !== '') {
      const phone = normalizeMainlandPhone(rawPhone);
      if (!phone) throw new ValidationError('phone', 'auth.phoneInvalid');
      if (phone !== own) throw new ValidationError('phone', 'auth.stepUpPhoneMismatch');
    }
    const sent = await this.sendCode(own, 'verify', request);
    return { ...sent, phone: maskPhone(own) };
  }

  /**
   * Marks the viewer's session verified with the step-up code sent to their phone. A wrong code counts
   * against the code's tries and the login-failure limits of the phone and the address (the same
   * guessing limits as a login); past them even the right code is refused until the window passes.
   */
  async verifyStepUp(viewer: Viewer, rawCode: unknown, request: RequestInfo): Promise<StepUpState> {
    const phone = viewer.user.phone;
    const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode).trim() : '';
    if (!code) throw new ValidationError('code', 'auth.codeRequired');
    if (!phone) throw new ValidationError('code', 'auth.stepUpCodeWrong');
    await this.loginFailuresByIp.assertAvailable(request.ip);
    await this.loginFailuresByPhone.assertAvailable(phone);
    if (!(await this.consumeCode(phone, 'verify', code))) {
      await Promise.all([this.loginFailuresByIp.recordFailure(request.ip), this.loginFailuresByPhone.recordFailure(phone)]);
      throw new ValidationError('code', 'auth.stepUpCodeWrong');
    }
    await this.loginFailuresByPhone.reset(phone);
    const now = this.clock();
    const { count } = await db().session.updateMany({ where: { id: viewer.sessionId, userId: viewer.user.id }, data: { verifiedAt: now } });
    if (count !== 1) throw new UnauthenticatedError('auth.sessionInvalid');
    return this.stepUpState(now);
  }

  private async findOrCreateUser(phone: string, now: Date): Promise<User> {
    const existing = await recordLoginByPhone(phone, now);
    if (existing) return existing;
    try {
      return await transaction(async (tx: Prisma.TransactionClient) => {
        const user = await createUserOfPhone(tx, phone, now);
        await postMessage(tx, user.id, 'SYSTEM', 'welcome', { nickname: user.nickname });
        for (const listener of this.userCreatedListeners) await listener(tx, user.id);
        return user;
      });
    } catch (error) {
      // the same phone signing in twice at once: the other request created the user
      if ((error as { code?: string }).code === 'P2002') {
        const created = await recordLoginByPhone(phone, now);
        if (created) return created;
      }
      throw error;
    }
  }

  /**
   * Runs `listener` in the transaction that creates each new account (its first login): what it
   * writes commits with the account, and its failure refuses the login (a sandbox's play money,
   * api/modules/sandbox).
   */
  whenUserCreated(listener: (tx: Prisma.TransactionClient, userId: string) => Promise<unknown>): void {
    this.userCreatedListeners.push(listener);
  }

  /** The signed-in user of a session token, or undefined when the token is unknown or expired. */
  async viewerFor(token: string | undefined): Promise<Viewer | undefined> {
    if (!token) return undefined;
    const session = await db().session.findUnique({ where: { tokenHash: sha256(token) }, include: { user: true } });
    if (!session || session.expiresAt <= this.clock()) return undefined;
    const stepUp = session.verifiedAt ? this.stepUpState(session.verifiedAt) : { verifiedAt: null, verifiedUntil: null };
    return { user: session.user, sessionId: session.id, ...stepUp };
  }

  /** Which of these sessions are still signed in (not logged out, not expired): live event streams end with theirs. */
  async liveSessions(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    // one array parameter, not one per id: every open stream of the process is checked at once
    const rows = await db().$queryRaw<{ id: string }[]>`
      SELECT id FROM sessions WHERE id = ANY(${[...ids]}::text[]) AND expires_at > ${this.clock()}`;
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Deletes expired sessions and codes older than the hour the throttles look back on. Run
   * periodically by the server; idempotent, so several processes may run it.
   */
  async purgeExpired(limits: PurgeLimits = PURGE_DEFAULTS): Promise<{ sessions: PurgeResult; codes: PurgeResult }> {
    const now = this.clock();
    const sessions = await purgeInBatches(PURGE_SESSIONS_SQL, [now], limits);
    const codes = await purgeInBatches(PURGE_SMS_CODES_SQL, [new Date(now.getTime() - SMS_CODE_KEPT_MS)], limits);
    return { sessions, codes };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) throw new UnauthenticatedError();
    const { count } = await db().session.deleteMany({ where: { tokenHash: sha256(token) } });
    if (count === 0) throw new UnauthenticatedError('auth.sessionInvalid');
  }
}
