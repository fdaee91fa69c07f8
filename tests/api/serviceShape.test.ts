// The service shape (docs/architecture.md "One service shape"): every domain's service is built in services.ts and checks
// ownership against the acting viewer itself, so a REST handler or a resolver that passes the wrong
// id still reaches nothing of another user's; and REST lists share one paging shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { NotFoundError } from '../../api/errors.ts';
import type { Viewer } from '../../api/session/viewer.ts';
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
  await api?.app.close();
});

async function viewer(): Promise<Viewer> {
  const { userId } = await api.signIn();
  return { user: await db().user.findUniqueOrThrow({ where: { id: userId } }), sessionId: 'test', verifiedAt: null, verifiedUntil: null };
}

/** A bound account with two assets, written directly: the services only read them here. */
async function accountWithAssets(owner: Viewer) {
  const account = await db().steamAccount.create({
    data: { userId: owner.user.id, steamId: `7656${Math.random().toString().slice(2, 15)}`, accountName: 'owner', passwordCipher: 'x', mafileCipher: 'x' },
  });
  const asset = (assetId: string) =>
    db().inventoryItem.create({
      data: {
        steamAccountId: account.id,
        assetId,
        contextId: '2',
        classId: '1',
        instanceId: '0',
        marketHashName: 'AK-47 | Redline (Field-Tested)',
        tradable: true,
      },
    });
  return { account, items: [await asset('1'), await asset('2')] };
}

describe('ownership is checked inside the services', () => {
  it("the inventory answers only the viewer's own assets and refreshes", async () => {
    const [owner, other] = [await viewer(), await viewer()];
    const { items } = await accountWithAssets(owner);
    const ids = items.map((item) => item.id);
    const inventory = api.app.services.inventory;

    expect((await inventory.itemsByIds(owner, [...ids].reverse())).map((item) => item.id)).toEqual([...ids].reverse());
    expect(await inventory.itemsByIds(other, ids)).toEqual([]);
    // the caller's selection is applied, and the id is kept to restore the order
    const [selected] = await inventory.itemsByIds(owner, [ids[0]], { select: { assetId: true } });
    expect(selected).toEqual({ id: ids[0], assetId: '1' });

    const refresh = await db().inventoryRefresh.create({ data: { userId: owner.user.id, accountsTotal: 1 } });
    expect((await inventory.refresh(owner, refresh.id)).id).toBe(refresh.id);
    await expect(inventory.refresh(other, refresh.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await inventory.latestRefresh(owner))?.id).toBe(refresh.id);
    expect(await inventory.latestRefresh(other)).toBeNull();
  });

  it("Steam accounts: another user's account is not found, and pages hold only the viewer's", async () => {
    const [owner, other] = [await viewer(), await viewer()];
    const { account } = await accountWithAssets(owner);
    const accounts = api.app.services.steamAccounts;

    expect((await accounts.ownedAccount(owner, account.id)).id).toBe(account.id);
    await expect(accounts.ownedAccount(other, account.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(accounts.ownedAccount(owner, 'not-an-id')).rejects.toBeInstanceOf(NotFoundError);
    expect(await accounts.accountPage(owner, { offset: 0, limit: 10 })).toMatchObject({ total: 1, rows: [{ id: account.id }] });
    expect(await accounts.accountPage(other, { offset: 0, limit: 10 })).toEqual({ rows: [], total: 0 });
  });

  it("messages: another user's message is not found and cannot be marked read", async () => {
    const [owner, other] = [await viewer(), await viewer()];
    const messages = api.app.services.message;
    const {
      messages: [welcome],
    } = await messages.list(owner, { offset: 0, limit: 1 });

    await expect(messages.find(other, welcome.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(messages.read(other, welcome.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await messages.markAllRead(other)).toBe(1);
    expect((await messages.unreadCounts(owner)).total).toBe(1);
    expect((await messages.read(owner, welcome.id)).readAt).not.toBeNull();
  });
});

describe('REST lists', () => {
  it("share one paging shape and its limits, in the request's language", async () => {
    const { token } = await api.signIn();
    const inventory = await api.call('GET', '/web/inventory?page=2&limit=5', { token });
    expect(inventory.body.data).toEqual({ list: [], total: 0, pages: 0, page: 2, limit: 5, mode: 'quantity' });
    const messages = await api.call('GET', '/web/messages?limit=1', { token });
    expect(messages.body.data).toMatchObject({ total: 1, pages: 1, page: 1, limit: 1 });

    const tooDeep = await api.call('GET', '/web/messages?limit=50&page=2002', { token, language: 'en' });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.msg).toMatch(/page/i);
    const notices = await api.call('GET', '/web/notice?limit=0');
    expect(notices.body.data).toEqual({ list: [], total: 0 });
  });
});
