import { decodeBase64, encodeBase64 } from '@pothos/core';
import { MAX_PRICE_CENTS, parseMoneyInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { EXTERIOR_TAGS, QUALITY_TAGS, RARITY_TAGS, TYPE_TAGS, typeById } from '../catalog/catalog.service.ts';

/** The market's sorts: default (best sellers), price ascending and descending, and NEWEST (the items most recently listed first). */
export type MarketSort = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';

/**
 * The market's modes: SALE, the items on sale (the market as it always was); LEASE, the items offered
 * for rent, each with its "from ¥x/day" (the sorts: DEFAULT and PRICE_ASC the lowest daily rent
 * first, PRICE_DESC the highest, NEWEST the newest offer first; price bounds apply to the daily rent).
 */
export const MARKET_MODES = ['SALE', 'LEASE'] as const;
export type MarketMode = (typeof MARKET_MODES)[number];

/** Filter values as a client sends them: prices are yuan decimal strings. */
export type MarketFilterInput = {
  search?: string | null;
  /** yuan as sent (a decimal string; a repeated query parameter arrives as an array and is refused) */
  minPrice?: unknown;
  maxPrice?: unknown;
  tagType?: string | null;
  subType?: string | null;
  rarity?: string | null;
  quality?: string | null;
  exterior?: string | null;
  itemSet?: string | null;
  /** only the items with something on sale (true or left out: the market as it always was), or every item of the catalogue */
  onSale?: boolean | null;
};

export type MarketFilter = {
  searchTerms: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  tagType?: string;
  subType?: string;
  rarity?: string;
  quality?: string;
  exterior?: string;
  itemSet?: string;
  /**
   * true: only the items with something on sale. false: every item of the catalogue, the items on
   * sale first (in the sort), then the others (nothing on sale, no price: by id in the sort's
   * direction), so an item nobody sells can still be found and asked for with a buy order.
   */
  onSale: boolean;
};

/** Names of the REST parameters, so a message names the field the caller actually sent. */
export type FilterFieldNames = Record<keyof MarketFilterInput, MessageKey>;

export const MAX_SEARCH_LENGTH = 64;

const defaultFieldNames: FilterFieldNames = {
  search: 'field.search',
  minPrice: 'field.minPrice',
  maxPrice: 'field.maxPrice',
  tagType: 'field.tagType',
  subType: 'field.type',
  rarity: 'field.tagRarity',
  quality: 'field.tagQuality',
  exterior: 'field.tagExterior',
  itemSet: 'field.tagItemSet',
  onSale: 'field.onSale',
};

const rarityIds = new Set(RARITY_TAGS.map((tag) => tag.id));
const qualityIds = new Set(QUALITY_TAGS.map((tag) => tag.id));
const exteriorIds = new Set(EXTERIOR_TAGS.map((tag) => tag.id));
const subTypeIds = new Set(TYPE_TAGS.flatMap((type) => type.subTypes.map((sub) => sub.id)));
const collectionIdPattern = /^collection-[a-z0-9_-]{1,80}$/i;

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePrice(field: keyof MarketFilterInput, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = parseMoneyInput(value);
  if (parsed.ok) return parsed.cents;
  const key = parsed.reason === 'decimals' ? 'market.priceDecimals' : parsed.reason === 'range' ? 'market.priceRange' : 'market.priceFormat';
  throw new ValidationError(field, key, { field: defaultFieldNames[field], max: MAX_PRICE_CENTS / 100 });
}

function checkTag(field: keyof MarketFilterInput, value: string | undefined, allowed: (id: string) => boolean): string | undefined {
  if (value === undefined) return undefined;
  if (!allowed(value)) throw new ValidationError(field, 'market.tagUnknown', { field: defaultFieldNames[field], value });
  return value;
}

/** Validates a filter; throws ValidationError naming the first bad field. Changes nothing. */
export function parseMarketFilter(input: MarketFilterInput | null | undefined, fieldNames: Partial<FilterFieldNames> = {}): MarketFilter {
  const names = { ...defaultFieldNames, ...fieldNames };
  const rename = (error: unknown) => {
    if (error instanceof ValidationError && error.field) {
      const field = error.field as keyof MarketFilterInput;
      return new ValidationError(field, error.messageKey, { ...error.params, field: names[field] });
    }
    return error;
  };
  try {
    const search = present(input?.search);
    if (search && search.length > MAX_SEARCH_LENGTH) {
      throw new ValidationError('search', 'market.searchTooLong', { max: MAX_SEARCH_LENGTH });
    }
    // a bound is read as sent (lib/money.ts parseYuanToCents: " 10 " is refused, not trimmed); empty means none
    const minPriceCents = parsePrice('minPrice', input?.minPrice);
    const maxPriceCents = parsePrice('maxPrice', input?.maxPrice);
    if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) {
      throw new ValidationError('minPrice', 'market.priceOrder');
    }
    const tagType = checkTag('tagType', present(input?.tagType), (id) => typeById.has(id));
    const subType = checkTag('subType', present(input?.subType), (id) =>
      tagType ? typeById.get(tagType)!.subTypes.some((sub) => sub.id === id) : subTypeIds.has(id),
    );
    return {
      searchTerms: search ? search.toLowerCase().split(/\s+/).filter(Boolean) : [],
      minPriceCents,
      maxPriceCents,
      tagType,
      subType,
      rarity: checkTag('rarity', present(input?.rarity), (id) => rarityIds.has(id)),
      quality: checkTag('quality', present(input?.quality), (id) => qualityIds.has(id)),
      exterior: checkTag('exterior', present(input?.exterior), (id) => exteriorIds.has(id)),
      itemSet: checkTag('itemSet', present(input?.itemSet), (id) => collectionIdPattern.test(id)),
      onSale: input?.onSale ?? true,
    };
  } catch (error) {
    throw rename(error);
  }
}

