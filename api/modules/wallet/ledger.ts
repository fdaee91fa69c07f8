// The ledger (docs/money-and-orders.md): the only code that moves money or points. Every movement is an
// immutable double-entry transfer from a debit account to a credit account, with a kind, a
// reference and a unique idempotency key, and one entry per side.
//
// A user's account keeps its balance on its row, updated under that row's lock in the transfer's
// transaction, and each of its entries carries the balance after it: two transactions spending one
// balance serialize on that row, and a debit that would go below zero is refused before the
// database's CHECK (ledger_accounts_user_balance_not_negative) would have to.
//
// The platform's accounts (escrow, payment clearing, fees, points issued) are never locked nor
// updated: every order's money passes through the escrow, and one row locked by every payment,
// release and refund until its transaction commits would make the whole order pipeline wait in one
// line, however many processes serve it (bench:jobs measured lock waits on that row as the cost of
// a second process). Their rows exist once (created by the migration
// 20261125060000_platform_accounts_unlocked, balance 0 by a CHECK), their entries carry no running
// balance, and their balance is the sum of their entries: the view ledger_balances answers every
// account's balance that way (platformBalance below for one). Nothing is lost by it: a platform
// account may go negative by design (clearing is owed out), so no check needs its balance under a lock.
//
// The ledger is append-only: database triggers refuse UPDATE, DELETE and TRUNCATE of transfers and
// entries (migration 20261125070000_ledger_append_only); a correction is a new transfer.
//
// Every method runs inside the caller's transaction: the money moves together with the order,
// payment or withdrawal it belongs to, or not at all. services.ts builds the one Ledger with the
// app's clock (the time its rows are written at) and hands it to the services that move money.
import type { LedgerAccountKind, LedgerUnit, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRows } from '../../db/sql.ts';
import type { EventLog } from '../events/events.service.ts';
import { InsufficientBalanceError, TransferKeyConflictError } from './wallet.errors.ts';

type Tx = Prisma.TransactionClient;

export type UserAccountKind = Extract<LedgerAccountKind, 'DEPOSIT' | 'WITHDRAWABLE' | 'FROZEN' | 'POINTS' | 'HELD'>;
export type PlatformAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;
export type AccountRef = { userId: string; kind: UserAccountKind } | { platform: PlatformAccountKind };

