// The settings page's API (/user/setting) through REST and GraphQL: nickname, real-name
// verification, statistics on fixed dates, the open-platform switch. Avatars: user.avatar.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  vi.useRealTimers();
  await api?.app.close();
});

afterEach(() => vi.useRealTimers());

const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) =>
  api.graphql<T>(query, variables, { ...(token ? { cookie: `Authorization=${token}` } : {}), ...(language ? { 'accept-language': language } : {}) });

const call: TestApp['call'] = (...args) => api.call(...args);
const login = () => api.signIn();

describe('nickname: PUT /web/user and updateProfile', () => {
  it('trims and saves a nickname of 1 to 20 characters, shown by GET /web/user and viewer', async () => {
    const { token } = await login();
    const saved = await call('PUT', '/web/user', { body: { nickname: '  刀锋收藏家 ' }, token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 0, data: { nickname: '刀锋收藏家', avatar: '/avatars/default.svg' } });
    expect((await call('GET', '/web/user', { token })).body.data.nickname).toBe('刀锋收藏家');
    // 20 characters, each an emoji of two UTF-16 units, is still 20 characters
    expect((await call('PUT', '/web/user', { body: { nickname: '😀'.repeat(20) }, token })).body.data.nickname).toBe('😀'.repeat(20));
    expect((await call('PUT', '/web/user', { body: { nickname: 'x' }, token })).body.code).toBe(0);
    expect((await gql('{ viewer { nickname } }', {}, token)).data).toEqual({ viewer: { nickname: 'x' } });
  });

  it.each([
    [{ nickname: '' }, '请输入昵称', 'Please enter a nickname'],
    [{ nickname: '   ' }, '请输入昵称', 'Please enter a nickname'],
    [{}, '请输入昵称', 'Please enter a nickname'],
    [{ nickname: 12345 }, '请输入昵称', 'Please enter a nickname'],
    [{ nickname: 'a'.repeat(21) }, '昵称最多 20 个字符', 'The nickname can be at most 20 characters'],
    [{ nickname: '第一行\n第二行' }, '昵称不能包含换行符或控制字符', 'The nickname cannot contain line breaks or control characters'],
    // NUL never reaches the service: the one input rule of every route refuses it first
    [
      { nickname: 'abc\u0000' },
      'nickname 含有不允许的字符（空字符或不成对的代理字符）',
      'nickname contains characters that are not allowed (NUL or an unpaired surrogate)',
    ],
    [{ nickname: 'evil\u202Egnp.exe' }, '昵称不能包含换行符或控制字符', 'The nickname cannot contain line breaks or control characters'],
  ])('refuses %j and keeps the old nickname', async (body, zh, en) => {
    const { token } = await login();
    const before = (await call('GET', '/web/user', { token })).body.data.nickname;
    expect(await call('PUT', '/web/user', { body, token })).toEqual({ status: 400, body: { code: 400, msg: zh, data: null } });
    expect((await call('PUT', '/web/user', { body, token, language: 'en' })).body.msg).toBe(en);
    expect((await call('GET', '/web/user', { token })).body.data.nickname).toBe(before);
  });

  it('answers 401 without a session, 403 without the XMLHttpRequest marker', async () => {
    expect(await call('PUT', '/web/user', { body: { nickname: 'abc' } })).toEqual({ status: 401, body: { code: 401, msg: '请登录', data: null } });
    const { token, userId } = await login();
    const forged = await api.app.inject({
      method: 'PUT',
      url: '/web/user',
      headers: { 'content-type': 'application/json', cookie: `Authorization=${token}`, origin: 'https://evil.example' },
      payload: JSON.stringify({ nickname: 'forged' }),
    });
    expect(forged.statusCode).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).nickname).not.toBe('forged');
  });

  it('GraphQL: updateProfile answers the viewer or a typed ValidationError', async () => {
    const { token } = await login();
    const mutation = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
      __typename ... on UpdateProfilePayload { viewer { id nickname } } ... on ValidationError { message field } } }`;
    const done = await gql(mutation, { input: { nickname: ' 新名字 ' } }, token);
    expect(done.data.updateProfile).toMatchObject({ __typename: 'UpdateProfilePayload', viewer: { nickname: '新名字' } });
    const refused = await gql(mutation, { input: { nickname: 'y'.repeat(21) } }, token, 'en');
    expect(refused.data.updateProfile).toEqual({ __typename: 'ValidationError', message: 'The nickname can be at most 20 characters', field: 'nickname' });
    const anonymous = await gql(mutation, { input: { nickname: 'abc' } });
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]).toMatchObject({ message: '请登录', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('open platform: PUT /web/user/openPlatform and setOpenPlatform', () => {
  it('switches it on and off', async () => {
    const { token, userId } = await login();
    expect((await call('GET', '/web/user', { token })).body.data.openPlatformEnabled).toBe(false);
    const on = await call('PUT', '/web/user/openPlatform', { body: { enabled: true }, token });
    expect(on.body).toMatchObject({ code: 0, data: { openPlatformEnabled: true } });
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).openPlatformEnabled).toBe(true);
    const off = await gql(
      'mutation { setOpenPlatform(input: { enabled: false }) { __typename ... on SetOpenPlatformPayload { viewer { openPlatformEnabled } } } }',
      {},
      token,
    );
    expect(off.data.setOpenPlatform).toEqual({ __typename: 'SetOpenPlatformPayload', viewer: { openPlatformEnabled: false } });
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).openPlatformEnabled).toBe(false);
  });

  it.each([[{ enabled: 'yes' }], [{ enabled: 1 }], [{}]])('refuses %j', async (body) => {
    const { token } = await login();
    const reply = await call('PUT', '/web/user/openPlatform', { body, token });
    expect(reply).toEqual({ status: 400, body: { code: 400, msg: '请选择开启或关闭开放平台（enabled 为 true 或 false）', data: null } });
  });

  it('needs a session', async () => {
    expect((await call('PUT', '/web/user/openPlatform', { body: { enabled: true } })).status).toBe(401);
  });
});

describe('real-name verification: POST /web/user/verification and verifyIdentity', () => {
  const secrets = new SecretBox(Buffer.alloc(32, 7)); // the test app's key

  it('verifies once, stores name and number encrypted, shows the name masked and never the number', async () => {
    const { token, userId } = await login();
    const reply = await call('POST', '/web/user/verification', { body: { name: '张三丰', idNumber: '11010519491231002x' }, token });
    expect(reply.body).toMatchObject({ code: 0, data: { name: '张**', verifiedStatus: 1 } });
    expect(JSON.stringify(reply.body)).not.toContain('110105');
    const row = await db().user.findUniqueOrThrow({ where: { id: userId } });
    expect(row.verifiedStatus).toBe(1);
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(row.realName).toMatch(new RegExp(`^v2:${secrets.keyId}:`));
    expect(row.idNumber).toMatch(new RegExp(`^v2:${secrets.keyId}:`));
    expect(row.realName).not.toContain('张三丰');
    expect(row.idNumber).not.toContain('110105');
    expect(secrets.decrypt(row.realName!, SECRET_FIELDS.realName, userId)).toBe('张三丰');
    expect(secrets.decrypt(row.idNumber!, SECRET_FIELDS.idNumber, userId)).toBe('11010519491231002X');
    expect((await call('GET', '/web/user', { token })).body.data).toMatchObject({ name: '张**', verifiedStatus: 1 });
    expect((await gql('{ viewer { realName verifiedStatus } }', {}, token)).data).toEqual({ viewer: { realName: '张**', verifiedStatus: 1 } });

    const again = await call('POST', '/web/user/verification', { body: { name: '李四', idNumber: '440304199001011233' }, token });
    expect(again).toEqual({ status: 409, body: { code: 409, msg: '已完成实名认证，无需重复认证', data: null } });
    expect(secrets.decrypt((await db().user.findUniqueOrThrow({ where: { id: userId } })).realName!, SECRET_FIELDS.realName, userId)).toBe('张三丰');
  });

  it.each([
    [{ name: '李四', idNumber: '440304199001011234' }, '身份证号校验位不正确，请检查后重新输入'],
    [{ name: '李四', idNumber: '44030419900101123' }, '身份证号应为 18 位：前 17 位是数字，最后一位是数字或 X'],
    [{ name: '李四', idNumber: '990101199001010019' }, '身份证号的地区码不正确'],
    [{ name: '李四', idNumber: '110101202302290011' }, '身份证号中的出生日期不正确'],
    [{ name: '李四', idNumber: '' }, '请输入身份证号'],
    [{ name: '李', idNumber: '440304199001011233' }, '姓名长度应为 2 到 30 个字符'],
    [{ name: '李4', idNumber: '440304199001011233' }, '姓名只能由汉字（可含间隔号“·”）或英文字母和空格组成'],
    [{ idNumber: '440304199001011233' }, '请输入真实姓名'],
  ])('refuses %j and stays unverified', async (body, message) => {
    const { token, userId } = await login();
    expect(await call('POST', '/web/user/verification', { body, token })).toEqual({ status: 400, body: { code: 400, msg: message, data: null } });
    const row = await db().user.findUniqueOrThrow({ where: { id: userId } });
    expect([row.verifiedStatus, row.realName, row.idNumber, row.verifiedAt]).toEqual([0, null, null, null]);
  });

  it('refuses people under 18 on the day in Shanghai', async () => {
    // 2026-11-20 16:30 UTC is 2026-11-21 00:30 in Shanghai: someone born 2008-11-21 is 18 there
    vi.useFakeTimers({ now: new Date('2026-11-20T15:30:00Z'), toFake: ['Date'] });
    const user = await login();
    const { token } = user;
    const young = await call('POST', '/web/user/verification', { body: { name: '王小明', idNumber: '110101200811210014' }, token, language: 'en' });
    expect(young.body).toEqual({ code: 400, msg: 'You must be at least 18 years old to verify your identity', data: null });
    vi.setSystemTime(new Date('2026-11-20T16:30:00Z'));
    // an hour later the login no longer counts as a step-up verification
    await api.verify(user);
    const adult = await call('POST', '/web/user/verification', { body: { name: '王小明', idNumber: '110101200811210014' }, token });
    expect(adult.body).toMatchObject({ code: 0, data: { verifiedStatus: 1, name: '王**' } });
  });

  it('GraphQL: verifyIdentity answers the viewer, a ValidationError with its field, or ALREADY_VERIFIED', async () => {
    const { token } = await login();
    const mutation = `mutation($input: VerifyIdentityInput!) { verifyIdentity(input: $input) {
      __typename ... on VerifyIdentityPayload { viewer { realName verifiedStatus } } ... on ValidationError { message field } ... on Error { message code } } }`;
    const wrong = await gql(mutation, { input: { name: 'Li Ming', idNumber: '510107198005128760' } }, token, 'en');
    expect(wrong.data.verifyIdentity).toEqual({
      __typename: 'ValidationError',
      field: 'idNumber',
      code: 'VALIDATION',
      message: 'The check character of the ID card number is wrong; please check the number',
    });
    const done = await gql(mutation, { input: { name: ' Li   Ming ', idNumber: '510107198005128764' } }, token);
    expect(done.data.verifyIdentity).toEqual({ __typename: 'VerifyIdentityPayload', viewer: { realName: 'L******', verifiedStatus: 1 } });
    const again = await gql(mutation, { input: { name: 'Li Ming', idNumber: '510107198005128764' } }, token);
    expect(again.data.verifyIdentity).toEqual({ __typename: 'BaseError', message: '已完成实名认证，无需重复认证', code: 'ALREADY_VERIFIED' });
  });

  it('lets only one of two racing verifications through', async () => {
    const { token, userId } = await login();
    const replies = await Promise.all([
      call('POST', '/web/user/verification', { body: { name: '赵一', idNumber: '650102198511110013' }, token }),
      call('POST', '/web/user/verification', { body: { name: '钱二', idNumber: '820000199506071230' }, token }),
    ]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 409]);
    const winner = replies.find((reply) => reply.body.code === 0)!.body.data.name;
    const stored = secrets.decrypt((await db().user.findUniqueOrThrow({ where: { id: userId } })).realName!, SECRET_FIELDS.realName, userId);
    expect(`${stored[0]}*`).toBe(winner);
  });
});

describe('statistics: GET /web/user/statistics and viewer.statistics', () => {
  // Monday 2026-11-23 00:30 in Shanghai, while UTC still says Sunday 16:30
  const mondayEarly = new Date('2026-11-22T16:30:00Z');
  let token: string;

  beforeAll(async () => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    const seller = await login();
    const other = await login();
    vi.useRealTimers();
    token = seller.token;
    const template = await db().itemTemplate.create({
      data: {
        hashName: 'Statistics Test Case',
        catalogId: 'statistics-test',
        nameEn: 'Statistics Test Case',
        nameZh: '统计测试箱',
        searchText: 'statistics test case',
        tagType: 'other',
        quality: 'normal',
        referencePriceCents: 100,
      },
    });
    // each sale is an order paid at its time (the statistics count orders, at what their buyers paid)
    let orders = 0;
    const order = async (sellerId: string, priceCents: number, paidAt: string | null, status = 51, statusDes = 'TRADE_SUCCESSFUL') => {
      orders += 1;
      const listing = await db().listing.create({
        data: {
          templateId: template.id,
          sellerId,
          priceCents,
          status: paidAt && status !== 55 ? 'SOLD' : 'ON_SALE',
          soldAt: paidAt && status !== 55 ? new Date(paidAt) : null,
        },
      });
      const at = new Date(paidAt ?? '2026-11-22T16:20:00Z');
      await db().order.create({
        data: {
          orderNo: `20261122${String(orders).padStart(10, '0')}`,
          buyerId: other.userId,
          sellerId,
          listingId: listing.id,
          templateId: template.id,
          buyerSteamId: '76561198000000001',
          priceCents,
          feeCents: Math.round(priceCents / 100),
          feeRateBps: 100,
          status,
          statusDes,
          payMethod: 'BALANCE',
          createdAt: at,
          updatedAt: at,
          paidAt: paidAt ? new Date(paidAt) : null,
        },
      });
    };
    await order(seller.userId, 2_000, '2026-11-22T16:10:00Z'); // Mon 23 Nov 00:10 Shanghai: this week
    await order(seller.userId, 1_000, '2026-11-22T15:00:00Z'); // Sun 22 Nov 23:00: last week
    await order(seller.userId, 400, '2026-11-15T16:00:00Z'); //   Mon 16 Nov 00:00: last week's first instant
    await order(seller.userId, 300, '2026-11-15T15:59:59Z'); //   Sun 15 Nov 23:59:59: the week before
    await order(seller.userId, 50, '2026-10-31T16:00:00Z'); //    1 Nov 00:00: this month's first instant
    await order(seller.userId, 70, '2026-10-31T15:59:00Z'); //    31 Oct 23:59: last month
    await order(other.userId, 99_999, '2026-11-22T16:00:00Z'); // someone else's sale
    await order(seller.userId, 5_000, null, 11, 'WAITING_PAYMENT'); // never paid
    await order(seller.userId, 6_000, '2026-11-22T16:05:00Z', 55, 'SELLER_CANCELLED'); // paid, failed and refunded
  });

  const rest = (query: string, language?: string) => call('GET', `/web/user/statistics${query}`, { token, language });

  it.each([
    ['thisWeek', '2026-11-23', '2026-11-23', 1, 2_000],
    ['lastWeek', '2026-11-16', '2026-11-22', 2, 1_400],
    ['thisMonth', '2026-11-01', '2026-11-23', 5, 3_750],
    ['last7Days', '2026-11-17', '2026-11-23', 2, 3_000],
    ['last30Days', '2026-10-25', '2026-11-23', 6, 3_820],
    ['last90Days', '2026-08-26', '2026-11-23', 6, 3_820],
  ])('%s: %s to %s, %i sales worth %i cents', async (range, from, to, count, amount) => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    const reply = await rest(`?range=${range}`);
    expect(reply.body).toEqual({
      code: 0,
      msg: '成功',
      data: { range, from, to, sales: { count, amount }, withdrawals: { count: 0, amount: 0 } },
    });
  });

  it('defaults to this month', async () => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    expect((await rest('')).body.data).toMatchObject({ range: 'thisMonth', from: '2026-11-01', sales: { count: 5 } });
  });

  it('takes a custom range of Shanghai days', async () => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    expect((await rest('?range=custom&from=2026-10-31&to=2026-10-31')).body.data).toMatchObject({
      from: '2026-10-31',
      to: '2026-10-31',
      sales: { count: 1, amount: 70 },
    });
    expect((await rest('?range=custom&from=2026-11-15&to=2026-11-16')).body.data.sales).toEqual({ count: 2, amount: 700 });
    // today (23 Nov in Shanghai) is allowed although it is still the 22nd in UTC
    expect((await rest('?range=custom&from=2026-11-23&to=2026-11-23')).body.data.sales).toEqual({ count: 1, amount: 2_000 });
  });

  it.each([
    ['?range=custom&from=2026-11-01', 'to', '自定义时间请选择开始日期和结束日期', 'A custom range needs a start date and an end date'],
    ['?range=custom&from=2026-02-30&to=2026-03-01', 'from', '开始日期不是有效的日期，格式为 YYYY-MM-DD', 'Start date is not a valid date (YYYY-MM-DD)'],
    ['?range=custom&from=2026-11-10&to=2026-11-01', 'from', '开始日期不能晚于结束日期', 'The start date cannot be after the end date'],
    ['?range=custom&from=2026-11-20&to=2026-11-24', 'to', '结束日期不能晚于今天', 'The end date cannot be after today'],
    ['?range=custom&from=2025-11-22&to=2026-11-23', 'from', '自定义时间最长 366 天', 'A custom range can cover at most 366 days'],
    [
      '?range=lastMonth',
      'range',
      '统计时间范围无效，可选 thisMonth、thisWeek、lastWeek、last7Days、last30Days、last90Days 或 custom',
      'Unknown statistics range; use thisMonth, thisWeek, lastWeek, last7Days, last30Days, last90Days or custom',
    ],
  ])('refuses %s', async (query, field, zh, en) => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    expect(await rest(query)).toEqual({ status: 400, body: { code: 400, msg: zh, data: null } });
    expect((await rest(query, 'en')).body.msg).toBe(en);
    if (field !== 'range') {
      const graphql = await gql(
        `query($from: String, $to: String) { viewer { statistics(range: CUSTOM, from: $from, to: $to) { __typename ... on ValidationError { field message } } } }`,
        Object.fromEntries(new URLSearchParams(query.slice(1)).entries()),
        token,
      );
      expect(graphql.data.viewer.statistics).toEqual({ __typename: 'ValidationError', field, message: zh });
    }
  });

  it('GraphQL: viewer.statistics answers the same figures', async () => {
    vi.useFakeTimers({ now: mondayEarly, toFake: ['Date'] });
    const query = `query($range: StatisticsRange, $from: String, $to: String) { viewer { statistics(range: $range, from: $from, to: $to) {
      __typename ... on UserStatistics { range from to sales { count amount } withdrawals { count amount } } } } }`;
    expect((await gql(query, { range: 'LAST_WEEK' }, token)).data.viewer.statistics).toEqual({
      __typename: 'UserStatistics',
      range: 'LAST_WEEK',
      from: '2026-11-16',
      to: '2026-11-22',
      sales: { count: 2, amount: 1_400 },
      withdrawals: { count: 0, amount: 0 },
    });
    expect((await gql(query, {}, token)).data.viewer.statistics).toMatchObject({ range: 'THIS_MONTH', sales: { count: 5, amount: 3_750 } });
    expect((await gql(query, { range: 'CUSTOM', from: '2026-11-15', to: '2026-11-16' }, token)).data.viewer.statistics.sales).toEqual({
      count: 2,
      amount: 700,
    });
  });

  it('answers only the signed-in user', async () => {
    expect((await call('GET', '/web/user/statistics?range=thisMonth')).status).toBe(401);
  });
});
