import { expect, test } from '@playwright/test';
import { toastShown } from './toasts.ts';

test('a 500 sends the user to /serverError once per session, with a way back; later failures are toasts', async ({ page }) => {
  await page.goto('/market?tagExterior=factory_new');
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();

  await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.getByRole('button', { name: '价格从高到低' }).click();
  await expect(page).toHaveURL(/\/serverError$/);
  await expect(page.getByRole('heading', { name: '服务器开小差了' })).toBeVisible();
  await expect(page).toHaveTitle('服务器开小差了 - CS2 饰品交易平台');

  await page.unroute('**/graphql');
  await page.getByRole('link', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/market\?tagExterior=factory_new$/);
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();

  await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const busy = toastShown(page, '服务器繁忙，请稍后重试');
  await page.getByRole('button', { name: '价格从低到高' }).click();
  await busy;
  await expect(page).not.toHaveURL(/serverError/);
  // toasts last two seconds
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 4000 });
});

test('GraphQL errors show their translated message, except code 401', async ({ page }) => {
  await page.goto('/sellhot');
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();

  await page.route('**/graphql', (route) =>
    route.fulfill({
      json: {
        data: null,
        errors: [
          { message: '请先登录', extensions: { code: 401 } },
          { message: '每次最多获取 100 条', extensions: { code: 'VALIDATION' } },
        ],
      },
    }),
  );
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '饰品市场' }).click();
  await expect(page.getByTestId('toast')).toHaveText(['每次最多获取 100 条']);
  await expect(page.getByRole('heading', { name: '加载失败' })).toBeVisible();
});

test('the requests carry the JSON, XMLHttpRequest and language headers', async ({ page }) => {
  const seen: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) seen.push(request.headers());
  });
  await page.goto('/sellhot');
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();
  const reloaded = page.waitForEvent('load'); // the language switch reloads the page after its toast
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await reloaded;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'The CS2 skin marketplace' })).toBeVisible();

  expect(seen.length).toBeGreaterThanOrEqual(2);
  for (const headers of seen) {
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  }
  expect(seen[0]['accept-language']).toBe('zh-CN');
  expect(seen[seen.length - 1]['accept-language']).toBe('en');
});
