// Nothing a partner is owed is lost when the server dies: one API process on PostgreSQL sends a
// partner's callbacks for a burst of listings and orders while it is killed with SIGKILL three times
// and started again, and the partner answers 500 to a fifth of first deliveries. In the end every
// event `GET /open/v1/events` replays was acknowledged, each aggregate's `seq` runs 1..n with no
// gap, no delivery is left pending or failed, and an event acknowledged twice is one whose
// acknowledgement was not recorded (it was received more often than its attempts were recorded).
// Needs TEST_DATABASE_URL (this test makes its own `<name>_callbacks` database beside it); `.ci/run`
// runs it in the scale project.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSigningInput, sign } from '../../api/modules/openplatform/signature.ts';
import { until } from '../helpers/until.ts';
import { type ApiProcess, call, freePort, recreateDatabase, signIn, startApiProcess } from './apiProcesses.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const KILLS = 3;
const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

let server: ApiProcess;
let port = 0;
let databaseUrl = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-callbacks-'));
const env = () => ({
  NODE_ENV: 'development',
  COOKIE_SECRET: 'callbacks-test-cookie-secret-0123456789abcdef',
  ENCRYPTION_KEY: Buffer.alloc(32, 11).toString('base64'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '0',
  OPS_TOKEN,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
});

/** What the partner received: each delivery of each event, and what it answered. */
const receipts: { eventId: string; answered: number; body: { type: string; seq: number; orderNo: string | null; data: { listingId?: string } } }[] = [];
const seenOnce = new Set<string>();
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const parsed = JSON.parse(body);
    const eventId = String(parsed.eventId);
    // a fifth of first deliveries refused: they must come again
    const refuse = !seenOnce.has(eventId) && BigInt(eventId) % 5n === 0n;
    seenOnce.add(eventId);
    const answered = refuse ? 500 : 200;
    receipts.push({ eventId, answered, body: parsed });
    response.writeHead(answered).end(refuse ? 'no' : 'ok');
  });
});

async function restart(): Promise<void> {
  server = await startApiProcess('callbacks', port, env());
}

/** A signed partner GET (the app's key), as docs/open-platform.md describes it. */
async function signedGet(appId: string, target: string) {
  const parts = { appId, method: 'GET', target, timestamp: String(Date.now()), nonce: randomBytes(12).toString('hex'), body: '' };
  const response = await fetch(`${server.url}${target}`, {
    headers: { 'x-app-id': appId, 'x-timestamp': parts.timestamp, 'x-nonce': parts.nonce, 'x-signature': sign(privateKey, requestSigningInput(parts)) },
  });
  return (await response.json()) as {
    code: number;
    data: { list: { eventId: string; type: string; seq: number; orderNo: string | null; data: { listingId?: string } }[]; next: string | null };
  };
}

