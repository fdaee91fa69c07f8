import { expect, test } from '@playwright/test';
import { rechargeDeposit } from './funding.ts';
import { bindSimulatedAccount } from './sellers.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';

// Buy orders: a new user with a bound account and a deposit places a buy order from the
// item page's 求购 section, sees it in the book and under 我的求购 with its money held, and cancels it:
// the money is back in the balance.
const ITEM = 'AK-47 | Redline (Field-Tested)';

test.setTimeout(180_000);

test('a buyer places a buy order on the item page, sees it held and in the book, and cancels it under 我的求购', async ({ page }) => {
  await signInNewUser(page.request, '138');
  await bindSimulatedAccount(page.request);
  await rechargeDeposit(page, '5.00');

  // --- the item page's 求购 section: place 2 at 1.00
  await page.goto(`/goods?${new URLSearchParams({ hashName: ITEM })}`);
  const section = page.getByTestId('goods-buy-orders');
  await section.getByTestId('place-buy-order').click();
  const form = page.getByTestId('buy-order-form');
  await form.getByLabel('求购单价（元）').fill('1.00');
  await form.getByLabel('求购数量').fill('2');
  await expect(form.getByTestId('buy-order-total')).toContainText('¥2.00');
  await form.getByTestId('buy-order-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '求购已发布' })).toBeVisible();
  await expect(section.getByTestId('buy-order-entry').filter({ hasText: '¥1.00' }).first()).toBeVisible();

  // --- held: 2.00 of the 5.00 deposit, shown in the wallet's total
  const wallet = (await (await page.request.get('/web/wallet', { headers: XHR })).json()).data;
  expect(wallet).toMatchObject({ deposit: 300, held: 200, total: 500 });
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-held')).toContainText('¥2.00');

  // --- 我的求购: open, 0/2; cancel, and the money is back
  await page.goto('/user/buyOrder');
  const row = page.getByTestId('buy-order-row').first();
  await expect(row.getByTestId('buy-order-status')).toHaveText('求购中');
  await expect(row.getByTestId('buy-order-filled')).toHaveText('0/2');
  await row.getByTestId('buy-order-cancel').click();
  await page.getByTestId('buy-order-cancel-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '求购已取消' })).toBeVisible();
  await expect(row.getByTestId('buy-order-status')).toHaveText('已取消');
  const after = (await (await page.request.get('/web/wallet', { headers: XHR })).json()).data;
  expect(after).toMatchObject({ deposit: 500, held: 0 });
});

test('a seller sells an inventory item to another user’s buy order with 出售给求购, and the buyer sees it filled live', async ({ page, browser }) => {
  // --- the seller: a bound simulated account, its inventory read
  const sellerPhone = await signInNewUser(page.request, '139');
  await bindSimulatedAccount(page.request);
  await expect
    .poll(async () => (await (await page.request.get('/web/inventory/refresh', { headers: XHR })).json()).data?.status, { timeout: 60_000 })
    .toBe('SUCCEEDED');
  // the cheapest tradable item with a reference price; a buy order for it pays 60 % of that: below every
  // listing of it (the seller's reference is the lowest other listing), above the listing floor (50 %)
  const inventory = (await (await page.request.get('/web/inventory?tab=UNLISTED&limit=100', { headers: XHR })).json()).data.list as {
    hashName: string;
    referencePrice: number | null;
    tradable: boolean;
  }[];
  const [cheapest] = inventory.filter((item) => item.tradable && item.referencePrice !== null).sort((a, b) => a.referencePrice! - b.referencePrice!);
  const { hashName } = cheapest;
  const bid = Math.ceil(cheapest.referencePrice! * 0.6);
  await page.goto(`/user/inventory?tab=unlisted&view=quantity&q=${encodeURIComponent(hashName)}`);
  const card = page.locator(`[data-testid="inventory-item"][data-selectable="true"][data-hash-name="${hashName}"]`).first();

  // --- the buyer, in a browser of their own: a buy order for that item
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  try {
    await signInNewUser(buyerPage.request, '139');
    const accountId = await bindSimulatedAccount(buyerPage.request);
    await rechargeDeposit(buyerPage, (Math.max(500, bid) / 100).toFixed(2));
    const placed = await (
      await buyerPage.request.post('/web/buyOrder', {
        headers: { ...XHR, 'Idempotency-Key': `e2e-${Date.now()}` },
        data: { hashName, price: bid, quantity: 1, steamAccountId: accountId },
      })
    ).json();
    expect(placed.code).toBe(0);
    // the buyer watches 我的求购: 0/1 now; the page is not loaded again from here on
    const streamOpened = buyerPage.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
    );
    await buyerPage.goto('/user/buyOrder');
    const row = buyerPage.getByTestId('buy-order-row').first();
    await expect(row.getByTestId('buy-order-filled')).toContainText('0/1');
    await streamOpened;
    await buyerPage.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    // --- the seller selects the item and sells it to the buy order at the price it pays
    await card.getByTestId('select-item').check();
    await page.getByTestId('sell-to-buy-order-button').click();
    const dialog = page.getByTestId('sell-to-buy-order');
    await expect(dialog.getByTestId('sell-to-buy-order-line').first()).toContainText(`¥${(bid / 100).toFixed(2)}`);
    await dialog.getByTestId('sell-to-buy-order-confirm').click();
    // the item is sold: a session verified within the window, or the SMS dialog first
    await verifyIfAsked(page, sellerPhone, page.getByTestId('toast').filter({ hasText: '已出售给求购' }));

    // --- the buyer: the buy order is filled (live, without reloading), its order paid from the hold, waiting for the seller
    await expect(row.getByTestId('buy-order-filled')).toContainText('1/1', { timeout: 30_000 });
    expect(await buyerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    const read = await (await buyerPage.request.get(`/web/buyOrder/${placed.data.buyOrderNo}`, { headers: XHR })).json();
    expect(read.data).toMatchObject({ status: 'FILLED', held: 0, orders: [{ statusDes: 'SELLER_DELIVERING', price: bid }] });
  } finally {
    await buyerContext.close();
  }
});
