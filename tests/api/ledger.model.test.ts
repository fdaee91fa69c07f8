// A model test of the ledger alone (in the manner of TigerBeetle's randomised simulation): random
// sequences of deposits, balance purchases, refunds, sales, settlements, reversals, replays of
// earlier transfers and over-spends are played against the ledger and against a plain in-memory model
// of the balances. After every step: every balance equals the model's, no user account is negative,
// each unit sums to zero and reconcileLedger() finds no difference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { type TransactionClient, transaction } from '../../api/db/transaction.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { InsufficientBalanceError } from '../../api/modules/wallet/wallet.errors.ts';
import { accountId, type AccountRef, Ledger, type TransferInput } from '../../api/modules/wallet/wallet.service.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

useTestDatabase();

const USERS_PER_RUN = 3;
const FEE_RATE_BPS = 100;

type OrderState = 'held' | 'sold' | 'settled' | 'refunded';
type ModelOrder = { no: string; buyer: number; seller: number; price: number; fee: number; fromDeposit: number; fromWithdrawable: number; state: OrderState };

/** The model: every account's balance (user accounts from 0, platform accounts as deltas from the run's start) and the orders. */
type Model = { balances: Map<string, number>; orders: ModelOrder[]; replayable: TransferInput[][] };

type Real = { run: number; users: string[]; platformStart: Map<string, bigint> };

const PLATFORM = {
  clearing: { platform: 'PLATFORM_PAYMENT_CLEARING' },
  escrow: { platform: 'PLATFORM_ESCROW' },
  fees: { platform: 'PLATFORM_FEES' },
  pointsIssued: { platform: 'PLATFORM_POINTS_ISSUED' },
} as const satisfies Record<string, AccountRef>;

const user = (real: Real, index: number, kind: 'DEPOSIT' | 'WITHDRAWABLE' | 'FROZEN' | 'POINTS'): AccountRef => ({ userId: real.users[index], kind });

function move(model: Model, input: TransferInput) {
  const amount = Number(input.amount);
  const from = accountId(input.from);
  const to = accountId(input.to);
  model.balances.set(from, (model.balances.get(from) ?? 0) - amount);
  model.balances.set(to, (model.balances.get(to) ?? 0) + amount);
}

