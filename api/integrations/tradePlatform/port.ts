import type { Mafile } from './mafile.ts';
import type { TradeOfferState, TradeStatus } from './offerStates.ts';

/**
 * What the marketplace needs from Steam (docs/simulated-services.md "Steam"): sign an account
 * in, read its CS2 inventory and trade link, and move items with trade offers. Drivers: the
 * simulated Steam (embedded default) and the real one. Every time is a Date; every Steam id is a
 * decimal string (64-bit values do not fit a JS number).
 *
 * Sessions, passwords and Mafiles are secrets (docs/security.md): callers encrypt them at rest, and
 * drivers never put them into errors or logs.
 */
export interface TradePlatform {
  readonly name: string;

  /**
   * Signs the Mafile's account in with its password, answering Steam Guard with the code generated
   * from the Mafile's shared_secret. Fails with BAD_CREDENTIALS, GUARD_CODE_REJECTED, MAFILE_MISMATCH
   * (the Mafile belongs to another account), RATE_LIMITED or UNAVAILABLE.
   */
  signIn(input: { mafile: Mafile; password: string }): Promise<SteamSession>;

  /** A fresh session from a stored one; SESSION_EXPIRED when it cannot be refreshed ("Please rebind in the app"). */
  refreshSession(session: SteamSession): Promise<SteamSession>;

  /**
   * The account's CS2 inventory (app 730): context 2 (tradable and cooling-down items) and the
   * trade-protected context 16, one entry per asset.
   */
  getInventory(session: SteamSession): Promise<InventoryAsset[]>;

  /** The account's trade offer URL, created if it has none. */
  getTradeLink(session: SteamSession): Promise<TradeLink>;

  /**
   * Whether Steam lets the account trade now: a trade ban, a new-device or new-authenticator trade
   * hold, or a limited (no purchase) account make it unable to sell. `escrowDays` is the hold its
   * trades get (0 with a mobile authenticator older than 7 days).
   */
  getAccountStanding(session: SteamSession): Promise<AccountStanding>;

  /**
   * Sends an offer to the owner of `tradeLink`. It starts CREATED_NEEDS_CONFIRMATION when the
   * sender gives items (confirm it with confirmOffer), else ACTIVE. INVALID_TRADE_LINK, NOT_TRADABLE
   * (an item is missing, cooling down or not tradable) and PARTNER_UNAVAILABLE (e.g. inventory private) are refused.
   */
  createOffer(session: SteamSession, input: CreateOfferInput): Promise<TradeOffer>;

  /** An offer sent or received by the session's account; null when Steam does not know it. */
  getOffer(session: SteamSession, offerId: string): Promise<TradeOffer | null>;

  /** Cancels (own offer) or declines (received offer) an open offer; answers its new state. */
  cancelOffer(session: SteamSession, offerId: string): Promise<TradeOffer>;

  /**
   * Accepts the mobile confirmation of an offer (sending it, or accepting a received one), keyed with
   * confirmation keys from the account's identity_secret. Fails with CONFIRMATION_NOT_FOUND when
   * Steam has no pending confirmation for it.
   */
  confirmOffer(session: SteamSession, offerId: string, secrets: Pick<Mafile, 'identitySecret'>): Promise<TradeOffer>;

  /** The status of the trade an accepted offer produced, including a later reversal. */
  getTrade(session: SteamSession, tradeId: string): Promise<TradeReceipt | null>;
}

/**
 * What only a simulated Steam can do, for people trying the product: create a new account with a
 * generated CS2 inventory, and act for the other side of a trade. The ports carry it only with the
 * simulated driver (never with the real one).
 */
export interface SimulatedSteamControls {
  /**
   * Creates an account and answers its SDA Mafile (JSON text). `includeItems` are catalogue hash
   * names put into the inventory first. Fails (SimulatedSteamError ACCOUNT_EXISTS) for a taken name.
   */
  createAccount(input: { accountName: string; password: string; inventorySize: number; includeItems?: string[] }): Promise<{
    steamId: string;
    accountName: string;
    mafileJson: string;
  }>;

  /**
   * The recipient answers an offer now (the partner sandbox): ACCEPT or DECLINE an ACTIVE
   * offer, or let it EXPIRE unanswered. SimulatedSteamError NOT_FOUND when the offer is not open
   * (it was answered, cancelled or expired meanwhile).
   */
  answerOffer(offerId: string, answer: OfferAnswer): Promise<void>;

  /** Reverses a completed trade now, as Steam does inside the 7-day trade protection. */
  reverseTrade(tradeId: string): Promise<void>;
}

