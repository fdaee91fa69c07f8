// Withdrawals: settled proceeds to the verified Alipay account through the
// REST API, the simulated Alipay's payouts (success after the delay, failure for a payee set up to
// fail), each end applied once, the history and its filters. On PGlite, or on PostgreSQL with
// TEST_DATABASE_URL, where the parallel requests really race.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import type { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { balances, ledgerInvariants, fundWithdrawable as fundSettled } from '../helpers/wallet.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T02:00:00Z'));
const PAYOUT_MS = 20_000;
// a valid ID number (its check character computed by the rule: tests/unit/identity.test.ts)
const ID_NUMBER = '11010519491231002X';

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock });
});

afterAll(async () => {
  await api?.app.close();
});

/** Settled sale proceeds at the test's clock. */
const fundWithdrawable = (userId: string, cents: number) => fundSettled(userId, cents, () => clock.now());

async function smsCode(user: SignedInUser): Promise<string> {
  clock.advance(61_000); // past the per-phone cooldown of the previous code
  const sent = await api.call('POST', '/web/withdraw/code', { token: user.token });
  expect(sent.body.code).toBe(0);
  return api.sms.latestCode(user.phone, 'withdraw')!;
}

const withdraw = (user: SignedInUser, body: Record<string, unknown>, idempotencyKey: string = randomUUID()) =>
  api.call('POST', '/web/withdraw', { token: user.token, body, headers: { 'idempotency-key': idempotencyKey } });

const first = { name: '张三', idNumber: ID_NUMBER, account: '13800138000' };

async function settle() {
  await api.jobs.runDue();
  clock.advance(PAYOUT_MS + 1_000);
  await api.jobs.runDue();
}

