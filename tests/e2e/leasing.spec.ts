// Renting (租赁) as its two users meet it: a lender offers an item for rent from /user/inventory
// (出租); a renter finds it on the item page's 租赁 tab, rents it for 20 days with Alipay; the lender
// delivers it (发货 on 我租出的); the renter returns it from day 8 (归还); once the return's protection
// ends the lease completes, and each sees the money: the lender the rent of the days used, the renter
// the deposit and the unused rent. The server's lease day is E2E_LEASE_DAY_SECONDS (playwright.config.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_LEASE_DAY_SECONDS } from '../../playwright.config.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';

test.setTimeout(300_000);

const DAYS = 20;
const LEASE_DAY_MS = E2E_LEASE_DAY_SECONDS * 1000;

/** A new simulated Steam account bound to the signed-in user, its inventory read. */
async function bindSimulatedAccount(request: APIRequestContext): Promise<void> {
  const created = await (await request.post('/web/steam/simulated-account', { headers: XHR, data: {} })).json();
  expect(created.code).toBe(0);
  const bound = await (
    await request.post('/web/steam/accounts', { headers: XHR, data: { mafile: created.data.mafile, password: created.data.password } })
  ).json();
  expect(bound.code).toBe(0);
  await expect
    .poll(async () => (await (await request.get('/web/inventory/refresh', { headers: XHR })).json()).data?.status, { timeout: 60_000 })
    .toBe('SUCCEEDED');
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const yuan = (cents: number) => (cents / 100).toFixed(2);
/** "¥1,100.77" -> 110077 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function wallet(request: APIRequestContext): Promise<{ deposit: number; withdrawable: number; frozen: number; held: number }> {
  return (await (await request.get('/web/wallet', { headers: XHR })).json()).data;
}

/** The lease's status as its page shows it, reloading until it reads `status`. */
async function waitForStatus(page: Page, status: string, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByTestId('lease-status-text').textContent({ timeout: 10_000 }))?.trim();
      },
      { timeout, intervals: [2_000] },
    )
    .toBe(status);
}

