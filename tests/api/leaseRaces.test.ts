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
// Each of the last three races plays one round in each order and one left to chance, so both outcomes
// and the money of each are checked every run. On PostgreSQL the order is forced while both calls are
// in flight (inLockOrder: a side transaction holds the lease's row lock until the first call and then
// the second are seen waiting for it); on PGlite the second call starts once the first is done.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import type { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { boundBuyer } from '../helpers/orders.ts';
import { leaseListingOf, boundLender, rent, TEST_ASK } from '../helpers/leases.ts';
import { type LeaseParty, leaseOf, type RentedLease, rentedLease, viewerOf } from '../helpers/rentedLeases.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import { LEASE_DAY_MS, leaseFee, moneyOf, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { expectLedgerSound, fundDeposit } from '../helpers/wallet.ts';

const DAY = LEASE_DAY_MS;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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

/** Sessions of the test's database waiting for a lease's row lock now (PostgreSQL), by the statement LeaseLife.lock sends. */
async function waitingForLeaseLock(): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'SELECT id FROM leases WHERE id = % FOR UPDATE'`;
  return row.count;
}

/** Waits until more than `count` sessions wait for a lease's lock, or `call` is over (it never needed the lock); answers how many wait. */
async function queuedPast(count: number, call: Promise<unknown>): Promise<number> {
  let over = false;
  void call.then(
    () => (over = true),
    () => (over = true),
  );
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(2)) {
    const waiting = await waitingForLeaseLock();
    if (waiting > count || over) return waiting;
  }
  throw new Error('the racing call never reached the lease');
}

/**
 * Two racing calls on one lease, `first` taking the lease's row lock before `second` (each call
 * answers its outcome, never throws). On PostgreSQL a side transaction holds the lock; `first` starts
 * and is seen waiting for it, then `second` starts and is seen waiting too, and the lock is let go:
 * both were in flight (each had read the lease) before either moved it, and they move it in that
 * order. On PGlite, whose one connection runs one transaction at a time (a held lock would stop both),
 * `second` starts once `first` is done.
 */
async function inLockOrder<A, B>(leaseId: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (!onPostgres) {
    const firstDone = await first();
    return [firstDone, await second()];
  }
  let letGo!: () => void;
  const lettingGo = new Promise<void>((resolve) => (letGo = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM leases WHERE id = ${leaseId} FOR UPDATE`;
      locked();
      await lettingGo;
    },
    { maxAttempts: 1, timeout: 30_000 },
  );
  await isLocked;
  let calls: [Promise<A>, Promise<B>] | undefined;
  try {
    const before = await waitingForLeaseLock();
    const firstCall = first();
    const queued = await queuedPast(before, firstCall);
    const secondCall = second();
    calls = [firstCall, secondCall];
    await queuedPast(queued, secondCall);
  } finally {
    letGo();
    await holder;
  }
  return Promise.all(calls);
}

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
    for (const order of ['return first', 'job first', 'at once'] as const) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 8 } });
      const paid = lease.rentCents + lease.terms.depositCents;
      const before = { renter: await moneyOf(renter.userId), lender: await moneyOf(lender.userId) };
      // overdue at the end; the clock then stands exactly at the grace's end with its job not yet run
      await pass(8 * DAY);
      const overdue = await leaseOf(lease.leaseId);
      expect(overdue.status).toBe('OVERDUE');
      clock.advance(overdue.deadlineAt!.getTime() - clock.now().getTime());
      const viewer = await viewerOf(api, renter);
      const asking = () => outcome(api.app.services.leaseAfter.requestReturn(viewer, lease.leaseNo));
      const running = () => api.jobs.runDue();
      const returned =
        order === 'return first'
          ? (await inLockOrder(lease.leaseId, asking, running))[0]
          : order === 'job first'
            ? (await inLockOrder(lease.leaseId, running, asking))[1]
            : (await Promise.all([asking(), running()]))[0];
      await api.jobs.runDue();
      const after = await leaseOf(lease.leaseId);
      if (order !== 'at once') expect({ order, status: after.status }).toEqual({ order, status: order === 'return first' ? 'RETURNING' : 'DEFAULTED' });
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
    console.log(`return vs the grace's end (return first, job first, at once): ${outcomes.join(', ')}`);
    expect(outcomes).toEqual(expect.arrayContaining(['RETURNING', 'DEFAULTED']));
    await expectLedgerSound();
  });

  it('a buyout and a return of one lease at once: exactly one of them, paid once', async () => {
    const { lender, renter } = await parties();
    const outcomes: string[] = [];
    for (const order of ['buyout first', 'return first', 'at once'] as const) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 10, buyoutPriceCents: 15_000, depositCents: 10_000 } });
      await fundDeposit(renter.userId, 5_000);
      const paid = lease.rentCents + lease.terms.depositCents;
      await pass(8 * DAY);
      const before = { renter: await moneyOf(renter.userId), lender: await moneyOf(lender.userId) };
      const viewer = await viewerOf(api, renter);
      const returning = () => outcome(api.app.services.leaseAfter.requestReturn(viewer, lease.leaseNo));
      const buying = () => outcome(api.app.services.leaseAfter.buyout(viewer, lease.leaseNo));
      const [returned, bought] =
        order === 'buyout first'
          ? (await inLockOrder(lease.leaseId, buying, returning)).reverse()
          : order === 'return first'
            ? await inLockOrder(lease.leaseId, returning, buying)
            : await Promise.all([returning(), buying()]);
      expect([returned, bought].filter((code) => code === null)).toHaveLength(1);
      expect(returned ?? bought).toBe('LEASE_NOT_ACTIONABLE');
      const after = await leaseOf(lease.leaseId);
      if (order !== 'at once') expect({ order, status: after.status }).toEqual({ order, status: order === 'buyout first' ? 'BOUGHT_OUT' : 'RETURNING' });
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
    console.log(`buyout vs return (buyout first, return first, at once): ${outcomes.join(', ')}`);
    expect(outcomes).toEqual(expect.arrayContaining(['BOUGHT_OUT', 'RETURNING']));
    await expectLedgerSound();
  });

  it('a renewal asked just before the end while the end passes: renewed or overdue, never both', async () => {
    const { lender, renter } = await parties();
    const outcomes: string[] = [];
    for (const order of ['renewal first', 'end first', 'at once'] as const) {
      const lease = await rentedLease(api, { lender, renter, terms: { days: 8 } });
      await fundDeposit(renter.userId, 500);
      const paid = lease.rentCents + lease.terms.depositCents;
      await pass(8 * DAY - DAY);
      const end = lease.endsAt.getTime();
      clock.advance(end - 1 - clock.now().getTime());
      const before = await moneyOf(renter.userId);
      const viewer = await viewerOf(api, renter);
      // the renewal reads the clock a millisecond before the end (when it is asked); the end's job runs at the end
      const renewing = () => outcome(api.app.services.leaseAfter.renew(viewer, lease.leaseNo, 5));
      let renewed: string | null;
      if (order === 'renewal first') {
        [renewed] = await inLockOrder(lease.leaseId, renewing, () => {
          clock.advance(1);
          return api.jobs.runDue();
        });
      } else if (order === 'end first') {
        // the renewal is asked a millisecond before the end but reaches the lease after the end's job
        // (the clock is turned back only while the renewal reads it, synchronously)
        [, renewed] = await inLockOrder(
          lease.leaseId,
          () => {
            clock.advance(1);
            return api.jobs.runDue();
          },
          () => {
            clock.set(new Date(end - 1));
            const asked = renewing();
            clock.set(new Date(end));
            return asked;
          },
        );
      } else {
        const asked = renewing();
        clock.advance(1);
        [renewed] = await Promise.all([asked, api.jobs.runDue()]);
      }
      expect(clock.now().getTime()).toBe(end);
      await api.jobs.runDue();
      const after = await leaseOf(lease.leaseId);
      if (order !== 'at once') expect({ order, status: after.status }).toEqual({ order, status: order === 'renewal first' ? 'RENTING' : 'OVERDUE' });
      const events = (await db().leaseStep.findMany({ where: { leaseId: lease.leaseId }, select: { event: true } })).map((step) => step.event);
      if (renewed === null) {
        const endsAt = new Date(end + 5 * DAY);
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
    console.log(`renewal vs the end (renewal first, end first, at once): ${outcomes.join(', ')}`);
    expect(outcomes).toEqual(expect.arrayContaining(['RENTING', 'OVERDUE']));
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
