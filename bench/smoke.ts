// `npm run bench:smoke`: every benchmark once in its smoke mode (bench/lib/smoke.ts: small data, a
// few seconds, its own invariants checked, no figure asserted), as CI runs them. Each runs as its own
// process (`node --import tsx bench/<name>.ts --smoke`) on a PostgreSQL database of its own, named
// BENCH_SMOKE_DATABASE_PREFIX + the benchmark's name (default `bench_smoke_`) on the server of
// BENCH_SMOKE_SERVER_URL (default postgres://postgres@127.0.0.1:5432), dropped and created again; the
// web benchmark's server runs on one too, and opens its pages in Chromium (/usr/bin/chromium or
// CHROMIUM_PATH). BENCH_SMOKE_CONCURRENCY (2) benchmarks run at a time, the longest first;
// BENCH_SMOKE_ONLY=events,market runs some of them. A benchmark's output is printed once it ends.
// It fails (exit 1) when a benchmark exits non-zero or its last line is not `RESULT {…"smoke":true…}`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { positiveInteger } from './lib/options.ts';
import { formatTable } from './lib/table.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_URL = (process.env.BENCH_SMOKE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const PREFIX = process.env.BENCH_SMOKE_DATABASE_PREFIX || 'bench_smoke_';
const CONCURRENCY = positiveInteger('BENCH_SMOKE_CONCURRENCY', 2);

type Bench = { name: string; args?: string[]; env: (database: string) => NodeJS.ProcessEnv };

/** The benchmarks, the longest first; each is given its database the way it reads one. */
const BENCHES: Bench[] = [
  { name: 'web', env: (database) => ({ BENCH_WEB_DATABASE_URL: `${SERVER_URL}/${database}` }) },
  { name: 'jobs', env: (database) => ({ BENCH_JOBS_DATABASE_URL: `${SERVER_URL}/${database}` }) },
  { name: 'market', args: ['--fresh'], env: (database) => ({ BENCH_DATABASE_URL: `${SERVER_URL}/${database}` }) },
  // the events benchmark takes the server from BENCH_DATABASE_URL and its database's name apart
  { name: 'events', env: (database) => ({ BENCH_DATABASE_URL: `${SERVER_URL}/postgres`, EVENTS_DATABASE_NAME: database }) },
  { name: 'purchase', env: (database) => ({ BENCH_PURCHASE_DATABASE_URL: `${SERVER_URL}/${database}` }) },
];

type Outcome = { name: string; ok: boolean; seconds: number; why: string };

/** Runs one benchmark in smoke mode; its output is kept and printed when it ends. */
async function run(bench: Bench): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', `${bench.name}.ts`), '--smoke', ...(bench.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SMOKE: '1', ...bench.env(`${PREFIX}${bench.name}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  const seconds = (performance.now() - started) / 1000;
  const lines = output.trimEnd().split('\n');
  const last = lines.at(-1) ?? '';
  let why = '';
  if (code !== 0) why = signal ? `killed by ${signal}` : `exit code ${code}`;
  else if (!last.startsWith('RESULT ')) why = 'the last line is not RESULT {json}';
  else {
    try {
      const result = JSON.parse(last.slice('RESULT '.length)) as { smoke?: boolean };
      if (result.smoke !== true) why = 'the RESULT does not say smoke: true';
    } catch {
      why = 'the RESULT is not JSON';
    }
  }
  console.log(`\n===== bench:${bench.name} --smoke (${seconds.toFixed(1)} s): ${why ? `FAILED, ${why}` : 'ok'} =====\n${output.trimEnd()}`);
  return { name: bench.name, ok: why === '', seconds, why };
}

async function main() {
  const only = (process.env.BENCH_SMOKE_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_SMOKE_ONLY names no benchmark: ${unknown.join(', ')}`);
  const chosen = only.length > 0 ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES;
  console.log(
    `bench:smoke: ${chosen.map((bench) => bench.name).join(', ')} in smoke mode, ${CONCURRENCY} at a time, on ${SERVER_URL.replace(/\/\/[^@/]*@/, '//')} (databases ${PREFIX}<name>)`,
  );
  const started = performance.now();
  const queue = [...chosen];
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let bench = queue.shift(); bench; bench = queue.shift()) outcomes.push(await run(bench));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${formatTable(
      ['benchmark', 'seconds', 'smoke run'],
      chosen.map((bench) => {
        const outcome = outcomes.find((entry) => entry.name === bench.name)!;
        return [`bench:${bench.name}`, outcome.seconds.toFixed(1), outcome.ok ? 'ok' : `FAILED: ${outcome.why}`];
      }),
      ['left', 'right', 'left'],
    )}`,
  );
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(`\nbench:smoke: ${chosen.length - failed.length} of ${chosen.length} ok in ${seconds.toFixed(1)} s`);
  console.log(`RESULT ${JSON.stringify({ smoke: true, seconds: Math.round(seconds), failed: failed.map((outcome) => outcome.name) })}`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
