// The demo market's sellers (prisma/seed/demoMarket.ts) are users flagged `is_demo`: robot shops
// (their ROBOT accounts deliver at once, like any robot account) and demo players, who sell from
// ORDINARY accounts and whose deliveries (pressing 发货 and confirming the offer) a job does for them.
import { DEMO_SELLERS } from '../../../prisma/seed/demoSellers.ts';
import { db } from '../../db/client.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { demoFlagsOf, nicknameIn } from '../user/user.service.ts';

/** Whether the user is a demo player: a demo seller that is not a robot shop. False for every real user. */
export async function isDemoPlayer(userId: string, client: PrismaClient | Prisma.TransactionClient = db()): Promise<boolean> {
  const user = await demoFlagsOf(userId, client);
  return user?.isDemo === true && !user.isRobot;
}

const englishShopNames = new Map(DEMO_SELLERS.map((seller) => [seller.id, seller.nicknameEn]));

/**
 * A seller's shop name in the reader's language: the demo shops have an English name as well (the
 * seed's nicknameEn); every other user's nickname is shown as its owner typed it, the default one
 * in the reader's language (../user/user.service.ts).
 */
export function sellerName(seller: { id: string; nickname: string; isDemo: boolean }, language: Language): string {
  if (language === 'en' && seller.isDemo) return englishShopNames.get(seller.id) ?? seller.nickname;
  return nicknameIn(seller.nickname, language);
}
