// Renewing (续租) and buying out (买断) a running lease, and a lease left overdue, as its parties meet
// them on lease days of a minute (LEASE_DAY_SECONDS=60, the grace a lease day): a renewal holds the
// added rent (the long rent over 21 days may add nothing) and moves the end, within the listing's most
// days, by the renter only, after a fresh verification, before the end; a buyout pays the buyout price
// less the deposit more and pays the lender the buyout and the rent of the days used, the item staying
// with the renter as an ordinary item; the end makes the lease overdue (the renter told at once and
// half-way through the grace) and the grace's end defaults it (deposit and rent to the lender less the
// fee, the item the renter's). The grace is LEASE_GRACE_HOURS hours of a lease day: an app of its own
// with 12 of them defaults a lease half a lease day after its end. Balances, the platform's fees and
// the ledger are checked after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database, db } from '../../api/db/client.ts';
import { translate } from '../../api/i18n/messages.ts';
import { StepUpRequiredError } from '../../api/session/viewer.ts';
import { leaseOf, rentedLease, viewerOf } from '../helpers/rentedLeases.ts';
import { LEASE_DAY_MS, leaseFee, leaseFeesOf, leaseMessagesOf, moneyOf, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { expectLedgerSound, fundDeposit } from '../helpers/wallet.ts';

const DAY = LEASE_DAY_MS;

const suite = useLeaseTestApp();
let api: TestApp;
beforeAll(() => {
  ({ api } = suite);
});

const { pass } = suite;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { code?: string; messageKey?: string; params?: Record<string, string | number> },
  );

describe('renewing a lease', () => {
  it('holds the added rent and moves the end, within the most days, by the renter only, verified, before the end', async () => {
    // ¥1 a day, ¥0.80 a day over 21 days, at most 30 days; 10 days rented
    const lease = await rentedLease(api, { terms: { dailyRentCents: 100, longDailyRentCents: 80, maxDays: 30, days: 10 } });
    const { renter, lender } = lease;
    const after = api.app.services.leaseAfter;
    await fundDeposit(renter.userId, 2_000);

    // refusals change nothing
    expect(await refusal(after.renew(await viewerOf(api, renter, { verified: false }), lease.leaseNo, 5))).toBeInstanceOf(StepUpRequiredError);
    expect(await refusal(after.renew(await viewerOf(api, lender), lease.leaseNo, 5))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(after.renew(await viewerOf(api, renter), lease.leaseNo, 0))).toMatchObject({
      code: 'VALIDATION',
      messageKey: 'leaseAfter.renewDaysInvalid',
    });
    const tooLong = await refusal(after.renew(await viewerOf(api, renter), lease.leaseNo, 21));
    expect(tooLong).toMatchObject({ code: 'LEASE_RENEWAL_TOO_LONG', params: { max: 30, left: 20 } });
    expect(translate('zh', tooLong!.messageKey as never, tooLong!.params)).toBe('续租后总租期不能超过 30 天，最多还能续租 20 天');
    expect(await leaseOf(lease.leaseId)).toMatchObject({ days: 10, rentCents: 1_000, endsAt: lease.endsAt, heldCents: 11_000 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 2_000, withdrawable: 0, held: 11_000 });

    // 5 more days at ¥1
    const renewed = await after.renew(await viewerOf(api, renter), lease.leaseNo, 5);
    const endsAt = new Date(lease.endsAt.getTime() + 5 * DAY);
    expect(renewed).toMatchObject({ leaseNo: lease.leaseNo, status: 'RENTING', days: 15, rentCents: 1_500, addedRentCents: 500, endsAt });
    expect(await leaseOf(lease.leaseId)).toMatchObject({ days: 15, rentCents: 1_500, endsAt, deadlineAt: endsAt, heldCents: 11_500 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 1_500, withdrawable: 0, held: 11_500 });

    // 10 more: 25 days, every day at the long rent: ¥20 for them all, ¥5 more
    expect(await after.renew(await viewerOf(api, renter), lease.leaseNo, 10)).toMatchObject({ days: 25, rentCents: 2_000, addedRentCents: 500 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 1_000, withdrawable: 0, held: 12_000 });
    // 6 more would be 31 days
    expect(await refusal(after.renew(await viewerOf(api, renter), lease.leaseNo, 6))).toMatchObject({ params: { max: 30, left: 5 } });

    // each renewal held under its own key
    const holds = await db().ledgerTransfer.findMany({ where: { referenceType: 'LEASE', referenceId: lease.leaseNo, kind: 'HOLD' } });
    expect(holds.map((hold) => hold.idempotencyKey.replace(/:deposit$/, '')).sort()).toEqual([
      `lease:${lease.leaseNo}:hold`,
      `lease:${lease.leaseNo}:renew:15`,
      `lease:${lease.leaseNo}:renew:25`,
    ]);

    // after the end, no renewal
    await pass(25 * DAY + DAY / 2);
    expect((await leaseOf(lease.leaseId)).status).toBe('OVERDUE');
    expect(await refusal(after.renew(await viewerOf(api, renter), lease.leaseNo, 1))).toMatchObject({ code: 'LEASE_NOT_ACTIONABLE' });
    await expectLedgerSound();
  });

  it('adds nothing when the long-term rent of the new length is no more than the rent paid', async () => {
    const lease = await rentedLease(api, { terms: { dailyRentCents: 100, longDailyRentCents: 80, maxDays: 30, days: 21 } });
    const renewed = await api.app.services.leaseAfter.renew(await viewerOf(api, lease.renter), lease.leaseNo, 1);
    // 22 days × ¥0.80 = ¥17.60 < the ¥21 paid
    expect(renewed).toMatchObject({ days: 22, rentCents: 2_100, addedRentCents: 0 });
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 12_100 });
    await expectLedgerSound();
  });
});

