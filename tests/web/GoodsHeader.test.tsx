// The item page's header: the name as its title and, under it, a line that says something else (the
// hash name, or in English, where the name usually is the hash name, the Chinese name).
import { screen } from '@testing-library/react';
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
});
