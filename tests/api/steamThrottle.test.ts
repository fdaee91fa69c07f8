// Steam-facing actions are throttled per user and per Steam account: failed binds
// (no password oracle), token refreshes, inventory refreshes and guard-code views; every refusal is
// a 429 with the seconds to wait. An account bound by another user answers like a wrong password.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { INVENTORY_REFRESHES_PER_USER } from '../../api/modules/inventory/inventory.service.ts';
import {
  BIND_FAILURES_PER_ACCOUNT,
  BIND_FAILURES_PER_USER,
  GUARD_CODE_VIEWS_PER_ACCOUNT,
  TOKEN_REFRESHES_PER_ACCOUNT,
} from '../../api/modules/steam/steam.service.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { finishedRefresh, signedInSeller, simulatedSteamAccount } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  // the simulated Steam draws inventories from the catalogue
  await seedMarketFixtures();
});

afterAll(async () => {
  vi.useRealTimers();
  await api?.app.close();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const gql = <T = any>(query: string, variables: Record<string, unknown>, token: string) =>
  api.graphql<T>(query, variables, { cookie: `Authorization=${token}` });

const steamAccount = (inventorySize = 2) => simulatedSteamAccount(api, 'throttled', inventorySize);
const refreshed = (userId: string) => finishedRefresh(api, userId);
const seller = () => signedInSeller(api, { prefix: 'throttled', inventorySize: 2 });

const bind = (token: string, steam: { mafile: string }, password: string) =>
  api.call('POST', '/web/steam/accounts', { token, body: { mafile: steam.mafile, password } });

const BIND = `mutation($input: BindSteamAccountInput!) { bindSteamAccount(input: $input) {
  __typename ... on Error { message code } ... on RateLimitError { retryAfterSeconds } } }`;

describe('failed binds', () => {
  it('close the password oracle: after 30 wrong passwords the right one is refused with the seconds to wait, until the window passes', async () => {
    const user = await api.signIn();
    const steam = await steamAccount();
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) answers.push(await bind(user.token, steam, `wrong-${attempt}`));
    expect(answers.slice(0, BIND_FAILURES_PER_ACCOUNT).every((reply) => reply.body.code === 400)).toBe(true);
    for (const reply of answers.slice(BIND_FAILURES_PER_ACCOUNT)) {
      expect(reply.status).toBe(429);
      expect(reply.body.msg).toMatch(/^绑定失败次数过多，请 1[45] 分钟后再试$/);
    }

    const right = await bind(user.token, steam, steam.password);
    expect(right.status).toBe(429);
    const viaGraphql = await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } }, user.token);
    expect(viaGraphql.data!.bindSteamAccount).toMatchObject({ __typename: 'RateLimitError', code: 'RATE_LIMITED' });
    expect(viaGraphql.data!.bindSteamAccount.retryAfterSeconds).toBeGreaterThan(800);
    expect(await db().steamAccount.count({ where: { steamId: steam.steamId } })).toBe(0);

    vi.useFakeTimers({ now: Date.now() + 15 * 60_000 + 1_000, toFake: ['Date'] });
    expect((await bind(user.token, steam, steam.password)).body.code).toBe(0);
    await refreshed(user.userId);
    vi.useRealTimers();
  });

  it('count per Steam account across users, and per user across accounts', async () => {
    const steam = await steamAccount();
    const [mallory, owner] = [await api.signIn(), await api.signIn()];
    for (let attempt = 0; attempt < BIND_FAILURES_PER_ACCOUNT; attempt += 1) expect((await bind(mallory.token, steam, `guess-${attempt}`)).status).toBe(400);
    expect((await bind(owner.token, steam, steam.password)).status).toBe(429);

    const user = await api.signIn();
    for (let attempt = 0; attempt < BIND_FAILURES_PER_USER; attempt += 1) {
      expect((await bind(user.token, await steamAccount(), 'not-the-password')).status).toBe(400);
    }
    const fresh = await steamAccount();
    const refused = await bind(user.token, fresh, fresh.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.body.msg.match(/(\d+) 分钟/)?.[1])).toBeGreaterThan(0);
  });
});

