// `npm run cluster`: the production topology of deploy/compose.yaml as local processes from Debian's
// packages, in one directory (CLUSTER_DIR, else a new temporary one): a PostgreSQL primary, its
// streaming replica (pg_basebackup -R), PgBouncer in transaction mode in front of the primary
// (deploy/local/pgbouncer.sh), Redis, two API processes (`npm start`'s entry, api/start.ts) and nginx
// with deploy/nginx/market.conf pointed at them. docs/operations.md "The local cluster".
//
//   npm run cluster                     starts it, prints the address, stops everything at Ctrl-C / SIGTERM
//   npm run cluster -- start            starts it in the background, writes <dir>/cluster.json, returns
//   npm run cluster -- restart api-1    stops one API process (SIGTERM) and starts it again on its port
//   npm run cluster -- stop             stops everything cluster.json names
//
// TypeScript rather than bash: the API processes need the same environment at start and at restart,
// the state file is JSON the tests read, and waiting on ports and answers is simpler in Node. Every
// process runs detached with its pid in the state file, so any later command (CI's EXIT trap, a test
// restarting a process) can act on it; nothing depends on the command that started it staying alive.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const API_NAMES = ['api-1', 'api-2'] as const;
/** `npm start`'s entry */
const API_ENTRY = 'api/start.ts';
type ApiName = (typeof API_NAMES)[number];

export type ClusterState = {
  dir: string;
  /** the address to use: nginx */
  url: string;
  ports: { nginx: number; primary: number; replica: number; pgbouncer: number; redis: number } & Record<ApiName, number> & Record<`${ApiName}-metrics`, number>;
  pids: Partial<Record<'nginx' | 'redis' | 'pgbouncer' | ApiName, number>>;
  /** each API process's DATA_DIR (its SMS outbox, sms-outbox.jsonl, is where the console driver writes the codes) */
  dataDirs: Record<ApiName, string>;
  /** what both API processes are started with (PORT, METRICS_PORT and DATA_DIR aside) */
  env: Record<string, string>;
};

const asRoot = process.getuid?.() === 0;
const log = (line: string) => console.log(`[cluster] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL's binaries: CLUSTER_PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function pgBin(name: string): string {
  if (process.env.CLUSTER_PG_BIN) return path.join(process.env.CLUSTER_PG_BIN, name);
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((version) => existsSync(path.join(base, version, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin', name) : name;
}

/** PostgreSQL and PgBouncer refuse to run as root: as root they run as the postgres user. */
function asServerUser(command: string, args: string[], options: { detached?: boolean } = {}): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (!options.detached) {
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    return;
  }
  // pg_ctl's postmaster stays in the session it was started from: a session of its own, so a Ctrl-C
  // meant for `npm run cluster` reaches it only through `stop`, in order
  const child = spawn(file, argv, { detached: true, stdio: 'ignore' });
  child.unref();
}

function chownToServerUser(target: string): void {
  if (!asRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(target, uid, gid);
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` still runs `program` (a pid in an old state file may belong to another process by now); true where /proc is missing. */
function runs(pid: number, program: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync('/proc/self');
  }
}

/** Sends `signal` to `pid` if it still runs `program`, and waits until it is gone (SIGKILL after `graceMs`). */
async function stopProcess(pid: number | undefined, program: string, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  if (!alive(pid) || !runs(pid!, program)) return;
  process.kill(pid!, signal);
  const deadline = Date.now() + graceMs;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid!, 'SIGKILL');
      await sleep(200);
      return;
    }
    await sleep(100);
  }
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const tail = logFile && existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').slice(-3000)}` : '';
      throw new Error(`${what} did not come up in ${timeoutMs / 1000} s${tail}`);
    }
    await sleep(250);
  }
}

const answers = async (url: string) => (await fetch(url).catch(() => undefined))?.ok === true;

function statePath(dir: string): string {
  return path.join(dir, 'cluster.json');
}

export function readState(dir: string): ClusterState {
  return JSON.parse(readFileSync(statePath(dir), 'utf8')) as ClusterState;
}

