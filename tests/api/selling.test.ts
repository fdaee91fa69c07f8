// Selling as a seller sees it (/user/inventory, /user/sell): the reference price the
// multipliers apply to leaves out the seller's own listings, and "select all" (全选) takes every
// listable or listed asset under the filter, across pages, through GraphQL and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECT_ALL_MAX } from '../../lib/pricing.ts';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { createListing, delistListing } from '../helpers/listings.ts';
import { DEMO_SELLERS } from '../../prisma/seed/demoSellers.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
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

type RestItem = { id: string; hashName: string; referencePrice: number | null; tradable: boolean; listed: boolean };

async function inventory(token: string, query = '') {
  const reply = await api.call('GET', `/web/inventory?limit=100${query}`, { token });
  expect(reply.body.code).toBe(0);
  return reply.body.data.list as RestItem[];
}

const templateOf = async (inventoryItemId: string) =>
  (await db().inventoryItem.findUniqueOrThrow({ where: { id: inventoryItemId }, select: { templateId: true } })).templateId!;

describe("the reference price leaves out the seller's own listings", () => {
  it('after listing below the others, the inventory, the variety row and ×0.99 still use the cheapest OTHER listing', async () => {
    const user = await signedInSeller(api, { prefix: 'refseller', inventorySize: 20 });
    const [item] = (await inventory(user.token, '&tab=UNLISTED')).filter((entry) => entry.referencePrice !== null);
    const templateId = await templateOf(item.id);
    const template = await db().itemTemplate.findUniqueOrThrow({ where: { id: templateId }, include: { stats: true } });
    // another seller offers the item below everything on the market so far: 110,077 cents or less
    const otherSeller = await api.signIn();
    const othersCents = Math.min(110_077, Math.floor((template.stats?.lowestPriceCents ?? template.referencePriceCents) * 0.95));
    const others = await createListing({ templateId, sellerId: otherSeller.userId, priceCents: othersCents });
    expect((await inventory(user.token)).find((entry) => entry.id === item.id)!.referencePrice).toBe(othersCents);

    // the seller lists their copy at 80 % of it: the market's lowest becomes theirs…
    const ownCents = Math.ceil(othersCents * 0.8);
    const listed = await api.call('POST', '/web/inventory/list', { token: user.token, body: { items: [{ id: item.id, price: (ownCents / 100).toFixed(2) }] } });
    expect(listed.body.data).toMatchObject({ succeededCount: 1, failedCount: 0 });
    expect((await db().marketStats.findUniqueOrThrow({ where: { templateId } })).lowestPriceCents).toBe(ownCents);

    // …but what the seller is shown as the reference is still the other seller's price, in every view
    expect((await inventory(user.token)).find((entry) => entry.id === item.id)!.referencePrice).toBe(othersCents);
    const rows = (await api.call('GET', '/web/inventory?mode=variety&limit=100', { token: user.token })).body.data.list as {
      templateId: number;
      referencePrice: number;
    }[];
    expect(rows.find((row) => row.templateId === templateId)!.referencePrice).toBe(othersCents);
    const graph = await api.graphql<any>(
      `query { viewer { inventoryItems(first: 100, filter: { tab: LISTED }) { edges { node { id referencePrice } } }
        inventoryGroups(first: 100, filter: { tab: LISTED }) { edges { node { marketHashName referencePrice } } } } }`,
      {},
      { cookie: `Authorization=${user.token}` },
    );
    expect(graph.data.viewer.inventoryItems.edges.map((edge: any) => edge.node.referencePrice)).toEqual([othersCents]);
    expect(graph.data.viewer.inventoryGroups.edges.map((edge: any) => edge.node.referencePrice)).toEqual([othersCents]);
    // a buyer still sees the cheapest listing of all
    const goods = await api.rest<any>(`/web/goods?hashName=${encodeURIComponent(template.hashName)}&limit=1`);
    expect(goods.body.data.listings.list[0].price).toBe(ownCents);

    // repricing at ×0.99 applies to the other seller's price, not to one's own 80 %
    const repriced = await api.call('POST', '/web/inventory/reprice', { token: user.token, body: { items: [{ id: item.id, multiplier: 0.99 }] } });
    expect(repriced.body.data).toMatchObject({ succeededCount: 1, failedCount: 0 });
    const expected = Math.floor((othersCents * 990 + 500) / 1000);
    expect((await db().listing.findFirstOrThrow({ where: { inventoryItemId: item.id, status: 'ON_SALE' } })).priceCents).toBe(expected);

    // with no other seller on sale, the catalogue's reference price applies, whatever one's own price
    await delistListing(others.id, otherSeller.userId);
    const otherOnSale = await db().listing.count({ where: { templateId, status: 'ON_SALE', sellerId: { not: user.userId } } });
    if (otherOnSale === 0) {
      expect((await inventory(user.token)).find((entry) => entry.id === item.id)!.referencePrice).toBe(template.referencePriceCents);
    }
  });
});

