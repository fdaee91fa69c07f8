/**
 * Steam's inventory JSON (https://steamcommunity.com/inventory/<steamid>/730/<context>) into our
 * InventoryAsset, network-free. A page holds `assets` (one per item), `descriptions` (shared per
 * classid/instanceid), and for CS2 since 2025 `asset_properties` (per asset: paint seed, wear, …);
 * `more_items` and `last_assetid` lead to the next page.
 */
import { TradePlatformError, type AssetSticker, type Cs2ContextId, type InventoryAsset } from '../port.ts';

export type SteamInventoryAsset = {
  appid?: number;
  contextid?: string;
  assetid?: string;
  classid?: string;
  instanceid?: string;
  amount?: string;
};

export type SteamDescriptionLine = { type?: string; value?: string; name?: string; color?: string };

export type SteamItemDescription = {
  appid?: number;
  classid?: string;
  instanceid?: string;
  market_hash_name?: string;
  name?: string;
  tradable?: number | boolean;
  marketable?: number | boolean;
  descriptions?: SteamDescriptionLine[];
  owner_descriptions?: SteamDescriptionLine[];
  /** ISO time when the owner-specific data (the cooldown) expires */
  cache_expiration?: string;
  actions?: { link?: string; name?: string }[];
};

export type SteamAssetProperty = {
  propertyid?: number | string;
  name?: string;
  int_value?: string | number;
  float_value?: string | number;
  string_value?: string;
};

export type SteamInventoryResponse = {
  success?: number | boolean;
  assets?: SteamInventoryAsset[];
  descriptions?: SteamItemDescription[];
  asset_properties?: { appid?: number; contextid?: string; assetid?: string; asset_properties?: SteamAssetProperty[] }[];
  more_items?: number | boolean;
  last_assetid?: string;
  total_inventory_count?: number;
  error?: string;
};

export type InventoryPage = {
  assets: InventoryAsset[];
  /** `start_assetid` of the next page, or null on the last page */
  nextStartAssetId: string | null;
};

/** Steam's CS2 asset property ids (`asset_properties[].propertyid`). */
export const ASSET_PROPERTY = {
  /** "Pattern Template": the paint seed, int_value */
  PAINT_SEED: 1,
  /** "Wear Rating": the paint float, float_value */
  WEAR: 2,
} as const;

const PAINT_SEED_MAX = 100_000;

/** One page of Steam's answer; UNAVAILABLE when it is not a successful inventory answer. */
export function parseInventoryPage(body: unknown, contextId: Cs2ContextId, ownerSteamId: string): InventoryPage {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new TradePlatformError('UNAVAILABLE', 'Steam answered the inventory with something that is not an inventory');
  }
  const page = body as SteamInventoryResponse;
  if (page.success !== 1 && page.success !== true) {
    throw new TradePlatformError('UNAVAILABLE', 'Steam did not return the inventory');
  }

  const descriptions = new Map<string, SteamItemDescription>();
  for (const description of page.descriptions ?? []) {
    descriptions.set(descriptionKey(description.classid, description.instanceid), description);
  }
  const properties = new Map<string, SteamAssetProperty[]>();
  for (const entry of page.asset_properties ?? []) {
    if (entry.assetid !== undefined && Array.isArray(entry.asset_properties)) properties.set(String(entry.assetid), entry.asset_properties);
  }

  const assets: InventoryAsset[] = [];
  for (const raw of page.assets ?? []) {
    if (!raw.assetid || !raw.classid || (raw.contextid !== undefined && String(raw.contextid) !== contextId)) continue;
    const description = descriptions.get(descriptionKey(raw.classid, raw.instanceid));
    if (!description?.market_hash_name) continue; // Steam sometimes omits a description; the next refresh has it
    const assetId = String(raw.assetid);
    const assetProperties = properties.get(assetId) ?? [];
    const tradable = flag(description.tradable);
    assets.push({
      assetId,
      contextId,
      classId: String(raw.classid),
      instanceId: String(raw.instanceid ?? '0'),
      marketHashName: description.market_hash_name,
      tradable,
      tradableAfter: tradable ? null : tradableAfterOf(description),
      marketable: flag(description.marketable),
      float: wearOf(assetProperties),
      paintSeed: paintSeedOf(assetProperties),
      paintIndex: null, // not in Steam's inventory JSON: the catalogue knows it from the market_hash_name
      stickers: stickersOf(description),
      inspectLink: inspectLinkOf(description, ownerSteamId, assetId, assetProperties),
    });
  }

  const more = page.more_items === 1 || page.more_items === true;
  return { assets, nextStartAssetId: more && page.last_assetid ? String(page.last_assetid) : null };
}

