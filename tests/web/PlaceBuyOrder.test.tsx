import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketItem, renderApp, viewerData } from './helpers/renderApp.tsx';

// 发布求购 on the item page (web/pages/goods/GoodsBuyOrders.tsx, web/components/buyOrder/PlaceBuyOrderDialog.tsx):
// the form offers the Steam accounts that can receive the item by name (web/components/ReceivingAccount.tsx),
// the first of them chosen, and places the buy order for the chosen one; without such an account it says
// so and leads to binding one.

const GOODS = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29';

const account = (index: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'SteamAccount',
  id: `U3RlYW1BY2NvdW50OjE${index}`,
  accountName: `buyer_${index}`,
  steamId: `7656119880000000${index}`,
  status: 'NORMAL',
  tradeLink: `https://steamcommunity.com/tradeoffer/new/?partner=${index}&token=abc`,
  ...overrides,
});

const resolvers = (...accounts: Record<string, unknown>[]) => ({
  MarketItem: () => marketItem({ id: 'TWFya2V0SXRlbTox' }),
  Wallet: () => ({ __typename: 'Wallet', total: 50_000, deposit: 50_000, withdrawable: 0, frozen: 0, points: 0 }),
  SteamAccountConnection: () => ({ totalCount: accounts.length, edges: accounts.map((node, index) => ({ cursor: `a${index}`, node })) }),
});

async function openDialog() {
  fireEvent.click(await screen.findByTestId('place-buy-order'));
  return screen.findByRole('dialog', { name: '发布求购' });
}

describe('发布求购 on the item page', () => {
  it('offers the accounts that can receive the item, the first chosen, and places the buy order for the chosen one', async () => {
    const rendered = renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: resolvers(account(1, { status: 'ABNORMAL' }), account(2), account(3, { tradeLink: null }), account(4)),
    });
    const dialog = await openDialog();
    const form = await within(dialog).findByTestId('buy-order-form');
    const select = within(form).getByRole('combobox', { name: '接收饰品的 Steam 账号' }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['buyer_2', 'buyer_4']);
    expect(select.value).toBe('U3RlYW1BY2NvdW50OjE2');

    fireEvent.change(select, { target: { value: 'U3RlYW1BY2NvdW50OjE4' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '求购单价（元）' }), { target: { value: '95' } });
    fireEvent.click(within(form).getByTestId('buy-order-confirm'));
    const placed = () => rendered.environment.sent.filter((operation) => operation.request.node.params.name === 'usePlaceBuyOrderMutation');
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0].request.variables.input).toMatchObject({ price: 9_500, quantity: 1, steamAccountId: 'U3RlYW1BY2NvdW50OjE4' });
  });

  it('without an account that can receive the item, says so and leads to binding one', async () => {
    renderApp(GOODS, { viewer: viewerData(), resolvers: resolvers(account(1, { status: 'ABNORMAL' }), account(2, { tradeLink: null })) });
    const dialog = await openDialog();
    const notice = await within(dialog).findByTestId('buy-order-no-account');
    expect(within(notice).getByRole('alert').textContent).toBe('没有可用的Steam账号，请绑定令牌后重试');
    expect(within(notice).getByRole('link', { name: '去绑定 Steam 账号' }).getAttribute('href')).toBe('/user/steam?from=purchase');
    expect(within(dialog).queryByTestId('buy-order-form')).toBeNull();
  });
});
