// Leases under contention, meant for PostgreSQL (TEST_DATABASE_URL), where the racing requests and jobs
// really run at once; on PGlite (one connection) they queue and the same rules must hold. Lease days
// of a minute (LEASE_DAY_SECONDS=60, the grace a lease day). Each race has exactly one outcome, the
// money is where that outcome puts it (the renter's and the lender's balances, the platform's fees),
// nothing is released or paid twice, and the ledger's invariants hold:
// - many renters for one listing: one lease, every other renter refused with their balance untouched;
// - the return asked at the very moment the grace ends, while the deadline job runs: returned or
//   defaulted, never both;
// - a buyout and a return of one lease at once: one of them;
// - a renewal asked just before the end while the end's job runs just after it: renewed (the end
//   moved, the added rent held) or overdue (nothing held more), never both.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { boundBuyer } from '../helpers/orders.ts';
import { leaseListingOf, boundLender, rent, TEST_ASK } from '../helpers/leases.ts';
import { type LeaseParty, leaseOf, type RentedLease, rentedLease, viewerOf } from '../helpers/rentedLeases.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { LEASE_DAY_MS, leaseFee, moneyOf, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { expectLedgerSound, fundDeposit } from '../helpers/wallet.ts';

const DAY = LEASE_DAY_MS;
/** leases raced in each test: on PostgreSQL the winner differs from one to the next */
const ROUNDS = 3;

const suite = useLeaseTestApp();
let api: TestApp;
let clock: ControlledClock;
beforeAll(() => {
  ({ api, clock } = suite);
});

/** The lease's money left its hold at most once: one release (to the deposit and to withdrawable at most), one payment of each kind to the lender. */
async function expectMovedOnce(leaseNo: string) {
  const moves = await db().ledgerTransfer.findMany({
    where: { referenceType: 'LEASE', referenceId: leaseNo, kind: { in: ['HOLD_RELEASE', 'RENT', 'DEPOSIT_CAPTURE', 'BUYOUT', 'FEE'] } },
    select: { kind: true, creditAccountId: true },
  });
  const counts = new Map<string, number>();
  for (const move of moves) counts.set(`${move.kind} ${move.creditAccountId}`, (counts.get(`${move.kind} ${move.creditAccountId}`) ?? 0) + 1);
  for (const [move, times] of counts) expect({ move, times }).toEqual({ move, times: 1 });
}

/** Answers null when the promise fulfils, else the refusal's code. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string }) => error.code ?? String(error),
  );

/** Runs `work` after `ms` real milliseconds. */
const later = <T>(ms: number, work: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, ms)).then(work);

const { pass } = suite;

/** A lender with items and a renter with plenty of money, for several leases between them. */
async function parties(): Promise<{ lender: LeaseParty; renter: LeaseParty }> {
  const lender = await signedInSeller(api, { prefix: 'lender', inventorySize: 6 });
  const renter = await signedInSeller(api, { prefix: 'renter', inventorySize: 0 });
  return { lender, renter };
}

