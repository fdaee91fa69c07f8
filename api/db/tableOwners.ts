// Who owns each table of prisma/schema.prisma (its @@map name): the one module folder
// (api/modules/<owner>/) whose statements and model queries may read and write it. What another
// module needs of a table it asks the owner's service for (docs/architecture.md "Reaching the
// database"). tests/unit/tableOwners.test.ts checks that every table has an owner here and that no
// module's SQL or Prisma delegate touches a table it does not own.
//
// Owners that are not module folders: `db` is api/db (the idempotency keys every module's writes
// use), `integrations/tradePlatform` and `integrations/payment` the simulated Steam and payment
// provider, whose tables stand for the outside systems and are no module's; `integrations/fileStore`
// the database driver of the uploaded files' store (a module stores and reads files through its port).

export type TableOwner =
  | 'auth'
  | 'bargain'
  | 'buyorder'
  | 'catalog'
  | 'content'
  | 'events'
  | 'inventory'
  | 'lease'
  | 'listing'
  | 'market'
  | 'message'
  | 'notice'
  | 'openplatform'
  | 'order'
  | 'payment'
  | 'steam'
  | 'user'
  | 'wallet'
  | 'db'
  | 'integrations/tradePlatform'
  | 'integrations/payment'
  | 'integrations/fileStore';

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  // the catalog of items
  collections: 'catalog',
  item_templates: 'catalog',
  // accounts and sign-in
  users: 'user',
  sessions: 'auth',
  sms_codes: 'auth',
  // messages, notices, articles
  messages: 'message',
  notices: 'notice',
  notice_reads: 'notice',
  articles: 'content',
  // the market
  listings: 'listing',
  market_stats: 'market',
  steam_accounts: 'steam',
  inventory_items: 'inventory',
  inventory_refreshes: 'inventory',
  orders: 'order',
  order_events: 'order',
  buy_orders: 'buyorder',
  buy_order_stats: 'buyorder',
  bargains: 'bargain',
  bargain_steps: 'bargain',
  lease_listings: 'lease',
  leases: 'lease',
  lease_steps: 'lease',
  // money
  ledger_accounts: 'wallet',
  ledger_transfers: 'wallet',
  ledger_entries: 'wallet',
  withdrawals: 'wallet',
  recharge_contracts: 'wallet',
  credit_code_owners: 'wallet',
  reconciliation_runs: 'wallet',
  reconciliation_differences: 'wallet',
  payments: 'payment',
  payment_refunds: 'payment',
  // the event log
  events: 'events',
  event_streams: 'events',
  // the open platform
  open_platform_applications: 'openplatform',
  open_platform_attachments: 'openplatform',
  partner_apps: 'openplatform',
  partner_nonces: 'openplatform',
  partner_callbacks: 'openplatform',
  partner_callback_attempts: 'openplatform',
  partner_callback_cursor: 'openplatform',
  // infrastructure
  idempotency_keys: 'db',
  // the simulated outside systems
  sim_steam_users: 'integrations/tradePlatform',
  sim_steam_sessions: 'integrations/tradePlatform',
  sim_assets: 'integrations/tradePlatform',
  sim_trade_offers: 'integrations/tradePlatform',
  sim_trades: 'integrations/tradePlatform',
  sim_pay_trades: 'integrations/payment',
  sim_pay_refunds: 'integrations/payment',
  sim_pay_notifications: 'integrations/payment',
  sim_pay_transfers: 'integrations/payment',
  sim_pay_payees: 'integrations/payment',
  sim_pay_agreements: 'integrations/payment',
  // uploaded files of UPLOAD_DRIVER=database (avatars)
  uploaded_files: 'integrations/fileStore',
};
