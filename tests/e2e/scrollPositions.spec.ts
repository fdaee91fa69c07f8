import { expect, type Page, test } from '@playwright/test';

// Entering a page starts at its top (docs/web-client.md "Behaviours"). A page loaded from the
// address bar opens at its top, whatever another page of the tab was scrolled to; back and forward
// (within the app or across page loads) bring the user back to where they were.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollMarketTo(page: Page, y: number) {
  await page.goto('/market');
  await expect(page.getByTestId('market-item-card').nth(30)).toBeAttached();
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

test('a page loaded from the address bar opens at its top; back returns to the position left', async ({ page }) => {
  await scrollMarketTo(page, 1500);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // back across page loads (the market loaded anew draws its first rows of cards before the rest,
  // so a position within them)
  await scrollMarketTo(page, 500);

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await page.goto('/market');
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // back across the two page loads: /help at its top, then /market where it was left
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/market$/);
  await expect.poll(() => scrollY(page)).toBe(500);
});

test('within the app, a new page starts at its top and back restores the position', async ({ page }) => {
  await scrollMarketTo(page, 1200);
  await page.getByTestId('market-item-card').nth(20).click();
  await expect(page).toHaveURL(/\/goods\?/);
  // the router changes the address first and React draws the item page in a transition after it
  // (the market's own heading is still there meanwhile): the new page's top, once it is drawn
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/market$/);
  await expect.poll(() => scrollY(page)).toBe(1200);
});
