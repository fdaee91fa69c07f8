// `npm run bench:market`: filtered, price-sorted market pages measured as raw SQL, over REST and
// over GraphQL, on PostgreSQL with the real catalogue and a million listings, then the throughput of
// one page over REST and GraphQL under load. Prints ratios measured in this one run (bench/README.md);
// it is not a timed test and asserts nothing about speed. It does fail when the ways disagree about
// the page or when the app refuses its configuration.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp, type App } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { useDatabase } from '../api/db/client.ts';
import { openDatabase, type Database } from '../api/db/database.ts';
import { JobQueue } from '../api/db/jobs.ts';
import { createPorts } from '../api/integrations/ports.ts';
import { requestSigningInput, sign } from '../api/modules/openplatform/signature.ts';
import { benchAppEnvironment, startServerProcess } from './lib/appServer.ts';
import { captureApiQueries } from './lib/captureSql.ts';
import { prepareMarket, type SetupReport } from './lib/marketData.ts';
import {
  graphqlCursorBefore,
  graphqlMarketPage,
  graphqlVariables,
  rawMarketPage,
  rawMarketSql,
  restMarketPage,
  restMarketPath,
  type MarketCase,
  type PageResult,
} from './lib/marketQueries.ts';
import { DEFAULT_BENCH_DATABASE_URL, ensureDatabaseExists, migrateBenchDatabase, recreateDatabase } from './lib/postgres.ts';
import { formatTable, ms, ratio, seconds } from './lib/table.ts';
import { type Face, graphqlRequestBody, GRAPHQL_HEADERS, loadFace, signInThrough, type Throughput, type ThroughputCase } from './lib/throughput.ts';
import { measureInterleaved, summarise, type Summary } from './lib/timing.ts';
import { positiveInteger } from './lib/options.ts';
import { SMOKE, sized } from './lib/smoke.ts';

const RIFLE_PAGE: MarketCase = { label: 'rifle, 10-5000 yuan, page 1', tagType: 'rifle', minPrice: '10', maxPrice: '5000', page: 1, limit: 20 };
const WIDE_PAGE_1: MarketCase = { label: '1-5000 yuan, page 1', minPrice: '1', maxPrice: '5000', page: 1, limit: 20 };
/** A deep page: 500 (offset 9,980); page 20 in a smoke run, whose 2,000 items on sale do not reach page 500. */
const DEEP_PAGE = sized(500, 20);
const WIDE_PAGE_500: MarketCase = { ...WIDE_PAGE_1, label: `1-5000 yuan, page ${DEEP_PAGE}`, page: DEEP_PAGE };
const CASES = [RIFLE_PAGE, WIDE_PAGE_1, WIDE_PAGE_500];
/** The page under load: the rifle filter again, 40 items as the web client's market grid asks. */
const LOAD_PAGE: MarketCase = {
  label: 'rifle, 10-5000 yuan, price ascending, 40 per page',
  tagType: 'rifle',
  minPrice: '10',
  maxPrice: '5000',
  page: 1,
  limit: 40,
};
const FACES: Face[] = ['REST', 'GraphQL', 'GraphQL signed in'];
/** A fresh process compiles its hot paths during its first requests; those seconds are not counted. */
const LOAD_WARMUP_SECONDS = sized(3, 1);

type Options = {
  databaseUrl: string;
  iterations: number;
  warmup: number;
  connections: number;
  loadSeconds: number;
  fresh: boolean;
  showSql: boolean;
  explain: boolean;
};

/** The defaults of a full run, and of a smoke run (bench/lib/smoke.ts: 20,000 listings, 5 rounds, 1 s of load per face on 5 connections). */
function readOptions(argv: readonly string[]): Options {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || sized(DEFAULT_BENCH_DATABASE_URL, `${DEFAULT_BENCH_DATABASE_URL}_smoke`),
    iterations: positiveInteger('BENCH_ITERATIONS', sized(200, 5), sized(200, 1)),
    warmup: positiveInteger('BENCH_WARMUP', sized(20, 2), 1),
    connections: positiveInteger('BENCH_CONNECTIONS', sized(50, 5), 1),
    loadSeconds: positiveInteger('BENCH_LOAD_SECONDS', sized(15, 1), 1),
    fresh: argv.includes('--fresh'),
    showSql: argv.includes('--sql'),
    explain: argv.includes('--explain'),
  };
}

