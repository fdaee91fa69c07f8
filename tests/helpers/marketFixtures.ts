import { db } from '../../api/db/client.ts';
import { createListing, markListingSold } from './listings.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';

/** Listings the market tests reason about exactly (prices in cents). */
export const FIXTURE_LISTINGS: { hashName: string; prices: number[]; sold?: number[]; robot?: boolean }[] = [
  { hashName: 'AK-47 | Redline (Field-Tested)', prices: [12_000, 8_500, 9_050], sold: [8_800, 9_100, 9_300], robot: true },
  { hashName: 'StatTrak™ AK-47 | Redline (Minimal Wear)', prices: [30_000], sold: [29_000] },
  { hashName: 'AWP | Asiimov (Field-Tested)', prices: [65_000, 50_000], sold: [51_000, 52_000, 49_000, 50_500] },
  { hashName: '★ Karambit | Fade (Factory New)', prices: [1_200_000] },
  { hashName: 'Kilowatt Case', prices: [888, 900, 905, 1_000, 999], sold: [870], robot: true },
  { hashName: 'Sticker | Crown (Foil)', prices: [250_000] },
  { hashName: 'Souvenir AWP | Dragon Lore (Factory New)', prices: [99_999_999] },
];

export const SELLERS = {
  robot: '00000000-0000-4000-8000-00000000a001',
  person: '00000000-0000-4000-8000-00000000a002',
};

/** Imports the real catalogue and lists the fixture items, plus one cheap listing on each of `bulkItems` pistols. */
export async function seedMarketFixtures(options: { bulkItems?: number } = {}) {
  await importCatalog(db());
  await db().user.createMany({
    data: [
      { id: SELLERS.robot, nickname: '自动发货小铺', isRobot: true },
      { id: SELLERS.person, nickname: '玩家卖家' },
    ],
    skipDuplicates: true,
  });
  const templates = await db().itemTemplate.findMany({
    where: { hashName: { in: FIXTURE_LISTINGS.map((fixture) => fixture.hashName) } },
    select: { id: true, hashName: true, minFloat: true, maxFloat: true },
  });
  const byHashName = new Map(templates.map((template) => [template.hashName, template]));
  for (const fixture of FIXTURE_LISTINGS) {
    const template = byHashName.get(fixture.hashName);
    if (!template) throw new Error(`fixture item missing from the catalogue: ${fixture.hashName}`);
    const sellerId = fixture.robot ? SELLERS.robot : SELLERS.person;
    const floatValue = template.minFloat === null ? null : template.minFloat + 0.01;
    for (const [index, priceCents] of fixture.prices.entries()) {
      await createListing({
        templateId: template.id,
        sellerId,
        priceCents,
        floatValue,
        paintSeed: floatValue === null ? null : 100 + index,
        autoDelivery: Boolean(fixture.robot),
        stickers:
          index === 0 && floatValue !== null
            ? [{ hashName: 'Sticker | Crown (Foil)', nameEn: 'Sticker | Crown (Foil)', nameZh: '印花 | 皇冠（闪亮）', slot: 0, wear: 0.1, iconUrl: null }]
            : [],
      });
    }
    for (const priceCents of fixture.sold ?? []) {
      const listing = await createListing({ templateId: template.id, sellerId, priceCents, floatValue });
      await markListingSold(listing.id);
    }
  }
  if (options.bulkItems) {
    const pistols = await db().itemTemplate.findMany({
      where: { tagType: 'pistol', quality: 'normal' },
      orderBy: { id: 'asc' },
      take: options.bulkItems,
      select: { id: true, minFloat: true },
    });
    await db().listing.createMany({
      data: pistols.map((pistol, index) => ({
        templateId: pistol.id,
        sellerId: SELLERS.person,
        priceCents: 100 + index,
        floatValue: pistol.minFloat,
      })),
    });
    await refreshMarketStats(
      db(),
      pistols.map((pistol) => pistol.id),
    );
  }
}

export type MarketSortName = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST';

/**
 * Gives the first `count` bulk pistols (the cheapest items, 1.00, 1.01, ... yuan) a second listing at
 * 1.05 yuan, so that the price sorts meet a run of items of one price (1.05) and the default sort
 * quantities of 2 among many of 1, ties the orders must break by id.
 */
export async function addMarketTies(count = 10) {
  const pistols = await db().itemTemplate.findMany({
    where: { tagType: 'pistol', quality: 'normal' },
    orderBy: { id: 'asc' },
    take: count,
    select: { id: true, minFloat: true },
  });
  for (const pistol of pistols) await createListing({ templateId: pistol.id, sellerId: SELLERS.robot, priceCents: 105, floatValue: pistol.minFloat });
}

/**
 * The hash names of every item on the market in a sort, as the market must order them, worked out
 * here from the market figures: the sort's keys, then the id (ascending for PRICE_ASC, descending
 * for the others).
 */
export async function expectedMarketOrder(sort: MarketSortName): Promise<string[]> {
  const rows = await db().marketStats.findMany({
    where: { quantity: { gt: 0 } },
    select: { templateId: true, lowestPriceCents: true, quantity: true, salesCount: true, lastListedAt: true, template: { select: { hashName: true } } },
  });
  const keys = (row: (typeof rows)[number]): number[] => {
    switch (sort) {
      case 'DEFAULT':
        return [-row.salesCount, -row.quantity, -row.templateId];
      case 'PRICE_ASC':
        return [row.lowestPriceCents!, row.templateId];
      case 'PRICE_DESC':
        return [-row.lowestPriceCents!, -row.templateId];
      case 'NEWEST':
        return [-row.lastListedAt!.getTime(), -row.templateId];
    }
  };
  const compare = (a: number[], b: number[]) => a.map((value, index) => value - b[index]).find((difference) => difference !== 0) ?? 0;
  return rows.sort((a, b) => compare(keys(a), keys(b))).map((row) => row.template.hashName);
}
