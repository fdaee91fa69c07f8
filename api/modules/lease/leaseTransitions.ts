// The one writer of a lease's state: `applyLeaseTransition` follows the table of
// leaseStateMachine.ts in the caller's transaction. A rent creates the lease; every other event is one
// conditional update of a row the caller has locked (its id, its status one of the event's from, its
// version the one the caller read), which writes the status, the hold, the deadline, closed_at and
// the version together with the fields the step brings (an offer's id, the start, a renewal's days…).
// The same transaction moves the money (leaseMoney.ts), moves the lease listing (leaseListingStates.ts),
// records the step (lease_steps, with what a partner's step commits of its app's day) and appends the `lease.changed` event both parties see. Nothing else
// writes a lease's status, hold or deadline (tests/unit/listingStateOwner.test.ts).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { LeaseSettings } from '../../config.ts';
import type { EventLog } from '../events/events.service.ts';
import { leaseListingStillOfferable, moveLeaseListings } from './leaseListingStates.ts';
import type { LeaseMoneyChange, LeaseMoneyMover, LeaseMoneyRow } from './leaseMoney.ts';
import { LEASE_TRANSITIONS, type LeaseDeadline, type LeaseEvent, type LeaseState } from './leaseStateMachine.ts';

type Tx = Prisma.TransactionClient;

/** Who made a step happen (STEAM: what Steam says of an offer or a trade). */
export type LeaseActor = 'RENTER' | 'LENDER' | 'SYSTEM' | 'PARTNER' | 'STEAM';

/** A new lease's row (a rent): everything but what the table and the money give. */
export type NewLease = Omit<
  Prisma.LeaseUncheckedCreateInput,
  'status' | 'closedAt' | 'version' | 'steps' | 'deadlineAt' | 'heldCents' | 'heldFromDepositCents' | 'lenderIncomeCents' | 'feeCents'
>;

/** The columns a step may bring besides what the table writes. */
export type LeaseFields = Partial<
  Pick<
    Prisma.LeaseUncheckedUpdateInput,
    | 'deliveryOfferId'
    | 'deliveryTradeId'
    | 'renterAssetId'
    | 'renterSteamId'
    | 'returnOfferId'
    | 'returnTradeId'
    | 'startedAt'
    | 'endsAt'
    | 'returnRequestedAt'
    | 'returnedAt'
    | 'days'
    | 'rentCents'
  >
>;

/** A locked lease as the writer reads it. */
export type LockedLease = LeaseMoneyRow & {
  id: string;
  leaseListingId: string;
  status: LeaseState;
  version: number;
  endsAt: Date | null;
  deadlineAt: Date | null;
};

export type LeaseTransitionDeps = {
  money: LeaseMoneyMover;
  events: EventLog;
  settings: LeaseSettings & { paymentMs: number; shipmentMs: number; receiptMs: number };
};

export type LeaseRent = {
  event: 'RENT_ALIPAY' | 'RENT_BALANCE';
  lease: NewLease & { createdAt: Date; buyoutPriceCents: number | null };
  actor: LeaseActor;
};

export type LeaseTransition =
  | LeaseRent
  | {
      event: Exclude<LeaseEvent, 'RENT_ALIPAY' | 'RENT_BALANCE'>;
      lease: LockedLease;
      actor: LeaseActor;
      at: Date;
      fields?: LeaseFields;
      /** SET and ADD: the amount held; `paid`: it came from an Alipay payment */
      amount?: number;
      paid?: boolean;
      /** what the step shows in the history: { days, rentCents, … } */
      detail?: Record<string, string | number | null>;
      /** a partner app's renewal or buyout: the money it adds, which the app's daily limits count */
      commitment?: LeaseCommitment;
    };

/** What a partner's step adds to the money its app committed today (PartnerCommitments). */
export type LeaseCommitment = { partnerAppId: string; addedCents: number };

/** Protection of a trade, in lease days (the item cannot move on, and the trade can be reversed, until they pass). */
const PROTECTION_DAYS = 7;

function deadlineOf(deadline: LeaseDeadline, at: Date, endsAt: Date | null, settings: LeaseTransitionDeps['settings'], kept: Date | null): Date | null {
  const after = (ms: number) => new Date(at.getTime() + ms);
  switch (deadline) {
    case 'PAYMENT':
      return after(settings.paymentMs);
    case 'SHIPMENT':
      return after(settings.shipmentMs);
    case 'RECEIPT':
      return after(settings.receiptMs);
    case 'END':
      return endsAt;
    case 'GRACE':
      return endsAt && new Date(Math.max(endsAt.getTime(), at.getTime()) + settings.graceMs);
    case 'PROTECTION':
      return after(PROTECTION_DAYS * settings.dayMs);
    case 'KEEP':
      return kept;
    case 'CLEAR':
      return null;
  }
}

