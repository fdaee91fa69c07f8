import { expect, test, type Page } from '@playwright/test';

/** The largest contentful paint of the page so far, in milliseconds (Chromium's own measurement). */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

// Each test gets a new browser context: a fresh profile, nothing cached.
for (const { path, ready } of [
  { path: '/', ready: 'home-latest' },
  { path: '/market', ready: 'market-grid' },
]) {
  test(`records the largest contentful paint of ${path} on a fresh profile`, async ({ page }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    const lcp = await largestContentfulPaint(page);
    expect(lcp).toBeGreaterThan(0);
    // the first load carries the shell and this page: no other page's code
    expect(scripts.some((script) => /\/(WalletPage|InventoryPage|OrderDetailPage|SettingPage)-/.test(script))).toBe(false);
    testInfo.annotations.push({ type: 'largest contentful paint', description: `${path}: ${Math.round(lcp)} ms` });
    console.log(`largest contentful paint of ${path} on a fresh profile: ${Math.round(lcp)} ms (${scripts.length} scripts)`);
  });
}

// The server answers a first visit's queries in the page (api/http/pageHtml.ts): the page renders
// from them, with no GraphQL request of its own, and its texts and code are hinted in the page.
for (const { path, ready } of [
  { path: '/', ready: 'home-latest' },
  { path: '/market?sort=price_asc', ready: 'market-grid' },
  { path: `/goods?hashName=${encodeURIComponent('AK-47 | Redline (Field-Tested)')}`, ready: 'goods-lowest-price' },
]) {
  test(`a first visit of ${path} renders from the answers in the page, without a GraphQL request`, async ({ page }) => {
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="preloaded-queries">');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/zh-[^"]+\.js">/);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    expect(graphql).toEqual([]);
    // the page works on from there: the next query goes to the server
    if (path === '/') {
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '饰品市场' }).click();
      await expect(page.getByTestId('market-grid')).toBeVisible();
      expect(graphql.length).toBeGreaterThan(0);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sticky header is one compact row; the menu opens the navigation and the preferences', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-latest')).toBeVisible();
    const header = page.locator('header').first();
    const height = (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();

    await page.getByRole('button', { name: '菜单' }).click();
    await expect(page.getByRole('combobox', { name: '货币' })).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '饰品市场' }).click();
    await expect(page).toHaveURL(/\/market$/);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();

    await page.getByRole('button', { name: '搜索饰品' }).click();
    await page.getByRole('searchbox', { name: '搜索饰品' }).fill('红线');
    await page.getByRole('searchbox', { name: '搜索饰品' }).press('Enter');
    await expect(page).toHaveURL(/search=%E7%BA%A2%E7%BA%BF/);
  });
});
