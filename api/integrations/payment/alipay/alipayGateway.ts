// The real payment driver: Alipay through its official Node.js SDK (alipay-sdk v4, OpenAPI 2.0 with
// RSA2 keys). Page pay and agreement signing are signed GET addresses of the gateway (pageExecute);
// query, refund, close, transfer and the agreement's query and unsign are signed calls whose answers'
// signatures the SDK checks with Alipay's public key (validateSign); notifications (trades, and
// agreements: dut_user_sign / dut_user_unsign) are verified with checkNotifySignV2. The gateway is
// configurable (ALIPAY_GATEWAY), which lets the tests run this driver against a local Alipay-compatible
// stand-in.
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { agreementNotificationFields, beijingTime, centsToYuan, isAgreementStatus, isTradeStatus, notificationFields, yuanToCents } from '../alipayFormat.ts';
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
  type TransferStatus,
  type VerifiedAgreementNotification,
  type VerifiedNotification,
} from '../port.ts';

export type AlipayGatewayOptions = {
  appId: string;
  /** the application's private key, PKCS#8 PEM */
  privateKey: string;
  /** Alipay's public key, SPKI PEM */
  alipayPublicKey: string;
  /** OpenAPI 2.0 gateway, e.g. https://openapi.alipay.com/gateway.do (sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do) */
  gateway: string;
  /** our notify endpoint, absolute */
  notifyUrl: string;
  /** our public base URL: a return URL given as a path is made absolute with it */
  publicUrl: string;
  /** the app's clock: an agreement's signing page accepts a signature from now until its deadline */
  now: () => Date;
  timeoutMs?: number;
};

