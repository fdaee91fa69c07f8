import { expect, test, type Locator, type Page } from '@playwright/test';

/** The amounts of the price labels inside a locator, as numbers. */
async function amounts(prices: Locator): Promise<number[]> {
  const texts = await prices.allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);
const descending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] >= value);

async function openMarket(page: Page, path = '/market') {
  await page.goto(path);
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();
}

test('the home page shows its lists, trends and FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('CS2 饰品交易平台');
  await expect(page.getByRole('heading', { name: 'CS2 饰品交易市场' })).toBeVisible();

  await expect(page.getByTestId('home-latest').getByTestId('listing-card').first()).toBeVisible();
  for (const section of ['home-hot', 'home-auto', 'home-bargains', 'home-low-stock']) {
    await expect(page.getByTestId(section).getByTestId('market-item-card').first()).toBeVisible();
  }
  await expect(page.getByTestId('home-hot').getByRole('heading', { name: '热门专区' })).toBeVisible();
  await expect(page.getByTestId('home-trends').getByTestId('trend-card').first()).toBeVisible();
  await expect(
    page
      .getByTestId('home-trends')
      .getByRole('img', { name: /成交均价走势/ })
      .first(),
  ).toBeVisible();

  const faq = page.getByTestId('home-faq');
  await expect(faq.locator('summary')).toHaveCount(6);
  await faq.getByText('出售所得什么时候可以提现？').click();
  await expect(faq.getByText('出售所得在成交后 7 天可以提现')).toBeVisible();
});

