// Reconciliation with the payment provider and the ledger: a clean day reports
// nothing (recharges, an order payment, a checkout paid late and refunded in full, a payout); each
// difference made by hand (our records and the simulated Alipay's, or the ledger, disagreeing) is
// reported as a row of the run and one error line an alert can match; a provider that cannot be asked
// is a difference and the run goes on; the daily job runs it.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { PaymentGatewayError } from '../../api/integrations/payment/port.ts';
import type { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { Ledger } from '../../api/modules/wallet/ledger.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

type LogLine = Record<string, unknown> & { level: number; event?: string };
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const PINO_ERROR = 50;

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T05:00:00Z'));
const ledger = new Ledger(() => clock.now(), new EventLog(() => clock.now()));
const ID_NUMBER = '11010519491231002X';

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock, logger: { level: 'info', stream: logStream } });
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

const press = (url: string, action: string) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: `action=${action}`,
  });

/** A user with a signed contract and a recharge of `yuan` paid at the cashier and credited. */
async function paidRecharge(user: SignedInUser, yuan: string): Promise<string> {
  const contract = await api.call('POST', '/web/recharge/contract', {
    token: user.token,
    body: { companyName: '对账测试有限公司', creditCode: newEnterpriseCreditCode() },
  });
  if (contract.body.code === 0) await press((contract.body.data as { signUrl: string }).signUrl, 'sign');
  await api.jobs.runDue();
  const started = await api.call('POST', '/web/recharge', { token: user.token, body: { amount: yuan }, headers: { 'idempotency-key': randomUUID() } });
  expect(started.body.code).toBe(0);
  const { payUrl, outTradeNo } = started.body.data as { payUrl: string; outTradeNo: string };
  expect((await press(payUrl, 'pay')).statusCode).toBe(303);
  await api.jobs.runDue();
  return outTradeNo;
}

/** A withdrawal of 10.00 from settled proceeds, its payout sent to the simulated Alipay (which works on it for 20 s). */
async function requestedWithdrawal(user: SignedInUser, account: string): Promise<string> {
  const key = `test-settlement:${randomUUID()}`;
  await transaction((tx) =>
    ledger.transfer(tx, {
      idempotencyKey: key,
      kind: 'SETTLEMENT',
      reference: { type: 'ORDER', id: key },
      from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
      to: { userId: user.userId, kind: 'WITHDRAWABLE' },
      amount: 2_000,
    }),
  );
  clock.advance(61_000);
  expect((await api.call('POST', '/web/withdraw/code', { token: user.token })).body.code).toBe(0);
  const smsCode = api.sms.latestCode(user.phone, 'withdraw');
  const withdrawn = await api.call('POST', '/web/withdraw', {
    token: user.token,
    body: { amount: '10', smsCode, name: '张三', idNumber: ID_NUMBER, account },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(withdrawn.body.code).toBe(0);
  await api.jobs.runDue();
  return (withdrawn.body.data as { serialNo: string }).serialNo;
}

/** A withdrawal of 10.00 paid out (or failed, for an account named fail…) by the simulated Alipay. */
async function paidWithdrawal(user: SignedInUser, account: string): Promise<string> {
  const serialNo = await requestedWithdrawal(user, account);
  clock.advance(21_000);
  await api.jobs.runDue();
  return serialNo;
}

/** Two listings bought together through Alipay and paid at the cashier: the orders' money in escrow. */
async function paidAlipayOrders(): Promise<string> {
  const { listings } = await marketListings(2, 1_234);
  const buyer = await quickBuyer(api);
  const bought = await api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: listings.map((listing) => listing.id), prices: [1_234, 1_234], payMethod: 'alipay', steamAccountId: buyer.accountId },
  });
  expect(bought.body.code).toBe(0);
  const { payUrl } = bought.body.data as { payUrl: string };
  expect((await press(payUrl, 'pay')).statusCode).toBe(303);
  await api.jobs.runDue();
  const payment = await db().payment.findFirstOrThrow({ where: { userId: buyer.userId, purpose: 'ORDER' } });
  expect(payment.status).toBe('PAID');
  return payment.outTradeNo;
}

/**
 * A checkout paid at the cashier and cancelled by the buyer before the notification came: the payment
 * is credited late (the ledger shows the money in and straight out) and refunded in full, so the
 * provider's trade is TRADE_CLOSED while ours is PAID with a refund covering it.
 */