describe(`leases under contention (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('many renters for one listing at once: exactly one lease; every other renter refused, their balance untouched', async () => {
    const total = 10 * TEST_ASK.dailyRentCents + TEST_ASK.depositCents;
    const lender = await boundLender(api, { robot: true });
    const listing = await leaseListingOf(api, lender);
    const renters = [];
    for (let index = 0; index < 8; index += 1) renters.push(await boundBuyer(api, total));
    const replies = await Promise.all(renters.map((renter) => rent(api, renter, { leaseListingId: listing.id, days: 10 }, randomUUID())));
    expect(replies.filter((reply) => reply.status >= 500)).toEqual([]);
    const won = replies.filter((reply) => reply.body.code === 0);
    expect(won).toHaveLength(1);
    for (const reply of replies.filter((each) => each.body.code !== 0))
      expect(reply.body).toMatchObject({ code: 409, msg: expect.stringContaining('该饰品当前不可租') });
    const leases = await db().lease.findMany({ where: { leaseListingId: listing.id } });
    expect(leases).toHaveLength(1);
    const winner = renters[replies.findIndex((reply) => reply.body.code === 0)];
    expect(leases[0]).toMatchObject({ renterId: winner.userId, status: 'AWAITING_DELIVERY', heldCents: total });
    for (const renter of renters) {
      expect(await moneyOf(renter.userId)).toEqual(
        renter === winner ? { deposit: 0, withdrawable: 0, held: total } : { deposit: total, withdrawable: 0, held: 0 },
      );
    }
    expect((await db().leaseListing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('LEASED');
    await expectLedgerSound();
  });

  it('a return asked the moment the grace ends, while the deadline job runs: returned or defaulted, never both', async () => {
    const { lender, renter } = await parties();
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 8 } });
      const paid = lease.rentCents + lease.terms.depositCents;
      const before = { renter: await moneyOf(renter.userId), lender: await moneyOf(lender.userId) };
      // overdue at the end; the clock then stands exactly at the grace's end with its job not yet run
      await pass(8 * DAY);
      const overdue = await leaseOf(lease.leaseId);
      expect(overdue.status).toBe('OVERDUE');
      clock.advance(overdue.deadlineAt!.getTime() - clock.now().getTime());
      const viewer = await viewerOf(api, renter);
      // every other round the job gets a head start
      const asking = () => outcome(api.app.services.leaseAfter.requestReturn(viewer, lease.leaseNo));
      const [returned] = await Promise.all([round % 2 === 0 ? asking() : later(20, asking), api.jobs.runDue()]);
      await api.jobs.runDue();
      const after = await leaseOf(lease.leaseId);
      if (returned === null) {
        // the return came first: no deadline runs while it is on its way, nothing was paid
        expect(after).toMatchObject({ status: 'RETURNING', deadlineAt: null, heldCents: paid, lenderIncomeCents: 0 });
        expect(await moneyOf(lender.userId)).toEqual(before.lender);
        expect(await moneyOf(renter.userId)).toEqual(before.renter);
      } else {
        expect(returned).toBe('LEASE_NOT_ACTIONABLE');
        expect(after).toMatchObject({ status: 'DEFAULTED', heldCents: 0, lenderIncomeCents: paid - leaseFee(paid), feeCents: leaseFee(paid) });
        expect(await moneyOf(lender.userId)).toEqual({ ...before.lender, withdrawable: before.lender.withdrawable + paid - leaseFee(paid) });
        expect(await moneyOf(renter.userId)).toEqual({ ...before.renter, held: before.renter.held - paid });
      }
      const events = (await db().leaseStep.findMany({ where: { leaseId: lease.leaseId }, select: { event: true } })).map((step) => step.event);
      expect(events.includes('GRACE_PASSED')).toBe(returned !== null);
      expect(events.includes('RETURN_REQUESTED')).toBe(returned === null);
      await expectMovedOnce(lease.leaseNo);
      outcomes.push(after.status);
      // a returning lease is taken back by its lender's account before the next round (its protection then runs out)
      if (after.status === 'RETURNING') await settleReturn(lease);
    }
    console.log(`return vs the grace's end: ${outcomes.join(', ')}`);
    await expectLedgerSound();
  });

  it('a buyout and a return of one lease at once: exactly one of them, paid once', async () => {
    const { lender, renter } = await parties();
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 10, buyoutPriceCents: 15_000, depositCents: 10_000 } });
      await fundDeposit(renter.userId, 5_000);
      const paid = lease.rentCents + lease.terms.depositCents;
      await pass(8 * DAY);
      const before = { renter: await moneyOf(renter.userId), lender: await moneyOf(lender.userId) };
      const viewer = await viewerOf(api, renter);
      const [returned, bought] = await Promise.all([
        outcome(api.app.services.leaseAfter.requestReturn(viewer, lease.leaseNo)),
        outcome(api.app.services.leaseAfter.buyout(viewer, lease.leaseNo)),
      ]);
      expect([returned, bought].filter((code) => code === null)).toHaveLength(1);
      expect(returned ?? bought).toBe('LEASE_NOT_ACTIONABLE');
      const after = await leaseOf(lease.leaseId);
      if (bought === null) {
        // 8 days begun of 10 at ¥1, and the ¥150 buyout; the ¥50 more came from the deposit balance
        const gross = 15_000 + 800;
        expect(after).toMatchObject({ status: 'BOUGHT_OUT', heldCents: 0, lenderIncomeCents: gross - leaseFee(gross), feeCents: leaseFee(gross) });
        expect(await moneyOf(lender.userId)).toEqual({ ...before.lender, withdrawable: before.lender.withdrawable + gross - leaseFee(gross) });
        expect(await moneyOf(renter.userId)).toEqual({
          deposit: before.renter.deposit - 5_000 + (paid + 5_000 - gross),
          withdrawable: before.renter.withdrawable,
          held: before.renter.held - paid,
        });
      } else {
        expect(after).toMatchObject({ status: 'RETURNING', heldCents: paid, lenderIncomeCents: 0 });
        expect(await moneyOf(renter.userId)).toEqual(before.renter);
        expect(await moneyOf(lender.userId)).toEqual(before.lender);
      }
      await expectMovedOnce(lease.leaseNo);
      outcomes.push(after.status);
      if (after.status === 'RETURNING') await settleReturn(lease);
    }
    console.log(`buyout vs return: ${outcomes.join(', ')}`);
    await expectLedgerSound();
  });

  it('a renewal asked just before the end while the end passes: renewed or overdue, never both', async () => {
    const { lender, renter } = await parties();
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 8 } });
      await fundDeposit(renter.userId, 500);
      const paid = lease.rentCents + lease.terms.depositCents;
      await pass(8 * DAY - DAY);
      clock.advance(lease.endsAt.getTime() - 1 - clock.now().getTime());
      const before = await moneyOf(renter.userId);
      // the renewal reads the clock a millisecond before the end; the end's job runs at the end
      const renewing = outcome(api.app.services.leaseAfter.renew(await viewerOf(api, renter), lease.leaseNo, 5));
      clock.advance(1);
      const [renewed] = await Promise.all([renewing, api.jobs.runDue()]);
      await api.jobs.runDue();
      const after = await leaseOf(lease.leaseId);
      const events = (await db().leaseStep.findMany({ where: { leaseId: lease.leaseId }, select: { event: true } })).map((step) => step.event);
      if (renewed === null) {
        const endsAt = new Date(lease.endsAt.getTime() + 5 * DAY);
        expect(after).toMatchObject({ status: 'RENTING', days: 13, rentCents: 1_300, heldCents: paid + 500, endsAt, deadlineAt: endsAt });
        expect(await moneyOf(renter.userId)).toEqual({ ...before, deposit: before.deposit - 500, held: before.held + 500 });
        expect(events).not.toContain('END_PASSED');
      } else {
        expect(renewed).toBe('LEASE_NOT_ACTIONABLE');
        expect(after).toMatchObject({ status: 'OVERDUE', days: 8, heldCents: paid, endsAt: lease.endsAt });
        expect(await moneyOf(renter.userId)).toEqual(before);
        expect(events).not.toContain('RENEWED');
      }
      await expectMovedOnce(lease.leaseNo);
      outcomes.push(after.status);
      // the lease ends (defaulted after its grace) before the next round
      await pass(15 * DAY);
      expect((await leaseOf(lease.leaseId)).status).toBe('DEFAULTED');
    }
    console.log(`renewal vs the end: ${outcomes.join(', ')}`);
    await expectLedgerSound();
  });
});

/** The lender's account takes a returning lease back and its protection runs out: COMPLETED. */
async function settleReturn(lease: RentedLease) {
  await api.steam.setBehaviour(lease.lender.steam.steamId, 'ACCEPT', { reactionSeconds: 5 });
  await api.jobs.runDue();
  for (let second = 0; second < 30 && (await leaseOf(lease.leaseId)).status === 'RETURNING'; second += 5) {
    clock.advance(5_000);
    await api.jobs.runDue();
  }
  await pass(8 * DAY);
  expect((await leaseOf(lease.leaseId)).status).toBe('COMPLETED');
}
