// A lease's end and its grace (docs/money-and-orders.md "Leases"): the END deadline of a lease still
// RENTING makes it OVERDUE (END_PASSED: the renter is told at once, and the GRACE deadline runs,
// LEASE_GRACE_HOURS of a lease day); half-way through the grace a job of its own tells the renter
// again while the lease is still overdue at that version; the GRACE deadline of a lease still OVERDUE
// defaults it (GRACE_PASSED: deposit and rent to the lender less the fee, the item stays with the
// renter). A lease being returned runs neither (RETURN_REQUESTED clears the deadline).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { transaction } from '../../db/transaction.ts';
import { postMessage } from '../message/message.service.ts';
import { itemNameOf, leaseRow, marketMinute, yuan } from './leaseAfterRows.ts';
import { type AppliedLease, type LeaseLife, type LeasePart, leaseJobId } from './leaseLife.ts';
import type { LeaseTransition, LockedLease } from './leaseTransitions.ts';

type Tx = Prisma.TransactionClient;

/** The second word to an overdue renter, half-way through the grace. */
export const LEASE_OVERDUE_REMINDER_JOB = 'lease-overdue-reminder';
type ReminderJob = { leaseId: string; version: number };

export class LeaseOverdue {
  readonly part: LeasePart;
  private readonly life: LeaseLife;

  constructor(life: LeaseLife, jobs: JobQueue) {
    this.life = life;
    jobs.work<ReminderJob>(LEASE_OVERDUE_REMINDER_JOB, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true }, (job) => this.remind(job.data));
    this.part = {
      deadlines: {
        RENTING: (lease) => this.due(lease, 'RENTING'),
        OVERDUE: (lease) => this.due(lease, 'OVERDUE'),
      },
      follows: {},
      after: {
        END_PASSED: (tx, applied, transition) => this.overdue(tx, applied, transition),
        RETURN_FAILED_OVERDUE: (tx, applied, transition) => this.overdue(tx, applied, transition),
      },
    };
  }

  /** END while RENTING → END_PASSED; GRACE while OVERDUE → GRACE_PASSED (both at the version the deadline was read at). */
  private async due(lease: LockedLease, status: 'RENTING' | 'OVERDUE'): Promise<void> {
    const at = this.life.now();
    await this.life.step(lease.id, lease.version, (locked) =>
      locked.status === status && locked.deadlineAt !== null && locked.deadlineAt <= at
        ? { event: status === 'RENTING' ? 'END_PASSED' : 'GRACE_PASSED', lease: locked, actor: 'SYSTEM', at }
        : null,
    );
  }

  /**
   * The sandbox's clock: the end of a RENTING lease comes now (END_PASSED, its end moved to now, so
   * the grace runs from now), or the grace of an OVERDUE one passes now (GRACE_PASSED). Answers
   * whether the lease moved (false: it is not in that status).
   */
  async passNow(leaseId: string, status: 'RENTING' | 'OVERDUE'): Promise<boolean> {
    const at = this.life.now();
    const applied = await this.life.step(leaseId, null, (locked) => {
      if (locked.status !== status) return null;
      if (status === 'OVERDUE') return { event: 'GRACE_PASSED', lease: locked, actor: 'SYSTEM', at };
      return { event: 'END_PASSED', lease: locked, actor: 'SYSTEM', at, fields: { endsAt: at } };
    });
    return applied !== null;
  }

  /** The lease is overdue: the renter is told now, and again half-way through the grace (a job at that version). */
  private async overdue(tx: Tx, applied: AppliedLease, transition: LeaseTransition): Promise<void> {
    const lease = await leaseRow(applied.id, tx);
    if (!lease?.endsAt || !lease.deadlineAt) return;
    await postMessage(tx, lease.renterId, 'TRADE', 'leaseOverdue', {
      leaseNo: lease.leaseNo,
      item: await itemNameOf(lease.templateId, tx),
      endsAt: marketMinute(lease.endsAt),
      graceEndsAt: marketMinute(lease.deadlineAt),
      deposit: yuan(lease.depositCents),
    });
    const from = 'at' in transition ? transition.at : this.life.now();
    const halfway = new Date(from.getTime() + (lease.deadlineAt.getTime() - from.getTime()) / 2);
    const job: ReminderJob = { leaseId: lease.id, version: applied.version };
    await this.life.jobs.send(LEASE_OVERDUE_REMINDER_JOB, job, { tx, id: leaseJobId('reminder', lease.id, applied.version), startAfter: halfway });
  }

  private async remind(job: ReminderJob): Promise<void> {
    await transaction(async (tx) => {
      const lease = await leaseRow(job.leaseId, tx);
      if (lease?.status !== 'OVERDUE' || lease.version !== job.version || !lease.deadlineAt) return;
      await postMessage(tx, lease.renterId, 'TRADE', 'leaseOverdueReminder', {
        leaseNo: lease.leaseNo,
        item: await itemNameOf(lease.templateId, tx),
        graceEndsAt: marketMinute(lease.deadlineAt),
        deposit: yuan(lease.depositCents),
      });
    });
  }
}
