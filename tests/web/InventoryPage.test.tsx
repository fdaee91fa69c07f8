import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const DAY = 86_400_000;
const steamAccount = (status = 'NORMAL') => ({
  __typename: 'SteamAccount',
  id: status === 'NORMAL' ? 'U3RlYW1BY2NvdW50OjE=' : 'U3RlYW1BY2NvdW50OjI=',
  accountName: status === 'NORMAL' ? 'demo_trader' : 'banned_one',
  status,
});

const asset = (index: number, zh: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'InventoryItem',
  id: `SW52ZW50b3J5SXRlbTo${index}`,
  name: { zh, en: zh },
  marketHashName: `Item ${index}`,
  floatValue: 0.25,
  paintSeed: 100 + index,
  tradable: true,
  neverTradable: false,
  cooldownEndsAt: null,
  referencePrice: 10000,
  stickers: [],
  listing: null,
  steamAccount: steamAccount(),
  ...overrides,
});

const assets = () => [
  asset(1, '红线', { referencePrice: 10000 }),
  asset(2, '二西莫夫', { referencePrice: 2000 }),
  asset(3, '冷却中的刀', { tradable: false, cooldownEndsAt: new Date(Date.now() + 1.5 * DAY).toISOString() }),
  asset(4, '异常账号的枪', { steamAccount: steamAccount('ABNORMAL') }),
  asset(5, '永不可交易的徽章', { tradable: false, neverTradable: true }),
];

const group = (index: number, zh: string, ids: string[], overrides: Record<string, unknown> = {}) => ({
  __typename: 'InventoryGroup',
  key: `g${index}`,
  itemId: `TWFya2V0SXRlbTo${index}`,
  name: { zh, en: zh },
  marketHashName: `Group ${index}`,
  iconUrl: null,
  rarityColor: '#D32CE6',
  exterior: null,
  quantity: ids.length,
  listedCount: 0,
  tradableCount: ids.length,
  inventoryItemIds: ids,
  listableItemIds: ids,
  listingPrices: ids.map(() => null),
  referencePrice: 5000,
  rentedInCount: 0,
  offeredForRentCount: 0,
  lentOutCount: 0,
  lowestFloat: 0.1,
  nextTradableAt: null,
  ...overrides,
});

const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

/** A finished inventory refresh that found `itemsFound` items, and no Steam account listed. */
const refreshedWithoutAccounts = (itemsFound: number) => ({
  InventoryRefresh: () => ({ id: 'UmVmcmVzaDox', status: 'SUCCEEDED', progressPercent: 100, itemsFound, accountsDone: 1, accountsTotal: 1 }),
  SteamAccountConnection: () => ({ totalCount: 0, edges: [] }),
});

