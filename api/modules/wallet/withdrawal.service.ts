// Withdrawals (docs/rest.md "Withdrawals"):
// settled sale proceeds (WITHDRAWABLE, never the deposit) paid out to the user's verified Alipay
// account, 10 to 50,000 yuan a time, each confirmed with a fresh SMS code.
//
// - The request is one transaction under its Idempotency-Key: the SMS code is consumed, the first
//   withdrawal records the real-name verification and binds the Alipay account (later ones go only
//   there), the withdrawal is created PROCESSING, the amount moves WITHDRAWABLE -> FROZEN (the ledger
//   refuses what the balance cannot pay, so of parallel requests only those the balance covers pass)
//   and the payout job is queued. A refusal changes nothing (the code stays usable; a wrong code
//   counts a try after the rollback).
// - The payout job sends the transfer through the payment port under the withdrawal's serial number
//   (the provider pays one number once), and follows a DEALING transfer by querying it, with backoff;
//   a transfer whose fate is unknown is asked about, never sent again under another number.
// - Its end is applied once under the withdrawal's row lock: SUCCESS moves FROZEN -> payment clearing
//   (what arrives) and FROZEN -> fees (the fee); FAILURE returns the whole amount FROZEN ->
//   WITHDRAWABLE with the provider's reason. Either end reported again changes nothing. The user is
//   told in the message center.
//
// Fee: the user's withdrawRate (basis points) of the amount by the one fee rule (lib/money.ts
// feeCents, the same as an order's), taken from the amount: what arrives is the amount less the fee.
import { feeCents, formatFee } from '../../../lib/money.ts';
import { maskPhone } from '../../../lib/phone.ts';
import { db } from '../../db/client.ts';
import type { Prisma, Withdrawal, WithdrawalStatus } from '../../db/generated/prisma/client.ts';
import { idempotent } from '../../db/idempotency.ts';
import type { Job, JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { fromMarketClock, marketDaySerial } from '../../marketDay.ts';
import { type PaymentGateway, PaymentGatewayError, type TransferResult } from '../../integrations/payment/port.ts';
import type { SecretBox } from '../../security/encryption.ts';
import type { Viewer } from '../../session/viewer.ts';
import { ActionCodeError } from '../auth/auth.errors.ts';
import type { AuthService, RequestInfo } from '../auth/auth.service.ts';
import type { EventLog } from '../events/events.service.ts';
import { postMessage } from '../message/message.service.ts';
import { bindWithdrawAccount, checkIdentityInput, lockUserRow, type PeriodTotals, realNameOf, recordIdentity, userById } from '../user/user.service.ts';
import { balancesOf, type Ledger, type TransferInput } from './ledger.ts';
import { InsufficientBalanceError } from './wallet.errors.ts';
import { parseWalletAmount } from './walletAmount.ts';

export const WITHDRAW_MIN_CENTS = 1_000;
export const WITHDRAW_MAX_CENTS = 5_000_000;
export const WITHDRAWAL_PAYOUT_JOB = 'withdrawal-payout';
/** How long after each look a DEALING transfer is asked about again (the last delay repeats). */
export const PAYOUT_FOLLOW_DELAYS_MS = [20, 60, 300, 900, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600, 24 * 3_600].map((seconds) => seconds * 1000);
export const WITHDRAW_STATUS_FILTERS = ['processing', 'success', 'failure'] as const;
export const WITHDRAW_RANGES = ['week', 'month', '3months'] as const;
const RANGE_DAYS: Record<(typeof WITHDRAW_RANGES)[number], number> = { week: 7, month: 30, '3months': 90 };
const DAY_MS = 86_400_000;

export type WithdrawInput = { amount: unknown; smsCode: unknown; name?: unknown; idNumber?: unknown; account?: unknown; idempotencyKey?: unknown };

/** A withdrawal as every API shows it (cents; times ISO 8601). */
export type WithdrawalView = {
  id: string;
  serialNo: string;
  status: WithdrawalStatus;
  amount: number;
  fee: number;
  actualAmount: number;
  account: string;
  failureReason: string | null;
  createTime: string;
  finishTime: string | null;
};

export type WithdrawalSettings = {
  enabled: boolean;
  withdrawable: number;
  verified: boolean;
  /** the bound Alipay account, or null before the first withdrawal */
  account: string | null;
  rateBps: number;
  min: number;
  max: number;
  /** the phone the SMS code goes to, masked */
  phone: string;
};

export type WithdrawalHistoryFilter = { status?: unknown; range?: unknown; month?: unknown };
type PayoutJob = { withdrawalId: string; look?: number };
type Tx = Prisma.TransactionClient;

/** "12", "12.3", "12.34" or a number of yuan -> cents within 10-50,000 yuan; a translated refusal otherwise. */
export function parseWithdrawAmount(value: unknown): number {
  return parseWalletAmount(value, {
    min: WITHDRAW_MIN_CENTS,
    max: WITHDRAW_MAX_CENTS,
    formatMessage: 'withdraw.amountFormat',
    rangeMessage: 'withdraw.amountRange',
  });
}

/** An Alipay logon id: a mainland mobile number or an e-mail address. */
export function parseAlipayAccount(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^1[3-9]\d{9}$/.test(text) || (text.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))) return text.toLowerCase();
  throw new ValidationError('account', 'withdraw.accountInvalid');
}

