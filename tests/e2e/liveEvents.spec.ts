import { type APIRequestContext, expect, test } from '@playwright/test';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifySession, XHR } from './signIn.ts';

// Live events (issue 22 point 4): the buyer watches the order page while the seller, in another
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
