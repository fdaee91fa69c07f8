// Steam accounts (/user/steam): bind with a Mafile and password, batch bind, unbind,
// refresh the token, the trade link, status and type. Passwords, Mafiles and session tokens are kept
// as SecretBox ciphertexts (docs/security.md "Secrets at rest") and never leave this module in clear.
import { randomUUID } from 'node:crypto';
import { db } from '../../db/client.ts';
import { Prisma, type SteamAccount, SteamAccountStatus, type SteamAccountType } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { describeMafileProblems, parseMafile, type Mafile } from '../../integrations/tradePlatform/mafile.ts';
import { TradePlatformError, type AccountStanding, type SteamSession, type TradeOffer, type TradePlatform } from '../../integrations/tradePlatform/port.ts';
import { generateAuthCode, STEAM_GUARD_STEP_SECONDS } from '../../integrations/tradePlatform/steamGuard.ts';
import type { SecretBox } from '../../security/encryption.ts';
import { SECRET_FIELDS } from '../../security/secretFields.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { ListingService } from '../listing/listing.service.ts';
import type { ThrottleFactory } from '../../security/throttle.ts';
import { BATCH_BIND_MAX, isPasswordWellFormed, planBatchBind, type BatchProblem, type MafileUpload } from './batchBind.ts';

/** The type of a Steam account (ROBOT accounts deliver at once), or null when there is no such account. */
export async function steamAccountTypeOf(client: Prisma.TransactionClient, accountId: string): Promise<SteamAccountType | null> {
  const account = await client.steamAccount.findUnique({ where: { id: accountId }, select: { type: true } });
  return account?.type ?? null;
}

/** Most Steam accounts one user can bind. */
export const STEAM_ACCOUNTS_PER_USER_MAX = 50;
/** How long the first inventory refresh after a bind may take, as the page tells the user. */
export const INVENTORY_REFRESH_MINUTES = 5;
/** A session is renewed when it has less than this left. */
const SESSION_RENEW_MARGIN_MS = 5 * 60_000;

// Throttles of what goes to Steam or shows a secret (docs/security.md "Limits"). Failed binds are counted per
// user and per Steam account name; past the limit every bind of that account (or by that user) is
// refused, the right password too, until the window passes: no password can be guessed by trying.
export const BIND_FAILURES_PER_ACCOUNT = 5;
export const BIND_FAILURES_PER_USER = 10;
export const BIND_FAILURE_WINDOW_SECONDS = 15 * 60;
/** "Refresh token" signs the account in at Steam. */
export const TOKEN_REFRESHES_PER_ACCOUNT = 5;
export const TOKEN_REFRESHES_PER_USER = 30;
export const TOKEN_REFRESH_WINDOW_SECONDS = 10 * 60;
/** "View token" shows a Steam Guard code; the page asks for a new one every 30 s while it is open. */
export const GUARD_CODE_VIEWS_PER_ACCOUNT = 30;
export const GUARD_CODE_VIEWS_PER_USER = 120;
export const GUARD_CODE_WINDOW_SECONDS = 10 * 60;

export const STEAM_ACCOUNT_TYPES = ['ORDINARY', 'ROBOT'] as const satisfies readonly SteamAccountType[];

/** "Please rebind in the app": the account's sign-in no longer works. */
export class RebindRequiredError extends AppError {
  constructor() {
    super('steam.rebindRequired', {}, 'REBIND_REQUIRED', 409);
  }
}

/** What a bind failed on, translated for the user. */
export function steamSignInError(error: unknown): AppError {
  if (!(error instanceof TradePlatformError)) throw error;
  switch (error.code) {
    case 'BAD_CREDENTIALS':
      return badCredentials();
    case 'GUARD_CODE_REJECTED':
      return new AppError('steam.guardRejected', {}, 'GUARD_CODE_REJECTED', 400, 'mafile');
    case 'MAFILE_MISMATCH':
      return new AppError('steam.mafileMismatch', {}, 'MAFILE_MISMATCH', 400, 'mafile');
    case 'RATE_LIMITED':
      return new AppError('steam.rateLimited', {}, 'RATE_LIMITED', 429);
    default:
      return new ServiceUnavailableError('steam.unavailable');
  }
}

