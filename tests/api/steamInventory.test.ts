// Steam accounts, inventory and selling (/user/steam, /user/inventory, /user/sell) over
// the simulated Steam, through GraphQL and REST, on PGlite or on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { markListingSold } from '../helpers/listings.ts';
import { finishedRefresh, signedInSeller, simulatedSteamAccount } from '../helpers/steamSellers.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
  await seedMarketFixtures();
});

afterAll(async () => {
  await api?.app.close();
});

const gql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) =>
  api.graphql<T>(query, variables, { ...(token ? { cookie: `Authorization=${token}` } : {}), ...(language ? { 'accept-language': language } : {}) });

const steamAccount = (inventorySize = 30) => simulatedSteamAccount(api, 'trader', inventorySize);
const refreshed = (userId: string) => finishedRefresh(api, userId);
const seller = (inventorySize = 30) => signedInSeller(api, { prefix: 'trader', inventorySize });

const BIND = `mutation($input: BindSteamAccountInput!) { bindSteamAccount(input: $input) {
  __typename ... on BindSteamAccountPayload { inventoryRefreshMinutes account { id accountName status type tradeLink steamId } }
  ... on Error { message code } } }`;

describe('binding a Steam account with its Mafile and password', () => {
  it('binds, stores the secrets encrypted, never returns them, and starts the inventory refresh', async () => {
    const user = await api.signIn();
    const steam = await steamAccount();
    const result = await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } }, user.token);
    expect(result.data.bindSteamAccount).toMatchObject({
      __typename: 'BindSteamAccountPayload',
      inventoryRefreshMinutes: 5,
      account: { accountName: steam.accountName, status: 'NORMAL', type: 'ORDINARY', steamId: steam.steamId },
    });
    expect(result.data.bindSteamAccount.account.tradeLink).toMatch(/^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/);

    const mafile = JSON.parse(steam.mafile.replace(/"SteamID":\s*(\d+)/, '"SteamID":"$1"'));
    const row = await db().steamAccount.findUniqueOrThrow({ where: { steamId: steam.steamId } });
    for (const secret of [steam.password, mafile.shared_secret, mafile.identity_secret]) {
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(JSON.stringify(result)).not.toContain(secret);
    }
    expect(row.passwordCipher).toMatch(/^v2:[\w-]+:/);
    const listed = await api.call('GET', '/web/steam/accounts', { token: user.token });
    expect(listed.body.data.total).toBe(1);
    expect(JSON.stringify(listed.body)).not.toContain(steam.password);

    const refresh = await refreshed(user.userId);
    expect(refresh).toMatchObject({ status: 'SUCCEEDED', accountsTotal: 1, accountsDone: 1, itemsFound: 30 });
    expect(await db().inventoryItem.count({ where: { steamAccountId: row.id } })).toBe(30);
    const messages = await api.call('GET', '/web/messages?category=inventory', { token: user.token });
    expect(messages.body.data.list[0]).toMatchObject({ title: '库存刷新完成' });
    expect(messages.body.data.list[0].content).toContain('30');
  });

  it.each([
    [{ password: 'x' }, '请上传令牌文件（Mafile）', 'Please upload the authenticator file (Mafile)'],
    [{ mafile: '{}', password: '' }, '请输入密码', 'Please enter the password'],
    [{ mafile: 'not json', password: 'secret' }, '令牌文件（Mafile）无效：file: not json', 'The Mafile is invalid: file: not json'],
    [
      { mafile: '{"account_name":"x y"}', password: 'secret' },
      '令牌文件（Mafile）无效：account_name: invalid; shared_secret: missing; identity_secret: missing; Session.SteamID: missing',
      null,
    ],
    [{ mafile: '{}', password: 'has space' }, '密码格式错误：不能为空、不能包含空格，最多 128 个字符', null],
  ])('refuses %j with a translated message and binds nothing', async (input, zh, en) => {
    const user = await api.signIn();
    const reply = await api.call('POST', '/web/steam/accounts', { token: user.token, body: input });
    expect(reply).toEqual({ status: 400, body: { code: 400, msg: zh, data: null } });
    if (en) expect((await api.call('POST', '/web/steam/accounts', { token: user.token, body: input, language: 'en' })).body.msg).toBe(en);
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(0);
  });

  it("reports a wrong password, another account's Mafile and a second bind, binding nothing", async () => {
    const user = await api.signIn();
    const steam = await steamAccount(3);
    const other = await steamAccount(3);
    const wrong = await gql(BIND, { input: { mafile: steam.mafile, password: 'wrong-password' } }, user.token);
    expect(wrong.data.bindSteamAccount).toEqual({ __typename: 'BaseError', message: 'Steam 账号或密码错误，或该账号无法绑定', code: 'BAD_CREDENTIALS' });
    // the Mafile names the account, but its shared secret is another account's
    const foreign = JSON.parse(steam.mafile.replace(/"SteamID":\s*(\d+)/, '"SteamID":"$1"'));
    foreign.shared_secret = JSON.parse(other.mafile.replace(/"SteamID":\s*(\d+)/, '"SteamID":"$1"')).shared_secret;
    const rejected = await gql(BIND, { input: { mafile: JSON.stringify(foreign), password: steam.password } }, user.token);
    expect(rejected.data.bindSteamAccount.code).toBe('GUARD_CODE_REJECTED');
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(0);

    expect((await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } }, user.token)).data.bindSteamAccount.__typename).toBe(
      'BindSteamAccountPayload',
    );
    const again = await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } }, user.token);
    expect(again.data.bindSteamAccount).toMatchObject({ code: 'ALREADY_BOUND', message: '该 Steam 账号已绑定' });
    // another user's bind of it answers like a wrong password (tests/api/steamThrottle.test.ts)
    const someoneElse = await api.signIn();
    const taken = await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } }, someoneElse.token);
    expect(taken.data.bindSteamAccount).toEqual(wrong.data.bindSteamAccount);
    await refreshed(user.userId);
  });

  it('needs a session', async () => {
    const steam = await steamAccount(1);
    expect((await api.call('POST', '/web/steam/accounts', { body: { mafile: steam.mafile, password: steam.password } })).status).toBe(401);
    expect((await gql(BIND, { input: { mafile: steam.mafile, password: steam.password } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('batch bind', () => {
  const BATCH = `mutation($input: BindSteamAccountsInput!) { bindSteamAccounts(input: $input) {
    __typename ... on BindSteamAccountsPayload { boundCount failedCount outcomes { accountName fileName account { accountName } error { code message } } }
    ... on Error { message code } } }`;

  it('refuses the whole batch when passwords and Mafiles are not as many', async () => {
    const user = await api.signIn();
    const a = await steamAccount(1);
    const result = await gql(
      BATCH,
      { input: { credentials: `${a.accountName}--${a.password}\nextra_1--pw`, mafiles: [{ fileName: 'a.maFile', content: a.mafile }] } },
      user.token,
    );
    expect(result.data.bindSteamAccounts).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', message: '密码数量（2）与令牌文件数量（1）不一致' });
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('binds the good pairs and reports every other account with its own reason', async () => {
    const user = await api.signIn();
    const [a, b, c] = [await steamAccount(2), await steamAccount(2), await steamAccount(2)];
    const result = await gql(
      BATCH,
      {
        input: {
          credentials: [`${a.accountName}--${a.password}`, `${b.accountName}--wrong-one`, 'no separator here'].join('\n'),
          mafiles: [
            { fileName: 'a.maFile', content: a.mafile },
            { fileName: 'b.maFile', content: b.mafile },
            { fileName: 'c.maFile', content: c.mafile },
          ],
        },
      },
      user.token,
    );
    const payload = result.data.bindSteamAccounts;
    expect(payload).toMatchObject({ __typename: 'BindSteamAccountsPayload', boundCount: 1, failedCount: 3 });
    const byAccount = Object.fromEntries(payload.outcomes.map((outcome: any) => [outcome.accountName || outcome.fileName || 'line', outcome]));
    expect(byAccount[a.accountName]).toMatchObject({ account: { accountName: a.accountName }, error: null });
    expect(byAccount[b.accountName].error).toEqual({ code: 'BAD_CREDENTIALS', message: 'Steam 账号或密码错误，或该账号无法绑定' });
    expect(byAccount[c.accountName].error).toEqual({ code: 'VALIDATION', message: `账号 ${c.accountName} 缺少密码` });
    expect(byAccount.line.error).toEqual({ code: 'VALIDATION', message: '第 3 行格式错误，应为“账号--密码”' });
    expect(await db().steamAccount.count({ where: { userId: user.userId } })).toBe(1);
    await refreshed(user.userId);
  });
});

describe('the token: Steam Guard code and session refresh', () => {
  it('shows the current Steam Guard code, renews the session, and says "rebind" when it cannot', async () => {
    const user = await seller(2);
    const code = await api.call('GET', `/web/steam/accounts/${user.accountId}/guardCode`, { token: user.token });
    expect(code.body.data.code).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
    expect(code.body.data.expiresInSeconds).toBeGreaterThan(0);
    expect(code.body.data.expiresInSeconds).toBeLessThanOrEqual(30);

    const renewed = await api.call('POST', `/web/steam/accounts/${user.accountId}/token`, { token: user.token });
    expect(renewed.body).toMatchObject({ code: 0, msg: '刷新成功', data: { status: 'NORMAL' } });

    // the password changed on Steam and the sessions were revoked: nothing can sign the account in
    await api.steam.revokeSessions(user.steam.steamId);
    await api.steam.setPassword(user.steam.steamId, 'a-new-password');
    const broken = await api.call('POST', `/web/steam/accounts/${user.accountId}/token`, { token: user.token });
    expect(broken).toEqual({ status: 409, body: { code: 409, msg: '请在APP中重新绑定', data: null } });
    const account = (await api.call('GET', '/web/steam/accounts', { token: user.token })).body.data.list[0];
    expect(account).toMatchObject({ status: 'ABNORMAL', statusReason: '登录已失效，请重新绑定' });

    // another user's account is not found
    const stranger = await api.signIn();
    expect((await api.call('GET', `/web/steam/accounts/${user.accountId}/guardCode`, { token: stranger.token })).status).toBe(404);
  });
});

type Item = { id: string; referencePrice: number | null; tradable: boolean; listed: boolean; cooldownEndsAt: string | null; hashName: string };

async function inventory(token: string, query = '') {
  const reply = await api.call('GET', `/web/inventory?limit=100${query}`, { token });
  expect(reply.body.code).toBe(0);
  return reply.body.data.list as Item[];
}

async function marketQuantity(hashName: string) {
  const stats = await db().marketStats.findFirst({ where: { template: { hashName } } });
  return { quantity: stats?.quantity ?? 0, lowest: stats?.lowestPriceCents ?? null };
}

describe('listing, repricing and unlisting', () => {
  it('lists two items at 0.99 of the reference price; they are on the market at once with exact figures', async () => {
    const user = await seller();
    const listable = (await inventory(user.token, '&tab=UNLISTED')).filter((item) => item.referencePrice !== null);
    const [first, second] = listable;
    const before = await marketQuantity(first.hashName);
    const reply = await api.call('POST', '/web/inventory/list', {
      token: user.token,
      body: {
        items: [
          { id: first.id, multiplier: 0.99 },
          { id: second.id, multiplier: 0.99 },
        ],
      },
    });
    expect(reply.body).toMatchObject({ code: 0, msg: '上架成功', data: { succeededCount: 2, failedCount: 0 } });
    const listings = await db().listing.findMany({ where: { inventoryItemId: { in: [first.id, second.id] }, status: 'ON_SALE' } });
    const expected = (reference: number) => Math.floor((reference * 990 + 500) / 1000);
    expect(listings.find((listing) => listing.inventoryItemId === first.id)?.priceCents).toBe(expected(first.referencePrice!));
    const after = await marketQuantity(first.hashName);
    expect(after.quantity).toBe(before.quantity + (first.hashName === second.hashName ? 2 : 1));
    const goods = await api.rest<any>(`/web/goods?hashName=${encodeURIComponent(first.hashName)}&limit=100`);
    expect(goods.body.data.listings.list.map((listing: { id: string }) => listing.id)).toContain(
      listings.find((listing) => listing.inventoryItemId === first.id)!.id,
    );

    const counts = await api.call('GET', '/web/inventory/counts', { token: user.token });
    expect(counts.body.data.listed).toBe(2);
    expect((await inventory(user.token, '&tab=LISTED')).map((item) => item.id).sort()).toEqual([first.id, second.id].sort());

    // reprice one by a typed price, unlist the other: the market follows
    const repriced = await api.call('POST', '/web/inventory/reprice', {
      token: user.token,
      body: { items: [{ id: first.id, price: (first.referencePrice! / 100).toFixed(2) }] },
    });
    expect(repriced.body).toMatchObject({ code: 0, msg: '改价成功', data: { succeededCount: 1 } });
    expect((await db().listing.findFirstOrThrow({ where: { inventoryItemId: first.id, status: 'ON_SALE' } })).priceCents).toBe(first.referencePrice);
    const unlisted = await api.call('POST', '/web/inventory/unlist', { token: user.token, body: { ids: [second.id] } });
    expect(unlisted.body).toMatchObject({ code: 0, msg: '下架成功', data: { succeededCount: 1 } });
    expect(await db().listing.count({ where: { inventoryItemId: second.id, status: 'ON_SALE' } })).toBe(0);
    const again = await api.call('POST', '/web/inventory/unlist', { token: user.token, body: { ids: [second.id] } });
    expect(again.body.data).toMatchObject({ succeededCount: 0, failedCount: 1, failures: [{ id: second.id, reason: 'notListed', msg: '饰品未上架' }] });
    const messages = (await api.call('GET', '/web/messages?category=inventory', { token: user.token })).body.data.list.map(
      (message: { title: string }) => message.title,
    );
    expect(messages).toEqual(expect.arrayContaining(['上架成功', '下架成功']));
  });

  it('applies every listing rule to the item it concerns while the others are listed', async () => {
    const user = await seller(40);
    const all = await inventory(user.token);
    const listable = all.filter((item) => item.tradable && item.referencePrice !== null);
    const cooling = all.find((item) => !item.tradable && item.cooldownEndsAt !== null);
    const never = all.find((item) => !item.tradable && item.cooldownEndsAt === null);
    expect(cooling && never && listable.length >= 5).toBeTruthy();
    const [good, low, high, already, noPrice] = listable;
    await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: already.id, multiplier: 1 }] } });

    const reply = await api.call('POST', '/web/inventory/list', {
      token: user.token,
      body: {
        items: [
          { id: good.id, price: (good.referencePrice! / 100).toFixed(2) },
          { id: low.id, price: ((Math.ceil(low.referencePrice! / 2) - 1) / 100).toFixed(2) },
          { id: high.id, price: ((high.referencePrice! * 4) / 100).toFixed(2) },
          { id: already.id, multiplier: 0.99 },
          { id: noPrice.id },
          { id: cooling!.id, multiplier: 0.99 },
          { id: never!.id, multiplier: 0.99 },
          { id: '00000000-0000-4000-8000-000000000000', multiplier: 0.99 },
        ],
      },
    });
    expect(reply.body.msg).toBe('6 件饰品操作失败');
    expect(reply.body.data.succeededCount).toBe(2);
    expect(reply.body.data.lowered).toEqual([{ id: high.id, price: high.referencePrice! * 3 }]);
    const reasons = Object.fromEntries(
      reply.body.data.failures.map((failure: { id: string; reason: string; msg: string }) => [failure.id, [failure.reason, failure.msg]]),
    );
    expect(reasons[low.id][0]).toBe('priceTooLow');
    expect(reasons[low.id][1]).toMatch(/^价格过低，请检查（最低 ¥\d+\.\d{2}）$/);
    expect(reasons[already.id]).toEqual(['alreadyListed', '饰品已上架，不能重复上架']);
    expect(reasons[noPrice.id]).toEqual(['priceRequired', '请输入价格']);
    expect(reasons[cooling!.id]).toEqual(['notTradable', '饰品处于交易冷却期或不可交易']);
    expect(reasons[never!.id]).toEqual(['notTradable', '饰品处于交易冷却期或不可交易']);
    expect(reasons['00000000-0000-4000-8000-000000000000']).toEqual(['notFound', '饰品不在库存中']);
    expect(await db().listing.count({ where: { inventoryItemId: { in: [low.id, noPrice.id, cooling!.id, never!.id] } } })).toBe(0);

    // the success and the failure message are posted at the same instant: their order is not defined
    const messages = (await api.call('GET', '/web/messages?category=inventory', { token: user.token })).body.data.list as { title: string; content: string }[];
    const failureMessage = messages.find((message) => message.title === '上架失败')!;
    expect(failureMessage).toBeDefined();
    expect(failureMessage.content).toContain('6');
  });

  it.each([
    ['/web/inventory/list', { items: [] }, '请选择要上架的饰品'],
    ['/web/inventory/unlist', { ids: [] }, '请选择要下架的饰品'],
    ['/web/inventory/reprice', { items: [] }, '请选择要改价的饰品'],
    ['/web/inventory/list', { items: [{ id: 'x', price: '1.234' }] }, '价格格式不正确'],
    ['/web/inventory/list', { items: [{ id: 'x', multiplier: 1.2 }] }, '倍率必须在 0.97 到 1.1 之间，最多三位小数'],
  ])('refuses %s %j', async (path, body, message) => {
    const user = await api.signIn();
    expect(await api.call('POST', path, { token: user.token, body })).toEqual({ status: 400, body: { code: 400, msg: message, data: null } });
  });

  it('without any bound account: no usable Steam account; an abnormal account cannot list', async () => {
    const nobody = await api.signIn();
    const refused = await api.call('POST', '/web/inventory/list', { token: nobody.token, body: { items: [{ id: 'x', multiplier: 0.99 }] } });
    expect(refused).toEqual({ status: 400, body: { code: 400, msg: '没有可用的Steam账号，请绑定令牌后重试', data: null } });
    expect((await api.call('POST', '/web/inventory/refresh', { token: nobody.token })).body.msg).toBe('没有可用的Steam账号，请绑定令牌后重试');

    const user = await seller(10);
    const item = (await inventory(user.token, '&tab=UNLISTED')).find((candidate) => candidate.referencePrice !== null)!;
    await db().steamAccount.update({ where: { id: user.accountId }, data: { status: 'ABNORMAL', statusReason: 'rebind' } });
    const reply = await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: item.id, multiplier: 0.99 }] } });
    expect(reply.body.data.failures).toEqual([{ id: item.id, reason: 'accountAbnormal', msg: '当前账号异常，无法上架' }]);
    const en = await api.call('POST', '/web/inventory/list', { token: user.token, language: 'en', body: { items: [{ id: item.id, multiplier: 0.99 }] } });
    expect(en.body.data.failures[0].msg).toBe('Current account abnormal, cannot list items');
    // nothing of the abnormal account is offered for listing by a variety row
    const rows = await api.call('GET', '/web/inventory?mode=variety&limit=100', { token: user.token });
    expect(rows.body.data.list.length).toBeGreaterThan(0);
    expect(rows.body.data.list.flatMap((row: { listableIds: string[] }) => row.listableIds)).toEqual([]);
  });

  it("another user's items are not found and stay unlisted", async () => {
    const owner = await seller(5);
    const item = (await inventory(owner.token, '&tab=UNLISTED')).find((candidate) => candidate.referencePrice !== null)!;
    const thief = await seller(1);
    const reply = await api.call('POST', '/web/inventory/list', { token: thief.token, body: { items: [{ id: item.id, multiplier: 0.99 }] } });
    expect(reply.body.data.failures).toEqual([{ id: item.id, reason: 'notFound', msg: '饰品不在库存中' }]);
    expect(await db().listing.count({ where: { inventoryItemId: item.id } })).toBe(0);
  });

  it('lists through GraphQL with typed payloads', async () => {
    const user = await seller(5);
    const page = await gql(
      `{ viewer { inventoryItems(filter: { tab: UNLISTED }, sort: PRICE_DESC, first: 3) { totalCount edges { node { id referencePrice tradable listing { id } } } } } }`,
      {},
      user.token,
    );
    const nodes = page.data.viewer.inventoryItems.edges.map((edge: any) => edge.node);
    expect(nodes.length).toBeGreaterThan(0);
    const prices = nodes.map((node: any) => node.referencePrice ?? 0);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const listed = await gql(
      `mutation($input: ListItemsInput!) { listItems(input: $input) { __typename ... on ListItemsPayload { succeededCount failedCount items { id listing { price } } } } }`,
      { input: { items: [{ inventoryItemId: nodes[0].id, multiplier: 0.98 }] } },
      user.token,
    );
    expect(listed.data.listItems).toMatchObject({ __typename: 'ListItemsPayload', succeededCount: 1, failedCount: 0 });
    expect(listed.data.listItems.items[0].listing.price).toBe(Math.floor((nodes[0].referencePrice * 980 + 500) / 1000));
    const listedPrice = listed.data.listItems.items[0].listing.price;
    const groups = await gql(
      `{ viewer { inventoryGroups(filter: { tab: ALL }, first: 50) { totalCount edges { node { quantity listedCount inventoryItemIds listingPrices listableItemIds } } } inventoryCounts { all listed } } }`,
      {},
      user.token,
    );
    expect(groups.errors, JSON.stringify(groups.errors)).toBeUndefined();
    const rows = groups.data.viewer.inventoryGroups.edges.map((edge: any) => edge.node);
    expect(rows.reduce((sum: number, row: any) => sum + row.quantity, 0)).toBe(groups.data.viewer.inventoryCounts.all);
    expect(rows.reduce((sum: number, row: any) => sum + row.listedCount, 0)).toBe(1);
    // each asset of a row comes with its on-sale price (the reprice dialog starts from it)
    const listedRow = rows.find((row: any) => row.inventoryItemIds.includes(nodes[0].id));
    expect(listedRow.listingPrices).toEqual(listedRow.inventoryItemIds.map((id: string) => (id === nodes[0].id ? listedPrice : null)));
    // selecting a row to list selects what can be listed now: the unlisted tab's assets, less the listed one
    const unlisted = await gql(`{ viewer { inventoryItems(filter: { tab: UNLISTED }, first: 100) { edges { node { id } } } } }`, {}, user.token);
    const listable = rows.flatMap((row: any) => row.listableItemIds).sort();
    expect(listable).not.toContain(nodes[0].id);
    expect(listable).toEqual(unlisted.data.viewer.inventoryItems.edges.map((edge: any) => edge.node.id).sort());
    const variety = await api.call('GET', '/web/inventory?mode=variety&limit=100', { token: user.token });
    expect(variety.body.data.total).toBe(groups.data.viewer.inventoryGroups.totalCount);
    expect(variety.body.data.list.reduce((sum: number, row: { ids: string[] }) => sum + row.ids.length, 0)).toBe(groups.data.viewer.inventoryCounts.all);
    expect(variety.body.data.list.flatMap((row: { prices: (number | null)[] }) => row.prices).filter((price: number | null) => price !== null)).toEqual([
      listedPrice,
    ]);
  });
});

