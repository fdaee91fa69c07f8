// The open platform's applications and apps (docs/open-platform.md): a user applies (step 1),
// operators approve or reject, an approved user submits the callback URL and RSA public key once
// (step 2), and may suspend the app at once (a leaked key); re-keying is an operator's reset. Every
// rule of who may do what, and when, is here: the /web/* handlers, GraphQL and the operator API only
// parse, call and map. Each change writes its event (openplatform.changed) in its transaction, and
// the review's outcome a message in the user's message center. In a sandbox deployment (SANDBOX=on)
// nobody reviews: an application is approved at once with the default limits, recorded as approved
// by the sandbox (reviewedBy SANDBOX), so the applicant goes straight on to step 2.
import { randomBytes, randomUUID } from 'node:crypto';
import { normalizeMainlandPhone } from '../../../lib/phone.ts';
import { MAX_PRICE_CENTS, parseCentsInput, parseMoneyInput } from '../../../lib/money.ts';
import { db } from '../../db/client.ts';
import { type OpenPlatformApplication, type OpenPlatformApplicationStatus, type PartnerApp, Prisma } from '../../db/generated/prisma/client.ts';
import { afterCommit, transaction } from '../../db/transaction.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { PlatformKey } from '../../security/platformKey.ts';
import type { SecretBox } from '../../security/encryption.ts';
import { SECRET_FIELDS } from '../../security/secretFields.ts';
import type { Viewer } from '../../session/viewer.ts';
import { appendEvents, type EventPayloads } from '../events/events.service.ts';
import { postMessage } from '../message/message.service.ts';
import { checkAttachment } from './attachment.ts';
import { type CallbackPolicy, checkCallbackUrl } from './callbackUrl.ts';
import { parsePartnerKey } from './partnerKey.ts';

type Tx = Prisma.TransactionClient;

export const REASON_MAX_LENGTH = 1_000;
export const REJECT_REASON_MAX_LENGTH = 500;
export const MAX_DAILY_ORDERS = 1_000_000;
/** Limits of an app approved without figures of its own, nor the applicant's. */
export const DEFAULT_DAILY_ORDERS = 100;
export const DEFAULT_DAILY_AMOUNT_CENTS = 1_000_000;
/** Uploaded attachments a user may keep that no application uses yet; older ones are deleted by the next upload. */
const UNUSED_ATTACHMENTS_KEPT = 3;
const WECHAT_ID = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;

export type ApplicationStatusName = 'reviewing' | 'approved' | 'rejected';
/** Who reviewed an application: an operator (the operator API), or a sandbox deployment at once. */
export type Reviewer = 'OPERATOR' | 'SANDBOX';
export type OpenPlatformStatus = 'none' | ApplicationStatusName;

