// A partner of the marketplace's open platform, end to end, with nothing but Node (docs/open-platform.md):
//
//   1. fetches the platform's public key (the one unsigned call),
//   2. runs an HTTP server for callbacks and verifies every callback's signature before acting on it,
//   3. chooses the callbacks it wants (order.transitioned) and has the platform send a signed ping,
//   4. reads the app user's Steam inventory and listings on sale, the wallet (with what is left of the
//      app's daily limits), the market, and the prices of the item it buys in one batch call,
//   5. buys the cheapest listing for a customer's Steam trade URL with a merchantOrderNo, and sends the
//      same request again to show that the number makes it idempotent,
//   6. in the sandbox (`npm start`), has the customer accept the offer and the protection end,
//   7. prints every status the callbacks bring until the order is final,
//   8. buys a second listing and cancels it before the offer is sent, until it is refunded,
//   9. reads the first order's ledger rows and the day's statement (CSV),
//  10. sells, when the app user has a bound Steam account: refreshes the inventories from Steam, lists
//      the cheapest tradable asset, and makes the Steam offer (发货) of the order once a buyer pays.
//
// Its calls are typed by the partner document: openapi.d.ts beside this file is generated from
// GET /open/v1/openapi.json (`npm run partner:types`), so a path, a parameter, a body field or an
// answer field the document does not have fails to compile.
//
// Run it with Node 22.18+ as is (`node examples/partner/partner.ts`), or on Node 20 with
// `npx tsx examples/partner/partner.ts`. Settings are environment variables (README.md beside this file).
import { createPublicKey, createSign, createVerify, type KeyObject, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { components, paths } from './openapi.d.ts';

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
// Typed calls: the paths, parameters, bodies and answers of openapi.d.ts

type Method = 'get' | 'post' | 'put';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The paths that have an operation for the method. */
type PathOf<M extends Method> = { [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P }[keyof paths];
type JsonAnswer<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
type DataOf<P extends keyof paths, M extends Method> = [JsonAnswer<Operation<P, M>>] extends [never]
  ? unknown
  : JsonAnswer<Operation<P, M>> extends { data: infer D }
    ? D
    : never;
type Described<T, Otherwise> = [NonNullable<T>] extends [never] ? Otherwise : NonNullable<T>;
type CallOptions<O> = {
  path?: O extends { parameters: { path?: infer Path } } ? Described<Path, Record<string, string>> : never;
  query?: O extends { parameters: { query?: infer Query } } ? Described<Query, Record<string, string | number | undefined>> : never;
  body?: O extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : Record<string, unknown>;
};

/** The target as sent and signed: the path with its parameters filled in, then the query in the order given. */
function targetOf(path: string, options: { path?: Record<string, string>; query?: Record<string, string | number | undefined> }): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.path?.[name] ?? ''));
  const query = Object.entries(options.query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return query.length ? `${filled}?${new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString().replace(/\+/g, '%20')}` : filled;
}

// Signed requests: appId \n METHOD \n target \n timestamp \n nonce \n body, SHA256withRSA, Base64

