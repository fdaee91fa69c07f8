// `npm run bench:events`: live events to many subscribers, on PostgreSQL, one API
// process, then two. How long an event takes from its commit to the subscriber's SSE stream, whether every one
// arrives, and what holding the streams costs the server (memory, event-loop delay, CPU).
//
// Setup (this process, on a database of its own, dropped and created again every run): the
// migrations, EVENTS_SUBSCRIBERS users (5,000) and a signed-in session for each, written in bulk.
// Then the API server in a child process (this file again with `--server`: the app as api/server.ts
// builds it, on 127.0.0.1 and a free port, the job queue idle, SUBSCRIPTIONS_PER_ADDRESS raised since
// every stream comes from 127.0.0.1); it answers this process over the IPC channel and measures
// itself (RSS, live heap, event-loop delay, CPU, garbage collections, how long its queries waited
// for a pool connection). This process opens one `viewerEvents` stream per user (GraphQL
// over SSE, a raw HTTP POST with `Accept: text/event-stream` per stream, parsed by hand: a browser
// tab's subscription, without a client library's weight on 2 cores) and waits until the server
// counts them all open. Then the server's own producer commits EVENTS_RATE events a second (200) for
// EVENTS_SECONDS (30), at fixed times whatever the earlier ones are doing: each is a 1-cent ledger
// transfer from payment clearing to a random subscriber's deposit (`ledger.transfer` in a
// `transaction()`, one `wallet.transfer` event, which the subscriber gets as WalletChanged with its
// wallet), and the producer notes its transaction's id (read in the transaction) and the time just
// after the transaction resolved; the event's id, written just before the commit, is read by
// transaction id once the run is over, which makes the event's cursor. The producer runs in the server
// because that is where a change commits in production: the relay is woken by the local commit (a
// commit in another process would wait for the commit signal, Redis or LISTEN/NOTIFY, or the poll). This process notes the
// time each SSE message arrives, matches it to its commit by cursor, and prints commit → delivery
// latency (p50, p99, max), events delivered against committed, the server's figures, and what the
// app's database sessions were doing meanwhile (pg_stat_activity, sampled). Both processes read the
// same clock (performance.timeOrigin + performance.now()).
//
// EVENTS_SAMPLES_FILE=path writes every event's figures as CSV (transaction start, its duration, its
// delivery latency), to see when in the run the slow ones happened. EVENTS_CPU_PROFILE=path writes the
// server's CPU profile of the events phase (a .cpuprofile).
//
// It asserts nothing about speed; it exits 1 when an event was not delivered (or twice, or to the
// wrong stream), a stream failed or ended early, or a transaction of the producer failed. The last
// line is `RESULT {json}`.
//
// Then the same with two server processes on the same database, both with REDIS_URL (the commit
// signal): stream n on process n mod 2, each process committing half the events to subscribers of
// both, so half the deliveries cross processes; its figures are the RESULT's `twoProcesses`.
// EVENTS_PROCESSES picks the runs ("1,2" by default).
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { constants, type IntervalHistogram, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp, type App } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { db, useDatabase } from '../api/db/client.ts';
import { openDatabase } from '../api/db/database.ts';
import { JobQueue } from '../api/db/jobs.ts';
import { transaction } from '../api/db/transaction.ts';
import { createPorts } from '../api/integrations/ports.ts';
import { decodeCursor, encodeCursor } from '../api/modules/events/eventFeed.ts';
import { benchAppEnvironment } from './lib/appServer.ts';
import { positiveInteger } from './lib/options.ts';
import { migrateBenchDatabase, recreateDatabase } from './lib/postgres.ts';
import { formatTable } from './lib/table.ts';
import { percentile } from './lib/timing.ts';
import { pooled } from './lib/pooled.ts';
import { sampleSessions } from './lib/sessions.ts';
import { SMOKE, sized } from './lib/smoke.ts';

const DATABASE_NAME = 'bench_events';
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** SUBSCRIPTIONS_PER_ADDRESS's ceiling (api/config.ts). */
const MAX_SUBSCRIBERS = 100_000;
const USER_ID_PREFIX = 'bench-events-user-';
/** The web client's subscription (web/session/LiveEvents.tsx) as far as a wallet event goes: the balances, read when the event is sent. */
const SUBSCRIPTION = /* GraphQL */ `
  subscription BenchEvents {
    viewerEvents {
      __typename
      cursor
      occurredAt
      ... on WalletChanged { wallet { total deposit withdrawable frozen points } }
    }
  }`;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between the two processes. */
const clock = () => performance.timeOrigin + performance.now();
const log = (line: string) => console.log(`[bench:events] ${line}`);
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

// ---------------------------------------------------------------------------------------------
// What the two processes say to each other over the IPC channel

/** A commit of the producer: the event's cursor, the index of the user it is for, when its transaction began and when it had committed. */
type Commit = [cursor: string, userIndex: number, beganAt: number, committedAt: number];

type EventLoopFigures = { p50Ms: number; p99Ms: number; maxMs: number; meanMs: number };
/** The server since the previous `measure` (or since it listened). */
type ServerFigures = {
  openStreams: number;
  rssMb: number;
  rssPeakMb: number;
  heapUsedMb: number;
  /** the heap still in use after a full garbage collection, at the end of the phase */
  liveHeapMb: number;
  eventLoop: EventLoopFigures;
  cpuPercent: number;
  /** the garbage collector's pauses (PerformanceObserver 'gc' entries; the bench's own forced collections left out) */
  gc: { major: number; majorMs: number; majorMaxMs: number; minor: number; minorMs: number };
  /** how long the app's queries and transactions waited for a database connection of the pool */
  connectionWait: { count: number; p50Ms: number; p99Ms: number; maxMs: number };
  seconds: number;
};

