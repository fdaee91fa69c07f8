// The ledger core (api/modules/wallet/ledger.ts): double-entry transfers, idempotency keys, no user
// balance below zero, deposit spent before withdrawable. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { balancesOf, Ledger, type TransferInput } from '../../api/modules/wallet/ledger.ts';
import { InsufficientBalanceError, TransferKeyConflictError } from '../../api/modules/wallet/wallet.errors.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

let users = 0;

useTestDatabase();

async function newUser(): Promise<string> {
  users += 1;
  const user = await db().user.create({ data: { nickname: `ledger-${users}`, phone: `1390000${String(users).padStart(4, '0')}` } });
  return user.id;
}

const deposit = (userId: string, amount: number, key: string): TransferInput => ({
  idempotencyKey: key,
  kind: 'PAYMENT',
  reference: { type: 'PAYMENT', id: key },
  from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
  to: { userId, kind: 'DEPOSIT' },
  amount,
});

describe('ledger transfers', () => {
  it('moves money once per key, writes both entries and keeps the sum at zero', async () => {
    const userId = await newUser();
    const first = await transaction((tx) => ledger.transfer(tx, deposit(userId, 1234, `dep-${userId}`)));
    const again = await transaction((tx) => ledger.transfer(tx, deposit(userId, 1234, `dep-${userId}`)));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect((await balancesOf(db(), userId)).deposit).toBe(1234n);
    const entries = await db().ledgerEntry.findMany({ where: { transferId: first.id }, orderBy: { amount: 'asc' } });
    expect(entries.map((entry) => entry.amount)).toEqual([-1234n, 1234n]);
    const [sum] = await db().$queryRaw<{ total: bigint }[]>`SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_balances WHERE unit = 'CNY'`;
    expect(BigInt(sum.total)).toBe(0n);
  });

  it('refuses a key reused for another movement', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 100, `reuse-${userId}`)));
    await expect(transaction((tx) => ledger.transfer(tx, deposit(userId, 101, `reuse-${userId}`)))).rejects.toBeInstanceOf(TransferKeyConflictError);
  });

  it('never takes a user balance below zero, and the refused transfer leaves nothing behind', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 500, `small-${userId}`)));
    const spend: TransferInput = {
      idempotencyKey: `spend-${userId}`,
      kind: 'PURCHASE',
      reference: { type: 'ORDER', id: `order-${userId}` },
      from: { userId, kind: 'DEPOSIT' },
      to: { platform: 'PLATFORM_ESCROW' },
      amount: 501,
    };
    await expect(transaction((tx) => ledger.transfer(tx, spend))).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await balancesOf(db(), userId)).deposit).toBe(500n);
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: `spend-${userId}` } })).toBe(0);
  });

  it('a transfer sent again under its key answers the first one even after its balance was spent', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 300, `again-${userId}`)));
    const spend = (key: string): TransferInput => ({
      idempotencyKey: key,
      kind: 'PURCHASE',
      reference: { type: 'ORDER', id: `again-${userId}` },
      from: { userId, kind: 'DEPOSIT' },
      to: { platform: 'PLATFORM_ESCROW' },
      amount: 300,
    });
    const first = await transaction((tx) => ledger.transfer(tx, spend(`again-spend-${userId}`)));
    await expect(transaction((tx) => ledger.transfer(tx, spend(`again-spend-${userId}`)))).resolves.toEqual({ id: first.id, created: false });
    await expect(transaction((tx) => ledger.transfer(tx, spend(`again-other-${userId}`)))).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await balancesOf(db(), userId)).deposit).toBe(0n);
  });

  it('the database refuses to change or remove a transfer or an entry: corrections are new transfers', async () => {
    const userId = await newUser();
    const made = await transaction((tx) => ledger.transfer(tx, deposit(userId, 900, `append-${userId}`)));
    const refused = /append-only/;
    await expect(db().$executeRaw`UPDATE ledger_transfers SET amount = 1 WHERE id = ${made.id}`).rejects.toThrow(refused);
    await expect(db().$executeRaw`DELETE FROM ledger_transfers WHERE id = ${made.id}`).rejects.toThrow(refused);
    await expect(db().$executeRaw`UPDATE ledger_entries SET amount = 0 WHERE transfer_id = ${made.id}`).rejects.toThrow(refused);
    await expect(db().$executeRaw`DELETE FROM ledger_entries WHERE transfer_id = ${made.id}`).rejects.toThrow(refused);
    await expect(db().$executeRawUnsafe('TRUNCATE ledger_entries')).rejects.toThrow(refused);
    expect(await db().ledgerEntry.count({ where: { transferId: made.id } })).toBe(2);
    expect((await balancesOf(db(), userId)).deposit).toBe(900n);
  });

  it('the database itself refuses a negative user balance', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 10, `check-${userId}`)));
    await expect(db().$executeRaw`UPDATE ledger_accounts SET balance = -1 WHERE user_id = ${userId}`).rejects.toThrow();
  });

  it('spends the deposit first, then the withdrawable proceeds, and refuses what both cannot pay', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 300, `mix-dep-${userId}`)));
    await transaction((tx) => ledger.transfer(tx, { ...deposit(userId, 700, `mix-wd-${userId}`), to: { userId, kind: 'WITHDRAWABLE' } }));
    const spend = (amount: number, key: string) =>
      transaction((tx) =>
        ledger.spendFromBalance(tx, {
          userId,
          amount,
          kind: 'PURCHASE',
          reference: { type: 'ORDER', id: key },
          idempotencyKey: key,
          to: { platform: 'PLATFORM_ESCROW' },
        }),
      );
    expect(await spend(400, `mix-a-${userId}`)).toEqual({ fromDeposit: 300, fromWithdrawable: 100 });
    await expect(spend(601, `mix-b-${userId}`)).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balancesOf(db(), userId)).toEqual({ deposit: 0n, withdrawable: 600n, frozen: 0n, points: 0n, held: 0n });
  });

  it('a spend sent again under its key answers the split it was made with and moves nothing, whatever the balances became', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 300, `again-dep-${userId}`)));
    await transaction((tx) => ledger.transfer(tx, { ...deposit(userId, 700, `again-wd-${userId}`), to: { userId, kind: 'WITHDRAWABLE' } }));
    const spend = (amount: number) =>
      transaction((tx) =>
        ledger.spendFromBalance(tx, {
          userId,
          amount,
          kind: 'PURCHASE',
          reference: { type: 'ORDER', id: `again-${userId}` },
          idempotencyKey: `again-${userId}`,
          to: { platform: 'PLATFORM_ESCROW' },
        }),
      );
    expect(await spend(200)).toEqual({ fromDeposit: 200, fromWithdrawable: 0 });
    // the deposit is now 100: computed again, the split would take 100 + 100 and pay twice
    expect(await spend(200)).toEqual({ fromDeposit: 200, fromWithdrawable: 0 });
    expect(await balancesOf(db(), userId)).toEqual({ deposit: 100n, withdrawable: 700n, frozen: 0n, points: 0n, held: 0n });
    await expect(spend(250)).rejects.toBeInstanceOf(TransferKeyConflictError);
  });

  it('a refused debit caught inside the transaction leaves no transfer and no balance changed', async () => {
    const userId = await newUser();
    await transaction((tx) => ledger.transfer(tx, deposit(userId, 50, `caught-${userId}`)));
    const outcome = await transaction(async (tx) => {
      const refused = await ledger
        .transfer(tx, {
          idempotencyKey: `caught-spend-${userId}`,
          kind: 'PURCHASE',
          reference: { type: 'ORDER', id: `caught-${userId}` },
          from: { userId, kind: 'DEPOSIT' },
          to: { platform: 'PLATFORM_ESCROW' },
          amount: 51,
        })
        .catch((error: unknown) => error);
      // the transaction goes on and commits something else
      await ledger.transfer(tx, deposit(userId, 5, `caught-more-${userId}`));
      return refused;
    });
    expect(outcome).toBeInstanceOf(InsufficientBalanceError);
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: `caught-spend-${userId}` } })).toBe(0);
    expect((await balancesOf(db(), userId)).deposit).toBe(55n);
  });
});
