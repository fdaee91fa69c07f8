import type { AppConfig } from './config.ts';
import type { Ports } from './integrations/ports.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CurrencyService } from './modules/currency/currency.service.ts';
import { InventoryService } from './modules/inventory/inventory.service.ts';
import { MarketService } from './modules/market/market.service.ts';
import { MessageService } from './modules/message/message.service.ts';
import { NoticeService } from './modules/notice/notice.service.ts';
import { SteamAccountService } from './modules/steam/steam.service.ts';
import { UserService } from './modules/user/user.service.ts';
import { SecretBox } from './security/encryption.ts';
import { ThrottleFactory } from './security/throttle.ts';

/**
 * Every domain's service, built once at start-up from configuration and ports. REST handlers and
 * resolvers call these (with the acting viewer for a user's data); domains reach each other only
 * through their service files.
 */
export type Services = {
  currency: CurrencyService;
  auth: AuthService;
  secrets: SecretBox;
  steamAccounts: SteamAccountService;
  inventory: InventoryService;
  catalog: CatalogService;
  market: MarketService;
  message: MessageService;
  notice: NoticeService;
  user: UserService;
  /** The domain throttles' store (Redis with REDIS_URL); the app closes it. */
  throttles: ThrottleFactory;
};

export function createServices(config: AppConfig, ports: Ports, warn: (error: unknown, message: string) => void): Services {
  const secrets = new SecretBox(config.encryptionKeys);
  const throttles = ThrottleFactory.fromUrl(config.redisUrl, (error) => warn(error, 'Redis (rate limits) failed; counting in memory until it answers'));
  const steamAccounts = new SteamAccountService(ports.tradePlatform, secrets, undefined, throttles);
  const inventory = new InventoryService(ports.tradePlatform, steamAccounts, warn, undefined, throttles);
  // a newly bound account's inventory is read at once (the page says it may take 5 minutes)
  steamAccounts.afterBind = (account) => {
    inventory.startRefresh(account.userId, account.id).catch((error) => warn(error, 'starting the inventory refresh after a bind failed'));
  };
  return {
    steamAccounts,
    inventory,
    currency: new CurrencyService(ports.fx, config.fx.cacheSeconds, undefined, (error) =>
      warn(error, 'exchange-rate service failed; serving the last good rate'),
    ),
    auth: new AuthService(ports.sms, config.cookieSecret, undefined, throttles),
    secrets,
    catalog: new CatalogService(),
    market: new MarketService(),
    message: new MessageService(),
    notice: new NoticeService(),
    user: new UserService(secrets, config.uploadDir),
    throttles,
  };
}
