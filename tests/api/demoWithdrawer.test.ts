// The demo user who can withdraw at once (README "A walk through the demo", step 5): on the seeded demo market a newcomer signs in with
// 13700000000 and finds settled proceeds, four completed sales and two past withdrawals (one paid,
// one failed), and can withdraw at once: the code, processing, then successful.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { DEMO_WITHDRAWER_ACCOUNT, DEMO_WITHDRAWER_PHONE } from '../../prisma/seed/demoWithdrawer.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T03:00:00Z'));

const testDatabase = useTestDatabase({ seeded: { now: clock.now() } });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock });
});

afterAll(async () => {
  await api?.app.close();
});

async function signInAsDemo(): Promise<string> {
  await api.call('POST', '/web/sms', { body: { phone: DEMO_WITHDRAWER_PHONE }, ip: '10.9.9.9' });
  const login = await api.app.inject({
    method: 'POST',
    url: '/web/login',
    remoteAddress: '10.9.9.9',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { phone: DEMO_WITHDRAWER_PHONE, code: api.sms.latestCode(DEMO_WITHDRAWER_PHONE, 'login'), agree: true, keepLogin: true },
  });
  expect(login.json().code).toBe(0);
  return login.cookies.find((cookie) => cookie.name === 'Authorization')!.value;
}

describe('the demo withdrawer', () => {
  it('has settled proceeds, sales and a withdrawal history, and withdraws 10.00 to the bound account', async () => {
    const token = await signInAsDemo();
    // four sales less the 1% fee, less the paid withdrawal of 100.00 (the failed one came back)
    const expected = 12_800 - 128 + (35_650 - 357) + (89_990 - 900) + (890 - 9) - 10_000;
    const wallet = await api.call('GET', '/web/wallet', { token });
    expect(wallet.body.data).toMatchObject({ withdrawable: expected, frozen: 0 });
    const sales = await api.call('GET', '/web/order?direction=sell', { token });
    expect(sales.body.data.total).toBe(4);
    const history = await api.call('GET', '/web/withdraw', { token });
    expect(history.body.data.list.map((row: { status: string }) => row.status).sort()).toEqual(['FAILURE', 'SUCCESS']);
    const settings = await api.call('GET', '/web/withdraw/settings', { token });
    expect(settings.body.data).toMatchObject({ verified: true, account: DEMO_WITHDRAWER_ACCOUNT, withdrawable: expected });

    clock.advance(61_000);
    expect((await api.call('POST', '/web/withdraw/code', { token })).body.code).toBe(0);
    const reply = await api.call('POST', '/web/withdraw', {
      token,
      body: { amount: '10.00', smsCode: api.sms.latestCode(DEMO_WITHDRAWER_PHONE, 'withdraw') },
      headers: { 'idempotency-key': 'demo-withdrawal-1' },
    });
    expect(reply.body).toMatchObject({ code: 0, msg: '提现已发起', data: { status: 'PROCESSING', amount: 1_000, actualAmount: 990 } });
    await api.jobs.runDue();
    clock.advance(21_000);
    await api.jobs.runDue();
    const after = await api.call('GET', '/web/withdraw?status=success', { token });
    expect(after.body.data.list[0]).toMatchObject({ serialNo: reply.body.data.serialNo, status: 'SUCCESS' });
    expect((await api.call('GET', '/web/wallet', { token })).body.data.withdrawable).toBe(expected - 1_000);
  });

  it("has a history with its own dates, in order: each account's balance after runs in time order, the withdrawals' entries on their days", async () => {
    const token = await signInAsDemo();
    const list = (await api.call('GET', '/web/wallet/transactions?limit=100', { token })).body.data.list as {
      kind: string;
      amount: number;
      balanceAfter: number;
      account: string;
      createTime: string;
    }[];
    // the seed's 20 entries (the withdrawal of the first test came later), none at the seed's time
    const history = list.filter((row) => new Date(row.createTime).getTime() < clock.now().getTime() - 86_400_000);
    expect(history).toHaveLength(20);
    expect(new Set(history.map((row) => row.createTime)).size).toBeGreaterThan(10);
    // oldest first, each account's balance after is the one before plus the amount: a running balance in time order
    const oldestFirst = [...history].reverse();
    expect(oldestFirst.map((row) => row.createTime)).toEqual([...oldestFirst.map((row) => row.createTime)].sort());
    const balances = new Map<string, number>();
    for (const row of oldestFirst) {
      expect(row.balanceAfter).toBe((balances.get(row.account) ?? 0) + row.amount);
      balances.set(row.account, row.balanceAfter);
    }
    // the withdrawals' entries carry the withdrawals' days
    const withdrawals = (await api.call('GET', '/web/withdraw', { token })).body.data.list as { serialNo: string; createTime: string }[];
    const days = new Set(withdrawals.filter((row) => row.serialNo.includes('9000000000')).map((row) => row.createTime.slice(0, 10)));
    expect(days.size).toBe(1);
    const withdrawalEntries = history.filter((row) => row.kind.startsWith('WITHDRAWAL'));
    expect(withdrawalEntries.length).toBeGreaterThan(0);
    for (const row of withdrawalEntries) expect(days.has(row.createTime.slice(0, 10))).toBe(true);
  });
});