type Produced = {
  commits: Commit[];
  attempted: number;
  failures: string[];
  elapsedMs: number;
  poolSize: number;
  pollMs: number;
  /** what tells other processes of a commit (api/integrations/commitSignal); this process's own commits wake its relay directly */
  signal: string;
};

/** What the bench may ask the server, and what each answers. */
type Questions = {
  /** the server's figures since the previous `measure`; they start again from now */
  measure: { ask: Record<string, never>; answer: { figures: ServerFigures } };
  status: { ask: Record<string, never>; answer: { openStreams: number } };
  /** `run` names the producer (its idempotency keys and its choice of users) */
  produce: { ask: { userIds: string[]; rate: number; seconds: number; run: string }; answer: Produced };
  /** closes the app (ending every stream), the queue and the database; the process exits after answering */
  stop: { ask: Record<string, never>; answer: Record<string, never> };
};
type Question = keyof Questions;
type Request = { [Q in Question]: { id: number; type: Q; ask: Questions[Q]['ask'] } }[Question];
type Reply = { id: number; ok: true; answer: unknown } | { id: number; ok: false; message: string };

type ServerHello = { ready: true; port: number; rssMb: number };

// ---------------------------------------------------------------------------------------------
// The server process

/** How often the event loop's delay is sampled. */
const DELAY_RESOLUTION_MS = 10;

/**
 * The event loop's delay from a histogram of monitorEventLoopDelay: how much later than due its
 * timer ran (the histogram records the time between two runs, the sampling interval included).
 */
function eventLoopFigures(histogram: IntervalHistogram): EventLoopFigures {
  const late = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - DELAY_RESOLUTION_MS);
  return { p50Ms: late(histogram.percentile(50)), p99Ms: late(histogram.percentile(99)), maxMs: late(histogram.max), meanMs: late(histogram.mean) };
}

/** The heap in use after a full collection (the server process runs with --expose-gc); heapUsed when gc is not exposed. */
function liveHeapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return mb(process.memoryUsage().heapUsed);
}

/** A deterministic PRNG (mulberry32), so every run sends the same users the same events. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Notes how long each connection request to a pg pool waits (the app's Prisma adapter takes one per
 * query and per transaction, queued first come first served when all are busy): the wrapper only
 * times pg's own `Pool.connect`, in the server process of the bench. Answers the list it fills.
 */
function timeConnectionWaits(): number[] {
  const waits: number[] = [];
  const prototype = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const original = prototype.connect;
  prototype.connect = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const [callback] = args;
    if (typeof callback === 'function') {
      return original.call(this, (...result: unknown[]) => {
        waits.push(performance.now() - started);
        callback(...result);
      });
    }
    return (original.call(this) as Promise<unknown>).then((client) => {
      waits.push(performance.now() - started);
      return client;
    });
  };
  return waits;
}

/**
 * Commits `rate` events a second for `seconds`, each due at its own time (start + n / rate) and
 * started then whether or not the earlier ones have finished (an open loop, as independent users
 * cause changes). Each is one ledger transfer to a random user's deposit, one `wallet.transfer` event.
 */
async function produce(app: App, userIds: readonly string[], rate: number, seconds: number, run: string) {
  const total = Math.round(rate * seconds);
  const pick = random(20261126 + [...run].reduce((sum, character) => sum + character.charCodeAt(0), 0));
  /** the producer's commits by their transaction's id, each to be given its event's cursor once all are made */
  const made: { txId: string; userIndex: number; beganAt: number; committedAt: number }[] = [];
  const failures: string[] = [];
  const running = new Set<Promise<void>>();
  const one = async (index: number) => {
    const userIndex = Math.floor(pick() * userIds.length);
    const beganAt = clock();
    try {
      const txId = await transaction(async (tx) => {
        await app.services.ledger.transfer(tx, {
          idempotencyKey: `bench-events:${run}:${index}`,
          kind: 'RECHARGE',
          reference: { type: 'PAYMENT', id: `bench-events-${run}-${index}` },
          from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
          to: { userId: userIds[userIndex], kind: 'DEPOSIT' },
          amount: 1,
        });
        // this transaction's id, the first half of its event's cursor: the event itself is written
        // just before the commit (the event log's batched write), so its id is read afterwards
        const [row] = await tx.$queryRaw<{ tx: string }[]>`SELECT pg_current_xact_id()::text AS tx`;
        return row.tx;
      });
      made.push({ txId, userIndex, beganAt, committedAt: clock() });
    } catch (error) {
      failures.push(error instanceof Error ? error.message.slice(0, 300) : String(error));
    }
  };
  const started = clock();
  let launched = 0;
  while (launched < total) {
    const due = Math.min(total, Math.floor(((clock() - started) * rate) / 1000) + 1);
    while (launched < due) {
      const work = one(launched++);
      running.add(work);
      void work.finally(() => running.delete(work));
    }
    if (launched < total) await sleep(Math.max(0, started + (launched * 1000) / rate - clock()));
  }
  await Promise.all(running);
  const elapsedMs = clock() - started;
  // each producer transaction appended one event (the subscriber's wallet.transfer): its cursor, read once the run is over
  const events = await db().$queryRaw<{ tx: string; id: bigint }[]>`
    SELECT tx_id::text AS tx, id FROM events WHERE type = 'wallet.transfer' AND tx_id::text = ANY(${made.map((commit) => commit.txId)}::text[])`;
  const eventsOf = new Map<string, bigint[]>();
  for (const event of events) eventsOf.set(event.tx, [...(eventsOf.get(event.tx) ?? []), BigInt(event.id)]);
  const commits: Commit[] = [];
  for (const commit of made) {
    const ids = eventsOf.get(commit.txId) ?? [];
    if (ids.length !== 1) {
      failures.push(`transaction ${commit.txId} committed ${ids.length} wallet.transfer events, not one`);
      continue;
    }
    commits.push([encodeCursor({ txId: BigInt(commit.txId), id: ids[0] }), commit.userIndex, commit.beganAt, commit.committedAt]);
  }
  return { commits, attempted: total, failures, elapsedMs };
}