/**
 * A position in the market under one sort (a GraphQL cursor): the item's sort key there and its id,
 * the tiebreak; or, past the items on sale of a list of every item (`onSale: false`), the position
 * among the items with nothing on sale (`rest`: by id alone, in the sort's direction). The next page starts right after it, wherever that item is now (keyset paging): an
 * item listed, sold or repriced meanwhile neither repeats nor skips one, and a deep page costs what
 * the first does. The keys are what the sort orders by: DEFAULT sales and quantity, the price sorts
 * the lowest price in cents, NEWEST when the newest listing on sale was created (microseconds, UTC).
 */
export type MarketCursor = { sort: MarketSort; keys: (number | string)[]; id: number; rest?: boolean; mode?: MarketMode };

const INTEGER = '(0|-?[1-9]\\d{0,9})';
const TIMESTAMP = '(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6})';
const cursorKeys: Record<MarketSort, readonly string[]> = { DEFAULT: [INTEGER, INTEGER], PRICE_ASC: [INTEGER], PRICE_DESC: [INTEGER], NEWEST: [TIMESTAMP] };
const cursorPatterns = Object.fromEntries(
  Object.entries(cursorKeys).map(([sort, keys]) => [sort, new RegExp(`^MarketItems:${sort}:${[...keys, INTEGER].join(',')}$`)]),
) as Record<MarketSort, RegExp>;
const restCursorPattern = (sort: MarketSort) => new RegExp(`^MarketItems:${sort}:rest,${INTEGER}$`);
const INT4_MAX = 2_147_483_647;

/** A cursor's timestamp is a real instant (no 30 February), so it never fails in the database. */
function realTimestamp(text: string): boolean {
  const [year, month, day, hour, minute, second] = text.split(/[-T:.]/).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

// a position in the lease mode: the daily rent (or the newest offer's time) and the item id
const leaseCursorKeys: Record<MarketSort, string> = { DEFAULT: INTEGER, PRICE_ASC: INTEGER, PRICE_DESC: INTEGER, NEWEST: TIMESTAMP };
const leaseCursorPattern = (sort: MarketSort) => new RegExp(`^LeaseItems:${sort}:${leaseCursorKeys[sort]},${INTEGER}$`);

export function encodeMarketCursor(cursor: MarketCursor): string {
  if (cursor.mode === 'LEASE') return encodeBase64(`LeaseItems:${cursor.sort}:${[...cursor.keys, cursor.id].join(',')}`);
  if (cursor.rest) return encodeBase64(`MarketItems:${cursor.sort}:rest,${cursor.id}`);
  return encodeBase64(`MarketItems:${cursor.sort}:${[...cursor.keys, cursor.id].join(',')}`);
}

/** Reads an `after` cursor; one of another list, of another sort or of the other mode is refused with errors.invalidCursor. */
export function decodeMarketCursor(after: string, sort: MarketSort, mode: MarketMode = 'SALE'): MarketCursor {
  let text: string | undefined;
  try {
    text = decodeBase64(after);
  } catch {
    text = undefined;
  }
  if (mode === 'LEASE') {
    const lease = text === undefined ? null : leaseCursorPattern(sort).exec(text);
    const [key, id] = lease ? lease.slice(1) : [];
    const keyFits = lease && (sort === 'NEWEST' ? realTimestamp(key) : Math.abs(Number(key)) <= INT4_MAX) && Math.abs(Number(id)) <= INT4_MAX;
    if (!keyFits) throw new ValidationError('after', 'errors.invalidCursor', { field: 'after' });
    return { sort, keys: [sort === 'NEWEST' ? key : Number(key)], id: Number(id), mode };
  }
  const rest = text === undefined ? null : restCursorPattern(sort).exec(text);
  if (rest) {
    if (Math.abs(Number(rest[1])) > INT4_MAX) throw new ValidationError('after', 'errors.invalidCursor', { field: 'after' });
    return { sort, keys: [], id: Number(rest[1]), rest: true };
  }
  const match = text === undefined ? null : cursorPatterns[sort].exec(text);
  const values = match ? match.slice(1) : [];
  const valuesFit = values.every((value, index) => (cursorKeys[sort][index] === TIMESTAMP ? realTimestamp(value) : Math.abs(Number(value)) <= INT4_MAX));
  if (!match || !valuesFit) throw new ValidationError('after', 'errors.invalidCursor', { field: 'after' });
  const keys = values.slice(0, -1).map((value, index) => (cursorKeys[sort][index] === TIMESTAMP ? value : Number(value)));
  return { sort, keys, id: Number(values.at(-1)) };
}
