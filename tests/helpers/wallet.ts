// Money for the API tests: buyers' deposits funded as a recharge would (clearing -> DEPOSIT, kind
// RECHARGE), and the ledger's invariants checked after a test.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { balancesOf, Ledger } from '../../api/modules/wallet/ledger.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

/** Puts `cents` into the user's deposit, as a paid recharge does. */
export async function fundDeposit(userId: string, cents: number): Promise<void> {
  const key = `test-recharge:${randomUUID()}`;
  await transaction((tx) =>
    ledger.transfer(tx, {
      idempotencyKey: key,
      kind: 'RECHARGE',
      reference: { type: 'PAYMENT', id: key },
      from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
      to: { userId, kind: 'DEPOSIT' },
      amount: cents,
    }),
  );
}

/** Puts `cents` into the user's withdrawable balance, as a settlement of sale proceeds does, at `now` (the test's clock). */
export async function fundWithdrawable(userId: string, cents: number, now: () => Date = () => new Date()): Promise<void> {
  const key = `test-settlement:${randomUUID()}`;
  await transaction((tx) =>
    new Ledger(now, new EventLog(now)).transfer(tx, {
      idempotencyKey: key,
      kind: 'SETTLEMENT',
      reference: { type: 'ORDER', id: key },
      from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
      to: { userId, kind: 'WITHDRAWABLE' },
      amount: cents,
    }),
  );
}

export const balances = (userId: string) => balancesOf(db() as never, userId);

/** The ledger's invariants: each unit sums to zero, no user balance is negative, every user balance equals its entries (a platform balance is the sum of its entries, see ledger.ts). */
export async function ledgerInvariants() {
  const sums = await db().$queryRaw<
    { unit: string; total: bigint }[]
  >`SELECT unit::text, coalesce(sum(balance), 0)::bigint AS total FROM ledger_balances GROUP BY unit`;
  const [negative] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`;
  const [drift] = await db().$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM ledger_accounts a
    WHERE a.user_id IS NOT NULL AND a.balance <> (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)`;
  return { sums: Object.fromEntries(sums.map((row) => [row.unit, BigInt(row.total)])), negativeAccounts: negative.count, driftingAccounts: drift.count };
}

/** Each unit of the ledger sums to zero, no user balance is negative, and every user balance equals its entries. */
export async function expectLedgerSound(): Promise<void> {
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.sums.POINT ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}
