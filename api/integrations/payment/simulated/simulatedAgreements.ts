// Agreement signing at the simulated Alipay (alipay.user.agreement.page.sign, .query, .unsign), kept
// in sim_pay_agreements: the recharge contract of an enterprise is signed here.
// - The sign request is signed with the platform's private key, as the official SDK signs it, and
//   travels in the signing page's address (signUrl). Like Alipay, the agreement exists (TEMP) once
//   the signer opens that page; signing makes it NORMAL and sends the dut_user_sign notification,
//   signed RSA2 with the simulated Alipay's key, through the same delivery jobs as trade notifications.
// - Refusing on the page, or not signing before the request's deadline, leaves it UNSIGN with no
//   notification (as at Alipay: the platform finds out by asking).
// - unsign terminates a NORMAL agreement and notifies dut_user_unsign.
import { randomInt, randomUUID } from 'node:crypto';
import type { Prisma, SimPayAgreement } from '../../../db/generated/prisma/client.ts';
import { transaction } from '../../../db/transaction.ts';
import { beijingTime, isAgreementStatus, parseBeijingTime, rsa2Sign, rsa2Verify, signContent, signNotification } from '../alipayFormat.ts';
import type { AgreementSignInput, AgreementState } from '../port.ts';
import type { SimulatedAlipayKeys } from './keys.ts';

/** Where the signing page of an agreement is served: `${AGREEMENT_PATH}${externalAgreementNo}?<signed sign request>`. */
export const AGREEMENT_PATH = '/web/pay/sim/agreement/';
export const AGREEMENT_SIGN_METHOD = 'alipay.user.agreement.page.sign';
/** Alipay's product of agreements under which a merchant collects payments. */
export const PERSONAL_PRODUCT_CODE = 'GENERAL_WITHHOLDING_P';
export const SIGN_SCENE = 'INDUSTRY|DIGITAL_MEDIA';

/** The sign request the page received, once its signature is verified. */
export type AgreementSignRequest = {
  externalAgreementNo: string;
  principalName: string;
  expiresAt: Date;
  returnUrl: string;
  notifyUrl: string;
};

/** What the signing page shows. */
export type SigningPage = {
  externalAgreementNo: string;
  principalName: string;
  status: string;
  expiresAt: Date;
  returnUrl: string;
};

/** Queues a signed notification form for delivery to the notify URL (the trade notifications' jobs). */
export type AgreementNotifier = (tx: Prisma.TransactionClient, externalAgreementNo: string, notifyUrl: string, form: Record<string, string>) => Promise<string>;

export class SimulatedAgreements {
  constructor(
    private readonly appId: string,
    private readonly keys: SimulatedAlipayKeys,
    private readonly now: () => Date,
    private readonly notifyUrl: string,
  ) {}

  signUrl(input: AgreementSignInput): string {
    const request: Record<string, string> = {
      app_id: this.appId,
      method: AGREEMENT_SIGN_METHOD,
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(this.now()),
      version: '1.0',
      notify_url: this.notifyUrl,
      return_url: input.returnUrl,
      biz_content: JSON.stringify({
        personal_product_code: PERSONAL_PRODUCT_CODE,
        sign_scene: SIGN_SCENE,
        external_agreement_no: input.externalAgreementNo,
        external_logon_id: input.principalName,
        access_params: { channel: 'QRCODE' },
        // Alipay's effect_time: how many seconds the signing request stays valid
        effect_time: Math.min(86_400, Math.max(1, Math.ceil((input.expiresAt.getTime() - this.now().getTime()) / 1000))),
      }),
    };
    request.sign = rsa2Sign(signContent(request, { withSignType: true }), this.keys.platform.privateKey);
    return `${AGREEMENT_PATH}${encodeURIComponent(input.externalAgreementNo)}?${new URLSearchParams(request).toString()}`;
  }

