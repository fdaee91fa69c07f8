// The demo sellers' Steam: every robot shop and demo player sells from a simulated Steam account bound
// to it as a real bind stores one (ROBOT for robot shops, ORDINARY for players: NORMAL, trade link,
// password, Mafile and session token as SecretBox ciphertexts), and every listing it has on sale is
// an asset of that account's simulated inventory with the listing's item, float, paint seed and
// stickers, seen by an inventory refresh (inventory_items) and linked from the listing. A buyer's
// order from the demo market is therefore delivered by a real simulated trade offer.
//
// A fresh demo market gets all of it in its own transaction (demoMarket.ts); seedDemoSellerSteam
// upgrades a database seeded before: it creates what is missing (accounts, bindings, assets of
// listings without one) and finds nothing to do on a second run.
import type { Prisma, PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { parseMafile } from '../../api/integrations/tradePlatform/mafile.ts';
import { CS2_CONTEXT_DEFAULT, type AssetSticker } from '../../api/integrations/tradePlatform/port.ts';
import { classAndInstanceIds, paintIndexOf } from '../../api/integrations/tradePlatform/simulated/inventoryGenerator.ts';
import { sdaMafileJson } from '../../api/integrations/tradePlatform/simulated/sdaMafile.ts';
import { SimulatedSteam, simulatedInspectLink } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import type { SecretBox } from '../../api/security/encryption.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { type BulkColumn, chunked, selectJsonRows } from './bulkRows.ts';
import { type DemoSeller, DEMO_SELLERS, type ListingSticker } from './demoSellers.ts';
import { lockSeed } from './importCatalog.ts';
import { nameBasedUuid } from './random.ts';

type Sql = Prisma.TransactionClient;

const CHUNK_SIZE = 5_000;

export type DemoSellerSteamResult = {
  /** demo sellers whose simulated account was created / bound by this run */
  accountsCreated: number;
  accountsBound: number;
  /** listings that got their asset in this run */
  listingsBacked: number;
  /** demo sellers whose SteamID another user has bound (their listings stay without assets) */
  skipped: string[];
};

/** The simulated Steam password of a demo seller's account: fixed, so a re-seed signs in again. */
export function demoSellerPassword(seller: Pick<DemoSeller, 'steamAccountName'>): string {
  return `demo-${nameBasedUuid(`demo-seller-steam-password:${seller.steamAccountName}`).slice(0, 18)}`;
}

/** The id of the demo seller's SteamAccount row (the ciphertexts' associated data names it). */
export function demoSellerSteamAccountId(seller: Pick<DemoSeller, 'id'>): string {
  return nameBasedUuid(`demo-seller-steam-account:${seller.id}`);
}

const assetColumns: BulkColumn[] = [
  ['asset_id', 'bigint'],
  ['owner_steam_id', 'text'],
  ['context_id', 'text'],
  ['class_id', 'text'],
  ['instance_id', 'text'],
  ['market_hash_name', 'text'],
  ['tradable', 'boolean'],
  ['marketable', 'boolean'],
  ['float_value', 'double precision'],
  ['paint_seed', 'integer'],
  ['paint_index', 'integer'],
  ['stickers', 'jsonb'],
  ['created_at', 'timestamp'],
];

const inventoryColumns: BulkColumn[] = [
  ['id', 'text'],
  ['steam_account_id', 'text'],
  ['asset_id', 'text'],
  ['context_id', 'text'],
  ['class_id', 'text'],
  ['instance_id', 'text'],
  ['market_hash_name', 'text'],
  ['template_id', 'integer'],
  ['tradable', 'boolean'],
  ['marketable', 'boolean'],
  ['float_value', 'double precision'],
  ['paint_seed', 'integer'],
  ['paint_index', 'integer'],
  ['stickers', 'jsonb'],
  ['inspect_link', 'text'],
  ['first_seen_at', 'timestamp'],
];

/**
 * Upgrades a database whose demo market was created before the sellers had Steam accounts (a fresh
 * one gets them with the market, seedDemoMarket): creates and binds the missing accounts and gives
 * every demo listing on sale without an asset its asset. Finds nothing to do on a second run.
 */
export async function seedDemoSellerSteam(prisma: PrismaClient, secrets: SecretBox, now = new Date()): Promise<DemoSellerSteamResult> {
  const result: DemoSellerSteamResult = { accountsCreated: 0, accountsBound: 0, listingsBacked: 0, skipped: [] };
  const sellerIds = DEMO_SELLERS.map((seller) => seller.id);
  const present = new Set((await prisma.user.findMany({ where: { id: { in: sellerIds } }, select: { id: true } })).map((user) => user.id));
  if (present.size === 0) return result;
  // databases seeded before the flag existed
  await prisma.user.updateMany({ where: { id: { in: [...present] }, isDemo: false }, data: { isDemo: true } });

  const bindings = new Map(
    (
      await prisma.steamAccount.findMany({ where: { steamId: { in: DEMO_SELLERS.map((seller) => seller.steamId) } }, select: { steamId: true, userId: true } })
    ).map((row) => [row.steamId, row.userId]),
  );
  const sellers = DEMO_SELLERS.filter((seller) => present.has(seller.id));
  const usable: DemoSeller[] = [];
  const unbound: DemoSeller[] = [];
  for (const seller of sellers) {
    const owner = bindings.get(seller.steamId);
    if (owner === undefined) unbound.push(seller);
    if (owner !== undefined && owner !== seller.id) result.skipped.push(seller.steamAccountName);
    else usable.push(seller);
  }
  if (unbound.length > 0) {
    const prepared = await prepareDemoSellerAccounts(prisma, secrets, unbound, now);
    result.accountsCreated = prepared.created;
    const { count } = await prisma.steamAccount.createMany({ data: prepared.rows, skipDuplicates: true });
    result.accountsBound = count;
  }
  result.listingsBacked = await backListings(prisma, usable, now);
  return result;
}

export type PreparedAccounts = { rows: Prisma.SteamAccountCreateManyInput[]; created: number };

/**
 * Each seller's simulated account (created when missing, with secrets from a fixed seed: the same
 * Mafile on every machine), signed in through the driver, and the steam_accounts row a bind would
 * write for it. The accounts' inventories start empty: the listings' assets are added with them.
 */
export async function prepareDemoSellerAccounts(
  prisma: PrismaClient,
  secrets: SecretBox,
  sellers: readonly DemoSeller[],
  now: Date,
): Promise<PreparedAccounts> {
  const steam = new SimulatedSteam({ prisma, now: () => now });
  const prepared = await Promise.all(
    sellers.map(async (seller) => {
      const password = demoSellerPassword(seller);
      let created = false;
      if (!(await prisma.simSteamUser.findUnique({ where: { steamId: seller.steamId }, select: { steamId: true } }))) {
        try {
          await steam.createAccount({ accountName: seller.steamAccountName, password, steamId: seller.steamId, inventorySize: 0, seed: 'demo-seller' });
          created = true;
        } catch (error) {
          // another process seeding the same database created it first
          if (!(await prisma.simSteamUser.findUnique({ where: { steamId: seller.steamId } }))) throw error;
        }
      }
      const user = await prisma.simSteamUser.findUniqueOrThrow({ where: { steamId: seller.steamId } });
      const parsed = parseMafile(sdaMafileJson({ ...user, serverTime: Math.floor(user.createdAt.getTime() / 1000) }));
      if (!parsed.ok) throw new Error(`the Mafile of the demo account ${seller.steamAccountName} does not parse`);
      const session = await steam.signIn({ mafile: parsed.mafile, password });
      const [tradeLink, standing] = await Promise.all([steam.getTradeLink(session), steam.getAccountStanding(session)]);
      if (!standing.canTrade || standing.escrowDays > 0) throw new Error(`the demo account ${seller.steamAccountName} cannot trade`);
      const id = demoSellerSteamAccountId(seller);
      const row: Prisma.SteamAccountCreateManyInput = {
        id,
        userId: seller.id,
        steamId: seller.steamId,
        accountName: seller.steamAccountName,
        type: seller.isRobot ? 'ROBOT' : 'ORDINARY',
        status: 'NORMAL',
        statusReason: null,
        tradeLinkUrl: tradeLink.url,
        passwordCipher: secrets.encrypt(password, SECRET_FIELDS.steamPassword, id),
        mafileCipher: secrets.encrypt(JSON.stringify(parsed.mafile), SECRET_FIELDS.steamMafile, id),
        tokenCipher: secrets.encrypt(session.token, SECRET_FIELDS.steamToken, id),
        tokenExpiresAt: session.expiresAt,
        tokenRefreshedAt: now,
        inventoryRefreshedAt: now,
        createdAt: now,
      };
      return { row, created };
    }),
  );
  return { rows: prepared.map((entry) => entry.row), created: prepared.filter((entry) => entry.created).length };
}

/** The asset's stickers in Steam's shape, from the listing's (the selling code maps them back). */
function assetStickers(stickers: ListingSticker[], stickerCatalogIds: Map<string, string>): AssetSticker[] {
  return stickers.map((sticker) => ({
    slot: sticker.slot,
    stickerId: Number(/(\d+)$/.exec(stickerCatalogIds.get(sticker.hashName) ?? '')?.[1] ?? 0),
    name: sticker.hashName.replace(/^Sticker \| /, ''),
    wear: sticker.wear,
  }));
}

/** A listing on sale that needs its asset. */
export type BackableListing = {
  id: string;
  seller: DemoSeller;
  templateId: number;
  hashName: string;
  catalogId: string;
  floatValue: number | null;
  paintSeed: number | null;
  stickers: ListingSticker[];
  /** ISO time: the asset was in the inventory when the listing was made */
  createdAt: string;
};

/**
 * Writes, for each listing, a sim_assets row in its seller's simulated inventory (ids from the
 * driver's own sequence) and the inventory_items row an inventory refresh would write for it;
 * answers the inventory item id of each listing, in order.
 */
export async function insertListingAssets(sql: Sql, listings: readonly BackableListing[]): Promise<string[]> {
  if (listings.length === 0) return [];
  const stickerNames = [...new Set(listings.flatMap((listing) => listing.stickers.map((sticker) => sticker.hashName)))];
  const stickerCatalogIds = new Map(
    (await sql.itemTemplate.findMany({ where: { hashName: { in: stickerNames } }, select: { hashName: true, catalogId: true } })).map((row) => [
      row.hashName,
      row.catalogId,
    ]),
  );
  const ids = (await sql.$queryRaw<{ id: bigint }[]>`SELECT nextval('sim_assets_asset_id_seq') AS id FROM generate_series(1, ${listings.length}::int)`)
    .map((row) => BigInt(row.id))
    .sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));

  const assets: unknown[][] = [];
  const items: unknown[][] = [];
  const itemIds: string[] = [];
  for (const [index, listing] of listings.entries()) {
    const assetId = ids[index];
    const stickers = assetStickers(listing.stickers, stickerCatalogIds);
    const { classId, instanceId } = classAndInstanceIds({ marketHashName: listing.hashName, stickers });
    const paintIndex = listing.floatValue === null ? null : paintIndexOf({ catalogId: listing.catalogId });
    const common = [CS2_CONTEXT_DEFAULT, classId, instanceId, listing.hashName];
    const wear = [true, true, listing.floatValue, listing.paintSeed, paintIndex, stickers];
    assets.push([assetId.toString(), listing.seller.steamId, ...common, ...wear, listing.createdAt]);
    const itemId = nameBasedUuid(`demo-inventory-item:${listing.id}`);
    const inspectLink = simulatedInspectLink({ ownerSteamId: listing.seller.steamId, assetId, floatValue: listing.floatValue });
    items.push([itemId, demoSellerSteamAccountId(listing.seller), assetId.toString(), ...common, listing.templateId, ...wear, inspectLink, listing.createdAt]);
    itemIds.push(itemId);
  }
  for (const chunk of chunked(assets, CHUNK_SIZE)) {
    await sql.$executeRawUnsafe(
      `INSERT INTO sim_assets (${assetColumns.map(([column]) => column).join(', ')}) ${selectJsonRows(assetColumns)}`,
      JSON.stringify(chunk),
    );
  }
  for (const chunk of chunked(items, CHUNK_SIZE)) {
    await sql.$executeRawUnsafe(
      `INSERT INTO inventory_items (${inventoryColumns.map(([column]) => column).join(', ')}) ${selectJsonRows(inventoryColumns)}`,
      JSON.stringify(chunk),
    );
  }
  return itemIds;
}

