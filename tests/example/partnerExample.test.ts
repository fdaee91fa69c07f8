// The partner example run end to end against a started server: `api/start.ts`,
// what `npm start` runs, on its embedded database in a new DATA_DIR. A user goes through the open
// platform as the docs tell a partner to (sign in, the settings switch, the application, the
// operator's approval, step 2 with the example's key, a recharge at the simulated cashier); then
// examples/partner/partner.ts buys with a merchantOrderNo, drives the sandbox, and must print every
// status its verified callbacks bring until the order settles. A forged callback must be refused. The
// app user also has a bound (simulated) Steam account: the example refreshes its inventory, lists an
// asset, and once the demo bidder (a seeded user with a deposit) buys it, makes the sale's offer (发货).
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { freePort } from '../../deploy/local/freePort.ts';
import { DEMO_BIDDER_PHONE } from '../../prisma/seed/demoBidder.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';
import { until } from '../helpers/until.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
// ports the system chooses, never a guessed range (4100-4499 once met Erlang's port mapper on 4369)
const takenPorts = new Set<number>();
let port: number;
let callbackPort: number;
let baseUrl: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'partner-example-'));
let server: ChildProcess | undefined;
let serverOutput = '';

/** This process's environment without vitest's variables and without a database or Redis: the server runs as `npm start` does on a fresh machine. */
function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !['DATABASE_URL', 'REDIS_URL', 'NODE_ENV'].includes(name)),
  );
}

type Reply = { status: number; body: { code: number; msg: string; data: any }; token?: string };

