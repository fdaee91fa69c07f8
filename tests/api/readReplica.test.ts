// The read replica's routing, with a second database standing in for the replica: it holds other
// market figures than the primary, so each answer tells which database gave it. Public market reads
// go to the replica while its lag is under the maximum; over it, or with the replica unreachable, they
// go to the primary and no request fails; a viewer's own data and every write stay on the primary.
// (tests/scale/replica.test.ts runs a real streaming replica.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { type ReadReplica, useReplica } from '../../api/db/replica.ts';
import { onSaleTotals } from '../../api/modules/market/market.service.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase, useTestDatabase } from '../helpers/testDatabase.ts';

const HASH_NAME = 'AK-47 | Redline (Field-Tested)';
const REPLICA_NAME = 'AK-47 | Redline (on the replica)';
const OPS_TOKEN = randomBytes(32).toString('base64url');

let api: TestApp;
let replicaDatabase: Database;
let replica: ReadReplica | undefined;
let lag: number | Error = 0;

type MarketData = { list: { hashName: string; price: number; quantity: number }[]; total: number };

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
  replicaDatabase = await createTestDatabase({ catalogue: true });
  // the replica's figures: 7 on sale from 123.45, the item under another English name, a buy-order
  // book's figures and a collection's other name; the primary has nothing on sale and no buy order
  await replicaDatabase.prisma.$executeRaw`
    INSERT INTO market_stats (template_id, lowest_price_cents, quantity, last_listed_at)
    SELECT id, 12345, 7, now() FROM item_templates WHERE hash_name = ${HASH_NAME}`;
  await replicaDatabase.prisma.$executeRaw`UPDATE item_templates SET name_en = ${REPLICA_NAME}, name_zh = ${REPLICA_NAME} WHERE hash_name = ${HASH_NAME}`;
  await replicaDatabase.prisma.$executeRaw`
    INSERT INTO buy_order_stats (template_id, top_price_cents, quantity, orders)
    SELECT id, 4321, 3, 2 FROM item_templates WHERE hash_name = ${HASH_NAME}`;
  await replicaDatabase.prisma.$executeRaw`
    UPDATE collections SET name_en = 'Replica Collection' WHERE id = (SELECT collection_id FROM item_templates WHERE hash_name = ${HASH_NAME})`;
}, 120_000);

afterAll(async () => {
  replica?.stop();
  await api?.app.close();
  await replicaDatabase?.close();
});

async function routeToReplica(maxLagMs = 2000) {
  replica?.stop();
  replica = useReplica(replicaDatabase, {
    maxLagMs,
    intervalMs: 60_000,
    measureLag: async () => {
      if (lag instanceof Error) throw lag;
      return lag;
    },
  });
  await replica.check();
}

async function marketQuantity(): Promise<number> {
  const { status, body } = await api.rest<MarketData>(`/web/market?search=${encodeURIComponent(HASH_NAME)}`);
  expect(status).toBe(200);
  return body.data.list.find((item) => item.hashName === HASH_NAME)?.quantity ?? 0;
}

describe('public reads', () => {
  it('are answered by the primary without a replica', async () => {
    expect(await marketQuantity()).toBe(0);
    expect(await onSaleTotals()).toEqual({ items: 0, listings: 0 });
  });

  it('are answered by the replica while its lag is under the maximum', async () => {
    lag = 150;
    await routeToReplica();
    expect(replica?.usable()).toBe(true);
    expect(await marketQuantity()).toBe(7);
    expect(await onSaleTotals()).toEqual({ items: 1, listings: 7 });
    const market = await api.graphql<{ market: { edges: { node: { hashName: string } }[] } }>(
      `{ market(filter: { search: ${JSON.stringify(HASH_NAME)} }, first: 5) { edges { node { hashName } } } }`,
    );
    expect(market.errors).toBeUndefined();
    expect(market.data?.market.edges.map((edge) => edge.node.hashName)).toEqual([HASH_NAME]);
  });

  it('go to the primary once the lag is over the maximum, and back when it is under again', async () => {
    lag = 2500;
    await replica?.check();
    expect(replica?.usable()).toBe(false);
    expect(await marketQuantity()).toBe(0);
    lag = 10;
    await replica?.check();
    expect(await marketQuantity()).toBe(7);
  });

  it('go to the primary when the replica cannot be reached, with no failed request', async () => {
    lag = new Error('connection refused');
    await replica?.check();
    expect(await marketQuantity()).toBe(0);
  });

  it('are answered by the primary when a replica read fails, and the replica is left until its next check', async () => {
    lag = 0;
    const standIn = await createTestDatabase({ catalogue: true });
    replica?.stop();
    const reachable = async () => {
      await standIn.prisma.$queryRawUnsafe('SELECT 1');
      return 0;
    };
    replica = useReplica(standIn, { maxLagMs: 2000, intervalMs: 60_000, measureLag: reachable });
    await replica.check();
    await standIn.close(); // the replica stops between its check and the read
    expect(await marketQuantity()).toBe(0);
    await replica.check();
    expect(replica.usable()).toBe(false);
    await routeToReplica();
  });
});

