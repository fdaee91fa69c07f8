// The app as the benchmark runs it: one set of settings for the in-process app (latency table,
// statement counts, --explain) and for the server process the throughput runs load.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * The app's settings for the benchmark, over the benchmark's own environment (so a setting given on
 * the command line reaches the server too). Not production: production refuses the simulated SMS
 * and Steam, and the benchmark needs neither real one; the secrets are explicit, fresh each run.
 * Settings the benchmark depends on go here, e.g. request rate limits generous enough for 50
 * connections from one address.
 */
export function benchAppEnvironment(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_SEED: 'off',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    SMS_DRIVER: 'console',
    STEAM_DRIVER: 'simulated',
    FX_DRIVER: 'simulated',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // every request comes from this one address: the per-address request limit would refuse the run
    RATE_LIMIT_PER_MINUTE: '0',
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type ServerProcess = { baseUrl: string; pid: number; stop(): Promise<void> };

export type ServerProcessOptions = {
  /** The entry under api/: `server.ts` (default) or `start.ts` (what `npm start` runs: builds the web client first when it is stale). */
  script?: 'server.ts' | 'start.ts';
  /** How long the server may take to answer (a fresh embedded database imports the catalogue first). */
  startupTimeoutMs?: number;
};

/**
 * Starts `api/server.ts` (migrations, catalogue check, listen) as a child process with `env`, on a
 * free port of 127.0.0.1, and resolves once it answers; the load generator then has this process's
 * event loop to itself. Fails with the server's own output when it exits before answering.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, probePath: string, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', options.script ?? 'server.ts')], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exit.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exit;
    }
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const startupTimeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS;
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server process exited before answering (code ${child.exitCode}):\n${output}`);
    const response = await fetch(baseUrl + probePath).catch(() => undefined);
    if (response?.status === 200) return { baseUrl, pid: child.pid!, stop };
    if (response) {
      await stop();
      throw new Error(`the server process answered ${probePath} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`the server process did not answer ${probePath} within ${startupTimeoutMs / 1000} s:\n${output}`);
}
