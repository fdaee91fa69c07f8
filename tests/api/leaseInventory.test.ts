// What a lease shows outside itself, on lease days of a minute (LEASE_DAY_SECONDS=60): the renter's
// inventory marks the rented asset 租入 with its end (REST and GraphQL), keeps it under 不可交易 and out
// of what can be selected to list, and refuses to list it, sell it to a buy order or offer it for rent
// (租入的饰品不能出售或出租) even once its trade protection is over; the lender sees it 租出 with the same end; after the lease
// the asset is an ordinary item again. A variety row counts its copies rented (租入), lent out (租出)
// and offered for rent (出租中), and never counts a rented copy as listable. The wallet holds the rent and
// the deposit from the rent on (before the delivery) and names the lease's money on both sides (the
// renter's hold, rent paid and release as purchases, the lender's rent as a sale) and the sales
// statistics count the lender's rent.
import { beforeAll, describe, expect, it } from 'vitest';
import { minDepositCents } from '../../lib/leaseTerms.ts';
import { db } from '../../api/db/client.ts';
import { boundLender, leaseListingOf, rent, TEST_ASK } from '../helpers/leases.ts';
import { boundBuyer } from '../helpers/orders.ts';
import { leaseOf, rentedLease, viewerOf } from '../helpers/rentedLeases.ts';
import { finishedRefresh, signedInSeller } from '../helpers/steamSellers.ts';
import { LEASE_DAY_MS, leaseFee, useLeaseTestApp } from '../helpers/leaseTestApp.ts';
import type { TestApp } from '../helpers/testApp.ts';

const DAY = LEASE_DAY_MS;

const suite = useLeaseTestApp();
let api: TestApp;
beforeAll(() => {
  ({ api } = suite);
});
const { pass } = suite;

async function refresh(userId: string) {
  await api.app.services.inventory.startRefresh(userId);
  await finishedRefresh(api, userId);
}

const get = (token: string, url: string) => api.call('GET', url, { token });