describe('inventory changes on Steam and unbinding', () => {
  it('a listed asset that left the Steam inventory is unlisted by the next refresh; unbinding unlists the rest', async () => {
    const user = await seller(8);
    const [gone, kept] = (await inventory(user.token, '&tab=UNLISTED')).filter((item) => item.referencePrice !== null);
    await api.call('POST', '/web/inventory/list', {
      token: user.token,
      body: {
        items: [
          { id: gone.id, multiplier: 1 },
          { id: kept.id, multiplier: 1 },
        ],
      },
    });
    const goneAsset = await db().inventoryItem.findUniqueOrThrow({ where: { id: gone.id } });
    await api.steam.removeAsset(user.steam.steamId, goneAsset.assetId);
    const started = await api.call('POST', '/web/inventory/refresh', { token: user.token, body: {} });
    expect(started.body.data.status).toBe('RUNNING');
    const refresh = await refreshed(user.userId);
    expect(refresh).toMatchObject({ status: 'SUCCEEDED', itemsFound: 7, delistedCount: 1 });
    expect(await db().listing.count({ where: { status: 'ON_SALE', inventoryItem: { steamAccountId: user.accountId } } })).toBe(1);
    expect((await api.call('GET', '/web/inventory/refresh', { token: user.token })).body.data).toMatchObject({ status: 'SUCCEEDED', progressPercent: 100 });

    const before = await marketQuantity(kept.hashName);
    const unbound = await api.call('DELETE', `/web/steam/accounts/${user.accountId}`, { token: user.token });
    expect(unbound.body).toMatchObject({ code: 0, msg: '解绑成功', data: { delistedCount: 1 } });
    expect((await marketQuantity(kept.hashName)).quantity).toBe(before.quantity - 1);
    expect(await db().inventoryItem.count({ where: { steamAccountId: user.accountId } })).toBe(0);
  });
});

