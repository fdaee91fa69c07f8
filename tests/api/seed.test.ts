import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { MAX_PRICE_CENTS } from '../../lib/money.ts';
import { checkLeaseAsk } from '../../lib/leaseTerms.ts';
import { DEMO_SELLERS, EXTERIOR_FLOAT_BANDS } from '../../prisma/seed/demoMarket.ts';
import { type SeedResult, seedDatabase } from '../../prisma/seed/seed.ts';
import { SimulatedSteam } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { isDemoPlayer } from '../../api/modules/demo/demo.service.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import type { Mafile } from '../../api/integrations/tradePlatform/mafile.ts';
import { useTestDatabase, TEST_ENCRYPTION_KEY } from '../helpers/testDatabase.ts';
import { DEMO_BIDDER_PHONE } from '../../prisma/seed/demoBidder.ts';
import { DEMO_WITHDRAWER_PHONE } from '../../prisma/seed/demoWithdrawer.ts';

// The catalogue's README: 38,318 distinct market hash names, 106 collections.
const CATALOGUE_ITEMS = 38_318;
const CATALOGUE_COLLECTIONS = 106;
const DAY_MS = 86_400_000;

type Snapshot = Record<string, number | string | null>;

async function snapshot(prisma: PrismaClient): Promise<Snapshot> {
  const [row] = await prisma.$queryRawUnsafe<Snapshot[]>(`
    SELECT (SELECT count(*)::int FROM collections) AS collections,
           (SELECT count(*)::int FROM item_templates) AS templates,
           (SELECT sum(reference_price_cents)::text FROM item_templates) AS reference_total,
           (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM listings) AS listings,
           (SELECT sum(price_cents)::text FROM listings) AS listing_total,
           (SELECT max(updated_at)::text FROM listings) AS last_update,
           (SELECT count(*)::int FROM market_stats) AS stats,
           (SELECT count(*)::int FROM steam_accounts) AS steam_accounts,
           (SELECT count(*)::int FROM sim_steam_users) AS sim_users,
           (SELECT count(*)::int FROM sim_assets) AS sim_assets,
           (SELECT count(*)::int FROM inventory_items) AS inventory_items,
           (SELECT count(*)::int FROM listings WHERE inventory_item_id IS NOT NULL) AS backed_listings,
           (SELECT count(*)::int FROM lease_listings) AS lease_listings`);
  return row;
}