describe('a rented item in the inventories', () => {
  it('is 租入 for the renter (not listable, not sellable) and 租出 for the lender until the lease ends, then an ordinary item', async () => {
    const lease = await rentedLease(api, { terms: { days: 30 } });
    const { renter, lender } = lease;
    // past the delivery's 7 lease days of protection: tradable at Steam
    await pass(8 * DAY);
    await refresh(renter.userId);

    const page = await get(renter.token, '/web/inventory?tab=ALL');
    expect(page.body.code).toBe(0);
    const [item] = page.body.data.list;
    expect(item).toMatchObject({
      assetId: lease.renterAssetId,
      tradable: true,
      listed: false,
      lease: { role: 'RENTER', leaseNo: lease.leaseNo, status: 'RENTING', endsAt: lease.endsAt.toISOString() },
    });
    expect((await get(renter.token, '/web/inventory/counts')).body.data).toEqual({ all: 1, unlisted: 0, listed: 0, nonTradable: 1 });
    expect((await get(renter.token, '/web/inventory?tab=UNLISTED')).body.data.list).toEqual([]);
    expect((await get(renter.token, '/web/inventory/selectable?purpose=LIST')).body.data).toEqual({ ids: [], total: 0 });
    const variety = (await get(renter.token, '/web/inventory?mode=variety')).body.data.list[0];
    expect(variety).toMatchObject({ quantity: 1, tradableCount: 0, listableIds: [] });

    // listing it, selling it to a buy order: refused item by item, in the reader's language
    const listed = await api.call('POST', '/web/inventory/list', { token: renter.token, body: { items: [{ id: item.id, price: '100.00' }] } });
    expect(listed.body.data).toMatchObject({ succeededCount: 0, failures: [{ id: item.id, reason: 'leased', msg: '租入的饰品不能出售或出租' }] });
    const sold = await api.call('POST', '/web/inventory/sellToBuyOrder', {
      token: renter.token,
      language: 'en',
      body: { items: [{ id: item.id, price: '100.00' }] },
    });
    expect(sold.body.data).toMatchObject({
      succeededCount: 0,
      failures: [{ id: item.id, reason: 'leased', msg: 'A rented item cannot be sold or offered for rent' }],
    });

    // offering it for rent, on valid terms: refused the same way, and nothing is offered
    const reference = item.referencePrice as number;
    const dailyRent = Math.max(1, Math.floor(reference * 0.05));
    const forRent = await api.call('POST', '/web/lease/listings', {
      token: renter.token,
      body: { items: [{ id: item.id, dailyRent, deposit: minDepositCents(reference, dailyRent, 10) + 1, maxDays: 10 }] },
    });
    expect(forRent.body.data).toMatchObject({
      succeededCount: 0,
      succeeded: [],
      failures: [{ id: item.id, reason: 'leased', msg: '租入的饰品不能出售或出租' }],
    });
    expect(await db().leaseListing.count({ where: { OR: [{ inventoryItemId: item.id }, { lenderId: renter.userId }] } })).toBe(0);
    expect(await leaseOf(lease.leaseId)).toMatchObject({ status: 'RENTING', renterAssetId: lease.renterAssetId });

    // GraphQL says the same
    const renterGraph = await api.graphql<any>(
      '{ viewer { inventoryItems(first: 5) { edges { node { assetId lease { role leaseNo status endsAt } } } } } }',
      {},
      { cookie: `Authorization=${renter.token}` },
    );
    expect(renterGraph.data.viewer.inventoryItems.edges[0].node).toEqual({
      assetId: lease.renterAssetId,
      lease: { role: 'RENTER', leaseNo: lease.leaseNo, status: 'RENTING', endsAt: lease.endsAt.toISOString() },
    });

    // the lender: the asset left their account; the lease shows it 租出 with the same end
    const lenderAssets = (await get(lender.token, '/web/inventory?tab=ALL&limit=100')).body.data.list as { assetId: string; lease: unknown }[];
    expect(lenderAssets.map((asset) => asset.assetId)).not.toContain(lease.lenderAssetId);
    expect(lenderAssets.every((asset) => asset.lease === null)).toBe(true);
    const out = await get(lender.token, '/web/inventory/leasedOut');
    expect(out.body.data.list).toEqual([
      expect.objectContaining({
        leaseNo: lease.leaseNo,
        status: 'RENTING',
        endsAt: lease.endsAt.toISOString(),
        assetId: lease.lenderAssetId,
        templateId: lease.templateId,
      }),
    ]);
    expect((await get(renter.token, '/web/inventory/leasedOut')).body.data.list).toEqual([]);
    const lenderGraph = await api.graphql<any>(
      '{ viewer { leasedOutItems { assetId lease { role leaseNo endsAt } } } }',
      {},
      {
        cookie: `Authorization=${lender.token}`,
      },
    );
    expect(lenderGraph.data.viewer.leasedOutItems).toEqual([
      { assetId: lease.lenderAssetId, lease: { role: 'LENDER', leaseNo: lease.leaseNo, endsAt: lease.endsAt.toISOString() } },
    ]);

    // bought out: an ordinary item of the renter's, listable
    const bought = await rentedLease(api, { terms: { days: 10, buyoutPriceCents: 10_000 }, lender, renter });
    await pass(8 * DAY);
    await refresh(renter.userId);
    await api.app.services.leaseAfter.buyout(await viewerOf(api, renter), bought.leaseNo);
    expect((await get(lender.token, '/web/inventory/leasedOut')).body.data.list.map((row: { leaseNo: string }) => row.leaseNo)).toEqual([lease.leaseNo]);
    const mine = ((await get(renter.token, '/web/inventory?tab=ALL')).body.data.list as { id: string; assetId: string; lease: unknown }[]).find(
      (asset) => asset.assetId === bought.renterAssetId,
    )!;
    expect(mine.lease).toBeNull();
    const listedNow = await api.call('POST', '/web/inventory/list', { token: renter.token, body: { items: [{ id: mine.id, multiplier: 1 }] } });
    expect(listedNow.body.data).toMatchObject({ succeededCount: 1, failures: [] });
  });
});

type VarietyRow = { templateId: number | null; quantity: number; listableIds: string[]; ids: string[] };
const varietyOf = async (token: string, templateId: number, query = '') =>
  ((await get(token, `/web/inventory?mode=variety&limit=100${query}`)).body.data.list as VarietyRow[]).find((row) => row.templateId === templateId);

const GROUP_COUNTS = '{ viewer { inventoryGroups(first: 50) { edges { node { marketHashName quantity rentedInCount offeredForRentCount lentOutCount } } } } }';