/** A Pothos/Prisma selection for Steam accounts (a resolver's `query`), spread into finds. */
export type AccountQuery = { include?: Prisma.SteamAccountInclude; select?: Prisma.SteamAccountSelect };
const ACCOUNT_ORDER: Prisma.SteamAccountOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export type BindInput = { mafile: unknown; password: unknown; type?: unknown };

export type BatchBindOutcome = {
  accountName: string;
  fileName?: string;
  account: SteamAccount | null;
  /** the failure, null when bound */
  error: AppError | null;
};

export type BatchBindResult = { outcomes: BatchBindOutcome[]; boundCount: number; failedCount: number };

export function parseAccountType(value: unknown): SteamAccountType {
  if (value === undefined || value === null || value === '') return 'ORDINARY';
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const type = STEAM_ACCOUNT_TYPES.find((candidate) => candidate === upper);
  if (!type) throw new ValidationError('type', 'steam.typeInvalid');
  return type;
}

function batchProblemError(problem: BatchProblem): { accountName: string; fileName?: string; error: AppError } {
  switch (problem.kind) {
    case 'lineFormat':
      return { accountName: '', error: new ValidationError('credentials', 'steam.lineFormat', { line: problem.line }) };
    case 'passwordFormat':
      return {
        accountName: problem.accountName,
        error: new ValidationError('credentials', 'steam.linePasswordFormat', { line: problem.line, account: problem.accountName }),
      };
    case 'duplicateLine':
      return {
        accountName: problem.accountName,
        error: new ValidationError('credentials', 'steam.lineDuplicate', { line: problem.line, account: problem.accountName }),
      };
    case 'mafileInvalid':
      return {
        accountName: problem.accountName ?? '',
        fileName: problem.fileName,
        error: new ValidationError('mafiles', 'steam.mafileInvalidNamed', { file: problem.fileName, fields: describeMafileProblems(problem.problems) }),
      };
    case 'duplicateMafile':
      return {
        accountName: problem.accountName,
        fileName: problem.fileName,
        error: new ValidationError('mafiles', 'steam.mafileDuplicate', { file: problem.fileName, account: problem.accountName }),
      };
    case 'passwordMissing':
      return {
        accountName: problem.accountName,
        fileName: problem.fileName,
        error: new ValidationError('credentials', 'steam.passwordMissingFor', { account: problem.accountName }),
      };
    case 'mafileMissing':
      return { accountName: problem.accountName, error: new ValidationError('mafiles', 'steam.mafileMissingFor', { account: problem.accountName }) };
  }
}

/** Sign-in failures that say the credentials or the Mafile are wrong (they count against the bind throttle). */
const CREDENTIAL_FAILURES = new Set(['BAD_CREDENTIALS', 'GUARD_CODE_REJECTED', 'MAFILE_MISMATCH']);

export class SteamAccountService {
  private readonly throttles;
  private readonly unbindingListeners: ((tx: Prisma.TransactionClient, accountId: string) => Promise<void>)[] = [];
  private readonly listingsClosingListeners: ((tx: Prisma.TransactionClient, accountId: string) => Promise<void>)[] = [];

