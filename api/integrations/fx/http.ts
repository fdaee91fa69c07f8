import { ExchangeRateFetchError, type ExchangeRateSource } from './port.ts';

/**
 * A real rate service over HTTP. Accepts the common JSON shapes of USD-based services:
 * `{ rates: { CNY } }` (open.er-api.com, exchangerate-api, frankfurter) or `{ quotes: { USDCNY } }`.
 */
export class HttpExchangeRates implements ExchangeRateSource {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async fetchCnyPerUsd(): Promise<number> {
    let response: Response;
    try {
      response = await fetch(this.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new ExchangeRateFetchError(`rate service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ExchangeRateFetchError(`rate service answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { rates?: { CNY?: unknown }; quotes?: { USDCNY?: unknown } } | null;
    const rate = Number(body?.rates?.CNY ?? body?.quotes?.USDCNY);
    if (!Number.isFinite(rate) || rate <= 0) throw new ExchangeRateFetchError('rate service gave no CNY rate');
    return rate;
  }
}