/** The users' and the platform's balances, as the ledger answers them (a platform account's is the sum of its entries). */
const accountBalances = (users: string[]) =>
  db().$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT id, balance FROM ledger_balances WHERE user_id IS NULL OR user_id = ANY(${users})`;

const balanceOf = (model: Model, ref: AccountRef) => model.balances.get(accountId(ref)) ?? 0;

/** Runs transfers in one transaction and applies them to the model once they committed. */
async function commit(model: Model, inputs: TransferInput[], work?: (tx: TransactionClient) => Promise<unknown>) {
  await transaction(async (tx) => (work ? work(tx) : ledger.transferAll(tx, inputs)));
  for (const input of inputs) move(model, input);
  model.replayable.push(inputs);
}

async function checkInvariants(model: Model, real: Real) {
  const rows = await accountBalances(real.users);
  const actual = new Map(rows.map((row) => [row.id, row.balance]));
  for (const userId of real.users) {
    for (const kind of ['DEPOSIT', 'WITHDRAWABLE', 'FROZEN', 'POINTS'] as const) {
      const id = accountId({ userId, kind });
      expect(Number(actual.get(id) ?? 0n), id).toBe(model.balances.get(id) ?? 0);
      expect(actual.get(id) ?? 0n).toBeGreaterThanOrEqual(0n);
    }
  }
  for (const ref of Object.values(PLATFORM)) {
    const id = accountId(ref);
    expect(Number((actual.get(id) ?? 0n) - (real.platformStart.get(id) ?? 0n)), id).toBe(model.balances.get(id) ?? 0);
  }
  const report = await reconcileLedger();
  expect(report.differences).toEqual([]);
  expect(report.ok).toBe(true);
}

/** Money in: a recharge to the deposit, or (standing in for proceeds settled earlier) to the withdrawable balance. */
class Deposit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: number,
    readonly amount: number,
    readonly account: 'DEPOSIT' | 'WITHDRAWABLE',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = `m${real.run}:dep:${model.replayable.length}`;
    await commit(model, [
      {
        idempotencyKey: key,
        kind: 'RECHARGE',
        reference: { type: 'PAYMENT', id: key },
        from: PLATFORM.clearing,
        to: user(real, this.who, this.account),
        amount: this.amount,
      },
    ]);
    await checkInvariants(model, real);
  }
  toString = () => `Deposit(${this.who}, ${this.amount}, ${this.account})`;
}

/** A purchase from the balance at a price of `share` per mille of what the buyer has (above 1000: more than they have), at least 1 cent. */
class Buy implements fc.AsyncCommand<Model, Real> {
  price = 0;
  constructor(
    readonly buyer: number,
    readonly seller: number,
    readonly share: number,
  ) {}
  check = () => this.buyer !== this.seller;
  async run(model: Model, real: Real) {
    const no = `m${real.run}-${model.orders.length}`;
    const available = balanceOf(model, user(real, this.buyer, 'DEPOSIT')) + balanceOf(model, user(real, this.buyer, 'WITHDRAWABLE'));
    this.price = Math.max(1, Math.ceil((available * this.share) / 1000));
    const spend = (tx: TransactionClient) =>
      ledger.spendFromBalance(tx, {
        userId: real.users[this.buyer],
        amount: this.price,
        kind: 'PURCHASE',
        reference: { type: 'ORDER', id: no },
        idempotencyKey: `order:${no}:hold`,
        to: PLATFORM.escrow,
      });
    if (available < this.price) {
      await expect(transaction(spend)).rejects.toBeInstanceOf(InsufficientBalanceError);
    } else {
      const split = await transaction(spend);
      const fromDeposit = Math.min(balanceOf(model, user(real, this.buyer, 'DEPOSIT')), this.price);
      expect(split).toEqual({ fromDeposit, fromWithdrawable: this.price - fromDeposit });
      const base = { kind: 'PURCHASE', reference: { type: 'ORDER', id: no }, to: PLATFORM.escrow } as const;
      const parts: TransferInput[] = [];
      if (split.fromDeposit > 0)
        parts.push({ ...base, idempotencyKey: `order:${no}:hold:deposit`, from: user(real, this.buyer, 'DEPOSIT'), amount: split.fromDeposit });
      if (split.fromWithdrawable > 0)
        parts.push({ ...base, idempotencyKey: `order:${no}:hold:withdrawable`, from: user(real, this.buyer, 'WITHDRAWABLE'), amount: split.fromWithdrawable });
      for (const part of parts) move(model, part);
      model.replayable.push(parts);
      const fee = Math.floor((this.price * FEE_RATE_BPS + 5_000) / 10_000);
      model.orders.push({ no, buyer: this.buyer, seller: this.seller, price: this.price, fee, ...split, state: 'held' });
    }
    await checkInvariants(model, real);
  }
  toString = () => `Buy(${this.buyer} from ${this.seller}, ${this.share}‰ = ${this.price})`;
}

const inState = (model: Model, states: OrderState[]) => model.orders.filter((order) => states.includes(order.state));

/** The refund of an order's money to where it came from (escrow -> the buyer's deposit and withdrawable). */
function refunds(real: Real, order: ModelOrder): TransferInput[] {
  const base = { kind: 'REFUND', reference: { type: 'ORDER', id: order.no }, from: PLATFORM.escrow } as const;
  return [
    ...(order.fromDeposit > 0
      ? [{ ...base, idempotencyKey: `order:${order.no}:refund:deposit`, to: user(real, order.buyer, 'DEPOSIT'), amount: order.fromDeposit }]
      : []),
    ...(order.fromWithdrawable > 0
      ? [{ ...base, idempotencyKey: `order:${order.no}:refund:withdrawable`, to: user(real, order.buyer, 'WITHDRAWABLE'), amount: order.fromWithdrawable }]
      : []),
  ];
}

class Refund implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => inState(model as Model, ['held']).length > 0;
  async run(model: Model, real: Real) {
    const candidates = inState(model, ['held']);
    const order = candidates[this.pick % candidates.length];
    await commit(model, refunds(real, order));
    order.state = 'refunded';
    await checkInvariants(model, real);
  }
  toString = () => `Refund(#${this.pick})`;
}

class Sell implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => inState(model as Model, ['held']).length > 0;
  async run(model: Model, real: Real) {
    const candidates = inState(model, ['held']);
    const order = candidates[this.pick % candidates.length];
    const reference = { type: 'ORDER', id: order.no } as const;
    const inputs: TransferInput[] = [
      {
        idempotencyKey: `order:${order.no}:sale`,
        kind: 'SALE',
        reference,
        from: PLATFORM.escrow,
        to: user(real, order.seller, 'FROZEN'),
        amount: order.price - order.fee,
      },
    ];
    if (order.fee > 0)
      inputs.push({ idempotencyKey: `order:${order.no}:fee`, kind: 'FEE', reference, from: PLATFORM.escrow, to: PLATFORM.fees, amount: order.fee });
    await commit(model, inputs);
    order.state = 'sold';
    await checkInvariants(model, real);
  }
  toString = () => `Sell(#${this.pick})`;
}