async function lateRefundedCheckout(): Promise<string> {
  const { listings } = await marketListings(1, 1_500);
  const buyer = await quickBuyer(api);
  const bought = await api.call('POST', '/web/order', {
    token: buyer.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { listingIds: [listings[0].id], prices: [1_500], payMethod: 'alipay', steamAccountId: buyer.accountId },
  });
  expect(bought.body.code).toBe(0);
  const { payUrl, orders } = bought.body.data as { payUrl: string; orders: { orderNo: string }[] };
  expect((await press(payUrl, 'pay')).statusCode).toBe(303);
  expect((await api.call('POST', `/web/order/${orders[0].orderNo}/cancel`, { token: buyer.token })).body.code).toBe(0);
  for (let round = 0; round < 3; round++) await api.jobs.runDue();
  const payment = await db().payment.findFirstOrThrow({ where: { userId: buyer.userId, purpose: 'ORDER' }, include: { refunds: true } });
  expect(payment.status).toBe('PAID');
  expect(payment.refunds.map((refund) => [refund.status, refund.amountCents])).toEqual([['SUCCEEDED', 1_500]]);
  expect(await api.payment.queryTrade(payment.outTradeNo)).toMatchObject({ tradeStatus: 'TRADE_CLOSED' });
  const moved = await db().ledgerTransfer.findMany({ where: { referenceId: orders[0].orderNo }, orderBy: { kind: 'asc' } });
  expect(moved.map((move) => [move.idempotencyKey, move.amount])).toEqual([
    [`order:${orders[0].orderNo}:late-payment`, 1_500n],
    [`order:${orders[0].orderNo}:late-refund`, 1_500n],
  ]);
  return payment.outTradeNo;
}