  constructor(
    private readonly platform: TradePlatform,
    private readonly secrets: SecretBox,
    private readonly now: () => Date,
    private readonly listings: ListingService,
    // the shared store (Redis with REDIS_URL): no default, so no service counts alone by mistake
    throttles: ThrottleFactory,
    /** Called (and awaited) after every successful bind: services.ts starts the account's inventory refresh there. */
    private readonly afterBind: (account: SteamAccount) => void | Promise<void> = () => {},
  ) {
    const bind = { windowSeconds: BIND_FAILURE_WINDOW_SECONDS, messageKey: 'steam.bindThrottled' } as const;
    const token = { windowSeconds: TOKEN_REFRESH_WINDOW_SECONDS, messageKey: 'steam.tokenRefreshThrottled' } as const;
    const guard = { windowSeconds: GUARD_CODE_WINDOW_SECONDS, messageKey: 'steam.guardCodeThrottled' } as const;
    this.throttles = {
      bindFailuresByAccount: throttles.create({ name: 'steam-bind-failures-account', points: BIND_FAILURES_PER_ACCOUNT, ...bind }),
      bindFailuresByUser: throttles.create({ name: 'steam-bind-failures-user', points: BIND_FAILURES_PER_USER, ...bind }),
      tokenRefreshesByAccount: throttles.create({ name: 'steam-token-refresh-account', points: TOKEN_REFRESHES_PER_ACCOUNT, ...token }),
      tokenRefreshesByUser: throttles.create({ name: 'steam-token-refresh-user', points: TOKEN_REFRESHES_PER_USER, ...token }),
      guardCodesByAccount: throttles.create({ name: 'steam-guard-code-account', points: GUARD_CODE_VIEWS_PER_ACCOUNT, ...guard }),
      guardCodesByUser: throttles.create({ name: 'steam-guard-code-user', points: GUARD_CODE_VIEWS_PER_USER, ...guard }),
    };
  }

  /** node(id) of a Steam account: only its owner's; another user's (or a visitor's lookup) finds nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.SteamAccountWhereUniqueInput {
    return { id, userId: viewer?.user.id ?? NO_ROW_ID };
  }

  /** The viewer's accounts, oldest first, loaded with the caller's selection. */
  listAccounts<Q extends AccountQuery>(viewer: Viewer, query?: Q): Promise<SteamAccount[]> {
    return db().steamAccount.findMany({ ...query, where: { userId: viewer.user.id }, orderBy: ACCOUNT_ORDER }) as Promise<SteamAccount[]>;
  }

  /** One page of the viewer's accounts, oldest first, with their total. */
  async accountPage<Q extends AccountQuery>(viewer: Viewer, page: { offset: number; limit: number }, query?: Q) {
    const where = { userId: viewer.user.id };
    const [rows, total] = await Promise.all([
      db().steamAccount.findMany({ ...query, where, orderBy: ACCOUNT_ORDER, skip: page.offset, take: page.limit }) as Promise<SteamAccount[]>,
      db().steamAccount.count({ where }),
    ]);
    return { rows, total };
  }

  /** One of the viewer's accounts with the caller's selection; another user's or an unknown one is "not found". */
  async ownedAccount<Q extends AccountQuery>(viewer: Viewer, accountId: string, query?: Q): Promise<SteamAccount> {
    const account = /^[0-9a-f-]{36}$/i.test(accountId)
      ? await db().steamAccount.findFirst({ ...query, where: { id: accountId, userId: viewer.user.id } })
      : null;
    if (!account) throw new NotFoundError('steam.accountNotFound');
    return account as SteamAccount;
  }

  /** The user's account; another user's id or an unknown one is "not found". */
  async findOwned(userId: string, accountId: unknown): Promise<SteamAccount> {
    const account =
      typeof accountId === 'string' && /^[0-9a-f-]{36}$/i.test(accountId) ? await db().steamAccount.findFirst({ where: { id: accountId, userId } }) : null;
    if (!account) throw new NotFoundError('steam.accountNotFound');
    return account;
  }

  /** Binds one account from its Mafile text and password (both required). */
  async bind(viewer: Viewer, input: BindInput): Promise<SteamAccount> {
    const userId = viewer.user.id;
    const type = parseAccountType(input.type);
    if (typeof input.mafile !== 'string' || input.mafile.trim() === '') throw new ValidationError('mafile', 'steam.mafileRequired');
    if (typeof input.password !== 'string' || input.password === '') throw new ValidationError('password', 'steam.passwordRequired');
    if (!isPasswordWellFormed(input.password)) throw new ValidationError('password', 'steam.passwordFormat');
    const parsed = parseMafile(input.mafile);
    if (!parsed.ok) throw new ValidationError('mafile', 'steam.mafileInvalid', { fields: describeMafileProblems(parsed.problems) });
    await this.checkRoom(userId, 1);
    return this.signInAndStore(userId, parsed.mafile, input.password, type);
  }