/** The lease as the web client's detail reads it: the renewals offered and the money once ended. */
const DETAIL = `query ($no: String!) {
  lease(leaseNo: $no) { status maxDays days returnableFrom renewalOptions { days addedRent } lenderIncome fee renterRefund }
}`;
const detailOf = async (party: { token: string }, leaseNo: string) =>
  (await api.graphql<any>(DETAIL, { no: leaseNo }, { cookie: `Authorization=${party.token}` })).data.lease;

describe('a lease as its detail reads it', () => {
  it('offers the renter each renewal within the most days with the rent it adds, and states the money once it ended', async () => {
    // ¥1 a day, ¥0.80 over 21 days, at most 25 days; 10 rented
    const lease = await rentedLease(api, { terms: { dailyRentCents: 100, longDailyRentCents: 80, maxDays: 25, days: 10, buyoutPriceCents: 15_000 } });
    const renting = await detailOf(lease.renter, lease.leaseNo);
    expect(renting).toMatchObject({ status: 'RENTING', maxDays: 25, days: 10, lenderIncome: 0, fee: 0, renterRefund: null });
    expect(new Date(renting.returnableFrom).getTime()).toBe(lease.startedAt.getTime() + 7 * DAY);
    expect(renting.renewalOptions).toHaveLength(15);
    expect(renting.renewalOptions[0]).toEqual({ days: 1, addedRent: 100 });
    // 22 days at the long rent: ¥17.60 less the ¥10 paid
    expect(renting.renewalOptions[11]).toEqual({ days: 12, addedRent: 760 });
    // the lender is offered no renewal
    expect((await detailOf(lease.lender, lease.leaseNo)).renewalOptions).toEqual([]);
    // REST answers the same
    const rest = (await api.call('GET', `/web/lease/${lease.leaseNo}`, { token: lease.renter.token })).body.data;
    expect(rest).toMatchObject({ maxDays: 25, lenderIncome: 0, fee: 0, renterRefund: null, returnableFrom: renting.returnableFrom });
    expect(rest.renewalOptions).toEqual(renting.renewalOptions);

    await fundDeposit(lease.renter.userId, 5_000);
    await api.app.services.leaseAfter.buyout(await viewerOf(api, lease.renter), lease.leaseNo);
    const bought = await leaseOf(lease.leaseId);
    const ended = await detailOf(lease.renter, lease.leaseNo);
    // paid ¥10 rent and ¥150 (deposit and buyout less it); the lender got the buyout and a day's rent less the fee
    expect(ended).toMatchObject({ status: 'BOUGHT_OUT', renewalOptions: [], lenderIncome: bought.lenderIncomeCents, fee: bought.feeCents });
    expect(ended.renterRefund).toBe(1_000 + 15_000 - bought.lenderIncomeCents - bought.feeCents);
    expect(ended.renterRefund).toBe(900);
    expect((await api.call('GET', `/web/lease/${lease.leaseNo}`, { token: lease.renter.token })).body.data).toMatchObject({
      renterRefund: 900,
      lenderIncome: bought.lenderIncomeCents,
      renewalOptions: [],
    });
  });
});

