// A local Alipay-compatible stand-in for the tests of the real payment driver (alipay-sdk v4): an
// OpenAPI 2.0 gateway (/gateway.do) that checks every request's RSA2 signature itself, with Node's
// crypto and the application's public key (not with the SDK), and answers in Alipay's format, its
// answers signed with its own "Alipay" private key: page pay (the buyer's GET creates the trade),
// trade query, refund (once per out_request_no), close, transfers, and agreement signing (the signer's
// GET of alipay.user.agreement.page.sign creates the agreement TEMP; alipay.user.agreement.query and
// .unsign). `pay` plays the buyer paying and `signAgreement` the signer signing; both return the
// asynchronous notification Alipay would post, signed.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beijingTime, centsToYuan, rsa2Sign, rsa2Verify, signContent, signNotification, yuanToCents } from '../../api/integrations/payment/alipayFormat.ts';

type Trade = {
  outTradeNo: string;
  tradeNo: string;
  amountCents: number;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  refunds: Map<string, number>;
  refundedCents: number;
  notifyUrl: string;
  createdAt: Date;
};

type Agreement = {
  externalAgreementNo: string;
  agreementNo: string;
  status: 'TEMP' | 'NORMAL' | 'UNSIGN';
  /** the sign request's biz_content, as the signer's browser brought it */
  biz: Record<string, unknown>;
  notifyUrl: string;
  returnUrl: string;
  signedAt: Date | null;
};

/** Alipay's documented channels of alipay.user.agreement.page.sign (access_params.channel). */
const AGREEMENT_CHANNELS = ['ALIPAYAPP', 'QRCODE', 'QRCODEORSMS'];

export type StandInRequest = { method: string; params: Record<string, string>; signatureValid: boolean };

const pem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

export class AlipayStandIn {
  readonly appId = '2021000123456789';
  /** the application's pair: the driver signs with the private key, the stand-in verifies with the public one */
  readonly appKeys = pem();
  /** the stand-in's own pair: it signs answers and notifications, the driver verifies with the public one */
  readonly alipayKeys = pem();
  readonly trades = new Map<string, Trade>();
  /** payouts by out_biz_no: what was paid to whom, and how it ended */
  readonly transfers = new Map<
    string,
    { orderId: string; amountCents: number; identity: string; name: string; status: 'SUCCESS' | 'FAIL'; failReason?: string }
  >();
  /** withholding agreements by external_agreement_no */
  readonly agreements = new Map<string, Agreement>();
  /** payee logon ids Alipay refuses (PAYEE_NOT_EXIST) */
  readonly unknownPayees = new Set<string>();
  readonly requests: StandInRequest[] = [];
  /** answers signed with a wrong key (an impostor between us and Alipay) */
  forgeAnswers = false;
  private server: Server | undefined;
  private tradeCounter = 0;
  private agreementCounter = 0;

