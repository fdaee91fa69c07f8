// Sellers on the simulated Steam for the API tests: an account with its Mafile, bound through REST,
// with its inventory read by the refresh job.
import { expect } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { SignedInUser, TestApp } from './testApp.ts';

export type SimulatedSteamAccount = { accountName: string; password: string; steamId: string; mafile: string };

let accounts = 0;

/** A new simulated Steam account (`<prefix>_<n>_…`) holding `inventorySize` catalogue items. */
export async function simulatedSteamAccount(api: TestApp, prefix: string, inventorySize: number): Promise<SimulatedSteamAccount> {
  accounts += 1;
  const accountName = `${prefix}_${accounts}_${Date.now() % 100_000}`;
  const password = `pw-${accounts}-secret!`;
  const created = await api.steam.createAccount({ accountName, password, inventorySize, seed: `${prefix}-${accounts}` });
  return { accountName, password, steamId: created.steamId, mafile: created.mafileJson };
}

/** Runs the queued jobs (the inventory refresh is one) and answers the user's latest refresh, finished. */
export async function finishedRefresh(api: TestApp, userId: string) {
  await api.jobs.runDue();
  const refresh = await db().inventoryRefresh.findFirst({ where: { userId }, orderBy: { startedAt: 'desc' } });
  if (!refresh || refresh.status === 'RUNNING') throw new Error('the inventory refresh did not finish');
  return refresh;
}

/** A signed-in user with one bound account whose inventory has been read. */
export async function signedInSeller(api: TestApp, options: { prefix: string; inventorySize: number; user?: SignedInUser }) {
  const user = options.user ?? (await api.signIn());
  const steam = await simulatedSteamAccount(api, options.prefix, options.inventorySize);
  const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: steam.mafile, password: steam.password } });
  expect(bound.body.code).toBe(0);
  await finishedRefresh(api, user.userId);
  return { ...user, steam, accountId: bound.body.data.account.id as string };
}
