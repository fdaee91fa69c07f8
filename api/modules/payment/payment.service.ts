// Payments through the payment provider (Alipay or the simulated one): creating them, crediting
// them exactly once from the provider's signed notification (or, when that never came, from a
// trade query), closing unpaid ones and refunding paid ones. The domain that owns a purpose (orders,
// later recharges) registers what a confirmed payment does (onPaid); that handler runs in the very
// transaction that marks the payment PAID.
//
// Exactly once: the PAID transition locks the payment row (SELECT ... FOR UPDATE) and moves only
// from WAITING (or CLOSED: a late payment) in the transaction that also runs the handler, so
// notifications arriving together, twice or again days later credit once. The notify endpoint
// answers `success` only after that transaction committed; a handler that fails rolls everything
// back and the answer is `failure`, so the provider sends the notification again.
//
// Calls to the provider that change something (closing, refunding) are jobs queued in the caller's
// transaction (they exist exactly when it commits), retried with backoff.
import { db } from '../../db/client.ts';
import { type Payment, type PaymentRefund, Prisma } from '../../db/generated/prisma/client.ts';
import type { Job, JobQueue } from '../../db/jobs.ts';
import { type TransactionClient, transaction } from '../../db/transaction.ts';
import { marketTimestamp, randomDigits } from '../../marketDay.ts';
import {
  GATEWAY_CODES,
  PAID_TRADE_STATUSES,
  type PaymentGateway,
  PaymentGatewayError,
  type TradeStatus,
  type VerifiedAgreementNotification,
} from '../../integrations/payment/port.ts';
import { PaymentAmountError, PaymentNotFoundError, PaymentNotPaidError, RefundConflictError, RefundExceedsPaymentError } from './payment.errors.ts';

