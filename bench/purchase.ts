// `npm run bench:purchase`: buyers paying by balance from a market of 100,000 listings, on
// PostgreSQL. Two ways of making the same purchase run one after the other in this one run:
// - service: OrderService.buy, what POST /web/order and createOrder call (idempotency key, Steam
//   account, balance and listing checks, order and history rows, the PAID transition selling the
//   listing with the ledger transfer, market figures, messages, the event log's rows and the
//   shipment-deadline job);
// - raw SQL: the same effects written by hand in one transaction over node-postgres, both messages
//   and the six events a purchase appends to the event log (with their stream counters) included:
//   a yardstick that leaves out part of the work would be faster than the transaction the service
//   has to make (docs/benchmarks.md "Purchases").
// Each way gets BENCH_BUYERS concurrent buyers for BENCH_SECONDS; the report prints purchases per
// second, p50 and p99, the Node process's CPU time per purchase (user + system: what a loaded machine
// inflates least), the ratios between the two ways, and checks the money invariants at the end
// (ledger sums zero, no negative balance, balances equal their entries, no listing sold twice, each
// order's price in escrow). It asserts nothing about speed; it exits 1 when an invariant breaks.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp, type App } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { useDatabase } from '../api/db/client.ts';
import { openDatabase, type Database } from '../api/db/database.ts';
import { JobQueue } from '../api/db/jobs.ts';
import { AppError } from '../api/errors.ts';
import { createPorts } from '../api/integrations/ports.ts';
import { refreshMarketStats } from '../api/modules/market/market.service.ts';
import { ORDER_DEADLINE_JOB } from '../api/modules/order/orderTransitions.ts';
import { newOrderNo } from '../api/modules/order/order.service.ts';
import { feeCents } from '../lib/money.ts';
import type { Viewer } from '../api/session/viewer.ts';
import { importCatalog } from '../prisma/seed/importCatalog.ts';
import { benchAppEnvironment } from './lib/appServer.ts';
import { migrateBenchDatabase, recreateDatabase } from './lib/postgres.ts';
import { formatTable, ms, ratio } from './lib/table.ts';
import { percentile } from './lib/timing.ts';
import { positiveInteger } from './lib/options.ts';
import { SMOKE, sized } from './lib/smoke.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/purchase_bench';
const SELLERS = 500;
const ITEMS = 2_000;
const BUYER_DEPOSIT_CENTS = 1_000_000_000;

/** The defaults of a full run, and of a smoke run (bench/lib/smoke.ts: 4 buyers a way for 2 s, 1 s of warm-up, 4,000 listings). */
const options = {
  databaseUrl: process.env.BENCH_PURCHASE_DATABASE_URL || sized(DEFAULT_DATABASE_URL, `${DEFAULT_DATABASE_URL}_smoke`),
  buyers: positiveInteger('BENCH_BUYERS', sized(64, 4)),
  seconds: positiveInteger('BENCH_SECONDS', sized(20, 2)),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', sized(2, 1)),
  listings: positiveInteger('BENCH_LISTINGS', sized(100_000, 4_000)),
  poolSize: positiveInteger('BENCH_POOL', sized(20, 4)),
};

const log = (line: string) => console.log(`[bench:purchase] ${line}`);

type Buyer = { userId: string; steamAccountId: string; steamId: string };
type Listing = { id: string; priceCents: number };
type Way = 'service' | 'raw SQL';
type Outcome = { way: Way; purchases: number; refusals: number; errors: string[]; latencies: number[]; elapsedMs: number; cpuMs: number };

