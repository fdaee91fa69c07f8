// The simulated Alipay: the embedded default driver of the payment port. A small Alipay kept in the
// sim_pay_* tables of the marketplace's database, speaking Alipay's formats with its own keys
// (generated into DATA_DIR, keys.ts):
// - createPagePayment signs an `alipay.trade.page.pay` request with the platform's private key, as
//   the official SDK does, and answers the cashier's address carrying it (payUrl). Like Alipay, the
//   trade exists once the buyer's browser opens that address: the cashier verifies the request's
//   signature with the platform's public key and creates the trade.
// - The cashier (cashier.ts) pays or leaves. Paying marks the trade TRADE_SUCCESS and queues the
//   asynchronous notification: Alipay's form fields, signed RSA2 with the simulated Alipay's private
//   key, posted to the notify URL by a job until the answer is exactly `success`, on Alipay's schedule
//   (4m, 10m, 10m, 1h, 2h, 6h, 15h) multiplied by a compression factor. Some notifications arrive
//   late, and some twice (configurable rates; off in tests); with `dropNotifications` (SIM_PAY_DROP_NOTIFY)
//   every attempt is lost on the way, as when the merchant's notify endpoint is unreachable. The
//   first delivery is queued in the paying transaction, each next one in the transaction recording
//   the attempt, so a crash never loses the schedule; a failing attempt is retried by the queue.
// - queryTrade, refund (once per out_request_no) and closeTrade answer from the tables, with Alipay's
//   error codes.
// Time is the injected clock; retries are jobs (api/db/jobs.ts), never timers.
import { randomInt, randomUUID } from 'node:crypto';
import { db } from '../../../db/client.ts';
import type { JobQueue } from '../../../db/jobs.ts';
import type { Prisma, SimPayTrade } from '../../../db/generated/prisma/client.ts';
import { transaction } from '../../../db/transaction.ts';
import {
  agreementNotificationFields,
  beijingTime,
  centsToYuan,
  isTradeStatus,
  notificationFields,
  parseBeijingTime,
  rsa2Sign,
  rsa2Verify,
  signContent,
  signNotification,
  verifyNotificationSignature,
  yuanToCents,
} from '../alipayFormat.ts';
import {
  type AgreementSignInput,
  type AgreementState,
  GATEWAY_CODES,
  type PagePaymentInput,
  type PaymentGateway,
  PaymentGatewayError,
  type RefundInput,
  type RefundResult,
  type TradeQueryResult,
  type TransferInput,
  type TransferResult,
  type VerifiedAgreementNotification,
  type VerifiedNotification,
} from '../port.ts';
import type { SimulatedAlipayKeys } from './keys.ts';
import { type AgreementNotifier, type AgreementSignRequest, SimulatedAgreements, type SigningPage } from './simulatedAgreements.ts';
import { SimulatedPayouts } from './simulatedPayouts.ts';

/** The simulated application's id (Alipay app ids are 16 digits). */
export const SIMULATED_APP_ID = '2021009900000001';
/** Where the cashier of a trade is served: `${CASHIER_PATH}${outTradeNo}?<signed page-pay request>`. */
export const CASHIER_PATH = '/web/pay/sim/cashier/';
/** Alipay's redelivery schedule after the first attempt when the answer is not `success`. */
export const ALIPAY_NOTIFY_SCHEDULE_MS = [4, 10, 10, 60, 120, 360, 900].map((minutes) => minutes * 60_000);
export const SIM_PAY_NOTIFY_JOB = 'sim-pay-notify';
/** What the notification log records for an attempt SIM_PAY_DROP_NOTIFY dropped. */
export const DROPPED_ANSWER = 'dropped (SIM_PAY_DROP_NOTIFY)';

/** How a notification reaches the notify URL: over HTTP in a server, through app.inject in tests. */
export type NotificationSender = (url: string, form: Record<string, string>) => Promise<{ status: number; body: string }>;

/** Posts the form to the URL, as Alipay does (application/x-www-form-urlencoded, UTF-8). */
export const httpNotificationSender: NotificationSender = async (url, form) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
};

