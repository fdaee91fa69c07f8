// Money held: what a buy order (api/modules/buyorder) and a price offer (api/modules/bargain) have in
// common, and what a lease will use too. Each kind keeps its own rows, rules and transition table;
// this module gives the lifecycle around them, as a toolkit its service composes (`holdingOf`, built
// in the service's constructor from what services.ts gave it):
//
// - numbers: a letter, the market day (UTC+8) and 10 digits (api/marketDay.ts);
// - the hold: the amount moves from the holder's balance (deposit first) into their HELD account
//   (HOLD), and back to the balances it came from when the holding ends unspent (HOLD_RELEASE), through
//   the Ledger, with the idempotency keys `<kind>:<number>:<part>` (a hold and a release happen once);
// - expiry: a job at `expires_at` (its data names the row) and a sweep each minute for what a lost
//   job left; both lock the row and end it only when it still holds money and its time is over;
// - an unbound account: when the holder unbinds the Steam account a holding delivers to
//   (SteamAccountService.whenUnbinding, services.ts), each such holding still holding money ends, in
//   that transaction;
// - placing once (holdingPlacement.ts), and what every locked holding answers (holdingRows.ts).
//
// Each kind reads and locks its own rows (its module owns its table): `lock`, `due` and `deliveringTo`.
//
// How a holding ends (its transition, history, event and message) stays its kind's: the kind's
// `end(tx, row, why)` is called with the row locked, after the checks above.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { marketDaySerial } from '../../marketDay.ts';
import type { Ledger, SpendResult } from '../wallet/wallet.service.ts';

export { numberUsedError, type PartnerHolding, type Placement, placeOnce } from './holdingPlacement.ts';
export { type HeldColumns, type Holder, type HoldingReads, holderOf, type LockedColumns, withReceiver } from './holdingRows.ts';
export { type HoldingTransitionRow, holdingTransitionOf } from './holdingStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** The expiry job's retries, and the minute sweep's terms. */
const EXPIRE_JOB_OPTIONS = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true };
const SWEEP_JOB_OPTIONS = { retryLimit: 0, expireInSeconds: 300 };
const SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 200;
const NUMBER_DIGITS = 10;

/** A kind of holding: its states, its ledger reference and keys, its numbers and its jobs. */
export type HoldingKind = {
  /** the states in which it holds money (its state machine's constants) */
  openStates: readonly string[];
  /** the ledger's reference of its movements (its number is the reference's id) */
  reference: 'BUY_ORDER' | 'BARGAIN' | 'LEASE';
  /** idempotency keys of its movements: `<keyPrefix>:<number>:<part>` */
  keyPrefix: string;
  /** the letter its numbers start with */
  numberPrefix: string;
  /** the expiry job (its data `{ [jobField]: id }`) and the minute sweep */
  expireJob: string;
  sweepJob: string;
  jobField: string;
  /** what a warning calls one ("buy order") */
  noun: string;
};

/** What the lifecycle uses, from the service's constructor. */
export type HoldingDeps = { now: () => Date; jobs: JobQueue; ledger: Ledger; warn: (error: unknown, message: string) => void };

/** A holding's row as its kind locked it: what the lifecycle reads. */
export type HeldRow = { id: string; status: string; expired: boolean; buyerId: string; heldCents: number; heldFromDepositCents: number };

/** Why the lifecycle ends a holding: its time is over, or the Steam account it delivers to is being unbound. */
export type HoldingEnd = 'EXPIRED' | 'ACCOUNT_UNBOUND';

/** The kind's own part: reading and locking its rows, and ending a locked one that still holds money. */
export type HoldingRows<Row extends HeldRow> = {
  lock: (tx: Tx, id: string) => Promise<Row | null>;
  end: (tx: Tx, row: Row, why: HoldingEnd) => Promise<void>;
  /** the ids of its rows holding money whose time is over (expires_at at or before `now`), the oldest first, at most `limit` */
  due: (now: Date, limit: number) => Promise<string[]>;
  /** the ids of its rows holding money that deliver to a Steam account, in id order */
  deliveringTo: (tx: Tx, steamAccountId: string) => Promise<string[]>;
};

/** One amount held (or released) for a holding, by its number. */
export type HeldAmount = { userId: string; no: string; heldCents: number; heldFromDepositCents: number };

export type Holding<Row extends HeldRow> = {
  /** a new number: the letter, the market day and 10 random digits */
  newNumber(now: Date): string;
  /** the number asked for, trimmed, when it is one of this kind's; null otherwise */
  numberOf(value: unknown): string | null;
  /** whether a status is one in which money is held */
  isOpen(status: string): boolean;
  /** holds `amount` from the user's balance (deposit first) for the holding; `part` names the key (hold, counter…) */
  hold(tx: Tx, hold: { userId: string; no: string; amount: number; part: string }): Promise<SpendResult>;
  /** gives what the holding still holds back to the balances it came from (once) */
  release(tx: Tx, held: HeldAmount): Promise<void>;
  /** queues the expiry job of a holding for its (new) time, in the caller's transaction */
  expireAt(tx: Tx, id: string, at: Date): Promise<void>;
  /** the expiry job: ends the holding when it still holds money past its time */
  expire(id: string): Promise<void>;
  /** each minute: the holdings past their time that still hold money (what a lost expiry job would have done) */
  sweep(): Promise<number>;
  /** ends, in the caller's transaction, each of these holdings that still holds money once locked (in this order) */
  endEach(tx: Tx, ids: readonly string[], end: (row: Row) => Promise<void>): Promise<void>;
  /** the Steam account is being unbound (in that transaction): the holdings delivering to it that still hold money end */
  endForAccount(tx: Tx, steamAccountId: string): Promise<void>;
};