describe('/user/inventory', () => {
  it('shows the tabs with counts, why items cannot be listed, lists a selection through the 3-2-1 dialog and reports failures', async () => {
    let listInput: unknown = null;
    const { environment, router } = renderApp('/user/inventory?view=quantity&tab=unlisted', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 6, unlisted: 5, listed: 1, nonTradable: 1 }),
        InventorySelection: () => ({ totalCount: 2 }),
        InventoryItemConnection: () => ({ totalCount: 5, edges: assets().map((node, index) => ({ cursor: `c${index}`, node })) }),
        InventoryRefresh: () => ({ id: 'UmVmcmVzaDox', status: 'SUCCEEDED', progressPercent: 100, itemsFound: 40, accountsDone: 1, accountsTotal: 1 }),
        SteamAccountConnection: () => ({ totalCount: 1, edges: [{ cursor: 'a1', node: steamAccount() }] }),
      },
      respond: (operation) => {
        if (operationName(operation) !== 'useListItemsMutation') return undefined;
        listInput = operation.request.variables.input;
        return {
          data: {
            listItems: {
              __typename: 'ListItemsPayload',
              succeededCount: 1,
              failedCount: 1,
              loweredCount: 0,
              failures: [{ inventoryItemId: 'SW52ZW50b3J5SXRlbTo2', reason: 'accountAbnormal', message: '当前账号异常，无法上架' }],
              items: [
                {
                  __typename: 'InventoryItem',
                  id: 'SW52ZW50b3J5SXRlbTo1',
                  tradable: true,
                  listing: { __typename: 'Listing', id: 'TGlzdGluZzox', price: 9900 },
                },
              ],
            },
          },
        };
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Steam 库存' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未上架 (5)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '全部 (6)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已上架 (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '不可交易 (1)' })).toBeTruthy();
    expect(sentNamed(environment.sent, 'InventoryPageQuery')[0].request.variables).toMatchObject({
      filter: { tab: 'UNLISTED' },
      sort: 'DEFAULT',
      byVariety: false,
      first: 24,
    });

    const cards = screen.getAllByTestId('inventory-item');
    expect(cards).toHaveLength(5);
    expect(within(cards[2]).getByTestId('unavailable-reason').textContent).toBe('交易冷却中，剩余 2天');
    expect((within(cards[2]).getByTestId('select-item') as HTMLInputElement).disabled).toBe(true);
    expect(within(cards[3]).getByTestId('unavailable-reason').textContent).toBe('账号异常，无法上架');
    expect(within(cards[4]).getByTestId('unavailable-reason').textContent).toBe('不可交易');

    // nothing selected
    fireEvent.click(screen.getByTestId('list-button'));
    expect(await toasts()).toContain('请选择要上架的饰品');

    // select all takes the two listable ones
    fireEvent.click(screen.getByTestId('select-all'));
    expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 2 件饰品');
    fireEvent.click(screen.getByTestId('list-button'));
    const dialog = await screen.findByRole('dialog', { name: '上架 2 件饰品' });
    fireEvent.click(within(dialog).getByTestId('multiplier-0.99'));
    const confirm = within(dialog).getByTestId('price-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(confirm);
    expect(await toasts()).toContain('1 件上架失败：二西莫夫：当前账号异常，无法上架');
    expect(listInput).toEqual({
      items: [
        { inventoryItemId: 'SW52ZW50b3J5SXRlbTo1', price: 9900 },
        { inventoryItemId: 'SW52ZW50b3J5SXRlbTo2', price: 1980 },
      ],
    });
    // the page is asked for again (grid and counts)
    await waitFor(() => expect(sentNamed(environment.sent, 'InventoryPageQuery').length).toBeGreaterThan(1));

    // filters are in the URL and in the query
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'PRICE_ASC' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=PRICE_ASC'));
    await waitFor(() => expect((screen.getByTestId('sort-select') as HTMLSelectElement).value).toBe('PRICE_ASC'));
    await waitFor(() =>
      expect(sentNamed(environment.sent, 'InventoryPageQuery').at(-1)!.request.variables).toMatchObject({ sort: 'PRICE_ASC', filter: { tab: 'UNLISTED' } }),
    );
    fireEvent.click(screen.getByRole('tab', { name: '已上架 (1)' }));
    await waitFor(() =>
      expect(sentNamed(environment.sent, 'InventoryPageQuery').at(-1)!.request.variables).toMatchObject({ filter: { tab: 'LISTED' }, sort: 'PRICE_ASC' }),
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: '已上架 (1)' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(screen.getByTestId('account-select'), { target: { value: 'U3RlYW1BY2NvdW50OjE=' } });
    await waitFor(() =>
      expect(sentNamed(environment.sent, 'InventoryPageQuery').at(-1)!.request.variables).toMatchObject({
        filter: { tab: 'LISTED', steamAccountId: 'U3RlYW1BY2NvdW50OjE=' },
        steamAccountId: 'U3RlYW1BY2NvdW50OjE=',
      }),
    );
  });

  it('sells the selected items to the buy orders that take them, at what each pays, leaving out those none takes', async () => {
    let sellInput: unknown = null;
    renderApp('/user/inventory?view=quantity&tab=unlisted', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 5, unlisted: 5, listed: 0, nonTradable: 1 }),
        InventorySelection: () => ({ totalCount: 2 }),
        InventoryItemConnection: () => ({ totalCount: 5, edges: assets().map((node, index) => ({ cursor: `c${index}`, node })) }),
        InventoryRefresh: () => ({ id: 'UmVmcmVzaDox', status: 'SUCCEEDED', progressPercent: 100, itemsFound: 40, accountsDone: 1, accountsTotal: 1 }),
        SteamAccountConnection: () => ({ totalCount: 1, edges: [{ cursor: 'a1', node: steamAccount() }] }),
      },
      respond: (operation) => {
        if (operationName(operation) === 'SellToBuyOrderDialogQuery') {
          return {
            data: {
              nodes: [
                { __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo1', name: { zh: '红线', en: 'Redline' }, bestBuyOrderPrice: 9_500 },
                { __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo2', name: { zh: '二西莫夫', en: 'Asiimov' }, bestBuyOrderPrice: null },
              ],
            },
          };
        }
        if (operationName(operation) !== 'useSellToBuyOrdersMutation') return undefined;
        sellInput = operation.request.variables.input;
        return {
          data: {
            sellToBuyOrders: {
              __typename: 'SellToBuyOrdersPayload',
              succeededCount: 1,
              failedCount: 0,
              loweredCount: 0,
              failures: [],
              soldToBuyOrders: [{ orderNo: '202611260000000001', price: 9_500 }],
            },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Steam 库存' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('select-all'));
    fireEvent.click(screen.getByTestId('sell-to-buy-order-button'));
    const dialog = await screen.findByRole('dialog', { name: '出售给求购' });
    const lines = await within(dialog).findAllByTestId('sell-to-buy-order-line');
    expect(lines.map((line) => line.textContent)).toEqual(['红线¥95.00', '二西莫夫暂无求购']);
    fireEvent.click(within(dialog).getByTestId('sell-to-buy-order-confirm'));
    expect(await toasts()).toContain('已出售给求购，请尽快发货');
    expect(sellInput).toEqual({ items: [{ inventoryItemId: 'SW52ZW50b3J5SXRlbTo1', price: 9_500 }] });
  });

  it('refreshes the inventory with visible progress, then refetches', async () => {
    let polls = 0;
    const refresh = (status: string, progressPercent: number) => ({
      __typename: 'InventoryRefresh',
      id: 'UmVmcmVzaDoy',
      status,
      progressPercent,
      itemsFound: 12,
      accountsDone: status === 'RUNNING' ? 0 : 1,
      accountsTotal: 1,
    });
    const { environment } = renderApp('/user/inventory', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 0, unlisted: 0, listed: 0, nonTradable: 0 }),
        InventoryGroupConnection: () => ({ totalCount: 0, edges: [] }),
        SteamAccountConnection: () => ({ totalCount: 0, edges: [] }),
      },
      respond: (operation) => {
        const name = operationName(operation);
        if (name === 'InventoryPageQuery' && sentNamed(environment.sent, 'InventoryPageQuery').length <= 1) return undefined;
        if (name === 'useRefreshInventoryMutation')
          return { data: { refreshInventory: { __typename: 'RefreshInventoryPayload', refresh: refresh('RUNNING', 40) } } };
        if (name === 'InventoryRefreshButtonPollQuery') {
          polls += 1;
          return { data: { viewer: { id: viewerData().id, inventoryRefresh: polls < 2 ? refresh('RUNNING', 70) : refresh('SUCCEEDED', 100) } } };
        }
        return undefined;
      },
    });
    expect(await screen.findByText('暂无饰品')).toBeTruthy();
    fireEvent.click(screen.getByTestId('refresh-inventory'));
    const bar = await screen.findByRole('progressbar', { name: '库存刷新进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('refresh-progress-text').textContent).toBe('40% · 账号 0/1 · 已找到 12 件');
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('70'), { timeout: 3000 });
    expect(await screen.findByText('刷新成功', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await waitFor(() => expect(sentNamed(environment.sent, 'InventoryPageQuery').length).toBeGreaterThan(1));
  });
  it('by variety: a row selects all its assets, splits to show them (filter.itemId) and merges back', async () => {
    const { environment } = renderApp('/user/inventory?tab=unlisted', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 5, unlisted: 5, listed: 0, nonTradable: 0 }),
        InventorySelection: () => ({ totalCount: 3 }),
        ...refreshedWithoutAccounts(5),
        InventoryGroupConnection: () => ({
          totalCount: 2,
          edges: [
            { cursor: 'g1', node: group(1, '红线', ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy', 'SW52ZW50b3J5SXRlbToz']) },
            {
              cursor: 'g2',
              node: group(2, '冷却中的箱子', ['SW52ZW50b3J5SXRlbTo0', 'SW52ZW50b3J5SXRlbTo1'], {
                tradableCount: 0,
                listableItemIds: [],
                nextTradableAt: new Date(Date.now() + 3 * 3_600_000 + 60_000).toISOString(),
              }),
            },
          ],
        }),
        InventoryItemConnection: () => ({
          totalCount: 3,
          edges: ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy', 'SW52ZW50b3J5SXRlbToz'].map((id, index) => ({
            cursor: `i${index}`,
            node: asset(index + 1, '红线', { id }),
          })),
        }),
      },
    });
    const rows = await screen.findAllByTestId('inventory-group');
    expect(sentNamed(environment.sent, 'InventoryPageQuery')[0].request.variables).toMatchObject({ byVariety: true, filter: { tab: 'UNLISTED' } });
    expect(rows[0].textContent).toContain('数量 3 · 已上架 0 · 可上架 3');
    expect(rows[1].textContent).toContain('交易冷却中，剩余 3时');
    expect((within(rows[1]).getByTestId('select-group') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(rows[0]).getByTestId('select-group'));
    expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 3 件饰品');

    fireEvent.click(within(rows[0]).getByRole('button', { name: '拆分' }));
    await waitFor(() => expect(within(rows[0]).getAllByTestId('inventory-item')).toHaveLength(3));
    expect(sentNamed(environment.sent, 'InventoryGroupRowAssetsQuery')[0].request.variables).toEqual({
      filter: { tab: 'UNLISTED', itemId: 'TWFya2V0SXRlbTo1' },
      sort: 'DEFAULT',
      purpose: 'LIST',
    });
    // the split assets show the row's selection; one can be left out
    const items = within(rows[0]).getAllByTestId('select-item') as HTMLInputElement[];
    expect(items.every((input) => input.checked)).toBe(true);
    fireEvent.click(items[0]);
    expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 2 件饰品');

    fireEvent.click(within(rows[0]).getByRole('button', { name: '合并' }));
    expect(within(rows[0]).queryAllByTestId('inventory-item')).toHaveLength(0);
    expect(rows[0].textContent).toContain('已选 2');
  });

  it("by variety on the listed tab: repricing a row starts from each asset's price on sale", async () => {
    const ids = ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy'];
    renderApp('/user/inventory?tab=listed', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 2, unlisted: 0, listed: 2, nonTradable: 0 }),
        InventorySelection: () => ({ totalCount: 2 }),
        ...refreshedWithoutAccounts(2),
        InventoryGroupConnection: () => ({
          totalCount: 1,
          edges: [{ cursor: 'g1', node: group(1, '红线', ids, { listedCount: 2, tradableCount: 0, listableItemIds: [], listingPrices: [4990, 5120] }) }],
        }),
      },
    });
    const [row] = await screen.findAllByTestId('inventory-group');
    fireEvent.click(within(row).getByTestId('select-group'));
    fireEvent.click(screen.getByTestId('reprice-button'));
    const dialog = await screen.findByRole('dialog', { name: '修改 2 件饰品的价格' });
    expect((within(dialog).getAllByTestId('price-input') as HTMLInputElement[]).map((input) => input.value)).toEqual(['49.90', '51.20']);
    expect(within(dialog).getAllByTestId('price-item')[1].textContent).toContain('¥51.20');
  });

  it('by variety on the all tab: a row selects only what can be listed now, and says why when nothing can', async () => {
    const mixed = ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy', 'SW52ZW50b3J5SXRlbToz'];
    renderApp('/user/inventory', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 5, unlisted: 1, listed: 1, nonTradable: 1 }),
        InventorySelection: () => ({ totalCount: 1 }),
        ...refreshedWithoutAccounts(5),
        InventoryGroupConnection: () => ({
          totalCount: 2,
          edges: [
            // one listed, one in cooldown, one that can be listed
            {
              cursor: 'g1',
              node: group(1, '红线', mixed, { listedCount: 1, tradableCount: 1, listableItemIds: [mixed[2]], listingPrices: [6100, null, null] }),
            },
            // tradable, but held by an account that cannot list
            { cursor: 'g2', node: group(2, '异常账号的枪', ['SW52ZW50b3J5SXRlbTo0', 'SW52ZW50b3J5SXRlbTo1'], { listableItemIds: [] }) },
          ],
        }),
      },
    });
    const rows = await screen.findAllByTestId('inventory-group');
    expect(rows[1].textContent).toContain('所在账号无法上架');
    expect((within(rows[1]).getByTestId('select-group') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('select-all').parentElement!.textContent).toBe('全选（1 件可选）');

    fireEvent.click(within(rows[0]).getByTestId('select-group'));
    expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 1 件饰品');
    expect((within(rows[0]).getByTestId('select-group') as HTMLInputElement).checked).toBe(true);
  });

  it('全选 selects every listable item under the filter across pages (34, with 21 loaded), and lists them all at their reference prices', async () => {
    const listable = Array.from({ length: 34 }, (_, index) => asset(index + 1, `饰品${index + 1}`, { referencePrice: 1000 + index }));
    let listInput: { items: { inventoryItemId: string; price: number }[] } | null = null;
    const { environment } = renderApp('/user/inventory?view=quantity&tab=unlisted&q=ak', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 34, unlisted: 34, listed: 0, nonTradable: 0 }),
        InventorySelection: () => ({ totalCount: 34, items: listable }),
        InventoryItemConnection: () => ({ totalCount: 34, edges: listable.slice(0, 21).map((node, index) => ({ cursor: `c${index}`, node })) }),
        InventoryRefresh: () => ({ id: 'UmVmcmVzaDox', status: 'SUCCEEDED', progressPercent: 100, itemsFound: 34, accountsDone: 1, accountsTotal: 1 }),
        SteamAccountConnection: () => ({ totalCount: 1, edges: [{ cursor: 'a1', node: steamAccount() }] }),
      },
      respond: (operation) => {
        if (operationName(operation) !== 'useListItemsMutation') return undefined;
        listInput = operation.request.variables.input;
        return { data: { listItems: { __typename: 'ListItemsPayload', succeededCount: 34, failedCount: 0, loweredCount: 0, failures: [], items: [] } } };
      },
    });
    expect(await screen.findAllByTestId('inventory-item')).toHaveLength(21);
    // names wrap by whole words (no "Minim al Wear")
    expect(getComputedStyle(screen.getByText('饰品1')).overflowWrap).toBe('break-word');
    expect(getComputedStyle(screen.getByText('饰品1')).wordBreak).not.toBe('break-all');
    expect(screen.getByTestId('select-all').parentElement!.textContent).toBe('全选（34 件可选）');
    fireEvent.click(screen.getByTestId('select-all'));
    await waitFor(() => expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 34 件饰品'));
    expect((screen.getByTestId('select-all') as HTMLInputElement).checked).toBe(true);
    // asked under the page's own filter
    expect(sentNamed(environment.sent, 'SelectAllQuery')[0].request.variables).toEqual({
      filter: { tab: 'UNLISTED', search: 'ak' },
      sort: 'DEFAULT',
      purpose: 'LIST',
    });

    fireEvent.click(screen.getByTestId('list-button'));
    const dialog = await screen.findByRole('dialog', { name: '上架 34 件饰品' });
    // every price starts at its reference price
    expect((within(dialog).getAllByTestId('price-input') as HTMLInputElement[]).map((input) => input.value)).toEqual(
      listable.map((_, index) => ((1000 + index) / 100).toFixed(2)),
    );
    const confirm = within(dialog).getByTestId('price-confirm') as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(confirm);
    await waitFor(() => expect(listInput?.items).toHaveLength(34));
    expect(listInput!.items[33]).toEqual({ inventoryItemId: listable[33].id, price: 1033 });

    // listed: the selection starts over
    await waitFor(() => expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 0 件饰品'));
  });

  it('by variety: a grid of cards, one per item type with its count, reference price and type picture', async () => {
    renderApp('/user/inventory', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 4, unlisted: 4, listed: 0, nonTradable: 0 }),
        InventorySelection: () => ({ totalCount: 4 }),
        ...refreshedWithoutAccounts(4),
        InventoryGroupConnection: () => ({
          totalCount: 2,
          edges: [
            {
              cursor: 'g1',
              node: group(1, '蝴蝶刀', ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy', 'SW52ZW50b3J5SXRlbToz'], {
                referencePrice: 110077,
                type: { id: 'knife', label: { zh: '匕首', en: 'Knives' } },
                subType: { id: 'butterfly_knife', label: { zh: '蝴蝶刀', en: 'Butterfly Knife' } },
              }),
            },
            {
              cursor: 'g2',
              node: group(2, '命悬一线武器箱', ['SW52ZW50b3J5SXRlbTo0'], {
                type: { id: 'other', label: { zh: '其他', en: 'Other' } },
                subType: { id: 'case', label: { zh: '武器箱', en: 'Case' } },
              }),
            },
          ],
        }),
      },
    });
    const cards = await screen.findAllByTestId('inventory-group');
    expect(cards[0].parentElement!.tagName).toBe('UL');
    expect(getComputedStyle(cards[0].parentElement!).display).toBe('grid');
    expect(within(cards[0]).getByTestId('group-quantity').textContent).toBe('×3');
    expect(cards[0].textContent).toContain('参考价 ¥1100.77');
    // the 参考价 says what it is: other sellers' lowest price on sale, else the catalogue's
    expect(within(cards[0]).getByTitle(/其他卖家的最低在售价/).textContent).toContain('参考价');
    expect(within(cards[0]).getByTestId('image-fallback').getAttribute('data-kind')).toBe('knife');
    expect(within(cards[1]).getByTestId('image-fallback').getAttribute('data-kind')).toBe('case');
    expect(within(cards[0]).getByText('选择 3 件')).toBeTruthy();
    // a card's box selects its copies; split opens the card across the grid
    fireEvent.click(within(cards[0]).getByTestId('select-group'));
    expect(screen.getByTestId('sell-bar').textContent).toContain('已选择 3 件饰品');
  });

  it('by variety: a card counts its copies rented (租入), lent out (租出) and offered for rent (出租中); a card of rented copies only cannot be selected', async () => {
    const ids = ['SW52ZW50b3J5SXRlbTox', 'SW52ZW50b3J5SXRlbToy', 'SW52ZW50b3J5SXRlbToz'];
    const resolvers = {
      InventoryCounts: () => ({ all: 4, unlisted: 2, listed: 0, nonTradable: 2 }),
      InventorySelection: () => ({ totalCount: 2 }),
      ...refreshedWithoutAccounts(4),
      InventoryGroupConnection: () => ({
        totalCount: 3,
        edges: [
          // three copies: one rented, two that can be listed (one of them offered for rent), two more lent out
          {
            cursor: 'g1',
            node: group(1, '蝴蝶刀', ids, { tradableCount: 2, listableItemIds: ids.slice(1), rentedInCount: 1, offeredForRentCount: 1, lentOutCount: 2 }),
          },
          // a rented copy only: nothing to select, and it says why
          {
            cursor: 'g2',
            node: group(2, '运动手套', ['SW52ZW50b3J5SXRlbTo0'], { tradableCount: 0, listableItemIds: [], rentedInCount: 1 }),
          },
          { cursor: 'g3', node: group(3, '命悬一线武器箱', ['SW52ZW50b3J5SXRlbTo1']) },
        ],
      }),
    };
    const rendered = renderApp('/user/inventory', { viewer: viewerData(), resolvers });
    const cards = await screen.findAllByTestId('inventory-group');
    const badges = (card: HTMLElement) =>
      within(card)
        .queryAllByTestId(/^lease-badge-/)
        .map((badge) => badge.textContent);
    expect(badges(cards[0])).toEqual(['租入 1', '租出 2', '出租中 1']);
    expect(within(cards[0]).getByText('选择 2 件')).toBeTruthy();
    expect(badges(cards[1])).toEqual(['租入 1']);
    expect(cards[1].textContent).toContain('租入的饰品到期需归还，不能出售或出租');
    expect((within(cards[1]).getByTestId('select-group') as HTMLInputElement).disabled).toBe(true);
    expect(within(cards[2]).queryByTestId('group-lease-badges')).toBeNull();
    rendered.unmount();

    renderApp('/user/inventory', { viewer: viewerData(), language: 'en', resolvers });
    const english = await screen.findAllByTestId('inventory-group');
    expect(badges(english[0])).toEqual(['Rented 1', 'Lent out 2', 'For rent 1']);
  });
});
