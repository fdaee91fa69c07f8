// Reconciliation with the payment provider and the ledger: daily (a job) and on
// demand (`npm run reconcile`). For a window of time it compares:
// - payments (orders' and recharges') created, paid or closed in the window, with the provider's
//   trade (trade query): paid here but not there, or there but not here (past the deadline and its
//   grace: `payment_status`), another amount (`payment_amount`); and with the ledger: a paid
//   recharge is exactly its `recharge:<outTradeNo>` credit (clearing -> the payer's deposit), a
//   paid order payment's money entered clearing -> escrow for its orders (PAYMENT transfers) to
//   exactly its amount, an unpaid payment moved nothing (`payment_ledger`). A trade refunded in
//   full is closed at the provider: that is not a difference when our refunds say so.
// - withdrawals created or finished in the window, and every one still processing, with the
//   provider's transfer (transfer query): paid here but not there, failed here but paid there (the
//   money went out and came back), processing here for over an hour while the provider ended it or
//   never received it (`payout_status`); and with the ledger: frozen once, then paid and its fee,
//   or returned, exactly as its status says (`payout_ledger`). There is no payout amount to
//   compare: the port's transfer query answers none.
// - the whole ledger (reconcile.ts): each of its differences as `ledger_<check>`.
// A provider that cannot be asked is a difference too (`provider_unreachable`; the subject is still
// checked against the ledger), and the run goes on. Every difference is a row of
// reconciliation_differences under the run and one error line in the log,
// `event: 'reconciliation.difference'`, for an alert to match.
import { db } from '../../db/client.ts';
import type { Payment, Prisma, Withdrawal } from '../../db/generated/prisma/client.ts';
import { PAID_TRADE_STATUSES, type PaymentGateway, PaymentGatewayError, type TradeQueryResult, type TransferResult } from '../../integrations/payment/port.ts';
import { paymentsTouchedIn, refundedCentsOf } from '../payment/payment.service.ts';
import { accountId } from './ledger.ts';
import { rechargeMove } from './recharge.service.ts';
import { reconcileLedger } from './reconcile.ts';
import type { WalletLog, WalletOrderRefs } from './wallet.service.ts';
import { withdrawalMoves } from './withdrawal.service.ts';

export const PROVIDER_RECONCILE_JOB = 'provider-reconcile';
/** Daily at 03:47 UTC (11:47 in Shanghai), after the ledger's own check. */
export const PROVIDER_RECONCILE_CRON = '47 3 * * *';
const DAY_MS = 86_400_000;
/** The daily window reaches an hour further back, so nothing falls between two runs. */
const DAILY_OVERLAP_MS = 3_600_000;
/** A withdrawal processing this long that the provider never received is a difference (its payout job should have sent it at once). */
const PAYOUT_UNSENT_GRACE_MS = 3_600_000;
/**
 * A withdrawal processing this long while the provider has ended it is a difference: the payout job
 * looks again at most 24 hours after its previous look (withdrawal.service.ts PAYOUT_FOLLOW_DELAYS_MS),
 * so before then it is only a payout we have not looked at yet.
 */
const PAYOUT_ENDED_GRACE_MS = 25 * 3_600_000;
const BATCH = 200;
/** Differences recorded per check at most; the rest are counted. */
export const MAX_DIFFERENCES_PER_CHECK = 1_000;

export type DifferenceSubject = 'PAYMENT' | 'WITHDRAWAL' | 'LEDGER';

export type ProviderDifference = {
  check: string;
  subjectType: DifferenceSubject;
  subjectId: string;
  /** what our records say, and what the provider (or the ledger) says */
  ours: string | null;
  theirs: string | null;
  detail: Record<string, string | number | boolean | null>;
};

