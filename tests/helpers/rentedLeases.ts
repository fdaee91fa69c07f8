// Leases for the API tests, brought to RENTING without the renting and delivery services: a lease
// listing of a real item of the lender's bound simulated Steam account, the rent from the renter's
// balance (RENT_BALANCE through services.leaseLife.apply, rent and deposit held), the item moved at
// the simulated Steam by a real trade (the lender's session offers it to the renter's trade link
// with the lease's number in the message, confirmed with the lender's identity secret; the renter's
// account accepts), then DELIVERED with the start, the end, the trade and the renter's new asset id.
// Both inventories are read again afterwards. (The real rent path replaces this once it exists.)
import { expect } from 'vitest';
import { rentFor } from '../../lib/leaseTerms.ts';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { parseMafile, type Mafile } from '../../api/integrations/tradePlatform/mafile.ts';
import type { SteamSession } from '../../api/integrations/tradePlatform/port.ts';
import { createLeaseListing } from '../../api/modules/lease/leaseListingStates.ts';
import { parseTradeLinkUrl } from '../../api/modules/order/order.service.ts';
import type { Viewer } from '../../api/session/viewer.ts';
import { finishedRefresh, signedInSeller } from './steamSellers.ts';
import type { TestApp } from './testApp.ts';
import { fundDeposit } from './wallet.ts';

export type LeaseParty = Awaited<ReturnType<typeof signedInSeller>>;

export type LeaseTerms = {
  dailyRentCents: number;
  longDailyRentCents: number | null;
  depositCents: number;
  maxDays: number;
  buyoutPriceCents: number | null;
  /** the days rented */
  days: number;
};

export const DEFAULT_TERMS: LeaseTerms = {
  dailyRentCents: 1_00,
  longDailyRentCents: null,
  depositCents: 100_00,
  maxDays: 30,
  buyoutPriceCents: null,
  days: 10,
};

export type RentedLease = {
  lender: LeaseParty;
  renter: LeaseParty;
  leaseId: string;
  leaseNo: string;
  listingId: string;
  templateId: number;
  /** the lender's asset that went, and its new id in the renter's account */
  lenderAssetId: string;
  renterAssetId: string;
  deliveryTradeId: string;
  startedAt: Date;
  endsAt: Date;
  rentCents: number;
  terms: LeaseTerms;
};

export function mafileOf(json: string): Mafile {
  const parsed = parseMafile(json);
  if (!parsed.ok) throw new Error('the Mafile does not parse');
  return parsed.mafile;
}

/** A session of a party's simulated account (as the test, not the platform, holds it). */
export async function sessionOf(api: TestApp, party: LeaseParty): Promise<SteamSession> {
  return api.steam.signIn({ mafile: mafileOf(party.steam.mafile), password: party.steam.password });
}

/** The viewer of a signed-in party, verified by SMS just now (step-up) unless told otherwise. */
export async function viewerOf(api: TestApp, party: Pick<LeaseParty, 'userId'>, options: { verified?: boolean } = {}): Promise<Viewer> {
  const now = api.clock.now();
  const verified = options.verified ?? true;
  return {
    user: await db().user.findUniqueOrThrow({ where: { id: party.userId } }),
    sessionId: 'lease-test',
    verifiedAt: verified ? now : null,
    verifiedUntil: verified ? new Date(now.getTime() + 1_800_000) : null,
  };
}

/**
 * A lease in RENTING: the lender's item (a fresh bound account of its own unless given), rented by
 * the renter (likewise) for `terms.days` days from the balance, funded with `fund` cents (the rent and
 * deposit by default), and delivered at the simulated Steam.
 */
