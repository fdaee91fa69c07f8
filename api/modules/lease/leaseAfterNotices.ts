// The message center's words on a lease after its delivery, posted in the transaction of the step
// that calls for them, whoever applied it (LeaseLife's `after`): the return received (the lender),
// a return that failed (the renter), the lease completed, defaulted, bought out or its delivery
// reversed (each party what concerns them, with the amounts the step moved). The overdue words are
// leaseOverdue.ts's.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { postMessage } from '../message/message.service.ts';
import { itemNameOf, leaseRow, marketMinute, yuan } from './leaseAfterRows.ts';
import type { AppliedLease, LeasePart } from './leaseLife.ts';

type Tx = Prisma.TransactionClient;

async function read(tx: Tx, applied: AppliedLease) {
  const lease = await leaseRow(applied.id, tx);
  if (!lease) throw new Error(`lease ${applied.id} went away inside its step`);
  return { lease, item: await itemNameOf(lease.templateId, tx) };
}

/** The words of a default (the grace passed, or the return reversed), to both parties. */
async function defaulted(tx: Tx, applied: AppliedLease, why: 'grace' | 'reversed'): Promise<void> {
  const { lease, item } = await read(tx, applied);
  const kind = why === 'grace' ? 'leaseDefaulted' : 'leaseReturnReversed';
  await postMessage(tx, lease.renterId, 'TRADE', kind, { leaseNo: lease.leaseNo, item, amount: yuan(lease.rentCents + lease.depositCents) });
  await postMessage(tx, lease.lenderId, 'TRADE', `${kind}Lender`, { leaseNo: lease.leaseNo, item, income: yuan(lease.lenderIncomeCents) });
}

export const leaseAfterNotices: LeasePart = {
  deadlines: {},
  follows: {},
  after: {
    RETURN_RECEIVED: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      const ends = await tx.lease.findUniqueOrThrow({ where: { id: lease.id }, select: { deadlineAt: true } });
      await postMessage(tx, lease.lenderId, 'TRADE', 'leaseReturned', {
        leaseNo: lease.leaseNo,
        item,
        protectionEndsAt: ends.deadlineAt ? marketMinute(ends.deadlineAt) : '',
      });
    },
    RETURN_FAILED: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      await postMessage(tx, lease.renterId, 'TRADE', 'leaseReturnFailed', { leaseNo: lease.leaseNo, item });
    },
    RETURN_FAILED_OVERDUE: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      await postMessage(tx, lease.renterId, 'TRADE', 'leaseReturnFailed', { leaseNo: lease.leaseNo, item });
    },
    PROTECTION_ENDED: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      const paid = lease.lenderIncomeCents + lease.feeCents;
      await postMessage(tx, lease.renterId, 'TRADE', 'leaseCompleted', {
        leaseNo: lease.leaseNo,
        item,
        refund: yuan(lease.rentCents + lease.depositCents - paid),
      });
      await postMessage(tx, lease.lenderId, 'TRADE', 'leaseCompletedLender', { leaseNo: lease.leaseNo, item, income: yuan(lease.lenderIncomeCents) });
    },
    GRACE_PASSED: (tx, applied) => defaulted(tx, applied, 'grace'),
    RETURN_REVERSED: (tx, applied) => defaulted(tx, applied, 'reversed'),
    BUYOUT: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      await postMessage(tx, lease.lenderId, 'TRADE', 'leaseBoughtOutLender', { leaseNo: lease.leaseNo, item, income: yuan(lease.lenderIncomeCents) });
    },
    DELIVERY_REVERSED: async (tx, applied) => {
      const { lease, item } = await read(tx, applied);
      await postMessage(tx, lease.renterId, 'TRADE', 'leaseDeliveryReversed', {
        leaseNo: lease.leaseNo,
        item,
        amount: yuan(lease.rentCents + lease.depositCents),
      });
    },
  },
};