  /**
   * Binds several accounts: 'account--password' lines and one Mafile each. A count mismatch or an
   * empty list refuses the whole request; every other problem is reported for its account while the
   * others are bound.
   */
  async bindBatch(viewer: Viewer, input: { credentials: unknown; mafiles: unknown; type?: unknown }): Promise<BatchBindResult> {
    const userId = viewer.user.id;
    const type = parseAccountType(input.type);
    const credentials = typeof input.credentials === 'string' ? input.credentials : '';
    const mafiles = Array.isArray(input.mafiles) ? (input.mafiles as unknown[]) : [];
    if (!credentials.trim()) throw new ValidationError('credentials', 'steam.passwordRequired');
    if (mafiles.length === 0) throw new ValidationError('mafiles', 'steam.mafileRequired');
    const uploads: MafileUpload[] = mafiles.map((upload, index) => {
      const value = upload as Partial<MafileUpload> | null;
      if (!value || typeof value.content !== 'string') throw new ValidationError('mafiles', 'steam.mafileRequired');
      return { fileName: typeof value.fileName === 'string' && value.fileName ? value.fileName.slice(0, 200) : `#${index + 1}`, content: value.content };
    });
    if (uploads.length > BATCH_BIND_MAX) throw new ValidationError('mafiles', 'steam.batchTooLarge', { max: BATCH_BIND_MAX });
    const plan = planBatchBind(credentials, uploads);
    if (plan.lineCount !== uploads.length) {
      throw new ValidationError('mafiles', 'steam.countMismatch', { passwords: plan.lineCount, mafiles: uploads.length });
    }
    await this.checkRoom(userId, plan.pairs.length);

    const outcomes: BatchBindOutcome[] = plan.problems.map((problem) => ({ ...batchProblemError(problem), account: null }));
    for (const pair of plan.pairs) {
      try {
        const account = await this.signInAndStore(userId, pair.mafile, pair.password, type);
        outcomes.push({ accountName: pair.accountName, fileName: pair.fileName, account, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ accountName: pair.accountName, fileName: pair.fileName, account: null, error });
      }
    }
    const boundCount = outcomes.filter((outcome) => outcome.account).length;
    return { outcomes, boundCount, failedCount: outcomes.length - boundCount };
  }

  /**
   * Registers a listener told, in the unbinding's transaction before the row goes, of an account being
   * unbound: the buy orders and price offers that would deliver to it end there (they could never fill).
   */
  whenUnbinding(listener: (tx: Prisma.TransactionClient, accountId: string) => Promise<void>): void {
    this.unbindingListeners.push(listener);
  }

  /** Unbinds an account: its listings leave the market in the same transaction, and what would deliver to it ends. */
  async unbind(viewer: Viewer, accountId: unknown): Promise<{ accountId: string; delistedCount: number }> {
    const userId = viewer.user.id;
    const account = await this.findOwned(userId, accountId);
    const delistedCount = await transaction(async (tx) => {
      const delisted = await this.closeListingsOf(tx, account.id);
      for (const listener of this.unbindingListeners) await listener(tx, account.id);
      await tx.steamAccount.delete({ where: { id: account.id } });
      return delisted;
    });
    return { accountId: account.id, delistedCount };
  }

  async setType(viewer: Viewer, accountId: unknown, type: unknown): Promise<SteamAccount> {
    const userId = viewer.user.id;
    const account = await this.findOwned(userId, accountId);
    const next = parseAccountType(type);
    // robot accounts deliver automatically: their listings count as auto-delivery on the market
    return transaction(async (tx) => {
      const updated = await tx.steamAccount.update({ where: { id: account.id }, data: { type: next } });
      await this.listings.setAutoDeliveryOfAccount(tx, account.id, next === 'ROBOT');
      return updated;
    });
  }

