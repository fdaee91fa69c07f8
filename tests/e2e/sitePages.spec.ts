import { expect, test, type Page } from '@playwright/test';

/** Opens the site in English (the language the app remembers), before any page loads. */
async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
}

test('/download/app: the mobile site as the app, with a QR code of /downloadh5.html on this origin', async ({ page, baseURL }) => {
  const response = await page.goto('/download/app');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '下载 App' })).toBeVisible();
  await expect(page).toHaveTitle('下载 App - CS2 饰品交易平台');
  const code = page.getByRole('img', { name: `手机网页版的二维码：${baseURL}/downloadh5.html` });
  await expect(code).toBeVisible();
  expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(page.getByText('添加到主屏幕', { exact: false }).first()).toBeVisible();
  // reached from the header's "more" menu
  await page.goto('/market');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '更多页面' }).click();
  await page.getByRole('link', { name: '下载 App' }).click();
  await expect(page).toHaveURL(/\/download\/app$/);

  await inEnglish(page);
  await page.goto('/download/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of the mobile site: ${baseURL}/downloadh5.html` })).toBeVisible();
});

test('/downloadh5.html: a phone page outside the layout, answered with 200, that opens the mobile site', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto('/downloadh5.html');
  expect(response?.status()).toBe(200);
  const open = page.getByRole('link', { name: '打开手机网页版' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await open.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'CS2 饰品交易市场' })).toBeVisible();

  await inEnglish(page);
  await page.goto('/downloadh5.html');
  await expect(page.getByRole('link', { name: 'Open the mobile site' })).toBeVisible();
});

test('/openplat: capabilities, the two-step application, signing and callbacks, in Chinese and English', async ({ page }) => {
  await page.goto('/openplat');
  await expect(page.getByRole('heading', { level: 1, name: '开放平台' })).toBeVisible();
  await expect(page.getByRole('region', { name: '谁可以申请、如何申请' })).toContainText('3–5 个工作日');
  const signing = page.getByRole('region', { name: '请求签名' });
  await expect(signing).toContainText('SHA256withRSA');
  await expect(signing.locator('pre')).toContainText("createSign('RSA-SHA256')");
  await page.getByRole('link', { name: '帮助中心：开放平台' }).click();
  await expect(page).toHaveURL(/\/help\?category=openplatform$/);

  await inEnglish(page);
  await page.goto('/openplat');
  await expect(page.getByRole('heading', { level: 1, name: 'Open platform' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signing requests' })).toContainText('a one-time nonce');
});

test('/multiplatform: the rules and the steps, in Chinese and English', async ({ page }) => {
  await page.goto('/multiplatform');
  await expect(page.getByRole('heading', { level: 1, name: '多平台上架' })).toBeVisible();
  await expect(page.getByRole('region', { name: '在本站多平台上架的规则' })).toContainText('下一次刷新库存时自动下架');
  await expect(page.getByRole('region', { name: '操作步骤' }).getByRole('listitem')).toHaveCount(4);

  await inEnglish(page);
  await page.goto('/multiplatform');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-platform listing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Steps' }).getByRole('link', { name: 'Go to Steam accounts' })).toHaveAttribute('href', '/user/steam');
});

test('/sans: an allowed destination gets a warning and a plain link; others are refused, never redirected', async ({ page }) => {
  const destination = 'https://steamcommunity.com/profiles/76561197960287930';
  const response = await page.goto(`/sans?url=${encodeURIComponent(destination)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '即将离开本站' })).toBeVisible();
  await expect(page.getByTestId('sans-host')).toHaveText('steamcommunity.com');
  await expect(page.getByRole('note')).toContainText('steamcommunity.com');
  const go = page.getByRole('link', { name: '继续访问' });
  await expect(go).toHaveAttribute('href', destination);
  await expect(go).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);

  for (const refused of ['https://evil.example/', 'https://steamcommunity.com.evil.example/', 'javascript:alert(1)']) {
    await page.goto(`/sans?url=${encodeURIComponent(refused)}`);
    await expect(page.getByRole('heading', { name: '无法打开此链接' })).toBeVisible();
    await expect(page.getByRole('link', { name: '继续访问' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/sans\?url=/);
  }

  await inEnglish(page);
  await page.goto(`/sans?url=${encodeURIComponent('https://steamcommunity.com@evil.example/')}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be opened' })).toBeVisible();
  await expect(page.getByText('The link leads to evil.example.')).toBeVisible();
  await page.goto(`/sans?url=${encodeURIComponent(destination)}`);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', destination);
});

test('an unknown path answers 404 with the 404 page in the site header, whose language can be switched', async ({ page }) => {
  for (const path of ['/no-such-page', '/user/nope']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - CS2 饰品交易平台');
  }
  const missingAsset = await page.request.get('/assets/no-such-chunk.js');
  expect(missingAsset.status()).toBe(404);

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
