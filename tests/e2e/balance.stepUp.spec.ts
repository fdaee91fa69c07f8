import { expect, type Request, test } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { E2E_STEP_UP_WINDOW_SECONDS } from '../../playwright.config.ts';
import { rechargeDeposit } from './funding.ts';
import { bindSimulatedAccount } from './sellers.ts';
import { OUTBOX, signInNewUser, XHR } from './signIn.ts';

// Paying from the balance through the step-up dialog, in the browser against the real server: a buyer
// with a deposit whose login is older than STEP_UP_WINDOW_SECONDS buys a listing with 余额支付 in the
// checkout; the purchase is refused for want of a fresh verification, the SMS dialog opens, the code
// is typed, and the very same request, sent again, buys: one order, paid, and the deposit lowered by
// the price. The file's name ends in stepUp.spec.ts, so playwright.config.ts runs it in the
// chromium-step-up project, which starts first: its wait for the window overlaps the other specs.
const ITEM = 'Sealed Graffiti | Recoil AK-47 (Dust Brown)';
const DEPOSIT_CENTS = 500;

test.setTimeout(90_000 + E2E_STEP_UP_WINDOW_SECONDS * 1000);

/** "¥4.97" -> 497. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const yuan = (amount: number) => `¥${(amount / 100).toFixed(2)}`;

test('an aged session pays a listing from the balance through the SMS dialog, and the very same purchase goes through', async ({ page }) => {
  const phone = await signInNewUser(page.request, '151');
  // the login is the session's verification: it counts until this moment at the latest
  const verifiedUntil = Date.now() + E2E_STEP_UP_WINDOW_SECONDS * 1000;
  await bindSimulatedAccount(page.request);
  await rechargeDeposit(page, (DEPOSIT_CENTS / 100).toFixed(2));

  // the session ages past the window (the setup above took part of it)
  await page.waitForTimeout(Math.max(0, verifiedUntil - Date.now()) + 1_000);

  // --- the item page: Buy the cheapest listing; the balance covers it and is the payment chosen
  await page.goto(`/goods?${new URLSearchParams({ hashName: ITEM })}`);
  await page.getByTestId('listing-row').first().getByTestId('listing-buy').click();
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(1);
  await expect(checkout.getByLabel('余额支付')).toBeChecked();
  await expect(checkout.getByText(`可用余额 ${yuan(DEPOSIT_CENTS)}`)).toBeVisible();
  const price = cents((await checkout.getByTestId('checkout-total').textContent())!);
  expect(price).toBeGreaterThan(0);

  const purchases: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"useCreateOrderMutation"')) purchases.push(request);
  });
  await checkout.getByTestId('checkout-confirm').click();

  // --- refused for want of the step-up: the SMS dialog, a code to the buyer's own phone
  const stepUp = page.getByRole('dialog', { name: '短信验证' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole('button', { name: '获取验证码' }).click();
  await expect(stepUp.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(-4)}，请输入验证码完成验证。`)).toBeVisible();
  const code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'verify');
  expect(code).toMatch(/^\d{6}$/);
  await stepUp.getByLabel('验证码').fill(code!);
  await stepUp.getByRole('button', { name: '验证并继续' }).click();

  // --- the same request again buys: the order page, paid
  await expect(stepUp).toBeHidden();
  await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  expect(purchases).toHaveLength(2);
  expect(purchases[1].postData()).toBe(purchases[0].postData());
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('order-step').filter({ hasText: '付款' })).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('order-status-text')).not.toHaveText(/等待付款|交易失败|取消/);
  // one order, not two
  const bought = await (await page.request.get('/web/order?direction=buy', { headers: XHR })).json();
  expect(bought.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([orderNo]);

  // --- the wallet: the deposit lowered by the price, the purchase among the transactions
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-deposit')).toContainText(yuan(DEPOSIT_CENTS - price));
  const spent = page.getByTestId('wallet-transaction').filter({ hasText: orderNo });
  await expect(spent).toHaveCount(1);
  await expect(spent).toContainText('购买饰品（余额支付）');
  // written with a minus sign (U+2212)
  await expect(spent).toContainText(`\u2212${yuan(price)}`);
});
