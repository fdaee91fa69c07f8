import { expect, test, type Page } from '@playwright/test';
import { XHR } from './signIn.ts';

/** The floats of the listing rows in view, as numbers. */
async function visibleFloats(page: Page): Promise<number[]> {
  return (await page.getByTestId('float-value').allTextContents()).map(Number);
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

test('on an item with many listings: a float range keeps the floats inside it, and float ascending sorts them', async ({ page }) => {
  // the rifle of the demo market with the most listings on sale
  const answer = await (
    await page.request.post('/graphql', {
      headers: XHR,
      data: { query: '{ market(first: 40, filter: { tagType: "rifle", quality: "normal" }) { edges { node { hashName quantity minFloat } } } }' },
    })
  ).json();
  const items: { hashName: string; quantity: number; minFloat: number | null }[] = answer.data.market.edges.map((edge: { node: unknown }) => edge.node);
  const item = items.filter((candidate) => candidate.minFloat !== null).sort((a, b) => b.quantity - a.quantity)[0];
  expect(item.quantity).toBeGreaterThan(20);

  await page.goto(`/goods?${new URLSearchParams({ hashName: item.hashName }).toString()}`);
  await expect(page.getByTestId('listing-row')).toHaveCount(20);
  await expect(page.getByTestId('listings-total')).toHaveText(`共 ${item.quantity} 件在售`);

  // a range in the middle of the cheapest listings' floats
  const floats = [...(await visibleFloats(page))].sort((a, b) => a - b);
  const low = Math.floor(floats[5] * 1000) / 1000;
  const high = Math.ceil(floats[14] * 1000) / 1000;
  const filters = page.getByRole('search', { name: '筛选在售饰品' });
  await filters.getByRole('textbox', { name: '最小磨损' }).fill(String(low));
  await filters.getByRole('textbox', { name: '最大磨损' }).fill(String(high));

  await expect(page).toHaveURL(new RegExp(`floatMin=${low}&floatMax=${high}`));
  await expect(page.getByTestId('listings-total')).toHaveText(/件符合筛选条件$/);
  await expect.poll(async () => (await visibleFloats(page)).every((value) => value >= low && value <= high)).toBe(true);
  expect((await visibleFloats(page)).length).toBeGreaterThan(0);

  await filters.getByRole('button', { name: '磨损从低到高' }).click();
  await expect(page).toHaveURL(/sort=float_asc/);
  await expect(filters.getByRole('button', { name: '磨损从低到高' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => ascending(await visibleFloats(page))).toBe(true);
  const sorted = await visibleFloats(page);
  expect(sorted.every((value) => value >= low && value <= high)).toBe(true);

  // the link holds the filter: opening it again shows the same listings
  await page.reload();
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: '最小磨损' })).toHaveValue(String(low));
  expect(await visibleFloats(page)).toEqual(sorted);
});