export type SimulatedAlipayOptions = {
  keys: SimulatedAlipayKeys;
  now: () => Date;
  /** the marketplace's notify endpoint (an absolute URL) */
  notifyUrl: string;
  send?: NotificationSender;
  /** multiplies Alipay's redelivery schedule (1: Alipay's own times; 0.001: milliseconds for minutes) */
  notifyScale?: number;
  /** share of notifications delivered twice at once (0..1) */
  duplicateRate?: number;
  /** share of notifications whose first delivery is late, by a quarter to all of the first retry interval (0..1) */
  lateRate?: number;
  /** every notification attempt is dropped (never reaches the notify URL); the schedule goes on */
  dropNotifications?: boolean;
  /** a random number in [0, 1) for the rates (tests may pin it) */
  random?: () => number;
  appId?: string;
  /** how long a payout (transfer to an account) stays DEALING before it finishes */
  payoutDelaySeconds?: number;
};

/** The page-pay request the cashier received, once its signature is verified. */
export type PagePayRequest = {
  outTradeNo: string;
  amountCents: number;
  subject: string;
  expiresAt: Date;
  returnUrl: string;
  notifyUrl: string;
};

/** What the cashier shows. */
export type CashierTrade = {
  outTradeNo: string;
  subject: string;
  amountCents: number;
  status: SimPayTrade['status'];
  expiresAt: Date;
  returnUrl: string;
};

export type CashierProblem = 'badRequest' | 'inconsistent';

type NotifyJob = { notificationId: string };

const PAGE_PAY_METHOD = 'alipay.trade.page.pay';

export class SimulatedAlipay implements PaymentGateway {
  readonly provider = 'simulated' as const;
  readonly appId: string;
  private readonly keys: SimulatedAlipayKeys;
  private readonly now: () => Date;
  private readonly notifyUrl: string;
  private send: NotificationSender;
  private readonly notifyScale: number;
  private readonly duplicateRate: number;
  private readonly lateRate: number;
  private dropping: boolean;
  private readonly random: () => number;
  private jobs: JobQueue | undefined;
  /** payouts to accounts (simulatedPayouts.ts); `failPayee` sets an account up to fail */
  readonly payouts: SimulatedPayouts;
  /** agreement signing (simulatedAgreements.ts): the enterprise recharge contract */
  readonly agreements: SimulatedAgreements;

  constructor(options: SimulatedAlipayOptions) {
    this.payouts = new SimulatedPayouts(options.now, (options.payoutDelaySeconds ?? 0) * 1000);
    this.keys = options.keys;
    this.now = options.now;
    this.notifyUrl = options.notifyUrl;
    this.send = options.send ?? httpNotificationSender;
    this.notifyScale = options.notifyScale ?? 1;
    this.duplicateRate = options.duplicateRate ?? 0;
    this.lateRate = options.lateRate ?? 0;
    this.dropping = options.dropNotifications ?? false;
    this.random = options.random ?? Math.random;
    this.appId = options.appId ?? SIMULATED_APP_ID;
    this.agreements = new SimulatedAgreements(this.appId, options.keys, options.now, options.notifyUrl);
  }