async function call(method: string, route: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...XHR,
      ...(options.token ? { cookie: `Authorization=${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('Authorization='));
  return { status: response.status, body: await response.json(), token: setCookie?.split(';')[0].split('=')[1] };
}

/** A form the provider's page posts (the simulated Alipay's signing page and cashier), answered with a redirect. */
async function submitProviderPage(url: string, action: string): Promise<number> {
  const response = await fetch(new URL(url, baseUrl), {
    method: 'POST',
    // as the browser posts the page's form: from the page's own origin
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
  return response.status;
}

async function signIn(phone = `137${String(randomInt(0, 1e8)).padStart(8, '0')}`): Promise<string> {
  expect((await call('POST', '/web/sms', { body: { phone } })).body.code).toBe(0);
  let code: string | undefined;
  await until(async () => Boolean((code = await readLatestCodeFromOutboxFile(path.join(dataDir, 'sms-outbox.jsonl'), phone, 'login'))), 10_000);
  const login = await call('POST', '/web/login', { body: { phone, code, agree: true } });
  expect(login.body.code).toBe(0);
  return login.token!;
}

/** What the partner does on the web and the operator in the terminal: an approved app holding `publicKey`, with a deposit and a bound Steam account to sell from. */
async function approvedFundedApp(publicKey: string): Promise<{ appId: string; token: string }> {
  const token = await signIn();
  expect((await call('PUT', '/web/user/openPlatform', { token, body: { enabled: true } })).body.code).toBe(0);
  const applied = await call('POST', '/web/openapi/apply', { token, body: { phone: '13800138000', wechat: 'example_shop', reason: 'the partner example' } });
  expect(applied.body.code).toBe(0);
  const approved = await call('POST', `/ops/openplat/applications/${applied.body.data.application.id}/approve`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    body: {},
  });
  expect(approved.body.code).toBe(0);
  const keys = await call('POST', '/web/openapi/keys', { token, body: { callbackUrl: `http://127.0.0.1:${callbackPort}/callbacks`, publicKey } });
  expect(keys.body.code).toBe(0);

  const contract = await call('POST', '/web/recharge/contract', {
    token,
    body: { companyName: '示例伙伴科技有限公司', creditCode: newEnterpriseCreditCode() },
  });
  expect(contract.body.code).toBe(0);
  expect(await submitProviderPage(contract.body.data.signUrl, 'sign')).toBe(303);
  await until(async () => (await call('GET', '/web/recharge/contract', { token })).body.data.contract?.status === 'SIGNED', 15_000);
  const recharge = await call('POST', '/web/recharge', { token, body: { amount: '2000.00' }, headers: { 'idempotency-key': randomBytes(16).toString('hex') } });
  expect(recharge.body.code).toBe(0);
  expect(await submitProviderPage(recharge.body.data.payUrl, 'pay')).toBe(303);
  await until(async () => (await call('GET', '/web/wallet', { token })).body.data.deposit === 200_000, 15_000);

  // a Steam account of the simulated Steam, bound on /user/steam as a partner binds theirs
  const simulated = await call('POST', '/web/steam/simulated-account', { token });
  expect(simulated.body.code).toBe(0);
  const bound = await call('POST', '/web/steam/accounts', { token, body: { mafile: simulated.body.data.mafile, password: simulated.body.data.password } });
  expect(bound.body.code, bound.body.msg).toBe(0);
  return { appId: (await call('GET', '/web/openapi', { token })).body.data.app.appId, token };
}

/** The seeded demo bidder (prisma/seed/demoBidder.ts: a deposit and a bound Steam account) buys a listing from its balance. */
async function demoBidderBuys(listingId: string, priceCents: number): Promise<{ token: string; orderNo: string }> {
  const token = await signIn(DEMO_BIDDER_PHONE);
  const account = (await call('GET', '/web/steam/accounts', { token })).body.data.list[0];
  const bought = await call('POST', '/web/order', {
    token,
    body: { listingIds: [listingId], prices: [priceCents], payMethod: 'balance', steamAccountId: account.id },
    headers: { 'idempotency-key': randomBytes(16).toString('hex') },
  });
  expect(bought.body.code, bought.body.msg).toBe(0);
  return { token, orderNo: bought.body.data.orders[0].orderNo };
}

beforeAll(async () => {
  port = await freePort({ host: '127.0.0.1', taken: takenPorts });
  callbackPort = await freePort({ host: '127.0.0.1', taken: takenPorts });
  baseUrl = `http://127.0.0.1:${port}`;
  // the partner needs no web client: a page of its own, newer than web/, so the server neither builds nor serves the real one
  const webDistDir = path.join(dataDir, 'web');
  mkdirSync(webDistDir);
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>partner example</title>');
  server = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: {
      ...cleanEnvironment(),
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      OPS_TOKEN,
      // info: a server that does not start in time shows how far it got (migrations, catalogue, demo market)
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (serverOutput += chunk));
  server.stderr?.on('data', (chunk) => (serverOutput += chunk));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${serverOutput.slice(-2000)}`);
    if ((await fetch(`${baseUrl}/web/notice?limit=0`, { headers: XHR }).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${serverOutput.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('examples/partner', () => {
  it('chooses its callbacks and pings them, buys idempotently, drives the sandbox and prints every verified callback until the order settles, cancels a second order, refreshes its inventory, lists and delivers a sale; refuses a forged callback', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(dataDir, 'partner-private.pem');
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    const { appId } = await approvedFundedApp(publicKey.export({ type: 'spki', format: 'pem' }).toString());

    const example = spawn(process.execPath, ['--import', 'tsx', 'examples/partner/partner.ts'], {
      env: {
        ...cleanEnvironment(),
        PARTNER_BASE_URL: baseUrl,
        PARTNER_APP_ID: appId,
        PARTNER_PRIVATE_KEY_FILE: keyFile,
        PARTNER_CALLBACK_PORT: String(callbackPort),
        PARTNER_SANDBOX: '1',
        PARTNER_WAIT_SECONDS: '90',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    example.stdout?.on('data', (chunk) => (output += chunk));
    example.stderr?.on('data', (chunk) => (output += chunk));
    const exitCode = new Promise<number | null>((resolve) => example.once('exit', resolve));

    // someone else posts a callback to the partner: it is refused, never acted on
    await until(() => output.includes('callbacks: listening'), 30_000);
    const forged = await fetch(`http://127.0.0.1:${callbackPort}/callbacks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-platform-key-id': 'k',
        'x-platform-timestamp': String(Date.now()),
        'x-platform-nonce': 'forged-1',
        'x-platform-signature': 'AAAA',
      },
      body: JSON.stringify({ eventId: '1', type: 'order.transitioned', orderNo: 'X', seq: 1, status: 51, statusDes: 'TRADE_SUCCESSFUL' }),
    });
    expect(forged.status).toBe(401);

    // a buyer for what the example lists: the demo bidder pays for it, the example then makes the offer
    await until(() => /^listed .+ as [0-9a-f-]{36} at ¥[\d.]+$/m.test(output) || example.exitCode !== null, 180_000);
    const listed = output.match(/^listed .+ as ([0-9a-f-]{36}) at ¥([\d.]+)$/m);
    expect(listed, output).not.toBeNull();
    const [, listingId, yuanPrice] = listed!;
    const sale = await demoBidderBuys(listingId, Math.round(Number(yuanPrice) * 100));

    expect(await exitCode, output).toBe(0);
    expect(output).toContain('callback refused');
    expect(output).toMatch(/sent again: the same order \d+ \(idempotent\)/);
    expect(output).toContain('sandbox deliver: 51 PROTECTED');
    expect(output).toContain('sandbox timeout: 51 TRADE_SUCCESSFUL');
    const statuses = [...output.matchAll(/^callback #\d+ order \d+ seq (\d+): \d+ (\w+) \(signature verified\)$/gm)].map(
      (line) => [Number(line[1]), line[2]] as const,
    );
    const inOrder = [...statuses].sort((a, b) => a[0] - b[0]).map(([, statusDes]) => statusDes);
    expect(inOrder).toEqual(expect.arrayContaining(['SELLER_DELIVERING', 'WAITING_RECEIPT', 'PROTECTED', 'TRADE_SUCCESSFUL']));
    expect(inOrder.at(-1)).toBe('TRADE_SUCCESSFUL');
    expect(output).toMatch(/done: order \d+ TRADE_SUCCESSFUL after \d+ callbacks, every signature verified/);
    // the typed calls of the money: the daily limits, the price batch, the order's ledger rows, the day's statement
    expect(output).toMatch(/^today: \d+ of \d+ orders and ¥[\d.]+ of ¥[\d.]+ left$/m);
    expect(output).toMatch(/^prices: .+: lowest ¥[\d.]+, \d+ on sale, .+, reference ¥[\d.]+$/m);
    expect(output).toMatch(/^ledger: PURCHASE deposit -¥[\d.]+/m);
    expect(output).toMatch(/^statement \d{4}-\d{2}-\d{2}: \d+ rows, /m);
    // the webhook calls: the chosen types, a ping received and verified; the app user's assets; a cancel that ends refunded
    expect(output).toMatch(/^webhooks: order\.transitioned of \d+ types$/m);
    expect(output).toMatch(/^callback #\d+ ping \(signature verified\)$/m);
    expect(output).toMatch(/^ping \d+: delivered after 1 attempt\(s\), received and verified$/m);
    expect(output).toMatch(/^inventory: \d+ tradable assets not listed( \(more pages\))?; 0 listings on sale$/m);
    expect(output).toMatch(/^cancel \d+: 21 BUYER_CANCEL_VERIFYING$/m);
    expect(output).toMatch(/^cancelled: order \d+ BUYER_CANCELLED after \d+ callbacks$/m);
    // the seller's calls: the refresh, the listing, the sale paid, its offer made (an ordinary account's: it waits for the mobile confirmation)
    expect(output).toMatch(/^inventory refresh [0-9a-f-]{36}: (RUNNING|SUCCEEDED)$/m);
    expect(output).toContain(`sold ${sale.orderNo}: 21 SELLER_DELIVERING`);
    const offer = output.match(new RegExp(`^deliver ${sale.orderNo}: 21 SELLER_DELIVERING, offer (\\d+)$`, 'm'))?.[1];
    expect(offer, output).toBeDefined();
    // the buyer sees the offer the example made
    const bought = await call('GET', `/web/order/${sale.orderNo}`, { token: sale.token });
    expect(bought.body.data).toMatchObject({ direction: 'buy', offerId: offer });
  }, 300_000);
});