const TARGETS = ['raw SQL', 'REST', 'GraphQL'] as const;
type Target = (typeof TARGETS)[number];

type CaseResult = {
  marketCase: MarketCase;
  total: number;
  summaries: Record<Target, Summary>;
  statements: Record<Exclude<Target, 'raw SQL'>, string[]>;
};

function samePage(expected: PageResult, actual: PageResult): string | undefined {
  if (expected.total !== actual.total) return `total ${actual.total} instead of ${expected.total}`;
  if (expected.items.length !== actual.items.length) return `${actual.items.length} items instead of ${expected.items.length}`;
  for (const [index, item] of expected.items.entries()) {
    const other = actual.items[index];
    if (other.hashName !== item.hashName || other.price !== item.price) {
      return `item ${index + 1} is ${JSON.stringify(other)} instead of ${JSON.stringify(item)}`;
    }
  }
  return undefined;
}

/** The SQL statements the API sends for one request, as the N+1 guard counts them. */
async function statementsFor(database: Database, request: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const stop = database.onSql((sql) => statements.push(sql));
  try {
    await request();
  } finally {
    stop();
  }
  return statements;
}

type PreparedCase = Omit<CaseResult, 'summaries'> & { runners: Record<Target, () => Promise<PageResult>> };

/** Checks that the three ways return the same page and counts the API's statements; times nothing. */
async function prepareCase(marketCase: MarketCase, client: pg.Client, database: Database, baseUrl: string): Promise<PreparedCase> {
  // GraphQL reaches a deep page as a client paging forward does: after the previous page's end cursor
  const after = await graphqlCursorBefore(baseUrl, marketCase);
  const runners: Record<Target, () => Promise<PageResult>> = {
    'raw SQL': () => rawMarketPage(client, marketCase),
    REST: () => restMarketPage(baseUrl, marketCase),
    GraphQL: () => graphqlMarketPage(baseUrl, marketCase, after),
  };
  const raw = await runners['raw SQL']();
  if (raw.items.length !== marketCase.limit) {
    throw new Error(`${marketCase.label}: raw SQL returned ${raw.items.length} items (total ${raw.total}); the benchmark data is too small for this page`);
  }
  for (const target of ['REST', 'GraphQL'] as const) {
    const problem = samePage(raw, await runners[target]());
    if (problem) throw new Error(`${marketCase.label}: ${target} disagrees with raw SQL: ${problem}`);
  }
  const statements = {
    REST: await statementsFor(database, runners.REST),
    GraphQL: await statementsFor(database, runners.GraphQL),
  };
  // a market page is one statement (the page, its items' figures, tags and collections, the count), on either face
  for (const face of ['REST', 'GraphQL'] as const) {
    if (statements[face].length !== 1) throw new Error(`${marketCase.label}: ${face} sent ${statements[face].length} SQL statements for one page, not 1`);
  }
  return { marketCase, total: raw.total, statements, runners };
}

/**
 * Every page of every way is one contender of a single interleaved loop, so that the ratios, page
 * 500 against page 1 included, compare times taken in the same minutes of the same run.
 */
async function measureCases(prepared: readonly PreparedCase[], options: Options): Promise<CaseResult[]> {
  const key = (marketCase: MarketCase, target: Target) => `${marketCase.label} | ${target}`;
  const contenders = prepared.flatMap((entry) => TARGETS.map((target) => ({ name: key(entry.marketCase, target), run: entry.runners[target] })));
  const samples = await measureInterleaved(contenders, options.warmup, options.iterations);
  return prepared.map(({ runners: _runners, ...entry }) => ({
    ...entry,
    summaries: Object.fromEntries(TARGETS.map((target) => [target, summarise(samples.get(key(entry.marketCase, target))!)])) as Record<Target, Summary>,
  }));
}

function setupTable(setup: SetupReport): string {
  return formatTable(
    ['data setup step', 'time', 'note'],
    [
      ...setup.steps.map((step) => [step.step, seconds(step.ms), step.note ?? '']),
      ['total', seconds(setup.totalMs), setup.generated ? 'generated' : 'reused existing listings'],
    ],
    ['left', 'right', 'left'],
  );
}