  get gatewayUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/gateway.do`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((error) => (error ? reject(error) : resolve())));
  }

  /** The buyer pays at Alipay: TRADE_SUCCESS, and the signed notification Alipay would post. */
  pay(outTradeNo: string, now: Date): Record<string, string> {
    const trade = this.trades.get(outTradeNo);
    if (trade?.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} cannot be paid`);
    trade.status = 'TRADE_SUCCESS';
    const amount = centsToYuan(trade.amountCents);
    return signNotification(
      {
        notify_time: beijingTime(now),
        notify_type: 'trade_status_sync',
        notify_id: `2026${trade.tradeNo.slice(-10)}`,
        app_id: this.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        total_amount: amount,
        receipt_amount: amount,
        buyer_logon_id: '136****8888',
        trade_status: 'TRADE_SUCCESS',
        gmt_create: beijingTime(trade.createdAt),
        gmt_payment: beijingTime(now),
        subject: trade.subject,
      },
      this.alipayKeys.privateKey,
    );
  }

  /**
   * The signer opens the signing address (the agreement exists, TEMP, as at Alipay) and signs: NORMAL,
   * a 20-digit agreement_no, and the signed dut_user_sign notification Alipay would post.
   */
  async signAgreement(signUrl: string, now: Date): Promise<Record<string, string>> {
    const opened = await fetch(signUrl);
    if (opened.status !== 200) throw new Error(`the signing page refused the request: ${opened.status} ${await opened.text()}`);
    const externalAgreementNo = String(JSON.parse(new URL(signUrl).searchParams.get('biz_content') ?? '{}').external_agreement_no);
    const agreement = this.agreements.get(externalAgreementNo);
    if (agreement?.status !== 'TEMP') throw new Error(`agreement ${externalAgreementNo} cannot be signed`);
    agreement.status = 'NORMAL';
    agreement.signedAt = now;
    return signNotification(
      {
        notify_type: 'dut_user_sign',
        notify_id: `2026${agreement.agreementNo.slice(-12)}`,
        notify_time: beijingTime(now),
        app_id: this.appId,
        auth_app_id: this.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        agreement_no: agreement.agreementNo,
        external_agreement_no: externalAgreementNo,
        personal_product_code: String(agreement.biz.personal_product_code),
        sign_scene: String(agreement.biz.sign_scene),
        status: 'NORMAL',
        sign_time: beijingTime(now),
        valid_time: beijingTime(now),
        invalid_time: '2115-02-01 00:00:00',
        external_logon_id: String(agreement.biz.external_logon_id),
        alipay_user_id: '2088102122458832',
        alipay_logon_id: '136****8888',
      },
      this.alipayKeys.privateKey,
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/gateway.do') {
      response.statusCode = 404;
      return response.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[key] = value;
    // Alipay's request rule: every parameter but sign (sign_type included), sorted, k=v joined by &
    const signatureValid = params.sign_type === 'RSA2' && rsa2Verify(signContent(params, { withSignType: true }), params.sign ?? '', this.appKeys.publicKey);
    this.requests.push({ method: params.method, params, signatureValid });
    if (params.method === 'alipay.trade.page.pay') return this.pagePay(params, signatureValid, response);
    if (params.method === 'alipay.user.agreement.page.sign') return this.agreementPage(params, signatureValid, response);
    if (!signatureValid || params.app_id !== this.appId) {
      return this.answer(response, params.method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    }
    if (params.method === 'alipay.fund.trans.uni.transfer' || params.method === 'alipay.fund.trans.common.query') return this.transfer(params, response);
    if (params.method === 'alipay.user.agreement.query' || params.method === 'alipay.user.agreement.unsign') return this.agreement(params, response);
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = this.trades.get(biz.out_trade_no);
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    const statusError = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
    switch (params.method) {
      case 'alipay.trade.query':
        if (!trade) return this.answer(response, params.method, notExist);
        return this.answer(response, params.method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: centsToYuan(trade.amountCents),
          buyer_logon_id: trade.status === 'WAIT_BUYER_PAY' ? undefined : '136****8888',
        });
      case 'alipay.trade.refund': {
        if (!trade) return this.answer(response, params.method, notExist);
        const amountCents = yuanToCents(biz.refund_amount);
        const previous = trade.refunds.get(biz.out_request_no);
        if (previous === undefined) {
          if (trade.status !== 'TRADE_SUCCESS') return this.answer(response, params.method, statusError);
          if (amountCents === null || trade.refundedCents + amountCents > trade.amountCents) {
            return this.answer(response, params.method, {
              code: '40004',
              msg: 'Business Failed',
              sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
              sub_msg: '退款金额超限',
            });
          }
          trade.refunds.set(biz.out_request_no, amountCents);
          trade.refundedCents += amountCents;
        }
        return this.answer(response, params.method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          buyer_logon_id: '136****8888',
          fund_change: previous === undefined ? 'Y' : 'N',
          refund_fee: centsToYuan(trade.refundedCents),
        });
      }
      case 'alipay.trade.close':
        if (!trade) return this.answer(response, params.method, notExist);
        if (trade.status === 'TRADE_SUCCESS') return this.answer(response, params.method, statusError);
        trade.status = 'TRADE_CLOSED';
        return this.answer(response, params.method, { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
      default:
        return this.answer(response, params.method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' });
    }
  }

  /** alipay.fund.trans.uni.transfer (one out_biz_no pays once) and alipay.fund.trans.common.query. */
  private transfer(params: Record<string, string>, response: ServerResponse) {
    const biz = JSON.parse(params.biz_content ?? '{}') as {
      out_biz_no: string;
      trans_amount?: string;
      product_code: string;
      payee_info?: { identity: string; name: string };
    };
    const existing = this.transfers.get(biz.out_biz_no);
    if (params.method === 'alipay.fund.trans.common.query') {
      if (!existing)
        return this.answer(response, params.method, { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' });
      return this.answer(response, params.method, {
        code: '10000',
        msg: 'Success',
        out_biz_no: biz.out_biz_no,
        order_id: existing.orderId,
        status: existing.status,
        trans_amount: centsToYuan(existing.amountCents),
        ...(existing.failReason ? { fail_reason: existing.failReason } : {}),
      });
    }
    if (biz.product_code !== 'TRANS_ACCOUNT_NO_PWD' || !biz.payee_info?.identity || !biz.payee_info.name) {
      return this.answer(response, params.method, { code: '40004', msg: 'Business Failed', sub_code: 'PARAM_ILLEGAL', sub_msg: '参数有误' });
    }
    if (!existing && this.unknownPayees.has(biz.payee_info.identity)) {
      return this.answer(response, params.method, { code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_NOT_EXIST', sub_msg: '收款账号不存在' });
    }
    const transfer = existing ?? {
      orderId: `2026112411010${String(this.transfers.size + 1).padStart(15, '0')}`,
      amountCents: yuanToCents(biz.trans_amount ?? '')!,
      identity: biz.payee_info.identity,
      name: biz.payee_info.name,
      status: 'SUCCESS' as const,
    };
    this.transfers.set(biz.out_biz_no, transfer);
    return this.answer(response, params.method, {
      code: '10000',
      msg: 'Success',
      out_biz_no: biz.out_biz_no,
      order_id: transfer.orderId,
      status: transfer.status,
    });
  }

  /** The signer's browser opening the signing address: the agreement is created TEMP (as at Alipay). */
  private agreementPage(params: Record<string, string>, signatureValid: boolean, response: ServerResponse) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    const channel = (biz.access_params as { channel?: unknown } | undefined)?.channel;
    // Alipay's rules: a personal product code, a channel it knows, and a scene other than DEFAULT|DEFAULT with external_agreement_no
    const valid =
      signatureValid &&
      params.app_id === this.appId &&
      typeof biz.external_agreement_no === 'string' &&
      /^[A-Za-z0-9]{1,32}$/.test(biz.external_agreement_no) &&
      typeof biz.personal_product_code === 'string' &&
      typeof biz.sign_scene === 'string' &&
      biz.sign_scene !== 'DEFAULT|DEFAULT' &&
      AGREEMENT_CHANNELS.includes(String(channel)) &&
      (biz.effect_time === undefined || (Number.isInteger(biz.effect_time) && Number(biz.effect_time) >= 0 && Number(biz.effect_time) <= 86_400));
    if (!valid) {
      response.statusCode = 400;
      return response.end('<p>参数错误或验签出错</p>');
    }
    const externalAgreementNo = biz.external_agreement_no as string;
    if (!this.agreements.has(externalAgreementNo)) {
      this.agreementCounter += 1;
      this.agreements.set(externalAgreementNo, {
        externalAgreementNo,
        agreementNo: `20261124${String(this.agreementCounter).padStart(12, '0')}`,
        status: 'TEMP',
        biz,
        notifyUrl: params.notify_url,
        returnUrl: params.return_url,
        signedAt: null,
      });
    }
    response.end('<p>支付宝签约</p>');
  }

  /**
   * alipay.user.agreement.query (by external_agreement_no under its product and scene) and
   * alipay.user.agreement.unsign (by agreement_no, which then wins over the rest). Alipay documents
   * TEMP, NORMAL and STOP as the query's states; this stand-in answers a terminated agreement UNSIGN.
   * Unsigning it again is answered AGREEMENT_HAS_UNSIGNED, an unknown one USER_AGREEMENT_NOT_EXIST
   * (which of the two Alipay answers for an agreement already terminated is not verified).
   */
  private agreement(params: Record<string, string>, response: ServerResponse) {
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'USER_AGREEMENT_NOT_EXIST', sub_msg: '用户协议不存在' };
    const found =
      params.method === 'alipay.user.agreement.unsign' && biz.agreement_no
        ? [...this.agreements.values()].find((agreement) => agreement.agreementNo === biz.agreement_no)
        : this.agreements.get(biz.external_agreement_no);
    const agreement =
      found && (biz.agreement_no || (biz.personal_product_code === found.biz.personal_product_code && biz.sign_scene === found.biz.sign_scene))
        ? found
        : undefined;
    if (!agreement) return this.answer(response, params.method, notExist);
    if (params.method === 'alipay.user.agreement.query') {
      return this.answer(response, params.method, {
        code: '10000',
        msg: 'Success',
        agreement_no: agreement.agreementNo,
        external_agreement_no: agreement.externalAgreementNo,
        personal_product_code: agreement.biz.personal_product_code,
        sign_scene: agreement.biz.sign_scene,
        status: agreement.status,
        ...(agreement.signedAt ? { sign_time: beijingTime(agreement.signedAt), alipay_logon_id: '136****8888' } : {}),
      });
    }
    if (agreement.status === 'UNSIGN') {
      return this.answer(response, params.method, { code: '40004', msg: 'Business Failed', sub_code: 'AGREEMENT_HAS_UNSIGNED', sub_msg: '用户协议已解约' });
    }
    agreement.status = 'UNSIGN';
    return this.answer(response, params.method, { code: '10000', msg: 'Success' });
  }

  /** The buyer's browser opening the page-pay address: the trade is created (as at Alipay). */
  private pagePay(params: Record<string, string>, signatureValid: boolean, response: ServerResponse) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (!signatureValid) {
      response.statusCode = 400;
      return response.end('<p>验签出错</p>');
    }
    const biz = JSON.parse(params.biz_content) as Record<string, string>;
    if (!this.trades.has(biz.out_trade_no)) {
      this.tradeCounter += 1;
      this.trades.set(biz.out_trade_no, {
        outTradeNo: biz.out_trade_no,
        tradeNo: `2026112322001${String(this.tradeCounter).padStart(15, '0')}`,
        amountCents: yuanToCents(biz.total_amount)!,
        subject: biz.subject,
        status: 'WAIT_BUYER_PAY',
        refunds: new Map(),
        refundedCents: 0,
        notifyUrl: params.notify_url,
        createdAt: new Date(),
      });
    }
    response.end('<p>支付宝收银台</p>');
  }

  /** Alipay's answer: {"<method>_response": {...}, "sign": RSA2 of exactly that JSON text}. */
  private answer(response: ServerResponse, method: string, body: Record<string, unknown>) {
    const key = `${method.replaceAll('.', '_')}_response`;
    const text = JSON.stringify(body);
    const signingKey = this.forgeAnswers ? this.appKeys.privateKey : this.alipayKeys.privateKey;
    response.setHeader('content-type', 'application/json;charset=utf-8');
    response.end(`{"${key}":${text},"sign":"${rsa2Sign(text, signingKey)}"}`);
  }
}
