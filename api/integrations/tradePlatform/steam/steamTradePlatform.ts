/**
 * The real Steam driver, on steam-session (sign-in, tokens), steamcommunity and
 * steam-tradeoffer-manager (trade link, offers), and our own requests for the inventory JSON, the
 * mobile confirmations, the trade status, the profile XML and Steam's clock.
 *
 * A SteamSession's token is the account's refresh token. Every call derives an access token and
 * web cookies from it (kept in memory for a few minutes, keyed by a hash of the token), so the
 * driver holds no other state and any API process can serve any account.
 */
import { createHash } from 'node:crypto';
import { EAuthSessionGuardType, EAuthTokenPlatformType, LoginSession } from 'steam-session';
import SteamCommunity from 'steamcommunity';
import TradeOfferManager from 'steam-tradeoffer-manager';
import type { Mafile } from '../mafile.ts';
import {
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  TradePlatformError,
  type AccountStanding,
  type CreateOfferInput,
  type Cs2ContextId,
  type InventoryAsset,
  type SteamSession,
  type TradeLink,
  type TradeOffer,
  type TradePlatform,
  type TradeReceipt,
} from '../port.ts';
import { generateAuthCode } from '../steamGuard.ts';
import { httpStatusError, offerError, sessionError, signInError } from './errors.ts';
import { mergeInventoryPages, parseInventoryPage, type InventoryPage } from './inventoryParser.ts';
import { decodeJwtClaims, isJwtExpired, jwtExpiry } from './jwt.ts';
import {
  CONFIRMATION_TYPE_TRADE,
  accountStanding,
  escrowDaysFromHoldDurations,
  offerFromManager,
  parseConfirmationList,
  parseProfileStanding,
  tradeReceiptFromSteam,
  type ManagerOfferLike,
} from './mapping.ts';
import {
  QUERY_TIME_URL,
  confirmationActionUrl,
  confirmationListUrl,
  cookieHeader,
  inventoryUrl,
  mobileConfirmationParams,
  profileXmlUrl,
  tradeHoldDurationsUrl,
  tradeStatusUrl,
} from './requests.ts';
import { SteamClock, nextConfirmationTime, serverTimeFromQueryTime, withTimeout } from './timing.ts';
import { buildTradeLink, parseTradeLink, steamId64FromAccountId } from './tradeLink.ts';

export type SteamDriverConfig = {
  /** deadline of each Steam request, in milliseconds; a sign-in (several requests) gets three */
  requestTimeoutMs: number;
};

