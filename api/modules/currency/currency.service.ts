import { ServiceUnavailableError } from '../../errors.ts';
import type { ExchangeRateSource } from '../../integrations/fx/port.ts';

export type ExchangeRate = { cnyPerUsd: number; usdPerCny: number; updatedAt: Date; stale: boolean };

/** The yuan-to-dollar rate is the inverse of the CNY rate, rounded to 4 decimals, as the site shows it. */
export function usdPerCny(cnyPerUsd: number): number {
  return Math.round((1 / cnyPerUsd) * 10_000) / 10_000;
}

/**
 * Serves the rate from a cache refreshed every `cacheSeconds`; when the service fails, the last good
 * rate is served marked stale, and only a service that never answered is an error. Concurrent
 * callers share one fetch.
 */
export class CurrencyService {
  private last?: { cnyPerUsd: number; fetchedAt: Date };
  private pending?: Promise<ExchangeRate>;

  constructor(
    private readonly source: ExchangeRateSource,
    private readonly cacheSeconds: number,
    private readonly clock: () => Date,
    private readonly onFailure: (error: unknown) => void = () => {},
  ) {}

  async current(): Promise<ExchangeRate> {
    const now = this.clock();
    if (this.last && now.getTime() - this.last.fetchedAt.getTime() < this.cacheSeconds * 1000) {
      return this.view(false);
    }
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<ExchangeRate> {
    try {
      const cnyPerUsd = await this.source.fetchCnyPerUsd();
      this.last = { cnyPerUsd, fetchedAt: this.clock() };
      return this.view(false);
    } catch (error) {
      this.onFailure(error);
      if (this.last) return this.view(true);
      throw new ServiceUnavailableError('fx.unavailable');
    }
  }

  private view(stale: boolean): ExchangeRate {
    const { cnyPerUsd, fetchedAt } = this.last!;
    return { cnyPerUsd, usdPerCny: usdPerCny(cnyPerUsd), updatedAt: fetchedAt, stale };
  }
}
