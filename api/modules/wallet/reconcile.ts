// Reconciliation of the ledger: every rule the ledger keeps, checked again in SQL
// over the whole ledger, from one snapshot (REPEATABLE READ, read only) so transfers committing
// meanwhile never show up as half-made. Run daily by a job (wallet.service.ts), after every API test
// file (tests/helpers/reconcileAfterFile.ts) and after every step of the ledger's model test.
//
// The rules:
// - unit_sum: the balances of each unit's accounts (CNY, POINT) sum to zero (platform accounts'
//   balances are the sums of their entries: the view ledger_balances, see ledger.ts);
// - account_balance: every user account's balance equals the sum of its entries;
// - transfer_entries: every transfer has exactly two entries, -amount on its debit account and
//   +amount on its credit account, both accounts of the transfer's unit;
// - balance_chain: per user account, in entry order (entries are written under the account's row
//   lock, so their ids follow the order the balance moved in), each entry's balance_after is the
//   previous one plus its amount, starting from zero;
// - negative_user_balance: no user account below zero (the database's CHECK refuses it too).
import { db } from '../../db/client.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { type TransactionClient, transaction } from '../../db/transaction.ts';

export type LedgerDifference =
  | { check: 'unit_sum'; unit: string; expected: string; actual: string }
  | { check: 'account_balance'; accountId: string; expected: string; actual: string }
  | { check: 'transfer_entries'; transferId: string; idempotencyKey: string; entries: number; detail: string }
  | { check: 'balance_chain'; accountId: string; entryId: string; transferId: string; expected: string; actual: string }
  | { check: 'negative_user_balance'; accountId: string; actual: string };

export type ReconciliationReport = {
  ok: boolean;
  /** Amounts are strings of cents (points): bigints do not survive JSON. */
  differences: LedgerDifference[];
  /** Some check found more than MAX_DIFFERENCES_PER_CHECK rows; the others were left out. */
  truncated: boolean;
  accounts: number;
  transfers: number;
  entries: number;
};

/** Rows each check reports at most (a ledger broken everywhere would otherwise flood the log). */
export const MAX_DIFFERENCES_PER_CHECK = 100;

const text = (value: bigint | number | string | null) => (value === null ? '0' : BigInt(value).toString());

async function check(tx: TransactionClient): Promise<ReconciliationReport> {
  const limit = MAX_DIFFERENCES_PER_CHECK + 1;
  let truncated = false;
  const capped = <T>(rows: T[]) => {
    if (rows.length > MAX_DIFFERENCES_PER_CHECK) truncated = true;
    return rows.slice(0, MAX_DIFFERENCES_PER_CHECK);
  };

  const unitSums = await tx.$queryRaw<{ unit: string; total: bigint }[]>`
    SELECT unit::text AS unit, sum(balance)::bigint AS total FROM ledger_balances GROUP BY unit HAVING sum(balance) <> 0 ORDER BY unit`;

  const balances = await tx.$queryRaw<{ id: string; balance: bigint; entries: bigint | null }[]>`
    SELECT a.id, a.balance, e.total AS entries
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.user_id IS NOT NULL AND a.balance <> coalesce(e.total, 0)
    ORDER BY a.id LIMIT ${limit}`;

  const transfers = await tx.$queryRaw<
    { id: string; idempotency_key: string; entries: number; debit_ok: number; credit_ok: number; units_ok: boolean; amount: bigint }[]
  >`
    SELECT t.id, t.idempotency_key, t.amount,
           count(e.id)::int AS entries,
           count(*) FILTER (WHERE e.account_id = t.debit_account_id AND e.amount = -t.amount)::int AS debit_ok,
           count(*) FILTER (WHERE e.account_id = t.credit_account_id AND e.amount = t.amount)::int AS credit_ok,
           bool_and(d.unit = t.unit AND c.unit = t.unit) AS units_ok
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id
    LEFT JOIN ledger_entries e ON e.transfer_id = t.id
    GROUP BY t.id
    HAVING count(e.id) <> 2
        OR count(*) FILTER (WHERE e.account_id = t.debit_account_id AND e.amount = -t.amount) <> 1
        OR count(*) FILTER (WHERE e.account_id = t.credit_account_id AND e.amount = t.amount) <> 1
        OR NOT bool_and(d.unit = t.unit AND c.unit = t.unit)
    ORDER BY t.id LIMIT ${limit}`;

  const chain = await tx.$queryRaw<{ account_id: string; id: bigint; transfer_id: string; expected: bigint | null; balance_after: bigint | null }[]>`
    SELECT account_id, id, transfer_id, expected, balance_after FROM (
      SELECT e.account_id, e.id, e.transfer_id, e.balance_after,
             coalesce(lag(e.balance_after) OVER (PARTITION BY e.account_id ORDER BY e.id), 0) + e.amount AS expected
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL
    ) running
    WHERE balance_after IS DISTINCT FROM expected
    ORDER BY account_id, id LIMIT ${limit}`;

  const negative = await tx.$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT id, balance FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT ${limit}`;

  const [counts] = await tx.$queryRaw<{ accounts: number; transfers: number; entries: number }[]>`
    SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts,
           (SELECT count(*)::int FROM ledger_transfers) AS transfers,
           (SELECT count(*)::int FROM ledger_entries) AS entries`;

  const differences: LedgerDifference[] = [
    ...unitSums.map((row): LedgerDifference => ({ check: 'unit_sum', unit: row.unit, expected: '0', actual: text(row.total) })),
    ...capped(balances).map(
      (row): LedgerDifference => ({ check: 'account_balance', accountId: row.id, expected: text(row.entries), actual: text(row.balance) }),
    ),
    ...capped(transfers).map(
      (row): LedgerDifference => ({
        check: 'transfer_entries',
        transferId: row.id,
        idempotencyKey: row.idempotency_key,
        entries: row.entries,
        detail: [
          row.entries !== 2 ? `${row.entries} entries instead of 2` : null,
          row.debit_ok !== 1 ? `no single entry of -${text(row.amount)} on the debit account` : null,
          row.credit_ok !== 1 ? `no single entry of ${text(row.amount)} on the credit account` : null,
          row.units_ok === false ? 'an account of another unit' : null,
        ]
          .filter(Boolean)
          .join('; '),
      }),
    ),
    ...capped(chain).map(
      (row): LedgerDifference => ({
        check: 'balance_chain',
        accountId: row.account_id,
        entryId: text(row.id),
        transferId: row.transfer_id,
        expected: text(row.expected),
        actual: text(row.balance_after),
      }),
    ),
    ...capped(negative).map((row): LedgerDifference => ({ check: 'negative_user_balance', accountId: row.id, actual: text(row.balance) })),
  ];
  return { ok: differences.length === 0, differences, truncated, ...counts };
}

/**
 * Checks the whole ledger from one snapshot and answers what differs (`ok` when nothing does). It
 * reads only; `client` is the database to check (db() when left out: tests pass their own).
 */
export function reconcileLedger(client?: PrismaClient): Promise<ReconciliationReport> {
  return transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('SET TRANSACTION READ ONLY');
      return check(tx);
    },
    { isolationLevel: 'RepeatableRead', client: client ?? db(), timeout: 120_000, maxWait: 10_000 },
  );
}
