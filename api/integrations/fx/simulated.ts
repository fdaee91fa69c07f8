import { ExchangeRateFetchError, type ExchangeRateSource } from './port.ts';

/**
 * The embedded default: a rate that drifts like a real quote (a bounded random walk around 7.1
 * yuan per dollar, one small step per fetch). Tests steer it with setRate and failNextFetches.
 */
export class SimulatedExchangeRates implements ExchangeRateSource {
  readonly name = 'simulated';
  private rate: number;
  private seed: number;
  private failuresLeft = 0;
  fetchCount = 0;

  constructor(options: { initialRate?: number; seed?: number } = {}) {
    this.rate = options.initialRate ?? 7.1;
    this.seed = options.seed ?? 20_261_121;
  }

  setRate(rate: number): void {
    this.rate = rate;
  }

  failNextFetches(count: number): void {
    this.failuresLeft = count;
  }

  async fetchCnyPerUsd(): Promise<number> {
    this.fetchCount += 1;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new ExchangeRateFetchError('simulated rate service is down');
    }
    const current = this.rate;
    this.rate = Math.min(7.4, Math.max(6.8, this.rate + (this.nextRandom() - 0.5) * 0.02));
    return Math.round(current * 10_000) / 10_000;
  }

  private nextRandom(): number {
    // mulberry32: deterministic, so a run can be replayed
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}
