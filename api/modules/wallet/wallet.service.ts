// The wallet (/user/wallet; docs/rest.md "Wallet"): the viewer's balances and transaction list, read
// from the ledger; the ledger itself (ledger.ts) and its reconciliation (reconcile.ts) are reached by
// other domains through this file (the dependency rules allow a domain's *.service.ts only).
//
// Transaction types (the page's tabs: recharge/withdraw, buy, sell, platform operation) come from the
// transfer's kind:
//   RECHARGE, SANDBOX_FUNDS, WITHDRAWAL, WITHDRAWAL_PAYOUT, WITHDRAWAL_RETURN,
//   WITHDRAWAL_FEE                                                            -> RECHARGE_WITHDRAW
//   PURCHASE, PAYMENT, REFUND (the buyer's side of an order), HOLD, HOLD_RELEASE -> BUY
//   SALE, SETTLEMENT, REVERSAL (the seller's side of an order)                 -> SELL
//   RENT, DEPOSIT_CAPTURE, BUYOUT (a lease's payments): the lender's income     -> SELL,
//     the renter's payment out of the held money                               -> BUY
//   anything else (FEE, corrections, ...)                                      -> PLATFORM
// The list holds:
// - every entry on the viewer's CNY accounts (deposit, withdrawable, frozen, held), signed, with the
//   balance after it: a balance purchase paid from both accounts shows as two rows, a settlement as
//   -x on frozen and +x on withdrawable;
// - the viewer's Alipay payments and Alipay refunds: these move money between platform accounts
//   (clearing <-> escrow) and touch no account of the buyer, yet the buyer paid. A PAYMENT or REFUND
//   transfer between platform accounts whose reference is an order the viewer bought (ORDER, its
//   orderNo), a payment the viewer made (PAYMENT, its outTradeNo) or a refund of such a payment
//   (REFUND, its outRequestNo) is listed as a BUY row on the account ALIPAY: -amount for the payment,
//   +amount for the refund, with no balance after (no balance of ours moved).
// Points are a unit of their own and are shown as the wallet's points, not as transactions.
import { db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { type Language, type MessageKey, translate } from '../../i18n/messages.ts';
import type { Viewer } from '../../session/viewer.ts';
import { balancesOf } from './ledger.ts';
import { reconcileLedger, type ReconciliationReport } from './reconcile.ts';
import { type DailyStatement, dailyStatementOf, type WalletOrderRefs } from './statement.ts';

export {
  type AccountRef,
  accountId,
  type Balances,
  balancesOf,
  Ledger,
  platformBalance,
  type PlatformAccountKind,
  type ReferenceType,
  type SpendInput,
  type SpendResult,
  TRANSFER_KINDS,
  type TransferInput,
  type TransferKind,
  type TransferResult,
  type UserAccountKind,
} from './ledger.ts';
export {
  type DailyStatement,
  type StatementAccount,
  type StatementRow,
  statementCsv,
  type WalletOrderRef,
  type WalletOrderRefs,
} from './statement.ts';
export { type LedgerDifference, type ReconciliationReport, reconcileLedger } from './reconcile.ts';

export const WALLET_TRANSACTION_TYPES = ['RECHARGE_WITHDRAW', 'BUY', 'SELL', 'PLATFORM'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export type WalletTransactionAccount = 'DEPOSIT' | 'WITHDRAWABLE' | 'FROZEN' | 'HELD' | 'ALIPAY';

const KINDS_OF_TYPE: Record<Exclude<WalletTransactionType, 'PLATFORM'>, readonly string[]> = {
  RECHARGE_WITHDRAW: ['RECHARGE', 'SANDBOX_FUNDS', 'WITHDRAWAL', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RETURN', 'WITHDRAWAL_FEE'],
  BUY: ['PURCHASE', 'PAYMENT', 'REFUND', 'HOLD', 'HOLD_RELEASE'],
  SELL: ['SALE', 'SETTLEMENT', 'REVERSAL'],
};

/** A lease's payments from the renter's held money to the lender: income (+) is a sale's, the payment (-) a purchase's. */
const LEASE_PAYMENT_KINDS: readonly string[] = ['RENT', 'DEPOSIT_CAPTURE', 'BUYOUT'];

/** The type of an entry of `kind` that moved `amount` (signed) on the viewer's account. */
export function transactionTypeOf(kind: string, amount = 0): WalletTransactionType {
  if (LEASE_PAYMENT_KINDS.includes(kind)) return amount > 0 ? 'SELL' : 'BUY';
  for (const type of ['RECHARGE_WITHDRAW', 'BUY', 'SELL'] as const) if (KINDS_OF_TYPE[type].includes(kind)) return type;
  return 'PLATFORM';
}

/**
 * The wallet in cents (points in points): total = deposit + withdrawable + frozen + held.
 * `held` is the money of the user's open buy orders, price offers and leases (rent and deposit): still theirs, so it counts in the total.
 */
export type WalletSummary = { total: number; deposit: number; withdrawable: number; frozen: number; held: number; points: number };

export type WalletTransaction = {
  /** Stable and unique in the list: `E<entry id>` for an entry, `T<transfer id>` for an Alipay payment or refund. */
  key: string;
  type: WalletTransactionType;
  /** The transfer's kind (PURCHASE, SALE, ...). */
  kind: string;
  /** Signed cents: what came into (+) or went out of (-) the account. */
  amount: number;
  /** The account's balance after it, in cents; null for Alipay rows (no balance of ours moved). */
  balanceAfter: number | null;
  account: WalletTransactionAccount;
  /** The order it belongs to, when its reference is an order. */
  orderNo: string | null;
  /** The lease it belongs to (its rent, deposit, buyout, their hold and release), when its reference is a lease. */
  leaseNo: string | null;
  /** What the movement belongs to (ORDER, BUY_ORDER, BARGAIN, LEASE, …): what describes it. */
  referenceType: string;
  createdAt: Date;
};

export type TransactionFilter = { type?: WalletTransactionType; orderNo?: string };

const ORDER_NO_MAX_LENGTH = 64;

/** What a row says, in the reader's language. */
export function describeTransaction(
  transaction: Pick<WalletTransaction, 'kind' | 'account' | 'amount'> & Partial<Pick<WalletTransaction, 'referenceType'>>,
  language: Language,
): string {
  if (transaction.kind === 'REFUND' && transaction.account === 'ALIPAY') return translate(language, 'wallet.tx.REFUND.alipay');
  const key = `wallet.tx.${transaction.kind}`;
  // a lease's: the hold and its release, the fee taken from the rent; a payment out of the renter's held money
  if (transaction.referenceType === 'LEASE') {
    if (['HOLD', 'HOLD_RELEASE', 'FEE'].includes(transaction.kind)) return translate(language, `${key}.lease` as MessageKey);
    if (LEASE_PAYMENT_KINDS.includes(transaction.kind) && transaction.amount < 0) return translate(language, `${key}.paid` as MessageKey);
  }
  return translate(language, (key in KNOWN_DESCRIPTIONS ? key : 'wallet.tx.other') as MessageKey);
}

const KNOWN_DESCRIPTIONS = Object.fromEntries(
  [
    'PURCHASE',
    'PAYMENT',
    'REFUND',
    'SALE',
    'SETTLEMENT',
    'REVERSAL',
    'FEE',
    'POINTS',
    'RECHARGE',
    'WITHDRAWAL',
    'WITHDRAWAL_PAYOUT',
    'WITHDRAWAL_RETURN',
    'WITHDRAWAL_FEE',
    'HOLD',
    'HOLD_RELEASE',
    'RENT',
    'DEPOSIT_CAPTURE',
    'BUYOUT',
    'SANDBOX_FUNDS',
  ].map((kind) => [`wallet.tx.${kind}`, true]),
);

/** The order-number search: trimmed; empty means none; only the characters order numbers have. */
function orderNoFilter(orderNo: string | undefined): string | undefined {
  const value = orderNo?.trim();
  if (!value) return undefined;
  if (value.length > ORDER_NO_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) throw new ValidationError('orderNo', 'wallet.orderNoInvalid');
  return value;
}

type Row = {
  key: string;
  kind: string;
  amount: bigint;
  balance_after: bigint | null;
  account: string;
  reference_type: string;
  reference_id: string;
  created_at: Date;
  seq: bigint;
};

/** The list's rows as one SQL source (the viewer's entries, then their Alipay payments and refunds), filtered. */
function transactionSource(userId: string, filter: TransactionFilter, references: TransactionReferenceSql): Prisma.Sql {
  // a lease's payment is the lender's sale (+) and the renter's purchase (-)
  const leasePayments =
    filter.type === 'SELL'
      ? Prisma.sql` OR (t.kind IN (${Prisma.join(LEASE_PAYMENT_KINDS)}) AND e.amount > 0)`
      : filter.type === 'BUY'
        ? Prisma.sql` OR (t.kind IN (${Prisma.join(LEASE_PAYMENT_KINDS)}) AND e.amount < 0)`
        : Prisma.empty;
  const typeKinds =
    filter.type === undefined
      ? Prisma.sql`TRUE`
      : filter.type === 'PLATFORM'
        ? Prisma.sql`t.kind NOT IN (${Prisma.join([...Object.values(KINDS_OF_TYPE).flat(), ...LEASE_PAYMENT_KINDS])})`
        : Prisma.sql`(t.kind IN (${Prisma.join(KINDS_OF_TYPE[filter.type])})${leasePayments})`;
  const orderNo = orderNoFilter(filter.orderNo);
  const byOrder =
    orderNo === undefined ? Prisma.sql`TRUE` : Prisma.sql`(t.reference_type = 'ORDER' AND t.reference_id LIKE ${`${orderNo.replace(/[\\%_]/g, '\\$&')}%`})`;
  const alipayRows = filter.type === undefined || filter.type === 'BUY';
  const entries = Prisma.sql`
    SELECT 'E' || e.id::text AS key, t.kind, e.amount, e.balance_after, a.kind::text AS account, t.reference_type, t.reference_id, e.created_at, e.id AS seq
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.user_id = ${userId} AND a.unit = 'CNY' AND ${typeKinds} AND ${byOrder}`;
  if (!alipayRows) return entries;
  return Prisma.sql`${entries}
    UNION ALL
    SELECT 'T' || t.id AS key, t.kind, CASE WHEN t.kind = 'PAYMENT' THEN -t.amount ELSE t.amount END, NULL, 'ALIPAY',
           t.reference_type, t.reference_id, t.created_at, 0 AS seq
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id AND d.user_id IS NULL
    JOIN ledger_accounts c ON c.id = t.credit_account_id AND c.user_id IS NULL
    WHERE t.unit = 'CNY' AND t.kind IN ('PAYMENT', 'REFUND') AND ${byOrder}
      AND (
        (t.reference_type = 'ORDER' AND t.reference_id IN (${references.orderNosBoughtBy(userId)}))
        OR (t.reference_type = 'PAYMENT' AND t.reference_id IN (${references.paymentTradeNosOf(userId)}))
        OR (t.reference_type = 'REFUND' AND t.reference_id IN (${references.refundRequestNosOf(userId)}))
      )`;
}

/** A keyset position in the list: the last row's time, entry id and key, as opaque base64url text. */
function encodeTransactionCursor(row: Row): string {
  return Buffer.from(`${row.created_at.getTime()}.${row.seq}.${row.key}`, 'utf8').toString('base64url');
}

function decodeTransactionCursor(text: string): { createdAt: Date; seq: bigint; key: string } {
  const match = text.length <= 200 ? /^(\d{1,15})\.(\d{1,19})\.([ET][A-Za-z0-9-]{1,64})$/.exec(Buffer.from(text, 'base64url').toString('utf8')) : null;
  if (!match) throw new ValidationError('after', 'wallet.cursorInvalid');
  return { createdAt: new Date(Number(match[1])), seq: BigInt(match[2]), key: match[3] };
}

function toTransaction(row: Row): WalletTransaction {
  return {
    key: row.key,
    type: transactionTypeOf(row.kind, Number(row.amount)),
    kind: row.kind,
    amount: Number(row.amount),
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
    account: row.account as WalletTransactionAccount,
    orderNo: row.reference_type === 'ORDER' ? row.reference_id : null,
    leaseNo: row.reference_type === 'LEASE' ? row.reference_id : null,
    referenceType: row.reference_type,
    createdAt: row.created_at,
  };
}

/** Logs the service writes (the app's logger). */
export type WalletLog = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** A partner app's daily limits and what is left of them today (the order domain counts them: OrderService.partnerDailyRoom). */
export type PartnerDailyRoom = { dailyOrders: number; dailyAmountCents: number; remainingOrders: number; remainingAmountCents: number };

/**
 * The subqueries that select a user's orders, payments and refunds by number, as SQL of their
 * modules (order and payment, given by services.ts): the transaction list is one keyset-paged
 * statement over the ledger's rows and those.
 */
export type TransactionReferenceSql = {
  orderNosBoughtBy: (userId: string) => Prisma.Sql;
  paymentTradeNosOf: (userId: string) => Prisma.Sql;
  refundRequestNosOf: (userId: string) => Prisma.Sql;
};

export type WalletServiceOptions = {
  now: () => Date;
  /** What is left of a partner's daily limits today; null for a viewer that is no partner. */
  partnerDailyRoom: (viewer: Viewer) => Promise<PartnerDailyRoom | null>;
  referenceSql: TransactionReferenceSql;
  orderRefs: WalletOrderRefs;
};

/** The partner's wallet: the balances and the app's daily limits. */
export type PartnerWallet = WalletSummary & {
  limits: { dailyOrders: number; dailyAmount: number; remainingOrders: number; remainingAmount: number };
};

/** Rows a keyset page of transactions holds at most. */
export const TRANSACTION_PAGE_MAX = 100;

export class WalletService {
  private readonly now: () => Date;
  private readonly partnerDailyRoom: WalletServiceOptions['partnerDailyRoom'];
  private readonly referenceSql: TransactionReferenceSql;
  private readonly orderRefs: WalletOrderRefs;

  constructor(options: WalletServiceOptions) {
    this.now = options.now;
    this.partnerDailyRoom = options.partnerDailyRoom;
    this.referenceSql = options.referenceSql;
    this.orderRefs = options.orderRefs;
  }

  /** The viewer's wallet: every balance in cents, and points. */
  async walletOf(viewer: Viewer): Promise<WalletSummary> {
    return summaryOf(viewer.user.id);
  }

  /** A partner's wallet: the app user's balances and what is left today of the app's daily limits. */
  async partnerWalletOf(viewer: Viewer): Promise<PartnerWallet> {
    const [summary, room] = await Promise.all([summaryOf(viewer.user.id), this.partnerDailyRoom(viewer)]);
    if (!room) throw new ValidationError('appId', 'wallet.partnerOnly');
    return {
      ...summary,
      limits: {
        dailyOrders: room.dailyOrders,
        dailyAmount: room.dailyAmountCents,
        remainingOrders: room.remainingOrders,
        remainingAmount: room.remainingAmountCents,
      },
    };
  }

  /**
   * The viewer's transactions, newest first, a keyset page at a time: `after` is the `next` of the
   * page before (opaque), `limit` 1-100. `next` is null on the last page. Rows written while a
   * client pages are never skipped nor repeated: a page starts strictly after the last row it saw.
   */
  async transactionsAfter(
    viewer: Viewer,
    filter: TransactionFilter,
    page: { after?: string; limit: number },
  ): Promise<{ rows: WalletTransaction[]; next: string | null }> {
    if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > TRANSACTION_PAGE_MAX) {
      throw new ValidationError('limit', 'market.limitRange', { field: 'limit', min: 1, max: TRANSACTION_PAGE_MAX });
    }
    const after = page.after === undefined || page.after === '' ? undefined : decodeTransactionCursor(page.after);
    const source = transactionSource(viewer.user.id, filter, this.referenceSql);
    const position = after ? Prisma.sql`WHERE (created_at, seq, key) < (${after.createdAt}::timestamp, ${after.seq}::bigint, ${after.key})` : Prisma.empty;
    const rows = await db().$queryRaw<Row[]>`
      SELECT * FROM (${source}) rows ${position} ORDER BY created_at DESC, seq DESC, key DESC LIMIT ${page.limit + 1}`;
    const list = rows.slice(0, page.limit);
    const last = rows.length > page.limit ? list.at(-1) : undefined;
    return { rows: list.map(toTransaction), next: last ? encodeTransactionCursor(last) : null };
  }

  /**
   * The viewer's statement of one market day (`yyyy-mm-dd`, UTC+8; statement.ts): every entry on
   * their balances that day, each account's opening and closing balance and the day's totals.
   */
  async dailyStatement(viewer: Viewer, day: string): Promise<DailyStatement> {
    return dailyStatementOf(viewer.user.id, day, this.orderRefs);
  }

  /** A user's wallet by id, for the user object's balances (the caller has checked it is the viewer's own). */
  summaryOf(userId: string): Promise<WalletSummary> {
    return summaryOf(userId);
  }

  /** The viewer's transactions, newest first, a page at a time. */
  async transactions(
    viewer: Viewer,
    filter: TransactionFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: WalletTransaction[]; total: number }> {
    const source = transactionSource(viewer.user.id, filter, this.referenceSql);
    const [rows, [count]] = await Promise.all([
      db().$queryRaw<Row[]>`SELECT * FROM (${source}) rows ORDER BY created_at DESC, seq DESC, key DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${source}) rows`,
    ]);
    return { rows: rows.map(toTransaction), total: count?.total ?? 0 };
  }

  /**
   * The daily reconciliation: checks the ledger and logs every difference as one error line
   * (`event: 'ledger.difference'`, what an alert matches), or one info line when all is well.
   */
  async reconcileAndLog(log: WalletLog): Promise<ReconciliationReport> {
    const report = await reconcileLedger();
    const counts = { accounts: report.accounts, transfers: report.transfers, entries: report.entries };
    if (report.ok) {
      log.info({ event: 'ledger.reconciled', ok: true, ...counts }, 'ledger reconciled: no differences');
      return report;
    }
    for (const difference of report.differences) log.error({ event: 'ledger.difference', ...difference }, `ledger difference: ${difference.check}`);
    log.error(
      { event: 'ledger.reconciled', ok: false, differences: report.differences.length, truncated: report.truncated, ...counts },
      'ledger reconciled: differences found',
    );
    return report;
  }
}

/** A user's wallet in cents (for the user object's withdrawBalance and frozenBalance too). */
export async function summaryOf(userId: string): Promise<WalletSummary> {
  const balances = await balancesOf(db(), userId);
  const deposit = Number(balances.deposit);
  const withdrawable = Number(balances.withdrawable);
  const frozen = Number(balances.frozen);
  const held = Number(balances.held);
  return { total: deposit + withdrawable + frozen + held, deposit, withdrawable, frozen, held, points: Number(balances.points) };
}
