// `npm run bench:jobs`: how fast paid orders from robot shops get their Steam trade offers, on
// PostgreSQL, with the job queue as a server runs it (api/db/jobs.ts, poll mode).
//
// Setup (in this process, on a database of its own, dropped and created again every run): the
// catalogue, robot sellers (simulated Steam accounts bound as ROBOT, their inventories read, items
// listed), buyers (simulated Steam accounts bound, a session each). Then, for each case, API server
// processes (`api/server.ts` as a deployment starts it, DATABASE_URL, loopback ports) and a burst:
// the buyers create their Alipay orders (POST /web/order, over the processes in turn), then pay them
// all at once at the simulated cashier; the gateway's notifications reach the servers, which credit
// the payments (payments.paid_at: the payment's commit) and deliver. Each case waits until every
// order's offer went out (orders.trading_at, set by OFFER_SENT) and prints jobs per second per queue
// and the latency from payment commit to offer sent (p50, p99, max). Cases: one process with
// BENCH_JOBS_ORDERS orders (500), one process with BENCH_JOBS_BIG_ORDERS (2,000), two processes with
// BENCH_JOBS_BIG_ORDERS. It asserts nothing about speed; it exits 1 when an order was not paid or not
// settled in time, a request failed, or the ledger does not reconcile. The last line is
// `RESULT {json}` of the first case.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { useDatabase } from '../api/db/client.ts';
import { openDatabase } from '../api/db/database.ts';
import { JobQueue } from '../api/db/jobs.ts';
import { createPorts } from '../api/integrations/ports.ts';
import { reconcileLedger } from '../api/modules/wallet/reconcile.ts';
import { importCatalog } from '../prisma/seed/importCatalog.ts';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from './lib/appServer.ts';
import { migrateBenchDatabase, recreateDatabase } from './lib/postgres.ts';
import { formatTable } from './lib/table.ts';
import { percentile } from './lib/timing.ts';
import { positiveInteger } from './lib/options.ts';
import { pooled } from './lib/pooled.ts';
import { sampleSessions } from './lib/sessions.ts';
import { SMOKE, sized } from './lib/smoke.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jobs_bench';
const PRICE_CENTS = 1_000;

/** The defaults of a full run, and of a smoke run (bench/lib/smoke.ts: 12 orders a case from 2 shops to 6 buyers, one process then two). */
const options = {
  databaseUrl: process.env.BENCH_JOBS_DATABASE_URL || sized(DEFAULT_DATABASE_URL, `${DEFAULT_DATABASE_URL}_smoke`),
  orders: positiveInteger('BENCH_JOBS_ORDERS', sized(500, 12)),
  bigOrders: positiveInteger('BENCH_JOBS_BIG_ORDERS', sized(2_000, 12)),
  sellers: positiveInteger('BENCH_JOBS_SELLERS', sized(10, 2)),
  buyers: positiveInteger('BENCH_JOBS_BUYERS', sized(50, 6)),
  /** requests in flight while creating orders, and while paying them */
  createConcurrency: positiveInteger('BENCH_JOBS_CREATE_CONCURRENCY', 16),
  payConcurrency: positiveInteger('BENCH_JOBS_PAY_CONCURRENCY', 64),
  settleSeconds: positiveInteger('BENCH_JOBS_SETTLE_SECONDS', sized(300, 60)),
  /** how many of the three cases run (1: only the first, for a quick look) */
  cases: Math.min(3, positiveInteger('BENCH_JOBS_CASES', 3)),
};

const log = (line: string) => console.log(`[bench:jobs] ${line}`);

