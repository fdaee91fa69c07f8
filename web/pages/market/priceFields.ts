import { amountToYuanCents, parseYuanToCents, yuanCentsToAmount } from '../../../lib/money.ts';
import type { Currency } from '../../money/currency.tsx';
import type { PriceError } from './marketParams.ts';

/**
 * The market's price range is kept in yuan (the REST API's minPrice and maxPrice), and typed in the
 * currency prices are shown in: in dollars the fields show the yuan bounds at the rate shown, and a
 * typed bound is converted back to yuan cents (lib/money.ts, the rule the listing dialog uses).
 * Without a rate prices are shown in yuan, and so are the fields.
 */
export type PriceFieldCurrency = { currency: Currency; usdPerCny: number | null };

export function fieldCurrency({ currency, usdPerCny }: PriceFieldCurrency): Currency {
  return currency === 'USD' && usdPerCny !== null && usdPerCny > 0 ? 'USD' : 'CNY';
}

/** A yuan bound of the URL as the text of its field. */
export function priceFieldText(yuan: string, money: PriceFieldCurrency): string {
  if (!yuan || fieldCurrency(money) === 'CNY') return yuan;
  const parsed = parseYuanToCents(yuan);
  return parsed.ok ? yuanCentsToAmount(parsed.cents, 'USD', money.usdPerCny) : '';
}

export type PriceRangeResult = { ok: true; minPrice: string; maxPrice: string } | { ok: false; field: 'minPrice' | 'maxPrice'; error: PriceError };

/** The typed bounds as yuan (decimal strings), or the first problem; the minimum is at most the maximum. */
export function priceRangeInYuan(minText: string, maxText: string, money: PriceFieldCurrency): PriceRangeResult {
  const currency = fieldCurrency(money);
  const bound = (text: string) => {
    const typed = text.trim();
    if (!typed) return { ok: true as const, yuan: '', cents: null };
    if (currency === 'CNY') {
      const parsed = parseYuanToCents(typed);
      return parsed.ok ? { ok: true as const, yuan: typed, cents: parsed.cents } : { ok: false as const, error: parsed.reason };
    }
    const converted = amountToYuanCents(typed, currency, money.usdPerCny);
    if (!converted.ok) return { ok: false as const, error: converted.reason === 'rate' ? ('format' as const) : converted.reason };
    return { ok: true as const, yuan: (converted.cents / 100).toFixed(2), cents: converted.cents };
  };
  const min = bound(minText);
  if (!min.ok) return { ok: false, field: 'minPrice', error: min.error };
  const max = bound(maxText);
  if (!max.ok) return { ok: false, field: 'maxPrice', error: max.error };
  if (min.cents !== null && max.cents !== null && min.cents > max.cents) return { ok: false, field: 'minPrice', error: 'order' };
  return { ok: true, minPrice: min.yuan, maxPrice: max.yuan };
}