export const TRANSFER_KINDS = [
  'PAYMENT',
  'PURCHASE',
  'SALE',
  'FEE',
  'SETTLEMENT',
  'REFUND',
  'REVERSAL',
  'POINTS',
  'RECHARGE',
  'WITHDRAWAL',
  'WITHDRAWAL_PAYOUT',
  'WITHDRAWAL_RETURN',
  'WITHDRAWAL_FEE',
  /** the balance into the user's HELD account for a buy order */
  'HOLD',
  /** held money back to the balance: a buy order cancelled or expired */
  'HOLD_RELEASE',
  /** a lease's rent of the days used, from the renter's HELD account to the lender's withdrawable proceeds */
  'RENT',
  /** a lease's deposit to the lender: the item was not returned, or its return was reversed */
  'DEPOSIT_CAPTURE',
  /** a lease's buyout price to the lender: the renter keeps the item */
  'BUYOUT',
  /** a sandbox deployment's play money into a new account's deposit, as a recharge puts it there (api/modules/sandbox) */
  'SANDBOX_FUNDS',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
/** USER: the movement belongs to the account itself (a sandbox's play money), its id the user's. */
export type ReferenceType = 'ORDER' | 'PAYMENT' | 'REFUND' | 'WITHDRAWAL' | 'BUY_ORDER' | 'BARGAIN' | 'LEASE' | 'USER';

export type TransferInput = {
  /** unique per movement: the same key never moves money twice */
  idempotencyKey: string;
  kind: TransferKind;
  reference: { type: ReferenceType; id: string };
  from: AccountRef;
  to: AccountRef;
  /** cents (points for POINT accounts); positive */
  amount: number | bigint;
};

export type TransferResult = { id: string; created: boolean };

export type Balances = { deposit: bigint; withdrawable: bigint; frozen: bigint; points: bigint; held: bigint };

const POINT_KINDS: ReadonlySet<LedgerAccountKind> = new Set(['POINTS', 'PLATFORM_POINTS_ISSUED']);

export function unitOf(kind: LedgerAccountKind): LedgerUnit {
  return POINT_KINDS.has(kind) ? 'POINT' : 'CNY';
}

function kindOf(ref: AccountRef): LedgerAccountKind {
  return 'platform' in ref ? ref.platform : ref.kind;
}

/** Account ids are derived from their owner and kind, so a transfer needs no lookup to find them. */
export function accountId(ref: AccountRef): string {
  return 'platform' in ref ? `platform:${ref.platform}` : `${ref.userId}:${ref.kind}`;
}

function isPlatform(ref: AccountRef): ref is { platform: PlatformAccountKind } {
  return 'platform' in ref;
}

/**
 * Creates the user accounts that do not exist yet and locks every user account's row, in id order
 * (the one lock order of the ledger), in one statement; answers their balances. An upsert locks the
 * row it conflicts with, and hands back its latest committed balance once the lock is held. Platform
 * accounts are never locked (they exist once, from the migrations).
 */
async function lockAccounts(tx: Tx, refs: readonly AccountRef[], now: Date): Promise<Map<string, bigint>> {
  const unique = [
    ...new Map(refs.filter((ref) => !isPlatform(ref)).map((ref) => [accountId(ref), ref as { userId: string; kind: UserAccountKind }])).entries(),
  ].sort(([a], [b]) => (a < b ? -1 : 1));
  if (unique.length === 0) return new Map();
  const locked = await sqlRows<{ id: string; balance: string }>(
    tx,
    `INSERT INTO ledger_accounts AS a (id, user_id, kind, unit, balance, created_at)
     SELECT x.id, x.user_id, x.kind::ledger_account_kind, x.unit::ledger_unit, 0, $5::timestamp
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(id, user_id, kind, unit)
     ORDER BY x.id
     ON CONFLICT (id) DO UPDATE SET balance = a.balance
     RETURNING a.id, a.balance::text AS balance`,
    [unique.map(([id]) => id), unique.map(([, ref]) => ref.userId), unique.map(([, ref]) => ref.kind), unique.map(([, ref]) => unitOf(ref.kind)), now],
  );
  return new Map(locked.map((row) => [row.id, BigInt(row.balance)]));
}

function toAmount(amount: number | bigint): bigint {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) throw new RangeError(`ledger amount ${amount} is not a whole number`);
  const value = BigInt(amount);
  if (value <= 0n) throw new RangeError(`ledger amount ${value} is not positive`);
  return value;
}

export type SpendInput = Omit<TransferInput, 'from'> & { userId: string };
export type SpendResult = { fromDeposit: number; fromWithdrawable: number };

/** Every movement of money and points, in the caller's transaction (see the top of this file); balances are read by the functions below it. */
export class Ledger {
  constructor(
    private readonly now: () => Date,
    private readonly events: EventLog,
  ) {}

