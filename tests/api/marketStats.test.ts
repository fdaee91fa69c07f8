import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { createListing, delistListing, ListingUnavailableError, markListingSold } from '../helpers/listings.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { SELLERS, seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let templateId: number;

useTestDatabase({ catalogue: true });
beforeAll(async () => {
  await seedMarketFixtures();
  templateId = (await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'M4A4 | Howl (Field-Tested)' } })).id;
});

const stats = () => db().marketStats.findUnique({ where: { templateId } });

/** What the figures must be, computed from scratch. */
async function recomputed() {
  const [row] = await db().$queryRaw<{ lowest: number | null; quantity: number; auto: number; sold: number }[]>`
    SELECT min(price_cents) FILTER (WHERE status = 'ON_SALE') AS lowest,
           count(*) FILTER (WHERE status = 'ON_SALE')::int AS quantity,
           count(*) FILTER (WHERE status = 'ON_SALE' AND auto_delivery)::int AS auto,
           count(*) FILTER (WHERE status = 'SOLD')::int AS sold
    FROM listings WHERE template_id = ${templateId}`;
  return { lowestPriceCents: row.lowest, quantity: row.quantity, autoDeliveryQuantity: row.auto, salesCount: row.sold };
}

describe('market statistics', () => {
  it('follow every listing change in the same transaction', async () => {
    const cheap = await createListing({ templateId, sellerId: SELLERS.person, priceCents: 1_500_000 });
    const dear = await createListing({ templateId, sellerId: SELLERS.robot, priceCents: 1_800_000, autoDelivery: true });
    expect(await stats()).toMatchObject({ lowestPriceCents: 1_500_000, quantity: 2, autoDeliveryQuantity: 1, salesCount: 0 });

    await markListingSold(cheap.id);
    expect(await stats()).toMatchObject({ lowestPriceCents: 1_800_000, quantity: 1, salesCount: 1 });

    await delistListing(dear.id, SELLERS.robot);
    expect(await stats()).toMatchObject({ lowestPriceCents: null, quantity: 0, autoDeliveryQuantity: 0, salesCount: 1 });
    expect(await stats()).toMatchObject(await recomputed());
  });

  it('refuses to close a listing twice or to let another seller unlist it', async () => {
    const listing = await createListing({ templateId, sellerId: SELLERS.person, priceCents: 1_600_000 });
    await expect(delistListing(listing.id, SELLERS.robot)).rejects.toBeInstanceOf(ListingUnavailableError);
    await markListingSold(listing.id);
    await expect(markListingSold(listing.id)).rejects.toBeInstanceOf(ListingUnavailableError);
    await expect(delistListing(listing.id, SELLERS.person)).rejects.toBeInstanceOf(ListingUnavailableError);
    expect(await stats()).toMatchObject(await recomputed());
  });

  it('lets exactly one of an unlisting and purchases racing on one listing win', async () => {
    const listings = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createListing({ templateId, sellerId: SELLERS.person, priceCents: 1_700_000 + index })),
    );
    const outcomes = await Promise.all(
      listings.flatMap((listing) => [
        delistListing(listing.id, SELLERS.person).then(
          () => 'delisted',
          (error) => error,
        ),
        markListingSold(listing.id).then(
          () => 'sold',
          (error) => error,
        ),
        markListingSold(listing.id).then(
          () => 'sold',
          (error) => error,
        ),
      ]),
    );
    for (let index = 0; index < listings.length; index += 1) {
      const trio = outcomes.slice(index * 3, index * 3 + 3);
      expect(trio.filter((outcome) => typeof outcome === 'string')).toHaveLength(1);
      expect(trio.filter((outcome) => outcome instanceof ListingUnavailableError)).toHaveLength(2);
    }
    const statuses = await db().listing.groupBy({ by: ['status'], where: { id: { in: listings.map((listing) => listing.id) } }, _count: true });
    expect(statuses.reduce((sum, group) => sum + group._count, 0)).toBe(10);
    expect(statuses.find((group) => group.status === 'ON_SALE')).toBeUndefined();
    expect(await stats()).toMatchObject(await recomputed());
  });

  // PostgreSQL's lock table holds max_locks_per_transaction (64 by default) entries per connection:
  // one lock per item ran out of shared memory at a few thousand items.
  it.runIf(onPostgres)('refreshes the figures of every catalogue item in one transaction', async () => {
    const ids = (await db().itemTemplate.findMany({ select: { id: true } })).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(30_000);
    const locks = await db().$transaction(
      async (tx) => {
        await refreshMarketStats(tx, ids);
        const [row] = await tx.$queryRaw<{ held: number; perObject: number; room: number }[]>`
          SELECT count(*)::int AS held, count(*) FILTER (WHERE locktype NOT IN ('relation', 'virtualxid', 'transactionid'))::int AS "perObject",
                 current_setting('max_locks_per_transaction')::int AS room
          FROM pg_locks WHERE pid = pg_backend_pid()`;
        return row;
      },
      { timeout: 60_000 },
    );
    // only the tables' and indexes' own locks, no lock-table entry per item
    expect(locks.perObject).toBe(0);
    expect(locks.held).toBeLessThan(locks.room);
    expect(await db().marketStats.count()).toBe(ids.length);
    expect(await stats()).toMatchObject(await recomputed());
  });

  it.runIf(onPostgres)('serialises two refreshes of one item: the later one counts the listing the earlier one committed', async () => {
    await refreshMarketStats(db(), [templateId]);
    const before = await recomputed();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // the first transaction stops where a refresh has locked the item's figures but not yet recounted
    const first = db().$transaction(async (tx) => {
      await tx.listing.create({ data: { templateId, sellerId: SELLERS.person, priceCents: 1_400_000 } });
      await tx.$executeRaw`SELECT 1 FROM market_stats WHERE template_id = ${templateId} FOR UPDATE`;
      locked();
      await held;
      await refreshMarketStats(tx, [templateId]);
    });
    await firstLocked;
    // the second refresh must wait for the first to commit, then count its listing too
    const second = createListing({ templateId, sellerId: SELLERS.robot, priceCents: 1_450_000, autoDelivery: true });
    await waitForLockWait();
    release();
    await Promise.all([first, second]);
    expect(await stats()).toMatchObject({ ...(await recomputed()), lowestPriceCents: 1_400_000, quantity: before.quantity + 2 });
  });
});

/** Waits until some session of this database waits on a lock (the second refresh behind the first). */
async function waitForLockWait() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await db().$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (row.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the second refresh never waited for the first');
}
