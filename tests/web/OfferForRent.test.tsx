import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

// 出租 on /user/inventory (web/components/lease/OfferForRentButton.tsx, OfferForRentDialog.tsx,
// LeaseTermsFields.tsx): the terms of each selected item with the rules worked out from its
// reference price (lib/leaseTerms.ts); terms under a limit are refused before anything is sent; the
// API's refusals stay in the dialog under the item.

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

function renderInventory(respond: (operation: OperationDescriptor) => unknown = () => undefined) {
  return renderApp('/user/inventory?view=quantity&tab=unlisted', {
    viewer: viewerData(),
    resolvers: {
      InventoryCounts: () => ({ all: 2, unlisted: 2, listed: 0, nonTradable: 0 }),
      InventorySelection: () => ({ totalCount: 2 }),
      InventoryItemConnection: () => ({
        totalCount: 2,
        edges: [asset(1, '红线', 10_000), asset(2, '二西莫夫', 2_000)].map((node, index) => ({ cursor: `c${index}`, node })),
      }),
      LeaseListingConnection: () => ({ totalCount: 0, edges: [] }),
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