  /** The sign request in the page's address, when the platform signed it and it names this agreement. */
  verifyRequest(externalAgreementNo: string, query: Record<string, string>): AgreementSignRequest | null {
    if (typeof query.sign !== 'string' || query.sign_type !== 'RSA2' || query.app_id !== this.appId || query.method !== AGREEMENT_SIGN_METHOD) return null;
    if (!rsa2Verify(signContent(query, { withSignType: true }), query.sign, this.keys.platform.publicKey)) return null;
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(query.biz_content ?? '');
    } catch {
      return null;
    }
    const requestedAt = parseBeijingTime(query.timestamp);
    const effectSeconds = Number(biz.effect_time);
    if (biz.external_agreement_no !== externalAgreementNo || typeof biz.external_logon_id !== 'string' || !requestedAt) return null;
    if (!Number.isSafeInteger(effectSeconds) || effectSeconds <= 0) return null;
    const expiresAt = new Date(requestedAt.getTime() + effectSeconds * 1000);
    if (!query.return_url || !query.notify_url) return null;
    return { externalAgreementNo, principalName: biz.external_logon_id, expiresAt, returnUrl: query.return_url, notifyUrl: query.notify_url };
  }

  /** Opens the signing page: the agreement, created TEMP on the first visit; one past its deadline unsigned becomes UNSIGN. */
  async open(request: AgreementSignRequest): Promise<SigningPage> {
    const now = this.now();
    const row = await transaction(async (tx) => {
      await tx.simPayAgreement.createMany({
        data: [
          {
            externalAgreementNo: request.externalAgreementNo,
            agreementNo: newAgreementNo(now),
            appId: this.appId,
            principalName: request.principalName,
            status: 'TEMP',
            notifyUrl: request.notifyUrl,
            returnUrl: request.returnUrl,
            expiresAt: request.expiresAt,
            createdAt: now,
          },
        ],
        skipDuplicates: true,
      });
      return this.expireIfDue(tx, (await lockAgreement(tx, request.externalAgreementNo))!);
    });
    return toSigningPage(row);
  }

  /** The signer signs: TEMP -> NORMAL and the dut_user_sign notification, once; anything else is answered as it is. */
  async sign(request: AgreementSignRequest, notify: AgreementNotifier): Promise<{ page: SigningPage; notificationId: string | null }> {
    await this.open(request);
    const now = this.now();
    return transaction(async (tx) => {
      const row = await this.expireIfDue(tx, (await lockAgreement(tx, request.externalAgreementNo))!);
      if (row.status !== 'TEMP') return { page: toSigningPage(row), notificationId: null };
      const signed = await tx.simPayAgreement.update({ where: { externalAgreementNo: row.externalAgreementNo }, data: { status: 'NORMAL', signedAt: now } });
      const notificationId = await notify(tx, signed.externalAgreementNo, signed.notifyUrl, this.notificationForm(signed, 'dut_user_sign', now));
      return { page: toSigningPage(signed), notificationId };
    });
  }

  /** The signer refuses: TEMP -> UNSIGN, no notification. */
  async refuse(request: AgreementSignRequest): Promise<SigningPage> {
    await this.open(request);
    const now = this.now();
    const row = await transaction(async (tx) => {
      const locked = (await lockAgreement(tx, request.externalAgreementNo))!;
      if (locked.status !== 'TEMP') return locked;
      return tx.simPayAgreement.update({ where: { externalAgreementNo: locked.externalAgreementNo }, data: { status: 'UNSIGN', unsignedAt: now } });
    });
    return toSigningPage(row);
  }

  async query(externalAgreementNo: string): Promise<AgreementState | null> {
    const row = await transaction(async (tx) => {
      const locked = await lockAgreement(tx, externalAgreementNo);
      return locked ? this.expireIfDue(tx, locked) : null;
    });
    if (!row || !isAgreementStatus(row.status)) return null;
    return { externalAgreementNo: row.externalAgreementNo, agreementNo: row.agreementNo, status: row.status };
  }

  /** Terminates a NORMAL agreement and notifies dut_user_unsign; one already ended is left as it is. */
  async unsign(externalAgreementNo: string, notify: AgreementNotifier): Promise<string | null> {
    const now = this.now();
    return transaction(async (tx) => {
      const row = await lockAgreement(tx, externalAgreementNo);
      if (!row || row.status === 'UNSIGN') return null;
      const ended = await tx.simPayAgreement.update({ where: { externalAgreementNo }, data: { status: 'UNSIGN', unsignedAt: now } });
      return row.status === 'NORMAL' ? notify(tx, externalAgreementNo, ended.notifyUrl, this.notificationForm(ended, 'dut_user_unsign', now)) : null;
    });
  }

  private async expireIfDue(tx: Prisma.TransactionClient, row: SimPayAgreement): Promise<SimPayAgreement> {
    if (row.status !== 'TEMP' || row.expiresAt > this.now()) return row;
    return tx.simPayAgreement.update({ where: { externalAgreementNo: row.externalAgreementNo }, data: { status: 'UNSIGN', unsignedAt: this.now() } });
  }

  private notificationForm(agreement: SimPayAgreement, notifyType: 'dut_user_sign' | 'dut_user_unsign', now: Date): Record<string, string> {
    const form: Record<string, string> = {
      notify_type: notifyType,
      notify_id: `${randomUUID().replaceAll('-', '')}${randomInt(0, 1_000_000)}`,
      notify_time: beijingTime(now),
      app_id: agreement.appId,
      auth_app_id: agreement.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      external_agreement_no: agreement.externalAgreementNo,
      agreement_no: agreement.agreementNo,
      personal_product_code: PERSONAL_PRODUCT_CODE,
      sign_scene: SIGN_SCENE,
      status: notifyType === 'dut_user_sign' ? 'NORMAL' : 'UNSIGN',
      sign_time: beijingTime(agreement.signedAt ?? now),
      external_logon_id: agreement.principalName,
      alipay_user_id: `2088${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}`,
    };
    if (notifyType === 'dut_user_unsign') form.unsign_time = beijingTime(now);
    return signNotification(form, this.keys.alipay.privateKey);
  }
}

async function lockAgreement(tx: Prisma.TransactionClient, externalAgreementNo: string): Promise<SimPayAgreement | null> {
  const locked = await tx.$queryRaw<{ external_agreement_no: string }[]>`
    SELECT external_agreement_no FROM sim_pay_agreements WHERE external_agreement_no = ${externalAgreementNo} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.simPayAgreement.findUnique({ where: { externalAgreementNo } });
}

function toSigningPage(row: SimPayAgreement): SigningPage {
  return {
    externalAgreementNo: row.externalAgreementNo,
    principalName: row.principalName,
    status: row.status,
    expiresAt: row.expiresAt,
    returnUrl: row.returnUrl,
  };
}

/** Alipay's agreement numbers: the date and 12 more digits. */
function newAgreementNo(now: Date): string {
  return `${beijingTime(now).slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
}
