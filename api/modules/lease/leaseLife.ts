// The machinery every part of a lease's life shares (leaseDelivery.ts, leaseReturns.ts): locking a
// lease, applying a step under its row lock and version, and the two jobs that move it by itself.
//
// - `lease-deadline` runs at a lease's deadline_at with the version it was sent for; the part that
//   owns the lease's status handles it (`onDeadline`): a payment or delivery deadline, the end, the
//   grace, the end of the return's protection. A sweep each minute handles what a lost job left.
// - `lease-follow` reads Steam again for an offer or a trade of the lease (`onFollow`, by what it
//   follows) with backoff, until the part stops asking. A follow of an offer ('delivery', 'return')
//   runs only at the version it was sent for; a follow of a trade during its protection
//   ('deliveryTrade', 'returnTrade') runs whatever steps came since (a renewal must not end it), and
//   its handler checks that the lease is still where the trade matters.
// - a part may act on a transition in its transaction (`after`: queue its follow of a trade, tell
//   someone), whoever applied it.
//
// Every step is one transaction: the lease row locked, its version checked (a job sent for an older
// version does nothing: a newer step queued its own follow-up), the transition applied
// (leaseTransitions.ts), and the next deadline's job queued in the same transaction. Nothing here
// holds a transaction across a call to Steam.
import { createHash } from 'node:crypto';
import type { LeaseSettings } from '../../config.ts';
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import type { EventLog } from '../events/events.service.ts';
import type { Ledger } from '../wallet/wallet.service.ts';
import { LeaseMoneyMover } from './leaseMoney.ts';
import { type LeaseEvent, type LeaseState, OPEN_LEASE_STATES } from './leaseStateMachine.ts';
import { applyLeaseTransition, type LeaseTransition, type LeaseTransitionDeps, type LockedLease } from './leaseTransitions.ts';

type Tx = Prisma.TransactionClient;

export const LEASE_DEADLINE_JOB = 'lease-deadline';
export const LEASE_SWEEP_JOB = 'lease-sweep';
export const LEASE_FOLLOW_JOB = 'lease-follow';

/** What a follow job reads at Steam: the delivery offer, the return offer, or a trade during its protection. */
export type LeaseFollowing = 'delivery' | 'return' | 'deliveryTrade' | 'returnTrade';
export type LeaseFollowJob = { leaseId: string; version: number; following: LeaseFollowing; attempt: number };
type DeadlineJob = { leaseId: string; version: number };

/** Delays between reads of an open offer, then the last one repeated (seconds), as an order's delivery. */
export const LEASE_FOLLOW_BACKOFF_SECONDS = [5, 15, 60, 300] as const;
const SWEEP_BATCH = 200;

export type LeaseLifeSettings = LeaseSettings & { paymentMs: number; shipmentMs: number; receiptMs: number; feeRateBps: number };

export type LeaseLifeOptions = {
  now: () => Date;
  jobs: JobQueue;
  ledger: Ledger;
  events: EventLog;
  settings: LeaseLifeSettings;
  warn: (error: unknown, message: string) => void;
};

/** What a transition answered, for a part's `after`. */
export type AppliedLease = { id: string; status: LeaseState; version: number };

/**
 * A part of a lease's life: what it does at a deadline of the statuses it owns, when it follows Steam,
 * and what it does in the transaction of a transition it cares about, whoever applied it (`after`).
 */
export type LeasePart = {
  deadlines: Partial<Record<LeaseState, (lease: LockedLease) => Promise<void>>>;
  follows: Partial<Record<LeaseFollowing, (job: LeaseFollowJob) => Promise<void>>>;
  after?: Partial<Record<LeaseEvent, (tx: Tx, applied: AppliedLease, transition: LeaseTransition) => Promise<void>>>;
};

/** The follows of a trade during its protection: they do not stop at the next step of the lease. */
const TRADE_FOLLOWINGS: readonly LeaseFollowing[] = ['deliveryTrade', 'returnTrade'];

