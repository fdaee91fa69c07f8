// The simulated Steam: the embedded default driver of the TradePlatform port. A persistent Steam
// kept in the sim_* tables that behaves like Steam: accounts signed in with password and Steam
// Guard code, CS2 inventories of real catalogue items, trade links, standing, and trade offers with
// Steam's states, confirmations, holds, counter-offers, expiries and trade-protection reversals.
//
// Time is the injected clock, and nothing runs on timers: every port call first settles whatever
// became due (counterparty reactions, expiries, ends of holds, reversals), in order, each at the
// time it was due. Every change runs in a transaction that locks the offer (or trade) row and the
// assets it moves, and re-checks the state under the lock, so two calls cannot both move one offer
// or one asset.
//
// Trade protection: a trade's received items are trade-protected for 7 days and the trade can be
// reversed meanwhile; the trade of an offer whose message names a lease (its number, "L" and 18
// digits: lib/leaseTerms.ts LEASE_NO_IN_MESSAGE, which the lease's delivery and return offers carry)
// is protected for 7 lease days (the `leaseDaySeconds` option, LEASE_DAY_SECONDS) instead.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LEASE_PROTECTION_DAYS, leaseNoInOfferMessage } from '../../../../lib/leaseTerms.ts';
import { db } from '../../../db/client.ts';
import type { Prisma, PrismaClient } from '../../../db/generated/prisma/client.ts';
import { transaction } from '../../../db/transaction.ts';
import { ACCOUNT_NAME_PATTERN, isSecret20, normaliseSteamId64, STEAMID64_MIN, type Mafile } from '../mafile.ts';
import { canTransition, isFinal, type TradeOfferState, type TradeStatus } from '../offerStates.ts';
import {
  type AccountStanding,
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  type AssetSticker,
  type CreateOfferInput,
  type Cs2ContextId,
  type InventoryAsset,
  type OfferAnswer,
  type OfferItem,
  type ReceivedAsset,
  type SteamSession,
  type TradeLink,
  type TradeOffer,
  type TradePlatform,
  TradePlatformError,
  type TradeReceipt,
} from '../port.ts';
import { generateAuthCode, generateConfirmationKey, verifyAuthCode } from '../steamGuard.ts';
import { type AssetDraft, classAndInstanceIds, draftFor, draftInventory, SeededRandom, templatesByHashName } from './inventoryGenerator.ts';
import { hashPassword, verifyPassword } from './passwordHash.ts';
import { sdaMafileJson } from './sdaMafile.ts';

type Client = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;
type OfferRow = Awaited<ReturnType<PrismaClient['simTradeOffer']['findUniqueOrThrow']>>;
type TradeRow = Awaited<ReturnType<PrismaClient['simTrade']['findUniqueOrThrow']>>;
type UserRow = Awaited<ReturnType<PrismaClient['simSteamUser']['findUniqueOrThrow']>>;
type AssetRow = Awaited<ReturnType<PrismaClient['simAsset']['findUniqueOrThrow']>>;

/** How a simulated account answers the offers it receives. */
export const COUNTERPARTY_BEHAVIOURS = ['ACCEPT', 'DECLINE', 'COUNTER', 'IGNORE', 'ESCROW', 'REVERSE', 'CANCEL_CONFIRMATION'] as const;
export type CounterpartyBehaviour = (typeof COUNTERPARTY_BEHAVIOURS)[number];

export type BehaviourOptions = {
  /** seconds from the offer becoming ACTIVE to the reaction (default 5) */
  reactionSeconds?: number;
  /** ESCROW: the hold in days (default: the account's escrow days, or 15 when it has none) */
  escrowDays?: number;
  /** REVERSE: seconds after acceptance at which the trade is reversed; less than 7 days (default 1 day) */
  reverseAfterSeconds?: number;
};

export type StandingChange = {
  tradeBanned?: boolean;
  limited?: boolean;
  escrowDays?: number;
  /** a new-device trade hold until this time; null lifts it */
  tradeHoldUntil?: Date | null;
};

export type CreateAccountInput = {
  accountName: string;
  password: string;
  /** items in the generated inventory (default 30; 0 for an empty one) */
  inventorySize?: number;
  /** with the account name, makes the SteamID (when not given), secrets and trade token deterministic; alone, the inventory */
  seed?: string;
  sharedSecret?: string;
  identitySecret?: string;
  steamId?: string;
  /** catalogue hash names to put into the inventory first */
  includeItems?: string[];
};

export type CreatedAccount = { steamId: string; accountName: string; mafileJson: string };

/** An asset for addAssets: a catalogue hash name; wear, seed and paint index default to plausible values. */
export type AssetSpec = {
  marketHashName: string;
  contextId?: Cs2ContextId;
  /** false: never tradable */
  tradable?: boolean;
  tradableAfter?: Date | null;
  marketable?: boolean;
  float?: number | null;
  paintSeed?: number | null;
  paintIndex?: number | null;
  stickers?: AssetSticker[];
};

export type SimulatedSteamErrorCode = 'ACCOUNT_EXISTS' | 'ACCOUNT_NOT_FOUND' | 'INVALID_INPUT' | 'NOT_FOUND';

/** A misuse of a control method (not a port failure). */
export class SimulatedSteamError extends Error {
  constructor(
    readonly code: SimulatedSteamErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SimulatedSteamError';
  }
}

/** Steam's lifetime of a trade offer. */
export const OFFER_LIFETIME_DAYS = 14;
/** CS2 trade protection: received items cannot be traded, and the trade can be reversed, for 7 days. */
export const TRADE_PROTECTION_DAYS = 7;
/** Steam's hold for accounts without a mobile authenticator (used by ESCROW when the account has none). */
export const DEFAULT_ESCROW_DAYS = 15;
export const SESSION_LIFETIME_MS = 24 * 3_600_000;
/** How long a session can still be refreshed (Steam's refresh tokens last about 200 days). */
export const SESSION_REFRESHABLE_MS = 200 * 86_400_000;
export const OFFER_MESSAGE_MAX_LENGTH = 128;

const DAY_MS = 86_400_000;
const OPEN_STATES: TradeOfferState[] = ['CREATED_NEEDS_CONFIRMATION', 'ACTIVE', 'IN_ESCROW'];
const ACCOUNT_ID_BASE = STEAMID64_MIN - 1n;
const MAX_SETTLE_STEPS = 1_000;

