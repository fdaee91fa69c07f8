/** Exchange rates (docs/simulated-services.md): how many yuan one US dollar buys, from some rate service. */
export interface ExchangeRateSource {
  readonly name: string;
  fetchCnyPerUsd(): Promise<number>;
}

export class ExchangeRateFetchError extends Error {}
