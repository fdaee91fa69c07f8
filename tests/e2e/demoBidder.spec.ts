import { expect, test } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { OUTBOX, signInNewUser, XHR } from './signIn.ts';

// The README's step 4 (Bid) as written: the demo bidder 13600000000 (prisma/seed/demoBidder.ts) signs
// in and places a buy order from an item page's 求购 section at once, from its recharged deposit; and a
// new account of the demo signs the recharge contract with the valid demo credit code its wallet offers.
const DEMO_BIDDER = '13600000000';
const ITEM = 'AK-47 | Redline (Field-Tested)';

test.setTimeout(180_000);

test('the demo bidder places a buy order from the item page at once, and cancels it', async ({ page }) => {
  const sent = await page.request.post('/web/sms', { data: { phone: DEMO_BIDDER }, headers: XHR });
  expect((await sent.json()).code).toBe(0);
  let code: string | undefined;
  await expect.poll(async () => (code = await readLatestCodeFromOutboxFile(OUTBOX, DEMO_BIDDER, 'login')) !== undefined).toBe(true);
  const login = await page.request.post('/web/login', { data: { phone: DEMO_BIDDER, code, agree: true, keepLogin: true }, headers: XHR });
  expect((await login.json()).code).toBe(0);

  await page.goto(`/goods?${new URLSearchParams({ hashName: ITEM })}`);
  const section = page.getByTestId('goods-buy-orders');
  await section.getByTestId('place-buy-order').click();
  const form = page.getByTestId('buy-order-form');
  await form.getByLabel('求购单价（元）').fill('1.00');
  await form.getByLabel('求购数量').fill('2');
  await form.getByTestId('buy-order-confirm').click();
  // signing in counts as the verification the hold needs: no SMS dialog, the buy order is in the book
  await expect(section.getByTestId('buy-order-entry').filter({ hasText: '¥1.00' }).first()).toBeVisible();
  const wallet = (await (await page.request.get('/web/wallet', { headers: XHR })).json()).data;
  expect(wallet.held).toBeGreaterThanOrEqual(200);

  await page.goto('/user/buyOrder');
  const row = page.getByTestId('buy-order-row').first();
  await expect(row.getByTestId('buy-order-status')).toHaveText('求购中');
  await row.getByTestId('buy-order-cancel').click();
  await page.getByTestId('buy-order-cancel-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: '求购已取消' })).toBeVisible();
});

test('a new account fills in the demo credit code its wallet offers and signs the recharge contract', async ({ page }) => {
  await signInNewUser(page.request, '135');
  await page.goto('/user/wallet');
  const form = page.getByTestId('recharge-contract-form');
  await expect(form.getByTestId('recharge-demo-code')).toContainText(/91310000[0-9]{8}[0-9X][0-9A-HJ-NPQRTUWXY]/);
  await form.getByLabel('企业名称').fill('演示贸易有限公司');
  await form.getByRole('button', { name: '填入演示代码' }).click();
  await form.getByRole('button', { name: '前往签约' }).click();
  await page.getByRole('button', { name: '同意协议并签约' }).click();
  await expect(page).toHaveURL(/\/user\/wallet/);
  await expect
    .poll(async () => (await (await page.request.get('/web/recharge/contract', { headers: XHR })).json()).data.contract.status, { timeout: 60_000 })
    .toBe('SIGNED');
});