  /** Declares the notification deliveries' queue (before the job queue starts); the app calls it once. */
  useJobs(jobs: JobQueue): void {
    this.jobs = jobs;
    jobs.work<NotifyJob>(SIM_PAY_NOTIFY_JOB, { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.deliver(job.data.notificationId),
    );
  }

  /** Drops every notification from now on (true) or delivers them again (false): SIM_PAY_DROP_NOTIFY, switchable by tests and demos. */
  dropNotifications(on: boolean): void {
    this.dropping = on;
  }

  /** Replaces how notifications are delivered (tests deliver through app.inject). */
  useSender(send: NotificationSender): void {
    this.send = send;
  }

  // --- the port ------------------------------------------------------------------------------------

  async createPagePayment(input: PagePaymentInput): Promise<{ payUrl: string }> {
    const bizContent = {
      out_trade_no: input.outTradeNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: centsToYuan(input.amountCents),
      subject: input.subject,
      time_expire: beijingTime(input.expiresAt),
    };
    const request: Record<string, string> = {
      app_id: this.appId,
      method: PAGE_PAY_METHOD,
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(this.now()),
      version: '1.0',
      notify_url: this.notifyUrl,
      return_url: input.returnUrl,
      biz_content: JSON.stringify(bizContent),
    };
    // a request is signed with sign_type included (Alipay's rule for requests; notifications leave it out)
    request.sign = rsa2Sign(signContent(request, { withSignType: true }), this.keys.platform.privateKey);
    return { payUrl: `${CASHIER_PATH}${encodeURIComponent(input.outTradeNo)}?${new URLSearchParams(request).toString()}` };
  }

  verifyNotification(form: Record<string, string>): VerifiedNotification | null {
    if (!verifyNotificationSignature(form, this.keys.alipay.publicKey)) return null;
    return notificationFields(form);
  }

  async queryTrade(outTradeNo: string): Promise<TradeQueryResult> {
    const trade = await this.settledTrade(outTradeNo);
    if (!trade) return { exists: false, outTradeNo };
    return {
      exists: true,
      outTradeNo,
      tradeNo: trade.tradeNo,
      tradeStatus: isTradeStatus(trade.status) ? trade.status : 'WAIT_BUYER_PAY',
      totalAmountCents: trade.totalAmountCents,
      buyerLogonId: trade.buyerLogonId,
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentGatewayError('ACQ.INVALID_PARAMETER', 'refund_amount must be a positive amount', false);
    }
    return transaction(async (tx) => {
      const trade = await lockTrade(tx, input.outTradeNo);
      if (!trade) throw new PaymentGatewayError(GATEWAY_CODES.tradeNotExist, 'trade does not exist', false);
      const existing = await tx.simPayRefund.findUnique({
        where: { outTradeNo_outRequestNo: { outTradeNo: input.outTradeNo, outRequestNo: input.outRequestNo } },
      });
      if (existing) {
        // Alipay answers the same refund again without moving money; another amount under the same number is refused
        if (existing.amountCents !== input.amountCents)
          throw new PaymentGatewayError('ACQ.REQUEST_AMOUNT_EXCEED', 'out_request_no was used for another amount', false);
        return { outRequestNo: input.outRequestNo, fundChange: false, totalRefundedCents: trade.refundedCents };
      }
      if (trade.status !== 'TRADE_SUCCESS') throw new PaymentGatewayError(GATEWAY_CODES.tradeStatusError, `trade is ${trade.status}`, false);
      if (trade.refundedCents + input.amountCents > trade.totalAmountCents) {
        throw new PaymentGatewayError(GATEWAY_CODES.refundAmountExceeded, 'refund exceeds what the trade took', false);
      }
      const now = this.now();
      await tx.simPayRefund.create({
        data: { outTradeNo: input.outTradeNo, outRequestNo: input.outRequestNo, amountCents: input.amountCents, reason: input.reason, createdAt: now },
      });
      const refundedCents = trade.refundedCents + input.amountCents;
      // a trade refunded in full is closed (Alipay's TRADE_CLOSED after a full refund)
      await tx.simPayTrade.update({
        where: { outTradeNo: input.outTradeNo },
        data: { refundedCents, ...(refundedCents === trade.totalAmountCents ? { status: 'TRADE_CLOSED', closedAt: now } : {}) },
      });
      return { outRequestNo: input.outRequestNo, fundChange: true, totalRefundedCents: refundedCents };
    });
  }

  async closeTrade(outTradeNo: string): Promise<void> {
    await transaction(async (tx) => {
      const trade = await lockTrade(tx, outTradeNo);
      if (!trade || trade.status === 'TRADE_CLOSED') return;
      if (trade.status !== 'WAIT_BUYER_PAY') throw new PaymentGatewayError(GATEWAY_CODES.tradeStatusError, `trade is ${trade.status}`, false);
      await tx.simPayTrade.update({ where: { outTradeNo }, data: { status: 'TRADE_CLOSED', closedAt: this.now() } });
    });
  }

  transfer(input: TransferInput): Promise<TransferResult> {
    return this.payouts.transfer(input);
  }

  queryTransfer(outBizNo: string): Promise<TransferResult | null> {
    return this.payouts.queryTransfer(outBizNo);
  }

  async createAgreementSign(input: AgreementSignInput): Promise<{ signUrl: string }> {
    return { signUrl: this.agreements.signUrl(input) };
  }

  verifyAgreementNotification(form: Record<string, string>): VerifiedAgreementNotification | null {
    if (!verifyNotificationSignature(form, this.keys.alipay.publicKey)) return null;
    return agreementNotificationFields(form);
  }

  queryAgreement(externalAgreementNo: string): Promise<AgreementState | null> {
    return this.agreements.query(externalAgreementNo);
  }

  async unsignAgreement(agreement: { externalAgreementNo: string; agreementNo: string }): Promise<void> {
    const notificationId = await this.agreements.unsign(agreement.externalAgreementNo, this.storeNotification);
    if (notificationId) await this.queueDelivery(undefined, notificationId, 0);
  }

  // --- the signing page ------------------------------------------------------------------------------

  /** The signer signs on the page: the agreement NORMAL and its notification on its way (once). */
  async signAgreement(request: AgreementSignRequest): Promise<SigningPage> {
    const { page, notificationId } = await this.agreements.sign(request, this.storeNotification);
    if (notificationId) await this.queueDelivery(undefined, notificationId, 0);
    return page;
  }

  private readonly storeNotification: AgreementNotifier = async (tx, reference, notifyUrl, form) => {
    const notification = await tx.simPayNotification.create({
      data: { id: randomUUID(), outTradeNo: reference, notifyUrl, form, createdAt: this.now() },
    });
    return notification.id;
  };

  // --- the cashier -----------------------------------------------------------------------------------

  /** The page-pay request in the cashier's address, when its signature is the platform's and it names this trade. */
  verifyPagePayRequest(outTradeNo: string, query: Record<string, string>): PagePayRequest | null {
    if (typeof query.sign !== 'string' || query.sign_type !== 'RSA2' || query.app_id !== this.appId || query.method !== PAGE_PAY_METHOD) return null;
    if (!rsa2Verify(signContent(query, { withSignType: true }), query.sign, this.keys.platform.publicKey)) return null;
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(query.biz_content ?? '');
    } catch {
      return null;
    }
    const amountCents = yuanToCents(typeof biz.total_amount === 'string' ? biz.total_amount : undefined);
    const expiresAt = parseBeijingTime(typeof biz.time_expire === 'string' ? biz.time_expire : undefined);
    if (biz.out_trade_no !== outTradeNo || !amountCents || !expiresAt || typeof biz.subject !== 'string' || !query.return_url || !query.notify_url) return null;
    return { outTradeNo, amountCents, subject: biz.subject, expiresAt, returnUrl: query.return_url, notifyUrl: query.notify_url };
  }

