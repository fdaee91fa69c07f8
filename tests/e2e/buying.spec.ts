import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';

// Buying for real: a new user binds the demo buyer's Steam account, buys from a robot shop
// paying at the simulated Alipay cashier and watches the order reach 51 (protected); a seller with an
// ordinary (simulated) Steam account sees the sale under 待发货, presses 发货, confirms the offer, and
// the order completes. Everything runs on `npm start`'s simulated Steam and Alipay.
const BUYER_MAFILE = path.resolve('prisma/seed/demo-steam/demo_buyer.maFile');
const BUYER_PASSWORD = 'demo-buyer-2026';

test.setTimeout(240_000);

const signIn = (request: APIRequestContext) => signInNewUser(request, '136');

const statusText = (page: Page) => page.getByTestId('order-status-text');

test('a new user buys from a robot shop at the simulated cashier and the order reaches 51 (protected)', async ({ page }) => {
  await signIn(page.request);

  // --- bind the demo buyer's Steam account with its Mafile and password
  await page.goto('/user/steam');
  await page.getByTestId('bind-open').click();
  const bind = page.getByRole('dialog', { name: '绑定 Steam 账号' });
  await bind.getByTestId('bind-mafile').setInputFiles(BUYER_MAFILE);
  await bind.getByLabel('Steam 密码').fill(BUYER_PASSWORD);
  await bind.getByTestId('bind-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: '绑定成功' })).toBeVisible();
  try {
    await buyFromRobotShop(page);
  } finally {
    // the demo buyer's account is shared by every run on this server: free it for a retry
    const accounts = await (await page.request.get('/web/steam/accounts', { headers: XHR })).json();
    for (const account of accounts.data.list) await page.request.delete(`/web/steam/accounts/${account.id}`, { headers: XHR });
  }
});

async function buyFromRobotShop(page: Page) {
  // --- a robot shop's listing of a popular item: Buy, checkout with Alipay
  await page.goto(`/goods?hashName=${encodeURIComponent('AK-47 | Redline (Field-Tested)')}`);
  const robotRow = page.getByTestId('listing-row').filter({ hasText: '机器人发货' }).first();
  await robotRow.getByTestId('listing-buy').click();
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(1);
  // a new user has no balance: Alipay is the payment
  await expect(checkout.getByLabel('余额支付')).toHaveCount(0);
  await checkout.getByTestId('checkout-confirm').click();

  // --- the simulated Alipay cashier: pay, back to the order
  await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  // --- paid, the robot sends and confirms the offer, the demo buyer accepts: 51, protected
  await expect(statusText(page)).toHaveText('交易保护中', { timeout: 150_000 });
  await expect(page.getByTestId('order-offer-sender')).toHaveText(/^7656119\d{10}$/);

  // --- the order in /user/order, the payment in /user/wallet
  await page.goto('/user/order');
  await expect(page.getByTestId('order-row').filter({ hasText: orderNo })).toBeVisible();
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-transaction').filter({ hasText: orderNo }).first()).toBeVisible();
}

test('a seller with an ordinary account sees the sale under 待发货, presses 发货, confirms, and the order completes', async ({ page, browser }) => {
  // --- the seller: a simulated ordinary account, one item listed at its reference price
  const sellerPhone = await signIn(page.request);
  await bindSimulatedAccount(page.request);
  const { listingId, price } = await listOneItem(page.request);

  // --- the buyer, in a browser of their own: their own simulated account, paying at the cashier
  const buyerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  try {
    const buyer = buyerContext.request;
    await signIn(buyer);
    const steamAccountId = await bindSimulatedAccount(buyer);
    const bought = await (
      await buyer.post('/web/order', {
        headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
        data: { listingIds: [listingId], prices: [price], payMethod: 'alipay', steamAccountId },
      })
    ).json();
    expect(bought.code).toBe(0);
    const paid = await buyer.post(bought.data.payUrl, {
      form: { action: 'pay' },
      headers: { Origin: new URL(test.info().project.use.baseURL as string).origin },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  } finally {
    await buyerContext.close();
  }

  // --- the seller: once Alipay's notification has paid the order, 待发货 on the sell tab, 发货, then
  // the simulated Steam app's confirmation
  let orderNo = '';
  await expect
    .poll(
      async () => {
        const sales = await (await page.request.get('/web/order?direction=sell', { headers: XHR })).json();
        orderNo = sales.data?.list?.[0]?.orderNo ?? '';
        return sales.data?.list?.[0]?.statusDes;
      },
      { timeout: 60_000 },
    )
    .toBe('SELLER_DELIVERING');
  await page.goto('/user/order?direction=sell');
  const row = page.getByTestId('order-row').first();
  await expect(row.getByTestId('order-deliver')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(orderNo);
  await row.getByTestId('order-deliver').click();
  // the item leaves the seller's Steam account: a session verified within the window, or the SMS dialog first
  await verifyIfAsked(page, sellerPhone, page.getByTestId('toast').filter({ hasText: '报价已创建' }));
  await expect(row.getByTestId('order-deliver')).toHaveCount(0);
  await page.goto(`/user/orderDetail?orderNo=${orderNo}`);
  await page.getByTestId('order-confirm-offer').click();
  await verifyIfAsked(page, sellerPhone, page.getByTestId('toast').filter({ hasText: '报价已确认并发送给买家' }));
  await expect(statusText(page)).toHaveText('交易保护中', { timeout: 150_000 });
});
