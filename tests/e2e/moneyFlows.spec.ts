import { expect, type Locator, type Page, test } from '@playwright/test';
import { rechargeDeposit } from './funding.ts';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';
import { toastShown } from './toasts.ts';

// The web client's money flows in the browser against the real server (`npm start`: the simulated
// Alipay and Steam), every step clicked as a buyer or a seller does: an unpaid order cancelled and one
// paid later from its order page; several listings bought together from the balance; and a sale the
// seller ships from the order page while the buyer's order page follows by itself. Paying from the
// balance through the SMS dialog is balance.stepUp.spec.ts (it waits out the step-up window).
// Each test buys its own item of the seeded market (its cheapest listings, a few fen each).
const UNPAID_ITEM = 'Sealed Graffiti | Eat It (Cash Green)';
const SEVERAL_ITEM = 'Sealed Graffiti | BOOM (Monarch Blue)';
const DEPOSIT_CENTS = 500;

test.setTimeout(180_000);

const signIn = (page: Page) => signInNewUser(page.request, '150');
const goodsPath = (hashName: string) => `/goods?${new URLSearchParams({ hashName })}`;
/** "¥4.97" -> 497. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const yuan = (amount: number) => `¥${(amount / 100).toFixed(2)}`;
/** A listing's GraphQL id, as the item page's rows carry it (data-listing-id). */
const listingNodeId = (listingId: string) => Buffer.from(`Listing:${listingId}`).toString('base64');
const listingIdOf = (nodeId: string) =>
  Buffer.from(nodeId, 'base64')
    .toString('utf8')
    .replace(/^Listing:/, '');
const paidStep = (page: Page) => page.getByTestId('order-step').filter({ hasText: '付款' });

/** Whether a listing is on sale, as the item's listings answer (REST, every page of 100). */
async function onSale(page: Page, hashName: string, listingId: string): Promise<boolean> {
  for (let pageNo = 1; ; pageNo++) {
    const answer = await (
      await page.request.get(`/web/goods?${new URLSearchParams({ hashName, limit: '100', page: String(pageNo) })}`, { headers: XHR })
    ).json();
    const listings = answer.data.listings;
    if (listings.list.some((listing: { id: string }) => listing.id === listingId)) return true;
    if (pageNo >= listings.pages) return false;
  }
}

/** Buy on a listing row, Alipay in the checkout (a buyer without balance has nothing else), on to the simulated cashier. */
async function checkoutWithAlipay(page: Page, row: Locator) {
  await row.getByTestId('listing-buy').click();
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(1);
  await expect(checkout.getByLabel('余额支付')).toHaveCount(0);
  await expect(checkout.getByLabel('支付宝')).toBeChecked();
  await checkout.getByTestId('checkout-confirm').click();
  await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
}

