import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const listed = (index: number, zh: string, price: number, referencePrice: number) => ({
  __typename: 'InventoryItem',
  id: `SW52ZW50b3J5SXRlbTo${index}`,
  name: { zh, en: zh },
  marketHashName: `Item ${index}`,
  floatValue: 0.2,
  paintSeed: 1,
  tradable: true,
  neverTradable: false,
  cooldownEndsAt: null,
  referencePrice,
  stickers: [],
  listing: { __typename: 'Listing', id: `TGlzdGluZzo${index}`, price },
  steamAccount: { __typename: 'SteamAccount', id: 'U3RlYW1BY2NvdW50OjE=', accountName: 'demo_trader', status: 'NORMAL' },
});

const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

describe('/user/sell', () => {
  it('shows the listed items with their prices, reprices one through the 3-2-1 dialog and unlists another', async () => {
    let repriceInput: unknown = null;
    let unlistInput: unknown = null;
    const { environment } = renderApp('/user/sell', {
      viewer: viewerData(),
      resolvers: {
        InventoryCounts: () => ({ all: 2, unlisted: 0, listed: 2, nonTradable: 0 }),
        // each edge's listing price (a type resolver wins over the data given with its parent)
        Listing: (context) => ({ price: [9900, 2500][Number(context.path?.[3] ?? 0)] }),
        InventoryItemConnection: () => ({
          totalCount: 2,
          edges: [listed(1, '红线', 9900, 10000), listed(2, '二西莫夫', 2500, 2000)].map((node, index) => ({ cursor: `c${index}`, node })),
        }),
      },
      respond: (operation) => {
        const name = operationName(operation);
        if (name === 'useRepriceItemsMutation') {
          repriceInput = operation.request.variables.input;
          return {
            data: {
              repriceItems: {
                __typename: 'RepriceItemsPayload',
                succeededCount: 1,
                failedCount: 0,
                loweredCount: 0,
                failures: [],
                items: [{ __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo1', listing: { __typename: 'Listing', id: 'TGlzdGluZzo1', price: 9800 } }],
              },
            },
          };
        }
        if (name === 'useUnlistItemsMutation') {
          unlistInput = operation.request.variables.input;
          return {
            data: {
              unlistItems: {
                __typename: 'UnlistItemsPayload',
                succeededCount: 1,
                failedCount: 0,
                failures: [],
                items: [{ __typename: 'InventoryItem', id: 'SW52ZW50b3J5SXRlbTo2', listing: null }],
              },
            },
          };
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '在售管理' })).toBeTruthy();
    expect(screen.getByText('共 2 件在售')).toBeTruthy();
    expect(sentNamed(environment.sent, 'SellPageQuery')[0].request.variables).toMatchObject({ filter: { tab: 'LISTED' } });
    const cards = screen.getAllByTestId('inventory-item');
    expect(within(cards[0]).getByTestId('listing-price').textContent).toContain('¥99.00');
    expect(cards[0].textContent).toContain('¥100.00');

    // nothing selected
    fireEvent.click(screen.getByTestId('reprice-button'));
    expect(await toasts()).toContain('请选择要改价的饰品');
    fireEvent.click(screen.getByTestId('unlist-button'));
    await waitFor(async () => expect(await toasts()).toContain('请选择要下架的饰品'));

    // reprice the first at 0.98 of its reference
    fireEvent.click(within(cards[0]).getByTestId('select-item'));
    fireEvent.click(screen.getByTestId('reprice-button'));
    const dialog = await screen.findByRole('dialog', { name: '修改 1 件饰品的价格' });
    expect((within(dialog).getByTestId('price-input') as HTMLInputElement).value).toBe('99.00');
    fireEvent.click(within(dialog).getByTestId('multiplier-0.98'));
    const confirm = within(dialog).getByTestId('price-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(confirm);
    expect(await toasts()).toContain('改价成功');
    expect(repriceInput).toEqual({ items: [{ inventoryItemId: 'SW52ZW50b3J5SXRlbTo1', price: 9800 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // unlist the second, after confirming
    fireEvent.click(within(screen.getAllByTestId('inventory-item')[1]).getByTestId('select-item'));
    fireEvent.click(screen.getByTestId('unlist-button'));
    const confirmUnlist = await screen.findByRole('dialog', { name: '下架饰品' });
    // the unlisting confirm button counts down 3, 2, 1 as well
    const unlistConfirm = within(confirmUnlist).getByRole('button', { name: '确认下架' }) as HTMLButtonElement;
    expect(unlistConfirm.disabled).toBe(true);
    fireEvent.click(unlistConfirm);
    expect(unlistInput).toBeNull();
    await waitFor(() => expect(unlistConfirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(unlistConfirm);
    await waitFor(async () => expect(await toasts()).toContain('下架成功'));
    expect(unlistInput).toEqual({ inventoryItemIds: ['SW52ZW50b3J5SXRlbTo2'] });
    await waitFor(() => expect(sentNamed(environment.sent, 'SellPageQuery').length).toBeGreaterThan(2));
  });
});
