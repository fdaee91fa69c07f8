import { MAX_PRICE_CENTS, parseMoneyInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { EXTERIOR_TAGS, QUALITY_TAGS, RARITY_TAGS, TYPE_TAGS, typeById } from '../catalog/catalog.service.ts';

/** NEWEST (the items most recently listed first) is our addition to SPEC §2's three sorts. */
export type MarketSort = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';

/** Filter values as a client sends them: prices are yuan decimal strings (SPEC §5). */
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
    };
  } catch (error) {
    throw rename(error);
  }
}
