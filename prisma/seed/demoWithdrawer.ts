// The demo user who can withdraw at once (docs/simulated-services.md "The demo data"): phone DEMO_WITHDRAWER_PHONE, real
// name verified, an Alipay account bound, four sales completed more than 7 days ago (sold to a demo
// robot shop, delivered, protected, settled) and two past withdrawals, one paid and one failed. Every
// amount is in the ledger, moved exactly as the order state machine and the withdrawal service move
// it (the same transfer kinds, accounts and idempotency keys), so the wallet, the transactions, the
// order pages and the history all agree; the robot shop's deposit is seeded as a recharge.
import { randomUUID } from 'node:crypto';
import { feeCents } from '../../lib/money.ts';
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { type TransactionClient, transaction } from '../../api/db/transaction.ts';
import { recordPastListings } from '../../api/modules/listing/listing.service.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { orderMoves, orderTransferKey } from '../../api/modules/order/orderTransitions.ts';
import { rechargeMove } from '../../api/modules/wallet/recharge.service.ts';
import { Ledger } from '../../api/modules/wallet/wallet.service.ts';
import { withdrawalMoves } from '../../api/modules/wallet/withdrawal.service.ts';
import type { SecretBox } from '../../api/security/encryption.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { DEMO_SELLERS } from './demoSellers.ts';
import { demoSellerSteamAccountId } from './demoSellerSteam.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

export const DEMO_WITHDRAWER_PHONE = '13700000000';
export const DEMO_WITHDRAWER_ACCOUNT = 'demo.seller@example.com';
const DAY = 86_400_000;
const FEE_BPS = 100;
/** The sales: an item's market hash name, its price in cents and how many days ago it sold. */
const SALES = [
  { hashName: 'AK-47 | Redline (Field-Tested)', priceCents: 12_800, daysAgo: 21, floatValue: 0.2431, paintSeed: 412 },
  { hashName: 'AWP | Asiimov (Field-Tested)', priceCents: 35_650, daysAgo: 16, floatValue: 0.2871, paintSeed: 77 },
  { hashName: 'Glock-18 | Fade (Factory New)', priceCents: 89_990, daysAgo: 12, floatValue: 0.0213, paintSeed: 603 },
  { hashName: 'Kilowatt Case', priceCents: 890, daysAgo: 9, floatValue: null, paintSeed: null },
];
const WITHDRAWALS = [
  { amountCents: 10_000, daysAgo: 8, failure: null },
  { amountCents: 5_000, daysAgo: 8, failure: '收款账户暂时无法收款，请稍后重试' },
];

export type DemoWithdrawerResult = { created: boolean; withdrawableCents: number };

