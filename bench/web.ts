// `npm run bench:web`: the web client's first load, in bytes and in time.
//
// 1. Bytes. Builds the web client (into a temporary directory, with Vite's manifest) and prints, for
//    every route of web/routes/routeTable.ts, the scripts a first visit of that route loads before the
//    page can render: the entry chunk and its static imports (the shell: React, Relay, the router,
//    i18n, the layouts), the Chinese texts, and the route's own chunk and its static imports. Sizes
//    are gzip (level 9, as the server sends them: the build writes .gz and .br beside every asset)
//    and brotli (bench/lib/firstLoad.ts). It prints the home page's first load against its budget
//    (200 KB gz; docs/web-client.md "Web client size").
// 2. Time. Starts the real server as `npm start` does (api/start.ts, on a fresh
//    embedded database in a temporary folder, the catalogue and demo data seeded, serving that
//    build) and opens `/`, `/market` and an item page (`/goods?hashName=…`, the first item of the
//    market) in Debian's Chromium, each in a fresh browser context, BENCH_WEB_RUNS times (5) with
//    Chrome DevTools' 4x CPU slowdown and slow 4G (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up),
//    and BENCH_WEB_RUNS times without. It prints each run's largest contentful paint and the
//    median. `--waterfall` prints the requests of one throttled visit of each page too.
//
// The last line is `RESULT {"lcpMsMedian": {route: ms}, "firstLoadGzipBytes": {route: bytes}}`,
// the throttled medians (keys `/`, `/market`, `/goods`) and every route's first-load gzip bytes.
// `--sizes` stops after the bytes (no server, no browser; the RESULT then has no lcpMsMedian).
// BENCH_WEB_URL=http://127.0.0.1:3000 times a server already running there instead (its own build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchAppEnvironment, type ServerProcess, startServerProcess } from './lib/appServer.ts';
import { buildServerRendering, buildWeb, firstLoad, ROOT } from './lib/firstLoad.ts';
import { launchChromium, measurePage, median, type PageRun } from './lib/lcp.ts';
import { positiveInteger } from './lib/options.ts';
import { recreateDatabase } from './lib/postgres.ts';
import { SMOKE, sized } from './lib/smoke.ts';
import { formatTable } from './lib/table.ts';

const HOME_BUDGET_BYTES = 200 * 1024;
/** The goal: LCP at most 2.5 s at the median, throttled (docs/web-client.md "First paint"). */
const LCP_GOAL_MS = 2_500;
/** Visits per page and mode: 5, one in a smoke run (bench/lib/smoke.ts). */
const RUNS = positiveInteger('BENCH_WEB_RUNS', sized(5, 1));
const SIZES_ONLY = process.argv.includes('--sizes');
const WATERFALL = process.argv.includes('--waterfall');
const RUNNING_SERVER = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
/** A PostgreSQL database for the server instead of the embedded one (dropped and created again). */
const DATABASE_URL = process.env.BENCH_WEB_DATABASE_URL || undefined;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const msText = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

type TimedPage = { key: string; path: string; ready: string };