function latencyTable(results: readonly CaseResult[]): string {
  const rows: string[][] = [];
  for (const result of results) {
    for (const target of TARGETS) {
      const summary = result.summaries[target];
      const statements = target === 'raw SQL' ? 1 : result.statements[target].length;
      rows.push([
        target === 'raw SQL' ? result.marketCase.label : '',
        target === 'raw SQL' ? result.total.toLocaleString('en') : '',
        target,
        ms(summary.p50),
        ms(summary.p95),
        ratio(summary.p50 / result.summaries['raw SQL'].p50),
        String(statements),
      ]);
    }
  }
  return formatTable(['page (PRICE_ASC, 20 per page)', 'matches', 'via', 'p50 ms', 'p95 ms', 'p50/raw', 'SQL stmts'], rows, [
    'left',
    'right',
    'left',
    'right',
    'right',
    'right',
    'right',
  ]);
}

function ratioTable(results: readonly CaseResult[], deep: CaseResult, shallow: CaseResult): string {
  const rows = results.map((result) => {
    const p50 = (target: Target) => result.summaries[target].p50;
    return [result.marketCase.label, ratio(p50('REST') / p50('raw SQL')), ratio(p50('GraphQL') / p50('raw SQL')), ratio(p50('GraphQL') / p50('REST'))];
  });
  const deepRow = TARGETS.map((target) => ratio(deep.summaries[target].p50 / shallow.summaries[target].p50));
  return [
    formatTable(['ratios of p50', 'REST/raw', 'GraphQL/raw', 'GraphQL/REST'], rows, ['left', 'right', 'right', 'right']),
    '',
    formatTable(
      [`page ${DEEP_PAGE} / page 1 (p50)`, ...TARGETS],
      [[`${deep.marketCase.label.replace(/, page \d+$/, '')}`, ...deepRow]],
      ['left', 'right', 'right', 'right'],
    ),
  ].join('\n');
}

