import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketItem, renderApp } from './helpers/renderApp.tsx';

type Rendered = ReturnType<typeof renderApp>;

const GOODS = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29';

const listing = (index: number) => ({
  __typename: 'Listing',
  id: `TGlzdGluZzox${index}`,
  price: 10_000 + index * 1_000,
  floatValue: 0.16 + index / 100,
  paintSeed: 100 + index,
  autoDelivery: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  stickers: [],
  seller: { __typename: 'Seller', id: `U2VsbGVyOn${index}`, nickname: `卖家${index}`, avatarUrl: null, isRobot: true },
});

/** Two listings, or none once `empty()` says so (an answer to a filter nothing matches). */
function listings(empty: () => boolean = () => false) {
  const nodes = [listing(1), listing(2)];
  let next = 0;
  return {
    // one id, as the API gives: the refetch finds the same item again
    MarketItem: () => marketItem({ id: 'TWFya2V0SXRlbTox' }),
    ListingConnection: () => (empty() ? { totalCount: 0, edges: [] } : { totalCount: nodes.length, edges: nodes.map((_, index) => ({ cursor: `c${index}` })) }),
    Listing: () => nodes[next++ % nodes.length],
    StickerOnSale: () => ({
      hashName: 'Sticker | Crown (Foil)',
      name: { zh: '印花 | 皇冠（闪亮）', en: 'Sticker | Crown (Foil)' },
      listings: 3,
      iconUrl: null,
    }),
  };
}

const search = (rendered: Rendered) => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));

const sentVariables = (rendered: Rendered, name: string) =>
  rendered.environment.sent.filter((operation) => operation.request.node.params.name === name).map((operation) => operation.request.variables);

