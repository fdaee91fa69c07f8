import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, useDatabase } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { createListing, delistListing, ListingUnavailableError, markListingSold } from '../../api/modules/market/listing.service.ts';
import { SELLERS, seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let templateId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  await seedMarketFixtures();
  templateId = (await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'M4A4 | Howl (Field-Tested)' } })).id;
});

afterAll(() => database?.close());

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
        delistListing(listing.id, SELLERS.person).then(() => 'delisted', (error) => error),
        markListingSold(listing.id).then(() => 'sold', (error) => error),
        markListingSold(listing.id).then(() => 'sold', (error) => error),
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
});
