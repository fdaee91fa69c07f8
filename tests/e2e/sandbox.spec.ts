import { expect, type Page, test } from '@playwright/test';
import { signInNewUser } from './signIn.ts';

// A partner sandbox (SANDBOX=on; docs/operations.md "The partner sandbox"), seen in the browser on a
// phone (390×844): the banner stands above the header of every kind of page, fits the screen, and a
// new account's wallet shows its play money. Run against a sandbox server:
//   E2E_SANDBOX=on E2E_PORT=3177 E2E_DATA_DIR=./data/e2e-sandbox npx playwright test sandbox --project chromium
// Against the suite's ordinary server it checks the opposite: no banner and no X-Sandbox header.

test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;
const BANNER = '沙箱环境：资金与物品均为模拟，不可提现到真实账户';

async function bannerAboveHeader(page: Page) {
  const banner = page.getByTestId('sandbox-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(BANNER);
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH);
  // the page does not scroll sideways for it
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  const header = page.locator('header').first();
  if ((await header.count()) > 0) expect(box.y + box.height).toBeLessThanOrEqual((await header.boundingBox())!.y + 1);
}

test('a sandbox says so on every page and answer; an ordinary server does not', async ({ page, request }) => {
  const home = await request.get('/');
  const sandbox = home.headers()['x-sandbox'] === 'true';
  if (!sandbox) {
    expect(home.headers()['x-sandbox']).toBeUndefined();
    await page.goto('/market');
    await expect(page.getByRole('heading', { level: 1, name: '饰品市场' })).toBeVisible();
    await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
    return;
  }
  // the answers of every kind say so
  for (const response of [
    await request.get('/web/exchangeRate'),
    await request.post('/graphql', { data: { query: '{ sandbox }' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
    await request.get('/open/v1/wallet'),
    await request.get('/favicon.ico'),
  ]) {
    expect(response.headers()['x-sandbox']).toBe('true');
  }

  // a page of the main layout, as rendered by the server and hydrated
  await page.goto('/market');
  await expect(page.getByRole('heading', { level: 1, name: '饰品市场' })).toBeVisible();
  await bannerAboveHeader(page);

  // a standalone page
  await page.goto('/downloadh5.html');
  await bannerAboveHeader(page);

  // the user area: a new account's wallet holds its play money
  await signInNewUser(page.request, '177');
  await page.goto('/user/wallet');
  await bannerAboveHeader(page);
  await expect(page.getByText('沙箱资金').first()).toBeVisible();

  // and in English
  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/market');
  await expect(page.getByTestId('sandbox-banner')).toHaveText('Sandbox: all money and items here are simulated and cannot be withdrawn to a real account');
});