/** A job id (uuid-shaped) fixed by what it is for: sending it twice queues it once. */
export function leaseJobId(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const LOCKED_COLUMNS = {
  id: true,
  leaseNo: true,
  leaseListingId: true,
  renterId: true,
  lenderId: true,
  days: true,
  rentCents: true,
  depositCents: true,
  buyoutPriceCents: true,
  heldCents: true,
  heldFromDepositCents: true,
  startedAt: true,
  returnRequestedAt: true,
  status: true,
  version: true,
  endsAt: true,
  deadlineAt: true,
} satisfies Prisma.LeaseSelect;

export class LeaseLife {
  readonly now: () => Date;
  readonly jobs: JobQueue;
  readonly events: EventLog;
  readonly settings: LeaseLifeSettings;
  readonly money: LeaseMoneyMover;
  readonly warn: (error: unknown, message: string) => void;
  private readonly transitions: LeaseTransitionDeps;
  private readonly parts: LeasePart[] = [];

  constructor(options: LeaseLifeOptions) {
    this.now = options.now;
    this.jobs = options.jobs;
    this.events = options.events;
    this.settings = options.settings;
    this.warn = options.warn;
    this.money = new LeaseMoneyMover({ ledger: options.ledger, feeRateBps: options.settings.feeRateBps, dayMs: options.settings.dayMs });
    this.transitions = { money: this.money, events: options.events, settings: options.settings };

    const retry = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true };
    this.jobs.work<DeadlineJob>(LEASE_DEADLINE_JOB, retry, (job) => this.deadline(job.data.leaseId, job.data.version));
    this.jobs.work<LeaseFollowJob>(LEASE_FOLLOW_JOB, { ...retry, concurrency: 8 }, (job) => this.follow(job.data));
    this.jobs.work(LEASE_SWEEP_JOB, { retryLimit: 0, expireInSeconds: 300 }, () => this.sweep());
    this.jobs.schedule(LEASE_SWEEP_JOB, '* * * * *');
  }

  /** Adds a part's deadline and follow handlers (its constructor calls it). */
  register(part: LeasePart): void {
    this.parts.push(part);
  }

  /** The lease, locked for the rest of the transaction; null when there is none. */
  async lock(tx: Tx, id: string): Promise<LockedLease | null> {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM leases WHERE id = ${id} FOR UPDATE`;
    if (!locked) return null;
    const row = await tx.lease.findUniqueOrThrow({ where: { id }, select: LOCKED_COLUMNS });
    return row as LockedLease;
  }

  /** The lease as the parts read it outside a transaction (null when there is none). */
  read(id: string): Promise<LockedLease | null> {
    return db().lease.findUnique({ where: { id }, select: LOCKED_COLUMNS }) as Promise<LockedLease | null>;
  }

  /**
   * Applies a transition in the caller's transaction (the lease locked by the caller, for a step of an
   * existing lease) and queues the new deadline's job; answers the new state and version.
   */
  async apply(tx: Tx, transition: LeaseTransition): Promise<AppliedLease> {
    const applied = await applyLeaseTransition(tx, this.transitions, transition);
    const lease = await tx.lease.findUniqueOrThrow({ where: { id: applied.id }, select: { deadlineAt: true } });
    if (lease.deadlineAt) {
      await this.jobs.sendWithin(tx, LEASE_DEADLINE_JOB, { leaseId: applied.id, version: applied.version }, { startAfter: lease.deadlineAt });
    }
    for (const part of this.parts) await part.after?.[transition.event]?.(tx, applied, transition);
    return applied;
  }

  /**
   * One step of an existing lease in its own transaction: locks it and, when it is still at `version`
   * (null: any) and `build` answers a transition for it, applies that. Answers the lease after it, or
   * null when it had moved on (or `build` answered null). `first` runs in the transaction before the
   * lease's lock: a partner's step locks its app's row there, in the order a rent takes them.
   */
  async step(
    id: string,
    version: number | null,
    build: (lease: LockedLease, tx: Tx) => Promise<LeaseTransition | null> | LeaseTransition | null,
    first?: (tx: Tx) => Promise<void>,
  ): Promise<{ status: LeaseState; version: number } | null> {
    return transaction(async (tx) => {
      await first?.(tx);
      const lease = await this.lock(tx, id);
      if (!lease || (version !== null && lease.version !== version)) return null;
      const transition = await build(lease, tx);
      if (!transition) return null;
      return this.apply(tx, transition);
    });
  }

  /** Reads Steam again for the lease after the backoff's delay for `attempt` (or `at`), in the caller's transaction or on its own. */
  async followLater(job: LeaseFollowJob, options: { tx?: Tx; at?: Date } = {}): Promise<void> {
    const delay = LEASE_FOLLOW_BACKOFF_SECONDS[Math.min(job.attempt, LEASE_FOLLOW_BACKOFF_SECONDS.length - 1)];
    const startAfter = options.at ?? new Date(this.now().getTime() + delay * 1000);
    const id = leaseJobId(job.leaseId, job.version, job.following, job.attempt);
    // the id makes a second queueing of the same follow a no-op
    await this.jobs.send(LEASE_FOLLOW_JOB, job, { id, startAfter, ...(options.tx && { tx: options.tx }) });
  }

  private async deadline(leaseId: string, version: number | null): Promise<void> {
    const lease = await this.read(leaseId);
    if (!lease || (version !== null && lease.version !== version)) return;
    if (!lease.deadlineAt || lease.deadlineAt > this.now()) return;
    const handler = this.parts.map((part) => part.deadlines[lease.status]).find((each) => each !== undefined);
    if (handler) await handler(lease);
  }

  private async follow(job: LeaseFollowJob): Promise<void> {
    const lease = await this.read(job.leaseId);
    if (!lease || (!TRADE_FOLLOWINGS.includes(job.following) && lease.version !== job.version)) return;
    const handler = this.parts.map((part) => part.follows[job.following]).find((each) => each !== undefined);
    if (handler) await handler(job);
  }

  /** Each minute: the open leases past their deadline (what a lost deadline job would have done). */
  async sweep(): Promise<number> {
    const due = await db().lease.findMany({
      where: { status: { in: [...OPEN_LEASE_STATES] }, deadlineAt: { lte: this.now() } },
      orderBy: { deadlineAt: 'asc' },
      take: SWEEP_BATCH,
      select: { id: true },
    });
    for (const { id } of due) {
      try {
        await this.deadline(id, null);
      } catch (error) {
        this.warn(error, `lease ${id}: its deadline could not be handled; the next sweep retries`);
      }
    }
    return due.length;
  }
}