type TradeItem = {
  fromSteamId: string;
  toSteamId: string;
  appId: typeof CS2_APP_ID;
  contextId: Cs2ContextId;
  assetId: string;
  newAssetId: string | null;
  newContextId: Cs2ContextId | null;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const later = (time: Date, ms: number) => new Date(time.getTime() + ms);
const earliest = (...times: Date[]) => new Date(Math.min(...times.map((time) => time.getTime())));
const unix = (time: Date) => Math.floor(time.getTime() / 1000);
const parseId = (id: string): bigint | null => (/^\d{1,19}$/.test(id) ? BigInt(id) : null);
const accountIdOf = (steamId: string) => Number(BigInt(steamId) & 0xffffffffn);

export class SimulatedSteam implements TradePlatform {
  readonly name = 'simulated';
  private readonly now: () => Date;
  private readonly client: PrismaClient | undefined;
  private readonly leaseDayMs: number;

  /**
   * `prisma` defaults to db(); seeds and scripts that have not registered a database pass theirs.
   * `leaseDaySeconds` (default a real day): the length of a day of a lease trade's protection.
   */
  constructor(options: { now?: () => Date; prisma?: PrismaClient; leaseDaySeconds?: number } = {}) {
    this.now = options.now ?? (() => new Date());
    this.client = options.prisma;
    const leaseDaySeconds = options.leaseDaySeconds ?? 86_400;
    if (!(Number.isInteger(leaseDaySeconds) && leaseDaySeconds > 0)) throw new Error('leaseDaySeconds is a positive whole number');
    this.leaseDayMs = leaseDaySeconds * 1000;
  }

  /** How long the trade of an offer with this message is protected: 7 lease days when it names a lease, else 7 days. */
  protectionMsOf(message: string): number {
    return leaseNoInOfferMessage(message) === null ? TRADE_PROTECTION_DAYS * DAY_MS : LEASE_PROTECTION_DAYS * this.leaseDayMs;
  }

  private get prisma(): PrismaClient {
    return this.client ?? db();
  }

  // -------------------------------------------------------------------------------------------
  // Port: sessions

  async signIn({ mafile, password }: { mafile: Mafile; password: string }): Promise<SteamSession> {
    const now = this.now();
    const user = await this.prisma.simSteamUser.findUnique({ where: { accountName: mafile.accountName } });
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw new TradePlatformError('BAD_CREDENTIALS', 'The account name or password is wrong');
    }
    if (mafile.steamId !== user.steamId) throw new TradePlatformError('MAFILE_MISMATCH', 'The Mafile belongs to another account');
    const code = generateAuthCode(mafile.sharedSecret, unix(now));
    if (!verifyAuthCode(user.sharedSecret, code, unix(now))) {
      throw new TradePlatformError('GUARD_CODE_REJECTED', 'Steam Guard refused the code');
    }
    return this.issueSession(user, now, later(now, SESSION_REFRESHABLE_MS));
  }

  /**
   * A new token from a known one, also after it expired, until it is revoked (revokeSessions,
   * setPassword) or its refresh window ends. The old token keeps working until its own expiry.
   */
  async refreshSession(session: SteamSession): Promise<SteamSession> {
    const now = this.now();
    const row = await this.prisma.simSteamSession.findUnique({ where: { tokenHash: sha256(session.token) }, include: { user: true } });
    if (!row || row.revokedAt || row.steamId !== session.steamId || row.refreshableUntil <= now) {
      throw new TradePlatformError('SESSION_EXPIRED', 'The session cannot be refreshed: sign in again');
    }
    return this.issueSession(row.user, now, later(now, SESSION_REFRESHABLE_MS));
  }

  private async issueSession(user: UserRow, now: Date, refreshableUntil: Date): Promise<SteamSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = later(now, SESSION_LIFETIME_MS);
    await this.prisma.simSteamSession.create({
      data: { tokenHash: sha256(token), steamId: user.steamId, createdAt: now, expiresAt, refreshableUntil },
    });
    return { steamId: user.steamId, accountName: user.accountName, token, expiresAt };
  }

  /** The session's account; SESSION_EXPIRED for an unknown, revoked or expired token. */
  private async account(session: SteamSession): Promise<UserRow> {
    const now = this.now();
    const row = await this.prisma.simSteamSession.findUnique({ where: { tokenHash: sha256(session.token) }, include: { user: true } });
    if (!row || row.revokedAt || row.steamId !== session.steamId || row.expiresAt <= now) {
      throw new TradePlatformError('SESSION_EXPIRED', 'The session has expired: refresh it or sign in again');
    }
    return row.user;
  }

  // -------------------------------------------------------------------------------------------
  // Port: inventory, trade link, standing

  async getInventory(session: SteamSession): Promise<InventoryAsset[]> {
    const user = await this.account(session);
    await this.settle();
    const now = this.now();
    const assets = await this.prisma.simAsset.findMany({
      where: { ownerSteamId: user.steamId, removedAt: null },
      orderBy: { assetId: 'desc' },
    });
    return assets.map((asset) => toInventoryAsset(asset, now));
  }

  async getTradeLink(session: SteamSession): Promise<TradeLink> {
    return tradeLinkOf(await this.account(session));
  }

  /**
   * A trade ban comes first (TRADE_BAN), then a new-device hold still running (TRADE_HOLD), then a
   * limited account (LIMITED_ACCOUNT): each makes canTrade false. Escrow days alone leave canTrade
   * true: the account trades, its trades are held.
   */
  async getAccountStanding(session: SteamSession): Promise<AccountStanding> {
    return standingOf(await this.account(session), this.now());
  }

  // -------------------------------------------------------------------------------------------
  // Port: offers and trades

  /**
   * Refusals: NOT_TRADABLE when the sender cannot trade (standing), an item is not the right
   * party's, is gone, cooling down, never tradable or listed twice, or the offer is empty;
   * INVALID_TRADE_LINK for an unknown partner, a wrong token or the sender's own link;
   * PARTNER_UNAVAILABLE when the partner is trade banned. Messages are cut at 128 characters.
   */
  async createOffer(session: SteamSession, input: CreateOfferInput): Promise<TradeOffer> {
    const sender = await this.account(session);
    await this.settle();
    const now = this.now();
    if (!standingOf(sender, now).canTrade) throw new TradePlatformError('NOT_TRADABLE', 'The account cannot trade now');

    const partner = (await this.findByTradeLink(input.tradeLink)) ?? (await this.recipientOf(input.tradeLink, now));
    if (!partner || partner.steamId === sender.steamId) throw new TradePlatformError('INVALID_TRADE_LINK', 'The trade link is not valid');
    if (partner.tradeBanned) throw new TradePlatformError('PARTNER_UNAVAILABLE', 'The partner cannot trade');

    const items = [...input.itemsToGive, ...input.itemsToReceive];
    if (items.length === 0) throw new TradePlatformError('NOT_TRADABLE', 'An offer needs at least one item');
    if (new Set(items.map((item) => item.assetId)).size !== items.length) {
      throw new TradePlatformError('NOT_TRADABLE', 'An item appears twice in the offer');
    }
    const give = normaliseItems(input.itemsToGive);
    const receive = normaliseItems(input.itemsToReceive);
    const tradable = (await this.checkItems(this.prisma, sender.steamId, give, now)) && (await this.checkItems(this.prisma, partner.steamId, receive, now));
    if (!tradable) throw new TradePlatformError('NOT_TRADABLE', 'An item is missing or not tradable now');

    const needsConfirmation = give.length > 0;
    const expiresAt = later(now, OFFER_LIFETIME_DAYS * DAY_MS);
    const offer = await this.prisma.simTradeOffer.create({
      data: {
        senderSteamId: sender.steamId,
        recipientSteamId: partner.steamId,
        state: needsConfirmation ? 'CREATED_NEEDS_CONFIRMATION' : 'ACTIVE',
        itemsToGive: give,
        itemsToReceive: receive,
        message: (input.message ?? '').slice(0, OFFER_MESSAGE_MAX_LENGTH),
        confirmationMethod: needsConfirmation ? 'mobile' : 'none',
        createdAt: now,
        updatedAt: now,
        expiresAt,
        // an unconfirmed offer is cancelled when it would have expired
        dueAt: needsConfirmation ? expiresAt : earliest(later(now, partner.reactionSeconds * 1000), expiresAt),
      },
    });
    return toTradeOffer(offer, sender.steamId);
  }

  async getOffer(session: SteamSession, offerId: string): Promise<TradeOffer | null> {
    const user = await this.account(session);
    await this.settle();
    const id = parseId(offerId);
    const offer = id === null ? null : await this.prisma.simTradeOffer.findUnique({ where: { offerId: id } });
    if (!offer || (offer.senderSteamId !== user.steamId && offer.recipientSteamId !== user.steamId)) return null;
    return toTradeOffer(offer, user.steamId);
  }

  /**
   * The sender cancels its open offer (CANCELED); the recipient declines an ACTIVE one (DECLINED).
   * Either party cancelling an offer IN_ESCROW gets CANCELED, the trade ESCROW_ROLLBACK and the
   * held items back. OFFER_NOT_OPEN for any other state.
   */
  async cancelOffer(session: SteamSession, offerId: string): Promise<TradeOffer> {
    const user = await this.account(session);
    await this.settle();
    const now = this.now();
    const offer = await this.transaction(async (tx) => {
      const locked = await this.lockOffer(tx, offerId, user.steamId);
      const state = locked.state as TradeOfferState;
      const isSender = locked.senderSteamId === user.steamId;
      if (state === 'IN_ESCROW') return this.rollBackEscrow(tx, locked, now);
      if (state === 'ACTIVE' || (state === 'CREATED_NEEDS_CONFIRMATION' && isSender)) {
        return this.moveOffer(tx, locked, isSender ? 'CANCELED' : 'DECLINED', now);
      }
      throw new TradePlatformError('OFFER_NOT_OPEN', 'The offer is no longer open');
    });
    return toTradeOffer(offer, user.steamId);
  }

  /**
   * The sender confirms its unsent offer (CREATED_NEEDS_CONFIRMATION → ACTIVE, or INVALID_ITEMS
   * when an item went away meanwhile); the recipient of an ACTIVE offer accepts and confirms it
   * (ACCEPTED, or IN_ESCROW when either party's trades are held). The identity secret is checked by
   * comparing its confirmation key ('allow', now) with the account's. CONFIRMATION_NOT_FOUND when
   * there is nothing to confirm or the key is refused.
   */
  async confirmOffer(session: SteamSession, offerId: string, secrets: Pick<Mafile, 'identitySecret'>): Promise<TradeOffer> {
    const user = await this.account(session);
    await this.settle();
    const now = this.now();
    const offer = await this.transaction(async (tx) => {
      const locked = await this.lockOffer(tx, offerId, user.steamId);
      const isSender = locked.senderSteamId === user.steamId;
      const pending = isSender ? locked.state === 'CREATED_NEEDS_CONFIRMATION' : locked.state === 'ACTIVE';
      if (!pending) throw new TradePlatformError('CONFIRMATION_NOT_FOUND', 'There is no pending confirmation for this offer');
      if (!confirmationKeyMatches(user.identitySecret, secrets.identitySecret, now)) {
        throw new TradePlatformError('CONFIRMATION_NOT_FOUND', 'The confirmation was refused');
      }
      if (isSender) return this.sendConfirmedOffer(tx, locked, now);
      return this.acceptOffer(tx, locked, now, 'ACCEPT');
    });
    return toTradeOffer(offer, user.steamId);
  }

  async getTrade(session: SteamSession, tradeId: string): Promise<TradeReceipt | null> {
    const user = await this.account(session);
    await this.settle();
    const id = parseId(tradeId);
    const trade = id === null ? null : await this.prisma.simTrade.findUnique({ where: { tradeId: id } });
    if (!trade || (trade.senderSteamId !== user.steamId && trade.recipientSteamId !== user.steamId)) return null;
    const items = trade.items as TradeItem[];
    const assetsReceived: ReceivedAsset[] = items
      .filter((item) => item.toSteamId === user.steamId && item.newAssetId !== null)
      .map((item) => ({
        appId: CS2_APP_ID,
        contextId: item.contextId,
        assetId: item.assetId,
        newAssetId: item.newAssetId!,
        newContextId: item.newContextId!,
      }));
    return {
      tradeId: trade.tradeId.toString(),
      status: trade.status as TradeStatus,
      partnerSteamId: trade.senderSteamId === user.steamId ? trade.recipientSteamId : trade.senderSteamId,
      createdAt: trade.createdAt,
      assetsReceived,
      rollbackTradeId: trade.rollbackTradeId?.toString() ?? null,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Controls for tests, seeds and scripts (not part of the port)

  /** Creates an account with a generated inventory and answers its SDA Mafile. ACCOUNT_EXISTS for a taken name. */
  async createAccount(input: CreateAccountInput): Promise<CreatedAccount> {
    if (!ACCOUNT_NAME_PATTERN.test(input.accountName)) {
      throw new SimulatedSteamError('INVALID_INPUT', 'An account name is 3–64 letters, digits or underscores');
    }
    if (input.password.length < 8) throw new SimulatedSteamError('INVALID_INPUT', 'A password has at least 8 characters');
    for (const secret of [input.sharedSecret, input.identitySecret]) {
      if (secret !== undefined && !isSecret20(secret)) throw new SimulatedSteamError('INVALID_INPUT', 'A secret is base64 of 20 bytes');
    }
    const size = input.inventorySize ?? 30;
    if (!Number.isInteger(size) || size < 0 || size > 5_000) throw new SimulatedSteamError('INVALID_INPUT', 'inventorySize is 0–5000');
    if (await this.prisma.simSteamUser.findUnique({ where: { accountName: input.accountName } })) {
      throw new SimulatedSteamError('ACCOUNT_EXISTS', `A simulated account named ${input.accountName} already exists`);
    }
    const now = this.now();
    const random = input.seed === undefined ? null : new SeededRandom(`sim-account:${input.seed}:${input.accountName}`);
    const bytes = (length: number) => (random ? Buffer.from(Array.from({ length }, () => random.integer(0, 255))) : randomBytes(length));

    let steamId: string;
    if (input.steamId !== undefined) {
      const normalised = normaliseSteamId64(input.steamId);
      if (!normalised) throw new SimulatedSteamError('INVALID_INPUT', 'steamId is not the SteamID64 of an individual account');
      steamId = normalised;
    } else {
      steamId = (ACCOUNT_ID_BASE + BigInt(random ? random.integer(100_000_000, 1_999_999_999) : randomInt(100_000_000, 2_000_000_000))).toString();
    }
    if (await this.prisma.simSteamUser.findUnique({ where: { steamId } })) {
      throw new SimulatedSteamError('ACCOUNT_EXISTS', 'A simulated account with this SteamID already exists');
    }
    const tokenAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const account = {
      steamId,
      accountName: input.accountName,
      passwordHash: await hashPassword(input.password),
      sharedSecret: input.sharedSecret ?? bytes(20).toString('base64'),
      identitySecret: input.identitySecret ?? bytes(20).toString('base64'),
      revocationCode: `R${String(bytes(4).readUInt32BE(0) % 100_000).padStart(5, '0')}`,
      serialNumber: BigInt(`0x${bytes(8).toString('hex')}`).toString(),
      tokenGid: bytes(7).toString('hex'),
      tradeToken: [...bytes(8)].map((byte) => tokenAlphabet[byte % tokenAlphabet.length]).join(''),
    };
    const drafts =
      size === 0 ? [] : await draftInventory(this.prisma, { seed: input.seed ?? randomBytes(8).toString('hex'), size, now, include: input.includeItems });
    await this.transaction(async (tx) => {
      await tx.simSteamUser.create({ data: { ...account, createdAt: now } });
      await insertAssets(tx, steamId, drafts, now);
    });
    return {
      steamId,
      accountName: input.accountName,
      mafileJson: sdaMafileJson({ ...account, serverTime: unix(now) }),
    };
  }

  async setBehaviour(steamId: string, behaviour: CounterpartyBehaviour, options: BehaviourOptions = {}): Promise<void> {
    if (!COUNTERPARTY_BEHAVIOURS.includes(behaviour)) throw new SimulatedSteamError('INVALID_INPUT', 'Unknown behaviour');
    const { reactionSeconds, escrowDays, reverseAfterSeconds } = options;
    if (reactionSeconds !== undefined && !(Number.isInteger(reactionSeconds) && reactionSeconds >= 0)) {
      throw new SimulatedSteamError('INVALID_INPUT', 'reactionSeconds is a non-negative integer');
    }
    if (
      reverseAfterSeconds !== undefined &&
      !(Number.isInteger(reverseAfterSeconds) && reverseAfterSeconds >= 0 && reverseAfterSeconds < TRADE_PROTECTION_DAYS * 86_400)
    ) {
      throw new SimulatedSteamError('INVALID_INPUT', 'reverseAfterSeconds is inside the 7-day trade protection');
    }
    const user = await this.user(steamId);
    const holdDays = behaviour === 'ESCROW' ? (escrowDays ?? (user.escrowDays > 0 ? user.escrowDays : DEFAULT_ESCROW_DAYS)) : escrowDays;
    if (holdDays !== undefined && !(Number.isInteger(holdDays) && holdDays >= 0 && holdDays <= 30)) {
      throw new SimulatedSteamError('INVALID_INPUT', 'escrowDays is 0–30');
    }
    await this.prisma.simSteamUser.update({
      where: { steamId },
      data: { behaviour, reactionSeconds, reverseAfterSeconds, escrowDays: holdDays },
    });
  }

  async setStanding(steamId: string, change: StandingChange): Promise<void> {
    await this.user(steamId);
    if (change.escrowDays !== undefined && !(Number.isInteger(change.escrowDays) && change.escrowDays >= 0 && change.escrowDays <= 30)) {
      throw new SimulatedSteamError('INVALID_INPUT', 'escrowDays is 0–30');
    }
    await this.prisma.simSteamUser.update({ where: { steamId }, data: change });
  }

  /** Signs every session of the account out: their tokens neither work nor refresh. */
  async revokeSessions(steamId: string): Promise<number> {
    await this.user(steamId);
    const { count } = await this.prisma.simSteamSession.updateMany({ where: { steamId, revokedAt: null }, data: { revokedAt: this.now() } });
    return count;
  }

  /** Changes the password, which also revokes every session (as Steam does). */
  async setPassword(steamId: string, password: string): Promise<void> {
    await this.user(steamId);
    if (password.length < 8) throw new SimulatedSteamError('INVALID_INPUT', 'A password has at least 8 characters');
    await this.prisma.simSteamUser.update({ where: { steamId }, data: { passwordHash: await hashPassword(password) } });
    await this.revokeSessions(steamId);
  }

  /** Adds catalogue items to an inventory; answers their asset ids in order. */
  async addAssets(steamId: string, specs: AssetSpec[]): Promise<string[]> {
    await this.user(steamId);
    const now = this.now();
    const templates = await templatesByHashName(this.prisma, [...new Set(specs.map((spec) => spec.marketHashName))]);
    const drafts = specs.map((spec, index): AssetDraft => {
      const template = templates.get(spec.marketHashName);
      if (!template) throw new SimulatedSteamError('INVALID_INPUT', `The catalogue has no item named ${spec.marketHashName}`);
      const drawn = draftFor(template, new SeededRandom(`sim-asset:${steamId}:${now.getTime()}:${index}`));
      return {
        marketHashName: spec.marketHashName,
        contextId: spec.contextId ?? (spec.tradableAfter && spec.tradableAfter > now ? CS2_CONTEXT_TRADE_PROTECTED : CS2_CONTEXT_DEFAULT),
        tradable: spec.tradable ?? true,
        tradableAfter: spec.tradableAfter ?? null,
        marketable: spec.marketable ?? spec.tradable ?? true,
        floatValue: spec.float !== undefined ? spec.float : drawn.floatValue,
        paintSeed: spec.paintSeed !== undefined ? spec.paintSeed : drawn.paintSeed,
        paintIndex: spec.paintIndex !== undefined ? spec.paintIndex : drawn.paintIndex,
        stickers: spec.stickers ?? [],
      };
    });
    const rows = await this.transaction((tx) => insertAssets(tx, steamId, drafts, now));
    return rows.map((row) => row.assetId.toString());
  }

  /** The user traded or consumed the item elsewhere: it leaves the inventory, and open offers holding it become INVALID_ITEMS. */
  async removeAsset(steamId: string, assetId: string): Promise<void> {
    const id = parseId(assetId);
    const now = this.now();
    await this.transaction(async (tx) => {
      const removed =
        id === null ? { count: 0 } : await tx.simAsset.updateMany({ where: { assetId: id, ownerSteamId: steamId, removedAt: null }, data: { removedAt: now } });
      if (removed.count === 0) throw new SimulatedSteamError('NOT_FOUND', 'The account has no such asset');
      await this.invalidateOffersHolding(tx, [assetId], now, null);
    });
  }

  /** Reverses a completed trade now (as during trade protection), whatever the counterparty's behaviour. */
  async reverseTrade(tradeId: string): Promise<void> {
    const id = parseId(tradeId);
    const trade = id === null ? null : await this.prisma.simTrade.findUnique({ where: { tradeId: id } });
    if (trade?.status !== 'COMPLETE' || trade.offerId === null) throw new SimulatedSteamError('NOT_FOUND', 'No reversible trade has this id');
    await this.prisma.simTrade.update({ where: { tradeId: trade.tradeId }, data: { reverseAt: this.now() } });
    await this.settle();
  }

  /**
   * The recipient of an ACTIVE offer answers it now, whatever its behaviour: ACCEPT (moving the items,
   * or holding them when an escrow applies), DECLINE, or EXPIRE (left unanswered to its end).
   */
  async answerOffer(offerId: string, answer: OfferAnswer): Promise<void> {
    await this.settle();
    const now = this.now();
    await this.transaction(async (tx) => {
      const id = parseId(offerId);
      if (id !== null) await tx.$queryRaw`SELECT offer_id FROM sim_trade_offers WHERE offer_id = ${id} FOR UPDATE`;
      const offer = id === null ? null : await tx.simTradeOffer.findUnique({ where: { offerId: id } });
      if (offer?.state !== 'ACTIVE') throw new SimulatedSteamError('NOT_FOUND', 'No offer waiting for its recipient has this id');
      if (answer === 'EXPIRE') await this.moveOffer(tx, offer, 'EXPIRED', now);
      else await this.react(tx, offer, answer, now);
    });
  }

  /** The sender refuses the mobile confirmation of its unsent offer (CANCELED_BY_SECOND_FACTOR). */
  async refuseConfirmation(steamId: string, offerId: string): Promise<void> {
    const now = this.now();
    await this.transaction(async (tx) => {
      const offer = await this.lockOffer(tx, offerId, steamId);
      if (offer.senderSteamId !== steamId || offer.state !== 'CREATED_NEEDS_CONFIRMATION') {
        throw new SimulatedSteamError('NOT_FOUND', 'The account has no pending confirmation for this offer');
      }
      await this.moveOffer(tx, offer, 'CANCELED_BY_SECOND_FACTOR', now);
    });
  }

  async findAccount(accountName: string): Promise<{ steamId: string; accountName: string } | null> {
    return this.prisma.simSteamUser.findUnique({ where: { accountName }, select: { steamId: true, accountName: true } });
  }

  /** Applies every transition that is due by the clock (also done by every port call). */
  async settle(): Promise<void> {
    const now = this.now();
    await this.prisma.simAsset.updateMany({
      where: { contextId: CS2_CONTEXT_TRADE_PROTECTED, removedAt: null, tradableAfter: { lte: now } },
      data: { contextId: CS2_CONTEXT_DEFAULT },
    });
    for (let step = 0; step < MAX_SETTLE_STEPS; step++) {
      const [offer, trade] = await Promise.all([
        this.prisma.simTradeOffer.findFirst({
          where: { state: { in: OPEN_STATES }, dueAt: { lte: now } },
          orderBy: [{ dueAt: 'asc' }, { offerId: 'asc' }],
          select: { offerId: true, dueAt: true },
        }),
        this.prisma.simTrade.findFirst({
          where: { status: 'COMPLETE', reverseAt: { lte: now } },
          orderBy: [{ reverseAt: 'asc' }, { tradeId: 'asc' }],
          select: { tradeId: true, reverseAt: true },
        }),
      ]);
      if (!offer && !trade) return;
      if (offer && (!trade || offer.dueAt! <= trade.reverseAt!)) {
        // many callers settling at once share the work: each takes a due offer no other one holds
        // (up to the earliest due reversal), and only when every due one is held waits for the earliest
        if (await this.runNextFreeDueOffer(trade?.reverseAt ?? now, now)) continue;
        await this.runDueOffer(offer.offerId, now);
      } else await this.runDueReversal(trade!.tradeId, now);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Transitions

  private transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return transaction(work, { client: this.prisma, timeout: 30_000, maxWait: 30_000 });
  }

  private async user(steamId: string): Promise<UserRow> {
    const user = await this.prisma.simSteamUser.findUnique({ where: { steamId } });
    if (!user) throw new SimulatedSteamError('ACCOUNT_NOT_FOUND', 'No simulated account has this SteamID');
    return user;
  }

  /**
   * A well-formed trade URL of a SteamID this Steam does not know yet: the account of someone outside
   * the market (a partner's customer), made on first use with the URL's token. It answers
   * offers only when told (answerOffer: the partner sandbox), like a customer who has not opened
   * Steam yet, so a partner decides what happens. It cannot sign in (no password matches).
   * A SteamID that exists with another token stays an invalid link, as on Steam.
   */
  private async recipientOf(link: TradeLink, now: Date): Promise<UserRow | null> {
    if (!Number.isSafeInteger(link.partner) || link.partner <= 0 || link.partner > 0xffffffff || !/^[A-Za-z0-9_-]{6,32}$/.test(link.token)) return null;
    const steamId = (ACCOUNT_ID_BASE + BigInt(link.partner)).toString();
    await this.prisma.$executeRaw`
      INSERT INTO sim_steam_users (steam_id, account_name, password_hash, shared_secret, identity_secret, revocation_code, serial_number, token_gid, trade_token, behaviour, created_at)
      VALUES (${steamId}, ${`recipient_${link.partner}`}, '!', ${randomBytes(20).toString('base64')}, ${randomBytes(20).toString('base64')},
              ${`R${String(randomInt(0, 100_000)).padStart(5, '0')}`}, ${BigInt(`0x${randomBytes(8).toString('hex')}`).toString()},
              ${randomBytes(7).toString('hex')}, ${link.token}, 'IGNORE', ${now})
      ON CONFLICT DO NOTHING`;
    return this.findByTradeLink(link);
  }

  private async findByTradeLink(link: TradeLink): Promise<UserRow | null> {
    if (!Number.isSafeInteger(link.partner) || link.partner <= 0 || link.partner > 0xffffffff || typeof link.token !== 'string') return null;
    const user = await this.prisma.simSteamUser.findUnique({ where: { steamId: (ACCOUNT_ID_BASE + BigInt(link.partner)).toString() } });
    if (!user) return null;
    const given = Buffer.from(link.token);
    const expected = Buffer.from(user.tradeToken);
    return given.length === expected.length && timingSafeEqual(given, expected) ? user : null;
  }

  /** The offer row, locked; OFFER_NOT_FOUND unless `steamId` is one of its parties. */
  private async lockOffer(tx: Tx, offerId: string, steamId: string): Promise<OfferRow> {
    const id = parseId(offerId);
    if (id !== null) await tx.$queryRaw`SELECT offer_id FROM sim_trade_offers WHERE offer_id = ${id} FOR UPDATE`;
    const offer = id === null ? null : await tx.simTradeOffer.findUnique({ where: { offerId: id } });
    if (!offer || (offer.senderSteamId !== steamId && offer.recipientSteamId !== steamId)) {
      throw new TradePlatformError('OFFER_NOT_FOUND', 'No such offer');
    }
    return offer;
  }

  /** Moves a locked offer to `to`, as the state machine allows (a bug otherwise). */
  private async moveOffer(tx: Tx, offer: OfferRow, to: TradeOfferState, at: Date, data: Prisma.SimTradeOfferUpdateInput = {}): Promise<OfferRow> {
    const from = offer.state as TradeOfferState;
    if (!canTransition(from, to)) throw new Error(`Simulated Steam: an offer cannot go from ${from} to ${to}`);
    const { count } = await tx.simTradeOffer.updateMany({
      where: { offerId: offer.offerId, state: from },
      data: { dueAt: isFinal(to) ? null : undefined, ...(data as Prisma.SimTradeOfferUpdateManyMutationInput), state: to, updatedAt: at },
    });
    if (count !== 1) throw new TradePlatformError('OFFER_NOT_OPEN', 'The offer changed meanwhile');
    return tx.simTradeOffer.findUniqueOrThrow({ where: { offerId: offer.offerId } });
  }

  /** Whether every item is `owner`'s, still in the inventory and tradable at `at`. */
  private async checkItems(client: Client, owner: string, items: OfferItem[], at: Date): Promise<boolean> {
    if (items.length === 0) return true;
    const ids = items.map((item) => parseId(item.assetId));
    if (ids.some((id) => id === null) || items.some((item) => item.appId !== CS2_APP_ID)) return false;
    const assets = await client.simAsset.findMany({ where: { assetId: { in: ids as bigint[] } } });
    return assets.length === items.length && assets.every((asset) => asset.ownerSteamId === owner && asset.removedAt === null && isTradableAt(asset, at));
  }

  private async sendConfirmedOffer(tx: Tx, offer: OfferRow, at: Date): Promise<OfferRow> {
    const recipient = await tx.simSteamUser.findUniqueOrThrow({ where: { steamId: offer.recipientSteamId } });
    const active = await this.moveOffer(tx, offer, 'ACTIVE', at, {
      dueAt: earliest(later(at, recipient.reactionSeconds * 1000), offer.expiresAt),
    });
    if (!(await this.itemsStillThere(tx, active, at))) return this.moveOffer(tx, active, 'INVALID_ITEMS', at);
    return active;
  }

  /** Locks every asset of the offer (both sides, in one id order) and checks them. */
  private async itemsStillThere(tx: Tx, offer: OfferRow, at: Date): Promise<boolean> {
    const give = offer.itemsToGive as OfferItem[];
    const receive = offer.itemsToReceive as OfferItem[];
    await lockAssets(
      tx,
      [...give, ...receive].map((item) => item.assetId),
    );
    return (await this.checkItems(tx, offer.senderSteamId, give, at)) && (await this.checkItems(tx, offer.recipientSteamId, receive, at));
  }

  /** Processes the earliest offer due by `until` that no other transaction holds; false when there is none. */
  private async runNextFreeDueOffer(until: Date, now: Date): Promise<boolean> {
    return this.transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ offer_id: bigint }[]>`
        SELECT offer_id FROM sim_trade_offers WHERE state = ANY(${OPEN_STATES}::text[]) AND due_at <= ${until}
        ORDER BY due_at, offer_id LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!row) return false;
      await this.processDueOffer(tx, row.offer_id, now);
      return true;
    });
  }

  /** Processes one due offer at the time it was due. */
  private async runDueOffer(offerId: bigint, now: Date): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.$queryRaw`SELECT offer_id FROM sim_trade_offers WHERE offer_id = ${offerId} FOR UPDATE`;
      await this.processDueOffer(tx, offerId, now);
    });
  }

  /** The due offer's transition (the caller holds its row lock); nothing when it is no longer due. */
  private async processDueOffer(tx: Tx, offerId: bigint, now: Date): Promise<void> {
    const offer = await tx.simTradeOffer.findUniqueOrThrow({ where: { offerId } });
    const at = offer.dueAt;
    const state = offer.state as TradeOfferState;
    if (!at || at > now || isFinal(state)) return;
    if (state === 'IN_ESCROW') {
      await this.completeEscrow(tx, offer, at);
    } else if (state === 'CREATED_NEEDS_CONFIRMATION') {
      await this.moveOffer(tx, offer, 'CANCELED', at);
    } else if (at >= offer.expiresAt) {
      await this.moveOffer(tx, offer, 'EXPIRED', at);
    } else if (offer.countersOfferId !== null) {
      // a counter-offer waits for the original sender (confirmOffer / cancelOffer) until it expires
      await tx.simTradeOffer.update({ where: { offerId }, data: { dueAt: offer.expiresAt } });
    } else {
      const recipient = await tx.simSteamUser.findUniqueOrThrow({ where: { steamId: offer.recipientSteamId } });
      await this.react(tx, offer, recipient.behaviour as CounterpartyBehaviour, at);
    }
  }

  /** The counterparty's answer to an ACTIVE offer it received. */
  private async react(tx: Tx, offer: OfferRow, behaviour: CounterpartyBehaviour, at: Date): Promise<OfferRow> {
    switch (behaviour) {
      case 'DECLINE':
        return this.moveOffer(tx, offer, 'DECLINED', at);
      case 'IGNORE':
        return tx.simTradeOffer.update({ where: { offerId: offer.offerId }, data: { dueAt: offer.expiresAt } });
      case 'CANCEL_CONFIRMATION':
        // accepted in the web page, then refused in the mobile confirmation
        return this.moveOffer(tx, offer, 'CANCELED_BY_SECOND_FACTOR', at);
      case 'COUNTER': {
        if (!(await this.itemsStillThere(tx, offer, at))) return this.moveOffer(tx, offer, 'INVALID_ITEMS', at);
        // the counterparty proposes the same exchange from its side, as a new offer
        const counter = await tx.simTradeOffer.create({
          data: {
            senderSteamId: offer.recipientSteamId,
            recipientSteamId: offer.senderSteamId,
            state: 'ACTIVE',
            itemsToGive: offer.itemsToReceive as OfferItem[],
            itemsToReceive: offer.itemsToGive as OfferItem[],
            message: 'Counter-offer',
            confirmationMethod: 'none',
            createdAt: at,
            updatedAt: at,
            expiresAt: later(at, OFFER_LIFETIME_DAYS * DAY_MS),
            dueAt: later(at, OFFER_LIFETIME_DAYS * DAY_MS),
            countersOfferId: offer.offerId,
          },
        });
        return this.moveOffer(tx, offer, 'COUNTERED', at, { counterOfferId: counter.offerId });
      }
      default:
        return this.acceptOffer(tx, offer, at, behaviour);
    }
  }

  /**
   * The recipient accepts: INVALID_ITEMS when an item went away, IN_ESCROW when a hold applies (the
   * larger of both parties' escrow days; ESCROW: the recipient's hold), else ACCEPTED with the items
   * moved (REVERSE also schedules the reversal).
   */
  private async acceptOffer(tx: Tx, offer: OfferRow, at: Date, behaviour: 'ACCEPT' | 'ESCROW' | 'REVERSE'): Promise<OfferRow> {
    if (!(await this.itemsStillThere(tx, offer, at))) return this.moveOffer(tx, offer, 'INVALID_ITEMS', at);
    const [sender, recipient] = await Promise.all([
      tx.simSteamUser.findUniqueOrThrow({ where: { steamId: offer.senderSteamId } }),
      tx.simSteamUser.findUniqueOrThrow({ where: { steamId: offer.recipientSteamId } }),
    ]);
    const holdDays =
      behaviour === 'ESCROW' ? (recipient.escrowDays > 0 ? recipient.escrowDays : DEFAULT_ESCROW_DAYS) : Math.max(sender.escrowDays, recipient.escrowDays);

    const items: TradeItem[] = [
      ...(offer.itemsToGive as OfferItem[]).map((item) => tradeItem(item, offer.senderSteamId, offer.recipientSteamId)),
      ...(offer.itemsToReceive as OfferItem[]).map((item) => tradeItem(item, offer.recipientSteamId, offer.senderSteamId)),
    ];
    await this.takeAssets(tx, items, at);
    await this.invalidateOffersHolding(
      tx,
      items.map((item) => item.assetId),
      at,
      offer.offerId,
    );

    if (holdDays > 0) {
      const escrowEndsAt = later(at, holdDays * DAY_MS);
      const trade = await tx.simTrade.create({
        data: { ...tradeParties(offer), offerId: offer.offerId, status: 'IN_ESCROW', items, escrowEndsAt, createdAt: at, updatedAt: at },
      });
      return this.moveOffer(tx, offer, 'IN_ESCROW', at, { escrowEndsAt, dueAt: escrowEndsAt, tradeId: trade.tradeId });
    }
    const protectionMs = this.protectionMsOf(offer.message);
    const delivered = await this.deliver(tx, items, at, protectionMs);
    const trade = await tx.simTrade.create({
      data: {
        ...tradeParties(offer),
        offerId: offer.offerId,
        status: 'COMPLETE',
        items: delivered,
        reverseAt: behaviour === 'REVERSE' ? later(at, reverseAfterMs(recipient.reverseAfterSeconds, protectionMs)) : null,
        createdAt: at,
        updatedAt: at,
      },
    });
    return this.moveOffer(tx, offer, 'ACCEPTED', at, { tradeId: trade.tradeId });
  }

  /** Takes the (locked, checked) assets out of their owners' inventories. */
  private async takeAssets(tx: Tx, items: TradeItem[], at: Date): Promise<void> {
    for (const item of items) {
      const { count } = await tx.simAsset.updateMany({
        where: { assetId: BigInt(item.assetId), ownerSteamId: item.fromSteamId, removedAt: null },
        data: { removedAt: at },
      });
      if (count !== 1) throw new Error('Simulated Steam: a checked asset went away inside its transaction');
    }
  }

  /** New assets for the receivers: new ids, trade protected (context 16) for `protectionMs` (7 days, or 7 lease days). */
  private async deliver(tx: Tx, items: TradeItem[], at: Date, protectionMs: number): Promise<TradeItem[]> {
    const delivered: TradeItem[] = [];
    for (const item of items) {
      const original = await tx.simAsset.findUniqueOrThrow({ where: { assetId: BigInt(item.assetId) } });
      const copy = await tx.simAsset.create({
        data: {
          ...assetCopy(original),
          ownerSteamId: item.toSteamId,
          contextId: CS2_CONTEXT_TRADE_PROTECTED,
          tradableAfter: later(at, protectionMs),
          previousAssetId: original.assetId,
          createdAt: at,
        },
      });
      delivered.push({ ...item, newAssetId: copy.assetId.toString(), newContextId: CS2_CONTEXT_TRADE_PROTECTED });
    }
    return delivered;
  }

  private async completeEscrow(tx: Tx, offer: OfferRow, at: Date): Promise<void> {
    const trade = await this.lockTrade(tx, offer.tradeId!);
    const delivered = await this.deliver(tx, trade.items as TradeItem[], at, this.protectionMsOf(offer.message));
    await tx.simTrade.update({ where: { tradeId: trade.tradeId }, data: { status: 'COMPLETE', items: delivered, updatedAt: at } });
    await this.moveOffer(tx, offer, 'ACCEPTED', at);
  }

  /** A held trade is cancelled: the items go back to their owners unchanged. */
  private async rollBackEscrow(tx: Tx, offer: OfferRow, at: Date): Promise<OfferRow> {
    const trade = await this.lockTrade(tx, offer.tradeId!);
    for (const item of trade.items as TradeItem[]) {
      await tx.simAsset.update({ where: { assetId: BigInt(item.assetId) }, data: { removedAt: null } });
    }
    await tx.simTrade.update({ where: { tradeId: trade.tradeId }, data: { status: 'ESCROW_ROLLBACK', updatedAt: at } });
    return this.moveOffer(tx, offer, 'CANCELED', at);
  }

  private async lockTrade(tx: Tx, tradeId: bigint): Promise<TradeRow> {
    await tx.$queryRaw`SELECT trade_id FROM sim_trades WHERE trade_id = ${tradeId} FOR UPDATE`;
    return tx.simTrade.findUniqueOrThrow({ where: { tradeId } });
  }

  /**
   * Reverses a completed trade during trade protection: the items still in the receivers'
   * inventories go back to their previous owners (new asset ids, context 2, tradable again) through a
   * reversal trade; the original trade becomes TRADE_PROTECTION_ROLLBACK.
   */
  private async runDueReversal(tradeId: bigint, now: Date): Promise<void> {
    await this.transaction(async (tx) => {
      const trade = await this.lockTrade(tx, tradeId);
      const at = trade.reverseAt;
      if (trade.status !== 'COMPLETE' || !at || at > now) return;
      const returned: TradeItem[] = [];
      const items = trade.items as TradeItem[];
      await lockAssets(
        tx,
        items.flatMap((item) => (item.newAssetId ? [item.newAssetId] : [])),
      );
      for (const item of items) {
        if (!item.newAssetId) continue;
        const { count } = await tx.simAsset.updateMany({
          where: { assetId: BigInt(item.newAssetId), ownerSteamId: item.toSteamId, removedAt: null },
          data: { removedAt: at },
        });
        if (count === 0) continue;
        const received = await tx.simAsset.findUniqueOrThrow({ where: { assetId: BigInt(item.newAssetId) } });
        const back = await tx.simAsset.create({
          data: {
            ...assetCopy(received),
            ownerSteamId: item.fromSteamId,
            contextId: CS2_CONTEXT_DEFAULT,
            tradableAfter: null,
            previousAssetId: received.assetId,
            createdAt: at,
          },
        });
        returned.push({
          fromSteamId: item.toSteamId,
          toSteamId: item.fromSteamId,
          appId: CS2_APP_ID,
          contextId: CS2_CONTEXT_TRADE_PROTECTED,
          assetId: item.newAssetId,
          newAssetId: back.assetId.toString(),
          newContextId: CS2_CONTEXT_DEFAULT,
        });
      }
      await this.invalidateOffersHolding(
        tx,
        returned.map((item) => item.assetId),
        at,
        null,
      );
      const rollback = await tx.simTrade.create({
        data: {
          status: 'COMPLETE',
          senderSteamId: trade.recipientSteamId,
          recipientSteamId: trade.senderSteamId,
          items: returned,
          rollbackOfTradeId: trade.tradeId,
          createdAt: at,
          updatedAt: at,
        },
      });
      await tx.simTrade.update({
        where: { tradeId: trade.tradeId },
        data: { status: 'TRADE_PROTECTION_ROLLBACK', rollbackTradeId: rollback.tradeId, updatedAt: at },
      });
    });
  }

  /**
   * Open ACTIVE offers holding one of these assets become INVALID_ITEMS. Offers locked by another
   * transaction are skipped: that transaction re-checks the items under its own lock.
   */
  private async invalidateOffersHolding(tx: Tx, assetIds: string[], at: Date, exceptOfferId: bigint | null): Promise<void> {
    if (assetIds.length === 0) return;
    const rows = await tx.$queryRaw<{ offer_id: bigint }[]>`
      SELECT offer_id FROM sim_trade_offers
      WHERE state = 'ACTIVE' AND offer_id <> ${exceptOfferId ?? -1n}
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(items_to_give || items_to_receive) item
                    WHERE item->>'assetId' = ANY(${assetIds}::text[]))
      FOR UPDATE SKIP LOCKED`;
    for (const row of rows) {
      const offer = await tx.simTradeOffer.findUniqueOrThrow({ where: { offerId: BigInt(row.offer_id) } });
      if (offer.state === 'ACTIVE') await this.moveOffer(tx, offer, 'INVALID_ITEMS', at);
    }
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * When a REVERSE counterparty reverses a trade after its acceptance: its reverseAfterSeconds, inside
 * the protection; a lease trade's protection shorter than 7 days is reversed half-way through at the latest.
 */
function reverseAfterMs(reverseAfterSeconds: number, protectionMs: number): number {
  const ms = reverseAfterSeconds * 1000;
  return protectionMs < TRADE_PROTECTION_DAYS * DAY_MS ? Math.min(ms, protectionMs / 2) : ms;
}

function normaliseItems(items: OfferItem[]): OfferItem[] {
  return items.map((item) => ({ appId: item.appId, contextId: item.contextId, assetId: String(item.assetId) }));
}

function tradeItem(item: OfferItem, fromSteamId: string, toSteamId: string): TradeItem {
  return { fromSteamId, toSteamId, appId: CS2_APP_ID, contextId: item.contextId, assetId: item.assetId, newAssetId: null, newContextId: null };
}

function tradeParties(offer: OfferRow) {
  return { senderSteamId: offer.senderSteamId, recipientSteamId: offer.recipientSteamId };
}

function assetCopy(asset: AssetRow) {
  return {
    classId: asset.classId,
    instanceId: asset.instanceId,
    marketHashName: asset.marketHashName,
    tradable: asset.tradable,
    marketable: asset.marketable,
    floatValue: asset.floatValue,
    paintSeed: asset.paintSeed,
    paintIndex: asset.paintIndex,
    stickers: asset.stickers as Prisma.InputJsonValue,
  };
}

/** Locks asset rows in ascending id order, so that concurrent transactions cannot deadlock on them. */
async function lockAssets(tx: Tx, assetIds: string[]): Promise<void> {
  const ids = [...new Set(assetIds)].map(parseId).filter((id): id is bigint => id !== null);
  ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.$queryRaw`SELECT asset_id FROM sim_assets WHERE asset_id = ${id} FOR UPDATE`;
}

function isTradableAt(asset: Pick<AssetRow, 'tradable' | 'tradableAfter'>, at: Date): boolean {
  return asset.tradable && (asset.tradableAfter === null || asset.tradableAfter <= at);
}

function insertAssets(tx: Tx, ownerSteamId: string, drafts: AssetDraft[], now: Date) {
  return tx.simAsset.createManyAndReturn({
    data: drafts.map((draft) => ({
      ...draft,
      ...classAndInstanceIds(draft),
      ownerSteamId,
      stickers: draft.stickers,
      createdAt: now,
    })),
    select: { assetId: true },
  });
}

function confirmationKeyMatches(storedSecret: string, givenSecret: string, now: Date): boolean {
  if (typeof givenSecret !== 'string' || !isSecret20(givenSecret)) return false;
  const time = unix(now);
  const expected = Buffer.from(generateConfirmationKey(storedSecret, time, 'allow'), 'base64');
  const given = Buffer.from(generateConfirmationKey(givenSecret, time, 'allow'), 'base64');
  return timingSafeEqual(expected, given);
}

function standingOf(user: UserRow, now: Date): AccountStanding {
  const escrowDays = user.escrowDays;
  if (user.tradeBanned) return { canTrade: false, restriction: 'TRADE_BAN', escrowDays };
  if (user.tradeHoldUntil && user.tradeHoldUntil > now) return { canTrade: false, restriction: 'TRADE_HOLD', escrowDays };
  if (user.limited) return { canTrade: false, restriction: 'LIMITED_ACCOUNT', escrowDays };
  return { canTrade: true, restriction: null, escrowDays };
}

function tradeLinkOf(user: Pick<UserRow, 'steamId' | 'tradeToken'>): TradeLink {
  const partner = accountIdOf(user.steamId);
  return {
    partner,
    token: user.tradeToken,
    url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${user.tradeToken}`,
  };
}

