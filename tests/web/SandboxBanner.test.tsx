// The sandbox banner (web/layout/SandboxBanner.tsx): above the header of every page, main layout,
// user area and standalone pages alike, when the server says it is a sandbox (Query.sandbox); in
// both languages; absent otherwise.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/renderApp.tsx';

const sandbox = { resolvers: { Query: () => ({ sandbox: true }) } };

describe('sandbox banner', () => {
  it('stands above the header of a page when the server is a sandbox', async () => {
    renderApp('/market', sandbox);
    await screen.findByRole('heading', { level: 1, name: '饰品市场' });
    const banner = screen.getByRole('note');
    expect(banner.textContent).toBe('沙箱环境：资金与物品均为模拟，不可提现到真实账户');
    const header = document.querySelector('header')!;
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks English in English', async () => {
    renderApp('/sellhot', { ...sandbox, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Best sellers' });
    expect(screen.getByRole('note').textContent).toBe('Sandbox: all money and items here are simulated and cannot be withdrawn to a real account');
  });

  it('is on the standalone pages too', async () => {
    renderApp('/downloadh5.html', sandbox);
    await waitFor(() => expect(screen.getByTestId('sandbox-banner').textContent).toContain('沙箱环境'));
  });

  it('is absent when the server is not a sandbox', async () => {
    renderApp('/market', { resolvers: { Query: () => ({ sandbox: false }) } });
    await screen.findByRole('heading', { level: 1, name: '饰品市场' });
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
  });
});
