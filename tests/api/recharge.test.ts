// The recharge center: the enterprise contract signed at the simulated
// Alipay's signing page (its notification, or asking the provider, makes it signed), terminated and
// signed again; recharges of at least 5.00 paid at the cashier and credited to the deposit exactly
// once, however often the notification comes. On PGlite, or on PostgreSQL with TEST_DATABASE_URL,
// where the replayed notifications really race.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { signNotification } from '../../api/integrations/payment/alipayFormat.ts';
import { simulatedAlipayKeys } from '../../api/integrations/payment/simulated/keys.ts';
import { SIMULATED_APP_ID } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { alipayForm, notify } from '../helpers/alipayNotifications.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T02:00:00Z'));
// a real company's code (its check character holds: lib/creditCode.ts)
const CREDIT_CODE = '91350100M000100Y43';
const COMPANY = '厦门某某科技有限公司';

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock });
});

afterAll(async () => {
  await api?.app.close();
});

const form = (url: string, action: string) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: `action=${action}`,
  });

const contractOf = async (user: SignedInUser) => {
  const reply = await api.call('GET', '/web/recharge/contract', { token: user.token });
  expect(reply.body.code).toBe(0);
  return reply.body.data as { enabled: boolean; min: number; max: number; contract: Record<string, unknown> };
};

/** Each user's own company code (one code belongs to one user). */
const codes = new Map<string, string>();
const codeOf = (user: SignedInUser) => codes.get(user.userId) ?? codes.set(user.userId, newEnterpriseCreditCode()).get(user.userId)!;

async function signContract(user: SignedInUser): Promise<string> {
  const reply = await api.call('POST', '/web/recharge/contract', { token: user.token, body: { companyName: COMPANY, creditCode: codeOf(user) } });
  expect(reply.body.code).toBe(0);
  return (reply.body.data as { signUrl: string }).signUrl;
}

/** Signs the contract at the signing page and lets the notification arrive. */
async function signedUser(): Promise<SignedInUser> {
  const user = await api.signIn();
  const signUrl = await signContract(user);
  expect((await form(signUrl, 'sign')).statusCode).toBe(303);
  await api.jobs.runDue();
  return user;
}

const recharge = (user: SignedInUser, amount: unknown, idempotencyKey: string = randomUUID()) =>
  api.call('POST', '/web/recharge', { token: user.token, body: { amount }, headers: { 'idempotency-key': idempotencyKey } });

async function payAtCashier(payUrl: string) {
  const paid = await form(payUrl, 'pay');
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toMatch(/^\/user\/wallet\?recharge=returned&/);
}

