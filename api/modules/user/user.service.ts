// The signed-in user's own settings (/user/setting): nickname, avatar, real-name
// verification, sales and withdrawal statistics, the open-platform switch. UserService is what the
// APIs call: every method takes the acting viewer and touches only that user's row, so REST and
// GraphQL share the same checks.
import sharp from 'sharp';
import { randomBytes, randomInt } from 'node:crypto';
import { db } from '../../db/client.ts';
import type { Prisma, PrismaClient, User } from '../../db/generated/prisma/client.ts';
import { AppError, ValidationError } from '../../errors.ts';
import type { FileStore } from '../../integrations/fileStore/port.ts';
import type { SecretBox } from '../../security/encryption.ts';
import { SECRET_FIELDS } from '../../security/secretFields.ts';
import { NO_ROW_ID, UnauthenticatedError, type Viewer } from '../../session/viewer.ts';
import { validateIdNumber, validateRealName } from './identity.ts';
import { defaultNickname } from './nickname.ts';
import { resolveStatisticsPeriod, type StatisticsPeriod } from './statistics.ts';
import { toProfile, type Profile } from './user.view.ts';

// the default nickname and how it reads in each language, for the other domains (auth, orders, sellers)
export { defaultNickname, nicknameIn } from './nickname.ts';
import type { Language } from '../../i18n/messages.ts';

export const NICKNAME_MAX_LENGTH = 20;

/** A user's demo flags (the demo market's sellers, api/modules/demo), or null when there is no such user. */
export function demoFlagsOf(userId: string, client: PrismaClient | Prisma.TransactionClient = db()): Promise<{ isDemo: boolean; isRobot: boolean } | null> {
  return client.user.findUnique({ where: { id: userId }, select: { isDemo: true, isRobot: true } });
}

// C0/C1 controls (line breaks, tabs, NUL, ...), line and paragraph separators, and the bidi
// overrides and isolates that can make a name read backwards.
const FORBIDDEN_IN_NICKNAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A nickname: trimmed, 1 to 20 characters (code points), no control characters. */
export function validateNickname(input: unknown): string {
  const nickname = typeof input === 'string' ? input.trim() : '';
  if (!nickname) throw new ValidationError('nickname', 'user.nicknameRequired');
  if (FORBIDDEN_IN_NICKNAME.test(nickname)) throw new ValidationError('nickname', 'user.nicknameInvalid');
  if ([...nickname].length > NICKNAME_MAX_LENGTH) throw new ValidationError('nickname', 'user.nicknameTooLong', { max: NICKNAME_MAX_LENGTH });
  return nickname;
}

/** Updates the user's own row; a user deleted behind a live session reads as a stale session. */
async function updateOwnUser(userId: string, data: Prisma.UserUpdateInput): Promise<User> {
  try {
    return await db().user.update({ where: { id: userId }, data });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2025') throw new UnauthenticatedError('auth.sessionInvalid');
    throw error;
  }
}

async function updateProfile(userId: string, input: { nickname?: unknown }): Promise<User> {
  return updateOwnUser(userId, { nickname: validateNickname(input.nickname) });
}

/** The open-platform switch of the settings page (the confirmation dialog is the client's). */
async function setOpenPlatform(userId: string, enabled: unknown): Promise<User> {
  if (typeof enabled !== 'boolean') throw new ValidationError('enabled', 'user.openPlatformInvalid');
  return updateOwnUser(userId, { openPlatformEnabled: enabled });
}

// ---------------------------------------------------------------------------------------------
// Real-name verification

/** The name and ID number of a real-name verification, checked (a translated refusal when wrong), not yet stored. */
export function checkIdentityInput(input: { name?: unknown; idNumber?: unknown }, now: Date): { name: string; idNumber: string } {
  return { name: validateRealName(input.name), idNumber: validateIdNumber(input.idNumber, now).idNumber };
}