function writeState(state: ClusterState): void {
  // it holds the secrets the API processes run with
  writeFileSync(statePath(state.dir), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** Production settings with secrets of this cluster's own; SANDBOX=on is production on the simulated Steam, Alipay and SMS, with the demo market. */
function productionEnvironment(ports: ClusterState['ports']): Record<string, string> {
  const direct = (port: number) => `postgres://postgres@127.0.0.1:${port}/market`;
  return {
    NODE_ENV: 'production',
    SANDBOX: 'on',
    HOST: '127.0.0.1',
    DATABASE_URL: direct(ports.pgbouncer),
    DATABASE_DIRECT_URL: direct(ports.primary),
    DATABASE_REPLICA_URL: direct(ports.replica),
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    // nginx is the one proxy and connects from the loopback address
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
    COOKIE_SECRET: randomBytes(48).toString('base64'),
    ENCRYPTION_KEYS: `cluster:${randomBytes(32).toString('base64')}`,
    OPS_TOKEN: randomBytes(32).toString('base64url'),
    OPEN_PLATFORM_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    LOG_FORMAT: 'json',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/** This process's environment without what would change the API processes' own (vitest's variables, a developer's DATABASE_URL). */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  const dropped = /^(VITEST|TEST_|DATABASE_|REDIS_URL$|PORT$|METRICS_PORT$|DATA_DIR$|npm_)/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.test(name)));
}

async function startApi(state: ClusterState, name: ApiName): Promise<void> {
  const logFile = path.join(state.dir, 'logs', `${name}.log`);
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', API_ENTRY], {
    cwd: root,
    env: {
      ...inheritedEnvironment(),
      ...state.env,
      PORT: String(state.ports[name]),
      METRICS_PORT: String(state.ports[`${name}-metrics`]),
      DATA_DIR: state.dataDirs[name],
    },
    detached: true,
    stdio: ['ignore', output, output],
  });
  child.unref();
  state.pids[name] = child.pid;
  writeState(state);
  await waitFor(
    name,
    async () => {
      if (!alive(child.pid)) throw new Error(`${name} exited:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      return answers(`http://127.0.0.1:${state.ports[name]}/readyz`);
    },
    180_000,
    logFile,
  );
}

/** nginx.conf: deploy/nginx/market.conf with the local API ports and listen port, in a prefix of its own; the upstream that answered is named in X-Upstream (for the tests; this file is never deployed). */
function nginxConfig(state: ClusterState, prefix: string): string {
  const site = readFileSync(path.join(root, 'deploy/nginx/market.conf'), 'utf8');
  let apis = 0;
  const local = site
    .replace(/server api-(\d):3000/g, (_match, number: string) => {
      apis += 1;
      return `server 127.0.0.1:${state.ports[`api-${number}` as ApiName]}`;
    })
    .replace(/listen 80;/, `listen 127.0.0.1:${state.ports.nginx};\n  add_header X-Upstream $upstream_addr always;`);
  if (apis !== API_NAMES.length || !local.includes(`listen 127.0.0.1:${state.ports.nginx}`))
    throw new Error('deploy/nginx/market.conf no longer has the shape this script rewrites (server api-N:3000, listen 80)');
  const temp = path.join(prefix, 'temp');
  return `# generated by deploy/local/cluster.ts from deploy/nginx/market.conf
daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(prefix, 'access.log')};
  client_body_temp_path ${temp}/client_body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${local}
}
`;
}