export type OfferAnswer = 'ACCEPT' | 'DECLINE' | 'EXPIRE';

/** A signed-in account. `token` is a secret (a refresh token, or the simulated equivalent). */
export type SteamSession = {
  steamId: string;
  accountName: string;
  token: string;
  /** when `token` stops working and must be refreshed */
  expiresAt: Date;
};

export type AccountStanding = {
  canTrade: boolean;
  /** why it cannot trade; null when it can */
  restriction: 'TRADE_BAN' | 'TRADE_HOLD' | 'LIMITED_ACCOUNT' | null;
  escrowDays: number;
};

/** CS2's app id and the inventory contexts we read. */
export const CS2_APP_ID = 730;
export const CS2_CONTEXT_DEFAULT = '2';
export const CS2_CONTEXT_TRADE_PROTECTED = '16';
export type Cs2ContextId = typeof CS2_CONTEXT_DEFAULT | typeof CS2_CONTEXT_TRADE_PROTECTED;

export type InventoryAsset = {
  assetId: string;
  contextId: Cs2ContextId;
  classId: string;
  instanceId: string;
  /** Steam's market_hash_name, e.g. "AK-47 | Redline (Field-Tested)": ties the asset to our catalogue */
  marketHashName: string;
  /** can be put into a trade offer now */
  tradable: boolean;
  /** end of the trade cooldown or trade protection; null when none applies */
  tradableAfter: Date | null;
  marketable: boolean;
  /** wear (paint float) in [0, 1]; null for items without wear (stickers, cases, agents…) */
  float: number | null;
  paintSeed: number | null;
  paintIndex: number | null;
  stickers: AssetSticker[];
  /** the in-game inspect link, when the item has one */
  inspectLink: string | null;
};

export type AssetSticker = {
  /** position on the weapon, 0-based */
  slot: number;
  stickerId: number;
  name: string;
  /** scrape wear in [0, 1]; null when unscraped */
  wear: number | null;
};

/** An account's trade offer URL: https://steamcommunity.com/tradeoffer/new/?partner=<accountId>&token=<token> */
export type TradeLink = {
  /** the 32-bit account id (the low half of the SteamID64), as the link's `partner` */
  partner: number;
  token: string;
  url: string;
};

/** An item in an offer. */
export type OfferItem = {
  appId: typeof CS2_APP_ID;
  contextId: Cs2ContextId;
  assetId: string;
};

export type CreateOfferInput = {
  /** the recipient's trade link (its token lets us offer to a non-friend) */
  tradeLink: TradeLink;
  itemsToGive: OfferItem[];
  itemsToReceive: OfferItem[];
  /** shown to the recipient, e.g. our order number */
  message?: string;
};

export type TradeOffer = {
  id: string;
  state: TradeOfferState;
  /** whether the session's account sent it */
  isOurOffer: boolean;
  partnerSteamId: string;
  itemsToGive: OfferItem[];
  itemsToReceive: OfferItem[];
  message: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** end of the hold when IN_ESCROW */
  escrowEndsAt: Date | null;
  /** how the pending step must be confirmed, if any */
  confirmationMethod: 'none' | 'email' | 'mobile';
  /** the trade, once ACCEPTED or IN_ESCROW */
  tradeId: string | null;
  /** for COUNTERED: the offer that replaced this one */
  counterOfferId: string | null;
};

/** The trade behind an accepted offer. */
export type TradeReceipt = {
  tradeId: string;
  status: TradeStatus;
  partnerSteamId: string;
  createdAt: Date;
  /** what the account received, with the asset ids the items have now */
  assetsReceived: ReceivedAsset[];
  /** when reversed during trade protection: the trade that sent the items back */
  rollbackTradeId: string | null;
};

export type ReceivedAsset = OfferItem & { newAssetId: string; newContextId: Cs2ContextId };

export type TradePlatformErrorCode =
  | 'BAD_CREDENTIALS'
  | 'GUARD_CODE_REJECTED'
  | 'MAFILE_MISMATCH'
  | 'SESSION_EXPIRED'
  | 'INVALID_TRADE_LINK'
  | 'NOT_TRADABLE'
  | 'PARTNER_UNAVAILABLE'
  | 'OFFER_NOT_FOUND'
  | 'OFFER_NOT_OPEN'
  | 'CONFIRMATION_NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

/** An expected failure of a driver; the message never holds secrets. */
export class TradePlatformError extends Error {
  constructor(
    readonly code: TradePlatformErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'TradePlatformError';
  }
}