describe('the recharge contract', () => {
  it('refuses a company name or a credit code that is not right, and signs nothing', async () => {
    const user = await api.signIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: COMPANY, creditCode: '91350100M000100Y44' }, '统一社会信用代码的校验位（第 18 位）不符，请核对'],
      [{ companyName: COMPANY, creditCode: '91350100M000100Y4' }, '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）'],
      [{ companyName: COMPANY }, '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）'],
      [{ companyName: COMPANY, creditCode: '000000000000000000' }, '统一社会信用代码的前两位（登记管理部门和机构类别）不存在'],
      [{ companyName: COMPANY, creditCode: '51350100M000100Y47' }, '充值签约仅限企业：统一社会信用代码应以 91 开头'],
      [{ companyName: '厂', creditCode: CREDIT_CODE }, '请填写企业名称（2 至 60 个字）'],
      [{ companyName: 'x'.repeat(61), creditCode: CREDIT_CODE }, '请填写企业名称（2 至 60 个字）'],
    ];
    for (const [body, msg] of cases) {
      const reply = await api.call('POST', '/web/recharge/contract', { token: user.token, body });
      expect({ body, code: reply.body.code, msg: reply.body.msg }).toEqual({ body, code: 400, msg });
    }
    expect((await contractOf(user)).contract).toMatchObject({ status: 'NONE', signed: false, finished: false });
    expect(await db().rechargeContract.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('one code belongs to one user: a second user is refused with a clear message, also when both send the form at once', async () => {
    const first = await api.signIn();
    const second = await api.signIn();
    const code = codeOf(first);
    await signContract(first);
    const refused = await api.call('POST', '/web/recharge/contract', { token: second.token, body: { companyName: COMPANY, creditCode: code.toLowerCase() } });
    expect(refused.body).toMatchObject({ code: 409, msg: '该统一社会信用代码已由其他账号签约使用，一个企业只能绑定一个账号，如有疑问请联系客服' });
    const inEnglish = await api.call('POST', '/web/recharge/contract', {
      token: second.token,
      language: 'en',
      body: { companyName: COMPANY, creditCode: code },
    });
    expect(inEnglish.body.msg).toContain('already used by another account');
    expect(await db().rechargeContract.count({ where: { userId: second.userId } })).toBe(0);
    // the owner may sign again with it (a new form replaces one still signing)
    expect((await api.call('POST', '/web/recharge/contract', { token: first.token, body: { companyName: COMPANY, creditCode: code } })).body.code).toBe(0);

    // two users with a new code at the same moment: exactly one gets it
    const racers = await Promise.all([api.signIn(), api.signIn(), api.signIn(), api.signIn()]);
    const contested = newEnterpriseCreditCode();
    const answers = await Promise.all(
      racers.map((racer) => api.call('POST', '/web/recharge/contract', { token: racer.token, body: { companyName: COMPANY, creditCode: contested } })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 409, 409, 409]);
    expect(await db().rechargeContract.count({ where: { creditCode: contested } })).toBe(1);
  });

  it('is incomplete until signed at the signing page; the notification makes it signed, and the user is told', async () => {
    const user = await api.signIn();
    const signUrl = await signContract(user);
    expect(signUrl).toMatch(/^\/web\/pay\/sim\/agreement\/A\d{20}\?/);
    expect((await contractOf(user)).contract).toMatchObject({
      status: 'SIGNING',
      signed: false,
      finished: false,
      companyName: COMPANY,
      creditCode: codeOf(user),
    });

    const page = await api.app.inject({ method: 'GET', url: signUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(COMPANY);
    expect(page.body).toContain('同意协议并签约');
    // a tampered address is refused by the page
    expect((await api.app.inject({ method: 'GET', url: signUrl.replace('A2026', 'A2025') })).statusCode).toBe(400);

    const signed = await form(signUrl, 'sign');
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe('/user/wallet?contract=returned');
    await api.jobs.runDue();
    const { contract } = await contractOf(user);
    expect(contract).toMatchObject({ status: 'SIGNED', signed: true, finished: true });
    expect(contract.agreementNo).toMatch(/^\d{20}$/);
    const message = await db().message.findFirst({ where: { userId: user.userId, kind: 'contractSigned' } });
    expect(message?.params).toMatchObject({ company: COMPANY });
  });

  it('a signer back before the notification sees it signed: the provider is asked', async () => {
    const user = await api.signIn();
    const signUrl = await signContract(user);
    await form(signUrl, 'sign'); // the notification job has not run
    expect((await contractOf(user)).contract).toMatchObject({ status: 'SIGNED', signed: true });
    await api.jobs.runDue(); // the notification arrives later and changes nothing
    expect(await db().message.count({ where: { userId: user.userId, kind: 'contractSigned' } })).toBe(1);
  });

  it('refused at the page, it ends FAILED at the deadline; filling the form again replaces one still signing', async () => {
    const user = await api.signIn();
    const first = await signContract(user);
    const second = await signContract(user);
    const contracts = await db().rechargeContract.findMany({ where: { userId: user.userId }, orderBy: { createdAt: 'asc' } });
    expect(contracts.map((contract) => [contract.status, contract.endReason])).toEqual([
      ['FAILED', 'replaced'],
      ['SIGNING', null],
    ]);
    // the replaced agreement signed after all is terminated at the provider, and does not count
    await form(first, 'sign');
    await api.jobs.runDue();
    expect(await api.payment.queryAgreement(contracts[0].externalAgreementNo)).toMatchObject({ status: 'UNSIGN' });
    expect((await contractOf(user)).contract).toMatchObject({ status: 'SIGNING' });

    expect((await form(second, 'refuse')).statusCode).toBe(303);
    clock.advance(31 * 60_000 + 61_000);
    await api.jobs.runDue();
    expect((await contractOf(user)).contract).toMatchObject({ status: 'FAILED', signed: false, finished: false });
    expect((await recharge(user, '5')).body).toMatchObject({ code: 403, msg: '充值需先完成企业签约' });
  });

  it('a signed contract cannot be signed twice; terminated, it is ended at the provider and recharging needs a new one', async () => {
    const user = await signedUser();
    const again = await api.call('POST', '/web/recharge/contract', { token: user.token, body: { companyName: COMPANY, creditCode: codeOf(user) } });
    expect(again.body).toMatchObject({ code: 409, msg: '已签约，无需重复签约' });

    const terminated = await api.call('DELETE', '/web/recharge/contract', { token: user.token });
    expect(terminated.body.data).toMatchObject({ status: 'TERMINATED', signed: false, finished: true });
    await api.jobs.runDue();
    const contract = await db().rechargeContract.findFirstOrThrow({ where: { userId: user.userId } });
    expect(await api.payment.queryAgreement(contract.externalAgreementNo)).toMatchObject({ status: 'UNSIGN' });
    expect((await recharge(user, '5')).body).toMatchObject({ code: 403, msg: '充值需先完成企业签约' });
    expect((await api.call('DELETE', '/web/recharge/contract', { token: user.token })).body).toMatchObject({ code: 404, msg: '当前没有已签约的合同' });

    // re-sign
    const signUrl = await signContract(user);
    await form(signUrl, 'sign');
    await api.jobs.runDue();
    expect((await contractOf(user)).contract).toMatchObject({ status: 'SIGNED' });
  });

  it('a forged agreement notification is answered failure and signs nothing', async () => {
    const user = await api.signIn();
    await signContract(user);
    const contract = await db().rechargeContract.findFirstOrThrow({ where: { userId: user.userId } });
    const fields = {
      notify_type: 'dut_user_sign',
      notify_id: 'forged',
      notify_time: '2026-11-24 10:00:00',
      app_id: SIMULATED_APP_ID,
      external_agreement_no: contract.externalAgreementNo,
      agreement_no: '20261124000000000001',
      status: 'NORMAL',
      sign_type: 'RSA2',
    };
    // signed with our own platform key, not Alipay's
    const forged = signNotification(fields, simulatedAlipayKeys('data/test').platform.privateKey);
    expect((await notify(api, forged)).body).toBe('failure');
    const genuine = signNotification(fields, simulatedAlipayKeys('data/test').alipay.privateKey);
    expect((await notify(api, { ...genuine, status: 'UNSIGN' })).body).toBe('failure');
    expect((await db().rechargeContract.findUniqueOrThrow({ where: { id: contract.id } })).status).toBe('SIGNING');
  });
});

describe('recharging', () => {
  it('refuses an amount outside 5.00-50,000 or with more decimals, changing nothing', async () => {
    const user = await signedUser();
    const cases: [unknown, string][] = [
      ['4.99', '单笔充值金额需在 5 元至 50000 元之间'],
      ['50000.01', '单笔充值金额需在 5 元至 50000 元之间'],
      ['5.001', '请输入正确的充值金额（最多两位小数）'],
      ['-5', '请输入正确的充值金额（最多两位小数）'],
      [undefined, '请输入正确的充值金额（最多两位小数）'],
    ];
    for (const [amount, msg] of cases) expect((await recharge(user, amount)).body).toMatchObject({ code: 400, msg });
    const keyless = await api.call('POST', '/web/recharge', { token: user.token, body: { amount: '5' }, language: 'en' });
    expect(keyless.body).toMatchObject({
      code: 400,
      msg: 'The idempotency key (Idempotency-Key) is missing: purchases, recharges and withdrawals must carry one',
    });
    expect(await db().payment.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('pays 5.00 at the cashier; the notification credits the deposit once, never withdrawable, and the wallet lists it', async () => {
    const user = await signedUser();
    const reply = await recharge(user, '5');
    expect(reply.body.code).toBe(0);
    const { payUrl, amount, outTradeNo } = reply.body.data as { payUrl: string; amount: number; outTradeNo: string };
    expect(amount).toBe(500);
    expect(payUrl).toMatch(/^\/web\/pay\/sim\/cashier\//);
    expect(await balances(user.userId)).toMatchObject({ deposit: 0n });

    await payAtCashier(payUrl);
    await api.jobs.runDue();
    expect(await balances(user.userId)).toMatchObject({ deposit: 500n, withdrawable: 0n });
    const wallet = await api.call('GET', '/web/wallet', { token: user.token });
    expect(wallet.body.data).toMatchObject({ total: 500, deposit: 500, withdrawable: 0 });
    const transactions = await api.call('GET', '/web/wallet/transactions?type=rechargeWithdraw', { token: user.token });
    expect((transactions.body.data as { list: { kind: string; amount: number }[] }).list).toEqual([expect.objectContaining({ kind: 'RECHARGE', amount: 500 })]);
    expect(await db().message.count({ where: { userId: user.userId, kind: 'rechargeSucceeded' } })).toBe(1);

    // the notification replayed 20 times at once, and again later: credited once, `success` every time
    const payment = await db().payment.findUniqueOrThrow({ where: { outTradeNo } });
    const replay = alipayForm(payment, clock.now(), { receipt_amount: '5.00' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(api, replay)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(20).fill('success'));
    clock.advance(3_600_000);
    expect((await notify(api, replay)).body).toBe('success');
    expect(await balances(user.userId)).toMatchObject({ deposit: 500n });
    expect(await db().ledgerTransfer.count({ where: { idempotencyKey: `recharge:${outTradeNo}` } })).toBe(1);
    await ledgerInvariants();

    // the deposit is not withdrawable (only sale proceeds are)
    const preview = await api.call('GET', '/web/withdraw/settings', { token: user.token });
    expect(preview.body.data).toMatchObject({ withdrawable: 0 });
  });

  it('answers one Idempotency-Key with the same cashier, and refuses the key with another amount', async () => {
    const user = await signedUser();
    const key = randomUUID();
    const first = await recharge(user, '12.50', key);
    const again = await recharge(user, '12.50', key);
    expect(again.body).toEqual(first.body);
    expect((await recharge(user, '13', key)).body.code).not.toBe(0);
    expect(await db().payment.count({ where: { userId: user.userId, purpose: 'RECHARGE' } })).toBe(1);
  });

  it('an unpaid recharge closes at its deadline; paid late after all, it is still credited once', async () => {
    const user = await signedUser();
    const { outTradeNo } = (await recharge(user, '8.00')).body.data as { outTradeNo: string };
    clock.advance(20 * 60_000); // past the 15 minutes, the 2-minute grace and a sweep
    await api.jobs.runDue();
    const payment = await db().payment.findUniqueOrThrow({ where: { outTradeNo } });
    expect(payment.status).toBe('CLOSED');
    expect((await notify(api, alipayForm(payment, clock.now(), { receipt_amount: '8.00' }))).body).toBe('success');
    expect(await balances(user.userId)).toMatchObject({ deposit: 800n });
  });

  it('RECHARGE_ENABLED=off refuses with 充值暂时关闭，请联系客服; a visitor is asked to sign in', async () => {
    const closed = await createTestApp(database, { clock, env: { RECHARGE_ENABLED: 'off' } });
    try {
      const user = await closed.signIn();
      const reply = await closed.call('POST', '/web/recharge', { token: user.token, body: { amount: '5' }, headers: { 'idempotency-key': randomUUID() } });
      expect(reply.body).toMatchObject({ code: 503, msg: '充值暂时关闭，请联系客服' });
      expect(((await closed.call('GET', '/web/recharge/contract', { token: user.token })).body.data as { enabled: boolean }).enabled).toBe(false);
    } finally {
      await closed.app.close();
    }
    expect((await api.call('POST', '/web/recharge', { body: { amount: '5' }, headers: { 'idempotency-key': randomUUID() } })).body.code).toBe(401);
  });
});

describe('the recharge center through GraphQL', () => {
  it('signs, recharges and reports typed errors in English', async () => {
    const user = await api.signIn();
    const headers = { cookie: `Authorization=${user.token}`, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };
    const sign = await api.graphql(
      `mutation($input: SignRechargeContractInput!) { signRechargeContract(input: $input) {
        __typename ... on SignRechargeContractPayload { signUrl contract { status statusText signed finished } }
        ... on ValidationError { message } } }`,
      { input: { companyName: COMPANY, creditCode: 'bad' } },
      headers,
    );
    expect(sign.data).toEqual({
      signRechargeContract: {
        __typename: 'ValidationError',
        message: 'A unified social credit code has 18 digits or capital letters (no I, O, S, V or Z)',
      },
    });
    const signed = await api.graphql<{ signRechargeContract: { signUrl: string; contract: Record<string, unknown> } }>(
      `mutation($input: SignRechargeContractInput!) { signRechargeContract(input: $input) {
        ... on SignRechargeContractPayload { signUrl contract { status statusText signed finished } } } }`,
      { input: { companyName: COMPANY, creditCode: CREDIT_CODE.toLowerCase() } },
      headers,
    );
    expect(signed.data?.signRechargeContract.contract).toEqual({ status: 'SIGNING', statusText: 'Signing not finished', signed: false, finished: false });
    await form(signed.data!.signRechargeContract.signUrl, 'sign');
    await api.jobs.runDue();

    const center = await api.graphql(`{ viewer { rechargeCenter { enabled min max contract { status statusText creditCode } } } }`, {}, headers);
    expect(center.data).toEqual({
      viewer: { rechargeCenter: { enabled: true, min: 500, max: 5_000_000, contract: { status: 'SIGNED', statusText: 'Signed', creditCode: CREDIT_CODE } } },
    });
    const recharged = await api.graphql<{ recharge: { amount: number; payUrl: string } }>(
      `mutation($input: RechargeInput!) { recharge(input: $input) { ... on RechargePayload { amount payUrl } ... on Error { message } } }`,
      { input: { amount: '5.00', idempotencyKey: randomUUID() } },
      headers,
    );
    expect(recharged.data?.recharge.amount).toBe(500);
    await payAtCashier(recharged.data!.recharge.payUrl);
    await api.jobs.runDue();
    expect(await balances(user.userId)).toMatchObject({ deposit: 500n });
  });
});
