import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../components/Spinner.tsx';
import { AppRoot, appRootLoader } from '../layout/AppRoot.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { UserLayout } from '../layout/UserLayout.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { PAGE_ROUTES, type PageArea, type PageModulePath } from './routeTable.ts';

type PageModule = { Component: React.ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };

/**
 * The page module of each route of the table (routeTable.ts), a chunk of its own, fetched when the
 * route is first entered: the first load carries the shell (layouts, header, session) and the page
 * in view only. The page's loader runs once its code is in, and loads the page's query before it
 * renders.
 */
const PAGES = {
  'pages/home/HomePage.tsx': async (environment) => {
    const { HomePage, homeLoader } = await import('../pages/home/HomePage.tsx');
    return { Component: HomePage, loader: homeLoader(environment) };
  },
  'pages/market/MarketPage.tsx': async (environment) => {
    const { MarketPage, marketLoader } = await import('../pages/market/MarketPage.tsx');
    return { Component: MarketPage, loader: marketLoader(environment) };
  },
  'pages/goods/GoodsPage.tsx': async (environment) => {
    const { GoodsPage, goodsLoader, goodsShouldRevalidate } = await import('../pages/goods/GoodsPage.tsx');
    return { Component: GoodsPage, loader: goodsLoader(environment), shouldRevalidate: goodsShouldRevalidate };
  },
  'pages/sellhot/SellHotPage.tsx': async (environment) => {
    const { SellHotPage, sellHotLoader } = await import('../pages/sellhot/SellHotPage.tsx');
    return { Component: SellHotPage, loader: sellHotLoader(environment) };
  },
  'pages/information/InformationPage.tsx': async (environment) => {
    const { InformationPage, informationLoader } = await import('../pages/information/InformationPage.tsx');
    return { Component: InformationPage, loader: informationLoader(environment) };
  },
  'pages/notice/NoticePage.tsx': async (environment) => {
    const { NoticePage, noticeLoader } = await import('../pages/notice/NoticePage.tsx');
    return { Component: NoticePage, loader: noticeLoader(environment) };
  },
  'pages/help/HelpPage.tsx': async (environment) => {
    const { HelpPage, helpLoader } = await import('../pages/help/HelpPage.tsx');
    return { Component: HelpPage, loader: helpLoader(environment) };
  },
  'pages/news/NewsPage.tsx': async (environment) => {
    const { NewsPage, newsLoader } = await import('../pages/news/NewsPage.tsx');
    return { Component: NewsPage, loader: newsLoader(environment) };
  },
  'pages/news/NewsArticlePage.tsx': async (environment) => {
    const { NewsArticlePage, newsArticleLoader } = await import('../pages/news/NewsArticlePage.tsx');
    return { Component: NewsArticlePage, loader: newsArticleLoader(environment) };
  },
  'pages/agreement/AgreementPage.tsx': async (environment) => {
    const { AgreementPage, agreementLoader } = await import('../pages/agreement/AgreementPage.tsx');
    return { Component: AgreementPage, loader: agreementLoader(environment) };
  },
  'pages/download/DownloadAppPage.tsx': async () => ({ Component: (await import('../pages/download/DownloadAppPage.tsx')).DownloadAppPage }),
  'pages/openplat/OpenPlatPage.tsx': async () => ({ Component: (await import('../pages/openplat/OpenPlatPage.tsx')).OpenPlatPage }),
  'pages/multiplatform/MultiPlatformPage.tsx': async () => ({ Component: (await import('../pages/multiplatform/MultiPlatformPage.tsx')).MultiPlatformPage }),
  'pages/serverError/ServerErrorPage.tsx': async () => ({ Component: (await import('../pages/serverError/ServerErrorPage.tsx')).ServerErrorPage }),
  'pages/user/setting/SettingPage.tsx': async (environment) => {
    const { SettingPage, settingLoader } = await import('../pages/user/setting/SettingPage.tsx');
    return { Component: SettingPage, loader: settingLoader(environment) };
  },
  'pages/user/messageCenter/MessageCenterPage.tsx': async (environment) => {
    const { MessageCenterPage, messageCenterLoader } = await import('../pages/user/messageCenter/MessageCenterPage.tsx');
    return { Component: MessageCenterPage, loader: messageCenterLoader(environment) };
  },
  'pages/user/steam/SteamPage.tsx': async (environment) => {
    const { SteamPage, steamLoader } = await import('../pages/user/steam/SteamPage.tsx');
    return { Component: SteamPage, loader: steamLoader(environment) };
  },
  'pages/user/inventory/InventoryPage.tsx': async (environment) => {
    const { InventoryPage, inventoryLoader } = await import('../pages/user/inventory/InventoryPage.tsx');
    return { Component: InventoryPage, loader: inventoryLoader(environment) };
  },
  'pages/user/sell/SellPage.tsx': async (environment) => {
    const { SellPage, sellLoader } = await import('../pages/user/sell/SellPage.tsx');
    return { Component: SellPage, loader: sellLoader(environment) };
  },
  'pages/user/wallet/WalletPage.tsx': async (environment) => {
    const { WalletPage, walletLoader } = await import('../pages/user/wallet/WalletPage.tsx');
    return { Component: WalletPage, loader: walletLoader(environment) };
  },
  'pages/user/order/OrderPage.tsx': async (environment) => {
    const { OrderPage, orderLoader } = await import('../pages/user/order/OrderPage.tsx');
    return { Component: OrderPage, loader: orderLoader(environment) };
  },
  'pages/user/buyOrder/BuyOrderPage.tsx': async (environment) => {
    const { BuyOrderPage, buyOrderLoader } = await import('../pages/user/buyOrder/BuyOrderPage.tsx');
    return { Component: BuyOrderPage, loader: buyOrderLoader(environment) };
  },
  'pages/user/bargain/BargainPage.tsx': async (environment) => {
    const { BargainPage, bargainLoader } = await import('../pages/user/bargain/BargainPage.tsx');
    return { Component: BargainPage, loader: bargainLoader(environment) };
  },
  'pages/user/lease/LeasePage.tsx': async (environment) => {
    const { LeasePage, leaseLoader } = await import('../pages/user/lease/LeasePage.tsx');
    return { Component: LeasePage, loader: leaseLoader(environment) };
  },
  'pages/user/openapi/OpenApiPage.tsx': async (environment) => {
    const { OpenApiPage, openApiLoader } = await import('../pages/user/openapi/OpenApiPage.tsx');
    return { Component: OpenApiPage, loader: openApiLoader(environment) };
  },
  'pages/user/orderDetail/OrderDetailPage.tsx': async (environment) => {
    const { OrderDetailPage, orderDetailLoader } = await import('../pages/user/orderDetail/OrderDetailPage.tsx');
    return { Component: OrderDetailPage, loader: orderDetailLoader(environment) };
  },
  'pages/sans/SansPage.tsx': async (environment) => {
    const { SansPage, sansLoader } = await import('../pages/sans/SansPage.tsx');
    return { Component: SansPage, loader: sansLoader(environment) };
  },
  'pages/downloadh5/DownloadH5Page.tsx': async () => ({ Component: (await import('../pages/downloadh5/DownloadH5Page.tsx')).DownloadH5Page }),
  'pages/notFound/NotFoundPage.tsx': async () => ({ Component: (await import('../pages/notFound/NotFoundPage.tsx')).NotFoundPage }),
} satisfies Record<PageModulePath, (environment: IEnvironment) => Promise<PageModule>>;