class Settle implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => inState(model as Model, ['sold']).length > 0;
  async run(model: Model, real: Real) {
    const candidates = inState(model, ['sold']);
    const order = candidates[this.pick % candidates.length];
    const reference = { type: 'ORDER', id: order.no } as const;
    const inputs: TransferInput[] = [
      {
        idempotencyKey: `order:${order.no}:settle`,
        kind: 'SETTLEMENT',
        reference,
        from: user(real, order.seller, 'FROZEN'),
        to: user(real, order.seller, 'WITHDRAWABLE'),
        amount: order.price - order.fee,
      },
    ];
    const points = Math.floor(order.price / 100);
    if (points > 0)
      inputs.push({
        idempotencyKey: `order:${order.no}:points`,
        kind: 'POINTS',
        reference,
        from: PLATFORM.pointsIssued,
        to: user(real, order.buyer, 'POINTS'),
        amount: points,
      });
    await commit(model, inputs);
    order.state = 'settled';
    await checkInvariants(model, real);
  }
  toString = () => `Settle(#${this.pick})`;
}

class Reverse implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => inState(model as Model, ['sold']).length > 0;
  async run(model: Model, real: Real) {
    const candidates = inState(model, ['sold']);
    const order = candidates[this.pick % candidates.length];
    const reference = { type: 'ORDER', id: order.no } as const;
    const inputs: TransferInput[] = [
      {
        idempotencyKey: `order:${order.no}:reverse`,
        kind: 'REVERSAL',
        reference,
        from: user(real, order.seller, 'FROZEN'),
        to: PLATFORM.escrow,
        amount: order.price - order.fee,
      },
      ...(order.fee > 0
        ? [
            {
              idempotencyKey: `order:${order.no}:reverse-fee`,
              kind: 'REVERSAL' as const,
              reference,
              from: PLATFORM.fees,
              to: PLATFORM.escrow,
              amount: order.fee,
            },
          ]
        : []),
      ...refunds(real, order),
    ];
    await commit(model, inputs);
    order.state = 'refunded';
    await checkInvariants(model, real);
  }
  toString = () => `Reverse(#${this.pick})`;
}

/** An earlier step's transfers sent again with the same keys (a retried job, a repeated notification): nothing moves. */
class Replay implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.replayable.length > 0;
  async run(model: Model, real: Real) {
    const inputs = model.replayable[this.pick % model.replayable.length];
    const results = await transaction((tx) => ledger.transferAll(tx, inputs));
    expect(results.every((result) => !result.created)).toBe(true);
    await checkInvariants(model, real);
  }
  toString = () => `Replay(#${this.pick})`;
}

/** A user debit above the balance, caught inside the transaction, which then carries on and commits: it left nothing behind. */
class Overdraw implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: number,
    readonly extra: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const from = user(real, this.who, 'WITHDRAWABLE');
    const key = `m${real.run}:over:${model.replayable.length}:${this.extra}`;
    const input: TransferInput = {
      idempotencyKey: key,
      kind: 'WITHDRAWAL',
      reference: { type: 'WITHDRAWAL', id: key },
      from,
      to: PLATFORM.clearing,
      amount: balanceOf(model, from) + this.extra,
    };
    const caught = await transaction(async (tx) => {
      try {
        await ledger.transfer(tx, input);
        return null;
      } catch (error) {
        return error;
      }
    });
    expect(caught).toBeInstanceOf(InsufficientBalanceError);
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: key } })).toBe(0);
    await checkInvariants(model, real);
  }
  toString = () => `Overdraw(${this.who}, +${this.extra})`;
}

describe('the ledger against a model', () => {
  it('keeps every balance as the model says, none negative, sums zero, reconciled, after every step', async () => {
    let runs = 0;
    const who = fc.nat({ max: USERS_PER_RUN - 1 });
    const deposit = fc
      .tuple(who, fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('DEPOSIT' as const, 'WITHDRAWABLE' as const))
      .map(([index, amount, account]) => new Deposit(index, amount, account));
    const buy = fc.tuple(who, fc.integer({ min: 1, max: 1_100 })).map(([buyer, share]) => new Buy(buyer, (buyer + 1) % USERS_PER_RUN, share));
    // fc.commands picks among these evenly: money in and purchases are listed more than once to come up more often
    const commands = [
      deposit,
      deposit,
      buy,
      buy,
      fc.nat().map((pick) => new Refund(pick)),
      fc.nat().map((pick) => new Sell(pick)),
      fc.nat().map((pick) => new Settle(pick)),
      fc.nat().map((pick) => new Reverse(pick)),
      fc.nat().map((pick) => new Replay(pick)),
      fc.tuple(who, fc.integer({ min: 1, max: 1_000 })).map(([index, extra]) => new Overdraw(index, extra)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'max' }), async (steps) => {
        runs += 1;
        const users: string[] = [];
        for (let index = 0; index < USERS_PER_RUN; index += 1) {
          users.push((await db().user.create({ data: { nickname: `model-${runs}-${index}` } })).id);
        }
        const platform = await accountBalances([]);
        const real: Real = { run: runs, users, platformStart: new Map(platform.map((row) => [row.id, row.balance])) };
        await fc.asyncModelRun(() => ({ model: { balances: new Map(), orders: [], replayable: [] }, real }), steps);
      }),
      { numRuns: 10 },
    );
  });
});
