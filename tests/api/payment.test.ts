// Payments through the simulated Alipay: the cashier (pay, cancel,
// expiry), the signed notification reaching POST /web/pay/notify/alipay through the job that
// redelivers it on Alipay's schedule, crediting exactly once (forged, altered, replayed and 20
// concurrent notifications), closing, late payments, the missed-notification sweep and refunds.
// On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import type { Payment } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { ALIPAY_NOTIFY_SCHEDULE_MS, type SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { PaymentNotPaidError, RefundConflictError, RefundExceedsPaymentError } from '../../api/modules/payment/payment.errors.ts';
import type { PaymentService } from '../../api/modules/payment/payment.service.ts';
import { replacePaidHandler, alipayForm as signedForm, notify as notifyApp } from '../helpers/alipayNotifications.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const MINUTE = 60_000;
const OWN_ORIGIN = 'http://localhost';

let database: Database;
let clock: ControlledClock;
let api: TestApp;
let payments: PaymentService;
let userId: string;

/** What the ORDER handler saw: one entry per call that committed or not (the Map is outside the transaction). */
const handled = new Map<string, { late: boolean }[]>();
/** Calls of the handler left to fail (it throws, so the credit rolls back). */
let failingCalls = 0;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date('2026-11-20T04:00:00Z'));
  api = await createTestApp(database, { clock });
  payments = api.app.services.payments;
  replacePaidHandler(payments, 'RECHARGE', async (tx, payment, late) => {
    handled.set(payment.id, [...(handled.get(payment.id) ?? []), { late }]);
    if (failingCalls > 0) {
      failingCalls -= 1;
      throw new Error('the order could not take the payment');
    }
    // a write in the crediting transaction, visible only if it committed
    await tx.payment.update({ where: { id: payment.id }, data: { subject: `${payment.subject} (handled)` } });
  });
  userId = (await api.signIn()).userId;
});

beforeEach(() => {
  failingCalls = 0;
});

afterAll(async () => {
  await api?.app.close();
});

const simulated = () => api.payment as SimulatedAlipay;

async function newPayment(amountCents = 1234, expiresInMs = 15 * MINUTE, subject = 'AK-47 | 红线 (久经沙场)') {
  return transaction((tx) =>
    payments.createPayment(tx, {
      userId,
      purpose: 'RECHARGE',
      amountCents,
      subject,
      expiresAt: new Date(clock.now().getTime() + expiresInMs),
      returnUrl: '/user/orderDetail?orderNo=A1',
    }),
  );
}

const paymentRow = (id: string) => db().payment.findUniqueOrThrow({ where: { id } });
/** Calls of the handler whose transaction committed: the subject says so. */
const committedCredits = async (payment: Payment) => ((await paymentRow(payment.id)).subject.endsWith('(handled)') ? 1 : 0);

function openCashier(payUrl: string, language = 'zh-CN') {
  return api.app.inject({ method: 'GET', url: payUrl, headers: { 'accept-language': language } });
}

function postCashier(payUrl: string, action: string, headers: Record<string, string> = { origin: OWN_ORIGIN }) {
  return api.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `action=${action}`,
  });
}

const notify = (form: Record<string, string>) => notifyApp(api, form);

const alipayForm = (payment: Payment, fields: Record<string, string> = {}, privateKey?: string) => signedForm(payment, clock.now(), fields, privateKey);

const notificationsOf = (outTradeNo: string) => db().simPayNotification.findMany({ where: { outTradeNo } });