describe('select all (全选) across pages', () => {
  const SELECTION = `query($filter: InventoryFilter, $purpose: InventorySelectPurpose!) {
    viewer { inventorySelection(filter: $filter, purpose: $purpose) { totalCount limit items { id referencePrice listing { price } } } } }`;

  it('answers every listable asset under the filter, not only the loaded page, and the listed ones for repricing', async () => {
    const user = await signedInSeller(api, { prefix: 'selectall', inventorySize: 34 });
    const cookie = { cookie: `Authorization=${user.token}` };
    const counts = (await api.call('GET', '/web/inventory/counts', { token: user.token })).body.data;
    const listable = (await inventory(user.token, '&tab=UNLISTED')).map((item) => item.id);
    expect(listable.length).toBeGreaterThan(21);

    // the grid loads 21 of them; select all still takes each of them
    const page = (await api.call('GET', '/web/inventory?tab=UNLISTED&limit=21', { token: user.token })).body.data;
    expect(page.list).toHaveLength(21);
    const rest = await api.call('GET', '/web/inventory/selectable?tab=UNLISTED', { token: user.token });
    expect(rest.body).toMatchObject({ code: 0, data: { total: listable.length } });
    expect([...rest.body.data.ids].sort()).toEqual([...listable].sort());
    // on the "all" tab, only what can be listed now (not the items in cooldown)
    const all = await api.call('GET', '/web/inventory/selectable', { token: user.token });
    expect(all.body.data.total).toBe(counts.unlisted);

    const graph = await api.graphql<any>(SELECTION, { filter: { tab: 'ALL' }, purpose: 'LIST' }, cookie);
    expect(graph.data.viewer.inventorySelection).toMatchObject({ totalCount: listable.length, limit: SELECT_ALL_MAX });
    const items = graph.data.viewer.inventorySelection.items as { id: string; referencePrice: number | null }[];
    expect(items).toHaveLength(listable.length);
    expect(items.every((item) => typeof item.referencePrice === 'number')).toBe(true);

    // list all of them (in requests of at most 200), then "select all" for repricing takes exactly those
    const listed = await api.graphql<any>(
      `mutation($input: ListItemsInput!) { listItems(input: $input) { ... on ListItemsPayload { succeededCount failedCount } } }`,
      { input: { items: items.map((item) => ({ inventoryItemId: item.id, multiplier: 1 })) } },
      cookie,
    );
    expect(listed.data.listItems).toEqual({ succeededCount: listable.length, failedCount: 0 });
    const forReprice = await api.graphql<any>(SELECTION, { filter: { tab: 'LISTED' }, purpose: 'LISTED' }, cookie);
    expect(forReprice.data.viewer.inventorySelection.totalCount).toBe(listable.length);
    expect(forReprice.data.viewer.inventorySelection.items.map((item: any) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
    const none = await api.graphql<any>(SELECTION, { filter: { tab: 'ALL' }, purpose: 'LIST' }, cookie);
    expect(none.data.viewer.inventorySelection).toMatchObject({
      totalCount: 0,
      items: [],
    });
    const restListed = await api.call('GET', '/web/inventory/selectable?purpose=listed', { token: user.token });
    expect(restListed.body.data.total).toBe(listable.length);

    // someone else's selection is their own; bad input is refused
    const stranger = await api.signIn();
    expect((await api.call('GET', '/web/inventory/selectable', { token: stranger.token })).body.data).toEqual({ ids: [], total: 0 });
    expect((await api.call('GET', '/web/inventory/selectable?purpose=everything', { token: user.token })).status).toBe(400);
    expect((await api.call('GET', '/web/inventory/selectable')).status).toBe(401);
  });

  it(`refuses more than ${SELECT_ALL_MAX} with a message that says how many, and selects nothing`, async () => {
    const user = await signedInSeller(api, { prefix: 'hoarder', inventorySize: SELECT_ALL_MAX + 300 });
    const listable = (await api.call('GET', '/web/inventory/counts', { token: user.token })).body.data.unlisted as number;
    if (listable <= SELECT_ALL_MAX) return expect.fail(`the simulated inventory has only ${listable} listable items`);
    const reply = await api.call('GET', '/web/inventory/selectable', { token: user.token });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(`当前筛选下有 ${listable} 件饰品，全选最多 ${SELECT_ALL_MAX} 件，请按账号、搜索或分类缩小范围`);
    const english = await api.call('GET', '/web/inventory/selectable', { token: user.token, language: 'en' });
    expect(english.body.msg).toContain(`${listable} items match the current filter`);
    const graph = await api.graphql<any>(
      SELECTION,
      { filter: { tab: 'UNLISTED' }, purpose: 'LIST' },
      { cookie: `Authorization=${user.token}`, 'accept-language': 'zh' },
    );
    expect(graph.data.viewer.inventorySelection).toMatchObject({ totalCount: listable, items: null });
    expect(graph.errors?.[0].message).toContain(`全选最多 ${SELECT_ALL_MAX} 件`);
  });
});

describe("sellers' shop names in the reader's language", () => {
  it("demo shops have an English name on the item page (GraphQL and REST); a user's own nickname stays as typed", async () => {
    const shop = DEMO_SELLERS.find((seller) => seller.isRobot)!;
    await db().user.upsert({
      where: { id: shop.id },
      create: { id: shop.id, nickname: shop.nickname, isRobot: true, isDemo: true },
      update: {},
    });
    const player = await api.signIn();
    await db().user.update({ where: { id: player.userId }, data: { nickname: '阿强的小店' } });
    const template = await db().itemTemplate.findFirstOrThrow({ where: { hashName: 'Kilowatt Case' } });
    await createListing({ templateId: template.id, sellerId: shop.id, priceCents: 1 });
    await createListing({ templateId: template.id, sellerId: player.userId, priceCents: 2 });

    const sellers = async (language: string) => {
      const graph = await api.graphql<any>(
        '{ marketItem(hashName: "Kilowatt Case") { listings(first: 2) { edges { node { seller { nickname } } } } } }',
        {},
        { 'accept-language': language },
      );
      return graph.data.marketItem.listings.edges.map((edge: any) => edge.node.seller.nickname);
    };
    expect(await sellers('en')).toEqual([shop.nicknameEn, '阿强的小店']);
    expect(await sellers('zh')).toEqual([shop.nickname, '阿强的小店']);
    expect(shop.nicknameEn).toMatch(/^Robot delivery 01 · [A-Za-z ]+$/);

    const rest = async (language: string) =>
      (await api.call('GET', '/web/goods?hashName=Kilowatt%20Case&limit=2', { language })).body.data.listings.list.map((listing: any) => listing.seller);
    const english = await rest('en');
    expect(english.map((seller: any) => seller.nickname)).toEqual([shop.nicknameEn, '阿强的小店']);
    expect(english[0]).not.toHaveProperty('isDemo');
    expect((await rest('zh')).map((seller: any) => seller.nickname)).toEqual([shop.nickname, '阿强的小店']);
  });
});
