// The demo market's rentals: the robot shops offer some of their dearer items for rent as well as
// for sale (an item may be both), with terms a lender would ask: a daily rent of about 0.4-1.2 % of
// the reference price, sometimes a cheaper long-term rent, a deposit just above the least one, and
// sometimes a buyout price.
import { createLeaseListing } from '../../api/modules/lease/leaseListingStates.ts';
import { checkLeaseAsk, type LeaseAsk, maxDailyRentCents, minDepositCents } from '../../lib/leaseTerms.ts';
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { DEMO_SELLERS } from './demoSellers.ts';
import { createRandom, type Random } from './random.ts';

type RentableTemplate = { tagType: string; referencePriceCents: number };

const RENTED_KINDS = new Set(['knife', 'gloves']);
const WEAPON_KINDS = new Set(['rifle', 'pistol', 'smg', 'shotgun', 'machinegun']);
/** Weapons under ¥100 are not worth renting. */
const WEAPON_RENT_FROM_CENTS = 100_00;
const MAX_DAYS_CHOICES = [15, 20, 30, 45, 60] as const;

const upToYuan = (cents: number) => Math.ceil(cents / 100) * 100;

/** The share of an item's listings offered for rent: knives and gloves most, dear weapons some, the rest none. */
function rentShare(template: RentableTemplate): number {
  if (RENTED_KINDS.has(template.tagType)) return 0.4;
  if (WEAPON_KINDS.has(template.tagType) && template.referencePriceCents >= WEAPON_RENT_FROM_CENTS) return 0.15;
  return 0;
}

/** A lender's ask for an item of `referenceCents`, within the rules of lib/leaseTerms.ts. */
export function demoAsk(referenceCents: number, random: Random): LeaseAsk {
  const dailyRentCents = Math.min(maxDailyRentCents(referenceCents), Math.max(1, Math.round(referenceCents * random.between(0.004, 0.012))));
  const maxDays = random.pick(MAX_DAYS_CHOICES);
  const longDailyRentCents = maxDays > 21 && random.chance(0.5) ? Math.max(1, Math.floor(dailyRentCents * 0.85)) : null;
  const depositCents = upToYuan(minDepositCents(referenceCents, dailyRentCents, maxDays) * random.between(1, 1.15));
  const buyoutPriceCents = random.chance(0.4) ? upToYuan(Math.max(depositCents, referenceCents * random.between(1.45, 1.6))) : null;
  return { dailyRentCents, longDailyRentCents, depositCents, maxDays, buyoutPriceCents };
}

/**
 * Offers some of the robot shops' listed items for rent, once: nothing when a shop already has a
 * lease listing. Answers how many were offered.
 */
export async function seedDemoLeases(prisma: PrismaClient): Promise<number> {
  const robotIds = DEMO_SELLERS.filter((seller) => seller.isRobot).map((seller) => seller.id);
  if ((await prisma.leaseListing.count({ where: { lenderId: { in: robotIds } } })) > 0) return 0;
  const listings = await prisma.listing.findMany({
    where: { sellerId: { in: robotIds }, status: 'ON_SALE', inventoryItemId: { not: null } },
    select: {
      templateId: true,
      sellerId: true,
      floatValue: true,
      paintSeed: true,
      stickers: true,
      createdAt: true,
      template: { select: { tagType: true, referencePriceCents: true } },
      inventoryItem: { select: { id: true, assetId: true, steamAccountId: true } },
    },
    orderBy: { id: 'asc' },
  });
  const offers = listings.flatMap((listing) => {
    const item = listing.inventoryItem;
    if (!item || !createRandom(`demo-lease:${item.id}`).chance(rentShare(listing.template))) return [];
    const reference = listing.template.referencePriceCents;
    const ask = demoAsk(reference, createRandom(`demo-lease-terms:${item.id}`));
    return checkLeaseAsk(ask, reference) === null ? [{ listing, item, ask }] : [];
  });
  await transaction(
    async (tx) => {
      for (const { listing, item, ask } of offers) {
        await createLeaseListing(tx, {
          lenderId: listing.sellerId,
          templateId: listing.templateId,
          inventoryItemId: item.id,
          steamAccountId: item.steamAccountId,
          assetId: item.assetId,
          floatValue: listing.floatValue,
          paintSeed: listing.paintSeed,
          stickers: listing.stickers ?? [],
          ...ask,
          createdAt: listing.createdAt,
          updatedAt: listing.createdAt,
        });
      }
    },
    { client: prisma, maxWait: 60_000, timeout: 300_000 },
  );
  return offers.length;
}
