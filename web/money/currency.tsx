import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { centsToYuan, formatAmount, formatFee } from '../../lib/money.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { writePreferenceCookie } from '../lib/preferenceCookie.ts';
import { CURRENCY_COOKIE, type PageCurrency } from '../../lib/pageCurrency.ts';

export type Currency = PageCurrency;
export const CURRENCIES: readonly Currency[] = ['CNY', 'USD'];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { CNY: '¥', USD: '$' };

function isCurrency(value: unknown): value is Currency {
  return value === 'CNY' || value === 'USD';
}

export function storedCurrency(): Currency {
  const value = readStored(STORAGE_KEYS.currency);
  return isCurrency(value) ? value : 'CNY';
}

/** Tells the server which currency to render the next pages in (the cookie of lib/pageCurrency.ts). */
export function showCurrency(currency: Currency): void {
  writePreferenceCookie(CURRENCY_COOKIE, currency);
}

/** How an amount is written: any amount, or a fee (three decimals under ten cents, docs/web-client.md "Amounts, dates and times"). */
export type MoneyKind = 'amount' | 'fee';

/**
 * An amount of integer cents (yuan × 100) as shown to users (docs/web-client.md "Amounts, dates and
 * times"): ¥ and yuan, or $ and dollars at the live rate (dollars for one yuan). Without a rate, yuan
 * are shown rather than a wrong figure.
 */
export function formatMoney(cents: number, currency: Currency, usdPerCny: number | null, kind: MoneyKind = 'amount'): string {
  const yuan = centsToYuan(cents);
  const write = kind === 'fee' ? formatFee : formatAmount;
  if (currency === 'USD' && usdPerCny !== null && usdPerCny > 0) return `${CURRENCY_SYMBOLS.USD}${write(yuan * usdPerCny)}`;
  return `${CURRENCY_SYMBOLS.CNY}${write(yuan)}`;
}

type CurrencyContextValue = { currency: Currency; setCurrency: (currency: Currency) => void };
const CurrencyContext = createContext<CurrencyContextValue>({ currency: 'CNY', setCurrency: () => undefined });
const ExchangeRateContext = createContext<number | null>(null);

/** The user's currency preference, kept in localStorage. */
export function CurrencyProvider({ initial, children }: { initial?: Currency; children: ReactNode }) {
  const [currency, setState] = useState<Currency>(() => initial ?? storedCurrency());
  const setCurrency = useCallback((next: Currency) => {
    writeStored(STORAGE_KEYS.currency, next);
    showCurrency(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** The live exchange rate (dollars for one yuan, the API's `exchangeRate.usdPerCny`). */
export function ExchangeRateProvider({ usdPerCny, children }: { usdPerCny: number | null; children: ReactNode }) {
  return <ExchangeRateContext.Provider value={usdPerCny}>{children}</ExchangeRateContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  return useContext(CurrencyContext);
}

/** Formats cents in the user's currency. */
export function useMoney(): { currency: Currency; usdPerCny: number | null; format: (cents: number, kind?: MoneyKind) => string } {
  const { currency } = useContext(CurrencyContext);
  const usdPerCny = useContext(ExchangeRateContext);
  const format = useCallback((cents: number, kind: MoneyKind = 'amount') => formatMoney(cents, currency, usdPerCny, kind), [currency, usdPerCny]);
  return { currency, usdPerCny, format };
}
