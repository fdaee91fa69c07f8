// Steam trade links (trade offer URLs) as orders use them: a buyer's bound account's link, or the
// trade URL a partner buys for. The link must lead to the SteamID the order names.
import type { TradeLink } from '../../integrations/tradePlatform/port.ts';

export type { TradeLink };

/** The individual public-universe SteamID64 base: a trade link's `partner` is the low 32 bits. */
const STEAMID64_BASE = 76561197960265728n;

/** The trade link of a stored trade offer URL, or null when it is not one. */
export function parseTradeLinkUrl(url: string | null | undefined): TradeLink | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim().replace(/&amp;/g, '&'));
  } catch {
    return null;
  }
  if (!/^(www\.)?steamcommunity\.com$/.test(parsed.hostname) || !/^\/tradeoffer\/new\/?$/.test(parsed.pathname)) return null;
  const partnerText = parsed.searchParams.get('partner') ?? '';
  const token = parsed.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partnerText) || !/^[A-Za-z0-9_-]{6,32}$/.test(token)) return null;
  const partner = Number(partnerText);
  if (partner < 1 || partner > 0xffffffff) return null;
  return { partner, token, url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}` };
}

/** The SteamID64 a trade link's offers go to. */
export function steamIdOfTradeLink(link: TradeLink): string {
  return (STEAMID64_BASE + BigInt(link.partner)).toString();
}
