// The ledger under concurrency (docs/money-and-orders.md "Transactions and idempotency"): one balance spent by many
// transactions at once, one idempotency key used many times at once, transfers crossing between two
// accounts in both directions. Meant for PostgreSQL (TEST_DATABASE_URL), where the transactions
// really overlap; on PGlite (one connection) they queue, and the same answers must hold.
import { describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { InsufficientBalanceError } from '../../api/modules/wallet/wallet.errors.ts';
import { balancesOf, Ledger, type TransferInput } from '../../api/modules/wallet/wallet.service.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

let users = 0;

useTestDatabase();

/**
 * Generous connection and duration limits (the point is what the rows allow, not how fast the pool
 * hands out connections), and one attempt: the ledger's lock order leaves no deadlock to retry.
 */
const LIMITS = { maxWait: 60_000, timeout: 60_000, maxAttempts: 1 } as const;

async function newUser(): Promise<string> {
  users += 1;
  const user = await db().user.create({ data: { nickname: `race-${users}`, phone: `1370000${String(users).padStart(4, '0')}` } });
  return user.id;
}

const credit = (userId: string, amount: number, key: string, kind: 'DEPOSIT' | 'WITHDRAWABLE' = 'DEPOSIT'): TransferInput => ({
  idempotencyKey: key,
  kind: 'RECHARGE',
  reference: { type: 'PAYMENT', id: key },
  from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
  to: { userId, kind },
  amount,
});

async function sums(): Promise<{ unit: string; total: bigint }[]> {
  return db().$queryRaw`SELECT unit::text AS unit, sum(balance)::bigint AS total FROM ledger_balances GROUP BY unit ORDER BY unit`;
}

async function negativeUserAccounts(): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`;
  return row.count;
}

describe(`the ledger under concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('first credits into new accounts, 20 at once for each of 15 new users, all land at the first attempt: each account is created once', async () => {
    // two transactions creating one account at the same instant: the race is narrow, so it is run many times
    for (let round = 0; round < 15; round += 1) {
      const userId = await newUser();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) => transaction((tx) => ledger.transfer(tx, credit(userId, 100, `first-${userId}-${index}`)), LIMITS)),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect((await balancesOf(db(), userId)).deposit).toBe(2_000n);
      expect(await db().ledgerAccount.count({ where: { userId } })).toBe(1);
    }
  });

  it('50 concurrent spends of 10.00 from 100.00: exactly 10 succeed, the others are refused, the balance ends at 0', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, credit(userId, 6_000, `c-dep-${userId}`)));
    await transaction((tx) => ledger.transfer(tx, credit(userId, 4_000, `c-wd-${userId}`, 'WITHDRAWABLE')));

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        transaction(
          (tx) =>
            ledger.spendFromBalance(tx, {
              userId,
              amount: 1_000,
              kind: 'PURCHASE',
              reference: { type: 'ORDER', id: `race-${userId}-${index}` },
              idempotencyKey: `race-${userId}-${index}`,
              to: { platform: 'PLATFORM_ESCROW' },
            }),
          LIMITS,
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(refused.every((result) => (result as PromiseRejectedResult).reason instanceof InsufficientBalanceError)).toBe(true);
    // deposit first: the first six took deposit only, the rest withdrawable only
    const splits = succeeded.map((result) => (result as PromiseFulfilledResult<{ fromDeposit: number; fromWithdrawable: number }>).value);
    expect(splits.reduce((total, split) => total + split.fromDeposit, 0)).toBe(6_000);
    expect(splits.reduce((total, split) => total + split.fromWithdrawable, 0)).toBe(4_000);

    expect(await balancesOf(db(), userId)).toEqual({ deposit: 0n, withdrawable: 0n, frozen: 0n, points: 0n, held: 0n });
    expect(await db().ledgerTransfer.count({ where: { kind: 'PURCHASE', debitAccount: { userId } } })).toBe(10);
    expect(await negativeUserAccounts()).toBe(0);
    expect(await sums()).toEqual([
      { unit: 'CNY', total: 0n },
      { unit: 'POINT', total: 0n },
    ]);
    expect(await reconcileLedger()).toMatchObject({ ok: true });
  });

  it('one idempotency key transferred 20 times at once moves the money once', async () => {
    const userId = await newUser();
    const input = credit(userId, 2_500, `same-key-${userId}`);
    const results = await Promise.all(Array.from({ length: 20 }, () => transaction((tx) => ledger.transfer(tx, input), LIMITS)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect((await balancesOf(db(), userId)).deposit).toBe(2_500n);
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: input.idempotencyKey } })).toBe(1);

    // and a spend under one key, 20 times at once: one spend
    const spends = await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(
          (tx) =>
            ledger.spendFromBalance(tx, {
              userId,
              amount: 1_000,
              kind: 'PURCHASE',
              reference: { type: 'ORDER', id: `once-${userId}` },
              idempotencyKey: `once-${userId}`,
              to: { platform: 'PLATFORM_ESCROW' },
            }),
          LIMITS,
        ),
      ),
    );
    expect(new Set(spends.map((spend) => JSON.stringify(spend)))).toEqual(new Set([JSON.stringify({ fromDeposit: 1_000, fromWithdrawable: 0 })]));
    expect((await balancesOf(db(), userId)).deposit).toBe(1_500n);
    expect(await reconcileLedger()).toMatchObject({ ok: true });
  });

  it('transfers crossing between two accounts in both directions all land at the first attempt: no deadlock', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await transaction((tx) => ledger.transfer(tx, credit(alice, 10_000, `x-a-${alice}`, 'WITHDRAWABLE')));
    await transaction((tx) => ledger.transfer(tx, credit(bob, 10_000, `x-b-${bob}`, 'WITHDRAWABLE')));
    const move = (from: string, to: string, index: number): TransferInput => ({
      idempotencyKey: `x-${from}-${to}-${index}`,
      kind: 'REVERSAL',
      reference: { type: 'ORDER', id: `x-${index}` },
      from: { userId: from, kind: 'WITHDRAWABLE' },
      to: { userId: to, kind: 'WITHDRAWABLE' },
      amount: 100 + index,
    });
    // one attempt each (LIMITS): a deadlock (40P01) would not be retried but fail the test
    const once = LIMITS;
    const crossings = Array.from({ length: 30 }, (_, index) => [
      transaction((tx) => ledger.transfer(tx, move(alice, bob, index)), once),
      transaction((tx) => ledger.transfer(tx, move(bob, alice, index)), once),
      // several transfers in one transaction, touching the accounts in the opposite order to the next
      transaction(
        (tx) =>
          ledger.transferAll(tx, [
            { ...move(bob, alice, index), idempotencyKey: `xa-${index}-1` },
            { ...move(alice, bob, index), idempotencyKey: `xa-${index}-2`, from: { userId: alice, kind: 'WITHDRAWABLE' }, to: { platform: 'PLATFORM_ESCROW' } },
            { ...move(alice, bob, index), idempotencyKey: `xa-${index}-3`, from: { platform: 'PLATFORM_ESCROW' }, to: { userId: alice, kind: 'WITHDRAWABLE' } },
          ]),
        once,
      ),
    ]).flat();
    await Promise.all(crossings);
    const [a, b] = [await balancesOf(db(), alice), await balancesOf(db(), bob)];
    // every alice -> bob has its bob -> alice of the same amount; each transferAll moved 100 + index from bob to alice
    const moved = BigInt(Array.from({ length: 30 }, (_, index) => 100 + index).reduce((total, amount) => total + amount, 0));
    expect([a.withdrawable, b.withdrawable]).toEqual([10_000n + moved, 10_000n - moved]);
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: { startsWith: 'x-' }, kind: 'REVERSAL' } })).toBe(60);
    expect(await negativeUserAccounts()).toBe(0);
    expect(await reconcileLedger()).toMatchObject({ ok: true });
  });
  // Every order's money passes through the platform's escrow; if its row were locked by each
  // transfer, every payment, release and refund would wait for the one before it to commit.
  it.runIf(process.env.TEST_DATABASE_URL)('a transfer through the escrow does not wait for another one still open on it', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await transaction((tx) => ledger.transfer(tx, credit(alice, 1_000, `e-a-${alice}`)));
    await transaction((tx) => ledger.transfer(tx, credit(bob, 1_000, `e-b-${bob}`)));
    const hold = (userId: string): TransferInput => ({
      idempotencyKey: `e-hold-${userId}`,
      kind: 'PURCHASE',
      reference: { type: 'ORDER', id: `e-${userId}` },
      from: { userId, kind: 'DEPOSIT' },
      to: { platform: 'PLATFORM_ESCROW' },
      amount: 700,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let aliceHeld!: () => void;
    const aliceHolds = new Promise<void>((resolve) => {
      aliceHeld = resolve;
    });
    // alice's hold stays open (uncommitted) until bob's has committed
    const open = transaction(async (tx) => {
      await ledger.transfer(tx, hold(alice));
      aliceHeld();
      await released;
    }, LIMITS);
    await aliceHolds;
    try {
      // were the escrow's row locked, bob's hold would wait for alice's commit, which waits for bob's
      await expect(transaction((tx) => ledger.transfer(tx, hold(bob)), { ...LIMITS, timeout: 5_000 })).resolves.toMatchObject({ created: true });
    } finally {
      release();
      await open;
    }
    expect([(await balancesOf(db(), alice)).deposit, (await balancesOf(db(), bob)).deposit]).toEqual([300n, 300n]);
    expect(await reconcileLedger()).toMatchObject({ ok: true });
  });
});
