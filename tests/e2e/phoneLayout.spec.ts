import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ROUTE_MODULES } from '../../web/routes/routeTable.ts';
import { rechargeDeposit } from './funding.ts';
import { bindSimulatedAccount, listOneItem } from './sellers.ts';
import { signInNewUser, verifySession, XHR } from './signIn.ts';

// The user area on a phone (390×844): a user with something on every page (orders, wallet rows,
// buy orders, price offers, an inventory, listings) opens each route of the web client's route
// table, and no page is wider than the screen: the page does not scroll sideways, and nothing of
// the page's content reaches past its edges (a table may scroll inside its own box). The rows of
// 我的求购 and 我的还价 keep the item's name, its number and its amounts apart, on the phone and
// on a desktop screen.

test.setTimeout(300_000);
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;
const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Every page of the user area in the client's route table (web/routes/routeTable.ts), its order detail with an order of the user's. */
function userAreaPaths(orderNo: string): string[] {
  const paths = ROUTE_MODULES.map(({ route }) => route).filter((route) => route.startsWith('/user/'));
  // at least these pages (the route table has more: buy orders, price offers)
  expect(paths).toEqual(
    expect.arrayContaining([
      '/user/setting',
      '/user/wallet',
      '/user/order',
      '/user/steam',
      '/user/inventory',
      '/user/sell',
      '/user/openapi',
      '/user/orderDetail',
      '/user/messageCenter',
    ]),
  );
  return paths.map((path) => (path === '/user/orderDetail' ? `${path}?orderNo=${orderNo}` : path));
}

/** The elements of the page's main content that reach past the screen's edges, outside any box that scrolls sideways. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== main.parentElement; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 0.5 || box.left < -0.5) && !clipped(element)) {
        const name = `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}`;
        found.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return found.slice(0, 10);
  }, PHONE_WIDTH);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of a row's parts, which must not overlap one another. */
async function expectApart(parts: Record<string, Locator>) {
  const boxes: [string, Box][] = [];
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    boxes.push([name, box!]);
  }
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      expect(intersects(boxes[i][1], boxes[j][1]), `${boxes[i][0]} ${JSON.stringify(boxes[i][1])} overlaps ${boxes[j][0]} ${JSON.stringify(boxes[j][1])}`).toBe(
        false,
      );
    }
  }
}

async function expectRowsApart(page: Page) {
  await page.goto('/user/buyOrder');
  const buyOrder = page.getByTestId('buy-order-row').first();
  await expect(buyOrder).toBeVisible();
  await expectApart({
    name: buyOrder.getByTestId('buy-order-name'),
    number: buyOrder.getByTestId('buy-order-no'),
    price: buyOrder.getByTestId('buy-order-price'),
    held: buyOrder.getByTestId('buy-order-held'),
    terms: buyOrder.getByTestId('buy-order-terms'),
  });
  await page.goto('/user/bargain');
  const bargain = page.getByTestId('bargain-row').first();
  await expect(bargain).toBeVisible();
  await expectApart({
    name: bargain.getByTestId('bargain-name'),
    number: bargain.getByTestId('bargain-no'),
    price: bargain.getByTestId('bargain-list-price'),
    offer: bargain.getByTestId('bargain-offer'),
  });
}

/** A seller in a browser context of their own, with two items listed at ¥1 or more; answers the listings. */
async function otherSeller(request: APIRequestContext) {
  await signInNewUser(request, '133');
  await bindSimulatedAccount(request);
  const first = await listOneItem(request, 100);
  const second = await listOneItem(request, 100);
  return [first, second];
}

test('every page of the user area fits a phone screen, and the buy order and offer rows keep their parts apart', async ({ page, browser }) => {
  // --- another seller's listings: one to buy, one to make an offer on
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const [bought, offered] = await otherSeller(sellerContext.request);
  await sellerContext.close();

  // --- the user: an account with an inventory, one item listed, a deposit, an order, a buy order and an offer
  const phone = await signInNewUser(page.request, '134');
  const steamAccountId = await bindSimulatedAccount(page.request);
  const own = await listOneItem(page.request);
  const ownItem = (
    (await (await page.request.get('/web/inventory?tab=LISTED&limit=100', { headers: XHR })).json()).data.list as {
      listingId: string;
      hashName: string;
    }[]
  ).find((item) => item.listingId === own.listingId)!;
  const terms = (await (await page.request.get(`/web/goods/bargainTerms?listingId=${encodeURIComponent(offered.listingId)}`, { headers: XHR })).json()).data;
  expect(terms.allowed).toBe(true);
  const bid = Math.max(1, Math.ceil(own.price * 0.6));
  await rechargeDeposit(page, yuan(Math.max(500, bought.price + terms.floor + bid)));
  await verifySession(page.request, phone);
  const order = await (
    await page.request.post('/web/order', {
      headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
      data: { listingIds: [bought.listingId], prices: [bought.price], payMethod: 'balance', steamAccountId },
    })
  ).json();
  expect(order.code).toBe(0);
  const orderNo = order.data.orders[0].orderNo as string;
  const offer = await (
    await page.request.post('/web/bargain', {
      headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
      data: { listingId: offered.listingId, price: terms.floor, steamAccountId },
    })
  ).json();
  expect(offer.code).toBe(0);
  const buyOrder = await (
    await page.request.post('/web/buyOrder', {
      headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
      data: { hashName: ownItem.hashName, price: bid, quantity: 1, steamAccountId },
    })
  ).json();
  expect(buyOrder.code).toBe(0);

  // --- every route of the user area, on the phone
  for (const path of userAreaPaths(orderNo)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('main').getByRole('progressbar'), path).toHaveCount(0);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE_WIDTH);
    expect.soft(await overflowingElements(page), path).toEqual([]);
  }
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-transaction').first()).toBeVisible();
  expect.soft(await overflowingElements(page), 'the wallet with its transactions').toEqual([]);

  // --- the rows keep name, number and amounts apart: on the phone, then on a desktop screen
  await expectRowsApart(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectRowsApart(page);
});
