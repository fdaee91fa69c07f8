/**
 * The requests the driver makes itself (outside the Steam libraries), built network-free so that
 * their exact shape is tested. Some carry the account's access token in the query: never log or
 * show these URLs.
 */
import type { Cs2ContextId } from '../port.ts';
import { CS2_APP_ID } from '../port.ts';
import { deviceIdFor, generateConfirmationKey, type ConfirmationTag } from '../steamGuard.ts';

export const STEAM_COMMUNITY = 'https://steamcommunity.com';
export const STEAM_WEB_API = 'https://api.steampowered.com';

/** Items per inventory page (steamcommunity asks for 1000 as well; Steam caps the page size). */
export const INVENTORY_PAGE_SIZE = 1000;

export function inventoryUrl(steamId: string, contextId: Cs2ContextId, startAssetId?: string | null, count = INVENTORY_PAGE_SIZE): string {
  const params = new URLSearchParams({ l: 'english', count: String(count) });
  if (startAssetId) params.set('start_assetid', startAssetId);
  return `${STEAM_COMMUNITY}/inventory/${steamId}/${CS2_APP_ID}/${contextId}?${params}`;
}

/** The mobile confirmation query: p=device id, a=SteamID64, k=confirmation key, t=time, m=react, tag. */
export function mobileConfirmationParams(input: {
  steamId: string;
  identitySecret: string;
  /** Steam's Unix time in seconds, the one the key is made for */
  time: number;
  tag: ConfirmationTag;
  deviceId?: string;
}): URLSearchParams {
  return new URLSearchParams({
    p: input.deviceId ?? deviceIdFor(input.steamId),
    a: input.steamId,
    k: generateConfirmationKey(input.identitySecret, input.time, input.tag),
    t: String(Math.floor(input.time)),
    m: 'react',
    tag: input.tag,
  });
}

/** Lists the pending confirmations (tag "list"). */
export function confirmationListUrl(params: URLSearchParams): string {
  return `${STEAM_COMMUNITY}/mobileconf/getlist?${params}`;
}

/** Accepts (op=allow, tag "accept") or refuses (op=cancel, tag "reject") one confirmation. */
export function confirmationActionUrl(params: URLSearchParams, action: { op: 'allow' | 'cancel'; confirmationId: string; nonce: string }): string {
  const query = new URLSearchParams({ op: action.op, cid: action.confirmationId, ck: action.nonce });
  for (const [key, value] of params) query.set(key, value);
  return `${STEAM_COMMUNITY}/mobileconf/ajaxop?${query}`;
}

export function tradeStatusUrl(accessToken: string, tradeId: string): string {
  const params = new URLSearchParams({ access_token: accessToken, tradeid: tradeId, get_descriptions: '0' });
  return `${STEAM_WEB_API}/IEconService/GetTradeStatus/v1/?${params}`;
}

export function tradeHoldDurationsUrl(accessToken: string, targetSteamId: string, tradeToken: string): string {
  const params = new URLSearchParams({ access_token: accessToken, steamid_target: targetSteamId, trade_offer_access_token: tradeToken });
  return `${STEAM_WEB_API}/IEconService/GetTradeHoldDurations/v1/?${params}`;
}

/** The public profile as XML: tradeBanState, isLimitedAccount. */
export function profileXmlUrl(steamId: string): string {
  return `${STEAM_COMMUNITY}/profiles/${steamId}/?xml=1`;
}

/** Steam's clock (POST, no authentication), the one Steam Guard codes and confirmation keys follow. */
export const QUERY_TIME_URL = `${STEAM_WEB_API}/ITwoFactorService/QueryTime/v1/`;

/** A Cookie header from Set-Cookie-style strings ("name=value; Path=/; …"). */
export function cookieHeader(cookies: readonly string[]): string {
  return cookies
    .map((cookie) => cookie.split(';')[0].trim())
    .filter((pair) => /^[^=\s]+=/.test(pair))
    .join('; ');
}