  /**
   * Moves `amount` from one account to another, once per idempotency key: a key already used for the
   * same movement answers `created: false` and moves nothing (a concurrent holder of the key is waited
   * for); the key reused for another movement throws TransferKeyConflictError. A user account that
   * cannot pay throws InsufficientBalanceError and leaves nothing behind in the transaction (no
   * transfer row, no balance changed), so a caller may catch it and carry on.
   *
   * Statements: one creates the user accounts when missing and locks their rows in id order; the debit
   * is checked; one more claims the key (a unique insert), updates the user balances and writes the two
   * entries; the users' wallet events are appended (api/modules/events).
   */
  async transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
    // The user account rows are locked first, in id order (the ledger's one lock order), so transfers
    // over the same accounts in any direction queue instead of deadlocking. Locking before the transfer
    // row is inserted matters: that insert's foreign keys take KEY SHARE locks on both accounts, and two
    // transactions each holding one and waiting to upgrade it to FOR UPDATE would deadlock. (Platform
    // rows only ever get those KEY SHARE locks, which never conflict with each other.)
    const balances = await lockAccounts(tx, [input.from, input.to], this.now());
    return this.move(tx, input, balances);
  }

  /**
   * The transfer itself, its user accounts locked already (`balances` holds their balances now, and
   * is kept up to date): the debit checked, then one statement claims the key (a unique insert),
   * updates the user balances and writes the two entries; the users' wallet events are appended
   * (api/modules/events). With `unlessKeys`, nothing is written when a transfer under one of those
   * keys exists (read after the locks were granted): `created: false` and no id then.
   */
  private async move(tx: Tx, input: TransferInput, balances: Map<string, bigint>, unlessKeys: readonly string[] = []): Promise<TransferResult> {
    const amount = toAmount(input.amount);
    const debitKind = kindOf(input.from);
    const creditKind = kindOf(input.to);
    const unit = unitOf(debitKind);
    if (unitOf(creditKind) !== unit) throw new RangeError(`ledger transfer ${input.idempotencyKey} mixes units`);
    const debitId = accountId(input.from);
    const creditId = accountId(input.to);
    if (debitId === creditId) throw new RangeError(`ledger transfer ${input.idempotencyKey} moves money to the account it comes from`);
    const now = this.now();
    // The debit is checked under the lock before anything is written (the ledger is append-only: a
    // refused transfer must leave no row to take back). A key used before answers its transfer even
    // when the balance has been spent since: the money moved then.
    if (!isPlatform(input.from) && (balances.get(debitId) ?? 0n) < amount) {
      const [used] = await sqlRows<{ id: string }>(tx, 'SELECT id FROM ledger_transfers WHERE idempotency_key = $1', [input.idempotencyKey]);
      if (used) return this.existingTransfer(tx, input, debitId, creditId, amount);
      throw new InsufficientBalanceError();
    }
    const userIds = [input.from, input.to].filter((ref) => !isPlatform(ref)).map(accountId);
    // a platform side carries no running balance (null)
    const written = await sqlRows<{ id: string; account_id: string | null; balance: string | null }>(
      tx,
      `WITH claimed AS (
        INSERT INTO ledger_transfers (id, idempotency_key, kind, reference_type, reference_id, debit_account_id, credit_account_id, unit, amount, created_at)
        SELECT gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7::ledger_unit, $8::bigint, $9::timestamp
        WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = ANY($10::text[]))
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id
      ), moved AS (
        UPDATE ledger_accounts SET balance = balance + CASE WHEN id = $5 THEN -$8::bigint ELSE $8::bigint END
        WHERE id = ANY($11::text[]) AND EXISTS (SELECT 1 FROM claimed)
        RETURNING id, balance
      ), entries AS (
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT c.id, side.account_id, side.amount, m.balance, $9::timestamp
        FROM claimed c
        CROSS JOIN (VALUES (1, $5, -$8::bigint), (2, $6, $8::bigint)) AS side(ord, account_id, amount)
        LEFT JOIN moved m ON m.id = side.account_id
        ORDER BY side.ord
        RETURNING transfer_id
      )
      SELECT c.id, m.id AS account_id, m.balance::text AS balance FROM claimed c LEFT JOIN moved m ON true`,
      [input.idempotencyKey, input.kind, input.reference.type, input.reference.id, debitId, creditId, unit, amount, now, [...unlessKeys], userIds],
    );
    if (written.length === 0) {
      if (unlessKeys.length > 0) return { id: '', created: false };
      return this.existingTransfer(tx, input, debitId, creditId, amount);
    }
    const transferId = written[0].id;
    const balanceAfter = new Map(written.flatMap((row) => (row.account_id === null ? [] : [[row.account_id, BigInt(row.balance ?? 0n)] as const])));
    for (const [id, balance] of balanceAfter) balances.set(id, balance);
    // each user whose account moved sees it (a platform account has no audience)
    const sides = [
      { ref: input.from, signed: -amount },
      { ref: input.to, signed: amount },
    ].flatMap(({ ref, signed }) => ('platform' in ref ? [] : [{ ref, signed }]));
    await this.events.append(
      tx,
      sides.map(({ ref, signed }) => ({
        type: 'wallet.transfer' as const,
        aggregateId: ref.userId,
        audience: [ref.userId],
        payload: {
          transferId,
          kind: input.kind,
          reference: input.reference,
          account: ref.kind,
          amount: signed.toString(),
          balanceAfter: (balanceAfter.get(accountId(ref)) ?? 0n).toString(),
        },
      })),
    );
    return { id: transferId, created: true };
  }

  private async existingTransfer(tx: Tx, input: TransferInput, debitId: string, creditId: string, amount: bigint): Promise<TransferResult> {
    const [existing] = await sqlRows<{
      id: string;
      debit_account_id: string;
      credit_account_id: string;
      amount: string;
      kind: string;
      reference_type: string;
      reference_id: string;
    }>(
      tx,
      `SELECT id, debit_account_id, credit_account_id, amount::text AS amount, kind::text AS kind, reference_type::text AS reference_type, reference_id
       FROM ledger_transfers WHERE idempotency_key = $1`,
      [input.idempotencyKey],
    );
    if (
      !existing ||
      existing.debit_account_id !== debitId ||
      existing.credit_account_id !== creditId ||
      BigInt(existing.amount) !== amount ||
      existing.kind !== input.kind ||
      existing.reference_type !== input.reference.type ||
      existing.reference_id !== input.reference.id
    ) {
      throw new TransferKeyConflictError(input.idempotencyKey);
    }
    return { id: existing.id, created: false };
  }

  /**
   * Several transfers in one go, in the order given (each idempotent on its own key). Every account
   * they touch is locked first, in id order, so two transactions moving money between overlapping
   * accounts (a refund to deposit and withdrawable, say, beside a purchase) queue instead of deadlocking.
   * When one transfer cannot be paid the whole transaction must roll back (earlier ones have moved).
   */
  async transferAll(tx: Tx, inputs: readonly TransferInput[]): Promise<TransferResult[]> {
    if (inputs.length === 0) return [];
    const balances = await lockAccounts(
      tx,
      inputs.flatMap((input) => [input.from, input.to]),
      this.now(),
    );
    const results: TransferResult[] = [];
    for (const input of inputs) results.push(await this.move(tx, input, balances));
    return results;
  }

  /**
   * Pays `amount` from a user's money: the deposit first, then the withdrawable proceeds (the frozen
   * proceeds are not spendable). The user's two accounts and the receiving account are locked first
   * (id order), so concurrent spends of one balance queue up and the later ones see what the earlier
   * left. Transfer keys are `<idempotencyKey>:deposit` and `<idempotencyKey>:withdrawable`.
   *
   * Idempotent as a whole: a spend whose transfers exist already answers the split it was made with
   * and moves nothing (the balances may have changed since, so the split is never computed again);
   * the same key for another amount throws TransferKeyConflictError.
   */
  async spendFromBalance(tx: Tx, input: SpendInput): Promise<SpendResult> {
    const amount = toAmount(input.amount);
    const deposit: AccountRef = { userId: input.userId, kind: 'DEPOSIT' };
    const withdrawable: AccountRef = { userId: input.userId, kind: 'WITHDRAWABLE' };
    const keys = { deposit: `${input.idempotencyKey}:deposit`, withdrawable: `${input.idempotencyKey}:withdrawable` };
    const balances = await lockAccounts(tx, [deposit, withdrawable, input.to], this.now());
    const { userId: _userId, ...rest } = input;

    const depositBalance = balances.get(accountId(deposit)) ?? 0n;
    const fromDeposit = depositBalance < amount ? depositBalance : amount;
    const fromWithdrawable = amount - fromDeposit;
    if (fromWithdrawable > (balances.get(accountId(withdrawable)) ?? 0n)) return this.spentBefore(tx, input, keys, amount);
    // the first movement is written only when neither key was used (a spend made before answers its own split)
    const first =
      fromDeposit > 0n ? { key: keys.deposit, from: deposit, amount: fromDeposit } : { key: keys.withdrawable, from: withdrawable, amount: fromWithdrawable };
    const made = await this.move(tx, { ...rest, idempotencyKey: first.key, from: first.from, amount: first.amount }, balances, [
      keys.deposit,
      keys.withdrawable,
    ]);
    if (!made.created) return this.spentBefore(tx, input, keys, amount);
    if (fromDeposit > 0n && fromWithdrawable > 0n)
      await this.move(tx, { ...rest, idempotencyKey: keys.withdrawable, from: withdrawable, amount: fromWithdrawable }, balances);
    return { fromDeposit: Number(fromDeposit), fromWithdrawable: Number(fromWithdrawable) };
  }

  /**
   * Gives a hold back (a buy order's or a price offer's, in the user's HELD account) to the balances it
   * came from: its deposit part to the deposit, the rest to the withdrawable balance (HOLD_RELEASE, keys
   * `<keyPrefix>:release:deposit` and `…:withdrawable`, so a release happens once).
   */
  async releaseHold(
    tx: Tx,
    hold: { userId: string; heldCents: number; heldFromDepositCents: number; reference: TransferInput['reference']; keyPrefix: string },
  ): Promise<void> {
    const held = { userId: hold.userId, kind: 'HELD' as const };
    const releases = [
      { part: 'deposit', to: { userId: hold.userId, kind: 'DEPOSIT' as const }, amount: hold.heldFromDepositCents },
      { part: 'withdrawable', to: { userId: hold.userId, kind: 'WITHDRAWABLE' as const }, amount: hold.heldCents - hold.heldFromDepositCents },
    ].filter((release) => release.amount > 0);
    await this.transferAll(
      tx,
      releases.map((release) => ({
        idempotencyKey: `${hold.keyPrefix}:release:${release.part}`,
        kind: 'HOLD_RELEASE' as const,
        reference: hold.reference,
        from: held,
        to: release.to,
        amount: release.amount,
      })),
    );
  }

  /**
   * A spend whose key was used before answers the split it was made with and moves nothing (the
   * balances may have changed since, so the split is never computed again); the same key for another
   * amount throws TransferKeyConflictError. With no spend under the key, the balance cannot pay.
   */
  private async spentBefore(tx: Tx, input: SpendInput, keys: { deposit: string; withdrawable: string }, amount: bigint): Promise<SpendResult> {
    const made = await sqlRows<{ idempotency_key: string; amount: string }>(
      tx,
      'SELECT idempotency_key, amount::text AS amount FROM ledger_transfers WHERE idempotency_key IN ($1, $2)',
      [keys.deposit, keys.withdrawable],
    );
    if (made.length === 0) throw new InsufficientBalanceError();
    const { userId, ...rest } = input;
    const of = (key: string) => BigInt(made.find((row) => row.idempotency_key === key)?.amount ?? 0n);
    const split = { fromDeposit: of(keys.deposit), fromWithdrawable: of(keys.withdrawable) };
    if (split.fromDeposit + split.fromWithdrawable !== amount) throw new TransferKeyConflictError(input.idempotencyKey);
    // the same movements again: each answers created:false, or throws when accounts or kind differ
    if (split.fromDeposit > 0n)
      await this.transfer(tx, { ...rest, idempotencyKey: keys.deposit, from: { userId, kind: 'DEPOSIT' }, amount: split.fromDeposit });
    if (split.fromWithdrawable > 0n)
      await this.transfer(tx, { ...rest, idempotencyKey: keys.withdrawable, from: { userId, kind: 'WITHDRAWABLE' }, amount: split.fromWithdrawable });
    return { fromDeposit: Number(split.fromDeposit), fromWithdrawable: Number(split.fromWithdrawable) };
  }
}

/** A user's balances (zero for accounts that never moved). */
export async function balancesOf(client: Tx, userId: string): Promise<Balances> {
  const rows = await sqlRows<{ kind: string; balance: string }>(
    client,
    'SELECT kind::text AS kind, balance::text AS balance FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const of = (kind: UserAccountKind) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { deposit: of('DEPOSIT'), withdrawable: of('WITHDRAWABLE'), frozen: of('FROZEN'), points: of('POINTS'), held: of('HELD') };
}

/** A platform account's balance: the sum of its entries (its row keeps none, see the top of this file). */
export async function platformBalance(client: Tx, kind: PlatformAccountKind): Promise<bigint> {
  const [row] = await client.$queryRaw<{ balance: bigint }[]>`
    SELECT coalesce(sum(amount), 0)::bigint AS balance FROM ledger_entries WHERE account_id = ${accountId({ platform: kind })}`;
  return BigInt(row.balance);
}
