import { formatAmount, parseYuanToCents } from '../../../lib/money.ts';

/** Yuan as the offer forms write their bounds (the input is in yuan, whatever currency the page shows). */
export const yuan = (cents: number): string => formatAmount(cents / 100);

export type OfferPrice = { ok: true; cents: number } | { ok: false; problem: 'invalid' | 'outOfRange' };

/**
 * An amount typed in yuan, checked against the bounds an offer or counter-offer must keep (both
 * included) before it is sent; the API checks it again and answers the same texts.
 */
export function readOfferPrice(text: string, min: number, max: number): OfferPrice {
  const parsed = parseYuanToCents(text.trim());
  if (!parsed.ok || parsed.cents <= 0) return { ok: false, problem: 'invalid' };
  if (parsed.cents < min || parsed.cents > max) return { ok: false, problem: 'outOfRange' };
  return { ok: true, cents: parsed.cents };
}