/**
 * Records a checked verification in the caller's transaction (the first withdrawal verifies as part of
 * itself, docs/rest.md "Withdrawals"); answers false when the user was verified meanwhile.
 */
export async function recordIdentity(
  tx: Prisma.TransactionClient,
  userId: string,
  identity: { name: string; idNumber: string },
  secrets: SecretBox,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.user.updateMany({
    where: { id: userId, verifiedStatus: 0 },
    data: {
      realName: secrets.encrypt(identity.name, SECRET_FIELDS.realName, userId),
      idNumber: secrets.encrypt(identity.idNumber, SECRET_FIELDS.idNumber, userId),
      verifiedStatus: 1,
      verifiedAt: now,
    },
  });
  return count === 1;
}

/** The verified real name, decrypted (a payout names its payee); null when unverified. */
export function realNameOf(user: Pick<User, 'id' | 'realName' | 'verifiedStatus'>, secrets: SecretBox): string | null {
  if (user.verifiedStatus !== 1 || !user.realName) return null;
  return secrets.decrypt(user.realName, SECRET_FIELDS.realName, user.id);
}

/**
 * Verifies the user's identity once: a valid name and mainland ID number (identity.ts), stored
 * encrypted (AES-256-GCM through the secret box), verifiedStatus 1. Neither value is logged or
 * returned; the profile shows the name masked. A verified user cannot verify again, also when two
 * requests race (the update is conditional on the user still being unverified).
 */
async function verifyIdentity(userId: string, input: { name?: unknown; idNumber?: unknown }, secrets: SecretBox, now: Date): Promise<User> {
  const current = await db().user.findUnique({ where: { id: userId }, select: { verifiedStatus: true } });
  if (!current) throw new UnauthenticatedError('auth.sessionInvalid');
  if (current.verifiedStatus === 1) throw new AppError('identity.alreadyVerified', {}, 'ALREADY_VERIFIED', 409);
  const identity = checkIdentityInput(input, now);
  if (!(await recordIdentity(db(), userId, identity, secrets, now))) throw new AppError('identity.alreadyVerified', {}, 'ALREADY_VERIFIED', 409);
  return db().user.findUniqueOrThrow({ where: { id: userId } });
}

// ---------------------------------------------------------------------------------------------
// Statistics

export type PeriodTotals = { count: number; amount: number };

/** Totals of one kind of event for a user over [start, end): how many, and their sum in cents. */
export type PeriodTotalsQuery = (userId: string, start: Date, end: Date) => Promise<PeriodTotals>;

export type StatisticsSources = { sales: PeriodTotalsQuery; withdrawals: PeriodTotalsQuery };

export type UserStatistics = Pick<StatisticsPeriod, 'range' | 'from' | 'to'> & { sales: PeriodTotals; withdrawals: PeriodTotals };

/** The settings page's statistics for a range (statistics.ts) at `now`. */
async function userStatistics(
  userId: string,
  input: { range?: unknown; from?: unknown; to?: unknown },
  now: Date,
  sources: StatisticsSources,
): Promise<UserStatistics> {
  const period = resolveStatisticsPeriod(input.range, input.from, input.to, now);
  const [sales, withdrawals] = await Promise.all([sources.sales(userId, period.start, period.end), sources.withdrawals(userId, period.start, period.end)]);
  return { range: period.range, from: period.from, to: period.to, sales, withdrawals };
}

// ---------------------------------------------------------------------------------------------
// Avatars

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Public path of uploaded avatars; the files are avatars/<name> of the file store (api/integrations/fileStore). */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_FILE = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

