import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { type LiveEvent, publishLiveEvent } from '../../web/session/liveEventListeners.ts';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

// 出租 on /user/inventory (web/components/lease/OfferForRentButton.tsx, OfferForRentDialog.tsx,
// LeaseTermsFields.tsx): the terms of each selected item with the rules worked out from its
// reference price (lib/leaseTerms.ts); terms under a limit are refused before anything is sent; the
// API's refusals stay in the dialog under the item. Under the inventory, 我的出租 (InventoryLeaseShelf.tsx)
// lists the items offered for rent and those lent out (租出) with their lease's end.

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

const asset = (index: number, zh: string, referencePrice: number) => ({
  __typename: 'InventoryItem',
  id: `SW52ZW50b3J5SXRlbTo${index}`,
  name: { zh, en: zh },
  marketHashName: `Item ${index}`,
  floatValue: 0.25,
  paintSeed: 100 + index,
  tradable: true,
  neverTradable: false,
  cooldownEndsAt: null,
  referencePrice,
  stickers: [],
  listing: null,
  lease: null,
  steamAccount: { __typename: 'SteamAccount', id: 'U3RlYW1BY2NvdW50OjE=', accountName: 'demo_trader', status: 'NORMAL' },
});

function renderInventory(
  respond: (operation: OperationDescriptor) => unknown = () => undefined,
  assets: Record<string, unknown>[] = [asset(1, '红线', 10_000), asset(2, '二西莫夫', 2_000)],
  leaseListings: Record<string, unknown>[] = [],
  leasedOutItems: Record<string, unknown>[] = [],
) {
  return renderApp('/user/inventory?view=quantity&tab=unlisted', {
    viewer: viewerData(),
    resolvers: {
      InventoryCounts: () => ({ all: 2, unlisted: 2, listed: 0, nonTradable: 0 }),
      InventorySelection: () => ({ totalCount: 2 }),
      InventoryItemConnection: () => ({
        totalCount: assets.length,
        edges: assets.map((node, index) => ({ cursor: `c${index}`, node })),
      }),
      LeaseListingConnection: () => ({ totalCount: leaseListings.length, edges: leaseListings.map((node, index) => ({ cursor: `l${index}`, node })) }),
      Viewer: () => ({ ...viewerData(), leasedOutItems }),
      InventoryRefresh: () => ({ id: 'UmVmcmVzaDox', status: 'SUCCEEDED', progressPercent: 100, itemsFound: 2, accountsDone: 1, accountsTotal: 1 }),
    },
    respond,
  });
}

async function openDialogFor(...indexes: number[]) {
  const cards = await screen.findAllByTestId('inventory-item');
  for (const index of indexes) fireEvent.click(within(cards[index]).getByTestId('select-item'));
  fireEvent.click(screen.getByTestId('offer-for-rent-button'));
  return screen.findByRole('dialog');
}

const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