describe('withdrawing', () => {
  it('refuses what the rules refuse, each with its message, and changes nothing', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 900);
    let reply = await withdraw(user, { ...first, amount: '10', smsCode: '000000' });
    expect(reply.body.msg).toBe('可提现金额不足 10 元，暂不能提现');
    await fundWithdrawable(user.userId, 5_000);
    for (const [amount, msg] of [
      ['9.99', '单笔提现金额需在 10 元至 50000 元之间'],
      ['50000.01', '单笔提现金额需在 10 元至 50000 元之间'],
      ['12.345', '请输入正确的提现金额（最多两位小数）'],
      ['60', '可用金额不足，请重新输入'],
    ]) {
      reply = await withdraw(user, { ...first, amount, smsCode: '000000' });
      expect(reply.body.msg).toBe(msg);
    }
    const code = await smsCode(user);
    reply = await withdraw(user, { account: first.account, amount: '10', smsCode: code });
    expect(reply.body.msg).toBe('首次提现需要完成实名认证，请填写姓名和身份证号');
    reply = await withdraw(user, { ...first, account: 'not an account', amount: '10', smsCode: code });
    expect(reply.body.msg).toBe('请输入正确的支付宝账号（手机号或邮箱）');
    reply = await withdraw(user, { ...first, amount: '10', smsCode: code === '123456' ? '654321' : '123456' });
    expect(reply.body.msg).toBe('验证码错误或已失效，请重新获取');
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(0);
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 5_900n, frozen: 0n });
    const after = await db().user.findUniqueOrThrow({ where: { id: user.userId } });
    expect([after.verifiedStatus, after.withdrawAccount]).toEqual([0, null]);
    // the right code still works after the refusals (they changed nothing)
    reply = await withdraw(user, { ...first, amount: '10', smsCode: code });
    expect(reply.body).toMatchObject({ code: 0, msg: '提现已发起', data: { status: 'PROCESSING', amount: 1_000, fee: 10, actualAmount: 990 } });
  });

  it('verifies the name and binds the account at the first withdrawal, freezes the amount, pays it after the delay and settles it once', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 20_000);
    const preview = await api.call('GET', '/web/withdraw/preview?amount=123.45', { token: user.token });
    expect(preview.body.data).toEqual({ amount: 12_345, fee: 123, actualAmount: 12_222 });
    const reply = await withdraw(user, { ...first, amount: '123.45', smsCode: await smsCode(user) });
    expect(reply.body.code).toBe(0);
    const serialNo = reply.body.data.serialNo as string;
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 7_655n, frozen: 12_345n });
    const verified = await db().user.findUniqueOrThrow({ where: { id: user.userId } });
    expect([verified.verifiedStatus, verified.withdrawAccount]).toEqual([1, '13800138000']);
    const settings = await api.call('GET', '/web/withdraw/settings', { token: user.token });
    expect(settings.body.data).toMatchObject({ verified: true, account: '13800138000', withdrawable: 7_655, rateBps: 100, min: 1_000, max: 5_000_000 });

    // later withdrawals: no identity, only to the bound account
    const other = await withdraw(user, { amount: '10', account: 'someone@example.com', smsCode: await smsCode(user) });
    expect(other.body.msg).toBe('提现只能到实名认证时绑定的支付宝账号 13800138000');

    await api.jobs.runDue();
    expect((await api.call('GET', '/web/withdraw', { token: user.token })).body.data.list[0]).toMatchObject({ serialNo, status: 'PROCESSING' });
    clock.advance(PAYOUT_MS + 1_000);
    await api.jobs.runDue();
    const history = await api.call('GET', '/web/withdraw', { token: user.token });
    expect(history.body.data.list[0]).toMatchObject({ serialNo, status: 'SUCCESS', amount: 12_345, fee: 123, actualAmount: 12_222, account: '13800138000' });
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 7_655n, frozen: 0n });
    const paid = await (api.payment as SimulatedAlipay).queryTransfer(serialNo);
    expect(paid).toMatchObject({ status: 'SUCCESS' });
    const message = await db().message.findFirst({ where: { userId: user.userId, kind: 'withdrawalSucceeded' } });
    expect(message?.params).toMatchObject({ serialNo, actual: '122.22' });
    const statistics = await api.call('GET', '/web/user/statistics?range=thisMonth', { token: user.token });
    expect(statistics.body.data.withdrawals).toEqual({ count: 1, amount: 12_345 });
    expect(await ledgerInvariants()).toMatchObject({ negativeAccounts: 0, driftingAccounts: 0 });
  });

  it('returns a failed payout to withdrawable once, with the reason, even when the failure is reported twice at once', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 5_000);
    const account = 'payee-to-fail@example.com';
    await (api.payment as SimulatedAlipay).payouts.failPayee(account, '收款账户已注销');
    const reply = await withdraw(user, { ...first, account, amount: '50', smsCode: await smsCode(user) });
    expect(reply.body.code).toBe(0);
    const withdrawal = await db().withdrawal.findUniqueOrThrow({ where: { serialNo: reply.body.data.serialNo } });
    const failure = { outBizNo: withdrawal.serialNo, status: 'FAIL' as const, orderId: null, failReason: '收款账户已注销' };
    const reports = await Promise.all([
      api.app.services.withdrawals.finish(withdrawal.id, failure),
      api.app.services.withdrawals.finish(withdrawal.id, failure),
    ]);
    expect(reports.filter(Boolean)).toHaveLength(1);
    await settle();
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 5_000n, frozen: 0n });
    const returned = await db().ledgerTransfer.count({ where: { referenceType: 'WITHDRAWAL', referenceId: withdrawal.serialNo, kind: 'WITHDRAWAL_RETURN' } });
    expect(returned).toBe(1);
    const history = await api.call('GET', '/web/withdraw?status=failure', { token: user.token });
    // nothing arrived and no fee was taken: the history says 0 for both (the amount is what was asked)
    expect(history.body.data.list).toMatchObject([
      { serialNo: withdrawal.serialNo, status: 'FAILURE', failureReason: '收款账户已注销', amount: 5_000, fee: 0, actualAmount: 0 },
    ]);
    const graphql = await api.graphql<any>(
      '{ viewer { withdrawals(first: 5, status: FAILURE) { edges { node { amount fee actualAmount } } } } }',
      {},
      { cookie: `Authorization=${user.token}` },
    );
    expect(graphql.data.viewer.withdrawals.edges).toEqual([{ node: { amount: 5_000, fee: 0, actualAmount: 0 } }]);
    // a success reported after the failure changes nothing either
    expect(await api.app.services.withdrawals.finish(withdrawal.id, { ...failure, status: 'SUCCESS', failReason: null })).toBe(false);
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 5_000n, frozen: 0n });
  });

  it('an account named fail… fails at the simulated Alipay after the delay, and the money comes back', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 3_000);
    const reply = await withdraw(user, { ...first, account: 'fail@example.com', amount: '30', smsCode: await smsCode(user) });
    expect(reply.body.code).toBe(0);
    await settle();
    const row = await db().withdrawal.findUniqueOrThrow({ where: { serialNo: reply.body.data.serialNo } });
    expect(row.status).toBe('FAILURE');
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 3_000n, frozen: 0n });
  });

  it('answers a repeated Idempotency-Key with the first answer and withdraws once', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 10_000);
    const key = randomUUID();
    const body = { ...first, amount: '20', smsCode: await smsCode(user) };
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(user, body, key)));
    // the same answer each time (a replay comes from the stored JSON: the same fields and values)
    for (const reply of replies) expect(reply.body.data).toEqual(replies[0].body.data);
    expect(replies.every((reply) => reply.body.code === 0)).toBe(true);
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(1);
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 8_000n, frozen: 2_000n });
    await settle();
  });

  it('of 20 parallel withdrawals of the whole balance one succeeds, the rest are refused, nothing goes negative', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 7_777);
    const code = await smsCode(user);
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(user, { ...first, amount: '77.77', smsCode: code })));
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(1);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    expect(await db().withdrawal.count({ where: { userId: user.userId } })).toBe(1);
    expect(await balances(user.userId)).toMatchObject({ withdrawable: 0n, frozen: 7_777n });
    expect(await ledgerInvariants()).toMatchObject({ negativeAccounts: 0, driftingAccounts: 0 });
    await settle();
  });

  it('filters the history by status, range and month, and pages it', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 100_000);
    const serials: string[] = [];
    for (const amount of ['10', '11', '12']) {
      const reply = await withdraw(user, { ...first, amount, smsCode: await smsCode(user) });
      expect(reply.body.code).toBe(0);
      serials.push(reply.body.data.serialNo);
    }
    const list = async (query: string) => (await api.call('GET', `/web/withdraw?${query}`, { token: user.token })).body;
    expect((await list('limit=2')).data).toMatchObject({ total: 3, pages: 2 });
    expect((await list('limit=2&page=2')).data.list.map((row: { serialNo: string }) => row.serialNo)).toEqual([serials[0]]);
    expect((await list('status=processing')).data.total).toBe(3);
    expect((await list('status=success')).data.total).toBe(0);
    expect((await list('range=week')).data.total).toBe(3);
    expect((await list('month=2026-11')).data.total).toBe(3);
    expect((await list('month=2026-10')).data.total).toBe(0);
    expect((await list('status=late')).msg).toBe('状态无效，可选值为 processing（处理中）、success（成功）、failure（失败）');
    expect((await list('range=year')).msg).toBe('时间范围无效，可选值为 week（近一周）、month（近一月）、3months（近三月）');
    expect((await list('month=2026-13')).msg).toBe('月份格式应为 YYYY-MM');
    clock.advance(8 * 86_400_000);
    await settle();
    expect((await list('range=week')).data.total).toBe(0);
    expect((await list('range=month&status=success')).data.total).toBe(3);
  });

  it('sends the withdrawal code at once after the login code (a cooldown per purpose), and not twice within 60 s', async () => {
    const user = await api.signIn();
    const first = await api.call('POST', '/web/withdraw/code', { token: user.token });
    expect(first.body).toMatchObject({ code: 0, msg: '验证码已发送' });
    const again = await api.call('POST', '/web/withdraw/code', { token: user.token });
    expect(again.status).toBe(429);
    expect(
      api.sms
        .outbox()
        .filter((sms) => sms.phone === user.phone)
        .map((sms) => sms.purpose),
    ).toEqual(['login', 'withdraw']);
  });

  it('is refused in English too, and needs a signed-in user', async () => {
    const user = await api.signIn();
    const reply = await api.call('POST', '/web/withdraw', { token: user.token, body: { amount: 'ten' }, language: 'en' });
    expect(reply.body.msg).toBe('Enter a valid amount to withdraw (at most two decimals)');
    expect((await api.call('POST', '/web/withdraw', { body: { amount: '10' } })).body.code).toBe(401);
  });
});

