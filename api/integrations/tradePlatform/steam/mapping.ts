/**
 * Steam's objects and answers in our types, network-free: steam-tradeoffer-manager's TradeOffer,
 * GetTradeStatus trades, the mobile confirmation list, the profile XML and trade hold durations.
 */
import { offerStateFromSteam, tradeStatusFromSteam } from '../offerStates.ts';
import {
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  TradePlatformError,
  type AccountStanding,
  type Cs2ContextId,
  type OfferItem,
  type ReceivedAsset,
  type TradeOffer,
  type TradeReceipt,
} from '../port.ts';

/** The fields of steam-tradeoffer-manager's TradeOffer that we read. */
export type ManagerOfferLike = {
  id: string | null;
  partner: { getSteamID64(): string };
  message: string | null;
  state: number;
  itemsToGive: ManagerItemLike[];
  itemsToReceive: ManagerItemLike[];
  isOurOffer: boolean | null;
  created: Date | null;
  updated: Date | null;
  expires: Date | null;
  tradeID: string | null;
  confirmationMethod: number | null;
  escrowEnds: Date | null;
};

export type ManagerItemLike = { appid: number | string; contextid: string | number; assetid?: string | number; id?: string | number; amount?: number | string };

/** steam-tradeoffer-manager's EConfirmationMethod. */
const CONFIRMATION_METHOD: Record<number, TradeOffer['confirmationMethod']> = { 0: 'none', 1: 'email', 2: 'mobile' };

export function cs2ContextOf(value: unknown): Cs2ContextId | null {
  const text = String(value);
  return text === CS2_CONTEXT_DEFAULT || text === CS2_CONTEXT_TRADE_PROTECTED ? text : null;
}

/** CS2 items of an offer; items of other games cannot be in our offers and are left out. */
function offerItems(items: readonly ManagerItemLike[]): OfferItem[] {
  const result: OfferItem[] = [];
  for (const item of items) {
    const contextId = cs2ContextOf(item.contextid);
    const assetId = item.assetid ?? item.id;
    if (Number(item.appid) !== CS2_APP_ID || contextId === null || assetId === undefined) continue;
    result.push({ appId: CS2_APP_ID, contextId, assetId: String(assetId) });
  }
  return result;
}

/** An offer as steam-tradeoffer-manager holds it, in our terms (a state Steam does not define reads INVALID). */
export function offerFromManager(offer: ManagerOfferLike): TradeOffer {
  if (!offer.id) throw new TradePlatformError('UNAVAILABLE', 'Steam returned an offer without an id');
  const createdAt = offer.created ?? new Date(0);
  return {
    id: String(offer.id),
    state: offerStateFromSteam(offer.state) ?? 'INVALID',
    isOurOffer: offer.isOurOffer === true,
    partnerSteamId: offer.partner.getSteamID64(),
    itemsToGive: offerItems(offer.itemsToGive),
    itemsToReceive: offerItems(offer.itemsToReceive),
    message: offer.message ?? '',
    createdAt,
    updatedAt: offer.updated ?? createdAt,
    expiresAt: offer.expires ?? createdAt,
    escrowEndsAt: offer.escrowEnds ?? null,
    confirmationMethod: CONFIRMATION_METHOD[offer.confirmationMethod ?? 0] ?? 'none',
    tradeId: offer.tradeID ? String(offer.tradeID) : null,
    // GetTradeOffer does not say which offer replaced a countered one
    counterOfferId: null,
  };
}

type SteamTradeAsset = {
  appid?: number | string;
  contextid?: string;
  assetid?: string;
  new_assetid?: string;
  new_contextid?: string;
};

type SteamTrade = {
  tradeid?: string;
  steamid_other?: string;
  time_init?: number;
  status?: number;
  assets_received?: SteamTradeAsset[];
  /** the trade that reversed this one, when Steam reports it (field names seen in GetTradeHistory) */
  rollback_trade?: string;
  rollback_tradeid?: string;
};

/**
 * A GetTradeStatus answer ({response: {trades: [...]}}) as our receipt for `tradeId`; null when
 * Steam does not know the trade. Status 12 is the CS2 trade-protection reversal.
 */
