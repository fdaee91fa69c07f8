// The read replica's routing, with a second database standing in for the replica: it holds other
// market figures than the primary, so each answer tells which database gave it. Public market reads
// go to the replica while its lag is under the maximum; over it, or with the replica unreachable, they
// go to the primary and no request fails; a viewer's own data and every write stay on the primary.
// (tests/scale/replica.test.ts runs a real streaming replica.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { type ReadReplica, useReplica } from '../../api/db/replica.ts';
import { onSaleTotals } from '../../api/modules/market/market.service.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase, useTestDatabase } from '../helpers/testDatabase.ts';

const HASH_NAME = 'AK-47 | Redline (Field-Tested)';

let api: TestApp;
let replicaDatabase: Database;
let replica: ReadReplica | undefined;
let lag: number | Error = 0;

type MarketData = { list: { hashName: string; price: number; quantity: number }[]; total: number };

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  api = await createTestApp(testDatabase());
  replicaDatabase = await createTestDatabase({ catalogue: true });
  // the replica's figures: 7 on sale from 123.45; the primary has nothing on sale
  await replicaDatabase.prisma.$executeRaw`
    INSERT INTO market_stats (template_id, lowest_price_cents, quantity, last_listed_at)
    SELECT id, 12345, 7, now() FROM item_templates WHERE hash_name = ${HASH_NAME}`;
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