async function signedFetch(method: 'GET' | 'POST' | 'PUT', target: string, text: string): Promise<Response> {
  const timestamp = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const signature = createSign('sha256').update(`${settings.appId}\n${method}\n${target}\n${timestamp}\n${nonce}\n${text}`).sign(settings.privateKey, 'base64');
  return fetch(`${settings.baseUrl}${target}`, {
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
}

/** A signed JSON call of the document: its answer's data, or the example fails with the refusal. */
async function call<M extends Method, P extends PathOf<M>>(method: M, path: P, options: CallOptions<Operation<P, M>> = {}): Promise<DataOf<P, M>> {
  const target = targetOf(path, options as Parameters<typeof targetOf>[1]);
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  const response = await signedFetch(method.toUpperCase() as 'GET' | 'POST' | 'PUT', target, text);
  const answer = (await response.json()) as Envelope<DataOf<P, M>>;
  if (answer.code !== 0) fail(`${method.toUpperCase()} ${target}: HTTP ${response.status}, ${answer.msg}`);
  return answer.data;
}

/** A signed JSON call of the document that may be refused: its envelope, for the caller to decide. */
async function attempt<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<Operation<P, M>> = {},
): Promise<Envelope<DataOf<P, M> | null>> {
  const target = targetOf(path, options as Parameters<typeof targetOf>[1]);
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  return (await (await signedFetch(method.toUpperCase() as 'GET' | 'POST' | 'PUT', target, text)).json()) as Envelope<DataOf<P, M> | null>;
}

/** A signed call whose answer is text (the day's statement, CSV). */
async function callText<P extends PathOf<'get'>>(path: P, options: CallOptions<Operation<P, 'get'>>): Promise<string> {
  const target = targetOf(path, options as Parameters<typeof targetOf>[1]);
  const response = await signedFetch('GET', target, '');
  if (!response.ok) fail(`GET ${target}: HTTP ${response.status}, ${((await response.json()) as Envelope<null>).msg}`);
  return response.text();
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
      } else {
        console.log(`callback #${event.eventId} ${event.type} (signature verified)`);
      }
      waiter?.();
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}