  /** The current Steam Guard code of the account ("view token") and how long it stays valid. */
  async guardCode(viewer: Viewer, accountId: unknown): Promise<{ code: string; expiresInSeconds: number }> {
    const userId = viewer.user.id;
    const account = await this.findOwned(userId, accountId);
    await Promise.all([this.throttles.guardCodesByAccount.consume(account.id), this.throttles.guardCodesByUser.consume(userId)]);
    const mafile = this.mafileOf(account);
    const seconds = Math.floor(this.now().getTime() / 1000);
    return { code: generateAuthCode(mafile.sharedSecret, seconds), expiresInSeconds: STEAM_GUARD_STEP_SECONDS - (seconds % STEAM_GUARD_STEP_SECONDS) };
  }

  /**
   * "Refresh token": renews the session now and re-reads the trade link and standing. It is the one
   * request that changes an account's stored trade link (items go there), so it needs step-up.
   */
  async refreshToken(viewer: Viewer, accountId: unknown): Promise<SteamAccount> {
    const userId = viewer.user.id;
    const account = await this.findOwned(userId, accountId);
    await Promise.all([this.throttles.tokenRefreshesByAccount.consume(account.id), this.throttles.tokenRefreshesByUser.consume(userId)]);
    const session = await this.renewSession(account);
    return this.updateStanding(account.id, session);
  }

  /** A working session of the account: the stored one, renewed when it is about to expire. */
  async sessionFor(account: SteamAccount): Promise<SteamSession> {
    if (account.tokenCipher && account.tokenExpiresAt && account.tokenExpiresAt.getTime() - this.now().getTime() > SESSION_RENEW_MARGIN_MS) {
      return {
        steamId: account.steamId,
        accountName: account.accountName,
        token: this.secrets.decrypt(account.tokenCipher, SECRET_FIELDS.steamToken, account.id),
        expiresAt: account.tokenExpiresAt,
      };
    }
    return this.renewSession(account);
  }

  /**
   * Accepts the mobile confirmation of an offer the account sent (or received) with its Mafile's
   * identity secret, as the Steam app would: robot accounts confirm their deliveries at once, and the
   * simulated Steam lets an ordinary seller confirm from the product. The secret never leaves this module.
   */
  async confirmOffer(account: SteamAccount, session: SteamSession, offerId: string): Promise<TradeOffer> {
    return this.platform.confirmOffer(session, offerId, { identitySecret: this.mafileOf(account).identitySecret });
  }

  /**
   * Marks the account ABNORMAL for `reason` (a key of steam.statusReason.*), in the caller's
   * transaction: it can no longer sell, and its listings leave the market. Answers how many were delisted.
   */
  async markAbnormal(tx: Prisma.TransactionClient, accountId: string, reason: string): Promise<number> {
    await tx.steamAccount.update({ where: { id: accountId }, data: { status: 'ABNORMAL', statusReason: reason } });
    return this.closeListingsOf(tx, accountId);
  }

  /**
   * Registers a listener told, in the transaction, whenever an account's listings leave the market
   * because it is being unbound or was marked ABNORMAL: the lease module ends its offers for rent there.
   */
  whenListingsClose(listener: (tx: Prisma.TransactionClient, accountId: string) => Promise<void>): void {
    this.listingsClosingListeners.push(listener);
  }

  /** The account's listings on sale leave the market (the listing module's ACCOUNT_CLOSED), and its listeners' offers end; answers how many listings. */
  private async closeListingsOf(tx: Prisma.TransactionClient, accountId: string): Promise<number> {
    const closed = (await this.listings.apply(tx, { event: 'ACCOUNT_CLOSED', where: { steamAccountId: accountId } })).length;
    for (const listener of this.listingsClosingListeners) await listener(tx, accountId);
    return closed;
  }

