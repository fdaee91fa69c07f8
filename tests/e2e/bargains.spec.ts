import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { rechargeDeposit } from './funding.ts';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';

// Bargaining (还价): a seller lists an item; a buyer with a deposit offers the
// listing's floor from the item page's 还价; the seller sees it under 我的还价 (received), counters;
// the buyer hears of it live, accepts it there, and the order is made: both sides see it accepted,
// with its order and every step.

test.setTimeout(240_000);

type ListedItem = { listingId: string; hashName: string; wear: number | null; paintSeed: number | null };

/** The listed item of the signed-in seller with this listing. */
async function listedItem(request: APIRequestContext, listingId: string): Promise<ListedItem> {
  const listed = await (await request.get('/web/inventory?tab=LISTED&limit=100', { headers: XHR })).json();
  const item = (listed.data.list as (ListedItem & { listingId: string })[]).find((entry) => entry.listingId === listingId)!;
  return { listingId, hashName: item.hashName, wear: item.wear, paintSeed: item.paintSeed };
}

/** The item page's row of a listing (the item may have many listings: the paint seed narrows them, 加载更多 reaches the rest). */
async function listingRow(page: Page, item: ListedItem): Promise<Locator> {
  const params = new URLSearchParams({ hashName: item.hashName });
  if (item.paintSeed !== null) params.set('paintSeed', String(item.paintSeed));
  await page.goto(`/goods?${params}`);
  const row = page.locator(`[data-testid="listing-row"][data-listing-id="${Buffer.from(`Listing:${item.listingId}`).toString('base64')}"]`);
  const rows = page.getByTestId('listing-row');
  await expect(rows.first()).toBeVisible();
  for (let more = 0; more < 20 && (await row.count()) === 0; more += 1) {
    const shown = await rows.count();
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  return row;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const yuan = (cents: number) => (cents / 100).toFixed(2);

test('a buyer offers from the item page, the seller counters under 我的还价, the buyer accepts it and the order is made', async ({ page, browser }) => {
  // --- the seller: one item listed (offers are on by default)
  const sellerPhone = await signInNewUser(page.request, '130');
  await bindSimulatedAccount(page.request);
  // at least ¥1: an item of a few cents leaves no room between the offer's floor and the price for a counter-offer
  const { listingId, price } = await listOneItem(page.request, 100);
  const item = await listedItem(page.request, listingId);

  // --- the buyer, in a browser of their own: an account to receive the item, a deposit that covers the price
  const buyerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const buyer = await buyerContext.newPage();
  try {
    const buyerPhone = await signInNewUser(buyer.request, '130');
    await bindSimulatedAccount(buyer.request);
    await rechargeDeposit(buyer, yuan(Math.max(500, price)));

    // --- 还价 on the listing's row: the floor shown, an offer at it
    const row = await listingRow(buyer, item);
    const floorText = (await row.getByTestId('listing-bargain-floor').textContent()) ?? '';
    const floor = Math.round(Number(/¥([\d.]+)/.exec(floorText)![1]) * 100);
    expect(floor).toBeGreaterThanOrEqual(Math.ceil(price * 0.8));
    expect(floor).toBeLessThan(price);
    await row.getByTestId('listing-bargain').click();
    const form = buyer.getByTestId('bargain-form');
    await form.getByLabel('你的出价（元）').fill(yuan(price));
    await form.getByTestId('bargain-confirm').click();
    await expect(form.getByRole('alert')).toContainText('出价须在');
    await form.getByLabel('你的出价（元）').fill(yuan(floor));
    await form.getByTestId('bargain-confirm').click();
    await verifyIfAsked(buyer, buyerPhone, toast(buyer, '还价已发出'));
    const wallet = (await (await buyer.request.get('/web/wallet', { headers: XHR })).json()).data;
    expect(wallet.held).toBe(floor);

    // --- the seller: the offer under 我的还价 (received), countered between the offer and the price
    await page.goto('/user/bargain?role=seller');
    const received = page.getByTestId('bargain-row').first();
    await expect(received.getByTestId('bargain-status')).toHaveText('等待卖家回复');
    await expect(received.getByTestId('bargain-offer')).toContainText(`¥${yuan(floor)}`);
    const counter = floor + Math.max(1, Math.floor((price - floor) / 2));
    await received.getByTestId('bargain-counter').click();
    const counterForm = page.getByTestId('bargain-counter-form');
    await counterForm.getByLabel('反还价（元）').fill(yuan(counter));
    await counterForm.getByTestId('bargain-counter-confirm').click();
    await verifyIfAsked(page, sellerPhone, toast(page, '反还价已发出'));
    await expect(received.getByTestId('bargain-status')).toHaveText('等待买家回复');

    // --- the buyer hears of it live, and accepts it under 我的还价 (paying the difference)
    await expect(toast(buyer, '卖家反还价')).toBeVisible();
    await buyer.goto('/user/bargain');
    const made = buyer.getByTestId('bargain-row').first();
    await expect(made.getByTestId('bargain-counter-price')).toHaveText(`¥${yuan(counter)}`);
    await made.getByTestId('bargain-accept').click();
    await buyer.getByTestId('bargain-confirm-answer').click();
    await verifyIfAsked(buyer, buyerPhone, toast(buyer, '已成交'));
    await expect(made.getByTestId('bargain-status')).toHaveText('已成交');
    const orderNo = ((await made.getByTestId('bargain-order').textContent()) ?? '').replace(/^订单 /, '');
    expect(orderNo).toMatch(/^\d{18,}$/);

    // --- every step, on both sides; the seller's row follows live
    await made.getByTestId('bargain-history-toggle').click();
    const history = buyer.locator(`#bargain-history-${await made.getAttribute('data-bargain-no')}`);
    await expect(history.getByTestId('bargain-step')).toHaveCount(3);
    await expect(history.getByTestId('bargain-step').nth(2)).toContainText('买家（你） 接受');
    await expect(received.getByTestId('bargain-status')).toHaveText('已成交');
    await expect(received.getByTestId('bargain-order')).toHaveText(`订单 ${orderNo}`);
    const after = (await (await buyer.request.get('/web/wallet', { headers: XHR })).json()).data;
    expect(after.held).toBe(0);
  } finally {
    await buyerContext.close();
  }
});
