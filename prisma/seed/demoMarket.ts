// The demo market: robot shops and a few players selling a long tail of items, plus a month of
// sales, so that every page of the site (lists, filters, low stock, trends) has real rows to show.
// Everything is drawn from PRNGs seeded by item names, and every id is name-based, so the market is
// the same on every machine; only the timestamps follow the clock of the first start.
import type { Prisma, PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { MAX_PRICE_CENTS } from '../../lib/money.ts';
import type { SecretBox } from '../../api/security/encryption.ts';
import { recordPastListings } from '../../api/modules/listing/listing.service.ts';
import { insertListingAssets, prepareDemoSellerAccounts } from './demoSellerSteam.ts';
import { DEMO_SELLERS, type ListingSticker } from './demoSellers.ts';
import { lockSeed } from './importCatalog.ts';

export { DEMO_SELLERS, type DemoSeller, type ListingSticker } from './demoSellers.ts';
import { type Random, createRandom, nameBasedUuid } from './random.ts';

type Sql = Prisma.TransactionClient;

/** Float bands of the exteriors, as the catalogue defines them; Battle-Scarred includes 1. */
export const EXTERIOR_FLOAT_BANDS: Record<string, readonly [low: number, high: number]> = {
  factory_new: [0, 0.07],
  minimal_wear: [0.07, 0.15],
  field_tested: [0.15, 0.38],
  well_worn: [0.38, 0.45],
  battle_scarred: [0.45, 1],
};

/** Finishes and cases that trade most on a real market; each gets dozens to hundreds of listings. */
const POPULAR_FINISHES = new Map<string, number>([
  ['AK-47 | Redline', 1.6],
  ['AWP | Asiimov', 1.5],
  ['AK-47 | Vulcan', 1],
  ['AK-47 | Asiimov', 1],
  ['AK-47 | Case Hardened', 0.8],
  ['AK-47 | Neon Rider', 0.8],
  ['AK-47 | Bloodsport', 0.8],
  ['M4A1-S | Printstream', 1.1],
  ['M4A4 | Asiimov', 0.9],
  ['AWP | Hyper Beast', 0.9],
  ['AWP | Neo-Noir', 0.8],
  ['AWP | Dragon Lore', 0.3],
  ['Desert Eagle | Blaze', 1],
  ['Desert Eagle | Printstream', 0.9],
  ['USP-S | Kill Confirmed', 0.9],
  ['Glock-18 | Fade', 0.8],
  ['Karambit | Fade', 0.7],
  ['Karambit | Doppler', 0.8],
  ['Butterfly Knife | Doppler', 0.7],
  ['Butterfly Knife | Fade', 0.6],
  ['M9 Bayonet | Marble Fade', 0.7],
  ['Bayonet | Tiger Tooth', 0.6],
  ['Talon Knife | Fade', 0.5],
  ['Sport Gloves | Vice', 0.6],
  ['Specialist Gloves | Crimson Kimono', 0.5],
]);
const POPULAR_CASES = new Set([
  'Kilowatt Case',
  'Revolution Case',
  'Recoil Case',
  'Dreams & Nightmares Case',
  'Fracture Case',
  'Snakebite Case',
  'Clutch Case',
  'Prisma 2 Case',
  'Gallery Case',
  'Fever Case',
  'Chroma 3 Case',
  'Operation Breakout Weapon Case',
]);

const EXTERIOR_POPULARITY: Record<string, number> = {
  factory_new: 0.8,
  minimal_wear: 1,
  field_tested: 1.2,
  well_worn: 0.5,
  battle_scarred: 0.6,
};
const QUALITY_POPULARITY: Record<string, number> = { stattrak: 0.45, star_stattrak: 0.4, souvenir: 0.3 };

const WEAPON_TYPES = new Set(['rifle', 'pistol', 'smg', 'shotgun', 'machinegun']);

/** How many items of each kind get listings beside the popular ones. */
const TAIL_QUOTAS: Record<string, number> = {
  weapon: 2_100,
  knife: 380,
  gloves: 130,
  sticker: 550,
  case: 150,
  charm: 160,
  graffiti: 120,
  music_kit: 60,
  patch: 50,
  agent: 45,
  other: 60,
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ON_SALE_WINDOW_DAYS = 14;
const SALES_WINDOW_DAYS = 30;
const ROBOT_SHARE = 0.7;

type MarketTemplate = {
  id: number;
  hashName: string;
  catalogId: string;
  nameEn: string;
  nameZh: string;
  tagType: string;
  subType: string | null;
  quality: string;
  exterior: string | null;
  minFloat: number | null;
  maxFloat: number | null;
  referencePriceCents: number;
  iconUrl: string | null;
};

type ItemPlan = { template: MarketTemplate; onSale: number; sold: number };

type ListingRow = [
  id: string,
  templateId: number,
  sellerId: string,
  priceCents: number,
  floatValue: number | null,
  paintSeed: number | null,
  stickers: ListingSticker[],
  autoDelivery: boolean,
  status: 'ON_SALE' | 'SOLD',
  createdAt: string,
  updatedAt: string,
  soldAt: string | null,
  inventoryItemId: string | null,
];

export type DemoMarketResult = { created: boolean; sellers: number; onSale: number; sold: number; items: number };

/** "★ StatTrak™ Karambit | Fade (Factory New)" -> "Karambit | Fade". */
function finishOf(hashName: string): string {
  return hashName.replace(/^(★ )?(StatTrak™ |Souvenir )?/, '').replace(/ \((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/, '');
}

function tailGroupOf(template: MarketTemplate): string {
  if (WEAPON_TYPES.has(template.tagType) || template.subType === 'zeus_x27') return 'weapon';
  if (template.tagType === 'knife' || template.tagType === 'gloves' || template.tagType === 'sticker') return template.tagType;
  if (template.tagType === 'agent') return 'agent';
  const subType = template.subType ?? 'other';
  return subType in TAIL_QUOTAS ? subType : 'other';
}

/** Long tail: most items have one to three listings, a few have dozens. */
function tailListingCount(random: Random): number {
  const draw = random.next();
  if (draw < 0.42) return 1;
  if (draw < 0.62) return 2;
  if (draw < 0.74) return 3;
  if (draw < 0.9) return random.integer(4, 10);
  if (draw < 0.98) return random.integer(11, 30);
  return random.integer(31, 60);
}

function planMarket(templates: MarketTemplate[]): ItemPlan[] {
  const plans: ItemPlan[] = [];
  const tailCandidates = new Map<string, MarketTemplate[]>();
  for (const template of templates) {
    const random = createRandom(`demo-plan:${template.hashName}`);
    const finishWeight = POPULAR_FINISHES.get(finishOf(template.hashName));
    if (finishWeight !== undefined) {
      const weight = finishWeight * (EXTERIOR_POPULARITY[template.exterior ?? ''] ?? 1) * (QUALITY_POPULARITY[template.quality] ?? 1);
      const onSale = Math.max(8, Math.round(random.between(30, 95) * weight));
      plans.push({ template, onSale, sold: Math.round(onSale * random.between(0.45, 0.9)) });
    } else if (POPULAR_CASES.has(template.hashName)) {
      const onSale = random.integer(120, 320);
      plans.push({ template, onSale, sold: Math.round(onSale * random.between(0.45, 0.9)) });
    } else {
      const group = tailGroupOf(template);
      const candidates = tailCandidates.get(group) ?? [];
      candidates.push(template);
      tailCandidates.set(group, candidates);
    }
  }
  const selection = createRandom('demo-market:tail');
  for (const [group, quota] of Object.entries(TAIL_QUOTAS)) {
    for (const template of selection.shuffled(tailCandidates.get(group) ?? []).slice(0, quota)) {
      const random = createRandom(`demo-plan:${template.hashName}`);
      const onSale = tailListingCount(random);
      const sold = random.chance(0.3) ? random.integer(1, Math.ceil(onSale * 0.5)) : 0;
      plans.push({ template, onSale, sold });
    }
  }
  return plans;
}

function clampPrice(cents: number): number {
  return Math.min(MAX_PRICE_CENTS, Math.max(1, Math.round(cents)));
}

/** A float inside both the item's range and its exterior's band: [max(lows), min(highs)). */
function drawFloat(template: MarketTemplate, random: Random): number | null {
  const band = template.exterior ? EXTERIOR_FLOAT_BANDS[template.exterior] : undefined;
  if (template.minFloat === null || template.maxFloat === null || !band) return null;
  const low = Math.max(template.minFloat, band[0]);
  const high = Math.min(template.maxFloat, band[1]);
  const value = low + random.next() * (high - low);
  return value < high ? value : low;
}

function drawStickers(template: MarketTemplate, stickers: MarketTemplate[], random: Random): ListingSticker[] {
  if (!WEAPON_TYPES.has(template.tagType) || stickers.length === 0 || !random.chance(0.3)) return [];
  const slots = random
    .shuffled([0, 1, 2, 3])
    .slice(0, random.integer(1, 4))
    .sort((left, right) => left - right);
  return slots.map((slot) => {
    const sticker = random.pick(stickers);
    return {
      hashName: sticker.hashName,
      nameEn: sticker.nameEn,
      nameZh: sticker.nameZh,
      slot,
      wear: random.chance(0.6) ? null : Math.round(random.next() * 1000) / 1000,
      iconUrl: sticker.iconUrl,
    };
  });
}

function buildListings(plans: ItemPlan[], stickers: MarketTemplate[], now: number): ListingRow[] {
  const robots = DEMO_SELLERS.filter((seller) => seller.isRobot);
  const players = DEMO_SELLERS.filter((seller) => !seller.isRobot);
  const rows: ListingRow[] = [];
  for (const { template, onSale, sold } of plans) {
    const random = createRandom(`demo-listings:${template.hashName}`);
    // Each item's price drifts over the sales window (age 1 = its start, 0 = now), so its sales draw
    // a trend line rather than noise.
    const monthlyDrift = random.between(-0.15, 0.2);
    const listing = (index: number, status: 'ON_SALE' | 'SOLD'): ListingRow => {
      const seller = random.chance(ROBOT_SHARE) ? random.pick(robots) : random.pick(players);
      const floatValue = drawFloat(template, random);
      const paintSeed = floatValue === null ? null : random.integer(0, 1000);
      const listingStickers = drawStickers(template, stickers, random);
      let priceCents: number;
      let createdAt: number;
      let soldAt: number | null = null;
      if (status === 'ON_SALE') {
        priceCents = clampPrice(template.referencePriceCents * (0.9 + 0.5 * random.next() ** 1.7));
        createdAt = now - random.next() * ON_SALE_WINDOW_DAYS * DAY_MS;
      } else {
        const age = random.next();
        soldAt = now - age * SALES_WINDOW_DAYS * DAY_MS;
        createdAt = soldAt - random.between(0.1, 72) * HOUR_MS;
        priceCents = clampPrice(template.referencePriceCents * (1 - monthlyDrift * age) * random.between(0.92, 1.1));
      }
      const createdIso = new Date(Math.floor(createdAt)).toISOString();
      const soldIso = soldAt === null ? null : new Date(Math.floor(soldAt)).toISOString();
      return [
        nameBasedUuid(`demo-listing:${template.hashName}:${status}:${index}`),
        template.id,
        seller.id,
        priceCents,
        floatValue,
        paintSeed,
        listingStickers,
        seller.isRobot,
        status,
        createdIso,
        soldIso ?? createdIso,
        soldIso,
        null,
      ];
    };
    for (let index = 0; index < onSale; index++) rows.push(listing(index, 'ON_SALE'));
    for (let index = 0; index < sold; index++) rows.push(listing(index, 'SOLD'));
  }
  return rows;
}

/** Puts each listing on sale into its seller's simulated inventory and links the listing to the asset. */
async function backListingsOnSale(sql: Sql, listings: ListingRow[], templates: MarketTemplate[]): Promise<void> {
  const templateById = new Map(templates.map((template) => [template.id, template]));
  const sellerById = new Map(DEMO_SELLERS.map((seller) => [seller.id, seller]));
  const onSale = listings.filter((row) => row[8] === 'ON_SALE');
  const itemIds = await insertListingAssets(
    sql,
    onSale.map(([id, templateId, sellerId, , floatValue, paintSeed, stickers, , , createdAt]) => {
      const template = templateById.get(templateId)!;
      return {
        id,
        seller: sellerById.get(sellerId)!,
        templateId,
        hashName: template.hashName,
        catalogId: template.catalogId,
        floatValue,
        paintSeed,
        stickers,
        createdAt,
      };
    }),
  );
  onSale.forEach((row, index) => {
    row[12] = itemIds[index];
  });
}

/** Rebuilds market_stats for every item that has listings, with the market service's own statement. */
export async function recomputeMarketStats(sql: Sql | PrismaClient): Promise<number> {
  const listed = await sql.$queryRaw<{ id: number }[]>`SELECT DISTINCT template_id AS id FROM listings`;
  await refreshMarketStats(
    sql,
    listed.map((row) => row.id),
  );
  return listed.length;
}

/** The listings on sale and the month of sales, through the listing module (listed, and sold, at their past times). */
async function insertListings(sql: Sql, rows: ListingRow[]): Promise<void> {
  await recordPastListings(
    sql,
    rows.map(([id, templateId, sellerId, priceCents, floatValue, paintSeed, stickers, autoDelivery, status, createdAt, , soldAt, inventoryItemId]) => {
      const listing = { id, templateId, sellerId, priceCents, floatValue, paintSeed, stickers, autoDelivery, inventoryItemId, createdAt };
      return status === 'SOLD' ? { ...listing, status, soldAt: soldAt! } : { ...listing, status };
    }),
  );
}

/**
 * Creates the demo market unless its sellers already exist: the sellers, their bound simulated Steam
 * accounts (demoSellerSteam.ts), the listings, and an asset in the seller's inventory for each
 * listing on sale, so that every one of them can be bought and delivered.
 */
export async function seedDemoMarket(prisma: PrismaClient, secrets: SecretBox, now = new Date()): Promise<DemoMarketResult> {
  const sellerIds = DEMO_SELLERS.map((seller) => seller.id);
  const existing = await prisma.user.count({ where: { id: { in: sellerIds } } });
  if (existing > 0) return { created: false, sellers: existing, onSale: 0, sold: 0, items: 0 };
  // the driver signs the accounts in outside the market's transaction (the embedded database has one connection)
  const accounts = await prepareDemoSellerAccounts(prisma, secrets, DEMO_SELLERS, now);
  return transaction(
    async (sql) => {
      await lockSeed(sql);
      const existingSellers = await sql.user.count({ where: { id: { in: sellerIds } } });
      if (existingSellers > 0) return { created: false, sellers: existingSellers, onSale: 0, sold: 0, items: 0 };

      const templates: MarketTemplate[] = await sql.itemTemplate.findMany({
        select: {
          id: true,
          hashName: true,
          catalogId: true,
          nameEn: true,
          nameZh: true,
          tagType: true,
          subType: true,
          quality: true,
          exterior: true,
          minFloat: true,
          maxFloat: true,
          referencePriceCents: true,
          iconUrl: true,
        },
      });
      // Sorted here, not in SQL, so that collations cannot change the market between databases.
      templates.sort((left, right) => (left.hashName < right.hashName ? -1 : left.hashName > right.hashName ? 1 : 0));
      const stickers = templates.filter((template) => template.tagType === 'sticker');
      const plans = planMarket(templates);
      const listings = buildListings(plans, stickers, now.getTime());

      const joinedAt = new Date(now.getTime() - 180 * DAY_MS);
      await sql.user.createMany({
        data: DEMO_SELLERS.map((seller) => ({ id: seller.id, nickname: seller.nickname, isRobot: seller.isRobot, isDemo: true, createdAt: joinedAt })),
      });
      await sql.steamAccount.createMany({ data: accounts.rows });
      await backListingsOnSale(sql, listings, templates);
      await insertListings(sql, listings);
      await recomputeMarketStats(sql);

      return {
        created: true,
        sellers: DEMO_SELLERS.length,
        onSale: plans.reduce((sum, plan) => sum + plan.onSale, 0),
        sold: plans.reduce((sum, plan) => sum + plan.sold, 0),
        items: plans.length,
      };
    },
    { client: prisma, maxWait: 60_000, timeout: 300_000 },
  );
}
