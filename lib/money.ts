// Money rules (docs/web-client.md "Amounts, dates and times", docs/money-and-orders.md "The fee"),
// shared by the API and the web client. Amounts are integer cents.

export type ParsedCents = { ok: true; cents: number } | { ok: false; reason: 'format' | 'decimals' | 'range' };

/** Largest price a listing or filter accepts: 10,000,000 yuan, well inside a 32-bit integer of cents. */
export const MAX_PRICE_CENTS = 1_000_000_000;

/**
 * The one strict reading of an amount of yuan: "12", "12.3", "12.34" -> 1234 cents. Digits,
 * at most one point with one or two decimals after it, nothing else: more decimals, signs, exponents
 * ("10.71e2"), hex ("0x42f"), whitespace (" 10 "), separators or an empty string are refused, never
 * coerced. A form that lets people type spaces trims them itself before asking (amountToYuanCents).
 */
export function parseYuanToCents(text: string): ParsedCents {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: /^\d*\.\d{3,}$/.test(text) ? 'decimals' : 'format' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  if (whole.length > 10) return { ok: false, reason: 'range' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_PRICE_CENTS) return { ok: false, reason: 'range' };
  return { ok: true, cents };
}

/**
 * An amount of yuan as an API request carries it (JSON or a query string): a decimal string as
 * parseYuanToCents reads it, or a JSON number whose shortest decimal form reads the same way (10.5,
 * never 1e3, 0.1 + 0.2 or NaN). Arrays, objects, booleans and null are refused ('format').
 */
export function parseMoneyInput(value: unknown): ParsedCents {
  if (typeof value === 'string') return parseYuanToCents(value);
  if (typeof value === 'number' && Number.isFinite(value)) return parseYuanToCents(String(value));
  return { ok: false, reason: 'format' };
}

/** An amount of integer cents as an API request carries it: a JSON integer or a string of digits; anything else is refused. */
export function parseCentsInput(value: unknown): ParsedCents {
  const cents = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(cents) || cents < 0) return { ok: false, reason: 'format' };
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
 * The fee rule, decided once for orders (the seller's service fee) and withdrawals alike:
 * rate × amount, rate in basis points, rounded half up to whole cents. The cent is the smallest unit
 * the ledger moves, the API gives balances in (withdrawBalance, frozenBalance)
 * and Alipay pays out, so a fee is never charged in a finer unit than it can be paid: what a user
 * is shown as the fee is exactly the FEE / WITHDRAWAL_FEE transfer the ledger makes.
 * A fee under 10 cents is shown with three decimals (formatFee: ¥0.090 for a ¥8.90 sale at 1 %),
 * never as a second, finer figure.
 */
export function feeCents(amountCents: number, rateBps: number): number {
  return Math.floor((amountCents * rateBps + 5_000) / 10_000);
}

/** A fee as shown: three decimals when 0 < |fee| < 0.1 (ten cents), otherwise as formatAmount. */
export function formatFee(amount: number): string {
  const absolute = Math.abs(amount);
  if (absolute > 0 && absolute < 0.1) {
    const text = absolute.toFixed(3);
    if (Number(text) !== 0) return amount < 0 ? `-${text}` : text;
  }
  return formatAmount(amount);
}

/** The currencies prices are shown and typed in: yuan, or dollars at the live rate. */
export type CurrencyCode = 'CNY' | 'USD';

export type YuanCentsConversion = ParsedCents | { ok: false; reason: 'rate' };

/** The rate in ten-thousandths of a dollar per yuan (the rate has 4 decimals); null when unusable. */
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
  // what a person typed into a price field: surrounding spaces are theirs to forget
  const parsed = parseYuanToCents(input.trim());
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
