/** Trade offer URLs: https://steamcommunity.com/tradeoffer/new/?partner=<accountId>&token=<token>. */
import { normaliseSteamId64 } from '../mafile.ts';
import type { TradeLink } from '../port.ts';

/** The base of every individual public-universe SteamID64 (universe 1, type 1, instance 1). */
const INDIVIDUAL_STEAMID64_BASE = 76561197960265728n;
const MAX_ACCOUNT_ID = 0xffffffff;
/** Steam's trade tokens: 8 characters today; letters, digits, '-' and '_' as steamcommunity accepts. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
const TRADE_OFFER_PATH = /^\/tradeoffer\/new\/?$/;

/** The 32-bit account id (the link's `partner`) of a SteamID64, or null when it is not an individual account. */
export function accountIdFromSteamId64(steamId64: string): number | null {
  const normalised = normaliseSteamId64(steamId64);
  return normalised === null ? null : Number(BigInt(normalised) & 0xffffffffn);
}

/** The SteamID64 of an individual account from its 32-bit account id, or null when out of range. */
export function steamId64FromAccountId(accountId: number): string | null {
  if (!Number.isInteger(accountId) || accountId < 1 || accountId > MAX_ACCOUNT_ID) return null;
  return (INDIVIDUAL_STEAMID64_BASE + BigInt(accountId)).toString();
}

export function buildTradeLink(partner: number, token: string): TradeLink {
  if (steamId64FromAccountId(partner) === null) throw new RangeError('partner must be an account id in 1..2^32-1');
  if (!TOKEN_PATTERN.test(token)) throw new RangeError('token is not a trade token');
  return { partner, token, url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}` };
}

/**
 * Reads a trade offer URL (https, steamcommunity.com, with or without www., `&amp;` as Steam's pages
 * write it) into a normalised TradeLink; null for anything else.
 */
export function parseTradeLink(input: string): TradeLink | null {
  if (typeof input !== 'string') return null;
  let url: URL;
  try {
    url = new URL(input.trim().replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname !== 'steamcommunity.com' && url.hostname !== 'www.steamcommunity.com') return null;
  if (!TRADE_OFFER_PATH.test(url.pathname)) return null;
  const partnerText = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partnerText) || !TOKEN_PATTERN.test(token)) return null;
  const partner = Number(partnerText);
  if (steamId64FromAccountId(partner) === null) return null;
  return buildTradeLink(partner, token);
}

/** The SteamID64 of a trade link's owner. */
export function tradeLinkSteamId(link: Pick<TradeLink, 'partner'>): string | null {
  return steamId64FromAccountId(link.partner);
}