export async function seedDemoWithdrawer(prisma: PrismaClient, secrets: SecretBox, now = new Date()): Promise<DemoWithdrawerResult> {
  if (await prisma.user.findUnique({ where: { phone: DEMO_WITHDRAWER_PHONE }, select: { id: true } })) return { created: false, withdrawableCents: 0 };
  // the second robot shop: tests downgrade the first to a market seeded before Steam accounts
  const buyer = DEMO_SELLERS.filter((seller) => seller.isRobot)[1];
  const buyerAccount = await prisma.steamAccount.findUnique({ where: { id: demoSellerSteamAccountId(buyer) } });
  if (!buyerAccount) throw new Error('the demo withdrawer sells to a demo robot shop: seed the demo sellers first');
  const templates = await prisma.itemTemplate.findMany({
    where: { hashName: { in: SALES.map((sale) => sale.hashName) } },
    select: { id: true, hashName: true },
  });
  const templateOf = new Map(templates.map((template) => [template.hashName, template.id]));
  // its money moves through the wallet's ledger, each movement at the time it happened: the history
  // is written in time order (below), so the entries' times and ids, and so their balances after, agree
  let movedAt = now;
  const ledger = new Ledger(() => movedAt, new EventLog(() => movedAt));
  const history: { at: Date; move: (tx: TransactionClient) => Promise<unknown> }[] = [];
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000);

  return transaction(
    async (tx) => {
      const userId = randomUUID();
      await tx.user.create({
        data: {
          id: userId,
          phone: DEMO_WITHDRAWER_PHONE,
          nickname: '提现演示',
          createdAt: at(40),
          realName: secrets.encrypt('演示用户', SECRET_FIELDS.realName, userId),
          idNumber: secrets.encrypt('11010519491231002X', SECRET_FIELDS.idNumber, userId),
          verifiedStatus: 1,
          verifiedAt: at(30),
          withdrawAccount: DEMO_WITHDRAWER_ACCOUNT,
        },
      });
      let withdrawable = 0;
      for (const [index, sale] of SALES.entries()) {
        const templateId = templateOf.get(sale.hashName);
        if (templateId === undefined) continue;
        const fee = feeCents(sale.priceCents, FEE_BPS);
        const soldAt = at(sale.daysAgo);
        const orderNo = `${soldAt.toISOString().slice(0, 10).replaceAll('-', '')}9${String(index).padStart(9, '0')}`;
        // its listing, listed the day before and sold then, through the listing module
        const listing = { id: randomUUID() };
        await recordPastListings(tx, [
          {
            id: listing.id,
            templateId,
            sellerId: userId,
            priceCents: sale.priceCents,
            floatValue: sale.floatValue,
            paintSeed: sale.paintSeed,
            stickers: [],
            autoDelivery: false,
            inventoryItemId: null,
            status: 'SOLD',
            createdAt: at(sale.daysAgo + 1),
            soldAt,
          },
        ]);
        await tx.order.create({
          data: {
            orderNo,
            buyerId: buyer.id,
            sellerId: userId,
            listingId: listing.id,
            templateId,
            buyerSteamAccountId: buyerAccount.id,
            buyerSteamId: buyerAccount.steamId,
            priceCents: sale.priceCents,
            feeCents: fee,
            feeRateBps: FEE_BPS,
            status: 51,
            statusDes: 'TRADE_SUCCESSFUL',
            payMethod: 'BALANCE',
            paidFromDepositCents: sale.priceCents,
            floatValue: sale.floatValue,
            paintSeed: sale.paintSeed,
            createdAt: soldAt,
            updatedAt: at(sale.daysAgo - 7),
            paidAt: soldAt,
            tradingAt: at(sale.daysAgo, 1),
            confirmedAt: at(sale.daysAgo, 2),
            protectedUntil: at(sale.daysAgo - 7, 2),
            settledAt: at(sale.daysAgo - 7, 2),
          },
        });
        // the robot shop's money came in as a recharge, paid the order from its deposit, and the
        // order released it when the trade was confirmed and settled it after the trade protection:
        // the same movements the recharge and the order transitions make, at their times
        const sold = { orderNo, buyerId: buyer.id, sellerId: userId, priceCents: sale.priceCents, feeCents: fee };
        history.push(
          {
            at: soldAt,
            move: async (tx) => {
              await ledger.transfer(tx, rechargeMove({ outTradeNo: `seed-${orderNo}`, userId: buyer.id, amountCents: sale.priceCents }));
              await ledger.spendFromBalance(tx, {
                userId: buyer.id,
                amount: sale.priceCents,
                to: { platform: 'PLATFORM_ESCROW' },
                kind: 'PURCHASE',
                reference: { type: 'ORDER', id: orderNo },
                idempotencyKey: orderTransferKey(orderNo, 'hold'),
              });
            },
          },
          { at: at(sale.daysAgo, 2), move: (tx) => ledger.transferAll(tx, orderMoves(sold, 'RELEASE')) },
          { at: at(sale.daysAgo - 7, 2), move: (tx) => ledger.transferAll(tx, orderMoves(sold, 'SETTLE')) },
        );
        withdrawable += sale.priceCents - fee;
      }
      for (const [index, past] of WITHDRAWALS.entries()) {
        const fee = feeCents(past.amountCents, FEE_BPS);
        const createdAt = at(past.daysAgo, index);
        const serialNo = `W${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}90000000000${index}`;
        const withdrawal = await tx.withdrawal.create({
          data: {
            serialNo,
            userId,
            amountCents: past.amountCents,
            feeCents: fee,
            actualCents: past.amountCents - fee,
            rateBps: FEE_BPS,
            account: DEMO_WITHDRAWER_ACCOUNT,
            status: past.failure ? 'FAILURE' : 'SUCCESS',
            failureReason: past.failure,
            attempts: 1,
            createdAt,
            finishedAt: new Date(createdAt.getTime() + 60_000),
          },
        });
        await tx.simPayTransfer.create({
          data: {
            outBizNo: serialNo,
            orderId: `2026${String(index).padStart(24, '9')}`,
            amountCents: past.amountCents - fee,
            payeeAccount: DEMO_WITHDRAWER_ACCOUNT,
            payeeName: '演示用户',
            title: `CS2 饰品市场提现 ${serialNo}`,
            status: past.failure ? 'FAIL' : 'SUCCESS',
            failReason: past.failure,
            createdAt,
            dueAt: createdAt,
            finishedAt: new Date(createdAt.getTime() + 60_000),
          },
        });
        history.push(
          { at: createdAt, move: (tx) => ledger.transferAll(tx, withdrawalMoves(withdrawal, 'REQUEST')) },
          {
            at: withdrawal.finishedAt ?? createdAt,
            move: (tx) => ledger.transferAll(tx, withdrawalMoves(withdrawal, withdrawal.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE')),
          },
        );
        if (!past.failure) withdrawable -= past.amountCents;
      }
      // the money's history in the order it happened (a stable sort keeps a sale's own steps in order)
      for (const step of history.sort((left, right) => left.at.getTime() - right.at.getTime())) {
        movedAt = step.at;
        await step.move(tx);
      }
      // the sales count in the items' market figures (volume, last sale)
      await refreshMarketStats(tx, [...templateOf.values()]);
      return { created: true, withdrawableCents: withdrawable };
    },
    { client: prisma, timeout: 60_000 },
  );
}