export type ProviderReconciliationReport = {
  runId: string;
  from: string;
  to: string;
  ok: boolean;
  checked: { payments: number; withdrawals: number; ledger: { accounts: number; transfers: number; entries: number } };
  differences: ProviderDifference[];
  /** differences left out past MAX_DIFFERENCES_PER_CHECK, per check */
  leftOut: Record<string, number>;
  /** the ledger's own reconciliation listed only its first differences of some check (reconcile.ts MAX_DIFFERENCES_PER_CHECK) */
  ledgerTruncated: boolean;
};

export type ReconciliationServiceOptions = {
  gateway: PaymentGateway;
  now: () => Date;
  log: WalletLog;
  /** how long after its deadline a WAITING payment may still be credited (the payments' expiry sweep) */
  paymentGraceSeconds: number;
  /** the orders an order payment paid for (the order module's orderRefs: the order module uses the wallet, not the reverse) */
  orderRefs: WalletOrderRefs;
  /** the leases an Alipay rent paid for, by payment (the lease module's, given by services.ts: it uses the wallet, not the reverse) */
  leaseRefs?: (paymentIds: readonly string[]) => Promise<{ paymentId: string; leaseNo: string }[]>;
};

/** What a batch of payments is reconciled with beside the provider: their refunds, and the orders or leases each paid for. */
type PaymentContext = { refundedCents: Map<string, number>; orderNos: Map<string, string[]> };

export class ReconciliationService {
  constructor(private readonly options: ReconciliationServiceOptions) {}

  /** The daily run: the last day and an hour. */
  runDaily(): Promise<ProviderReconciliationReport> {
    const to = this.options.now();
    return this.run({ from: new Date(to.getTime() - DAY_MS - DAILY_OVERLAP_MS), to });
  }

  /** The last finished run: when it finished and how many differences it recorded (the metrics read it); null before the first. */
  async lastRun(): Promise<{ finishedAt: Date; differences: number } | null> {
    const run = await db().reconciliationRun.findFirst({
      where: { finishedAt: { not: null } },
      orderBy: { startedAt: 'desc' },
      select: { finishedAt: true, _count: { select: { differences: true } } },
    });
    return run?.finishedAt ? { finishedAt: run.finishedAt, differences: run._count.differences } : null;
  }

  async run(window: { from: Date; to: Date }): Promise<ProviderReconciliationReport> {
    const { log } = this.options;
    const run = await db().reconciliationRun.create({ data: { startedAt: this.options.now(), from: window.from, to: window.to } });
    const recorder = new DifferenceRecorder(run.id, this.options.now, log);
    const payments = await this.reconcilePayments(window, recorder);
    const withdrawals = await this.reconcileWithdrawals(window, recorder);
    const ledger = await reconcileLedger();
    for (const difference of ledger.differences) {
      const { check, ...rest } = difference;
      const subjectId = 'accountId' in rest ? rest.accountId : 'transferId' in rest ? rest.transferId : 'unit' in rest ? rest.unit : 'ledger';
      await recorder.add({
        check: `ledger_${check}`,
        subjectType: 'LEDGER',
        subjectId,
        ours: 'actual' in rest ? rest.actual : null,
        theirs: 'expected' in rest ? rest.expected : null,
        detail: rest as Record<string, string>,
      });
    }
    const checked = { payments, withdrawals, ledger: { accounts: ledger.accounts, transfers: ledger.transfers, entries: ledger.entries } };
    const { leftOut } = recorder;
    const ledgerTruncated = ledger.truncated;
    await db().reconciliationRun.update({
      where: { id: run.id },
      // what was left out is kept with the counts, so a run's rows are known to be all of it or not
      data: { finishedAt: this.options.now(), checked: { ...checked, leftOut, ledgerTruncated } },
    });
    const report: ProviderReconciliationReport = {
      runId: run.id,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      ok: recorder.differences.length === 0 && Object.keys(leftOut).length === 0 && !ledgerTruncated,
      checked,
      differences: recorder.differences,
      leftOut,
      ledgerTruncated,
    };
    const summary = {
      event: 'reconciliation.finished',
      runId: run.id,
      ok: report.ok,
      differences: report.differences.length,
      leftOut,
      ledgerTruncated,
      ...checked,
    };
    if (report.ok) log.info(summary, 'reconciliation with the provider and the ledger: no differences');
    else log.error(summary, 'reconciliation with the provider and the ledger: differences found');
    return report;
  }

