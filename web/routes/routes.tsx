import { redirect, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../components/Spinner.tsx';
import { AppRoot, appRootLoader } from '../layout/AppRoot.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { UserLayout } from '../layout/UserLayout.tsx';
import { GoodsPage, goodsLoader } from '../pages/goods/GoodsPage.tsx';
import { HomePage, homeLoader } from '../pages/home/HomePage.tsx';
import { MarketPage, marketLoader } from '../pages/market/MarketPage.tsx';
import { NoticePage, noticeLoader } from '../pages/notice/NoticePage.tsx';
import { NotFoundPage } from '../pages/notFound/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { SellHotPage, sellHotLoader } from '../pages/sellhot/SellHotPage.tsx';
import { ServerErrorPage } from '../pages/serverError/ServerErrorPage.tsx';
import { MessageCenterPage, messageCenterLoader } from '../pages/user/messageCenter/MessageCenterPage.tsx';
import { InventoryPage, inventoryLoader } from '../pages/user/inventory/InventoryPage.tsx';
import { SellPage, sellLoader } from '../pages/user/sell/SellPage.tsx';
import { SettingPage, settingLoader } from '../pages/user/setting/SettingPage.tsx';
import { SteamPage, steamLoader } from '../pages/user/steam/SteamPage.tsx';
import { WalletPage, walletLoader } from '../pages/user/wallet/WalletPage.tsx';

/**
 * The routes that exist so far (SPEC §2). The root loads the session (the app starts after the
 * first user load) and the exchange rate. Main layout: /, /market, /goods, /sellhot, /notice,
 * /serverError and the 404 catch-all. User area (own layout, behind login): /user/setting,
 * /user/messageCenter, /user/steam, /user/inventory, /user/sell, /user/wallet, /user/order and /user/orderDetail; an unknown /user/* path is the main layout's 404. Each page's loader loads
 * its query before it renders.
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
                { index: true, element: <HomePage />, loader: homeLoader(environment) },
                { path: 'market', element: <MarketPage />, loader: marketLoader(environment) },
                { path: 'goods', element: <GoodsPage />, loader: goodsLoader(environment) },
                { path: 'sellhot', element: <SellHotPage />, loader: sellHotLoader(environment) },
                { path: 'notice', element: <NoticePage />, loader: noticeLoader(environment) },
                { path: 'serverError', element: <ServerErrorPage /> },
                { path: '*', element: <NotFoundPage /> },
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
                // /user alone is not a page of SPEC §2: the user area opens on its settings
                { index: true, loader: () => redirect('/user/setting') },
                { path: 'setting', element: <SettingPage />, loader: settingLoader(environment) },
                { path: 'messageCenter', element: <MessageCenterPage />, loader: messageCenterLoader(environment) },
                { path: 'steam', element: <SteamPage />, loader: steamLoader(environment) },
                { path: 'inventory', element: <InventoryPage />, loader: inventoryLoader(environment) },
                { path: 'sell', element: <SellPage />, loader: sellLoader(environment) },
                { path: 'wallet', element: <WalletPage />, loader: walletLoader(environment) },
                // the order pages are loaded on demand (their own chunk), then their loader preloads the query
                {
                  path: 'order',
                  lazy: async () => {
                    const { OrderPage, orderLoader } = await import('../pages/user/order/OrderPage.tsx');
                    return { Component: OrderPage, loader: orderLoader(environment) };
                  },
                },
                {
                  path: 'orderDetail',
                  lazy: async () => {
                    const { OrderDetailPage, orderDetailLoader } = await import('../pages/user/orderDetail/OrderDetailPage.tsx');
                    return { Component: OrderDetailPage, loader: orderDetailLoader(environment) };
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
