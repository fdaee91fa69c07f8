// The real payment driver (alipay-sdk v4) against a local Alipay-compatible stand-in
// (tests/helpers/alipayStandIn.ts) that checks the SDK's request signatures on its own: page pay
// address, trade query, refund (one out_request_no refunds once), close, verification of answers and
// notifications, payouts, agreement signing (the signing address, the dut_user_sign notification,
// query, unsign); and the whole flow through the app (notify endpoint, refund job).
// What could not be exercised against Alipay itself is listed in docs/simulated-services.md ("The real Alipay driver").
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { AlipayGateway } from '../../api/integrations/payment/alipay/alipayGateway.ts';
import { rsa2Verify, signContent, signNotification } from '../../api/integrations/payment/alipayFormat.ts';
import { PaymentGatewayError } from '../../api/integrations/payment/port.ts';
import { AlipayStandIn } from '../helpers/alipayStandIn.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances } from '../helpers/wallet.ts';

const MINUTE = 60_000;
const standIn = new AlipayStandIn();
/** The driver's clock: the time it reads where a request says how long it holds (an agreement's effect_time). */
const driverClock = new ControlledClock(new Date('2026-11-24T08:00:00Z'));
let gateway: AlipayGateway;

function driver(privateKey = standIn.appKeys.privateKey, alipayPublicKey = standIn.alipayKeys.publicKey) {
  return new AlipayGateway({
    appId: standIn.appId,
    privateKey,
    alipayPublicKey,
    gateway: standIn.gatewayUrl,
    notifyUrl: 'https://market.example.com/web/pay/notify/alipay',
    publicUrl: 'https://market.example.com',
    now: () => driverClock.now(),
    timeoutMs: 5000,
  });
}

/** The buyer's browser opening the page-pay address at the stand-in. */
async function openPayUrl(payUrl: string) {
  const response = await fetch(payUrl);
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await standIn.start();
  gateway = driver();
});

afterAll(async () => {
  await standIn.stop();
});