const lastRefetch = (rendered: Rendered) => sentVariables(rendered, 'GoodsListingsPaginationQuery').at(-1);

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('the item page’s listing filters', () => {
  it('refetches with a typed float range after the debounce, then with float ascending, and writes both into the URL', async () => {
    const rendered = renderApp(GOODS, { resolvers: listings() });
    await screen.findAllByTestId('listing-row');
    expect(sentVariables(rendered, 'GoodsPageQuery')[0]).toMatchObject({ filter: {}, sort: 'PRICE_ASC' });

    type('最小磨损', '0.15');
    type('最大磨损', '0.2');
    // nothing is sent while the user may still be typing
    expect(lastRefetch(rendered)).toBeUndefined();
    await waitFor(() => expect(search(rendered)).toMatchObject({ floatMin: '0.15', floatMax: '0.2' }));
    await waitFor(() => expect(lastRefetch(rendered)).toMatchObject({ filter: { floatMin: 0.15, floatMax: 0.2 }, sort: 'PRICE_ASC', first: 20, after: null }));

    fireEvent.click(screen.getByRole('button', { name: '磨损从低到高' }));
    await waitFor(() => expect(lastRefetch(rendered)).toMatchObject({ filter: { floatMin: 0.15, floatMax: 0.2 }, sort: 'FLOAT_ASC', first: 20 }));
    expect(search(rendered)).toEqual({ hashName: 'AK-47 | Redline (Field-Tested)', floatMin: '0.15', floatMax: '0.2', sort: 'float_asc' });
    expect(screen.getByRole('button', { name: '磨损从低到高' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('listings-total').textContent).toBe('2 件符合筛选条件');

    // back: the sort returns to price, the inputs keep the range of that entry
    await act(() => rendered.router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: '价格从低到高' }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByRole('textbox', { name: '最小磨损' }) as HTMLInputElement).value).toBe('0.15');
    // the item itself was not loaded again
    expect(sentVariables(rendered, 'GoodsPageQuery')).toHaveLength(1);
  });

  it('applies a typed range together with a sort chosen before the debounce ends', async () => {
    const rendered = renderApp(GOODS, { resolvers: listings() });
    await screen.findAllByTestId('listing-row');
    type('最小磨损', '0.3');
    type('图案模板', '661');
    fireEvent.click(screen.getByRole('button', { name: '磨损从高到低' }));
    await waitFor(() => expect(lastRefetch(rendered)).toMatchObject({ filter: { floatMin: 0.3, paintSeed: 661 }, sort: 'FLOAT_DESC' }));
    expect(search(rendered)).toMatchObject({ floatMin: '0.3', paintSeed: '661', sort: 'float_desc' });
  });

  it('refuses a reversed range and a paint seed over 1000 in place, sending nothing', async () => {
    const rendered = renderApp(GOODS, { resolvers: listings() });
    await screen.findAllByTestId('listing-row');
    type('最小磨损', '0.5');
    type('最大磨损', '0.2');
    expect((await screen.findByText('最小磨损不能大于最大磨损')).getAttribute('role')).toBe('alert');
    type('最大磨损', '0.9');
    type('图案模板', '1001');
    expect(await screen.findByText('图案模板必须是 0 到 1000 之间的整数')).toBeTruthy();
    expect(screen.queryByText('最小磨损不能大于最大磨损')).toBeNull();
    expect(lastRefetch(rendered)).toBeUndefined();
    expect(search(rendered).floatMin).toBeUndefined();
  });

  it('loads the filter of a shared link, and offers the float presets and the stickers on sale', async () => {
    const rendered = renderApp(`${GOODS}&floatMin=0.07&floatMax=0.15&sticker=Sticker+%7C+Crown+%28Foil%29&sort=float_desc`, { resolvers: listings() });
    await screen.findAllByTestId('listing-row');
    expect(sentVariables(rendered, 'GoodsPageQuery')[0]).toMatchObject({
      filter: { floatMin: 0.07, floatMax: 0.15, sticker: 'Sticker | Crown (Foil)' },
      sort: 'FLOAT_DESC',
    });
    const presets = screen.getByRole('group', { name: '磨损区间' });
    expect(within(presets).getByRole('button', { name: '略有磨损 0.07–0.15' }).getAttribute('aria-pressed')).toBe('true');
    // the item's floats run from 0.1 to 0.7 (the mock): factory new can never match
    expect((within(presets).getByRole('button', { name: '崭新出厂 0–0.07' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(presets).getByRole('button', { name: '久经沙场 0.15–0.38' }));
    await waitFor(() => expect(lastRefetch(rendered)).toMatchObject({ filter: { floatMin: 0.15, floatMax: 0.38, sticker: 'Sticker | Crown (Foil)' } }));
    const options = document.querySelectorAll('datalist option');
    expect([...options].map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['Sticker | Crown (Foil)', '印花 | 皇冠（闪亮）（3 件在售）'],
    ]);
  });

  it('shows an empty state with a reset when nothing matches, and the reset clears the filter from the URL', async () => {
    let empty = false;
    const rendered = renderApp(GOODS, { resolvers: listings(() => empty), language: 'en' });
    await screen.findAllByTestId('listing-row');
    empty = true;
    type('Paint seed', '999');
    expect(await screen.findByText('No listing matches the filter')).toBeTruthy();
    expect(screen.queryAllByTestId('listing-row')).toHaveLength(0);
    empty = false;
    const reset = within(screen.getByTestId('listings-empty').parentElement!).getByRole('button', { name: 'Reset filters' });
    fireEvent.click(reset);
    await waitFor(() => expect(search(rendered)).toEqual({ hashName: 'AK-47 | Redline (Field-Tested)' }));
    expect(await screen.findAllByTestId('listing-row')).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: 'Paint seed' }) as HTMLInputElement).value).toBe('');
  });
});

describe('the item page’s prices', () => {
  it('names the catalogue’s price 目录价 and says what it is, so it is not read as the 参考价 a seller lists against', async () => {
    renderApp(GOODS, { resolvers: listings() });
    const figure = await screen.findByTestId('goods-catalogue-price');
    expect(figure.textContent).toBe('¥130.00');
    const term = figure.previousElementSibling!;
    expect(term.textContent).toBe('目录价');
    expect(term.getAttribute('title')).toContain('其他卖家的最低在售价');
    expect(screen.getByTestId('goods-lowest-price').textContent).toBe('¥123.45');
    expect(screen.queryByText('参考价')).toBeNull();
  });
});
