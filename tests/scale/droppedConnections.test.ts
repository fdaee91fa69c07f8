// A database that drops every connection of the app (a failover, a proxy restart): one API process
// (`npm start`'s entry) on PostgreSQL, a burst of purchases from many buyers at once, and every backend
// of the app terminated three times during it. The process keeps running and answering; every
// purchase either made its order once or was refused with an envelope, and its retry under the same
// Idempotency-Key answers the order it made (or makes it now), never a second one; no listing is in
// two live orders; the job workers resume by themselves. Needs TEST_DATABASE_URL (this test makes its
// own `<name>_faults` database beside it); `.ci/run` runs it in the scale project.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until.ts';
import { type ApiProcess, call, freePort, recreateDatabase, signIn, startApiProcess, stopApiProcess } from './apiProcesses.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const BUYERS = 10;
const TERMINATIONS = 3;

let server: ApiProcess;
let databaseUrl = '';
let admin: pg.Client;

type Buyer = { token: string; accountId: string };
type Attempt = { buyer: Buyer; listing: { listingId: string; price: number }; key: string; status: number; code: number; orderNo?: string };

/** Every backend of the app's database but this one: answers how many were terminated. */
async function terminateBackends(): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const { rows } = await admin.query<{ ok: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  return rows.filter((row) => row.ok).length;
}

async function boundUser(): Promise<Buyer> {
  const token = await signIn(server);
  const created = await call(server, 'POST', '/web/steam/simulated-account', { token, body: {} });
  expect(created.body.code).toBe(0);
  const { mafile, password } = created.body.data as { mafile: string; password: string };
  const bound = await call(server, 'POST', '/web/steam/accounts', { token, body: { mafile, password } });
  expect(bound.body.code).toBe(0);
  return { token, accountId: (bound.body.data as { account: { id: string } }).account.id };
}

const purchase = (buyer: Buyer, listing: Attempt['listing'], key: string) =>
  call(server, 'POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': key },
    body: { listingIds: [listing.listingId], prices: [listing.price], payMethod: 'alipay', steamAccountId: buyer.accountId },
  });

describe.skipIf(!baseUrl)('every connection of the app dropped during a purchase burst', () => {
  let seller: Buyer;
  let listings: Attempt['listing'][] = [];
  let buyers: Buyer[] = [];

  beforeAll(async () => {
    databaseUrl = await recreateDatabase(baseUrl!, 'faults');
    admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
    await admin.connect();
    server = await startApiProcess('faults', await freePort(), {
      NODE_ENV: 'development',
      COOKIE_SECRET: 'faults-test-cookie-secret-0123456789abcdef',
      ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      DATABASE_URL: databaseUrl,
    });
    // one seller's simulated inventory, every item with a reference price listed at it
    seller = await boundUser();
    await until(async () => (await call(server, 'GET', '/web/inventory/refresh', { token: seller.token })).body.data?.['status'] === 'SUCCEEDED', 60_000);
    const unlisted = await call(server, 'GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token });
    const listable = (unlisted.body.data as { list: { id: string; tradable: boolean; referencePrice: number | null }[] }).list.filter(
      (item) => item.tradable && item.referencePrice !== null,
    );
    const listed = await call(server, 'POST', '/web/inventory/list', {
      token: seller.token,
      body: { items: listable.map((item) => ({ id: item.id, multiplier: 1 })) },
    });
    expect(listed.body.code).toBe(0);
    const onSale = await call(server, 'GET', '/web/inventory?tab=LISTED&limit=100', { token: seller.token });
    listings = (onSale.body.data as { list: { listingId: string; price: number }[] }).list.map(({ listingId, price }) => ({ listingId, price }));
    expect(listings.length).toBeGreaterThanOrEqual(4);
    buyers = [];
    for (let index = 0; index < BUYERS; index += 1) buyers.push(await boundUser());
  }, 300_000);

  afterAll(async () => {
    await admin?.end();
    if (server) stopApiProcess(server);
  });

  it('keeps running and answering; each purchase makes its order once or is refused, and its retry answers that order', async () => {
    // every buyer tries three listings one after the other, all buyers at once: they contend for the same few listings
    const attempts: Attempt[] = [];
    const burst = Promise.all(
      buyers.map(async (buyer, index) => {
        for (let turn = 0; turn < 3; turn += 1) {
          const listing = listings[(index + turn * 3) % listings.length];
          const key = randomUUID();
          const reply = await purchase(buyer, listing, key).catch(() => ({ status: 0, body: { code: -1, msg: 'no answer', data: null as never } }));
          const orderNo = (reply.body.data as { orders?: { orderNo: string }[] } | null)?.orders?.[0]?.orderNo;
          attempts.push({ buyer, listing, key, status: reply.status, code: reply.body.code, orderNo });
        }
      }),
    );
    let terminated = 0;
    for (let round = 0; round < TERMINATIONS; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150 + round * 250));
      terminated += await terminateBackends();
    }
    await burst;
    expect(terminated).toBeGreaterThan(0);
    // a process that ended says why in its output
    expect({ exitCode: server.child.exitCode, output: server.child.exitCode === null ? '' : server.output().slice(-4000) }).toEqual({
      exitCode: null,
      output: '',
    });

    // every answer was an envelope: an order, or a refusal with a message (a dropped connection is a 500 with one)
    expect(attempts).toHaveLength(BUYERS * 3);
    for (const attempt of attempts) expect({ status: attempt.status, code: typeof attempt.code }).toMatchObject({ code: 'number' });
    expect(attempts.every((attempt) => attempt.status > 0)).toBe(true);

    // the same request again (its Idempotency-Key): the order it made, or the order made now, or the same refusal; never a second order
    const retried = await Promise.all(attempts.map((attempt) => purchase(attempt.buyer, attempt.listing, attempt.key)));
    for (const [index, reply] of retried.entries()) {
      const attempt = attempts[index];
      const orderNo = (reply.body.data as { orders?: { orderNo: string }[] } | null)?.orders?.[0]?.orderNo;
      if (attempt.orderNo) expect(orderNo).toBe(attempt.orderNo);
      expect(reply.status).toBeLessThan(500);
    }
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const doubled = await database.query(`SELECT listing_id FROM orders WHERE status IN (11, 21, 31, 41, 51) GROUP BY listing_id HAVING count(*) > 1`);
      expect(doubled.rows).toEqual([]);
      const { rows } = await database.query<{ orders: number }>('SELECT count(*)::int AS orders FROM orders');
      const answeredOrders = new Set(
        retried.flatMap((reply) => (reply.body.data as { orders?: { orderNo: string }[] } | null)?.orders?.map((order) => order.orderNo) ?? []),
      );
      expect(rows[0].orders).toBe(answeredOrders.size);
    } finally {
      await database.end();
    }

    // the job workers resumed by themselves: an inventory refresh (a job) runs to its end
    const asked = await call(server, 'POST', '/web/inventory/refresh', { token: seller.token, body: { accountId: seller.accountId } });
    expect(asked.body.code).toBe(0);
    await until(async () => (await call(server, 'GET', '/web/inventory/refresh', { token: seller.token })).body.data?.['status'] === 'SUCCEEDED', 60_000);
    expect((await call(server, 'GET', '/web/notice?limit=0')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 240_000);
});