describe('buying a lease out', () => {
  it('pays the buyout price less the deposit more; the lender gets the buyout and the rent of the days used; the item stays with the renter', async () => {
    const lease = await rentedLease(api, { terms: { buyoutPriceCents: 15_000, depositCents: 10_000, days: 10 } });
    const { renter, lender } = lease;
    const after = api.app.services.leaseAfter;
    await pass(3.5 * DAY);

    // the ¥50 more is not there yet
    expect(await refusal(after.buyout(await viewerOf(api, renter), lease.leaseNo))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await refusal(after.buyout(await viewerOf(api, renter, { verified: false }), lease.leaseNo))).toBeInstanceOf(StepUpRequiredError);
    expect((await leaseOf(lease.leaseId)).status).toBe('RENTING');
    await fundDeposit(renter.userId, 5_000);

    expect(await after.buyout(await viewerOf(api, renter), lease.leaseNo)).toMatchObject({ leaseNo: lease.leaseNo, status: 'BOUGHT_OUT' });
    // 4 days begun of 10 of ¥10: ¥4 rent, and the ¥150 buyout
    const paid = 15_000 + 400;
    const bought = await leaseOf(lease.leaseId);
    expect(bought).toMatchObject({ status: 'BOUGHT_OUT', heldCents: 0, lenderIncomeCents: paid - leaseFee(paid), feeCents: leaseFee(paid), deadlineAt: null });
    expect(await moneyOf(lender.userId)).toEqual({ deposit: 0, withdrawable: paid - leaseFee(paid), held: 0 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 16_000 - paid, withdrawable: 0, held: 0 });
    expect(await leaseFeesOf(lease.leaseNo)).toBe(leaseFee(paid));
    expect(await leaseMessagesOf(lender.userId)).toEqual(['leaseBoughtOutLender']);
    expect((await db().leaseListing.findUniqueOrThrow({ where: { id: lease.listingId } })).status).toBe('DELISTED');
    // nothing more happens by itself, and it cannot be bought twice
    await pass(20 * DAY);
    expect((await leaseOf(lease.leaseId)).status).toBe('BOUGHT_OUT');
    expect(await refusal(after.buyout(await viewerOf(api, renter), lease.leaseNo))).toMatchObject({ code: 'LEASE_NOT_ACTIONABLE' });
    await expectLedgerSound();
  });

  it('is refused without a buyout price, and an overdue lease is bought out paying every day', async () => {
    const plain = await rentedLease(api);
    const noPrice = await refusal(api.app.services.leaseAfter.buyout(await viewerOf(api, plain.renter), plain.leaseNo));
    expect(noPrice).toMatchObject({ code: 'LEASE_NO_BUYOUT' });
    expect(translate('en', noPrice!.messageKey as never)).toBe('The lender set no buyout price: the item cannot be bought out');

    const lease = await rentedLease(api, { terms: { buyoutPriceCents: 10_000, depositCents: 10_000, days: 8 } });
    await pass(8 * DAY + DAY / 4);
    expect((await leaseOf(lease.leaseId)).status).toBe('OVERDUE');
    await api.app.services.leaseAfter.buyout(await viewerOf(api, lease.renter), lease.leaseNo);
    const paid = 10_000 + lease.rentCents;
    expect(await leaseOf(lease.leaseId)).toMatchObject({ status: 'BOUGHT_OUT', lenderIncomeCents: paid - leaseFee(paid) });
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    await expectLedgerSound();
  });
});

