// Lenders and lease listings for the lease tests: a lender on the simulated Steam (a robot account
// when asked) whose real inventory item is offered for rent, the lease listing written directly as
// offering it would (leaseListingStates.ts createLeaseListing).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { LeaseListing } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { createLeaseListing, type NewLeaseListing } from '../../api/modules/lease/leaseListingStates.ts';
import { signedInSeller } from './steamSellers.ts';
import type { SignedInUser, TestApp } from './testApp.ts';

export type Lender = Awaited<ReturnType<typeof signedInSeller>>;

/** The lender's terms of a test listing: ¥1 a day, ¥100 deposit, 8 to 30 days, no long rent or buyout. */
export const TEST_ASK = { dailyRentCents: 100, longDailyRentCents: null, depositCents: 10_000, maxDays: 30, buyoutPriceCents: null } as const;

/** A lender with a bound simulated account (a robot one when asked) holding a few tradable catalogue items. */
export async function boundLender(api: TestApp, options: { robot?: boolean } = {}): Promise<Lender> {
  const lender = await signedInSeller(api, { prefix: 'lender', inventorySize: 6 });
  if (options.robot) {
    const typed = await api.call('PUT', `/web/steam/accounts/${lender.accountId}`, { token: lender.token, body: { type: 'ROBOT' } });
    expect(typed.body.code).toBe(0);
  }
  return lender;
}

/** The lender's tradable catalogue items, in id order. */
export async function tradableItems(lender: Pick<Lender, 'accountId'>) {
  const items = await db().inventoryItem.findMany({
    where: { steamAccountId: lender.accountId, templateId: { not: null }, tradable: true, tradableAfter: null },
    orderBy: { id: 'asc' },
  });
  expect(items.length).toBeGreaterThan(0);
  return items;
}

/** One of the lender's items offered for rent on `ask` (TEST_ASK by default), at the app's clock. */
export async function leaseListingOf(
  api: TestApp,
  lender: Pick<SignedInUser, 'userId'> & Pick<Lender, 'accountId'>,
  options: { item?: Awaited<ReturnType<typeof tradableItems>>[number]; ask?: Partial<NewLeaseListing> } = {},
): Promise<LeaseListing> {
  const item = options.item ?? (await tradableItems(lender))[0];
  const now = api.clock.now();
  const id = await transaction((tx) =>
    createLeaseListing(tx, {
      lenderId: lender.userId,
      templateId: item.templateId!,
      inventoryItemId: item.id,
      steamAccountId: item.steamAccountId,
      assetId: item.assetId,
      floatValue: item.floatValue,
      paintSeed: item.paintSeed,
      stickers: [],
      ...TEST_ASK,
      ...options.ask,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return db().leaseListing.findUniqueOrThrow({ where: { id } });
}

/** POST /web/lease as the web client sends it (a new idempotency key unless one is given). */
export function rent(
  api: TestApp,
  renter: Pick<SignedInUser, 'token'> & { accountId: string },
  body: { leaseListingId: string; days: unknown; payMethod?: string },
  key: string = randomUUID(),
) {
  return api.call('POST', '/web/lease', {
    token: renter.token,
    headers: { 'idempotency-key': key },
    body: { payMethod: 'balance', steamAccountId: renter.accountId, ...body },
  });
}
