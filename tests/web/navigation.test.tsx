import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './helpers/renderApp.tsx';

describe('navigation behaviour', () => {
  it('scrolls to the top on navigations without a query string only', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/market');
    await screen.findByRole('heading', { level: 1, name: '饰品市场' });
    scrollTo.mockClear();

    await router.navigate('/market?sort=price_asc');
    await waitFor(() => expect(screen.getByRole('button', { name: '价格从低到高' }).getAttribute('aria-pressed')).toBe('true'));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '热卖饰品' }));
    await screen.findByRole('heading', { level: 1, name: '热卖饰品' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
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
    await waitFor(() => expect(document.title).toBe('Best sellers - CS2 Skin Market'));
  });
});