/** The routes of the table's pages of one area. */
function pageRoutes(area: PageArea, environment: IEnvironment): RouteObject[] {
  return PAGE_ROUTES.filter((route) => route.area === area).map(({ path, module }): RouteObject => {
    const lazy = () => PAGES[module](environment);
    return path === '' ? { index: true, lazy } : { path, lazy };
  });
}

/**
 * The site's routes. The root loads the session (the app starts after the first user load) and
 * the exchange rate. Main layout: the public pages. User area (own layout, behind login). Outside
 * both layouts: /sans, /downloadh5.html and the 404 catch-all (an unknown /user/* path included,
 * so it never meets the user area's login guard; the 404 page draws the site's header and footer
 * itself).
 */
export function createRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppRoot />,
      loader: appRootLoader(environment),
      shouldRevalidate: () => false,
      HydrateFallback: PageSpinner,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <MainLayout />,
          children: [{ errorElement: <RouteErrorPage />, children: pageRoutes('main', environment) }],
        },
        {
          path: 'user',
          element: <UserLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                // /user alone is not a page: the user area opens on its settings
                { index: true, loader: () => redirect('/user/setting') },
                ...pageRoutes('user', environment),
              ],
            },
          ],
        },
        ...pageRoutes('outside', environment).map((route) => ({ ...route, errorElement: <RouteErrorPage /> })),
      ],
    },
  ];
}
