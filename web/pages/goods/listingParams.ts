import type { ListingSort } from '../../__generated__/GoodsPageQuery.graphql.ts';

/** The sorts as the page URL writes them (`sort=float_asc`); price ascending is the default and is left out. */
export const LISTING_SORT_PARAMS = ['price_asc', 'price_desc', 'float_asc', 'float_desc'] as const;
export type ListingSortParam = (typeof LISTING_SORT_PARAMS)[number];

/** The item page's listing filter as the URL holds it: texts as typed (checked by readListingState). */
export type ListingState = { floatMin: string; floatMax: string; paintSeed: string; sticker: string; sort: ListingSortParam };

export const EMPTY_LISTING_FILTER = { floatMin: '', floatMax: '', paintSeed: '', sticker: '' } as const;
export const MAX_PAINT_SEED = 1000;
export const MAX_STICKER_LENGTH = 128;

export type ListingFilterProblem = 'floatFormat' | 'floatRange' | 'floatOrder' | 'paintSeed' | 'stickerLength';

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

function floatOf(text: string): number | undefined | 'format' | 'range' {
  if (text === '') return undefined;
  if (!DECIMAL.test(text)) return 'format';
  const value = Number(text);
  return value > 1 ? 'range' : value;
}

/** The problem of each filter field, as the API would refuse it (its limits: api/modules/market/listingFilter.ts). */
export function listingFilterProblems(state: Pick<ListingState, 'floatMin' | 'floatMax' | 'paintSeed' | 'sticker'>) {
  const problems: Partial<Record<'floatMin' | 'floatMax' | 'paintSeed' | 'sticker', ListingFilterProblem>> = {};
  const min = floatOf(state.floatMin.trim());
  const max = floatOf(state.floatMax.trim());
  if (min === 'format' || min === 'range') problems.floatMin = min === 'format' ? 'floatFormat' : 'floatRange';
  if (max === 'format' || max === 'range') problems.floatMax = max === 'format' ? 'floatFormat' : 'floatRange';
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.floatMin = 'floatOrder';
  const seed = state.paintSeed.trim();
  if (seed !== '' && (!/^\d{1,4}$/.test(seed) || Number(seed) > MAX_PAINT_SEED)) problems.paintSeed = 'paintSeed';
  if (state.sticker.trim().length > MAX_STICKER_LENGTH) problems.sticker = 'stickerLength';
  return problems;
}

/** The filter and sort of the page URL; a value the API would refuse is left out rather than failing the page. */
export function readListingState(params: URLSearchParams): ListingState {
  const raw = {
    floatMin: params.get('floatMin')?.trim() ?? '',
    floatMax: params.get('floatMax')?.trim() ?? '',
    paintSeed: params.get('paintSeed')?.trim() ?? '',
    sticker: params.get('sticker')?.trim() ?? '',
  };
  const problems = listingFilterProblems(raw);
  // a reversed range drops both ends
  const reversed = problems.floatMin === 'floatOrder';
  const sort = params.get('sort');
  return {
    floatMin: problems.floatMin ? '' : raw.floatMin,
    floatMax: problems.floatMax || reversed ? '' : raw.floatMax,
    paintSeed: problems.paintSeed ? '' : raw.paintSeed,
    sticker: problems.sticker ? '' : raw.sticker,
    sort: (LISTING_SORT_PARAMS as readonly string[]).includes(sort ?? '') ? (sort as ListingSortParam) : 'price_asc',
  };
}

/** The page URL with the listing state written into it; the other parameters (hashName) are kept. */
export function writeListingState(params: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['floatMin', 'floatMax', 'paintSeed', 'sticker'] as const) {
    const value = state[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (state.sort === 'price_asc') next.delete('sort');
  else next.set('sort', state.sort);
  return next;
}

export function isFiltered(state: ListingState): boolean {
  return Boolean(state.floatMin || state.floatMax || state.paintSeed || state.sticker);
}

/** The variables of the listings connection. */
export function listingVariables(state: ListingState) {
  const filter: { floatMin?: number; floatMax?: number; paintSeed?: number; sticker?: string } = {};
  if (state.floatMin) filter.floatMin = Number(state.floatMin);
  if (state.floatMax) filter.floatMax = Number(state.floatMax);
  if (state.paintSeed) filter.paintSeed = Number(state.paintSeed);
  if (state.sticker) filter.sticker = state.sticker;
  return { filter, sort: state.sort.toUpperCase() as ListingSort };
}