/** A RECHARGE payment written straight into our table as PAID (nothing at the provider). */
async function paidRechargeRow(userId: string, amountCents: number): Promise<string> {
  const outTradeNo = `TREC${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  const now = clock.now();
  await db().payment.create({
    data: {
      outTradeNo,
      userId,
      provider: api.payment.provider,
      purpose: 'RECHARGE',
      amountCents,
      subject: 'recharge',
      status: 'PAID',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      paidAt: now,
    },
  });
  return outTradeNo;
}

const reconcile = () => api.app.services.reconciliation.run({ from: new Date(clock.now().getTime() - 86_400_000), to: new Date(clock.now().getTime() + 1) });

describe('reconciliation with the provider and the ledger', () => {
  it('finds nothing after real recharges and payouts, then reports every difference made, in the table and the log', async () => {
    const user = await api.signIn();
    const recharged = await paidRecharge(user, '20.00');
    const serialNo = await paidWithdrawal(user, '13800138000');
    const ordered = await paidAlipayOrders();
    const refundedLate = await lateRefundedCheckout();
    expect((await db().withdrawal.findUniqueOrThrow({ where: { serialNo } })).status).toBe('SUCCESS');

    const clean = await reconcile();
    expect(clean.differences).toEqual([]);
    expect(clean.ok).toBe(true);
    expect(clean.checked.payments).toBeGreaterThanOrEqual(3);
    expect(clean.checked.withdrawals).toBeGreaterThanOrEqual(1);
    const cleanRun = await db().reconciliationRun.findUniqueOrThrow({ where: { id: clean.runId } });
    expect(cleanRun.finishedAt).not.toBeNull();
    expect(cleanRun.checked).toMatchObject({ payments: clean.checked.payments, withdrawals: clean.checked.withdrawals, leftOut: {} });

    // Differences that need the jobs first (they would deliver the pending notifications below):
    // a paid recharge whose amount we recorded otherwise than the provider
    const misstated = await paidRecharge(user, '11.00');
    await db().payment.update({ where: { outTradeNo: misstated }, data: { amountCents: 1_200 } });
    // a withdrawal we marked paid whose transfer the provider failed (the money came back to the user)
    const failing = await api.signIn();
    const failedNo = await paidWithdrawal(failing, 'fail@example.com');
    expect((await db().withdrawal.findUniqueOrThrow({ where: { serialNo: failedNo } })).status).toBe('FAILURE');
    await db().withdrawal.update({ where: { serialNo: failedNo }, data: { status: 'SUCCESS' } });
    // a withdrawal still processing here 26 hours on (past the payout job's longest wait) while the provider has paid it
    const waiting = await api.signIn();
    const stuckNo = await requestedWithdrawal(waiting, '13900139000');

    // (a) a payment we marked paid whose trade the provider never took payment for
    const unpaid = await api.call('POST', '/web/recharge', { token: user.token, body: { amount: '7.00' }, headers: { 'idempotency-key': randomUUID() } });
    const unpaidNo = (unpaid.body.data as { outTradeNo: string }).outTradeNo;
    await db().payment.update({ where: { outTradeNo: unpaidNo }, data: { status: 'PAID', paidAt: clock.now() } });
    // (b) a trade paid at the provider whose payment we closed and never credited
    const missed = await api.call('POST', '/web/recharge', { token: user.token, body: { amount: '9.00' }, headers: { 'idempotency-key': randomUUID() } });
    const missedNo = (missed.body.data as { outTradeNo: string; payUrl: string }).outTradeNo;
    await (api.payment as SimulatedAlipay).pay(
      (api.payment as SimulatedAlipay).verifyPagePayRequest(
        missedNo,
        Object.fromEntries(new URL(`http://x${(missed.body.data as { payUrl: string }).payUrl}`).searchParams),
      )!,
    );
    await db().payment.update({ where: { outTradeNo: missedNo }, data: { status: 'CLOSED', closedAt: clock.now() } });
    // (c) a paid recharge with no `recharge:<outTradeNo>` credit, and one credited to the wrong account
    const uncreditedNo = await paidRechargeRow(user.userId, 300);
    const misplacedNo = await paidRechargeRow(user.userId, 500);
    await transaction((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: `recharge:${misplacedNo}`,
        kind: 'RECHARGE',
        reference: { type: 'PAYMENT', id: misplacedNo },
        from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        to: { userId: user.userId, kind: 'WITHDRAWABLE' },
        amount: 500,
      }),
    );
    // (d) a withdrawal we marked failed (its money returned) although the provider paid it
    const paidOut = await db().withdrawal.findUniqueOrThrow({ where: { serialNo } });
    await db().withdrawal.update({ where: { serialNo }, data: { status: 'FAILURE' } });
    // (e) the ledger: an account's balance no longer its entries
    const account = `${user.userId}:DEPOSIT`;
    await db().$executeRaw`UPDATE ledger_accounts SET balance = balance + 3 WHERE id = ${account}`;
    // the provider has paid the stuck withdrawal by now; ours says it began 26 hours ago
    clock.advance(21_000);
    await db().withdrawal.update({ where: { serialNo: stuckNo }, data: { createdAt: new Date(clock.now().getTime() - 26 * 3_600_000) } });
    try {
      logLines.length = 0;
      const report = await reconcile();
      const found = report.differences.map((difference) => [difference.check, difference.subjectId, difference.ours, difference.theirs]);
      expect(found).toEqual(
        expect.arrayContaining([
          ['payment_status', unpaidNo, 'PAID', 'NOT_EXIST'],
          ['payment_ledger', unpaidNo, '700', '0'],
          ['payment_status', missedNo, 'CLOSED', 'TRADE_SUCCESS'],
          ['payment_amount', misstated, '1200', '1100'],
          ['payment_ledger', misstated, '1200', '1100'],
          ['payment_ledger', uncreditedNo, '300', '0'],
          ['payment_ledger', misplacedNo, '500', `500 RECHARGE platform:PLATFORM_PAYMENT_CLEARING -> ${user.userId}:WITHDRAWABLE`],
          ['payout_status', serialNo, 'FAILURE', 'SUCCESS'],
          // a failed withdrawal should have returned its money; the ledger shows it paid out
          ['payout_ledger', serialNo, 'freeze=1000,return=1000', 'fee=10,freeze=1000,payout=990'],
          ['payout_status', failedNo, 'SUCCESS', 'FAIL'],
          ['payout_ledger', failedNo, 'fee=10,freeze=1000,payout=990', 'freeze=1000,return=1000'],
          ['payout_status', stuckNo, 'PROCESSING', 'SUCCESS'],
          ['ledger_account_balance', account, expect.any(String), expect.any(String)],
        ]),
      );
      expect(report.ok).toBe(false);
      // what was paid and credited, or refunded in full, is not among them; nor is the stuck payout's freeze
      expect(found.filter(([, subject]) => subject === recharged || subject === ordered || subject === refundedLate)).toEqual([]);
      expect(found.filter(([check, subject]) => subject === stuckNo && check !== 'payout_status')).toEqual([]);
      const rows = await db().reconciliationDifference.findMany({ where: { runId: report.runId } });
      const described = (difference: { check: string; subjectType: string; subjectId: string; ours: string | null; theirs: string | null }) =>
        [difference.check, difference.subjectType, difference.subjectId, difference.ours, difference.theirs].join(' ');
      expect(rows.map(described).sort()).toEqual(report.differences.map(described).sort());
      // one error line per difference, with the same fields, for an alert to match
      const alerts = logLines.filter((line) => line.event === 'reconciliation.difference');
      expect(alerts.map((line) => [line.level, line.runId, line.check, line.subjectType, line.subjectId, line.ours, line.theirs])).toEqual(
        report.differences.map((difference) => [
          PINO_ERROR,
          report.runId,
          difference.check,
          difference.subjectType,
          difference.subjectId,
          difference.ours,
          difference.theirs,
        ]),
      );
      expect(alerts).toEqual(
        expect.arrayContaining([expect.objectContaining({ level: PINO_ERROR, check: 'payment_status', subjectType: 'PAYMENT', subjectId: missedNo })]),
      );

      // a provider that cannot be asked: a difference of its own, and the run goes on with the rest
      const gateway = api.payment;
      const queryTrade = gateway.queryTrade.bind(gateway);
      const queryTransfer = gateway.queryTransfer.bind(gateway);
      const down = () => new PaymentGatewayError('NETWORK', 'alipay.trade.query failed: connect ETIMEDOUT', true);
      const trades = vi
        .spyOn(gateway, 'queryTrade')
        .mockImplementation((outTradeNo) => (outTradeNo === unpaidNo ? Promise.reject(down()) : queryTrade(outTradeNo)));
      const transfers = vi
        .spyOn(gateway, 'queryTransfer')
        .mockImplementation((outBizNo) => (outBizNo === failedNo ? Promise.reject(down()) : queryTransfer(outBizNo)));
      try {
        const unreachable = await reconcile();
        const rest = unreachable.differences.map((difference) => [difference.check, difference.subjectType, difference.subjectId, difference.ours]);
        expect(rest).toEqual(
          expect.arrayContaining([
            ['provider_unreachable', 'PAYMENT', unpaidNo, 'PAID'],
            ['provider_unreachable', 'WITHDRAWAL', failedNo, 'SUCCESS'],
            ['payment_status', 'PAYMENT', missedNo, 'CLOSED'],
            ['ledger_account_balance', 'LEDGER', account, expect.any(String)],
          ]),
        );
        // unasked, a payment's or a payout's status is not judged; its ledger still is
        const besides = (subjectId: string) =>
          rest.filter(([check, , subject]) => subject === subjectId && check !== 'provider_unreachable').map(([check]) => check);
        expect(besides(unpaidNo)).toEqual(['payment_ledger']);
        expect(besides(failedNo)).toEqual(['payout_ledger']);
        const row = await db().reconciliationDifference.findFirstOrThrow({
          where: { runId: unreachable.runId, check: 'provider_unreachable', subjectId: unpaidNo },
        });
        expect(row.detail).toMatchObject({ code: 'NETWORK', retryable: true });
        expect((await db().reconciliationRun.findUniqueOrThrow({ where: { id: unreachable.runId } })).finishedAt).not.toBeNull();
      } finally {
        trades.mockRestore();
        transfers.mockRestore();
      }
    } finally {
      await db().$executeRaw`UPDATE ledger_accounts SET balance = balance - 3 WHERE id = ${account}`;
      await db().withdrawal.update({ where: { serialNo }, data: { status: paidOut.status } });
      await db().withdrawal.update({ where: { serialNo: failedNo }, data: { status: 'FAILURE' } });
      await db().payment.update({ where: { outTradeNo: unpaidNo }, data: { status: 'WAITING', paidAt: null } });
      await db().payment.update({ where: { outTradeNo: misstated }, data: { amountCents: 1_100 } });
    }
  });

  it('runs every day as a job and records the run', async () => {
    const before = await db().reconciliationRun.count();
    clock.advance(86_400_000);
    await api.jobs.runDue();
    const runs = await db().reconciliationRun.findMany({ orderBy: { startedAt: 'desc' }, take: 1 });
    expect(await db().reconciliationRun.count()).toBe(before + 1);
    expect(runs[0].finishedAt).not.toBeNull();
    expect(runs[0].to.getTime() - runs[0].from.getTime()).toBe(25 * 3_600_000);
  });
});
