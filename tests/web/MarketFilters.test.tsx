import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/renderApp.tsx';

type Rendered = ReturnType<typeof renderApp>;

function query(rendered: Rendered): URLSearchParams {
  return new URLSearchParams(rendered.router.state.location.search);
}

/** The variables of the last market page query the page sent. */
function lastMarketVariables(rendered: Rendered) {
  const operations = rendered.environment.sent.filter((operation) => operation.request.node.params.name === 'MarketPageQuery');
  return operations[operations.length - 1]?.request.variables;
}

function setPrices(min: string, max: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '最低价（元）' }), { target: { value: min } });
  fireEvent.change(screen.getByRole('textbox', { name: '最高价（元）' }), { target: { value: max } });
  fireEvent.click(screen.getByRole('button', { name: '筛选' }));
}

describe('market filters', () => {
  it('refuses a price with three decimals and a minimum above the maximum, with a translated message', async () => {
    const rendered = renderApp('/market');
    await screen.findByRole('search', { name: '筛选饰品' });

    setPrices('1.234', '');
    expect(screen.getByRole('alert').textContent).toBe('价格最多保留两位小数');
    expect(screen.getByRole('textbox', { name: '最低价（元）' }).getAttribute('aria-invalid')).toBe('true');
    expect(rendered.router.state.location.search).toBe('');

    setPrices('100', '50');
    expect(screen.getByRole('alert').textContent).toBe('最低价不能高于最高价');
    expect(rendered.router.state.location.search).toBe('');
    expect(lastMarketVariables(rendered)).toEqual({ filter: {}, sort: 'DEFAULT', first: 40, page: 1, mode: 'SALE', lease: false });
  });

  it('says it in English too', async () => {
    renderApp('/market', { language: 'en' });
    await screen.findByRole('search', { name: 'Filter items' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Min price (¥)' }), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert').textContent).toBe('Prices have at most two decimals');
  });

  it('writes every filter and the sort into the URL, queries with them, and restores them on back', async () => {
    const rendered = renderApp('/market');
    await screen.findByRole('search', { name: '筛选饰品' });

    fireEvent.change(screen.getByRole('searchbox', { name: '关键词' }), { target: { value: '红线' } });
    setPrices('10', '200.5');
    await waitFor(() => expect(query(rendered).get('maxPrice')).toBe('200.5'));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: '类型' }), { target: { value: 'rifle' } });
    await waitFor(() => expect(query(rendered).get('tagType')).toBe('rifle'));
    fireEvent.change(await screen.findByRole('combobox', { name: '子类型' }), { target: { value: 'ak_47' } });
    await waitFor(() => expect(query(rendered).get('type')).toBe('ak_47'));
    fireEvent.change(screen.getByRole('combobox', { name: '品质' }), { target: { value: 'rarity_ancient_weapon' } });
    await waitFor(() => expect(query(rendered).get('tagRarity')).toBe('rarity_ancient_weapon'));
    fireEvent.change(screen.getByRole('combobox', { name: '类别' }), { target: { value: 'stattrak' } });
    await waitFor(() => expect(query(rendered).get('tagQuality')).toBe('stattrak'));
    fireEvent.change(screen.getByRole('combobox', { name: '外观' }), { target: { value: 'field_tested' } });
    await waitFor(() => expect(query(rendered).get('tagExterior')).toBe('field_tested'));

    // the collection dropdown is searchable
    fireEvent.click(screen.getByRole('button', { name: '收藏品' }));
    fireEvent.change(screen.getByRole('combobox', { name: '搜索收藏品' }), { target: { value: 'mirage' } });
    const options = within(screen.getByRole('listbox', { name: '收藏品' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['荒漠迷城收藏品']);
    fireEvent.click(options[0]);
    await waitFor(() => expect(query(rendered).get('tagItemSet')).toBe('set_mirage'));

    fireEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(query(rendered).get('sort')).toBe('price_asc'));

    expect(Object.fromEntries(query(rendered))).toEqual({
      search: '红线',
      minPrice: '10',
      maxPrice: '200.5',
      tagType: 'rifle',
      type: 'ak_47',
      tagRarity: 'rarity_ancient_weapon',
      tagQuality: 'stattrak',
      tagExterior: 'field_tested',
      tagItemSet: 'set_mirage',
      sort: 'price_asc',
    });
    await waitFor(() =>
      expect(lastMarketVariables(rendered)).toEqual({
        first: 40,
        page: 1,
        mode: 'SALE',
        lease: false,
        sort: 'PRICE_ASC',
        filter: {
          search: '红线',
          minPrice: '10',
          maxPrice: '200.5',
          tagType: 'rifle',
          subType: 'ak_47',
          rarity: 'rarity_ancient_weapon',
          quality: 'stattrak',
          exterior: 'field_tested',
          itemSet: 'set_mirage',
        },
      }),
    );
    expect(screen.getByRole('button', { name: '价格从低到高' }).getAttribute('aria-pressed')).toBe('true');

    // back: the previous URL and the form follow
    await rendered.router.navigate(-1);
    await waitFor(() => expect(query(rendered).get('sort')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: '默认排序' }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByRole('combobox', { name: '外观' }) as HTMLSelectElement).value).toBe('field_tested');
    expect((screen.getByRole('textbox', { name: '最高价（元）' }) as HTMLInputElement).value).toBe('200.5');
  });

  it('shows only the items on sale by default; unticking 只看在售 lists every item (onSale=0), and the URL keeps it', async () => {
    const rendered = renderApp('/market?search=CS20');
    await screen.findByRole('search', { name: '筛选饰品' });
    const onSale = screen.getByRole('checkbox', { name: '只看在售' }) as HTMLInputElement;
    expect(onSale.checked).toBe(true);
    expect(lastMarketVariables(rendered)?.filter).toEqual({ search: 'CS20' });

    fireEvent.click(onSale);
    await waitFor(() => expect(query(rendered).get('onSale')).toBe('0'));
    await waitFor(() => expect(lastMarketVariables(rendered)?.filter).toEqual({ search: 'CS20', onSale: false }));
    expect((screen.getByRole('checkbox', { name: '只看在售' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: '只看在售' }));
    await waitFor(() => expect(query(rendered).has('onSale')).toBe(false));
    expect((screen.getByRole('checkbox', { name: '只看在售' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens ?onSale=0 with 只看在售 unticked, and says On sale only in English', async () => {
    const rendered = renderApp('/market?onSale=0', { language: 'en' });
    await screen.findByRole('search', { name: 'Filter items' });
    expect((screen.getByRole('checkbox', { name: 'On sale only' }) as HTMLInputElement).checked).toBe(false);
    expect(lastMarketVariables(rendered)?.filter).toEqual({ onSale: false });
  });

  it('ignores bad prices typed into the address bar instead of sending them', async () => {
    const rendered = renderApp('/market?minPrice=1.234&maxPrice=abc&tagExterior=factory_new');
    await screen.findByRole('search', { name: '筛选饰品' });
    expect(lastMarketVariables(rendered)).toEqual({ filter: { exterior: 'factory_new' }, sort: 'DEFAULT', first: 40, page: 1, mode: 'SALE', lease: false });
    expect((screen.getByRole('textbox', { name: '最低价（元）' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the total count of matching items', async () => {
    renderApp('/market', { resolvers: { MarketItemConnection: () => ({ totalCount: 1234, edges: [{}] }) } });
    expect((await screen.findByTestId('market-total')).textContent).toBe('共 1234 件饰品');
  });

  it('opens the page of ?page=, shows page numbers that keep the filters, and starts again at 1 on a new sort', async () => {
    const rendered = renderApp('/market?tagExterior=factory_new&page=3', {
      resolvers: { MarketItemConnection: () => ({ totalCount: 400, edges: [{}] }) },
    });
    const pages = await screen.findByRole('navigation', { name: '分页' });
    expect(lastMarketVariables(rendered)).toEqual({ filter: { exterior: 'factory_new' }, sort: 'DEFAULT', first: 40, page: 3, mode: 'SALE', lease: false });
    expect(within(pages).getByRole('link', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    // 400 items, 40 a page: 1 2 3 4 5 … 10
    expect(within(pages).getByRole('link', { name: '第 10 页' }).getAttribute('href')).toBe('/market?tagExterior=factory_new&page=10');
    expect(within(pages).queryByRole('link', { name: '第 7 页' })).toBeNull();

    fireEvent.click(within(pages).getByRole('link', { name: '下一页' }));
    await waitFor(() => expect(lastMarketVariables(rendered)).toMatchObject({ page: 4 }));
    expect(query(rendered).get('page')).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: '最新上架' }));
    await waitFor(() => expect(lastMarketVariables(rendered)).toMatchObject({ sort: 'NEWEST', page: 1 }));
    expect(query(rendered).get('page')).toBeNull();
  });

  it('takes prices in dollars when prices are shown in dollars, converted at the shown rate into the yuan the URL keeps', async () => {
    const rendered = renderApp('/market', { currency: 'USD' });
    await screen.findByRole('search', { name: '筛选饰品' });
    fireEvent.change(screen.getByRole('textbox', { name: '最低价（美元）' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: '最高价（美元）' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    // $10 and $20 at 0.1408 dollars for one yuan
    await waitFor(() => expect(query(rendered).get('minPrice')).toBe('71.02'));
    expect(query(rendered).get('maxPrice')).toBe('142.05');
    await waitFor(() => expect(lastMarketVariables(rendered)).toMatchObject({ filter: { minPrice: '71.02', maxPrice: '142.05' } }));
    expect((screen.getByRole('textbox', { name: '最低价（美元）' }) as HTMLInputElement).value).toBe('10.00');
    expect((screen.getByRole('textbox', { name: '最高价（美元）' }) as HTMLInputElement).value).toBe('20.00');
  });

  it('applies a typed keyword and prices 500 ms after the typing stops, without pressing 筛选', async () => {
    const rendered = renderApp('/market');
    await screen.findByRole('search', { name: '筛选饰品' });
    fireEvent.change(screen.getByRole('searchbox', { name: '关键词' }), { target: { value: '红' } });
    fireEvent.change(screen.getByRole('searchbox', { name: '关键词' }), { target: { value: '红线' } });
    fireEvent.change(screen.getByRole('textbox', { name: '最低价（元）' }), { target: { value: '1.234' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(query(rendered).get('search')).toBeNull();
    // an invalid price waits for the user (and 筛选 says what is wrong); a valid one goes
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(query(rendered).get('search')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: '最低价（元）' }), { target: { value: '12.5' } });
    await waitFor(() => expect(query(rendered).get('search')).toBe('红线'), { timeout: 1500 });
    expect(query(rendered).get('minPrice')).toBe('12.5');
    const searches = rendered.environment.sent.filter((operation) => operation.request.node.params.name === 'MarketPageQuery');
    expect(searches.filter((operation) => (operation.request.variables.filter as { search?: string }).search === '红')).toHaveLength(0);
  });
});
