// The simulated Steam against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): sign-in
// with Mafiles, inventories of real catalogue items, and the offer state machine for every
// counterparty behaviour, driven by a clock the tests move.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { type Mafile, parseMafile } from '../../api/integrations/tradePlatform/mafile.ts';
import type { OfferItem, SteamSession, TradeLink, TradeOffer } from '../../api/integrations/tradePlatform/port.ts';
import { TradePlatformError } from '../../api/integrations/tradePlatform/port.ts';
import { EXTERIOR_BANDS } from '../../api/integrations/tradePlatform/simulated/inventoryGenerator.ts';
import { type CounterpartyBehaviour, SimulatedSteam, SimulatedSteamError } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { buildCatalogRows } from '../../prisma/seed/catalogItems.ts';
import { DEMO_STEAM_ACCOUNTS, seedDemoSteam } from '../../prisma/seed/demoSteam.ts';
import { readCatalog } from '../../prisma/seed/catalogSource.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const DAY = 86_400_000;
const REDLINE = 'AK-47 | Redline (Field-Tested)';
const ASIIMOV = 'AWP | Asiimov (Field-Tested)';

/** A slice of the real catalogue: every 15th weapon skin, some knives, stickers, cases and agents. */
async function importCatalogueSubset(prisma: PrismaClient): Promise<void> {
  const { collections, templates } = buildCatalogRows(readCatalog());
  const counters = new Map<string, number>();
  const everyNth: Record<string, number> = { sticker: 40, other: 30, agent: 2, knife: 40, gloves: 10 };
  const subset = templates.filter((template) => {
    if (template.hashName === REDLINE || template.hashName === ASIIMOV) return true;
    const seen = (counters.get(template.tagType) ?? 0) + 1;
    counters.set(template.tagType, seen);
    return seen % (everyNth[template.tagType] ?? 15) === 0;
  });
  await prisma.collection.createMany({ data: collections });
  await prisma.itemTemplate.createMany({ data: subset });
}

async function expectSteamError(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TradePlatformError);
  expect((error as TradePlatformError).code).toBe(code);
}

function mafileOf(json: string): Mafile {
  const result = parseMafile(json);
  if (!result.ok) throw new Error('the generated Mafile does not parse');
  return result.mafile;
}