  /**
   * Opens the cashier: the trade of the request, created on the first visit (as Alipay creates it
   * when the buyer arrives), closed when past its time_expire. 'inconsistent' when the number was
   * used for another amount.
   */
  async openCashier(request: PagePayRequest): Promise<CashierTrade | CashierProblem> {
    const now = this.now();
    const trade = await transaction(async (tx) => {
      await tx.simPayTrade.createMany({
        data: [
          {
            outTradeNo: request.outTradeNo,
            tradeNo: newTradeNo(now),
            appId: this.appId,
            subject: request.subject,
            totalAmountCents: request.amountCents,
            status: 'WAIT_BUYER_PAY',
            notifyUrl: request.notifyUrl,
            returnUrl: request.returnUrl,
            expiresAt: request.expiresAt,
            createdAt: now,
          },
        ],
        skipDuplicates: true,
      });
      const row = (await lockTrade(tx, request.outTradeNo))!;
      if (row.status === 'WAIT_BUYER_PAY' && row.expiresAt <= now) {
        return tx.simPayTrade.update({ where: { outTradeNo: row.outTradeNo }, data: { status: 'TRADE_CLOSED', closedAt: now } });
      }
      return row;
    });
    if (trade.totalAmountCents !== request.amountCents) return 'inconsistent';
    return toCashierTrade(trade);
  }

