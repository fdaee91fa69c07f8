import type { AppConfig } from '../config.ts';
import { HttpExchangeRates } from './fx/http.ts';
import type { ExchangeRateSource } from './fx/port.ts';
import { SimulatedExchangeRates } from './fx/simulated.ts';

/** Every outside system the marketplace talks to, chosen by configuration at start-up. */
export type Ports = {
  fx: ExchangeRateSource;
};

export function createPorts(config: AppConfig): Ports {
  return {
    fx: config.fx.driver === 'http' ? new HttpExchangeRates(config.fx.url) : new SimulatedExchangeRates(),
  };
}