/** The trade link of a simulated account (for tests and seeds that do not hold a session). */
export function simulatedTradeLink(account: { steamId: string; tradeToken: string }): TradeLink {
  return tradeLinkOf(account);
}

function toInventoryAsset(asset: AssetRow, now: Date): InventoryAsset {
  const cooling = asset.tradableAfter !== null && asset.tradableAfter > now;
  return {
    assetId: asset.assetId.toString(),
    contextId: asset.contextId as Cs2ContextId,
    classId: asset.classId,
    instanceId: asset.instanceId,
    marketHashName: asset.marketHashName,
    tradable: asset.tradable && !cooling,
    tradableAfter: asset.tradable && cooling ? asset.tradableAfter : null,
    marketable: asset.marketable,
    float: asset.floatValue,
    paintSeed: asset.paintSeed,
    paintIndex: asset.paintIndex,
    stickers: asset.stickers as AssetSticker[],
    inspectLink: simulatedInspectLink(asset),
  };
}

/** The in-game inspect link the simulation gives an asset (items with wear only), as an inventory read answers it. */
export function simulatedInspectLink(asset: Pick<AssetRow, 'ownerSteamId' | 'assetId' | 'floatValue'>): string | null {
  return asset.floatValue === null
    ? null
    : `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${asset.ownerSteamId}A${asset.assetId}D${inspectD(asset.assetId)}`;
}