/**
 * Registers a kind's expiry: its job, run at a row's time with `{ [jobField]: id }`, and its minute
 * sweep over `due` (rows past their time still holding money, the oldest first); both call `expire`.
 * A row the sweep could not expire is left for the next sweep.
 */
export function registerExpiry(
  deps: Pick<HoldingDeps, 'now' | 'jobs' | 'warn'>,
  registration: Pick<HoldingKind, 'expireJob' | 'sweepJob' | 'jobField' | 'noun'> & {
    due: (now: Date, limit: number) => Promise<string[]>;
    expire: (id: string) => Promise<void>;
  },
): { expireAt: Holding<HeldRow>['expireAt']; sweep: Holding<HeldRow>['sweep'] } {
  const { jobs } = deps;
  const { expireJob, sweepJob, jobField, noun } = registration;
  const sweep = async (): Promise<number> => {
    const due = await registration.due(deps.now(), SWEEP_BATCH);
    for (const id of due) {
      try {
        await registration.expire(id);
      } catch (error) {
        deps.warn(error, `${noun} ${id} could not be expired; the next sweep retries`);
      }
    }
    return due.length;
  };
  jobs.work<Record<string, string>>(expireJob, EXPIRE_JOB_OPTIONS, (job) => registration.expire(job.data[jobField]));
  jobs.work(sweepJob, SWEEP_JOB_OPTIONS, () => sweep());
  jobs.schedule(sweepJob, SWEEP_CRON);
  return { expireAt: (tx, id, at) => jobs.sendWithin(tx, expireJob, { [jobField]: id }, { startAfter: at }), sweep };
}

/** The money and numbers of a holding, without expiry: what a kind with deadlines of its own (a lease) shares. */
export type HoldingMoney = Pick<Holding<HeldRow>, 'newNumber' | 'numberOf' | 'hold' | 'release'>;

export function holdingMoneyOf(kind: Pick<HoldingKind, 'reference' | 'keyPrefix' | 'numberPrefix'>, deps: Pick<HoldingDeps, 'ledger'>): HoldingMoney {
  const number = new RegExp(`^${kind.numberPrefix}\\d{${8 + NUMBER_DIGITS}}$`);
  return {
    newNumber: (now) => marketDaySerial(kind.numberPrefix, now, NUMBER_DIGITS),
    numberOf: (value) => {
      const trimmed = typeof value === 'string' ? value.trim() : '';
      return number.test(trimmed) ? trimmed : null;
    },
    hold: (tx, hold) =>
      deps.ledger.spendFromBalance(tx, {
        userId: hold.userId,
        amount: hold.amount,
        to: { userId: hold.userId, kind: 'HELD' },
        kind: 'HOLD',
        reference: { type: kind.reference, id: hold.no },
        idempotencyKey: `${kind.keyPrefix}:${hold.no}:${hold.part}`,
      }),
    release: (tx, held) =>
      deps.ledger.releaseHold(tx, {
        userId: held.userId,
        heldCents: held.heldCents,
        heldFromDepositCents: held.heldFromDepositCents,
        reference: { type: kind.reference, id: held.no },
        keyPrefix: `${kind.keyPrefix}:${held.no}`,
      }),
  };
}

/** The lifecycle of a kind of holding (see the top of this file); registers its jobs. */
export function holdingOf<Row extends HeldRow>(kind: HoldingKind, deps: HoldingDeps, rows: HoldingRows<Row>): Holding<Row> {
  const money = holdingMoneyOf(kind, deps);
  const isOpen = (status: string) => kind.openStates.includes(status);

  const endEach = async (tx: Tx, ids: readonly string[], end: (row: Row) => Promise<void>): Promise<void> => {
    for (const id of ids) {
      const row = await rows.lock(tx, id);
      if (row && isOpen(row.status)) await end(row);
    }
  };
  const expire = async (id: string): Promise<void> => {
    await transaction(async (tx) => {
      const row = await rows.lock(tx, id);
      if (!row || !isOpen(row.status) || !row.expired) return;
      await rows.end(tx, row, 'EXPIRED');
    });
  };
  const expiry = registerExpiry(deps, { ...kind, due: rows.due, expire });

  return {
    ...money,
    isOpen,
    expireAt: expiry.expireAt,
    expire,
    sweep: expiry.sweep,
    endEach,
    endForAccount: async (tx, steamAccountId) => endEach(tx, await rows.deliveringTo(tx, steamAccountId), (row) => rows.end(tx, row, 'ACCOUNT_UNBOUND')),
  };
}
