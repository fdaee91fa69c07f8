// A partner of the marketplace's open platform, end to end, with nothing but Node (docs/open-platform.md):
//
//   1. fetches the platform's public key (the one unsigned call),
//   2. runs an HTTP server for callbacks and verifies every callback's signature before acting on it,
//   3. reads the wallet and the market with signed requests,
//   4. buys the cheapest listing for a customer's Steam trade URL with a merchantOrderNo, and sends the
//      same request again to show that the number makes it idempotent,
//   5. in the sandbox (`npm start`), has the customer accept the offer and the protection end,
//   6. prints every status the callbacks bring, and stops once the order is final.
//
// Run it with Node 22.18+ as is (`node examples/partner/partner.ts`), or on Node 20 with
// `npx tsx examples/partner/partner.ts`. Settings are environment variables (README.md beside this file).
import { createPublicKey, createSign, createVerify, type KeyObject, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const env = process.env;
const settings = {
  baseUrl: (env.PARTNER_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  appId: required('PARTNER_APP_ID'),
  privateKey: readFileSync(required('PARTNER_PRIVATE_KEY_FILE'), 'utf8'),
  callbackHost: env.PARTNER_CALLBACK_HOST ?? '127.0.0.1',
  callbackPort: Number(env.PARTNER_CALLBACK_PORT ?? 8787),
  // a customer of ours: any well-formed trade URL (the sandbox makes a Steam account for it)
  tradeUrl: env.PARTNER_TRADE_URL ?? `https://steamcommunity.com/tradeoffer/new/?partner=${randomInt(100_000_000, 999_999_999)}&token=Cust0mer`,
  search: env.PARTNER_SEARCH ?? '',
  sandbox: env.PARTNER_SANDBOX === '1',
  waitSeconds: Number(env.PARTNER_WAIT_SECONDS ?? 120),
};

/** The statuses an order ends in: 51 TRADE_SUCCESSFUL, or any of 55. */
const isFinal = (status: number, statusDes: string) => status === 55 || statusDes === 'TRADE_SUCCESSFUL';
/** Callbacks older or newer than this are refused (a replayed callback). */
const CALLBACK_CLOCK_SKEW_MS = 5 * 60_000;

type Envelope<T> = { code: number; msg: string; data: T };
type Order = { orderNo: string; merchantOrderNo: string | null; status: number; statusDes: string };
type Callback = { eventId: string; type: string; orderNo: string | null; merchantOrderNo: string | null; seq: number; status: number; statusDes: string };

function required(name: string): string {
  const value = env[name];
  if (!value) {
    console.error(`set ${name} (see examples/partner/README.md)`);
    process.exit(2);
  }
  return value;
}

function fail(message: string): never {
  console.error(`FAILED: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Signed requests: appId \n METHOD \n target \n timestamp \n nonce \n body, SHA256withRSA, Base64

async function call<T>(method: 'GET' | 'POST', target: string, body?: unknown): Promise<Envelope<T>> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const signature = createSign('sha256').update(`${settings.appId}\n${method}\n${target}\n${timestamp}\n${nonce}\n${text}`).sign(settings.privateKey, 'base64');
  const response = await fetch(`${settings.baseUrl}${target}`, {
    method,
    headers: {
      'X-App-Id': settings.appId,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Signature': signature,
      'Accept-Language': 'en',
      ...(text ? { 'Content-Type': 'application/json' } : {}),
    },
    body: text || undefined,
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 0) fail(`${method} ${target}: HTTP ${response.status}, ${answer.msg}`);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Callbacks: X-Platform-Signature = SHA256withRSA over timestamp \n nonce \n body, with the platform's key

const received = new Map<string, Callback>();
const seenNonces = new Set<string>();
let waiter: (() => void) | null = null;

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

async function readBody(request: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function verifies(platformKey: KeyObject, keyId: string, request: IncomingMessage, body: Buffer): string | null {
  const timestamp = header(request, 'x-platform-timestamp');
  const nonce = header(request, 'x-platform-nonce');
  if (header(request, 'x-platform-key-id') !== keyId) return 'signed with another key';
  if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > CALLBACK_CLOCK_SKEW_MS) return 'timestamp too far off';
  if (!nonce || seenNonces.has(nonce)) return 'nonce missing or reused';
  const verifier = createVerify('sha256');
  verifier.update(`${timestamp}\n${nonce}\n`);
  verifier.update(body);
  if (!verifier.verify(platformKey, header(request, 'x-platform-signature'), 'base64')) return 'signature does not verify';
  seenNonces.add(nonce);
  return null;
}

function callbackServer(platformKey: KeyObject, keyId: string) {
  return createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const body = request.method === 'POST' && request.url === '/callbacks' ? await readBody(request, 64 * 1024) : null;
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const refusal = verifies(platformKey, keyId, request, body);
    if (refusal) {
      // never act on an unverified callback; the platform tries a real one again
      console.log(`callback refused: ${refusal}`);
      response.writeHead(401).end();
      return;
    }
    const event = JSON.parse(body.toString('utf8')) as Callback;
    if (!received.has(event.eventId)) {
      // deduplicated by eventId: a retry or a redelivery may bring one twice
      received.set(event.eventId, event);
      if (event.type === 'order.transitioned') {
        console.log(`callback #${event.eventId} order ${event.orderNo} seq ${event.seq}: ${event.status} ${event.statusDes} (signature verified)`);
      }
      waiter?.();
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

/** The callbacks of one order, by seq; resolves once they run 1..n with no gap and end in a final status. */
function orderFinished(orderNo: string): Promise<Callback[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no final callback for order ${orderNo} within ${settings.waitSeconds} s`)), settings.waitSeconds * 1000);
    const check = () => {
      const events = [...received.values()].filter((event) => event.orderNo === orderNo).sort((a, b) => a.seq - b.seq);
      const complete = events.every((event, index) => event.seq === index + 1);
      const last = events.at(-1);
      if (complete && last && isFinal(last.status, last.statusDes)) {
        clearTimeout(timer);
        waiter = null;
        resolve(events);
      }
    };
    waiter = check;
    check();
  });
}

// ---------------------------------------------------------------------------------------------

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

async function main() {
  const keyAnswer = (await (await fetch(`${settings.baseUrl}/open/v1/platform-key`)).json()) as Envelope<{ keyId: string; publicKey: string }>;
  const platformKey = createPublicKey(keyAnswer.data.publicKey);
  console.log(`platform key ${keyAnswer.data.keyId}`);

  const server = callbackServer(platformKey, keyAnswer.data.keyId);
  await new Promise<void>((resolve) => server.listen(settings.callbackPort, settings.callbackHost, resolve));
  console.log(`callbacks: listening on http://${settings.callbackHost}:${settings.callbackPort}/callbacks`);

  const wallet = await call<{ total: number; deposit: number }>('GET', '/open/v1/wallet');
  console.log(`wallet: ${yuan(wallet.data.total)} (deposit ${yuan(wallet.data.deposit)})`);

  const market = await call<{ list: { hashName: string; price: number }[] }>(
    'GET',
    `/open/v1/market?sort=1&limit=1${settings.search ? `&search=${encodeURIComponent(settings.search)}` : ''}`,
  );
  const item = market.data.list[0] ?? fail('the market has nothing on sale');
  const goods = await call<{ listings: { list: { id: string; price: number }[] } }>(
    'GET',
    `/open/v1/goods?hashName=${encodeURIComponent(item.hashName)}&limit=1`,
  );
  const listing = goods.data.listings.list[0] ?? fail(`${item.hashName} has no listing on sale`);

  const merchantOrderNo = `EX-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const purchase = { merchantOrderNo, listingIds: [listing.id], prices: [listing.price], tradeUrl: settings.tradeUrl };
  console.log(`buying ${item.hashName} (listing ${listing.id}) at ${yuan(listing.price)} as ${merchantOrderNo}`);
  const bought = await call<{ orders: Order[] }>('POST', '/open/v1/orders', purchase);
  const order = bought.data.orders[0];
  console.log(`order ${order.orderNo}: ${order.status} ${order.statusDes}`);

  // the same merchantOrderNo and body (a retry after a timeout, say) answers the same order, never buys twice
  const again = await call<{ orders: Order[] }>('POST', '/open/v1/orders', purchase);
  if (again.data.orders[0].orderNo !== order.orderNo) fail('the same merchantOrderNo bought again');
  console.log(`sent again: the same order ${again.data.orders[0].orderNo} (idempotent)`);

  const finished = orderFinished(order.orderNo);
  if (settings.sandbox) {
    for (const action of ['deliver', 'timeout']) {
      const driven = await call<Order>('POST', `/open/v1/sandbox/orders/${order.orderNo}`, { action });
      console.log(`sandbox ${action}: ${driven.data.status} ${driven.data.statusDes}`);
    }
  }
  const events = await finished;
  const last = events.at(-1)!;
  const read = await call<Order>('GET', `/open/v1/orders/${order.orderNo}`);
  if (read.data.statusDes !== last.statusDes) fail(`the order reads ${read.data.statusDes}, its last callback said ${last.statusDes}`);
  console.log(`done: order ${order.orderNo} ${last.statusDes} after ${events.length} callbacks, every signature verified`);
  server.close();
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