/** Pages (and contexts) into one list, one entry per asset: a repeated asset keeps its first entry. */
export function mergeInventoryPages(pages: readonly InventoryPage[]): InventoryAsset[] {
  const seen = new Set<string>();
  const merged: InventoryAsset[] = [];
  for (const page of pages) {
    for (const asset of page.assets) {
      const key = `${asset.contextId}/${asset.assetId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(asset);
    }
  }
  return merged;
}

function descriptionKey(classId: unknown, instanceId: unknown): string {
  return `${String(classId)}_${instanceId === undefined || instanceId === null ? '0' : String(instanceId)}`;
}

function flag(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Jun 25, 2024 (7:00:00) GMT", as in "Tradable/Marketable After …" and the trade-protection notice. */
const STEAM_DATE = /\b([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) \((\d{1,2}):(\d{2}):(\d{2})\) GMT\b/;

/** A date in Steam's owner-description format, as UTC; null when `text` holds none. */
export function parseSteamGmtDate(text: string): Date | null {
  const match = STEAM_DATE.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]);
  if (month < 0) return null;
  const [day, year, hour, minute, second] = match.slice(2).map(Number);
  const date = new Date(Date.UTC(year, month, day, hour, minute, second));
  return date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60 ? date : null;
}

/**
 * The end of a cooldown or trade protection: the date in an owner description about trading
 * ("Tradable/Marketable After …", "… cannot be … transferred until …"), else `cache_expiration`.
 */
export function tradableAfterOf(description: SteamItemDescription): Date | null {
  for (const line of description.owner_descriptions ?? []) {
    const text = stripTags(line.value ?? '');
    if (!/trad|transfer/i.test(text)) continue;
    const date = parseSteamGmtDate(text);
    if (date) return date;
  }
  if (typeof description.cache_expiration === 'string') {
    const date = new Date(description.cache_expiration);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

function numericValue(property: SteamAssetProperty, field: 'int_value' | 'float_value'): number | null {
  const raw = property[field] ?? property.int_value ?? property.float_value ?? property.string_value;
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isFinite(value) ? value : null;
}

function findProperty(properties: readonly SteamAssetProperty[], id: number, namePattern: RegExp): SteamAssetProperty | undefined {
  return properties.find((p) => Number(p.propertyid) === id) ?? properties.find((p) => typeof p.name === 'string' && namePattern.test(p.name));
}

function wearOf(properties: readonly SteamAssetProperty[]): number | null {
  const property = findProperty(properties, ASSET_PROPERTY.WEAR, /wear rating|float/i);
  const value = property ? numericValue(property, 'float_value') : null;
  return value !== null && value >= 0 && value <= 1 ? value : null;
}

function paintSeedOf(properties: readonly SteamAssetProperty[]): number | null {
  const property = findProperty(properties, ASSET_PROPERTY.PAINT_SEED, /pattern template|paint seed/i);
  const value = property ? numericValue(property, 'int_value') : null;
  return value !== null && Number.isInteger(value) && value >= 0 && value <= PAINT_SEED_MAX ? value : null;
}

/**
 * Stickers (and agents' patches) from the `sticker_info` description's HTML: one <img> per applied
 * sticker, their names in each image's title or in the "Sticker: a, b, c" caption. Steam's HTML
 * gives neither the sticker kit id (0 here: unknown) nor the scrape wear (null), and lists the
 * applied stickers in slot order, so `slot` is the position in that list.
 */
export function stickersOf(description: SteamItemDescription): AssetSticker[] {
  const info = (description.descriptions ?? []).find((line) => line.name === 'sticker_info' && typeof line.value === 'string');
  if (!info?.value) return [];
  const html = info.value;
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]);
  const titles = images.map((img) => /\btitle="([^"]*)"/i.exec(img)?.[1]).map((t) => (t === undefined ? undefined : stripPrefix(decodeEntities(t))));
  let names: string[];
  if (images.length > 0 && titles.every((t): t is string => Boolean(t))) {
    names = titles as string[];
  } else {
    const caption = /(?:Sticker|Patch)s?:\s*([^<]+)/i.exec(html.replace(/<br\s*\/?>/gi, '\n'))?.[1] ?? '';
    names = decodeEntities(caption.trim())
      .split(/,\s+/)
      .map((n) => n.trim())
      .filter(Boolean);
  }
  return names.map((name, slot) => ({ slot, stickerId: 0, name, wear: null }));
}

function stripPrefix(title: string): string {
  return title.replace(/^(Sticker|Patch):\s*/i, '').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The inspect link of the item's "Inspect in Game…" action with its placeholders filled:
 * %owner_steamid%, %assetid% and %propid:N% (the asset property N, as Steam's newer links use).
 * Null when there is no such action or a placeholder cannot be filled.
 */
export function inspectLinkOf(
  description: SteamItemDescription,
  ownerSteamId: string,
  assetId: string,
  properties: readonly SteamAssetProperty[] = [],
): string | null {
  const action = (description.actions ?? []).find(
    (a) => typeof a.link === 'string' && (/csgo_econ_action_preview/.test(a.link) || /inspect/i.test(a.name ?? '')),
  );
  if (!action?.link) return null;
  const link = action.link
    .replace(/%owner_steamid%/g, ownerSteamId)
    .replace(/%assetid%/g, assetId)
    .replace(/%propid:(\d+)%/g, (placeholder, id: string) => {
      const property = properties.find((p) => Number(p.propertyid) === Number(id));
      const value = property?.string_value ?? property?.int_value ?? property?.float_value;
      return value === undefined || value === null || value === '' ? placeholder : encodeURIComponent(String(value));
    });
  return /%[a-z_]+(?::\d+)?%/i.test(link) ? null : link;
}