describe('a variety row of the inventory', () => {
  it('counts its copies rented (租入), lent out (租出) and offered for rent (出租中); a rented copy is never listable', async () => {
    const lease = await rentedLease(api, { terms: { days: 30 } });
    const { renter, lender } = lease;
    const { hashName } = await db().itemTemplate.findUniqueOrThrow({ where: { id: lease.templateId }, select: { hashName: true } });
    await pass(8 * DAY);
    await refresh(renter.userId);

    // the renter: one copy, rented, tradable at Steam but neither listable nor counted as tradable
    expect(await varietyOf(renter.token, lease.templateId)).toMatchObject({
      quantity: 1,
      tradableCount: 0,
      listableIds: [],
      rentedInCount: 1,
      offeredForRentCount: 0,
      lentOutCount: 0,
    });

    // the lender: two more copies of the item, one of them offered for rent; the one lent out left the account
    await api.steam.addAssets(lender.steam.steamId, [{ marketHashName: hashName }, { marketHashName: hashName }]);
    await refresh(lender.userId);
    const copies = (await varietyOf(lender.token, lease.templateId))!;
    expect(copies).toMatchObject({ quantity: 2, rentedInCount: 0, offeredForRentCount: 0, lentOutCount: 1 });
    const reference = (await get(lender.token, `/web/inventory?templateId=${lease.templateId}`)).body.data.list[0].referencePrice as number;
    const dailyRent = Math.max(1, Math.floor(reference * 0.05));
    const offered = await api.call('POST', '/web/lease/listings', {
      token: lender.token,
      body: { items: [{ id: copies.ids[0], dailyRent, deposit: minDepositCents(reference, dailyRent, 10) + 1, maxDays: 10 }] },
    });
    expect(offered.body.data.failures).toEqual([]);
    // an item offered for rent may still be listed for sale
    expect(await varietyOf(lender.token, lease.templateId)).toMatchObject({
      quantity: 2,
      tradableCount: 2,
      listableIds: expect.arrayContaining(copies.ids),
      rentedInCount: 0,
      offeredForRentCount: 1,
      lentOutCount: 1,
    });
    // the account the lease went out from counts it; another account of the lender's does not
    expect(await varietyOf(lender.token, lease.templateId, `&accountId=${lender.accountId}`)).toMatchObject({ lentOutCount: 1 });
    const other = await signedInSeller(api, { prefix: 'lender2', inventorySize: 0, user: lender });
    await api.steam.addAssets(other.steam.steamId, [{ marketHashName: hashName }]);
    await refresh(lender.userId);
    expect(await varietyOf(lender.token, lease.templateId, `&accountId=${other.accountId}`)).toMatchObject({ quantity: 1, lentOutCount: 0 });

    // GraphQL says the same
    const graph = async (token: string) =>
      (await api.graphql<any>(GROUP_COUNTS, {}, { cookie: `Authorization=${token}` })).data.viewer.inventoryGroups.edges
        .map(({ node }: { node: { marketHashName: string } }) => node)
        .find((node: { marketHashName: string }) => node.marketHashName === hashName);
    expect(await graph(lender.token)).toEqual({ marketHashName: hashName, quantity: 3, rentedInCount: 0, offeredForRentCount: 1, lentOutCount: 1 });
    expect(await graph(renter.token)).toEqual({ marketHashName: hashName, quantity: 1, rentedInCount: 1, offeredForRentCount: 0, lentOutCount: 0 });
  });
});

