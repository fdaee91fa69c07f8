import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

// 还价设置 of a listing on sale (/user/sell, web/components/inventory/BargainTermsDialog.tsx): the
// seller switches offers off or sets the lowest one they accept, below the price.

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

const listed = {
  __typename: 'InventoryItem',
  id: 'SW52ZW50b3J5SXRlbTox',
  name: { zh: '红线', en: 'Redline' },
  marketHashName: 'AK-47 | Redline (Field-Tested)',
  floatValue: 0.2,
  paintSeed: 1,
  tradable: true,
  neverTradable: false,
  cooldownEndsAt: null,
  referencePrice: 10_000,
  stickers: [],
  listing: { __typename: 'Listing', id: 'TGlzdGluZzox', price: 10_000 },
  steamAccount: { __typename: 'SteamAccount', id: 'U3RlYW1BY2NvdW50OjE=', accountName: 'demo_trader', status: 'NORMAL' },
};

function renderSell(sent: unknown[]) {
  return renderApp('/user/sell', {
    viewer: viewerData(),
    resolvers: {
      InventoryCounts: () => ({ all: 1, unlisted: 0, listed: 1, nonTradable: 0 }),
      Listing: () => ({ id: 'TGlzdGluZzox', price: 10_000 }),
      InventoryItemConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c0', node: listed }] }),
    },
    respond: (operation) => {
      const name = operationName(operation);
      if (name === 'BargainTermsDialogQuery')
        return {
          data: {
            node: {
              __typename: 'Listing',
              id: 'TGlzdGluZzox',
              price: 10_000,
              bargainTerms: { enabled: true, minPrice: 8_500, floor: 8_500, refusal: 'ownListing' },
            },
          },
        };
      if (name !== 'useSetBargainTermsMutation') return undefined;
      sent.push(operation.request.variables.input);
      const { enabled, minPrice } = operation.request.variables.input as { enabled: boolean; minPrice: number | null };
      return { data: { setBargainTerms: { __typename: 'SetBargainTermsPayload', terms: { enabled, minPrice, floor: Math.max(8_000, minPrice ?? 0) } } } };
    },
  });
}

describe('还价设置', () => {
  it('shows the listing’s terms, refuses a minimum at the price, and saves the switch and the minimum', async () => {
    const sent: unknown[] = [];
    renderSell(sent);
    const card = (await screen.findAllByTestId('inventory-item'))[0];
    fireEvent.click(within(card).getByTestId('bargain-terms-open'));
    const form = await screen.findByTestId('bargain-terms-form');
    expect(within(form).getByTestId('bargain-terms-floor').textContent).toBe('¥85.00');
    const minimum = within(form).getByRole('textbox', { name: '最低接受价（元，可选）' }) as HTMLInputElement;
    expect(minimum.value).toBe('85.00');
    expect((within(form).getByRole('checkbox', { name: '允许还价' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(minimum, { target: { value: '100' } });
    fireEvent.click(within(form).getByTestId('bargain-terms-save'));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '最低接受价须低于售价');
    expect(sent).toHaveLength(0);

    fireEvent.change(minimum, { target: { value: '90' } });
    fireEvent.click(within(form).getByTestId('bargain-terms-save'));
    await waitFor(() => expect(sent).toEqual([{ listingId: 'TGlzdGluZzox', enabled: true, minPrice: 9_000 }]));
    expect(await screen.findByText('还价设置已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('bargain-terms-form')).toBeNull());

    // switched off, the minimum left empty: the platform floor alone
    fireEvent.click(within(card).getByTestId('bargain-terms-open'));
    const again = await screen.findByTestId('bargain-terms-form');
    fireEvent.change(within(again).getByRole('textbox', { name: '最低接受价（元，可选）' }), { target: { value: '' } });
    fireEvent.click(within(again).getByRole('checkbox', { name: '允许还价' }));
    fireEvent.click(within(again).getByTestId('bargain-terms-save'));
    await waitFor(() => expect(sent).toEqual([expect.anything(), { listingId: 'TGlzdGluZzox', enabled: false, minPrice: null }]));
  });
});