export function tradeReceiptFromSteam(body: unknown, tradeId: string): TradeReceipt | null {
  const trades = (body as { response?: { trades?: unknown } } | null)?.response?.trades;
  if (trades === undefined) throw new TradePlatformError('UNAVAILABLE', 'Steam answered the trade status without trades');
  if (!Array.isArray(trades)) throw new TradePlatformError('UNAVAILABLE', 'Steam answered the trade status with a malformed list');
  const trade = (trades as SteamTrade[]).find((t) => String(t.tradeid) === tradeId);
  if (!trade) return null;
  const status = typeof trade.status === 'number' ? tradeStatusFromSteam(trade.status) : null;
  if (status === null) throw new TradePlatformError('UNAVAILABLE', `Steam reported an unknown trade status (${String(trade.status)})`);
  const assetsReceived: ReceivedAsset[] = [];
  for (const asset of trade.assets_received ?? []) {
    const contextId = cs2ContextOf(asset.contextid);
    if (Number(asset.appid) !== CS2_APP_ID || contextId === null || !asset.assetid) continue;
    assetsReceived.push({
      appId: CS2_APP_ID,
      contextId,
      assetId: String(asset.assetid),
      newAssetId: String(asset.new_assetid ?? asset.assetid),
      newContextId: cs2ContextOf(asset.new_contextid) ?? contextId,
    });
  }
  const rollback = trade.rollback_trade ?? trade.rollback_tradeid;
  return {
    tradeId,
    status,
    partnerSteamId: String(trade.steamid_other ?? ''),
    createdAt: new Date((trade.time_init ?? 0) * 1000),
    assetsReceived,
    rollbackTradeId: rollback ? String(rollback) : null,
  };
}

export type PendingConfirmation = { id: string; nonce: string; creatorId: string; type: number };

/** The mobileconf/getlist answer; SESSION_EXPIRED when Steam asks to sign in again (`needauth`). */
export function parseConfirmationList(body: unknown): PendingConfirmation[] {
  const list = body as { success?: boolean; needauth?: boolean; conf?: unknown } | null;
  if (list?.needauth) throw new TradePlatformError('SESSION_EXPIRED', 'Steam asked to sign in again to list confirmations');
  if (list?.success !== true) throw new TradePlatformError('UNAVAILABLE', 'Steam did not list the confirmations');
  const confirmations: PendingConfirmation[] = [];
  for (const raw of Array.isArray(list.conf) ? list.conf : []) {
    const conf = raw as { id?: unknown; nonce?: unknown; creator_id?: unknown; type?: unknown };
    if (conf.id === undefined || conf.nonce === undefined || conf.creator_id === undefined) continue;
    confirmations.push({ id: String(conf.id), nonce: String(conf.nonce), creatorId: String(conf.creator_id), type: Number(conf.type ?? 0) });
  }
  return confirmations;
}

/** steamcommunity's EConfirmationType.Trade */
export const CONFIRMATION_TYPE_TRADE = 2;

export type ProfileStanding = { tradeBanState: string; isLimitedAccount: boolean };

/** <tradeBanState> and <isLimitedAccount> of the profile XML; null when they are missing (e.g. an error page). */
export function parseProfileStanding(xml: string): ProfileStanding | null {
  const tradeBan = /<tradeBanState>\s*(?:<!\[CDATA\[)?\s*([^<\]]*?)\s*(?:\]\]>)?\s*<\/tradeBanState>/i.exec(xml)?.[1];
  const limited = /<isLimitedAccount>\s*(\d)\s*<\/isLimitedAccount>/i.exec(xml)?.[1];
  if (tradeBan === undefined || limited === undefined) return null;
  return { tradeBanState: tradeBan, isLimitedAccount: limited === '1' };
}

/** Days of hold on the account's own trades from GetTradeHoldDurations (`my_escrow`), rounded up. */
export function escrowDaysFromHoldDurations(body: unknown): number {
  const seconds = (body as { response?: { my_escrow?: { escrow_end_duration_seconds?: unknown } } } | null)?.response?.my_escrow?.escrow_end_duration_seconds;
  const value = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TradePlatformError('UNAVAILABLE', 'Steam answered the trade hold durations without my_escrow');
  }
  return Math.ceil(value / 86_400);
}

/** Whether the account can sell: a trade ban first, then a limited account, then a trade hold. */
export function accountStanding(profile: ProfileStanding, escrowDays: number): AccountStanding {
  const restriction: AccountStanding['restriction'] = /^banned$/i.test(profile.tradeBanState)
    ? 'TRADE_BAN'
    : profile.isLimitedAccount
      ? 'LIMITED_ACCOUNT'
      : escrowDays > 0
        ? 'TRADE_HOLD'
        : null;
  return { canTrade: restriction === null, restriction, escrowDays };
}
