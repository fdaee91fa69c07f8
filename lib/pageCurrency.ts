// The currency prices are shown in, shared by the web client and the server: kept in the browser's
// storage (web/money/currency.tsx) and mirrored in a cookie, as the language is (pageLanguage.ts),
// so that the server renders a first visit's page in it (api/http/pageHtml.ts) and the browser can
// take that page over as it is. Not a credential.
export const CURRENCY_COOKIE = 'currency';

export type PageCurrency = 'CNY' | 'USD';

/** The currency a cookie names: yuan (the default) for a first visit and for any other value. */
export function pageCurrencyOf(cookieValue: unknown): PageCurrency {
  return cookieValue === 'USD' ? 'USD' : 'CNY';
}
