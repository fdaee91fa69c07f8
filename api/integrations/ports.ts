import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Clock } from './clock/port.ts';
import { DatabaseFileStore } from './fileStore/database.ts';
import { DiskFileStore } from './fileStore/disk.ts';
import type { FileStore } from './fileStore/port.ts';
import { systemClock } from './clock/system.ts';
import { HttpExchangeRates } from './fx/http.ts';
import type { ExchangeRateSource } from './fx/port.ts';
import { SimulatedExchangeRates } from './fx/simulated.ts';
import { ConsoleSmsSender } from './sms/console.ts';
import type { SmsSender } from './sms/port.ts';
import { TencentSmsSender } from './sms/tencent.ts';
import { AlipayGateway } from './payment/alipay/alipayGateway.ts';
import type { PaymentGateway } from './payment/port.ts';
import { simulatedAlipayKeys } from './payment/simulated/keys.ts';
import { SimulatedAlipay } from './payment/simulated/simulatedAlipay.ts';
import type { SimulatedSteamControls, TradePlatform } from './tradePlatform/port.ts';
import { SimulatedSteam } from './tradePlatform/simulated/simulatedSteam.ts';
import { SteamTradePlatform } from './tradePlatform/steam/steamTradePlatform.ts';

/** Every outside system the marketplace talks to, chosen by configuration at start-up. */
export type Ports = {
  /** The time every service, job and simulated system reads (the system clock; tests pass a controlled one). */
  clock: Clock;
  fx: ExchangeRateSource;
  sms: SmsSender;
  tradePlatform: TradePlatform;
  /** Alipay, or the simulated Alipay (embedded default) whose cashier the app serves */
  payment: PaymentGateway;
  /** The simulated Steam's own controls, present only when it is the trade platform (never with the real Steam). */
  steamSimulation?: SimulatedSteamControls;
};

/** The file the console SMS driver appends every code to, for developers and end-to-end tests. */
export function smsOutboxFile(config: AppConfig): string {
  return path.join(config.dataDir, 'sms-outbox.jsonl');
}

export function createPorts(config: AppConfig, log: (line: string) => void = console.log, clock: Clock = systemClock): Ports {
  const now = () => clock.now();
  const steam = config.steam;
  // a lease trade's protection lasts 7 lease days there (docs/simulated-services.md)
  const simulatedSteam = steam.driver === 'simulated' ? new SimulatedSteam({ now, leaseDaySeconds: config.leases.dayMs / 1000 }) : undefined;
  return {
    clock,
    fx: config.fx.driver === 'http' ? new HttpExchangeRates(config.fx.url) : new SimulatedExchangeRates(),
    sms: config.sms.driver === 'tencent' ? new TencentSmsSender(config.sms.tencent) : new ConsoleSmsSender({ log, outboxFile: smsOutboxFile(config), now }),
    tradePlatform: steam.driver === 'steam' ? new SteamTradePlatform({ requestTimeoutMs: steam.requestTimeoutMs }) : simulatedSteam!,
    steamSimulation: simulatedSteam,
    payment: createPaymentGateway(config, now),
  };
}

/** The payment driver of PAYMENT_DRIVER; the simulated one posts its notifications over HTTP to notifyUrl (the server itself). */
export function createPaymentGateway(config: AppConfig, now: () => Date): PaymentGateway {
  const { payment } = config;
  if (payment.driver === 'alipay') {
    return new AlipayGateway({ ...payment.alipay!, notifyUrl: payment.notifyUrl, publicUrl: payment.publicUrl, now });
  }
  return new SimulatedAlipay({ keys: simulatedAlipayKeys(config.dataDir), now, notifyUrl: payment.notifyUrl, ...payment.simulated });
}

/** The file store of UPLOAD_DRIVER: the uploaded_files table, or UPLOAD_DIR on this machine. */
export function createFileStore(config: Pick<AppConfig, 'uploadDriver' | 'uploadDir'>): FileStore {
  return config.uploadDriver === 'database' ? new DatabaseFileStore() : new DiskFileStore(config.uploadDir);
}