/** The catalogue, sellers, 100,000 listings over 2,000 items, and buyers with a bound account and a deposit. */
async function prepare(database: Database, client: pg.Client): Promise<{ buyers: Buyer[][]; listings: Listing[] }> {
  await importCatalog(database.prisma);
  const started = performance.now();
  await client.query(`INSERT INTO users (id, nickname, created_at) SELECT 'bench-seller-' || n, 'bench seller ' || n, now() FROM generate_series(1, $1) n`, [
    SELLERS,
  ]);
  await client.query(
    `INSERT INTO listings (id, template_id, seller_id, price_cents, float_value, status, created_at, updated_at)
     SELECT 'bench-listing-' || n, t.id, 'bench-seller-' || (1 + n % $2), 100 + (n * 7919) % 9900, NULL, 'ON_SALE', now(), now()
     FROM generate_series(0, $1 - 1) n
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS slot FROM item_templates ORDER BY id LIMIT $3) t ON t.slot = n % $3`,
    [options.listings, SELLERS, ITEMS],
  );
  const templateIds = (await client.query<{ id: number }>('SELECT DISTINCT template_id AS id FROM listings')).rows.map((row) => row.id);
  await refreshMarketStats(database.prisma, templateIds);
  // two groups of buyers, one per way, so each way starts from the same balances
  const groups: Buyer[][] = [];
  for (const way of ['service', 'raw'] as const) {
    const group: Buyer[] = [];
    for (let index = 0; index < options.buyers; index++) {
      const userId = `bench-buyer-${way}-${index}`;
      const steamId = String(76561198900000000n + BigInt(groups.length * 10_000 + index));
      await client.query(`INSERT INTO users (id, nickname, phone, created_at) VALUES ($1, $2, $3, now())`, [
        userId,
        `buyer ${way} ${index}`,
        `199${String(groups.length * 10_000 + index).padStart(8, '0')}`,
      ]);
      // a bound account as the buy path reads it (status, trade link, SteamID); nothing here signs in to Steam
      await client.query(
        `INSERT INTO steam_accounts (id, user_id, steam_id, account_name, status, type, trade_link_url, password_cipher, mafile_cipher, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'NORMAL', 'ORDINARY', $5, 'unused', 'unused', now(), now())`,
        [`bench-account-${way}-${index}`, userId, steamId, `bench_${way}_${index}`, `https://steamcommunity.com/tradeoffer/new/?partner=${index}&token=bench`],
      );
      group.push({ userId, steamAccountId: `bench-account-${way}-${index}`, steamId });
    }
    groups.push(group);
  }
  // deposits as a paid recharge leaves them: clearing -> DEPOSIT, with both entries
  for (const buyer of groups.flat()) {
    await client.query('BEGIN');
    await client.query(`INSERT INTO ledger_accounts (id, user_id, kind, unit, balance, created_at) VALUES ($1, $2, 'DEPOSIT', 'CNY', $3, now())`, [
      `${buyer.userId}:DEPOSIT`,
      buyer.userId,
      BUYER_DEPOSIT_CENTS,
    ]);
    const transferId = randomUUID();
    await client.query(
      `INSERT INTO ledger_transfers (id, idempotency_key, kind, reference_type, reference_id, debit_account_id, credit_account_id, unit, amount, created_at)
       VALUES ($1, $2, 'RECHARGE', 'PAYMENT', $2, 'platform:PLATFORM_PAYMENT_CLEARING', $3, 'CNY', $4, now())`,
      [transferId, `bench-recharge:${buyer.userId}`, `${buyer.userId}:DEPOSIT`, BUYER_DEPOSIT_CENTS],
    );
    await client.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
       VALUES ($1, 'platform:PLATFORM_PAYMENT_CLEARING', $2, NULL, now()), ($1, $3, $4, $4, now())`,
      [transferId, -BUYER_DEPOSIT_CENTS, `${buyer.userId}:DEPOSIT`, BUYER_DEPOSIT_CENTS],
    );
    await client.query('COMMIT');
  }
  await client.query('ANALYZE');
  const listings = (await client.query<{ id: string; price_cents: number }>(`SELECT id, price_cents FROM listings WHERE status = 'ON_SALE'`)).rows.map(
    (row) => ({ id: row.id, priceCents: row.price_cents }),
  );
  log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${listings.length.toLocaleString('en')} listings, ${groups.flat().length} buyers`);
  return { buyers: groups, listings: shuffled(listings) };
}

