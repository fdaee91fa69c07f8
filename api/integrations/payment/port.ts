// The payment port (docs/simulated-services.md "Alipay"): what an Alipay-style provider gives a market.
// A page payment of an amount with a deadline, the provider's signed asynchronous notification,
// trade query, refund (idempotent per refund request number) and closing an unpaid trade. Drivers:
// the simulated Alipay (the embedded default, api/integrations/payment/simulated) and Alipay itself
// through the official alipay-sdk (api/integrations/payment/alipay).
//
// Amounts at the port are integer cents. Alipay's decimal strings ("12.34") are converted exactly by
// the drivers (alipayFormat.ts), never through floating point.

export type PaymentProvider = 'simulated' | 'alipay';

/** Alipay's trade states (trade_status). */
export const TRADE_STATUSES = ['WAIT_BUYER_PAY', 'TRADE_CLOSED', 'TRADE_SUCCESS', 'TRADE_FINISHED'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** The states in which the buyer has paid (a refund may have followed: TRADE_FINISHED / TRADE_SUCCESS). */
export const PAID_TRADE_STATUSES: readonly TradeStatus[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

export type PagePaymentInput = {
  /** our trade number, unique at the provider */
  outTradeNo: string;
  amountCents: number;
  /** what the cashier shows the buyer */
  subject: string;
  /** the provider refuses to take the payment after this moment (Alipay's time_expire) */
  expiresAt: Date;
  /** where the buyer's browser goes back after paying (absolute, or a path of our site) */
  returnUrl: string;
};

/** An asynchronous notification whose signature the driver verified, in typed fields. */
export type VerifiedNotification = {
  notifyId: string;
  notifyType: string;
  notifyTime: string;
  appId: string;
  outTradeNo: string;
  /** the provider's trade number */
  tradeNo: string;
  tradeStatus: TradeStatus;
  totalAmountCents: number;
  receiptAmountCents: number | null;
  /** the buyer's (masked) account at the provider */
  buyerLogonId: string | null;
  /** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the provider wrote it */
  gmtPayment: string | null;
  subject: string | null;
};

export type TradeQueryResult =
  /** the provider does not know the trade (a page payment nobody opened): nothing was paid */
  | { exists: false; outTradeNo: string }
  | {
      exists: true;
      outTradeNo: string;
      tradeNo: string;
      tradeStatus: TradeStatus;
      totalAmountCents: number;
      buyerLogonId: string | null;
    };

export type RefundInput = { outTradeNo: string; outRequestNo: string; amountCents: number; reason: string };

export type RefundResult = {
  outRequestNo: string;
  /** whether this call moved money (false: the same outRequestNo had already refunded) */
  fundChange: boolean;
  /** everything refunded on the trade so far */
  totalRefundedCents: number;
};

/** A payout to an account at the provider (Alipay's alipay.fund.trans.uni.transfer to a logon id, checked against the name). */
export type TransferInput = {
  /** our number of the transfer: the provider pays one number once, however often it is sent */
  outBizNo: string;
  amountCents: number;
  /** the payee's account (Alipay logon id: a phone number or an e-mail address) */
  payeeAccount: string;
  /** the payee's real name, which the provider checks against the account */
  payeeName: string;
  /** what the payee's bill shows */
  title: string;
};

/** Alipay's states of a transfer: DEALING while the provider works on it. */
export type TransferStatus = 'SUCCESS' | 'DEALING' | 'FAIL';

export type TransferResult = {
  outBizNo: string;
  status: TransferStatus;
  /** the provider's number of the transfer */
  orderId: string | null;
  /** why it failed, in the provider's words (FAIL only) */
  failReason: string | null;
};

/**
 * Signing an agreement at the provider (Alipay's alipay.user.agreement.page.sign): the recharge
 * contract of an enterprise (docs/rest.md). The signer opens `signUrl`, signs (or leaves), and the provider
 * sends a signed notification (notify_type dut_user_sign) to our notify endpoint.
 */
export type AgreementSignInput = {
  /** our number of the agreement, unique at the provider (external_agreement_no) */
  externalAgreementNo: string;
  /** who signs: the enterprise's name as it filled it in */
  principalName: string;
  /** the signing page accepts no signature after this moment */
  expiresAt: Date;
  /** where the signer's browser goes back after signing (absolute, or a path of our site) */
  returnUrl: string;
};

/** Alipay's agreement states: TEMP (created, not signed), NORMAL (signed), STOP (paused), UNSIGN (terminated or refused). */
export const AGREEMENT_STATUSES = ['TEMP', 'NORMAL', 'STOP', 'UNSIGN'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export type AgreementState = {
  externalAgreementNo: string;
  /** the provider's agreement_no */
  agreementNo: string;
  status: AgreementStatus;
};

/** An agreement notification (notify_type dut_user_sign or dut_user_unsign) whose signature the driver verified. */
export type VerifiedAgreementNotification = AgreementState & {
  notifyId: string;
  notifyType: 'dut_user_sign' | 'dut_user_unsign';
  appId: string;
};

/**
 * The provider refused a call or could not be reached. `retryable` failures (network, the
 * provider's system errors) may succeed later; the others (a refund beyond the trade, a trade in the
 * wrong state) will not.
 */
export class PaymentGatewayError extends Error {
  constructor(
    /** the provider's sub_code (e.g. ACQ.TRADE_STATUS_ERROR) or NETWORK / BAD_RESPONSE */
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/** Alipay's sub_codes the callers act on. */
export const GATEWAY_CODES = {
  tradeNotExist: 'ACQ.TRADE_NOT_EXIST',
  tradeStatusError: 'ACQ.TRADE_STATUS_ERROR',
  tradeHasSuccess: 'ACQ.TRADE_HAS_SUCCESS',
  tradeHasClose: 'ACQ.TRADE_HAS_CLOSE',
  refundAmountExceeded: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
  transferNotExist: 'ORDER_NOT_EXIST',
  agreementNotExist: 'USER_AGREEMENT_NOT_EXIST',
} as const;

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** our application's id at the provider; a notification for another app is refused */
  readonly appId: string;
  /** The cashier's address for a new payment (no call to the provider: the buyer's browser opens it). */
  createPagePayment(input: PagePaymentInput): Promise<{ payUrl: string }>;
  /** Checks the notification's RSA2 signature in Alipay's format; its typed fields, or null when it is forged, altered or malformed. */
  verifyNotification(form: Record<string, string>): VerifiedNotification | null;
  queryTrade(outTradeNo: string): Promise<TradeQueryResult>;
  /** Refunds (part of) a paid trade; the same outRequestNo never refunds twice. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Closes an unpaid trade (a trade the provider does not know is left as it is); throws ACQ.TRADE_STATUS_ERROR when it is paid. */
  closeTrade(outTradeNo: string): Promise<void>;
  /**
   * Pays an account. The same outBizNo never pays twice: sent again it answers the first transfer's
   * state. A refusal the provider makes at once (an unknown payee, a name that does not match) is a
   * FAIL result; trouble reaching it is a retryable PaymentGatewayError.
   */
  transfer(input: TransferInput): Promise<TransferResult>;
  /** The state of a transfer, or null when the provider never received it. */
  queryTransfer(outBizNo: string): Promise<TransferResult | null>;
  /** The signing page's address for a new agreement (no call to the provider: the signer's browser opens it). */
  createAgreementSign(input: AgreementSignInput): Promise<{ signUrl: string }>;
  /** Checks an agreement notification's RSA2 signature; its typed fields, or null when it is forged, altered, malformed or not about an agreement. */
  verifyAgreementNotification(form: Record<string, string>): VerifiedAgreementNotification | null;
  /** The agreement as the provider has it, or null when it never came to exist there (nobody opened the signing page). */
  queryAgreement(externalAgreementNo: string): Promise<AgreementState | null>;
  /** Terminates a signed agreement; one already terminated is left as it is. */
  unsignAgreement(agreement: { externalAgreementNo: string; agreementNo: string }): Promise<void>;
}