const STATUS_NAME: Record<OpenPlatformApplicationStatus, ApplicationStatusName> = {
  REVIEWING: 'reviewing',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

export type ApplicationView = {
  id: string;
  userId: string;
  phone: string;
  wechat: string;
  dailyOrders: number;
  dailyAmountCents: number;
  reason: string;
  attachment: { id: string; mediaType: string; byteSize: number } | null;
  status: ApplicationStatusName;
  rejectReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
};

export type AppView = {
  appId: string;
  callbackUrl: string | null;
  keyFingerprint: string | null;
  keysSubmittedAt: Date | null;
  platformKeyId: string;
  platformPublicKey: string;
  dailyOrders: number;
  dailyAmountCents: number;
  rateLimitPerSecond: number;
  suspended: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
};

export type OpenPlatformState = {
  /** the settings switch: the page asks to turn it on first */
  enabled: boolean;
  status: OpenPlatformStatus;
  /** the latest application */
  application: ApplicationView | null;
  rejectReason: string | null;
  app: AppView | null;
};

/** An application as operators review it: the applicant, who reviewed it, and the app it made with the limits that app was granted. */
export type ReviewedApplication = ApplicationView & {
  nickname: string;
  appId: string | null;
  reviewedBy: Reviewer | null;
  granted: { dailyOrders: number; dailyAmountCents: number; rateLimitPerSecond: number } | null;
};

export type OpenPlatformOptions = {
  now: () => Date;
  secrets: SecretBox;
  /** the platform's key pair (loaded or generated at first use) */
  platformKey: () => PlatformKey;
  callbackPolicy: CallbackPolicy;
  /** A sandbox deployment: applications are approved at once with the default limits (reviewedBy SANDBOX). */
  approveAtOnce?: boolean;
  /** called once an app's step 2 or reset has committed: which apps receive callbacks changed (PartnerCallbacks.receiversChanged) */
  receiversChanged?: () => void;
};

export class OpenPlatformDisabledError extends AppError {
  constructor() {
    super('openplat.disabled', {}, 'FORBIDDEN', 403);
  }
}

type ApplicationRow = OpenPlatformApplication & { attachment: { id: string; mediaType: string; byteSize: number } | null };

const APPLICATION_INCLUDE = { attachment: { select: { id: true, mediaType: true, byteSize: true } } } as const;

const REVIEWED_INCLUDE = {
  ...APPLICATION_INCLUDE,
  user: { select: { nickname: true } },
  app: { select: { id: true, dailyOrders: true, dailyAmountCents: true, rateLimitPerSecond: true } },
} as const;

function toReviewed(
  row: ApplicationRow & {
    user: { nickname: string };
    app: { id: string; dailyOrders: number; dailyAmountCents: bigint | number; rateLimitPerSecond: number } | null;
  },
): ReviewedApplication {
  const { app } = row;
  const granted = app ? { dailyOrders: app.dailyOrders, dailyAmountCents: Number(app.dailyAmountCents), rateLimitPerSecond: app.rateLimitPerSecond } : null;
  return { ...toApplicationView(row), nickname: row.user.nickname, appId: app?.id ?? null, reviewedBy: row.reviewedBy as Reviewer | null, granted };
}

function toApplicationView(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    userId: row.userId,
    phone: row.phone,
    wechat: row.wechat,
    dailyOrders: row.dailyOrders,
    dailyAmountCents: Number(row.dailyAmountCents),
    reason: row.reason,
    attachment: row.attachment,
    status: STATUS_NAME[row.status],
    rejectReason: row.rejectReason,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
}

/** A required text of at most `max` characters, trimmed. */
function requiredText(value: unknown, field: string, missing: 'openplat.wechatRequired' | 'openplat.reasonRequired', max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ValidationError(field, missing);
  if (text.length > max) throw new ValidationError(field, field === 'reason' ? 'openplat.reasonTooLong' : 'openplat.wechatInvalid', { max });
  return text;
}

function optionalWholeNumber(value: unknown, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return 0;
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 && number <= max ? number : undefined;
}

/** An application's fields as the user gave them (phone, WeChat and reason required). */
function parseApplication(input: Record<string, unknown>) {
  const phone = normalizeMainlandPhone(input.phone);
  if (!phone) throw new ValidationError('phone', 'openplat.phoneInvalid');
  const wechatText = requiredText(input.wechat, 'wechat', 'openplat.wechatRequired', 20);
  const wechat = WECHAT_ID.test(wechatText) ? wechatText : normalizeMainlandPhone(wechatText);
  if (!wechat) throw new ValidationError('wechat', 'openplat.wechatInvalid');
  const reason = requiredText(input.reason, 'reason', 'openplat.reasonRequired', REASON_MAX_LENGTH);
  const dailyOrders = optionalWholeNumber(input.dailyOrders, MAX_DAILY_ORDERS);
  if (dailyOrders === undefined) throw new ValidationError('dailyOrders', 'openplat.dailyOrdersInvalid', { max: MAX_DAILY_ORDERS });
  const amount =
    input.dailyAmount === undefined || input.dailyAmount === null || input.dailyAmount === ''
      ? { ok: true as const, cents: 0 }
      : parseMoneyInput(input.dailyAmount);
  if (!amount.ok) throw new ValidationError('dailyAmount', 'openplat.dailyAmountInvalid', { max: MAX_PRICE_CENTS / 100 });
  const attachmentId = typeof input.attachmentId === 'string' && input.attachmentId ? input.attachmentId : null;
  if (input.attachmentId !== undefined && input.attachmentId !== null && input.attachmentId !== '' && !attachmentId) {
    throw new ValidationError('attachmentId', 'openplat.attachmentNotFound');
  }
  return { phone, wechat, reason, dailyOrders, dailyAmountCents: amount.cents, attachmentId };
}

type Limits = { dailyOrders: number; dailyAmountCents: number };

/** A sandbox approves every application with the default limits, whatever the applicant expects. */
const SANDBOX_LIMITS: Limits = { dailyOrders: DEFAULT_DAILY_ORDERS, dailyAmountCents: DEFAULT_DAILY_AMOUNT_CENTS };

/** The limits an operator approves with: their figures, else the applicant's, else the defaults. */
function approvedLimits(application: OpenPlatformApplication, input: { dailyOrders?: unknown; dailyAmount?: unknown }): Limits {
  const invalid = () => new ValidationError('limits', 'openplat.limitsInvalid', { maxOrders: MAX_DAILY_ORDERS, maxAmount: MAX_PRICE_CENTS / 100 });
  let dailyOrders = application.dailyOrders || DEFAULT_DAILY_ORDERS;
  if (input.dailyOrders !== undefined && input.dailyOrders !== null) {
    const given = optionalWholeNumber(input.dailyOrders, MAX_DAILY_ORDERS);
    if (!given) throw invalid();
    dailyOrders = given;
  }
  let dailyAmountCents = Number(application.dailyAmountCents) || DEFAULT_DAILY_AMOUNT_CENTS;
  if (input.dailyAmount !== undefined && input.dailyAmount !== null) {
    // cents, as every amount of the operator API
    const given = parseCentsInput(input.dailyAmount);
    if (!given.ok || given.cents === 0) throw invalid();
    dailyAmountCents = given.cents;
  }
  return { dailyOrders, dailyAmountCents };
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return true;
  return /23505|unique/i.test(String((error as { message?: string })?.message ?? ''));
}

function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

export class OpenPlatformService {
  constructor(private readonly options: OpenPlatformOptions) {}

  /** The platform's public key and its id (GET /open/v1/platform-key, the approved page). */
  platformPublicKey(): { keyId: string; publicKeyPem: string } {
    const key = this.options.platformKey();
    return { keyId: key.keyId, publicKeyPem: key.publicKeyPem };
  }

  /** What /user/openapi shows the viewer: the switch, the latest application, the app. */
  async stateOf(viewer: Viewer): Promise<OpenPlatformState> {
    const [latest, app] = await Promise.all([
      db().openPlatformApplication.findFirst({ where: { userId: viewer.user.id }, orderBy: { createdAt: 'desc' }, include: APPLICATION_INCLUDE }),
      db().partnerApp.findUnique({ where: { userId: viewer.user.id } }),
    ]);
    const application = latest ? toApplicationView(latest) : null;
    return {
      enabled: viewer.user.openPlatformEnabled,
      status: application?.status ?? 'none',
      application,
      rejectReason: application?.status === 'rejected' ? application.rejectReason : null,
      app: app ? this.toAppView(app) : null,
    };
  }

  /** Stores an attachment for the viewer's next application (checked by content, kept encrypted); answers its id. */
  async uploadAttachment(viewer: Viewer, bytes: Buffer): Promise<{ attachmentId: string }> {
    this.requireEnabled(viewer);
    const checked = await checkAttachment(bytes);
    const id = randomUUID();
    const contentCipher = this.options.secrets.encrypt(checked.bytes.toString('base64'), SECRET_FIELDS.openPlatformAttachment, id);
    await transaction(async (tx) => {
      await tx.openPlatformAttachment.create({
        data: {
          id,
          userId: viewer.user.id,
          mediaType: checked.mediaType,
          byteSize: checked.bytes.length,
          sha256: checked.sha256,
          contentCipher,
          createdAt: this.options.now(),
        },
      });
      const unused = await tx.openPlatformAttachment.findMany({
        where: { userId: viewer.user.id, application: null },
        orderBy: { createdAt: 'desc' },
        skip: UNUSED_ATTACHMENTS_KEPT,
        select: { id: true },
      });
      if (unused.length > 0) await tx.openPlatformAttachment.deleteMany({ where: { id: { in: unused.map((row) => row.id) } } });
    });
    return { attachmentId: id };
  }

  /**
   * Step 1: the viewer applies. Refused while an application is under review or once one was
   * approved; after a rejection, a corrected application is a new one.
   */
  async apply(viewer: Viewer, input: Record<string, unknown>): Promise<OpenPlatformState> {
    this.requireEnabled(viewer);
    const fields = parseApplication(input);
    const userId = viewer.user.id;
    try {
      await transaction(async (tx) => {
        const latest = await tx.openPlatformApplication.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' }, select: { status: true } });
        if (latest?.status === 'REVIEWING') throw new AppError('openplat.alreadyReviewing', {}, 'CONFLICT', 409);
        if (latest?.status === 'APPROVED') throw new AppError('openplat.alreadyApproved', {}, 'CONFLICT', 409);
        if (fields.attachmentId) {
          const attachment = await tx.openPlatformAttachment.findFirst({ where: { id: fields.attachmentId, userId, application: null }, select: { id: true } });
          if (!attachment) throw new ValidationError('attachmentId', 'openplat.attachmentNotFound');
        }
        const now = this.options.now();
        const application = await tx.openPlatformApplication.create({ data: { ...fields, userId, createdAt: now } });
        await this.changed(tx, userId, { event: 'applied', applicationId: application.id, status: application.status, appId: null }, now);
        if (this.options.approveAtOnce) await this.approveLocked(tx, application, SANDBOX_LIMITS, 'SANDBOX');
      });
    } catch (error) {
      // a second application racing the first one: the partial unique index keeps one under review
      if (isUniqueViolation(error)) throw new AppError('openplat.alreadyReviewing', {}, 'CONFLICT', 409);
      throw error;
    }
    return this.stateOf(viewer);
  }

  /**
   * Step 2: the approved viewer's callback URL and RSA public key, once (they cannot be changed:
   * docs/open-platform.md; an operator's reset clears them). Needs a session verified by SMS (step-up).
   */
  async submitKeys(viewer: Viewer, input: { callbackUrl?: unknown; publicKey?: unknown }): Promise<OpenPlatformState> {
    this.requireEnabled(viewer);
    const app = (await db().partnerApp.findUnique({ where: { userId: viewer.user.id } })) ?? (await this.approvedBySandbox(viewer.user.id));
    if (!app) throw new AppError('openplat.notApproved', {}, 'FORBIDDEN', 403);
    if (app.keysSubmittedAt) throw new AppError('openplat.keysLocked', {}, 'CONFLICT', 409);
    const { url } = await checkCallbackUrl(input.callbackUrl, this.options.callbackPolicy);
    const key = parsePartnerKey(input.publicKey);
    await transaction(async (tx) => {
      const now = this.options.now();
      // a concurrent submission of the same app: only the first one writes
      const updated = await tx.partnerApp.updateMany({
        where: { id: app.id, keysSubmittedAt: null },
        data: { callbackUrl: url.toString(), publicKeyPem: key.pem, keyFingerprint: key.fingerprint, keysSubmittedAt: now },
      });
      if (updated.count === 0) throw new AppError('openplat.keysLocked', {}, 'CONFLICT', 409);
      await this.changed(tx, app.userId, { event: 'keysSubmitted', applicationId: app.applicationId, status: 'APPROVED', appId: app.id }, now);
      // its callbacks start with its next events, not at the dispatcher's minute job
      if (this.options.receiversChanged) afterCommit(tx, this.options.receiversChanged);
    });
    return this.stateOf(viewer);
  }

  /** Stops the viewer's app at once: every signed request is refused until an operator resets it. */
  async suspend(viewer: Viewer): Promise<OpenPlatformState> {
    const app = await db().partnerApp.findUnique({ where: { userId: viewer.user.id } });
    if (!app) throw new AppError('openplat.noApp', {}, 'NOT_FOUND', 404);
    await transaction(async (tx) => {
      const now = this.options.now();
      const updated = await tx.partnerApp.updateMany({ where: { id: app.id, suspendedAt: null }, data: { suspendedAt: now } });
      if (updated.count === 0) return;
      await postMessage(tx, app.userId, 'SYSTEM', 'openPlatformSuspended', { appId: app.id });
      await this.changed(tx, app.userId, { event: 'suspended', applicationId: app.applicationId, status: 'APPROVED', appId: app.id }, now);
    });
    return this.stateOf(viewer);
  }

  // ----- the operators' side (api/ops: authenticated by the operator token) -----

  /** Applications, newest first, of one status or all. */
  async listApplications(filter: { status?: unknown }): Promise<ReviewedApplication[]> {
    const status = this.statusFilter(filter.status);
    const rows = await db().openPlatformApplication.findMany({
      where: status ? { status } : {},
      orderBy: { createdAt: 'desc' },
      take: 500,
      include: REVIEWED_INCLUDE,
    });
    return rows.map(toReviewed);
  }

  /** Approves an application under review: its app is created with the limits (cents for the amount). */
  async approve(applicationId: string, input: { dailyOrders?: unknown; dailyAmount?: unknown }): Promise<ReviewedApplication> {
    await transaction(async (tx) => {
      const application = await this.lockUnderReview(tx, applicationId);
      await this.approveLocked(tx, application, approvedLimits(application, input), 'OPERATOR');
    });
    return this.reviewed(applicationId);
  }

  /** The approval of an application under review (its row locked or just created): the app with its limits, the message, the event. */
  private async approveLocked(tx: Tx, application: OpenPlatformApplication, limits: Limits, reviewedBy: Reviewer): Promise<PartnerApp> {
    const now = this.options.now();
    await tx.openPlatformApplication.update({ where: { id: application.id }, data: { status: 'APPROVED', reviewedAt: now, reviewedBy } });
    const app = await tx.partnerApp.create({
      data: { id: `app_${randomBytes(8).toString('hex')}`, userId: application.userId, applicationId: application.id, ...limits, createdAt: now },
    });
    await postMessage(tx, application.userId, 'SYSTEM', 'openPlatformApproved', {
      dailyOrders: limits.dailyOrders,
      dailyAmount: yuan(limits.dailyAmountCents),
    });
    await this.changed(tx, application.userId, { event: 'approved', applicationId: application.id, status: 'APPROVED', appId: app.id }, now);
    return app;
  }

  /**
   * In a sandbox, the app of a user whose application is still under review (one made before the
   * deployment became a sandbox): approved now, as step 2 is submitted. Elsewhere, none.
   */
  private async approvedBySandbox(userId: string): Promise<PartnerApp | null> {
    if (!this.options.approveAtOnce) return null;
    const reviewing = await db().openPlatformApplication.findFirst({ where: { userId, status: 'REVIEWING' }, select: { id: true } });
    if (!reviewing) return null;
    try {
      return await transaction(async (tx) => this.approveLocked(tx, await this.lockUnderReview(tx, reviewing.id), SANDBOX_LIMITS, 'SANDBOX'));
    } catch (error) {
      // approved meanwhile by a concurrent submission: its app
      if (error instanceof AppError || isUniqueViolation(error)) return db().partnerApp.findUnique({ where: { userId } });
      throw error;
    }
  }

  /** Rejects an application under review with the reason the applicant reads. */
  async reject(applicationId: string, input: { reason?: unknown }): Promise<ReviewedApplication> {
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!reason || reason.length > REJECT_REASON_MAX_LENGTH)
      throw new ValidationError('reason', 'openplat.rejectReasonRequired', { max: REJECT_REASON_MAX_LENGTH });
    await transaction(async (tx) => {
      const application = await this.lockUnderReview(tx, applicationId);
      const now = this.options.now();
      await tx.openPlatformApplication.update({
        where: { id: application.id },
        data: { status: 'REJECTED', rejectReason: reason, reviewedAt: now, reviewedBy: 'OPERATOR' },
      });
      await postMessage(tx, application.userId, 'SYSTEM', 'openPlatformRejected', { reason });
      await this.changed(tx, application.userId, { event: 'rejected', applicationId: application.id, status: 'REJECTED', appId: null }, now);
    });
    return this.reviewed(applicationId);
  }

  /** Re-keying: clears an app's callback URL and key and lifts its suspension; the user submits step 2 again. */
  async reset(appId: string): Promise<AppView> {
    const app = await transaction(async (tx) => {
      const now = this.options.now();
      const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM partner_apps WHERE id = ${appId} FOR UPDATE`;
      if (!locked) throw new NotFoundError('openplat.appNotFound');
      const reset = await tx.partnerApp.update({
        where: { id: appId },
        data: { callbackUrl: null, publicKeyPem: null, keyFingerprint: null, keysSubmittedAt: null, suspendedAt: null },
      });
      await postMessage(tx, reset.userId, 'SYSTEM', 'openPlatformReset', { appId });
      await this.changed(tx, reset.userId, { event: 'reset', applicationId: reset.applicationId, status: 'APPROVED', appId }, now);
      if (this.options.receiversChanged) afterCommit(tx, this.options.receiversChanged);
      return reset;
    });
    return this.toAppView(app);
  }

  private requireEnabled(viewer: Viewer): void {
    if (!viewer.user.openPlatformEnabled) throw new OpenPlatformDisabledError();
  }

  private statusFilter(value: unknown): OpenPlatformApplicationStatus | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const status = (Object.keys(STATUS_NAME) as OpenPlatformApplicationStatus[]).find((key) => STATUS_NAME[key] === value);
    if (!status) throw new ValidationError('status', 'openplat.statusInvalid');
    return status;
  }

  private async lockUnderReview(tx: Tx, applicationId: string): Promise<OpenPlatformApplication> {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM open_platform_applications WHERE id = ${applicationId} FOR UPDATE`;
    if (!locked) throw new NotFoundError('openplat.applicationNotFound');
    const application = await tx.openPlatformApplication.findUniqueOrThrow({ where: { id: applicationId } });
    if (application.status !== 'REVIEWING') throw new AppError('openplat.notReviewing', {}, 'CONFLICT', 409);
    return application;
  }

  private async reviewed(applicationId: string): Promise<ReviewedApplication> {
    const row = await db().openPlatformApplication.findUniqueOrThrow({
      where: { id: applicationId },
      include: REVIEWED_INCLUDE,
    });
    return toReviewed(row);
  }

  private toAppView(app: PartnerApp): AppView {
    const platform = this.platformPublicKey();
    return {
      appId: app.id,
      callbackUrl: app.callbackUrl,
      keyFingerprint: app.keyFingerprint,
      keysSubmittedAt: app.keysSubmittedAt,
      platformKeyId: platform.keyId,
      platformPublicKey: platform.publicKeyPem,
      dailyOrders: app.dailyOrders,
      dailyAmountCents: Number(app.dailyAmountCents),
      rateLimitPerSecond: app.rateLimitPerSecond,
      suspended: app.suspendedAt !== null,
      suspendedAt: app.suspendedAt,
      createdAt: app.createdAt,
    };
  }

  private changed(tx: Tx, userId: string, payload: EventPayloads['openplatform.changed'], at: Date): Promise<void> {
    return appendEvents(tx, [{ type: 'openplatform.changed', aggregateId: userId, audience: [userId], payload }], at);
  }

  /**
   * A partner app's daily limits, its row locked in the caller's transaction so that the app's
   * commitments (purchases, buy orders, offers) queue while the order module counts them; null when
   * there is no such app.
   */
  async lockDailyLimits(tx: Tx, appId: string): Promise<{ dailyOrders: number; dailyAmountCents: bigint } | null> {
    const [app] = await tx.$queryRaw<{ daily_orders: number; daily_amount_cents: bigint }[]>`
      SELECT daily_orders, daily_amount_cents FROM partner_apps WHERE id = ${appId} FOR UPDATE`;
    return app ? { dailyOrders: app.daily_orders, dailyAmountCents: BigInt(app.daily_amount_cents) } : null;
  }
}
