// Alipay's wire format, shared by both payment drivers and the tests' stand-in: the RSA2 signature
// (SHA256withRSA over the sorted `key=value` pairs joined with `&`, base64), amounts as exact
// decimal strings, times in Beijing time, and the notification's fields in typed form.
import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { fromMarketClock, marketClock } from '../../marketDay.ts';
import {
  AGREEMENT_STATUSES,
  type AgreementStatus,
  TRADE_STATUSES,
  type TradeStatus,
  type VerifiedAgreementNotification,
  type VerifiedNotification,
} from './port.ts';

type Key = string | KeyObject;

/**
 * The text Alipay signs: every parameter with a non-empty value except `sign` (and, for
 * asynchronous notifications, `sign_type`), sorted by name (byte order), as `key=value` joined with `&`.
 * Values are used as they are (the form's decoded values, never decoded twice).
 */
export function signContent(params: Record<string, string>, { withSignType }: { withSignType: boolean }): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && (withSignType || key !== 'sign_type') && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** SHA256withRSA of the UTF-8 text, base64. */
export function rsa2Sign(content: string, privateKey: Key): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: Key): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** Signs an asynchronous notification (Alipay's side): the form with `sign` added. */
export function signNotification(form: Record<string, string>, alipayPrivateKey: Key): Record<string, string> {
  return { ...form, sign: rsa2Sign(signContent(form, { withSignType: false }), alipayPrivateKey) };
}

/** Verifies an asynchronous notification's RSA2 signature in Alipay's format (sign and sign_type left out). */
export function verifyNotificationSignature(form: Record<string, string>, alipayPublicKey: Key): boolean {
  if (typeof form.sign !== 'string' || (form.sign_type !== undefined && form.sign_type !== 'RSA2')) return false;
  return rsa2Verify(signContent(form, { withSignType: false }), form.sign, alipayPublicKey);
}

const AMOUNT = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;

/** "12.34" -> 1234, exactly; anything that is not a plain non-negative amount of at most two decimals -> null. */
export function yuanToCents(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 1234 -> "12.34" (integer arithmetic only). */
export function centsToYuan(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8), Alipay's format for times. */
export function beijingTime(date: Date): string {
  return marketClock(date).toISOString().slice(0, 19).replace('T', ' ');
}

/** The moment a Beijing-time "yyyy-MM-dd HH:mm:ss" names, or null. */
export function parseBeijingTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const utc = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(utc) ? null : fromMarketClock(utc);
}

export function isTradeStatus(value: unknown): value is TradeStatus {
  return typeof value === 'string' && (TRADE_STATUSES as readonly string[]).includes(value);
}

/** The typed fields of a notification whose signature was verified; null when a required field is missing or malformed. */
export function notificationFields(form: Record<string, string>): VerifiedNotification | null {
  const totalAmountCents = yuanToCents(form.total_amount);
  const receipt = form.receipt_amount === undefined || form.receipt_amount === '' ? null : yuanToCents(form.receipt_amount);
  if (totalAmountCents === null || (form.receipt_amount && receipt === null) || !isTradeStatus(form.trade_status)) return null;
  for (const field of ['notify_id', 'app_id', 'out_trade_no', 'trade_no'] as const) {
    if (typeof form[field] !== 'string' || form[field] === '') return null;
  }
  return {
    notifyId: form.notify_id,
    notifyType: form.notify_type ?? '',
    notifyTime: form.notify_time ?? '',
    appId: form.app_id,
    outTradeNo: form.out_trade_no,
    tradeNo: form.trade_no,
    tradeStatus: form.trade_status,
    totalAmountCents,
    receiptAmountCents: receipt,
    buyerLogonId: form.buyer_logon_id || null,
    gmtPayment: form.gmt_payment || null,
    subject: form.subject || null,
  };
}

export function isAgreementStatus(value: unknown): value is AgreementStatus {
  return typeof value === 'string' && (AGREEMENT_STATUSES as readonly string[]).includes(value);
}

/** The typed fields of an agreement notification (dut_user_sign / dut_user_unsign), or null when it is not one or a field is missing. */
export function agreementNotificationFields(form: Record<string, string>): VerifiedAgreementNotification | null {
  if (form.notify_type !== 'dut_user_sign' && form.notify_type !== 'dut_user_unsign') return null;
  if (!isAgreementStatus(form.status)) return null;
  for (const field of ['notify_id', 'app_id', 'external_agreement_no', 'agreement_no'] as const) {
    if (typeof form[field] !== 'string' || form[field] === '') return null;
  }
  return {
    notifyId: form.notify_id,
    notifyType: form.notify_type,
    appId: form.app_id,
    externalAgreementNo: form.external_agreement_no,
    agreementNo: form.agreement_no,
    status: form.status,
  };
}
