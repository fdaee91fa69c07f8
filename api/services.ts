import type { AppConfig } from './config.ts';
import { purgeExpired as purgeExpiredIdempotencyKeys } from './db/idempotency.ts';
import type { PurgeResult } from './db/purge.ts';
import type { JobQueue } from './db/jobs.ts';
import type { Clock } from './integrations/clock/port.ts';
import type { FileStore } from './integrations/fileStore/port.ts';
import { createFileStore, type Ports } from './integrations/ports.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { CurrencyService } from './modules/currency/currency.service.ts';
import { InventoryService, inventoryItemSql } from './modules/inventory/inventory.service.ts';
import { SellingService } from './modules/inventory/selling.service.ts';
import { BargainService } from './modules/bargain/bargain.service.ts';
import { LeaseLife } from './modules/lease/leaseLife.ts';
import { LeaseService } from './modules/lease/lease.service.ts';
import { LeaseAfterService } from './modules/lease/leaseAfter.service.ts';
import { BuyOrderService, bestOpenBuyOrderSql, buyOrderStatsJoin } from './modules/buyorder/buyOrder.service.ts';
import { ListingService } from './modules/listing/listing.service.ts';
import { LeaseListingService, leaseFiguresSql } from './modules/lease/leaseListing.service.ts';
import { MarketService, refreshMarketStats } from './modules/market/market.service.ts';
import { MessageService } from './modules/message/message.service.ts';
import { NoticeService } from './modules/notice/notice.service.ts';
import { OutboundLinkService } from './modules/outbound/outbound.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { InformationService } from './modules/information/information.service.ts';
import { isDemoPlayer } from './modules/demo/demo.service.ts';
import type { CommitSignal } from './integrations/commitSignal/port.ts';
import { localCommitSignal, postgresCommitSignal, redisCommitSignal } from './integrations/commitSignal/signals.ts';
import { EventRelay } from './modules/events/eventFeed.ts';
import { EventLog } from './modules/events/events.service.ts';
import { ViewerEventService } from './modules/events/viewerEvents.service.ts';
import { DeliveryService } from './modules/order/delivery.service.ts';
import { OrderService, orderNosBoughtBySql, orderRefs } from './modules/order/order.service.ts';
import { PaymentService, paymentReferenceSql } from './modules/payment/payment.service.ts';
import { SteamAccountService } from './modules/steam/steam.service.ts';
import { SteamSimulationService } from './modules/steam/steam.simulation.service.ts';
import { UserService } from './modules/user/user.service.ts';
import { Ledger, type WalletLog, WalletService } from './modules/wallet/wallet.service.ts';
import { RechargeService } from './modules/wallet/recharge.service.ts';
import { PROVIDER_RECONCILE_CRON, PROVIDER_RECONCILE_JOB, ReconciliationService } from './modules/wallet/reconciliation.service.ts';
import { WithdrawalService } from './modules/wallet/withdrawal.service.ts';
import { SecretBox } from './security/encryption.ts';
import { loadOrCreatePlatformKeyPem, type PlatformKey, platformKeyFrom } from './security/platformKey.ts';
import { OpenPlatformService } from './modules/openplatform/openplatform.service.ts';
import { OrderSandboxService } from './modules/order/orderSandbox.service.ts';
import { LeaseSandboxService } from './modules/lease/leaseSandbox.service.ts';
import { PartnerAuthenticator } from './modules/openplatform/partnerAuth.ts';
import { PartnerCallbacks } from './modules/openplatform/callbacks.service.ts';
import { SandboxService } from './modules/sandbox/sandbox.service.ts';
import { ThrottleFactory } from './security/throttle.ts';

/**
 * Every domain's service, built once at start-up from configuration and ports. REST handlers and
 * resolvers call these (with the acting viewer for a user's data); domains reach each other only
 * through their service files.
 */