async function startCluster(dir: string): Promise<ClusterState> {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // the postgres user (PostgreSQL, PgBouncer) and nginx's workers read their own subdirectories
  chmodSync(dir, 0o755);
  if (existsSync(statePath(dir))) throw new Error(`${dir} already holds a cluster (${statePath(dir)}); stop it or choose another CLUSTER_DIR`);
  const taken = new Set<number>();
  const fixed = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
  if (fixed) {
    // before anything starts: a port in use would fail only at the end, after the rest started
    const probe = createServer();
    probe.listen(fixed, '127.0.0.1');
    await once(probe, 'listening').catch((error: Error) => {
      throw new Error(`CLUSTER_PORT: ${fixed} cannot be listened on (${error.message})`);
    });
    await new Promise((resolve) => probe.close(resolve));
    taken.add(fixed);
  }
  const port = () => freePort({ host: '127.0.0.1', taken });
  const ports = {
    nginx: fixed ?? (await port()),
    primary: await port(),
    replica: await port(),
    pgbouncer: await port(),
    redis: await port(),
    'api-1': await port(),
    'api-2': await port(),
    'api-1-metrics': await port(),
    'api-2-metrics': await port(),
  };
  const state: ClusterState = {
    dir,
    url: `http://127.0.0.1:${ports.nginx}`,
    ports,
    pids: {},
    dataDirs: { 'api-1': path.join(dir, 'api-1'), 'api-2': path.join(dir, 'api-2') },
    env: productionEnvironment(ports),
  };
  writeState(state);
  const pg = path.join(dir, 'pg');
  mkdirSync(pg);
  chownToServerUser(pg);

  log(`PostgreSQL primary on ${ports.primary}`);
  const primary = path.join(pg, 'primary');
  // trust for local connections, replication included (initdb writes the replication lines)
  asServerUser(pgBin('initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
  appendFileSync(
    path.join(primary, 'postgresql.conf'),
    `\nport = ${ports.primary}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${pg}'\nwal_level = replica\nmax_wal_senders = 4\nmax_connections = 200\nfsync = off\n`,
  );
  asServerUser(pgBin('pg_ctl'), ['-D', primary, '-l', path.join(pg, 'primary.log'), '-w', 'start'], { detached: true });
  await waitFor('the primary', () => pgReady(ports.primary), 30_000, path.join(pg, 'primary.log'));
  asServerUser(pgBin('psql'), ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-d', 'postgres', '-qc', 'CREATE DATABASE market']);

  log(`streaming replica on ${ports.replica}`);
  const replica = path.join(pg, 'replica');
  asServerUser(pgBin('pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  appendFileSync(path.join(replica, 'postgresql.auto.conf'), `\nport = ${ports.replica}\n`);
  asServerUser(pgBin('pg_ctl'), ['-D', replica, '-l', path.join(pg, 'replica.log'), '-w', 'start'], { detached: true });
  await waitFor('the replica', () => pgReady(ports.replica), 30_000, path.join(pg, 'replica.log'));

  log(`PgBouncer on ${ports.pgbouncer}`);
  execFileSync(
    path.join(root, 'deploy/local/pgbouncer.sh'),
    ['start', path.join(dir, 'pgbouncer'), String(ports.pgbouncer), '127.0.0.1', String(ports.primary)],
    {
      stdio: 'pipe',
    },
  );
  state.pids.pgbouncer = Number(readFileSync(path.join(dir, 'pgbouncer', 'pgbouncer.pid'), 'utf8'));

  log(`Redis on ${ports.redis}`);
  const redisDir = path.join(dir, 'redis');
  mkdirSync(redisDir);
  const redis = spawn(
    'redis-server',
    [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      redisDir,
      '--logfile',
      path.join(redisDir, 'redis.log'),
    ],
    { detached: true, stdio: 'ignore' },
  );
  redis.unref();
  state.pids.redis = redis.pid;
  writeState(state);
  await waitFor('Redis', () => redisReady(ports.redis), 15_000, path.join(redisDir, 'redis.log'));

  // one after the other: the first migrates the database and seeds it (the catalogue, the demo market)
  for (const name of API_NAMES) {
    mkdirSync(state.dataDirs[name], { recursive: true });
    log(`${name} on ${ports[name]} (metrics on ${ports[`${name}-metrics`]})`);
    await startApi(state, name);
  }

  log(`nginx on ${ports.nginx}`);
  const prefix = path.join(dir, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  // as root the workers run as nobody: request bodies larger than the buffer are written here
  chmodSync(path.join(prefix, 'temp'), 0o1777);
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(state, prefix));
  const nginxLog = path.join(prefix, 'error.log');
  const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', nginxLog], {
    detached: true,
    stdio: ['ignore', openSync(nginxLog, 'a'), openSync(nginxLog, 'a')],
  });
  nginx.unref();
  state.pids.nginx = nginx.pid;
  writeState(state);
  await waitFor(
    'nginx',
    () => {
      if (!alive(nginx.pid)) throw new Error(`nginx exited:\n${readFileSync(nginxLog, 'utf8').slice(-3000)}`);
      return answers(`${state.url}/readyz`);
    },
    15_000,
    nginxLog,
  );
  return state;
}

function redisReady(port: number): boolean {
  try {
    return (
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' })
        .toString()
        .trim() === 'PONG'
    );
  } catch {
    return false;
  }
}

function pgReady(port: number): boolean {
  try {
    execFileSync(pgBin('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
    return true;
  } catch {
    return false;
  }
}

/** Stops whatever the state names, the proxy first and the primary last; what is not running is skipped. */
async function stopCluster(dir: string): Promise<void> {
  if (!existsSync(statePath(dir))) return;
  const state = readState(dir);
  await stopProcess(state.pids.nginx, 'nginx', 'SIGTERM');
  await Promise.all(API_NAMES.map((name) => stopProcess(state.pids[name], API_ENTRY, 'SIGTERM')));
  // its pid file: also when it started but the script that started it failed before the state named it
  const pgbouncerPid = path.join(dir, 'pgbouncer', 'pgbouncer.pid');
  await stopProcess(state.pids.pgbouncer ?? (existsSync(pgbouncerPid) ? Number(readFileSync(pgbouncerPid, 'utf8')) : undefined), 'pgbouncer', 'SIGTERM');
  await stopProcess(state.pids.redis, 'redis-server', 'SIGTERM');
  for (const server of ['replica', 'primary']) {
    const data = path.join(dir, 'pg', server);
    if (!existsSync(path.join(data, 'postmaster.pid'))) continue;
    try {
      asServerUser(pgBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
  }
  rmSync(statePath(dir));
}

async function restartApi(dir: string, name: ApiName): Promise<void> {
  const state = readState(dir);
  await stopProcess(state.pids[name], API_ENTRY, 'SIGTERM');
  await startApi(state, name);
}

function clusterDir(fresh: boolean): string {
  if (process.env.CLUSTER_DIR) return path.resolve(process.env.CLUSTER_DIR);
  if (fresh) return mkdtempSync(path.join(tmpdir(), 'market-cluster-'));
  throw new Error('CLUSTER_DIR: the directory `npm run cluster -- start` printed');
}

function printAddresses(state: ClusterState): void {
  const { ports } = state;
  console.log(`
the market: ${state.url}
  API processes ${ports['api-1']}, ${ports['api-2']} (metrics ${ports['api-1-metrics']}, ${ports['api-2-metrics']})
  PostgreSQL primary ${ports.primary}, replica ${ports.replica}, PgBouncer ${ports.pgbouncer}, Redis ${ports.redis}
  directory ${state.dir} (cluster.json: ports, pids, secrets; logs/)`);
}

async function main(): Promise<void> {
  const [command = 'run', argument] = process.argv.slice(2);
  if (command === 'run' || command === 'start') {
    const dir = clusterDir(true);
    const started = Date.now();
    let state: ClusterState;
    try {
      state = await startCluster(dir);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      await stopCluster(dir);
      process.exit(1);
    }
    printAddresses(state);
    log(`started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (command === 'start') {
      console.log(`  stop it with: CLUSTER_DIR=${dir} npm run cluster -- stop`);
      return;
    }
    console.log('  Ctrl-C stops everything');
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      log('stopping');
      await stopCluster(dir);
      process.exit(0);
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
    // `npm run` starts this under `sh -c`, which does not pass a SIGTERM sent to npm on: a parent
    // gone (this process adopted by another) stops the cluster too
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop();
    }, 500);
    return;
  }
  if (command === 'stop') return stopCluster(clusterDir(false));
  if (command === 'restart' && API_NAMES.includes(argument as ApiName)) {
    const started = Date.now();
    await restartApi(clusterDir(false), argument as ApiName);
    log(`${argument} restarted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  console.error('usage: npm run cluster [-- run | start | stop | restart api-1|api-2]  (CLUSTER_DIR names the directory)');
  process.exit(2);
}

await main();