describe('an account bound by another user', () => {
  it('answers exactly like a wrong password: message, code, a sign-in at Steam, a counted failure', async () => {
    const owner = await seller();
    const other = await api.signIn();
    const unbound = await steamAccount();
    const signIns = vi.spyOn(api.steam, 'signIn');

    const wrong = await bind(other.token, unbound, 'wrong-password');
    expect(signIns).toHaveBeenCalledTimes(1);
    const taken = await bind(other.token, owner.steam, owner.steam.password);
    expect(signIns).toHaveBeenCalledTimes(2);
    expect(taken).toEqual(wrong);
    expect(wrong).toEqual({ status: 400, body: { code: 400, msg: 'Steam 账号或密码错误，或该账号无法绑定', data: null } });
    const takenGraphql = await gql(BIND, { input: { mafile: owner.steam.mafile, password: owner.steam.password } }, other.token);
    const wrongGraphql = await gql(BIND, { input: { mafile: unbound.mafile, password: 'wrong-password' } }, other.token);
    expect(takenGraphql).toEqual(wrongGraphql);

    // and it counts like one: the account's limit is reached at the same try
    for (let attempt = 2; attempt < BIND_FAILURES_PER_ACCOUNT; attempt += 1)
      expect((await bind(other.token, owner.steam, owner.steam.password)).status).toBe(400);
    expect((await bind(other.token, owner.steam, owner.steam.password)).status).toBe(429);
    expect(await db().steamAccount.count({ where: { steamId: owner.steam.steamId, userId: owner.userId } })).toBe(1);
  });
});

describe('token refreshes, guard-code views and inventory refreshes', () => {
  it('refresh the token at most TOKEN_REFRESHES_PER_ACCOUNT times per window, then 429 with Retry-After', async () => {
    const user = await seller();
    const refresh = () =>
      api.app.inject({
        method: 'POST',
        url: `/web/steam/accounts/${user.accountId}/token`,
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${user.token}` },
      });
    // a stranger's tries are "not found" and use up nothing of the owner's
    const stranger = await api.signIn();
    for (let attempt = 0; attempt < TOKEN_REFRESHES_PER_ACCOUNT + 1; attempt += 1) {
      expect((await api.call('POST', `/web/steam/accounts/${user.accountId}/token`, { token: stranger.token })).status).toBe(404);
    }
    for (let attempt = 0; attempt < TOKEN_REFRESHES_PER_ACCOUNT; attempt += 1) expect((await refresh()).statusCode).toBe(200);
    const refused = await refresh();
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(500);
    expect(refused.json()).toEqual({ code: 429, msg: `刷新令牌过于频繁，请 ${seconds} 秒后再试`, data: null });

    const REFRESH = `mutation($input: SteamAccountIdInput!) { refreshSteamToken(input: $input) { __typename ... on RateLimitError { code retryAfterSeconds } } }`;
    const id = Buffer.from(`SteamAccount:${user.accountId}`).toString('base64');
    const viaGraphql = await gql(REFRESH, { input: { id } }, user.token);
    expect(viaGraphql.data!.refreshSteamToken).toMatchObject({ __typename: 'RateLimitError', code: 'RATE_LIMITED' });
  });

  it('show the guard code at most GUARD_CODE_VIEWS_PER_ACCOUNT times per window, on REST and in GraphQL', async () => {
    const user = await seller();
    const view = () => api.call('GET', `/web/steam/accounts/${user.accountId}/guardCode`, { token: user.token });
    for (let attempt = 0; attempt < GUARD_CODE_VIEWS_PER_ACCOUNT; attempt += 1) expect((await view()).body.code).toBe(0);
    const refused = await view();
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^查看令牌过于频繁，请 \d+ 秒后再试$/);

    const id = Buffer.from(`SteamAccount:${user.accountId}`).toString('base64');
    const viaGraphql = await gql(`query($id: ID!) { node(id: $id) { ... on SteamAccount { guardCode { code } } } }`, { id }, user.token);
    expect(viaGraphql.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(viaGraphql.errors?.[0].message).toMatch(/^查看令牌过于频繁/);
  });

  it('refresh the inventory at most INVENTORY_REFRESHES_PER_USER times per window (the refresh after a bind is free)', async () => {
    const user = await seller();
    const refresh = () => api.call('POST', '/web/inventory/refresh', { token: user.token, body: {} });
    for (let attempt = 0; attempt < INVENTORY_REFRESHES_PER_USER; attempt += 1) {
      expect((await refresh()).body.code).toBe(0);
      await refreshed(user.userId);
    }
    const refused = await refresh();
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^刷新库存过于频繁，请 \d+ 秒后再试$/);
    const viaGraphql = await gql(`mutation { refreshInventory { __typename ... on RateLimitError { retryAfterSeconds } } }`, {}, user.token);
    expect(viaGraphql.data!.refreshInventory).toMatchObject({ __typename: 'RateLimitError' });
  });
});