describe('the Alipay driver against the stand-in', () => {
  it('builds the page-pay address with the signed request Alipay expects', async () => {
    const expiresAt = new Date('2026-11-23T12:15:00Z');
    const { payUrl } = await gateway.createPagePayment({
      outTradeNo: 'P20261123201500123456',
      amountCents: 1234,
      subject: 'AK-47 | 红线',
      expiresAt,
      returnUrl: '/user/order?x=1',
    });
    const url = new URL(payUrl);
    expect(url.origin + url.pathname).toBe(standIn.gatewayUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: standIn.appId,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://market.example.com/web/pay/notify/alipay',
      return_url: 'https://market.example.com/user/order?x=1',
    });
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: 'P20261123201500123456',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '12.34',
      subject: 'AK-47 | 红线',
      time_expire: '2026-11-23 20:15:00',
    });
    // verified independently of the SDK, with the application's public key
    expect(rsa2Verify(signContent(params, { withSignType: true }), params.sign, standIn.appKeys.publicKey)).toBe(true);
    await openPayUrl(payUrl);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'alipay.trade.page.pay', signatureValid: true });
    expect(standIn.trades.get('P20261123201500123456')).toMatchObject({ amountCents: 1234, status: 'WAIT_BUYER_PAY' });
  });

  it('queries, refunds once per out_request_no, and closes', async () => {
    const outTradeNo = 'P20261123201600000001';
    expect(await gateway.queryTrade(outTradeNo)).toEqual({ exists: false, outTradeNo });
    const { payUrl } = await gateway.createPagePayment({
      outTradeNo,
      amountCents: 10_001,
      subject: 'M4A4',
      expiresAt: new Date(Date.now() + 15 * MINUTE),
      returnUrl: '/',
    });
    await openPayUrl(payUrl);
    expect(await gateway.queryTrade(outTradeNo)).toMatchObject({ exists: true, tradeStatus: 'WAIT_BUYER_PAY', totalAmountCents: 10_001 });
    standIn.pay(outTradeNo, new Date());
    const paid = await gateway.queryTrade(outTradeNo);
    expect(paid).toMatchObject({ exists: true, tradeStatus: 'TRADE_SUCCESS', totalAmountCents: 10_001, buyerLogonId: '136****8888' });
    // a paid trade cannot be closed
    await expect(gateway.closeTrade(outTradeNo)).rejects.toMatchObject({ code: 'ACQ.TRADE_STATUS_ERROR', retryable: false });

    const refund = { outTradeNo, outRequestNo: `R${outTradeNo}`, amountCents: 6000, reason: '买家取消' };
    expect(await gateway.refund(refund)).toEqual({ outRequestNo: refund.outRequestNo, fundChange: true, totalRefundedCents: 6000 });
    expect(await gateway.refund(refund)).toEqual({ outRequestNo: refund.outRequestNo, fundChange: false, totalRefundedCents: 6000 });
    expect(standIn.trades.get(outTradeNo)!.refundedCents).toBe(6000);
    await expect(gateway.refund({ ...refund, outRequestNo: 'R2', amountCents: 4002 })).rejects.toMatchObject({
      code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
      retryable: false,
    });
    const refundRequest = standIn.requests.filter((request) => request.method === 'alipay.trade.refund')[0];
    expect(JSON.parse(refundRequest.params.biz_content)).toMatchObject({ out_trade_no: outTradeNo, out_request_no: `R${outTradeNo}`, refund_amount: '60.00' });

    // closing: an unpaid trade is closed; one nobody opened is unknown to Alipay and left alone
    const unpaid = 'P20261123201600000002';
    await openPayUrl(
      (await gateway.createPagePayment({ outTradeNo: unpaid, amountCents: 50, subject: 'x', expiresAt: new Date(Date.now() + MINUTE), returnUrl: '/' })).payUrl,
    );
    await gateway.closeTrade(unpaid);
    expect(standIn.trades.get(unpaid)!.status).toBe('TRADE_CLOSED');
    await gateway.closeTrade('P20261123201600000003');
    expect(standIn.requests.every((request) => request.signatureValid)).toBe(true);
  });

  it('verifies notifications with Alipay’s public key: a forged or altered one is refused', async () => {
    const outTradeNo = 'P20261123201700000001';
    await openPayUrl(
      (await gateway.createPagePayment({ outTradeNo, amountCents: 999, subject: '手套', expiresAt: new Date(Date.now() + MINUTE), returnUrl: '/' })).payUrl,
    );
    const form = standIn.pay(outTradeNo, new Date());
    expect(gateway.verifyNotification(form)).toMatchObject({ outTradeNo, appId: standIn.appId, tradeStatus: 'TRADE_SUCCESS', totalAmountCents: 999 });
    expect(gateway.verifyNotification({ ...form, total_amount: '0.01' })).toBeNull();
    expect(gateway.verifyNotification({ ...form, sign: form.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).toBeNull();
    expect(gateway.verifyNotification({ ...form, sign_type: 'RSA' })).toBeNull();
    const { sign: _sign, ...unsigned } = form;
    expect(gateway.verifyNotification(unsigned)).toBeNull();
  });

  it('refuses an answer not signed by Alipay, and the stand-in refuses a request not signed by us', async () => {
    standIn.forgeAnswers = true;
    try {
      await expect(gateway.queryTrade('P20261123201600000001')).rejects.toMatchObject({ code: 'NETWORK', retryable: true });
    } finally {
      standIn.forgeAnswers = false;
    }
    const impostor = driver(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const refused = await impostor.queryTrade('P20261123201600000001').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect(refused).toMatchObject({ code: 'isv.invalid-signature' });
    expect(standIn.requests.at(-1)!.signatureValid).toBe(false);
  });
});

describe('payouts through the Alipay driver against the stand-in', () => {
  it('transfers once per out_biz_no to the named payee, queries the transfer, and reports a refused payee as a failed one', async () => {
    const payout = { outBizNo: 'W20261124000000000001', amountCents: 990, payeeAccount: '13800138000', payeeName: '张三', title: '提现' };
    expect(await gateway.transfer(payout)).toMatchObject({ outBizNo: payout.outBizNo, status: 'SUCCESS', failReason: null });
    expect(await gateway.transfer(payout)).toMatchObject({ status: 'SUCCESS' });
    expect(standIn.transfers.size).toBe(1);
    expect(standIn.transfers.get(payout.outBizNo)).toMatchObject({ amountCents: 990, identity: '13800138000', name: '张三' });
    expect(standIn.requests.filter((request) => request.method === 'alipay.fund.trans.uni.transfer').every((request) => request.signatureValid)).toBe(true);
    expect(await gateway.queryTransfer(payout.outBizNo)).toMatchObject({ status: 'SUCCESS', orderId: standIn.transfers.get(payout.outBizNo)!.orderId });
    expect(await gateway.queryTransfer('W-never-sent')).toBeNull();
    standIn.unknownPayees.add('nobody@example.com');
    expect(await gateway.transfer({ ...payout, outBizNo: 'W20261124000000000002', payeeAccount: 'nobody@example.com' })).toMatchObject({
      status: 'FAIL',
      failReason: '收款账号不存在',
    });
  });
});

describe('agreement signing through the Alipay driver against the stand-in', () => {
  const principalName = '上海示例网络科技有限公司';
  const sign = (externalAgreementNo: string, expiresAt = new Date(driverClock.now().getTime() + 30 * MINUTE)) =>
    gateway.createAgreementSign({ externalAgreementNo, principalName, expiresAt, returnUrl: '/user/wallet?contract=returned' });

  it('builds the signing address with the signed request Alipay expects, which the stand-in accepts', async () => {
    const externalAgreementNo = 'C20261124000000000001';
    const { signUrl } = await sign(externalAgreementNo);
    const url = new URL(signUrl);
    expect(url.origin + url.pathname).toBe(standIn.gatewayUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: standIn.appId,
      method: 'alipay.user.agreement.page.sign',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://market.example.com/web/pay/notify/alipay',
      return_url: 'https://market.example.com/user/wallet?contract=returned',
    });
    const biz = JSON.parse(params.biz_content);
    expect(biz).toEqual({
      personal_product_code: 'GENERAL_WITHHOLDING_P',
      sign_scene: 'INDUSTRY|DIGITAL_MEDIA',
      external_agreement_no: externalAgreementNo,
      external_logon_id: principalName,
      access_params: { channel: 'QRCODE' },
      effect_time: expect.any(Number),
    });
    // the page accepts a signature until the deadline: 30 minutes from the request, by the driver's clock
    expect(biz.effect_time).toBe(30 * 60);
    expect(rsa2Verify(signContent(params, { withSignType: true }), params.sign, standIn.appKeys.publicKey)).toBe(true);

    // an altered request is refused by the signing page; ours opens it and the agreement exists, TEMP
    url.searchParams.set('biz_content', params.biz_content.replace(principalName, '另一家公司'));
    expect((await fetch(url)).status).toBe(400);
    expect(standIn.agreements.has(externalAgreementNo)).toBe(false);
    expect((await fetch(signUrl)).status).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'alipay.user.agreement.page.sign', signatureValid: true });
    const agreementNo = standIn.agreements.get(externalAgreementNo)!.agreementNo;
    expect(agreementNo).toMatch(/^\d{20}$/);
    expect(await gateway.queryAgreement(externalAgreementNo)).toEqual({ externalAgreementNo, agreementNo, status: 'TEMP' });

    // effect_time stays within what Alipay accepts (1 second to a day)
    const far = JSON.parse(
      new URL((await sign('C20261124000000000002', new Date(driverClock.now().getTime() + 3 * 86_400_000))).signUrl).searchParams.get('biz_content')!,
    );
    expect(far.effect_time).toBe(86_400);
    const past = JSON.parse(
      new URL((await sign('C20261124000000000003', new Date(driverClock.now().getTime() - MINUTE))).signUrl).searchParams.get('biz_content')!,
    );
    expect(past.effect_time).toBe(1);
    // counted from the driver's clock: ten minutes on, the same deadline leaves twenty
    const deadline = new Date(driverClock.now().getTime() + 30 * MINUTE);
    driverClock.advance(10 * MINUTE);
    const later = JSON.parse(new URL((await sign('C20261124000000000004', deadline)).signUrl).searchParams.get('biz_content')!);
    expect(later.effect_time).toBe(20 * 60);
  });

  it('verifies the dut_user_sign notification with Alipay’s public key: an altered or forged one is refused', async () => {
    const externalAgreementNo = 'C20261124000000000011';
    const form = await standIn.signAgreement((await sign(externalAgreementNo)).signUrl, new Date());
    const agreementNo = standIn.agreements.get(externalAgreementNo)!.agreementNo;
    expect(gateway.verifyAgreementNotification(form)).toEqual({
      notifyId: form.notify_id,
      notifyType: 'dut_user_sign',
      appId: standIn.appId,
      externalAgreementNo,
      agreementNo,
      status: 'NORMAL',
    });
    expect(gateway.verifyAgreementNotification({ ...form, status: 'UNSIGN' })).toBeNull();
    expect(gateway.verifyAgreementNotification({ ...form, agreement_no: '20261124999999999999' })).toBeNull();
    expect(gateway.verifyAgreementNotification({ ...form, external_agreement_no: 'C20261124000000000012' })).toBeNull();
    expect(gateway.verifyAgreementNotification({ ...form, sign: form.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).toBeNull();
    expect(gateway.verifyAgreementNotification({ ...form, sign_type: 'RSA' })).toBeNull();
    const { sign: _sign, ...unsigned } = form;
    expect(gateway.verifyAgreementNotification(unsigned)).toBeNull();
    // signed with another key than Alipay's
    expect(gateway.verifyAgreementNotification(signNotification(unsigned, standIn.appKeys.privateKey))).toBeNull();
    // and it is no trade notification
    expect(gateway.verifyNotification(form)).toBeNull();
  });

  it('queries the agreement (NORMAL once signed, null when unknown) and unsigns it once', async () => {
    const externalAgreementNo = 'C20261124000000000021';
    await standIn.signAgreement((await sign(externalAgreementNo)).signUrl, new Date());
    const agreementNo = standIn.agreements.get(externalAgreementNo)!.agreementNo;
    expect(await gateway.queryAgreement(externalAgreementNo)).toEqual({ externalAgreementNo, agreementNo, status: 'NORMAL' });
    expect(await gateway.queryAgreement('C20261124000000000029')).toBeNull();

    await gateway.unsignAgreement({ externalAgreementNo, agreementNo });
    expect(standIn.agreements.get(externalAgreementNo)!.status).toBe('UNSIGN');
    const unsign = standIn.requests.filter((request) => request.method === 'alipay.user.agreement.unsign').at(-1)!;
    expect(unsign.signatureValid).toBe(true);
    expect(JSON.parse(unsign.params.biz_content)).toEqual({
      agreement_no: agreementNo,
      external_agreement_no: externalAgreementNo,
      personal_product_code: 'GENERAL_WITHHOLDING_P',
      sign_scene: 'INDUSTRY|DIGITAL_MEDIA',
    });
    expect(await gateway.queryAgreement(externalAgreementNo)).toEqual({ externalAgreementNo, agreementNo, status: 'UNSIGN' });
    // already terminated, or unknown to Alipay: nothing left to do
    await gateway.unsignAgreement({ externalAgreementNo, agreementNo });
    await gateway.unsignAgreement({ externalAgreementNo: 'C20261124000000000029', agreementNo: '20261124999999999999' });
    expect(standIn.requests.slice(-2).map((request) => request.method)).toEqual(['alipay.user.agreement.unsign', 'alipay.user.agreement.unsign']);

    // any other refusal is an error (here: a request not signed with our key)
    const impostor = driver(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    await expect(impostor.queryAgreement(externalAgreementNo)).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'isv.invalid-signature',
      retryable: false,
    });
    await expect(impostor.unsignAgreement({ externalAgreementNo, agreementNo })).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      code: 'isv.invalid-signature',
      retryable: false,
    });
    // and an answer not signed by Alipay is refused
    standIn.forgeAnswers = true;
    try {
      await expect(gateway.queryAgreement(externalAgreementNo)).rejects.toMatchObject({ code: 'NETWORK', retryable: true });
    } finally {
      standIn.forgeAnswers = false;
    }
  });
});