  /**
   * The buyer pays: WAIT_BUYER_PAY -> TRADE_SUCCESS and the notification queued (in the same
   * transaction). Paying a paid trade again changes nothing; an expired or closed one is refused.
   * Answers the trade as it is now.
   */
  async pay(request: PagePayRequest): Promise<CashierTrade | CashierProblem> {
    const opened = await this.openCashier(request);
    if (typeof opened === 'string' || opened.status !== 'WAIT_BUYER_PAY') return opened;
    const now = this.now();
    return toCashierTrade(
      await transaction(async (tx) => {
        const row = (await lockTrade(tx, request.outTradeNo))!;
        if (row.status !== 'WAIT_BUYER_PAY' || row.expiresAt <= now) return row;
        const paid = await tx.simPayTrade.update({
          where: { outTradeNo: row.outTradeNo },
          data: { status: 'TRADE_SUCCESS', paidAt: now, buyerLogonId: `${randomInt(130, 190)}****${String(randomInt(0, 10_000)).padStart(4, '0')}` },
        });
        const notification = await tx.simPayNotification.create({
          data: { id: randomUUID(), outTradeNo: paid.outTradeNo, notifyUrl: paid.notifyUrl, form: this.notificationForm(paid, now), createdAt: now },
        });
        // a late one comes after a quarter to all of the first retry interval
        await this.queueDelivery(tx, notification.id, this.random() < this.lateRate ? (0.25 + 0.75 * this.random()) * ALIPAY_NOTIFY_SCHEDULE_MS[0] : 0);
        return paid;
      }),
    );
  }