  /** Re-reads the trade link and the trade standing (after a refresh) and sets the status from them. */
  async updateStanding(accountId: string, session: SteamSession): Promise<SteamAccount> {
    return db().steamAccount.update({ where: { id: accountId }, data: await this.readStanding(session) });
  }

  /**
   * Renews the session: with the refresh token, else by signing in again with the stored Mafile and
   * password (robot accounts stay signed in that way). When neither works the account is abnormal
   * until the user binds it again.
   */
  private async renewSession(account: SteamAccount): Promise<SteamSession> {
    const mafile = this.mafileOf(account);
    let session: SteamSession | undefined;
    try {
      if (account.tokenCipher && account.tokenExpiresAt) {
        session = await this.platform
          .refreshSession({
            steamId: account.steamId,
            accountName: account.accountName,
            token: this.secrets.decrypt(account.tokenCipher, SECRET_FIELDS.steamToken, account.id),
            expiresAt: account.tokenExpiresAt,
          })
          .catch((error: unknown) => {
            if (error instanceof TradePlatformError && error.code === 'SESSION_EXPIRED') return undefined;
            throw error;
          });
      }
      session ??= await this.platform.signIn({ mafile, password: this.secrets.decrypt(account.passwordCipher, SECRET_FIELDS.steamPassword, account.id) });
    } catch (error) {
      if (error instanceof TradePlatformError && (error.code === 'RATE_LIMITED' || error.code === 'UNAVAILABLE')) throw steamSignInError(error);
      if (!(error instanceof TradePlatformError)) throw error;
      await db().steamAccount.update({
        where: { id: account.id },
        data: { status: 'ABNORMAL', statusReason: 'rebind', tokenCipher: null, tokenExpiresAt: null },
      });
      throw new RebindRequiredError();
    }
    await db().steamAccount.update({
      where: { id: account.id },
      data: {
        tokenCipher: this.secrets.encrypt(session.token, SECRET_FIELDS.steamToken, account.id),
        tokenExpiresAt: session.expiresAt,
        tokenRefreshedAt: this.now(),
      },
    });
    return session;
  }

  /** The trade link and the status that the account's trade standing gives it. */
  private async readStanding(session: SteamSession) {
    try {
      const [tradeLink, standing] = await Promise.all([this.platform.getTradeLink(session), this.platform.getAccountStanding(session)]);
      return { tradeLinkUrl: tradeLink.url, ...statusFromStanding(standing) };
    } catch (error) {
      throw steamSignInError(error);
    }
  }

  private async checkRoom(userId: string, adding: number) {
    const bound = await db().steamAccount.count({ where: { userId } });
    if (bound + adding > STEAM_ACCOUNTS_PER_USER_MAX) throw new ValidationError('mafile', 'steam.tooManyAccounts', { max: STEAM_ACCOUNTS_PER_USER_MAX });
  }

  /** Counts a failed bind of the account by the user. */
  private async bindFailed(userId: string, accountKey: string) {
    await Promise.all([this.throttles.bindFailuresByAccount.recordFailure(accountKey), this.throttles.bindFailuresByUser.recordFailure(userId)]);
  }

