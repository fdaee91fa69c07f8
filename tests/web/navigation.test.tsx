import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './helpers/renderApp.tsx';

describe('navigation behaviour', () => {
  it("keeps the position for a page's own query changes, starts a new page at its top and restores the position on back", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp('/market');
    await screen.findByRole('heading', { level: 1, name: '饰品市场' });
    // entering the market starts at its top
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1234);
    scrollTo.mockClear();

    // the sort is the market page's own query: the user stays where they are
    fireEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    await waitFor(() => expect(screen.getByRole('button', { name: '价格从低到高' }).getAttribute('aria-pressed')).toBe('true'));
    expect(scrollTo).not.toHaveBeenCalled();

    // a market card is a link with a query string to another page: that page opens at its top
    fireEvent.click((await screen.findAllByTestId('market-item-card'))[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/goods'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrolled.mockReturnValue(0);
    scrollTo.mockClear();

    // back: the market, where the user left it
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1234));
    scrolled.mockRestore();
    scrollTo.mockRestore();
  });

  it('/serverError offers the page the user was on and the home page', async () => {
    window.sessionStorage.setItem('lastPagePath', '/market?tagRarity=rarity_ancient_weapon');
    const { router } = renderApp('/serverError');
    expect(await screen.findByRole('heading', { name: '服务器开小差了' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: '返回上一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tagRarity=rarity_ancient_weapon'));
    expect(router.state.location.pathname).toBe('/market');
  });

  it('shows the 404 page for unknown paths and unknown items, with its title', async () => {
    renderApp('/goods?hashName=Nothing', { resolvers: { Query: () => ({ marketItem: null }) } });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('页面不存在 - CS2 饰品交易平台'));
  });

  it('opens the login modal from the header and closes it with Escape', async () => {
    renderApp('/sellhot');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = screen.getByRole('dialog', { name: '登录' });
    expect(dialog.textContent).toContain('《用户服务协议》');
    expect(dialog.textContent).toContain('《隐私政策》');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches the whole interface to English and remembers it', async () => {
    renderApp('/sellhot');
    fireEvent.change(await screen.findByRole('combobox', { name: '语言' }), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best sellers' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Market' })).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // and the server writes the next pages in English (their texts and first answers, api/http/pageHtml.ts)
    expect(document.cookie.split('; ')).toContain('lang=en');
    // texts the server wrote (notices, messages) come again in English: the reload toast
    expect((await screen.findByRole('status')).textContent).toContain('Switched to English; the page reloads in a moment');
    await waitFor(() => expect(document.title).toBe('Best sellers - CS2 Skin Market'));
  });
});