function shuffled<T>(values: T[]): T[] {
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Runs `buy` from every buyer at once, each buyer buying the next listing of the shared queue, for the configured time. */
async function drive(way: Way, buyers: Buyer[], queue: Listing[], buy: (buyer: Buyer, listing: Listing) => Promise<'bought' | 'refused'>): Promise<Outcome> {
  const outcome: Outcome = { way, purchases: 0, refusals: 0, errors: [], latencies: [], elapsedMs: 0, cpuMs: 0 };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const listing = queue.pop();
        if (!listing) return;
        const begun = performance.now();
        try {
          const result = await buy(buyer, listing);
          outcome.latencies.push(performance.now() - begun);
          if (result === 'bought') outcome.purchases++;
          else outcome.refusals++;
        } catch (error) {
          if (error instanceof AppError) outcome.refusals++;
          else outcome.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  outcome.elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  outcome.cpuMs = (cpu.user + cpu.system) / 1000;
  return outcome;
}

function serviceBuy(app: App, viewers: Map<string, Viewer>) {
  return async (buyer: Buyer, listing: Listing) => {
    const answer = await app.services.orders.buy(viewers.get(buyer.userId)!, {
      listingIds: [listing.id],
      prices: [listing.priceCents],
      payMethod: 'balance',
      steamAccountId: buyer.steamAccountId,
      idempotencyKey: randomUUID(),
    });
    return answer.orders.length === 1 ? ('bought' as const) : ('refused' as const);
  };
}

/** The same purchase by hand: one transaction, the same rows and balances, none of the framework. */
function rawBuy(pool: pg.Pool, feeRateBps: number, shipmentMs: number) {
  return async (buyer: Buyer, listing: Listing) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const key = randomUUID();
      await client.query(
        `INSERT INTO idempotency_keys (user_id, key, operation, fingerprint, created_at, expires_at) VALUES ($1, $2, 'order.buy', $3, now(), now() + interval '1 day')`,
        [buyer.userId, key, listing.id],
      );
      const account = await client.query(
        `SELECT steam_id FROM steam_accounts WHERE id = $1 AND user_id = $2 AND status = 'NORMAL' AND trade_link_url IS NOT NULL`,
        [buyer.steamAccountId, buyer.userId],
      );
      const claimed = await client.query<{ template_id: number; seller_id: string; price_cents: number }>(
        `UPDATE listings SET status = 'SOLD', sold_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'ON_SALE' AND seller_id <> $2 AND price_cents = $3
         RETURNING template_id, seller_id, price_cents`,
        [listing.id, buyer.userId, listing.priceCents],
      );
      if (account.rowCount !== 1 || claimed.rowCount !== 1) {
        await client.query('ROLLBACK');
        return 'refused' as const;
      }
      const { template_id: templateId, seller_id: sellerId, price_cents: price } = claimed.rows[0];
      await client.query(
        `UPDATE market_stats SET quantity = quantity - 1, sales_count = sales_count + 1, last_sold_at = now(),
                lowest_price_cents = (SELECT min(price_cents) FROM listings WHERE template_id = $1 AND status = 'ON_SALE')
         WHERE template_id = $1`,
        [templateId],
      );
      const orderId = randomUUID();
      const orderNo = newOrderNo(new Date());
      await client.query(
        `INSERT INTO orders (id, order_no, buyer_id, seller_id, listing_id, template_id, buyer_steam_account_id, buyer_steam_id, price_cents, fee_cents,
                             fee_rate_bps, status, status_des, pay_method, paid_from_deposit_cents, deadline_at, version, created_at, updated_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 21, 'SELLER_DELIVERING', 'BALANCE', $9, now() + $12 * interval '1 millisecond', 1, now(), now(), now())`,
        [
          orderId,
          orderNo,
          buyer.userId,
          sellerId,
          listing.id,
          templateId,
          buyer.steamAccountId,
          buyer.steamId,
          price,
          feeCents(price, feeRateBps),
          feeRateBps,
          shipmentMs,
        ],
      );
      await client.query(
        `INSERT INTO order_events (order_id, from_status, from_des, to_status, to_des, actor, event, created_at)
         VALUES ($1, NULL, NULL, 11, 'WAITING_PAYMENT', 'BUYER', 'CREATED', now()), ($1, 11, 'WAITING_PAYMENT', 21, 'SELLER_DELIVERING', 'BUYER', 'PAID', now())`,
        [orderId],
      );
      const soldMessageId = randomUUID();
      const paidMessageId = randomUUID();
      await client.query(
        `INSERT INTO messages (id, user_id, category, kind, params, created_at)
         VALUES ($1, $2, 'TRADE', 'orderSold', $5, now()), ($3, $4, 'TRADE', 'orderPaid', $5, now())`,
        [soldMessageId, sellerId, paidMessageId, buyer.userId, JSON.stringify({ orderNo })],
      );
      await client.query(`INSERT INTO pgboss.job (name, data, start_after) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`, [
        ORDER_DEADLINE_JOB,
        JSON.stringify({ orderId }),
        shipmentMs,
      ]);
      const deposit = `${buyer.userId}:DEPOSIT`;
      const transferId = randomUUID();
      await client.query(
        `INSERT INTO ledger_transfers (id, idempotency_key, kind, reference_type, reference_id, debit_account_id, credit_account_id, unit, amount, created_at)
         VALUES ($1, $2, 'PURCHASE', 'ORDER', $3, $4, 'platform:PLATFORM_ESCROW', 'CNY', $5, now())`,
        [transferId, `order:${orderNo}:hold:deposit`, orderNo, deposit, price],
      );
      const paid = await client.query<{ balance: string }>(
        `UPDATE ledger_accounts SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance`,
        [deposit, price],
      );
      if (paid.rowCount !== 1) {
        await client.query('ROLLBACK');
        return 'refused' as const;
      }
      await client.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
         VALUES ($1, $2, $3, $4, now()), ($1, 'platform:PLATFORM_ESCROW', $5, NULL, now())`,
        [transferId, deposit, -price, paid.rows[0].balance, price],
      );
      // the purchase's events (the event log, which live updates and partner callbacks read):
      // the order created and paid, the listing sold, both messages and the buyer's wallet, each
      // numbered in its stream
      await client.query(
        `WITH streams AS (
           INSERT INTO event_streams AS s (aggregate_type, aggregate_id, seq)
           VALUES ('inbox', $2, 1), ('inbox', $3, 1), ('listing', $4, 1), ('order', $1, 2), ('wallet', $3, 1)
           ON CONFLICT (aggregate_type, aggregate_id) DO UPDATE SET seq = s.seq + excluded.seq
           RETURNING s.aggregate_type, s.aggregate_id, s.seq
         )
         INSERT INTO events (type, aggregate_type, aggregate_id, aggregate_seq, audience_user_ids, payload, occurred_at)
         SELECT e.type, e.aggregate_type, e.aggregate_id, st.seq - e.back, e.audience, e.payload, now()
         FROM (VALUES
           (1, 'order.transitioned', 'order', $1, 1, ARRAY[$3], jsonb_build_object('orderId', $1::text, 'orderNo', $5::text, 'event', 'CREATED')),
           (2, 'order.transitioned', 'order', $1, 0, ARRAY[$3, $2], jsonb_build_object('orderId', $1::text, 'orderNo', $5::text, 'event', 'PAID')),
           (3, 'listing.transitioned', 'listing', $4, 0, ARRAY[$2], jsonb_build_object('listingId', $4::text, 'event', 'SELL', 'status', 'SOLD')),
           (4, 'message.created', 'inbox', $2, 0, ARRAY[$2], jsonb_build_object('messageId', $6::text, 'kind', 'orderSold')),
           (5, 'message.created', 'inbox', $3, 0, ARRAY[$3], jsonb_build_object('messageId', $7::text, 'kind', 'orderPaid')),
           (6, 'wallet.transfer', 'wallet', $3, 0, ARRAY[$3], jsonb_build_object('transferId', $8::text, 'amount', $9::text))
         ) AS e(ord, type, aggregate_type, aggregate_id, back, audience, payload)
         JOIN streams st ON st.aggregate_type = e.aggregate_type AND st.aggregate_id = e.aggregate_id
         ORDER BY e.ord`,
        [orderId, sellerId, buyer.userId, listing.id, orderNo, soldMessageId, paidMessageId, transferId, String(-price)],
      );
      await client.query(`UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2`, [
        buyer.userId,
        key,
        JSON.stringify({ orders: [{ orderNo, status: 21, statusDes: 'SELLER_DELIVERING' }] }),
      ]);
      await client.query('COMMIT');
      return 'bought' as const;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

type Check = { name: string; ok: boolean; detail: string };

async function invariants(client: pg.Client): Promise<Check[]> {
  const one = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows[0];
  const sums = await one<{ total: string; units: number }>(
    `SELECT coalesce(sum(balance), 0)::text AS total, count(DISTINCT unit)::int AS units FROM ledger_balances`,
  );
  const negative = await one<{ count: number }>(`SELECT count(*)::int AS count FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`);
  const drift = await one<{ count: number }>(
    `SELECT count(*)::int AS count FROM ledger_accounts a WHERE a.user_id IS NOT NULL AND a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)`,
  );
  const twice = await one<{ count: number }>(`SELECT count(*)::int AS count FROM (SELECT listing_id FROM orders GROUP BY listing_id HAVING count(*) > 1) d`);
  const unsold = await one<{ count: number }>(`SELECT count(*)::int AS count FROM orders o JOIN listings l ON l.id = o.listing_id WHERE l.status <> 'SOLD'`);
  const escrow = await one<{ escrow: string; held: string }>(
    `SELECT (SELECT coalesce(balance, 0) FROM ledger_balances WHERE id = 'platform:PLATFORM_ESCROW')::text AS escrow,
            (SELECT coalesce(sum(price_cents), 0) FROM orders WHERE status = 21)::text AS held`,
  );
  return [
    { name: 'ledger sums to zero', ok: sums.total === '0', detail: `sum ${sums.total}` },
    { name: 'no negative user balance', ok: negative.count === 0, detail: `${negative.count} negative` },
    { name: 'balances equal their entries', ok: drift.count === 0, detail: `${drift.count} drifting` },
    {
      name: 'no listing sold twice',
      ok: twice.count === 0 && unsold.count === 0,
      detail: `${twice.count} in two orders, ${unsold.count} ordered but not sold`,
    },
    { name: "each paid order's price in escrow", ok: escrow.escrow === escrow.held, detail: `escrow ${escrow.escrow}, orders ${escrow.held}` },
  ];
}

function row(outcome: Outcome): string[] {
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  return [
    outcome.way,
    String(outcome.purchases),
    String(outcome.refusals),
    String(outcome.errors.length),
    (outcome.purchases / (outcome.elapsedMs / 1000)).toFixed(1),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.99)),
    outcome.purchases > 0 ? ms(outcome.cpuMs / outcome.purchases) : '-',
  ];
}

async function main() {
  log(
    `PostgreSQL ${options.databaseUrl}: ${options.buyers} buyers, ${options.seconds} s per way, ${options.listings.toLocaleString('en')} listings, pool ${options.poolSize}`,
  );
  await recreateDatabase(options.databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-purchase-'));
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: options.poolSize });
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'purchase-bench' });
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize, application_name: 'purchase-bench-raw' });
  let app: App | undefined;
  let jobs: JobQueue | undefined;
  let failed = false;
  let result: { serviceOverRawThroughput: number } | undefined;
  try {
    useDatabase(database);
    await migrateBenchDatabase(database);
    await client.connect();
    const { buyers, listings } = await prepare(database, client);

    const config = loadConfig(benchAppEnvironment(options.databaseUrl, dataDir));
    const ports = createPorts(config);
    // the queue is started (its tables and queues exist, so purchases queue their jobs) but runs none
    jobs = new JobQueue(database, { clock: ports.clock, mode: 'manual' });
    app = await buildApp({ config, ports, jobs });
    await jobs.start();

    // the buyers' sessions were just verified (step-up: balance purchases need a recent SMS verification)
    const verifiedAt = ports.clock.now();
    const verifiedUntil = new Date(verifiedAt.getTime() + config.stepUp.windowSeconds * 1000);
    const viewers = new Map<string, Viewer>();
    for (const buyer of buyers[0])
      viewers.set(buyer.userId, {
        user: await database.prisma.user.findUniqueOrThrow({ where: { id: buyer.userId } }),
        sessionId: 'bench',
        verifiedAt,
        verifiedUntil,
      });

    // the statements of one purchase, as the N+1 guard counts them (BEGIN, COMMIT and the statements of
    // other connections, such as the job queue's, included); --sql lists them
    const statements: string[] = [];
    const stopCounting = database.onSql((sql) => statements.push(sql));
    await serviceBuy(app, viewers)(buyers[0][0], listings.pop()!);
    stopCounting();
    const half = Math.floor(listings.length / 2);
    const serviceQueue = listings.slice(0, half);
    const rawQueue = listings.slice(half);
    log(`warming up (${options.warmupSeconds} s per way, not counted) ...`);
    const warmup = options.seconds;
    options.seconds = options.warmupSeconds;
    await drive('service', buyers[0], serviceQueue, serviceBuy(app, viewers));
    await drive('raw SQL', buyers[1], rawQueue, rawBuy(pool, config.orders.feeRateBps, config.orders.shipmentMs));
    options.seconds = warmup;
    log(`service: ${options.buyers} buyers for ${options.seconds} s ...`);
    const service = await drive('service', buyers[0], serviceQueue, serviceBuy(app, viewers));
    log(`raw SQL: ${options.buyers} buyers for ${options.seconds} s ...`);
    const raw = await drive('raw SQL', buyers[1], rawQueue, rawBuy(pool, config.orders.feeRateBps, config.orders.shipmentMs));
    const checks = await invariants(client);

    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    console.log(`\nPostgreSQL ${version[0].server_version}, ${cpus().length} CPUs, Node ${process.version}; pool ${options.poolSize} connections per way`);
    console.log(
      formatTable(
        ['way', 'purchases', 'refused', 'errors', 'purchases/s', 'p50 ms', 'p99 ms', 'Node CPU ms/purchase'],
        [row(service), row(raw)],
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
    const rate = (outcome: Outcome) => outcome.purchases / (outcome.elapsedMs / 1000);
    const sorted = (outcome: Outcome) => [...outcome.latencies].sort((a, b) => a - b);
    console.log(
      `\nservice / raw SQL: throughput ${ratio(rate(service) / rate(raw))}, p50 ${ratio(percentile(sorted(service), 0.5) / percentile(sorted(raw), 0.5))}, p99 ${ratio(percentile(sorted(service), 0.99) / percentile(sorted(raw), 0.99))}`,
    );
    console.log(`statements sent during one service purchase: ${statements.length}`);
    if (process.argv.includes('--sql')) for (const sql of statements) console.log(`   ${sql.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    console.log('\ninvariants:');
    for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
    for (const outcome of [service, raw]) {
      if (outcome.errors.length > 0) console.log(`\n${outcome.way} errors (first 5):\n  ${outcome.errors.slice(0, 5).join('\n  ')}`);
    }
    failed = checks.some((check) => !check.ok) || service.errors.length > 0 || raw.errors.length > 0;
    result = { serviceOverRawThroughput: Math.round((rate(service) / rate(raw)) * 100) / 100 };
  } finally {
    await app?.close();
    await jobs?.stop();
    await pool.end();
    await client.end().catch(() => {});
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // the last line, for comparing runs by machine
  if (result) console.log(`RESULT ${JSON.stringify(SMOKE ? { smoke: true, ...result } : result)}`);
  if (failed) process.exit(1);
}

await main();