  // -------------------------------------------------------------------------------------------
  // Payments

  private async reconcilePayments(window: { from: Date; to: Date }, recorder: DifferenceRecorder): Promise<number> {
    let checked = 0;
    for await (const batch of batches((after) => paymentsTouchedIn(this.options.gateway.provider, window, { after, limit: BATCH }))) {
      const ids = batch.map((payment) => payment.id);
      const orderPaymentIds = batch.filter((payment) => payment.purpose === 'ORDER').map((payment) => payment.id);
      const leasePaymentIds = batch.filter((payment) => payment.purpose === 'LEASE').map((payment) => payment.id);
      const [refundedCents, orders, leases] = await Promise.all([
        refundedCentsOf(ids),
        orderPaymentIds.length > 0 ? this.options.orderRefs({ paymentIds: orderPaymentIds }) : [],
        leasePaymentIds.length > 0 && this.options.leaseRefs ? this.options.leaseRefs(leasePaymentIds) : [],
      ]);
      // the numbers each payment paid for: its orders' (ORDER) or its lease's (LEASE), the references of its ledger movements
      const orderNos = new Map<string, string[]>();
      for (const order of orders) if (order.paymentId) orderNos.set(order.paymentId, [...(orderNos.get(order.paymentId) ?? []), order.orderNo]);
      for (const lease of leases) orderNos.set(lease.paymentId, [...(orderNos.get(lease.paymentId) ?? []), lease.leaseNo]);
      for (const payment of batch) {
        checked += 1;
        await this.reconcilePayment(payment, { refundedCents, orderNos }, recorder);
      }
    }
    return checked;
  }

  private async reconcilePayment(payment: Payment, context: PaymentContext, recorder: DifferenceRecorder) {
    const subject = { subjectType: 'PAYMENT' as const, subjectId: payment.outTradeNo };
    const detail = { purpose: payment.purpose, amountCents: payment.amountCents };
    let trade: TradeQueryResult | null = null;
    try {
      trade = await this.options.gateway.queryTrade(payment.outTradeNo);
    } catch (error) {
      // not asked, its status and amount are not judged; its ledger still is
      await recorder.add({ check: 'provider_unreachable', ...subject, ours: payment.status, theirs: null, detail: errorDetail(error) });
    }
    if (trade) await this.compareTrade(payment, trade, context.refundedCents.get(payment.id) ?? 0, recorder);
    const credited = await this.creditedToLedger(payment, context.orderNos.get(payment.id) ?? []);
    const expected = payment.status === 'PAID' ? payment.amountCents : 0;
    if (credited.amount !== expected || credited.misplaced) {
      await recorder.add({
        check: 'payment_ledger',
        ...subject,
        ours: String(expected),
        theirs: credited.misplaced ? `${credited.amount} ${credited.misplaced}` : String(credited.amount),
        detail: { ...detail, status: payment.status },
      });
    }
  }

