// Payouts of the simulated Alipay (alipay.fund.trans.uni.transfer and alipay.fund.trans.common.query),
// kept in sim_pay_transfers. A transfer is DEALING until its due time (the configured payout delay
// after it was made), then finishes the first time anyone looks at it: SUCCESS, or FAIL when its payee
// is set up to fail. The same out_biz_no never makes a second transfer, as at Alipay.
//
// Payees set up to fail: those registered through `failPayee` (sim_pay_payees; tests and the
// simulation use it), and, so that anyone trying the product can see a failed withdrawal, every
// account whose name starts with `fail` (e.g. fail@example.com), which fails as an unknown payee.
import { randomInt } from 'node:crypto';
import { db } from '../../../db/client.ts';
import type { SimPayTransfer } from '../../../db/generated/prisma/client.ts';
import { transaction } from '../../../db/transaction.ts';
import { PaymentGatewayError, type TransferInput, type TransferResult, type TransferStatus } from '../port.ts';

/** Alipay's words for a payee account that does not exist. */
export const UNKNOWN_PAYEE_REASON = '收款账号不存在或姓名有误，请核实后重试';
const FAILING_ACCOUNT_PREFIX = 'fail';

export class SimulatedPayouts {
  constructor(
    private readonly now: () => Date,
    private readonly delayMs: number,
  ) {}

  async transfer(input: TransferInput): Promise<TransferResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentGatewayError('INVALID_PARAMETER', 'trans_amount must be a positive amount', false);
    }
    const now = this.now();
    const row = await transaction(async (tx) => {
      const existing = await tx.simPayTransfer.findUnique({ where: { outBizNo: input.outBizNo } });
      if (existing) {
        if (existing.amountCents !== input.amountCents || existing.payeeAccount !== input.payeeAccount) {
          throw new PaymentGatewayError('PARAM_ILLEGAL', 'out_biz_no was used for another transfer', false);
        }
        return existing;
      }
      return tx.simPayTransfer.create({
        data: {
          outBizNo: input.outBizNo,
          orderId: `${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
          amountCents: input.amountCents,
          payeeAccount: input.payeeAccount,
          payeeName: input.payeeName,
          title: input.title,
          status: 'DEALING',
          createdAt: now,
          dueAt: new Date(now.getTime() + this.delayMs),
        },
      });
    });
    return resultOf(await this.finishIfDue(row));
  }

  async queryTransfer(outBizNo: string): Promise<TransferResult | null> {
    const row = await db().simPayTransfer.findUnique({ where: { outBizNo } });
    return row ? resultOf(await this.finishIfDue(row)) : null;
  }

  /** Makes every transfer to the account fail (with Alipay's reason for an unknown payee unless given). */
  async failPayee(account: string, reason = UNKNOWN_PAYEE_REASON): Promise<void> {
    await db().simPayPayee.upsert({ where: { account }, create: { account, failReason: reason, createdAt: this.now() }, update: { failReason: reason } });
  }

  private async finishIfDue(row: SimPayTransfer): Promise<SimPayTransfer> {
    const now = this.now();
    if (row.status !== 'DEALING' || row.dueAt > now) return row;
    const failReason = await this.failureOf(row.payeeAccount);
    // conditional: of two lookers, the first finishes it and both read the same end
    await db().simPayTransfer.updateMany({
      where: { outBizNo: row.outBizNo, status: 'DEALING' },
      data: { status: failReason ? 'FAIL' : 'SUCCESS', failReason, finishedAt: now },
    });
    return db().simPayTransfer.findUniqueOrThrow({ where: { outBizNo: row.outBizNo } });
  }

  private async failureOf(account: string): Promise<string | null> {
    const payee = await db().simPayPayee.findUnique({ where: { account } });
    if (payee) return payee.failReason;
    return account.toLowerCase().startsWith(FAILING_ACCOUNT_PREFIX) ? UNKNOWN_PAYEE_REASON : null;
  }
}

function resultOf(row: SimPayTransfer): TransferResult {
  return { outBizNo: row.outBizNo, status: row.status as TransferStatus, orderId: row.orderId, failReason: row.failReason };
}