type WithdrawalMoney = Pick<Withdrawal, 'id' | 'serialNo' | 'userId' | 'amountCents' | 'feeCents' | 'actualCents'>;

/**
 * The ledger movements of a withdrawal: at the request the amount is frozen; a paid one moves what
 * arrived to payment clearing and the fee to the fee account; a failed one returns the amount. Their
 * keys make each happen once (the demo seed moves its past withdrawals with these too).
 */
export function withdrawalMoves(withdrawal: WithdrawalMoney, stage: 'REQUEST' | 'SUCCESS' | 'FAILURE'): TransferInput[] {
  const reference = { type: 'WITHDRAWAL' as const, id: withdrawal.serialNo };
  const key = (effect: string) => `withdrawal:${withdrawal.id}:${effect}`;
  const frozen = { userId: withdrawal.userId, kind: 'FROZEN' as const };
  const withdrawable = { userId: withdrawal.userId, kind: 'WITHDRAWABLE' as const };
  const moves: TransferInput[] =
    stage === 'REQUEST'
      ? [{ idempotencyKey: key('freeze'), kind: 'WITHDRAWAL', reference, from: withdrawable, to: frozen, amount: withdrawal.amountCents }]
      : stage === 'FAILURE'
        ? [{ idempotencyKey: key('return'), kind: 'WITHDRAWAL_RETURN', reference, from: frozen, to: withdrawable, amount: withdrawal.amountCents }]
        : [
            {
              idempotencyKey: key('payout'),
              kind: 'WITHDRAWAL_PAYOUT',
              reference,
              from: frozen,
              to: { platform: 'PLATFORM_PAYMENT_CLEARING' },
              amount: withdrawal.actualCents,
            },
            { idempotencyKey: key('fee'), kind: 'WITHDRAWAL_FEE', reference, from: frozen, to: { platform: 'PLATFORM_FEES' }, amount: withdrawal.feeCents },
          ];
  return moves.filter((move) => Number(move.amount) > 0);
}

export function newWithdrawalSerialNo(now: Date): string {
  return marketDaySerial('W', now, 12);
}

/**
 * A withdrawal as the user reads it: a failed one took no fee and paid nothing (the whole amount went
 * back to withdrawable, withdrawalMoves), so its fee and what arrived are 0; a processing one shows
 * what will arrive.
 */
