// The recharge center (docs/rest.md "Recharges"): recharging needs a signed
// contract, and only an enterprise can sign one.
//
// - Contract: the form takes the company name and its unified social credit code (lib/creditCode.ts)
//   and opens the provider's agreement signing (Alipay's alipay.user.agreement.page.sign; the
//   simulated one has its own page). The contract is SIGNING until the provider's signed notification
//   (dut_user_sign) makes it SIGNED; a job at the signing deadline asks the provider about one still
//   SIGNING (the notification may be lost) and ends it FAILED if it was not signed. Filling the form
//   again replaces a SIGNING contract; a SIGNED one must be terminated first. Terminating ends it at
//   once here and a job terminates the agreement at the provider. A user has at most one contract
//   SIGNING or SIGNED (a unique index). The page shows two pairs: signed / unsigned, and the
//   signing finished / incomplete.
// - Recharge: 5.00 yuan to RECHARGE_MAX_CENTS a time, under an Idempotency-Key, with a
//   SIGNED contract: a RECHARGE payment at the cashier; the verified notification credits the amount
//   to the deposit (paid in, spendable, never withdrawable) exactly once, in the transaction that marks
//   the payment PAID (api/modules/payment/payment.service.ts). A payment that arrives after its
//   deadline is credited all the same: the money is the user's and a recharge needs no listing.
import { createHash } from 'node:crypto';
import { checkCreditCode, enterpriseCreditCodeOf } from '../../../lib/creditCode.ts';
import { db } from '../../db/client.ts';
import { type Payment, type RechargeContract, RechargeContractStatus } from '../../db/generated/prisma/client.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
import { idempotent } from '../../db/idempotency.ts';
import type { Job, JobQueue } from '../../db/jobs.ts';
import { type TransactionClient, transaction } from '../../db/transaction.ts';
import { AppError, ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { marketTimestamp, randomDigits } from '../../marketDay.ts';
import type { PaymentGateway, VerifiedAgreementNotification } from '../../integrations/payment/port.ts';
import { isCleanString } from '../../security/inputStrings.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { EventLog } from '../events/events.service.ts';
import { postMessage } from '../message/message.service.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import { lockUserRow } from '../user/user.service.ts';
import type { Ledger } from './ledger.ts';
import { parseWalletAmount } from './walletAmount.ts';

/** A live contract: at most one per user (the partial unique index recharge_contracts_one_live_per_user). */
const LIVE_CONTRACT_STATUSES = [RechargeContractStatus.SIGNING, RechargeContractStatus.SIGNED];

export const RECHARGE_MIN_CENTS = 500;
/** The most one recharge takes: 50,000 yuan, the same ceiling as a withdrawal. */
export const RECHARGE_MAX_CENTS = 5_000_000;
/** How long the cashier of a recharge stays open. */
export const RECHARGE_PAYMENT_MINUTES = 15;
/** How long the signing page of a contract accepts a signature. */
export const CONTRACT_SIGN_MINUTES = 30;
/** After the signing deadline, how long the provider's notification is waited for before asking. */
const CONTRACT_FOLLOW_GRACE_MS = 60_000;
export const CONTRACT_FOLLOW_JOB = 'recharge-contract-follow';
export const CONTRACT_UNSIGN_JOB = 'recharge-contract-unsign';
const COMPANY_NAME_MAX = 60;

/** Signed or unsigned; incomplete or finished (as the page shows them). NONE: the user never filled in the form. */
export type ContractState = RechargeContractStatus | 'NONE';

export type ContractView = {
  status: ContractState;
  /** signed: recharges are allowed */
  signed: boolean;
  /** the signing is finished (signed, or ended after it was signed) rather than incomplete */
  finished: boolean;
  companyName: string | null;
  creditCode: string | null;
  externalAgreementNo: string | null;
  agreementNo: string | null;
  createTime: string | null;
  signTime: string | null;
  endTime: string | null;
};

export type RechargeCenter = {
  enabled: boolean;
  min: number;
  max: number;
  contract: ContractView;
  /** With the simulated provider only: a valid enterprise code the viewer can sign the demo's contract with (demoCreditCodeOf). */
  demoCreditCode: string | null;
};
export type RechargeView = { outTradeNo: string; amount: number; payUrl: string; expireTime: string };

type ContractJob = { contractId: string };
type UnsignJob = { externalAgreementNo: string; agreementNo: string };

const NO_CONTRACT: ContractView = {
  status: 'NONE',
  signed: false,
  finished: false,
  companyName: null,
  creditCode: null,
  externalAgreementNo: null,
  agreementNo: null,
  createTime: null,
  signTime: null,
  endTime: null,
};

export function toContractView(row: RechargeContract | null): ContractView {
  if (!row) return NO_CONTRACT;
  return {
    status: row.status,
    signed: row.status === 'SIGNED',
    finished: row.status === 'SIGNED' || row.status === 'TERMINATED',
    companyName: row.companyName,
    creditCode: row.creditCode,
    externalAgreementNo: row.externalAgreementNo,
    agreementNo: row.agreementNo,
    createTime: row.createdAt.toISOString(),
    signTime: row.signedAt?.toISOString() ?? null,
    endTime: row.endedAt?.toISOString() ?? null,
  };
}

/** "5", "5.5", "5.50" or a number of yuan -> cents within the recharge limits; a translated refusal otherwise. */
export function parseRechargeAmount(value: unknown): number {
  return parseWalletAmount(value, {
    min: RECHARGE_MIN_CENTS,
    max: RECHARGE_MAX_CENTS,
    formatMessage: 'recharge.amountFormat',
    rangeMessage: 'recharge.amountRange',
  });
}

function parseCompanyName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  const length = [...name].length;
  if (length < 2 || length > COMPANY_NAME_MAX || !isCleanString(name) || /\p{Cc}/u.test(name))
    throw new ValidationError('companyName', 'recharge.companyNameInvalid');
  return name;
}

