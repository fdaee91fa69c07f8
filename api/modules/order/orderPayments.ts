// What the order module needs of the payment service (api/modules/payment/payment.service.ts,
// COMMON.md "Payment"): the small surface orders use, so the order service is built with the real
// PaymentService in api/services.ts without depending on the rest of it.
import type { Payment, Prisma } from '../../db/generated/prisma/client.ts';

type Tx = Prisma.TransactionClient;

export type OrderPaymentHandler = (tx: Tx, payment: Payment, late: boolean) => Promise<void>;

export interface OrderPayments {
  /** Creates the Payment row (WAITING) in the caller's transaction and answers the cashier's address. */
  createPayment(
    tx: Tx,
    input: { userId: string; purpose: 'ORDER'; amountCents: number; subject: string; expiresAt: Date; returnUrl: string },
  ): Promise<{ payment: Payment; payUrl: string }>;
  /** Registers what a confirmed payment of a purpose does; it runs in the transaction that marks the payment PAID. */
  onPaid(purpose: 'ORDER', handler: OrderPaymentHandler): void;
  /**
   * The payment's deadline passed: asks the provider and answers 'paid' (credited, as if notified),
   * 'unpaid' (closed at the provider: cancel now) or 'closed' (already closed here); throws when the
   * provider cannot be asked (try again later, the orders keep their listings).
   */
  resolveAtDeadline(paymentId: string): Promise<'paid' | 'unpaid' | 'closed'>;
  /** An unpaid payment is no longer wanted (its orders were cancelled or timed out): WAITING -> CLOSED. */
  closePayment(tx: Tx | undefined, paymentId: string): Promise<unknown>;
  /** Gives (part of) a paid payment back through the provider, once per outRequestNo. */
  requestRefund(tx: Tx, input: { paymentId: string; orderId: string | null; amountCents: number; reason: string; outRequestNo: string }): Promise<unknown>;
}