function inspectD(assetId: bigint): string {
  return BigInt(`0x${createHash('sha1').update(`inspect:${assetId}`).digest('hex').slice(0, 15)}`).toString();
}

function toTradeOffer(offer: OfferRow, viewerSteamId: string): TradeOffer {
  const isOurOffer = offer.senderSteamId === viewerSteamId;
  const give = offer.itemsToGive as OfferItem[];
  const receive = offer.itemsToReceive as OfferItem[];
  return {
    id: offer.offerId.toString(),
    state: offer.state as TradeOfferState,
    isOurOffer,
    partnerSteamId: isOurOffer ? offer.recipientSteamId : offer.senderSteamId,
    itemsToGive: isOurOffer ? give : receive,
    itemsToReceive: isOurOffer ? receive : give,
    message: offer.message,
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
    expiresAt: offer.expiresAt,
    escrowEndsAt: offer.state === 'IN_ESCROW' ? offer.escrowEndsAt : null,
    confirmationMethod: offer.state === 'CREATED_NEEDS_CONFIRMATION' ? (offer.confirmationMethod as TradeOffer['confirmationMethod']) : 'none',
    tradeId: offer.tradeId?.toString() ?? null,
    counterOfferId: offer.counterOfferId?.toString() ?? null,
  };
}