  /** Our payment against the provider's trade: paid on one side only (`payment_status`), another amount (`payment_amount`). */
  private async compareTrade(payment: Payment, trade: TradeQueryResult, refundedCents: number, recorder: DifferenceRecorder) {
    const subject = { subjectType: 'PAYMENT' as const, subjectId: payment.outTradeNo };
    const refundedInFull = refundedCents >= payment.amountCents;
    const paidThere = trade.exists && (PAID_TRADE_STATUSES.includes(trade.tradeStatus) || (trade.tradeStatus === 'TRADE_CLOSED' && refundedInFull));
    const theirs = trade.exists ? trade.tradeStatus : 'NOT_EXIST';
    const detail = { purpose: payment.purpose, amountCents: payment.amountCents };
    if (payment.status === 'PAID' && !paidThere) {
      await recorder.add({ check: 'payment_status', ...subject, ours: 'PAID', theirs, detail });
    } else if (payment.status !== 'PAID' && paidThere) {
      const stillInFlight =
        payment.status === 'WAITING' && payment.expiresAt.getTime() + this.options.paymentGraceSeconds * 1000 > this.options.now().getTime();
      if (!stillInFlight) await recorder.add({ check: 'payment_status', ...subject, ours: payment.status, theirs, detail });
    }
    if (trade.exists && trade.totalAmountCents !== payment.amountCents) {
      await recorder.add({ check: 'payment_amount', ...subject, ours: String(payment.amountCents), theirs: String(trade.totalAmountCents), detail });
    }
  }

  /**
   * What the ledger took in for a payment: a recharge's credit (which must be exactly the recharge
   * service's movement, payment clearing -> the payer's deposit: `misplaced` says otherwise), an
   * order payment's clearing -> escrow PAYMENT transfers of its orders, or a rent's clearing -> the
   * renter's held PAYMENT transfer of its lease (a late payment's in-and-out pair counts its way in
   * once, as the payment's amount).
   */
  private async creditedToLedger(payment: Payment, references: readonly string[]): Promise<{ amount: number; misplaced: string | null }> {
    if (payment.purpose === 'RECHARGE') {
      const move = rechargeMove(payment);
      const credit = await db().ledgerTransfer.findUnique({
        where: { idempotencyKey: move.idempotencyKey },
        select: { kind: true, amount: true, debitAccountId: true, creditAccountId: true },
      });
      if (!credit) return { amount: 0, misplaced: null };
      const right = credit.kind === move.kind && credit.debitAccountId === accountId(move.from) && credit.creditAccountId === accountId(move.to);
      return { amount: Number(credit.amount), misplaced: right ? null : `${credit.kind} ${credit.debitAccountId} -> ${credit.creditAccountId}` };
    }
    if (references.length === 0) return { amount: 0, misplaced: null };
    const referenceType = payment.purpose === 'LEASE' ? 'LEASE' : 'ORDER';
    const [row] = await db().$queryRaw<{ total: bigint | null }[]>`
      SELECT sum(t.amount)::bigint AS total
      FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
      WHERE t.kind = 'PAYMENT' AND d.kind = 'PLATFORM_PAYMENT_CLEARING' AND t.reference_type = ${referenceType}
        AND t.reference_id = ANY(${[...references]}::text[])`;
    return { amount: Number(row?.total ?? 0n), misplaced: null };
  }

  // -------------------------------------------------------------------------------------------
  // Withdrawals

  private async reconcileWithdrawals(window: { from: Date; to: Date }, recorder: DifferenceRecorder): Promise<number> {
    const inWindow = { gte: window.from, lt: window.to };
    const where: Prisma.WithdrawalWhereInput = { OR: [{ createdAt: inWindow }, { finishedAt: inWindow }, { status: 'PROCESSING' }] };
    let checked = 0;
    for await (const batch of batches((cursor) =>
      db().withdrawal.findMany({ where: cursor ? { AND: [where, { id: { gt: cursor } }] } : where, orderBy: { id: 'asc' }, take: BATCH }),
    )) {
      for (const withdrawal of batch) {
        checked += 1;
        await this.reconcileWithdrawal(withdrawal, recorder);
      }
    }
    return checked;
  }