describe('the app with the Alipay driver', () => {
  let database: Database;
  let api: TestApp;
  const clock = new ControlledClock(new Date());

  const testDatabase = useTestDatabase();
  beforeAll(async () => {
    database = testDatabase();
    api = await createTestApp(database, { clock, payment: gateway });
  });

  afterAll(async () => {
    await api?.app.close();
  });

  it('credits the notification Alipay posts once, and refunds through the refund job', async () => {
    const { userId } = await api.signIn();
    const { payment, payUrl } = await transaction((tx) =>
      api.app.services.payments.createPayment(tx, {
        userId,
        purpose: 'RECHARGE',
        amountCents: 8888,
        subject: 'AWP | 二西莫夫',
        expiresAt: new Date(clock.now().getTime() + 15 * MINUTE),
        returnUrl: '/user/order',
      }),
    );
    expect(payment.provider).toBe('alipay');
    expect(payment.outTradeNo).toMatch(/^P\d{14}\d{6}$/);
    await openPayUrl(payUrl);
    const form = standIn.pay(payment.outTradeNo, clock.now());
    const post = (fields: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/web/pay/notify/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await post({ ...form, total_amount: '88.87' })).body).toBe('failure');
    expect((await post(form)).body).toBe('success');
    expect((await post(form)).body).toBe('success');
    // the recharge's handler credited the deposit once
    expect(await balances(userId)).toMatchObject({ deposit: 8888n });
    expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'PAID', payerAccount: '136****8888' });

    await transaction((tx) =>
      api.app.services.payments.requestRefund(tx, { paymentId: payment.id, amountCents: 8888, reason: '卖家取消', outRequestNo: `R${payment.outTradeNo}` }),
    );
    await api.jobs.runDue();
    expect(await api.app.services.payments.refundsOf(payment.id)).toMatchObject([{ status: 'SUCCEEDED', attempts: 1 }]);
    expect(standIn.trades.get(payment.outTradeNo)!.refundedCents).toBe(8888);
  });
});
