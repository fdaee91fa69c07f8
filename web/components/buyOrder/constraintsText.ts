import type { TFunction } from 'i18next';

export type BuyOrderTerms = {
  minFloat: number | null | undefined;
  maxFloat: number | null | undefined;
  paintSeeds: readonly number[];
  sticker: string | null | undefined;
};

/** A buy order's constraints in words (float range, paint seeds, sticker), "any" without one: the book and 我的求购 say them alike. */
export function constraintsText(t: TFunction, terms: BuyOrderTerms): string {
  const parts: string[] = [];
  if (terms.minFloat != null || terms.maxFloat != null)
    parts.push(t('page.goods.buyOrders.floatRange', { min: terms.minFloat ?? 0, max: terms.maxFloat ?? 1 }));
  if (terms.paintSeeds.length > 0) parts.push(t('page.goods.buyOrders.paintSeeds', { seeds: terms.paintSeeds.join(', ') }));
  if (terms.sticker) parts.push(t('page.goods.buyOrders.sticker', { sticker: terms.sticker.replace(/^Sticker \| /, '') }));
  return parts.length > 0 ? parts.join(' · ') : t('page.goods.buyOrders.any');
}
