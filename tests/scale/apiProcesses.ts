// API processes (`npm start`'s entry, api/start.ts) on a PostgreSQL database of their own, for the
// tests that need real processes: scale-out across two, and faults (connections dropped, kills).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

export type ApiProcess = { name: string; url: string; child: ChildProcess; dataDir: string; output: () => string };

/** Drops and creates the database `<TEST_DATABASE_URL's name>_<suffix>`; answers its URL. */
export async function recreateDatabase(baseUrl: string, suffix: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${suffix}`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** This process's environment without vitest's own variables: with VITEST set, vite.config.ts builds from the repository's root, and a server whose web client is older than its sources builds it at start. */
function processEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

export { freePort } from '../../deploy/local/freePort.ts';

/** Starts one API process with `env` and waits until it answers (a data directory of its own unless `env` names one). */
export async function startApiProcess(name: string, port: number, env: Record<string, string | undefined>): Promise<ApiProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), `api-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: { ...processEnvironment(), ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited: ${output.slice(-2000)}`);
    const answer = await fetch(`${url}/web/notice?limit=0`, { headers: XHR }).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`server ${name} did not start: ${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { name, url, child, dataDir, output: () => output };
}

/** Stops a process (SIGTERM) and removes its data directory. */
export function stopApiProcess(server: ApiProcess): void {
  server.child.kill('SIGTERM');
  rmSync(server.dataDir, { recursive: true, force: true });
}

export async function call(
  server: Pick<ApiProcess, 'url'>,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...XHR,
      ...(options.token ? { cookie: `Authorization=${options.token}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('Authorization='));
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: never },
    token: setCookie?.split(';')[0].split('=')[1],
  };
}

/** Signs a new user in through `server` (the code from that process's SMS outbox); answers the session token. */
export async function signIn(server: ApiProcess): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await call(server, 'POST', '/web/sms', { body: { phone } })).body.code).toBe(0);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    code = await readLatestCodeFromOutboxFile(path.join(server.dataDir, 'sms-outbox.jsonl'), phone, 'login');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await call(server, 'POST', '/web/login', { body: { phone, code, agree: true } });
  expect(login.body.code).toBe(0);
  return login.token!;
}

/**
 * Signs a new user in through `url`, a proxy in front of several processes: the code is in the SMS
 * outbox of whichever process sent it, so every one of `dataDirs` is read. Answers the session token.
 */
export async function signInThrough(url: string, dataDirs: string[]): Promise<string> {
  const phone = `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await call({ url }, 'POST', '/web/sms', { body: { phone } })).body.code).toBe(0);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    for (const dataDir of dataDirs) code ??= await readLatestCodeFromOutboxFile(path.join(dataDir, 'sms-outbox.jsonl'), phone, 'login');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await call({ url }, 'POST', '/web/login', { body: { phone, code, agree: true } });
  expect(login.body.code).toBe(0);
  return login.token!;
}