type Buyer = { userId: string; accountId: string; token: string };
type Listing = { id: string; priceCents: number };
type Case = { name: string; orders: number; processes: number };
type Outcome = {
  case: Case;
  ordersPaid: number;
  ordersSettled: number;
  errors: string[];
  latencies: number[];
  /** first payment commit to last offer sent */
  windowMs: number;
  /** creating the orders, then paying them (client side) */
  createMs: number;
  payMs: number;
  queues: { name: string; jobs: number; perSecond: number }[];
  /** what the database sessions of the burst were doing, sampled: label → samples */
  waits: Map<string, number>;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The catalogue, robot sellers with `listingCount` listings between them, and buyers with a bound account and a session. */
async function prepare(env: NodeJS.ProcessEnv, listingCount: number): Promise<{ buyers: Buyer[]; listings: Listing[] }> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 8 });
  useDatabase(database);
  let jobs: JobQueue | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateBenchDatabase(database);
    await importCatalog(database.prisma);
    const config = loadConfig(env);
    const ports = createPorts(config);
    const steam = ports.steamSimulation;
    if (!steam) throw new Error('the benchmark needs the simulated Steam');
    // the queue exists so that the setup's own jobs (inventory refreshes of binds) can be run here
    jobs = new JobQueue(database, { clock: ports.clock, mode: 'manual' });
    app = await buildApp({ config, ports, jobs });
    await jobs.start();
    const { services } = app;
    const prisma = database.prisma;
    // the robot shops set up as their owners would, right after signing in (a login counts as the step-up verification)
    const viewerOf = async (userId: string) => ({
      user: await prisma.user.findUniqueOrThrow({ where: { id: userId } }),
      sessionId: 'bench',
      verifiedAt: new Date(),
      verifiedUntil: new Date(Date.now() + 60_000),
    });

    const listings: Listing[] = [];
    const perSeller = Math.ceil(listingCount / options.sellers);
    for (let index = 0; index < options.sellers; index++) {
      const user = await prisma.user.create({ data: { nickname: `机器人店铺${index + 1}`, phone: `1770${String(index).padStart(7, '0')}` } });
      const password = `robot-${index}-secret!`;
      // more than needed: a few generated items cannot be traded or listed
      const created = await steam.createAccount({
        accountName: `bench_robot_${index}`,
        password,
        inventorySize: Math.min(5_000, Math.ceil(perSeller * 1.5) + 20),
      });
      const viewer = await viewerOf(user.id);
      const account = await services.steamAccounts.bind(viewer, { mafile: created.mafileJson, password, type: 'ROBOT' });
      await services.inventory.refreshAccount(account);
      const items = await prisma.inventoryItem.findMany({
        where: { steamAccountId: account.id, tradable: true, templateId: { not: null } },
        select: { id: true },
      });
      let listed = 0;
      for (let start = 0; start < items.length && listed < perSeller; start += 100) {
        const chunk = items.slice(start, start + Math.min(100, perSeller - listed));
        // at the item's reference price; one without a reference price at a fixed price, raised to the floor when under it
        const result = await services.inventory.listItems(
          viewer,
          chunk.map((item) => ({ inventoryItemId: item.id, multiplier: 1 })),
          {},
        );
        listed += result.succeeded.length;
        const again = result.failures.filter((failure) => failure.reason === 'priceTooLow' || failure.reason === 'unknownItem');
        if (again.length > 0) {
          const retried = await services.inventory.listItems(
            viewer,
            again.map((failure) => ({ inventoryItemId: failure.inventoryItemId, priceCents: Math.max(PRICE_CENTS, failure.minimumCents ?? 0) })),
            {},
          );
          listed += retried.succeeded.length;
        }
      }
      if (listed < perSeller) throw new Error(`robot seller ${index} listed only ${listed} of ${perSeller} items`);
    }
    for (const listing of await prisma.listing.findMany({ where: { status: 'ON_SALE' }, select: { id: true, priceCents: true }, orderBy: { id: 'asc' } })) {
      listings.push({ id: listing.id, priceCents: listing.priceCents });
    }

    const buyers: Buyer[] = [];
    for (let index = 0; index < options.buyers; index++) {
      const user = await prisma.user.create({ data: { nickname: `买家${index + 1}`, phone: `1990${String(index).padStart(7, '0')}` } });
      const password = `buyer-${index}-secret!`;
      const created = await steam.createAccount({ accountName: `bench_buyer_${index}`, password, inventorySize: 0 });
      const account = await services.steamAccounts.bind(await viewerOf(user.id), { mafile: created.mafileJson, password });
      // a signed-in browser: the session a login would write (the benchmark is about what follows the payment)
      const token = randomBytes(32).toString('base64url');
      await prisma.session.create({
        data: {
          tokenHash: sha256(token),
          userId: user.id,
          keepLogin: true,
          expiresAt: new Date(Date.now() + 86_400_000),
          ip: '127.0.0.1',
          verifiedAt: new Date(),
        },
      });
      buyers.push({ userId: user.id, accountId: account.id, token });
    }
    // the binds' inventory refreshes, so that the servers start with an empty queue
    await jobs.runDue();
    return { buyers, listings };
  } finally {
    await app?.close();
    await jobs?.stop();
    await database.close();
  }
}