/** The part of steam-session's LoginSession the driver uses (tests pass a fake). */
export type LoginSessionLike = {
  loginTimeout: number;
  readonly steamID: { getSteamID64(): string } | null | undefined;
  readonly accountName: string;
  refreshToken: string;
  readonly accessToken: string;
  startWithCredentials(details: { accountName: string; password: string; steamGuardCode?: string }): Promise<{
    actionRequired: boolean;
    validActions?: { type: number }[];
  }>;
  renewRefreshToken(): Promise<boolean>;
  getWebCookies(): Promise<string[]>;
  cancelLoginAttempt(): void;
  on(event: 'authenticated' | 'timeout', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  removeAllListeners(): unknown;
};

export type SteamDriverDependencies = {
  fetch: typeof fetch;
  createLoginSession: () => LoginSessionLike;
  nowMs: () => number;
};

/** What a refresh token gives for one account: an access token and web cookies. */
type WebSession = { steamId: string; accessToken: string; cookies: string[] };

const MAX_INVENTORY_PAGES = 50;
const WEB_SESSION_TTL_MS = 5 * 60 * 1000;
const WEB_SESSION_CACHE_SIZE = 1000;
const CS2_CONTEXTS: readonly Cs2ContextId[] = [CS2_CONTEXT_DEFAULT, CS2_CONTEXT_TRADE_PROTECTED];
const OKHTTP_USER_AGENT = 'okhttp/4.9.2'; // what the Steam mobile app sends to mobileconf

/**
 * MobileApp, not WebBrowser: as of steam-session 1.9 only MobileApp refresh tokens can be renewed
 * (renewRefreshToken) and turned into access tokens (refreshAccessToken) without a Steam client
 * connection; its access token is also the Web API credential (no API key per account) and the
 * steamLoginSecure cookie, and mobile confirmations belong to the mobile platform.
 */
function createMobileLoginSession(): LoginSessionLike {
  return new LoginSession(EAuthTokenPlatformType.MobileApp) as unknown as LoginSessionLike;
}

export class SteamTradePlatform implements TradePlatform {
  readonly name = 'steam';
  private readonly timeoutMs: number;
  private readonly deps: SteamDriverDependencies;
  private readonly clock: SteamClock;
  private readonly webSessions = new Map<string, { session: WebSession; expiresAtMs: number }>();
  private lastConfirmationTime: number | null = null;

  constructor(config: SteamDriverConfig, dependencies: Partial<SteamDriverDependencies> = {}) {
    this.timeoutMs = config.requestTimeoutMs;
    this.deps = {
      fetch: dependencies.fetch ?? ((input, init) => fetch(input, init)),
      createLoginSession: dependencies.createLoginSession ?? createMobileLoginSession,
      nowMs: dependencies.nowMs ?? Date.now,
    };
    this.clock = new SteamClock(() => this.queryServerTime(), this.deps.nowMs);
  }

  async signIn({ mafile, password }: { mafile: Mafile; password: string }): Promise<SteamSession> {
    const steamGuardCode = generateAuthCode(mafile.sharedSecret, await this.clock.now());
    const login = this.deps.createLoginSession();
    const deadlineMs = this.timeoutMs * 3;
    login.loginTimeout = deadlineMs;
    const outcome = new Promise<void>((resolve, reject) => {
      login.on('authenticated', () => resolve());
      login.on('error', (error) => reject(error));
      login.on('timeout', () => reject(new TradePlatformError('UNAVAILABLE', 'Steam did not complete the sign-in in time')));
    });
    outcome.catch(() => undefined); // observed below; a failure before that must not go unhandled
    try {
      const started = await withTimeout(login.startWithCredentials({ accountName: mafile.accountName, password, steamGuardCode }), deadlineMs, 'the sign-in');
      if (started.actionRequired) {
        const emailGuard = started.validActions?.some((action) => action.type === EAuthSessionGuardType.EmailCode);
        throw new TradePlatformError(
          'GUARD_CODE_REJECTED',
          emailGuard
            ? 'Steam asks for an e-mail code: the account has no mobile authenticator'
            : "Steam did not accept the Steam Guard code from the Mafile's shared_secret",
        );
      }
      this.checkAccount(login, mafile);
      await withTimeout(outcome, deadlineMs, 'the sign-in');
      this.checkAccount(login, mafile);
      const token = login.refreshToken;
      const expiresAt = jwtExpiry(token);
      if (!expiresAt) throw new TradePlatformError('UNAVAILABLE', 'Steam issued a refresh token without an expiry');
      return { steamId: mafile.steamId, accountName: login.accountName || mafile.accountName, token, expiresAt };
    } catch (error) {
      throw signInError(error);
    } finally {
      login.cancelLoginAttempt();
      login.removeAllListeners();
      login.on('error', () => undefined); // a late poll failure must not become an unhandled 'error' event
    }
  }

  async refreshSession(session: SteamSession): Promise<SteamSession> {
    this.checkTokenUsable(session);
    const login = this.deps.createLoginSession();
    try {
      login.refreshToken = session.token;
      await withTimeout(login.renewRefreshToken(), this.timeoutMs, 'the token renewal');
      const token = login.refreshToken;
      const claims = decodeJwtClaims(token);
      const expiresAt = jwtExpiry(token);
      if (!expiresAt || claims?.sub !== session.steamId) {
        throw new TradePlatformError('SESSION_EXPIRED', 'Steam renewed the session into an unusable token');
      }
      const cookies = await withTimeout(login.getWebCookies(), this.timeoutMs, 'the web cookies');
      this.remember(token, { steamId: session.steamId, accessToken: login.accessToken, cookies });
      return { ...session, token, expiresAt };
    } catch (error) {
      throw sessionError(error);
    }
  }

  async getInventory(session: SteamSession): Promise<InventoryAsset[]> {
    const web = await this.webSession(session);
    const pages: InventoryPage[] = [];
    for (const contextId of CS2_CONTEXTS) {
      let start: string | null = null;
      for (let pageNumber = 0; pageNumber < MAX_INVENTORY_PAGES; pageNumber += 1) {
        const body = await this.requestJson(inventoryUrl(session.steamId, contextId, start), web, 'the inventory');
        const page = parseInventoryPage(body, contextId, session.steamId);
        pages.push(page);
        start = page.nextStartAssetId;
        if (start === null) break;
      }
      if (start !== null) throw new TradePlatformError('UNAVAILABLE', 'the inventory has more pages than the driver reads');
    }
    return mergeInventoryPages(pages);
  }

  async getTradeLink(session: SteamSession): Promise<TradeLink> {
    const web = await this.webSession(session);
    const community = this.community(web);
    let url: string;
    try {
      url = await withTimeout(
        callback<[string, string]>((done) => community.getTradeURL(done)),
        this.timeoutMs,
        'the trade link',
      ).then(([u]) => u);
    } catch (error) {
      // an account that never made a trade link has none on its privacy page: create one
      if (!(error instanceof Error) || error.message !== 'Malformed response') throw sessionError(error);
      try {
        url = await withTimeout(
          callback<[string, string]>((done) => community.changeTradeURL(done)),
          this.timeoutMs,
          'a new trade link',
        ).then(([u]) => u);
      } catch (createError) {
        throw sessionError(createError);
      }
    }
    const link = parseTradeLink(url);
    if (!link || steamId64FromAccountId(link.partner) !== session.steamId) {
      throw new TradePlatformError('UNAVAILABLE', "Steam's trade link page did not show this account's link");
    }
    return link;
  }

  async getAccountStanding(session: SteamSession): Promise<AccountStanding> {
    const web = await this.webSession(session);
    const xml = await this.requestText(profileXmlUrl(session.steamId), web, 'the profile');
    const profile = parseProfileStanding(xml);
    if (!profile) throw new TradePlatformError('UNAVAILABLE', 'Steam answered the profile without its trade standing');
    const link = await this.getTradeLink(session);
    const holds = await this.requestJson(tradeHoldDurationsUrl(web.accessToken, session.steamId, link.token), web, 'the trade hold');
    return accountStanding(profile, escrowDaysFromHoldDurations(holds));
  }

  async createOffer(session: SteamSession, input: CreateOfferInput): Promise<TradeOffer> {
    const link = parseTradeLink(input.tradeLink.url) ?? safeTradeLink(input.tradeLink);
    const partnerSteamId = link ? steamId64FromAccountId(link.partner) : null;
    if (!link || !partnerSteamId) throw new TradePlatformError('INVALID_TRADE_LINK', 'the trade link is not a valid trade offer URL');
    if (partnerSteamId === session.steamId) throw new TradePlatformError('INVALID_TRADE_LINK', 'the trade link is the sending account’s own');
    if (input.itemsToGive.length + input.itemsToReceive.length === 0) throw new TradePlatformError('NOT_TRADABLE', 'an offer needs items');
    const manager = await this.manager(session);
    try {
      const offer = manager.createOffer(partnerSteamId, link.token);
      offer.addMyItems(input.itemsToGive.map(toManagerItem));
      offer.addTheirItems(input.itemsToReceive.map(toManagerItem));
      if (input.message) offer.setMessage(input.message);
      await withTimeout(
        callback<['pending' | 'sent']>((done) => offer.send(done)),
        this.timeoutMs,
        'the new offer',
      );
      return offerFromManager(offer as ManagerOfferLike);
    } catch (error) {
      throw offerError(error, 'send the offer');
    }
  }

  async getOffer(session: SteamSession, offerId: string): Promise<TradeOffer | null> {
    if (!/^\d{1,20}$/.test(offerId)) return null;
    const manager = await this.manager(session);
    try {
      const [offer] = await withTimeout(
        callback<[ManagerOfferLike]>((done) => manager.getOffer(offerId, done)),
        this.timeoutMs,
        'the offer',
      );
      return offerFromManager(offer);
    } catch (error) {
      if (error instanceof Error && error.message === 'No matching offer found') return null;
      throw offerError(error, 'read the offer');
    }
  }

  async cancelOffer(session: SteamSession, offerId: string): Promise<TradeOffer> {
    if (!/^\d{1,20}$/.test(offerId)) throw new TradePlatformError('OFFER_NOT_FOUND', 'no such offer');
    const manager = await this.manager(session);
    let offer: Awaited<ReturnType<typeof this.loadManagerOffer>>;
    try {
      offer = await this.loadManagerOffer(manager, offerId);
    } catch (error) {
      throw offerError(error, 'read the offer');
    }
    if (!offer) throw new TradePlatformError('OFFER_NOT_FOUND', 'Steam does not know this offer');
    const current = offerFromManager(offer as ManagerOfferLike);
    if (current.state !== 'ACTIVE' && current.state !== 'CREATED_NEEDS_CONFIRMATION') {
      throw new TradePlatformError('OFFER_NOT_OPEN', `the offer is ${current.state}`);
    }
    try {
      await withTimeout(
        callback((done) => offer.cancel(done)),
        this.timeoutMs,
        'the cancellation',
      );
    } catch (error) {
      throw offerError(error, current.isOurOffer ? 'cancel the offer' : 'decline the offer');
    }
    return offerFromManager(offer as ManagerOfferLike);
  }

  async confirmOffer(session: SteamSession, offerId: string, secrets: Pick<Mafile, 'identitySecret'>): Promise<TradeOffer> {
    const web = await this.webSession(session);
    const listTime = await this.confirmationTime();
    const listParams = mobileConfirmationParams({ steamId: session.steamId, identitySecret: secrets.identitySecret, time: listTime, tag: 'list' });
    const list = parseConfirmationList(await this.requestJson(confirmationListUrl(listParams), web, 'the confirmations', OKHTTP_USER_AGENT));
    const confirmation = list.find((c) => c.creatorId === offerId && c.type === CONFIRMATION_TYPE_TRADE);
    if (!confirmation) throw new TradePlatformError('CONFIRMATION_NOT_FOUND', 'Steam has no pending confirmation for this offer');
    const acceptTime = await this.confirmationTime();
    const acceptParams = mobileConfirmationParams({ steamId: session.steamId, identitySecret: secrets.identitySecret, time: acceptTime, tag: 'accept' });
    const answer = (await this.requestJson(
      confirmationActionUrl(acceptParams, { op: 'allow', confirmationId: confirmation.id, nonce: confirmation.nonce }),
      web,
      'the confirmation',
      OKHTTP_USER_AGENT,
    )) as { success?: boolean; needauth?: boolean } | null;
    if (answer?.needauth) throw new TradePlatformError('SESSION_EXPIRED', 'Steam asked to sign in again to confirm');
    if (answer?.success !== true) throw new TradePlatformError('CONFIRMATION_NOT_FOUND', 'Steam did not accept the confirmation');
    const offer = await this.getOffer(session, offerId);
    if (!offer) throw new TradePlatformError('OFFER_NOT_FOUND', 'Steam does not know this offer');
    return offer;
  }

  async getTrade(session: SteamSession, tradeId: string): Promise<TradeReceipt | null> {
    if (!/^\d{1,20}$/.test(tradeId)) return null;
    const web = await this.webSession(session);
    const body = await this.requestJson(tradeStatusUrl(web.accessToken, tradeId), web, 'the trade status');
    return tradeReceiptFromSteam(body, tradeId);
  }

  // -------------------------------------------------------------------------------------------

  private checkAccount(login: LoginSessionLike, mafile: Mafile): void {
    const steamId = login.steamID?.getSteamID64();
    if (steamId && steamId !== mafile.steamId) {
      throw new TradePlatformError('MAFILE_MISMATCH', 'the password signed in another account than the Mafile belongs to');
    }
  }

  private checkTokenUsable(session: SteamSession): void {
    const claims = decodeJwtClaims(session.token);
    if (!claims || claims.sub !== session.steamId || isJwtExpired(session.token, this.deps.nowMs())) {
      throw new TradePlatformError('SESSION_EXPIRED', 'the stored Steam session has expired');
    }
  }

  /** An access token and web cookies for the session's account, from the cache or from Steam. */
  private async webSession(session: SteamSession): Promise<WebSession> {
    this.checkTokenUsable(session);
    const key = tokenKey(session.token);
    const cached = this.webSessions.get(key);
    if (cached && cached.expiresAtMs > this.deps.nowMs()) return cached.session;
    const login = this.deps.createLoginSession();
    try {
      login.refreshToken = session.token;
      const cookies = await withTimeout(login.getWebCookies(), this.timeoutMs, 'the web cookies');
      return this.remember(session.token, { steamId: session.steamId, accessToken: login.accessToken, cookies });
    } catch (error) {
      throw sessionError(error);
    }
  }

  private remember(token: string, session: WebSession): WebSession {
    if (this.webSessions.size >= WEB_SESSION_CACHE_SIZE) {
      const oldest = this.webSessions.keys().next().value;
      if (oldest !== undefined) this.webSessions.delete(oldest);
    }
    this.webSessions.set(tokenKey(token), { session, expiresAtMs: this.deps.nowMs() + WEB_SESSION_TTL_MS });
    return session;
  }

  private forget(web: WebSession): void {
    for (const [key, entry] of this.webSessions) if (entry.session === web) this.webSessions.delete(key);
  }

  private community(web: WebSession): SteamCommunity {
    const community = new SteamCommunity({ timeout: this.timeoutMs });
    community.setCookies(web.cookies);
    return community;
  }

  /** A one-shot steam-tradeoffer-manager for this session: access-token Web API, no polling, nothing on disk. */
  private async manager(session: SteamSession): Promise<TradeOfferManager> {
    const web = await this.webSession(session);
    const manager = new TradeOfferManager({
      community: this.community(web),
      pollInterval: -1,
      dataDirectory: null,
      useAccessToken: true,
    });
    manager.doPoll = () => undefined; // cancel() and accept() would start a poll of every offer
    try {
      await callback((done) => manager.setCookies(web.cookies, done));
    } catch (error) {
      throw sessionError(error);
    }
    return manager;
  }

  private async loadManagerOffer(manager: TradeOfferManager, offerId: string) {
    try {
      const [offer] = await withTimeout(
        callback<[Parameters<Parameters<TradeOfferManager['getOffer']>[1]>[1]]>((done) => manager.getOffer(offerId, done)),
        this.timeoutMs,
        'the offer',
      );
      return offer;
    } catch (error) {
      if (error instanceof Error && error.message === 'No matching offer found') return null;
      throw error;
    }
  }

  private async confirmationTime(): Promise<number> {
    this.lastConfirmationTime = nextConfirmationTime(await this.clock.now(), this.lastConfirmationTime);
    return this.lastConfirmationTime;
  }

  private async queryServerTime(): Promise<number> {
    const response = await this.deps.fetch(QUERY_TIME_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'steamid=0',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const serverTime = serverTimeFromQueryTime(await response.json());
    if (serverTime === null) throw new Error('no server_time');
    return serverTime;
  }

  private async request(url: string, web: WebSession, what: string, userAgent?: string): Promise<Response> {
    let response: Response;
    try {
      response = await this.deps.fetch(url, {
        headers: { cookie: cookieHeader(web.cookies), ...(userAgent ? { 'user-agent': userAgent } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new TradePlatformError(
        'UNAVAILABLE',
        timedOut ? `Steam did not answer ${what} within ${this.timeoutMs} ms` : `Steam could not be reached for ${what}`,
      );
    }
    // Steam answers a signed-out request with a redirect to its login page
    if (response.status >= 300 && response.status < 400) {
      this.forget(web);
      throw new TradePlatformError('SESSION_EXPIRED', `Steam asked to sign in again for ${what}`);
    }
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) this.forget(web);
      throw httpStatusError(response.status, what);
    }
    return response;
  }

  private async requestJson(url: string, web: WebSession, what: string, userAgent?: string): Promise<unknown> {
    const response = await this.request(url, web, what, userAgent);
    try {
      return await response.json();
    } catch {
      throw new TradePlatformError('UNAVAILABLE', `Steam answered ${what} with something that is not JSON`);
    }
  }

  private async requestText(url: string, web: WebSession, what: string): Promise<string> {
    const response = await this.request(url, web, what);
    return response.text();
  }
}

function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function toManagerItem(item: { appId: number; contextId: string; assetId: string }) {
  return { appid: item.appId, contextid: item.contextId, assetid: item.assetId };
}

/** A TradeLink given as parts (its url may be absent or stale): rebuilt from partner and token when those are valid. */
function safeTradeLink(link: TradeLink): TradeLink | null {
  try {
    return buildTradeLink(link.partner, link.token);
  } catch {
    return null;
  }
}

/** Runs a Node-style callback API as a promise of its results. */
function callback<T extends unknown[] = []>(start: (done: (error: unknown, ...results: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    start((error, ...results) => (error ? reject(error) : resolve(results)));
  });
}
