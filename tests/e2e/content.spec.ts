import { expect, test } from '@playwright/test';

// The site's articles on the real server, seeded from content/ at start-up.

test('the login modal opens 《用户服务协议》 in a new tab and leaves the agreement unticked', async ({ page, context }) => {
  await page.goto('/news');
  await page.getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  const [agreement] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '《用户服务协议》' }).click()]);
  await agreement.waitForLoadState();
  await expect(agreement).toHaveURL(/\/agreement\/service$/);
  await expect(agreement.getByRole('heading', { level: 1, name: '用户服务协议' })).toBeVisible();
  await expect(agreement.getByRole('heading', { level: 2, name: '四、交易规则' })).toBeVisible();
  await expect(agreement).toHaveTitle('用户服务协议 - CS2 饰品交易平台');
  // the modal stays as it was, the box not ticked
  await expect(dialog.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
  await agreement.getByRole('navigation', { name: '平台协议' }).getByRole('link', { name: '隐私政策' }).click();
  await expect(agreement.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(agreement.getByTestId('article-body')).toContainText('Authorization');
});

test('/help/{serial} shows its article in Chinese, and in English after switching the language', async ({ page }) => {
  await page.goto('/help/701');
  const article = page.getByTestId('help-article');
  await expect(article.getByRole('heading', { level: 1, name: '如何提现' })).toBeVisible();
  await expect(article.getByTestId('article-body')).toContainText('10 元至 50,000 元');
  await expect(page).toHaveTitle('如何提现 - CS2 饰品交易平台');
  await expect(page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name: /提现/ })).toHaveAttribute('aria-current', 'page');

  const reloaded = page.waitForEvent('load'); // the language switch reloads the page after its toast
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await reloaded;
  await expect(article.getByRole('heading', { level: 1, name: 'How to withdraw' })).toBeVisible();
  await expect(article.getByTestId('article-body')).toContainText('10 to 50,000 yuan');
  await expect(page).toHaveTitle('How to withdraw - CS2 Skin Market');
});

test('the help center searches as the user types and opens a result', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '购买饰品' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索帮助文章' }).fill('Mafile');
  await expect(page).toHaveURL(/\/help\?search=Mafile$/);
  await page
    .getByTestId('help-article-list')
    .getByRole('link', { name: /绑定 Steam 账号/ })
    .click();
  await expect(page).toHaveURL(/\/help\/301$/);
  await expect(page.getByRole('heading', { level: 1, name: /绑定 Steam 账号/ })).toBeVisible();
  await page.goto('/help/99999');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('/news lists the news and opens an article', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '帮助与协议' }).getByRole('link', { name: '新闻动态' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible();
  const items = page.getByTestId('news-item');
  await expect(items.first()).toBeVisible();
  // newest first
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText('充值中心上线');
  await items.getByRole('link', { name: '提现功能上线', exact: true }).click();
  await expect(page).toHaveURL(/\/news\/withdrawals-open$/);
  const article = page.getByTestId('news-article');
  await expect(article.getByRole('heading', { level: 1, name: '提现功能上线' })).toBeVisible();
  await expect(article.getByTestId('article-body')).toContainText('1 个工作日');
  await article.getByRole('link', { name: /返回新闻列表/ }).click();
  await expect(page).toHaveURL(/\/news$/);
});