async function request(server: ServerProcess, buyer: Buyer | null, method: string, url: string, init: { json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (buyer) headers.cookie = `Authorization=${buyer.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = randomUUID();
    body = JSON.stringify(init.json);
  } else if (init.form) {
    // the cashier page's own form, posted by the browser from that page
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.origin = server.baseUrl;
    body = new URLSearchParams(init.form).toString();
  }
  return fetch(url.startsWith('http') ? url : server.baseUrl + url, { method, headers, body, redirect: 'manual' });
}

/** One burst: `count` Alipay orders created over the processes in turn, then all paid at once; waits until every offer went out. */
async function burst(client: pg.Client, servers: ServerProcess[], buyers: Buyer[], listings: Listing[], caseInfo: Case): Promise<Outcome> {
  const errors: string[] = [];
  const since = (await client.query<{ now: Date }>('SELECT now() AS now')).rows[0].now;
  const lines = listings.splice(0, caseInfo.orders);
  if (lines.length < caseInfo.orders) throw new Error('not enough listings left');
  const payUrls: { url: string; server: ServerProcess }[] = [];
  const createStarted = performance.now();
  await pooled(lines, options.createConcurrency, async (listing, index) => {
    const server = servers[index % servers.length];
    const buyer = buyers[index % buyers.length];
    const response = await request(server, buyer, 'POST', '/web/order', {
      json: { listingIds: [listing.id], prices: [listing.priceCents], payMethod: 'alipay', steamAccountId: buyer.accountId },
    });
    const answer = (await response.json()) as { code: number; msg: string; data: { payUrl: string | null } | null };
    if (answer.code !== 0 || !answer.data?.payUrl) errors.push(`order: ${answer.code} ${answer.msg}`);
    else payUrls.push({ url: answer.data.payUrl, server });
  });
  const createMs = performance.now() - createStarted;
  log(`  ${payUrls.length} orders created in ${(createMs / 1000).toFixed(1)} s; paying them all at once ...`);
  const sampler = sampleSessions(options.databaseUrl, 'jobs-bench', log);
  const payStarted = performance.now();
  await pooled(payUrls, options.payConcurrency, async ({ url, server }) => {
    const response = await request(server, null, 'POST', url, { form: { action: 'pay' } });
    if (response.status !== 303) errors.push(`cashier: ${response.status} ${(await response.text()).slice(0, 200)}`);
    else await response.body?.cancel();
  });
  const payMs = performance.now() - payStarted;
  log(`  paid at the cashier in ${(payMs / 1000).toFixed(1)} s; waiting for the offers ...`);
  if (errors.length > 0) log(`  ${errors.length} requests failed, e.g. ${errors.slice(0, 3).join(' | ')}`);

  const orderIds = (
    await client.query<{ id: string }>(`SELECT o.id FROM orders o WHERE o.listing_id = ANY($1::text[])`, [lines.map((line) => line.id)])
  ).rows.map((row) => row.id);
  const deadline = Date.now() + options.settleSeconds * 1000;
  let settled = 0;
  while (Date.now() < deadline) {
    settled = Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE id = ANY($1::text[]) AND trading_at IS NOT NULL', [orderIds])).rows[0].n,
    );
    if (settled >= payUrls.length) break;
    await sleep(250);
  }
  const { counts: waits } = await sampler.stop();
  const { rows } = await client.query<{ paid_at: Date | null; trading_at: Date | null }>(
    `SELECT p.paid_at, o.trading_at FROM orders o JOIN payments p ON p.id = o.payment_id WHERE o.id = ANY($1::text[])`,
    [orderIds],
  );
  const paid = rows.filter((row) => row.paid_at !== null);
  const done = rows.filter((row) => row.paid_at !== null && row.trading_at !== null);
  const latencies = done.map((row) => row.trading_at!.getTime() - row.paid_at!.getTime()).sort((a, b) => a - b);
  const firstPaid = paid.length > 0 ? Math.min(...paid.map((row) => row.paid_at!.getTime())) : Date.now();
  const lastSent = done.length > 0 ? Math.max(...done.map((row) => row.trading_at!.getTime())) : Date.now();
  const windowMs = Math.max(1, lastSent - firstPaid);
  // the jobs that ran for this burst: created since it began, completed by its last offer
  const jobRows = (
    await client.query<{ name: string; jobs: string }>(
      `SELECT name, count(*) AS jobs FROM (
         SELECT name, created_on, completed_on, state FROM pgboss.job UNION ALL SELECT name, created_on, completed_on, state FROM pgboss.archive
       ) j WHERE created_on >= $1 AND state = 'completed' AND completed_on <= $2 GROUP BY name ORDER BY count(*) DESC`,
      [since, new Date(lastSent + 1)],
    )
  ).rows;
  return {
    case: caseInfo,
    ordersPaid: paid.length,
    ordersSettled: done.length,
    errors,
    latencies,
    windowMs,
    createMs,
    payMs,
    queues: jobRows.map((row) => ({ name: row.name, jobs: Number(row.jobs), perSecond: Number(row.jobs) / (windowMs / 1000) })),
    waits,
  };
}

async function runCase(client: pg.Client, env: NodeJS.ProcessEnv, buyers: Buyer[], listings: Listing[], caseInfo: Case): Promise<Outcome> {
  log(`${caseInfo.name}: starting ${caseInfo.processes} server process(es) ...`);
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < caseInfo.processes; index++) servers.push(await startServerProcess(env, '/web/index'));
    const outcome = await burst(client, servers, buyers, listings, caseInfo);
    return outcome;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function summary(outcome: Outcome) {
  const sorted = outcome.latencies;
  return {
    p50: sorted.length ? percentile(sorted, 0.5) : Number.NaN,
    p99: sorted.length ? percentile(sorted, 0.99) : Number.NaN,
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    offersPerSecond: outcome.ordersSettled / (outcome.windowMs / 1000),
  };
}

function report(outcomes: Outcome[]) {
  const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
  console.log(
    `\n${formatTable(
      ['case', 'paid', 'offers sent', 'offers/s', 'p50', 'p99', 'max', 'create', 'pay'],
      outcomes.map((outcome) => {
        const figures = summary(outcome);
        return [
          outcome.case.name,
          String(outcome.ordersPaid),
          String(outcome.ordersSettled),
          figures.offersPerSecond.toFixed(1),
          s(figures.p50),
          s(figures.p99),
          s(figures.max),
          s(outcome.createMs),
          s(outcome.payMs),
        ];
      }),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    )}`,
  );
  console.log('\n(latency: payments.paid_at to orders.trading_at; offers/s: offers sent over the first payment commit to the last offer)');
  for (const outcome of outcomes) {
    console.log(`\njobs per second per queue, ${outcome.case.name} (over ${s(outcome.windowMs)}):`);
    console.log(
      formatTable(
        ['queue', 'jobs', 'jobs/s'],
        outcome.queues.map((queue) => [queue.name, String(queue.jobs), queue.perSecond.toFixed(1)]),
        ['left', 'right', 'right'],
      ),
    );
  }
  for (const outcome of outcomes) {
    const total = [...outcome.waits.values()].reduce((sum, n) => sum + n, 0);
    const top = [...outcome.waits].sort(([, a], [, b]) => b - a).slice(0, 6);
    console.log(`\nthe app's busy database sessions, ${outcome.case.name} (${total} samples, every 100 ms):`);
    console.log(
      formatTable(
        ['doing', 'share'],
        top.map(([what, n]) => [what, `${((100 * n) / Math.max(1, total)).toFixed(0)} %`]),
        ['left', 'right'],
      ),
    );
  }
  const big = outcomes.filter((outcome) => outcome.case.orders === options.bigOrders);
  if (big.length === 2) {
    const [one, two] = big.map((outcome) => summary(outcome));
    console.log(
      `\ntwo processes / one process (${options.bigOrders} orders): offers/s ${(two.offersPerSecond / one.offersPerSecond).toFixed(2)}x, p99 ${(two.p99 / one.p99).toFixed(2)}x, max ${(two.max / one.max).toFixed(2)}x`,
    );
  }
}

