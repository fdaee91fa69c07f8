import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';

// Binding the demo Steam account of the simulated Steam, refreshing its inventory, listing two
// items at 0.99 of their reference price, then repricing one and unlisting the other, with the
// market checked after each step. The Mafile and password are the seed's (prisma/seed/demoSteam.ts).
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e-playwright', 'sms-outbox.jsonl');
const MAFILE = path.resolve('prisma/seed/demo-steam/demo_trader.maFile');
const PASSWORD = 'demo-steam-2026';

test.setTimeout(180_000);

function newPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const gql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { data: { query, variables }, headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((response) => response.json());

async function loginThroughApi(page: Page, phone: string): Promise<string> {
  const sent = await gql(page.request, 'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { __typename } }', { phone });
  expect(sent.data.sendLoginCode.__typename).toBe('SendLoginCodePayload');
  let code: string | undefined;
  await expect
    .poll(async () => (code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'login')) !== undefined, { message: `an SMS code for ${phone}` })
    .toBe(true);
  const login = await gql(
    page.request,
    'mutation($phone: String!, $code: String!) { login(input: { phone: $phone, code: $code, agree: true }) { __typename } }',
    { phone, code },
  );
  expect(login.data.login.__typename).toBe('LoginPayload');
  const me = await gql(page.request, '{ viewer { nickname } }');
  return me.data.viewer.nickname as string;
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Sets every price of the open price dialog from the reference × a preset, waits out the 3-2-1 countdown and confirms; answers the prices set. */
async function priceAndConfirm(page: Page, multiplier: string): Promise<string[]> {
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByTestId('price-confirm');
  await expect(confirm).toBeDisabled(); // 3, 2, 1
  await dialog.getByTestId(`multiplier-${multiplier}`).click();
  const prices = await dialog.getByTestId('price-input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(prices.every((price) => /^\d+\.\d{2}$/.test(price))).toBe(true);
  await expect(confirm).toBeEnabled({ timeout: 6_000 });
  await confirm.click();
  return prices;
}

/** The listing rows of an item's market page by this seller at this price. */
async function marketRows(page: Page, hashName: string, seller: string, price: string): Promise<Locator> {
  await page.goto(`/goods?hashName=${encodeURIComponent(hashName)}`);
  // the page renders its listings (or "none on sale") together with its header
  await expect(page.getByTestId('goods-picture')).toBeVisible();
  return page
    .getByTestId('listing-row')
    .filter({ hasText: seller })
    .filter({ hasText: `¥${price}` });
}

test('binds the demo Steam account, refreshes the inventory, lists two items, reprices one and unlists the other', async ({ page }) => {
  const nickname = await loginThroughApi(page, newPhone());

  // --- bind with the Mafile and the password
  await page.goto('/user/steam');
  await expect(page.getByRole('heading', { level: 1, name: 'Steam 账号' })).toBeVisible();
  await page.getByTestId('bind-open').click();
  const bind = page.getByRole('dialog', { name: '绑定 Steam 账号' });
  await bind.getByTestId('bind-submit').click();
  await expect(bind.getByText('请上传令牌文件')).toBeVisible();
  await expect(bind.getByText('请输入密码')).toBeVisible();
  await bind.getByTestId('bind-mafile').setInputFiles(MAFILE);
  await bind.getByLabel('Steam 密码').fill(PASSWORD);
  await bind.getByTestId('bind-submit').click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expect(bind.getByTestId('bind-inventory-notice')).toContainText('分钟');
  await bind.getByRole('button', { name: '知道了' }).click();
  const account = page.locator('[data-testid="steam-account"][data-account-name="demo_trader"]');
  await expect(account).toBeVisible();
  await expect(account.getByTestId('steam-status')).toHaveText('正常');

  // --- refresh the inventory and watch its progress
  await page.goto('/user/inventory?tab=unlisted&view=quantity');
  const refresh = page.getByTestId('refresh-inventory');
  const progress = page.getByTestId('refresh-progress');
  // a refresh started by the bind may still be running: let it end first
  await expect(refresh).toBeEnabled({ timeout: 60_000 });
  await refresh.click();
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('refresh-progress-text')).toContainText('%');
  await expect(toast(page, '刷新成功')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toBeHidden();

  // --- nothing selected: refused
  await page.getByTestId('list-button').click();
  await expect(toast(page, '请选择要上架的饰品')).toBeVisible();

  // --- select two listable items of different varieties
  const selectable = page.locator('[data-testid="inventory-item"][data-selectable="true"]');
  await expect(selectable.first()).toBeVisible({ timeout: 30_000 });
  const hashNames: string[] = [];
  const count = await selectable.count();
  for (let index = 0; index < count && hashNames.length < 2; index += 1) {
    const card = selectable.nth(index);
    const hashName = (await card.getAttribute('data-hash-name'))!;
    if (hashNames.includes(hashName)) continue;
    await card.getByTestId('select-item').check();
    hashNames.push(hashName);
  }
  expect(hashNames).toHaveLength(2);
  // items that cannot be listed say why and cannot be selected
  const blocked = page.locator('[data-testid="inventory-item"][data-selectable="false"]');
  if ((await blocked.count()) > 0) {
    await expect(blocked.first().getByTestId('select-item')).toBeDisabled();
    await expect(blocked.first().getByTestId('unavailable-reason')).not.toBeEmpty();
  }

  // --- list them at 0.99 of the reference price
  await page.getByTestId('list-button').click();
  const listed = await priceAndConfirm(page, '0.99');
  await expect(toast(page, '上架成功')).toBeVisible();

  // --- both are on the market at those prices
  for (const [index, hashName] of hashNames.entries()) {
    await expect(await marketRows(page, hashName, nickname, listed[index])).toHaveCount(1);
  }

  // --- /user/sell: reprice the first at 0.98 of its reference
  await page.goto('/user/sell');
  await expect(page.getByRole('heading', { level: 1, name: '在售管理' })).toBeVisible();
  const first = page.locator(`[data-testid="inventory-item"][data-hash-name="${hashNames[0]}"]`);
  const second = page.locator(`[data-testid="inventory-item"][data-hash-name="${hashNames[1]}"]`);
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expect(first.getByTestId('listing-price')).toContainText(listed[0]);
  await first.getByTestId('select-item').check();
  await page.getByTestId('reprice-button').click();
  const [repriced] = await priceAndConfirm(page, '0.98');
  await expect(toast(page, '改价成功')).toBeVisible();
  await expect(first.getByTestId('listing-price')).toContainText(repriced);

  // --- unlist the second
  await second.getByTestId('select-item').check();
  await page.getByTestId('unlist-button').click();
  const unlistConfirm = page.getByRole('dialog', { name: '下架饰品' }).getByRole('button', { name: '确认下架' });
  await expect(unlistConfirm).toBeDisabled(); // 3, 2, 1
  await unlistConfirm.click();
  await expect(toast(page, '下架成功')).toBeVisible();
  await expect(second).toHaveCount(0);

  // --- the market shows the new price of the first and no longer the second
  if (repriced !== listed[0]) await expect(await marketRows(page, hashNames[0], nickname, listed[0])).toHaveCount(0);
  await expect(await marketRows(page, hashNames[0], nickname, repriced)).toHaveCount(1);
  await expect(await marketRows(page, hashNames[1], nickname, listed[1])).toHaveCount(0);
});