describe('a lease not returned', () => {
  it('is overdue at its end (the renter told at once and half-way through the grace), and defaulted when the grace is over', async () => {
    const lease = await rentedLease(api, { terms: { days: 8 } });
    const { renter, lender } = lease;
    await pass(8 * DAY, 10_000);
    const overdue = await leaseOf(lease.leaseId);
    expect(overdue).toMatchObject({ status: 'OVERDUE', deadlineAt: new Date(lease.endsAt.getTime() + DAY) });
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseOverdue']);
    const [told] = await db().message.findMany({ where: { userId: renter.userId, kind: 'leaseOverdue' } });
    expect(told.params).toMatchObject({ leaseNo: lease.leaseNo, deposit: '100.00' });

    await pass(DAY / 2 - 10_000, 10_000);
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseOverdue']);
    await pass(10_000, 10_000);
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseOverdue', 'leaseOverdueReminder']);
    expect(await moneyOf(renter.userId)).toMatchObject({ held: lease.rentCents + lease.terms.depositCents });

    await pass(DAY / 2, 10_000);
    const defaulted = await leaseOf(lease.leaseId);
    const paid = lease.rentCents + lease.terms.depositCents;
    expect(defaulted).toMatchObject({ status: 'DEFAULTED', heldCents: 0, lenderIncomeCents: paid - leaseFee(paid), feeCents: leaseFee(paid) });
    expect(await moneyOf(lender.userId)).toEqual({ deposit: 0, withdrawable: paid - leaseFee(paid), held: 0 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    expect(await leaseFeesOf(lease.leaseNo)).toBe(leaseFee(paid));
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseOverdue', 'leaseOverdueReminder', 'leaseDefaulted']);
    expect(await leaseMessagesOf(lender.userId)).toEqual(['leaseDefaultedLender']);
    // the item stays with the renter: an ordinary item of theirs again
    const marks = await api.app.services.leaseAfter.marksOf(await viewerOf(api, renter), [{ steamAccountId: renter.accountId, assetId: lease.renterAssetId }]);
    expect(marks.size).toBe(0);
    await expectLedgerSound();
  });
});

describe('a grace of LEASE_GRACE_HOURS=12', () => {
  // an app of its own on this file's database and clock, whose grace is 12 hours of a lease day of a minute
  let halfDay: TestApp;
  beforeAll(async () => {
    halfDay = await createTestApp(database(), { clock: suite.clock, env: { LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '12' } });
  }, 120_000);
  afterAll(async () => {
    await halfDay?.app.close();
  });
  /** Moves the clock by `ms` in steps of `step`, running what became due on this app. */
  async function passOnHalfDay(ms: number, step: number) {
    for (let left = ms; left > 0; left -= step) {
      suite.clock.advance(Math.min(step, left));
      await halfDay.jobs.runDue();
    }
  }

  it('defaults an overdue lease half a lease day after its end, and not before', async () => {
    const lease = await rentedLease(halfDay, { terms: { days: 8 } });
    const paid = lease.rentCents + lease.terms.depositCents;
    await passOnHalfDay(8 * DAY, 10_000);
    expect(suite.clock.now()).toEqual(lease.endsAt);
    expect(await leaseOf(lease.leaseId)).toMatchObject({ status: 'OVERDUE', deadlineAt: new Date(lease.endsAt.getTime() + DAY / 2) });

    // 25 lease seconds later (10 of the 12 hours): still overdue, told again half-way, nothing paid
    await passOnHalfDay(DAY / 2 - 5_000, 5_000);
    expect((await leaseOf(lease.leaseId)).status).toBe('OVERDUE');
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual(['leaseOverdue', 'leaseOverdueReminder']);
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: paid });
    expect(await moneyOf(lease.lender.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });

    // 12 lease hours after the end: defaulted, the deposit and the rent to the lender less the fee
    await passOnHalfDay(5_000, 5_000);
    expect(await leaseOf(lease.leaseId)).toMatchObject({ status: 'DEFAULTED', heldCents: 0, lenderIncomeCents: paid - leaseFee(paid) });
    expect(await moneyOf(lease.lender.userId)).toEqual({ deposit: 0, withdrawable: paid - leaseFee(paid), held: 0 });
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual(['leaseOverdue', 'leaseOverdueReminder', 'leaseDefaulted']);
    await expectLedgerSound();
  });
});