type ItemPage = {
  marketItem: { name: { en: string }; buyOrderBook: { topPrice: number | null; orders: number } } | null;
  catalogTags: { collections: { label: { en: string } }[] };
};
const ITEM_PAGE = `query ($hashName: String!) {
  marketItem(hashName: $hashName) { name { en } buyOrderBook { topPrice orders } }
  catalogTags { collections { label { en } } }
}`;

describe('the item page, the buy-order book and the catalogue tags', () => {
  it('are read on the replica while it is usable, on the primary otherwise', async () => {
    lag = 0;
    await routeToReplica();
    const onReplica = await api.graphql<ItemPage>(ITEM_PAGE, { hashName: HASH_NAME });
    expect(onReplica.errors).toBeUndefined();
    expect(onReplica.data?.marketItem).toMatchObject({ name: { en: REPLICA_NAME }, buyOrderBook: { topPrice: 4321, orders: 2 } });
    expect(onReplica.data?.catalogTags.collections.map((tag) => tag.label.en)).toContain('Replica Collection');
    const goods = await api.rest<{ item: object }>(`/web/goods?hashName=${encodeURIComponent(HASH_NAME)}`);
    expect(goods.status).toBe(200);
    expect(JSON.stringify(goods.body.data.item)).toContain(REPLICA_NAME);
    const book = await api.rest<{ topPrice: number | null; orders: number }>(`/web/goods/buyOrders?hashName=${encodeURIComponent(HASH_NAME)}`);
    expect(book.status).toBe(200);
    expect(book.body.data).toMatchObject({ topPrice: 4321, orders: 2 });

    lag = 5000;
    await replica?.check();
    const onPrimary = await api.graphql<ItemPage>(ITEM_PAGE, { hashName: HASH_NAME });
    expect(onPrimary.errors).toBeUndefined();
    expect(onPrimary.data?.marketItem).toMatchObject({ buyOrderBook: { topPrice: null, orders: 0 } });
    expect(onPrimary.data?.marketItem?.name.en).not.toBe(REPLICA_NAME);
    expect(onPrimary.data?.catalogTags.collections.map((tag) => tag.label.en)).not.toContain('Replica Collection');
  });
});

describe('the replica lag metric', () => {
  const scrapeLag = async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(reply.statusCode).toBe(200);
    return reply.body.split('\n').find((line) => line.startsWith('market_db_replica_lag_seconds '));
  };

  it('reads the last lag measured, NaN when the check failed, and is absent without a replica', async () => {
    lag = 250;
    await routeToReplica();
    expect(await scrapeLag()).toBe('market_db_replica_lag_seconds 0.25');
    lag = new Error('connection refused');
    await replica?.check();
    expect(await scrapeLag()).toBe('market_db_replica_lag_seconds Nan');
    replica?.stop();
    expect(await scrapeLag()).toBeUndefined();
    lag = 0;
    await routeToReplica();
  });
});

describe('a viewer’s own data and writes', () => {
  it('stay on the primary while the replica serves public reads', async () => {
    lag = 0;
    await routeToReplica();
    const user = await api.signIn();
    expect(await db().user.count({ where: { id: user.userId } })).toBe(1);
    expect(await replicaDatabase.prisma.user.count({ where: { id: user.userId } })).toBe(0);
    const me = await api.call('GET', '/web/user', { token: user.token });
    expect(me.status).toBe(200);
    expect(await marketQuantity()).toBe(7);
  });
});
