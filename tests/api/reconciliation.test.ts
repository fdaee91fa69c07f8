// Reconciliation with the payment provider and the ledger (issue 12 point 5): a clean day reports
// nothing; each difference made by hand (our records and the simulated Alipay's, or the ledger,
// disagreeing) is reported as a row of the run and one error line an alert can match; the daily job
// runs it.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import type { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { transfer } from '../../api/modules/wallet/ledger.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';

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
const CREDIT_CODE = '91350100M000100Y43';
const ID_NUMBER = '11010519491231002X';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp(database, { clock, logger: { level: 'info', stream: logStream } });
  await seedMarketFixtures();
}, 120_000);

afterAll(async () => {
  await api?.app.close();
  await database?.close();
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
  const contract = await api.call('POST', '/web/recharge/contract', { token: user.token, body: { companyName: '对账测试有限公司', creditCode: CREDIT_CODE } });
  if (contract.body.code === 0) await press((contract.body.data as { signUrl: string }).signUrl, 'sign');
  await api.jobs.runDue();
  const started = await api.call('POST', '/web/recharge', { token: user.token, body: { amount: yuan }, headers: { 'idempotency-key': randomUUID() } });
  expect(started.body.code).toBe(0);
  const { payUrl, outTradeNo } = started.body.data as { payUrl: string; outTradeNo: string };
  expect((await press(payUrl, 'pay')).statusCode).toBe(303);
  await api.jobs.runDue();
  return outTradeNo;
}

/** A withdrawal of 10.00 from settled proceeds, paid out by the simulated Alipay. */
async function paidWithdrawal(user: SignedInUser, account: string): Promise<string> {
  const key = `test-settlement:${randomUUID()}`;
  await transaction((tx) =>
    transfer(tx, {
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
  clock.advance(21_000);
  await api.jobs.runDue();
  return (withdrawn.body.data as { serialNo: string }).serialNo;
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

const reconcile = () => api.app.services.reconciliation.run({ from: new Date(clock.now().getTime() - 86_400_000), to: new Date(clock.now().getTime() + 1) });

describe('reconciliation with the provider and the ledger', () => {
  it('finds nothing after real recharges and payouts, then reports every difference made, in the table and the log', async () => {
    const user = await api.signIn();
    const recharged = await paidRecharge(user, '20.00');
    const serialNo = await paidWithdrawal(user, '13800138000');
    const ordered = await paidAlipayOrders();
    expect((await db().withdrawal.findUniqueOrThrow({ where: { serialNo } })).status).toBe('SUCCESS');

    const clean = await reconcile();
    expect(clean.differences).toEqual([]);
    expect(clean.ok).toBe(true);
    expect(clean.checked.payments).toBeGreaterThanOrEqual(1);
    expect(clean.checked.withdrawals).toBeGreaterThanOrEqual(1);

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
    // (c) a withdrawal we marked failed (its money returned) although the provider paid it
    const paidOut = await db().withdrawal.findUniqueOrThrow({ where: { serialNo } });
    await db().withdrawal.update({ where: { serialNo }, data: { status: 'FAILURE' } });
    // (d) the ledger: an account's balance no longer its entries
    const account = `${user.userId}:DEPOSIT`;
    await db().$executeRaw`UPDATE ledger_accounts SET balance = balance + 3 WHERE id = ${account}`;
    try {
      logLines.length = 0;
      const report = await reconcile();
      const found = report.differences.map((difference) => [difference.check, difference.subjectId, difference.ours, difference.theirs]);
      expect(found).toEqual(
        expect.arrayContaining([
          ['payment_status', unpaidNo, 'PAID', 'NOT_EXIST'],
          ['payment_ledger', unpaidNo, '700', '0'],
          ['payment_status', missedNo, 'CLOSED', 'TRADE_SUCCESS'],
          ['payout_status', serialNo, 'FAILURE', 'SUCCESS'],
          // a failed withdrawal should have returned its money; the ledger shows it paid out
          ['payout_ledger', serialNo, 'freeze=1000,return=1000', 'fee=10,freeze=1000,payout=990'],
          ['ledger_account_balance', account, expect.any(String), expect.any(String)],
        ]),
      );
      expect(report.ok).toBe(false);
      // the recharge and the order payment that were paid and credited are not among them
      expect(found.filter(([, subject]) => subject === recharged || subject === ordered)).toEqual([]);
      const rows = await db().reconciliationDifference.findMany({ where: { runId: report.runId } });
      expect(rows.map((row) => [row.check, row.subjectId]).sort()).toEqual(
        report.differences.map((difference) => [difference.check, difference.subjectId]).sort(),
      );
      const alerts = logLines.filter((line) => line.event === 'reconciliation.difference');
      expect(alerts).toHaveLength(report.differences.length);
      expect(alerts).toEqual(
        expect.arrayContaining([expect.objectContaining({ level: PINO_ERROR, check: 'payment_status', subjectType: 'PAYMENT', subjectId: missedNo })]),
      );
    } finally {
      await db().$executeRaw`UPDATE ledger_accounts SET balance = balance - 3 WHERE id = ${account}`;
      await db().withdrawal.update({ where: { serialNo }, data: { status: paidOut.status } });
      await db().payment.update({ where: { outTradeNo: unpaidNo }, data: { status: 'WAITING', paidAt: null } });
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