function newExternalAgreementNo(now: Date): string {
  return `A${marketTimestamp(now)}${randomDigits(6)}`;
}

/** The ledger movement of a paid recharge: payment clearing -> the user's deposit, once per payment. */
export function rechargeMove(payment: Pick<Payment, 'outTradeNo' | 'userId' | 'amountCents'>) {
  return {
    idempotencyKey: `recharge:${payment.outTradeNo}`,
    kind: 'RECHARGE' as const,
    reference: { type: 'PAYMENT' as const, id: payment.outTradeNo },
    from: { platform: 'PLATFORM_PAYMENT_CLEARING' as const },
    to: { userId: payment.userId, kind: 'DEPOSIT' as const },
    amount: payment.amountCents,
  };
}

export type RechargeServiceOptions = {
  gateway: PaymentGateway;
  payments: PaymentService;
  ledger: Ledger;
  /** The contracts' state changes and the recharges that reach the deposit append their events to it. */
  events: EventLog;
  jobs: JobQueue;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  enabled: boolean;
  /** The provider is the simulated one: the recharge center offers each account a demo credit code. */
  demoCreditCodes?: boolean;
};

/**
 * The demo's credit code of an account: a valid enterprise code (lib/creditCode.ts) whose
 * organisation code is taken from the account's id, so every account of a demo has its own (a code
 * belongs to the first account that signs with it) and keeps it. Offered only with the simulated
 * provider, where no company is checked.
 */
export function demoCreditCodeOf(userId: string): string {
  const digits = createHash('sha256').update(`demo-credit-code:${userId}`).digest().readUInt32BE(0) % 100_000_000;
  return enterpriseCreditCodeOf(String(digits).padStart(8, '0'));
}

/** The enterprise's unified social credit code (GB 32100-2015, authority 9 category 1), or a refusal saying what is wrong with it. */
function parseEnterpriseCreditCode(value: unknown): string {
  const checked = typeof value === 'string' ? checkCreditCode(value, { enterprise: true }) : ({ ok: false, problem: 'format' } as const);
  if (!checked.ok) throw new ValidationError('creditCode', `recharge.creditCode.${checked.problem}`);
  return checked.code;
}