describe('withdrawing through GraphQL', () => {
  it('previews, withdraws with the code and lists the history, with typed errors', async () => {
    const user = await api.signIn();
    await fundWithdrawable(user.userId, 4_000);
    const headers = { cookie: `Authorization=${user.token}` };
    const settings = await api.graphql(
      '{ viewer { withdrawalSettings { verified account withdrawable min rateBps } withdrawalPreview(amount: "25") { amount fee actualAmount } } }',
      {},
      headers,
    );
    expect(settings.data).toEqual({
      viewer: {
        withdrawalSettings: { verified: false, account: null, withdrawable: 4_000, min: 1_000, rateBps: 100 },
        withdrawalPreview: { amount: 2_500, fee: 25, actualAmount: 2_475 },
      },
    });
    clock.advance(61_000);
    const sent = await api.graphql('mutation { sendWithdrawalCode { ... on SendWithdrawalCodePayload { retryAfterSeconds } } }', {}, headers);
    expect(sent.data).toEqual({ sendWithdrawalCode: { retryAfterSeconds: 60 } });
    const mutation = `mutation ($input: WithdrawInput!) { withdraw(input: $input) {
      __typename ... on WithdrawPayload { withdrawal { serialNo status amount fee actualAmount } } ... on Error { message } } }`;
    const input = { amount: '25', name: first.name, idNumber: first.idNumber, account: first.account, idempotencyKey: randomUUID() };
    const wrong = await api.graphql(
      mutation,
      { input: { ...input, smsCode: '999999' === api.sms.latestCode(user.phone, 'withdraw') ? '888888' : '999999' } },
      headers,
    );
    expect(wrong.data).toMatchObject({ withdraw: { __typename: 'BaseError', message: '验证码错误或已失效，请重新获取' } });
    const done = await api.graphql(mutation, { input: { ...input, smsCode: api.sms.latestCode(user.phone, 'withdraw') } }, headers);
    expect(done.data).toMatchObject({
      withdraw: { __typename: 'WithdrawPayload', withdrawal: { status: 'PROCESSING', amount: 2_500, fee: 25, actualAmount: 2_475 } },
    });
    await settle();
    const history = await api.graphql(
      '{ viewer { withdrawals(first: 5, status: SUCCESS) { totalCount edges { node { status statusText actualAmount } } } } }',
      {},
      headers,
    );
    expect(history.data).toEqual({
      viewer: { withdrawals: { totalCount: 1, edges: [{ node: { status: 'SUCCESS', statusText: '成功', actualAmount: 2_475 } }] } },
    });
  });
});
