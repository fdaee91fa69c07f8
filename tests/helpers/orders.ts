// Buyers and listings for the order tests.
import { expect } from 'vitest';
import { db } from '../../api/db/client.ts';
import { createListing } from './listings.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { signedInSeller, simulatedSteamAccount } from './steamSellers.ts';
import type { SignedInUser, TestApp } from './testApp.ts';
import { fundDeposit } from './wallet.ts';

export type Buyer = SignedInUser & { accountId: string; steamId: string };

/** A signed-in buyer with a bound simulated Steam account (and a deposit when asked). */
export async function boundBuyer(api: TestApp, depositCents = 0): Promise<Buyer> {
  const user = await api.signIn();
  const steam = await simulatedSteamAccount(api, 'buyer', 1);
  const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: steam.mafile, password: steam.password } });
  expect(bound.body.code).toBe(0);
  if (depositCents > 0) await fundDeposit(user.userId, depositCents);
  return { ...user, accountId: bound.body.data.account.id, steamId: steam.steamId };
}

let fixtureAccounts = 0;

/** A buyer whose Steam account row is written directly (for tests with many buyers): NORMAL, with a trade link. */
export async function quickBuyer(api: TestApp, depositCents = 0): Promise<Buyer> {
  const user = await api.signIn();
  fixtureAccounts += 1;
  const steamId = `7656119${String(9_000_000_000 + fixtureAccounts * 7 + Math.floor(Math.random() * 5)).padStart(10, '0')}`;
  const account = await db().steamAccount.create({
    data: {
      userId: user.userId,
      steamId,
      accountName: `quick_buyer_${fixtureAccounts}_${Date.now() % 100_000}`,
      passwordCipher: 'x',
      mafileCipher: 'x',
      tradeLinkUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${fixtureAccounts}&token=test`,
    },
  });
  if (depositCents > 0) await fundDeposit(user.userId, depositCents);
  return { ...user, accountId: account.id, steamId };
}

/** A seller on the simulated Steam with `count` of their assets listed (at the reference price), answering the listings. */
export async function sellerWithListings(api: TestApp, count: number) {
  const seller = await signedInSeller(api, { prefix: 'orderseller', inventorySize: Math.max(count * 3, 10) });
  const items = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token });
  const listable = (items.body.data.list as { id: string; referencePrice: number | null }[]).filter((item) => item.referencePrice !== null).slice(0, count);
  expect(listable).toHaveLength(count);
  const listed = await api.call('POST', '/web/inventory/list', {
    token: seller.token,
    body: { items: listable.map((item) => ({ id: item.id, multiplier: 1 })) },
  });
  expect(listed.body.data.succeededCount).toBe(count);
  const listings = await db().listing.findMany({
    where: { inventoryItemId: { in: listable.map((item) => item.id) }, status: 'ON_SALE' },
    orderBy: { id: 'asc' },
  });
  return { seller, listings };
}

let marketSellers = 0;

/** `count` listings of one catalogue item at `priceCents` each, by a new seller without a Steam account (like the demo market's). */
export async function marketListings(count: number, priceCents: number, options: { hashName?: string } = {}) {
  marketSellers += 1;
  const seller = await db().user.create({ data: { nickname: `卖家${marketSellers}`, phone: `1770000${String(marketSellers).padStart(4, '0')}` } });
  const template = await db().itemTemplate.findFirstOrThrow({ where: { hashName: options.hashName ?? 'AK-47 | Redline (Field-Tested)' } });
  const listings = [];
  for (let index = 0; index < count; index += 1) {
    listings.push(await createListing({ templateId: template.id, sellerId: seller.id, priceCents, floatValue: 0.2 + index / 1000 }));
  }
  await refreshMarketStats(db(), [template.id]);
  return { seller, template, listings };
}
