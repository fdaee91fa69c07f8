import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../web/i18n/en.ts';
import { zh } from '../../web/i18n/zh.ts';
import { ROUTE_MODULES } from '../../web/routes/routeTable.ts';
import { signInNewUser } from './signIn.ts';

// Every route of the site (lib/siteRoutes.ts), in Chinese and in English, as a new visitor and as a new user: each
// answers its own page (title and main heading), never the 404 page.

type Texts = typeof zh;
const LANGUAGES = { zh: { texts: zh, header: 'zh-CN' }, en: { texts: en as Texts, header: 'en' } } as const;
type Language = keyof typeof LANGUAGES;

type Envelope<T> = { code: number; data: T };
async function rest<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': LANGUAGES[language].header } });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, path).toBe(0);
  return body.data;
}

/** The routes with the title each shows; the dynamic ones read theirs from the API. */
async function publicRoutes(request: APIRequestContext, language: Language, texts: Texts): Promise<{ path: string; title: string }[]> {
  const help = await rest<{ serial: number; title: string }>(request, '/web/help/101', language);
  const news = await rest<{ list: { slug: string; title: string }[] }>(request, '/web/article?kind=news&limit=1', language);
  const agreement = await rest<{ title: string }>(request, '/web/article/service', language);
  const item = (await rest<{ list: { hashName: string; itemName: string }[] }>(request, '/web/market?limit=1', language)).list[0];
  return [
    { path: '/', title: '' },
    { path: '/help', title: texts.page.help.title },
    { path: `/help/${help.serial}`, title: help.title },
    { path: '/download/app', title: texts.page.downloadApp.title },
    { path: '/notice', title: texts.page.notice.title },
    { path: '/market', title: texts.page.market.title },
    { path: '/information', title: texts.page.information.title },
    { path: '/sellhot', title: texts.page.sellHot.title },
    { path: '/news', title: texts.page.news.title },
    { path: `/news/${news.list[0].slug}`, title: news.list[0].title },
    { path: '/openplat', title: texts.page.openplat.title },
    { path: '/multiplatform', title: texts.page.multiplatform.title },
    { path: `/goods?${new URLSearchParams({ hashName: item.hashName })}`, title: item.itemName },
    { path: '/serverError', title: texts.page.serverError.title },
    { path: '/agreement/service', title: agreement.title },
    { path: `/sans?${new URLSearchParams({ url: 'https://steamcommunity.com/market/' })}`, title: texts.page.sans.title },
    { path: '/downloadh5.html', title: texts.page.downloadH5.title },
  ];
}

const USER_ROUTES = (texts: Texts) => [
  { path: '/user/setting', title: texts.page.setting.title },
  { path: '/user/wallet', title: texts.page.wallet.title },
  { path: '/user/order', title: texts.page.order.title },
  { path: '/user/buyOrder', title: texts.page.buyOrder.title },
  { path: '/user/bargain', title: texts.page.bargain.title },
  { path: '/user/lease', title: texts.page.leases.title },
  { path: '/user/lease?leaseNo=L000000000000000000', title: texts.page.leases.detail.title },
  { path: '/user/steam', title: texts.page.steam.title },
  { path: '/user/inventory', title: texts.page.inventory.title },
  { path: '/user/sell', title: texts.page.sell.title },
  { path: '/user/orderDetail?orderNo=000000000000000000', title: texts.page.orderDetail.title },
  { path: '/user/messageCenter', title: texts.page.messageCenter.title },
  { path: '/user/openapi', title: texts.page.openapi.title },
];

async function expectPage(page: Page, path: string, title: string, texts: Texts) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const siteName = texts.common.siteName;
  await expect(page, path).toHaveTitle(title ? `${title} - ${siteName}` : siteName);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.page.notFound.title }), path).toHaveCount(0);
}

for (const language of ['zh', 'en'] as const) {
  const { texts } = LANGUAGES[language];

  test.describe(`every route in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
    });

    test('the public pages and the pages outside the layout', async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path, title } of await publicRoutes(page.request, language, texts)) await expectPage(page, path, title, texts);
    });

    test('the user area list names every user-area route of the client', () => {
      // a route listed twice (a list and one of its entries, as /user/lease and ?leaseNo=) counts once
      const listed = [...new Set(USER_ROUTES(texts).map(({ path }) => path.replace(/\?.*$/, '')))];
      expect(listed.sort()).toEqual(
        ROUTE_MODULES.map(({ route }) => route)
          .filter((route) => route.startsWith('/user/'))
          .sort(),
      );
    });

    test('the user area, signed in', async ({ page }) => {
      await signInNewUser(page.request, language === 'zh' ? '131' : '132');
      for (const { path, title } of USER_ROUTES(texts)) await expectPage(page, path, title, texts);
    });

    test('an unknown path answers HTTP 404 with the 404 page', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: texts.page.notFound.title })).toBeVisible();
      await expect(page).toHaveTitle(`${texts.page.notFound.title} - ${texts.common.siteName}`);
    });
  });
}