describe('SimulatedSteam', () => {
  let database: Database;
  let prisma: PrismaClient;
  let clock = new Date('2026-03-02T10:00:00.000Z');
  const steam = new SimulatedSteam({ now: () => clock });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** Moves the clock by days and renews the sessions, as a long-running caller would. */
  const advanceDays = async (ms: number) => {
    advance(ms);
    seller.session = await steam.refreshSession(seller.session);
    buyer.session = await steam.refreshSession(buyer.session);
  };

  type Account = { steamId: string; mafile: Mafile; password: string; session: SteamSession; link: TradeLink };
  let seller: Account;
  let buyer: Account;
  let nameCounter = 0;

  async function newAccount(prefix: string, inventorySize = 0, seed?: string): Promise<Account> {
    nameCounter += 1;
    const password = `pw-${prefix}-secret`;
    const created = await steam.createAccount({ accountName: `${prefix}_${nameCounter}`, password, inventorySize, seed });
    const mafile = mafileOf(created.mafileJson);
    const session = await steam.signIn({ mafile, password });
    return { steamId: created.steamId, mafile, password, session, link: await steam.getTradeLink(session) };
  }

  /** The seller gets a fresh Redline and sends it to the buyer; the offer is confirmed (ACTIVE). */
  async function sendItem(from: Account, to: Account): Promise<{ offer: TradeOffer; item: OfferItem }> {
    const [assetId] = await steam.addAssets(from.steamId, [{ marketHashName: REDLINE }]);
    const item: OfferItem = { appId: 730, contextId: '2', assetId };
    const created = await steam.createOffer(from.session, { tradeLink: to.link, itemsToGive: [item], itemsToReceive: [], message: 'order 42' });
    expect(created.state).toBe('CREATED_NEEDS_CONFIRMATION');
    const offer = await steam.confirmOffer(from.session, created.id, { identitySecret: from.mafile.identitySecret });
    expect(offer.state).toBe('ACTIVE');
    return { offer, item };
  }

  async function inventoryIds(account: Account): Promise<string[]> {
    return (await steam.getInventory(account.session)).map((asset) => asset.assetId);
  }

  async function withBehaviour(behaviour: CounterpartyBehaviour, options = {}) {
    await steam.setBehaviour(buyer.steamId, behaviour, { reactionSeconds: 10, ...options });
  }

  const testDatabase = useTestDatabase();
  beforeAll(async () => {
    database = testDatabase();
    prisma = database.prisma;
    await importCatalogueSubset(prisma);
    seller = await newAccount('seller', 20, 'seller-seed');
    buyer = await newAccount('buyer', 5, 'buyer-seed');
  });

  // the clock moves days between tests: renew the sessions as a driver's caller would
  beforeEach(async () => {
    seller.session = await steam.refreshSession(seller.session);
    buyer.session = await steam.refreshSession(buyer.session);
  });

  describe('accounts and sessions', () => {
    it('writes an SDA Mafile with a bare numeric SteamID that parseMafile accepts', async () => {
      const created = await steam.createAccount({ accountName: 'mafile_check', password: 'long-password', inventorySize: 0 });
      expect(created.mafileJson).toMatch(new RegExp(`"SteamID": ${created.steamId}\\b`));
      const mafile = mafileOf(created.mafileJson);
      expect(mafile).toMatchObject({ accountName: 'mafile_check', steamId: created.steamId });
      expect(mafile.revocationCode).toMatch(/^R\d{5}$/);
      expect(mafile.deviceId).toMatch(/^android:/);
      const stored = await prisma.simSteamUser.findUniqueOrThrow({ where: { steamId: created.steamId } });
      expect(stored.passwordHash).toMatch(/^scrypt\$/);
      expect(stored.passwordHash).not.toContain('long-password');
      await expect(steam.createAccount({ accountName: 'mafile_check', password: 'another-password' })).rejects.toBeInstanceOf(SimulatedSteamError);
    });

    it('signs in with a good Mafile and password, and stores only a hash of the token', async () => {
      const session = await steam.signIn({ mafile: seller.mafile, password: seller.password });
      expect(session.steamId).toBe(seller.steamId);
      expect(session.expiresAt.getTime()).toBe(clock.getTime() + DAY);
      const tokens = await prisma.simSteamSession.findMany({ where: { steamId: seller.steamId } });
      expect(tokens.some((row) => row.tokenHash.includes(session.token))).toBe(false);
      const hash = createHash('sha256').update(session.token).digest('hex');
      expect(tokens.filter((row) => row.tokenHash === hash)).toHaveLength(1);
    });

    it('refuses a wrong password, an unknown account, another account’s Mafile and a wrong shared secret', async () => {
      await expectSteamError(steam.signIn({ mafile: seller.mafile, password: 'wrong password' }), 'BAD_CREDENTIALS');
      await expectSteamError(steam.signIn({ mafile: { ...seller.mafile, accountName: 'nobody_here' }, password: seller.password }), 'BAD_CREDENTIALS');
      await expectSteamError(steam.signIn({ mafile: buyer.mafile, password: seller.password }), 'BAD_CREDENTIALS');
      await expectSteamError(steam.signIn({ mafile: { ...seller.mafile, steamId: buyer.steamId }, password: seller.password }), 'MAFILE_MISMATCH');
      await expectSteamError(
        steam.signIn({ mafile: { ...seller.mafile, sharedSecret: buyer.mafile.sharedSecret }, password: seller.password }),
        'GUARD_CODE_REJECTED',
      );
    });

    it('refreshes sessions, also expired ones, until they are revoked or the password changes', async () => {
      const account = await newAccount('session');
      advance(DAY + 1000);
      await expectSteamError(steam.getInventory(account.session), 'SESSION_EXPIRED');
      const fresh = await steam.refreshSession(account.session);
      expect(fresh.token).not.toBe(account.session.token);
      expect(await steam.getInventory(fresh)).toEqual([]);

      expect(await steam.revokeSessions(account.steamId)).toBe(2);
      await expectSteamError(steam.refreshSession(fresh), 'SESSION_EXPIRED');
      await expectSteamError(steam.getInventory(fresh), 'SESSION_EXPIRED');
      await expectSteamError(steam.refreshSession({ ...fresh, token: 'unknown-token' }), 'SESSION_EXPIRED');

      const again = await steam.signIn({ mafile: account.mafile, password: account.password });
      await steam.setPassword(account.steamId, 'a-new-password');
      await expectSteamError(steam.refreshSession(again), 'SESSION_EXPIRED');
      await expectSteamError(steam.signIn({ mafile: account.mafile, password: account.password }), 'BAD_CREDENTIALS');
      await steam.signIn({ mafile: account.mafile, password: 'a-new-password' });
    });

    it('answers the trade link and the standing', async () => {
      const link = await steam.getTradeLink(seller.session);
      expect(link.partner).toBe(Number(BigInt(seller.steamId) & 0xffffffffn));
      expect(link.url).toBe(`https://steamcommunity.com/tradeoffer/new/?partner=${link.partner}&token=${link.token}`);

      const account = await newAccount('standing');
      expect(await steam.getAccountStanding(account.session)).toEqual({ canTrade: true, restriction: null, escrowDays: 0 });
      await steam.setStanding(account.steamId, { escrowDays: 15 });
      expect(await steam.getAccountStanding(account.session)).toEqual({ canTrade: true, restriction: null, escrowDays: 15 });
      await steam.setStanding(account.steamId, { limited: true });
      expect(await steam.getAccountStanding(account.session)).toMatchObject({ canTrade: false, restriction: 'LIMITED_ACCOUNT' });
      await steam.setStanding(account.steamId, { tradeHoldUntil: new Date(clock.getTime() + DAY) });
      expect(await steam.getAccountStanding(account.session)).toMatchObject({ canTrade: false, restriction: 'TRADE_HOLD' });
      await steam.setStanding(account.steamId, { tradeBanned: true });
      expect(await steam.getAccountStanding(account.session)).toMatchObject({ canTrade: false, restriction: 'TRADE_BAN' });
    });
  });

  describe('inventory', () => {
    it('holds real catalogue items with consistent floats, some cooling down and some never tradable', async () => {
      const inventory = await steam.getInventory(seller.session);
      expect(inventory).toHaveLength(20);
      const templates = await prisma.itemTemplate.findMany({ where: { hashName: { in: inventory.map((asset) => asset.marketHashName) } } });
      const byName = new Map(templates.map((template) => [template.hashName, template]));
      for (const asset of inventory) {
        const template = byName.get(asset.marketHashName);
        expect(template, asset.marketHashName).toBeDefined();
        expect(asset.assetId).toMatch(/^\d+$/);
        if (template!.minFloat !== null && template!.exterior && EXTERIOR_BANDS[template!.exterior]) {
          const [low, high] = EXTERIOR_BANDS[template!.exterior];
          expect(asset.float).not.toBeNull();
          expect(asset.float!).toBeGreaterThanOrEqual(Math.max(low, template!.minFloat!));
          expect(asset.float!).toBeLessThanOrEqual(Math.min(high, template!.maxFloat!));
          expect(asset.paintSeed).toBeGreaterThanOrEqual(0);
          expect(asset.paintSeed).toBeLessThanOrEqual(1000);
          expect(asset.inspectLink).toContain(`A${asset.assetId}D`);
        } else {
          expect(asset.float).toBeNull();
        }
      }
      const cooling = inventory.filter((asset) => !asset.tradable && asset.tradableAfter);
      expect(cooling.length).toBeGreaterThanOrEqual(1);
      for (const asset of cooling) {
        expect(asset.contextId).toBe('16');
        expect(asset.tradableAfter!.getTime()).toBeGreaterThan(clock.getTime());
      }
      const neverTradable = inventory.filter((asset) => !asset.tradable && asset.tradableAfter === null);
      expect(neverTradable.length).toBeGreaterThanOrEqual(1);
      expect(inventory.filter((asset) => asset.tradable).length).toBeGreaterThanOrEqual(15);

      const stickerNames = inventory.flatMap((asset) => asset.stickers.map((sticker) => `Sticker | ${sticker.name}`));
      if (stickerNames.length > 0) {
        expect(await prisma.itemTemplate.count({ where: { hashName: { in: stickerNames } } })).toBe(new Set(stickerNames).size);
      }
    });

    it('draws the same inventory from the same seed', async () => {
      const twin = await newAccount('twin', 20, 'seller-seed');
      const describe = (assets: Awaited<ReturnType<typeof steam.getInventory>>) =>
        assets.map((asset) => [asset.marketHashName, asset.float, asset.paintSeed, asset.stickers.length, asset.tradable]).sort();
      expect(describe(await steam.getInventory(twin.session))).toEqual(describe(await steam.getInventory(seller.session)));
    });

    it('stickers on some weapons across a larger inventory', async () => {
      const big = await newAccount('big', 60, 'stickers');
      const inventory = await steam.getInventory(big.session);
      const withStickers = inventory.filter((asset) => asset.stickers.length > 0);
      expect(withStickers.length).toBeGreaterThan(0);
      const names = withStickers.flatMap((asset) => asset.stickers.map((sticker) => `Sticker | ${sticker.name}`));
      expect(await prisma.itemTemplate.count({ where: { hashName: { in: names }, tagType: 'sticker' } })).toBe(new Set(names).size);
    });
  });

  describe('creating offers', () => {
    it('refuses bad trade links, foreign or cooling-down items and banned partners', async () => {
      const [own] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
      const give = (assetId: string): OfferItem[] => [{ appId: 730, contextId: '2', assetId }];
      await expectSteamError(
        steam.createOffer(seller.session, { tradeLink: { ...buyer.link, token: 'wrongtok' }, itemsToGive: give(own), itemsToReceive: [] }),
        'INVALID_TRADE_LINK',
      );
      await expectSteamError(steam.createOffer(seller.session, { tradeLink: seller.link, itemsToGive: give(own), itemsToReceive: [] }), 'INVALID_TRADE_LINK');
      const [buyersItem] = await steam.addAssets(buyer.steamId, [{ marketHashName: ASIIMOV }]);
      await expectSteamError(steam.createOffer(seller.session, { tradeLink: buyer.link, itemsToGive: give(buyersItem), itemsToReceive: [] }), 'NOT_TRADABLE');
      const [cooling] = await steam.addAssets(seller.steamId, [{ marketHashName: ASIIMOV, tradableAfter: new Date(clock.getTime() + 3 * DAY) }]);
      await expectSteamError(steam.createOffer(seller.session, { tradeLink: buyer.link, itemsToGive: give(cooling), itemsToReceive: [] }), 'NOT_TRADABLE');
      const [never] = await steam.addAssets(seller.steamId, [{ marketHashName: ASIIMOV, tradable: false }]);
      await expectSteamError(steam.createOffer(seller.session, { tradeLink: buyer.link, itemsToGive: give(never), itemsToReceive: [] }), 'NOT_TRADABLE');

      const banned = await newAccount('banned');
      await steam.setStanding(banned.steamId, { tradeBanned: true });
      await expectSteamError(steam.createOffer(seller.session, { tradeLink: banned.link, itemsToGive: give(own), itemsToReceive: [] }), 'PARTNER_UNAVAILABLE');
    });

    it('starts an offer that only asks for items ACTIVE, without confirmation', async () => {
      const [buyersItem] = await steam.addAssets(buyer.steamId, [{ marketHashName: ASIIMOV }]);
      await withBehaviour('IGNORE');
      const offer = await steam.createOffer(seller.session, {
        tradeLink: buyer.link,
        itemsToGive: [],
        itemsToReceive: [{ appId: 730, contextId: '2', assetId: buyersItem }],
      });
      expect(offer).toMatchObject({ state: 'ACTIVE', confirmationMethod: 'none', isOurOffer: true, partnerSteamId: buyer.steamId });
      const seen = await steam.getOffer(buyer.session, offer.id);
      expect(seen).toMatchObject({ isOurOffer: false, partnerSteamId: seller.steamId, itemsToGive: offer.itemsToReceive, itemsToReceive: [] });
      expect(await steam.getOffer((await newAccount('stranger')).session, offer.id)).toBeNull();
    });
  });

  describe('offer state machine', () => {
    it('needs the sender’s confirmation with the right identity secret, and can be refused', async () => {
      await withBehaviour('IGNORE');
      const [assetId] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
      const created = await steam.createOffer(seller.session, {
        tradeLink: buyer.link,
        itemsToGive: [{ appId: 730, contextId: '2', assetId }],
        itemsToReceive: [],
      });
      expect(created).toMatchObject({ state: 'CREATED_NEEDS_CONFIRMATION', confirmationMethod: 'mobile' });
      await expectSteamError(steam.confirmOffer(seller.session, created.id, { identitySecret: buyer.mafile.identitySecret }), 'CONFIRMATION_NOT_FOUND');
      expect((await steam.getOffer(seller.session, created.id))!.state).toBe('CREATED_NEEDS_CONFIRMATION');

      await steam.refuseConfirmation(seller.steamId, created.id);
      expect((await steam.getOffer(seller.session, created.id))!.state).toBe('CANCELED_BY_SECOND_FACTOR');
      await expectSteamError(steam.confirmOffer(seller.session, created.id, { identitySecret: seller.mafile.identitySecret }), 'CONFIRMATION_NOT_FOUND');
      expect(await inventoryIds(seller)).toContain(assetId);
    });

    it('ACCEPT: the buyer accepts after its reaction delay; the item moves with a new id into trade protection', async () => {
      await withBehaviour('ACCEPT');
      const { offer, item } = await sendItem(seller, buyer);
      advance(9_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('ACTIVE');
      advance(1_000);
      const accepted = (await steam.getOffer(seller.session, offer.id))!;
      expect(accepted.state).toBe('ACCEPTED');
      expect(accepted.tradeId).toMatch(/^\d+$/);

      const receipt = (await steam.getTrade(buyer.session, accepted.tradeId!))!;
      expect(receipt).toMatchObject({ status: 'COMPLETE', partnerSteamId: seller.steamId, rollbackTradeId: null });
      expect(receipt.assetsReceived).toHaveLength(1);
      const [received] = receipt.assetsReceived;
      expect(received).toMatchObject({ assetId: item.assetId, newContextId: '16' });
      expect(received.newAssetId).not.toBe(item.assetId);

      expect(await inventoryIds(seller)).not.toContain(item.assetId);
      const newAsset = (await steam.getInventory(buyer.session)).find((asset) => asset.assetId === received.newAssetId)!;
      expect(newAsset).toMatchObject({ marketHashName: REDLINE, contextId: '16', tradable: false });
      expect(newAsset.tradableAfter!.getTime()).toBe(clock.getTime() + 7 * DAY);
      expect((await steam.getTrade(seller.session, accepted.tradeId!))!.assetsReceived).toEqual([]);
    });

    it('DECLINE: the offer is declined and the item stays', async () => {
      await withBehaviour('DECLINE');
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('DECLINED');
      expect(await inventoryIds(seller)).toContain(item.assetId);
      await expectSteamError(steam.cancelOffer(seller.session, offer.id), 'OFFER_NOT_OPEN');
    });

    it('COUNTER: a counter-offer replaces the offer, and the seller can accept it', async () => {
      await withBehaviour('COUNTER');
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      const countered = (await steam.getOffer(seller.session, offer.id))!;
      expect(countered.state).toBe('COUNTERED');
      expect(countered.counterOfferId).toMatch(/^\d+$/);
      const counter = (await steam.getOffer(seller.session, countered.counterOfferId!))!;
      expect(counter).toMatchObject({ state: 'ACTIVE', isOurOffer: false, partnerSteamId: buyer.steamId, itemsToGive: [item] });
      const accepted = await steam.confirmOffer(seller.session, counter.id, { identitySecret: seller.mafile.identitySecret });
      expect(accepted.state).toBe('ACCEPTED');
      expect(await inventoryIds(seller)).not.toContain(item.assetId);
    });

    it('IGNORE: the offer expires after 14 days', async () => {
      await withBehaviour('IGNORE');
      const { offer, item } = await sendItem(seller, buyer);
      expect(offer.expiresAt.getTime()).toBe(clock.getTime() + 14 * DAY);
      await advanceDays(14 * DAY - 1000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('ACTIVE');
      advance(1000);
      expect((await steam.getOffer(buyer.session, offer.id))!.state).toBe('EXPIRED');
      expect(await inventoryIds(seller)).toContain(item.assetId);
    });

    it('ESCROW: the offer is held, then accepted when the hold ends', async () => {
      await withBehaviour('ESCROW', { escrowDays: 3 });
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      const held = (await steam.getOffer(seller.session, offer.id))!;
      expect(held.state).toBe('IN_ESCROW');
      expect(held.escrowEndsAt!.getTime()).toBe(clock.getTime() + 3 * DAY);
      expect((await steam.getTrade(seller.session, held.tradeId!))!.status).toBe('IN_ESCROW');
      expect(await inventoryIds(seller)).not.toContain(item.assetId);
      expect((await steam.getTrade(buyer.session, held.tradeId!))!.assetsReceived).toEqual([]);

      await advanceDays(3 * DAY);
      const accepted = (await steam.getOffer(seller.session, offer.id))!;
      expect(accepted.state).toBe('ACCEPTED');
      const receipt = (await steam.getTrade(buyer.session, accepted.tradeId!))!;
      expect(receipt.status).toBe('COMPLETE');
      expect(await inventoryIds(buyer)).toContain(receipt.assetsReceived[0].newAssetId);
      await steam.setBehaviour(buyer.steamId, 'ACCEPT', { escrowDays: 0 });
    });

    it('ESCROW: cancelling during the hold gives the items back', async () => {
      await withBehaviour('ESCROW', { escrowDays: 5 });
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('IN_ESCROW');
      const cancelled = await steam.cancelOffer(seller.session, offer.id);
      expect(cancelled.state).toBe('CANCELED');
      expect((await steam.getTrade(seller.session, cancelled.tradeId!))!.status).toBe('ESCROW_ROLLBACK');
      expect(await inventoryIds(seller)).toContain(item.assetId);
      await steam.setBehaviour(buyer.steamId, 'ACCEPT', { escrowDays: 0 });
    });

    it('REVERSE: the trade is reversed during trade protection and the item goes back', async () => {
      await withBehaviour('REVERSE', { reverseAfterSeconds: 3600 });
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      const accepted = (await steam.getOffer(seller.session, offer.id))!;
      expect(accepted.state).toBe('ACCEPTED');
      const [received] = (await steam.getTrade(buyer.session, accepted.tradeId!))!.assetsReceived;
      expect(await inventoryIds(buyer)).toContain(received.newAssetId);

      advance(3600_000);
      const reversed = (await steam.getTrade(seller.session, accepted.tradeId!))!;
      expect(reversed.status).toBe('TRADE_PROTECTION_ROLLBACK');
      expect(reversed.rollbackTradeId).toMatch(/^\d+$/);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('ACCEPTED');
      expect(await inventoryIds(buyer)).not.toContain(received.newAssetId);

      const rollback = (await steam.getTrade(seller.session, reversed.rollbackTradeId!))!;
      expect(rollback.assetsReceived).toHaveLength(1);
      const back = (await steam.getInventory(seller.session)).find((asset) => asset.assetId === rollback.assetsReceived[0].newAssetId)!;
      const original = await prisma.simAsset.findUniqueOrThrow({ where: { assetId: BigInt(item.assetId) } });
      expect(back).toMatchObject({ marketHashName: REDLINE, float: original.floatValue, paintSeed: original.paintSeed });
    });

    it('CANCEL_CONFIRMATION: the buyer refuses its mobile confirmation', async () => {
      await withBehaviour('CANCEL_CONFIRMATION');
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('CANCELED_BY_SECOND_FACTOR');
      expect(await inventoryIds(seller)).toContain(item.assetId);
    });

    it('INVALID_ITEMS: an item that vanishes invalidates the open offer', async () => {
      await withBehaviour('ACCEPT');
      const { offer, item } = await sendItem(seller, buyer);
      await steam.removeAsset(seller.steamId, item.assetId);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('INVALID_ITEMS');
      advance(10_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('INVALID_ITEMS');

      // and an unconfirmed offer whose item vanished cannot become a valid one
      const [assetId] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
      const created = await steam.createOffer(seller.session, {
        tradeLink: buyer.link,
        itemsToGive: [{ appId: 730, contextId: '2', assetId }],
        itemsToReceive: [],
      });
      await steam.removeAsset(seller.steamId, assetId);
      const confirmed = await steam.confirmOffer(seller.session, created.id, { identitySecret: seller.mafile.identitySecret });
      expect(confirmed.state).toBe('INVALID_ITEMS');
    });

    it('an item accepted in one offer invalidates the other open offers holding it', async () => {
      await withBehaviour('ACCEPT');
      const other = await newAccount('other');
      await steam.setBehaviour(other.steamId, 'IGNORE');
      const { offer, item } = await sendItem(seller, buyer);
      const second = await steam.createOffer(seller.session, { tradeLink: other.link, itemsToGive: [item], itemsToReceive: [] });
      await steam.confirmOffer(seller.session, second.id, { identitySecret: seller.mafile.identitySecret });
      advance(10_000);
      expect((await steam.getOffer(seller.session, offer.id))!.state).toBe('ACCEPTED');
      expect((await steam.getOffer(seller.session, second.id))!.state).toBe('INVALID_ITEMS');
    });

    it('the sender cancels an open offer once', async () => {
      await withBehaviour('IGNORE');
      const { offer } = await sendItem(seller, buyer);
      expect((await steam.cancelOffer(seller.session, offer.id)).state).toBe('CANCELED');
      await expectSteamError(steam.cancelOffer(seller.session, offer.id), 'OFFER_NOT_OPEN');
      await expectSteamError(steam.cancelOffer(seller.session, '999'), 'OFFER_NOT_FOUND');
    });

    it('the recipient declines with cancelOffer', async () => {
      await withBehaviour('IGNORE');
      const { offer } = await sendItem(seller, buyer);
      expect((await steam.cancelOffer(buyer.session, offer.id)).state).toBe('DECLINED');
    });
  });

  describe('lease trades', () => {
    // a Steam whose lease days last a minute: the trades of offers naming a lease are protected 7 minutes
    const LEASE_DAY = 60_000;
    const leaseSteam = new SimulatedSteam({ now: () => clock, leaseDaySeconds: 60 });
    const LEASE_NO = 'L202603020123456789';

    /** `from` gives a fresh Redline to `to` with this message, confirmed; `to` accepts it at once. */
    async function trade(from: Account, to: Account, message: string, assetId?: string) {
      const given = assetId ?? (await leaseSteam.addAssets(from.steamId, [{ marketHashName: REDLINE }]))[0];
      const item: OfferItem = { appId: 730, contextId: '2', assetId: given };
      const created = await leaseSteam.createOffer(from.session, { tradeLink: to.link, itemsToGive: [item], itemsToReceive: [], message });
      await leaseSteam.confirmOffer(from.session, created.id, { identitySecret: from.mafile.identitySecret });
      return created.id;
    }

    it('protects the trade of an offer naming a lease for 7 lease days, then the item goes back the same way', async () => {
      await leaseSteam.setBehaviour(buyer.steamId, 'ACCEPT', { reactionSeconds: 5 });
      await leaseSteam.setBehaviour(seller.steamId, 'ACCEPT', { reactionSeconds: 5 });
      const offerId = await trade(seller, buyer, `租赁 ${LEASE_NO} 发货`);
      advance(5_000);
      const delivery = (await leaseSteam.getOffer(seller.session, offerId))!;
      expect(delivery.state).toBe('ACCEPTED');
      const [received] = (await leaseSteam.getTrade(buyer.session, delivery.tradeId!))!.assetsReceived;
      const asset = (await leaseSteam.getInventory(buyer.session)).find((each) => each.assetId === received.newAssetId)!;
      expect(asset).toMatchObject({ contextId: '16', tradable: false });
      expect(asset.tradableAfter!.getTime()).toBe(clock.getTime() + 7 * LEASE_DAY);

      // before the 7 lease days the renter cannot send it back; after them it goes with a return offer naming the lease
      await expectSteamError(
        leaseSteam.createOffer(buyer.session, {
          tradeLink: seller.link,
          itemsToGive: [{ appId: 730, contextId: '2', assetId: received.newAssetId }],
          itemsToReceive: [],
        }),
        'NOT_TRADABLE',
      );
      advance(7 * LEASE_DAY);
      const back = await trade(buyer, seller, `租赁 ${LEASE_NO} 归还`, received.newAssetId);
      advance(5_000);
      const returned = (await leaseSteam.getOffer(buyer.session, back))!;
      expect(returned.state).toBe('ACCEPTED');
      const [home] = (await leaseSteam.getTrade(seller.session, returned.tradeId!))!.assetsReceived;
      const homeAsset = (await leaseSteam.getInventory(seller.session)).find((each) => each.assetId === home.newAssetId)!;
      expect(homeAsset.tradableAfter!.getTime()).toBe(clock.getTime() + 7 * LEASE_DAY);

      // the return trade can be reversed inside its protection: the item goes back to the renter
      await leaseSteam.reverseTrade(returned.tradeId!);
      expect((await leaseSteam.getTrade(seller.session, returned.tradeId!))!.status).toBe('TRADE_PROTECTION_ROLLBACK');
      expect(await inventoryIds(seller)).not.toContain(home.newAssetId);
    });

    it('keeps 7 real days for an offer that names no lease, and a REVERSE counterparty reverses a lease trade inside its protection', async () => {
      await leaseSteam.setBehaviour(buyer.steamId, 'ACCEPT', { reactionSeconds: 5 });
      const ordinary = await trade(seller, buyer, 'order L12345');
      advance(5_000);
      const [received] = (await leaseSteam.getTrade(buyer.session, (await leaseSteam.getOffer(seller.session, ordinary))!.tradeId!))!.assetsReceived;
      const asset = (await leaseSteam.getInventory(buyer.session)).find((each) => each.assetId === received.newAssetId)!;
      expect(asset.tradableAfter!.getTime()).toBe(clock.getTime() + 7 * DAY);

      // the default reversal a day after acceptance comes half-way through the 7 lease minutes at the latest
      await leaseSteam.setBehaviour(buyer.steamId, 'REVERSE', { reactionSeconds: 5 });
      const leased = await trade(seller, buyer, `租赁 ${LEASE_NO}`);
      advance(5_000);
      const tradeId = (await leaseSteam.getOffer(seller.session, leased))!.tradeId!;
      expect((await leaseSteam.getTrade(seller.session, tradeId))!.status).toBe('COMPLETE');
      advance(3.5 * LEASE_DAY);
      expect((await leaseSteam.getTrade(seller.session, tradeId))!.status).toBe('TRADE_PROTECTION_ROLLBACK');
      await leaseSteam.setBehaviour(buyer.steamId, 'ACCEPT', { reactionSeconds: 10 });
    });
  });

  describe('demo accounts', () => {
    it('creates demo_trader and demo_buyer once, and the committed Mafiles sign in', async () => {
      expect(await seedDemoSteam(prisma, clock)).toEqual({ created: ['demo_trader', 'demo_buyer'], existing: [] });
      expect(await seedDemoSteam(prisma, clock)).toEqual({ created: [], existing: ['demo_trader', 'demo_buyer'] });
      for (const account of DEMO_STEAM_ACCOUNTS) {
        const mafile = mafileOf(readFileSync(new URL(`../../prisma/seed/demo-steam/${account.accountName}.maFile`, import.meta.url), 'utf8'));
        expect(mafile.steamId).toBe(account.steamId);
        const session = await steam.signIn({ mafile, password: account.password });
        const inventory = await steam.getInventory(session);
        expect(inventory).toHaveLength(account.inventorySize);
        if (account.accountName === 'demo_trader') {
          expect(inventory.filter((asset) => asset.tradable).length).toBeGreaterThanOrEqual(30);
          expect(inventory.some((asset) => asset.contextId === '16' && asset.tradableAfter)).toBe(true);
          expect(inventory.some((asset) => !asset.tradable && !asset.tradableAfter)).toBe(true);
          const listable = inventory.filter((asset) => asset.tradable && account.includeItems.includes(asset.marketHashName));
          expect(listable.length).toBeGreaterThanOrEqual(2);
        }
      }
    });
  });

  describe('concurrency', () => {
    it('a confirm and a cancel of one offer cannot both win', async () => {
      await withBehaviour('IGNORE');
      for (let round = 0; round < 4; round++) {
        const [assetId] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
        const created = await steam.createOffer(seller.session, {
          tradeLink: buyer.link,
          itemsToGive: [{ appId: 730, contextId: '2', assetId }],
          itemsToReceive: [],
        });
        const [confirm, cancel] = await Promise.allSettled([
          steam.confirmOffer(seller.session, created.id, { identitySecret: seller.mafile.identitySecret }),
          steam.cancelOffer(seller.session, created.id),
        ]);
        const final = (await steam.getOffer(seller.session, created.id))!.state;
        if (confirm.status === 'fulfilled') {
          // the cancel may still come after the confirmation: then both ran, one after the other
          expect(['ACTIVE', 'CANCELED']).toContain(final);
          if (cancel.status === 'rejected') expect(final).toBe('ACTIVE');
        } else {
          expect(cancel.status).toBe('fulfilled');
          expect(final).toBe('CANCELED');
          expect((confirm.reason as TradePlatformError).code).toBe('CONFIRMATION_NOT_FOUND');
        }
      }
    });

    it('two confirmations of one offer: exactly one succeeds', async () => {
      await withBehaviour('IGNORE');
      const [assetId] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
      const created = await steam.createOffer(seller.session, {
        tradeLink: buyer.link,
        itemsToGive: [{ appId: 730, contextId: '2', assetId }],
        itemsToReceive: [],
      });
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => steam.confirmOffer(seller.session, created.id, { identitySecret: seller.mafile.identitySecret })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('two opposite offers over the same items accepted at once: one trade, no deadlock', async () => {
      await withBehaviour('IGNORE');
      await steam.setBehaviour(seller.steamId, 'IGNORE');
      const [sellersItem] = await steam.addAssets(seller.steamId, [{ marketHashName: REDLINE }]);
      const [buyersItem] = await steam.addAssets(buyer.steamId, [{ marketHashName: ASIIMOV }]);
      const a: OfferItem = { appId: 730, contextId: '2', assetId: sellersItem };
      const b: OfferItem = { appId: 730, contextId: '2', assetId: buyersItem };
      const first = await steam.createOffer(seller.session, { tradeLink: buyer.link, itemsToGive: [a], itemsToReceive: [b] });
      await steam.confirmOffer(seller.session, first.id, { identitySecret: seller.mafile.identitySecret });
      const second = await steam.createOffer(buyer.session, { tradeLink: seller.link, itemsToGive: [b], itemsToReceive: [a] });
      await steam.confirmOffer(buyer.session, second.id, { identitySecret: buyer.mafile.identitySecret });

      await Promise.allSettled([
        steam.confirmOffer(buyer.session, first.id, { identitySecret: buyer.mafile.identitySecret }),
        steam.confirmOffer(seller.session, second.id, { identitySecret: seller.mafile.identitySecret }),
      ]);
      const states = [(await steam.getOffer(seller.session, first.id))!.state, (await steam.getOffer(seller.session, second.id))!.state].sort();
      expect(states).toEqual(['ACCEPTED', 'INVALID_ITEMS']);
      for (const assetId of [sellersItem, buyersItem]) {
        expect(await prisma.simAsset.count({ where: { previousAssetId: BigInt(assetId) } })).toBe(1);
      }
      await steam.setBehaviour(seller.steamId, 'ACCEPT');
    });

    it('concurrent reads at the reaction time move the item exactly once', async () => {
      await withBehaviour('ACCEPT');
      const { offer, item } = await sendItem(seller, buyer);
      advance(10_000);
      const seen = await Promise.all([
        steam.getOffer(seller.session, offer.id),
        steam.getOffer(buyer.session, offer.id),
        steam.getInventory(buyer.session),
        steam.getInventory(seller.session),
      ]);
      expect(seen[0]!.state).toBe('ACCEPTED');
      expect(await prisma.simTrade.count({ where: { offerId: BigInt(offer.id) } })).toBe(1);
      expect(await prisma.simAsset.count({ where: { previousAssetId: BigInt(item.assetId) } })).toBe(1);
    });
  });
});
