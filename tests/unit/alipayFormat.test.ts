// Alipay's wire format (api/integrations/payment/alipayFormat.ts): the RSA2 signature over the sorted
// parameters, exact amounts, Beijing time; a notification signed with the simulated Alipay's key
// verifies, and one with an altered amount does not.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  beijingTime,
  centsToYuan,
  notificationFields,
  parseBeijingTime,
  signContent,
  signNotification,
  verifyNotificationSignature,
  yuanToCents,
} from '../../api/integrations/payment/alipayFormat.ts';
import { simulatedAlipayKeys } from '../../api/integrations/payment/simulated/keys.ts';
import { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'alipay-keys-'));
const keys = simulatedAlipayKeys(dataDir);

const form = {
  notify_time: '2026-11-23 20:00:05',
  notify_type: 'trade_status_sync',
  notify_id: 'ac05099524730693a8b330c5ecf72da9786',
  app_id: '2021009900000001',
  charset: 'utf-8',
  version: '1.0',
  sign_type: 'RSA2',
  trade_no: '2026112322001400001234567890',
  out_trade_no: 'P20261123200000123456',
  total_amount: '12.34',
  receipt_amount: '12.34',
  buyer_logon_id: '159****5620',
  trade_status: 'TRADE_SUCCESS',
  gmt_create: '2026-11-23 19:59:58',
  gmt_payment: '2026-11-23 20:00:04',
  subject: 'AK-47 | 红线 & 贴纸=4',
};

describe('the signature format', () => {
  it('signs the sorted key=value pairs without sign and sign_type (notifications) or without sign only (requests)', () => {
    expect(signContent({ b: '2', sign: 'x', a: '1', sign_type: 'RSA2', c: '' }, { withSignType: false })).toBe('a=1&b=2');
    expect(signContent({ b: '2', sign: 'x', a: '1', sign_type: 'RSA2' }, { withSignType: true })).toBe('a=1&b=2&sign_type=RSA2');
    // values are taken as they are: no encoding, no decoding
    expect(signContent({ subject: 'a&b=c 100%' }, { withSignType: false })).toBe('subject=a&b=c 100%');
  });

  it('round-trips: signed with the simulated Alipay key, verified with its public key; any alteration fails', () => {
    const signed = signNotification(form, keys.alipay.privateKey);
    expect(signed.sign).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(verifyNotificationSignature(signed, keys.alipay.publicKey)).toBe(true);
    // sign_type is not part of what is signed
    expect(verifyNotificationSignature({ ...signed, sign_type: undefined as unknown as string }, keys.alipay.publicKey)).toBe(true);
    expect(verifyNotificationSignature({ ...signed, total_amount: '12.35' }, keys.alipay.publicKey)).toBe(false);
    expect(verifyNotificationSignature({ ...signed, trade_status: 'TRADE_FINISHED' }, keys.alipay.publicKey)).toBe(false);
    expect(verifyNotificationSignature({ ...signed, extra: '1' }, keys.alipay.publicKey)).toBe(false);
    expect(verifyNotificationSignature({ ...signed, sign_type: 'RSA' }, keys.alipay.publicKey)).toBe(false);
    expect(verifyNotificationSignature(signed, keys.platform.publicKey)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(verifyNotificationSignature(signNotification(form, other), keys.alipay.publicKey)).toBe(false);
  });

  it('the simulated driver verifies the same way and answers typed fields in cents', () => {
    const driver = new SimulatedAlipay({ keys, now: () => new Date(), notifyUrl: 'http://127.0.0.1:3000/web/pay/notify/alipay' });
    expect(driver.verifyNotification(signNotification(form, keys.alipay.privateKey))).toMatchObject({
      outTradeNo: 'P20261123200000123456',
      tradeNo: '2026112322001400001234567890',
      tradeStatus: 'TRADE_SUCCESS',
      totalAmountCents: 1234,
      receiptAmountCents: 1234,
      buyerLogonId: '159****5620',
    });
    expect(driver.verifyNotification({ ...signNotification(form, keys.alipay.privateKey), total_amount: '1.00' })).toBeNull();
    expect(notificationFields({ ...form, trade_status: 'PAID' })).toBeNull();
    expect(notificationFields({ ...form, total_amount: '12.345' })).toBeNull();
  });

  it('keeps the key pairs in owner-only files and reuses them', () => {
    const again = simulatedAlipayKeys(dataDir);
    expect(again).toEqual(keys);
    for (const file of ['platform-keys.pem', 'alipay-keys.pem']) expect(statSync(path.join(dataDir, 'simulated-alipay', file)).mode & 0o777).toBe(0o600);
    expect(keys.platform.privateKey).not.toBe(keys.alipay.privateKey);
  });
});

describe('amounts and times', () => {
  it.each([
    ['12.34', 1234],
    ['0.01', 1],
    ['0.1', 10],
    ['100', 10000],
    ['0.29', 29],
    ['1.15', 115],
    ['20000000.00', 2_000_000_000],
  ])('"%s" is exactly %i cents', (text, cents) => {
    expect(yuanToCents(text)).toBe(cents);
    expect(centsToYuan(cents)).toBe(cents % 100 === 0 && !text.includes('.') ? `${text}.00` : text.padEnd(text.indexOf('.') + 3, '0'));
  });

  it.each(['1.005', '-1.00', '01.00', '1e3', ' 1.00', '1.', '.5', '', 'NaN', '１２'])('"%s" is not an amount', (text) => {
    expect(yuanToCents(text)).toBeNull();
  });

  it('writes and reads Beijing time', () => {
    expect(beijingTime(new Date('2026-11-23T16:30:05.999Z'))).toBe('2026-11-24 00:30:05');
    expect(parseBeijingTime('2026-11-24 00:30:05')).toEqual(new Date('2026-11-23T16:30:05Z'));
    expect(parseBeijingTime('2026-11-24T00:30:05')).toBeNull();
  });
});