describe('the simulated cashier', () => {
  it('shows the subject and the amount with Pay and Cancel, in zh and en, without any script', async () => {
    const { payUrl, payment } = await newPayment(1234);
    expect(payUrl.startsWith(`/web/pay/sim/cashier/${payment.outTradeNo}?`)).toBe(true);
    const zh = await openCashier(payUrl);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('AK-47 | 红线 (久经沙场)');
    expect(zh.body).toContain('¥12.34');
    expect(zh.body).toContain('确认付款');
    expect(zh.body).toContain('name="action" value="pay"');
    expect(zh.body).toContain('name="action" value="cancel"');
    expect(zh.body).toContain(`action="${payUrl.replaceAll('&', '&amp;')}"`);
    expect(zh.body).not.toMatch(/<script/i);
    expect(String(zh.headers['content-security-policy'])).toContain("script-src 'self'");
    const en = await openCashier(payUrl, 'en-US');
    expect(en.body).toContain('Pay');
    expect(en.body).toContain('Cancel and return to the merchant');
    expect(en.body).not.toContain('确认付款');
  });

  it('refuses an address whose signature is not the platform’s (an altered amount)', async () => {
    const { payUrl } = await newPayment(1234);
    const altered = payUrl.replace(encodeURIComponent('"total_amount":"12.34"'), encodeURIComponent('"total_amount":"0.01"'));
    expect(altered).not.toBe(payUrl);
    const page = await openCashier(altered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('签名错误');
    expect(await db().simPayTrade.count({ where: { totalAmountCents: 1 } })).toBe(0);
  });

  it('pays: the browser returns, the notification credits the payment once, answered success', async () => {
    const { payUrl, payment } = await newPayment(1234);
    await openCashier(payUrl);
    const paid = await postCashier(payUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location), OWN_ORIGIN);
    expect(back.pathname).toBe('/user/orderDetail');
    expect(back.searchParams.get('orderNo')).toBe('A1');
    expect(back.searchParams.get('out_trade_no')).toBe(payment.outTradeNo);
    expect(back.searchParams.get('total_amount')).toBe('12.34');
    // the notification is a job: nothing is credited before it runs
    expect((await paymentRow(payment.id)).status).toBe('WAITING');
    await api.jobs.runDue();
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('PAID');
    expect(row.providerTradeNo).toMatch(/^\d{28}$/);
    expect(row.payerAccount).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(handled.get(payment.id)).toEqual([{ late: false }]);
    const [notification] = await notificationsOf(payment.outTradeNo);
    expect(notification).toMatchObject({ attempts: 1, lastAnswer: 'success' });
    expect(notification.deliveredAt).not.toBeNull();
    const form = notification.form as Record<string, string>;
    expect(Object.keys(form).sort()).toEqual(
      expect.arrayContaining([
        'notify_time',
        'notify_type',
        'notify_id',
        'app_id',
        'charset',
        'version',
        'sign_type',
        'sign',
        'trade_no',
        'out_trade_no',
        'total_amount',
        'receipt_amount',
        'buyer_logon_id',
        'trade_status',
        'gmt_create',
        'gmt_payment',
        'subject',
      ]),
    );
    expect(form).toMatchObject({ notify_type: 'trade_status_sync', sign_type: 'RSA2', total_amount: '12.34', trade_status: 'TRADE_SUCCESS' });
    // paying again (a second click) only returns the browser: no second payment or notification
    expect((await postCashier(payUrl, 'pay')).statusCode).toBe(303);
    await api.jobs.runDue();
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(1);
    expect(handled.get(payment.id)).toHaveLength(1);
  });

  it('cancels: back to the return URL, nothing paid or credited', async () => {
    const { payUrl, payment } = await newPayment(500);
    const cancelled = await postCashier(payUrl, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/user/orderDetail?orderNo=A1');
    await api.jobs.runDue();
    expect((await paymentRow(payment.id)).status).toBe('WAITING');
    expect((await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).status).toBe('WAIT_BUYER_PAY');
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(0);
    expect(handled.has(payment.id)).toBe(false);
  });

  it('takes the form post only from our own origin (no X-Requested-With needed)', async () => {
    const { payUrl, payment } = await newPayment(700);
    expect((await postCashier(payUrl, 'pay', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postCashier(payUrl, 'pay', {})).statusCode).toBe(403);
    expect((await postCashier(payUrl, 'pay', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await db().simPayTrade.count({ where: { outTradeNo: payment.outTradeNo, status: 'TRADE_SUCCESS' } })).toBe(0);
    expect((await postCashier(payUrl, 'pay', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
  });

  it('does not take a payment past its deadline; the sweep closes it here and at the provider', async () => {
    const { payUrl, payment } = await newPayment(900, 15 * MINUTE);
    await openCashier(payUrl);
    clock.advance(15 * MINUTE + 1000);
    const late = await postCashier(payUrl, 'pay');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('交易已关闭或已超时');
    expect(await notificationsOf(payment.outTradeNo)).toHaveLength(0);
    // past the deadline and the grace, the sweep asks the provider (closed, unpaid) and closes the payment
    clock.advance(3 * MINUTE);
    await api.jobs.runDue();
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('CLOSED');
    expect(row.closedAt).not.toBeNull();
    expect((await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).status).toBe('TRADE_CLOSED');
    expect(handled.has(payment.id)).toBe(false);
  });
});

describe('the notify endpoint', () => {
  it('answers failure to a forged or altered notification and changes nothing; success once the handler committed', async () => {
    const { payment } = await newPayment(1234, 2 * 24 * 60 * MINUTE);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const refused = [
      alipayForm(payment, {}, otherKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      { ...alipayForm(payment), total_amount: '0.01' },
      { ...alipayForm(payment), trade_status: 'TRADE_SUCCESS', out_trade_no: `${payment.outTradeNo}9` },
      alipayForm(payment, { total_amount: '12.33' }),
      alipayForm(payment, { app_id: '2021000000009999' }),
      alipayForm(payment, { out_trade_no: 'P20261120000000999999' }),
      { ...alipayForm(payment), sign: '' },
    ];
    for (const form of refused) {
      const answer = await notify(form);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('failure');
    }
    expect((await paymentRow(payment.id)).status).toBe('WAITING');
    expect(handled.has(payment.id)).toBe(false);

    // a valid one with a status that is not paid: success (so Alipay stops), nothing changes
    expect((await notify(alipayForm(payment, { trade_status: 'WAIT_BUYER_PAY' }))).body).toBe('success');
    expect((await paymentRow(payment.id)).status).toBe('WAITING');

    // the handler fails once: failure, and the payment is not PAID
    failingCalls = 1;
    expect((await notify(alipayForm(payment))).body).toBe('failure');
    expect((await paymentRow(payment.id)).status).toBe('WAITING');
    expect(await committedCredits(payment)).toBe(0);

    // the provider sends it again: credited, and the handler's write committed with it
    const answer = await notify(alipayForm(payment));
    expect(answer.body).toBe('success');
    expect(answer.headers['content-type']).toContain('text/plain');
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'PAID', payerAccount: '159****5620' });
    expect(await committedCredits(payment)).toBe(1);
    expect(handled.get(payment.id)).toEqual([{ late: false }, { late: false }]);

    // a replay later, and a TRADE_FINISHED: success, nothing changes
    clock.advance(60 * MINUTE);
    expect((await notify(alipayForm(payment))).body).toBe('success');
    expect((await notify(alipayForm(payment, { trade_status: 'TRADE_FINISHED' }))).body).toBe('success');
    expect(handled.get(payment.id)).toHaveLength(2);
    expect(await paymentRow(payment.id)).toEqual(row);
  });

  it('credits once when the same notification arrives 20 times at once, and again later', async () => {
    const { payment } = await newPayment(2000, 2 * 24 * 60 * MINUTE);
    const form = alipayForm(payment, { total_amount: '20.00', receipt_amount: '20.00' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(form)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(20).fill('success'));
    expect(handled.get(payment.id)).toEqual([{ late: false }]);
    expect(await committedCredits(payment)).toBe(1);
    clock.advance(30 * MINUTE);
    const again = await Promise.all(Array.from({ length: 5 }, () => notify(form)));
    expect(again.map((answer) => answer.body)).toEqual(Array(5).fill('success'));
    expect(handled.get(payment.id)).toHaveLength(1);
  });

  it('needs no session and no X-Requested-With, and answers failure to something that is not a form', async () => {
    const json = await api.app.inject({ method: 'POST', url: '/web/pay/notify/alipay', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(json.body).toBe('failure');
    const repeated = await api.app.inject({
      method: 'POST',
      url: '/web/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'out_trade_no=a&out_trade_no=b',
    });
    expect(repeated.body).toBe('failure');
  });
});

describe('redelivery', () => {
  it('repeats the notification on Alipay’s schedule until it is answered success', async () => {
    const { payUrl, payment } = await newPayment(3300, 3 * 24 * 60 * MINUTE);
    failingCalls = 7;
    await postCashier(payUrl, 'pay');
    await api.jobs.runDue();
    const attempts = async () => (await notificationsOf(payment.outTradeNo))[0].attempts;
    expect(await attempts()).toBe(1);
    // a minute short of each interval nothing is sent yet (the manual queue ages the jobs queued at the
    // database's own time by the clock's advance: a margin of a second was eaten by a busy machine)
    for (const [index, interval] of ALIPAY_NOTIFY_SCHEDULE_MS.entries()) {
      clock.advance(interval - MINUTE);
      await api.jobs.runDue();
      expect(await attempts()).toBe(index + 1);
      expect((await paymentRow(payment.id)).status).toBe(index === 7 ? 'PAID' : 'WAITING');
      clock.advance(MINUTE);
      await api.jobs.runDue();
      expect(await attempts()).toBe(index + 2);
    }
    // the 8th delivery (after 15 h) found the handler working
    const [notification] = await notificationsOf(payment.outTradeNo);
    expect(notification).toMatchObject({ attempts: 8, lastAnswer: 'success' });
    expect((await paymentRow(payment.id)).status).toBe('PAID');
    expect(handled.get(payment.id)).toHaveLength(8);
    expect(await committedCredits(payment)).toBe(1);
  });
});

describe('closing, late payments and missed notifications', () => {
  it('a payment closed while the buyer pays is credited late (the handler is told to give it back)', async () => {
    const { payUrl, payment } = await newPayment(4100);
    await openCashier(payUrl);
    expect(await payments.closePayment(undefined, payment.id)).toBe(true);
    expect(await payments.closePayment(undefined, payment.id)).toBe(false);
    expect((await paymentRow(payment.id)).status).toBe('CLOSED');
    // the buyer pays before the close reaches the provider
    expect((await postCashier(payUrl, 'pay')).statusCode).toBe(303);
    await api.jobs.runDue();
    expect((await paymentRow(payment.id)).status).toBe('PAID');
    expect(handled.get(payment.id)).toEqual([{ late: true }]);
  });

  it('a closed payment is closed at the provider: its cashier no longer takes it', async () => {
    const { payUrl, payment } = await newPayment(4200);
    await openCashier(payUrl);
    await transaction((tx) => payments.closePayment(tx, payment.id));
    await api.jobs.runDue();
    expect((await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).status).toBe('TRADE_CLOSED');
    expect((await postCashier(payUrl, 'pay')).statusCode).toBe(409);
    expect(handled.has(payment.id)).toBe(false);
  });

  it('a rolled-back close leaves the payment open and queues nothing', async () => {
    const { payUrl, payment } = await newPayment(4300);
    await openCashier(payUrl);
    await expect(
      transaction(async (tx) => {
        await payments.closePayment(tx, payment.id);
        throw new Error('the order changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    await api.jobs.runDue();
    expect((await paymentRow(payment.id)).status).toBe('WAITING');
    expect((await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).status).toBe('WAIT_BUYER_PAY');
  });

  it('a payment whose notification never arrived is credited from the trade query after its deadline', async () => {
    const { payUrl, payment } = await newPayment(4400, 15 * MINUTE);
    simulated().useSender(async () => ({ status: 502, body: 'Bad Gateway' }));
    try {
      await postCashier(payUrl, 'pay');
      await api.jobs.runDue();
      expect((await paymentRow(payment.id)).status).toBe('WAITING');
      clock.advance(15 * MINUTE + 3 * MINUTE);
      await api.jobs.runDue();
    } finally {
      simulated().useSender(async (url, form) => {
        const response = await api.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });
        return { status: response.statusCode, body: response.body };
      });
    }
    expect((await paymentRow(payment.id)).status).toBe('PAID');
    expect(handled.get(payment.id)).toEqual([{ late: false }]);
    // the redelivered notification now finds it paid: success, nothing more
    clock.advance(ALIPAY_NOTIFY_SCHEDULE_MS[1]);
    await api.jobs.runDue();
    expect((await notificationsOf(payment.outTradeNo))[0].lastAnswer).toBe('success');
    expect(handled.get(payment.id)).toHaveLength(1);
  });
});

describe('refunds', () => {
  async function paidPayment(amountCents: number) {
    const created = await newPayment(amountCents, 2 * 24 * 60 * MINUTE);
    await postCashier(created.payUrl, 'pay');
    await api.jobs.runDue();
    expect((await paymentRow(created.payment.id)).status).toBe('PAID');
    return created.payment;
  }

  it('refunds through the provider once per out_request_no, within what was paid', async () => {
    const payment = await paidPayment(5000);
    const request = { paymentId: payment.id, amountCents: 3000, reason: '卖家发货超时', outRequestNo: `R${payment.outTradeNo}` };
    await transaction((tx) => payments.requestRefund(tx, request));
    await transaction((tx) => payments.requestRefund(tx, request));
    await expect(transaction((tx) => payments.requestRefund(tx, { ...request, amountCents: 2000 }))).rejects.toBeInstanceOf(RefundConflictError);
    await expect(transaction((tx) => payments.requestRefund(tx, { ...request, outRequestNo: 'R2', amountCents: 2001 }))).rejects.toBeInstanceOf(
      RefundExceedsPaymentError,
    );
    let [refund] = await payments.refundsOf(payment.id);
    expect(refund).toMatchObject({ status: 'PENDING', amountCents: 3000 });
    await api.jobs.runDue();
    [refund] = await payments.refundsOf(payment.id);
    expect(refund).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    expect(await payments.refundsOf(payment.id)).toHaveLength(1);
    const trade = await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(trade.refundedCents).toBe(3000);
    // the provider itself refunds one out_request_no once
    expect(await api.payment.refund({ outTradeNo: payment.outTradeNo, outRequestNo: request.outRequestNo, amountCents: 3000, reason: 'again' })).toEqual({
      outRequestNo: request.outRequestNo,
      fundChange: false,
      totalRefundedCents: 3000,
    });
    // the rest, under another number
    await transaction((tx) => payments.requestRefund(tx, { ...request, outRequestNo: 'R2', amountCents: 2000 }));
    await api.jobs.runDue();
    expect((await db().simPayTrade.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).status).toBe('TRADE_CLOSED');
  });

  it('refuses to refund an unpaid payment, and a refund in a rolled-back transaction never happens', async () => {
    const { payment } = await newPayment(800);
    await expect(
      transaction((tx) => payments.requestRefund(tx, { paymentId: payment.id, amountCents: 800, reason: 'x', outRequestNo: `R${payment.outTradeNo}` })),
    ).rejects.toBeInstanceOf(PaymentNotPaidError);
    const paid = await paidPayment(900);
    await expect(
      transaction(async (tx) => {
        await payments.requestRefund(tx, { paymentId: paid.id, amountCents: 900, reason: 'x', outRequestNo: `R${paid.outTradeNo}` });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await api.jobs.runDue();
    expect(await payments.refundsOf(paid.id)).toHaveLength(0);
    expect(await db().simPayRefund.count({ where: { outTradeNo: paid.outTradeNo } })).toBe(0);
  });
});
