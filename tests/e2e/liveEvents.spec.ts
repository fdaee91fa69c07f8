import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifyIfAsked, verifySession, XHR } from './signIn.ts';

// Live events: the buyer watches the order page while the seller, in another
// browser, delivers; the page moves from 待发货 to 交易保护中 by the subscription alone, with no reload
// and no polling of the order, and a toast says the item arrived.
test.setTimeout(240_000);

const signIn = (request: APIRequestContext) => signInNewUser(request, '137');

test('the buyer’s order page follows the seller’s delivery live, without reloading or polling', async ({ page, browser }) => {
  // --- the seller, in a browser of their own: one item of a simulated ordinary account listed
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  try {
    const seller = sellerContext.request;
    const sellerPhone = await signIn(seller);
    await bindSimulatedAccount(seller);
    const { listingId, price } = await listOneItem(seller);

    // --- the buyer: pays at the simulated cashier, then opens the order page
    await signIn(page.request);
    const steamAccountId = await bindSimulatedAccount(page.request);
    const bought = await (
      await page.request.post('/web/order', {
        headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
        data: { listingIds: [listingId], prices: [price], payMethod: 'alipay', steamAccountId },
      })
    ).json();
    expect(bought.code).toBe(0);
    const orderNo: string = bought.data.orders[0].orderNo;
    const paid = await page.request.post(bought.data.payUrl, {
      form: { action: 'pay' },
      headers: { Origin: new URL(test.info().project.use.baseURL as string).origin },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await expect
      .poll(async () => (await (await page.request.get(`/web/order/${orderNo}`, { headers: XHR })).json()).data?.statusDes, { timeout: 60_000 })
      .toBe('SELLER_DELIVERING');

    const streamOpened = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
    );
    await page.goto(`/user/orderDetail?orderNo=${orderNo}`);
    const status = page.getByTestId('order-status-text');
    await expect(status).toBeVisible({ timeout: 30_000 });
    const before = await status.textContent();
    await streamOpened;
    // every toast the page shows from now on, however briefly
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // from here on, the order must not be fetched again: it arrives through the stream
    const orderFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('OrderDetailPageQuery')) orderFetches.push(request.url());
    });

    // --- the seller delivers (发货) and confirms the offer in the simulated Steam app, from a session
    // verified by SMS just now (the item leaves their Steam account; the login may be older than the window)
    await verifySession(seller, sellerPhone);
    const delivered = await (await seller.post(`/web/order/${orderNo}/deliver`, { headers: XHR, data: {} })).json();
    expect(delivered.code).toBe(0);
    await expect
      .poll(async () => (await (await seller.post(`/web/order/${orderNo}/confirm-offer`, { headers: XHR, data: {} })).json()).code, { timeout: 60_000 })
      .toBe(0);

    // --- the buyer's page follows by itself: the offer, then the item arrived (the demo buyer accepts)
    await expect(status).toHaveText('交易保护中', { timeout: 150_000 });
    expect(before).not.toBe('交易保护中');
    expect(orderFetches).toEqual([]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen.join(' | '))).toContain('已到账');
  } finally {
    await sellerContext.close();
  }
});

/** "¥1100.77" for 110077 cents, as the sell page shows a price (no thousands separator). */
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Marks the page: the mark survives as long as the page is not loaded again. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
const stillThisPage = (page: Page) => page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);

/** Opens `path` on a page and waits until its live stream is open. */
async function openLive(page: Page, path: string) {
  const streamOpened = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await page.goto(path);
  await streamOpened;
}