export class RechargeService {
  constructor(private readonly options: RechargeServiceOptions) {
    const { jobs, payments } = options;
    payments.onPaid('RECHARGE', (tx, payment) => this.credit(tx, payment));
    payments.onAgreement((notification) => this.applyAgreementNotification(notification));
    jobs.work<ContractJob>(CONTRACT_FOLLOW_JOB, { retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      this.followSigning(job),
    );
    jobs.work<UnsignJob>(CONTRACT_UNSIGN_JOB, { retryLimit: 10, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 }, (job) =>
      options.gateway.unsignAgreement(job.data),
    );
  }

  /** The recharge center: whether recharging is open, its limits and the viewer's contract. */
  async centerOf(viewer: Viewer): Promise<RechargeCenter> {
    return {
      enabled: this.options.enabled,
      min: RECHARGE_MIN_CENTS,
      max: RECHARGE_MAX_CENTS,
      contract: await this.contractOf(viewer),
      demoCreditCode: this.options.demoCreditCodes ? demoCreditCodeOf(viewer.user.id) : null,
    };
  }

  /**
   * The viewer's contract: the live one (SIGNING or SIGNED), else the latest. One still SIGNING is
   * asked about at the provider, so a signer coming back from the signing page sees it signed even
   * before the notification arrives.
   */
  async contractOf(viewer: Viewer): Promise<ContractView> {
    const latest = await this.latestContract(viewer.user.id);
    if (latest?.status !== 'SIGNING') return toContractView(latest);
    try {
      const agreement = await this.options.gateway.queryAgreement(latest.externalAgreementNo);
      if (agreement?.status === 'NORMAL') await this.markSigned(latest.externalAgreementNo, agreement.agreementNo);
    } catch (error) {
      this.options.warn(error, `asking the provider about contract ${latest.externalAgreementNo} failed; it stays SIGNING`);
    }
    return toContractView(await this.latestContract(viewer.user.id));
  }

  /** Fills in the contract form: a new SIGNING contract (replacing one still SIGNING) and the address of the provider's signing page. */
  async signContract(viewer: Viewer, input: { companyName: unknown; creditCode: unknown }): Promise<{ contract: ContractView; signUrl: string }> {
    const companyName = parseCompanyName(input.companyName);
    const creditCode = parseEnterpriseCreditCode(input.creditCode);
    const now = this.options.now();
    const userId = viewer.user.id;
    const contract = await transaction(async (tx) => {
      // one form of a user at a time decides which contract is live
      await lockUserRow(tx, userId);
      const live = await tx.rechargeContract.findFirst({ where: { userId, status: { in: LIVE_CONTRACT_STATUSES } } });
      if (live?.status === 'SIGNED') throw new AppError('recharge.contractSigned', {}, 'CONFLICT', 409);
      // one code, one user: the first to sign with it owns it (the primary key decides between two forms at once)
      await tx.$executeRaw`INSERT INTO credit_code_owners (credit_code, user_id, created_at) VALUES (${creditCode}, ${userId}, ${now}) ON CONFLICT DO NOTHING`;
      const owner = await tx.creditCodeOwner.findUniqueOrThrow({ where: { creditCode } });
      if (owner.userId !== userId) throw new AppError('recharge.creditCodeTaken', {}, 'CONFLICT', 409);
      if (live)
        await this.contractChanged(
          tx,
          await tx.rechargeContract.update({ where: { id: live.id }, data: { status: 'FAILED', endReason: 'replaced', endedAt: now } }),
        );
      const created = await tx.rechargeContract.create({
        data: {
          userId,
          companyName,
          creditCode,
          externalAgreementNo: newExternalAgreementNo(now),
          createdAt: now,
          signDeadline: new Date(now.getTime() + CONTRACT_SIGN_MINUTES * 60_000),
        },
      });
      await this.contractChanged(tx, created);
      await this.options.jobs.sendWithin(tx, CONTRACT_FOLLOW_JOB, { contractId: created.id } satisfies ContractJob, {
        startAfter: new Date(created.signDeadline.getTime() + CONTRACT_FOLLOW_GRACE_MS),
      });
      return created;
    });
    const { signUrl } = await this.options.gateway.createAgreementSign({
      externalAgreementNo: contract.externalAgreementNo,
      principalName: contract.companyName,
      expiresAt: contract.signDeadline,
      returnUrl: '/user/wallet?contract=returned',
    });
    return { contract: toContractView(contract), signUrl };
  }

  /** Terminates the viewer's contract: a SIGNED one here at once and at the provider by a job; one still SIGNING is abandoned. */
  async terminateContract(viewer: Viewer): Promise<ContractView> {
    const now = this.options.now();
    const ended = await transaction(async (tx) => {
      const [live] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM recharge_contracts WHERE user_id = ${viewer.user.id} AND status IN (${sqlConstants(LIVE_CONTRACT_STATUSES)}) FOR UPDATE`;
      if (!live) throw new AppError('recharge.contractNotSigned', {}, 'NOT_FOUND', 404);
      const contract = await tx.rechargeContract.findUniqueOrThrow({ where: { id: live.id } });
      if (contract.status === 'SIGNING') {
        return this.contractChanged(
          tx,
          await tx.rechargeContract.update({ where: { id: contract.id }, data: { status: 'FAILED', endReason: 'abandoned', endedAt: now } }),
        );
      }
      await this.queueUnsign(tx, contract.externalAgreementNo, contract.agreementNo!);
      await postMessage(tx, contract.userId, 'SERVICE', 'contractTerminated', { company: contract.companyName });
      return this.contractChanged(
        tx,
        await tx.rechargeContract.update({ where: { id: contract.id }, data: { status: 'TERMINATED', endReason: 'user', endedAt: now } }),
      );
    });
    return toContractView(ended);
  }

  /** Starts a recharge at the cashier (header Idempotency-Key: the same key answers the same cashier again). */
  async recharge(viewer: Viewer, input: { amount: unknown; idempotencyKey: unknown }): Promise<RechargeView> {
    if (!this.options.enabled) throw new ServiceUnavailableError('recharge.closed');
    const amountCents = parseRechargeAmount(input.amount);
    const now = this.options.now();
    const userId = viewer.user.id;
    return idempotent({ userId, key: input.idempotencyKey, operation: 'wallet.recharge', params: { amountCents }, now, required: true }, async (tx) => {
      const [signed] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM recharge_contracts WHERE user_id = ${userId} AND status = ${sqlConstant(RechargeContractStatus.SIGNED)} FOR SHARE`;
      if (!signed) throw new AppError('recharge.contractRequired', {}, 'CONTRACT_REQUIRED', 403);
      const { payment, payUrl } = await this.options.payments.createPayment(tx, {
        userId,
        purpose: 'RECHARGE',
        amountCents,
        subject: translate('zh', 'recharge.subject'),
        expiresAt: new Date(now.getTime() + RECHARGE_PAYMENT_MINUTES * 60_000),
        returnUrl: '/user/wallet?recharge=returned',
      });
      return { outTradeNo: payment.outTradeNo, amount: amountCents, payUrl, expireTime: payment.expiresAt.toISOString() };
    });
  }

  // -------------------------------------------------------------------------------------------
  // The provider's side

  /** A confirmed RECHARGE payment (in the transaction that marks it PAID): the deposit credited once, and the user told. */
  private async credit(tx: TransactionClient, payment: Payment): Promise<void> {
    const { created } = await this.options.ledger.transfer(tx, rechargeMove(payment));
    if (!created) return;
    await this.options.events.append(tx, [
      {
        type: 'recharge.changed',
        aggregateId: payment.userId,
        audience: [payment.userId],
        payload: { contractId: null, status: 'CREDITED', outTradeNo: payment.outTradeNo, amountCents: payment.amountCents },
      },
    ]);
    await postMessage(tx, payment.userId, 'SERVICE', 'rechargeSucceeded', { amount: (payment.amountCents / 100).toFixed(2), outTradeNo: payment.outTradeNo });
  }

  /** The provider's verified agreement notification: signed -> SIGNED (once); terminated at the provider -> TERMINATED. */
  private async applyAgreementNotification(notification: VerifiedAgreementNotification): Promise<void> {
    if (notification.notifyType === 'dut_user_sign' && notification.status === 'NORMAL') {
      await this.markSigned(notification.externalAgreementNo, notification.agreementNo);
      return;
    }
    if (notification.status !== 'UNSIGN') return;
    await transaction(async (tx) => {
      const contract = await lockContract(tx, notification.externalAgreementNo);
      if (contract?.status !== 'SIGNED') return;
      await this.contractChanged(
        tx,
        await tx.rechargeContract.update({ where: { id: contract.id }, data: { status: 'TERMINATED', endReason: 'provider', endedAt: this.options.now() } }),
      );
      await postMessage(tx, contract.userId, 'SERVICE', 'contractTerminated', { company: contract.companyName });
    });
  }

  /**
   * The provider says the agreement is signed. A SIGNING contract becomes SIGNED and the user is told;
   * one that ran out of time is revived when the user has no other live contract; an agreement the
   * user replaced or abandoned (or that we do not know) is terminated at the provider.
   */
  private async markSigned(externalAgreementNo: string, agreementNo: string): Promise<void> {
    const now = this.options.now();
    await transaction(async (tx) => {
      const contract = await lockContract(tx, externalAgreementNo);
      if (!contract) {
        this.options.warn({ externalAgreementNo }, 'the provider signed an agreement we do not know; terminating it');
        await this.queueUnsign(tx, externalAgreementNo, agreementNo);
        return;
      }
      if (contract.status === 'SIGNED' || contract.status === 'TERMINATED') return;
      if (contract.status === 'FAILED') {
        const other = await tx.rechargeContract.findFirst({ where: { userId: contract.userId, status: { in: LIVE_CONTRACT_STATUSES } } });
        if (contract.endReason !== 'expired' || other) {
          await this.queueUnsign(tx, externalAgreementNo, agreementNo);
          return;
        }
      }
      await this.contractChanged(
        tx,
        await tx.rechargeContract.update({
          where: { id: contract.id },
          data: { status: 'SIGNED', agreementNo, signedAt: now, endReason: null, endedAt: null },
        }),
      );
      await postMessage(tx, contract.userId, 'SERVICE', 'contractSigned', { company: contract.companyName, agreementNo });
    });
  }

  /** At the signing deadline: a contract still SIGNING is asked about at the provider, then SIGNED or FAILED. */
  private async followSigning(job: Job<ContractJob>): Promise<void> {
    const contract = await db().rechargeContract.findUnique({ where: { id: job.data.contractId } });
    if (contract?.status !== 'SIGNING') return;
    const agreement = await this.options.gateway.queryAgreement(contract.externalAgreementNo);
    if (agreement?.status === 'NORMAL') {
      await this.markSigned(contract.externalAgreementNo, agreement.agreementNo);
      return;
    }
    await transaction(async (tx) => {
      const { count } = await tx.rechargeContract.updateMany({
        where: { id: contract.id, status: 'SIGNING' },
        data: { status: 'FAILED', endReason: 'expired', endedAt: this.options.now() },
      });
      if (count > 0) await this.contractChanged(tx, { ...contract, status: 'FAILED' });
    });
  }

  /** The contract's event (made, signed, ended), seen by its owner; answers the contract. */
  private async contractChanged<C extends Pick<RechargeContract, 'id' | 'userId' | 'status'>>(tx: TransactionClient, contract: C): Promise<C> {
    await this.options.events.append(tx, [
      {
        type: 'recharge.changed',
        aggregateId: contract.userId,
        audience: [contract.userId],
        payload: { contractId: contract.id, status: contract.status, outTradeNo: null, amountCents: null },
      },
    ]);
    return contract;
  }

  private async queueUnsign(tx: TransactionClient, externalAgreementNo: string, agreementNo: string) {
    await this.options.jobs.sendWithin(tx, CONTRACT_UNSIGN_JOB, { externalAgreementNo, agreementNo } satisfies UnsignJob);
  }

  /** The live contract (SIGNING or SIGNED), else the latest one. */
  private async latestContract(userId: string): Promise<RechargeContract | null> {
    const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
    const live = await db().rechargeContract.findFirst({ where: { userId, status: { in: LIVE_CONTRACT_STATUSES } } });
    return live ?? db().rechargeContract.findFirst({ where: { userId }, orderBy: newestFirst });
  }
}

async function lockContract(tx: TransactionClient, externalAgreementNo: string): Promise<RechargeContract | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM recharge_contracts WHERE external_agreement_no = ${externalAgreementNo} FOR UPDATE`;
  return row ? tx.rechargeContract.findUnique({ where: { id: row.id } }) : null;
}