function printSizes(outDir: string): Record<string, number> {
  const { shell, all, routes } = firstLoad(outDir);
  console.log(
    `Web client, the JavaScript of a first visit per route (the shell: ${kb(shell.gzip)} gzip, ${kb(shell.brotli)} brotli; the whole app: ${kb(all.gzip)} gzip)\n`,
  );
  console.log(
    formatTable(
      ['route', 'scripts', 'gzip', 'of which the page', 'brotli', 'share of the whole app'],
      routes.map(({ route, scripts, size, pageGzip }) => [route, String(scripts), kb(size.gzip), kb(pageGzip), kb(size.brotli), percent(size.gzip / all.gzip)]),
      ['left', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  const homeBytes = routes.find((route) => route.route === '/')?.size.gzip ?? 0;
  console.log(`\nhome page: ${kb(homeBytes)} of the ${kb(HOME_BUDGET_BYTES)} budget (${percent(homeBytes / HOME_BUDGET_BYTES)})`);
  if (homeBytes > HOME_BUDGET_BYTES) console.log('over budget: see docs/web-client.md (web client size) for where the bytes go');
  return Object.fromEntries(routes.map(({ route, size }) => [route, size.gzip]));
}

/**
 * The server as `npm start` runs it (api/start.ts), on a fresh embedded database, serving `webDir`;
 * or, with BENCH_WEB_DATABASE_URL, on that PostgreSQL database, dropped and created again (seeding
 * the catalogue and the demo data there takes a fraction of the embedded database's minute: the
 * smoke run in CI uses it).
 */
async function startSite(dataDir: string, webDir: string, ssrDir: string): Promise<ServerProcess> {
  const { DATABASE_URL: _unused, ...environment } = benchAppEnvironment('', dataDir);
  if (DATABASE_URL) await recreateDatabase(DATABASE_URL);
  return startServerProcess(
    // the embedded database (no DATABASE_URL) seeds the catalogue and the demo data, as `npm start` does
    { ...environment, ...(DATABASE_URL ? { DATABASE_URL } : {}), WEB_DIST_DIR: webDir, SSR_DIST_DIR: ssrDir, DEMO_SEED: 'on', LOG_LEVEL: 'warn' },
    '/',
    { script: 'start.ts', startupTimeoutMs: 600_000 },
  );
}

/** The path of a real item page: the market's first item. */
async function itemPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/web/market?page=1&limit=1`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as { data?: { list?: { hashName?: string }[] } };
  const hashName = body.data?.list?.[0]?.hashName;
  if (!hashName) throw new Error(`the market of the seeded site has no item: ${JSON.stringify(body).slice(0, 300)}`);
  return `/goods?${new URLSearchParams({ hashName })}`;
}

function printWaterfall(page: TimedPage, run: PageRun) {
  console.log(`\n${page.key} (${page.path}), one throttled visit: LCP ${msText(run.lcpMs)} ms (${run.lcpElement})`);
  console.log(
    formatTable(
      ['start ms', 'end ms', 'bytes', 'type', 'request'],
      run.requests.map((request) => {
        const url = new URL(request.url);
        return [msText(request.startMs), msText(request.endMs), String(request.bytes), request.type, `${url.pathname}${url.search}`.slice(0, 90)];
      }),
      ['right', 'right', 'right', 'left', 'left'],
    ),
  );
}

async function measureTimes(baseUrl: string): Promise<Record<string, number>> {
  const pages: TimedPage[] = [
    { key: '/', path: '/', ready: 'home-latest' },
    { key: '/market', path: '/market', ready: 'market-grid' },
    { key: '/goods', path: await itemPath(baseUrl), ready: 'goods-lowest-price' },
  ];
  const browser = await launchChromium();
  try {
    // a visit of each page first: the server's first answers (compiling its paths, filling caches) are not timed
    for (const page of pages) await measurePage(browser, baseUrl + page.path, page.ready, false);
    const throttled = new Map(pages.map((page) => [page.key, [] as PageRun[]]));
    const unthrottled = new Map(pages.map((page) => [page.key, [] as PageRun[]]));
    // rounds: each page once per round, so the machine's other work falls on every page alike
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) {
        throttled.get(page.key)?.push(await measurePage(browser, baseUrl + page.path, page.ready, true));
        unthrottled.get(page.key)?.push(await measurePage(browser, baseUrl + page.path, page.ready, false));
      }
    }
    const rows = pages.map((page) => {
      const runs = throttled.get(page.key) ?? [];
      const fast = unthrottled.get(page.key) ?? [];
      const lcp = median(runs.map((run) => run.lcpMs));
      return [
        page.key,
        ...runs.map((run) => msText(run.lcpMs)),
        msText(lcp),
        lcp <= LCP_GOAL_MS ? 'yes' : 'no',
        msText(median(fast.map((run) => run.lcpMs))),
        runs[0]?.lcpElement ?? '',
      ];
    });
    console.log(
      `\nLargest contentful paint (ms from navigation start), fresh profile each run, ${RUNS} runs per page: 4x CPU slowdown and slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up); the unthrottled median beside it\n`,
    );
    console.log(
      formatTable(
        ['page', ...Array.from({ length: RUNS }, (_, index) => `run ${index + 1}`), 'median', `<= ${LCP_GOAL_MS}`, 'unthrottled', 'LCP element'],
        rows,
        ['left', ...Array.from({ length: RUNS }, () => 'right' as const), 'right', 'right', 'right', 'left'],
      ),
    );
    console.log(`\nthe item page: ${pages[2].path}`);
    if (WATERFALL) for (const page of pages) printWaterfall(page, (throttled.get(page.key) ?? [])[0]);
    return Object.fromEntries(pages.map((page) => [page.key, Math.round(median((throttled.get(page.key) ?? []).map((run) => run.lcpMs)))]));
  } finally {
    await browser.close();
  }
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const webDir = path.join(workDir, 'web');
  let server: ServerProcess | undefined;
  let ssrDir: string | undefined;
  try {
    await buildWeb(webDir);
    const firstLoadGzipBytes = printSizes(webDir);
    const smoke = SMOKE ? { smoke: true } : {};
    if (SIZES_ONLY) {
      console.log(`RESULT ${JSON.stringify({ ...smoke, firstLoadGzipBytes })}`);
      return;
    }
    if (!RUNNING_SERVER) {
      console.log(
        DATABASE_URL
          ? `\nstarting the server on ${DATABASE_URL.replace(/\/\/[^@/]*@/, '//')}, dropped and created again (migrations, the catalogue, the demo data)…`
          : '\nstarting the server on a fresh embedded database (about a minute: migrations, the catalogue, the demo data)…',
      );
      // the pages as the server renders them for a first visit (web/entry-server.tsx), built inside
      // the repository: the bundle imports React and the other libraries from its node_modules
      ssrDir = mkdtempSync(path.join(ROOT, 'node_modules', '.bench-web-ssr-'));
      await buildServerRendering(ssrDir);
      server = await startSite(path.join(workDir, 'data'), webDir, ssrDir);
    }
    const lcpMsMedian = await measureTimes(RUNNING_SERVER ?? server?.baseUrl ?? '');
    // every page rendered its data (measurePage waits for it) and painted: a page without a largest contentful paint fails the run
    const unpainted = Object.entries(lcpMsMedian).filter(([, lcp]) => !Number.isFinite(lcp));
    if (unpainted.length > 0) {
      console.log(`
FAIL no largest contentful paint recorded on ${unpainted.map(([key]) => key).join(', ')}`);
      process.exitCode = 1;
    }
    console.log(`RESULT ${JSON.stringify({ ...smoke, lcpMsMedian, firstLoadGzipBytes })}`);
  } finally {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
    if (ssrDir) rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