describe('seedDatabase', () => {
  const now = new Date();
  const secrets = new SecretBox(TEST_ENCRYPTION_KEY);
  let database: Database;
  let prisma: PrismaClient;
  let firstRun: SeedResult;
  let secondRun: SeedResult;
  let afterFirstRun: Snapshot;
  let afterSecondRun: Snapshot;

  const testDatabase = useTestDatabase();
  beforeAll(async () => {
    database = testDatabase();
    prisma = database.prisma;
    firstRun = await seedDatabase(prisma, { demo: true, now, secrets });
    afterFirstRun = await snapshot(prisma);
    secondRun = await seedDatabase(prisma, { demo: true, now, secrets });
    afterSecondRun = await snapshot(prisma);
  });

  it('changes nothing when it runs again', () => {
    expect(firstRun.catalog.templatesWritten).toBe(CATALOGUE_ITEMS);
    expect(firstRun.demo?.created).toBe(true);
    expect(secondRun.catalog.templatesWritten).toBe(0);
    expect(secondRun.demo?.created).toBe(false);
    expect(afterSecondRun).toEqual(afterFirstRun);
  });

  it('repairs catalogue rows that drifted from the catalogue', async () => {
    const item = await prisma.itemTemplate.findUniqueOrThrow({ where: { hashName: 'Kilowatt Case' } });
    await prisma.itemTemplate.update({ where: { id: item.id }, data: { nameZh: '改过的名字', referencePriceCents: 1 } });
    const repair = await seedDatabase(prisma, { demo: false });
    expect(repair.catalog.templatesWritten).toBe(1);
    expect(await prisma.itemTemplate.findUniqueOrThrow({ where: { id: item.id } })).toEqual(item);
  });

  it('imports the whole catalogue, with every tag value known to the taxonomy', async () => {
    expect(firstRun.catalog.unmappedTagValues).toEqual([]);
    expect(await prisma.itemTemplate.count()).toBe(CATALOGUE_ITEMS);
    expect(await prisma.collection.count()).toBe(CATALOGUE_COLLECTIONS);
    const types = await prisma.itemTemplate.groupBy({ by: ['tagType'], _count: true, orderBy: { tagType: 'asc' } });
    expect(types.map((group) => group.tagType)).toEqual(['agent', 'gloves', 'knife', 'machinegun', 'other', 'pistol', 'rifle', 'shotgun', 'smg', 'sticker']);
  });

  it('maps a weapon skin variant', async () => {
    const redline = await prisma.itemTemplate.findUniqueOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' } });
    expect(redline).toMatchObject({
      nameEn: 'AK-47 | Redline (Field-Tested)',
      nameZh: 'AK-47 | 红线 (久经沙场)',
      tagType: 'rifle',
      subType: 'ak_47',
      rarity: 'rarity_legendary_weapon',
      quality: 'normal',
      exterior: 'field_tested',
      collectionId: 'collection-set-community-2',
      minFloat: 0.1,
      maxFloat: 0.7,
    });
    expect(redline.searchText).toBe('ak-47 | redline (field-tested) | ak-47 | redline (field-tested) | ak-47 | 红线 (久经沙场)');
    expect(redline.iconUrl).toMatch(/^https:\/\//);
    const statTrak = await prisma.itemTemplate.findUniqueOrThrow({ where: { hashName: 'StatTrak™ AK-47 | Redline (Field-Tested)' } });
    expect(statTrak).toMatchObject({ nameZh: 'StatTrak™ AK-47 | 红线 (久经沙场)', quality: 'stattrak' });
    expect(statTrak.referencePriceCents).toBeGreaterThan(redline.referencePriceCents);
  });

  it('maps the other kinds of item', async () => {
    const byName = async (hashName: string) => prisma.itemTemplate.findUniqueOrThrow({ where: { hashName } });
    expect(await byName('★ Karambit')).toMatchObject({
      tagType: 'knife',
      subType: 'karambit',
      quality: 'star',
      exterior: 'not_painted',
      minFloat: null,
      maxFloat: null,
    });
    expect(await byName('Sticker | Crown (Foil)')).toMatchObject({
      nameZh: '印花 | 皇冠（闪亮）',
      tagType: 'sticker',
      subType: null,
      rarity: 'rarity_legendary',
      quality: 'normal',
      exterior: null,
    });
    expect(await byName('Kilowatt Case')).toMatchObject({
      nameZh: '千瓦武器箱',
      tagType: 'other',
      subType: 'case',
      collectionId: 'collection-set-community-33',
    });
    expect(await byName('Bloody Darryl The Strapped | The Professionals')).toMatchObject({
      tagType: 'agent',
      subType: 'terrorist',
      rarity: 'rarity_legendary_character',
      collectionId: 'collection-set-op11-characters',
    });
    expect(await byName('StatTrak™ Music Kit | Noisia, Sharpened')).toMatchObject({
      tagType: 'other',
      subType: 'music_kit',
      quality: 'stattrak',
    });
    expect(await byName('Souvenir Charm | Austin 2025 Highlight | chopper Double Kill')).toMatchObject({
      tagType: 'other',
      subType: 'charm',
      quality: 'souvenir',
      rarity: null,
    });
    expect(await byName("Charm | Lil' Ava")).toMatchObject({ subType: 'charm', collectionId: 'collection-set-kc-missinglink' });
    expect(await byName('Sealed Graffiti | Chef Kiss (Tiger Orange)')).toMatchObject({ subType: 'graffiti', quality: 'normal' });
    expect(await byName('Patch | Crazy Banana')).toMatchObject({ subType: 'patch' });
    expect(await byName('Civil Protection Pin')).toMatchObject({ subType: 'collectible', rarity: 'rarity_ancient' });
    expect(await byName('Operation Hydra Access Pass')).toMatchObject({ subType: 'pass' });
    expect(await byName('CS:GO Case Key')).toMatchObject({ subType: 'key', rarity: null });
    expect(await byName('Name Tag')).toMatchObject({ subType: 'name_tag' });
    expect(await byName('Gift Package')).toMatchObject({ subType: 'gift', iconUrl: null });
    expect(await byName('Zeus x27 | Dragon Snore (Factory New)')).toMatchObject({ tagType: 'other', subType: 'zeus_x27' });
  });

  it('keeps the first record of a market hash name the catalogue lists twice', async () => {
    expect(await prisma.itemTemplate.count({ where: { hashName: 'Sticker | Mirage (Gold)' } })).toBe(1);
  });

  it('gives every item a plausible reference price in whole cents', async () => {
    const [range] = await prisma.$queryRawUnsafe<{ low: number; high: number }[]>(
      'SELECT min(reference_price_cents) AS low, max(reference_price_cents) AS high FROM item_templates',
    );
    expect(range.low).toBeGreaterThan(0);
    expect(range.high).toBeLessThanOrEqual(MAX_PRICE_CENTS);

    const medians = await prisma.$queryRawUnsafe<{ kind: string; median: number }[]>(`
      SELECT CASE WHEN tag_type = 'other' THEN sub_type ELSE tag_type END AS kind,
             percentile_disc(0.5) WITHIN GROUP (ORDER BY reference_price_cents) AS median
      FROM item_templates GROUP BY 1`);
    const median = Object.fromEntries(medians.map((row) => [row.kind, row.median]));
    expect(median.knife).toBeGreaterThan(100_000);
    expect(median.gloves).toBeGreaterThan(100_000);
    expect(median.key).toBeGreaterThan(1_500);
    expect(median.key).toBeLessThan(1_900);
    expect(median.case).toBeLessThan(5_000);
    expect(median.graffiti).toBeLessThan(100);

    // Factory New costs more than Battle-Scarred for every finish and quality that has both.
    const [inverted] = await prisma.$queryRawUnsafe<{ count: number }[]>(`
      SELECT count(*)::int AS count
      FROM item_templates fn
      JOIN item_templates bs ON bs.hash_name = replace(fn.hash_name, '(Factory New)', '(Battle-Scarred)')
      WHERE fn.exterior = 'factory_new' AND bs.exterior = 'battle_scarred'
        AND fn.reference_price_cents <= bs.reference_price_cents`);
    expect(inverted.count).toBe(0);
  });

  it('lists a long tail of at least 20,000 items on sale over at least 2,000 items', async () => {
    const perItem = await prisma.$queryRawUnsafe<{ quantity: number }[]>(
      `SELECT count(*)::int AS quantity FROM listings WHERE status = 'ON_SALE' GROUP BY template_id`,
    );
    const quantities = perItem.map((row) => row.quantity);
    expect(quantities.reduce((sum, quantity) => sum + quantity, 0)).toBeGreaterThanOrEqual(20_000);
    expect(quantities.length).toBeGreaterThanOrEqual(2_000);
    expect(quantities.filter((quantity) => quantity === 1).length).toBeGreaterThan(500);
    expect(quantities.filter((quantity) => quantity >= 50).length).toBeGreaterThan(10);
    expect(quantities.filter((quantity) => quantity >= 1 && quantity <= 3).length).toBeGreaterThan(1_000);
    expect(await prisma.listing.count({ where: { status: 'SOLD' } })).toBeGreaterThanOrEqual(5_000);
  });

  it('concentrates listings and sales on popular items', async () => {
    const popular = await prisma.marketStats.findMany({
      where: { template: { hashName: { in: ['AK-47 | Redline (Field-Tested)', 'AWP | Asiimov (Field-Tested)', 'Kilowatt Case'] } } },
    });
    expect(popular).toHaveLength(3);
    for (const stats of popular) {
      expect(stats.quantity).toBeGreaterThanOrEqual(24);
      expect(stats.salesCount).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps every float inside its item range and its exterior band, and wear details on skins only', async () => {
    const listings = await prisma.listing.findMany({
      select: {
        floatValue: true,
        paintSeed: true,
        stickers: true,
        template: { select: { tagType: true, exterior: true, minFloat: true, maxFloat: true } },
      },
    });
    let withFloat = 0;
    let withStickers = 0;
    for (const { floatValue, paintSeed, stickers, template } of listings) {
      const stickerList = stickers as unknown[];
      if (template.minFloat === null || template.maxFloat === null) {
        expect(floatValue).toBeNull();
        expect(paintSeed).toBeNull();
        expect(stickerList).toEqual([]);
        continue;
      }
      withFloat++;
      const [bandLow, bandHigh] = EXTERIOR_FLOAT_BANDS[template.exterior!];
      expect(floatValue).not.toBeNull();
      expect(floatValue!).toBeGreaterThanOrEqual(Math.max(template.minFloat, bandLow));
      expect(floatValue!).toBeLessThan(Math.min(template.maxFloat, bandHigh));
      expect(paintSeed).toBeGreaterThanOrEqual(0);
      expect(paintSeed).toBeLessThanOrEqual(1000);
      if (stickerList.length > 0) withStickers++;
      if (template.tagType === 'knife' || template.tagType === 'gloves') expect(stickerList).toEqual([]);
    }
    expect(withFloat).toBeGreaterThan(10_000);
    expect(withStickers).toBeGreaterThan(1_000);
  });

  it('puts real sticker records on weapon skins, at most one per slot', async () => {
    const listings = await prisma.$queryRawUnsafe<
      { stickers: { hashName: string; nameEn: string; nameZh: string; slot: number; wear: number | null; iconUrl: string | null }[] }[]
    >(`SELECT stickers FROM listings WHERE jsonb_array_length(stickers) > 0`);
    const stickerNames = new Set(
      (await prisma.itemTemplate.findMany({ where: { tagType: 'sticker' }, select: { hashName: true } })).map((row) => row.hashName),
    );
    for (const { stickers } of listings) {
      expect(stickers.length).toBeGreaterThanOrEqual(1);
      expect(stickers.length).toBeLessThanOrEqual(4);
      expect(new Set(stickers.map((sticker) => sticker.slot)).size).toBe(stickers.length);
      for (const sticker of stickers) {
        expect(stickerNames.has(sticker.hashName)).toBe(true);
        expect(sticker.nameEn).toBe(sticker.hashName);
        expect(sticker.nameZh).toMatch(/^印花 \| /);
        expect([0, 1, 2, 3]).toContain(sticker.slot);
        if (sticker.wear !== null) {
          expect(sticker.wear).toBeGreaterThanOrEqual(0);
          expect(sticker.wear).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('prices listings around the reference price and spreads them over time', async () => {
    const [bounds] = await prisma.$queryRawUnsafe<
      { out_of_band: number; oldest_on_sale: Date; newest: Date; oldest_sale: Date; newest_sale: Date; sold_before_listed: number }[]
    >(`
      SELECT count(*) FILTER (WHERE l.status = 'ON_SALE' AND (l.price_cents < floor(t.reference_price_cents * 0.9) OR l.price_cents > ceil(t.reference_price_cents * 1.4)))::int AS out_of_band,
             min(l.created_at) FILTER (WHERE l.status = 'ON_SALE') AS oldest_on_sale,
             max(l.created_at) AS newest,
             min(l.sold_at) AS oldest_sale,
             max(l.sold_at) AS newest_sale,
             count(*) FILTER (WHERE l.sold_at < l.created_at)::int AS sold_before_listed
      FROM listings l JOIN item_templates t ON t.id = l.template_id`);
    expect(bounds.out_of_band).toBe(0);
    expect(bounds.sold_before_listed).toBe(0);
    expect(now.getTime() - bounds.oldest_on_sale.getTime()).toBeLessThanOrEqual(14 * DAY_MS);
    expect(now.getTime() - bounds.oldest_on_sale.getTime()).toBeGreaterThan(12 * DAY_MS);
    expect(bounds.newest.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - bounds.oldest_sale.getTime()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(now.getTime() - bounds.oldest_sale.getTime()).toBeGreaterThan(27 * DAY_MS);
    expect(bounds.newest_sale.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('sells through robot shops with automatic delivery and through ordinary players', async () => {
    // every user but the demo withdrawer (prisma/seed/demoWithdrawer.ts), whose past sales are orders of its own, and the demo bidder (demoBidder.ts)
    const sellers = await prisma.user.findMany({
      where: { OR: [{ phone: null }, { phone: { notIn: [DEMO_WITHDRAWER_PHONE, DEMO_BIDDER_PHONE] } }] },
      include: { _count: { select: { listings: true } } },
    });
    expect(sellers.map((seller) => seller.id).sort()).toEqual(DEMO_SELLERS.map((seller) => seller.id).sort());
    expect(sellers.filter((seller) => seller.isRobot)).toHaveLength(12);
    expect(sellers.every((seller) => seller._count.listings > 0)).toBe(true);
    const [mismatch] = await prisma.$queryRawUnsafe<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM listings l JOIN users u ON u.id = l.seller_id WHERE l.auto_delivery <> u.is_robot',
    );
    expect(mismatch.count).toBe(0);
  });

  it('offers some of the robot shops’ dearer items for rent as well, on terms the lease rules allow', async () => {
    const offered = await prisma.leaseListing.findMany({
      include: { template: { select: { tagType: true, referencePriceCents: true } }, inventoryItem: { select: { assetId: true, steamAccountId: true } } },
    });
    expect(offered.length).toBeGreaterThan(100);
    const robots = new Set(DEMO_SELLERS.filter((seller) => seller.isRobot).map((seller) => seller.id));
    const listed = await prisma.listing.findMany({
      where: { status: 'ON_SALE', inventoryItemId: { in: offered.map((lease) => lease.inventoryItemId!) } },
      select: { inventoryItemId: true, sellerId: true },
    });
    const sellerOfItem = new Map(listed.map((listing) => [listing.inventoryItemId, listing.sellerId]));
    for (const lease of offered) {
      const ask = {
        dailyRentCents: lease.dailyRentCents,
        longDailyRentCents: lease.longDailyRentCents,
        depositCents: lease.depositCents,
        maxDays: lease.maxDays,
        buyoutPriceCents: lease.buyoutPriceCents,
      };
      expect({ id: lease.id, problem: checkLeaseAsk(ask, lease.template.referencePriceCents) }).toEqual({ id: lease.id, problem: null });
      expect(lease.status).toBe('ON_LEASE');
      expect(robots.has(lease.lenderId)).toBe(true);
      // the asset of the same shop's listing on sale: for rent and for sale at once
      expect(sellerOfItem.get(lease.inventoryItemId)).toBe(lease.lenderId);
      expect(lease.inventoryItem).toMatchObject({ assetId: lease.assetId, steamAccountId: lease.steamAccountId });
    }
    expect(offered.some((lease) => lease.template.tagType === 'knife')).toBe(true);
    expect(offered.some((lease) => lease.buyoutPriceCents !== null) && offered.some((lease) => lease.longDailyRentCents !== null)).toBe(true);
  });

  it('binds every demo seller a simulated Steam account: robot shops ROBOT, players ORDINARY, as a bind stores it', async () => {
    const accounts = await prisma.steamAccount.findMany({ where: { userId: { in: DEMO_SELLERS.map((seller) => seller.id) } }, include: { user: true } });
    expect(accounts).toHaveLength(DEMO_SELLERS.length);
    for (const seller of DEMO_SELLERS) {
      const account = accounts.find((row) => row.userId === seller.id)!;
      expect(account).toMatchObject({ steamId: seller.steamId, accountName: seller.steamAccountName, status: 'NORMAL', statusReason: null });
      expect(account.type).toBe(seller.isRobot ? 'ROBOT' : 'ORDINARY');
      expect(account.user.isDemo).toBe(true);
      expect(await isDemoPlayer(seller.id, prisma)).toBe(!seller.isRobot);
      const simUser = await prisma.simSteamUser.findUniqueOrThrow({ where: { steamId: seller.steamId } });
      expect(account.tradeLinkUrl).toBe(
        `https://steamcommunity.com/tradeoffer/new/?partner=${Number(BigInt(seller.steamId) & 0xffffffffn)}&token=${simUser.tradeToken}`,
      );
      // the app's key ring reads the secrets, and the driver takes them
      const mafile = JSON.parse(secrets.decrypt(account.mafileCipher, SECRET_FIELDS.steamMafile, account.id)) as Mafile;
      expect(mafile).toMatchObject({
        accountName: seller.steamAccountName,
        steamId: seller.steamId,
        sharedSecret: simUser.sharedSecret,
        identitySecret: simUser.identitySecret,
      });
      const password = secrets.decrypt(account.passwordCipher, SECRET_FIELDS.steamPassword, account.id);
      const token = secrets.decrypt(account.tokenCipher!, SECRET_FIELDS.steamToken, account.id);
      const steam = new SimulatedSteam({ prisma, now: () => now });
      await expect(steam.signIn({ mafile, password })).resolves.toMatchObject({ steamId: seller.steamId });
      const session = { steamId: seller.steamId, accountName: seller.steamAccountName, token, expiresAt: account.tokenExpiresAt! };
      await expect(steam.getAccountStanding(session)).resolves.toMatchObject({ canTrade: true, escrowDays: 0 });
    }
    // real users are no demo players
    expect(await isDemoPlayer('00000000-0000-0000-0000-000000000000', prisma)).toBe(false);
  });

  it("backs every demo listing on sale with an asset of its seller's bound account in the simulation", async () => {
    const [summary] = await prisma.$queryRawUnsafe<{ on_sale: number; backed: number; sold_backed: number }[]>(`
      SELECT count(*) FILTER (WHERE l.status = 'ON_SALE')::int AS on_sale,
             count(*) FILTER (WHERE l.status = 'ON_SALE' AND a.user_id = l.seller_id AND s.owner_steam_id = a.steam_id AND s.removed_at IS NULL
                                AND s.tradable AND s.context_id = '2' AND s.market_hash_name = t.hash_name AND i.market_hash_name = t.hash_name
                                AND i.template_id = l.template_id AND i.tradable AND i.tradable_after IS NULL
                                AND s.float_value IS NOT DISTINCT FROM l.float_value AND i.float_value IS NOT DISTINCT FROM l.float_value
                                AND s.paint_seed IS NOT DISTINCT FROM l.paint_seed AND i.paint_seed IS NOT DISTINCT FROM l.paint_seed
                                AND s.stickers = i.stickers AND s.class_id = i.class_id AND s.instance_id = i.instance_id
                                AND jsonb_array_length(s.stickers) = jsonb_array_length(l.stickers))::int AS backed,
             count(*) FILTER (WHERE l.status = 'SOLD' AND l.inventory_item_id IS NOT NULL)::int AS sold_backed
      FROM listings l
      JOIN item_templates t ON t.id = l.template_id
      LEFT JOIN inventory_items i ON i.id = l.inventory_item_id
      LEFT JOIN steam_accounts a ON a.id = i.steam_account_id
      LEFT JOIN sim_assets s ON s.asset_id::text = i.asset_id`);
    expect(summary.on_sale).toBeGreaterThanOrEqual(20_000);
    expect(summary.backed).toBe(summary.on_sale);
    expect(summary.sold_backed).toBe(0);

    // stickers: the names and slots of the listing, in Steam's shape
    const withStickers = await prisma.listing.findFirstOrThrow({
      where: { status: 'ON_SALE', NOT: { stickers: { equals: [] } } },
      include: { inventoryItem: true },
    });
    const listed = withStickers.stickers as { hashName: string; slot: number; wear: number | null }[];
    const held = withStickers.inventoryItem!.stickers as { name: string; slot: number; wear: number | null; stickerId: number }[];
    expect(held.map((sticker) => [`Sticker | ${sticker.name}`, sticker.slot, sticker.wear])).toEqual(
      listed.map((sticker) => [sticker.hashName, sticker.slot, sticker.wear]),
    );
    expect(held.every((sticker) => sticker.stickerId > 0)).toBe(true);

    // the driver's inventory read answers the listed asset with the same inspect link
    const listing = await prisma.listing.findFirstOrThrow({
      where: { status: 'ON_SALE', floatValue: { not: null } },
      include: { inventoryItem: { include: { steamAccount: true } } },
    });
    const account = listing.inventoryItem!.steamAccount;
    const steam = new SimulatedSteam({ prisma, now: () => now });
    const session = {
      steamId: account.steamId,
      accountName: account.accountName,
      token: secrets.decrypt(account.tokenCipher!, SECRET_FIELDS.steamToken, account.id),
      expiresAt: account.tokenExpiresAt!,
    };
    const inventory = await steam.getInventory(session);
    expect(inventory).toHaveLength(await prisma.listing.count({ where: { sellerId: listing.sellerId, status: 'ON_SALE' } }));
    expect(inventory.find((asset) => asset.assetId === listing.inventoryItem!.assetId)).toMatchObject({
      marketHashName: listing.inventoryItem!.marketHashName,
      float: listing.floatValue,
      paintSeed: listing.paintSeed,
      tradable: true,
      inspectLink: listing.inventoryItem!.inspectLink,
    });
  });

  it('upgrades a demo market seeded before its sellers had Steam accounts', async () => {
    const before = await snapshot(prisma);
    const backed = await prisma.listing.findMany({
      where: { inventoryItemId: { not: null } },
      select: { id: true, inventoryItemId: true },
      orderBy: { id: 'asc' },
    });
    // the database as the previous seed left it: no flag, and (for a robot shop and a player, to keep
    // the test short; `npm run db:seed` on a data directory of the previous seed upgrades all of them) no accounts or assets
    const downgraded = [DEMO_SELLERS.find((seller) => seller.isRobot)!, DEMO_SELLERS.find((seller) => !seller.isRobot)!];
    await prisma.steamAccount.deleteMany({ where: { userId: { in: downgraded.map((seller) => seller.id) } } });
    await prisma.simSteamUser.deleteMany({ where: { steamId: { in: downgraded.map((seller) => seller.steamId) } } });
    await prisma.user.updateMany({ data: { isDemo: false } });
    expect(await prisma.listing.count({ where: { sellerId: { in: downgraded.map((seller) => seller.id) }, inventoryItemId: { not: null } } })).toBe(0);
    expect(await prisma.listing.count({ where: { sellerId: { in: downgraded.map((seller) => seller.id) }, status: 'ON_SALE' } })).toBeGreaterThan(100);

    const upgrade = await seedDatabase(prisma, { demo: true, now, secrets });
    expect(upgrade.demo?.created).toBe(false);
    const after = await snapshot(prisma);
    expect(after).toEqual(before);
    expect(await prisma.user.count({ where: { isDemo: true } })).toBe(DEMO_SELLERS.length);
    // the same inventory items (name-based ids), with new assets
    expect(
      await prisma.listing.findMany({ where: { inventoryItemId: { not: null } }, select: { id: true, inventoryItemId: true }, orderBy: { id: 'asc' } }),
    ).toEqual(backed);
  }, 180_000);

  it('keeps market_stats equal to a fresh aggregate of the listings of every item', async () => {
    const query = (from: string) => prisma.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM (${from}) figures ORDER BY template_id`);
    const fresh = await query(`
      SELECT template_id,
             min(price_cents) FILTER (WHERE status = 'ON_SALE') AS lowest_price_cents,
             count(*) FILTER (WHERE status = 'ON_SALE')::int AS quantity,
             count(*) FILTER (WHERE status = 'ON_SALE' AND auto_delivery)::int AS auto_delivery_quantity,
             count(*) FILTER (WHERE status = 'SOLD')::int AS sales_count,
             max(created_at) FILTER (WHERE status = 'ON_SALE') AS last_listed_at,
             max(sold_at) AS last_sold_at
      FROM listings GROUP BY template_id`);
    const stored = await query(
      'SELECT template_id, lowest_price_cents, quantity, auto_delivery_quantity, sales_count, last_listed_at, last_sold_at FROM market_stats',
    );
    expect(stored.length).toBeGreaterThanOrEqual(2_000);
    expect(stored).toEqual(fresh);
  });
});