async function main() {
  const cases: Case[] = [
    { name: `1 process, ${options.orders} orders`, orders: options.orders, processes: 1 },
    // a smoke run's orders are as many in every case: one process once, then two
    ...(SMOKE ? [] : [{ name: `1 process, ${options.bigOrders} orders`, orders: options.bigOrders, processes: 1 }]),
    { name: `2 processes, ${options.bigOrders} orders`, orders: options.bigOrders, processes: 2 },
  ].slice(0, options.cases);
  const total = cases.reduce((sum, entry) => sum + entry.orders, 0);
  log(`PostgreSQL ${options.databaseUrl} (dropped and created again): ${options.sellers} robot sellers, ${options.buyers} buyers, ${total} listings`);
  await recreateDatabase(options.databaseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-jobs-'));
  // one environment for the setup and every server process: the same key ring reads the sellers' Steam secrets
  const env: NodeJS.ProcessEnv = {
    ...benchAppEnvironment(options.databaseUrl, dataDir),
    // the burst is the payments themselves: no notification comes late on purpose (duplicates still happen)
    SIM_PAY_LATE_RATE: process.env.SIM_PAY_LATE_RATE ?? '0',
  };
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'jobs-bench' });
  const outcomes: Outcome[] = [];
  let failed = false;
  try {
    const started = performance.now();
    const { buyers, listings } = await prepare(env, total);
    log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${listings.length} listings`);
    await client.connect();
    for (const entry of cases) outcomes.push(await runCase(client, env, buyers, listings, entry));

    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    console.log(`\nPostgreSQL ${version[0].server_version}, ${cpus().length} CPUs, Node ${process.version}`);
    report(outcomes);

    useDatabase(await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 2 }));
    const ledger = await reconcileLedger();
    console.log('\ninvariants:');
    const checks = [
      ...outcomes.map((outcome) => ({
        name: `${outcome.case.name}: every order paid and its offer sent`,
        ok: outcome.ordersPaid === outcome.case.orders && outcome.ordersSettled === outcome.case.orders,
        detail: `${outcome.ordersPaid} paid, ${outcome.ordersSettled} sent of ${outcome.case.orders}`,
      })),
      ...outcomes.map((outcome) => ({
        name: `${outcome.case.name}: no request failed`,
        ok: outcome.errors.length === 0,
        detail: outcome.errors.slice(0, 3).join('; ') || 'none',
      })),
      { name: 'ledger reconciles', ok: ledger.ok, detail: ledger.ok ? 'no difference' : JSON.stringify(ledger.differences.slice(0, 3)) },
    ];
    for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
    failed = checks.some((check) => !check.ok);
  } finally {
    await client.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
  const first = outcomes[0];
  const figures = summary(first);
  console.log(
    `RESULT ${JSON.stringify({
      ...(SMOKE ? { smoke: true } : {}),
      orders: first.case.orders,
      ordersPaid: first.ordersPaid,
      ordersSettled: first.ordersSettled,
      offerLatencyP50Ms: Math.round(figures.p50),
      offerLatencyP99Ms: Math.round(figures.p99),
      offerLatencyMaxMs: Math.round(figures.max),
      offersPerSecond: Number(figures.offersPerSecond.toFixed(1)),
      cases: outcomes.map((outcome) => {
        const each = summary(outcome);
        return {
          name: outcome.case.name,
          ordersPaid: outcome.ordersPaid,
          ordersSettled: outcome.ordersSettled,
          offerLatencyP50Ms: Math.round(each.p50),
          offerLatencyP99Ms: Math.round(each.p99),
          offerLatencyMaxMs: Math.round(each.max),
          offersPerSecond: Number(each.offersPerSecond.toFixed(1)),
        };
      }),
    })}`,
  );
  if (failed) process.exit(1);
}

await main();
