// The item page's header: the name as its title and, under it, a line that says something else (the
// hash name, or in English, where the name usually is the hash name, the Chinese name); beside the
// lowest price, the lowest daily rent of its listings for rent, which opens its 租赁 tab.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketItem, renderApp } from './helpers/renderApp.tsx';

const GOODS = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29';
const resolvers = (overrides: Record<string, unknown> = {}) => ({
  MarketItem: () => marketItem({ id: 'TWFya2V0SXRlbTox', ...overrides }),
  ListingConnection: () => ({ totalCount: 0, edges: [] }),
});

describe('the item page header', () => {
  it('in Chinese: the Chinese name, then the hash name', async () => {
    renderApp(GOODS, { resolvers: resolvers() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('AK-47 | 红线 (久经沙场)');
    expect(screen.getByTestId('goods-subtitle').textContent).toBe('AK-47 | Redline (Field-Tested)');
  });

  it('in English: the English name once, and the Chinese name under it instead of the same text again', async () => {
    renderApp(GOODS, { language: 'en', resolvers: resolvers() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('AK-47 | Redline (Field-Tested)');
    const subtitle = screen.getByTestId('goods-subtitle');
    expect(subtitle.textContent).toBe('AK-47 | 红线 (久经沙场)');
    expect(subtitle.getAttribute('lang')).toBe('zh-CN');
  });

  it('no second line when every name is the same', async () => {
    const same = 'Sticker | Crown (Foil)';
    renderApp('/goods?hashName=Sticker+%7C+Crown+%28Foil%29', { language: 'en', resolvers: resolvers({ hashName: same, name: { zh: same, en: same } }) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(same);
    expect(screen.queryByTestId('goods-subtitle')).toBeNull();
    expect(screen.getAllByText(same)).toHaveLength(1);
  });

  it("shows 租金 ¥x/天起 when the item is offered for rent (the API's figure), linking to its 租赁 tab", async () => {
    const { router } = renderApp(GOODS, {
      resolvers: {
        ...resolvers({ lease: { dailyRent: 250, deposit: 18_000, count: 2 } }),
        LeaseListingConnection: () => ({ totalCount: 0, edges: [] }),
      },
    });
    const rent = await screen.findByTestId('goods-lease-from');
    expect(rent.closest('div')!.textContent).toBe('租金¥2.50/天起');
    expect(rent.getAttribute('href')).toBe('/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29&tab=lease#goods-listings-title');
    fireEvent.click(rent);
    await waitFor(() => expect(router.state.location.search).toContain('tab=lease'));
    expect((await screen.findByTestId('goods-tab-lease')).getAttribute('aria-selected')).toBe('true');
  });

  it('in English: Rent from ¥x/day', async () => {
    renderApp(GOODS, { language: 'en', resolvers: resolvers({ lease: { dailyRent: 1_234_56, deposit: 5_000_00, count: 1 } }) });
    expect((await screen.findByTestId('goods-lease-from')).closest('div')!.textContent).toBe('Rentfrom ¥1234.56/day');
  });

  it('no rent when nothing is offered for rent', async () => {
    renderApp(GOODS, { resolvers: resolvers() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('goods-lease-from')).toBeNull();
    expect(screen.queryByText('租金')).toBeNull();
  });
});
