// The README's step 4 (Bid) for the account it names: on the seeded demo market, 13600000000 signs in
// and finds a recharged deposit under a signed enterprise contract and a bound Steam account, and
// places a buy order at once (发布求购), its amount held from the deposit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { checkCreditCode } from '../../lib/creditCode.ts';
import { DEMO_BIDDER_DEPOSIT_CENTS, DEMO_BIDDER_PHONE, DEMO_CREDIT_CODE } from '../../prisma/seed/demoBidder.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { ledgerInvariants } from '../helpers/wallet.ts';

let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T03:00:00Z'));

const testDatabase = useTestDatabase({ seeded: { now: clock.now() } });
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { clock });
});

afterAll(async () => {
  await api?.app.close();
});

async function signInAsBidder(): Promise<string> {
  await api.call('POST', '/web/sms', { body: { phone: DEMO_BIDDER_PHONE }, ip: '10.9.9.8' });
  const login = await api.app.inject({
    method: 'POST',
    url: '/web/login',
    remoteAddress: '10.9.9.8',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { phone: DEMO_BIDDER_PHONE, code: api.sms.latestCode(DEMO_BIDDER_PHONE, 'login'), agree: true, keepLogin: true },
  });
  expect(login.json().code).toBe(0);
  return login.cookies.find((cookie) => cookie.name === 'Authorization')!.value;
}

describe('the demo bidder', () => {
  it('places a buy order at once from its recharged deposit, as the README walk says', async () => {
    expect(checkCreditCode(DEMO_CREDIT_CODE, { enterprise: true })).toEqual({ ok: true, code: DEMO_CREDIT_CODE });
    const token = await signInAsBidder();
    const wallet = await api.call('GET', '/web/wallet', { token });
    expect(wallet.body.data).toMatchObject({ total: DEMO_BIDDER_DEPOSIT_CENTS, withdrawable: 0, held: 0 });
    const contract = await api.call('GET', '/web/recharge/contract', { token });
    expect(contract.body.data.contract).toMatchObject({ status: 'SIGNED', signed: true, creditCode: DEMO_CREDIT_CODE });
    const accounts = await api.call('GET', '/web/steam/accounts', { token });
    const [account] = accounts.body.data.list as { id: string; status: string }[];
    expect(account).toMatchObject({ status: 'NORMAL' });

    // 发布求购 on an item of the demo market, under its lowest listing
    const item = await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' }, include: { stats: true } });
    const price = Math.floor((item.stats?.lowestPriceCents ?? item.referencePriceCents) * 0.9);
    const placed = await api.call('POST', '/web/buyOrder', {
      token,
      body: { hashName: item.hashName, price, quantity: 2, steamAccountId: account.id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.body).toMatchObject({ code: 0, data: { status: 'OPEN', price, quantity: 2, held: price * 2 } });
    expect((await api.call('GET', '/web/wallet', { token })).body.data).toMatchObject({ total: DEMO_BIDDER_DEPOSIT_CENTS, held: price * 2 });
    const invariants = await ledgerInvariants();
    expect(invariants.sums.CNY ?? 0n).toBe(0n);
    expect(invariants.negativeAccounts).toBe(0);
    expect(invariants.driftingAccounts).toBe(0);
  });

  it('offers a new account of the demo a valid enterprise code of its own, and the contract signs with it', async () => {
    const newcomer = await api.signIn();
    const center = (await api.call('GET', '/web/recharge/contract', { token: newcomer.token })).body.data;
    expect(checkCreditCode(center.demoCreditCode, { enterprise: true })).toEqual({ ok: true, code: center.demoCreditCode });
    expect(center.demoCreditCode).not.toBe(DEMO_CREDIT_CODE);
    const other = await api.signIn();
    expect((await api.call('GET', '/web/recharge/contract', { token: other.token })).body.data.demoCreditCode).not.toBe(center.demoCreditCode);
    const signed = await api.call('POST', '/web/recharge/contract', {
      token: newcomer.token,
      body: { companyName: '演示贸易有限公司', creditCode: center.demoCreditCode },
    });
    expect(signed.body).toMatchObject({ code: 0, data: { contract: { status: 'SIGNING', creditCode: center.demoCreditCode } } });
  });
});
