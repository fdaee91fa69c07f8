import type { AppConfig } from './config.ts';
import type { JobQueue } from './db/jobs.ts';
import type { Clock } from './integrations/clock/port.ts';
import { useClock } from './integrations/clock/port.ts';
import type { Ports } from './integrations/ports.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CurrencyService } from './modules/currency/currency.service.ts';
import { InventoryService } from './modules/inventory/inventory.service.ts';
import { SteamAccountService } from './modules/steam/steam.service.ts';
import { SecretBox } from './security/encryption.ts';

/** The stateful services built once at start-up from configuration, ports, the job queue and the clock. */
export type Services = {
  clock: Clock;
  jobs: JobQueue;
  currency: CurrencyService;
  auth: AuthService;
  secrets: SecretBox;
  steamAccounts: SteamAccountService;
  inventory: InventoryService;
};

/** Deletes expired sessions and stale codes, hourly (any one process runs each tick). */
export const PURGE_SESSIONS_JOB = 'auth-purge-expired';
const PURGE_SESSIONS_CRON = '7 * * * *';

export function createServices(config: AppConfig, ports: Ports, jobs: JobQueue, warn: (error: unknown, message: string) => void): Services {
  const { clock } = ports;
  const now = () => clock.now();
  // module-level domain functions read the same clock as the services
  useClock(clock);
  const secrets = new SecretBox(config.encryptionKey);
  const steamAccounts = new SteamAccountService(ports.tradePlatform, secrets, now);
  const inventory = new InventoryService(ports.tradePlatform, steamAccounts, jobs, warn, now);
  // a newly bound account's inventory is read at once (the page says it may take 5 minutes)
  steamAccounts.afterBind = (account) =>
    inventory.startRefresh(account.userId, account.id).then(
      () => {},
      (error) => warn(error, 'starting the inventory refresh after a bind failed'),
    );
  const auth = new AuthService(ports.sms, config.cookieSecret, now);
  jobs.work(PURGE_SESSIONS_JOB, { retryLimit: 0 }, () => auth.purgeExpired());
  jobs.schedule(PURGE_SESSIONS_JOB, PURGE_SESSIONS_CRON);
  return {
    clock,
    jobs,
    steamAccounts,
    inventory,
    currency: new CurrencyService(ports.fx, config.fx.cacheSeconds, now, (error) => warn(error, 'exchange-rate service failed; serving the last good rate')),
    auth,
    secrets,
  };
}
