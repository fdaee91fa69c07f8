import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../components/Spinner.tsx';
import { AppRoot, appRootLoader } from '../layout/AppRoot.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { UserLayout } from '../layout/UserLayout.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';

type PageModule = { Component: React.ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };

/**
 * A route whose page is its own chunk, fetched when the route is first entered: the first load
 * carries the shell (layouts, header, session) and the page in view only. The page's loader runs
 * once its code is in, and loads the page's query before it renders.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: load };
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
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                {
                  index: true,
                  ...page(async () => {
                    const { HomePage, homeLoader } = await import('../pages/home/HomePage.tsx');
                    return { Component: HomePage, loader: homeLoader(environment) };
                  }),
                },
                {
                  path: 'market',
                  ...page(async () => {
                    const { MarketPage, marketLoader } = await import('../pages/market/MarketPage.tsx');
                    return { Component: MarketPage, loader: marketLoader(environment) };
                  }),
                },
                {
                  path: 'goods',
                  ...page(async () => {
                    const { GoodsPage, goodsLoader, goodsShouldRevalidate } = await import('../pages/goods/GoodsPage.tsx');
                    return { Component: GoodsPage, loader: goodsLoader(environment), shouldRevalidate: goodsShouldRevalidate };
                  }),
                },
                {
                  path: 'sellhot',
                  ...page(async () => {
                    const { SellHotPage, sellHotLoader } = await import('../pages/sellhot/SellHotPage.tsx');
                    return { Component: SellHotPage, loader: sellHotLoader(environment) };
                  }),
                },
                {
                  path: 'information',
                  ...page(async () => {
                    const { InformationPage, informationLoader } = await import('../pages/information/InformationPage.tsx');
                    return { Component: InformationPage, loader: informationLoader(environment) };
                  }),
                },
                {
                  path: 'notice',
                  ...page(async () => {
                    const { NoticePage, noticeLoader } = await import('../pages/notice/NoticePage.tsx');
                    return { Component: NoticePage, loader: noticeLoader(environment) };
                  }),
                },
                {
                  path: 'help/:serial?',
                  ...page(async () => {
                    const { HelpPage, helpLoader } = await import('../pages/help/HelpPage.tsx');
                    return { Component: HelpPage, loader: helpLoader(environment) };
                  }),
                },
                {
                  path: 'news',
                  ...page(async () => {
                    const { NewsPage, newsLoader } = await import('../pages/news/NewsPage.tsx');
                    return { Component: NewsPage, loader: newsLoader(environment) };
                  }),
                },
                {
                  path: 'news/:slug',
                  ...page(async () => {
                    const { NewsArticlePage, newsArticleLoader } = await import('../pages/news/NewsArticlePage.tsx');
                    return { Component: NewsArticlePage, loader: newsArticleLoader(environment) };
                  }),
                },
                {
                  path: 'agreement/:slug',
                  ...page(async () => {
                    const { AgreementPage, agreementLoader } = await import('../pages/agreement/AgreementPage.tsx');
                    return { Component: AgreementPage, loader: agreementLoader(environment) };
                  }),
                },
                {
                  path: 'download/app',
                  ...page(async () => ({ Component: (await import('../pages/download/DownloadAppPage.tsx')).DownloadAppPage })),
                },
                {
                  path: 'openplat',
                  ...page(async () => ({ Component: (await import('../pages/openplat/OpenPlatPage.tsx')).OpenPlatPage })),
                },
                {
                  path: 'multiplatform',
                  ...page(async () => ({ Component: (await import('../pages/multiplatform/MultiPlatformPage.tsx')).MultiPlatformPage })),
                },
                {
                  path: 'serverError',
                  ...page(async () => ({ Component: (await import('../pages/serverError/ServerErrorPage.tsx')).ServerErrorPage })),
                },
              ],
            },
          ],
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
                {
                  path: 'setting',
                  ...page(async () => {
                    const { SettingPage, settingLoader } = await import('../pages/user/setting/SettingPage.tsx');
                    return { Component: SettingPage, loader: settingLoader(environment) };
                  }),
                },
                {
                  path: 'messageCenter',
                  ...page(async () => {
                    const { MessageCenterPage, messageCenterLoader } = await import('../pages/user/messageCenter/MessageCenterPage.tsx');
                    return { Component: MessageCenterPage, loader: messageCenterLoader(environment) };
                  }),
                },
                {
                  path: 'steam',
                  ...page(async () => {
                    const { SteamPage, steamLoader } = await import('../pages/user/steam/SteamPage.tsx');
                    return { Component: SteamPage, loader: steamLoader(environment) };
                  }),
                },
                {
                  path: 'inventory',
                  ...page(async () => {
                    const { InventoryPage, inventoryLoader } = await import('../pages/user/inventory/InventoryPage.tsx');
                    return { Component: InventoryPage, loader: inventoryLoader(environment) };
                  }),
                },
                {
                  path: 'sell',
                  ...page(async () => {
                    const { SellPage, sellLoader } = await import('../pages/user/sell/SellPage.tsx');
                    return { Component: SellPage, loader: sellLoader(environment) };
                  }),
                },
                {
                  path: 'wallet',
                  ...page(async () => {
                    const { WalletPage, walletLoader } = await import('../pages/user/wallet/WalletPage.tsx');
                    return { Component: WalletPage, loader: walletLoader(environment) };
                  }),
                },
                {
                  path: 'order',
                  ...page(async () => {
                    const { OrderPage, orderLoader } = await import('../pages/user/order/OrderPage.tsx');
                    return { Component: OrderPage, loader: orderLoader(environment) };
                  }),
                },
                {
                  path: 'buyOrder',
                  ...page(async () => {
                    const { BuyOrderPage, buyOrderLoader } = await import('../pages/user/buyOrder/BuyOrderPage.tsx');
                    return { Component: BuyOrderPage, loader: buyOrderLoader(environment) };
                  }),
                },
                {
                  path: 'bargain',
                  ...page(async () => {
                    const { BargainPage, bargainLoader } = await import('../pages/user/bargain/BargainPage.tsx');
                    return { Component: BargainPage, loader: bargainLoader(environment) };
                  }),
                },
                {
                  path: 'openapi',
                  ...page(async () => {
                    const { OpenApiPage, openApiLoader } = await import('../pages/user/openapi/OpenApiPage.tsx');
                    return { Component: OpenApiPage, loader: openApiLoader(environment) };
                  }),
                },
                {
                  path: 'orderDetail',
                  ...page(async () => {
                    const { OrderDetailPage, orderDetailLoader } = await import('../pages/user/orderDetail/OrderDetailPage.tsx');
                    return { Component: OrderDetailPage, loader: orderDetailLoader(environment) };
                  }),
                },
              ],
            },
          ],
        },
        // outside both layouts
        {
          path: 'sans',
          errorElement: <RouteErrorPage />,
          ...page(async () => {
            const { SansPage, sansLoader } = await import('../pages/sans/SansPage.tsx');
            return { Component: SansPage, loader: sansLoader(environment) };
          }),
        },
        {
          path: 'downloadh5.html',
          errorElement: <RouteErrorPage />,
          ...page(async () => ({ Component: (await import('../pages/downloadh5/DownloadH5Page.tsx')).DownloadH5Page })),
        },
        {
          path: '*',
          errorElement: <RouteErrorPage />,
          ...page(async () => ({ Component: (await import('../pages/notFound/NotFoundPage.tsx')).NotFoundPage })),
        },
      ],
    },
  ];
}