export type Services = {
  clock: Clock;
  jobs: JobQueue;
  currency: CurrencyService;
  auth: AuthService;
  secrets: SecretBox;
  steamAccounts: SteamAccountService;
  /** Simulated Steam accounts for trying the product (simulated driver only). */
  steamSimulation: SteamSimulationService;
  inventory: InventoryService;
  catalog: CatalogService;
  market: MarketService;
  message: MessageService;
  notice: NoticeService;
  /** The /sans page's check of a destination against OUTBOUND_ALLOWED_HOSTS (api/modules/outbound/outbound.service.ts). */
  outbound: OutboundLinkService;
  /** The site's articles: help center, news, agreements (api/modules/content/content.service.ts). */
  content: ContentService;
  /** Market information from our own trades: daily turnover, the price index, risers and fallers (api/modules/information/information.service.ts). */
  information: InformationService;
  /** Uploaded files (avatars): the uploaded_files table or UPLOAD_DIR, by UPLOAD_DRIVER (api/integrations/fileStore). */
  files: FileStore;
  user: UserService;
  orders: OrderService;
  buyOrders: BuyOrderService;
  bargains: BargainService;
  /** What every part of a lease's life shares: its lock, its steps and its deadline and follow jobs (api/modules/lease/leaseLife.ts). */
  leaseLife: LeaseLife;
  /** Lenders' lease listings (出租): offering for rent, terms, delisting, and an item's lease listings (api/modules/lease/leaseListing.service.ts). */
  leaseListings: LeaseListingService;
  /** Leases (租赁): renting a lease listing, its delivery, cancelling, reading one's leases (api/modules/lease/lease.service.ts). */
  leases: LeaseService;
  /** A lease after its delivery: renewing, buying out, returning, the end, the grace and the trades' protection; the 租入/租出 marks and lenders' income (api/modules/lease/leaseAfter.service.ts). */
  leaseAfter: LeaseAfterService;
  /** Every change of a listing's state and price, with its off-sale listeners (api/modules/listing), for the services that list, sell and close listings, and for tests. */
  listings: ListingService;
  /** Orders after payment: offers through the trade platform, followed to settlement (api/modules/order/delivery.service.ts). */
  delivery: DeliveryService;
  /** The partner sandbox: an order's Steam side driven on request, with simulated Steam and payment only (api/modules/order/orderSandbox.service.ts). */
  orderSandbox: OrderSandboxService;
  /** The partner sandbox of leases: a lease driven through Steam's, the other party's and the clock's steps on request, with simulated Steam and payment only (api/modules/lease/leaseSandbox.service.ts). */
  leaseSandbox: LeaseSandboxService;
  /** Payments through Alipay (or the simulated one): create, credit once from notifications, close, refund. */
  payments: PaymentService;
  /** The ledger's movements (api/modules/wallet/ledger.ts), for the services that move money, and for tests. */
  ledger: Ledger;
  wallet: WalletService;
  /** Withdrawals of settled proceeds to the verified Alipay account, and their payouts (api/modules/wallet/withdrawal.service.ts). */
  withdrawals: WithdrawalService;
  /** The recharge center: the enterprise contract signed at the provider, and recharges to the deposit (api/modules/wallet/recharge.service.ts). */
  recharges: RechargeService;
  /** Reconciliation with the payment provider and the ledger: daily, and `npm run reconcile` (api/modules/wallet/reconciliation.service.ts). */
  reconciliation: ReconciliationService;
  /** The relay that moves committed events from the log to this process's streams; the app stops it. */
  eventRelay: EventRelay;
  /** Signed-in viewers' live events (GraphQL viewerEvents over SSE): api/modules/events/viewerEvents.service.ts. */
  viewerEvents: ViewerEventService;
  /** The domain throttles' store (Redis with REDIS_URL); the app closes it. */
  throttles: ThrottleFactory;
  /** Open-platform applications, their review and partners' apps (api/modules/openplatform/openplatform.service.ts). */
  openPlatform: OpenPlatformService;
  /** Who a signed partner request comes from (api/modules/openplatform/partnerAuth.ts). */
  partnerAuth: PartnerAuthenticator;
  /** Partner callbacks from the event log: dispatch, delivery with retries, replay (api/modules/openplatform/callbacks.service.ts); the app stops it. */
  partnerCallbacks: PartnerCallbacks;
  /** A partner sandbox deployment (SANDBOX=on): its flag, and every new account's play money (api/modules/sandbox/sandbox.service.ts). */
  sandbox: SandboxService;
};

