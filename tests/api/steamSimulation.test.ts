// Simulated Steam accounts for trying the product: with the simulated Steam a
// signed-in user creates an account with a generated inventory, gets its Mafile and password, binds
// it and sees its items; ten per hour; the real Steam (no simulation controls in the ports) refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { parseMafile } from '../../api/integrations/tradePlatform/mafile.ts';
import {
  POPULAR_SKINS,
  SIMULATED_ACCOUNTS_PER_USER,
  SIMULATED_INVENTORY_MAX,
  SIMULATED_INVENTORY_MIN,
} from '../../api/modules/steam/steam.simulation.service.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let api: TestApp;
let realSteamApi: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  // the simulated inventories are drawn from the catalogue
  await importCatalog(database.prisma);
  api = await createTestApp(database);
  realSteamApi = await createTestApp(database, { steamSimulation: false });
});

afterAll(async () => {
  await realSteamApi?.app.close();
  await api?.app.close();
});

const CREATE = `mutation { createSimulatedSteamAccount {
  __typename
  ... on SimulatedSteamAccount { accountName password steamId mafile }
  ... on Error { message code }
  ... on RateLimitError { retryAfterSeconds } } }`;

describe('creating a simulated Steam account', () => {
  it('answers a Mafile and password that bind on /user/steam, with an inventory of 15–40 items and a few popular skins', async () => {
    const user = await api.signIn();
    const reply = await api.call('POST', '/web/steam/simulated-account', { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    const created = reply.body.data as { accountName: string; password: string; steamId: string; mafile: string };
    expect(Object.keys(created).sort()).toEqual(['accountName', 'mafile', 'password', 'steamId']);
    expect(created.accountName).toMatch(/^sim_[a-z0-9]{8}$/);
    expect(created.password.length).toBeGreaterThanOrEqual(12);
    const parsed = parseMafile(created.mafile);
    expect(parsed.ok && parsed.mafile).toMatchObject({ accountName: created.accountName, steamId: created.steamId });

    const assets = await database.prisma.simAsset.findMany({ where: { ownerSteamId: created.steamId, removedAt: null } });
    expect(assets.length).toBeGreaterThanOrEqual(SIMULATED_INVENTORY_MIN);
    expect(assets.length).toBeLessThanOrEqual(SIMULATED_INVENTORY_MAX);
    // at least three popular skins that can be listed at once (a randomly drawn extra copy of one may cool down)
    const popularNow = assets.filter(
      (asset) => (POPULAR_SKINS as readonly string[]).includes(asset.marketHashName) && asset.tradable && asset.tradableAfter === null,
    );
    expect(popularNow.length).toBeGreaterThanOrEqual(3);

    // the user binds it like any account, and its inventory arrives
    const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: created.mafile, password: created.password } });
    expect(bound.body.code).toBe(0);
    expect(bound.body.data.account).toMatchObject({ accountName: created.accountName, steamId: created.steamId, status: 'NORMAL', type: 'ORDINARY' });
    await api.jobs.runDue();
    expect(await database.prisma.inventoryItem.count({ where: { steamAccount: { steamId: created.steamId } } })).toBe(assets.length);
  });

  it('through GraphQL, which also says the simulation is on; a visitor who is not signed in is refused', async () => {
    const user = await api.signIn();
    expect((await api.graphql('{ steamSimulationEnabled }')).data).toEqual({ steamSimulationEnabled: true });
    const result = await api.graphql<any>(CREATE, {}, { cookie: `Authorization=${user.token}` });
    const account = result.data.createSimulatedSteamAccount;
    expect(account.__typename).toBe('SimulatedSteamAccount');
    expect(JSON.parse(account.mafile).account_name).toBe(account.accountName);
    // every call makes another account
    const second = (await api.graphql<any>(CREATE, {}, { cookie: `Authorization=${user.token}` })).data.createSimulatedSteamAccount;
    expect(second.accountName).not.toBe(account.accountName);
    expect(second.steamId).not.toBe(account.steamId);

    const anonymous = await api.graphql<any>(CREATE);
    expect(anonymous.data?.createSimulatedSteamAccount ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    expect((await api.call('POST', '/web/steam/simulated-account')).body.code).toBe(401);
  });

  it(`allows ${SIMULATED_ACCOUNTS_PER_USER} accounts per user per hour, then says when to try again`, async () => {
    const user = await api.signIn();
    const before = await database.prisma.simSteamUser.count();
    for (let index = 0; index < SIMULATED_ACCOUNTS_PER_USER; index++) {
      expect((await api.call('POST', '/web/steam/simulated-account', { token: user.token })).body.code).toBe(0);
    }
    const refused = await api.call('POST', '/web/steam/simulated-account', { token: user.token, language: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Simulated Steam accounts are created too often; try again in \d+ min$/);
    const graphql = (await api.graphql<any>(CREATE, {}, { cookie: `Authorization=${user.token}` })).data.createSimulatedSteamAccount;
    expect(graphql).toMatchObject({ __typename: 'RateLimitError', code: 'RATE_LIMITED' });
    expect(graphql.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await database.prisma.simSteamUser.count()).toBe(before + SIMULATED_ACCOUNTS_PER_USER);
    // another user is counted apart
    const other = await api.signIn();
    expect((await api.call('POST', '/web/steam/simulated-account', { token: other.token })).body.code).toBe(0);
  });

  it('is refused, in the user’s language, when the server trades on the real Steam', async () => {
    const user = await realSteamApi.signIn();
    const before = await database.prisma.simSteamUser.count();
    expect((await realSteamApi.graphql('{ steamSimulationEnabled }')).data).toEqual({ steamSimulationEnabled: false });
    const zh = await realSteamApi.call('POST', '/web/steam/simulated-account', { token: user.token });
    expect(zh.status).toBe(403);
    expect(zh.body).toMatchObject({ code: 403, msg: '只有模拟 Steam 可以创建模拟账号，当前连接的是真实 Steam', data: null });
    const en = await realSteamApi.call('POST', '/web/steam/simulated-account', { token: user.token, language: 'en' });
    expect(en.body.msg).toBe('Simulated accounts can only be created with the simulated Steam; this server uses the real Steam');
    const graphql = await realSteamApi.graphql<any>(CREATE, {}, { cookie: `Authorization=${user.token}` });
    expect(graphql.data.createSimulatedSteamAccount).toEqual({
      __typename: 'BaseError',
      code: 'SIMULATION_UNAVAILABLE',
      message: '只有模拟 Steam 可以创建模拟账号，当前连接的是真实 Steam',
    });
    expect(await database.prisma.simSteamUser.count()).toBe(before);
  });
});
