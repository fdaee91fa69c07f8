// A whole lease through the faces its parties use, on lease days of a minute (LEASE_DAY_SECONDS=60):
// rented over REST from the balance, delivered by a robot account, renewed over REST, returned too
// early over GraphQL (refused, naming the first day) and then over REST from day 8, back with the
// lender, and completed when the return's protection ends, both parties' money as the rules say; and
// a buyout over GraphQL. The actions a lease answers are the ones its renter may take at that moment.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { LEASE_DAY_MS as LEASE_DAY, leaseFee, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import { boundLender, leaseListingOf, rent } from '../helpers/leases.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { boundBuyer } from '../helpers/orders.ts';
import type { SignedInUser } from '../helpers/testApp.ts';
import { balances, expectLedgerSound } from '../helpers/wallet.ts';

const SECOND = 1_000;
const ASK = { dailyRentCents: 100, longDailyRentCents: null, depositCents: 10_000, maxDays: 30, buyoutPriceCents: 15_000 } as const;

const app = useLeaseTestApp();
beforeAll(() => seedMarketFixtures());
afterEach(expectLedgerSound);

/** Moves the clock by `ms` at once and runs what became due. */
const advance = (ms: number) => app.pass(ms, ms);

const cookie = (user: Pick<SignedInUser, 'token'>) => ({ cookie: `Authorization=${user.token}` });
const read = async (leaseNo: string, user: Pick<SignedInUser, 'token'>) => (await app.api.call('GET', `/web/lease/${leaseNo}`, { token: user.token })).body;
const act = (leaseNo: string, action: 'renew' | 'return' | 'buyout', user: Pick<SignedInUser, 'token'>, body?: object) =>
  app.api.call('POST', `/web/lease/${leaseNo}/${action}`, { token: user.token, body });
const ACT = (name: string) =>
  `mutation($no: String!) { ${name}(input: { leaseNo: $no }) { __typename ... on Error { code message } ... on LeasePayload { lease { status actions } } } }`;

/** A robot lender's item rented for `days` from the renter's balance and delivered: RENTING. */
async function renting(days: number) {
  const lender = await boundLender(app.api, { robot: true });
  const listing = await leaseListingOf(app.api, lender, { ask: ASK });
  const renter = await boundBuyer(app.api, 60_000);
  const rented = await rent(app.api, renter, { leaseListingId: listing.id, days });
  expect(rented.body).toMatchObject({ code: 0, data: { status: 'AWAITING_DELIVERY' } });
  const leaseNo = rented.body.data.leaseNo as string;
  await app.api.jobs.runDue();
  await advance(5 * SECOND);
  expect(await read(leaseNo, renter)).toMatchObject({ code: 0, data: { status: 'RENTING' } });
  return { lender, renter, leaseNo };
}

describe('a lease from rent to completion', () => {
  it('is renewed, refused a return before day 8, returned, protected and completed: the lender gets the rent of the days used less the fee', async () => {
    const { lender, renter, leaseNo } = await renting(8);
    const before = { renter: await balances(renter.userId), lender: await balances(lender.userId) };
    expect(before.renter.held).toBe(BigInt(8 * 100 + ASK.depositCents));
    expect((await read(leaseNo, renter)).data.actions).toEqual(['renew', 'buyout']);
    expect((await read(leaseNo, lender)).data.actions).toEqual([]);

    const renewed = await act(leaseNo, 'renew', renter, { days: 2 });
    expect(renewed.body).toMatchObject({ code: 0, data: { status: 'RENTING', days: 10, rent: 1_000 } });
    expect((await balances(renter.userId)).held).toBe(before.renter.held + 200n);
    // only the renter renews
    expect((await act(leaseNo, 'renew', lender, { days: 1 })).body.code).not.toBe(0);

    const early = await app.api.graphql<any>(ACT('returnLease'), { no: leaseNo }, cookie(renter));
    expect(early.data.returnLease).toMatchObject({ __typename: 'BaseError', code: 'LEASE_RETURN_TOO_EARLY', message: expect.stringContaining('第 8 天') });
    expect((await db().lease.findUniqueOrThrow({ where: { leaseNo } })).status).toBe('RENTING');

    // day 8: the item's trade protection is over
    await advance(7 * LEASE_DAY);
    expect((await read(leaseNo, renter)).data.actions).toEqual(['renew', 'return', 'buyout']);
    const returning = await act(leaseNo, 'return', renter);
    expect(returning.body).toMatchObject({ code: 0, data: { status: 'RETURNING', actions: [] } });
    await app.api.jobs.runDue();
    await advance(5 * SECOND);
    expect(await read(leaseNo, lender)).toMatchObject({ code: 0, data: { status: 'RETURN_PROTECTED' } });

    await advance(7 * LEASE_DAY + 5 * SECOND);
    const completed = await read(leaseNo, renter);
    expect(completed.data.status).toBe('COMPLETED');
    // 8 lease days begun (the least a return pays) of 10 paid
    const rentUsed = Math.floor((1_000 * 8) / 10);
    const fee = leaseFee(rentUsed);
    const after = { renter: await balances(renter.userId), lender: await balances(lender.userId) };
    expect(after.lender.withdrawable - before.lender.withdrawable).toBe(BigInt(rentUsed - fee));
    expect(after.renter.held).toBe(0n);
    expect(after.renter.deposit + after.renter.withdrawable).toBe(before.renter.deposit + before.renter.withdrawable + before.renter.held - BigInt(rentUsed));
  });

  it('is bought out over GraphQL: the renter pays the buyout price less the deposit and keeps the item', async () => {
    const { lender, renter, leaseNo } = await renting(8);
    const before = { renter: await balances(renter.userId), lender: await balances(lender.userId) };
    const stranger = await boundBuyer(app.api, 0);
    expect((await app.api.graphql<any>(ACT('buyoutLease'), { no: leaseNo }, cookie(stranger))).data.buyoutLease.__typename).toMatch(/NotFoundError|AppError/);

    const bought = await app.api.graphql<any>(ACT('buyoutLease'), { no: leaseNo }, cookie(renter));
    expect(bought.errors).toBeUndefined();
    expect(bought.data.buyoutLease).toMatchObject({ __typename: 'LeasePayload', lease: { status: 'BOUGHT_OUT', actions: [] } });
    const after = { renter: await balances(renter.userId), lender: await balances(lender.userId) };
    // one lease day begun: its rent, and the buyout price, less the fee
    const gross = ASK.buyoutPriceCents + Math.floor((800 * 1) / 8);
    expect(after.lender.withdrawable - before.lender.withdrawable).toBe(BigInt(gross - leaseFee(gross)));
    expect(after.renter.held).toBe(0n);
    const spent = before.renter.deposit + before.renter.withdrawable + before.renter.held - (after.renter.deposit + after.renter.withdrawable);
    expect(spent).toBe(BigInt(gross));
  });
});