/** Sub-codes after which trying again may succeed (Alipay's own system trouble). */
const RETRYABLE_SUB_CODES = new Set(['ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'isp.unknown-error']);

/** Payouts: a transfer to an Alipay account without the payer's password, Alipay's product for a platform paying its users. */
const TRANSFER_PRODUCT = 'TRANS_ACCOUNT_NO_PWD';
const TRANSFER_SCENE = 'DIRECT_TRANSFER';
/** Sub-codes with which Alipay refuses the payee itself: the payout failed, trying again will not help. */
const PAYEE_REFUSALS = new Set([
  'PAYEE_NOT_EXIST',
  'PAYEE_USERINFO_ERROR',
  'PAYEE_ACC_OCUPIED',
  'PERMIT_CHECK_PERM_IDENTITY_THEFT',
  'PAYEE_ACCOUNT_STATUS_ERROR',
]);

/**
 * Agreement signing (商家扣款): the personal product of a merchant's withholding agreement, and the
 * scene, which Alipay requires (not DEFAULT|DEFAULT) whenever external_agreement_no is given; both must
 * match between page.sign, query and unsign. DIGITAL_MEDIA is the industry scene of Alipay's own
 * examples, the closest to a market of game items; Alipay fixes the scenes an app may use when it
 * enables the product.
 */
const AGREEMENT_PRODUCT = 'GENERAL_WITHHOLDING_P';
const AGREEMENT_SCENE = 'INDUSTRY|DIGITAL_MEDIA';
/** The signer opens the address in a browser: Alipay's QR-code page, scanned with the Alipay app (ALIPAYAPP needs the app's own web view). */
const AGREEMENT_CHANNEL = 'QRCODE';
/** Alipay's longest effect_time (seconds the signing page accepts a signature after the request's timestamp). */
const MAX_AGREEMENT_EFFECT_SECONDS = 86_400;
/** Unsigning an agreement that is no longer there: it has already ended (USER_AGREEMENT_NOT_EXIST is documented, AGREEMENT_HAS_UNSIGNED listed among the agreement sub-codes). */
const AGREEMENT_ENDED = new Set<string>([GATEWAY_CODES.agreementNotExist, 'AGREEMENT_HAS_UNSIGNED']);

export class AlipayGateway implements PaymentGateway {
  readonly provider = 'alipay' as const;
  readonly appId: string;
  private readonly sdk: AlipaySdk;
  private readonly notifyUrl: string;
  private readonly publicUrl: string;
  private readonly now: () => Date;

  constructor(options: AlipayGatewayOptions) {
    this.appId = options.appId;
    this.notifyUrl = options.notifyUrl;
    this.publicUrl = options.publicUrl;
    this.now = options.now;
    this.sdk = new AlipaySdk({
      appId: options.appId,
      privateKey: options.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: options.alipayPublicKey,
      gateway: options.gateway,
      endpoint: new URL(options.gateway).origin,
      signType: 'RSA2',
      camelcase: false,
      timeout: options.timeoutMs ?? 10_000,
    });
  }

  async createPagePayment(input: PagePaymentInput): Promise<{ payUrl: string }> {
    const payUrl = this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: input.outTradeNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: centsToYuan(input.amountCents),
        subject: input.subject,
        time_expire: beijingTime(input.expiresAt),
      },
      returnUrl: new URL(input.returnUrl, this.publicUrl).toString(),
      notifyUrl: this.notifyUrl,
    });
    return { payUrl };
  }

  verifyNotification(form: Record<string, string>): VerifiedNotification | null {
    return this.signedByAlipay(form) ? notificationFields(form) : null;
  }

  verifyAgreementNotification(form: Record<string, string>): VerifiedAgreementNotification | null {
    return this.signedByAlipay(form) ? agreementNotificationFields(form) : null;
  }

  async queryTrade(outTradeNo: string): Promise<TradeQueryResult> {
    const result = await this.call('alipay.trade.query', { out_trade_no: outTradeNo });
    if (result.sub_code === GATEWAY_CODES.tradeNotExist) return { exists: false, outTradeNo };
    this.assertSuccess(result);
    const totalAmountCents = yuanToCents(result.total_amount);
    if (!isTradeStatus(result.trade_status) || totalAmountCents === null || typeof result.trade_no !== 'string') {
      throw new PaymentGatewayError('BAD_RESPONSE', 'alipay.trade.query answered without a trade status, amount or trade number', true);
    }
    return {
      exists: true,
      outTradeNo,
      tradeNo: result.trade_no,
      tradeStatus: result.trade_status,
      totalAmountCents,
      buyerLogonId: result.buyer_logon_id ?? null,
    };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const result = await this.call('alipay.trade.refund', {
      out_trade_no: input.outTradeNo,
      out_request_no: input.outRequestNo,
      refund_amount: centsToYuan(input.amountCents),
      refund_reason: input.reason.slice(0, 256),
    });
    this.assertSuccess(result);
    const totalRefundedCents = yuanToCents(result.refund_fee);
    if (totalRefundedCents === null) throw new PaymentGatewayError('BAD_RESPONSE', 'alipay.trade.refund answered without refund_fee', true);
    return { outRequestNo: input.outRequestNo, fundChange: result.fund_change === 'Y', totalRefundedCents };
  }

  async closeTrade(outTradeNo: string): Promise<void> {
    const result = await this.call('alipay.trade.close', { out_trade_no: outTradeNo });
    // a page payment nobody opened is unknown to Alipay: there is nothing to close
    if (result.sub_code === GATEWAY_CODES.tradeNotExist) return;
    this.assertSuccess(result);
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    const result = await this.call('alipay.fund.trans.uni.transfer', {
      out_biz_no: input.outBizNo,
      trans_amount: centsToYuan(input.amountCents),
      product_code: TRANSFER_PRODUCT,
      biz_scene: TRANSFER_SCENE,
      order_title: input.title.slice(0, 128),
      payee_info: { identity: input.payeeAccount, identity_type: 'ALIPAY_LOGON_ID', name: input.payeeName },
    });
    // Alipay refuses a payee it cannot pay at once (unknown account, a name that does not match): the transfer failed
    if (result.code === '40004' && result.sub_code && PAYEE_REFUSALS.has(result.sub_code)) {
      return { outBizNo: input.outBizNo, status: 'FAIL', orderId: null, failReason: result.sub_msg ?? result.sub_code };
    }
    this.assertSuccess(result);
    return this.transferResult(input.outBizNo, result);
  }

  async queryTransfer(outBizNo: string): Promise<TransferResult | null> {
    const result = await this.call('alipay.fund.trans.common.query', { out_biz_no: outBizNo, product_code: TRANSFER_PRODUCT, biz_scene: TRANSFER_SCENE });
    if (result.sub_code === GATEWAY_CODES.transferNotExist) return null;
    this.assertSuccess(result);
    return this.transferResult(outBizNo, result);
  }

  async createAgreementSign(input: AgreementSignInput): Promise<{ signUrl: string }> {
    const effectSeconds = Math.ceil((input.expiresAt.getTime() - this.now().getTime()) / 1000);
    const signUrl = this.sdk.pageExecute('alipay.user.agreement.page.sign', 'GET', {
      bizContent: {
        personal_product_code: AGREEMENT_PRODUCT,
        sign_scene: AGREEMENT_SCENE,
        external_agreement_no: input.externalAgreementNo,
        // shown to the signer on Alipay's page
        external_logon_id: input.principalName.slice(0, 100),
        access_params: { channel: AGREEMENT_CHANNEL },
        effect_time: Math.min(MAX_AGREEMENT_EFFECT_SECONDS, Math.max(1, effectSeconds)),
      },
      returnUrl: new URL(input.returnUrl, this.publicUrl).toString(),
      notifyUrl: this.notifyUrl,
    });
    return { signUrl };
  }

  async queryAgreement(externalAgreementNo: string): Promise<AgreementState | null> {
    const result = await this.call('alipay.user.agreement.query', {
      personal_product_code: AGREEMENT_PRODUCT,
      sign_scene: AGREEMENT_SCENE,
      external_agreement_no: externalAgreementNo,
    });
    // nobody opened the signing page (or Alipay no longer keeps the agreement)
    if (result.sub_code === GATEWAY_CODES.agreementNotExist) return null;
    this.assertSuccess(result);
    if (!isAgreementStatus(result.status) || typeof result.agreement_no !== 'string' || result.agreement_no === '') {
      throw new PaymentGatewayError('BAD_RESPONSE', 'alipay.user.agreement.query answered without a status or agreement number', true);
    }
    return { externalAgreementNo, agreementNo: result.agreement_no, status: result.status };
  }

  async unsignAgreement(agreement: { externalAgreementNo: string; agreementNo: string }): Promise<void> {
    const result = await this.call('alipay.user.agreement.unsign', {
      agreement_no: agreement.agreementNo,
      external_agreement_no: agreement.externalAgreementNo,
      personal_product_code: AGREEMENT_PRODUCT,
      sign_scene: AGREEMENT_SCENE,
    });
    if (result.sub_code && AGREEMENT_ENDED.has(result.sub_code)) return;
    this.assertSuccess(result);
  }

  /** The notification's RSA2 signature is Alipay's (checkNotifySignV2: the sorted pairs without sign, the values as posted). */
  private signedByAlipay(form: Record<string, string>): boolean {
    if (form.sign_type !== undefined && form.sign_type !== 'RSA2') return false;
    try {
      return this.sdk.checkNotifySignV2(form);
    } catch {
      return false;
    }
  }

  private transferResult(outBizNo: string, result: AlipaySdkCommonResult): TransferResult {
    // SUCCESS and FAIL are final; Alipay's other states (DEALING, WAIT_PAY, INIT) mean it is still working on it
    const status: TransferStatus = result.status === 'SUCCESS' ? 'SUCCESS' : result.status === 'FAIL' || result.status === 'CLOSED' ? 'FAIL' : 'DEALING';
    return {
      outBizNo,
      status,
      orderId: typeof result.order_id === 'string' ? result.order_id : null,
      failReason: status === 'FAIL' ? (result.fail_reason ?? result.error_code ?? 'FAIL') : null,
    };
  }

  private async call(method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await this.sdk.exec(method, { bizContent }, { validateSign: true });
    } catch (error) {
      // network trouble, an HTTP error or an answer whose signature is not Alipay's
      throw new PaymentGatewayError('NETWORK', `${method} failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`, true);
    }
  }

  private assertSuccess(result: AlipaySdkCommonResult): void {
    if (result.code === '10000') return;
    const code = result.sub_code ?? result.code ?? 'UNKNOWN';
    const retryable = result.code === '20000' || result.code === '20001' || RETRYABLE_SUB_CODES.has(code);
    throw new PaymentGatewayError(code, `${result.msg ?? ''} ${result.sub_msg ?? ''}`.trim() || code, retryable);
  }
}
