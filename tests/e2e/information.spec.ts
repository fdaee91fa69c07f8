import { expect, test } from '@playwright/test';

// /information on the demo market (its sales of the last 30 days): the summary, both charts by
// their accessible names, the risers and fallers linking to their item pages, in Chinese and English.

test('the market information page shows its charts and rankings, switches range, and links a riser to its item', async ({ page }) => {
  await page.goto('/information');
  await expect(page).toHaveTitle('市场信息 - CS2 饰品交易平台');
  await expect(page.getByRole('heading', { level: 1, name: '市场信息' })).toBeVisible();
  await expect(page.getByTestId('information-summary').getByText('近 30 天成交额')).toBeVisible();
  await expect(page.getByRole('img', { name: /^每日成交额与成交笔数图表/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^价格指数走势图，\d{4}-\d{2}-\d{2} 为 1000/ })).toBeVisible();

  const risers = page.getByRole('table', { name: '涨幅榜' });
  const fallers = page.getByRole('table', { name: '跌幅榜' });
  await expect(risers.getByTestId('price-mover').first()).toBeVisible();
  await expect(fallers.getByTestId('price-mover').first()).toBeVisible();
  await expect(risers.getByTestId('price-mover').first()).toContainText(/\+\d+\.\d{2}%/);
  await expect(fallers.getByTestId('price-mover').first()).toContainText(/-\d+\.\d{2}%/);

  await page.getByRole('button', { name: '近 7 天' }).click();
  await expect(page).toHaveURL(/\/information\?days=7$/);
  await expect(page.getByRole('button', { name: '近 7 天' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('information-summary').getByText('近 7 天成交额')).toBeVisible();

  const link = risers.getByTestId('price-mover').first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/goods\?hashName=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the market information page reads in English', async ({ page }) => {
  await page.goto('/information');
  await expect(page.getByRole('heading', { level: 1, name: '市场信息' })).toBeVisible();
  const reloaded = page.waitForEvent('load'); // the language switch reloads the page after its toast
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await reloaded;

  await expect(page.getByRole('heading', { level: 1, name: 'Market information' })).toBeVisible();
  await expect(page).toHaveTitle('Market information - CS2 Skin Market');
  await expect(page.getByTestId('information-summary').getByText("Today's turnover")).toBeVisible();
  await expect(page.getByRole('img', { name: /^Chart of daily turnover and trades/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Price index chart: 1000 on \d{4}-\d{2}-\d{2}/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top risers' }).getByTestId('price-mover').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top fallers' }).getByTestId('price-mover').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toBeVisible();
});
