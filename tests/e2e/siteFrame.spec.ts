import { expect, type Page, test } from '@playwright/test';

// The site's frame around every page: toasts (top centre, 2 s) appear below the sticky
// header, never over its search box or account buttons, on a desktop and on a phone; the 404 page
// keeps the whole header (navigation, search), as every other page shows it.

type Rect = { top: number; bottom: number; left: number; right: number };

/** The boxes of the first toast and of the header, read in the frame the toast appears (it lasts two seconds). */
function toastAndHeader(page: Page): Promise<{ toast: Rect; header: Rect }> {
  return page
    .waitForFunction(
      () => {
        const toast = document.querySelector('[data-testid="toast"]');
        const header = document.querySelector('header');
        if (!toast || !header) return null;
        const box = (element: Element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return { top, bottom, left, right };
        };
        return { toast: box(toast), header: box(header) };
      },
      undefined,
      { polling: 'raf', timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ toast: Rect; header: Rect }>);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} a toast shows at the top centre, below the header`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/user/setting');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByLabel('手机号').fill(`137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    const shown = toastAndHeader(page);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const { toast, header } = await shown;
    expect(toast.top).toBeGreaterThanOrEqual(header.bottom);
    expect(toast.top - header.bottom).toBeLessThan(40);
    // centred
    expect(Math.abs((toast.left + toast.right) / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  });
}

test('the 404 page keeps the site header: navigation, search and the footer', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(header.getByRole('link', { name: '饰品市场', exact: true })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await header.getByRole('link', { name: '饰品市场', exact: true }).click();
  await expect(page).toHaveURL(/\/market$/);
});