export function toWithdrawalView(row: Withdrawal): WithdrawalView {
  const failed = row.status === 'FAILURE';
  return {
    id: row.id,
    serialNo: row.serialNo,
    status: row.status,
    amount: row.amountCents,
    fee: failed ? 0 : row.feeCents,
    actualAmount: failed ? 0 : row.actualCents,
    account: row.account,
    failureReason: row.failureReason,
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

export type WithdrawalServiceOptions = {
  gateway: PaymentGateway;
  auth: AuthService;
  secrets: SecretBox;
  ledger: Ledger;
  /** Each withdrawal's state changes append their events to it. */
  events: EventLog;
  jobs: JobQueue;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  enabled: boolean;
};

export class WithdrawalService {
  constructor(private readonly options: WithdrawalServiceOptions) {
    options.jobs.work<PayoutJob>(WITHDRAWAL_PAYOUT_JOB, { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.runPayout(job),
    );
  }

  /** What the withdrawal form needs: the balance, the limits, the rate, the bound account. */
  async settingsOf(viewer: Viewer): Promise<WithdrawalSettings> {
    const user = await userById(viewer.user.id);
    const balances = await balancesOf(db(), user.id);
    return {
      enabled: this.options.enabled,
      withdrawable: Number(balances.withdrawable),
      verified: user.verifiedStatus === 1,
      account: user.withdrawAccount,
      rateBps: user.withdrawRateBps,
      min: WITHDRAW_MIN_CENTS,
      max: WITHDRAW_MAX_CENTS,
      phone: user.phone ? maskPhone(user.phone) : '',
    };
  }

  /** Sends the withdrawal's SMS code, always to the viewer's own phone (the login code's limits apply). */
  sendCode(viewer: Viewer, request: RequestInfo): Promise<{ retryAfterSeconds: number }> {
    return this.options.auth.sendCode(viewer.user.phone, 'withdraw', request);
  }

  /** The fee and what arrives for an amount, before confirming (the same rules as the withdrawal). */
  async preview(viewer: Viewer, amount: unknown): Promise<{ amount: number; fee: number; actualAmount: number }> {
    const amountCents = parseWithdrawAmount(amount);
    const user = await userById(viewer.user.id);
    const fee = feeCents(amountCents, user.withdrawRateBps);
    return { amount: amountCents, fee, actualAmount: amountCents - fee };
  }

  /** Requests a withdrawal (see the top of the file); the same Idempotency-Key answers the first answer again. */
  async withdraw(viewer: Viewer, input: WithdrawInput): Promise<WithdrawalView> {
    const { now: clock, secrets, auth } = this.options;
    if (!this.options.enabled) throw new ServiceUnavailableError('withdraw.closed');
    const now = clock();
    const amountCents = parseWithdrawAmount(input.amount);
    const user = await userById(viewer.user.id);
    const identity = user.verifiedStatus === 1 ? null : this.identityOf(input, now);
    const account = user.withdrawAccount ?? parseAlipayAccount(input.account);
    if (user.withdrawAccount && input.account !== undefined && input.account !== null && input.account !== '') {
      if (parseAlipayAccount(input.account) !== user.withdrawAccount)
        throw new ValidationError('account', 'withdraw.accountBound', { account: user.withdrawAccount });
    }
    // hints with the page's own messages; the ledger decides under its locks
    const { withdrawable } = await balancesOf(db(), user.id);
    if (withdrawable < BigInt(WITHDRAW_MIN_CENTS)) throw new ValidationError('amount', 'withdraw.belowMinimum', { min: WITHDRAW_MIN_CENTS / 100 });
    if (withdrawable < BigInt(amountCents)) throw new InsufficientBalanceError();

    try {
      return await idempotent(
        { userId: user.id, key: input.idempotencyKey, operation: 'wallet.withdraw', params: { amountCents, account }, now, required: true },
        async (tx) => {
          await auth.consumeActionCode(tx, user.phone ?? '', 'withdraw', input.smsCode);
          // one withdrawal of a user at a time decides the verification and the account binding (NO KEY:
          // the other requests hold KEY SHARE locks on the row through their idempotency keys' foreign key)
          const locked = await lockUserRow(tx, user.id);
          if (locked.verifiedStatus !== 1) {
            if (!identity) throw new ValidationError('name', 'withdraw.identityRequired');
            await recordIdentity(tx, user.id, identity, secrets, now);
          }
          if (locked.withdrawAccount === null) await bindWithdrawAccount(tx, user.id, account);
          else if (locked.withdrawAccount !== account) throw new ValidationError('account', 'withdraw.accountBound', { account: locked.withdrawAccount });
          const fee = feeCents(amountCents, locked.withdrawRateBps);
          const withdrawal = await tx.withdrawal.create({
            data: {
              serialNo: newWithdrawalSerialNo(now),
              userId: user.id,
              amountCents,
              feeCents: fee,
              actualCents: amountCents - fee,
              rateBps: locked.withdrawRateBps,
              account,
              createdAt: now,
            },
          });
          await this.options.ledger.transferAll(tx, withdrawalMoves(withdrawal, 'REQUEST'));
          await this.announce(tx, withdrawal);
          await this.options.jobs.sendWithin(tx, WITHDRAWAL_PAYOUT_JOB, { withdrawalId: withdrawal.id } satisfies PayoutJob);
          return toWithdrawalView(withdrawal);
        },
      );
    } catch (error) {
      if (error instanceof ActionCodeError) await auth.recordWrongActionCode(error);
      throw error;
    }
  }

  /** The viewer's withdrawals, newest first, filtered by status and by a range or a month (Shanghai time). */
  async history(viewer: Viewer, filter: WithdrawalHistoryFilter, page: { offset: number; limit: number }): Promise<{ list: WithdrawalView[]; total: number }> {
    const where = this.historyWhere(viewer.user.id, filter);
    const [rows, total] = await Promise.all([
      db().withdrawal.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
      db().withdrawal.count({ where }),
    ]);
    return { list: rows.map(toWithdrawalView), total };
  }

  async get(viewer: Viewer, serialNo: string): Promise<WithdrawalView> {
    const row = await db().withdrawal.findFirst({ where: { serialNo, userId: viewer.user.id } });
    if (!row) throw new NotFoundError();
    return toWithdrawalView(row);
  }

  historyWhere(userId: string, filter: WithdrawalHistoryFilter): Prisma.WithdrawalWhereInput {
    const where: Prisma.WithdrawalWhereInput = { userId };
    if (filter.status !== undefined && filter.status !== null && filter.status !== '') {
      const status = WITHDRAW_STATUS_FILTERS.find((candidate) => candidate === String(filter.status).toLowerCase());
      if (!status) throw new ValidationError('status', 'withdraw.statusInvalid');
      where.status = status.toUpperCase() as WithdrawalStatus;
    }
    const now = this.options.now();
    if (filter.month !== undefined && filter.month !== null && filter.month !== '') {
      const match = /^(\d{4})-(\d{2})$/.exec(String(filter.month).trim());
      const month = match ? Number(match[2]) : 0;
      if (!match || month < 1 || month > 12) throw new ValidationError('month', 'withdraw.monthInvalid');
      where.createdAt = { gte: fromMarketClock(Date.UTC(Number(match[1]), month - 1, 1)), lt: fromMarketClock(Date.UTC(Number(match[1]), month, 1)) };
    } else if (filter.range !== undefined && filter.range !== null && filter.range !== '') {
      const range = WITHDRAW_RANGES.find((candidate) => candidate === String(filter.range).toLowerCase());
      if (!range) throw new ValidationError('range', 'withdraw.rangeInvalid');
      where.createdAt = { gte: new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS) };
    }
    return where;
  }

  private identityOf(input: WithdrawInput, now: Date) {
    const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank(input.name) || blank(input.idNumber)) throw new ValidationError('name', 'withdraw.identityRequired');
    return checkIdentityInput({ name: input.name, idNumber: input.idNumber }, now);
  }

  // -------------------------------------------------------------------------------------------
  // The payout

  private async runPayout(job: Job<PayoutJob>): Promise<void> {
    const { gateway, secrets } = this.options;
    const withdrawal = await db().withdrawal.findUnique({ where: { id: job.data.withdrawalId }, include: { user: true } });
    if (withdrawal?.status !== 'PROCESSING') return;
    const look = job.data.look ?? 0;
    let result: TransferResult | null;
    try {
      // asked first: a transfer sent before (an earlier attempt that lost its answer) is never sent again
      result = look > 0 || withdrawal.attempts > 0 ? await gateway.queryTransfer(withdrawal.serialNo) : null;
      if (!result) {
        const payeeName = realNameOf(withdrawal.user, secrets);
        if (!payeeName) throw new Error(`withdrawal ${withdrawal.serialNo} has no verified payee name`);
        await db().withdrawal.update({ where: { id: withdrawal.id }, data: { attempts: { increment: 1 } } });
        result = await gateway.transfer({
          outBizNo: withdrawal.serialNo,
          amountCents: withdrawal.actualCents,
          payeeAccount: withdrawal.account,
          payeeName,
          title: translate('zh', 'withdraw.title', { serialNo: withdrawal.serialNo }),
        });
      }
    } catch (error) {
      // a refusal that will not change (a bad parameter) fails the withdrawal; trouble reaching the provider is retried by the job
      if (error instanceof PaymentGatewayError && !error.retryable) {
        await this.finish(withdrawal.id, { outBizNo: withdrawal.serialNo, status: 'FAIL', orderId: null, failReason: error.message });
        return;
      }
      throw error;
    }
    if (result.status === 'DEALING') {
      const delay = PAYOUT_FOLLOW_DELAYS_MS[Math.min(look, PAYOUT_FOLLOW_DELAYS_MS.length - 1)];
      await this.options.jobs.send(WITHDRAWAL_PAYOUT_JOB, { withdrawalId: withdrawal.id, look: look + 1 } satisfies PayoutJob, {
        startAfter: new Date(this.options.now().getTime() + delay),
      });
      return;
    }
    await this.finish(withdrawal.id, result);
  }

  /** Applies a payout's end once: a second report of either end (or of the other) changes nothing. */
  async finish(withdrawalId: string, result: TransferResult): Promise<boolean> {
    if (result.status === 'DEALING') return false;
    const now = this.options.now();
    return transaction(async (tx: Tx) => {
      const [row] = await tx.$queryRaw<{ status: WithdrawalStatus }[]>`SELECT status FROM withdrawals WHERE id = ${withdrawalId} FOR UPDATE`;
      if (row?.status !== 'PROCESSING') return false;
      const withdrawal = await tx.withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
      const yuan = (cents: number) => (cents / 100).toFixed(2);
      await this.options.ledger.transferAll(tx, withdrawalMoves(withdrawal, result.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE'));
      await this.announce(tx, { ...withdrawal, status: result.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE' });
      if (result.status === 'SUCCESS') {
        await tx.withdrawal.update({ where: { id: withdrawal.id }, data: { status: 'SUCCESS', providerOrderId: result.orderId, finishedAt: now } });
        await postMessage(tx, withdrawal.userId, 'SERVICE', 'withdrawalSucceeded', {
          serialNo: withdrawal.serialNo,
          actual: yuan(withdrawal.actualCents),
          fee: formatFee(withdrawal.feeCents / 100),
          account: withdrawal.account,
        });
      } else {
        const reason = (result.failReason ?? 'FAIL').slice(0, 200);
        await tx.withdrawal.update({
          where: { id: withdrawal.id },
          data: { status: 'FAILURE', failureReason: reason, providerOrderId: result.orderId, finishedAt: now },
        });
        await postMessage(tx, withdrawal.userId, 'SERVICE', 'withdrawalFailed', {
          serialNo: withdrawal.serialNo,
          amount: yuan(withdrawal.amountCents),
          account: withdrawal.account,
          reason,
        });
      }
      return true;
    });
  }

  /** The withdrawal's event (made, paid out, failed), seen by its owner. */
  private announce(tx: Tx, withdrawal: Pick<Withdrawal, 'id' | 'serialNo' | 'userId' | 'status' | 'amountCents'>): Promise<void> {
    return this.options.events.append(tx, [
      {
        type: 'withdrawal.changed',
        aggregateId: withdrawal.id,
        audience: [withdrawal.userId],
        payload: { withdrawalId: withdrawal.id, serialNo: withdrawal.serialNo, status: withdrawal.status, amountCents: withdrawal.amountCents },
      },
    ]);
  }

  /**
   * The user's successful withdrawals requested in [start, end), at the amount that left withdrawable
   * (fee included), for the settings page's statistics. Processing and failed ones are not counted:
   * nothing was withdrawn (yet).
   */
  async totalsOf(userId: string, start: Date, end: Date): Promise<PeriodTotals> {
    const result = await db().withdrawal.aggregate({
      where: { userId, status: 'SUCCESS', createdAt: { gte: start, lt: end } },
      _count: { _all: true },
      _sum: { amountCents: true },
    });
    return { count: result._count._all, amount: result._sum.amountCents ?? 0 };
  }
}
