// A lease's return as its parties meet it, on lease days of a minute (LEASE_DAY_SECONDS=60, the grace
// a lease day): a return before day 8 is refused naming the first day; from day 8 the platform sends
// the offer from the renter's account to the lender's, the lender's account accepts, the trade is
// checked, its 7 lease days of protection run, and the lease completes with the rent of the days used
// to the lender (less the fee) and the rest back to the renter; the lender's account declining the
// offer makes the platform send it again and never makes the renter overdue; the renter reversing the
// return defaults the lease (deposit and rent to the lender); the item gone from the renter's account
// fails the return (the lease runs on, overdue after its end), and so does an accepted return trade
// that is not the return (another of the renter's items went, or another account received it):
// nothing is released; the lender reversing the delivery gives the renter everything back. Balances
// and the ledger are checked after each.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { translate } from '../../api/i18n/messages.ts';
import { LeaseReturnTooEarlyError } from '../../api/modules/lease/leaseAfter.service.ts';
import { leaseOf, rentedLease, sessionOf, viewerOf } from '../helpers/rentedLeases.ts';
import { signedInSeller, simulatedSteamAccount } from '../helpers/steamSellers.ts';
import { LEASE_DAY_MS, leaseFee, leaseFeesOf, leaseMessagesOf, moneyOf, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { expectLedgerSound } from '../helpers/wallet.ts';

const DAY = LEASE_DAY_MS;

const suite = useLeaseTestApp();
let api: TestApp;
let clock: ControlledClock;
beforeAll(() => {
  ({ api, clock } = suite);
});

const pass = (ms: number, step = 5_000) => suite.pass(ms, step);

const stepsOf = async (leaseId: string) => (await db().leaseStep.findMany({ where: { leaseId }, orderBy: { id: 'asc' } })).map((step) => step.event);

describe('returning a lease', () => {
  it('is refused before day 8 naming the first day; from day 8 it goes back, is protected 7 lease days and completes with the rent of the days used', async () => {
    const lease = await rentedLease(api);
    const { renter, lender } = lease;
    // rent 10 days × ¥1 and a ¥100 deposit, all from the renter's deposit balance
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 11_000 });
    const after = api.app.services.leaseAfter;

    await pass(3 * DAY, DAY);
    const early = await after.requestReturn(await viewerOf(api, renter), lease.leaseNo).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(LeaseReturnTooEarlyError);
    const firstDay = new Date(lease.startedAt.getTime() + 7 * DAY);
    expect((early as LeaseReturnTooEarlyError).firstReturnAt).toEqual(firstDay);
    const shown = new Date(firstDay.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(translate('zh', (early as LeaseReturnTooEarlyError).messageKey, (early as LeaseReturnTooEarlyError).params)).toContain(shown);
    expect((await leaseOf(lease.leaseId)).status).toBe('RENTING');
    // another user's lease is not found
    await expect(after.requestReturn(await viewerOf(api, lender), lease.leaseNo)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // 8.5 lease days after the start: 9 days begun
    await pass(5.5 * DAY - 30_000, DAY);
    clock.advance(30_000);
    const requested = await after.requestReturn(await viewerOf(api, renter), lease.leaseNo);
    expect(requested).toMatchObject({ leaseNo: lease.leaseNo, status: 'RETURNING' });
    const requestedAt = clock.now();
    await api.jobs.runDue();
    const sent = await leaseOf(lease.leaseId);
    expect(sent).toMatchObject({ status: 'RETURNING', returnRequestedAt: requestedAt, deadlineAt: null });
    expect(sent.returnOfferId).toMatch(/^\d+$/);
    // the offer at Steam: from the renter's account, exactly the renter's asset, confirmed, naming the lease
    const offer = (await api.steam.getOffer(await sessionOf(api, renter), sent.returnOfferId!))!;
    expect(offer).toMatchObject({ state: 'ACTIVE', isOurOffer: true, partnerSteamId: sent.lenderSteamId, itemsToReceive: [] });
    expect(offer.itemsToGive.map((item) => item.assetId)).toEqual([lease.renterAssetId]);
    expect(offer.message).toContain(lease.leaseNo);

    // the lender's account accepts after its 5 seconds: received, the protection runs
    await pass(5_000);
    const received = await leaseOf(lease.leaseId);
    expect(received.status).toBe('RETURN_PROTECTED');
    expect(received.returnTradeId).toMatch(/^\d+$/);
    expect(received.deadlineAt!.getTime() - received.returnedAt!.getTime()).toBe(7 * DAY);
    expect(await leaseMessagesOf(lender.userId)).toContain('leaseReturned');
    // nothing is paid during the protection
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 11_000 });
    expect(await moneyOf(lender.userId)).toMatchObject({ withdrawable: 0 });

    await pass(7 * DAY, DAY);
    const completed = await leaseOf(lease.leaseId);
    expect(completed.status).toBe('COMPLETED');
    const rentUsed = 900; // 9 of 10 days of ¥10
    expect(completed).toMatchObject({ heldCents: 0, lenderIncomeCents: rentUsed - leaseFee(rentUsed), feeCents: leaseFee(rentUsed) });
    expect(await moneyOf(lender.userId)).toEqual({ deposit: 0, withdrawable: rentUsed - leaseFee(rentUsed), held: 0 });
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 11_000 - rentUsed, withdrawable: 0, held: 0 });
    expect(await leaseFeesOf(lease.leaseNo)).toBe(leaseFee(rentUsed));
    expect(await stepsOf(lease.leaseId)).toEqual(['RENT_BALANCE', 'DELIVERED', 'RETURN_REQUESTED', 'RETURN_OFFER_SENT', 'RETURN_RECEIVED', 'PROTECTION_ENDED']);
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseCompleted']);
    expect(await leaseMessagesOf(lender.userId)).toEqual(['leaseReturned', 'leaseCompletedLender']);
    await expectLedgerSound();
  });

  it("sends the offer again when the lender's account declines it, and never makes the renter overdue for it", async () => {
    const lease = await rentedLease(api, { terms: { days: 9 } });
    await api.steam.setBehaviour(lease.lender.steam.steamId, 'DECLINE', { reactionSeconds: 5 });
    await pass(8.2 * DAY, DAY);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, lease.renter), lease.leaseNo);
    // declined again and again past the end and the whole grace: still RETURNING
    await pass(3 * DAY, 5_000);
    const waiting = await leaseOf(lease.leaseId);
    expect(waiting.status).toBe('RETURNING');
    const sent = (await stepsOf(lease.leaseId)).filter((event) => event === 'RETURN_OFFER_SENT').length;
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual([]);

    await api.steam.setBehaviour(lease.lender.steam.steamId, 'ACCEPT', { reactionSeconds: 5 });
    await pass(6 * 60_000, 5_000);
    expect((await leaseOf(lease.leaseId)).status).toBe('RETURN_PROTECTED');
    await pass(7 * DAY, DAY);
    const completed = await leaseOf(lease.leaseId);
    expect(completed.status).toBe('COMPLETED');
    // asked for 8.2 days in: 9 days begun, every day paid
    expect(completed.lenderIncomeCents + completed.feeCents).toBe(lease.rentCents);
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: lease.terms.depositCents, withdrawable: 0, held: 0 });
    await expectLedgerSound();
  });

  it("waits while the lender's account cannot receive the return, and sends it once it can", async () => {
    const lease = await rentedLease(api, { terms: { days: 9 } });
    await api.steam.setStanding(lease.lender.steam.steamId, { tradeBanned: true });
    await pass(8 * DAY, DAY);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, lease.renter), lease.leaseNo);
    await pass(3 * DAY, 5_000);
    expect(await leaseOf(lease.leaseId)).toMatchObject({ status: 'RETURNING', returnOfferId: null, deadlineAt: null });

    await api.steam.setStanding(lease.lender.steam.steamId, { tradeBanned: false });
    await pass(6 * 60_000, 5_000);
    expect((await leaseOf(lease.leaseId)).status).toBe('RETURN_PROTECTED');
    expect(await stepsOf(lease.leaseId)).toEqual(['RENT_BALANCE', 'DELIVERED', 'RETURN_REQUESTED', 'RETURN_OFFER_SENT', 'RETURN_RECEIVED']);
    await expectLedgerSound();
  });

  it('defaults the lease when the renter reverses the return: the deposit and the rent go to the lender less the fee', async () => {
    const lease = await rentedLease(api);
    await pass(8 * DAY, DAY);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, lease.renter), lease.leaseNo);
    await pass(10_000);
    const received = await leaseOf(lease.leaseId);
    expect(received.status).toBe('RETURN_PROTECTED');

    await pass(2 * DAY, DAY);
    await api.steam.reverseTrade(received.returnTradeId!);
    // the daily look at the trade finds it reversed before the protection ends
    await pass(DAY, DAY);
    const defaulted = await leaseOf(lease.leaseId);
    expect(defaulted.status).toBe('DEFAULTED');
    const paid = lease.rentCents + lease.terms.depositCents;
    expect(defaulted).toMatchObject({ heldCents: 0, lenderIncomeCents: paid - leaseFee(paid), feeCents: leaseFee(paid) });
    expect(await moneyOf(lease.lender.userId)).toEqual({ deposit: 0, withdrawable: paid - leaseFee(paid), held: 0 });
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    expect(await leaseFeesOf(lease.leaseNo)).toBe(leaseFee(paid));
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual(['leaseReturnReversed']);
    expect(await leaseMessagesOf(lease.lender.userId)).toEqual(['leaseReturned', 'leaseReturnReversedLender']);
    await expectLedgerSound();
  });

  it("fails the return when the item left the renter's account: the lease runs on, and after its end is overdue", async () => {
    const lease = await rentedLease(api, { terms: { days: 9 } });
    await pass(8 * DAY, DAY);
    await api.steam.removeAsset(lease.renter.steam.steamId, lease.renterAssetId);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, lease.renter), lease.leaseNo);
    await api.jobs.runDue();
    const failed = await leaseOf(lease.leaseId);
    expect(failed).toMatchObject({ status: 'RENTING', deadlineAt: lease.endsAt });
    expect(await stepsOf(lease.leaseId)).toEqual(['RENT_BALANCE', 'DELIVERED', 'RETURN_REQUESTED', 'RETURN_FAILED']);
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual(['leaseReturnFailed']);
    // still held
    expect(await moneyOf(lease.renter.userId)).toMatchObject({ held: lease.rentCents + lease.terms.depositCents });

    await pass(DAY + 1_000, DAY);
    expect((await leaseOf(lease.leaseId)).status).toBe('OVERDUE');
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, lease.renter), lease.leaseNo);
    await api.jobs.runDue();
    const overdue = await leaseOf(lease.leaseId);
    expect(overdue.status).toBe('OVERDUE');
    expect(overdue.deadlineAt!.getTime()).toBe(clock.now().getTime() + DAY);
    expect((await stepsOf(lease.leaseId)).slice(-3)).toEqual(['END_PASSED', 'RETURN_REQUESTED', 'RETURN_FAILED_OVERDUE']);
    await expectLedgerSound();
  });

  it('gives the renter everything back when the lender reverses the delivery, and marks the lender account abnormal', async () => {
    const lease = await rentedLease(api);
    const renterBefore = await moneyOf(lease.renter.userId);
    expect(renterBefore.held).toBe(lease.rentCents + lease.terms.depositCents);
    await pass(2 * DAY, DAY);
    await api.steam.reverseTrade(lease.deliveryTradeId);
    await pass(DAY, DAY);
    const reversed = await leaseOf(lease.leaseId);
    expect(reversed).toMatchObject({ status: 'REVERSED', heldCents: 0, lenderIncomeCents: 0 });
    expect(await moneyOf(lease.renter.userId)).toEqual({ deposit: lease.rentCents + lease.terms.depositCents, withdrawable: 0, held: 0 });
    expect(await moneyOf(lease.lender.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    expect((await db().steamAccount.findUniqueOrThrow({ where: { id: lease.lender.accountId } })).status).toBe('ABNORMAL');
    expect(await leaseMessagesOf(lease.renter.userId)).toEqual(['leaseDeliveryReversed']);
    expect((await db().leaseListing.findUniqueOrThrow({ where: { id: lease.listingId } })).status).toBe('DELISTED');
    await expectLedgerSound();
  });
});