test('the seller’s sell page, inventory and order list follow a sale made by a buyer elsewhere, a repricing, and 发货, without reloading', async ({
  page,
  browser,
}) => {
  // --- the seller: two items of a simulated ordinary account on sale, watched in three tabs
  const sellerPhone = await signIn(page.request);
  await bindSimulatedAccount(page.request);
  const sold = await listOneItem(page.request);
  const kept = await listOneItem(page.request);
  await openLive(page, '/user/sell');
  const sellPanel = page.getByTestId('sell');
  await expect(sellPanel).toContainText('共 2 件在售');
  await expect(page.getByTestId('inventory-item')).toHaveCount(2);
  await markPage(page);
  const inventory = await page.context().newPage();
  await openLive(inventory, '/user/inventory?tab=listed&view=quantity');
  await expect(inventory.getByTestId('inventory-tab-listed')).toHaveText('已上架 (2)');
  await markPage(inventory);
  const orders = await page.context().newPage();
  await openLive(orders, '/user/order?direction=sell');
  await markPage(orders);

  // --- the buyer, in a browser of their own, buys the first and pays at the simulated cashier
  const buyerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  let orderNo = '';
  try {
    const buyer = buyerContext.request;
    await signIn(buyer);
    const steamAccountId = await bindSimulatedAccount(buyer);
    const bought = await (
      await buyer.post('/web/order', {
        headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
        data: { listingIds: [sold.listingId], prices: [sold.price], payMethod: 'alipay', steamAccountId },
      })
    ).json();
    expect(bought.code).toBe(0);
    orderNo = bought.data.orders[0].orderNo;
    const paid = await buyer.post(bought.data.payUrl, {
      form: { action: 'pay' },
      headers: { Origin: new URL(test.info().project.use.baseURL as string).origin },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  } finally {
    await buyerContext.close();
  }

  // --- the sell page: the sold item leaves, the count follows; the inventory's 已上架 tab too
  await expect(sellPanel).toContainText('共 1 件在售', { timeout: 60_000 });
  await expect(page.getByTestId('inventory-item')).toHaveCount(1);
  await expect(inventory.getByTestId('inventory-tab-listed')).toHaveText('已上架 (1)', { timeout: 30_000 });
  // --- the order list: the new sale joins it, under 待发货 with 发货
  const row = orders.getByTestId('order-row').filter({ hasText: orderNo });
  await expect(row.getByTestId('order-status')).toHaveText('待发货', { timeout: 30_000 });
  await expect(row.getByTestId('order-deliver')).toBeVisible();

  // --- the seller reprices the other item from elsewhere (another tab's request, below the reference:
  // verified by SMS first): the sell page shows the new price
  await verifySession(page.request, sellerPhone);
  const newPrice = Math.floor(kept.price * 0.99);
  const repriced = await (
    await page.request.post('/web/inventory/reprice', {
      headers: XHR,
      data: { items: [{ id: await itemOf(page.request, kept.listingId), price: (newPrice / 100).toFixed(2) }] },
    })
  ).json();
  expect(repriced.data.succeededCount).toBe(1);
  await expect(page.getByTestId('listing-price')).toContainText(yuan(newPrice), { timeout: 30_000 });

  // --- 发货 on the order list: the row says the offer waits for its confirmation, which the order page holds
  await orders.bringToFront();
  await row.getByTestId('order-deliver').click();
  await verifyIfAsked(orders, sellerPhone, orders.getByTestId('toast').filter({ hasText: '报价已创建，请在订单详情页点击「确认报价」发送给买家' }));
  await expect(row.getByTestId('order-status')).toHaveText('待确认报价');
  await expect(row.getByTestId('order-deliver')).toHaveCount(0);
  expect(await stillThisPage(page)).toBe(true);
  expect(await stillThisPage(inventory)).toBe(true);
  expect(await stillThisPage(orders)).toBe(true);
  await row.getByTestId('order-confirm-link').click();
  await expect(orders).toHaveURL(/\/user\/orderDetail\?orderNo=/);
  await expect(orders.getByTestId('order-confirm-offer')).toBeVisible();
});

/** The inventory item a listing of the signed-in seller sells. */
async function itemOf(request: APIRequestContext, listingId: string): Promise<string> {
  const listed = await (await request.get('/web/inventory?tab=LISTED&limit=100', { headers: XHR })).json();
  return (listed.data.list as { id: string; listingId: string }[]).find((item) => item.listingId === listingId)!.id;
}