describe('出租 on /user/inventory', () => {
  it('works the deposit rule out live and refuses a deposit under it before sending anything', async () => {
    const { environment } = renderInventory();
    const dialog = await openDialogFor(0);
    expect(within(dialog).getByRole('heading', { name: '出租 1 件饰品' })).toBeTruthy();
    const item = within(dialog).getByTestId('offer-for-rent-item');
    // with no rent yet: 140 % of the reference ¥100 (the most days start at 60)
    expect(within(item).getByTestId('lease-rule-deposit').textContent).toBe('押金 ≥ max(参考价 ¥100.00 × 140%, 日租 ¥0.00 × 60 天) = ¥140.00');
    expect(within(item).getByTestId('lease-rule-rent').textContent).toBe('一天租金 ≤ 参考价 ¥100.00 × 10% = ¥10.00');

    fireEvent.change(field(item, '日租金（元/天）'), { target: { value: '5' } });
    fireEvent.change(field(item, '最长租期（天）'), { target: { value: '30' } });
    // 5 × 30 = ¥150 is above 140 % of ¥100
    expect(within(item).getByTestId('lease-rule-deposit').textContent).toBe('押金 ≥ max(参考价 ¥100.00 × 140%, 日租 ¥5.00 × 30 天) = ¥150.00');
    fireEvent.change(field(item, '押金（元）'), { target: { value: '149.99' } });
    fireEvent.click(within(dialog).getByTestId('offer-for-rent-confirm'));

    expect(within(item).getByRole('alert').textContent).toBe('押金不能低于 ¥150.00');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(environment.sent.filter((operation) => operationName(operation) === 'useOfferForRentMutation')).toHaveLength(0);

    // the minimum fills the field
    fireEvent.click(within(item).getByTestId('lease-min-deposit'));
    expect((field(item, '押金（元）') as HTMLInputElement).value).toBe('150.00');
  });

  it('sends the terms in cents and keeps an item the API refused, with its reason under the field', async () => {
    let input: { items: unknown[]; idempotencyKey: string } | null = null;
    renderInventory((operation) => {
      if (operationName(operation) !== 'useOfferForRentMutation') return undefined;
      input = operation.request.variables.input;
      return {
        data: {
          offerForRent: {
            __typename: 'OfferForRentPayload',
            offeredCount: 1,
            failedCount: 1,
            failures: [
              {
                inventoryItemId: 'SW52ZW50b3J5SXRlbTo2',
                field: 'deposit',
                reason: 'depositTooLow',
                message: '押金不能低于 ¥30.00（参考价的 140% 与日租 × 最长租期中较高者）',
              },
            ],
            leaseListings: [{ __typename: 'LeaseListing', id: 'TGVhc2VMaXN0aW5nOjE=', status: 'ON_LEASE' }],
          },
        },
      };
    });
    const dialog = await openDialogFor(0, 1);
    const [first, second] = within(dialog).getAllByTestId('offer-for-rent-item');
    fireEvent.change(field(first, '日租金（元/天）'), { target: { value: '5.5' } });
    fireEvent.change(field(first, '长租日租金（元/天，选填）'), { target: { value: '4' } });
    fireEvent.change(field(first, '押金（元）'), { target: { value: '200' } });
    fireEvent.change(field(first, '最长租期（天）'), { target: { value: '30' } });
    fireEvent.change(field(first, '买断价（元，选填）'), { target: { value: '250' } });
    fireEvent.change(field(second, '日租金（元/天）'), { target: { value: '0.5' } });
    fireEvent.change(field(second, '押金（元）'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByTestId('offer-for-rent-confirm'));

    await waitFor(() => expect(input).not.toBeNull());
    expect(input!.items).toEqual([
      { inventoryItemId: 'SW52ZW50b3J5SXRlbTo1', dailyRent: 550, longDailyRent: 400, deposit: 20_000, maxDays: 30, buyoutPrice: 25_000 },
      { inventoryItemId: 'SW52ZW50b3J5SXRlbTo2', dailyRent: 50, longDailyRent: null, deposit: 3_000, maxDays: 60, buyoutPrice: null },
    ]);
    expect(input!.idempotencyKey).toBeTruthy();
    // the item offered leaves the dialog; the refused one stays with the API's reason at its field
    await waitFor(() => expect(within(dialog).getAllByTestId('offer-for-rent-item')).toHaveLength(1));
    const refused = within(dialog).getByTestId('offer-for-rent-item');
    expect(within(refused).getByText('二西莫夫')).toBeTruthy();
    expect(within(refused).getByRole('alert').textContent).toBe('押金不能低于 ¥30.00（参考价的 140% 与日租 × 最长租期中较高者）');
  });
});

describe('leases in /user/inventory', () => {
  const offered = {
    __typename: 'LeaseListing',
    id: 'TGVhc2VMaXN0aW5nOjk=',
    dailyRent: 500,
    longDailyRent: null,
    deposit: 15_000,
    maxDays: 30,
    buyoutPrice: null,
    item: { __typename: 'MarketItem', id: 'TWFya2V0SXRlbTox', name: { zh: '红线', en: 'Redline' } },
    inventoryItem: { __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo1', referencePrice: 10_000 },
  };

  it('marks a rented item 租入 with its end and keeps it out of selling and renting; an item offered for rent says so', async () => {
    const rented = {
      ...asset(3, '租来的刀', 50_000),
      lease: { __typename: 'InventoryLeaseMark', role: 'RENTER', leaseNo: 'L202611280000000003', status: 'RENTING', endsAt: '2026-12-20T12:00:00.000Z' },
    };
    renderInventory(undefined, [asset(1, '红线', 10_000), rented], [offered]);
    const cards = await screen.findAllByTestId('inventory-item');
    expect(within(cards[0]).getByTestId('lease-badge-offered').textContent).toBe('出租中');
    expect(within(cards[1]).getByTestId('lease-badge-renter').textContent).toBe('租入 至 2026-12-20');
    expect((within(cards[1]).getByTestId('select-item') as HTMLInputElement).disabled).toBe(true);
    expect(within(cards[1]).getByTestId('unavailable-reason').textContent).toBe('租入的饰品到期需归还，不能出售或出租');
  });

  it('changes the terms of an item offered for rent, checked as an offer, and delists it', async () => {
    const sent: Record<string, unknown>[] = [];
    renderInventory(
      (operation) => {
        const name = operationName(operation);
        if (name === 'useLeaseListingChangesUpdateMutation') {
          sent.push({ update: operation.request.variables.input });
          return {
            data: { updateLeaseListing: { __typename: 'UpdateLeaseListingPayload', leaseListing: { ...offered, status: 'ON_LEASE', dailyRent: 600 } } },
          };
        }
        if (name === 'useLeaseListingChangesCancelMutation') {
          sent.push({ cancel: operation.request.variables.input });
          return {
            data: {
              cancelLeaseListing: { __typename: 'CancelLeaseListingPayload', leaseListing: { __typename: 'LeaseListing', id: offered.id, status: 'DELISTED' } },
            },
          };
        }
        return undefined;
      },
      [asset(1, '红线', 10_000)],
      [offered],
    );
    const entry = await screen.findByTestId('lease-shelf-offered');
    expect(within(entry).getByText('日租 ¥5.00 · 押金 ¥150.00 · 最长 30 天')).toBeTruthy();

    fireEvent.click(within(entry).getByTestId('lease-listing-edit'));
    // (the catalogue item's name, as the mock's MarketItem gives it)
    const dialog = await screen.findByRole('dialog', { name: '修改出租：AK-47 | 红线 (久经沙场)' });
    expect((field(dialog, '日租金（元/天）') as HTMLInputElement).value).toBe('5.00');
    // ¥11 a day is above 10 % of the ¥100 reference price: refused before sending
    fireEvent.change(field(dialog, '日租金（元/天）'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByTestId('lease-listing-save'));
    expect(within(dialog).getByRole('alert').textContent).toBe('日租金不能高于 ¥10.00');
    fireEvent.change(field(dialog, '日租金（元/天）'), { target: { value: '6' } });
    fireEvent.change(field(dialog, '押金（元）'), { target: { value: '180' } });
    fireEvent.click(within(dialog).getByTestId('lease-listing-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      update: { leaseListingId: offered.id, dailyRent: 600, longDailyRent: null, deposit: 18_000, maxDays: 30, buyoutPrice: null },
    });

    fireEvent.click(within(await screen.findByTestId('lease-shelf-offered')).getByTestId('lease-listing-cancel'));
    fireEvent.click(await screen.findByTestId('lease-listing-cancel-confirm'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ cancel: { leaseListingId: offered.id } });
  });

  it('shows the lender’s items lent out (租出) on the shelf with their lease’s end and a link to it, apart from the inventory’s cards', async () => {
    const lentOut = {
      __typename: 'LeasedOutItem',
      assetId: '9001',
      name: { zh: '借出的蝴蝶刀', en: 'Lent butterfly knife' },
      lease: { leaseNo: 'L202611280000000007', endsAt: '2026-12-20T12:00:00.000Z' },
    };
    renderInventory(undefined, [asset(1, '红线', 10_000)], [], [lentOut]);
    const shelf = await screen.findByTestId('inventory-lease-shelf');
    expect(within(shelf).getByRole('heading', { name: '已租出（1）' })).toBeTruthy();
    expect(within(shelf).queryByText('暂无租出的饰品')).toBeNull();
    const [entry] = within(shelf).getAllByTestId('lease-shelf-lent-out');
    expect(within(entry).getByText('借出的蝴蝶刀')).toBeTruthy();
    expect(within(entry).getByTestId('lease-badge-lender').textContent).toBe('租出 至 2026-12-20');
    expect(within(entry).getByRole('link', { name: '租赁详情' }).getAttribute('href')).toBe('/user/lease?leaseNo=L202611280000000007');
    // it left the account: not one of the inventory's cards
    expect(screen.getAllByTestId('inventory-item')).toHaveLength(1);
    expect(within(screen.getAllByTestId('inventory-item')[0]).queryByText('借出的蝴蝶刀')).toBeNull();
  });

  it('fetches the inventory again when one of the viewer’s leases takes a step (an item rented, lent out or back)', async () => {
    const { environment } = renderInventory();
    await screen.findAllByTestId('inventory-item');
    const pageQueries = () => environment.sent.filter((operation) => operationName(operation) === 'InventoryPageQuery');
    expect(pageQueries()).toHaveLength(1);
    act(() => publishLiveEvent({ __typename: 'LeaseChanged' } as LiveEvent));
    await waitFor(() => expect(pageQueries()).toHaveLength(2));
  });
});
