import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '../../web/components/SearchBox.tsx';
import { renderWithProviders } from './helpers/renderApp.tsx';

function search(term: string) {
  const input = screen.getByRole('searchbox', { name: '搜索饰品' });
  fireEvent.change(input, { target: { value: term } });
  fireEvent.submit(input.closest('form')!);
}

describe('SearchBox', () => {
  it('opens the market with the keyword, every matching item and not only those on sale (an item nobody sells is found)', () => {
    const { router } = renderWithProviders(<SearchBox />);
    search(' 红线 ');
    expect(router.state.location.pathname).toBe('/market');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ search: '红线', onSale: '0' });
  });

  it('keeps the last 10 searches, most recent first, without duplicates, and clears them', () => {
    const { router } = renderWithProviders(<SearchBox />);
    for (let index = 1; index <= 11; index += 1) {
      search(`term ${index}`);
    }
    search('term 5'); // searched again: moves to the front

    fireEvent.focus(screen.getByRole('searchbox', { name: '搜索饰品' }));
    const panel = screen.getByRole('region', { name: '搜索历史' });
    const entries = within(panel)
      .getAllByRole('button')
      .filter((button) => button.textContent !== '清空')
      .map((button) => button.textContent);
    expect(entries).toEqual(['term 5', 'term 11', 'term 10', 'term 9', 'term 8', 'term 7', 'term 6', 'term 4', 'term 3', 'term 2']);
    expect(JSON.parse(window.localStorage.getItem('searchHistory')!)).toHaveLength(10);

    fireEvent.click(within(panel).getByRole('button', { name: 'term 9' }));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('term 9');

    fireEvent.focus(screen.getByRole('searchbox', { name: '搜索饰品' }));
    fireEvent.click(within(screen.getByRole('region', { name: '搜索历史' })).getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('region', { name: '搜索历史' })).toBeNull();
    expect(window.localStorage.getItem('searchHistory')).toBeNull();
  });

  it('suggests matching items once the typing pauses for 500 ms: one request for a word typed letter by letter', async () => {
    const { environment } = renderWithProviders(<SearchBox />, {
      resolvers: {
        MarketItem: () => ({ hashName: 'AK-47 | Redline (Field-Tested)', name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' } }),
      },
    });
    const input = screen.getByRole('searchbox', { name: '搜索饰品' });
    fireEvent.focus(input);
    for (const typed of ['红', '红线']) fireEvent.change(input, { target: { value: typed } });
    const sent = () => environment.sent.filter((operation) => operation.request.node.params.name === 'useSearchSuggestionsQuery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent()).toHaveLength(0);

    const panel = await screen.findByRole('region', { name: '相关饰品' }, { timeout: 1500 });
    expect(sent().map((operation) => operation.request.variables)).toEqual([{ search: '红线' }]);
    const suggestion = within(panel).getAllByRole('link')[0];
    expect(suggestion.textContent).toBe('AK-47 | 红线 (久经沙场)');
    expect(suggestion.getAttribute('href')).toBe('/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29');
  });
});