describe('a return trade that is not the return', () => {
  it.each([
    ['another of the renter’s items went to the lender', 'asset'],
    ['another account than the lender’s received the item', 'account'],
  ] as const)('%s: the return fails before anything is released, and the lease runs on with its money held', async (_, tamper) => {
    // a renter with two items of their own beside the rented one
    const renter = await signedInSeller(api, { prefix: 'renter', inventorySize: 2 });
    const lease = await rentedLease(api, { terms: { days: 9 }, renter });
    const paid = lease.rentCents + lease.terms.depositCents;
    // the lender's account leaves the return offer open while the test changes it
    await api.steam.setBehaviour(lease.lender.steam.steamId, 'IGNORE');
    await pass(8 * DAY, DAY);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, renter), lease.leaseNo);
    await api.jobs.runDue();
    const sent = await leaseOf(lease.leaseId);
    expect(sent.status).toBe('RETURNING');
    const offerId = BigInt(sent.returnOfferId!);

    // at Steam the offer changes: it gives another of the renter's assets, or it goes to another account
    let receiver = lease.lender.steam.steamId;
    if (tamper === 'asset') {
      const other = await db().simAsset.findFirstOrThrow({
        where: { ownerSteamId: renter.steam.steamId, removedAt: null, assetId: { not: BigInt(lease.renterAssetId) } },
      });
      await db().simTradeOffer.update({
        where: { offerId },
        data: { itemsToGive: [{ appId: 730, contextId: other.contextId, assetId: other.assetId.toString() }] },
      });
    } else {
      receiver = (await simulatedSteamAccount(api, 'scammer', 0)).steamId;
      await db().simTradeOffer.update({ where: { offerId }, data: { recipientSteamId: receiver } });
    }
    await api.steam.setBehaviour(receiver, 'ACCEPT', { reactionSeconds: 0 });
    await db().simTradeOffer.update({ where: { offerId }, data: { dueAt: clock.now() } });
    await pass(30_000, 5_000);
    expect((await db().simTradeOffer.findUniqueOrThrow({ where: { offerId } })).state).toBe('ACCEPTED');

    // never received: the return failed on the renter's side, the lease runs to its end
    const failed = await leaseOf(lease.leaseId);
    expect(failed).toMatchObject({
      status: 'RENTING',
      returnTradeId: null,
      returnedAt: null,
      deadlineAt: lease.endsAt,
      heldCents: paid,
      lenderIncomeCents: 0,
      feeCents: 0,
    });
    const steps = await db().leaseStep.findMany({ where: { leaseId: lease.leaseId }, orderBy: { id: 'asc' } });
    expect(steps.map((step) => step.event)).toEqual(['RENT_BALANCE', 'DELIVERED', 'RETURN_REQUESTED', 'RETURN_OFFER_SENT', 'RETURN_FAILED']);
    expect(steps.at(-1)!.detail).toEqual({ reason: 'mismatch' });
    expect(await leaseMessagesOf(renter.userId)).toEqual(['leaseReturnFailed']);
    expect(await leaseMessagesOf(lease.lender.userId)).toEqual([]);
    // nothing released: the rent and the deposit still held, nothing paid to the lender, no fee
    expect(await moneyOf(renter.userId)).toEqual({ deposit: 0, withdrawable: 0, held: paid });
    expect(await moneyOf(lease.lender.userId)).toEqual({ deposit: 0, withdrawable: 0, held: 0 });
    expect(await leaseFeesOf(lease.leaseNo)).toBe(0);
    expect(await db().ledgerTransfer.count({ where: { referenceType: 'LEASE', referenceId: lease.leaseNo, kind: { not: 'HOLD' } } })).toBe(0);
    await expectLedgerSound();
  });
});