function statementList(results: readonly CaseResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    for (const target of ['REST', 'GraphQL'] as const) {
      lines.push(`-- ${result.marketCase.label}, ${target}: ${result.statements[target].length} statements`);
      for (const sql of result.statements[target]) lines.push(`   ${sql.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return lines.join('\n');
}

/** The bench's partner app (fixed ids, re-keyed every run): it prices items through POST /open/v1/prices. */
const BENCH_PARTNER = {
  userId: '00000000-0000-4000-be01-000000000001',
  applicationId: '00000000-0000-4000-be01-000000000002',
  appId: 'app_be0100000000a001',
};
const PRICE_BATCH = 200;

/**
 * POST /open/v1/prices for 200 items on sale, signed as a partner signs (a fresh nonce each), through
 * app.inject: the whole partner pipeline (signature, nonce, rate limit, schema, the one statement).
 * Answers its summary; fails when an answer is not the 200 items asked, or takes more than one
 * statement besides the signature's.
 */
async function measurePricesBatch(app: App, client: pg.Client, database: Database, options: Options): Promise<{ summary: Summary; statements: number }> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = new Date();
  await client.query(`INSERT INTO users (id, nickname, open_platform_enabled, created_at) VALUES ($1, 'bench partner', true, $2) ON CONFLICT (id) DO NOTHING`, [
    BENCH_PARTNER.userId,
    now,
  ]);
  await client.query(
    `INSERT INTO open_platform_applications (id, user_id, phone, wechat, daily_orders, daily_amount_cents, reason, status, reviewed_at, created_at)
     VALUES ($1, $2, '13800138000', 'bench', 0, 0, 'bench:market', 'APPROVED', $3, $3) ON CONFLICT (id) DO NOTHING`,
    [BENCH_PARTNER.applicationId, BENCH_PARTNER.userId, now],
  );
  await client.query(
    `INSERT INTO partner_apps (id, user_id, application_id, daily_orders, daily_amount_cents, rate_limit_per_second, public_key_pem, keys_submitted_at, created_at)
     VALUES ($1, $2, $3, 100, 10000000, 1000000, $4, $5, $5)
     ON CONFLICT (id) DO UPDATE SET public_key_pem = EXCLUDED.public_key_pem, suspended_at = NULL, rate_limit_per_second = EXCLUDED.rate_limit_per_second`,
    [BENCH_PARTNER.appId, BENCH_PARTNER.userId, BENCH_PARTNER.applicationId, publicKey.export({ type: 'spki', format: 'pem' }).toString(), now],
  );
  const { rows } = await client.query<{ hash_name: string }>(
    `SELECT t.hash_name FROM market_stats s JOIN item_templates t ON t.id = s.template_id WHERE s.quantity > 0 ORDER BY s.template_id LIMIT ${PRICE_BATCH}`,
  );
  if (rows.length < PRICE_BATCH) throw new Error(`prices batch: only ${rows.length} items on sale, not ${PRICE_BATCH}`);
  const body = JSON.stringify({ hashNames: rows.map((row) => row.hash_name) });
  const request = async () => {
    const parts = {
      appId: BENCH_PARTNER.appId,
      method: 'POST',
      target: '/open/v1/prices',
      timestamp: String(Date.now()),
      nonce: randomBytes(12).toString('hex'),
      body,
    };
    const response = await app.inject({
      method: 'POST',
      url: parts.target,
      headers: {
        'content-type': 'application/json',
        'x-app-id': parts.appId,
        'x-timestamp': parts.timestamp,
        'x-nonce': parts.nonce,
        'x-signature': sign(privateKey, requestSigningInput(parts)),
      },
      payload: body,
    });
    const answer = response.json() as { code: number; msg: string; data?: { list: { known: boolean; onSale: number | null }[] } };
    if (answer.code !== 0 || answer.data?.list.length !== PRICE_BATCH || answer.data.list.some((item) => !item.known || !item.onSale)) {
      throw new Error(`POST /open/v1/prices answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    }
  };
  const statements = (await statementsFor(database, request)).filter((sql) => sql.includes('market_stats')).length;
  if (statements !== 1) throw new Error(`POST /open/v1/prices read the prices in ${statements} statements, not 1`);
  const samples = await measureInterleaved([{ name: 'prices', run: request }], options.warmup, options.iterations);
  return { summary: summarise(samples.get('prices')!), statements };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function throughputCase(marketCase: MarketCase): ThroughputCase {
  return { label: marketCase.label, restPath: restMarketPath(marketCase), graphqlVariables: graphqlVariables(marketCase) };
}

/** Both faces of the server process must answer the page under load as raw SQL does, before it is loaded. */
async function checkLoadPage(client: pg.Client, baseUrl: string, loadCase: ThroughputCase): Promise<void> {
  const raw = await rawMarketPage(client, LOAD_PAGE);
  const rest = await restMarketPage(baseUrl, LOAD_PAGE);
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: GRAPHQL_HEADERS, body: graphqlRequestBody(loadCase.graphqlVariables) });
  const body = (await response.json()) as {
    data?: { market: { totalCount: number; edges: { node: { hashName: string; lowestPrice: number | null } }[] } };
    errors?: unknown[];
  };
  if (response.status !== 200 || body.errors || !body.data)
    throw new Error(`GraphQL (web client query) answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const graphql: PageResult = {
    items: body.data.market.edges.map(({ node }) => ({ hashName: node.hashName, price: node.lowestPrice })),
    total: body.data.market.totalCount,
  };
  for (const [face, page] of [
    ['REST', rest],
    ['GraphQL', graphql],
  ] as const) {
    const problem = samePage(raw, page);
    if (problem) throw new Error(`${LOAD_PAGE.label}: ${face} (server process) disagrees with raw SQL: ${problem}`);
  }
}

/** A signed-in visitor's market page reads no viewer data: its second asking is a hit of the shared cache, with the anonymous answer's data. */
async function checkSignedInShared(baseUrl: string, loadCase: ThroughputCase, sessionCookie: string): Promise<void> {
  const ask = async (cookie?: string) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: cookie ? { ...GRAPHQL_HEADERS, cookie } : GRAPHQL_HEADERS,
      body: graphqlRequestBody(loadCase.graphqlVariables),
    });
    return (await response.json()) as { data?: unknown; extensions?: { responseCache?: { hit?: boolean } } };
  };
  await ask(sessionCookie);
  const [signedIn, anonymous] = [await ask(sessionCookie), await ask()];
  if (signedIn.extensions?.responseCache?.hit !== true)
    throw new Error(`the signed-in market page was not answered from the shared cache: ${JSON.stringify(signedIn.extensions ?? {})}`);
  // keys sorted: a compiled execution may order an object's fields otherwise than the interpreted one that filled the other entry
  const canonical = (value: unknown): string =>
    JSON.stringify(value, (_key, inner: unknown) =>
      inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
    );
  const [signedInText, anonymousText] = [canonical(signedIn.data), canonical(anonymous.data)];
  if (signedInText !== anonymousText) {
    let at = 0;
    while (signedInText[at] === anonymousText[at]) at += 1;
    throw new Error(
      `the signed-in market page differs from the anonymous one at ${at}: …${signedInText.slice(Math.max(0, at - 80), at + 80)}… against …${anonymousText.slice(Math.max(0, at - 80), at + 80)}…`,
    );
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function throughputTable(results: readonly Throughput[], labels: readonly string[]): string {
  const rows = results.map((result, index) => [
    labels[index] ?? result.face,
    result.requestsPerSecond.toFixed(1),
    result.requests.toLocaleString('en'),
    ms(result.p50),
    ms(result.p99),
    result.non2xx.toLocaleString('en'),
    result.socketErrors.toLocaleString('en'),
    result.failedBodies.toLocaleString('en'),
  ]);
  return formatTable(['face', 'requests/s', 'requests', 'p50 ms', 'p99 ms', 'non-2xx', 'socket errors', 'error bodies'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
  ]);
}

async function explain(client: pg.Client, title: string, text: string, values: readonly unknown[]): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...values]);
  return [`-- ${title}`, ...rows.map((row) => `   ${row['QUERY PLAN']}`)].join('\n');
}

/**
 * Plans of the hand-written statement and of every statement one REST request and one GraphQL
 * request (GraphQL's page 500 after its keyset cursor) send, with their real parameters.
 */
async function explainCase(client: pg.Client, prepared: PreparedCase): Promise<string> {
  const { marketCase } = prepared;
  const { text, values } = rawMarketSql(marketCase);
  const parts = [await explain(client, `raw SQL, ${marketCase.label}`, text, values)];
  for (const face of ['REST', 'GraphQL'] as const) {
    const captured = await captureApiQueries(prepared.runners[face]);
    for (const [index, query] of captured.entries()) {
      const sql = query.text.replace(/\s+/g, ' ').trim();
      const title = `${face} statement ${index + 1}/${captured.length}, ${marketCase.label}: ${sql.length > 140 ? `${sql.slice(0, 140)}...` : sql} -- values ${JSON.stringify(query.values)}`;
      parts.push(await explain(client, title, query.text, query.values));
    }
  }
  return parts.join('\n\n');
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const started = performance.now();
  const log = (line: string) => console.log(line);
  const redactedUrl = options.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  log(
    `market benchmark on ${redactedUrl}: ${options.warmup} warm-up rounds, then ${options.iterations} measured rounds; a round requests every page every way once`,
  );

  log(`load average (1 / 5 / 15 min) at the start: ${loadAverage()} on ${cpus().length} cores`);

  if (options.fresh) {
    await recreateDatabase(options.databaseUrl);
    log('dropped and re-created the benchmark database (--fresh)');
  } else if (await ensureDatabaseExists(options.databaseUrl)) log('created the benchmark database');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'market-bench-'));
  let database: Database | undefined;
  let client: pg.Client | undefined;
  let app: App | undefined;
  try {
    database = await openDatabase({ databaseUrl: options.databaseUrl });
    useDatabase(database);
    const migrations = await migrateBenchDatabase(database);
    if (migrations.length) log(`applied migrations: ${migrations.join(', ')}`);
    client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'market-bench' });
    await client.connect();

    const setup = await prepareMarket(database.prisma, client, log);
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');

    const appEnvironment = benchAppEnvironment(options.databaseUrl, dataDir);
    // the latency table and the statement counts measure the pages themselves: no response cache in
    // process (the throughput server runs as deployed, with it, and once more without it)
    const config = loadConfig({ ...appEnvironment, GRAPHQL_CACHE_SECONDS: '0' });
    const ports = createPorts(config);
    // the market pages queue no jobs: the queue is declared but never started
    app = await buildApp({ config, ports, jobs: new JobQueue(database, { clock: ports.clock, mode: 'manual' }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const measuring = performance.now();
    const prepared: PreparedCase[] = [];
    for (const marketCase of CASES) {
      log(`checking ${marketCase.label}: ${restMarketPath(marketCase)}`);
      prepared.push(await prepareCase(marketCase, client, database, baseUrl));
    }
    log(`measuring the ${CASES.length * TARGETS.length} page/way combinations, interleaved ...`);
    const results = await measureCases(prepared, options);
    log(`measuring POST /open/v1/prices for ${PRICE_BATCH} items, signed, through app.inject ...`);
    const pricesBatch = await measurePricesBatch(app, client, database, options);
    const measuredMs = performance.now() - measuring;

    // Throughput: the app in a process of its own, loaded by autocannon from this one.
    const loadCase = throughputCase(LOAD_PAGE);
    log(`starting the app in its own process for the throughput runs ...`);
    const server = await startServerProcess(appEnvironment, loadCase.restPath);
    const throughput: Throughput[] = [];
    let loadAverageDuringLoad = '';
    try {
      await checkLoadPage(client, server.baseUrl, loadCase);
      const sessionCookie = await signInThrough(server.baseUrl, dataDir);
      await checkSignedInShared(server.baseUrl, loadCase, sessionCookie);
      log(`warming the server process up: ${LOAD_WARMUP_SECONDS} s per face, not counted ...`);
      for (const face of FACES)
        await loadFace(server.baseUrl, face, loadCase, { connections: options.connections, durationSeconds: LOAD_WARMUP_SECONDS, sessionCookie });
      for (const face of FACES) {
        log(`loading ${face}: ${options.connections} connections for ${options.loadSeconds} s ...`);
        throughput.push(
          await loadFace(server.baseUrl, face, loadCase, { connections: options.connections, durationSeconds: options.loadSeconds, sessionCookie }),
        );
      }
      loadAverageDuringLoad = loadAverage();
    } finally {
      await server.stop();
    }
    // GraphQL without the response cache, in a server process of its own (not in a smoke run: one more process start)
    let uncached: Throughput | undefined;
    if (!SMOKE) {
      log('starting the app again without the response cache, for GraphQL uncached ...');
      const uncachedServer = await startServerProcess({ ...appEnvironment, GRAPHQL_CACHE_SECONDS: '0' }, loadCase.restPath);
      try {
        await loadFace(uncachedServer.baseUrl, 'GraphQL', loadCase, { connections: options.connections, durationSeconds: LOAD_WARMUP_SECONDS });
        log(`loading GraphQL without the cache: ${options.connections} connections for ${options.loadSeconds} s ...`);
        uncached = await loadFace(uncachedServer.baseUrl, 'GraphQL', loadCase, { connections: options.connections, durationSeconds: options.loadSeconds });
      } finally {
        await uncachedServer.stop();
      }
    }

    const [rifle, widePage1, widePage500] = results;
    const restRatio = rifle.summaries.REST.p50 / rifle.summaries['raw SQL'].p50;
    const graphqlRatio = rifle.summaries.GraphQL.p50 / rifle.summaries['raw SQL'].p50;
    const graphqlRestRatio = rifle.summaries.GraphQL.p50 / rifle.summaries.REST.p50;
    const deepRatio = widePage500.summaries.REST.p50 / widePage1.summaries.REST.p50;

    log('');
    log(
      `PostgreSQL ${version[0].server_version}, Node ${process.version}; ${setup.templates.toLocaleString('en')} catalogue items, ` +
        `${setup.listings.toLocaleString('en')} listings on sale over ${setup.listedItems.toLocaleString('en')} items ` +
        `(per item: most ${setup.perItem.max.toLocaleString('en')}, p90 ${setup.perItem.p90}, median ${setup.perItem.median}, fewest ${setup.perItem.min})`,
    );
    log('');
    log(setupTable(setup));
    log('');
    log(latencyTable(results));
    log('');
    log(ratioTable(results, widePage500, widePage1));
    log('');
    log(
      `partner prices: POST /open/v1/prices for ${PRICE_BATCH} items (signed, app.inject): p50 ${ms(pricesBatch.summary.p50)} ms, ` +
        `p95 ${ms(pricesBatch.summary.p95)} ms, ${pricesBatch.statements} SQL statement for the prices`,
    );
    log('');
    const [restLoad, graphqlLoad, signedInLoad] = throughput;
    log(
      `throughput: ${LOAD_PAGE.label} (REST ${loadCase.restPath}; GraphQL the web client's MarketPageQuery), ` +
        `${options.connections} connections, ${options.loadSeconds} s per face, the app in its own process`,
    );
    log(
      throughputTable(
        [...throughput, ...(uncached ? [uncached] : [])],
        ['REST', 'GraphQL (response cache, as deployed)', 'GraphQL signed in (the same cache)', ...(uncached ? ['GraphQL (no cache)'] : [])],
      ),
    );
    log(
      `GraphQL/REST: requests/s ${ratio(graphqlLoad.requestsPerSecond / restLoad.requestsPerSecond)} (signed in ${ratio(signedInLoad.requestsPerSecond / restLoad.requestsPerSecond)}), ` +
        `p50 ${ratio(graphqlLoad.p50 / restLoad.p50)}, p99 ${ratio(graphqlLoad.p99 / restLoad.p99)}; ` +
        `${uncached ? `without the cache: requests/s ${ratio(uncached.requestsPerSecond / restLoad.requestsPerSecond)}; ` : ''}load average right after the load: ${loadAverageDuringLoad}`,
    );
    log('');
    log(
      `summary (${rifle.marketCase.label}): REST/raw ${ratio(restRatio)}, GraphQL/raw ${ratio(graphqlRatio)}, GraphQL/REST ${ratio(graphqlRestRatio)}; ` +
        `SQL statements per request: REST ${rifle.statements.REST.length}, GraphQL ${rifle.statements.GraphQL.length}; ` +
        `REST page ${DEEP_PAGE}/page 1 ${ratio(deepRatio)}`,
    );
    log(`page 1 and page ${DEEP_PAGE}: raw SQL, REST and GraphQL returned the same hash names, prices and totals in the same order`);
    // every answer under load was a success (a smoke run's invariant too: no figure is a goal there)
    const failedLoads = [...throughput, ...(uncached ? [uncached] : [])].filter((load) => load.non2xx + load.socketErrors + load.failedBodies > 0);
    if (failedLoads.length > 0) {
      throw new Error(
        `requests failed under load: ${failedLoads.map((load) => `${load.face} ${load.non2xx} non-2xx, ${load.socketErrors} socket errors, ${load.failedBodies} failed bodies`).join('; ')}`,
      );
    }
    if (options.showSql) log(`\n${statementList(results)}`);
    if (options.explain) {
      for (const entry of prepared) log(`\n${await explainCase(client, entry)}`);
    }
    log(`\nmeasuring took ${seconds(measuredMs)}; whole run ${seconds(performance.now() - started)}; load average at the end: ${loadAverage()}`);
    const maxOver = (of: (result: (typeof results)[number]) => number) => round2(Math.max(...results.map(of)));
    const result = {
      ...(SMOKE ? { smoke: true } : {}),
      restOverRawP50Max: maxOver((page) => page.summaries.REST.p50 / page.summaries['raw SQL'].p50),
      graphqlOverRestP50Max: maxOver((page) => page.summaries.GraphQL.p50 / page.summaries.REST.p50),
      graphqlOverRestThroughput: round2(graphqlLoad.requestsPerSecond / restLoad.requestsPerSecond),
      graphqlSignedInOverRestThroughput: round2(signedInLoad.requestsPerSecond / restLoad.requestsPerSecond),
      page500OverPage1Rest: round2(deepRatio),
      statementsPerPageRest: Math.max(...results.map((page) => page.statements.REST.length)),
      statementsPerPageGraphql: Math.max(...results.map((page) => page.statements.GraphQL.length)),
      pricesBatch200P50Ms: round2(pricesBatch.summary.p50),
    };
    log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    await app?.close();
    await client?.end();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error('\nmarket benchmark FAILED:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
