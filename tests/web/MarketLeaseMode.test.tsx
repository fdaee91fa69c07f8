import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { marketItem, renderApp } from './helpers/renderApp.tsx';

// The market's 租赁 mode (web/pages/market/MarketModeSwitch.tsx, web/components/lease/LeaseMarketItemCard.tsx):
// mode=lease in the URL asks market(mode: LEASE); its cards show the API's "from ¥x/day" with that
// listing's deposit and open the item page's 租赁 tab; the sorts are those of the daily rent.

const marketQueries = (sent: OperationDescriptor[]) => sent.filter((operation) => operation.request.node.params.name === 'MarketPageQuery');

const resolvers = {
  MarketItemConnection: () => ({ totalCount: 1, edges: [{ cursor: 'm1' }] }),
  MarketItem: () => marketItem({ lease: { dailyRent: 250, deposit: 18_000, count: 3 } }),
};

describe('the market’s 租赁 mode', () => {
  it('shows the items offered for rent from their daily rent, with the deposit, linking to the item’s 租赁 tab', async () => {
    const { environment } = renderApp('/market?mode=lease', { resolvers });
    const card = await screen.findByTestId('lease-market-item-card');
    expect(marketQueries(environment.sent)[0].request.variables).toMatchObject({ mode: 'LEASE', lease: true });
    expect(within(card).getByTestId('lease-from').textContent).toBe('¥2.50/天起');
    expect(within(card).getByTestId('lease-market-deposit').textContent).toBe('押金 ¥180.00');
    expect(within(card).getByText('出租 3')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29&tab=lease');
    expect(screen.queryByTestId('market-item-card')).toBeNull();
    // the lowest daily rent first is the default; 只看在售 does not apply
    expect(screen.getByRole('button', { name: '日租最低' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: '只看在售' })).toBeNull();
    // the price bounds are those of the daily rent
    expect(screen.getByRole('textbox', { name: '最低日租（元）' })).toBeTruthy();
  });

  it('switches from the items on sale to those for rent, and sorts by the highest daily rent', async () => {
    const { router } = renderApp('/market', { resolvers });
    await screen.findByTestId('market-item-card');
    fireEvent.click(screen.getByTestId('market-mode-lease'));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=lease'));
    await screen.findByTestId('lease-market-item-card');
    fireEvent.click(screen.getByRole('button', { name: '日租最高' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc&mode=lease'));
  });

  it('says it in English too', async () => {
    renderApp('/market?mode=lease', { resolvers, language: 'en' });
    const card = await screen.findByTestId('lease-market-item-card');
    expect(within(card).getByTestId('lease-from').textContent).toBe('from ¥2.50/day');
    expect(within(card).getByTestId('lease-market-deposit').textContent).toBe('Deposit ¥180.00');
    expect(within(card).getByText('3 for rent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lowest daily rent' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('market-mode-lease').textContent).toBe('Rent');
  });
});