  private async signInAndStore(userId: string, mafile: Mafile, password: string, type: SteamAccountType): Promise<SteamAccount> {
    const existing = await db().steamAccount.findUnique({ where: { steamId: mafile.steamId }, select: { userId: true } });
    if (existing?.userId === userId) throw alreadyBound();
    // Steam account names are case-insensitive
    const accountKey = mafile.accountName.toLowerCase();
    await this.throttles.bindFailuresByAccount.assertAvailable(accountKey);
    await this.throttles.bindFailuresByUser.assertAvailable(userId);
    let session: SteamSession;
    try {
      session = await this.platform.signIn({ mafile, password });
    } catch (error) {
      const failure = steamSignInError(error);
      if (CREDENTIAL_FAILURES.has(failure.code)) await this.bindFailed(userId, accountKey);
      throw failure;
    }
    if (existing) {
      // Bound by another user: answered exactly like a wrong password (same message, code, a sign-in's
      // time, a counted failure), so binding cannot tell who is registered here.
      await this.bindFailed(userId, accountKey);
      throw badCredentials();
    }
    const standing = await this.readStanding(session);
    // the id is chosen here so the ciphertexts' associated data can name their row
    const id = randomUUID();
    try {
      const account = await db().steamAccount.create({
        data: {
          id,
          userId,
          steamId: mafile.steamId,
          accountName: mafile.accountName,
          type,
          ...standing,
          passwordCipher: this.secrets.encrypt(password, SECRET_FIELDS.steamPassword, id),
          mafileCipher: this.secrets.encrypt(JSON.stringify(mafile), SECRET_FIELDS.steamMafile, id),
          tokenCipher: this.secrets.encrypt(session.token, SECRET_FIELDS.steamToken, id),
          tokenExpiresAt: session.expiresAt,
          tokenRefreshedAt: this.now(),
        },
      });
      await this.afterBind(account);
      return account;
    } catch (error) {
      // two binds of one Steam account racing: the unique SteamID lets one win
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        const winner = await db().steamAccount.findUnique({ where: { steamId: mafile.steamId }, select: { userId: true } });
        if (winner?.userId === userId) throw alreadyBound();
        await this.bindFailed(userId, accountKey);
        throw badCredentials();
      }
      throw error;
    }
  }

  private mafileOf(account: SteamAccount): Mafile {
    return JSON.parse(this.secrets.decrypt(account.mafileCipher, SECRET_FIELDS.steamMafile, account.id)) as Mafile;
  }

  /** The accounts among these that can receive items now (NORMAL, with a trade link): their owner and SteamID, by id; read with `client`. */
  async usableReceivers(client: Prisma.TransactionClient, accountIds: readonly string[]): Promise<Map<string, { userId: string; steamId: string }>> {
    if (accountIds.length === 0) return new Map();
    const accounts = await client.steamAccount.findMany({
      where: { id: { in: [...new Set(accountIds)] }, status: 'NORMAL', tradeLinkUrl: { not: null } },
      select: { id: true, userId: true, steamId: true },
    });
    return new Map(accounts.map((account) => [account.id, { userId: account.userId, steamId: account.steamId }]));
  }

  /** The SQL condition that the account `accountId` can receive items now (as usableReceivers): for a statement that picks by it. */
  usableReceiverSql(accountId: Prisma.Sql): Prisma.Sql {
    return Prisma.sql`EXISTS (SELECT 1 FROM steam_accounts a
      WHERE a.id = ${accountId} AND a.status = ${sqlConstant(SteamAccountStatus.NORMAL)} AND a.trade_link_url IS NOT NULL)`;
  }
}

/** The user's own account, bound already. (Another user's answers badCredentials: see signInAndStore.) */
function alreadyBound() {
  return new AppError('steam.alreadyBound', {}, 'ALREADY_BOUND', 409, 'mafile');
}

function badCredentials() {
  return new AppError('steam.badCredentials', {}, 'BAD_CREDENTIALS', 400, 'password');
}

function statusFromStanding(standing: AccountStanding): { status: SteamAccountStatus; statusReason: string | null } {
  if (!standing.canTrade) {
    const reason = standing.restriction === 'TRADE_BAN' ? 'tradeBan' : standing.restriction === 'LIMITED_ACCOUNT' ? 'limited' : 'tradeHold';
    return { status: 'NOT_SELLABLE', statusReason: reason };
  }
  if (standing.escrowDays > 0) return { status: 'NOT_SELLABLE', statusReason: 'tradeHold' };
  return { status: 'NORMAL', statusReason: null };
}

/** The accounts as the inventory reads, joins and marks them. */
export { hasSteamAccount, markInventoryRefreshed, steamAccountIdsOfSql, steamAccountJoin, steamAccountsOf } from './steamAccountQueries.ts';
/** A Steam account's statement the purchase sends (steamAccountSql.ts). */
export { receivingAccountSql } from './steamAccountSql.ts';