/** Deletes expired sessions and stale codes, hourly (any one process runs each tick). */
export const PURGE_SESSIONS_JOB = 'auth-purge-expired';
const PURGE_SESSIONS_CRON = '7 * * * *';
/** Deletes idempotency keys past their 24 hours, hourly. */
export const PURGE_IDEMPOTENCY_KEYS_JOB = 'idempotency-purge-expired';
const PURGE_IDEMPOTENCY_KEYS_CRON = '17 * * * *';
/** Deletes the event log's events older than EVENT_RETENTION_DAYS, and finished inventory refreshes older than 30 days (each user's latest stays), daily at 04:13 UTC. */
export const PURGE_EVENTS_JOB = 'events-purge';
const PURGE_EVENTS_CRON = '13 4 * * *';
/** Deletes partner callback deliveries (and their attempts) older than EVENT_RETENTION_DAYS, daily at 04:23 UTC. */
export const PURGE_PARTNER_CALLBACKS_JOB = 'partner-callbacks-purge';
const PURGE_PARTNER_CALLBACKS_CRON = '23 4 * * *';
/** What tells the other API processes that events were committed: Redis when configured, else PostgreSQL, else nobody (one process). */
function commitSignalFor(config: AppConfig, warn: (error: unknown, message: string) => void): CommitSignal {
  if (config.redisUrl) return redisCommitSignal(config.redisUrl, warn);
  // LISTEN holds its session: past any transaction pooler
  if (config.databaseUrl) return postgresCommitSignal(config.databaseDirectUrl ?? config.databaseUrl, warn);
  return localCommitSignal();
}

/** Deletes partner nonces past their 10 minutes, every 10 minutes. */
export const PURGE_PARTNER_NONCES_JOB = 'partner-nonces-purge';
const PURGE_PARTNER_NONCES_CRON = '*/10 * * * *';
/** How often open event streams' sessions are checked: a stream ends within this of its logout or expiry. */
const SESSION_CHECK_MS = 5_000;
/** Reconciles the ledger daily at 03:37 UTC and logs every difference (`event: 'ledger.difference'`). */
export const RECONCILE_LEDGER_JOB = 'ledger-reconcile';
const RECONCILE_LEDGER_CRON = '37 3 * * *';