test('a lender offers an item for rent, a renter rents it from the item page, it is delivered and returned, and both see the money', async ({
  page,
  browser,
}) => {
  // --- the lender: an item of the inventory offered for rent with a tenth of its reference price... as a day's rent at most
  const lenderPhone = await signInNewUser(page.request, '135');
  await bindSimulatedAccount(page.request);
  await page.goto('/user/inventory?tab=unlisted&view=quantity');
  const cards = page.locator('[data-testid="inventory-item"][data-selectable="true"]');
  await expect(cards.first()).toBeVisible();
  // an item worth at least ¥1, so that its rent is whole cents
  let card = cards.first();
  let reference = 0;
  for (const candidate of await cards.all()) {
    const price = cents((await candidate.getByTestId('price').first().textContent()) ?? '0');
    if (price >= 100) {
      card = candidate;
      reference = price;
      break;
    }
  }
  expect(reference).toBeGreaterThanOrEqual(100);
  const hashName = (await card.getAttribute('data-hash-name'))!;
  await card.getByTestId('select-item').check();
  await page.getByTestId('offer-for-rent-button').click();
  const offer = page.getByRole('dialog');
  const dailyRent = Math.max(1, Math.floor(reference / 50));
  await offer.getByLabel('日租金（元/天）').fill(yuan(dailyRent));
  await offer.getByLabel('最长租期（天）').fill(String(DAYS));
  // a deposit under the least is refused before anything is sent, naming the least
  await offer.getByLabel('押金（元）').fill(yuan(reference));
  await offer.getByTestId('offer-for-rent-confirm').click();
  await expect(offer.getByText(/押金不能低于 ¥/)).toBeVisible();
  await offer.getByTestId('lease-min-deposit').click();
  const deposit = cents(await offer.getByLabel('押金（元）').inputValue());
  expect(deposit).toBe(Math.max(Math.ceil((reference * 140) / 100), dailyRent * DAYS));
  await offer.getByTestId('offer-for-rent-confirm').click();
  await verifyIfAsked(page, lenderPhone, toast(page, '已出租 1 件饰品'));

  // --- the renter, in a browser of their own: the item page's 租赁 tab, 租用 for 20 days with Alipay
  const renterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const renter = await renterContext.newPage();
  try {
    const renterPhone = await signInNewUser(renter.request, '135');
    await bindSimulatedAccount(renter.request);
    await renter.goto(`/goods?${new URLSearchParams({ hashName, tab: 'lease' })}`);
    // the lender's listing (a robot shop of the demo may offer the same item)
    const row = renter.getByTestId('lease-listing-row').filter({ has: renter.getByTestId('lease-deposit').getByText(yuan(deposit)) });
    await expect(row).toHaveCount(1);
    await row.getByTestId('lease-rent').click();
    const form = renter.getByTestId('rent-form');
    await form.getByLabel('租期（天）').fill(String(DAYS));
    const rent = dailyRent * DAYS;
    await expect(form.getByTestId('rent-total')).toContainText(yuan(rent + deposit));
    await form.getByRole('radio', { name: '支付宝' }).check();
    await form.getByTestId('rent-confirm').click();
    await verifyIfAsked(renter, renterPhone, renter.getByRole('button', { name: '确认付款' }));
    await renter.getByRole('button', { name: '确认付款' }).click();
    await expect(renter).toHaveURL(/\/user\/lease\?leaseNo=/, { timeout: 30_000 });
    const leaseNo = new URL(renter.url()).searchParams.get('leaseNo')!;
    await waitForStatus(renter, '待发货', 60_000);

    // --- the lender: 发货 on 我租出的; the renter's simulated account accepts the offer
    await page.goto('/user/lease?role=lender');
    const lent = page.getByTestId('lease-row').filter({ hasText: leaseNo });
    await lent.getByTestId('lease-deliver').click();
    await verifyIfAsked(page, lenderPhone, toast(page, '报价已发出'));
    await waitForStatus(renter, '租赁中', 90_000);
    // the item is in the renter's inventory, once it is read again, as 租入
    await renter.goto('/user/inventory?view=quantity');
    await renter.getByRole('button', { name: '刷新库存' }).click();
    await expect(renter.getByText(/^租入/).first()).toBeVisible({ timeout: 60_000 });

    // --- day 8: the renter returns it; the return's protection runs out and the lease completes
    // 归还 appears by itself on day 8, without a reload
    await renter.goto(`/user/lease?leaseNo=${leaseNo}`);
    await expect(renter.getByTestId('lease-status-text')).toHaveText('租赁中');
    await expect(renter.getByTestId('lease-return')).toBeVisible({ timeout: 8 * LEASE_DAY_MS + 30_000 });
    await renter.getByTestId('lease-return').click();
    await renter.getByTestId('lease-return-confirm').click();
    await verifyIfAsked(renter, renterPhone, renter.getByTestId('lease-status-text'));
    await waitForStatus(renter, '归还保护期', 90_000);
    await waitForStatus(renter, '已完成', 7 * LEASE_DAY_MS + 90_000);

    // --- the money: the renter's deposit and unused rent back in the balance, the lender's rent of the days used
    const amounts = renter.getByTestId('lease-amounts');
    const refund = cents((await amounts.getByTestId('lease-renter-refund').textContent())!);
    expect(refund).toBeGreaterThanOrEqual(deposit);
    expect(refund).toBeLessThan(deposit + rent);
    expect((await wallet(renter.request)).held).toBe(0);
    expect((await wallet(renter.request)).deposit).toBe(refund);
    await renter.goto('/user/wallet');
    await expect(renter.getByTestId('wallet-transaction').getByRole('link', { name: leaseNo }).first()).toBeVisible();

    const paid = rent + deposit - refund;
    await expect.poll(async () => (await wallet(page.request)).withdrawable, { timeout: 30_000 }).toBeGreaterThan(0);
    const lenderMoney = await wallet(page.request);
    // the rent of the days used less the fee: more than nothing, at most what the renter paid
    expect(lenderMoney.withdrawable).toBeLessThanOrEqual(paid);
    await page.goto(`/user/lease?leaseNo=${leaseNo}`);
    await expect(page.getByTestId('lease-status-text')).toHaveText('已完成');
    await page.goto('/user/wallet');
    await expect(page.getByTestId('wallet-transaction').filter({ hasText: leaseNo }).first()).toContainText(yuan(lenderMoney.withdrawable));
  } finally {
    await renterContext.close();
  }
});