test('an unpaid order is cancelled on its order page and its listing is on sale again; another is paid later from its order page', async ({ page }) => {
  await signIn(page);
  await bindSimulatedAccount(page.request);

  // --- the first order: to the cashier, and back to the shop without paying
  await page.goto(goodsPath(UNPAID_ITEM));
  const firstRow = page.getByTestId('listing-row').first();
  const firstListing = listingIdOf((await firstRow.getAttribute('data-listing-id'))!);
  await checkoutWithAlipay(page, firstRow);
  await page.getByRole('button', { name: '取消付款，返回商户' }).click();
  await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
  const status = page.getByTestId('order-status-text');
  await expect(status).toHaveText('等待付款');
  await expect(page.getByTestId('order-pay')).toBeVisible();
  // held for this order meanwhile
  expect(await onSale(page, UNPAID_ITEM, firstListing)).toBe(false);

  // --- cancelled on the order page, after the confirmation
  const cancelled = toastShown(page, '已提交取消');
  await page.getByTestId('order-cancel').click();
  await page.getByRole('dialog', { name: '取消订单' }).getByTestId('order-cancel-confirm').click();
  await cancelled;
  await expect(status).toHaveText('买家取消');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  // the listing is back on sale: the item's listings hold it again
  await expect.poll(() => onSale(page, UNPAID_ITEM, firstListing)).toBe(true);

  // --- the second order: left unpaid at the cashier, then paid from the order page's 去付款
  await page.goto(goodsPath(UNPAID_ITEM));
  const secondRow = page.getByTestId('listing-row').first();
  await checkoutWithAlipay(page, secondRow);
  await page.getByRole('button', { name: '取消付款，返回商户' }).click();
  await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
  const secondOrderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(status).toHaveText('等待付款');
  await expect(paidStep(page)).toHaveAttribute('data-done', 'false');
  await page.getByTestId('order-pay').click();
  await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
  await page.getByRole('button', { name: '确认付款' }).click();
  // back on the same order page (Alipay's return parameters beside its number)
  await expect(page).toHaveURL(/\/user\/orderDetail\?/);
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe(secondOrderNo);
  // Alipay's notification pays it a moment later: the page follows by itself
  await expect(paidStep(page)).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  await expect(status).not.toHaveText(/等待付款|交易失败|取消/);
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('several listings bought together from the balance: every order is made and paid, the deposit lowered by the sum', async ({ page }) => {
  const phone = await signIn(page);
  await bindSimulatedAccount(page.request);
  await rechargeDeposit(page, (DEPOSIT_CENTS / 100).toFixed(2));

  // --- the item page: three listings ticked, 购买已选 3 件
  await page.goto(goodsPath(SEVERAL_ITEM));
  const boxes = page.getByTestId('listing-row').getByRole('checkbox', { name: /^选择 .+ 的在售饰品$/ });
  for (const index of [0, 1, 2]) await boxes.nth(index).check();
  const selection = page.getByTestId('listings-selection');
  await expect(selection).toContainText('已选 3/20 件，合计');
  await selection.getByTestId('listings-buy-selected').click();

  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(3);
  const prices = (await checkout.getByTestId('checkout-line').getByTestId('price').allTextContents()).map(cents);
  const total = prices.reduce((sum, price) => sum + price, 0);
  await expect(checkout.getByTestId('checkout-total')).toHaveText(yuan(total));
  await expect(selection).toContainText(yuan(total));
  await expect(checkout.getByLabel('余额支付')).toBeChecked();

  const answer = page.waitForResponse(
    async (response) => response.url().endsWith('/graphql') && (await response.text()).includes('"__typename":"CreateOrderPayload"'),
  );
  await checkout.getByTestId('checkout-confirm').click();
  // several orders: the buy records (the login is recent; the SMS dialog only if the machine was slow)
  await verifyIfAsked(page, phone, page.getByTestId('order-list'));
  await expect(page).toHaveURL(/\/user\/order$/);
  const orderNos: string[] = (await (await answer).json()).data.createOrder.orders.map((order: { orderNo: string }) => order.orderNo);
  expect(orderNos).toHaveLength(3);
  for (const orderNo of orderNos) {
    const row = page.getByTestId('order-row').filter({ hasText: orderNo });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('order-status')).not.toHaveText(/等待付款|交易失败|取消/);
  }

  // --- the wallet: the deposit lowered by the sum, one purchase line per order
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-deposit')).toContainText(yuan(DEPOSIT_CENTS - total));
  for (const orderNo of orderNos) {
    const spent = page.getByTestId('wallet-transaction').filter({ hasText: orderNo });
    await expect(spent).toHaveCount(1);
    await expect(spent).toContainText('购买饰品（余额支付）');
  }
});

test('bought on the item page, shipped by the seller on their order page: the buyer’s order page reaches 交易保护中 by itself', async ({ page, browser }) => {
  // --- the seller, in a browser of their own: one item of a simulated ordinary account listed
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  try {
    const sellerPage = await sellerContext.newPage();
    const sellerPhone = await signIn(sellerPage);
    await bindSimulatedAccount(sellerPage.request);
    const { listingId, price } = await listOneItem(sellerPage.request);
    const listed = await (await sellerPage.request.get('/web/inventory?tab=LISTED&limit=100', { headers: XHR })).json();
    const { hashName } = (listed.data.list as { listingId: string; hashName: string }[]).find((item) => item.listingId === listingId)!;

    // --- the buyer: that listing on the item page, Buy, Alipay at the simulated cashier
    await signIn(page);
    await bindSimulatedAccount(page.request);
    await page.goto(goodsPath(hashName));
    const row = page.locator(`[data-testid="listing-row"][data-listing-id="${listingNodeId(listingId)}"]`);
    await expect(row.getByTestId('price').first()).toHaveText(yuan(price));
    await checkoutWithAlipay(page, row);
    await page.getByRole('button', { name: '确认付款' }).click();
    await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const status = page.getByTestId('order-status-text');
    await expect(status).toHaveText('卖家发货中', { timeout: 60_000 });
    // from here on the page is not loaded again: a reload would lose this mark
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    // --- the seller: 发货 on the order page, then the offer confirmed (the SMS dialog if asked)
    await sellerPage.goto(`/user/orderDetail?orderNo=${orderNo}`);
    await expect(sellerPage.getByTestId('order-status-text')).toHaveText('待发货');
    await sellerPage.getByTestId('order-deliver').click();
    await verifyIfAsked(sellerPage, sellerPhone, sellerPage.getByTestId('order-confirm-offer'));
    await sellerPage.getByTestId('order-confirm-offer').click();
    // sent to the buyer: waiting for the receipt, or already received
    await verifyIfAsked(sellerPage, sellerPhone, sellerPage.getByTestId('order-status-text').filter({ hasText: /^(等待买家收货|交易保护中)$/ }));
    await expect(sellerPage.getByTestId('order-confirm-offer')).toHaveCount(0);

    // --- the buyer's page follows: the offer from the seller's SteamID, then 交易保护中 (the simulated account accepts)
    await expect(page.getByTestId('order-offer-sender')).toHaveText(/^7656119\d{10}$/, { timeout: 60_000 });
    await expect(status).toHaveText('交易保护中', { timeout: 120_000 });
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await expect(sellerPage.getByTestId('order-status-text')).toHaveText('交易保护中');
  } finally {
    await sellerContext.close();
  }
});