export function createServices(
  config: AppConfig,
  ports: Ports,
  jobs: JobQueue,
  warn: (error: unknown, message: string) => void,
  log: WalletLog = { info: () => {}, error: (object, message) => warn(object, message) },
): Services {
  const { clock } = ports;
  const now = () => clock.now();
  const secrets = new SecretBox(config.encryptionKeys);
  const files = createFileStore(config);
  // every change of a listing's state, at this clock's time, recounting the market figures (api/modules/listing)
  // every state change's event, in the change's transaction (api/modules/events)
  const events = new EventLog(now);
  // the listings' statements recount the market's figures and join the inventory's items (the inventory module's SQL)
  const listings = new ListingService(now, events, refreshMarketStats, inventoryItemSql);
  const throttles = ThrottleFactory.fromUrl(config.redisUrl, (error) => warn(error, 'Redis (rate limits) failed; counting in memory until it answers'));
  // a newly bound account's inventory is read at once (the page says it may take 5 minutes); the
  // inventory service is built next (it reads accounts through this one), before any bind can run
  const steamAccounts: SteamAccountService = new SteamAccountService(ports.tradePlatform, secrets, now, listings, throttles, (account) =>
    inventory.startRefresh(account.userId, account.id).then(
      () => {},
      (error: unknown) => warn(error, 'starting the inventory refresh after a bind failed'),
    ),
  );
  // a listing that a buy order takes fills it at once (api/modules/buyorder); the buy orders are built below;
  // an asset on lease to its holder cannot be sold or offered for rent (api/modules/lease, built below)
  const selling = new SellingService(
    now,
    listings,
    () => buyOrders,
    () => leaseAfter,
  );
  // the 租入 marks and which assets cannot be listed (api/modules/lease, built below)
  const inventory: InventoryService = new InventoryService(ports.tradePlatform, steamAccounts, jobs, warn, now, throttles, listings, selling, () => leaseAfter);
  // offering for rent checks assets by the selling rules; an asset sold, gone from its inventory, or
  // of an account unbound or marked abnormal is no longer for rent (in that change's transaction)
  const leaseListings = new LeaseListingService({ now, events, selling });
  listings.whenOffSale((tx, _listingIds, reason, inventoryItemIds) =>
    reason === 'LISTING_SOLD' ? leaseListings.endForSoldAssets(tx, inventoryItemIds) : Promise.resolve(),
  );
  inventory.whenItemsGone((tx, inventoryItemIds) => leaseListings.endForGoneAssets(tx, inventoryItemIds));
  steamAccounts.whenListingsClose((tx, accountId) => leaseListings.endForAccount(tx, accountId));
  const payments = new PaymentService(ports.payment, jobs, { now, warn, expiryGraceSeconds: config.payment.expiryGraceSeconds });
  // delivery is built from the order service, and the order service asks delivery for its follow-ups
  // only once both exist (a job or a request, never during construction)
  // every movement of money and points, written at this clock's time
  const ledger = new Ledger(now, events);
  const orders: OrderService = new OrderService({
    settings: config.orders,
    jobs,
    now,
    warn,
    ledger,
    events,
    listings,
    payments,
    delivery: () => delivery.orderDelivery,
    // a partner app's daily limits count what its buy orders and offers may still buy, and its rents (built below)
    partnerCommitments: () => [buyOrders, bargains, leases],
    // a partner app's limits are the open platform's (built below)
    lockPartnerAppLimits: (tx, appId) => openPlatform.lockDailyLimits(tx, appId),
  });
  const catalog = new CatalogService();
  const buyOrders: BuyOrderService = new BuyOrderService({ now, jobs, ledger, events, orders, catalog, steamAccounts, listings, inventory, warn });
  const bargains = new BargainService({ now, jobs, ledger, events, orders, listings, buyOrders, catalog, steamAccounts, warn });
  const leaseLife = new LeaseLife({
    now,
    jobs,
    ledger,
    events,
    warn,
    settings: {
      ...config.leases,
      feeRateBps: config.orders.feeRateBps,
      paymentMs: config.orders.paymentMs,
      shipmentMs: config.orders.shipmentMs,
      receiptMs: config.orders.receiptMs,
    },
  });
  const leases = new LeaseService({
    life: leaseLife,
    ledger,
    platform: ports.tradePlatform,
    simulated: ports.tradePlatform.name === 'simulated',
    listings,
    steamAccounts,
    orders,
    payments,
  });
  // the return, the end, the grace and the trades' protection register their parts on the lease's life
  const leaseAfter: LeaseAfterService = new LeaseAfterService({ life: leaseLife, platform: ports.tradePlatform, steamAccounts, orders, warn });
  // an unbound receiving account ends the buy orders and offers that would deliver to it
  steamAccounts.whenUnbinding((tx, accountId) => buyOrders.endForAccount(tx, accountId));
  steamAccounts.whenUnbinding((tx, accountId) => bargains.endForAccount(tx, accountId));
  const delivery: DeliveryService = new DeliveryService({
    platform: ports.tradePlatform,
    steamAccounts,
    orders,
    jobs,
    now,
    warn,
    simulated: ports.tradePlatform.name === 'simulated',
    settings: config.delivery,
    // demo players press 发货 and confirm by themselves after DEMO_DELIVERY_SECONDS
    isDemoPlayer: (userId, client) => isDemoPlayer(userId, client),
  });
  // an account one of whose sales is not finished stays bound (before the listeners above end its holds: the refusal rolls all back)
  steamAccounts.whenUnbinding((tx, accountId) => delivery.refuseUnbindingInTrade(tx, accountId));
  // an account a lease that has not ended needs (to give, receive or return its item) stays bound
  steamAccounts.whenUnbinding((tx, accountId) => leases.refuseUnbindingInLease(tx, accountId));
  const auth = new AuthService(ports.sms, config.cookieSecret, now, throttles, config.stepUp.windowSeconds, config.smsCodesPerIpPerHour);
  const sandbox = new SandboxService({ enabled: config.sandbox, ledger });
  // in a sandbox, every new account starts with play money, in the transaction that creates it
  if (sandbox.enabled) auth.whenUserCreated((tx, userId) => sandbox.fundNewAccount(tx, userId));
  // each purge deletes in batches of PURGE_BATCH_SIZE for at most PURGE_BUDGET_SECONDS (api/db/purge.ts)
  const purged = (table: string) => (result: PurgeResult) => {
    if (result.deleted > 0 || !result.done) log.info({ event: 'purge', table, ...result }, `purged ${result.deleted} rows of ${table}`);
  };
  jobs.work(PURGE_SESSIONS_JOB, { retryLimit: 0 }, async () => {
    const { sessions, codes } = await auth.purgeExpired(config.purge);
    purged('sessions')(sessions);
    purged('sms_codes')(codes);
  });
  jobs.schedule(PURGE_SESSIONS_JOB, PURGE_SESSIONS_CRON);
  jobs.work(PURGE_IDEMPOTENCY_KEYS_JOB, { retryLimit: 0 }, () => purgeExpiredIdempotencyKeys(now(), config.purge).then(purged('idempotency_keys')));
  jobs.schedule(PURGE_IDEMPOTENCY_KEYS_JOB, PURGE_IDEMPOTENCY_KEYS_CRON);
  // the daily purge also takes the finished inventory refreshes (a queue of their own would add a worker polling all day)
  jobs.work(PURGE_EVENTS_JOB, { retryLimit: 0 }, async () => {
    purged('events')(await events.purgeOlderThan(config.events.retentionDays, config.purge));
    purged('inventory_refreshes')(await inventory.purgeOld(config.purge));
  });
  jobs.schedule(PURGE_EVENTS_JOB, PURGE_EVENTS_CRON);
  const withdrawals = new WithdrawalService({ gateway: ports.payment, auth, secrets, ledger, events, jobs, now, warn, enabled: config.withdrawals.enabled });
  const wallet = new WalletService({
    now,
    partnerDailyRoom: (viewer) => orders.partnerDailyRoom(viewer),
    // the transaction list selects the viewer's Alipay rows by their orders', payments' and refunds' numbers (those modules' SQL)
    referenceSql: {
      orderNosBoughtBy: orderNosBoughtBySql,
      paymentTradeNosOf: paymentReferenceSql.tradeNosOf,
      refundRequestNosOf: paymentReferenceSql.refundNosOf,
    },
    orderRefs,
  });
  jobs.work(RECONCILE_LEDGER_JOB, { retryLimit: 0 }, () => wallet.reconcileAndLog(log));
  jobs.schedule(RECONCILE_LEDGER_JOB, RECONCILE_LEDGER_CRON);
  const reconciliation = new ReconciliationService({
    gateway: ports.payment,
    now,
    log,
    paymentGraceSeconds: config.payment.expiryGraceSeconds,
    orderRefs,
    leaseRefs: (paymentIds) => leases.paymentRefs(paymentIds),
  });
  jobs.work(PROVIDER_RECONCILE_JOB, { retryLimit: 2, retryDelaySeconds: 600, expireInSeconds: 3_600 }, () => reconciliation.runDaily());
  jobs.schedule(PROVIDER_RECONCILE_JOB, PROVIDER_RECONCILE_CRON);
  const messages = new MessageService(now, events);
  const eventRelay = new EventRelay({ pollMs: config.events.pollMs, signal: commitSignalFor(config, warn), warn });
  const viewerEvents = new ViewerEventService({
    relay: eventRelay,
    perUser: config.events.subscriptionsPerUser,
    perAddress: config.events.subscriptionsPerAddress,
    retentionDays: config.events.retentionDays,
    sessionCheckMs: SESSION_CHECK_MS,
    maxBuffered: 1_000,
    liveSessions: (ids) => auth.liveSessions(ids),
    warn,
  });
  let platformKey: PlatformKey | undefined;
  // generated into DATA_DIR on first use outside production (config.ts requires it in production)
  const platformKeyOf = () => (platformKey ??= platformKeyFrom(config.openPlatform.privateKeyPem ?? loadOrCreatePlatformKeyPem(config.dataDir)));
  const callbackPolicy = { production: config.isProduction };
  const partnerCallbacks = new PartnerCallbacks({
    now,
    jobs,
    platformKey: platformKeyOf,
    callbackPolicy,
    warn,
    holdings: {
      buyOrders: (ids) => buyOrders.partnerRefs(ids),
      bargains: (ids) => bargains.partnerRefs(ids),
      leases: (ids) => leases.partnerRefs(ids),
    },
  });
  partnerCallbacks.watchCommits();
  const openPlatform = new OpenPlatformService({
    now,
    secrets,
    platformKey: platformKeyOf,
    callbackPolicy,
    // a sandbox deployment approves applications at once with the default limits
    approveAtOnce: config.sandbox,
    // an app's step 2 or reset: the dispatcher asks again at once which apps receive callbacks
    receiversChanged: () => partnerCallbacks.receiversChanged(),
  });
  const partnerAuth = new PartnerAuthenticator(now);
  jobs.work(PURGE_PARTNER_NONCES_JOB, { retryLimit: 0 }, () => partnerAuth.purgeNonces(config.purge).then(purged('partner_nonces')));
  jobs.schedule(PURGE_PARTNER_NONCES_JOB, PURGE_PARTNER_NONCES_CRON);
  jobs.work(PURGE_PARTNER_CALLBACKS_JOB, { retryLimit: 0 }, () =>
    partnerCallbacks.purgeOlderThan(config.events.retentionDays, config.purge).then(purged('partner_callbacks')),
  );
  jobs.schedule(PURGE_PARTNER_CALLBACKS_JOB, PURGE_PARTNER_CALLBACKS_CRON);
  return {
    clock,
    jobs,
    openPlatform,
    partnerAuth,
    partnerCallbacks,
    steamAccounts,
    steamSimulation: new SteamSimulationService(ports.steamSimulation, throttles),
    inventory,
    currency: new CurrencyService(ports.fx, config.fx.cacheSeconds, now, (error) => warn(error, 'exchange-rate service failed; serving the last good rate')),
    auth,
    secrets,
    catalog,
    // the market's pages join the buy orders' figures and best prices (the buy order module's SQL),
    // and its lease mode the lease listings' figures (the lease module's)
    market: new MarketService(now, { statsJoin: buyOrderStatsJoin, bestOpen: bestOpenBuyOrderSql }, { figures: leaseFiguresSql }),
    message: messages,
    notice: new NoticeService(messages, now, events),
    outbound: new OutboundLinkService(config.outboundAllowedHosts),
    content: new ContentService(now),
    information: new InformationService(now),
    orders,
    buyOrders,
    bargains,
    leaseLife,
    leaseListings,
    leases,
    leaseAfter,
    listings,
    delivery,
    orderSandbox: new OrderSandboxService({
      orders,
      delivery,
      now,
      steam: config.payment.driver === 'simulated' ? ports.steamSimulation : undefined,
    }),
    leaseSandbox: new LeaseSandboxService({
      leases,
      after: leaseAfter,
      life: leaseLife,
      steam: config.payment.driver === 'simulated' ? ports.steamSimulation : undefined,
    }),
    payments,
    files,
    user: new UserService(
      secrets,
      files,
      now,
      (userId) => wallet.summaryOf(userId),
      // sales: orders sold, and leases lent that paid their lender (rent, deposit or buyout)
      async (userId, start, end) => {
        const [sold, lent] = await Promise.all([orders.salesTotals(userId, start, end), leaseAfter.lenderIncomeTotals(userId, start, end)]);
        return { count: sold.count + lent.count, amount: sold.amount + lent.amount };
      },
      (userId, start, end) => withdrawals.totalsOf(userId, start, end),
    ),
    ledger,
    wallet,
    withdrawals,
    reconciliation,
    recharges: new RechargeService({
      gateway: ports.payment,
      payments,
      ledger,
      events,
      jobs,
      now,
      warn,
      enabled: config.recharges.enabled,
      demoCreditCodes: config.payment.driver === 'simulated',
    }),
    eventRelay,
    viewerEvents,
    throttles,
    sandbox,
  };
}
