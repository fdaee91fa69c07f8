import { parseYuanToCents } from '../../../lib/money.ts';
import type { MarketFilter, MarketMode, MarketSort } from '../../__generated__/MarketPageQuery.graphql.ts';

/**
 * The market's filters and sort as kept in the page URL. The parameter names are the REST
 * API's (GET /web/market, docs/rest.md): search, minPrice, maxPrice, tagType, type (the sub-type, a weapon or
 * category inside the type), tagRarity, tagQuality, tagExterior, tagItemSet and sort; onSale=0 (our
 * addition) when the market shows every item, not only those on sale; mode=lease (ours too) for the
 * items offered for rent (租赁), whose sorts and price bounds are those of the daily rent.
 */
/** The sorts: default (best sellers), price ascending and descending, and newest first. */
export type MarketSortParam = 'default' | 'price_asc' | 'price_desc' | 'newest';

export type MarketState = {
  search: string;
  minPrice: string;
  maxPrice: string;
  tagType: string;
  subType: string;
  rarity: string;
  quality: string;
  exterior: string;
  itemSet: string;
  sort: MarketSortParam;
  /** 只看在售 / On sale only: true (the default) lists the items on sale; false every item, those on sale first */
  onSale: boolean;
  /** the items on sale (the default) or those offered for rent (租赁) */
  mode: 'sale' | 'lease';
  /** the numbered page (1-based); a change of filter or sort starts again at 1 */
  page: number;
};

export const EMPTY_MARKET_STATE: MarketState = {
  search: '',
  minPrice: '',
  maxPrice: '',
  tagType: '',
  subType: '',
  rarity: '',
  quality: '',
  exterior: '',
  itemSet: '',
  sort: 'default',
  onSale: true,
  mode: 'sale',
  page: 1,
};

const PARAM_NAMES: Record<Exclude<keyof MarketState, 'sort' | 'onSale' | 'mode' | 'page'>, string> = {
  search: 'search',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  tagType: 'tagType',
  subType: 'type',
  rarity: 'tagRarity',
  quality: 'tagQuality',
  exterior: 'tagExterior',
  itemSet: 'tagItemSet',
};

const SORTS: Record<MarketSortParam, MarketSort> = { default: 'DEFAULT', price_asc: 'PRICE_ASC', price_desc: 'PRICE_DESC', newest: 'NEWEST' };

function isSort(value: string | null): value is MarketSortParam {
  return value === 'default' || value === 'price_asc' || value === 'price_desc' || value === 'newest';
}

export type PriceError = 'format' | 'decimals' | 'range' | 'order';

/** A price is a decimal string of yuan with at most two decimals; the minimum is at most the maximum. */
export function validatePriceRange(minPrice: string, maxPrice: string): { field: 'minPrice' | 'maxPrice'; error: PriceError } | null {
  const min = minPrice.trim();
  const max = maxPrice.trim();
  const parsedMin = min ? parseYuanToCents(min) : null;
  if (parsedMin && !parsedMin.ok) return { field: 'minPrice', error: parsedMin.reason };
  const parsedMax = max ? parseYuanToCents(max) : null;
  if (parsedMax && !parsedMax.ok) return { field: 'maxPrice', error: parsedMax.reason };
  if (parsedMin?.ok && parsedMax?.ok && parsedMin.cents > parsedMax.cents) return { field: 'minPrice', error: 'order' };
  return null;
}

/**
 * Reads the market state from the URL. Values a user typed into the address bar are checked like
 * the form checks them: bad prices are left out (never sent), a sub-type needs its type.
 */
export function readMarketState(params: URLSearchParams): MarketState {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 100);
  const state: MarketState = { ...EMPTY_MARKET_STATE };
  for (const [key, name] of Object.entries(PARAM_NAMES) as [keyof typeof PARAM_NAMES, string][]) state[key] = text(name);
  const sort = params.get('sort');
  state.sort = isSort(sort) ? sort : 'default';
  state.onSale = params.get('onSale') !== '0';
  state.mode = params.get('mode') === 'lease' ? 'lease' : 'sale';
  const page = Number(params.get('page') ?? '1');
  state.page = Number.isInteger(page) && page >= 1 && page <= MAX_MARKET_PAGE ? page : 1;
  if (state.minPrice && validatePriceRange(state.minPrice, '')) state.minPrice = '';
  if (state.maxPrice && validatePriceRange('', state.maxPrice)) state.maxPrice = '';
  if (validatePriceRange(state.minPrice, state.maxPrice)) {
    state.minPrice = '';
    state.maxPrice = '';
  }
  if (!state.tagType) state.subType = '';
  return state;
}

/** The URL query of a market state; empty values, the default sort and the default 只看在售 are left out. */
export function writeMarketState(state: MarketState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAM_NAMES) as [keyof typeof PARAM_NAMES, string][]) {
    const value = state[key].trim();
    if (value) params.set(name, value);
  }
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (!state.onSale) params.set('onSale', '0');
  if (state.mode === 'lease') params.set('mode', 'lease');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const MARKET_PAGE_SIZE = 40;
/** as deep as the API pages (its offsets stop at 100,000) */
export const MAX_MARKET_PAGE = Math.floor(100_000 / MARKET_PAGE_SIZE) + 1;

/** The page query's variables for a market state. */
export function marketVariables(state: MarketState): {
  filter: MarketFilter;
  sort: MarketSort;
  first: number;
  page: number;
  mode: MarketMode;
  lease: boolean;
} {
  const filter: MarketFilter = {};
  if (state.search) filter.search = state.search;
  if (state.minPrice) filter.minPrice = state.minPrice;
  if (state.maxPrice) filter.maxPrice = state.maxPrice;
  if (state.tagType) filter.tagType = state.tagType;
  if (state.tagType && state.subType) filter.subType = state.subType;
  if (state.rarity) filter.rarity = state.rarity;
  if (state.quality) filter.quality = state.quality;
  if (state.exterior) filter.exterior = state.exterior;
  if (state.itemSet) filter.itemSet = state.itemSet;
  const lease = state.mode === 'lease';
  // 只看在售 does not apply to the items offered for rent
  if (!state.onSale && !lease) filter.onSale = false;
  return { filter, sort: SORTS[state.sort], first: MARKET_PAGE_SIZE, page: state.page, mode: lease ? 'LEASE' : 'SALE', lease };
}