export const PAYMENT_PURPOSES = ['ORDER', 'RECHARGE', 'LEASE'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What an agreement notification does (the recharge contract); it must commit before the notification is answered `success`. */
export type AgreementHandler = (notification: VerifiedAgreementNotification) => Promise<void>;

/** What a confirmed payment does, in the transaction that marks it PAID. `late`: it had been CLOSED (give the money back). */
export type PaidHandler = (tx: TransactionClient, payment: Payment, late: boolean) => Promise<void>;

export type NotificationAnswer = 'success' | 'failure';

export type CreatePaymentInput = {
  userId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  subject: string;
  expiresAt: Date;
  /** where the buyer's browser returns after the cashier: a path of our site (or an absolute URL) */
  returnUrl: string;
};

export type RefundRequest = {
  paymentId: string;
  orderId?: string | null;
  amountCents: number;
  reason: string;
  /** the refund's number at the provider: one number refunds once, however often it is requested */
  outRequestNo: string;
};

export type PaymentServiceOptions = {
  now: () => Date;
  /** logs a refused notification or a failing provider call (never with signatures or keys) */
  warn: (details: unknown, message: string) => void;
  /** how long after its deadline a WAITING payment is asked about at the provider */
  expiryGraceSeconds: number;
};

/** The largest payment: within the database's 32-bit cents and Alipay's single-payment limit. */
export const MAX_PAYMENT_CENTS = 2_000_000_000;
/** Subjects are cut to this many characters (Alipay takes 256 bytes; the cashier's address must stay short). */
export const SUBJECT_MAX_LENGTH = 64;

export const PAYMENT_CLOSE_JOB = 'payment-close-at-provider';
export const PAYMENT_REFUND_JOB = 'payment-refund';
export const PAYMENT_EXPIRY_JOB = 'payment-expiry-sweep';
const PAYMENT_EXPIRY_CRON = '* * * * *';
/** Attempts of a refund after the first, 1 minute apart and doubling (about 8.5 hours in all). */
export const REFUND_RETRY_LIMIT = 9;
const EXPIRY_BATCH = 100;

type PaymentJob = { paymentId: string };
type RefundJob = { refundId: string };
type PaidAtProvider = { tradeNo: string; buyerLogonId: string | null };

/** "P" + yyyyMMddHHmmss (Beijing time) + 6 random digits: readable, sortable, unique in practice (the column is unique). */
export function newOutTradeNo(now: Date): string {
  return `P${marketTimestamp(now)}${randomDigits(6)}`;
}

export class PaymentService {
  private readonly handlers = new Map<PaymentPurpose, PaidHandler>();
  private agreementHandler: AgreementHandler | undefined;
  private readonly now: () => Date;
  private readonly warn: PaymentServiceOptions['warn'];
  private readonly expiryGraceMs: number;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue,
    options: PaymentServiceOptions,
  ) {
    this.now = options.now;
    this.warn = options.warn;
    this.expiryGraceMs = options.expiryGraceSeconds * 1000;
    jobs.work<PaymentJob>(PAYMENT_CLOSE_JOB, { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.closeAtProvider(job.data.paymentId),
    );
    jobs.work<RefundJob>(PAYMENT_REFUND_JOB, { retryLimit: REFUND_RETRY_LIMIT, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.runRefund(job),
    );
    jobs.work(PAYMENT_EXPIRY_JOB, { retryLimit: 0, expireInSeconds: 600 }, () => this.sweepExpired());
    jobs.schedule(PAYMENT_EXPIRY_JOB, PAYMENT_EXPIRY_CRON);
  }

  /** The provider payments are made with now ('simulated' or 'alipay'). */
  get provider(): PaymentGateway['provider'] {
    return this.gateway.provider;
  }

  /** Registers what a confirmed payment of the purpose does (once per purpose, at start-up). */
  onPaid(purpose: PaymentPurpose, handler: PaidHandler): void {
    if (this.handlers.has(purpose)) throw new Error(`A handler for ${purpose} payments is registered already`);
    this.handlers.set(purpose, handler);
  }

  /** Registers what an agreement notification (signed, terminated) does (once, at start-up). */
  onAgreement(handler: AgreementHandler): void {
    if (this.agreementHandler) throw new Error('An agreement handler is registered already');
    this.agreementHandler = handler;
  }

  /** Creates the payment (WAITING) in the caller's transaction and answers the cashier's address for it. */
  async createPayment(tx: TransactionClient, input: CreatePaymentInput): Promise<{ payment: Payment; payUrl: string }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > MAX_PAYMENT_CENTS) {
      throw new PaymentAmountError(MAX_PAYMENT_CENTS / 100);
    }
    const subject = [...input.subject.trim()].slice(0, SUBJECT_MAX_LENGTH).join('') || input.purpose;
    const payment = await tx.payment.create({
      data: {
        outTradeNo: newOutTradeNo(this.now()),
        userId: input.userId,
        provider: this.gateway.provider,
        purpose: input.purpose,
        amountCents: input.amountCents,
        subject,
        status: 'WAITING',
        createdAt: this.now(),
        expiresAt: input.expiresAt,
      },
    });
    return { payment, payUrl: await this.payUrlFor(payment, input.returnUrl) };
  }

  /** The cashier's address of a payment again (e.g. the order page's Pay button); it can be paid while WAITING and before its deadline. */
  async payUrlFor(payment: Payment, returnUrl: string): Promise<string> {
    const { payUrl } = await this.gateway.createPagePayment({
      outTradeNo: payment.outTradeNo,
      amountCents: payment.amountCents,
      subject: payment.subject,
      expiresAt: payment.expiresAt,
      returnUrl,
    });
    return payUrl;
  }

  async findPayment(client: TransactionClient | undefined, paymentId: string): Promise<Payment> {
    const payment = await (client ?? db()).payment.findUnique({ where: { id: paymentId } });
    if (!payment) throw new PaymentNotFoundError();
    return payment;
  }

  /**
   * The notify endpoint's work for the provider's asynchronous notification (Alipay's format for
   * both drivers): verified by the driver, then checked (app id, our trade number, the exact amount,
   * the trade status) and credited once. 'failure' makes the provider send it again.
   */
  async handleNotification(provider: 'alipay', form: Record<string, string>): Promise<NotificationAnswer> {
    const refuse = (reason: string): NotificationAnswer => {
      // what identifies the notification, never its signature
      this.warn(
        { reason, provider, outTradeNo: form.out_trade_no, notifyId: form.notify_id, appId: form.app_id, tradeStatus: form.trade_status },
        'payment notification refused',
      );
      return 'failure';
    };
    if (provider !== 'alipay') return refuse('unknown provider');
    if (form.notify_type === 'dut_user_sign' || form.notify_type === 'dut_user_unsign') return this.handleAgreementNotification(form, refuse);
    const notification = this.gateway.verifyNotification(form);
    if (!notification) return refuse('signature does not verify, or fields are malformed');
    if (notification.appId !== this.gateway.appId) return refuse('app_id is not ours');
    const payment = await db().payment.findUnique({ where: { outTradeNo: notification.outTradeNo } });
    if (!payment || payment.provider !== this.gateway.provider) return refuse('out_trade_no is not a payment of ours');
    if (notification.totalAmountCents !== payment.amountCents) return refuse(`total_amount differs from the payment's ${payment.amountCents} cents`);
    // WAIT_BUYER_PAY and TRADE_CLOSED change nothing; answering success stops the provider sending them
    if (!PAID_TRADE_STATUSES.includes(notification.tradeStatus)) return 'success';
    try {
      await this.credit(payment.id, { tradeNo: notification.tradeNo, buyerLogonId: notification.buyerLogonId });
    } catch (error) {
      this.warn(error, `crediting payment ${payment.outTradeNo} failed; the provider will notify again`);
      return 'failure';
    }
    return 'success';
  }

  private async handleAgreementNotification(form: Record<string, string>, refuse: (reason: string) => NotificationAnswer): Promise<NotificationAnswer> {
    const notification = this.gateway.verifyAgreementNotification(form);
    if (!notification) return refuse('signature does not verify, or agreement fields are malformed');
    if (notification.appId !== this.gateway.appId) return refuse('app_id is not ours');
    if (!this.agreementHandler) return refuse('no agreement handler');
    try {
      await this.agreementHandler(notification);
    } catch (error) {
      this.warn(error, `applying agreement notification ${notification.externalAgreementNo} failed; the provider will notify again`);
      return 'failure';
    }
    return 'success';
  }

  /**
   * A payment's deadline has passed (its orders' payment time is over): what the provider says, never
   * a guess. WAITING: the trade is queried; paid there → credited exactly as the notification would
   * have (the notification was lost), 'paid'; unpaid or unknown → the trade is closed at the provider
   * first, so no payment can be taken after this answer (one made meanwhile makes the close fail with
   * ACQ.TRADE_STATUS_ERROR and is credited, 'paid'), then 'unpaid': the caller cancels and closes the
   * payment here. A provider that does not answer throws (PaymentGatewayError, retryable): nothing
   * changed, ask again later. Already PAID: 'paid'; already CLOSED (cancelled before): 'closed'.
   */
  async resolveAtDeadline(paymentId: string): Promise<'paid' | 'unpaid' | 'closed'> {
    const payment = await this.findPayment(undefined, paymentId);
    if (payment.status === 'PAID') return 'paid';
    if (payment.status !== 'WAITING') return 'closed';
    const queried = await this.creditIfPaidAtProvider(payment);
    if (queried === 'credited') return 'paid';
    if (queried === 'mismatch') throw new PaymentGatewayError('AMOUNT_MISMATCH', `the provider reports another amount for ${payment.outTradeNo}`, true);
    try {
      await this.gateway.closeTrade(payment.outTradeNo);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError) || error.retryable) throw error;
      if (error.code === GATEWAY_CODES.tradeStatusError) {
        // paid between the query and the close
        if ((await this.creditIfPaidAtProvider(payment)) === 'credited') return 'paid';
        throw new PaymentGatewayError(error.code, `trade ${payment.outTradeNo} cannot be closed and is not paid`, true);
      }
      // closed already, or never opened (the provider takes no payment after time_expire): unpaid
      if (error.code !== GATEWAY_CODES.tradeNotExist && error.code !== GATEWAY_CODES.tradeHasClose) throw error;
    }
    const after = await this.findPayment(undefined, paymentId);
    return after.status === 'PAID' ? 'paid' : 'unpaid';
  }

  /**
   * Closes an unpaid payment (its order was cancelled or timed out): WAITING -> CLOSED in the given
   * transaction (or its own), and a job closes the trade at the provider. Answers whether it was WAITING.
   * A payment made after all is credited with `late` = true.
   */
  async closePayment(tx: TransactionClient | undefined, paymentId: string): Promise<boolean> {
    const close = async (client: TransactionClient) => {
      const closed = await client.payment.updateMany({ where: { id: paymentId, status: 'WAITING' }, data: { status: 'CLOSED', closedAt: this.now() } });
      if (closed.count === 0) return false;
      await this.jobs.send<PaymentJob>(PAYMENT_CLOSE_JOB, { paymentId }, { tx: client });
      return true;
    };
    return tx ? close(tx) : transaction(close);
  }

  /**
   * Refunds (part of) a paid payment through the provider: a PENDING refund in the caller's
   * transaction and a job calling the provider, retried with backoff until it SUCCEEDED or FAILED.
   * Idempotent by outRequestNo: the same request again does nothing; the number with another payment
   * or amount is refused (RefundConflictError). Refunds never exceed the payment.
   */
  async requestRefund(tx: TransactionClient, request: RefundRequest): Promise<void> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentAmountError(MAX_PAYMENT_CENTS / 100);
    // one payment's refunds are decided one at a time
    const [locked] = await tx.$queryRaw<{ status: string; amount_cents: number }[]>`
      SELECT status::text AS status, amount_cents FROM payments WHERE id = ${request.paymentId} FOR UPDATE`;
    if (!locked) throw new PaymentNotFoundError();
    const existing = await tx.paymentRefund.findUnique({ where: { outRequestNo: request.outRequestNo } });
    if (existing) {
      if (existing.paymentId !== request.paymentId || existing.amountCents !== request.amountCents) throw new RefundConflictError(request.outRequestNo);
      return;
    }
    if (locked.status !== 'PAID') throw new PaymentNotPaidError();
    const refunds = await tx.paymentRefund.aggregate({ where: { paymentId: request.paymentId, status: { not: 'FAILED' } }, _sum: { amountCents: true } });
    if ((refunds._sum.amountCents ?? 0) + request.amountCents > locked.amount_cents) throw new RefundExceedsPaymentError();
    const refund = await tx.paymentRefund.create({
      data: {
        paymentId: request.paymentId,
        outRequestNo: request.outRequestNo,
        orderId: request.orderId ?? null,
        amountCents: request.amountCents,
        reason: request.reason.slice(0, 256),
        status: 'PENDING',
        createdAt: this.now(),
      },
    });
    await this.jobs.send<RefundJob>(PAYMENT_REFUND_JOB, { refundId: refund.id }, { tx, id: refund.id });
  }

  async refundsOf(paymentId: string): Promise<PaymentRefund[]> {
    return db().paymentRefund.findMany({ where: { paymentId }, orderBy: { createdAt: 'asc' } });
  }

  // --- crediting -------------------------------------------------------------------------------------

  /** WAITING -> PAID (or CLOSED -> PAID, late) and the purpose's handler, in one transaction; nothing when already PAID. */
  private async credit(paymentId: string, paid: PaidAtProvider): Promise<{ credited: boolean; late: boolean }> {
    return transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM payments WHERE id = ${paymentId} FOR UPDATE`;
      if (!locked || locked.status === 'PAID') return { credited: false, late: false };
      const late = locked.status === 'CLOSED';
      const payment = await tx.payment.update({
        where: { id: paymentId },
        data: { status: 'PAID', paidAt: this.now(), providerTradeNo: paid.tradeNo, payerAccount: paid.buyerLogonId },
      });
      const handler = this.handlers.get(payment.purpose as PaymentPurpose);
      if (!handler) throw new Error(`No handler is registered for ${payment.purpose} payments`);
      await handler(tx, payment, late);
      return { credited: true, late };
    });
  }

  /** Asks the provider about a payment and credits it when the provider says it was paid (the notification was missed). */
  private async creditIfPaidAtProvider(payment: Payment): Promise<'credited' | 'unpaid' | 'mismatch'> {
    const trade = await this.gateway.queryTrade(payment.outTradeNo);
    if (!trade.exists || !PAID_TRADE_STATUSES.includes(trade.tradeStatus as TradeStatus)) return 'unpaid';
    if (trade.totalAmountCents !== payment.amountCents) {
      this.warn(
        { outTradeNo: payment.outTradeNo, providerAmountCents: trade.totalAmountCents, amountCents: payment.amountCents },
        'provider reports another amount; not credited',
      );
      return 'mismatch';
    }
    await this.credit(payment.id, { tradeNo: trade.tradeNo, buyerLogonId: trade.buyerLogonId });
    return 'credited';
  }

  // --- jobs ------------------------------------------------------------------------------------------

  /** The close job: closes the trade at the provider; one that was paid there meanwhile is credited (late). */
  private async closeAtProvider(paymentId: string): Promise<void> {
    const payment = await db().payment.findUnique({ where: { id: paymentId } });
    if (payment?.status !== 'CLOSED') return;
    try {
      await this.gateway.closeTrade(payment.outTradeNo);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === GATEWAY_CODES.tradeStatusError) {
        // paid (or finished) at the provider after all
        await this.creditIfPaidAtProvider(payment);
        return;
      }
      if (error instanceof PaymentGatewayError && !error.retryable) {
        this.warn(error, `closing trade ${payment.outTradeNo} at the provider was refused`);
        return;
      }
      throw error;
    }
  }

  /** The refund job: one call to the provider; SUCCEEDED, or FAILED when refused or out of attempts. */
  private async runRefund(job: Job<RefundJob>): Promise<void> {
    const refund = await db().paymentRefund.findUnique({ where: { id: job.data.refundId }, include: { payment: true } });
    if (refund?.status !== 'PENDING') return;
    await db().paymentRefund.update({ where: { id: refund.id }, data: { attempts: { increment: 1 } } });
    try {
      await this.gateway.refund({
        outTradeNo: refund.payment.outTradeNo,
        outRequestNo: refund.outRequestNo,
        amountCents: refund.amountCents,
        reason: refund.reason,
      });
    } catch (error) {
      const lastError = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
      const retryable = !(error instanceof PaymentGatewayError) || error.retryable;
      if (!retryable || job.retryCount >= REFUND_RETRY_LIMIT) {
        await db().paymentRefund.updateMany({ where: { id: refund.id, status: 'PENDING' }, data: { status: 'FAILED', lastError } });
        this.warn(error, `refund ${refund.outRequestNo} of payment ${refund.payment.outTradeNo} FAILED; it needs an operator`);
        return;
      }
      await db().paymentRefund.update({ where: { id: refund.id }, data: { lastError } });
      throw error;
    }
    await db().paymentRefund.updateMany({
      where: { id: refund.id, status: 'PENDING' },
      data: { status: 'SUCCEEDED', refundedAt: this.now(), lastError: null },
    });
  }

  /**
   * Every minute: WAITING payments past their deadline and the grace (their purpose did not end them:
   * a recharge, or an order whose deadline job is late) are resolved at the provider as at a deadline,
   * then credited (the provider says paid: the notification was missed) or closed here too.
   */
  private async sweepExpired(): Promise<void> {
    const due = await db().payment.findMany({
      where: { status: 'WAITING', provider: this.gateway.provider, expiresAt: { lt: new Date(this.now().getTime() - this.expiryGraceMs) } },
      orderBy: { expiresAt: 'asc' },
      take: EXPIRY_BATCH,
    });
    for (const payment of due) {
      try {
        if ((await this.resolveAtDeadline(payment.id)) === 'unpaid') await this.closePayment(undefined, payment.id);
      } catch (error) {
        this.warn(error, `checking expired payment ${payment.outTradeNo} failed; the next sweep tries again`);
      }
    }
  }
}

/** The SQL of a user's payments' and refunds' numbers (the wallet's transaction list selects its Alipay rows by them; given by services.ts). */
export const paymentReferenceSql = {
  tradeNosOf: (userId: string): Prisma.Sql => Prisma.sql`SELECT out_trade_no FROM payments WHERE user_id = ${userId}`,
  refundNosOf: (userId: string): Prisma.Sql =>
    Prisma.sql`SELECT r.out_request_no FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.user_id = ${userId}`,
};

/** A provider's payments created, paid or closed in [from, to), a page by id after `after`: what reconciliation compares. */
export function paymentsTouchedIn(provider: string, window: { from: Date; to: Date }, page: { after: string | undefined; limit: number }): Promise<Payment[]> {
  const inWindow = { gte: window.from, lt: window.to };
  const where: Prisma.PaymentWhereInput = { provider, OR: [{ createdAt: inWindow }, { paidAt: inWindow }, { closedAt: inWindow }] };
  return db().payment.findMany({ where: page.after ? { AND: [where, { id: { gt: page.after } }] } : where, orderBy: { id: 'asc' }, take: page.limit });
}

/** The cents refunded (SUCCEEDED) of each payment; a payment without refunds is absent. */
export async function refundedCentsOf(paymentIds: readonly string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const sums = await db().paymentRefund.groupBy({
    by: ['paymentId'],
    where: { paymentId: { in: [...paymentIds] }, status: 'SUCCEEDED' },
    _sum: { amountCents: true },
  });
  return new Map(sums.map((sum) => [sum.paymentId, sum._sum.amountCents ?? 0]));
}