/** Resolves with what `check` finds among the verified callbacks, as soon as it finds it. */
function callbackWhere<T>(what: string, check: (events: Callback[]) => T | null): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${settings.waitSeconds} s`)), settings.waitSeconds * 1000);
    const look = () => {
      const found = check([...received.values()]);
      if (found === null) return;
      clearTimeout(timer);
      waiter = null;
      resolve(found);
    };
    waiter = look;
    look();
  });
}

/** Polls `read` once a second until it finds something, within the wait. */
async function poll<T>(what: string, read: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + settings.waitSeconds * 1000;
  for (;;) {
    const found = await read();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) return fail(`no ${what} within ${settings.waitSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The callbacks of one order, by seq; resolves once they run 1..n with no gap and end in a final status. */
function orderFinished(orderNo: string): Promise<Callback[]> {
  return callbackWhere(`final callback for order ${orderNo}`, (all) => {
    const events = all.filter((event) => event.orderNo === orderNo).sort((a, b) => a.seq - b.seq);
    const last = events.at(-1);
    return events.every((event, index) => event.seq === index + 1) && last && isFinal(last.status, last.statusDes) ? events : null;
  });
}

// ---------------------------------------------------------------------------------------------

const yuan = (cents: number) => `${cents < 0 ? '-' : ''}¥${(Math.abs(cents) / 100).toFixed(2)}`;

function describePrices(prices: components['schemas']['ItemPrices']): string {
  if (!prices.known) return `${prices.hashName} is not in the catalogue`;
  const lowest = prices.lowestPrice === null ? 'nothing on sale' : `lowest ${yuan(prices.lowestPrice)}, ${prices.onSale} on sale`;
  const bid = prices.buyOrderPrice === null ? 'no buy order' : `best buy order ${yuan(prices.buyOrderPrice)} for ${prices.buyOrderQuantity}`;
  return `${prices.hashName}: ${lowest}, ${bid}, reference ${prices.referencePrice === null ? '-' : yuan(prices.referencePrice)}`;
}

/** Another listing on sale: of the same item, else the cheapest of the market's other items. */
async function anotherListing(hashName: string) {
  const market = await call('get', '/open/v1/market', { query: { sort: '1', limit: '5' } });
  for (const other of market.list.filter((entry) => entry.hashName !== hashName)) {
    const found = (await call('get', '/open/v1/goods', { query: { hashName: other.hashName, limit: '1' } })).listings.list[0];
    if (found) return found;
  }
  return fail('the market has no second listing on sale');
}

async function main() {
  const keyAnswer = (await (await fetch(`${settings.baseUrl}/open/v1/platform-key`)).json()) as Envelope<{ keyId: string; publicKey: string }>;
  const platformKey = createPublicKey(keyAnswer.data.publicKey);
  console.log(`platform key ${keyAnswer.data.keyId}`);

  const server = callbackServer(platformKey, keyAnswer.data.keyId);
  await new Promise<void>((resolve) => server.listen(settings.callbackPort, settings.callbackHost, resolve));
  console.log(`callbacks: listening on http://${settings.callbackHost}:${settings.callbackPort}/callbacks`);

  // the callbacks this partner acts on (every type unless it chooses), then a signed ping to see its receiver works
  const webhooks = await call('put', '/open/v1/webhooks', { body: { types: ['order.transitioned'] } });
  console.log(`webhooks: ${webhooks.types.join(', ')} of ${webhooks.known.length} types`);
  const ping = await call('post', '/open/v1/webhooks/ping');
  await callbackWhere('ping', (all) => all.find((event) => event.eventId === ping.eventId) ?? null);
  console.log(`ping ${ping.eventId}: ${ping.status} after ${ping.attempts} attempt(s), received and verified`);

  // what the app user holds and sells: the first page of their Steam inventory, their listings on sale
  const inventory = await call('get', '/open/v1/inventory', { query: { tab: 'UNLISTED', limit: '20' } });
  const onSale = await call('get', '/open/v1/listings', { query: { status: 'ON_SALE', limit: '20' } });
  console.log(`inventory: ${inventory.list.length} tradable assets not listed${inventory.next ? ' (more pages)' : ''}; ${onSale.list.length} listings on sale`);

  const wallet = await call('get', '/open/v1/wallet');
  console.log(`wallet: ${yuan(wallet.total)} (deposit ${yuan(wallet.deposit)})`);
  const { limits } = wallet;
  console.log(`today: ${limits.remainingOrders} of ${limits.dailyOrders} orders and ${yuan(limits.remainingAmount)} of ${yuan(limits.dailyAmount)} left`);

  const market = await call('get', '/open/v1/market', { query: { sort: '1', limit: '1', search: settings.search || undefined } });
  const item = market.list[0] ?? fail('the market has nothing on sale');
  const [prices] = (await call('post', '/open/v1/prices', { body: { hashNames: [item.hashName] } })).list;
  console.log(`prices: ${describePrices(prices)}`);
  const goods = await call('get', '/open/v1/goods', { query: { hashName: item.hashName, limit: '2' } });
  const listing = goods.listings.list[0] ?? fail(`${item.hashName} has no listing on sale`);

  const merchantOrderNo = `EX-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const purchase = { merchantOrderNo, listingIds: [listing.id], prices: [listing.price], tradeUrl: settings.tradeUrl };
  console.log(`buying ${item.hashName} (listing ${listing.id}) at ${yuan(listing.price)} as ${merchantOrderNo}`);
  const bought = await call('post', '/open/v1/orders', { body: purchase });
  const order = bought.orders[0];
  console.log(`order ${order.orderNo}: ${order.status} ${order.statusDes}`);

  // the same merchantOrderNo and body (a retry after a timeout, say) answers the same order, never buys twice
  const again = await call('post', '/open/v1/orders', { body: purchase });
  if (again.orders[0].orderNo !== order.orderNo) fail('the same merchantOrderNo bought again');
  console.log(`sent again: the same order ${again.orders[0].orderNo} (idempotent)`);

  const finished = orderFinished(order.orderNo);
  if (settings.sandbox) {
    for (const action of ['deliver', 'timeout']) {
      const driven = await call('post', '/open/v1/sandbox/orders/{orderNo}', { path: { orderNo: order.orderNo }, body: { action } });
      console.log(`sandbox ${action}: ${driven.status} ${driven.statusDes}`);
    }
  }
  const events = await finished;
  const last = events.at(-1)!;
  const read = await call('get', '/open/v1/orders/{orderNo}', { path: { orderNo: order.orderNo } });
  if (read.statusDes !== last.statusDes) fail(`the order reads ${read.statusDes}, its last callback said ${last.statusDes}`);
  console.log(`done: order ${order.orderNo} ${last.statusDes} after ${events.length} callbacks, every signature verified`);

  // a second purchase the customer changes their mind about: cancelled before the offer is sent, verified, refunded
  const second = goods.listings.list.find((other) => other.id !== listing.id) ?? (await anotherListing(item.hashName));
  const spare = await call('post', '/open/v1/orders', {
    body: { merchantOrderNo: `${merchantOrderNo}-2`, listingIds: [second.id], prices: [second.price], tradeUrl: settings.tradeUrl },
  });
  const spareNo = spare.orders[0].orderNo;
  const cancelled = orderFinished(spareNo);
  const cancelling = await call('post', '/open/v1/orders/{orderNo}/cancel', { path: { orderNo: spareNo } });
  console.log(`cancel ${spareNo}: ${cancelling.status} ${cancelling.statusDes}`);
  const cancelEvents = await cancelled;
  console.log(`cancelled: order ${spareNo} ${cancelEvents.at(-1)!.statusDes} after ${cancelEvents.length} callbacks`);

  // the money of the order: its rows in the ledger, and the statement of the day (UTC+8) it was bought
  const ledger = await call('get', '/open/v1/wallet/transactions', { query: { orderNo: order.orderNo, limit: '100' } });
  console.log(`ledger: ${ledger.list.map((row) => `${row.kind} ${row.account} ${yuan(row.amount)}`).join(', ')}`);
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const statement = (await callText('/open/v1/statements/{day}', { path: { day } })).trimEnd().split('\r\n');
  const total = statement.at(-1)?.split(',') ?? [];
  console.log(`statement ${day}: ${statement.length - 1} rows, every balance ${yuan(Number(total[5]))} over the day, fees ${yuan(Number(total[6]))}`);

  await sell(new Set([order.orderNo, spareNo]));
  server.close();
}

/**
 * The app user as a seller: reads the bound Steam accounts' inventories anew, lists the cheapest
 * tradable asset at its reference price, waits for a buyer's payment (the sale's first callback), and
 * makes the Steam offer of the sale (发货). Skipped when the app user has no bound Steam account.
 */
async function sell(purchases: Set<string>) {
  const refresh = await attempt('post', '/open/v1/inventory/refresh', { body: {} });
  if (refresh.code !== 0 || !refresh.data) {
    console.log(`selling: skipped, ${refresh.msg}`);
    return;
  }
  console.log(`inventory refresh ${refresh.data.id}: ${refresh.data.status}`);
  const asset = await poll('tradable asset after the refresh', async () => {
    const page = await call('get', '/open/v1/inventory', { query: { tab: 'UNLISTED', limit: '20' } });
    const priced = page.list.filter((row) => row.referencePrice !== null).sort((a, b) => (a.referencePrice ?? 0) - (b.referencePrice ?? 0));
    return priced[0];
  });
  const price = asset.referencePrice ?? fail(`${asset.name} has no reference price`);
  const listed = await call('post', '/open/v1/listings', { body: { items: [{ assetId: asset.assetId, price }] } });
  const listing = listed.succeeded[0] ?? fail(`listing ${asset.assetId} refused: ${listed.failures[0]?.msg}`);
  console.log(`listed ${asset.hashName} (asset ${asset.assetId}) as ${listing.listingId} at ${yuan(listing.price)}`);

  // a buyer pays: the sale's callbacks start at PAID (seq 1), waiting for our 发货
  const paid = await callbackWhere(
    `payment for listing ${listing.listingId}`,
    (all) =>
      all.find((event) => event.type === 'order.transitioned' && event.orderNo && !purchases.has(event.orderNo) && event.statusDes === 'SELLER_DELIVERING') ??
      null,
  );
  const saleNo = paid.orderNo as string;
  const sale = await call('get', '/open/v1/orders/{orderNo}', { path: { orderNo: saleNo } });
  if (sale.direction !== 'sell' || sale.templateInfo.hashName !== asset.hashName) fail(`order ${saleNo} is not the sale of ${asset.hashName}`);
  console.log(`sold ${saleNo}: ${sale.status} ${sale.statusDes}, ${yuan(sale.actualIncome)} to us once it settles`);
  const delivered = await call('post', '/open/v1/orders/{orderNo}/deliver', { path: { orderNo: saleNo } });
  console.log(`deliver ${saleNo}: ${delivered.status} ${delivered.statusDes}, offer ${delivered.offerId}`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
