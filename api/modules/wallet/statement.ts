// A user's daily statement (the partner's GET /open/v1/statements/{day}): one market day (UTC+8, the
// day partners' limits and order numbers use), read from the ledger. One row per entry on the user's
// CNY balances (deposit, withdrawable, frozen, held) that day, oldest first: a purchase paid from the
// balance, a sale's proceeds into frozen (the fee the platform kept beside it), a settlement from
// frozen to withdrawable, a buy order's hold and release, a recharge, a withdrawal and its fee. Each
// account opens with its balance before the day and closes with its balance after the day's last
// entry; for every account opening + the day's amounts = closing, the check a merchant reconciles by.
// Alipay payments move no balance of the user and are not in it (the transaction list shows them).
import { db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { fromMarketClock } from '../../marketDay.ts';

export type StatementAccount = 'DEPOSIT' | 'WITHDRAWABLE' | 'FROZEN' | 'HELD';
export const STATEMENT_ACCOUNTS: readonly StatementAccount[] = ['DEPOSIT', 'WITHDRAWABLE', 'FROZEN', 'HELD'];

export type StatementRow = {
  time: Date;
  /** the transfer's kind: PURCHASE, SALE, SETTLEMENT, REFUND, HOLD, RECHARGE, WITHDRAWAL_FEE, … */
  kind: string;
  account: StatementAccount;
  orderNo: string | null;
  /** the partner's own number of an order the user bought; null otherwise (another buyer's is never shown) */
  merchantOrderNo: string | null;
  /** signed cents: into (+) or out of (-) the account */
  amount: number;
  /** cents the platform kept beside this row and not in its amount: a sale's fee; 0 otherwise */
  fee: number;
  balanceAfter: number;
};

export type DailyStatement = {
  day: string;
  /** the day's first and last instant as a half-open range [start, end) */
  start: Date;
  end: Date;
  rows: StatementRow[];
  /** per account: its balance before the day, the day's amounts and fees, its balance after */
  accounts: { account: StatementAccount; opening: number; amount: number; fee: number; closing: number }[];
};

const DAY_MS = 86_400_000;

/** An order's numbers and parties, as the order module answers them. */
export type WalletOrderRef = {
  id: string;
  orderNo: string;
  paymentId: string | null;
  buyerId: string;
  sellerId: string;
  merchantOrderNo: string | null;
  feeCents: number;
};

/** Orders by number or by payment, one query for many (the order module's orderRefs, given by services.ts: the order module uses the wallet, not the reverse). */
export type WalletOrderRefs = (by: { orderNos?: readonly string[]; paymentIds?: readonly string[] }) => Promise<WalletOrderRef[]>;

/** The instants a market day (`yyyy-mm-dd`, UTC+8) spans; refused when not a real day. */
export function marketDayRange(day: string): { start: Date; end: Date } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const midnight = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day) throw new ValidationError('day', 'wallet.dayInvalid');
  const start = fromMarketClock(midnight);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

type EntryRow = {
  created_at: Date;
  kind: string;
  account: StatementAccount;
  reference_type: string;
  reference_id: string;
  amount: bigint;
  balance_after: bigint;
};

export async function dailyStatementOf(userId: string, day: string, orderRefs: WalletOrderRefs): Promise<DailyStatement> {
  const { start, end } = marketDayRange(day);
  const [entries, openings] = await Promise.all([
    db().$queryRaw<EntryRow[]>`
      SELECT e.created_at, t.kind, a.kind::text AS account, t.reference_type, t.reference_id, e.amount, e.balance_after
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.user_id = ${userId} AND a.unit = 'CNY' AND e.created_at >= ${start} AND e.created_at < ${end}
      ORDER BY e.created_at, e.id`,
    db().$queryRaw<{ account: StatementAccount; opening: bigint }[]>`
      SELECT a.kind::text AS account,
             coalesce((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.id AND e.created_at < ${start}
                       ORDER BY e.created_at DESC, e.id DESC LIMIT 1), 0) AS opening
      FROM ledger_accounts a WHERE a.user_id = ${userId} AND a.unit = 'CNY'`,
  ]);
  const orderNos = [...new Set(entries.filter((entry) => entry.reference_type === 'ORDER').map((entry) => entry.reference_id))];
  const orders = new Map((orderNos.length > 0 ? await orderRefs({ orderNos }) : []).map((order) => [order.orderNo, order]));
  const rows: StatementRow[] = entries.map((entry) => {
    const order = entry.reference_type === 'ORDER' ? orders.get(entry.reference_id) : undefined;
    return {
      time: entry.created_at,
      kind: entry.kind,
      account: entry.account,
      orderNo: entry.reference_type === 'ORDER' ? entry.reference_id : null,
      // the merchant number is the buyer's, the fee the seller's: another party sees neither
      merchantOrderNo: order?.buyerId === userId ? order.merchantOrderNo : null,
      amount: Number(entry.amount),
      fee: entry.kind === 'SALE' && order?.sellerId === userId ? order.feeCents : 0,
      balanceAfter: Number(entry.balance_after),
    };
  });
  const openingOf = new Map(openings.map((row) => [row.account, Number(row.opening)]));
  const accounts = STATEMENT_ACCOUNTS.filter((account) => openingOf.has(account)).map((account) => {
    const own = rows.filter((row) => row.account === account);
    const opening = openingOf.get(account) ?? 0;
    const amount = own.reduce((sum, row) => sum + row.amount, 0);
    return { account, opening, amount, fee: own.reduce((sum, row) => sum + row.fee, 0), closing: own.at(-1)?.balanceAfter ?? opening };
  });
  return { day, start, end, rows, accounts };
}

const CSV_HEADER = ['time', 'kind', 'account', 'orderNo', 'merchantOrderNo', 'amount', 'fee', 'balanceAfter'];

/** A text cell: quoted when it holds a comma, quote or line break; one a spreadsheet would run as a formula is made text. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV (RFC 4180, CRLF line ends, UTF-8): the header, an OPENING row per account
 * (its balance before the day), the day's rows, a TOTAL row per account (the day's amounts and fees,
 * its closing balance) and a TOTAL row of every account together (account `all`).
 */
export function statementCsv(statement: DailyStatement): string {
  const lines: (string | number | null)[][] = [CSV_HEADER];
  const account = (name: StatementAccount) => name.toLowerCase();
  for (const each of statement.accounts) lines.push([statement.start.toISOString(), 'OPENING', account(each.account), null, null, null, null, each.opening]);
  for (const row of statement.rows) {
    lines.push([row.time.toISOString(), row.kind, account(row.account), row.orderNo, row.merchantOrderNo, row.amount, row.fee, row.balanceAfter]);
  }
  const sum = (of: (each: DailyStatement['accounts'][number]) => number) => statement.accounts.reduce((total, each) => total + of(each), 0);
  for (const each of statement.accounts)
    lines.push([statement.end.toISOString(), 'TOTAL', account(each.account), null, null, each.amount, each.fee, each.closing]);
  lines.push([statement.end.toISOString(), 'TOTAL', 'all', null, null, sum((each) => each.amount), sum((each) => each.fee), sum((each) => each.closing)]);
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
