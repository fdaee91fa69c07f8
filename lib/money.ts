// Money rules of SPEC §5, shared by the API and the web client. Amounts are integer cents.

export type ParsedCents = { ok: true; cents: number } | { ok: false; reason: 'format' | 'decimals' | 'range' };

/** Largest price a listing or filter accepts: 10,000,000 yuan, well inside a 32-bit integer of cents. */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** "12", "12.3", "12.34" -> 1234 cents. More than two decimals, signs, exponents or junk are refused. */
export function parseYuanToCents(input: string): ParsedCents {
  const text = input.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, reason: /^\d*\.\d{3,}$/.test(text) ? 'decimals' : 'format' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  if (whole.length > 10) return { ok: false, reason: 'range' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) return { ok: false, reason: 'range' };
  return { ok: true, cents };
}

/** Display of an amount in yuan or dollars: 2 decimals, 4 when 0 < |x| < 0.01. */
export function formatAmount(amount: number): string {
  const absolute = Math.abs(amount);
  const decimals = absolute > 0 && absolute < 0.01 ? 4 : 2;
  const text = absolute.toFixed(decimals);
  return amount < 0 && Number(text) !== 0 ? `-${text}` : text;
}

export function centsToYuan(cents: number): number {
  return cents / 100;
}

/**
 * A fee in yuan for an amount in cents at a rate (0.01 = 1%): rounded to whole cents, except fees
 * under 10 cents, which keep three decimals (SPEC §5).
 */
export function calculateFee(amountCents: number, rate: number): number {
  const feeCents = amountCents * rate;
  if (feeCents < 10) return Math.round(feeCents * 10) / 1000;
  return Math.round(feeCents) / 100;
}

/** A fee in whole cents at a rate in basis points, rounded half up (the ledger counts cents): withdrawals and the seller's order fee. */
export function feeCents(amountCents: number, rateBps: number): number {
  return Math.floor((amountCents * rateBps + 5_000) / 10_000);
}

/** The currencies prices are shown and typed in (SPEC §9): yuan, or dollars at the live rate. */
export type CurrencyCode = 'CNY' | 'USD';

export type YuanCentsConversion = ParsedCents | { ok: false; reason: 'rate' };

/** The rate in ten-thousandths of a dollar per yuan (SPEC §7: the rate has 4 decimals); null when unusable. */
function rateTenThousandths(usdPerCny: number | null): number | null {
  if (usdPerCny === null || !Number.isFinite(usdPerCny) || usdPerCny <= 0) return null;
  const rate = Math.round(usdPerCny * 10_000);
  return rate > 0 ? rate : null;
}

/**
 * An amount typed in the user's currency as the yuan cents the API takes (prices are stored in
 * yuan). CNY: as parseYuanToCents. USD: the dollars (at most two decimals) divided by the rate shown
 * (dollars for one yuan, at its 4 decimals), rounded to the nearest yuan cent, half a cent up, in
 * integer arithmetic; without a usable rate it is refused ('rate') rather than guessed.
 * Used by every price field that follows the currency switch (listing and repricing, the market's
 * price filter).
 */
export function amountToYuanCents(input: string, currency: CurrencyCode, usdPerCny: number | null): YuanCentsConversion {
  const parsed = parseYuanToCents(input);
  if (currency === 'CNY' || !parsed.ok) return parsed;
  const rate = rateTenThousandths(usdPerCny);
  if (rate === null) return { ok: false, reason: 'rate' };
  const cents = Math.floor((parsed.cents * 20_000 + rate) / (2 * rate));
  if (cents > MAX_PRICE_CENTS) return { ok: false, reason: 'range' };
  return { ok: true, cents };
}

/**
 * Yuan cents as the text of a price field in the user's currency ("1100.77"; in USD the dollars at
 * the rate, to the nearest cent, half up), the inverse of amountToYuanCents up to its rounding.
 * Without a usable rate, yuan.
 */
export function yuanCentsToAmount(cents: number, currency: CurrencyCode, usdPerCny: number | null): string {
  const rate = currency === 'USD' ? rateTenThousandths(usdPerCny) : null;
  const shown = rate === null ? cents : Math.floor((cents * rate * 2 + 10_000) / 20_000);
  return (shown / 100).toFixed(2);
}