/** Runs `work` under V8's CPU profiler when `file` is set, and writes the profile there (Chrome DevTools or speedscope read it). */
async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** The child process: the app on the bench database, listening on 127.0.0.1, answering the bench over IPC. */
async function serve(): Promise<void> {
  const send = (message: Reply | ServerHello) =>
    new Promise<void>((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
  const config = loadConfig(process.env);
  const connectionWaits = timeConnectionWaits();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.jobs.databasePoolSize });
  useDatabase(database);
  const ports = createPorts(config);
  // the queue exists (its tables, so nothing the app declares fails) but runs nothing: only events load the server
  const jobs = new JobQueue(database, { clock: ports.clock, mode: 'manual' });
  const app = await buildApp({ config, ports, jobs, logger: { level: config.logLevel } });
  await jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');

  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  delay.enable();
  const gc = { major: 0, majorMs: 0, majorMaxMs: 0, minor: 0, minorMs: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as PerformanceEntry & { detail?: { kind?: number; flags?: number } }).detail;
      if ((detail?.flags ?? 0) & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) continue;
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.major += 1;
        gc.majorMs += entry.duration;
        gc.majorMaxMs = Math.max(gc.majorMaxMs, entry.duration);
      } else {
        gc.minor += 1;
        gc.minorMs += entry.duration;
      }
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  let rssPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 250);
  sampler.unref();
  let since = { at: clock(), cpu: process.cpuUsage() };
  /** The figures since the previous call; then a full collection for the live heap, and everything starts again once its pause has passed. */
  const measure = async (): Promise<ServerFigures> => {
    const rss = process.memoryUsage.rss();
    const cpu = process.cpuUsage(since.cpu);
    const seconds = (clock() - since.at) / 1000;
    const waits = connectionWaits.splice(0).sort((a, b) => a - b);
    const figures: ServerFigures = {
      openStreams: app.services.viewerEvents.openStreams,
      rssMb: mb(rss),
      rssPeakMb: mb(Math.max(rssPeak, rss)),
      heapUsedMb: mb(process.memoryUsage().heapUsed),
      liveHeapMb: 0,
      eventLoop: eventLoopFigures(delay),
      cpuPercent: (100 * (cpu.user + cpu.system)) / 1e6 / Math.max(seconds, 0.001),
      gc: { ...gc },
      connectionWait: { count: waits.length, p50Ms: percentile(waits, 0.5), p99Ms: percentile(waits, 0.99), maxMs: waits.at(-1) ?? Number.NaN },
      seconds,
    };
    figures.liveHeapMb = liveHeapMb();
    // the event-loop delay of the collection itself is recorded when the monitor's timer next runs: not counted
    await sleep(DELAY_RESOLUTION_MS * 3);
    delay.reset();
    Object.assign(gc, { major: 0, majorMs: 0, majorMaxMs: 0, minor: 0, minorMs: 0 });
    connectionWaits.length = 0;
    rssPeak = process.memoryUsage.rss();
    since = { at: clock(), cpu: process.cpuUsage() };
    return figures;
  };

  const stop = async () => {
    clearInterval(sampler);
    delay.disable();
    gcObserver.disconnect();
    await app.close();
    await jobs.stop();
    await database.close();
  };

  const answers: { [Q in Question]: (ask: Questions[Q]['ask']) => Promise<Questions[Q]['answer']> } = {
    status: async () => ({ openStreams: app.services.viewerEvents.openStreams }),
    measure: async () => ({ figures: await measure() }),
    produce: async (ask) => ({
      ...(await profiled(process.env.EVENTS_CPU_PROFILE, () => produce(app, ask.userIds, ask.rate, ask.seconds, ask.run))),
      poolSize: config.jobs.databasePoolSize,
      pollMs: config.events.pollMs,
      signal: config.redisUrl ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY',
    }),
    stop: async () => {
      await stop();
      return {};
    },
  };
  process.on('message', (request: Request) => {
    const answer = answers[request.type] as (ask: unknown) => Promise<unknown>;
    answer(request.ask).then(
      async (result) => {
        await send({ id: request.id, ok: true, answer: result });
        if (request.type === 'stop') process.exit(0);
      },
      (error: unknown) => send({ id: request.id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  // the bench went away: nothing is left to answer
  process.on('disconnect', () => void stop().finally(() => process.exit(1)));
  await send({ ready: true, port: address.port, rssMb: mb(process.memoryUsage.rss()) });
}

// ---------------------------------------------------------------------------------------------
// The bench process: setup, subscribers, report

/** The defaults of a full run, and of a smoke run (bench/lib/smoke.ts: 40 subscribers, 20 events/s for 2 s). */
const options = {
  subscribers: positiveInteger('EVENTS_SUBSCRIBERS', sized(5_000, 40)),
  rate: positiveInteger('EVENTS_RATE', sized(200, 20)),
  seconds: positiveInteger('EVENTS_SECONDS', sized(30, 2)),
  /** subscriptions being opened at once */
  openConcurrency: positiveInteger('EVENTS_OPEN_CONCURRENCY', 100),
  /** how long delivery may take after the last commit before what is missing counts as lost */
  drainSeconds: positiveInteger('EVENTS_DRAIN_SECONDS', sized(30, 15)),
  /** the bench's own database on the server of BENCH_DATABASE_URL (a smoke run's is another) */
  databaseName: process.env.EVENTS_DATABASE_NAME || sized(DATABASE_NAME, `${DATABASE_NAME}_smoke`),
  /** a CSV of every event (when its transaction began, its duration, its delivery latency) for a closer look */
  samplesFile: process.env.EVENTS_SAMPLES_FILE || undefined,
  /** the runs, by their number of server processes: "1,2" (the default) runs one process, then two sharing Redis */
  processes: processCounts(process.env.EVENTS_PROCESSES || '1,2'),
};

function processCounts(value: string): number[] {
  const counts = value.split(',').map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((count) => count !== 1 && count !== 2))
    throw new Error(`EVENTS_PROCESSES is a list of 1 and 2 (e.g. "1,2"), not "${value}"`);
  return [...new Set(counts)];
}

/** The bench's own database on the server of BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (their database is never touched). */
function benchDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_SERVER_URL);
  url.pathname = `/${options.databaseName}`;
  return url.toString();
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Migrations, then the users and a session each (a signed-in browser: the row a login writes), in two statements. */
async function prepare(databaseUrl: string): Promise<{ userIds: string[]; tokens: string[] }> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await migrateBenchDatabase(database);
  } finally {
    await database.close();
  }
  const userIds = Array.from({ length: options.subscribers }, (_, index) => `${USER_ID_PREFIX}${String(index).padStart(6, '0')}`);
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'events-bench' });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (id, nickname, created_at) SELECT id, 'subscriber ' || ord, now() FROM unnest($1::text[]) WITH ORDINALITY AS u(id, ord)`,
      [userIds],
    );
    await client.query(
      `INSERT INTO sessions (id, token_hash, user_id, keep_login, expires_at, created_at, last_seen_at, ip)
       SELECT gen_random_uuid()::text, token_hash, user_id, true, now() + interval '1 day', now(), now(), '127.0.0.1'
       FROM unnest($1::text[], $2::text[]) AS s(user_id, token_hash)`,
      [userIds, tokens.map(sha256)],
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return { userIds, tokens };
}

type ServerHandle = {
  port: number;
  rssMb: number;
  ask<Q extends Question>(type: Q, ask?: Questions[Q]['ask']): Promise<Questions[Q]['answer']>;
  exited: Promise<number | null>;
  running(): boolean;
  kill(): void;
};

/** Starts this file with `--server` and resolves once it listens. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ServerHandle> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let hello: (message: ServerHello) => void = () => {};
  const ready = new Promise<ServerHello>((resolve) => {
    hello = resolve;
  });
  child.on('message', (message: Reply | ServerHello) => {
    if ('ready' in message) return hello(message);
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiting?.resolve(message.answer);
    else waiting?.reject(new Error(`the server process failed: ${message.message}`));
  });
  let running = true;
  const exited = once(child, 'exit').then(([code]) => {
    running = false;
    for (const waiting of pending.values()) waiting.reject(new Error(`the server process exited (code ${code})`));
    pending.clear();
    return code as number | null;
  });
  const hi = await Promise.race([
    ready,
    exited.then((code) => {
      throw new Error(`the server process exited before listening (code ${code})`);
    }),
  ]);
  return {
    port: hi.port,
    rssMb: hi.rssMb,
    ask: <Q extends Question>(type: Q, ask?: Questions[Q]['ask']) =>
      new Promise<Questions[Q]['answer']>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
        child.send({ id, type, ask: ask ?? {} });
      }),
    exited,
    running: () => running,
    kill: () => child.kill('SIGKILL'),
  };
}

type Receipt = { stream: number; at: number };

/** The subscribers' side: one SSE stream per user, and every event they received, by cursor. */
class Subscribers {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  readonly receipts = new Map<string, Receipt>();
  duplicates = 0;
  /** events that were not WalletChanged, or carried errors */
  unexpected = 0;
  unexpectedExamples: string[] = [];
  failed: string[] = [];
  /** streams that ended (complete, closed) before the bench stopped the server */
  endedEarly = 0;
  completed = 0;
  private stopping = false;
  private readonly requests: http.ClientRequest[] = [];

  /** Stream `index` goes to the server listening on `ports[index % ports.length]` (a load balancer's round robin). */
  constructor(private readonly ports: readonly number[]) {}

  /** Opens stream `index` with `token`'s session; resolves once the server answered with its event stream. */
  open(index: number, token: string): Promise<void> {
    const body = JSON.stringify({ query: SUBSCRIPTION, variables: {} });
    return new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.ports[index % this.ports.length],
          path: '/graphql',
          method: 'POST',
          agent: this.agent,
          headers: {
            accept: 'text/event-stream',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-requested-with': 'XMLHttpRequest',
            cookie: `Authorization=${token}`,
          },
        },
        (response) => {
          if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/event-stream')) {
            this.failed.push(`stream ${index}: HTTP ${response.statusCode} ${response.headers['content-type']}`);
            response.resume();
            resolve();
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          let ended = false;
          const end = () => {
            if (ended) return;
            ended = true;
            if (!this.stopping) this.endedEarly += 1;
          };
          response.on('data', (chunk: string) => {
            const at = clock();
            buffer += chunk;
            for (let split = buffer.indexOf('\n\n'); split >= 0; split = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, split);
              buffer = buffer.slice(split + 2);
              this.message(index, block, at, end);
            }
          });
          response.on('end', end);
          response.on('close', end);
          response.on('error', end);
          resolve();
        },
      );
      request.on('error', (error) => {
        if (!this.stopping) this.failed.push(`stream ${index}: ${error.message}`);
        resolve();
      });
      request.end(body);
      this.requests.push(request);
    });
  }

  /** One SSE message (`event:` and `data:` lines; comment lines are the server's pings). */
  private message(index: number, block: string, at: number, end: () => void): void {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trimStart();
    }
    if (event === 'complete') {
      this.completed += 1;
      end();
      return;
    }
    if (event !== 'next' || !data) return;
    const result = JSON.parse(data) as { data?: { viewerEvents?: { __typename: string; cursor: string } }; errors?: unknown[] };
    const received = result.data?.viewerEvents;
    if (result.errors || !received || received.__typename !== 'WalletChanged') {
      this.unexpected += 1;
      if (this.unexpectedExamples.length < 3) this.unexpectedExamples.push(`stream ${index}: ${data.slice(0, 300)}`);
      if (!received) return;
    }
    if (this.receipts.has(received.cursor)) this.duplicates += 1;
    else this.receipts.set(received.cursor, { stream: index, at });
  }

  /** The server is about to end the streams: their end is expected from now on. */
  expectEnd(): void {
    this.stopping = true;
  }

  close(): void {
    this.stopping = true;
    for (const request of this.requests) request.destroy();
    this.agent.destroy();
  }
}

function eventLoopRow(label: string, figures: EventLoopFigures): string[] {
  return [label, figures.p50Ms.toFixed(1), figures.p99Ms.toFixed(1), figures.maxMs.toFixed(1), figures.meanMs.toFixed(1)];
}

/** The server processes of a run, by letter. */
const NAMES = ['A', 'B'];

type Prepared = { databaseUrl: string; userIds: string[]; tokens: string[] };
type RunOutcome = { result: Record<string, unknown>; failed: boolean };

/** The Redis the two-process run shares, when one answers (BENCH_REDIS_URL, TEST_REDIS_URL, REDIS_URL or the local default). */
async function reachableRedis(): Promise<string | undefined> {
  const url = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    client.disconnect();
  }
}

/**
 * One run: `processes` API processes on the bench database (with two, each gets every other stream,
 * as a load balancer's round robin would, and each commits half the events: a subscriber gets events
 * committed by its own process and by the other, whose commit reaches it through the commit signal).
 */
async function run(prepared: Prepared, processes: number, redisUrl: string | undefined): Promise<RunOutcome> {
  const { databaseUrl, userIds, tokens } = prepared;
  const label = processes === 1 ? 'one server process' : `${processes} server processes`;
  log(`${label}: ${options.subscribers.toLocaleString('en')} subscribers, ${options.rate} events/s for ${options.seconds} s`);
  const startLoad = loadavg()[0];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-events-'));
  const env: NodeJS.ProcessEnv = {
    ...benchAppEnvironment(databaseUrl, dataDir),
    // every stream comes from 127.0.0.1; the per-user limit (5) stays as it is: one stream per user
    SUBSCRIPTIONS_PER_ADDRESS: String(Math.max(20, options.subscribers)),
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const clientDelay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  const servers: ServerHandle[] = [];
  let subscribers: Subscribers | undefined;
  let failed = false;
  let result: Record<string, unknown> = {};
  try {
    for (let index = 0; index < processes; index += 1) servers.push(await startServer(env));
    log(`listening: ${servers.map((server, index) => `${NAMES[index]} on 127.0.0.1:${server.port} (RSS ${server.rssMb} MB)`).join(', ')}`);
    const measureAll = async () => Promise.all(servers.map(async (server) => (await server.ask('measure')).figures));
    const idle = await measureAll();
    subscribers = new Subscribers(servers.map((server) => server.port));
    const subs = subscribers;

    // the subscribers
    const openStarted = performance.now();
    await pooled(tokens, options.openConcurrency, (token, index) => subs.open(index, token));
    const answeredMs = performance.now() - openStarted;
    const openDeadline = Date.now() + 60_000;
    let open = 0;
    for (;;) {
      open = (await Promise.all(servers.map((server) => server.ask('status')))).reduce((sum, status) => sum + status.openStreams, 0);
      if (open >= options.subscribers || subs.failed.length > 0 || Date.now() > openDeadline) break;
      await sleep(50);
    }
    const openMs = performance.now() - openStarted;
    log(
      `${open.toLocaleString('en')} of ${options.subscribers.toLocaleString('en')} streams open in ${(openMs / 1000).toFixed(1)} s (answered in ${(answeredMs / 1000).toFixed(1)} s)${subs.failed.length ? `; ${subs.failed.length} failed, e.g. ${subs.failed.slice(0, 3).join(' | ')}` : ''}`,
    );
    if (open < options.subscribers) throw new Error(`only ${open} of ${options.subscribers} streams opened`);
    await sleep(1_000);
    const opening = await measureAll();

    // the events: each process commits its share, at the same times
    log(`committing ${options.rate} events/s for ${options.seconds} s${processes > 1 ? `, ${options.rate / processes} a second by each process` : ''} ...`);
    clientDelay.enable();
    const sampler = sampleSessions(databaseUrl, 'events-bench', log);
    const shares = await Promise.all(
      servers.map((server, index) =>
        server.ask('produce', { userIds, rate: options.rate / processes, seconds: options.seconds, run: `${processes}p-${NAMES[index]}` }),
      ),
    );
    const produced = {
      commits: shares.flatMap((share, producer) => share.commits.map((commit) => ({ commit, producer }))),
      attempted: shares.reduce((sum, share) => sum + share.attempted, 0),
      failures: shares.flatMap((share) => share.failures),
      elapsedMs: Math.max(...shares.map((share) => share.elapsedMs)),
      poolSize: shares[0].poolSize,
      pollMs: shares[0].pollMs,
      signal: shares[0].signal,
    };
    const producedAt = performance.now();
    const missing = () => produced.commits.filter(({ commit: [cursor] }) => !subs.receipts.has(cursor)).length;
    const drainDeadline = producedAt + options.drainSeconds * 1000;
    while (missing() > 0 && performance.now() < drainDeadline) await sleep(50);
    const drainMs = performance.now() - producedAt;
    const running = await measureAll();
    clientDelay.disable();
    const sampled = await sampler.stop();
    const sessions = { samples: sampled.samples, average: new Map([...sampled.counts].map(([what, n]) => [what, n / Math.max(1, sampled.samples)])) };
    log(
      `${produced.commits.length.toLocaleString('en')} committed in ${(produced.elapsedMs / 1000).toFixed(1)} s, ${subs.receipts.size.toLocaleString('en')} delivered ${(drainMs / 1000).toFixed(1)} s after the last commit`,
    );

    // the streams end when the servers close: each should end with `complete`
    subs.expectEnd();
    await Promise.all(servers.map((server) => server.ask('stop')));
    await Promise.all(servers.map((server) => server.exited));
    const closedAt = Date.now();
    while (subs.completed + subs.endedEarly < options.subscribers && Date.now() - closedAt < 5_000) await sleep(20);

    // matching commits and receipts
    // An event is readable by a relay once every transaction with a smaller id has ended (the log's
    // rule, eventFeed.ts): of the producers', the latest commit among those with an id up to its own.
    const readableAt = new Map<string, number>();
    let latest = Number.NEGATIVE_INFINITY;
    for (const { cursor, committedAt } of produced.commits
      .map(({ commit: [cursor, , , committedAt] }) => ({ cursor, committedAt, txId: decodeCursor(cursor)?.txId ?? 0n }))
      .sort((a, b) => (a.txId < b.txId ? -1 : a.txId > b.txId ? 1 : 0))) {
      latest = Math.max(latest, committedAt);
      readableAt.set(cursor, latest);
    }
    const latencies: number[] = [];
    /** deliveries to a subscriber of the process that committed the event, and of another process */
    const sameProcess: number[] = [];
    const otherProcess: number[] = [];
    /** commit → readable (waiting for older transactions), and readable → received (relay, resolver, SSE) */
    const heldBack: number[] = [];
    const afterReadable: number[] = [];
    const transactionMs: number[] = [];
    let wrongStream = 0;
    for (const { commit, producer } of produced.commits) {
      const [cursor, userIndex, beganAt, committedAt] = commit;
      transactionMs.push(committedAt - beganAt);
      const receipt = subs.receipts.get(cursor);
      if (!receipt) continue;
      if (receipt.stream !== userIndex) {
        wrongStream += 1;
        continue;
      }
      const readable = readableAt.get(cursor) ?? committedAt;
      latencies.push(receipt.at - committedAt);
      (userIndex % processes === producer ? sameProcess : otherProcess).push(receipt.at - committedAt);
      heldBack.push(readable - committedAt);
      afterReadable.push(receipt.at - readable);
    }
    const committedCursors = new Set(produced.commits.map(({ commit: [cursor] }) => cursor));
    const foreign = [...subs.receipts.keys()].filter((cursor) => !committedCursors.has(cursor)).length;
    if (options.samplesFile) {
      const first = produced.commits.reduce((min, { commit: [, , beganAt] }) => Math.min(min, beganAt), Number.POSITIVE_INFINITY);
      const file = processes === 1 ? options.samplesFile : options.samplesFile.replace(/(\.\w+)?$/, `-${processes}p$1`);
      writeFileSync(
        file,
        `began_s,producer,transaction_ms,held_back_ms,delivery_ms\n${produced.commits
          .map(({ commit: [cursor, , beganAt, committedAt], producer }) => {
            const receipt = subs.receipts.get(cursor);
            const held = (readableAt.get(cursor) ?? committedAt) - committedAt;
            return `${((beganAt - first) / 1000).toFixed(3)},${NAMES[producer]},${(committedAt - beganAt).toFixed(1)},${held.toFixed(1)},${receipt ? (receipt.at - committedAt).toFixed(1) : ''}`;
          })
          .join('\n')}\n`,
      );
    }
    for (const values of [heldBack, afterReadable, sameProcess, otherProcess, latencies, transactionMs]) values.sort((a, b) => a - b);
    const expected = produced.commits.length;
    const delivered = latencies.length;
    const p = (fraction: number) => percentile(latencies, fraction);

    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'events-bench' });
    await client.connect();
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    await client.end();

    console.log(
      `\n== ${label} ==\nPostgreSQL ${version}, ${cpus().length} CPUs, Node ${process.version}; load average ${startLoad.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`,
    );
    console.log(
      processes === 1
        ? `one server process (database pool ${produced.poolSize}; relay woken by its own commits, by the commit signal (${produced.signal}) and every ${produced.pollMs} ms); subscribers and SSE parsing in the bench process`
        : `${processes} server processes on one database (pool ${produced.poolSize} each) and the commit signal ${produced.signal}: stream n on process ${NAMES.slice(0, processes).join('/')}[n mod ${processes}], each process commits ${options.rate / processes} events/s to random subscribers of both; a relay is woken by its own process's commits, by the signal and every ${produced.pollMs} ms`,
    );
    console.log(
      `\n${formatTable(
        ['subscribers', 'events/s asked', 'events/s made', 'committed', 'delivered', 'lost', 'twice', 'wrong stream', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
        [
          [
            options.subscribers.toLocaleString('en'),
            String(options.rate),
            (expected / (produced.elapsedMs / 1000)).toFixed(1),
            expected.toLocaleString('en'),
            delivered.toLocaleString('en'),
            String(expected - delivered - wrongStream),
            String(subs.duplicates),
            String(wrongStream),
            p(0.5).toFixed(1),
            p(0.9).toFixed(1),
            p(0.99).toFixed(1),
            (latencies.at(-1) ?? Number.NaN).toFixed(1),
          ],
        ],
        ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      )}`,
    );
    const p50p99 = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms`;
    console.log(
      [
        "(latency: the producer's transaction resolved → the SSE message reached the subscriber.",
        ...(processes > 1
          ? [
              ` To a subscriber of the committing process: ${p50p99(sameProcess)}, max ${(sameProcess.at(-1) ?? Number.NaN).toFixed(1)} ms (${sameProcess.length});`,
              ` to one of the other process (the commit signal): ${p50p99(otherProcess)}, max ${(otherProcess.at(-1) ?? Number.NaN).toFixed(1)} ms (${otherProcess.length}).`,
            ]
          : []),
        ` Of it, waiting for older transactions to end (an event is read only below the oldest running one): ${p50p99(heldBack)};`,
        ` from then to the subscriber (relay read, resolver, SSE): ${p50p99(afterReadable)}.`,
        ` The producers' transactions themselves, a connection's wait included: ${p50p99(transactionMs)}, ${produced.failures.length} failed of ${produced.attempted}.)`,
      ].join('\n'),
    );
    const serverRow = (phase: string, figures: ServerFigures, index: number) => [
      processes === 1 ? phase : `${NAMES[index]}: ${phase}`,
      figures.seconds.toFixed(1),
      String(figures.rssMb),
      String(figures.rssPeakMb),
      String(figures.heapUsedMb),
      String(figures.liveHeapMb),
      figures.cpuPercent.toFixed(0),
      figures.connectionWait.count.toLocaleString('en'),
      figures.connectionWait.p50Ms.toFixed(1),
      figures.connectionWait.p99Ms.toFixed(1),
      figures.connectionWait.maxMs.toFixed(1),
    ];
    const perProcessStreams = Math.ceil(options.subscribers / processes).toLocaleString('en');
    console.log(
      `\n${formatTable(
        [
          processes === 1 ? 'server process' : 'server processes',
          'seconds',
          'RSS MB',
          'RSS peak MB',
          'heap MB',
          'live heap MB',
          'CPU % of a core',
          'connections taken',
          'wait p50 ms',
          'wait p99 ms',
          'wait max ms',
        ],
        servers.flatMap((_, index) => [
          serverRow('idle, listening', idle[index], index),
          serverRow(`opening ${perProcessStreams} streams`, opening[index], index),
          serverRow('events and delivery', running[index], index),
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      )}`,
    );
    console.log(
      "(live heap: after a full garbage collection at the end of the phase; connections: the app's requests for a connection of its database pool, and how long they waited for one)",
    );
    const clientLoop = eventLoopFigures(clientDelay);
    const prefix = (index: number) => (processes === 1 ? 'server' : `server ${NAMES[index]}`);
    console.log(
      `\n${formatTable(
        ['event-loop delay', 'p50 ms', 'p99 ms', 'max ms', 'mean ms'],
        [
          ...servers.map((_, index) => eventLoopRow(`${prefix(index)}, opening the streams`, opening[index].eventLoop)),
          ...servers.map((_, index) => eventLoopRow(`${prefix(index)}, events and delivery`, running[index].eventLoop)),
          eventLoopRow('bench (subscribers), events', clientLoop),
        ],
        ['left', 'right', 'right', 'right', 'right'],
      )}`,
    );

    const busy = [...sessions.average].sort(([, a], [, b]) => b - a);
    console.log(
      `\nthe app's busy database sessions while events were made (${sessions.samples} samples, every 100 ms; pool ${produced.poolSize}${processes > 1 ? ' per process' : ''}):\n${formatTable(
        ['doing', 'sessions on average'],
        busy.slice(0, 6).map(([what, n]) => [what, n.toFixed(2)]),
        ['left', 'right'],
      )}`,
    );
    for (const [index, figures] of running.entries()) {
      console.log(
        `${prefix(index)} garbage collection while events were made: ${figures.gc.major} major (${figures.gc.majorMs.toFixed(0)} ms, longest ${figures.gc.majorMaxMs.toFixed(0)} ms), ${figures.gc.minor} minor (${figures.gc.minorMs.toFixed(0)} ms)`,
      );
    }

    const checks = [
      { name: 'every committed event delivered', ok: delivered === expected, detail: `${delivered} of ${expected}` },
      {
        name: 'none twice, none to another stream, none unknown',
        ok: subs.duplicates === 0 && wrongStream === 0 && foreign === 0 && subs.unexpected === 0,
        detail: `${subs.duplicates} twice, ${wrongStream} to another stream, ${foreign} not committed by the producers, ${subs.unexpected} unexpected${subs.unexpected ? `: ${subs.unexpectedExamples.join(' | ')}` : ''}`,
      },
      {
        name: 'every producer transaction committed',
        ok: produced.failures.length === 0,
        detail: produced.failures.length ? `${produced.failures.length} failed, e.g. ${produced.failures[0]}` : `${produced.attempted}`,
      },
      {
        name: 'every stream open until its server closed, then completed',
        ok: subs.failed.length === 0 && subs.endedEarly === 0 && subs.completed === options.subscribers,
        detail: `${subs.failed.length} failed, ${subs.endedEarly} ended early, ${subs.completed} completed`,
      },
    ];
    console.log('\ninvariants:');
    for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
    failed = checks.some((check) => !check.ok);

    const sum = (pick: (figures: ServerFigures) => number) => running.reduce((total, figures) => total + pick(figures), 0);
    const max = (pick: (figures: ServerFigures) => number) => Math.max(...running.map(pick));
    result = {
      subscribers: options.subscribers,
      eventsPerSecondAsked: options.rate,
      eventsPerSecond: round(expected / (produced.elapsedMs / 1000)),
      seconds: options.seconds,
      eventsExpected: expected,
      eventsDelivered: delivered,
      eventsLost: expected - delivered - wrongStream,
      duplicates: subs.duplicates,
      deliveryP50Ms: round(p(0.5)),
      deliveryP90Ms: round(p(0.9)),
      deliveryP99Ms: round(p(0.99)),
      deliveryMaxMs: round(latencies.at(-1) ?? Number.NaN),
      ...(processes > 1
        ? {
            processes,
            signal: produced.signal,
            sameProcessP99Ms: round(percentile(sameProcess, 0.99)),
            otherProcessP50Ms: round(percentile(otherProcess, 0.5)),
            otherProcessP99Ms: round(percentile(otherProcess, 0.99)),
            otherProcessMaxMs: round(otherProcess.at(-1) ?? Number.NaN),
          }
        : {}),
      transactionP99Ms: round(percentile(transactionMs, 0.99)),
      heldBackP99Ms: round(percentile(heldBack, 0.99)),
      afterReadableP99Ms: round(percentile(afterReadable, 0.99)),
      openSeconds: round(openMs / 1000),
      rssMb: sum((figures) => figures.rssMb),
      rssPeakMb: sum((figures) => figures.rssPeakMb),
      rssIdleMb: idle.reduce((total, figures) => total + figures.rssMb, 0),
      liveHeapMb: sum((figures) => figures.liveHeapMb),
      liveHeapIdleMb: idle.reduce((total, figures) => total + figures.liveHeapMb, 0),
      eventLoopP99Ms: round(max((figures) => figures.eventLoop.p99Ms)),
      eventLoopMaxMs: round(max((figures) => figures.eventLoop.maxMs)),
      serverCpuPercent: round(
        sum((figures) => figures.cpuPercent),
        0,
      ),
      connectionWaitP99Ms: round(max((figures) => figures.connectionWait.p99Ms)),
      majorGcs: sum((figures) => figures.gc.major),
      sessionsWaitingForApp: round(sessions.average.get('in a transaction, waiting for the app') ?? 0, 2),
      clientEventLoopP99Ms: round(clientLoop.p99Ms),
    };
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    subscribers?.close();
    // after a failure a server may still be running: asked to stop, then killed
    await Promise.all(
      servers.map(async (server) => {
        if (!server.running()) return;
        await Promise.race([server.ask('stop').catch(() => {}), sleep(15_000)]);
        if (server.running()) server.kill();
        await server.exited;
      }),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { result, failed };
}

async function main() {
  const databaseUrl = benchDatabaseUrl();
  if (options.subscribers > MAX_SUBSCRIBERS) throw new Error(`EVENTS_SUBSCRIBERS may be at most ${MAX_SUBSCRIBERS} (SUBSCRIPTIONS_PER_ADDRESS's ceiling)`);
  if (options.processes.some((processes) => options.rate % processes !== 0)) throw new Error('EVENTS_RATE must divide evenly between the processes');
  log(
    `PostgreSQL ${databaseUrl.replace(/\/\/[^@/]*@/, '//')} (dropped and created again); runs: ${options.processes.map((n) => `${n} process${n === 1 ? '' : 'es'}`).join(', then ')}`,
  );
  await recreateDatabase(databaseUrl);
  const started = performance.now();
  const { userIds, tokens } = await prepare(databaseUrl);
  log(`${userIds.length.toLocaleString('en')} users and sessions ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  let failed = false;
  let result: Record<string, unknown> = {};
  for (const processes of options.processes) {
    let redisUrl: string | undefined;
    if (processes > 1) {
      redisUrl = await reachableRedis();
      if (!redisUrl)
        log('no Redis answered (BENCH_REDIS_URL, TEST_REDIS_URL, REDIS_URL, redis://127.0.0.1:6379): the processes signal commits by PostgreSQL LISTEN/NOTIFY');
    }
    const outcome = await run({ databaseUrl, userIds, tokens }, processes, redisUrl);
    failed ||= outcome.failed;
    // the one-process figures are the RESULT's own keys, a run of more processes is nested under its count
    if (processes === 1) result = { ...outcome.result, ...result };
    else result[processes === 2 ? 'twoProcesses' : `processes${processes}`] = outcome.result;
  }
  console.log(`RESULT ${JSON.stringify(SMOKE ? { smoke: true, ...result } : result)}`);
  if (failed) process.exit(1);
}

if (process.argv.includes('--server')) await serve();
else await main();
