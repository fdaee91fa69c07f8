import { decodeBase64, encodeBase64 } from '@pothos/core';
import { ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { isCleanString } from '../../security/inputStrings.ts';

/** The orders of an item's listings; PRICE_ASC is the item page's default. */
export const LISTING_SORTS = ['PRICE_ASC', 'PRICE_DESC', 'FLOAT_ASC', 'FLOAT_DESC'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const MAX_PAINT_SEED = 1000;
export const MAX_STICKER_LENGTH = 128;

/** The filter as a client sends it: numbers from GraphQL, text from the REST query string. */
export type ListingFilterInput = {
  floatMin?: number | string | null;
  floatMax?: number | string | null;
  paintSeed?: number | string | null;
  sticker?: string | null;
};

export type ListingFilter = {
  floatMin?: number;
  floatMax?: number;
  paintSeed?: number;
  /** The sticker as typed: matched against each sticker's hash name, English name and Chinese name. */
  sticker?: string;
};

const fieldNames: Record<keyof ListingFilterInput, MessageKey> = {
  floatMin: 'goodsListings.field.floatMin',
  floatMax: 'goodsListings.field.floatMax',
  paintSeed: 'goodsListings.field.paintSeed',
  sticker: 'goodsListings.field.sticker',
};

function numberOf(field: keyof ListingFilterInput, value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  // plain decimals only: no exponents, hex or Infinity from a query string
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) throw new ValidationError(field, 'goodsListings.notANumber', { field: fieldNames[field] });
  return Number(text);
}

function floatOf(field: 'floatMin' | 'floatMax', value: number | string | null | undefined): number | undefined {
  const number = numberOf(field, value);
  if (number === undefined) return undefined;
  if (!Number.isFinite(number) || number < 0 || number > 1) throw new ValidationError(field, 'goodsListings.floatRange', { field: fieldNames[field] });
  return number;
}

/** Validates the filter of an item's listings; throws a ValidationError naming the first bad field. */
export function parseListingFilter(input: ListingFilterInput | null | undefined): ListingFilter {
  const floatMin = floatOf('floatMin', input?.floatMin);
  const floatMax = floatOf('floatMax', input?.floatMax);
  if (floatMin !== undefined && floatMax !== undefined && floatMin > floatMax) throw new ValidationError('floatMin', 'goodsListings.floatOrder');
  const paintSeed = numberOf('paintSeed', input?.paintSeed);
  if (paintSeed !== undefined && (!Number.isInteger(paintSeed) || paintSeed < 0 || paintSeed > MAX_PAINT_SEED)) {
    throw new ValidationError('paintSeed', 'goodsListings.paintSeedRange', { max: MAX_PAINT_SEED });
  }
  const sticker = input?.sticker?.trim() || undefined;
  if (sticker !== undefined && (sticker.length > MAX_STICKER_LENGTH || !isCleanString(sticker))) {
    throw new ValidationError('sticker', 'goodsListings.stickerTooLong', { max: MAX_STICKER_LENGTH });
  }
  return { floatMin, floatMax, paintSeed, sticker };
}

/** REST sort names (lower case, as the page URL writes them) -> the sort. */
export function parseListingSort(value: string | undefined): ListingSort {
  const text = value?.trim().toUpperCase();
  if (!text) return 'PRICE_ASC';
  if (!(LISTING_SORTS as readonly string[]).includes(text)) throw new ValidationError('sort', 'goodsListings.sortInvalid');
  return text as ListingSort;
}

/**
 * A position in an item's listings under one sort: the part of the order it is in (float sorts put
 * the listings without a float in a second part), its sort key there and its id (the tiebreak).
 * The key is kept in the cursor, so a listing repriced or sold meanwhile does not move the position.
 */
export type ListingCursor = { sort: ListingSort; part: number; key: number; id: string };

const CURSOR = /^ItemListings:([A-Z_]+):([01]):(-?\d+(?:\.\d+)?(?:e-?\d+)?):([0-9a-zA-Z-]{1,64})$/;

export function encodeListingCursor(cursor: ListingCursor): string {
  return encodeBase64(`ItemListings:${cursor.sort}:${cursor.part}:${cursor.key}:${cursor.id}`);
}

/** Reads an `after` cursor; one of another list or another sort is refused with errors.invalidCursor. */
export function decodeListingCursor(after: string, sort: ListingSort): ListingCursor {
  let text: string | undefined;
  try {
    text = decodeBase64(after);
  } catch {
    text = undefined;
  }
  const match = text === undefined ? null : CURSOR.exec(text);
  const key = match ? Number(match[3]) : Number.NaN;
  if (!match || match[1] !== sort || !Number.isFinite(key)) throw new ValidationError('after', 'errors.invalidCursor', { field: 'after' });
  return { sort, part: Number(match[2]), key, id: match[4] };
}