  /** Where the browser goes after paying: the return URL with Alipay's signed synchronous-return parameters. */
  returnAddress(trade: CashierTrade, tradeNo: string): string {
    const params: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: `${PAGE_PAY_METHOD}.return`,
      total_amount: centsToYuan(trade.amountCents),
      trade_no: tradeNo,
      auth_app_id: this.appId,
      version: '1.0',
      app_id: this.appId,
      sign_type: 'RSA2',
      timestamp: beijingTime(this.now()),
    };
    params.sign = rsa2Sign(signContent(params, { withSignType: false }), this.keys.alipay.privateKey);
    return appendQuery(trade.returnUrl, params);
  }

  async tradeNoOf(outTradeNo: string): Promise<string | null> {
    return (await db().simPayTrade.findUnique({ where: { outTradeNo }, select: { tradeNo: true } }))?.tradeNo ?? null;
  }

  // --- notifications ---------------------------------------------------------------------------------

  private notificationForm(trade: SimPayTrade, now: Date): Prisma.InputJsonObject {
    const amount = centsToYuan(trade.totalAmountCents);
    const form: Record<string, string> = {
      notify_time: beijingTime(now),
      notify_type: 'trade_status_sync',
      notify_id: `${randomUUID().replaceAll('-', '')}${randomInt(0, 1_000_000)}`,
      app_id: trade.appId,
      auth_app_id: trade.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: amount,
      receipt_amount: amount,
      buyer_pay_amount: amount,
      buyer_logon_id: trade.buyerLogonId ?? '',
      trade_status: 'TRADE_SUCCESS',
      gmt_create: beijingTime(trade.createdAt),
      gmt_payment: beijingTime(trade.paidAt ?? now),
      subject: trade.subject,
    };
    return signNotification(form, this.keys.alipay.privateKey);
  }

  /** Queues a delivery attempt, inside `tx` when given (it exists exactly when that transaction commits). */
  private async queueDelivery(tx: Prisma.TransactionClient | undefined, notificationId: string, delayMs: number) {
    if (!this.jobs) throw new Error('The simulated Alipay has no job queue (useJobs)');
    const scaled = Math.round(delayMs * this.notifyScale);
    await this.jobs.send<NotifyJob>(
      SIM_PAY_NOTIFY_JOB,
      { notificationId },
      { ...(scaled > 0 ? { startAfter: new Date(this.now().getTime() + scaled) } : {}), ...(tx ? { tx } : {}) },
    );
  }

  /** One delivery attempt (the job): post the form; unless answered `success`, the next attempt on the schedule. */
  private async deliver(notificationId: string) {
    const notification = await db().simPayNotification.findUnique({ where: { id: notificationId } });
    if (!notification || notification.deliveredAt || notification.abandonedAt) return;
    const form = notification.form as Record<string, string>;
    const attempt = () =>
      this.send(notification.notifyUrl, form).then(
        (answer) => answer.body,
        (error: unknown) => `delivery failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    // lost on the way (SIM_PAY_DROP_NOTIFY); sometimes Alipay sends one notification twice at once
    const answers = this.dropping ? [DROPPED_ANSWER] : await Promise.all(this.random() < this.duplicateRate ? [attempt(), attempt()] : [attempt()]);
    const delivered = answers.includes('success');
    const attempts = notification.attempts + 1;
    const now = this.now();
    const nextDelay = delivered ? undefined : ALIPAY_NOTIFY_SCHEDULE_MS[attempts - 1];
    await transaction(async (tx) => {
      // one attempt is recorded once, even when the job runs again after a crash
      const recorded = await tx.simPayNotification.updateMany({
        where: { id: notificationId, attempts: notification.attempts, deliveredAt: null, abandonedAt: null },
        data: {
          attempts,
          lastAnswer: answers.find((answer) => answer !== 'success')?.slice(0, 200) ?? 'success',
          ...(delivered ? { deliveredAt: now } : nextDelay === undefined ? { abandonedAt: now } : {}),
        },
      });
      if (recorded.count === 1 && nextDelay !== undefined) await this.queueDelivery(tx, notificationId, nextDelay);
    });
  }

  /** A trade as it is now: one past its time_expire and still unpaid is closed first. */
  private async settledTrade(outTradeNo: string): Promise<SimPayTrade | null> {
    const trade = await db().simPayTrade.findUnique({ where: { outTradeNo } });
    if (trade?.status === 'WAIT_BUYER_PAY' && trade.expiresAt <= this.now()) {
      await db().simPayTrade.updateMany({ where: { outTradeNo, status: 'WAIT_BUYER_PAY' }, data: { status: 'TRADE_CLOSED', closedAt: this.now() } });
      return db().simPayTrade.findUnique({ where: { outTradeNo } });
    }
    return trade;
  }
}

async function lockTrade(tx: Prisma.TransactionClient, outTradeNo: string): Promise<SimPayTrade | null> {
  const locked = await tx.$queryRaw<{ out_trade_no: string }[]>`SELECT out_trade_no FROM sim_pay_trades WHERE out_trade_no = ${outTradeNo} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.simPayTrade.findUnique({ where: { outTradeNo } });
}

function toCashierTrade(trade: SimPayTrade): CashierTrade {
  return {
    outTradeNo: trade.outTradeNo,
    subject: trade.subject,
    amountCents: trade.totalAmountCents,
    status: trade.status,
    expiresAt: trade.expiresAt,
    returnUrl: trade.returnUrl,
  };
}

/** Alipay's trade numbers: the date and 20 more digits. */
function newTradeNo(now: Date): string {
  const date = beijingTime(now).slice(0, 10).replaceAll('-', '');
  return `${date}2200${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e7)).padStart(7, '0')}`;
}

/** The URL (absolute, or a path of our site) with the parameters added to its query. */
export function appendQuery(url: string, params: Record<string, string>): string {
  const [withoutHash, hash] = url.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}${new URLSearchParams(params).toString()}${hash !== undefined ? `#${hash}` : ''}`;
}
