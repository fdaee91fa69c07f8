import type { AppConfig } from './config.ts';
import type { Ports } from './integrations/ports.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CurrencyService } from './modules/currency/currency.service.ts';
import { SecretBox } from './security/encryption.ts';

/** The stateful services built once at start-up from configuration and ports. */
export type Services = {
  currency: CurrencyService;
  auth: AuthService;
  secrets: SecretBox;
};

export function createServices(config: AppConfig, ports: Ports, warn: (error: unknown, message: string) => void): Services {
  return {
    currency: new CurrencyService(ports.fx, config.fx.cacheSeconds, undefined, (error) =>
      warn(error, 'exchange-rate service failed; serving the last good rate'),
    ),
    auth: new AuthService(ports.sms, config.cookieSecret),
    secrets: new SecretBox(config.encryptionKey),
  };
}