  private async reconcileWithdrawal(withdrawal: Withdrawal, recorder: DifferenceRecorder) {
    const subject = { subjectType: 'WITHDRAWAL' as const, subjectId: withdrawal.serialNo };
    const detail = { amountCents: withdrawal.amountCents, actualCents: withdrawal.actualCents };
    let transfer: TransferResult | null = null;
    let reached = true;
    try {
      transfer = await this.options.gateway.queryTransfer(withdrawal.serialNo);
    } catch (error) {
      reached = false;
      await recorder.add({ check: 'provider_unreachable', ...subject, ours: withdrawal.status, theirs: null, detail: errorDetail(error) });
    }
    const theirs = transfer?.status ?? 'NOT_EXIST';
    const age = this.options.now().getTime() - withdrawal.createdAt.getTime();
    const stuck = theirs === 'NOT_EXIST' ? age > PAYOUT_UNSENT_GRACE_MS : theirs !== 'DEALING' && age > PAYOUT_ENDED_GRACE_MS;
    const differs =
      (withdrawal.status === 'SUCCESS' && theirs !== 'SUCCESS') ||
      (withdrawal.status === 'FAILURE' && (theirs === 'SUCCESS' || theirs === 'DEALING')) ||
      (withdrawal.status === 'PROCESSING' && stuck);
    if (differs && reached) await recorder.add({ check: 'payout_status', ...subject, ours: withdrawal.status, theirs, detail });
    const expected =
      withdrawal.status === 'PROCESSING'
        ? withdrawalMoves(withdrawal, 'REQUEST')
        : [...withdrawalMoves(withdrawal, 'REQUEST'), ...withdrawalMoves(withdrawal, withdrawal.status)];
    const moved = await db().ledgerTransfer.findMany({
      where: { idempotencyKey: { startsWith: `withdrawal:${withdrawal.id}:` } },
      select: { idempotencyKey: true, amount: true },
    });
    const describe = (moves: { idempotencyKey: string; amount: number | bigint }[]) =>
      moves
        .map((move) => `${move.idempotencyKey.slice(`withdrawal:${withdrawal.id}:`.length)}=${move.amount}`)
        .sort()
        .join(',');
    const expectedMoves = describe(expected);
    const inLedger = describe(moved);
    if (expectedMoves !== inLedger)
      await recorder.add({ check: 'payout_ledger', ...subject, ours: expectedMoves, theirs: inLedger, detail: { ...detail, status: withdrawal.status } });
  }
}

/** Records differences as rows of the run and as error lines, at most MAX_DIFFERENCES_PER_CHECK per check. */
class DifferenceRecorder {
  readonly differences: ProviderDifference[] = [];
  readonly leftOut: Record<string, number> = {};
  private readonly perCheck = new Map<string, number>();

  constructor(
    private readonly runId: string,
    private readonly now: () => Date,
    private readonly log: WalletLog,
  ) {}

  async add(difference: ProviderDifference) {
    const count = (this.perCheck.get(difference.check) ?? 0) + 1;
    this.perCheck.set(difference.check, count);
    if (count > MAX_DIFFERENCES_PER_CHECK) {
      this.leftOut[difference.check] = (this.leftOut[difference.check] ?? 0) + 1;
      return;
    }
    this.differences.push(difference);
    await db().reconciliationDifference.create({ data: { runId: this.runId, ...difference, createdAt: this.now() } });
    const { check, subjectType, subjectId, ours, theirs } = difference;
    this.log.error(
      { event: 'reconciliation.difference', runId: this.runId, check, subjectType, subjectId, ours, theirs },
      `reconciliation difference: ${check} ${subjectType} ${subjectId}`,
    );
  }
}

/** Pages through rows by id. */
async function* batches<T extends { id: string }>(page: (cursor: string | undefined) => Promise<T[]>): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  for (;;) {
    const rows = await page(cursor);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1].id;
  }
}

/** What went wrong asking the provider (its code and message: the drivers put no keys or signatures in them). */
function errorDetail(error: unknown): Record<string, string | boolean | null> {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);
  return error instanceof PaymentGatewayError
    ? { error: message, code: error.code, retryable: error.retryable }
    : { error: message, code: null, retryable: null };
}