export type ImageType = { extension: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

/** The image type from the file's first bytes (never from its name or the declared type). */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((character) => character.charCodeAt(0)),
      at,
    );
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', contentType: 'image/png' };
  if (starts([0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 12 && ascii('RIFF') && ascii('WEBP', 8)) return { extension: 'webp', contentType: 'image/webp' };
  if (ascii('GIF87a') || ascii('GIF89a')) return { extension: 'gif', contentType: 'image/gif' };
  return undefined;
}

/** The file store's key of an avatar file (its path below /uploads/). */
export function avatarFileKey(fileName: string): string {
  return `avatars/${fileName}`;
}

/** The file name of an avatar we stored, from its URL; undefined for the default or anything else. */
function uploadedAvatarFile(url: string | null): string | undefined {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return undefined;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE.test(name) ? name : undefined;
}

/** The side of a stored avatar, in pixels (a square). */
export const AVATAR_SIZE = 256;
/** The most pixels an uploaded image may declare (checked from its header before anything is decoded). */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;

/**
 * The avatar as we store and serve it: the upload decoded by sharp (its first frame only), turned
 * upright, cut to a 256 × 256 square and encoded anew as WebP, with no metadata (EXIF, GPS, comments)
 * and nothing else of the uploaded bytes: a polyglot's script, trailing data or a forged header
 * cannot survive. The pixel count its header declares is checked before decoding (a decompression
 * bomb or a header claiming 100000 × 100000 is refused unread), and sharp's own limit backs it.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // the header only (metadata decodes no pixels), so the declared size is read whatever it claims
    ({ width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw new ValidationError('avatar', 'user.avatarUnreadable');
  }
  if (!width || !height) throw new ValidationError('avatar', 'user.avatarUnreadable');
  if (width * height > AVATAR_MAX_INPUT_PIXELS)
    throw new ValidationError('avatar', 'user.avatarDimensions', { max: Math.floor(Math.sqrt(AVATAR_MAX_INPUT_PIXELS)) });
  try {
    return await sharp(bytes, options).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  } catch {
    throw new ValidationError('avatar', 'user.avatarUnreadable');
  }
}

/**
 * Stores a new avatar: the upload must be a PNG, JPEG, WebP or GIF image of at most 2 MB, and what is
 * stored is only its re-encoding (reencodeAvatar). The file gets a random name under avatars/ of the
 * file store, the user's avatarUrl points at it, and the user's previous upload is deleted with it.
 */
async function setAvatar(userId: string, bytes: Buffer, files: FileStore): Promise<User> {
  if (bytes.length === 0) throw new ValidationError('avatar', 'user.avatarMissing');
  if (bytes.length > AVATAR_MAX_BYTES) throw new ValidationError('avatar', 'user.avatarTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 });
  if (!imageTypeOf(bytes)) throw new ValidationError('avatar', 'user.avatarType');
  const image = await reencodeAvatar(bytes);

  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  const file = { key: avatarFileKey(fileName), kind: 'avatar', ownerId: userId, contentType: 'image/webp', bytes: image } as const;
  return files.store(file, async (tx) => {
    // the row lock orders two uploads of one user, so each deletes exactly the file it replaced
    const [row] = await tx.$queryRaw<{ avatar_url: string | null }[]>`SELECT avatar_url FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!row) throw new UnauthenticatedError('auth.sessionInvalid');
    const user = await tx.user.update({ where: { id: userId }, data: { avatarUrl: `${AVATAR_URL_PREFIX}${fileName}` } });
    const previous = uploadedAvatarFile(row.avatar_url);
    return { value: user, released: previous ? [avatarFileKey(previous)] : [] };
  });
}

/** The viewer's own account and settings, for REST and GraphQL alike. */
export class UserService {
  constructor(
    private readonly secrets: SecretBox,
    private readonly files: FileStore,
    private readonly now: () => Date,
    /** The user's WITHDRAWABLE and FROZEN ledger balances in cents (the wallet's, given by services.ts: wallet uses user, not the reverse). */
    private readonly balancesOf: (userId: string) => Promise<{ withdrawable: number; frozen: number }>,
    /** The user's sales in a period, as the order module counts them (given by services.ts: order uses user, not the reverse). */
    private readonly salesTotals: PeriodTotalsQuery,
    /** The user's successful withdrawals in a period, as the wallet counts them (given by services.ts: wallet uses user, not the reverse). */
    private readonly withdrawalTotals: PeriodTotalsQuery,
  ) {}

  /** node(id) of a Viewer: only the viewer's own user; anyone else's id (or a visitor) finds nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.UserWhereUniqueInput {
    return { id: viewer?.user.id === id ? id : NO_ROW_ID };
  }

  /** The user object as its owner sees it (phone and real name masked, balances from the ledger). */
  async profile(user: User, language: Language): Promise<Profile> {
    return toProfile(user, this.secrets, await this.balancesOf(user.id), language);
  }

  updateProfile(viewer: Viewer, input: { nickname?: unknown }): Promise<User> {
    return updateProfile(viewer.user.id, input);
  }

  setOpenPlatform(viewer: Viewer, enabled: unknown): Promise<User> {
    return setOpenPlatform(viewer.user.id, enabled);
  }

  /** The real name is set once (from a recently verified session: api/security/operationPolicy.ts). */
  async verifyIdentity(viewer: Viewer, input: { name?: unknown; idNumber?: unknown }): Promise<User> {
    return verifyIdentity(viewer.user.id, input, this.secrets, this.now());
  }

  statistics(viewer: Viewer, input: { range?: unknown; from?: unknown; to?: unknown }): Promise<UserStatistics> {
    return userStatistics(viewer.user.id, input, this.now(), { sales: this.salesTotals, withdrawals: this.withdrawalTotals });
  }

  setAvatar(viewer: Viewer, bytes: Buffer): Promise<User> {
    return setAvatar(viewer.user.id, bytes, this.files);
  }
}

// ---------------------------------------------------------------------------------------------
// The users' rows other modules need: sign-in (auth), withdrawals and recharges (wallet)

/** The user of a phone with their last login set to `now`; null when the phone has no account. */
export async function recordLoginByPhone(phone: string, now: Date): Promise<User | null> {
  const existing = await db().user.findUnique({ where: { phone } });
  return existing ? db().user.update({ where: { id: existing.id }, data: { lastLoginAt: now } }) : null;
}

/** A new account of a phone in the caller's transaction, signed in at `now`: the default nickname and a random username. */
export function createUserOfPhone(tx: Prisma.TransactionClient, phone: string, now: Date): Promise<User> {
  return tx.user.create({
    data: { phone, nickname: defaultNickname(phone), username: `u${randomInt(10_000_000, 100_000_000)}`, lastLoginAt: now, createdAt: now },
  });
}

/** The user's row (a signed-in viewer's, read afresh). */
export function userById(userId: string): Promise<User> {
  return db().user.findUniqueOrThrow({ where: { id: userId } });
}

/**
 * Locks the user's row for the rest of the caller's transaction (NO KEY: the idempotency keys'
 * foreign key takes KEY SHARE locks on it), so one request of the user at a time decides what hangs
 * on it; answers the withdrawal terms as they are under the lock.
 */
export async function lockUserRow(
  tx: Prisma.TransactionClient,
  userId: string,
): Promise<{ verifiedStatus: number; withdrawAccount: string | null; withdrawRateBps: number }> {
  const [row] = await tx.$queryRaw<{ verified_status: number; withdraw_account: string | null; withdraw_rate_bps: number }[]>`
    SELECT verified_status, withdraw_account, withdraw_rate_bps FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
  if (!row) throw new UnauthenticatedError('auth.sessionInvalid');
  return { verifiedStatus: row.verified_status, withdrawAccount: row.withdraw_account, withdrawRateBps: row.withdraw_rate_bps };
}

/** Binds the Alipay account withdrawals go to, in the caller's transaction (under lockUserRow). */
export async function bindWithdrawAccount(tx: Prisma.TransactionClient, userId: string, account: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { withdrawAccount: account } });
}

/** Locks the user's row for the rest of the caller's transaction: what one user may run once at a time waits on it (an inventory refresh's start). */
export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
}
