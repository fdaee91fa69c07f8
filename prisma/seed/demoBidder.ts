// The demo user who can bid at once (README "A walk through the demo", step 4): phone DEMO_BIDDER_PHONE,
// an enterprise's recharge contract signed with the demo's unified social credit code, 2,000.00 yuan
// in its deposit from a recharge under it, and a simulated Steam account (demo_bidder) bound to
// receive what its buy orders and price offers buy. A fresh account cannot bid at once: its sale
// proceeds stay frozen for the 7-day trade protection and only an enterprise recharges (docs/rest.md "Recharges").
// The deposit is in the ledger exactly as a paid recharge puts it there (recharge.service.ts
// rechargeMove: payment clearing -> deposit), so the wallet, its transactions and the ledger agree.
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { rechargeMove } from '../../api/modules/wallet/recharge.service.ts';
import { Ledger } from '../../api/modules/wallet/wallet.service.ts';
import type { SecretBox } from '../../api/security/encryption.ts';
import { prepareDemoSellerAccounts } from './demoSellerSteam.ts';
import { nameBasedUuid } from './random.ts';

export const DEMO_BIDDER_PHONE = '13600000000';
/** The demo's unified social credit code (GB 32100-2015: an enterprise of Shanghai, both check characters hold), the demo bidder's. */
export const DEMO_CREDIT_CODE = '91310000MA1FL0007C';
export const DEMO_BIDDER_COMPANY = '演示科技（上海）有限公司';
export const DEMO_BIDDER_DEPOSIT_CENTS = 200_000;
const DAY = 86_400_000;

export type DemoBidderResult = { created: boolean };

/** Creates the demo bidder once; a second run finds it and changes nothing. */
export async function seedDemoBidder(prisma: PrismaClient, secrets: SecretBox, now = new Date()): Promise<DemoBidderResult> {
  if (await prisma.user.findUnique({ where: { phone: DEMO_BIDDER_PHONE }, select: { id: true } })) return { created: false };
  const userId = nameBasedUuid('demo-bidder');
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000);
  const signedAt = at(3);
  const rechargedAt = at(3, 1);
  // its Steam account, signed in and bound as a bind stores one (the demo sellers' way)
  const steam = { id: userId, nickname: '求购演示', nicknameEn: 'Bidding demo', isRobot: false, steamAccountName: 'demo_bidder', steamId: '76561198800000301' };
  const { rows } = await prepareDemoSellerAccounts(prisma, secrets, [steam], signedAt);
  // the recharge's ledger entry carries the recharge's time
  const ledger = new Ledger(() => rechargedAt, new EventLog(() => rechargedAt));
  await transaction(
    async (tx) => {
      await tx.user.create({ data: { id: userId, phone: DEMO_BIDDER_PHONE, nickname: steam.nickname, createdAt: at(4) } });
      await tx.steamAccount.createMany({ data: rows.map((row) => ({ ...row, userId })) });
      await tx.creditCodeOwner.create({ data: { creditCode: DEMO_CREDIT_CODE, userId, createdAt: at(3, -1) } });
      await tx.rechargeContract.create({
        data: {
          userId,
          companyName: DEMO_BIDDER_COMPANY,
          creditCode: DEMO_CREDIT_CODE,
          externalAgreementNo: `A${signedAt.toISOString().replace(/\D/g, '').slice(0, 14)}900001`,
          agreementNo: `${signedAt.toISOString().slice(0, 10).replaceAll('-', '')}900000000001`,
          status: 'SIGNED',
          createdAt: at(3, -1),
          signDeadline: at(3, -0.5),
          signedAt,
        },
      });
      await ledger.transfer(tx, rechargeMove({ outTradeNo: 'seed-demo-bidder-recharge', userId, amountCents: DEMO_BIDDER_DEPOSIT_CENTS }));
    },
    { client: prisma, timeout: 60_000 },
  );
  return { created: true };
}