/** Applies `transition` (see the top of this file); answers the lease's id, its new state and version. Throws when the row moved meanwhile. */
export async function applyLeaseTransition(
  tx: Tx,
  deps: LeaseTransitionDeps,
  transition: LeaseTransition,
): Promise<{ id: string; status: LeaseState; version: number }> {
  const row = LEASE_TRANSITIONS[transition.event];
  if ('createdAt' in transition.lease) {
    const { lease } = transition;
    const at = lease.createdAt;
    const created = await tx.lease.create({
      data: { ...lease, status: row.to, deadlineAt: deadlineOf(row.deadline, at, null, deps.settings, null), heldCents: 0, heldFromDepositCents: 0 },
      select: { id: true },
    });
    let money: LeaseMoneyChange = { heldCents: 0, heldFromDepositCents: 0 };
    if (row.held === 'SET') {
      money = await deps.money.apply(tx, { ...lease, heldCents: 0, heldFromDepositCents: 0, startedAt: null, returnRequestedAt: null }, 'SET', at, {
        amount: lease.rentCents + lease.depositCents,
      });
      await tx.lease.update({ where: { id: created.id }, data: { heldCents: money.heldCents, heldFromDepositCents: money.heldFromDepositCents } });
    }
    if (row.listing !== 'KEEP') await moveLeaseListings(tx, [lease.leaseListingId], ['ON_LEASE'], row.listing, at);
    await record(
      tx,
      deps,
      { id: created.id, leaseNo: lease.leaseNo, renterId: lease.renterId, lenderId: lease.lenderId },
      transition.event,
      null,
      row.to,
      transition.actor,
      at,
      {
        days: lease.days,
        rentCents: lease.rentCents,
        depositCents: lease.depositCents,
      },
      lease.partnerAppId ? { partnerAppId: lease.partnerAppId, addedCents: lease.rentCents + lease.depositCents } : undefined,
    );
    return { id: created.id, status: row.to, version: 0 };
  }

  if (!('at' in transition)) throw new Error(`lease: ${transition.event} creates no lease`);
  const { lease, at } = transition;
  if (!row.from.includes(lease.status)) throw new Error(`lease ${lease.leaseNo}: ${transition.event} does not apply to ${lease.status}`);
  const fields = transition.fields ?? {};
  // a step that brings the start, the end or the days counts the money and the deadline with them
  const endsAt = fields.endsAt instanceof Date ? fields.endsAt : lease.endsAt;
  const withFields: LeaseMoneyRow = {
    ...lease,
    ...(typeof fields.days === 'number' && { days: fields.days }),
    ...(typeof fields.rentCents === 'number' && { rentCents: fields.rentCents }),
    ...(fields.startedAt instanceof Date && { startedAt: fields.startedAt }),
    ...(fields.returnRequestedAt instanceof Date && { returnRequestedAt: fields.returnRequestedAt }),
  };
  const money = await deps.money.apply(tx, withFields, row.held, at, {
    amount: transition.amount,
    paid: transition.paid,
    part: transition.detail?.part?.toString(),
  });
  const version = lease.version + 1;
  const changed = await tx.lease.updateMany({
    where: { id: lease.id, status: { in: [...row.from] }, version: lease.version },
    data: {
      ...fields,
      status: row.to,
      heldCents: money.heldCents,
      heldFromDepositCents: money.heldFromDepositCents,
      ...(money.lenderIncomeCents !== undefined && { lenderIncomeCents: money.lenderIncomeCents, feeCents: money.feeCents }),
      deadlineAt: deadlineOf(row.deadline, at, endsAt, deps.settings, lease.deadlineAt),
      ...(row.closedAt === 'SET' && { closedAt: at }),
      version,
      updatedAt: at,
    },
  });
  if (changed.count === 0) throw new Error(`lease ${lease.leaseNo}: ${transition.event} found it moved (version ${lease.version})`);
  if (row.listing !== 'KEEP') {
    // back for rent only while the lender can still deliver it; otherwise the listing ends
    const listing = row.listing === 'ON_LEASE' && !(await leaseListingStillOfferable(tx, lease.leaseListingId)) ? 'DELISTED' : row.listing;
    await moveLeaseListings(tx, [lease.leaseListingId], listing === 'ON_LEASE' ? ['LEASED'] : ['LEASED', 'ON_LEASE'], listing, at);
  }
  await record(tx, deps, lease, transition.event, lease.status, row.to, transition.actor, at, transition.detail ?? {}, transition.commitment);
  return { id: lease.id, status: row.to, version };
}

async function record(
  tx: Tx,
  deps: LeaseTransitionDeps,
  lease: { id: string; leaseNo: string; renterId: string; lenderId: string },
  event: LeaseEvent,
  from: LeaseState | null,
  to: LeaseState,
  actor: LeaseActor,
  at: Date,
  detail: Record<string, string | number | null>,
  commitment?: LeaseCommitment,
): Promise<void> {
  await tx.leaseStep.create({
    data: {
      leaseId: lease.id,
      event,
      fromStatus: from,
      toStatus: to,
      actor,
      detail,
      createdAt: at,
      ...(commitment && { partnerAppId: commitment.partnerAppId, addedCents: commitment.addedCents }),
    },
  });
  await deps.events.append(tx, [
    {
      type: 'lease.changed',
      aggregateId: lease.id,
      audience: [lease.renterId, lease.lenderId],
      payload: { leaseId: lease.id, leaseNo: lease.leaseNo, event, actor, from, to },
    },
  ]);
}
