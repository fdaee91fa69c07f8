import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { apiError, marketItem, renderApp, viewerData } from './helpers/renderApp.tsx';

// 还价 on the item page (web/pages/goods/ListingBargain.tsx, web/components/bargain/MakeBargainDialog.tsx):
// the listings that take offers show it with their floor, and the form sends an offer in cents
// between the floor and a cent below the price, for the chosen account, once per form.

const GOODS = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29';
type Rendered = ReturnType<typeof renderApp>;

const listing = (index: number, terms: Record<string, unknown>) => ({
  __typename: 'Listing',
  id: `TGlzdGluZzox${index}`,
  price: 11_000,
  floatValue: 0.2,
  paintSeed: 100,
  autoDelivery: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  stickers: [],
  seller: { __typename: 'Seller', id: `U2VsbGVyOn${index}`, nickname: `卖家${index}`, avatarUrl: null, isRobot: false },
  offerTerms: { enabled: true, topBuyOrderPrice: null, ...terms },
});

function resolvers(account: Record<string, unknown> = {}) {
  const nodes = [listing(1, { takesOffers: true, floor: 8_800 }), listing(2, { enabled: false, takesOffers: false, floor: 8_800 })];
  let next = 0;
  return {
    MarketItem: () => marketItem({ id: 'TWFya2V0SXRlbTox' }),
    ListingConnection: () => ({ totalCount: nodes.length, edges: nodes.map((_, index) => ({ cursor: `c${index}` })) }),
    Listing: () => nodes[next++ % nodes.length],
    Wallet: () => ({ deposit: 20_000, withdrawable: 0 }),
    SteamAccountConnection: () => ({ edges: [{ cursor: 'a1' }] }),
    SteamAccount: () => ({
      id: 'U3RlYW1BY2NvdW50OjE=',
      accountName: 'buyer_main',
      status: 'NORMAL',
      tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
      ...account,
    }),
  };
}

const sentVariables = (rendered: Rendered, name: string) =>
  rendered.environment.sent.filter((operation) => operation.request.node.params.name === name).map((operation) => operation.request.variables);
const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

async function openForm() {
  const rows = await screen.findAllByTestId('listing-row');
  expect(within(rows[1]).queryByTestId('listing-bargain')).toBeNull();
  expect(within(rows[0]).getByTestId('listing-bargain-floor').textContent).toBe('最低可还 ¥88.00');
  fireEvent.click(within(rows[0]).getByRole('button', { name: '向 卖家1 还价' }));
  return screen.findByTestId('bargain-form');
}

describe('还价 on the item page', () => {
  it('offers on a listing that takes offers: out of range refused at once, then the offer in cents with its account and one key', async () => {
    const rendered = renderApp(GOODS, { viewer: viewerData(), resolvers: resolvers() });
    const form = await openForm();
    expect(within(form).getByTestId('bargain-floor').textContent).toBe('¥88.00');
    const price = within(form).getByRole('textbox', { name: '你的出价（元）' });

    fireEvent.change(price, { target: { value: '110' } });
    fireEvent.click(within(form).getByTestId('bargain-confirm'));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '出价须在 ¥88.00 至 ¥109.99 之间');
    fireEvent.change(price, { target: { value: '9.999' } });
    fireEvent.click(within(form).getByTestId('bargain-confirm'));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '请填写有效的出价（大于 0，最多两位小数）');
    expect(sentVariables(rendered, 'useMakeBargainMutation')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '95.5' } });
    fireEvent.click(within(form).getByTestId('bargain-confirm'));
    await waitFor(() => expect(sentVariables(rendered, 'useMakeBargainMutation')).toHaveLength(1));
    const [{ input }] = sentVariables(rendered, 'useMakeBargainMutation') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({ listingId: 'TGlzdGluZzox1', price: 9_550, steamAccountId: 'U3RlYW1BY2NvdW50OjE=' });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('还价已发出，等待卖家回复')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('bargain-form')).toBeNull());
  });

  it('shows the API’s refusal in the user’s words and keeps the form open', async () => {
    const refusal = '你对该饰品已有进行中的还价，请等待卖家回复或先撤回';
    renderApp(GOODS, {
      viewer: viewerData(),
      resolvers: resolvers(),
      respond: (operation) =>
        operationName(operation) === 'useMakeBargainMutation'
          ? { data: { makeBargain: apiError('BaseError', { code: 'BARGAIN_ALREADY_OPEN', message: refusal }) } }
          : undefined,
    });
    const form = await openForm();
    fireEvent.change(within(form).getByRole('textbox', { name: '你的出价（元）' }), { target: { value: '90' } });
    fireEvent.click(within(form).getByTestId('bargain-confirm'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByTestId('bargain-form')).toBeTruthy();
  });

  it('without an account that can receive the item, says so and leads to binding one', async () => {
    renderApp(GOODS, { viewer: viewerData(), resolvers: resolvers({ tradeLink: null }) });
    const rows = await screen.findAllByTestId('listing-row');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '向 卖家1 还价' }));
    const notice = await screen.findByTestId('bargain-no-account');
    expect(within(notice).getByRole('alert').textContent).toBe('没有可用的Steam账号，请绑定令牌后重试');
    expect(within(notice).getByRole('link', { name: '去绑定 Steam 账号' }).getAttribute('href')).toBe('/user/steam?from=purchase');
    expect(screen.queryByTestId('bargain-form')).toBeNull();
  });
});
