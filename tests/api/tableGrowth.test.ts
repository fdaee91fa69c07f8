// How much the tables that grow grow per order (docs/operations.md "Tables that grow"): a partner buys
// ORDERS listings one at a time over signed REST and drives each order to its end through the sandbox
// (delivered, then the protection over: settled), and the callback dispatcher turns the events into
// deliveries; then users sign in by SMS. The rows each table gained are counted and printed per 1,000
// orders and sign-ins; the figures in operations.md are this test's. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { sellerWithListings } from '../helpers/orders.ts';
import { buyingPartner, signed, usePartnerTestApp } from '../helpers/partners.ts';
import type { TestApp } from '../helpers/testApp.ts';

const ORDERS = 10;
const TABLES = ['events', 'partner_callbacks', 'partner_nonces', 'idempotency_keys', 'sessions', 'sms_codes'] as const;
const suite = usePartnerTestApp();
const OPS_TOKEN = suite.opsToken;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=424242424&token=Cust0mer_T';
let api: TestApp;

beforeAll(() => {
  api = suite.api;
});

async function rows(): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = await Promise.all(TABLES.map(async (table) => (await db().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`))[0].n));
  return Object.fromEntries(TABLES.map((table, index) => [table, counts[index]])) as Record<(typeof TABLES)[number], number>;
}

describe('table growth', () => {
  it('counts the rows one partner order makes, from purchase to settlement', async () => {
    const buyer = await buyingPartner(api, {
      opsToken: OPS_TOKEN,
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      depositCents: 100_000_000,
    });
    const { listings } = await sellerWithListings(api, ORDERS);
    const call = (method: 'POST' | 'GET', target: string, body?: object) => signed(api, { method, target, body, appId: buyer.appId, key: privateKey });
    await api.app.services.partnerCallbacks.dispatch();
    const before = await rows();

    for (const [index, listing] of listings.entries()) {
      const bought = await call('POST', '/open/v1/orders', {
        merchantOrderNo: `G-${index}`,
        listingIds: [listing.id],
        prices: [listing.priceCents],
        tradeUrl: TRADE_URL,
      });
      expect(bought.body.code).toBe(0);
      const orderNo = bought.body.data.orders[0].orderNo;
      // the whole answer, so that a refusal shows its message
      expect((await call('POST', `/open/v1/sandbox/orders/${orderNo}`, { action: 'deliver' })).body).toMatchObject({ code: 0, data: { status: 51 } });
      expect((await call('POST', `/open/v1/sandbox/orders/${orderNo}`, { action: 'timeout' })).body).toMatchObject({
        code: 0,
        data: { statusDes: 'TRADE_SUCCESSFUL' },
      });
    }
    await api.app.services.partnerCallbacks.dispatch();

    const after = await rows();
    const perThousand = Object.fromEntries(TABLES.map((table) => [table, ((after[table] - before[table]) * 1_000) / ORDERS]));
    console.log(`rows per 1,000 partner orders (${ORDERS} measured):`, perThousand);
    const sizes = await db().$queryRawUnsafe<{ events: number; callbacks: number }[]>(
      'SELECT (SELECT avg(pg_column_size(e.*))::int FROM events e) AS events, (SELECT avg(pg_column_size(c.*))::int FROM partner_callbacks c) AS callbacks',
    );
    console.log('average row bytes (without indexes):', sizes[0]);
    // every order writes events, and each of them the partner receives becomes a delivery; each signed request one nonce, each purchase one key
    expect(perThousand.events).toBeGreaterThan(0);
    expect(perThousand.partner_callbacks).toBeGreaterThan(0);
    expect(perThousand.partner_nonces).toBe(3_000);
    expect(perThousand.idempotency_keys).toBeGreaterThanOrEqual(1_000);
  });

  it('counts the rows one sign-in by SMS makes', async () => {
    const before = await rows();
    for (let index = 0; index < ORDERS; index += 1) await api.signIn();
    const after = await rows();
    const perThousand = Object.fromEntries(TABLES.map((table) => [table, ((after[table] - before[table]) * 1_000) / ORDERS]));
    console.log(`rows per 1,000 sign-ins (${ORDERS} measured):`, perThousand);
    expect(perThousand.sessions).toBe(1_000);
    expect(perThousand.sms_codes).toBe(1_000);
  });
});
