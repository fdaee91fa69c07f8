import { AppError, NotFoundError } from '../../errors.ts';

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super('payment.notFound');
  }
}

/** A payment amount that is not a positive whole number of cents within the market's limit. */
export class PaymentAmountError extends AppError {
  constructor(maxYuan: number) {
    super('payment.amountInvalid', { max: maxYuan }, 'PAYMENT_AMOUNT_INVALID', 400);
  }
}

/** A refund request number used again with another payment or amount: it can only ever refund once. */
export class RefundConflictError extends AppError {
  constructor(outRequestNo: string) {
    super('payment.refundConflict', { outRequestNo }, 'REFUND_CONFLICT', 409);
  }
}

/** The refunds of a payment would exceed what it took. */
export class RefundExceedsPaymentError extends AppError {
  constructor() {
    super('payment.refundExceedsPayment', {}, 'REFUND_EXCEEDS_PAYMENT', 409);
  }
}

/** Only a paid payment can be refunded. */
export class PaymentNotPaidError extends AppError {
  constructor() {
    super('payment.notPaid', {}, 'PAYMENT_NOT_PAID', 409);
  }
}