type UnbackedListing = {
  id: string;
  seller_id: string;
  template_id: number;
  hash_name: string;
  catalog_id: string;
  float_value: number | null;
  paint_seed: number | null;
  stickers: ListingSticker[];
  created_at: Date;
};

/** Gives every demo listing on sale (or held for an order) without an asset its asset, and links it. */
async function backListings(prisma: PrismaClient, sellers: DemoSeller[], now: Date): Promise<number> {
  if (sellers.length === 0) return 0;
  return transaction(
    async (sql) => {
      await lockSeed(sql);
      const rows = await sql.$queryRaw<UnbackedListing[]>`
        SELECT l.id, l.seller_id, l.template_id, t.hash_name, t.catalog_id, l.float_value, l.paint_seed, l.stickers, l.created_at
        FROM listings l JOIN item_templates t ON t.id = l.template_id
        WHERE l.seller_id = ANY(${sellers.map((seller) => seller.id)}::text[])
          AND l.status IN ('ON_SALE', 'RESERVED') AND l.inventory_item_id IS NULL
        ORDER BY l.id`;
      if (rows.length === 0) return 0;
      const bySeller = new Map(sellers.map((seller) => [seller.id, seller]));
      const itemIds = await insertListingAssets(
        sql,
        rows.map((row) => ({
          id: row.id,
          seller: bySeller.get(row.seller_id)!,
          templateId: row.template_id,
          hashName: row.hash_name,
          catalogId: row.catalog_id,
          floatValue: row.float_value,
          paintSeed: row.paint_seed,
          stickers: row.stickers,
          createdAt: row.created_at.toISOString(),
        })),
      );
      const links = rows.map((row, index) => [row.id, itemIds[index]]);
      for (const chunk of chunked(links, CHUNK_SIZE)) {
        await sql.$executeRawUnsafe(
          `UPDATE listings l SET inventory_item_id = x.item_id
           FROM (SELECT row_values->>0 AS listing_id, row_values->>1 AS item_id FROM jsonb_array_elements($1::jsonb) AS input(row_values)) x
           WHERE l.id = x.listing_id`,
          JSON.stringify(chunk),
        );
      }
      await sql.steamAccount.updateMany({ where: { steamId: { in: sellers.map((seller) => seller.steamId) } }, data: { inventoryRefreshedAt: now } });
      return rows.length;
    },
    { client: prisma, maxWait: 60_000, timeout: 300_000 },
  );
}