export async function rentedLease(
  api: TestApp,
  options: { terms?: Partial<LeaseTerms>; lender?: LeaseParty; renter?: LeaseParty; fund?: number } = {},
): Promise<RentedLease> {
  const terms = { ...DEFAULT_TERMS, ...options.terms };
  const lender = options.lender ?? (await signedInSeller(api, { prefix: 'lender', inventorySize: 6 }));
  const renter = options.renter ?? (await signedInSeller(api, { prefix: 'renter', inventorySize: 0 }));
  const services = api.app.services;
  const item = await db().inventoryItem.findFirstOrThrow({
    where: {
      steamAccountId: lender.accountId,
      templateId: { not: null },
      tradable: true,
      OR: [{ tradableAfter: null }, { tradableAfter: { lte: api.clock.now() } }],
      leaseListings: { none: {} },
    },
    orderBy: { assetId: 'asc' },
  });
  const lenderAccount = await db().steamAccount.findUniqueOrThrow({ where: { id: lender.accountId } });
  const renterAccount = await db().steamAccount.findUniqueOrThrow({ where: { id: renter.accountId } });
  const rentCents = rentFor(terms, terms.days);
  await fundDeposit(renter.userId, options.fund ?? rentCents + terms.depositCents);

  const createdAt = api.clock.now();
  const leaseNo = services.leaseLife.money.holding.newNumber(createdAt);
  const { leaseId, listingId } = await transaction(async (tx) => {
    const listingId = await createLeaseListing(tx, {
      lenderId: lender.userId,
      templateId: item.templateId!,
      inventoryItemId: item.id,
      steamAccountId: lender.accountId,
      assetId: item.assetId,
      floatValue: item.floatValue,
      paintSeed: item.paintSeed,
      dailyRentCents: terms.dailyRentCents,
      longDailyRentCents: terms.longDailyRentCents,
      depositCents: terms.depositCents,
      maxDays: terms.maxDays,
      buyoutPriceCents: terms.buyoutPriceCents,
      createdAt,
      updatedAt: createdAt,
    });
    const applied = await services.leaseLife.apply(tx, {
      event: 'RENT_BALANCE',
      actor: 'RENTER',
      lease: {
        leaseNo,
        leaseListingId: listingId,
        templateId: item.templateId!,
        lenderId: lender.userId,
        renterId: renter.userId,
        lenderSteamAccountId: lender.accountId,
        lenderSteamId: lenderAccount.steamId,
        assetId: item.assetId,
        renterSteamAccountId: renter.accountId,
        renterSteamId: renterAccount.steamId,
        payMethod: 'BALANCE',
        days: terms.days,
        rentCents,
        depositCents: terms.depositCents,
        buyoutPriceCents: terms.buyoutPriceCents,
        createdAt,
        updatedAt: createdAt,
      },
    });
    return { leaseId: applied.id, listingId };
  });

  // the delivery at Steam: the lender's offer names the lease, the renter's account accepts it
  const lenderSession = await sessionOf(api, lender);
  const renterSession = await sessionOf(api, renter);
  const created = await api.steam.createOffer(lenderSession, {
    tradeLink: parseTradeLinkUrl(renterAccount.tradeLinkUrl)!,
    itemsToGive: [{ appId: 730, contextId: item.contextId as '2' | '16', assetId: item.assetId }],
    itemsToReceive: [],
    message: `租赁 ${leaseNo} 发货`,
  });
  await api.steam.confirmOffer(lenderSession, created.id, { identitySecret: mafileOf(lender.steam.mafile).identitySecret });
  await api.steam.answerOffer(created.id, 'ACCEPT');
  const accepted = (await api.steam.getOffer(lenderSession, created.id))!;
  expect(accepted.state).toBe('ACCEPTED');
  const receipt = (await api.steam.getTrade(renterSession, accepted.tradeId!))!;
  const renterAssetId = receipt.assetsReceived[0].newAssetId;

  const startedAt = api.clock.now();
  const endsAt = new Date(startedAt.getTime() + terms.days * services.leaseLife.settings.dayMs);
  await transaction(async (tx) => {
    const locked = (await services.leaseLife.lock(tx, leaseId))!;
    await services.leaseLife.apply(tx, {
      event: 'DELIVERED',
      lease: locked,
      actor: 'SYSTEM',
      at: startedAt,
      fields: { startedAt, endsAt, deliveryOfferId: created.id, deliveryTradeId: accepted.tradeId!, renterAssetId, renterSteamId: renterAccount.steamId },
      detail: { tradeId: accepted.tradeId! },
    });
  });
  // both inventories as Steam has them now: the asset left the lender's and is the renter's, on lease
  await services.inventory.startRefresh(lender.userId);
  await finishedRefresh(api, lender.userId);
  await services.inventory.startRefresh(renter.userId);
  await finishedRefresh(api, renter.userId);
  return {
    lender,
    renter,
    leaseId,
    leaseNo,
    listingId,
    templateId: item.templateId!,
    lenderAssetId: item.assetId,
    renterAssetId,
    deliveryTradeId: accepted.tradeId!,
    startedAt,
    endsAt,
    rentCents,
    terms,
  };
}

/** The lease row as the tests read it. */
export const leaseOf = (leaseId: string) => db().lease.findUniqueOrThrow({ where: { id: leaseId } });