test('searching 红线 from the header leads to AK-47 | Redline and its listings', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox', { name: '搜索饰品' });
  await search.fill('红线');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/market\?search=%E7%BA%A2%E7%BA%BF&onSale=0$/);
  await expect(page.getByRole('searchbox', { name: '关键词' })).toHaveValue('红线');
  const card = page.getByTestId('market-item-card').filter({ has: page.getByRole('heading', { name: 'AK-47 | 红线 (久经沙场)', exact: true }) });
  await expect(card).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(/\/goods\?hashName=AK-47\+%7C\+Redline\+%28Field-Tested%29$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AK-47 | 红线 (久经沙场)' })).toBeVisible();
  await expect(page.getByText('AK-47 | Redline (Field-Tested)', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('AK-47 | 红线 (久经沙场) - CS2 饰品交易平台');

  const rows = page.getByTestId('listing-row');
  await expect(rows.first()).toBeVisible();
  const prices = await amounts(rows.getByTestId('price'));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // the header's lowest price is the first listing's
  expect(await amounts(page.getByTestId('goods-lowest-price').getByTestId('price'))).toEqual([prices[0]]);
  await expect(rows.first().getByTestId('float-value')).toHaveText(/^0\.\d{8}$/);
  await expect(rows.first().getByRole('meter')).toBeVisible();

  // the search is remembered in the header's history
  await page.getByRole('banner').getByRole('searchbox', { name: '搜索饰品' }).click();
  await expect(page.getByRole('region', { name: '搜索历史' }).getByRole('button', { name: '红线' })).toBeVisible();
});

test('an item nobody sells (the CS20 case) is found from the header search, and its page takes a buy order', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox', { name: '搜索饰品' });
  await search.fill('反恐精英20周年武器箱');
  // the suggestions match every item, not only those on sale
  const suggestion = page.getByRole('banner').getByRole('region', { name: '相关饰品' }).getByRole('link', { name: '反恐精英20周年武器箱', exact: true });
  await expect(suggestion).toBeVisible();
  await search.press('Enter');

  // the market lists it with no price, 只看在售 unticked; ticking it leaves the item out
  await expect(page).toHaveURL(/\/market\?search=.*&onSale=0$/);
  const onSale = page.getByRole('checkbox', { name: '只看在售' });
  await expect(onSale).not.toBeChecked();
  const card = page.getByTestId('market-item-card').filter({ has: page.getByRole('heading', { name: '反恐精英20周年武器箱', exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('暂无在售');
  await onSale.check();
  await expect(page).toHaveURL(/\/market\?search=[^&]*$/);
  await expect(card).toHaveCount(0);
  await onSale.uncheck();
  await expect(card).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/goods\?hashName=CS20\+Case$/);
  await expect(page.getByRole('heading', { level: 1, name: '反恐精英20周年武器箱' })).toBeVisible();
  await expect(page.getByRole('button', { name: '发布求购' })).toBeVisible();
});

test('an unknown item shows the 404 page', async ({ page }) => {
  await page.goto('/goods?hashName=No%20such%20item');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('filtering by rarity and exterior shows only matching cards, and survives a reload', async ({ page }) => {
  await openMarket(page);
  await page.getByRole('combobox', { name: '品质' }).selectOption('rarity_ancient_weapon');
  await expect(page).toHaveURL(/tagRarity=rarity_ancient_weapon/);
  await page.getByRole('combobox', { name: '外观' }).selectOption('field_tested');
  await expect(page).toHaveURL(/tagExterior=field_tested/);

  const cards = page.getByTestId('market-item-card');
  await expect(page.getByTestId('market-total')).toHaveText(/^共 \d+ 件饰品$/);
  // every card of the page carries the chosen rarity label and exterior chip
  await expect
    .poll(async () => {
      const count = await cards.count();
      const rarities = await cards.locator('[data-tag="rarity"]').allTextContents();
      const exteriors = await cards.locator('[data-tag="exterior"]').allTextContents();
      return (
        count > 0 &&
        rarities.length === count &&
        exteriors.length === count &&
        rarities.every((text) => text === '隐秘') &&
        exteriors.every((text) => text === '久经沙场')
      );
    })
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('combobox', { name: '品质' })).toHaveValue('rarity_ancient_weapon');
  await expect(page.getByRole('combobox', { name: '外观' })).toHaveValue('field_tested');
  await expect(cards.first().locator('[data-tag="rarity"]')).toHaveText('隐秘');
});

test('a bad price range is refused with a message and never sent', async ({ page }) => {
  await openMarket(page);
  await page.getByRole('textbox', { name: '最低价（元）' }).fill('1.234');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('价格最多保留两位小数');
  await page.getByRole('textbox', { name: '最低价（元）' }).fill('100');
  await page.getByRole('textbox', { name: '最高价（元）' }).fill('50');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('最低价不能高于最高价');
  await expect(page).toHaveURL(/\/market$/);

  await page.getByRole('textbox', { name: '最高价（元）' }).fill('150');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(/minPrice=100&maxPrice=150/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const cardPrices = page.getByTestId('market-item-card').getByTestId('price');
  await expect.poll(async () => (await amounts(cardPrices)).every((price) => price >= 100 && price <= 150)).toBe(true);
  expect((await amounts(cardPrices)).length).toBeGreaterThan(0);
});

test('sorting by price ascending orders the first page by price', async ({ page }) => {
  await openMarket(page);
  await page.getByRole('button', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('button', { name: '价格从低到高' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('market-item-card');
  const cardPrices = cards.getByTestId('price');
  await expect.poll(async () => ascending(await amounts(cardPrices))).toBe(true);
  const prices = await amounts(cardPrices);
  expect(prices).toHaveLength(40);
  expect(prices[0]).toBeLessThan(prices[39]);

  await page.getByRole('button', { name: '价格从高到低' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.getByRole('button', { name: '价格从高到低' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => descending(await amounts(cardPrices))).toBe(true);
  const highest = await amounts(cardPrices);
  expect(highest[0]).toBeGreaterThan(prices[prices.length - 1]);

  // page numbers: the next 40, dearer still, with the sort kept in the address
  const lastOfFirstPage = highest[highest.length - 1];
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(/sort=price_desc&page=2/);
  await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await amounts(cardPrices))[0]).toBeLessThanOrEqual(lastOfFirstPage);
  await expect(cards).toHaveCount(40);
});

test('English and dollars: labels, titles and prices follow the switches and are remembered', async ({ page }) => {
  await openMarket(page);
  const firstYuan = (await amounts(page.getByTestId('market-item-card').first().getByTestId('price')))[0];

  // the texts switch at once, then the page reloads (the reload toast) so that server texts follow
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await expect(page.getByRole('status')).toContainText('Switched to English');
  await reloaded;
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Market' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rarity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Price: low to high' })).toBeVisible();
  await expect(page).toHaveTitle('Market - CS2 Skin Market');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  const price = page.getByTestId('market-item-card').first().getByTestId('price');
  await expect(price).toHaveText(/^\$\d+\.\d{2,4}$/);
  const firstDollars = (await amounts(price))[0];
  // about 0.14 dollars per yuan
  expect(firstDollars).toBeGreaterThan(firstYuan * 0.1);
  expect(firstDollars).toBeLessThan(firstYuan * 0.2);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  await expect(page.getByTestId('market-item-card').first().getByTestId('price')).toHaveText(/^\$/);
  await expect(
    page
      .getByTestId('market-item-card')
      .first()
      .getByText(/ on sale$/),
  ).toBeVisible();
});

test('on a slow device the 只看在售 box follows each click at once, while the list for it loads', async ({ page }) => {
  await page.goto('/market?search=CS20&onSale=0');
  const onSale = page.getByRole('checkbox', { name: '只看在售' });
  await expect(onSale).not.toBeChecked();
  // a CPU 30 times slower: the list's new query renders well after the click
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 30 });
  for (let round = 0; round < 2; round += 1) {
    await onSale.check();
    await expect(page).toHaveURL(/\/market\?search=[^&]*$/);
    await onSale.uncheck();
    await expect(page).toHaveURL(/&onSale=0$/);
  }
});