describe.skipIf(!baseUrl)('partner callbacks while the server is killed', () => {
  let appId = '';
  let partnerToken = '';
  let itemIds: string[] = [];
  let buyer: { token: string; accountId: string };

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    databaseUrl = await recreateDatabase(baseUrl!, 'callbacks');
    port = await freePort();
    await restart();
    // the partner: the switch, step 1, the operator's approval, step 2 with the receiver above
    partnerToken = await signIn(server);
    await call(server, 'PUT', '/web/user/openPlatform', { token: partnerToken, body: { enabled: true } });
    const applied = await call(server, 'POST', '/web/openapi/apply', {
      token: partnerToken,
      body: { phone: '13800138000', wechat: 'kill_test', reason: 'faults' },
    });
    expect(applied.body.code).toBe(0);
    const applicationId = (applied.body.data as { application: { id: string } }).application.id;
    const approved = await call(server, 'POST', `/ops/openplat/applications/${applicationId}/approve`, {
      body: {},
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    appId = (approved.body.data as { appId: string }).appId;
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`;
    const keys = await call(server, 'POST', '/web/openapi/keys', {
      token: partnerToken,
      body: { callbackUrl, publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    });
    expect(keys.body.code).toBe(0);
    // the partner's user sells: a simulated Steam account, its inventory read
    const created = await call(server, 'POST', '/web/steam/simulated-account', { token: partnerToken, body: {} });
    const { mafile, password } = created.body.data as { mafile: string; password: string };
    expect((await call(server, 'POST', '/web/steam/accounts', { token: partnerToken, body: { mafile, password } })).body.code).toBe(0);
    await until(async () => (await call(server, 'GET', '/web/inventory/refresh', { token: partnerToken })).body.data?.['status'] === 'SUCCEEDED', 60_000);
    const unlisted = await call(server, 'GET', '/web/inventory?tab=UNLISTED&limit=100', { token: partnerToken });
    itemIds = (unlisted.body.data as { list: { id: string; tradable: boolean; referencePrice: number | null }[] }).list
      .filter((item) => item.tradable && item.referencePrice !== null)
      .map((item) => item.id);
    expect(itemIds.length).toBeGreaterThanOrEqual(4);
    // a buyer with a Steam account to receive what it buys
    const buyerToken = await signIn(server);
    const buyerSteam = await call(server, 'POST', '/web/steam/simulated-account', { token: buyerToken, body: {} });
    const bound = await call(server, 'POST', '/web/steam/accounts', { token: buyerToken, body: buyerSteam.body.data });
    expect(bound.body.code).toBe(0);
    buyer = { token: buyerToken, accountId: (bound.body.data as { account: { id: string } }).account.id };
  }, 300_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    receiver.closeAllConnections();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every event is acknowledged in the end, each seq complete, a duplicate only where an acknowledgement was not recorded', async () => {
    // the burst: the partner's items listed, repriced and unlisted over and over, and a buyer's
    // checkouts of some of them (orders), while the process is killed and started again
    const items = itemIds.map((id) => ({ id }));
    let stop = false;
    const burst = (async () => {
      for (let round = 0; !stop && round < 40; round += 1) {
        const step = round % 3;
        const route = step === 0 ? '/web/inventory/list' : step === 1 ? '/web/inventory/reprice' : '/web/inventory/unlist';
        const body = step === 2 ? { ids: itemIds } : { items: items.map((item) => ({ id: item.id, multiplier: step === 0 ? 1 : round % 2 === 0 ? 0.99 : 1 })) };
        await call(server, 'POST', route, { token: partnerToken, body }).catch(() => undefined);
      }
    })();
    // a buyer's checkouts of the partner's listings, each cancelled unpaid: orders of the partner (its seller)
    const orders = (async () => {
      for (let turn = 0; !stop && turn < 30; turn += 1) {
        const listed = await call(server, 'GET', '/web/inventory?tab=LISTED&limit=100', { token: partnerToken }).catch(() => undefined);
        const listing = (listed?.body.data as { list?: { listingId: string; price: number; reserved: boolean }[] } | undefined)?.list?.find(
          (item) => !item.reserved,
        );
        if (!listing) continue;
        const bought = await call(server, 'POST', '/web/order', {
          token: buyer.token,
          headers: { 'idempotency-key': randomBytes(12).toString('hex') },
          body: { listingIds: [listing.listingId], prices: [listing.price], payMethod: 'alipay', steamAccountId: buyer.accountId },
        }).catch(() => undefined);
        const orderNo = (bought?.body.data as { orders?: { orderNo: string }[] } | undefined)?.orders?.[0]?.orderNo;
        if (orderNo) await call(server, 'POST', `/web/order/${orderNo}/cancel`, { token: buyer.token, body: {} }).catch(() => undefined);
      }
    })();
    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      await restart();
    }
    stop = true;
    await burst;
    await orders;

    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const deliveries = async () =>
        (
          await database.query<{ event_id: string; status: string; attempts: number }>(
            'SELECT event_id::text, status::text, attempts FROM partner_callbacks WHERE app_id = $1',
            [appId],
          )
        ).rows;
      // no delivery left behind (an event a job wrote after the burst is delivered too, a moment later)
      const pending = async () => (await deliveries()).filter((row) => row.status !== 'DELIVERED');
      const settled = Date.now() + 240_000;
      while ((await pending()).length > 0 && Date.now() < settled) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await pending()).toEqual([]);

      // every event the log has for the app (the replay) was acknowledged once at least
      const replayed: Awaited<ReturnType<typeof signedGet>>['data']['list'] = [];
      let after: string | null = null;
      for (;;) {
        const page = await signedGet(appId, `/open/v1/events?limit=200${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        expect(page.code).toBe(0);
        replayed.push(...page.data.list);
        if (page.data.list.length < 200) break;
        after = page.data.next;
      }
      expect(replayed.length).toBeGreaterThan(itemIds.length * 3);
      const acknowledged = () => new Set(receipts.filter((receipt) => receipt.answered === 200).map((receipt) => receipt.eventId));
      await until(() => replayed.every((event) => acknowledged().has(event.eventId)), 60_000);

      // each aggregate's events numbered 1..n with no gap
      const seqsOf = new Map<string, number[]>();
      for (const event of replayed) {
        const aggregate = event.orderNo ?? event.data.listingId ?? '';
        seqsOf.set(`${event.type}:${aggregate}`, [...(seqsOf.get(`${event.type}:${aggregate}`) ?? []), event.seq]);
      }
      for (const [aggregate, seqs] of seqsOf)
        expect({ aggregate, seqs: [...seqs].sort((a, b) => a - b) }).toEqual({ aggregate, seqs: seqs.map((_, index) => index + 1) });

      // an event acknowledged twice was received more often than its attempts were recorded
      const attemptsOf = new Map((await deliveries()).map((row) => [row.event_id, row.attempts]));
      for (const eventId of acknowledged()) {
        const received = receipts.filter((receipt) => receipt.eventId === eventId);
        const acks = received.filter((receipt) => receipt.answered === 200).length;
        if (acks > 1) expect({ eventId, unrecorded: received.length > (attemptsOf.get(eventId) ?? 0) }).toEqual({ eventId, unrecorded: true });
      }
    } finally {
      await database.end();
    }
    expect(server.child.exitCode).toBeNull();
  }, 480_000);
});
