// Selling as a newcomer meets it on /user/inventory: after listing an item below the market, the
// reference price shown for it (and for any other copy) still leaves one's own listing out; and
// 全选 selects every listable item, across pages, not only the loaded cards.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInNewUser, XHR } from './signIn.ts';

test.setTimeout(240_000);

/** A new simulated Steam account (15–40 items) bound to the signed-in user, its inventory read. */
async function bindSimulatedAccount(request: APIRequestContext): Promise<void> {
  const created = await (await request.post('/web/steam/simulated-account', { headers: XHR, data: {} })).json();
  expect(created.code).toBe(0);
  const bound = await (
    await request.post('/web/steam/accounts', { headers: XHR, data: { mafile: created.data.mafile, password: created.data.password } })
  ).json();
  expect(bound.code).toBe(0);
  await expect
    .poll(async () => (await (await request.get('/web/inventory/refresh', { headers: XHR })).json()).data?.status, { timeout: 60_000 })
    .toBe('SUCCEEDED');
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
/** "¥1,100.77" -> 110077 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('the reference price leaves out my own listing, and 全选 selects every listable item across pages', async ({ page }) => {
  await signInNewUser(page.request, '134');
  // two accounts: more listable items than one page of cards (24)
  await bindSimulatedAccount(page.request);
  await bindSimulatedAccount(page.request);

  // --- 全选 on the unlisted tab takes all of them, not only the loaded cards
  await page.goto('/user/inventory?tab=unlisted&view=quantity');
  const tab = page.getByRole('tab', { name: /^未上架/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const listable = Number((await tab.textContent())!.replace(/\D/g, ''));
  expect(listable).toBeGreaterThan(24);
  await expect(page.getByTestId('inventory-item')).toHaveCount(24);
  await expect(page.getByTestId('select-all').locator('..')).toHaveText(`全选（${listable} 件可选）`);
  // the box ticks once every item has been fetched
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('sell-bar')).toContainText(`已选择 ${listable} 件饰品`);
  await expect(page.getByTestId('select-all')).toBeChecked();
  await page.getByTestId('select-all').uncheck();
  await expect(page.getByTestId('sell-bar')).toContainText('已选择 0 件饰品');

  // --- list one item at 0.98 of its reference: below everyone else on the market
  const card = page.locator('[data-testid="inventory-item"][data-selectable="true"]').first();
  const hashName = (await card.getAttribute('data-hash-name'))!;
  const reference = cents((await card.getByTestId('price').first().textContent())!);
  await card.getByTestId('select-item').check();
  await page.getByTestId('list-button').click();
  const dialog = page.getByRole('dialog');
  // the price starts at the reference
  await expect(dialog.getByTestId('price-input')).toHaveValue((reference / 100).toFixed(2));
  await dialog.getByTestId('multiplier-0.98').click();
  const listed = cents(await dialog.getByTestId('price-input').inputValue());
  expect(listed).toBeLessThan(reference);
  await expect(dialog.getByTestId('price-confirm')).toBeEnabled({ timeout: 6_000 });
  await dialog.getByTestId('price-confirm').click();
  await expect(toast(page, '上架成功')).toBeVisible();

  // --- every copy of that item still shows the other sellers' price as its reference, not mine
  await page.goto(`/user/inventory?view=quantity&q=${encodeURIComponent(hashName)}`);
  const copies = page.locator(`[data-testid="inventory-item"][data-hash-name="${hashName}"]`);
  await expect(copies.first()).toBeVisible();
  for (const copy of await copies.all()) {
    await expect(copy.getByTestId('price').first()).toHaveText(`¥${(reference / 100).toFixed(2)}`);
  }
  await expect(copies.getByTestId('listing-price')).toContainText(`¥${(listed / 100).toFixed(2)}`);
  // and repricing it at ×0.99 is 0.99 of that reference, not of my own price
  await page.goto('/user/sell');
  const mine = page.locator(`[data-testid="inventory-item"][data-hash-name="${hashName}"]`).first();
  await mine.getByTestId('select-item').check();
  await page.getByTestId('reprice-button').click();
  const reprice = page.getByRole('dialog');
  await expect(reprice.getByTestId('price-input')).toHaveValue((listed / 100).toFixed(2));
  await reprice.getByTestId('multiplier-0.99').click();
  await expect(reprice.getByTestId('price-input')).toHaveValue((Math.floor((reference * 990 + 500) / 1000) / 100).toFixed(2));
});
