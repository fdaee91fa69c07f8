// Asynchronous notifications as Alipay writes them, signed with the simulated Alipay's key (or
// another), for the tests of the notify endpoint and of what a payment does.
import type { Payment } from '../../api/db/generated/prisma/client.ts';
import type { PaidHandler, PaymentPurpose, PaymentService } from '../../api/modules/payment/payment.service.ts';
import { beijingTime, signNotification } from '../../api/integrations/payment/alipayFormat.ts';
import { simulatedAlipayKeys } from '../../api/integrations/payment/simulated/keys.ts';
import { SIMULATED_APP_ID } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import type { TestApp } from './testApp.ts';

export function alipayForm(payment: Payment, now: Date, fields: Record<string, string> = {}, privateKey = simulatedAlipayKeys('data/test').alipay.privateKey) {
  const form = {
    notify_time: beijingTime(now),
    notify_type: 'trade_status_sync',
    notify_id: `n${payment.outTradeNo}`,
    app_id: SIMULATED_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: `2026112022001${payment.outTradeNo.slice(-8)}`,
    out_trade_no: payment.outTradeNo,
    total_amount: `${Math.floor(payment.amountCents / 100)}.${String(payment.amountCents % 100).padStart(2, '0')}`,
    receipt_amount: '12.34',
    buyer_logon_id: '159****5620',
    trade_status: 'TRADE_SUCCESS',
    gmt_create: beijingTime(payment.createdAt),
    gmt_payment: beijingTime(now),
    subject: payment.subject,
    ...fields,
  };
  return signNotification(form, privateKey);
}

/** Posts a notification to the notify endpoint, as Alipay does. */
export function notify(api: TestApp, form: Record<string, string>) {
  return api.app.inject({
    method: 'POST',
    url: '/web/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/**
 * Puts a test's own handler in place of the one the app registered for a purpose (the recharge
 * service registers RECHARGE): the tests of the payment service itself observe what a confirmed
 * payment runs, and make it fail, without the recharge's own effects.
 */
export function replacePaidHandler(payments: PaymentService, purpose: PaymentPurpose, handler: PaidHandler): void {
  (payments as unknown as { handlers: Map<PaymentPurpose, PaidHandler> }).handlers.delete(purpose);
  payments.onPaid(purpose, handler);
}