describe('concurrency', () => {
  it('listing one asset from several requests at once makes one listing', async () => {
    const user = await seller(3);
    const item = (await inventory(user.token, '&tab=UNLISTED')).find((candidate) => candidate.referencePrice !== null)!;
    const before = await marketQuantity(item.hashName);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: item.id, multiplier: 0.99 }] } })),
    );
    expect(replies.map((reply) => reply.body.data.succeededCount).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    expect(await db().listing.count({ where: { inventoryItemId: item.id } })).toBe(1);
    expect((await marketQuantity(item.hashName)).quantity).toBe(before.quantity + 1);
  });

  it('an unlisting and a purchase racing on one listing cannot both win', async () => {
    const user = await seller(3);
    const item = (await inventory(user.token, '&tab=UNLISTED')).find((candidate) => candidate.referencePrice !== null)!;
    await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: item.id, multiplier: 1 }] } });
    const listing = await db().listing.findFirstOrThrow({ where: { inventoryItemId: item.id, status: 'ON_SALE' } });
    const [unlisting, purchase] = await Promise.allSettled([
      api.call('POST', '/web/inventory/unlist', { token: user.token, body: { ids: [item.id] } }),
      markListingSold(listing.id),
    ]);
    const unlisted = unlisting.status === 'fulfilled' && unlisting.value.body.data.succeededCount === 1;
    const sold = purchase.status === 'fulfilled';
    expect(unlisted !== sold).toBe(true);
    expect((await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe(sold ? 'SOLD' : 'DELISTED');
  });
});