describe("a lease's money in the wallet and the statistics", () => {
  it('holds the rent and the deposit from the renter’s balance from the rent on, before the delivery, naming the lease; cancelled, they come back', async () => {
    // an ordinary lender's account: nothing is sent before 发货
    const lender = await boundLender(api);
    const listing = await leaseListingOf(api, lender);
    const held = 10 * TEST_ASK.dailyRentCents + TEST_ASK.depositCents;
    const renter = await boundBuyer(api, held + 500);
    const rented = await rent(api, renter, { leaseListingId: listing.id, days: 10 });
    expect(rented.body).toMatchObject({ code: 0, data: { status: 'AWAITING_DELIVERY', held } });
    const { leaseNo } = rented.body.data;

    // held: rent and deposit, out of the spendable balance and still in the total
    expect((await get(renter.token, '/web/wallet')).body.data).toMatchObject({ total: held + 500, deposit: 500, withdrawable: 0, frozen: 0, held });
    const graph = await api.graphql<any>('{ viewer { wallet { total deposit held } } }', {}, { cookie: `Authorization=${renter.token}` });
    expect(graph.data.viewer.wallet).toEqual({ total: held + 500, deposit: 500, held });
    const rows = (await get(renter.token, '/web/wallet/transactions?type=buy')).body.data.list as {
      kind: string;
      account: string;
      amount: number;
      leaseNo: string;
    }[];
    expect(rows.map((row) => [row.kind, row.account, row.amount, row.leaseNo])).toEqual([
      ['HOLD', 'held', held, leaseNo],
      ['HOLD', 'deposit', -held, leaseNo],
    ]);
    expect((await get(lender.token, '/web/wallet')).body.data).toMatchObject({ total: 0, held: 0 });

    // cancelled before the offer: the hold is back in the deposit balance
    expect((await api.call('POST', `/web/lease/${leaseNo}/cancel`, { token: renter.token })).body.code).toBe(0);
    expect((await get(renter.token, '/web/wallet')).body.data).toMatchObject({ total: held + 500, deposit: held + 500, held: 0 });
  });

  it('names the hold, the rent paid and the release for the renter (purchases) and the rent for the lender (a sale); the statistics count the rent', async () => {
    const lease = await rentedLease(api, { terms: { days: 8, dailyRentCents: 250 } });
    const { renter, lender } = lease;
    await pass(8 * DAY);
    await api.app.services.leaseAfter.requestReturn(await viewerOf(api, renter), lease.leaseNo);
    await pass(10_000, 5_000);
    expect((await leaseOf(lease.leaseId)).status).toBe('RETURN_PROTECTED');
    await pass(7 * DAY);
    expect((await leaseOf(lease.leaseId)).status).toBe('COMPLETED');
    const rent = lease.rentCents;
    const fee = leaseFee(rent);

    const renterRows = (await get(renter.token, '/web/wallet/transactions?type=buy')).body.data.list as {
      kind: string;
      amount: number;
      account: string;
      description: string;
    }[];
    const line = (row: { kind: string; amount: number; account: string; description: string }) => [row.kind, row.account, row.amount, row.description];
    expect(renterRows.map(line)).toEqual([
      ['HOLD_RELEASE', 'deposit', lease.terms.depositCents, '租赁解冻（押金和未用租金退回）'],
      ['HOLD_RELEASE', 'held', -lease.terms.depositCents, '租赁解冻（押金和未用租金退回）'],
      ['RENT', 'held', -(rent - fee), '支付租金'],
      ['HOLD', 'held', rent + lease.terms.depositCents, '租赁冻结（租金和押金）'],
      ['HOLD', 'deposit', -(rent + lease.terms.depositCents), '租赁冻结（租金和押金）'],
    ]);
    // each row names its lease, for the wallet page's link to it
    expect(new Set(renterRows.map((row) => (row as { leaseNo?: string }).leaseNo))).toEqual(new Set([lease.leaseNo]));
    const renterPlatform = (await get(renter.token, '/web/wallet/transactions?type=platform')).body.data.list;
    expect(renterPlatform.map(line)).toEqual([['FEE', 'held', -fee, '租赁服务费']]);
    expect((await get(renter.token, '/web/wallet/transactions?type=sell')).body.data.list).toEqual([]);

    const lenderRows = (await api.call('GET', '/web/wallet/transactions?type=sell', { token: lender.token, language: 'en' })).body.data.list;
    expect(lenderRows.map(line)).toEqual([['RENT', 'withdrawable', rent - fee, 'Rent received']]);
    expect((await get(lender.token, '/web/wallet/transactions?type=buy')).body.data.list).toEqual([]);
    // the wallet's held money names leases
    const wallet = await get(renter.token, '/web/wallet');
    expect(wallet.body.data.held).toBe(0);

    // the lender's sales statistics count the lease's rent (what the renter paid, the fee not deducted)
    const statistics = await get(lender.token, '/web/user/statistics?range=last7Days');
    expect(statistics.body.data.sales).toEqual({ count: 1, amount: rent });
    expect((await get(renter.token, '/web/user/statistics?range=last7Days')).body.data.sales).toEqual({ count: 0, amount: 0 });
  });
});
